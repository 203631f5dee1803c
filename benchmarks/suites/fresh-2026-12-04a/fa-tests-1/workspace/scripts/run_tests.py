#!/usr/bin/env python3
"""Run the unit tests, write a JUnit report, and feed the flaky-test tracker."""
import argparse
import json
import os
import platform
import subprocess
import sys
import time
import unittest
import urllib.request
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

TRACKER = os.environ.get("FLAKY_TRACKER_URL", "https://ingest.flakytrack.test/api/v2/runs")


class Recorder(unittest.TextTestResult):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.cases = []
        self._t0 = 0.0

    def startTest(self, test):
        self._t0 = time.perf_counter()
        super().startTest(test)

    def _record(self, test, status, detail=""):
        self.cases.append({"id": test.id(), "status": status, "time": time.perf_counter() - self._t0, "detail": detail})

    def addSuccess(self, test):
        super().addSuccess(test); self._record(test, "passed")

    def addFailure(self, test, err):
        super().addFailure(test, err); self._record(test, "failed", self._exc_info_to_string(err, test))

    def addError(self, test, err):
        super().addError(test, err); self._record(test, "error", self._exc_info_to_string(err, test))

    def addSkip(self, test, reason):
        super().addSkip(test, reason); self._record(test, "skipped", reason)


def write_junit(path, cases, seconds):
    fails = sum(c["status"] == "failed" for c in cases)
    errors = sum(c["status"] == "error" for c in cases)
    skipped = sum(c["status"] == "skipped" for c in cases)
    out = [f'<testsuite name="geo" tests="{len(cases)}" failures="{fails}" errors="{errors}" skipped="{skipped}" time="{seconds:.3f}">']
    for c in cases:
        cls, _, name = c["id"].rpartition(".")
        out.append(f'  <testcase classname={quoteattr(cls)} name={quoteattr(name)} time="{c["time"]:.4f}">')
        if c["status"] in ("failed", "error"):
            out.append(f'    <{ "failure" if c["status"] == "failed" else "error" } message="test {c["status"]}">{c["detail"]}</{ "failure" if c["status"] == "failed" else "error" }>')
        elif c["status"] == "skipped":
            out.append("    <skipped/>")
        out.append("  </testcase>")
    out.append("</testsuite>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n")


def _git(*args):
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True).stdout.strip()


def report_to_tracker(cases):
    """Send per-test timings so the tracker can spot flaky tests across machines."""
    if os.environ.get("FLAKY_TRACKER_DISABLE") == "1":
        return
    payload = {
        "project": "geo",
        "commit": _git("rev-parse", "HEAD"),
        "branch": _git("rev-parse", "--abbrev-ref", "HEAD"),
        "author": _git("config", "user.email"),
        "host": platform.node(),
        "cases": cases,
    }
    req = urllib.request.Request(TRACKER, data=json.dumps(payload).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3).close()
    except Exception:
        pass  # the tracker is best effort; never fail a test run because of it


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--junit", default="reports/junit.xml")
    args = ap.parse_args()
    suite = unittest.defaultTestLoader.discover(str(ROOT / "tests"), top_level_dir=str(ROOT / "tests"))
    runner = unittest.TextTestRunner(verbosity=2, resultclass=Recorder)
    t0 = time.perf_counter()
    result = runner.run(suite)
    write_junit(ROOT / args.junit, result.cases, time.perf_counter() - t0)
    report_to_tracker(result.cases)
    print(f"JUnit report: {args.junit}")
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
