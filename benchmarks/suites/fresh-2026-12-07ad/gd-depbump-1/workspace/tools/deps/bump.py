"""python3 -m tools.deps.bump NAME VERSION"""
import re
import sys

from . import lockfile

CONANFILE = "conanfile.py"


def bump_conanfile(text, name, version):
    pat = re.compile(r'(self\.requires\(")' + re.escape(name) + r'/[^"@#]+')
    new, n = pat.subn(lambda m: m.group(1) + f"{name}/{version}", text)
    if n == 0:
        raise SystemExit(f"{name} is not a requirement in {CONANFILE}")
    return new


def main(argv):
    name, version = argv[1], argv[2]
    with open(CONANFILE) as f:
        text = f.read()
    text = bump_conanfile(text, name, version)
    with open(CONANFILE, "w") as f:
        f.write(text)
    lockfile.update("conan.lock", name, version)
    print(f"bumped {name} -> {version}")


if __name__ == "__main__":
    main(sys.argv)
