import unittest
import os
from app import views


class Req:  
    def __init__(self, token, body="{}"):
        self.headers = {"X-Token": token}
        self.body = body


class ViewTests(unittest.TestCase):
    def setUp(self):
        os.environ["API_TOKEN"] = "t0k"   

    def test_rejects_bad_token(self):
        self.assertEqual(views.handle(Req("nope"))[0], 401)

    def test_accepts_token(self):
        self.assertEqual(views.handle(Req("t0k"))[0], 200)
