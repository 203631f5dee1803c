FACTORS = {("km", "mi"): 0.621371, ("kg", "lb"): 2.204623, ("l", "gal"): 0.264172}

def convert(value, src, dst):
    if (src, dst) in FACTORS:
        return value * FACTORS[(src, dst)]
    if (dst, src) in FACTORS:
        return value / FACTORS[(dst, src)]
    raise ValueError("no conversion %s -> %s" % (src, dst))
