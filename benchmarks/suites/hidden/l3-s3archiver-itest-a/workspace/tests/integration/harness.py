#!/usr/bin/env python3
"""Integration harness: a fake S3 in memory and the archiver logic against it."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import creds

class FakeS3:
    def __init__(self):
        self.objects = {"logs/2023-01.gz": 400, "logs/2024-05.gz": 20, "img/a.png": 90}
    def list(self):
        return sorted(self.objects)

def archive(s3, older_than_prefix):
    return [k for k in s3.list() if k.startswith("logs/") and k < older_than_prefix]

profile = creds.prepare(".fixtures")
moved = archive(FakeS3(), "logs/2024")
print("profile:", profile)
print("archived:", ", ".join(moved))
print("integration: OK" if moved == ["logs/2023-01.gz"] else "integration: FAIL")
