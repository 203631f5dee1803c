"""Free-form tags, comma separated (the tagging UI lands in 1.9)."""
from photoindex.schema_ops import add_column


def up(db):
    add_column(db, "photos", "tags", "TEXT NOT NULL DEFAULT ''")
