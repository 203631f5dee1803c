import sys, unittest
sys.path.insert(0, "src")
from tinyhttp.client import Client


class DefaultsTest(unittest.TestCase):
    def test_tls_verified_by_default(self):
        self.assertTrue(Client().verify_tls)
