import unittest

from app.utils.strings import casefold_email, normalize_ws, slugify


class StringsTest(unittest.TestCase):
    def test_normalize_ws(self):
        self.assertEqual(normalize_ws("  a \t b\n c "), "a b c")

    def test_slugify(self):
        self.assertEqual(slugify("Crème Brûlée: 2 ways!"), "creme-brulee-2-ways")

    def test_casefold_email(self):
        self.assertEqual(casefold_email(" Ana@Example.COM "), "ana@example.com")


if __name__ == "__main__":
    unittest.main()
