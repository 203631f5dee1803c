"""Price-time priority order book (reference implementation of the Go
matcher in internal/matcher; used to validate and profile the algorithm)."""
import bisect
from collections import deque


class Book:
    def __init__(self):
        self.bids = {}        # price -> deque[(id, qty)]
        self.asks = {}
        self.bid_prices = []  # ascending
        self.ask_prices = []  # ascending

    def _levels(self, side):
        return (self.bids, self.bid_prices) if side == "buy" else (self.asks, self.ask_prices)

    def _rest(self, side, oid, price, qty):
        levels, prices = self._levels(side)
        if price not in levels:
            levels[price] = deque()
            bisect.insort(prices, price)
        levels[price].append([oid, qty])

    def submit(self, oid, side, price, qty):
        fills = []
        opp_levels, opp_prices = self._levels("sell" if side == "buy" else "buy")
        while qty and opp_prices:
            best = opp_prices[0] if side == "buy" else opp_prices[-1]
            if (side == "buy" and best > price) or (side == "sell" and best < price):
                break
            queue = opp_levels[best]
            while qty and queue:
                maker = queue[0]
                take = min(qty, maker[1])
                fills.append((maker[0], oid, best, take))
                maker[1] -= take
                qty -= take
                if maker[1] == 0:
                    queue.popleft()
            if not queue:
                del opp_levels[best]
                opp_prices.remove(best)
        if qty:
            self._rest(side, oid, price, qty)
        return fills
