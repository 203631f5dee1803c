import unittest

from pipeline.mask import mask_event


class Mask(unittest.TestCase):
    def test_masks_listed_fields(self):
        ev = mask_event({"email": "a@example.com", "page": "/"}, ["email"], "s")
        self.assertTrue(ev["email"].startswith("pii_"))
        self.assertEqual(ev["page"], "/")
