import unittest
from src.util import greet

class T(unittest.TestCase):
    def test_greet(self):
        self.assertEqual(greet('x'), 'hello x')
