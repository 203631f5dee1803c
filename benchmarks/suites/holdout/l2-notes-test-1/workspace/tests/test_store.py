import os
import unittest

from notes.store import Store

DB = os.environ.get("NOTES_DB", ":memory:")


class StoreTest(unittest.TestCase):
    def setUp(self):
        self.s = Store(DB)
        self.s.reset()  # every test starts from an empty schema

    def tearDown(self):
        self.s.close()

    def test_add_and_list(self):
        self.s.add("groceries")
        self.s.add("ideas")
        self.assertEqual(self.s.list(), ["groceries", "ideas"])

    def test_search_body(self):
        self.s.add("trip", "book the ferry to Texel")
        self.assertEqual(self.s.search("ferry"), ["trip"])


if __name__ == "__main__":
    unittest.main()
