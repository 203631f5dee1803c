import csv
import unittest


class SignupFixture(unittest.TestCase):
    def test_fixture_is_synthetic(self):
        with open("tests/fixtures/users.csv", newline="") as f:
            for row in csv.DictReader(f):
                self.assertTrue(row["email"].endswith("@synthetic.example.test"))
