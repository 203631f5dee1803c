def strip_trailing(src, path):
    return "\n".join(line.rstrip() for line in src.split("\n"))


def final_newline(src, path):
    return src.rstrip("\n") + "\n" if src.strip() else src
