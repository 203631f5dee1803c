def test_prefix():
    assert "ci/" + "f.parquet" == "ci/f.parquet"
