from hepvar.filters import passes


def test_low_qual_fails():
    assert not passes({"QUAL": 12.0, "DP": 40})


def test_good_call_passes():
    assert passes({"QUAL": 88.0, "DP": 40, "VAF": 0.31})
