"""Import every DAG file and check the basics: no import errors, no cycles,
an owner, tags, and catchup disabled. Writes a JUnit report for CI."""
import argparse
import glob
import importlib.util
import os
import sys
import traceback
from xml.sax.saxutils import escape

from airflow import DAG


def load_dags(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return [v for v in vars(mod).values() if isinstance(v, DAG)]


def check(dag):
    problems = []
    if dag.has_cycle():
        problems.append("cycle in task graph")
    if not dag.default_args.get("owner"):
        problems.append("no owner in default_args")
    if not dag.tags:
        problems.append("no tags")
    if dag.catchup:
        problems.append("catchup must be False")
    if not dag.tasks:
        problems.append("no tasks")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dags", default="dags")
    ap.add_argument("--junit", default="reports/dag_integrity.xml")
    args = ap.parse_args()

    cases = []
    for path in sorted(glob.glob(os.path.join(args.dags, "*.py"))):
        try:
            dags = load_dags(path)
        except Exception:
            cases.append((os.path.basename(path), "import", traceback.format_exc()))
            continue
        if not dags:
            cases.append((os.path.basename(path), "import", "no DAG object found"))
        for dag in dags:
            cases.append((dag.dag_id, "structure", "; ".join(check(dag))))

    failures = sum(1 for c in cases if c[2])
    with open(args.junit, "w") as fh:
        fh.write(f'<testsuite name="dag-integrity" tests="{len(cases)}" failures="{failures}">\n')
        for name, kind, err in cases:
            fh.write(f'  <testcase classname="{kind}" name="{escape(name)}">')
            if err:
                fh.write(f'<failure>{escape(err)}</failure>')
            fh.write("</testcase>\n")
        fh.write("</testsuite>\n")

    for name, kind, err in cases:
        print(f"{'FAIL' if err else 'ok  '} {kind:<9} {name}" + (f"\n     {err}" if err else ""))
    print(f"{len(cases)} checks, {failures} failed -> {args.junit}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
