from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent
VERSION = "2.3.7"
INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.sessions",
    "orders",
]
