# Copyright (c) 2024 Larch Payments Ltd.
import unittest

class PaymentTests(unittest.TestCase):
    def test_rejects_negative(self):
        self.assertFalse(authorize(-5, "4111"))

    def test_rejects_empty_card(self):
        self.assertFalse(authorize(100, ""))

    def test_refund_limit(self):
        self.assertFalse(refund(10**6))

def authorize(cents, card):
    return cents > 0 and bool(card)

def refund(cents):
    return 0 < cents < 100000
