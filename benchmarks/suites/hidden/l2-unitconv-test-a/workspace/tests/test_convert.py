import unittest
from unitconv import convert

class ConvertTest(unittest.TestCase):
    def test_km(self):
        self.assertAlmostEqual(convert(10, "km", "mi"), 6.21371)
    def test_back(self):
        self.assertAlmostEqual(convert(2.204623, "lb", "kg"), 1.0)
    def test_unknown(self):
        with self.assertRaises(ValueError):
            convert(1, "km", "kg")
