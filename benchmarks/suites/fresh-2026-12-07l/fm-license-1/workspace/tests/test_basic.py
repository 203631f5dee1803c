from relkit.tags import sort_tags


def test_sort():
    assert sort_tags(['b', 'a']) == ['a', 'b']
