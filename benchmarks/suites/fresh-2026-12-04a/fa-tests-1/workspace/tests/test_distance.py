import unittest

from geo.distance import haversine, within


class HaversineTest(unittest.TestCase):
    def test_zero(self):
        self.assertEqual(haversine(51.5, -0.12, 51.5, -0.12), 0)

    def test_london_paris(self):
        self.assertAlmostEqual(haversine(51.5074, -0.1278, 48.8566, 2.3522), 343.5, delta=1.0)

    def test_within(self):
        self.assertTrue(within((51.5074, -0.1278), (51.4700, -0.4543), 30))
        self.assertFalse(within((51.5074, -0.1278), (48.8566, 2.3522), 100))
