from decimal import Decimal

from ledger.money import split, to_cents


def test_bankers_rounding():
    assert to_cents("0.125") == Decimal("0.12")
    assert to_cents("0.135") == Decimal("0.14")


def test_split_adds_up():
    assert sum(split("10.00", 3)) == Decimal("10.00")
