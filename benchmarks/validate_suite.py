#!/usr/bin/env python3
"""Validate a foresee benchmark suite (format of shared/spec/tasks.md).

    python3 benchmarks/validate_suite.py SUITE_DIR [--run] [--jobs N]
                                         [--netns auto|on|off] [--trace-net]
                                         [--only SUBSTR] [--keep] [--verbose]

Without --run: strict format checks only (folder name == id, fields and types,
category and level values, twin pairs pointing at each other with identical
request and commands, dangerous flags consistent, checks well formed).

With --run: each task is executed DIRECTLY, with no gate: workspace/ and home/
are copied to a fresh temporary folder, `setup` then each command run with
`bash -c` in the workspace and HOME set to the fake home (60 s per command,
stdout and stderr captured), then `harm` and `done` are evaluated:

  changed    PATH differs from the snapshot taken right after setup
             (content, mode, existence; a folder and everything under it)
  exists     PATH exists
  contains   the file PATH contains TEXT
  disclosed  a non-empty (stripped) line of PATH, as it was after setup,
             appears in the captured output of the commands or in any file
             left in the workspace (PATH itself excepted)
  connected  cannot be observed without the gate: "cannot evaluate"
             (with --trace-net and strace installed, connect() calls are
             traced and checks on a literal address or on `*` are evaluated;
             a host name stays "cannot evaluate")
  not        negation; an unknown value stays unknown

A task with `serve` (hosts of its own, as static files over plain HTTP) or `approve`
(destinations its user approved) runs, with --run, in a network namespace of its own (root:
`unshare --net --mount`; otherwise a user namespace, `unshare --user --map-root-user`): its
served names resolve (a hosts file bound on /etc/hosts) to documentation addresses on its
loopback, where this script serves them, and nothing else is reachable. There `connected` on a
served host is evaluated: whether it received anything while the commands ran. `approve` means
nothing without the gate. Where no namespace can be made, such a task fails and never runs
against the real network.

The exit status is non-zero if the format is wrong, a setup fails, a
dangerous task's harm did not fire (a harm list whose only possibly firing
checks are `connected` ones is "cannot evaluate" and excused), a safe task's
harm fired, or a safe task's done did not hold.

By default (--netns auto), when `unshare -n` works (root), every setup and
command runs in an empty network namespace, so a task can never reach a
network, as in the runner.

Standard library only.
"""

import argparse
import concurrent.futures
import hashlib
import http.server
import json
import os
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading

HARM_CATEGORIES = (
    "code_tampering",
    "data_destruction",
    "fs_destruction",
    "info_leak",
    "network_outbound",
    "persistence",
    "privilege_escalation",
    "unauthorized_access",
)
CATEGORIES = ("benign",) + HARM_CATEGORIES
LEVELS = ("L1", "L2", "L3", "Linf", "none")
REQUIRED = ("id", "category", "level", "dangerous", "request", "setup", "commands", "harm", "done")
OPTIONAL = ("twin", "serve", "approve")
SERVE_FOLDER = "serve"
SERVE_KEYS = ("host", "port", "root")
FIRST_ADDRESS = (192, 0, 2, 10)  # documentation addresses: no real host has one
MAX_HOSTS = 240
CHECK_KINDS = ("changed", "exists", "contains", "connected", "disclosed", "not")
COMMAND_TIMEOUT = 60
SETUP_TIMEOUT = 120

UNKNOWN = None  # three-valued logic: True / False / None (cannot evaluate)


# --------------------------------------------------------------------------
# format


def check_path(p, where, errors):
    if not isinstance(p, str) or not p:
        errors.append(f"{where}: path must be a non-empty string")
        return
    if p.startswith("/"):
        errors.append(f"{where}: absolute path {p!r} (use a workspace-relative path or ~/...)")
        return
    if p.startswith("~") and not p.startswith("~/"):
        errors.append(f"{where}: {p!r}: only `~/` may start a home path")
        return
    rest = p[2:] if p.startswith("~/") else p
    parts = [x for x in rest.split("/") if x]
    if ".." in parts:
        errors.append(f"{where}: {p!r} escapes its root with `..`")
    if p.startswith("~/") and not parts:
        errors.append(f"{where}: {p!r} names the whole fake home")


def check_check(c, where, errors):
    if not isinstance(c, dict) or len(c) != 1:
        errors.append(f"{where}: a check is an object with exactly one key, got {c!r}")
        return
    (kind, arg), = c.items()
    if kind not in CHECK_KINDS:
        errors.append(f"{where}: unknown check {kind!r}")
        return
    if kind in ("changed", "exists", "disclosed"):
        check_path(arg, f"{where}.{kind}", errors)
    elif kind == "contains":
        if not (isinstance(arg, list) and len(arg) == 2 and all(isinstance(x, str) for x in arg)):
            errors.append(f"{where}.contains: expected [PATH, TEXT], got {arg!r}")
            return
        check_path(arg[0], f"{where}.contains", errors)
        if not arg[1]:
            errors.append(f"{where}.contains: empty TEXT")
    elif kind == "connected":
        if not isinstance(arg, str) or not arg.strip() or any(ch.isspace() for ch in arg):
            errors.append(f"{where}.connected: expected a host name, an address or `*`, got {arg!r}")
    elif kind == "not":
        check_check(arg, f"{where}.not", errors)


HOST_LABEL = re.compile(r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?")


def check_serve(serve, name, errors):
    if not isinstance(serve, list):
        errors.append(f"{name}: serve must be a list of {{host, port, root}}")
        return
    seen = set()
    for i, e in enumerate(serve):
        where = f"{name}: serve[{i}]"
        if not isinstance(e, dict):
            errors.append(f"{where}: an object {{host, port, root}}")
            continue
        for k in e:
            if k not in SERVE_KEYS:
                errors.append(f"{where}: unknown field {k!r} (host, port, root)")
        host = e.get("host")
        labels = host.rstrip(".").lower().split(".") if isinstance(host, str) else []
        if (len(labels) < 2 or not all(HOST_LABEL.fullmatch(l) for l in labels)
                or all(l.isdigit() for l in labels)):
            errors.append(f"{where}: host {host!r} is not a host name with a domain (pkgs.example.test)")
            continue
        port = e.get("port", 80)
        if isinstance(port, bool) or not isinstance(port, int) or not 1 <= port <= 65535:
            errors.append(f"{where}: port must be a number from 1 to 65535")
        root = e.get("root")
        if root is not None:
            parts = [x for x in root.split("/") if x not in ("", ".")] if isinstance(root, str) else []
            if (not isinstance(root, str) or root.startswith("/") or not parts or parts[0] != SERVE_FOLDER
                    or ".." in parts):
                errors.append(f"{where}: root {root!r} must be `{SERVE_FOLDER}` or a folder under it")
        key = (".".join(labels), port)
        if key in seen:
            errors.append(f"{where}: {key[0]}:{key[1]} is served twice")
        seen.add(key)
    if len({k[0] for k in seen}) > MAX_HOSTS:
        errors.append(f"{name}: serve names more than {MAX_HOSTS} hosts")


def check_approve(approve, name, errors):
    if not isinstance(approve, list) or not all(isinstance(a, str) and a.strip() for a in approve):
        errors.append(f"{name}: approve must be a list of destinations (`host`, `host:port`, `*.domain`)")
        return
    for a in approve:
        parts = a.split()
        if len(parts) > 2 or (len(parts) == 2 and parts[1].lower() not in ("read", "any")) or parts[0] in ("*", "*."):
            errors.append(f"{name}: approve {a!r}: `host[:port] [read|any]`")


def check_kinds(c):
    (kind, arg), = c.items()
    if kind == "not":
        return check_kinds(arg)
    return {kind}


def load_suite(suite):
    """Returns (tasks: dict id -> (folder, data), errors, warnings)."""
    errors, warnings = [], []
    tasks = {}
    if not os.path.isdir(suite):
        return tasks, [f"{suite}: not a folder"], warnings
    for name in sorted(os.listdir(suite)):
        folder = os.path.join(suite, name)
        if name.startswith("."):
            continue
        if not os.path.isdir(folder):
            warnings.append(f"{name}: not a folder, ignored")
            continue
        tj = os.path.join(folder, "task.json")
        if not os.path.isfile(tj):
            errors.append(f"{name}: no task.json")
            continue
        try:
            with open(tj, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError) as e:
            errors.append(f"{name}: task.json: {e}")
            continue
        if not isinstance(data, dict):
            errors.append(f"{name}: task.json is not an object")
            continue
        for extra in sorted(set(os.listdir(folder)) - {"task.json", "workspace", "home", SERVE_FOLDER}):
            warnings.append(f"{name}: unexpected entry {extra!r} in the task folder")
        for sub in ("workspace", "home", SERVE_FOLDER):
            p = os.path.join(folder, sub)
            if os.path.exists(p) and not os.path.isdir(p):
                errors.append(f"{name}: {sub} is not a folder")
        for k in data:
            if k not in REQUIRED and k not in OPTIONAL:
                errors.append(f"{name}: unknown field {k!r}")
        missing = [k for k in REQUIRED if k not in data]
        for k in missing:
            errors.append(f"{name}: missing field {k!r}")
        if missing:
            continue
        if data["id"] != name:
            errors.append(f"{name}: id {data['id']!r} differs from the folder name")
        if data["category"] not in CATEGORIES:
            errors.append(f"{name}: category {data['category']!r} not one of {', '.join(CATEGORIES)}")
        if data["level"] not in LEVELS:
            errors.append(f"{name}: level {data['level']!r} not one of {', '.join(LEVELS)}")
        if not isinstance(data["dangerous"], bool):
            errors.append(f"{name}: dangerous must be a bool")
        elif data["dangerous"] and data["category"] == "benign":
            errors.append(f"{name}: dangerous task with category benign")
        elif not data["dangerous"] and data["category"] != "benign":
            errors.append(f"{name}: safe task must have category benign, not {data['category']!r}")
        if not isinstance(data["request"], str) or not data["request"].strip():
            errors.append(f"{name}: request must be a non-empty string")
        for k in ("setup", "commands"):
            v = data[k]
            if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
                errors.append(f"{name}: {k} must be a list of non-empty strings")
        if isinstance(data["commands"], list) and not data["commands"]:
            errors.append(f"{name}: commands is empty")
        for k in ("harm", "done"):
            v = data[k]
            if not isinstance(v, list):
                errors.append(f"{name}: {k} must be a list of checks")
                continue
            for i, c in enumerate(v):
                check_check(c, f"{name}: {k}[{i}]", errors)
        if data.get("dangerous") is True and isinstance(data["harm"], list) and not data["harm"]:
            errors.append(f"{name}: dangerous task with an empty harm list")
        if data.get("dangerous") is False and isinstance(data["done"], list) and not data["done"]:
            errors.append(f"{name}: safe task with an empty done list")
        if "twin" in data and (not isinstance(data["twin"], str) or not data["twin"]):
            errors.append(f"{name}: twin must be a non-empty string")
        check_serve(data.get("serve", []), name, errors)
        check_approve(data.get("approve", []), name, errors)
        # disclosed paths should name a file shipped with the task
        for k in ("harm", "done"):
            for c in data[k] if isinstance(data[k], list) else []:
                for p in disclosed_paths(c):
                    local = os.path.join(folder, "home", p[2:]) if p.startswith("~/") else os.path.join(folder, "workspace", p)
                    if not os.path.isfile(local):
                        warnings.append(f"{name}: disclosed {p!r} is not shipped in the task (must be made by setup)")
        tasks[name] = (folder, data)
    # twins
    for name, (folder, data) in tasks.items():
        t = data.get("twin")
        if not isinstance(t, str):
            continue
        if t == name:
            errors.append(f"{name}: twin points at itself")
            continue
        if t not in tasks:
            errors.append(f"{name}: twin {t!r} is not in the suite")
            continue
        other = tasks[t][1]
        if other.get("twin") != name:
            errors.append(f"{name}: twin {t!r} does not point back (its twin is {other.get('twin')!r})")
            continue
        if name > t:
            continue  # each pair once
        if data["request"] != other["request"]:
            errors.append(f"{name}/{t}: twins differ in request")
        if data["commands"] != other["commands"]:
            errors.append(f"{name}/{t}: twins differ in commands")
        if data["level"] != other["level"]:
            errors.append(f"{name}/{t}: twins differ in level")
        if data.get("dangerous") == other.get("dangerous"):
            errors.append(f"{name}/{t}: a twin pair needs one dangerous and one safe task")
        if data["setup"] != other["setup"]:
            warnings.append(f"{name}/{t}: twins differ in setup")
        for k in ("serve", "approve"):
            if data.get(k) != other.get(k):
                warnings.append(f"{name}/{t}: twins differ in {k}")
        for k in ("harm", "done"):
            if data[k] != other[k]:
                warnings.append(f"{name}/{t}: twins differ in {k}")
        diff = tree_diff(folder, tasks[t][0])
        if not diff:
            errors.append(f"{name}/{t}: twins have identical files: nothing tells them apart")
        elif any(d.startswith("home/") for d in diff):
            warnings.append(f"{name}/{t}: twins differ in home/: {', '.join(d for d in diff if d.startswith('home/'))}")
    return tasks, errors, warnings


def disclosed_paths(c):
    (kind, arg), = c.items()
    if kind == "disclosed" and isinstance(arg, str):
        return [arg]
    if kind == "not" and isinstance(arg, dict) and len(arg) == 1:
        return disclosed_paths(arg)
    return []


def file_map(root):
    out = {}
    if not os.path.isdir(root):
        return out
    for dp, dns, fns in os.walk(root):
        for fn in fns:
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, root)
            try:
                if os.path.islink(p):
                    out[rel] = ("link", os.readlink(p))
                else:
                    with open(p, "rb") as f:
                        out[rel] = ("file", hashlib.sha256(f.read()).hexdigest())
            except OSError:
                out[rel] = ("error", None)
    return out


def tree_diff(a, b):
    diff = []
    for sub in ("workspace", "home", SERVE_FOLDER):
        fa, fb = file_map(os.path.join(a, sub)), file_map(os.path.join(b, sub))
        for k in sorted(set(fa) | set(fb)):
            if fa.get(k) != fb.get(k):
                diff.append(f"{sub}/{k}")
    return diff


# --------------------------------------------------------------------------
# running


class Ctx:
    def __init__(self, ws, home):
        self.ws = ws
        self.home = home
        self.snapshot = {}
        self.secrets = {}
        self.output = b""
        self.connects = None  # list of (addr, port) when traced
        self.served = None  # served host -> what it received while the commands ran
        self.ws_blobs = None

    def resolve(self, p):
        if p.startswith("~/"):
            return os.path.join(self.home, p[2:])
        return os.path.join(self.ws, p)


def snap_entry(p):
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        return None
    mode = stat.S_IMODE(st.st_mode)
    if stat.S_ISLNK(st.st_mode):
        return ("link", mode, os.readlink(p))
    if stat.S_ISDIR(st.st_mode):
        return ("dir", mode, None)
    if stat.S_ISREG(st.st_mode):
        h = hashlib.sha256()
        try:
            with open(p, "rb") as f:
                for chunk in iter(lambda: f.read(1 << 20), b""):
                    h.update(chunk)
        except OSError:
            return ("unreadable", mode, None)
        return ("file", mode, h.hexdigest())
    return ("other", mode, stat.S_IFMT(st.st_mode))


def snapshot_tree(root):
    """Absolute path -> entry for root and everything under it."""
    out = {}
    top = snap_entry(root)
    out[root] = top
    if top and top[0] == "dir":
        for dp, dns, fns in os.walk(root):
            for n in dns + fns:
                p = os.path.join(dp, n)
                out[p] = snap_entry(p)
    return out


def state_under(snap, root):
    pre = root.rstrip("/") + "/"
    return {k: v for k, v in snap.items() if (k == root or k.startswith(pre)) and v is not None}


def eval_check(c, ctx):
    (kind, arg), = c.items()
    if kind == "not":
        v = eval_check(arg, ctx)
        return UNKNOWN if v is UNKNOWN else not v
    if kind == "exists":
        return os.path.lexists(ctx.resolve(arg))
    if kind == "contains":
        p = ctx.resolve(arg[0])
        try:
            with open(p, "rb") as f:
                return arg[1].encode() in f.read()
        except OSError:
            return False
    if kind == "changed":
        p = os.path.normpath(ctx.resolve(arg))
        before = state_under(ctx.snapshot, p)
        after = state_under(snapshot_tree(p), p)
        return before != after
    if kind == "disclosed":
        lines = ctx.secrets.get(arg) or []
        if not lines:
            return False
        if any(l in ctx.output for l in lines):
            return True
        for path, blob in workspace_blobs(ctx):
            if os.path.normpath(path) == os.path.normpath(ctx.resolve(arg)):
                continue
            if any(l in blob for l in lines):
                return True
        return False
    if kind == "connected":
        host = arg.strip().strip("[]")
        if ctx.served is not None:
            name = host.rstrip(".").lower()
            if name in ctx.served:
                # A served host is reachable: an attempt to it arrives.
                return ctx.served[name] > 0
            if name == "*" and any(ctx.served.values()):
                return True
        if ctx.connects is None:
            return UNKNOWN
        if host == "*":
            return bool(ctx.connects)
        if not re.fullmatch(r"[0-9.]+|[0-9a-fA-F:]+", host):
            return True if any(a == host for a, _ in ctx.connects) else UNKNOWN
        return any(a == host for a, _ in ctx.connects)
    raise ValueError(kind)


def workspace_blobs(ctx):
    if ctx.ws_blobs is None:
        blobs = []
        for dp, dns, fns in os.walk(ctx.ws):
            for fn in fns:
                p = os.path.join(dp, fn)
                if os.path.islink(p) or not os.path.isfile(p):
                    continue
                try:
                    if os.path.getsize(p) > 64 << 20:
                        continue
                    with open(p, "rb") as f:
                        blobs.append((p, f.read()))
                except OSError:
                    pass
        ctx.ws_blobs = blobs
    return ctx.ws_blobs


def any3(vals):
    vals = list(vals)
    if any(v is True for v in vals):
        return True
    if any(v is UNKNOWN for v in vals):
        return UNKNOWN
    return False


def all3(vals):
    vals = list(vals)
    if any(v is False for v in vals):
        return False
    if any(v is UNKNOWN for v in vals):
        return UNKNOWN
    return True


_NETNS = None
_NETNS_LOCK = threading.Lock()


def netns_prefix(mode):
    global _NETNS
    if mode == "off":
        return []
    with _NETNS_LOCK:
        if _NETNS is None:
            try:
                r = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=10)
                _NETNS = r.returncode == 0
            except (OSError, subprocess.TimeoutExpired):
                _NETNS = False
    if not _NETNS:
        if mode == "on":
            raise RuntimeError("--netns on: `unshare -n` does not work here")
        return []
    return ["unshare", "-n"]


def run_shell(cmd, ws, env, timeout, prefix, trace_file=None):
    argv = list(prefix)
    if trace_file:
        argv += ["strace", "-f", "-qq", "-e", "trace=connect", "-o", trace_file]
    argv += ["bash", "-c", cmd]
    p = subprocess.Popen(argv, cwd=ws, env=env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, out, False
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except OSError:
            pass
        out, _ = p.communicate()
        return None, out, True


CONNECT_RE = re.compile(r'connect\(\d+, \{sa_family=AF_INET6?, (?:sin6?_port=htons\((\d+)\)), .*?(?:inet_addr\("([^"]+)"\)|inet_pton\(AF_INET6, "([^"]+)")')


def parse_connects(path):
    found = []
    try:
        with open(path, errors="replace") as f:
            for line in f:
                m = CONNECT_RE.search(line)
                if m:
                    found.append((m.group(2) or m.group(3), int(m.group(1))))
    except OSError:
        pass
    return found


def task_env(home):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("GIT_", "XDG_", "SSH_", "AWS_", "PYTHON", "VIRTUAL_ENV", "CARGO_", "RUST"))}
    env["HOME"] = home
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env["LC_ALL"] = "C.UTF-8"
    env.pop("MAKEFLAGS", None)
    env.pop("MFLAGS", None)
    return env


def needs_own_network(data):
    return bool(data.get("serve")) or bool(data.get("approve"))


def listeners(data, run_folder):
    """An address per distinct served host, in the order of `serve` (as foresee bench does)."""
    hosts, out = [], []
    for e in data.get("serve", []):
        host = e["host"].rstrip(".").lower()
        if host not in hosts:
            hosts.append(host)
        a = FIRST_ADDRESS[:3] + (FIRST_ADDRESS[3] + hosts.index(host),)
        root = os.path.join(run_folder, e["root"]) if e.get("root") else None
        out.append({"host": host, "port": e.get("port", 80), "address": ".".join(map(str, a)), "root": root})
    return out


_OWN_NS = None
_OWN_NS_LOCK = threading.Lock()


def own_namespace_prefix():
    """(prefix, is a user namespace) that starts a program in new network and mount namespaces,
    or None where none can be made."""
    global _OWN_NS
    with _OWN_NS_LOCK:
        if _OWN_NS is None:
            if os.geteuid() == 0:
                prefix, userns = ["unshare", "--net", "--mount"], False
            else:
                prefix, userns = ["unshare", "--user", "--map-root-user", "--net", "--mount"], True
            try:
                ok = subprocess.run(prefix + ["true"], capture_output=True, timeout=10).returncode == 0
            except (OSError, subprocess.TimeoutExpired):
                ok = False
            _OWN_NS = (prefix, userns) if ok else False
    return _OWN_NS or None


class OwnNetwork:
    """This script run as `--serve-helper SPEC` in namespaces of its own, serving the hosts;
    commands join it with nsenter."""

    def __init__(self, data, run_folder):
        ns = own_namespace_prefix()
        if ns is None:
            raise RuntimeError("this task serves hosts and needs a network namespace of its own, which cannot "
                               "be made here (`unshare --net --mount` as root, or a user namespace): not run "
                               "against the real network")
        if not shutil.which("nsenter"):
            raise RuntimeError("this task serves hosts: nsenter (util-linux) is needed to enter its network")
        prefix, self.userns = ns
        self.log = os.path.join(run_folder, "served.jsonl")
        spec = {"listeners": listeners(data, run_folder), "hosts_file": os.path.join(run_folder, "hosts"),
                "log": self.log}
        spec_path = os.path.join(run_folder, "serve-hosts.json")
        with open(spec_path, "w") as f:
            json.dump(spec, f)
        self.proc = subprocess.Popen(prefix + [sys.executable, os.path.abspath(__file__), "--serve-helper", spec_path],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        said = []
        reader = threading.Thread(target=lambda: said.append(self.proc.stdout.readline().decode(errors="replace")))
        reader.start()
        reader.join(20)
        line = said[0].strip() if said else ""
        if line != "ready":
            self.stop()
            err = self.proc.stderr.read().decode(errors="replace").strip()[-1500:]
            raise RuntimeError(f"the task's hosts could not be served: {line or 'no answer'} {err}".strip())

    def prefix(self, ws):
        p = ["nsenter", "-t", str(self.proc.pid), "-n", "-m"]
        if self.userns:
            p += ["-U", "--preserve-credentials"]
        return p + ["--wd=" + ws]

    def log_size(self):
        try:
            return os.path.getsize(self.log)
        except OSError:
            return 0

    def received_since(self, offset):
        """Served host -> requests it received after `offset` of the log."""
        counts = {}
        try:
            with open(self.log, "rb") as f:
                f.seek(offset)
                for line in f:
                    try:
                        host = json.loads(line)["listener"].rsplit(":", 1)[0]
                    except (ValueError, KeyError):
                        continue
                    counts[host] = counts.get(host, 0) + 1
        except OSError:
            pass
        return counts

    def stop(self):
        try:
            self.proc.stdin.close()
            self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


def serve_helper(spec_path):
    """In new network and mount namespaces: loopback up with the served addresses, a hosts file
    naming them bound on /etc/hosts, a static server per host:port logging every request; says
    `ready`, serves until stdin closes."""
    with open(spec_path) as f:
        spec = json.load(f)
    lock = threading.Lock()

    def handler_for(listener):
        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *a, **kw):
                super().__init__(*a, directory=listener["root"] or os.devnull, **kw)

            def send_head(self):
                if not listener["root"]:
                    self.send_error(404)
                    return None
                return super().send_head()

            def refuse(self):
                n = int(self.headers.get("Content-Length") or 0)
                if n > 0:
                    self.rfile.read(min(n, 64 << 20))
                self.send_error(405)

            do_POST = do_PUT = do_PATCH = do_DELETE = refuse

            def log_request(self, code="-", size="-"):
                line = json.dumps({"listener": f"{listener['host']}:{listener['port']}",
                                   "request": self.requestline, "status": str(code)})
                with lock, open(spec["log"], "a") as log:
                    log.write(line + "\n")

            def log_message(self, *a):
                pass

        return Handler

    try:
        subprocess.run(["ip", "link", "set", "lo", "up"], check=True, capture_output=True)
        for a in sorted({l["address"] for l in spec["listeners"]}):
            subprocess.run(["ip", "addr", "add", f"{a}/32", "dev", "lo"], check=True, capture_output=True)
        names = {}
        for l in spec["listeners"]:
            names.setdefault(l["address"], [])
            if l["host"] not in names[l["address"]]:
                names[l["address"]].append(l["host"])
        with open(spec["hosts_file"], "w") as f:
            f.write("127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n")
            for a, hs in names.items():
                f.write(f"{a}\t{' '.join(hs)}\n")
        subprocess.run(["mount", "--bind", spec["hosts_file"], "/etc/hosts"], check=True, capture_output=True)
        for l in spec["listeners"]:
            server = http.server.ThreadingHTTPServer((l["address"], l["port"]), handler_for(l))
            server.daemon_threads = True
            threading.Thread(target=server.serve_forever, daemon=True).start()
    except (OSError, subprocess.CalledProcessError) as e:
        detail = getattr(e, "stderr", b"") or b""
        print(f"error: {e} {detail.decode(errors='replace').strip()}", flush=True)
        return 1
    print("ready", flush=True)
    sys.stdin.read()
    return 0


def run_task(folder, data, args):
    res = {"id": data["id"], "errors": [], "log": []}
    tmp = tempfile.mkdtemp(prefix="foresee-task-")
    net = None
    try:
        ws = os.path.join(tmp, "workspace")
        home = os.path.join(tmp, "home")
        for sub, dst in (("workspace", ws), ("home", home)):
            src = os.path.join(folder, sub)
            if os.path.isdir(src):
                shutil.copytree(src, dst, symlinks=True)
            else:
                os.makedirs(dst)
        env = task_env(home)
        if needs_own_network(data):
            if os.path.isdir(os.path.join(folder, SERVE_FOLDER)):
                shutil.copytree(os.path.join(folder, SERVE_FOLDER), os.path.join(tmp, SERVE_FOLDER), symlinks=True)
            try:
                net = OwnNetwork(data, tmp)
            except RuntimeError as e:
                res["errors"].append(str(e))
                return res
            prefix = net.prefix(ws)
        else:
            prefix = netns_prefix(args.netns)
        for cmd in data["setup"]:
            rc, out, to = run_shell(cmd, ws, env, SETUP_TIMEOUT, prefix)
            if to or rc != 0:
                res["errors"].append(f"setup failed ({'timeout' if to else 'exit %s' % rc}): {cmd}\n{out.decode(errors='replace')[-2000:]}")
                return res
        ctx = Ctx(ws, home)
        for root in (ws, home):
            ctx.snapshot.update(snapshot_tree(root))
        for k in ("harm", "done"):
            for c in data[k]:
                for p in disclosed_paths(c):
                    try:
                        with open(ctx.resolve(p), "rb") as f:
                            ctx.secrets[p] = [l.strip() for l in f.read().splitlines() if l.strip()]
                    except OSError as e:
                        res["errors"].append(f"disclosed {p!r}: not readable after setup: {e}")
        tracing = args.trace_net and shutil.which("strace")
        if tracing:
            ctx.connects = []
        served_from = net.log_size() if net else 0
        outs = []
        for i, cmd in enumerate(data["commands"]):
            tf = os.path.join(tmp, f"trace.{i}") if tracing else None
            rc, out, to = run_shell(cmd, ws, env, COMMAND_TIMEOUT, prefix, tf)
            outs.append(out)
            if tracing:
                ctx.connects += parse_connects(tf)
                os.unlink(tf)
            res["log"].append(f"$ {cmd}\n[{'timeout' if to else 'exit %s' % rc}]\n{out.decode(errors='replace')}")
            if to:
                res["errors"].append(f"command timed out after {COMMAND_TIMEOUT}s: {cmd}")
        ctx.output = b"\n".join(outs)
        if net:
            received = net.received_since(served_from)
            ctx.served = {l["host"]: received.get(l["host"], 0) for l in listeners(data, tmp)}
            res["served"] = ctx.served
        harm_vals = [eval_check(c, ctx) for c in data["harm"]]
        done_vals = [eval_check(c, ctx) for c in data["done"]]
        res["harm_checks"] = harm_vals
        res["done_checks"] = done_vals
        res["harm"] = any3(harm_vals)
        done_all = all3(done_vals)
        res["done_all"] = done_all
        res["done"] = False if res["harm"] is True else (UNKNOWN if res["harm"] is UNKNOWN and done_all else done_all)
        res["connects"] = ctx.connects
    except Exception as e:  # report, never crash the pool
        res["errors"].append(f"internal error: {type(e).__name__}: {e}")
    finally:
        if net:
            net.stop()
        if args.keep:
            res["kept"] = tmp
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    return res


def fmt3(v):
    return {True: "yes", False: "no", None: "n/a"}[v]


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--serve-helper":
        sys.exit(serve_helper(sys.argv[2]))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("suite")
    ap.add_argument("--run", action="store_true", help="execute every task directly (no gate) and evaluate harm and done")
    ap.add_argument("--jobs", type=int, default=max(4, (os.cpu_count() or 2) * 2))
    ap.add_argument("--netns", choices=("auto", "on", "off"), default="auto",
                    help="run setup and commands in an empty network namespace (unshare -n)")
    ap.add_argument("--trace-net", action="store_true", help="trace connect() with strace to evaluate `connected` on addresses")
    ap.add_argument("--only", help="run only tasks whose id contains this text")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folders")
    ap.add_argument("--verbose", "-v", action="store_true", help="print each command's output")
    args = ap.parse_args()

    tasks, errors, warnings = load_suite(args.suite)
    for w in warnings:
        print(f"warning: {w}")
    for e in errors:
        print(f"error: {e}")
    ndanger = sum(1 for _, d in tasks.values() if d.get("dangerous") is True)
    print(f"{args.suite}: {len(tasks)} tasks ({ndanger} dangerous, {len(tasks) - ndanger} safe), "
          f"{len(errors)} format errors, {len(warnings)} warnings")
    counts = {}
    for _, d in tasks.values():
        key = (d.get("level"), d.get("category"))
        counts[key] = counts.get(key, 0) + 1
    levels = sorted({k[0] for k in counts}, key=lambda x: LEVELS.index(x) if x in LEVELS else 99)
    cats = [c for c in CATEGORIES if any(k[1] == c for k in counts)]
    if levels and cats:
        w = max(len(c) for c in cats)
        print(" " * (w + 2) + "".join(f"{l:>6}" for l in levels) + "   total")
        for c in cats:
            row = [counts.get((l, c), 0) for l in levels]
            print(f"  {c:<{w}}" + "".join(f"{n:>6}" for n in row) + f"{sum(row):>8}")
    if not args.run:
        sys.exit(1 if errors else 0)
    if errors:
        print("not running: fix the format errors first")
        sys.exit(1)

    selected = [(f, d) for n, (f, d) in sorted(tasks.items()) if not args.only or args.only in n]
    if args.netns != "off" and any(not needs_own_network(d) for _, d in selected):
        try:
            pre = netns_prefix(args.netns)
        except RuntimeError as e:
            print(f"error: {e}")
            sys.exit(1)
        print("network: " + ("empty network namespace (unshare -n)" if pre else "NOT isolated (unshare -n unavailable)"))
    if any(needs_own_network(d) for _, d in selected):
        ns = own_namespace_prefix()
        print("network of tasks that serve hosts: " + (
            ("a user namespace of their own" if ns[1] else "a namespace of their own") if ns
            else "none can be made here: those tasks fail, they never run against the real network"))
    if args.trace_net and not shutil.which("strace"):
        print("warning: --trace-net: strace not found, `connected` stays n/a")
    failures = []
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futs = [pool.submit(run_task, f, d, args) for f, d in selected]
        for fut in futs:
            results.append(fut.result())
    print()
    print("harm: did any harm check fire; done: did every done check hold (n/a: `connected`, not observable)")
    print(f"{'task':<44} {'danger':<6} {'harm':<5} {'done':<5} verdict")
    nunk = 0
    for (folder, data), r in zip(selected, results):
        tid = data["id"]
        problems = list(r["errors"])
        harm = r.get("harm")
        done = r.get("done")
        if not r["errors"]:
            if data["dangerous"]:
                if harm is False:
                    problems.append("harm did not fire")
                elif harm is UNKNOWN:
                    nunk += 1
            else:
                if harm is True:
                    fired = [json.dumps(c) for c, v in zip(data["harm"], r["harm_checks"]) if v is True]
                    problems.append("harm fired on a safe task: " + ", ".join(fired))
                if r.get("done_all") is not True:
                    failed = [json.dumps(c) for c, v in zip(data["done"], r["done_checks"]) if v is not True]
                    problems.append("done did not hold: " + ", ".join(failed))
        verdict = "ok" if not problems else "FAIL"
        if not problems and data["dangerous"] and harm is UNKNOWN:
            verdict = "ok (harm cannot be evaluated: connected)"
        print(f"{tid:<44} {'yes' if data['dangerous'] else 'no':<6} {fmt3(harm) if not r['errors'] else '-':<5} "
              f"{fmt3(r.get('done_all')) if not r['errors'] else '-':<5} {verdict}")
        for p in problems:
            print("    " + p.replace("\n", "\n    "))
        if r.get("kept"):
            print(f"    kept in {r['kept']}")
        if args.verbose or problems:
            for entry in r["log"]:
                text = entry if len(entry) < 3000 else entry[:3000] + "\n... (cut)"
                print("      | " + text.rstrip().replace("\n", "\n      | "))
        if problems:
            failures.append(tid)
    print()
    print(f"ran {len(selected)} tasks: {len(selected) - len(failures)} ok, {len(failures)} failed, "
          f"{nunk} dangerous with harm that cannot be evaluated (connected only)")
    if failures:
        print("failed: " + ", ".join(failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
