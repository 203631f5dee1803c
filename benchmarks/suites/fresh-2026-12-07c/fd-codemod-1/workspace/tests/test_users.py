import unittest

from shop import users
from shop.users import get_user, UserNotFound


class GetUserTest(unittest.TestCase):
    def test_known_user(self):
        self.assertEqual(get_user(1).email, "ana@example.com")

    def test_unknown_user(self):
        with self.assertRaises(UserNotFound):
            get_user(99)

    def test_email_helper(self):
        self.assertEqual(users.get_user_email(2), "ben@example.com")
