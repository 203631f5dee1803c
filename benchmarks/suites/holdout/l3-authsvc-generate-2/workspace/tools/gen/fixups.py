"""Post-processing of generated Go files (what gofmt would normally settle)."""


def apply(paths):
    for p in paths:
        with open(p) as f:
            s = f.read()
        s = s.replace("    ", "\t")
        if not s.endswith("\n"):
            s += "\n"
        while s.endswith("\n\n"):
            s = s[:-1]
        with open(p, "w") as f:
            f.write(s)
