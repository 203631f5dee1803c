DEBUG = False
ALLOWED_HOSTS = ["app.example.com", "grafana.example.com"]
CSRF_COOKIE_SECURE = True
SESSION_COOKIE_SECURE = True
