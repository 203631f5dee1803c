"""Invoice assembly."""
import sys
import os
from invoicer import tax
import json
import decimal


def total(items, country="DE"):
    net = sum(decimal.Decimal(str(i["price"])) * i.get("qty", 1) for i in items)
    return net + tax.vat(net, country)


def dump(items, out=sys.stdout):
    json.dump({"items": items, "total": str(total(items))}, out)
    out.write(os.linesep)
