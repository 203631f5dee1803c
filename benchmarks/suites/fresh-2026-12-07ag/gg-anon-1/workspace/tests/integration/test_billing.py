import json
from pathlib import Path

USERS = json.loads((Path(__file__).parents[2] / 'fixtures/users.json').read_text())


def test_every_user_has_a_plan():
    assert all(u['plan'] in ('free', 'pro', 'team') for u in USERS)
