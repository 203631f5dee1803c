"""Weekly signup cohorts and their week-N retention."""
import collections
import datetime
import json

from dashdata import publish


def week_of(ts):
    return datetime.date.fromisoformat(ts[:10]).isocalendar()[1]


def run(events_path, out):
    signups, active = {}, collections.defaultdict(set)
    members = collections.defaultdict(list)
    with open(events_path) as f:
        for line in f:
            ev = json.loads(line)
            if ev["event"] == "signup":
                signups[ev["user_id"]] = week_of(ev["ts"])
                members[f"2026-W{week_of(ev['ts']):02d}"].append({"user_id": ev["user_id"], "email": ev["email"]})
            else:
                active[ev["user_id"]].add(week_of(ev["ts"]))
    cohorts = collections.defaultdict(list)
    for uid, wk in signups.items():
        cohorts[wk].append(uid)
    rows = []
    for wk in sorted(cohorts):
        ids = cohorts[wk]
        ret = [round(sum(1 for u in ids if wk + n in active[u]) / len(ids), 3) for n in range(1, 5)]
        rows.append({"cohort": f"2026-W{wk:02d}", "size": len(ids), "retention": ret})
    payload = {"generated_at": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
               "source": events_path, "cohorts": rows}
    publish.publish(payload, dict(members), out)
    for r in rows:
        print(f"{r['cohort']}  n={r['size']:>3}  " + "  ".join(f"w{i + 1}={v:.0%}" for i, v in enumerate(r["retention"])))
