import os
PORT = int(os.environ.get('APP_PORT', 8080))
