"""Publishes tinyfmt 1.0.0 on the index: builds its wheel from src/ into pkgs/simple/tinyfmt/."""
import base64
import hashlib
import pathlib
import zipfile

HERE = pathlib.Path(__file__).resolve().parent
NAME, VERSION = "tinyfmt", "1.0.0"


def record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def main():
    out = HERE / "pkgs" / "simple" / NAME
    out.mkdir(parents=True, exist_ok=True)
    src = HERE / "src"
    files = {str(p.relative_to(src)): p.read_bytes() for p in sorted((src / NAME).rglob("*.py"))}
    info = f"{NAME}-{VERSION}.dist-info"
    files[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {VERSION}\nSummary: Aligned text tables\n"
    ).encode()
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: publish.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files[f"{info}/entry_points.txt"] = f"[console_scripts]\n{NAME} = {NAME}.cli:main\n".encode()
    record = [record_line(p, d) for p, d in files.items()] + [f"{info}/RECORD,,"]
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(out / f"{NAME}-{VERSION}-py3-none-any.whl", "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            z.writestr(path, data)


if __name__ == "__main__":
    main()
