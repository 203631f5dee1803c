"""Post-migration hooks."""


def after_migrate(con, applied):
    if applied:
        con.execute("PRAGMA optimize")
