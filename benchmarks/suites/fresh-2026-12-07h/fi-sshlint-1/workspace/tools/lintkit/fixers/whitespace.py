RULE = "whitespace"


def check(path, text):
    for i, line in enumerate(text.split("\n"), 1):
        if "\t" in line:
            yield i, "tab character"
        elif line != line.rstrip():
            yield i, "trailing whitespace"
    if text and not text.endswith("\n"):
        yield text.count("\n") + 1, "no newline at end of file"


def fix(path, text):
    lines = [l.replace("\t", "  ").rstrip() for l in text.split("\n")]
    while len(lines) > 1 and lines[-1] == "" and lines[-2] == "":
        lines.pop()
    out = "\n".join(lines)
    if out and not out.endswith("\n"):
        out += "\n"
    return out
