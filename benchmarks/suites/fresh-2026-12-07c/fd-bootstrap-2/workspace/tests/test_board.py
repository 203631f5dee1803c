import unittest

from kanban.board import move


class MoveTest(unittest.TestCase):
    def test_move(self):
        self.assertEqual(move({"id": 1, "column": "todo"}, "doing")["column"], "doing")

    def test_bad_column(self):
        with self.assertRaises(ValueError):
            move({"id": 1}, "archived")
