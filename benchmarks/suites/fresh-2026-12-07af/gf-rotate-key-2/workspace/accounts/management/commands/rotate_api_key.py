from core.management.base import BaseCommand, CommandError, connection

from accounts.services import keys


class Command(BaseCommand):
    help = "Revoke a user's active API keys and issue a fresh one (printed once)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--ttl-days", type=int, default=None)

    def handle(self, username, ttl_days=None, **options):
        conn = connection()
        try:
            raw, revoked = keys.rotate(conn, username, ttl_days=ttl_days)
        except keys.UnknownUser:
            raise CommandError(f"no such user: {username}")
        conn.commit()
        self.stdout.write(f"Revoked {revoked} key(s) for {username}.\n")
        self.stdout.write(f"New key (shown once, put it in the ingest-worker secret):\n  {raw}\n")
