__version__ = "3.0.0"

def remaining(limit, used):
    return limit - used
