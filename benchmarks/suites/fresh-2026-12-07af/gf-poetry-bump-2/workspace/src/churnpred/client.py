import requests


def fetch_scores(base_url, ids, timeout=10):
    r = requests.post(f"{base_url}/score", json={"ids": ids}, timeout=timeout)
    r.raise_for_status()
    return r.json()["scores"]
