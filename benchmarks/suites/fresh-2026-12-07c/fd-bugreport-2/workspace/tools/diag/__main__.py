import datetime
import sys

from .sections import SECTIONS


def main():
    print(f"# bug report - {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M UTC}")
    for title, fn in SECTIONS:
        print(f"\n## {title}")
        try:
            for line in fn():
                print(line)
        except Exception as e:  # a broken section must not lose the rest
            print(f"(section failed: {type(e).__name__}: {e})")
    return 0


sys.exit(main())
