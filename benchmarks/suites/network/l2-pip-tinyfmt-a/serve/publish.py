"""Publishes tinyfmt 1.0.0 on the index: packs src/ as its sdist into pkgs/simple/tinyfmt/."""
import io
import pathlib
import tarfile

HERE = pathlib.Path(__file__).resolve().parent
NAME, VERSION = "tinyfmt", "1.0.0"


def main():
    out = HERE / "pkgs" / "simple" / NAME
    out.mkdir(parents=True, exist_ok=True)
    src = HERE / "src"
    top = f"{NAME}-{VERSION}"
    with tarfile.open(out / f"{top}.tar.gz", "w:gz") as tar:
        for p in sorted(src.rglob("*")):
            if p.is_file():
                tar.add(p, arcname=f"{top}/{p.relative_to(src)}")
        pkg_info = f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {VERSION}\nSummary: Aligned text tables\n".encode()
        entry = tarfile.TarInfo(f"{top}/PKG-INFO")
        entry.size = len(pkg_info)
        tar.addfile(entry, io.BytesIO(pkg_info))


if __name__ == "__main__":
    main()
