"""Print an invoice as an aligned table."""
import sys

import tinyfmt

ROWS = [("Widget", 3, 4.5), ("Gadget", 1, 12.0)]

if __name__ == "__main__":
    sys.stdout.write(tinyfmt.table(["item", "qty", "price"], ROWS))
