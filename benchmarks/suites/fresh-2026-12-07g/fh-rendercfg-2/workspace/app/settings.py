import yaml

with open('config/dev.yaml') as f:
    SETTINGS = yaml.safe_load(f)
