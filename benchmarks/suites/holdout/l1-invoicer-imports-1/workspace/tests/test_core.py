import json
import io
from decimal import Decimal

from invoicer import core


def test_total_de():
    assert core.total([{"price": 100}]) == Decimal("119.00")


def test_dump():
    buf = io.StringIO()
    core.dump([{"price": 10, "qty": 2}], buf)
    assert json.loads(buf.getvalue())["total"] == "23.80"
