import unittest

from shop.orders import Order, orders_for


class OrdersTest(unittest.TestCase):
    def test_orders_for(self):
        orders = [Order(10, 1), Order(11, 2), Order(12, 1)]
        self.assertEqual([o.id for o in orders_for(1, orders)], [10, 12])

    def test_owner(self):
        self.assertEqual(Order(10, 2).owner().email, "ben@example.com")
