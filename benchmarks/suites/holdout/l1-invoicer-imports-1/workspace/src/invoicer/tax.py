"""VAT computation."""
from invoicer.rates import RATES
from decimal import ROUND_HALF_UP, Decimal


def vat(net, country):
    rate = Decimal(RATES[country])
    return (net * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
