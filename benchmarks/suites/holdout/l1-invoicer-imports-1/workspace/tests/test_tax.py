from decimal import Decimal

from invoicer.tax import vat


def test_rounding_half_up():
    assert vat(Decimal("0.05"), "DE") == Decimal("0.01")


def test_unknown_country():
    try:
        vat(Decimal("1"), "XX")
    except KeyError:
        return
    assert False, "expected KeyError"
