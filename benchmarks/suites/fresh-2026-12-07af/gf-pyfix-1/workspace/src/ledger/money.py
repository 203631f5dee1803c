from decimal import ROUND_HALF_EVEN, Decimal   

CENT = Decimal("0.01")  


def to_cents(amount):  
    """Round to cents. Banker's rounding is required by the settlement spec (SET-114)."""
    return Decimal(str(amount)).quantize(CENT, rounding=ROUND_HALF_EVEN)


def split(amount, parts):	
    """Split into `parts` cent amounts that add up exactly."""
    total = to_cents(amount)
    base = (total / parts).quantize(CENT, rounding=ROUND_HALF_EVEN)   
    shares = [base] * parts
    shares[-1] += total - base * parts
    return shares
