from tidyconf import load


def test_load(tmp_path):
    p = tmp_path / 'c.toml'
    p.write_text('a = 1')
    assert load(p) == {'a': 1}
