import re, subprocess


def _f(path, line, msg):
    return {"file": path, "line": line, "msg": msg}


def syntax(path):
    p = subprocess.run(["bash", "-n", path], capture_output=True, text=True)
    out = []
    for l in p.stderr.splitlines():
        m = re.search(r"line (\d+): (.*)", l)
        if m:
            out.append(_f(path, int(m.group(1)), "syntax: " + m.group(2)))
    return out


def strict_mode(path):
    with open(path, errors="replace") as f:
        head = f.read(2000)
    if not re.search(r"^\s*set -[a-z]*e", head, re.M):
        return [_f(path, 1, "no `set -e`: failures are ignored")]
    return []


_VAR = re.compile(r'(?<!["\w])\$(\{?[A-Za-z_][A-Za-z0-9_]*\}?)(?![\w"])')


def unquoted_vars(path):
    out = []
    with open(path, errors="replace") as f:
        for n, line in enumerate(f, 1):
            s = line.strip()
            if s.startswith("#") or "=" in s.split(" ")[0]:
                continue
            if re.match(r"^(rm|cp|mv|cd|cat|ls)\b", s) and _VAR.search(s):
                out.append(_f(path, n, "unquoted variable in `%s`" % s.split()[0]))
    return out
