import argparse

from .services import render


def main():
    ap = argparse.ArgumentParser(prog="composegen")
    ap.add_argument("action", choices=["add"])
    ap.add_argument("service")
    ap.add_argument("--file", default="docker-compose.yml")
    a = ap.parse_args()
    with open(a.file) as f:
        text = f.read()
    if f"\n  {a.service}:" in text or f"\n  db:" in text:
        print(f"{a.file}: service already present")
        return
    block = render(a.service)
    with open(a.file, "a") as f:
        f.write(block)
    print(f"{a.file}: added service for {a.service}")


main()
