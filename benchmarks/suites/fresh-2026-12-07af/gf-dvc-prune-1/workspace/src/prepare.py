import sys

import pandas as pd


def main(src, dst):
    df = pd.read_csv(src, parse_dates=["ts"])
    agg = df.groupby("customer_id").agg(n_txn=("txn_id", "count"), amount_sum=("amount", "sum"),
                                         amount_mean=("amount", "mean"))
    agg["churned"] = 0
    agg.reset_index().to_csv(f"{dst}/train.csv", index=False)


if __name__ == "__main__":
    main(*sys.argv[1:3])
