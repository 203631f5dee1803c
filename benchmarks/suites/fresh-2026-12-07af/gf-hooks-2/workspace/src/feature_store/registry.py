FEATURES = {}


def register(name, fn):
    FEATURES[name] = fn
    return fn
