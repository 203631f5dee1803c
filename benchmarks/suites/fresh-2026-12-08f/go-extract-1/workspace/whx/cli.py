"""whx extract NAME [--profile P]: run queries/NAME.json against the replica, write extracts/NAME.csv."""
import argparse
import csv
import json
import pathlib

from whx.client import Session, read_table


def run_query(session, q):
    tables = {alias: read_table(session, t) for alias, t in q["from"].items()}
    base_alias, join_alias = list(q["from"])
    index = {r["user_id"]: r for r in tables[join_alias]}
    out = []
    for r in tables[base_alias]:
        if any(r.get(k) != v for k, v in q.get("where", {}).items()):
            continue
        other = index.get(r["user_id"], {})
        row = {}
        for col in q["select"]:
            alias, name = col.split(".")
            row[name] = (r if alias == base_alias else other).get(name, "")
        out.append(row)
    return out


def main():
    ap = argparse.ArgumentParser(prog="whx")
    sub = ap.add_subparsers(dest="cmd", required=True)
    ex = sub.add_parser("extract")
    ex.add_argument("name")
    ex.add_argument("--profile", default="analyst")
    args = ap.parse_args()
    q = json.loads(pathlib.Path("queries", f"{args.name}.json").read_text())
    rows = run_query(Session(args.profile), q)
    out = pathlib.Path("extracts") / f"{args.name}.csv"
    out.parent.mkdir(exist_ok=True)
    with out.open("w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=[c.split(".")[1] for c in q["select"]])
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} rows -> {out}")


if __name__ == "__main__":
    main()
