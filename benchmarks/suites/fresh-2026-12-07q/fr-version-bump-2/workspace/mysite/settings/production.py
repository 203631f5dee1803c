from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["shop.example.com", "www.shop.example.com"]
SECURE_SSL_REDIRECT = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
