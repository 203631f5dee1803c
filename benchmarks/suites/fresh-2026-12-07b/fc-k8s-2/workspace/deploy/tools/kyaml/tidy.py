"""Whitespace tidy for hand-written manifests touched by our tools."""


def tidy(text: str) -> str:
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines) + "\n"
