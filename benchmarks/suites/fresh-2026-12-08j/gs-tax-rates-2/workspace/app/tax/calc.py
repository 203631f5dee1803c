from decimal import ROUND_HALF_UP, Decimal

from app.tax.rates import REDUCED, STANDARD


def tax_for(country, net, reduced=False):
    rate = (REDUCED if reduced else STANDARD)[country]
    return (net * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
