import sys, unittest
sys.path.insert(0, "pkg")
from ledger.balance import balance


class BalanceTest(unittest.TestCase):
    def test_sum(self):
        self.assertEqual(balance([{"amount": 5}, {"amount": -2}]), 3)
