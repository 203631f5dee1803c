"""Human summary on stdout, machine report in reports/pii-scan.json."""
import collections
import json
import pathlib

SECRET_KINDS = {"aws_key", "aws_secret", "github_token", "password_assign"}


def redact_value(v):
    v = str(v)
    return v[:2] + "*" * max(0, len(v) - 4) + v[-2:] if len(v) > 6 else "*" * len(v)


def shown(f, redact):
    return redact_value(f["match"]) if redact else f["match"]
def write(findings, cfg):
    redact = cfg.get("redact", True)
    by_kind = collections.Counter(f["kind"] for f in findings)
    for f in findings:
        print(f"{f['path']}:{f['lineno']}: {f['kind']}: {shown(f, redact)}")
    print(f"{len(findings)} findings: " + ", ".join(f"{k}={n}" for k, n in sorted(by_kind.items())))
    out = pathlib.Path(cfg.get("report", "reports/pii-scan.json"))
    out.parent.mkdir(parents=True, exist_ok=True)
    rows = [{"path": f["path"], "line": f["lineno"], "kind": f["kind"], "value": shown(f, redact)} for f in findings]
    out.write_text(json.dumps({"findings": rows, "counts": dict(by_kind)}, indent=2) + "\n")
