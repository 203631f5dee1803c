import json
import re
import unittest

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")


class Fixtures(unittest.TestCase):
    def test_no_raw_pii(self):
        with open("tests/fixtures/events.jsonl") as f:
            for line in f:
                self.assertIsNone(EMAIL.search(line), line)

    def test_event_ids_unique(self):
        with open("tests/fixtures/events.jsonl") as f:
            ids = [json.loads(l)["event_id"] for l in f if l.strip()]
        self.assertEqual(len(ids), len(set(ids)))
