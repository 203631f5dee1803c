#!/usr/bin/env python3
"""Export approved comments to static JSON for the comment widget.

usage: python3 scripts/export_comments.py [DB] [OUTDIR]
defaults: data/comments.db, static/comments

One file per post slug: static/comments/<slug>.json, newest last.
The widget (static/js/comments.js) renders name, date and text.
"""
import json
import sqlite3
import sys
from collections import defaultdict
from pathlib import Path


def export(db, outdir):
    con = sqlite3.connect(db)
    con.row_factory = sqlite3.Row
    rows = con.execute(
        "SELECT c.*, s.label AS status_label FROM comments c "
        "LEFT JOIN statuses s ON s.name = c.status "
        "WHERE c.status IN ('approved', 'pending') ORDER BY c.created"
    ).fetchall()
    by_post = defaultdict(list)
    for r in rows:
        item = dict(r)
        slug = item.pop("post_slug")
        # pending ones are hidden client-side until a moderator approves them
        item["hidden"] = item.pop("status") != "approved"
        by_post[slug].append(item)
    return by_post


def main(argv):
    db = Path(argv[0]) if argv else Path("data/comments.db")
    outdir = Path(argv[1]) if len(argv) > 1 else Path("static/comments")
    outdir.mkdir(parents=True, exist_ok=True)
    by_post = export(db, outdir)
    for slug, items in sorted(by_post.items()):
        (outdir / f"{slug}.json").write_text(json.dumps(items, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{outdir / (slug + '.json')}: {len(items)} comments")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
