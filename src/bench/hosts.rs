//! Hosts of a task's own: a network namespace where the names a task serves resolve to
//! documentation addresses on its loopback, each served as static files over plain HTTP, and
//! nothing else is reachable.
//!
//! ```text
//! runner (OwnNetwork::start) ── spawns ──▶ `foresee bench serve-hosts SPEC.json` (the helper)
//!                                            unshare(NET | NS [| USER, rootless])
//!                                            lo up, 192.0.2.10.. on lo
//!                                            a resolver on 127.0.0.1:53 that knows the served
//!                                            names, `/etc/resolv.conf` bind-mounted to point
//!                                            at it (nscd's and systemd-resolved's sockets hidden)
//!                                            one listener thread per host:port, a thread per
//!                                            connection (static files, every request logged)
//!                                            prints `ready`, serves until its stdin closes
//! runner (OwnNetwork::enter) ── each setup command and each `foresee run` joins the helper's
//!                               namespaces (setns before exec), so foresee's host side (its
//!                               forwarder) resolves and reaches only these hosts
//! runner (OwnNetwork::stop)  ── closes the helper's stdin; reads what each host received and
//!                               which names were looked up
//! ```
//!
//! Names are served by a resolver, not written in `/etc/hosts`, because a rehearsal sees the
//! hosts file: a command would then connect to the address itself, and foresee would never see
//! the name it wanted, which is not what happens on a user's machine. With the resolver, a
//! command's lookup goes to foresee's own resolver inside the rehearsal, as anywhere else, and
//! only foresee's host side (resolving an approved name) or an ungated setup command asks ours.
//!
//! The helper is a process of its own because a namespace is entered by a single-threaded
//! process and the runner is a thread pool. Rootless, the helper makes a user namespace that maps
//! only the caller's own user, so what runs inside is still that user; where user namespaces are
//! not allowed, the task is an error and never runs against the real network.

use super::suite::{Served, Task};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::ffi::CString;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::CommandExt;
use std::path::{Component, Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

/// The first address handed to a served host (192.0.2.0/24 is for documentation: no real host
/// has one); the next host gets the next address.
const FIRST_ADDRESS: Ipv4Addr = Ipv4Addr::new(192, 0, 2, 10);
/// So many hosts fit after [`FIRST_ADDRESS`] in its /24.
pub const MAX_HOSTS: usize = 240;
/// How long the helper may take to say it is ready.
const READY_TIMEOUT: Duration = Duration::from_secs(20);
/// A request head larger than this is not read further (and logged as such).
const MAX_HEAD: usize = 64 << 10;
/// Request bodies are counted, not kept, up to this; a longer one is cut off.
const MAX_BODY: u64 = 64 << 20;
/// What one host's log keeps per run (the count goes on).
const MAX_LOGGED: usize = 500;

/// What the runner tells the helper.
#[derive(Debug, Serialize, Deserialize)]
pub struct Spec {
    /// The `resolv.conf` bind-mounted on `/etc/resolv.conf` (written by the helper).
    pub resolv_conf: PathBuf,
    /// Where every request is logged, one JSON object a line.
    pub log: PathBuf,
    pub listeners: Vec<Listener>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Listener {
    pub host: String,
    pub port: u16,
    pub address: Ipv4Addr,
    /// The folder served; none: every request is answered 404.
    pub root: Option<PathBuf>,
}

/// One request (or a connection that sent no request) a served host received.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Received {
    /// `host:port` of the listener.
    pub listener: String,
    /// None when what came was no HTTP request.
    pub method: Option<String>,
    pub path: Option<String>,
    /// The request's `Host` header.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host: Option<String>,
    pub status: Option<u16>,
    /// Bytes the client sent: head and body.
    pub bytes: u64,
}

/// What one served host received during a task run.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct HostLog {
    pub host: String,
    pub port: u16,
    /// Requests and connections, in order (at most [`MAX_LOGGED`]).
    pub received: Vec<Received>,
    /// All of them, also those past the cap.
    pub count: usize,
}

/// The listeners of a task: an address per distinct host, in the order of `serve`; roots
/// resolved under `run_folder` (the run's copy of the task's `serve/`).
pub fn listeners(serve: &[Served], run_folder: &Path) -> Result<Vec<Listener>, String> {
    let mut hosts: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for s in serve {
        let i = match hosts.iter().position(|h| *h == s.host) {
            Some(i) => i,
            None => {
                hosts.push(&s.host);
                hosts.len() - 1
            }
        };
        if i >= MAX_HOSTS {
            return Err(format!("`serve` names more than {MAX_HOSTS} hosts"));
        }
        let address = Ipv4Addr::from(u32::from(FIRST_ADDRESS) + i as u32);
        out.push(Listener {
            host: s.host.clone(),
            port: s.port,
            address,
            root: s.root.as_ref().map(|r| run_folder.join(r)),
        });
    }
    Ok(out)
}

/// The resolver's names: each served host and its address.
pub fn names(listeners: &[Listener]) -> BTreeMap<String, Ipv4Addr> {
    listeners.iter().map(|l| (l.host.clone(), l.address)).collect()
}

/// A line of the helper's log: a request a host received, or a name asked of the resolver.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
enum LogLine {
    Received(Received),
    Lookup { lookup: String },
}

// ---------------------------------------------------------------------------------------------
// The runner's side.

/// A running helper: its namespaces, held open so that commands can join them.
pub struct OwnNetwork {
    helper: Child,
    stdin: Option<ChildStdin>,
    /// `(namespace file, CLONE_NEW*)` in the order they are joined: user first.
    namespaces: Vec<(OwnedFd, libc::c_int)>,
    log: PathBuf,
    listeners: Vec<Listener>,
}

impl OwnNetwork {
    /// Starts the helper (`helper` is a foresee binary with `bench serve-hosts`) for `task`,
    /// whose run folder is `run` (it holds the copy of `serve/`); returns once it serves.
    pub fn start(helper: &Path, task: &Task, run: &Path) -> Result<OwnNetwork, String> {
        let listeners = listeners(&task.serve, run)?;
        let spec = Spec { resolv_conf: run.join("resolv.conf"), log: run.join("served.jsonl"), listeners };
        let spec_path = run.join("serve-hosts.json");
        let text = serde_json::to_vec_pretty(&spec).map_err(|e| format!("the hosts' spec: {e}"))?;
        std::fs::write(&spec_path, text).map_err(|e| format!("{}: {e}", spec_path.display()))?;
        let mut c = Command::new(helper);
        c.arg("bench")
            .arg("serve-hosts")
            .arg(&spec_path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            // Out of the terminal's process group: Ctrl-C interrupts the commands, and the
            // runner then stops the helper itself.
            .process_group(0);
        let mut helper_child =
            c.spawn().map_err(|e| format!("cannot start the task's hosts ({}): {e}", helper.display()))?;
        let stdin = helper_child.stdin.take();
        let (tx, rx) = mpsc::channel();
        if let Some(out) = helper_child.stdout.take() {
            std::thread::spawn(move || {
                let mut line = String::new();
                let _ = BufReader::new(out).read_line(&mut line);
                let _ = tx.send(line);
            });
        }
        let mut net = OwnNetwork {
            helper: helper_child,
            stdin,
            namespaces: Vec::new(),
            log: spec.log.clone(),
            listeners: spec.listeners,
        };
        let line = rx.recv_timeout(READY_TIMEOUT).unwrap_or_default();
        if line.trim() != "ready" {
            let _ = net.helper.kill();
            let mut err = String::new();
            if let Some(mut e) = net.helper.stderr.take() {
                let _ = e.read_to_string(&mut err);
            }
            let said = line.trim().strip_prefix("error: ").unwrap_or(line.trim()).to_string();
            let why =
                [said, err.trim().to_string()].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>();
            return Err(format!(
                "this task serves hosts and needs a network namespace of its own, which could not be made \
                 (it is not run against the real network): {}",
                if why.is_empty() { "the helper said nothing".to_string() } else { why.join("; ") }
            ));
        }
        let pid = net.helper.id();
        let rootless = unsafe { libc::geteuid() } != 0;
        let mut kinds = vec![("net", libc::CLONE_NEWNET), ("mnt", libc::CLONE_NEWNS)];
        if rootless {
            kinds.insert(0, ("user", libc::CLONE_NEWUSER));
        }
        for (name, flag) in kinds {
            let p = format!("/proc/{pid}/ns/{name}");
            let f = std::fs::File::open(&p).map_err(|e| format!("the task's hosts: {p}: {e}"))?;
            net.namespaces.push((OwnedFd::from(f), flag));
        }
        Ok(net)
    }

    /// Makes `cmd` run in the namespaces (joined between fork and exec), in `cwd`.
    pub fn enter(&self, cmd: &mut Command, cwd: &Path) {
        let namespaces: Vec<(i32, libc::c_int)> =
            self.namespaces.iter().map(|(fd, flag)| (fd.as_raw_fd(), *flag)).collect();
        // A path with a NUL byte cannot be a folder: chdir to it fails below, as it should.
        let cwd = CString::new(cwd.as_os_str().as_bytes()).unwrap_or_default();
        // Only setns and chdir between fork and exec: both async-signal-safe. Entering the
        // mount namespace moves the process to its root, so the folder is entered again.
        unsafe {
            cmd.pre_exec(move || {
                for &(fd, flag) in &namespaces {
                    if libc::setns(fd, flag) != 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                }
                if libc::chdir(cwd.as_ptr()) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }

    /// Stops the helper; returns what each served host received, and the names asked of the
    /// task's resolver (by setup, and by foresee's host side for approved destinations).
    pub fn stop(mut self) -> (Vec<HostLog>, Vec<String>) {
        self.halt();
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        read_log(&text, &self.listeners)
    }

    fn halt(&mut self) {
        // Its stdin closing is its signal to end; a helper that does not is killed.
        drop(self.stdin.take());
        for _ in 0..50 {
            if matches!(self.helper.try_wait(), Ok(Some(_)) | Err(_)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.helper.kill();
        let _ = self.helper.wait();
    }
}

impl Drop for OwnNetwork {
    fn drop(&mut self) {
        if self.stdin.is_some() {
            self.halt();
        }
    }
}

/// Groups the helper's log by listener, one entry per listener even when it received nothing;
/// and the names looked up, each once, in order.
pub fn read_log(text: &str, listeners: &[Listener]) -> (Vec<HostLog>, Vec<String>) {
    let mut logs: Vec<HostLog> = listeners
        .iter()
        .map(|l| HostLog { host: l.host.clone(), port: l.port, received: Vec::new(), count: 0 })
        .collect();
    let mut lookups: Vec<String> = Vec::new();
    for line in text.lines() {
        match serde_json::from_str::<LogLine>(line) {
            Ok(LogLine::Received(r)) => {
                if let Some(h) = logs.iter_mut().find(|h| format!("{}:{}", h.host, h.port) == r.listener) {
                    h.count += 1;
                    if h.received.len() < MAX_LOGGED {
                        h.received.push(r);
                    }
                }
            }
            Ok(LogLine::Lookup { lookup }) => {
                if !lookups.contains(&lookup) && lookups.len() < MAX_LOGGED {
                    lookups.push(lookup);
                }
            }
            Err(_) => {}
        }
    }
    (logs, lookups)
}

// ---------------------------------------------------------------------------------------------
// The helper: `foresee bench serve-hosts SPEC.json`.

/// The helper's main: makes the namespaces, serves, prints `ready` (or `error: WHY`), and
/// returns when its stdin closes. Must be called while the process has one thread.
pub fn serve_hosts(spec: &Path) -> i32 {
    let mut out = std::io::stdout();
    match set_up(spec) {
        Ok(()) => {
            let _ = writeln!(out, "ready");
            let _ = out.flush();
            // Serve until the runner closes our stdin (or dies).
            let mut sink = Vec::new();
            let _ = std::io::stdin().read_to_end(&mut sink);
            0
        }
        Err(e) => {
            let _ = writeln!(out, "error: {e}");
            let _ = out.flush();
            1
        }
    }
}

fn set_up(spec_path: &Path) -> Result<(), String> {
    let text = std::fs::read(spec_path).map_err(|e| format!("{}: {e}", spec_path.display()))?;
    let spec: Spec = serde_json::from_slice(&text).map_err(|e| format!("{}: {e}", spec_path.display()))?;
    enter_own_namespaces()?;
    foresee_sandbox::sys::loopback_up()
        .map_err(|call| format!("{call}: {}", std::io::Error::last_os_error()))?;
    let mut addresses: Vec<Ipv4Addr> = spec.listeners.iter().map(|l| l.address).collect();
    addresses.sort();
    addresses.dedup();
    for (i, a) in addresses.iter().enumerate() {
        add_loopback_address(&format!("lo:fb{i}"), *a)
            .map_err(|e| format!("adding {a} to the loopback interface: {e}"))?;
    }
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&spec.log)
        .map_err(|e| format!("{}: {e}", spec.log.display()))?;
    let log = Arc::new(Mutex::new(log));
    hide_resolver_daemons()?;
    serve_names(names(&spec.listeners), log.clone())?;
    point_resolv_conf(&spec.resolv_conf)?;
    for l in spec.listeners {
        let socket = TcpListener::bind((l.address, l.port))
            .map_err(|e| format!("listening on {}:{} for {}: {e}", l.address, l.port, l.host))?;
        let log = log.clone();
        let l = Arc::new(l);
        std::thread::spawn(move || {
            for conn in socket.incoming() {
                let Ok(conn) = conn else { continue };
                let (l, log) = (l.clone(), log.clone());
                std::thread::spawn(move || answer(conn, &l, &log));
            }
        });
    }
    Ok(())
}

/// A network and a mount namespace of our own (as root), or, rootless, inside a user namespace
/// that maps only our own user and group.
fn enter_own_namespaces() -> Result<(), String> {
    let (uid, gid) = unsafe { (libc::geteuid(), libc::getegid()) };
    let mut flags = libc::CLONE_NEWNET | libc::CLONE_NEWNS;
    if uid != 0 {
        flags |= libc::CLONE_NEWUSER;
    }
    if unsafe { libc::unshare(flags) } != 0 {
        let e = std::io::Error::last_os_error();
        return Err(if uid != 0 {
            format!(
                "unshare(user, network, mount namespaces): {e} (this machine does not let an unprivileged user \
                 make a user namespace; run foresee bench as root, or allow user namespaces)"
            )
        } else {
            format!("unshare(network, mount namespaces): {e}")
        });
    }
    if uid != 0 {
        for (file, text) in [
            ("/proc/self/setgroups", "deny".to_string()),
            ("/proc/self/uid_map", format!("{uid} {uid} 1")),
            ("/proc/self/gid_map", format!("{gid} {gid} 1")),
        ] {
            std::fs::write(file, text).map_err(|e| format!("{file}: {e}"))?;
        }
    }
    // Nothing mounted here may reach the host's mount namespace.
    let root = CString::new("/").unwrap_or_default();
    let none = CString::new("none").unwrap_or_default();
    let r = unsafe {
        libc::mount(
            none.as_ptr(),
            root.as_ptr(),
            std::ptr::null(),
            libc::MS_REC | libc::MS_PRIVATE,
            std::ptr::null(),
        )
    };
    if r != 0 {
        return Err(format!("making the mounts private: {}", std::io::Error::last_os_error()));
    }
    Ok(())
}

/// The host's caching resolvers answer from the host's network and would never know the served
/// names: their sockets are hidden under empty folders, so the C library asks `resolv.conf`'s
/// server itself.
const RESOLVER_DAEMON_FOLDERS: &[&str] = &["/run/nscd", "/var/run/nscd", "/run/systemd/resolve"];

fn hide_resolver_daemons() -> Result<(), String> {
    for d in RESOLVER_DAEMON_FOLDERS {
        if !Path::new(d).is_dir() {
            continue;
        }
        let (src, dst, fstype) = (c"tmpfs", CString::new(*d).unwrap_or_default(), c"tmpfs");
        let r = unsafe {
            libc::mount(
                src.as_ptr(),
                dst.as_ptr(),
                fstype.as_ptr(),
                libc::MS_NOSUID | libc::MS_NODEV,
                std::ptr::null(),
            )
        };
        if r != 0 {
            return Err(format!(
                "hiding {d} (a caching resolver's socket): {}",
                std::io::Error::last_os_error()
            ));
        }
    }
    Ok(())
}

/// The resolver: on 127.0.0.1:53 of the namespace, an A record for each served name, "no data"
/// for anything else (nothing is asked further). Each question is logged.
fn serve_names(names: BTreeMap<String, Ipv4Addr>, log: Arc<Mutex<std::fs::File>>) -> Result<(), String> {
    use foresee_tracer::dns;
    let socket = std::net::UdpSocket::bind((Ipv4Addr::LOCALHOST, 53))
        .map_err(|e| format!("the task's resolver on 127.0.0.1:53: {e}"))?;
    std::thread::spawn(move || {
        let mut buf = [0u8; 1500];
        loop {
            let Ok((n, from)) = socket.recv_from(&mut buf) else { continue };
            let Some((name, qtype, end)) = dns::parse_question(&buf[..n]) else { continue };
            let name = name.trim_end_matches('.').to_ascii_lowercase();
            let address = if qtype == dns::TYPE_A { names.get(&name).copied() } else { None };
            let _ = socket.send_to(&dns::answer(&buf[..n], end, address), from);
            if let Ok(line) = serde_json::to_string(&LogLine::Lookup { lookup: name })
                && let Ok(mut f) = log.lock()
            {
                let _ = writeln!(f, "{line}");
            }
        }
    });
    Ok(())
}

/// `/etc/resolv.conf` (or the file its link leads to) shows `nameserver 127.0.0.1`: the task's
/// resolver. A link into a folder hidden above leads into our own empty tmpfs: the file is
/// written there.
fn point_resolv_conf(ours: &Path) -> Result<(), String> {
    const CONTENT: &str = "# the benchmark task's own resolver (foresee bench)\nnameserver 127.0.0.1\noptions timeout:1 attempts:1\n";
    std::fs::write(ours, CONTENT).map_err(|e| format!("{}: {e}", ours.display()))?;
    let mut target = PathBuf::from("/etc/resolv.conf");
    for _ in 0..8 {
        match std::fs::read_link(&target) {
            Ok(next) => target = target.parent().unwrap_or(Path::new("/")).join(next),
            Err(_) => break,
        }
    }
    if target.exists() {
        return bind_mount(ours, &target);
    }
    if RESOLVER_DAEMON_FOLDERS.iter().any(|d| target.starts_with(d)) {
        return std::fs::write(&target, CONTENT).map_err(|e| format!("{}: {e}", target.display()));
    }
    Err(format!(
        "/etc/resolv.conf leads to {}, which does not exist: the task's resolver cannot be put in its place",
        target.display()
    ))
}

fn bind_mount(from: &Path, to: &Path) -> Result<(), String> {
    let src = CString::new(from.as_os_str().as_bytes()).map_err(|_| "a path with a NUL byte".to_string())?;
    let dst = CString::new(to.as_os_str().as_bytes()).map_err(|_| "a path with a NUL byte".to_string())?;
    let r =
        unsafe { libc::mount(src.as_ptr(), dst.as_ptr(), std::ptr::null(), libc::MS_BIND, std::ptr::null()) };
    if r != 0 {
        return Err(format!(
            "bind-mounting {} on {}: {}",
            from.display(),
            to.display(),
            std::io::Error::last_os_error()
        ));
    }
    Ok(())
}

/// Adds `address`/32 to loopback under the label `label` (`lo:NAME`), as `ip addr add` would.
fn add_loopback_address(label: &str, address: Ipv4Addr) -> std::io::Result<()> {
    use std::os::fd::FromRawFd;
    // SAFETY: a new socket; its descriptor is owned by the `OwnedFd` alone.
    let s = unsafe { libc::socket(libc::AF_INET, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, 0) };
    if s < 0 {
        return Err(std::io::Error::last_os_error());
    }
    let socket = unsafe { std::os::fd::OwnedFd::from_raw_fd(s) };
    foresee_tracer::sink::add_loopback_address(&socket, label, address)
}

// ---------------------------------------------------------------------------------------------
// The static server.

/// Answers one connection: one request, then the connection is closed (`Connection: close`).
fn answer(mut conn: TcpStream, l: &Listener, log: &Mutex<std::fs::File>) {
    let _ = conn.set_read_timeout(Some(Duration::from_secs(30)));
    let _ = conn.set_write_timeout(Some(Duration::from_secs(30)));
    let mut head = Vec::new();
    let mut chunk = [0u8; 8192];
    let end = loop {
        if let Some(i) = head.windows(4).position(|w| w == b"\r\n\r\n") {
            break Some(i + 4);
        }
        if head.len() > MAX_HEAD {
            break None;
        }
        match conn.read(&mut chunk) {
            Ok(0) | Err(_) => break None,
            Ok(n) => head.extend_from_slice(&chunk[..n]),
        }
    };
    let mut received = Received {
        listener: format!("{}:{}", l.host, l.port),
        method: None,
        path: None,
        host: None,
        status: None,
        bytes: head.len() as u64,
    };
    let parsed = end.and_then(|end| {
        let mut headers = [httparse::EMPTY_HEADER; 96];
        let mut req = httparse::Request::new(&mut headers);
        match req.parse(&head[..end]) {
            Ok(httparse::Status::Complete(_)) => {}
            _ => return None,
        }
        let header = |name: &str| {
            req.headers
                .iter()
                .find(|h| h.name.eq_ignore_ascii_case(name))
                .map(|h| String::from_utf8_lossy(h.value).trim().to_string())
        };
        let length = header("content-length").and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
        Some((req.method?.to_string(), req.path?.to_string(), header("host"), length, end))
    });
    if let Some((method, path, host, length, end)) = parsed {
        // The body: counted (what a client tried to send), never kept.
        let mut left = length.min(MAX_BODY).saturating_sub((head.len() - end) as u64);
        while left > 0 {
            match conn.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    received.bytes += n as u64;
                    left = left.saturating_sub(n as u64);
                }
            }
        }
        let status = respond(&mut conn, l.root.as_deref(), &method, &path);
        received.method = Some(method);
        received.path = Some(path);
        received.host = host;
        received.status = Some(status);
    }
    if let Ok(line) = serde_json::to_string(&received)
        && let Ok(mut f) = log.lock()
    {
        let _ = writeln!(f, "{line}");
    }
}

/// Writes the answer to one request; returns its status.
fn respond(conn: &mut TcpStream, root: Option<&Path>, method: &str, target: &str) -> u16 {
    let head_only = method == "HEAD";
    if method != "GET" && !head_only {
        send(conn, 405, "text/plain", &[("Allow", "GET, HEAD")], b"only GET and HEAD here\n", false);
        return 405;
    }
    let Some(root) = root else {
        send(conn, 404, "text/plain", &[], b"not found\n", head_only);
        return 404;
    };
    let url_path = target.split(['?', '#']).next().unwrap_or("");
    let Some(rel) = safe_relative(url_path) else {
        send(conn, 404, "text/plain", &[], b"not found\n", head_only);
        return 404;
    };
    let path = root.join(&rel);
    // What a symbolic link leads to is served only inside the root.
    let inside = match (path.canonicalize(), root.canonicalize()) {
        (Ok(p), Ok(r)) => p.starts_with(r),
        _ => false,
    };
    if !inside {
        send(conn, 404, "text/plain", &[], b"not found\n", head_only);
        return 404;
    }
    if path.is_dir() {
        if !url_path.ends_with('/') {
            let to = format!("{url_path}/");
            send(conn, 301, "text/plain", &[("Location", &to)], b"moved\n", head_only);
            return 301;
        }
        let index = path.join("index.html");
        if index.is_file() {
            return send_file(conn, &index, head_only);
        }
        let body = listing(&path, url_path);
        send(conn, 200, "text/html; charset=utf-8", &[], body.as_bytes(), head_only);
        return 200;
    }
    send_file(conn, &path, head_only)
}

fn send_file(conn: &mut TcpStream, path: &Path, head_only: bool) -> u16 {
    match std::fs::read(path) {
        Ok(body) => {
            send(conn, 200, content_type(path, &body), &[], &body, head_only);
            200
        }
        Err(_) => {
            send(conn, 404, "text/plain", &[], b"not found\n", head_only);
            404
        }
    }
}

fn send(
    conn: &mut TcpStream,
    status: u16,
    content_type: &str,
    extra: &[(&str, &str)],
    body: &[u8],
    head_only: bool,
) {
    let reason = match status {
        200 => "OK",
        301 => "Moved Permanently",
        404 => "Not Found",
        405 => "Method Not Allowed",
        _ => "",
    };
    let mut head = format!(
        "HTTP/1.1 {status} {reason}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nConnection: close\r\n",
        body.len()
    );
    for (k, v) in extra {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    let _ = conn.write_all(head.as_bytes());
    if !head_only {
        let _ = conn.write_all(body);
    }
    let _ = conn.flush();
}

/// The URL path as a path relative to the root: percent-decoded, with no `..`, no NUL and no
/// empty name; none for anything else.
pub fn safe_relative(url_path: &str) -> Option<PathBuf> {
    let decoded = percent_decode(url_path.strip_prefix('/')?)?;
    let mut rel = PathBuf::new();
    for part in decoded.split('/').filter(|p| !p.is_empty() && *p != ".") {
        if part == ".." || part.contains('\0') {
            return None;
        }
        rel.push(part);
    }
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    Some(rel)
}

fn percent_decode(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// An HTML page linking every entry of a folder (folders with a trailing `/`), as package
/// indexes (pip's `--index-url`, `--find-links`) and people read them.
fn listing(dir: &Path, url_path: &str) -> String {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| {
                    let mut n = e.file_name().to_string_lossy().into_owned();
                    if e.file_type().is_ok_and(|t| t.is_dir()) {
                        n.push('/');
                    }
                    n
                })
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let esc =
        |s: &str| s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;");
    let mut html =
        format!("<!DOCTYPE html>\n<html><head><title>{0}</title></head><body><h1>{0}</h1>\n", esc(url_path));
    for n in names {
        let href: String = n
            .bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() || b"-._~/+".contains(&b) {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect();
        html.push_str(&format!("<a href=\"{}\">{}</a><br>\n", esc(&href), esc(&n)));
    }
    html.push_str("</body></html>\n");
    html
}

/// By the name's extension; a file without one (a registry's package document, git's `HEAD`)
/// by its first byte: JSON, else text when it is UTF-8.
fn content_type(path: &Path, body: &[u8]) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
        None if matches!(body.trim_ascii_start().first(), Some(b'{' | b'[')) => "application/json",
        None if std::str::from_utf8(body).is_ok() => "text/plain; charset=utf-8",
        Some("html" | "htm") => "text/html; charset=utf-8",
        Some("json") => "application/json",
        Some("txt" | "sh" | "py" | "md" | "cfg" | "toml") => "text/plain; charset=utf-8",
        Some("gz" | "tgz") => "application/gzip",
        Some("zip" | "whl") => "application/zip",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn url_paths_stay_inside_the_root() {
        assert_eq!(safe_relative("/simple/tinyfmt/"), Some(PathBuf::from("simple/tinyfmt")));
        assert_eq!(safe_relative("/a%20b/c.whl"), Some(PathBuf::from("a b/c.whl")));
        assert_eq!(safe_relative("/"), Some(PathBuf::new()));
        for bad in ["/../etc/passwd", "/a/%2e%2e/b", "relative", "/a%00b", "/%zz"] {
            assert_eq!(safe_relative(bad), None, "{bad}");
        }
    }

    #[test]
    fn each_host_gets_an_address_and_the_resolver_knows_it() {
        let serve = [
            Served { host: "pkgs.example.test".into(), port: 8080, root: Some("serve/pkgs".into()) },
            Served { host: "collect.example.test".into(), port: 8080, root: None },
            Served { host: "pkgs.example.test".into(), port: 80, root: Some("serve".into()) },
        ];
        let l = listeners(&serve, Path::new("/run")).expect("listeners");
        assert_eq!(l[0].address, Ipv4Addr::new(192, 0, 2, 10));
        assert_eq!(l[1].address, Ipv4Addr::new(192, 0, 2, 11));
        assert_eq!(l[2].address, l[0].address, "one host, one address, two ports");
        assert_eq!(l[0].root.as_deref(), Some(Path::new("/run/serve/pkgs")));
        let n = names(&l);
        assert_eq!(n.len(), 2);
        assert_eq!(n["collect.example.test"], Ipv4Addr::new(192, 0, 2, 11));
    }

    #[test]
    fn the_log_is_grouped_by_listener_and_empty_ones_stay() {
        let serve = [
            Served { host: "pkgs.example.test".into(), port: 8080, root: None },
            Served { host: "collect.example.test".into(), port: 8080, root: None },
        ];
        let l = listeners(&serve, Path::new("/run")).expect("listeners");
        let text = "{\"listener\":\"pkgs.example.test:8080\",\"method\":\"GET\",\"path\":\"/a\",\"status\":404,\"bytes\":80}\nnot json\n{\"lookup\":\"pkgs.example.test\"}\n{\"lookup\":\"pkgs.example.test\"}\n";
        let (logs, lookups) = read_log(text, &l);
        assert_eq!(lookups, ["pkgs.example.test"]);
        assert_eq!(logs.len(), 2);
        assert_eq!(logs[0].count, 1);
        assert_eq!(logs[0].received[0].path.as_deref(), Some("/a"));
        assert_eq!((logs[1].host.as_str(), logs[1].count), ("collect.example.test", 0));
    }

    /// One request through [`answer`] on loopback: the response, and the log line.
    fn ask(root: Option<&Path>, request: &[u8]) -> (String, Received) {
        let t = tempfile::tempdir().expect("tempdir");
        let log_path = t.path().join("log");
        let log = Mutex::new(std::fs::File::create(&log_path).expect("log"));
        let server = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("bind");
        let port = server.local_addr().expect("addr").port();
        let l = Listener {
            host: "pkgs.example.test".into(),
            port: 8080,
            address: Ipv4Addr::LOCALHOST,
            root: root.map(Path::to_path_buf),
        };
        let mut client = TcpStream::connect((Ipv4Addr::LOCALHOST, port)).expect("connect");
        client.write_all(request).expect("send");
        let (conn, _) = server.accept().expect("accept");
        answer(conn, &l, &log);
        let mut response = String::new();
        client.read_to_string(&mut response).expect("read");
        let line = std::fs::read_to_string(&log_path).expect("log");
        (response, serde_json::from_str(line.trim()).expect("one log line"))
    }

    #[test]
    fn files_folders_and_refusals_are_answered_and_logged() {
        let t = tempfile::tempdir().expect("tempdir");
        let root = t.path().join("pkgs");
        std::fs::create_dir_all(root.join("simple/tinyfmt")).expect("mkdir");
        std::fs::write(root.join("simple/tinyfmt/tinyfmt-1.0.whl"), "PK").expect("write");
        std::fs::write(root.join("colorlite"), "{\"name\": \"colorlite\"}").expect("write");
        std::fs::write(t.path().join("outside"), "secret").expect("write");
        std::os::unix::fs::symlink(t.path().join("outside"), root.join("link")).expect("symlink");

        let (r, log) =
            ask(Some(&root), b"GET /simple/tinyfmt/ HTTP/1.1\r\nHost: pkgs.example.test:8080\r\n\r\n");
        assert!(r.starts_with("HTTP/1.1 200") && r.contains("href=\"tinyfmt-1.0.whl\""), "{r}");
        assert_eq!(
            (log.method.as_deref(), log.path.as_deref(), log.status, log.host.as_deref()),
            (Some("GET"), Some("/simple/tinyfmt/"), Some(200), Some("pkgs.example.test:8080"))
        );
        let (r, _) = ask(Some(&root), b"GET /simple/tinyfmt HTTP/1.1\r\n\r\n");
        assert!(r.starts_with("HTTP/1.1 301") && r.contains("Location: /simple/tinyfmt/\r\n"), "{r}");
        let (r, _) = ask(Some(&root), b"GET /colorlite HTTP/1.1\r\n\r\n");
        assert!(
            r.contains("Content-Type: application/json") && r.ends_with("{\"name\": \"colorlite\"}"),
            "{r}"
        );
        let (r, _) = ask(Some(&root), b"HEAD /simple/tinyfmt/tinyfmt-1.0.whl HTTP/1.1\r\n\r\n");
        assert!(r.contains("Content-Length: 2\r\n") && r.ends_with("\r\n\r\n"), "HEAD has no body: {r}");
        for outside in ["/link", "/../outside", "/%2e%2e/outside"] {
            let (r, log) = ask(Some(&root), format!("GET {outside} HTTP/1.1\r\n\r\n").as_bytes());
            assert!(r.starts_with("HTTP/1.1 404") && !r.contains("secret"), "{outside}: {r}");
            assert_eq!(log.status, Some(404));
        }
        // What a client sends is counted, head and body, and refused.
        let (r, log) = ask(Some(&root), b"POST /v1/stats HTTP/1.1\r\nContent-Length: 10\r\n\r\n0123456789");
        assert!(r.starts_with("HTTP/1.1 405"), "{r}");
        assert_eq!((log.method.as_deref(), log.status, log.bytes), (Some("POST"), Some(405), 57));
        // A host with no root answers nothing but 404, and still counts what reached it.
        let (r, log) = ask(None, b"GET / HTTP/1.1\r\n\r\n");
        assert!(r.starts_with("HTTP/1.1 404"), "{r}");
        assert_eq!(log.listener, "pkgs.example.test:8080");
        // Bytes that are no HTTP request are logged as such.
        let t2 = tempfile::tempdir().expect("tempdir");
        let (r, log) = ask(Some(t2.path()), b"SSH-2.0-client\r\n\r\n");
        assert!(r.is_empty(), "{r}");
        assert_eq!((log.method, log.bytes), (None, 18));
    }

    #[test]
    fn a_folder_is_listed_with_links_an_index_reads() {
        let t = tempfile::tempdir().expect("tempdir");
        std::fs::create_dir(t.path().join("sub")).expect("mkdir");
        std::fs::write(t.path().join("tiny fmt-1.0.whl"), "x").expect("write");
        let html = listing(t.path(), "/simple/tinyfmt/");
        assert!(html.contains("<a href=\"sub/\">sub/</a>"), "{html}");
        assert!(html.contains("<a href=\"tiny%20fmt-1.0.whl\">tiny fmt-1.0.whl</a>"), "{html}");
    }
}
