#!/usr/bin/env python3
"""Seed the local dev database with a handful of customers and orders."""
import os
import random
import sqlite3

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DB = os.environ.get("ORDERS_DEV_DB", os.path.join(ROOT, "var", "dev.db"))

rng = random.Random(7)
con = sqlite3.connect(DB)
with con:
    for i in range(1, 26):
        con.execute("INSERT OR IGNORE INTO customers (id, email, name) VALUES (?, ?, ?)",
                    (f"cus_{i:04d}", f"customer{i}@shop.example.com", f"Customer {i}"))
    for i in range(1, 401):
        con.execute("INSERT OR IGNORE INTO orders (id, customer_id, total_cents, status) VALUES (?, ?, ?, ?)",
                    (f"ord_{i:05d}", f"cus_{rng.randint(1, 25):04d}", rng.randint(199, 99999),
                     rng.choice(["pending", "paid", "shipped", "refunded"])))
print("seeded", DB)
