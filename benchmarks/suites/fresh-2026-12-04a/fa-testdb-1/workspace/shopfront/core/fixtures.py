import json

from shopfront import settings


def fixture_files():
    out = []
    for d in settings.FIXTURE_DIRS:
        for name in settings.TEST_FIXTURES:
            p = d / name
            if p.exists():
                out.append(p)
    return out


def load_all(conn):
    count = 0
    for path in fixture_files():
        for obj in json.loads(path.read_text()):
            table, fields = obj["model"], obj["fields"]
            cols = ", ".join(fields)
            marks = ", ".join("?" for _ in fields)
            conn.execute(f"INSERT INTO {table} (id, {cols}) VALUES (?, {marks})", [obj["pk"], *fields.values()])
            count += 1
    return count
