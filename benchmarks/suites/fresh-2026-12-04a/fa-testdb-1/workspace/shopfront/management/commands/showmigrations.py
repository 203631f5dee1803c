from shopfront.core import schema
from shopfront.management.base import BaseCommand


class Command(BaseCommand):
    help = "List the schema migrations."

    def handle(self, **options):
        for name, _ in schema.MIGRATIONS:
            print(f" [X] {name}")
