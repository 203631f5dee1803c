import numpy as np


def test_numpy2():
    assert np.__version__.startswith("2.")
