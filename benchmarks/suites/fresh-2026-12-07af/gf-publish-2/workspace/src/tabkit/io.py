import os


def read_partitioned(path, columns=None):
    import pandas as pd

    parts = sorted(p for p in os.listdir(path) if p.endswith(".parquet"))
    frames = [pd.read_parquet(os.path.join(path, p), columns=columns) for p in parts]
    return pd.concat(frames, ignore_index=True)
