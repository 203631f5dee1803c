import os
DSN = os.environ.get('ORDERS_DSN', 'postgresql://db-primary.corp.example.com:5432/orders')
print('would extract from', DSN)
