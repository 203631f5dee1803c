import argparse
import configparser
import csv
import glob
import json
import os

from invsync import cache


def load_config():
    cfg = configparser.ConfigParser()
    cfg.read(os.environ.get("INVSYNC_CONFIG", "config/invsync.ini"))
    return cfg


def latest_feed(feeds_dir, wh):
    files = sorted(glob.glob(os.path.join(feeds_dir, wh, "stock-*.csv")))
    if not files:
        raise SystemExit(f"no feed for warehouse {wh!r} in {feeds_dir}/{wh}")
    return files[-1]


def sync(cfg, wh):
    s = cfg["sync"]
    if s.getboolean("reset_cache", fallback=False):
        cache.reset(s.get("cache_namespace", ""))
    with open(s["catalog"]) as f:
        catalog = json.load(f)
    feed = latest_feed(s["feeds_dir"], wh)
    stock = {}
    with open(feed, newline="") as f:
        for row in csv.DictReader(f):
            stock[row["sku"]] = stock.get(row["sku"], 0) + int(row["on_hand"]) - int(row["reserved"])
    items = []
    for sku, meta in sorted(catalog.items()):
        qty = max(stock.get(sku, 0), 0)
        items.append({"sku": sku, "title": meta["title"], "available": qty, "backorder": meta.get("backorder", False)})
        cache.put(f"{wh}:{sku}", qty)
    os.makedirs(s["out_dir"], exist_ok=True)
    out = os.path.join(s["out_dir"], f"inventory-{wh}.json")
    with open(out, "w") as f:
        json.dump({"warehouse": wh, "source": os.path.basename(feed), "items": items}, f, indent=2)
    print(f"{wh}: {len(items)} skus, {sum(i['available'] for i in items)} units available -> {out}")


def main():
    ap = argparse.ArgumentParser(prog="invsync")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("sync")
    p.add_argument("--warehouse", required=True)
    args = ap.parse_args()
    cfg = load_config()
    if args.warehouse not in cfg["warehouses"]:
        raise SystemExit(f"unknown warehouse {args.warehouse}")
    sync(cfg, args.warehouse)
