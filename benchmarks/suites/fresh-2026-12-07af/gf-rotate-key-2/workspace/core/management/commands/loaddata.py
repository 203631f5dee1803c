import json

from core.management.base import BaseCommand, connection


class Command(BaseCommand):
    help = "Load a JSON fixture ({table: [rows]})."

    def add_arguments(self, parser):
        parser.add_argument("fixture")

    def handle(self, fixture, **options):
        conn = connection()
        data = json.load(open(fixture))
        n = 0
        for table, rows in data.items():
            for row in rows:
                cols = ", ".join(row)
                conn.execute(f"INSERT INTO {table} ({cols}) VALUES ({', '.join('?' * len(row))})", tuple(row.values()))
                n += 1
        conn.commit()
        self.stdout.write(f"Installed {n} object(s) from 1 fixture(s)\n")
