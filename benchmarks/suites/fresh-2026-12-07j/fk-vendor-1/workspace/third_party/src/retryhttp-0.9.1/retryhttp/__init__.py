import time

__version__ = "0.9.1"


def retry(fn, attempts=3, delay=0.5):
    for i in range(attempts):
        try:
            return fn()
        except OSError:
            if i == attempts - 1:
                raise
            time.sleep(delay * 2 ** i)
