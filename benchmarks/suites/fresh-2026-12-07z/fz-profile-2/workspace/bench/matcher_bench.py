"""Synthetic order flow for the matcher: ~N orders around a drifting mid."""
import random

from services.matcher.book import Book


def run(n=40000, seed=11):
    rng = random.Random(seed)
    book = Book()
    mid, fills = 10_000, 0
    for i in range(n):
        mid += rng.choice((-1, 0, 1))
        side = "buy" if rng.random() < 0.5 else "sell"
        price = mid + rng.randint(-25, 25)
        fills += len(book.submit(i, side, price, rng.randint(1, 20)))
    return fills
