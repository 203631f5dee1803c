import httpx
import numpy as np


class Client:
    def __init__(self, base_url):
        self.http = httpx.Client(base_url=base_url)

    def vector(self, key):
        return np.asarray(self.http.get(f"/v1/vectors/{key}").json()["values"])
