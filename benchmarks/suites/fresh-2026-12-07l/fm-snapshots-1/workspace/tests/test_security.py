from relkit.sign import verify_signature


def test_rejects_bad_signature():
    assert not verify_signature(b"artefact", "00" * 32, b"k")


def test_rejects_empty_signature():
    assert not verify_signature(b"artefact", "", b"k")
