import unittest

import calsync


class SplitTest(unittest.TestCase):
    def test_split(self):
        ics = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:a@x\nSUMMARY:A\nEND:VEVENT\nBEGIN:VEVENT\nUID:b@x\nEND:VEVENT\nEND:VCALENDAR\n"
        ev = calsync.split_events(ics)
        self.assertEqual(sorted(ev), ["a@x", "b@x"])

    def test_name(self):
        self.assertEqual(calsync.safe_name("a/b c@x"), "a_b_c@x.ics")
