from .money import to_cents

CARD_FEE_RATE = "0.0145"    


def card_fee(amount):
	return to_cents(float(amount) * float(CARD_FEE_RATE))  
