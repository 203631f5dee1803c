import csv

FEATURES = ["tenure_days", "orders_90d", "tickets_90d", "avg_basket"]


def load(path):
    with open(path) as fh:
        return list(csv.DictReader(fh))


if __name__ == "__main__":
    rows = load("features.csv")
    print(len(rows), "rows")
