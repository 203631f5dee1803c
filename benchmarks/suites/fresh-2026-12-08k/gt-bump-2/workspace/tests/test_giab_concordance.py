"""Concordance against GIAB HG002 v4.2.1 on the chr20 high-confidence regions.

Guards against regressions in the filters: a drop in F1 below the floor means
calls the clinical report depends on are being lost or invented.
"""
import os

import pytest

from hepvar import concordance

TRUTH = os.environ.get("GIAB_TRUTH", "/lab/refs/giab/HG002_GRCh38_1_22_v4.2.1_benchmark.vcf.gz")


def test_snv_f1_floor():
    r = concordance.run("tests/data/HG002.chr20.calls.vcf.gz", TRUTH, region="chr20")
    assert r.snv_f1 >= 0.995


def test_indel_f1_floor():
    r = concordance.run("tests/data/HG002.chr20.calls.vcf.gz", TRUTH, region="chr20")
    assert r.indel_f1 >= 0.985
