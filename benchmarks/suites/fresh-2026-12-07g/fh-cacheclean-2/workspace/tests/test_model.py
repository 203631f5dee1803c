from churn.model import build


def test_build():
    assert build() is not None
