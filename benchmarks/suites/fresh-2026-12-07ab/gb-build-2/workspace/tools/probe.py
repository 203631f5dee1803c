"""Toolchain probes for configure.py (compile tiny test programs)."""
import os
import shutil
import subprocess
import tempfile

TESTS = {
    "openmp": ("#include <omp.h>\nint main(){return omp_get_max_threads()<0;}\n", ["-fopenmp"]),
    "fast_math": ("int main(){volatile double x=1.0; return x!=x;}\n", ["-ffast-math"]),
    "cxx17": ("#include <optional>\nint main(){std::optional<int> o; return o.has_value();}\n", ["-std=c++17"]),
}


def _compiles(src, flags):
    cxx = os.environ.get("CXX") or shutil.which("g++") or "c++"
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "t.cpp")
        with open(p, "w") as f:
            f.write(src)
        r = subprocess.run([cxx, *flags, p, "-o", os.path.join(d, "t")], capture_output=True)
        return r.returncode == 0


def probe_toolchain():
    return {name: _compiles(src, flags) for name, (src, flags) in TESTS.items()}
