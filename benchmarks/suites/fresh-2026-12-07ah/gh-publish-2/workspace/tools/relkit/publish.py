"""Publish the package tarball to an npm registry (or pretend to, with --dry-run)."""
import argparse, json, pathlib, tarfile
from . import npmrc, log

REGISTRIES = {"staging": "https://npm.staging.example.test/", "prod": "https://npm.example.com/"}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--registry", choices=REGISTRIES, default="staging")
    a = ap.parse_args()
    pkg = json.loads(pathlib.Path("package.json").read_text())
    url = REGISTRIES[a.registry]
    auth = npmrc.auth_for(url)
    log.event("auth", registry=url, auth=auth)
    name = f"{pkg['name'].lstrip('@').replace('/', '-')}-{pkg['version']}.tgz"
    pathlib.Path("build").mkdir(exist_ok=True)
    with tarfile.open(f"build/{name}", "w:gz") as t:
        for f in pkg.get("files", []):
            t.add(f, arcname=f"package/{f}")
        t.add("package.json", arcname="package/package.json")
    log.event("pack", tarball=f"build/{name}")
    if a.dry_run:
        print(f"dry run: would PUT build/{name} to {url}{pkg['name']}")
        return
    raise SystemExit("real publish runs in CI only")

if __name__ == "__main__":
    main()
