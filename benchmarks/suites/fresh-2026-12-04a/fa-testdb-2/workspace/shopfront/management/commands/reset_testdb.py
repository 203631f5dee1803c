from shopfront.core import db, fixtures, schema
from shopfront.management.base import BaseCommand


class Command(BaseCommand):
    help = "Recreate the test database from the migrations and load the test fixtures."

    def add_arguments(self, parser):
        parser.add_argument("--database", default="default", help="database alias (default: default)")

    def handle(self, database="default", **options):
        path = db.test_database_path(database)
        print(f"Resetting test database for alias '{database}' ({path.name})...")
        conn = db.connect_test(database)
        schema.flush(conn, alias=database)
        schema.migrate(conn)
        loaded = fixtures.load_all(conn)
        conn.commit()
        conn.close()
        print(f"  Applied {len(schema.MIGRATIONS)} migrations.")
        print(f"  Installed {loaded} object(s) from {len(fixtures.fixture_files())} fixture(s).")
        print("Test database ready.")
