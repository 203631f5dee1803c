import glob
import os

from core.management.base import BaseCommand, connection


class Command(BaseCommand):
    help = "Apply the SQL migrations in */migrations/*.sql (idempotent)."

    def handle(self, **options):
        conn = connection()
        conn.execute("CREATE TABLE IF NOT EXISTS core_migrations (name TEXT PRIMARY KEY)")
        done = {r[0] for r in conn.execute("SELECT name FROM core_migrations")}
        for path in sorted(glob.glob("*/migrations/*.sql")):
            name = os.path.relpath(path)
            if name in done:
                continue
            conn.executescript(open(path).read())
            conn.execute("INSERT INTO core_migrations VALUES (?)", (name,))
            self.stdout.write(f"  Applying {name}... OK\n")
        conn.commit()
