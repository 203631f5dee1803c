from decimal import Decimal


def cart_total(lines):
    return sum((Decimal(l["unit_price"]) * l["qty"] for l in lines), Decimal("0"))
