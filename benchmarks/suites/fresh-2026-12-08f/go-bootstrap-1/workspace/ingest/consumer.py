"""Consumes events.raw.v2, masks PII fields and spools batches for the loader."""
import argparse


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env")
    ap.parse_args()
    raise SystemExit("needs a broker: see README")


if __name__ == "__main__":
    main()
