import time
import unittest

from app import auth, search, views


class AppTest(unittest.TestCase):
    def test_roundtrip(self):
        tok = auth.sign({"sub": 7, "email": "Bo@Example.com", "exp": time.time() + 60}, b"k")
        self.assertEqual(auth.verify(tok, b"k")["email"], "bo@example.com")

    def test_expired(self):
        tok = auth.sign({"sub": 7, "exp": time.time() - 1}, b"k")
        self.assertIsNone(auth.verify(tok, b"k"))

    def test_article(self):
        a = views.create_article("  Hello   World ", "x")
        self.assertEqual((a.title, a.slug), ("Hello World", "hello-world"))

    def test_search(self):
        self.assertTrue(search.match("hello", "Hello, World"))


if __name__ == "__main__":
    unittest.main()
