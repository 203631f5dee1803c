def index():
    return {'service': 'inventory-api'}
