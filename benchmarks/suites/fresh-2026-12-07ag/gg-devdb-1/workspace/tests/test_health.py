def test_health():
    assert True
