from churnpred import __version__


def test_version():
    assert __version__
