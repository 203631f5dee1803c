DEBUG = True
SESSION_ENGINE = 'django.contrib.sessions.backends.db'
DATABASES = {'default': {'ENGINE': 'django.db.backends.sqlite3', 'NAME': 'db.sqlite3'}}
