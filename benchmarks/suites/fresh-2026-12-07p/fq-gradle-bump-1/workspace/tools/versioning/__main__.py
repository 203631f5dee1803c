import sys

from . import gradle, stamp


def main():
    part = sys.argv[1] if len(sys.argv) > 1 else "patch"
    path = sys.argv[2] if len(sys.argv) > 2 else "app/build.gradle"
    old, new, code = gradle.bump(path, part)
    stamp.record(new, code)
    print(f"{path}: {old} -> {new} (versionCode {code})")


main()
