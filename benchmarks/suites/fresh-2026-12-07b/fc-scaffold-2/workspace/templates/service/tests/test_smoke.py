import unittest

from __SERVICE_MODULE__ import main


class SmokeTest(unittest.TestCase):
    def test_has_main(self):
        self.assertTrue(callable(main.main))
