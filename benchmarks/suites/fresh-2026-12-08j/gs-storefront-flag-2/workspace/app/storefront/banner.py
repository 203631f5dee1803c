"""Top-of-page promo banner."""

BANNER_ENABLED = False
BANNER_TEXT = "Holiday sale: 20% off candles and mugs until 24 Dec"


def render():
    if not BANNER_ENABLED:
        return ""
    return f'<div class="promo-banner">{BANNER_TEXT}</div>'
