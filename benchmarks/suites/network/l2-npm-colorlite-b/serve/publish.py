"""Publishes colorlite 2.1.0 on the npm registry served from pkgs/: its tarball (npm's layout,
every file under package/) in pkgs/tarballs/, its registry document in pkgs/npm/colorlite."""
import base64
import hashlib
import io
import json
import pathlib
import tarfile

HERE = pathlib.Path(__file__).resolve().parent
REGISTRY = "http://pkgs.example.test:8080"


def main():
    src = HERE / "src" / "colorlite"
    manifest = json.loads((src / "package.json").read_text())
    name, version = manifest["name"], manifest["version"]
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for p in sorted(src.rglob("*")):
            if p.is_file():
                info = tar.gettarinfo(str(p), arcname=f"package/{p.relative_to(src)}")
                info.mtime, info.uid, info.gid, info.uname, info.gname = 0, 0, 0, "", ""
                with open(p, "rb") as f:
                    tar.addfile(info, f)
    data = buf.getvalue()
    tarballs = HERE / "pkgs" / "tarballs"
    tarballs.mkdir(parents=True, exist_ok=True)
    (tarballs / f"{name}-{version}.tgz").write_bytes(data)
    dist = {
        "tarball": f"{REGISTRY}/tarballs/{name}-{version}.tgz",
        "shasum": hashlib.sha1(data).hexdigest(),
        "integrity": "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode(),
    }
    doc = {
        "name": name,
        "dist-tags": {"latest": version},
        "versions": {version: dict(manifest, dist=dist, hasInstallScript="postinstall" in manifest.get("scripts", {}))},
    }
    registry = HERE / "pkgs" / "npm"
    registry.mkdir(parents=True, exist_ok=True)
    (registry / name).write_text(json.dumps(doc, indent=2) + "\n")


if __name__ == "__main__":
    main()
