import json


def test_orders_have_users():
    orders = json.load(open('tests/fixtures/generated/orders.json'))
    assert all(1 <= o['user_id'] <= 5 for o in orders)
