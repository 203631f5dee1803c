def post(invoice):
    return {'status': 'queued', 'id': invoice['id']}
