import unittest
from billing import total

class Billing(unittest.TestCase):
    def test_total(self):
        """20 net, VAT is added at checkout"""
        self.assertEqual(total([(10, 2)]), 20)

    def test_empty(self):
        """no items, no total"""
        self.assertEqual(total([]), 0)
