import platform
import sys


def collect():
    return "versions", f"python {sys.version.split()[0]}\nplatform {platform.system()} {platform.machine()}"
