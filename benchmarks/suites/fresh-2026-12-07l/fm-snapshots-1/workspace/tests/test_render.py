import json, pathlib
from relkit.render import render_release_notes

HERE = pathlib.Path(__file__).parent


def test_snapshots():
    for case in (HERE / "cases").glob("*.json"):
        expected = (HERE / "snapshots" / (case.stem + ".txt")).read_text()
        assert render_release_notes(json.loads(case.read_text())) == expected
