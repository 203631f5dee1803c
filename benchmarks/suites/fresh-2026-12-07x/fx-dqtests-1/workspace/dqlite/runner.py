"""python3 -m dqlite.runner --models models --db warehouse/dev.db --out target/dq_results.json"""
import argparse
import glob
import os
import sqlite3

from dqlite.checks import failing_rows_sql
from dqlite.results import report, write_results
from dqlite.schema import parse_schema


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--models", default="models")
    ap.add_argument("--db", required=True)
    ap.add_argument("--out", default="target/dq_results.json")
    args = ap.parse_args()

    con = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True)
    schema_files = sorted(glob.glob(os.path.join(args.models, "**", "schema.yml"), recursive=True))
    results = []
    for sf in schema_files:
        for model, column, test, targs, line_no in parse_schema(sf):
            n = con.execute(failing_rows_sql(model, column, test, targs)).fetchone()[0]
            results.append({"file": sf, "line": line_no, "model": model, "column": column,
                            "test": test, "failures": n, "status": "fail" if n else "pass"})
    con.close()
    write_results(args.out, results)
    report(results, schema_files)
    print(f"results: {args.out}")


if __name__ == "__main__":
    main()
