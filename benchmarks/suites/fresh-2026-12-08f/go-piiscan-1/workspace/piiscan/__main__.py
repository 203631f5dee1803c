import argparse
import json

from piiscan import report, scanner, sources

ap = argparse.ArgumentParser(prog="piiscan")
ap.add_argument("--config", default="piiscan.json")
args = ap.parse_args()
cfg = json.load(open(args.config))
findings = []
for path in sources.files(cfg):
    findings.extend(scanner.scan(path))
report.write(findings, cfg)
