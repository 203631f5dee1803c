import sys, unittest
sys.path.insert(0, "src")
from inventory.reorder import reorder_point, needs_reorder


class ReorderTest(unittest.TestCase):
    def test_point(self):
        self.assertEqual(reorder_point(4.2, 5, 3), 24)

    def test_needs(self):
        self.assertTrue(needs_reorder(10, 24))
