from . import settings


def send(to, subject, body):
    if settings.DEBUG:
        print(f"would send to {to}: {subject}")
        return
    raise NotImplementedError
