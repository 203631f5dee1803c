"""Which files a scan covers: config include/exclude globs, text files only."""
import fnmatch
import os
import pathlib
def repo_files(cfg):
    for top in cfg["include"]:
        for dirpath, _, names in os.walk(top):
            for n in names:
                p = pathlib.Path(dirpath, n)
                if any(fnmatch.fnmatch(str(p), g) for g in cfg.get("exclude", [])):
                    continue
                if p.suffix in cfg.get("extensions", [".py", ".csv", ".json", ".jsonl", ".ipynb", ".sql", ".md"]):
                    yield p


def files(cfg):
    yield from repo_files(cfg)
