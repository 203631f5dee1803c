import os

DEBUG = True
ALLOWED_HOSTS = ["*"]
SECRET_KEY = os.environ.get("NOTIFY_SECRET_KEY", "")
SMTP_HOST = os.environ.get("SMTP_HOST", "smtp.example.test")
