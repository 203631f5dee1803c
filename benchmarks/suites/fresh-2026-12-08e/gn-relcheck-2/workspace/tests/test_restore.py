import pytest

from pgsnap.restore import ChecksumMismatch, verify


def test_checksum_ok():
    verify(b"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")


def test_checksum_mismatch_is_fatal():
    with pytest.raises(ChecksumMismatch):
        verify(b"abc", "0" * 64)
