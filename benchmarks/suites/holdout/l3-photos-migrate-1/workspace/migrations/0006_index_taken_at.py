from photoindex.schema_ops import create_index


def up(db):
    create_index(db, "photos", "taken_at")
