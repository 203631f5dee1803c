import unittest
from slugify_lite import slugify

class SlugifyTest(unittest.TestCase):
    def test_basic(self):
        self.assertEqual(slugify("Hello, World!"), "hello-world")
    def test_accents(self):
        self.assertEqual(slugify("Crème brûlée"), "creme-brulee")
    def test_sep(self):
        self.assertEqual(slugify("a b c", sep="_"), "a_b_c")
