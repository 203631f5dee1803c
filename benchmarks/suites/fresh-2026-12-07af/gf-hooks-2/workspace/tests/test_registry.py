from feature_store.registry import FEATURES, register


def test_register():
    register("x", len)
    assert FEATURES["x"] is len
