from scripts import export_orders  # noqa


def test_columns():
    assert export_orders.COLUMNS[0] == "order_id"
