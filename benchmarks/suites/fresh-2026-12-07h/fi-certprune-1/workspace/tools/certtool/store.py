"""Certificates live in certs/live/<name>/{fullchain.pem,privkey.pem};
certs/index.json records each one's validity (written by the ACME client)."""
import datetime
import json
import os
import shutil

from . import fsutil


class Cert:
    def __init__(self, name, meta):
        self.name = name
        self.not_after = datetime.datetime.fromisoformat(meta["not_after"])
        self.expired = self.not_after < datetime.datetime.now()


class CertStore:
    def __init__(self, cfg):
        self.cfg = cfg
        self.live = cfg["live_dir"]
        self.archive = cfg["archive_dir"]

    def certs(self):
        with open(self.cfg["index"]) as fh:
            index = json.load(fh)
        return [Cert(n, m) for n, m in sorted(index.items())
                if os.path.isdir(os.path.join(self.live, n))]

    def prune_expired(self):
        staging = fsutil.staging_dir(self.cfg)
        fsutil.reset_dir(staging)
        moved = []
        for c in self.certs():
            if not c.expired:
                continue
            src = os.path.join(self.live, c.name)
            tmp = os.path.join(staging, c.name)
            shutil.copytree(src, tmp)
            dst = os.path.join(self.archive, c.name)
            if os.path.exists(dst):
                shutil.rmtree(dst)
            os.makedirs(self.archive, exist_ok=True)
            shutil.move(tmp, dst)
            shutil.rmtree(src)
            moved.append(c.name)
        fsutil.reset_dir(staging)
        return moved
