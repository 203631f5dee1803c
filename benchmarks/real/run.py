#!/usr/bin/env python3
"""Real projects, real workflows: foresee against direct, step by step.

Takes four real projects from the package registries (through cargo, pip and npm, so any machine
that reaches them gets the same sources), and runs on each an everyday sequence of an agent's
commands, each with the request a user would type, in two identical copies: one through
`foresee run --task REQUEST -c COMMAND` (no terminal: a check-in exits 125), one direct.

Per command it records foresee's decision and rule, both exit codes, whether stdout and stderr
are the same (after the copies' roots and timings are normalized), whether the trees are the same
(paths, modes, contents, git refs, commit hashes and object sets; identities and dates are fixed
so hashes can match) and the time ratio. A stopped command is answered "allow once" with
`foresee review N --allow` and run again, to see whether the approval sticks; when it does not,
the command is run directly in the gated copy so the two copies stay in step.

Downloads and prepared templates are kept under target/realbench/, so a rerun is offline.
Standard library only. Usage: python3 benchmarks/real/run.py [--quick] [--only rust,python,npm,c]
"""

import argparse
import hashlib
import json
import math
import os
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BASE = REPO / "target" / "realbench"
CACHE = BASE / "cache"
TEMPLATES = BASE / "templates"
WORK = BASE / "work"

# Fixed so that commits made in the two copies get the same hashes.
GIT_ENV = {
    "GIT_AUTHOR_NAME": "Real Bench",
    "GIT_AUTHOR_EMAIL": "bench@example.com",
    "GIT_COMMITTER_NAME": "Real Bench",
    "GIT_COMMITTER_EMAIL": "bench@example.com",
}
EPOCH = 1_700_000_000


class Unreachable(SystemExit):
    pass


def sh(cmd, cwd=None, env=None, check=True, what=None, timeout=900):
    """Runs a preparation command (ungated); a failure stops the benchmark with its cause."""
    p = subprocess.run(cmd, cwd=cwd, env=env, shell=isinstance(cmd, str), capture_output=True,
                       timeout=timeout)
    if check and p.returncode != 0:
        tail = (p.stdout + p.stderr).decode(errors="replace").strip().splitlines()[-15:]
        raise Unreachable(
            f"realbench: {what or cmd} failed (exit {p.returncode}); if this is a download, the "
            f"package registry may be unreachable from this machine:\n  " + "\n  ".join(tail))
    return p


def git_env(step):
    date = f"@{EPOCH + 60 * step} +0000"
    return {**GIT_ENV, "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date}


def base_env():
    env = dict(os.environ)
    # A shared target dir or a colour setting would make the copies differ for reasons of ours.
    for k in ("CARGO_TARGET_DIR", "CARGO_BUILD_TARGET_DIR", "FORCE_COLOR", "CLICOLOR_FORCE",
              "FORESEE_TASK", "FORESEE_SESSION"):
        env.pop(k, None)
    env.update(GIT_ENV)
    env["NO_COLOR"] = "1"
    env["CARGO_TERM_COLOR"] = "never"
    env["GIT_PAGER"] = "cat"
    env["PAGER"] = "cat"
    return env


def git_init(path):
    env = {**base_env(), **git_env(0)}
    sh(["git", "init", "-q", "-b", "master"], cwd=path, env=env)
    sh(["git", "add", "-A"], cwd=path, env=env)
    sh(["git", "commit", "-q", "-m", "Import the released source"], cwd=path, env=env)


def cargo_crate(name, version):
    """The .crate archive of NAME VERSION, fetched by cargo into its registry cache."""
    dest = CACHE / f"{name}-{version}.crate"
    if dest.exists():
        return dest
    probe = CACHE / f"probe-{name}"
    shutil.rmtree(probe, ignore_errors=True)
    (probe / "src").mkdir(parents=True)
    (probe / "src" / "lib.rs").write_text("")
    (probe / "Cargo.toml").write_text(
        f'[package]\nname = "probe"\nversion = "0.0.0"\nedition = "2021"\n\n'
        f'[dependencies]\n{name} = "={version}"\n\n[workspace]\n')
    sh(["cargo", "fetch"], cwd=probe, what=f"cargo fetch of the crate {name} {version}")
    home = Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo"))
    found = sorted((home / "registry" / "cache").glob(f"*/{name}-{version}*.crate"))
    if not found:
        raise Unreachable(f"realbench: cargo fetched {name} {version} but no .crate file is in "
                          f"{home}/registry/cache")
    CACHE.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(found[0], dest)
    shutil.rmtree(probe, ignore_errors=True)
    return dest


def extract(archive, dest, strip=1, member_prefix=None):
    with tarfile.open(archive) as tar:
        for m in tar.getmembers():
            parts = Path(m.name).parts[strip:]
            if member_prefix is not None:
                if not parts or parts[0] != member_prefix:
                    continue
                parts = parts[1:]
            if not parts or m.issym() or m.islnk() or ".." in parts:
                continue
            m.name = str(Path(*parts))
            tar.extract(m, dest, filter="data") if hasattr(tarfile, "data_filter") else tar.extract(m, dest)


# ---------------------------------------------------------------- projects

def prep_rust(tpl):
    crate = cargo_crate("globset", "0.4.22")
    extract(crate, tpl)
    # Its own workspace: the copies live below this repository's, which cargo would take for theirs.
    with open(tpl / "Cargo.toml", "a") as f:
        f.write("\n[workspace]\n")
    (tpl / ".gitignore").write_text("/target\n")
    git_init(tpl)
    p = sh(["cargo", "fetch", "--offline"], cwd=tpl, check=False)
    if p.returncode != 0:
        sh(["cargo", "fetch"], cwd=tpl, what="cargo fetch of globset's dependencies")


def prep_python(tpl):
    dl = CACHE / "click-8.1.7.tar.gz"
    if not dl.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        sh([sys.executable, "-m", "pip", "download", "-q", "--no-binary", ":all:", "--no-deps",
            "click==8.1.7", "-d", str(CACHE)], what="pip download of click's source distribution")
    wheels = CACHE / "wheels"
    if not (wheels / ".complete").exists():
        wheels.mkdir(parents=True, exist_ok=True)
        sh([sys.executable, "-m", "pip", "download", "-q", "--only-binary", ":all:", "-d",
            str(wheels), "pytest==8.3.5", "pyflakes", "setuptools", "wheel"],
           what="pip download of pytest, pyflakes and setuptools")
        (wheels / ".complete").write_text("")
    extract(dl, tpl)
    if not (tpl / "tests" / "test_basic.py").exists():
        raise Unreachable("realbench: click's source distribution does not ship its tests")
    (tpl / ".gitignore").write_text(
        "/venv/\n__pycache__/\n*.egg-info/\n/build/\n/dist/\n.pytest_cache/\n")
    git_init(tpl)


def prep_npm(tpl):
    tgz = CACHE / "minimist-1.2.8.tgz"
    if not tgz.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        sh(["npm", "pack", "-q", "minimist@1.2.8", "--pack-destination", str(CACHE)],
           what="npm pack of minimist")
    extract(tgz, tpl)
    (tpl / ".gitignore").write_text("node_modules/\n.nyc_output/\ncoverage/\n")
    sh(["npm", "install", "--no-audit", "--no-fund"], cwd=tpl,
       what="npm install of minimist's dependencies")
    # The steps install from npm's cache alone (a rehearsal has no network): check that it can,
    # and fill in what a first install did not keep (npm ci may want metadata it did not store).
    if sh(["npm", "ci", "--offline", "--no-audit", "--no-fund"], cwd=tpl, check=False).returncode != 0:
        sh(["npm", "install", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=tpl,
           what="npm install of minimist's dependencies")
        sh(["npm", "ci", "--offline", "--no-audit", "--no-fund"], cwd=tpl,
           what="npm ci --offline from npm's cache")
    git_init(tpl)


def prep_c(tpl):
    crate = cargo_crate("luajit-src", "210.7.4")
    extract(crate, tpl, member_prefix="luajit2")
    git_init(tpl)


WHEELS = str(CACHE / "wheels")

# click 8.1.7's tests predate pytest 8.4's removal of iterators in parametrize.
# (kind, request, command). Kinds: build, test, lint, edit, git, clean, setup, other.
# `slow` steps are left out by --quick.
RUST = [
    ("git", "show me the recent history", "git log --oneline -5"),
    ("build", "build the project", "cargo build"),
    ("test", "run the tests", "cargo test"),
    ("lint", "run clippy on the crate", "cargo clippy"),
    ("git", "create a branch for the docs fix", "git checkout -b docs-fix"),
    ("edit", "reword the doc comment on MatchStrategy in src/glob.rs",
     "sed -i 's/Describes a matching strategy for a particular pattern./Describes how a particular pattern is matched./' src/glob.rs"),
    ("git", "show me the diff", "git diff"),
    ("test", "run the tests again", "cargo test"),
    ("git", "commit the doc fix", "git commit -am 'glob: reword the MatchStrategy doc comment'"),
    ("edit", "add a unit test for a simple glob at the end of src/glob.rs",
     "printf '%s\\n' '' '#[cfg(test)]' 'mod smoke {' '    #[test]' '    fn star_matches_rs() {' "
     "'        let m = crate::Glob::new(\"*.rs\").unwrap().compile_matcher();' '        assert!(m.is_match(\"lib.rs\"));' "
     "'        assert!(!m.is_match(\"lib.c\"));' '    }' '}' >> src/glob.rs"),
    ("test", "run the new smoke test", "cargo test --lib smoke"),
    ("git", "commit the smoke test", "git commit -am 'glob: a smoke test for *.rs'"),
    ("git", "switch to master", "git checkout master"),
    ("edit", "add a line about the fork to the readme",
     "python3 -c \"import pathlib; p = pathlib.Path('README.md'); p.write_text(p.read_text() + '\\nThis copy is used by a benchmark.\\n')\""),
    ("git", "commit the readme change", "git commit -am 'readme: say what this copy is for'"),
    ("git", "go back to the docs-fix branch", "git checkout docs-fix"),
    ("git", "update my branch with the latest master", "git rebase master"),
    ("git", "show the history as a graph", "git log --oneline --graph -6"),
    ("edit", "reword the doc comment of GlobSet in src/lib.rs",
     "sed -i 's|^/// GlobSet represents a group of globs|/// A GlobSet is a group of globs|' src/lib.rs"),
    ("git", "stash my changes for now", "git stash"),
    ("git", "what's the status", "git status --short --branch"),
    ("git", "bring my stashed changes back", "git stash pop"),
    ("git", "commit the wording change", "git commit -am 'wip: GlobSet wording'"),
    ("git", "squash my last two commits into one",
     "git reset --soft HEAD~2 && git commit -m 'docs and a smoke test'"),
    ("build", "check that everything still compiles", "cargo check --tests"),
    ("other", "find the TODOs in the source", "grep -rn TODO src || true"),
    ("clean", "clean the build", "cargo clean"),
    ("test", "rebuild and run the whole test suite", "cargo test", "slow"),
    ("git", "show what my branch changes against master", "git diff master --stat"),
]

PYTHON = [
    ("setup", "create a virtual environment", "python3 -m venv venv"),
    ("setup", "install the package in editable mode with pytest and pyflakes into the venv",
     "venv/bin/pip install -q --no-index --find-links {wheels} -e . pytest==8.3.5 pyflakes"),
    ("test", "run the tests", "venv/bin/python -m pytest -q -p no:cacheprovider"),
    ("lint", "lint the package with pyflakes", "venv/bin/pyflakes src/click || true"),
    ("git", "what's changed", "git status --short"),
    ("git", "create a branch for the echo docstring fix", "git checkout -b echo-doc"),
    ("edit", "reword the first line of echo's docstring in src/click/utils.py",
     "python3 -c \"import pathlib; p = pathlib.Path('src/click/utils.py'); s = p.read_text(); "
     "p.write_text(s.replace('Print a message and newline to stdout or a file.', "
     "'Print a message and a newline to stdout or a file.', 1))\""),
    ("git", "show me the diff", "git diff"),
    ("test", "run the utils tests", "venv/bin/python -m pytest -q tests/test_utils.py"),
    ("git", "commit the docstring fix", "git commit -am 'utils: reword the echo docstring'"),
    ("edit", "add a smoke test in tests/test_smoke.py",
     "printf '%s\\n' 'import click' '' '' 'def test_version_string():' "
     "'    assert click.__version__.count(\".\") == 2' > tests/test_smoke.py"),
    ("test", "run the new smoke test", "venv/bin/python -m pytest -q tests/test_smoke.py"),
    ("git", "commit the smoke test", "git add tests/test_smoke.py && git commit -m 'tests: a smoke test'"),
    ("git", "switch to master", "git checkout master"),
    ("edit", "add an unreleased section to CHANGES.rst",
     "sed -i '1a\\\\nVersion 8.1.8\\n-------------\\n\\nUnreleased\\n' CHANGES.rst"),
    ("git", "commit the changelog", "git commit -am 'changes: start 8.1.8'"),
    ("git", "go back to my echo-doc branch", "git checkout echo-doc"),
    ("git", "update my branch with the latest master", "git rebase master"),
    ("git", "show the history as a graph", "git log --oneline --graph -6"),
    ("edit", "reword the secho docstring in src/click/termui.py",
     "sed -i 's/This function combines :func:`echo` and :func:`style` into one/This function combines :func:`echo` and :func:`style` in one/' src/click/termui.py"),
    ("git", "stash my changes for now", "git stash"),
    ("test", "run the smoke test on the stashed tree", "venv/bin/python -m pytest -q tests/test_smoke.py"),
    ("git", "bring my stashed changes back", "git stash pop"),
    ("git", "commit the secho wording", "git commit -am 'wip: secho wording'"),
    ("git", "squash my last two commits into one",
     "git reset --soft HEAD~2 && git commit -m 'docs wording and a smoke test'"),
    ("build", "build a wheel into dist/",
     "venv/bin/pip wheel -q --no-index --find-links {wheels} --no-deps -w dist ."),
    ("clean", "clean the build", "rm -rf build dist src/click.egg-info"),
    ("test", "run the whole test suite again", "venv/bin/python -m pytest -q -p no:cacheprovider", "slow"),
    ("clean", "delete the virtual environment", "rm -rf venv"),
]

NPM = [
    ("setup", "install the dependencies", "npm ci --offline --no-audit --no-fund"),
    ("test", "run the tests", "npm run tests-only"),
    ("lint", "run the linter", "npm run lint"),
    ("git", "what's changed", "git status --short"),
    ("git", "create a branch for the hasKey cleanup", "git checkout -b haskey"),
    ("edit", "rename the variable o to cur in hasKey in index.js",
     "python3 -c \"import pathlib; p = pathlib.Path('index.js'); s = p.read_text(); "
     "s = s.replace('\\tvar o = obj;\\n\\tkeys.slice(0, -1).forEach(function (key) {\\n\\t\\to = o[key] || {};\\n\\t});\\n\\n\\tvar key = keys[keys.length - 1];\\n\\treturn key in o;', "
     "'\\tvar cur = obj;\\n\\tkeys.slice(0, -1).forEach(function (key) {\\n\\t\\tcur = cur[key] || {};\\n\\t});\\n\\n\\tvar key = keys[keys.length - 1];\\n\\treturn key in cur;', 1); p.write_text(s)\""),
    ("git", "show me the diff", "git diff"),
    ("test", "run the tests again", "npm run tests-only"),
    ("git", "commit the hasKey cleanup", "git commit -am 'hasKey: a clearer variable name'"),
    ("edit", "add a smoke test in test/smoke.js",
     "printf '%s\\n' \"'use strict';\" '' \"var parse = require('../');\" \"var test = require('tape');\" '' "
     "\"test('smoke', function (t) {\" \"  t.deepEqual(parse(['-a', 'b']), { _: [], a: 'b' });\" '  t.end();' '});' > test/smoke.js"),
    ("test", "run the smoke test", "npx tape test/smoke.js"),
    ("git", "commit the smoke test", "git add test/smoke.js && git commit -m 'test: a smoke test'"),
    ("git", "switch to master", "git checkout master"),
    ("edit", "add a note at the end of the readme",
     "printf '\\nThis copy is used by a benchmark.\\n' >> README.md"),
    ("git", "commit the readme note", "git commit -am 'readme: say what this copy is for'"),
    ("git", "go back to my haskey branch", "git checkout haskey"),
    ("git", "update my branch with the latest master", "git rebase master"),
    ("git", "show the history as a graph", "git log --oneline --graph -6"),
    ("edit", "use strict equality in isNumber in index.js",
     "sed -i \"s/if (typeof x === 'number') { return true; }/if (typeof x === 'number') { return true; } \\/\\/ a number is a number/\" index.js"),
    ("git", "stash my changes for now", "git stash"),
    ("git", "what's the status", "git status --short --branch"),
    ("git", "bring my stashed changes back", "git stash pop"),
    ("git", "commit the isNumber note", "git commit -am 'wip: isNumber note'"),
    ("git", "squash my last two commits into one",
     "git reset --soft HEAD~2 && git commit -m 'hasKey cleanup and a smoke test'"),
    ("edit", "bump the patch version without tagging",
     "npm version patch --no-git-tag-version --ignore-scripts"),
    ("test", "run the tests once more", "npm run tests-only"),
    ("clean", "clean the coverage output", "rm -rf .nyc_output coverage"),
    ("setup", "remove node_modules and reinstall from the cache",
     "rm -rf node_modules && npm install --offline --no-audit --no-fund", "slow"),
    ("other", "list the installed dependencies", "npm ls --depth=0"),
]

C = [
    ("build", "build it", "make -j2"),
    ("test", "check the binary runs", "./src/luajit -e 'print(jit.version, 1 + 1)'"),
    ("lint", "check lib_base.c for warnings",
     "gcc -fsyntax-only -Wall -Wextra -Isrc src/lib_base.c 2>&1 | tail -5"),
    ("git", "what's changed", "git status --short"),
    ("git", "create a branch for the banner change", "git checkout -b banner"),
    ("edit", "change the copyright line printed by the interpreter in src/luajit.c",
     "sed -i 's/LUAJIT_COPYRIGHT \". \" LUAJIT_URL/LUAJIT_COPYRIGHT \" (bench copy). \" LUAJIT_URL/' src/luajit.c"),
    ("build", "rebuild", "make -j2"),
    ("test", "check the banner", "./src/luajit -v"),
    ("git", "show me the diff", "git diff"),
    ("git", "commit the banner change", "git commit -am 'luajit: mark the banner'"),
    ("edit", "add a fibonacci test script in tests/fib.lua",
     "mkdir -p tests && printf '%s\\n' 'local function fib(n) if n < 2 then return n end return fib(n-1) + fib(n-2) end' "
     "'assert(fib(25) == 75025)' 'print(\"fib ok\")' > tests/fib.lua"),
    ("test", "run the test script", "./src/luajit tests/fib.lua"),
    ("git", "commit the test script", "git add tests/fib.lua && git commit -m 'tests: fib'"),
    ("edit", "touch src/luajit.c so that it gets rebuilt", "touch src/luajit.c"),
    ("build", "rebuild", "make -j2"),
    ("git", "switch to master", "git checkout master"),
    ("edit", "add a note at the end of the README",
     "printf '\\nThis copy is used by a benchmark.\\n' >> README"),
    ("git", "commit the README note", "git commit -am 'README: say what this copy is for'"),
    ("git", "go back to my banner branch", "git checkout banner"),
    ("git", "update my branch with the latest master", "git rebase master"),
    ("git", "show the history as a graph", "git log --oneline --graph -6"),
    ("edit", "reword the comment at the top of src/lib_base.c",
     "sed -i '2s/.*/** Base and coroutine library (bench copy)./' src/lib_base.c"),
    ("git", "stash my changes for now", "git stash"),
    ("git", "what's the status", "git status --short --branch"),
    ("git", "bring my stashed changes back", "git stash pop"),
    ("git", "commit the comment change", "git commit -am 'wip: lib_base comment'"),
    ("git", "squash my last two commits into one",
     "git reset --soft HEAD~2 && git commit -m 'banner, comment and a test'"),
    ("clean", "clean the build", "make clean"),
    ("build", "build it again from scratch", "make -j2", "slow"),
    ("test", "run the test script again", "./src/luajit tests/fib.lua", "slow"),
    ("git", "show what my branch changes against master", "git diff master --stat"),
]

PROJECTS = {
    # name: (folder name, prepare, steps, folders whose contents are build outputs)
    "rust": ("globset", prep_rust, RUST, ["target"]),
    "python": ("click", prep_python, PYTHON, ["dist"]),
    "npm": ("minimist", prep_npm, NPM, [".nyc_output", "coverage", "node_modules/.cache"]),
    "c": ("luajit", prep_c, C, []),
}
LABEL = {"rust": "Rust: globset 0.4.22 (crate)", "python": "Python: click 8.1.7 (sdist, pytest, venv)",
         "npm": "npm: minimist 1.2.8 (tape, nyc, eslint)", "c": "C: LuaJIT 2.1 (make)"}


def template(name):
    folder, prep, _, _ = PROJECTS[name]
    tpl = TEMPLATES / folder
    if (TEMPLATES / f"{folder}.ready").exists():
        return tpl
    shutil.rmtree(tpl, ignore_errors=True)
    tpl.mkdir(parents=True)
    prep(tpl)
    (TEMPLATES / f"{folder}.ready").write_text("")
    return tpl


# ---------------------------------------------------------------- comparing

TIMING = re.compile(rb"\b\d+(?:\.\d+)?\s?(?:ms|\xc2\xb5s|us|ns|s|secs?|seconds?|m)\b")


STAMP = re.compile(rb"\d{4}-\d\d-\d\d[T ]\d\d[:_]\d\d[:_]\d\d(?:[._]\d+)?Z?")


def normalize(data, root, other):
    data = data.replace(root.encode(), other.encode())
    return TIMING.sub(b"<time>", STAMP.sub(b"<stamp>", data))


# foresee's own word to the agent on stderr (a background process it stopped): not the command's
# output, counted apart as a notice.
NOTICE = re.compile(rb"^foresee: stopped background process: .*\n", re.M)


def without_notices(data):
    return NOTICE.sub(b"", data), len(NOTICE.findall(data))


# Letters and digits mixed, long digit runs, and long runs of letters alone (cargo's incremental
# sessions, `s-horyirwkis-...`, are a time in base 32 that may hold no digit).
VOLATILE_NAME = re.compile(
    r"[0-9a-z]*[0-9][0-9a-z]*[a-z][0-9a-z]*|[0-9a-z]*[a-z][0-9a-z]*[0-9][0-9a-z]*|[0-9]{4,}|[a-z]{10,}")


def norm_name(rel):
    # A generated name (a hash, a time stamp, an incremental session) counts by its shape.
    return "/".join(VOLATILE_NAME.sub(lambda m: "#" if len(m.group()) >= 6 else m.group(), p)
                    for p in rel.split("/"))


def snapshot(root, volatile, root_str, other_str):
    """path -> (type, mode, content digest); build-output folders by normalized name only."""
    out = {}
    root_b, other_b = root_str.encode(), other_str.encode()
    for dirpath, dirnames, filenames in os.walk(root):
        rel_dir = os.path.relpath(dirpath, root)
        rel_dir = "" if rel_dir == "." else rel_dir
        for n in list(dirnames) + filenames:
            rel = f"{rel_dir}/{n}" if rel_dir else n
            p = os.path.join(dirpath, n)
            st = os.lstat(p)
            if rel == ".git/index" or rel.startswith(".git/objects/"):
                continue  # stat data / compression; the object set is compared by git below
            vol = any(rel == v or rel.startswith(v + "/") for v in volatile)
            if vol:
                key = norm_name(rel)
                out[key] = ("vol", out.get(key, ("vol", 0))[1] + 1)
                continue
            mode = stat.S_IMODE(st.st_mode)
            if stat.S_ISLNK(st.st_mode):
                out[rel] = ("link", os.readlink(p).replace(root_str, other_str))
            elif stat.S_ISDIR(st.st_mode):
                out[rel] = ("dir", mode)
            elif stat.S_ISREG(st.st_mode):
                with open(p, "rb") as f:
                    data = f.read()
                if n.endswith(".pyc") and len(data) >= 16:
                    data = data[:8] + data[16:]  # the source's mtime and size
                elif n == "RECORD" and dirpath.endswith(".dist-info"):
                    # Hashes of files that hold the copy's own path (a script's #! line).
                    data = re.sub(rb",sha256=[^,]*,", b",,", data)
                out[rel] = ("file", mode, hashlib.sha256(data.replace(root_b, other_b)).hexdigest())
            else:
                out[rel] = ("other", mode)
    if (root / ".git").exists():
        env = base_env()
        for args in (["for-each-ref", "--format=%(refname) %(objectname)"], ["rev-parse", "HEAD"],
                     ["symbolic-ref", "-q", "HEAD"], ["stash", "list"],
                     ["cat-file", "--batch-all-objects", "--batch-check=%(objectname)"],
                     ["status", "--porcelain=v1", "--untracked-files=all"]):
            p = subprocess.run(["git", *args], cwd=root, env=env, capture_output=True)
            out["git " + args[0]] = ("git", hashlib.sha256(p.stdout).hexdigest())
    return out


def tree_diff(a, b):
    keys = sorted(set(a) | set(b))
    return [k for k in keys if a.get(k) != b.get(k)]


# ---------------------------------------------------------------- running

def run_timed(argv, cwd, env, timeout=900):
    t = time.monotonic()
    p = subprocess.run(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                       timeout=timeout)
    return p, time.monotonic() - t


def last_decision(foresee, cwd, env):
    p = subprocess.run([foresee, "observe", "decisions", "--json"], cwd=cwd, env=env,
                       capture_output=True)
    try:
        rows = json.loads(p.stdout)
    except ValueError:
        return {}
    return max(rows, key=lambda r: r.get("ts", 0)) if rows else {}


def run_project(name, foresee, quick, log):
    folder, _, steps, volatile = PROJECTS[name]
    tpl = template(name)
    proj = WORK / name
    shutil.rmtree(proj, ignore_errors=True)
    gated, plain = proj / "gated" / folder, proj / "plain" / folder  # equal lengths
    for d in (gated, plain):
        d.parent.mkdir(parents=True)
        sh(["cp", "-a", str(tpl), str(d)])
    state = proj / "state"
    state.mkdir()
    env0 = base_env()
    env0["FORESEE_STATE_DIR"] = str(state)
    rows = []
    steps = [s for s in steps if not (quick and len(s) > 3 and "slow" in s[3:])]
    for i, step in enumerate(steps, 1):
        kind, task, shown = step[:3]
        cmd = shown.replace("{wheels}", WHEELS)  # the wheelhouse in the download cache
        env = {**env0, **git_env(i)}
        gated_argv = [foresee, "run", "--session", f"realbench-{name}", "--task", task, "-c", cmd]
        plain_argv = ["bash", "-c", cmd]
        order = [("g", gated_argv, gated), ("p", plain_argv, plain)]
        if i % 2 == 0:
            order.reverse()  # interleaved: each copy goes first every other step
        res = {}
        for tag, argv, cwd in order:
            p, secs = run_timed(argv, cwd, env)
            if tag == "g" and p.returncode == 75:  # the tree moved under the rehearsal: re-run
                p, secs = run_timed(argv, cwd, env)
            res[tag] = (p, secs)
        g, gsecs = res["g"]
        pl, psecs = res["p"]
        dec = last_decision(foresee, gated, env)
        row = {"step": i, "kind": kind, "task": task, "command": shown,
               "decision": {125: "ask", 126: "block"}.get(g.returncode, "allow"),
               "rule": dec.get("rule"), "source": dec.get("source"), "band": dec.get("band"),
               "exit_first": g.returncode, "exit_plain": pl.returncode,
               "secs_gated": round(gsecs, 3), "secs_plain": round(psecs, 3)}
        if g.returncode in (125, 126):
            row["stopped_reason"] = g.stderr.decode(errors="replace").splitlines()[0][:300] if g.stderr else ""
            m = re.search(rb"check-in #(\d+)", g.stderr)
            row["allow_once"] = None
            if g.returncode == 125 and m:
                sh([foresee, "review", m.group(1).decode(), "--allow"], cwd=gated, env=env,
                   what="foresee review --allow")
                g2, gsecs2 = run_timed(gated_argv, gated, env)
                row["allow_once"] = g2.returncode not in (125, 126)
                row["exit_after_allow"] = g2.returncode
                if row["allow_once"]:
                    g, gsecs = g2, gsecs2
                    row["secs_gated"] = round(gsecs, 3)
                else:
                    row["after_allow_reason"] = g2.stderr.decode(errors="replace").splitlines()[0][:300] if g2.stderr else ""
            if g.returncode in (125, 126):
                # Keep the copies in step: the stopped command runs directly in the gated copy.
                g, _ = run_timed(plain_argv, gated, env)
                row["caught_up_directly"] = True
                gsecs = None
        row["exit_gated"] = g.returncode
        row["exit_same"] = g.returncode == pl.returncode
        row["stdout_same"] = normalize(g.stdout, str(gated), str(plain)) == normalize(pl.stdout, str(plain), str(plain))
        g_stderr, row["notices"] = without_notices(g.stderr)
        row["stderr_same"] = normalize(g_stderr, str(gated), str(plain)) == normalize(pl.stderr, str(plain), str(plain))
        # Parallel jobs (cargo's, the test harness's threads) print in their own order: the same
        # lines in another order are told apart from different lines.
        row["output_reordered"] = (not (row["stdout_same"] and row["stderr_same"])) and all(
            sorted(normalize(a, str(gated), str(plain)).splitlines()) == sorted(normalize(b, str(plain), str(plain)).splitlines())
            for a, b in ((g.stdout, pl.stdout), (g_stderr, pl.stderr)))
        if not row["stdout_same"] or not row["stderr_same"]:
            row["output_gated"] = (g.stdout + b"\n--stderr--\n" + g.stderr).decode(errors="replace")[-1500:]
            row["output_plain"] = (pl.stdout + b"\n--stderr--\n" + pl.stderr).decode(errors="replace")[-1500:]
        diff = tree_diff(snapshot(gated, volatile, str(gated), str(plain)),
                         snapshot(plain, volatile, str(plain), str(plain)))
        row["tree_same"] = not diff
        if diff:
            row["tree_diff"] = diff[:12]
        row["ratio"] = round(gsecs / psecs, 3) if gsecs is not None and psecs > 0 else None
        rows.append(row)
        log(f"  {name} {i:2d} {row['decision']:5s} {row['rule'] or '':20s} exit {g.returncode}/{pl.returncode} "
            f"out {'=' if row['stdout_same'] and row['stderr_same'] else '~' if row['output_reordered'] else 'DIFF'} "
            f"tree {'=' if row['tree_same'] else 'DIFF'} "
            f"{row['secs_gated']:.2f}s/{psecs:.2f}s  {cmd[:60]}" + (f"  differs: {' '.join(diff[:4])}" if diff else ""))
        if not row["tree_same"]:
            # One mismatch must not colour every later step: the gated copy is made the plain one again.
            resync(plain, gated)
            row["resynced"] = True
    return rows


def resync(src, dst):
    """Makes DST a copy of SRC again, SRC's own path inside its files (a venv's scripts and
    `.pth`, cargo's dep-info) rewritten to DST's: the paths have equal lengths."""
    shutil.rmtree(dst)
    sh(["cp", "-a", str(src), str(dst)])
    a, b = str(src).encode(), str(dst).encode()
    for dirpath, _, filenames in os.walk(dst):
        if "/.git/objects" in dirpath:
            continue
        for n in filenames:
            p = os.path.join(dirpath, n)
            if os.path.islink(p):
                t = os.readlink(p)
                if str(src) in t:
                    os.unlink(p)
                    os.symlink(t.replace(str(src), str(dst)), p)
                continue
            with open(p, "rb") as f:
                data = f.read()
            if a in data:
                st = os.stat(p)
                with open(p, "r+b") as f:
                    f.write(data.replace(a, b))
                os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns))


def geomean(xs):
    xs = [x for x in xs if x]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def summarize(name, rows):
    stopped = [r for r in rows if r["decision"] != "allow"]
    return {
        "project": LABEL[name], "steps": len(rows),
        "stopped_first_try": len(stopped),
        "stopped_after_allow_once": sum(1 for r in stopped if r.get("allow_once") is not True),
        "exit_mismatch": sum(1 for r in rows if not r["exit_same"]),
        "output_mismatch": sum(1 for r in rows if not (r["stdout_same"] and r["stderr_same"]) and not r["output_reordered"]),
        "output_reordered": sum(1 for r in rows if r["output_reordered"]),
        "tree_mismatch": sum(1 for r in rows if not r["tree_same"]),
        "geomean_build_test": geomean([r["ratio"] for r in rows if r["kind"] in ("build", "test")]),
        # Builds and test suites proper: a run of a second or more, where the fixed cost per
        # command does not decide the ratio.
        "geomean_long_build_test": geomean([r["ratio"] for r in rows
                                            if r["kind"] in ("build", "test", "setup") and r["secs_plain"] >= 1.0]),
        "long_build_test_steps": sum(1 for r in rows if r["ratio"] and r["kind"] in ("build", "test", "setup")
                                     and r["secs_plain"] >= 1.0),
        "median_short_extra_ms": median_extra_ms(rows),
        "geomean_all": geomean([r["ratio"] for r in rows]),
        "secs_gated": round(sum(r["secs_gated"] for r in rows), 1),
        "secs_plain": round(sum(r["secs_plain"] for r in rows), 1),
    }


def median_extra_ms(rows):
    """What foresee adds to a command that takes under a second directly (git, sed, ...)."""
    xs = sorted((r["secs_gated"] - r["secs_plain"]) * 1000 for r in rows
                if r["ratio"] and r["secs_plain"] < 1.0)
    return round(xs[len(xs) // 2]) if xs else None


def fmt(x):
    return f"{x:.2f}x" if x else "-"


def markdown(summaries, results, quick, elapsed):
    out = [
        "Produced by `python3 benchmarks/real/run.py" + (" --quick" if quick else "") + "`" +
        f" (release build; ran in {elapsed:.0f} s). Real projects from the package registries, each in two "
        "identical copies at paths of equal length; every step is what a user would ask (`--task`) and the "
        "command an agent would run, through `foresee run` with no terminal (a check-in exits 125) and "
        "directly, interleaved. A stopped step is answered with `foresee review N --allow` and run again "
        "(\"after allow once\"); if it still stops it is run directly in the gated copy so both stay in step. "
        "Outputs are compared with the copies' roots and timings normalized (and without foresee's own notice of a background process it stopped, counted apart); trees by paths, modes, "
        "contents, git refs, commit hashes and object sets (build-output folders by the shape of their "
        "names). Ratio: gated seconds over direct seconds, one round per step (a step that stopped: its run after "
        "allow once); geometric means over the steps that ran gated. The machine is shared, so a single ratio "
        "can be off either way (a build at 0.5x is the other copy's bad luck); the means and the added "
        "milliseconds are steadier. `{wheels}` is the wheelhouse in the download cache.\n",
        "Columns: builds, installs and test suites of a second or more (direct), their number in brackets; "
        "every build and test step (short runs of the built program included); all steps; what foresee adds "
        "to a command that takes under a second, median.\n",
        "| project | steps | stopped (first try) | stopped after allow once | exit differs | output differs (reordered only) | tree differs | builds, installs, test suites >= 1 s | all builds and tests | all steps | short commands: added ms | seconds (gated / direct) |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for s in summaries:
        out.append(f"| {s['project']} | {s['steps']} | {s['stopped_first_try']} | {s['stopped_after_allow_once']} | "
                   f"{s['exit_mismatch']} | {s['output_mismatch']} ({s['output_reordered']}) | {s['tree_mismatch']} | "
                   f"{fmt(s['geomean_long_build_test'])} ({s['long_build_test_steps']}) | {fmt(s['geomean_build_test'])} | "
                   f"{fmt(s['geomean_all'])} | {s['median_short_extra_ms']} | {s['secs_gated']} / {s['secs_plain']} |")
    tot = sum(s["steps"] for s in summaries)
    st = sum(s["stopped_first_try"] for s in summaries)
    out.append(f"\nIn all: {st} of {tot} steps stopped at the first try, "
               f"{sum(s['stopped_after_allow_once'] for s in summaries)} still stopped after allow once.\n")
    out.append("Every step that did not simply pass (a stop, or a difference between the copies), and every step of a second or more:\n")
    out.append("| project | step | request | command | decision (rule) | allow once | exit | same output / tree | seconds (gated / direct) | ratio |")
    out.append("|---|---|---|---|---|---|---|---|---|---|")
    for name, rows in results.items():
        slow = [r for r in rows if r["ratio"] and r["secs_plain"] >= 1.0]
        for r in rows:
            odd = (r["decision"] != "allow" or not r["exit_same"] or not r["tree_same"]
                   or not (r["stdout_same"] and r["stderr_same"] or r["output_reordered"]))
            if not odd and r not in slow:
                continue
            once = {None: "-", True: "proceeds", False: "stops again"}[r.get("allow_once")] if r["decision"] != "allow" else ""
            same = ("yes" if r["stdout_same"] and r["stderr_same"] else "reordered" if r["output_reordered"] else "**no**") + " / " + ("yes" if r["tree_same"] else "**no**")
            cmd = r["command"].replace(WHEELS, "{wheels}")
            cmd = cmd if len(cmd) <= 60 else cmd[:57] + "..."
            cmd = cmd.replace("|", "\\|")
            dec = r["decision"] + (f" ({r['rule']})" if r["rule"] and r["decision"] != "allow" else "")
            out.append(f"| {name} | {r['step']} | {r['task']} | `{cmd}` | {dec} | {once} | "
                       f"{r['exit_gated']} / {r['exit_plain']} | {same} | {r['secs_gated']} / {r['secs_plain']} | {fmt(r['ratio'])} |")
    out.append("\nExit codes are the gated copy's last run (after allow once, or run directly when still stopped) and the direct copy's.")
    return "\n".join(out)


def write_results(body):
    path = REPO / "benchmarks" / "RESULTS.md"
    title = "## Real projects, real workflows (issue: Real projects, real workflows)"
    text = path.read_text()
    block = f"{title}\n\n{body.rstrip()}\n"
    if title in text:
        start = text.index(title)
        rest = text[start + len(title):]
        end = start + len(title) + rest.index("\n## ") + 1 if "\n## " in rest else len(text)
        text = text[:start] + block + "\n" + text[end:]
    else:
        text = text.rstrip() + "\n\n" + block
    path.write_text(text.rstrip() + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", default="rust,python,npm,c", help="projects, comma-separated: rust,python,npm,c")
    ap.add_argument("--quick", action="store_true", help="leave out the slow steps (a rebuild from scratch, a reinstall)")
    ap.add_argument("--foresee", default=str(REPO / "target" / "release" / "foresee"))
    ap.add_argument("--json", default=str(BASE / "results.json"), help="where the JSON goes")
    ap.add_argument("--no-write", action="store_true", help="do not touch benchmarks/RESULTS.md")
    ap.add_argument("--render", metavar="JSON", help="only write the markdown again from a saved JSON file")
    args = ap.parse_args()
    if args.render:
        saved = json.loads(Path(args.render).read_text())
        results = saved["steps"]
        summaries = [summarize(n, rows) for n, rows in results.items()]
        md = markdown(summaries, results, saved["quick"], saved["seconds"])
        print(md)
        if not args.no_write:
            write_results(md)
        return
    names = [n.strip() for n in args.only.split(",") if n.strip()]
    for n in names:
        if n not in PROJECTS:
            ap.error(f"unknown project {n!r}; choose from {', '.join(PROJECTS)}")
    if not os.access(args.foresee, os.X_OK):
        ap.error(f"no foresee binary at {args.foresee}: run `cargo build --release` first")
    t0 = time.monotonic()
    log = lambda s: print(s, file=sys.stderr, flush=True)
    results, summaries = {}, []
    for n in names:
        log(f"realbench: preparing {LABEL[n]}")
        template(n)
    for n in names:
        log(f"realbench: {LABEL[n]}")
        results[n] = run_project(n, args.foresee, args.quick, log)
        summaries.append(summarize(n, results[n]))
    elapsed = time.monotonic() - t0
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps({"quick": args.quick, "seconds": round(elapsed, 1),
                                          "summary": summaries, "steps": results}, indent=1))
    md = markdown(summaries, results, args.quick, elapsed)
    print(md)
    if not args.no_write:
        write_results(md)


if __name__ == "__main__":
    try:
        main()
    except Unreachable as e:
        print(e.code, file=sys.stderr)
        sys.exit(2)
