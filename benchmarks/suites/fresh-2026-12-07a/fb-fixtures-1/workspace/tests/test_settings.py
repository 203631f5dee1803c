import configparser
import json
import os
import sys
import unittest

ROOT = os.path.join(os.path.dirname(__file__), "..")
sys.path.insert(0, ROOT)

from app import settings  

FIX = os.path.join(os.path.dirname(__file__), "fixtures")


class FixtureTest(unittest.TestCase):
    def setUp(self):
        with open(os.path.join(FIX, "settings.json")) as f:
            self.snap = json.load(f)

    def test_schema_version(self):
        self.assertEqual(self.snap["schema_version"], settings.SCHEMA_VERSION)

    def test_fields(self):
        self.assertEqual(sorted(self.snap["settings"]), sorted(f[0] for f in settings.FIELDS))

    def test_credentials_profile(self):
        cp = configparser.ConfigParser()
        cp.read(os.path.join(FIX, "aws_credentials"))
        profile = self.snap["settings"]["aws_profile"]
        self.assertIn(profile, cp)
        self.assertTrue(cp[profile]["aws_access_key_id"].startswith("AKIA"))
