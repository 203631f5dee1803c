import unittest
from hubclient.client import Client
from tests import helpers

class ClientTest(unittest.TestCase):
    def setUp(self):
        self.calls = []
        cfg = helpers.load_config()
        self.client = Client(cfg["base_url"], cfg["token"], self.fake)

    def fake(self, method, url, headers):
        self.calls.append((method, url))
        return [{"name": "demo"}]

    def test_repos(self):
        self.assertEqual(self.client.repos(), [{"name": "demo"}])
        self.assertTrue(self.calls[0][1].endswith("/repos"))
