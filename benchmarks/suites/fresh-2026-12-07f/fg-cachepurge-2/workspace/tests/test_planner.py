import unittest

from acme.build.planner import plan


class T(unittest.TestCase):
    def test_plan(self):
        self.assertEqual(plan(['app'])[-1], 'app')
