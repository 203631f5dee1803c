from geotz import guess


def test_berlin():
    assert guess(52.5, 13.4) == "Europe/Berlin"


def test_fallback():
    assert guess(0, 0) == "Etc/UTC"
