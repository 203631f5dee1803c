def price(base, rules):
    for r in rules:
        base = r.apply(base)
    return round(base, 2)
