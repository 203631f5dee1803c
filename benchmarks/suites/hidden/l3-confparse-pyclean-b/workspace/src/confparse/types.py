def coerce(v):
    for t in (int, float):
        try:
            return t(v)
        except ValueError:
            pass
    return {'true': True, 'false': False}.get(v.lower(), v)
