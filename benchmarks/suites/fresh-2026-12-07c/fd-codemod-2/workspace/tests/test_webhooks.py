import unittest

from shop import webhooks


class WebhookTest(unittest.TestCase):
    def test_valid_signature(self):
        body = b'{"type": "charge.succeeded"}'
        self.assertEqual(webhooks.verify(body, webhooks.sign(body))["type"], "charge.succeeded")

    def test_bad_signature(self):
        with self.assertRaises(webhooks.InvalidSignature):
            webhooks.verify(b"{}", "0" * 64)
