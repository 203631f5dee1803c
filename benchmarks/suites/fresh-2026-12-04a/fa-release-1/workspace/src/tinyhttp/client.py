import ssl
import time
import urllib.request
from dataclasses import dataclass, field


@dataclass
class Client:
    base_url: str = ""
    retries: int = 3
    backoff: float = 0.5
    verify_tls: bool = True
    headers: dict = field(default_factory=dict)

    def _context(self):
        ctx = ssl.create_default_context()
        if not self.verify_tls:
            ctx.check_hostname = False
            ctx.verify_mode = ssl.CERT_NONE
        return ctx

    def request(self, method, path, data=None):
        url = self.base_url + path
        last = None
        for attempt in range(self.retries):
            try:
                req = urllib.request.Request(url, data=data, method=method, headers=self.headers)
                with urllib.request.urlopen(req, context=self._context(), timeout=10) as resp:
                    return resp.status, resp.read()
            except OSError as exc:
                last = exc
                time.sleep(self.backoff * (2 ** attempt))
        raise last


def get(url, **kw):
    return Client(**kw).request("GET", url)
