import unittest


class Smoke(unittest.TestCase):
    def test_ok(self):
        self.assertTrue(True)
