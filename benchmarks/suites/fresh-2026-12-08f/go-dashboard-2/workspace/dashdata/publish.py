"""Write the dashboard payload."""
import json
import pathlib


def write_payload(payload, out):
    out = pathlib.Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(payload, indent=2) + "\n")
    tmp.replace(out)


def publish(payload, members, out):
    # members stay local: the static board only needs aggregate counts
    write_payload(payload, out)
