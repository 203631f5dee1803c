import unittest
import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))
from tinyqueue import Queue


class QueueTest(unittest.TestCase):
    def test_roundtrip(self):
        q = Queue()
        q.put({"a": 1})
        self.assertEqual(len(q), 1)
        _, payload = q.take()
        self.assertEqual(payload, {"a": 1})
        self.assertIsNone(q.take())


if __name__ == "__main__":
    unittest.main()
