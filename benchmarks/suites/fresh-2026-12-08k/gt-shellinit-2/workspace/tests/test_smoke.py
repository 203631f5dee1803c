import subprocess
def test_bins_executable():
    for b in ("bin/hep-align", "bin/hep-qc"):
        assert subprocess.run(["test", "-x", b]).returncode == 0
