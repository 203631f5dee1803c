import os

DATABASE_URL = os.environ.get('DATABASE_URL', 'postgres://shop@localhost:5432/shop_dev')
