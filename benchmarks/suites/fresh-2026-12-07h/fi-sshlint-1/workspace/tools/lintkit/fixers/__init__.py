"""Registry of lint rules. Each module exposes RULE, check(path, text) and
optionally fix(path, text) -> text."""
from . import whitespace, deprecations

RULES = [whitespace, deprecations]


def apply_all(path, text):
    for mod in RULES:
        fix = getattr(mod, "fix", None)
        if fix is not None:
            text = fix(path, text)
    return text


def check_all(path, text):
    out = []
    for mod in RULES:
        for lineno, msg in mod.check(path, text):
            out.append((lineno, mod.RULE, msg))
    return sorted(out)
