from decimal import Decimal

from app.tax.calc import tax_for
from app.tax.rates import REDUCED, STANDARD


def test_all_countries_have_both_rates():
    assert STANDARD.keys() == REDUCED.keys()


def test_de_standard_and_reduced():
    assert STANDARD["DE"] == Decimal("0.19")
    assert REDUCED["DE"] == Decimal("0.07")


def test_ee_standard_2027():
    # finance memo FIN-2031: Estonia 24% from 2025-07
    assert STANDARD["EE"] == Decimal("0.24")


def test_fi_standard_2027():
    # finance memo FIN-2031: Finland 25.5% from 2024-09
    assert STANDARD["FI"] == Decimal("0.255")


def test_sk_rates_2027():
    # finance memo FIN-2031: Slovakia 23% / 19% from 2025-01
    assert STANDARD["SK"] == Decimal("0.23")
    assert REDUCED["SK"] == Decimal("0.19")


def test_checkout_line_nl():
    assert tax_for("NL", Decimal("10.00")) == Decimal("2.10")
