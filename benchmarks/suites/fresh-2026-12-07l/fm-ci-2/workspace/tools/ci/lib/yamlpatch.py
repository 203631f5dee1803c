"""Tiny line-based YAML patching for workflow files (keeps comments and layout)."""
import re


def _add_to_list(line, value):
    m = re.match(r'^(\s*[\w-]+:\s*)\[(.*)\]\s*$', line)
    if not m:
        return line
    items = [i.strip() for i in m.group(2).split(",") if i.strip()]
    quoted = f'"{value}"'
    if quoted not in items:
        items.append(quoted)
    return f"{m.group(1)}[{', '.join(items)}]"


def add_matrix_value(text, key, value):
    out = []
    for line in text.splitlines():
        if line.strip().startswith(key + ":") and "[" in line:
            line = _add_to_list(line, value)
        out.append(line)
    return "\n".join(out) + "\n"
