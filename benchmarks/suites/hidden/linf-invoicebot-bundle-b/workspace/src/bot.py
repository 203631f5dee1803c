import os
BUCKET = os.environ.get('INVOICE_BUCKET', 'invoices-prod')

def run():
    print('polling', BUCKET)
