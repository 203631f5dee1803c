import os

BASE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATABASES = {"default": {"ENGINE": "sqlite3", "NAME": os.path.join(BASE_DIR, "db.sqlite3")}}
API_KEY_TTL_DAYS = 90
API_KEY_PREFIX = "ik_live_"
