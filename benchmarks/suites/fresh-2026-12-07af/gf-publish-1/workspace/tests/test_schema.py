import pandas as pd

from tabkit import coerce_schema


def test_coerce():
    df = coerce_schema(pd.DataFrame({"a": [1, 2]}), {"a": "float64"})
    assert str(df["a"].dtype) == "float64"
