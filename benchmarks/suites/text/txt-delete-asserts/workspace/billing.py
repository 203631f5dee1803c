def total(items):
    return sum(p * q for p, q in items) * 1.2
