"""Post-migration hooks."""
from .integrations import service_accounts


def after_migrate(con, applied):
    if applied:
        con.execute("PRAGMA optimize")
    service_accounts.ensure(con)
