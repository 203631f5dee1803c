"""Formatting rules for kiosk-ui."""
import os, re

def apply(text):
    lines = [re.sub(r"[ \t]+$", "", l).replace("\t", "  ") for l in text.split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines) + "\n"
def finish():
    # remember the rules version, so CI can tell when a re-format is due
    os.makedirs(".fmt-cache", exist_ok=True)
    with open(".fmt-cache/version", "w") as f:
        f.write("rules 3\n")
