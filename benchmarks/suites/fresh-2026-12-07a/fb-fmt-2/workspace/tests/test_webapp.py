import os
import sys
import time
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from webapp import auth, util  


class AuthTest(unittest.TestCase):
    def test_roundtrip(self):
        ts = str(int(time.time()))
        sig = auth.sign(b"{}", ts)
        self.assertTrue(auth.verify_signature(b"{}", ts, sig))

    def test_forged(self):
        ts = str(int(time.time()))
        self.assertFalse(auth.verify_signature(b"{}", ts, "0" * 64))


class UtilTest(unittest.TestCase):
    def test_chunks(self):
        self.assertEqual(list(util.chunks([1, 2, 3], 2)), [[1, 2], [3]])
