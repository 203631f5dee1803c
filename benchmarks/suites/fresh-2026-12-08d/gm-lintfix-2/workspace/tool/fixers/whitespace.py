def fix(src):
    out = "\n".join(line.rstrip() for line in src.split("\n"))
    return out.rstrip("\n") + "\n"
