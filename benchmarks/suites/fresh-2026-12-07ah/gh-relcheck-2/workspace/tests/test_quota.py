import sys, unittest
sys.path.insert(0, 'src')
import quota

class T(unittest.TestCase):
    def test_basic(self):
        self.assertEqual(quota.remaining(10, 3), 7)

    def test_never_negative(self):
        self.assertEqual(quota.remaining(10, 12), 0)
