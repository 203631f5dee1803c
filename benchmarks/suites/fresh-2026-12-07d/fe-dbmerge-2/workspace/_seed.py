import sqlite3

SCHEMA = """CREATE TABLE notes (
    id         TEXT PRIMARY KEY,
    title      TEXT NOT NULL,
    body       TEXT NOT NULL,
    tags       TEXT NOT NULL DEFAULT '',
    updated_at TEXT NOT NULL
)"""

main = [
    ("N-1001", "Ridgeview site survey", "Slope 8-12 percent on the east parcel; drainage ditch blocked.", "survey", "2026-10-02 09:14:00"),
    ("N-1002", "Soil samples batch 1", "12 cores from plots A-D, sent to lab on 10-05.", "soil", "2026-10-05 16:40:00"),
    ("N-1005", "Creek crossing", "main stale 5120: culvert looks fine from the road.", "access", "2026-11-10 11:02:00"),
    ("N-1007", "Soil pH summary", "MAIN-NEWER-EDIT-7741 revised pH figures after the lab results: plots A/B 6.1, C 5.4, D 7.0.", "soil,lab", "2026-12-01 08:30:00"),
    ("N-1009", "Landowner contacts", "Hollis family: call after 6pm. Gate code changes monthly.", "contacts", "2026-11-12 19:05:00"),
    ("N-1010", "Budget notes", "MAIN-ONLY-ROW-8842 drone survey quote 3,400 EUR; approved by Mara.", "budget", "2026-11-25 14:20:00"),
]
field = [
    ("N-1001", "Ridgeview site survey", "Slope 8-12 percent on the east parcel; drainage ditch blocked.", "survey", "2026-10-02 09:14:00"),
    ("N-1005", "Creek crossing", "FIELD-NEWER-EDIT-5120 culvert partly collapsed on the north side; not safe for the truck.", "access", "2026-11-28 15:47:00"),
    ("N-1007", "Soil pH summary", "field draft: pH strips say plots A/B around 6, C acidic.", "soil", "2026-11-20 17:12:00"),
    ("N-2001", "Hedgerow inventory", "FIELD-NEW-ROW-3310 hawthorn and blackthorn along the west boundary, 340 m.", "ecology", "2026-11-29 10:00:00"),
    ("N-2002", "Bat boxes", "FIELD-NEW-ROW-3311 two occupied boxes on the barn gable.", "ecology", "2026-11-30 18:45:00"),
]
for path, rows in (("data/main.db", main), ("incoming/field.db", field)):
    con = sqlite3.connect(path)
    con.execute(SCHEMA)
    con.executemany("INSERT INTO notes VALUES (?,?,?,?,?)", rows)
    con.commit()
    con.close()
