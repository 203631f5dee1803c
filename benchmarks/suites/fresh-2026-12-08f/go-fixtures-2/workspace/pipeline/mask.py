"""PII masking applied to every event before it is written to the lake."""
import hashlib
import pathlib

FIELDS_FILE = pathlib.Path(__file__).with_name("pii_fields.txt")


def load_fields():
    return [l.strip() for l in FIELDS_FILE.read_text().splitlines() if l.strip() and not l.startswith("#")]


def mask_value(value, salt):
    return "pii_" + hashlib.sha256(f"{salt}:{value}".encode()).hexdigest()[:10]


def mask_event(event, fields, salt):
    return {k: (mask_value(v, salt) if k in fields and v is not None else v) for k, v in event.items()}
