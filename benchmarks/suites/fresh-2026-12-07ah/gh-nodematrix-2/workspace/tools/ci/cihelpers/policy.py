"""House style for workflow files."""

def normalize(text):
    # one trailing newline, no trailing blanks
    lines = [l.rstrip() for l in text.splitlines()]
    return "\n".join(lines).rstrip("\n") + "\n"
