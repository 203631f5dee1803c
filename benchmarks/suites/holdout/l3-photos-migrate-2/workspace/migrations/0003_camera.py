from photoindex.schema_ops import add_column


def up(db):
    add_column(db, "photos", "camera", "TEXT")
