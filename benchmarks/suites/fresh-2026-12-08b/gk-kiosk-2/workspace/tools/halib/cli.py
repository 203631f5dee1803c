import os
import sys

from halib import kiosk


def main(argv):
    cfg = os.environ.get("HA_CONFIG", "homeassistant")
    cmd, args = argv[0], argv[1:]
    if cmd == "add-kiosk":
        name, ip = args
        kiosk.add_kiosk(cfg, name, ip)
    elif cmd == "check":
        print(open(os.path.join(cfg, "configuration.yaml")).read())
    else:
        sys.exit(f"unknown command {cmd}")


main(sys.argv[1:])
