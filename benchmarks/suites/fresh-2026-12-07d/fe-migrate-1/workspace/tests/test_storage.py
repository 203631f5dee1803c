import unittest

from ledger import storage


class StorageTest(unittest.TestCase):
    def test_events(self):
        ev = storage.read_events(2025, 3)
        self.assertEqual(len(ev), 40)
        self.assertEqual(ev[0]["type"], "invoice.created")

    def test_invoices(self):
        rows = storage.read_invoices(2025, 4)
        self.assertEqual(len(rows), 12)
        self.assertIn("amount_cents", rows[0])

    def test_data_file_inside_root(self):
        p = storage.data_file("events", 2025, 5, "jsonl")
        self.assertTrue(str(p).startswith(str(storage.config.load()["data_root"])))


if __name__ == "__main__":
    unittest.main()
