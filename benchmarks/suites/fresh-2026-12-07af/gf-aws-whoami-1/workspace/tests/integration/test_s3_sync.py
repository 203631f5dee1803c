import os

import boto3
import pytest

from featsync.s3 import push_features

pytestmark = pytest.mark.s3


def test_push_roundtrip(tmp_path):
    bucket = os.environ["FEATSYNC_BUCKET"]
    (tmp_path / "f.parquet").write_bytes(b"PAR1")
    key = push_features(tmp_path / "f.parquet", bucket, prefix="ci/")
    head = boto3.client("s3").head_object(Bucket=bucket, Key=key)
    assert head["ContentLength"] == 4
