import json, logging.config

with open('config/logging.json') as f:
    logging.config.dictConfig(json.load(f))
audit = logging.getLogger('acme.audit')
audit.info('service started')
