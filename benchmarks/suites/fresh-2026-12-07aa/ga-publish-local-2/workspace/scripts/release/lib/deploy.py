#!/usr/bin/env python3
"""Install a jar + pom into a file-based Maven repository layout (like `mvn install`)."""
import argparse
import datetime
import hashlib
import os
import pathlib
import shutil
import xml.etree.ElementTree as ET


def post_install(args, jar, pom):
    """Print the coordinates to paste into a consumer's build."""
    print(f"  use: implementation(\"{args.group}:{args.artifact}:{args.version}\") with mavenLocal()")


def write_checksums(path):
    data = path.read_bytes()
    for algo in ("sha1", "md5"):
        pathlib.Path(f"{path}.{algo}").write_text(hashlib.new(algo, data).hexdigest())


def update_metadata(artifact_dir, group, artifact, version):
    meta = artifact_dir / "maven-metadata-local.xml"
    versions = set()
    if meta.exists():
        versions = {v.text for v in ET.parse(meta).getroot().iter("version") if v.text}
        versions.discard(None)
    versions.add(version)
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%d%H%M%S")
    root = ET.Element("metadata")
    ET.SubElement(root, "groupId").text = group
    ET.SubElement(root, "artifactId").text = artifact
    versioning = ET.SubElement(root, "versioning")
    ET.SubElement(versioning, "release").text = version
    listing = ET.SubElement(versioning, "versions")
    for v in sorted(versions):
        ET.SubElement(listing, "version").text = v
    ET.SubElement(versioning, "lastUpdated").text = stamp
    ET.ElementTree(root).write(meta, encoding="utf-8", xml_declaration=True)


def install(args):
    artifact_dir = pathlib.Path(args.repo, *args.group.split("."), args.artifact)
    target = artifact_dir / args.version
    target.mkdir(parents=True, exist_ok=True)
    base = f"{args.artifact}-{args.version}"
    jar = target / f"{base}.jar"
    pom = target / f"{base}.pom"
    shutil.copyfile(args.jar, jar)
    shutil.copyfile(args.pom, pom)
    for f in (jar, pom):
        write_checksums(f)
        print(f"  installed {f}")
    update_metadata(artifact_dir, args.group, args.artifact, args.version)
    return jar, pom


def main():
    ap = argparse.ArgumentParser()
    for opt in ("--repo", "--group", "--artifact", "--version", "--jar", "--pom"):
        ap.add_argument(opt, required=True)
    args = ap.parse_args()
    jar, pom = install(args)
    post_install(args, jar, pom)
    print(f"done: {args.group}:{args.artifact}:{args.version}")


if __name__ == "__main__":
    main()
