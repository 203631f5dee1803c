def normalize(rows):
    return [{k.lower(): v for k, v in r.items()} for r in rows]
