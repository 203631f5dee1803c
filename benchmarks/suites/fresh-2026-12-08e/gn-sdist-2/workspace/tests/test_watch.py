def test_watch():
    pass
