//! The ptrace loop. One thread seizes the command before its `execve`, follows every fork,
//! clone and exec automatically (ptrace options), and stops only where the seccomp filters ask:
//! the observe filter's calls, which it records, and the deny filter's refusals, which it records
//! and answers with the errno the filter carries.

use crate::dns::{Resolver, SharedNames};
use crate::egress;
use crate::event::{Address, Event, EventKind, FileOp, NetOp, Pid, Process, Trace};
use crate::filter::{self, OBSERVE};
use crate::protect::Watch;
use crate::ptrace::{self, SeccompStop};
use crate::sink::{SINK_NET, Sink};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone)]
pub struct TracerConfig {
    /// Events kept; beyond it events are only counted.
    pub max_events: usize,
    /// Processes kept in the table; beyond it they are only counted.
    pub max_processes: usize,
    /// Distinct paths changed by events past `max_events` that are still kept (about 100 bytes
    /// each); beyond it the changed paths are known not to be whole.
    pub max_changed_paths: usize,
    /// Files whose reads are recorded (paths as the command sees them).
    pub protected: Vec<PathBuf>,
    /// Whether the supervisor is real root (fanotify then names the reader).
    pub privileged: bool,
    /// Destinations whose connections go through, live ([`crate::forward`]).
    pub approved: crate::forward::Approved,
    /// For each protected file (as in `protected`), the hosts its credentials are for
    /// (`//registry.example.org/:_authToken` in `.npmrc`): after reading it, a connection to one
    /// of them is its use, and an approved one still goes through.
    pub credential_hosts: std::collections::HashMap<PathBuf, Vec<String>>,
    /// The snapshot's certificate authority when TLS is inspected ([`crate::inspect`]): the
    /// sink ends TLS connections itself and reads their requests.
    pub inspection: Option<std::sync::Arc<crate::inspect::Authority>>,
}

impl Default for TracerConfig {
    fn default() -> Self {
        TracerConfig {
            max_events: 20_000,
            max_processes: 4096,
            max_changed_paths: 500_000,
            protected: Vec::new(),
            privileged: false,
            approved: Default::default(),
            credential_hosts: Default::default(),
            inspection: None,
        }
    }
}

struct Task {
    tgid: Pid,
}

pub struct Tracer {
    config: TracerConfig,
    trace: Trace,
    seq: u64,
    tasks: HashMap<Pid, Task>,
    /// tgid -> index in trace.processes
    procs: HashMap<Pid, usize>,
    /// Live threads per thread group (more than one: memory can change under the tracer).
    threads: HashMap<Pid, u32>,
    /// Exec seen at the seccomp stop, by thread, until the kernel reports the exec.
    pending_exec: HashMap<Pid, (String, Vec<String>, bool)>,
    resolver: Option<Resolver>,
    /// The names the resolver gave placeholders, to name a connection's destination.
    names: Option<SharedNames>,
    /// Where every TCP connection goes ([`crate::sink`]), and its port once listening.
    sink: Option<Sink>,
    sink_port: Option<u16>,
    /// Sink addresses handed out so far, and the event each stands for.
    sink_next: u32,
    by_sink: HashMap<std::net::Ipv4Addr, u64>,
    /// Where each connection sent to the sink was going, for the sink to let approved ones
    /// through.
    routes: crate::forward::Routes,
    /// The protected files read so far (their fanotify events drained; distinct, at most 64):
    /// none while nothing protected was read.
    protected_paths: Vec<PathBuf>,
    watch: Option<Watch>,
    prepared: bool,
    /// Tracer and command on one CPU while the command is sequential (see [`crate::pin`]).
    pin: Option<crate::pin::Pin>,
    /// The live tasks, for the pin's watcher.
    live: crate::pin::Tasks,
    /// When each process last connected to the sandbox's resolver, to attribute lookups.
    resolver_users: Vec<(std::time::Instant, Pid)>,
    /// The command's root folder, to move folders overlayfs will not rename ([`crate::dirmove`]).
    root: Option<std::os::fd::OwnedFd>,
    /// Folder renames waiting for their result, by thread: (from, to, RENAME_NOREPLACE).
    pending_renames: HashMap<Pid, (PathBuf, PathBuf, bool)>,
    pub warnings: Vec<String>,
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

impl Tracer {
    pub fn new(config: TracerConfig) -> Tracer {
        Tracer {
            config,
            trace: Trace::default(),
            seq: 0,
            tasks: HashMap::new(),
            procs: HashMap::new(),
            threads: HashMap::new(),
            pending_exec: HashMap::new(),
            resolver: None,
            names: None,
            sink: None,
            sink_port: None,
            sink_next: 0,
            by_sink: HashMap::new(),
            routes: Default::default(),
            protected_paths: Vec::new(),
            watch: None,
            prepared: false,
            pin: None,
            live: Default::default(),
            resolver_users: Vec::new(),
            root: None,
            pending_renames: HashMap::new(),
            warnings: Vec::new(),
        }
    }

    /// The seccomp programs the command installs before its exec.
    pub fn filters(&self) -> Vec<foresee_sandbox::BpfProgram> {
        vec![filter::observe_program()]
    }

    /// Seizes the command (waiting before its exec), starts the loopback resolver in the
    /// sandbox's network namespace and marks the protected files.
    pub fn attach(&mut self, command: Pid, init: Pid, root: &Path) -> Result<(), String> {
        ptrace::seize(command).map_err(|e| format!("PTRACE_SEIZE({command}) => errno {e}"))?;
        self.tasks.insert(command, Task { tgid: command });
        self.threads.insert(command, 1);
        self.root =
            foresee_sandbox::sys::open_path(Path::new(&format!("/proc/{command}/root")), libc::O_PATH).ok();
        self.process(command, None);
        self.prepare(init, root);
        if let Ok(mut l) = self.live.lock() {
            l.push(command);
        }
        self.pin = crate::pin::Pin::start(command, self.live.clone());
        if let Some(mut r) = self.resolver.take() {
            match r.ready() {
                Ok(()) => self.resolver = Some(r),
                Err(e) => self.warnings.push(format!(
                    "the loopback resolver could not start ({e}); names looked up are not recorded"
                )),
            }
        }
        if let Some(mut s) = self.sink.take() {
            match s.ready() {
                Ok(port) => {
                    self.sink_port = Some(port);
                    self.sink = Some(s);
                }
                Err(e) => self.warnings.push(format!(
                    "the network sink could not start ({e}); connections fail and only their destinations are recorded"
                )),
            }
        }
        Ok(())
    }

    /// Starts the loopback resolver in the sandbox's network namespace and marks the protected
    /// files, while the sandbox's init is still setting up (the command is not running yet).
    /// [`Tracer::attach`] does it itself if this was not called.
    pub fn prepare(&mut self, init: Pid, root: &Path) {
        if self.prepared {
            return;
        }
        self.prepared = true;
        let netns = format!("/proc/{init}/ns/net");
        match Resolver::start(Path::new(&netns)) {
            Ok(r) => {
                self.names = Some(r.names.clone());
                self.resolver = Some(r);
            }
            Err(e) => self.warnings.push(format!(
                "the loopback resolver could not start ({e}); names looked up are not recorded"
            )),
        }
        // The connector is started here, on the tracer's thread: in the host's network
        // namespace, where approved destinations are reached from.
        let forwarding = if self.config.approved.is_empty() {
            None
        } else {
            match crate::forward::Connector::start() {
                Ok(connector) => Some(crate::sink::Forwarding {
                    routes: self.routes.clone(),
                    approved: self.config.approved.clone(),
                    connector: std::sync::Arc::new(connector),
                }),
                Err(e) => {
                    self.warnings
                        .push(format!("approved destinations are held back too: no connector ({e})"));
                    None
                }
            }
        };
        let inspection = self
            .config
            .inspection
            .clone()
            .map(|authority| crate::sink::Inspection { authority, routes: self.routes.clone() });
        match Sink::start(Path::new(&netns), forwarding, inspection) {
            Ok(s) => self.sink = Some(s),
            Err(e) => self.warnings.push(format!(
                "the network sink could not start ({e}); connections fail and only their destinations are recorded"
            )),
        }
        if !self.config.protected.is_empty() {
            let w = Watch::new(root, &self.config.protected, self.config.privileged);
            self.watch = Some(w);
        }
    }

    fn process(&mut self, tgid: Pid, parent: Option<Pid>) -> Option<usize> {
        if let Some(i) = self.procs.get(&tgid) {
            return Some(*i);
        }
        if self.trace.processes.len() >= self.config.max_processes {
            *self.trace.dropped.entry("process".into()).or_default() += 1;
            return None;
        }
        let parent_execs_at_fork = parent
            .and_then(|p| self.procs.get(&p))
            .map(|i| self.trace.processes[*i].execs.len())
            .unwrap_or(0);
        self.trace.processes.push(Process { pid: tgid, parent, parent_execs_at_fork, ..Default::default() });
        let i = self.trace.processes.len() - 1;
        self.procs.insert(tgid, i);
        Some(i)
    }

    fn push(&mut self, pid: Option<Pid>, unverified: bool, kind: EventKind) {
        *self.trace.counts.entry(kind.name().into()).or_default() += 1;
        if self.trace.events.len() >= self.config.max_events {
            *self.trace.dropped.entry(kind.name().into()).or_default() += 1;
            for c in kind.changed_paths() {
                let beyond = &mut self.trace.changed_beyond;
                if beyond.len() >= self.config.max_changed_paths {
                    self.trace.changed_lost = true;
                } else if !beyond.contains(&(c.path.to_string(), c.follows)) {
                    beyond.insert((c.path.to_string(), c.follows));
                }
            }
            return;
        }
        self.seq += 1;
        self.trace.events.push(Event { seq: self.seq, pid, unverified, kind });
    }

    fn tgid(&self, tid: Pid) -> Pid {
        self.tasks.get(&tid).map(|t| t.tgid).unwrap_or(tid)
    }

    fn shared_memory(&self, tid: Pid) -> bool {
        self.threads.get(&self.tgid(tid)).copied().unwrap_or(1) > 1
    }

    /// Follows every tracee until `init` exits; returns init's wait status.
    pub fn follow(&mut self, init: Pid) -> i32 {
        let status = self.follow_all(init);
        if let Some(p) = self.pin.take() {
            p.finish();
        }
        status
    }

    fn follow_all(&mut self, init: Pid) -> i32 {
        loop {
            if let Some(p) = self.pin.as_mut() {
                p.apply_release(self.tasks.keys());
            }
            let mut status = 0;
            let pid = unsafe { libc::waitpid(-1, &mut status, libc::__WALL) };
            if pid < 0 {
                let e = std::io::Error::last_os_error().raw_os_error().unwrap_or(0);
                if e == libc::EINTR {
                    continue;
                }
                return 0;
            }
            if pid == init {
                if libc::WIFEXITED(status) || libc::WIFSIGNALED(status) {
                    return status;
                }
                continue;
            }
            if libc::WIFEXITED(status) || libc::WIFSIGNALED(status) {
                self.on_exit(pid, status);
                continue;
            }
            if !libc::WIFSTOPPED(status) {
                continue;
            }
            let sig = libc::WSTOPSIG(status);
            let event = (status >> 16) & 0xff;
            match event {
                ptrace::PTRACE_EVENT_SECCOMP => {
                    self.trace.stops += 1;
                    self.on_seccomp(pid);
                    if self.pending_renames.contains_key(&pid) {
                        ptrace::syscall(pid);
                    } else {
                        ptrace::cont(pid, 0);
                    }
                }
                ptrace::PTRACE_EVENT_FORK | ptrace::PTRACE_EVENT_VFORK | ptrace::PTRACE_EVENT_CLONE => {
                    let child = ptrace::event_msg(pid) as Pid;
                    self.on_spawn(pid, child, event == ptrace::PTRACE_EVENT_CLONE);
                    ptrace::cont(pid, 0);
                }
                ptrace::PTRACE_EVENT_EXEC => {
                    let former = ptrace::event_msg(pid) as Pid;
                    self.on_exec(pid, former);
                    ptrace::cont(pid, 0);
                }
                ptrace::PTRACE_EVENT_STOP => {
                    if matches!(sig, libc::SIGSTOP | libc::SIGTSTP | libc::SIGTTIN | libc::SIGTTOU) {
                        // A real group stop: keep it stopped, still traced.
                        ptrace::listen(pid);
                    } else {
                        // The first stop of a newly attached child.
                        self.tasks.entry(pid).or_insert(Task { tgid: pid });
                        ptrace::cont(pid, 0);
                    }
                }
                0 if sig == libc::SIGTRAP | 0x80 => {
                    // The end of a call this tracer asked to see end (a folder rename).
                    self.on_syscall_exit(pid);
                    ptrace::cont(pid, 0);
                }
                0 => {
                    // A signal on its way to the tracee: deliver it.
                    ptrace::cont(pid, if sig == libc::SIGTRAP { 0 } else { sig });
                }
                _ => ptrace::cont(pid, 0),
            }
        }
    }

    fn on_spawn(&mut self, parent_tid: Pid, child: Pid, maybe_thread: bool) {
        let parent = self.tgid(parent_tid);
        let tgid = if maybe_thread { read_tgid(child).unwrap_or(child) } else { child };
        let thread = tgid == parent && child != parent;
        self.tasks.insert(child, Task { tgid });
        if let Some(p) = &self.pin {
            p.widen(child);
            if let Ok(mut l) = self.live.lock() {
                l.push(child);
            }
        }
        if thread {
            *self.threads.entry(parent).or_insert(1) += 1;
        } else {
            self.threads.insert(child, 1);
            let at_fork = self.procs.get(&parent).map(|i| self.trace.processes[*i].execs.len()).unwrap_or(0);
            if let Some(i) = self.process(child, Some(parent)) {
                // The child's first stop can come before this event; its entry is fixed here.
                let p = &mut self.trace.processes[i];
                p.parent = Some(parent);
                p.parent_execs_at_fork = at_fork;
            }
        }
        self.push(Some(parent), false, EventKind::Spawn { parent, child, thread });
    }

    fn on_exec(&mut self, pid: Pid, former: Pid) {
        // An exec from a non-leader thread: the thread takes the leader's pid.
        let pending = self.pending_exec.remove(&former).or_else(|| self.pending_exec.remove(&pid));
        if former != pid {
            self.tasks.remove(&former);
        }
        self.tasks.insert(pid, Task { tgid: pid });
        self.threads.insert(pid, 1);
        let exe = std::fs::read_link(format!("/proc/{pid}/exe"))
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (path, argv, from_memory) =
            pending.unwrap_or((exe.clone(), Vec::new(), exe.starts_with("/memfd:")));
        if let Some(i) = self.process(pid, None) {
            self.trace.processes[i].execs.push(path.clone());
        }
        self.push(Some(pid), false, EventKind::Exec { path, argv, ok: true, from_memory });
    }

    fn on_exit(&mut self, pid: Pid, status: i32) {
        if self.pin.is_some() {
            if let Ok(mut l) = self.live.lock() {
                l.retain(|t| *t != pid);
            }
        }
        self.pending_renames.remove(&pid);
        let Some(task) = self.tasks.remove(&pid) else { return };
        let tgid = task.tgid;
        if pid != tgid {
            if let Some(n) = self.threads.get_mut(&tgid) {
                *n = n.saturating_sub(1);
            }
            return;
        }
        let (code, signal) = if libc::WIFEXITED(status) {
            (Some(libc::WEXITSTATUS(status)), None)
        } else {
            (None, Some(libc::WTERMSIG(status)))
        };
        if let Some(i) = self.procs.get(&tgid) {
            let p = &mut self.trace.processes[*i];
            p.exit_code = code;
            p.signal = signal;
        }
        if signal == Some(libc::SIGSYS) {
            self.push(
                Some(tgid),
                false,
                EventKind::Refused {
                    call: "a system call the filter kills for".into(),
                    detail: "killed by SIGSYS (a 32-bit or otherwise foreign system call)".into(),
                },
            );
        }
        self.push(Some(tgid), false, EventKind::Exit { code, signal });
    }

    /// A rename the tracer may have to finish itself: `from` is a folder and the paths are
    /// certain (no other thread could have changed them since they were read). Its result is
    /// awaited at the call's exit ([`Tracer::on_syscall_exit`]).
    fn watch_rename(&mut self, pid: Pid, from: &str, to: &str, flags: u64, unverified: bool) {
        const RENAME_NOREPLACE: u64 = 1;
        let (from, to) = (PathBuf::from(from), PathBuf::from(to));
        if unverified || flags & !RENAME_NOREPLACE != 0 || !from.is_absolute() || !to.is_absolute() {
            return;
        }
        let Some(root) = &self.root else { return };
        let (Some(parent), Some(name)) = (from.parent(), from.file_name()) else { return };
        let is_dir = foresee_sandbox::sys::open_in_root(root, parent, libc::O_PATH | libc::O_DIRECTORY)
            .ok()
            .and_then(|p| foresee_sandbox::sys::lstatat(&p, name).ok().flatten())
            .is_some_and(|st| st.st_mode & libc::S_IFMT == libc::S_IFDIR);
        if is_dir {
            self.pending_renames.insert(pid, (from, to, flags & RENAME_NOREPLACE != 0));
        }
    }

    /// A folder rename returned: if overlayfs refused it as a cross-device move, the folder is
    /// moved here and the call made to return what `rename(2)` would have.
    fn on_syscall_exit(&mut self, pid: Pid) {
        let Some((from, to, noreplace)) = self.pending_renames.remove(&pid) else { return };
        if ptrace::exit_value(pid) != Some(-(libc::EXDEV as i64)) {
            return;
        }
        let Some(root) = &self.root else { return };
        let result = crate::dirmove::move_dir(root, &from, &to, noreplace);
        *self.trace.counts.entry("folder-moved-by-tracer".into()).or_default() += 1;
        ptrace::set_return(pid, result.map(|()| 0).unwrap_or_else(|e| -(e as i64)));
    }

    /// Resolves a path argument against the process's cwd or a directory descriptor.
    fn resolve(&self, pid: Pid, dirfd: Option<i64>, raw: &[u8]) -> String {
        let s = lossy(raw);
        if s.starts_with('/') {
            return s;
        }
        let base = match dirfd {
            Some(fd) if fd as i32 != libc::AT_FDCWD => {
                std::fs::read_link(format!("/proc/{pid}/fd/{}", fd as i32))
            }
            _ => std::fs::read_link(format!("/proc/{pid}/cwd")),
        };
        match base {
            Ok(b) if s.is_empty() => b.to_string_lossy().into_owned(),
            Ok(b) => b.join(&s).to_string_lossy().into_owned(),
            Err(_) => s,
        }
    }

    fn fd_path(&self, pid: Pid, fd: u64) -> String {
        std::fs::read_link(format!("/proc/{pid}/fd/{}", fd as i32))
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_else(|_| format!("fd {fd}"))
    }

    fn on_seccomp(&mut self, pid: Pid) {
        let Some(stop) = ptrace::seccomp_stop(pid) else { return };
        let tgid = self.tgid(pid);
        if stop.data < OBSERVE {
            // A refusal by the deny filter: record it, then make the call fail.
            let errno = if stop.data == 0 { libc::EPERM } else { stop.data as i32 };
            let detail = self.refusal_detail(&stop);
            ptrace::skip_syscall(pid, errno);
            self.push(Some(tgid), false, EventKind::Refused { call: filter::syscall_name(stop.nr), detail });
            return;
        }
        let nr = stop.nr as libc::c_long;
        if nr == libc::SYS_sched_getaffinity {
            // Asked before it answers, so the program sees every CPU it may use.
            if let Some(p) = self.pin.as_mut() {
                p.release_now(self.tasks.keys());
            }
            return;
        }
        let unverified = self.shared_memory(pid);
        let a = stop.args;
        let path = |i: usize| ptrace::read_cstr(pid, a[i], 4096).unwrap_or_default();
        let file = |s: &mut Self, op: FileOp, p: String, to: Option<String>| {
            s.push(Some(tgid), unverified, EventKind::File { op, path: p, to })
        };
        match nr {
            libc::SYS_execve | libc::SYS_execveat => {
                let (dirfd, pi, ai) =
                    if nr == libc::SYS_execve { (None, 0, 1) } else { (Some(a[0] as i64), 1, 2) };
                let raw = path(pi);
                let p = if raw.is_empty() && dirfd.is_some() {
                    self.fd_path(pid, a[0])
                } else {
                    self.resolve(pid, dirfd, &raw)
                };
                let argv: Vec<String> =
                    ptrace::read_argv(pid, a[ai], 64, 512).iter().map(|x| lossy(x)).collect();
                let from_memory = p.starts_with("/memfd:");
                self.pending_exec.insert(pid, (p, argv, from_memory));
            }
            libc::SYS_memfd_create => {}
            libc::SYS_openat => {
                let p = self.resolve(pid, Some(a[0] as i64), &path(1));
                let op = if a[2] as i32 & libc::O_CREAT != 0 { FileOp::Create } else { FileOp::OpenWrite };
                file(self, op, p, None);
            }
            libc::SYS_openat2 => {
                let how = ptrace::read_mem(pid, a[2], 8);
                let flags =
                    how.get(..8).map(|b| u64::from_ne_bytes(b.try_into().unwrap_or([0; 8]))).unwrap_or(0)
                        as i32;
                if flags & (libc::O_WRONLY | libc::O_RDWR | libc::O_CREAT | libc::O_TRUNC) != 0 {
                    let p = self.resolve(pid, Some(a[0] as i64), &path(1));
                    file(
                        self,
                        if flags & libc::O_CREAT != 0 { FileOp::Create } else { FileOp::OpenWrite },
                        p,
                        None,
                    );
                }
            }
            libc::SYS_unlinkat => {
                let p = self.resolve(pid, Some(a[0] as i64), &path(1));
                file(
                    self,
                    if a[2] as i32 & libc::AT_REMOVEDIR != 0 { FileOp::Rmdir } else { FileOp::Unlink },
                    p,
                    None,
                );
            }
            libc::SYS_renameat2 => {
                let from = self.resolve(pid, Some(a[0] as i64), &path(1));
                let to = self.resolve(pid, Some(a[2] as i64), &path(3));
                self.watch_rename(pid, &from, &to, a[4], unverified);
                file(self, FileOp::Rename, from, Some(to));
            }
            libc::SYS_linkat => {
                let from = self.resolve(pid, Some(a[0] as i64), &path(1));
                let to = self.resolve(pid, Some(a[2] as i64), &path(3));
                file(self, FileOp::Link, to, Some(from));
            }
            libc::SYS_symlinkat => {
                let target = lossy(&path(0));
                let at = self.resolve(pid, Some(a[1] as i64), &path(2));
                file(self, FileOp::Symlink, at, Some(target));
            }
            libc::SYS_mkdirat => {
                let p = self.resolve(pid, Some(a[0] as i64), &path(1));
                file(self, FileOp::Mkdir, p, None);
            }
            libc::SYS_mknodat => {
                let p = self.resolve(pid, Some(a[0] as i64), &path(1));
                file(self, FileOp::Mknod, p, None);
            }
            libc::SYS_fchmod => {
                let p = self.fd_path(pid, a[0]);
                file(self, FileOp::Chmod, p, None);
            }
            libc::SYS_fchmodat | 452 => {
                let p = self.resolve(pid, Some(a[0] as i64), &path(1));
                file(self, FileOp::Chmod, p, None);
            }
            libc::SYS_fchown => {
                let p = self.fd_path(pid, a[0]);
                file(self, FileOp::Chown, p, None);
            }
            libc::SYS_fchownat => {
                let p = self.resolve(pid, Some(a[0] as i64), &path(1));
                file(self, FileOp::Chown, p, None);
            }
            libc::SYS_truncate => {
                let p = self.resolve(pid, None, &path(0));
                file(self, FileOp::Truncate, p, None);
            }
            libc::SYS_ftruncate => {
                let p = self.fd_path(pid, a[0]);
                file(self, FileOp::Truncate, p, None);
            }
            libc::SYS_setxattr
            | libc::SYS_lsetxattr
            | libc::SYS_fsetxattr
            | libc::SYS_removexattr
            | libc::SYS_lremovexattr
            | libc::SYS_fremovexattr => {
                let name = lossy(&path(1));
                let p = if matches!(nr, libc::SYS_fsetxattr | libc::SYS_fremovexattr) {
                    self.fd_path(pid, a[0])
                } else {
                    self.resolve(pid, None, &path(0))
                };
                if name.starts_with("trusted.overlay.") || name.starts_with("user.overlay.") {
                    // The snapshot's own bookkeeping (whiteouts, opaque folders): never the
                    // command's to set. The diff stays authoritative if a racing thread gets one
                    // through anyway.
                    ptrace::skip_syscall(pid, libc::EPERM);
                    self.push(
                        Some(tgid),
                        unverified,
                        EventKind::Refused {
                            call: filter::syscall_name(stop.nr),
                            detail: format!("overlay attribute {name} on {p}"),
                        },
                    );
                    return;
                }
                let op = if matches!(nr, libc::SYS_setxattr | libc::SYS_lsetxattr | libc::SYS_fsetxattr) {
                    FileOp::SetXattr
                } else {
                    FileOp::RemoveXattr
                };
                file(self, op, p, Some(name));
            }
            libc::SYS_connect | libc::SYS_bind => {
                let addr = sockaddr(pid, a[1], a[2]);
                let op = if nr == libc::SYS_connect { NetOp::Connect } else { NetOp::Bind };
                if op == NetOp::Connect
                    && matches!(&addr, Address::Inet { ip, port: 53 } if ip == "127.0.0.1")
                {
                    self.resolver_users.push((std::time::Instant::now(), tgid));
                    return;
                }
                self.drain_protected();
                let gate = if op == NetOp::Connect {
                    self.egress(pid, tgid, a[0], a[1], a[2], Via::Connect)
                } else {
                    Gated::default()
                };
                self.push_network(tgid, unverified, op, addr, gate);
            }
            libc::SYS_listen => self.push(
                Some(tgid),
                unverified,
                EventKind::Network {
                    op: NetOp::Listen,
                    address: Address::None,
                    name: None,
                    sent: None,
                    refused: false,
                },
            ),
            libc::SYS_sendto => {
                let addr = sockaddr(pid, a[4], a[5]);
                let via = if a[3] & egress::MSG_FASTOPEN != 0 { Via::Sendto } else { Via::Datagram };
                self.network_send(pid, tgid, unverified, a[0], a[4], a[5], addr, via);
            }
            libc::SYS_sendmsg | libc::SYS_sendmmsg => {
                // struct msghdr begins { void *msg_name; socklen_t msg_namelen; ... }; so does
                // the first struct mmsghdr.
                let hdr = ptrace::read_mem(pid, a[1], 12);
                if hdr.len() == 12 {
                    let name = u64::from_ne_bytes(hdr[0..8].try_into().unwrap_or([0; 8]));
                    let len = u32::from_ne_bytes(hdr[8..12].try_into().unwrap_or([0; 4])) as u64;
                    if name != 0 {
                        let addr = sockaddr(pid, name, len);
                        let fastopen = nr == libc::SYS_sendmsg && a[2] & egress::MSG_FASTOPEN != 0;
                        let via = if fastopen { Via::Sendmsg(a[1]) } else { Via::Datagram };
                        self.network_send(pid, tgid, unverified, a[0], name, len, addr, via);
                    }
                }
            }
            #[cfg(target_arch = "x86_64")]
            libc::SYS_open | libc::SYS_creat => {
                let p = self.resolve(pid, None, &path(0));
                let create = nr == libc::SYS_creat || a[1] as i32 & libc::O_CREAT != 0;
                file(self, if create { FileOp::Create } else { FileOp::OpenWrite }, p, None);
            }
            #[cfg(target_arch = "x86_64")]
            libc::SYS_unlink
            | libc::SYS_rmdir
            | libc::SYS_mkdir
            | libc::SYS_mknod
            | libc::SYS_chmod
            | libc::SYS_chown
            | libc::SYS_lchown => {
                let p = self.resolve(pid, None, &path(0));
                let op = match nr {
                    libc::SYS_unlink => FileOp::Unlink,
                    libc::SYS_rmdir => FileOp::Rmdir,
                    libc::SYS_mkdir => FileOp::Mkdir,
                    libc::SYS_mknod => FileOp::Mknod,
                    libc::SYS_chmod => FileOp::Chmod,
                    _ => FileOp::Chown,
                };
                file(self, op, p, None);
            }
            #[cfg(target_arch = "x86_64")]
            libc::SYS_rename | libc::SYS_renameat => {
                let (from, to) = if nr == libc::SYS_rename {
                    (self.resolve(pid, None, &path(0)), self.resolve(pid, None, &path(1)))
                } else {
                    (
                        self.resolve(pid, Some(a[0] as i64), &path(1)),
                        self.resolve(pid, Some(a[2] as i64), &path(3)),
                    )
                };
                self.watch_rename(pid, &from, &to, 0, unverified);
                file(self, FileOp::Rename, from, Some(to));
            }
            #[cfg(target_arch = "x86_64")]
            libc::SYS_link | libc::SYS_symlink => {
                let first = path(0);
                let second = self.resolve(pid, None, &path(1));
                if nr == libc::SYS_link {
                    let from = self.resolve(pid, None, &first);
                    file(self, FileOp::Link, second, Some(from));
                } else {
                    file(self, FileOp::Symlink, second, Some(lossy(&first)));
                }
            }
            _ => {}
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn network_send(
        &mut self,
        pid: Pid,
        tgid: Pid,
        unverified: bool,
        fd: u64,
        name: u64,
        len: u64,
        addr: Address,
        via: Via,
    ) {
        if matches!(&addr, Address::Inet { ip, port: 53 } if ip == "127.0.0.1") {
            self.resolver_users.push((std::time::Instant::now(), tgid));
            return;
        }
        self.drain_protected();
        let gate = self.egress(pid, tgid, fd, name, len, via);
        let op = if gate.sink.is_some() { NetOp::Connect } else { NetOp::Send };
        self.push_network(tgid, unverified, op, addr, gate);
    }

    fn push_network(&mut self, tgid: Pid, unverified: bool, op: NetOp, address: Address, gate: Gated) {
        let before = self.trace.events.len();
        let kind = EventKind::Network { op, address, name: gate.name, sent: None, refused: gate.refused };
        self.push(Some(tgid), unverified, kind);
        if let Some(ip) = gate.sink {
            if self.trace.events.len() > before {
                self.by_sink.insert(ip, self.seq);
            }
        }
    }

    /// The egress gate at a call that reaches an address (see [`crate::egress`]): a TCP
    /// connection to anything but loopback is sent to the sink, a datagram refused.
    fn egress(&mut self, pid: Pid, tgid: Pid, fd: u64, addr: u64, len: u64, via: Via) -> Gated {
        let raw = ptrace::read_mem(pid, addr, (len as usize).clamp(2, 128));
        let Some((ip, dest_port)) = egress::inet(&raw) else { return Gated::default() };
        if egress::local(ip) {
            return Gated::default();
        }
        let name = match ip {
            std::net::IpAddr::V4(v4) if crate::dns::is_placeholder(v4) => {
                self.names.as_ref().and_then(|n| n.lock().ok()?.name_of(v4).map(str::to_string))
            }
            _ => None,
        };
        let family = egress::family(&raw);
        let ty = egress::socket_type(tgid, fd, family);
        let stream = match via {
            Via::Datagram => ty == Some(libc::SOCK_STREAM),
            // Unknown: taken as TCP; a datagram sent to the sink's port finds no listener.
            _ => ty.is_none_or(|t| t == libc::SOCK_STREAM),
        };
        if matches!(via, Via::Datagram) {
            if stream {
                // An address on a TCP send is ignored by the kernel: nothing to change.
                return Gated { name, ..Default::default() };
            }
            ptrace::skip_syscall(pid, libc::ENETUNREACH);
            return Gated { name, sink: None, refused: true };
        }
        if !stream {
            ptrace::skip_syscall(pid, libc::ENETUNREACH);
            return Gated { name, sink: None, refused: true };
        }
        let capacity = (1u32 << (32 - SINK_NET.1)) - 2;
        let (Some(port), true) = (self.sink_port, self.sink_next < capacity) else {
            ptrace::skip_syscall(pid, libc::ECONNREFUSED);
            return Gated { name, sink: None, refused: true };
        };
        self.sink_next += 1;
        let to = std::net::Ipv4Addr::from(u32::from(SINK_NET.0) + self.sink_next);
        let new = egress::sockaddr_for(family, to, port);
        // Written before the connect goes on, so the sink finds it when it accepts.
        if let Ok(mut r) = self.routes.lock() {
            r.insert(
                to,
                crate::forward::Route {
                    name: name.clone(),
                    ip,
                    port: dest_port,
                    read_for: self
                        .protected_paths
                        .iter()
                        .map(|p| self.config.credential_hosts.get(p).cloned().unwrap_or_default())
                        .collect(),
                },
            );
        }
        let done = match via {
            Via::Connect => egress::redirect_args(pid, 1, 2, &new),
            Via::Sendto => egress::redirect_args(pid, 4, 5, &new),
            Via::Sendmsg(hdr) => egress::redirect_msghdr(pid, hdr, &new),
            Via::Datagram => false,
        };
        if !done {
            ptrace::skip_syscall(pid, libc::ECONNREFUSED);
            return Gated { name, sink: None, refused: true };
        }
        Gated { name, sink: Some(to), refused: false }
    }

    /// Records the protected reads queued so far, so that they are ordered before what follows
    /// (fanotify events carry no time of their own).
    fn drain_protected(&mut self) {
        let reads = self.watch.as_ref().map(|w| w.drain()).unwrap_or_default();
        for r in reads {
            if self.protected_paths.len() < 64 && !self.protected_paths.contains(&r.path) {
                self.protected_paths.push(r.path.clone());
            }
            let pid = r.pid.filter(|p| self.procs.contains_key(p));
            self.push(pid, false, EventKind::ProtectedRead { path: r.path.to_string_lossy().into_owned() });
        }
    }

    fn refusal_detail(&self, stop: &SeccompStop) -> String {
        let nr = stop.nr as libc::c_long;
        let a = stop.args;
        if stop.nr >= 0x4000_0000 {
            return "x32 system call numbers are not allowed".into();
        }
        match nr {
            libc::SYS_socket => format!("socket family {}", a[0]),
            libc::SYS_ioctl => match a[1] as u32 as libc::c_ulong {
                libc::TIOCSTI => "TIOCSTI (inject terminal input)".into(),
                libc::TIOCLINUX => "TIOCLINUX".into(),
                other => format!("ioctl request {other:#x}"),
            },
            libc::SYS_clone => format!("clone flags {:#x} (new namespaces or untraced)", a[0]),
            libc::SYS_clone3 => "clone3 (answered ENOSYS so clone is used)".into(),
            _ => String::new(),
        }
    }

    /// Stops the resolver and the protected-read watch, attributes what they saw, and returns
    /// the whole trace.
    pub fn finish(mut self) -> Trace {
        if let Some(r) = self.resolver.take() {
            for l in r.finish() {
                // The process that most recently contacted the resolver before the question.
                let pid = self
                    .resolver_users
                    .iter()
                    .rev()
                    .find(|(t, _)| *t <= l.at)
                    .or(self.resolver_users.first())
                    .map(|(_, p)| *p);
                self.push(pid, false, EventKind::Lookup { name: l.name, qtype: l.qtype });
            }
        }
        if let Some(sink) = self.sink.take() {
            for seen in sink.finish() {
                let Some(seq) = self.by_sink.get(&seen.local) else { continue };
                let Ok(i) = self.trace.events.binary_search_by_key(seq, |e| e.seq) else { continue };
                if let EventKind::Network { sent, .. } = &mut self.trace.events[i].kind {
                    *sent = Some(Box::new(crate::event::Sent {
                        bytes: seen.bytes,
                        what: seen.what,
                        data: seen.data,
                        forwarded: seen.forwarded,
                        note: seen.note,
                        inspected: seen.inspected,
                        unread: seen.unread,
                    }));
                }
            }
        }
        self.drain_protected();
        // Closing a fanotify group waits for an SRCU grace period (tens of milliseconds); the
        // groups are left for the process's exit, where a child holding them pays instead.
        if let Some(w) = self.watch.take() {
            std::mem::forget(w);
        }
        self.trace.lost_processes = self.tasks.iter().filter(|(tid, t)| **tid == t.tgid).count() as u64;
        self.trace.events.sort_by_key(|e| e.seq);
        self.trace
    }

    /// A summary of counts, for diagnostics.
    pub fn counts(&self) -> &BTreeMap<String, u64> {
        &self.trace.counts
    }
}

/// How a call reaches an address.
#[derive(Clone, Copy)]
enum Via {
    Connect,
    /// `sendto` with `MSG_FASTOPEN` (a TCP connect with its first data).
    Sendto,
    /// `sendmsg` with `MSG_FASTOPEN`; its `msghdr`.
    Sendmsg(u64),
    /// A send with an address, otherwise (a datagram, unless the socket is TCP).
    Datagram,
}

/// What the egress gate did at a call.
#[derive(Default)]
struct Gated {
    /// The name looked up for a placeholder destination.
    name: Option<String>,
    /// The sink address the connection was sent to.
    sink: Option<std::net::Ipv4Addr>,
    /// The call was made to fail.
    refused: bool,
}

fn read_tgid(tid: Pid) -> Option<Pid> {
    let s = std::fs::read_to_string(format!("/proc/{tid}/status")).ok()?;
    s.lines().find_map(|l| l.strip_prefix("Tgid:")).and_then(|v| v.trim().parse().ok())
}

/// Decodes a sockaddr from the tracee.
fn sockaddr(pid: Pid, addr: u64, len: u64) -> Address {
    if addr == 0 {
        return Address::None;
    }
    let b = ptrace::read_mem(pid, addr, (len as usize).clamp(2, 128));
    if b.len() < 2 {
        return Address::None;
    }
    let family = u16::from_ne_bytes([b[0], b[1]]);
    match family as i32 {
        libc::AF_INET if b.len() >= 8 => Address::Inet {
            ip: format!("{}.{}.{}.{}", b[4], b[5], b[6], b[7]),
            port: u16::from_be_bytes([b[2], b[3]]),
        },
        libc::AF_INET6 if b.len() >= 24 => {
            let mut o = [0u8; 16];
            o.copy_from_slice(&b[8..24]);
            Address::Inet6 {
                ip: std::net::Ipv6Addr::from(o).to_string(),
                port: u16::from_be_bytes([b[2], b[3]]),
            }
        }
        libc::AF_UNIX => {
            let p = &b[2..];
            if p.first() == Some(&0) {
                Address::Abstract { name: lossy(&p[1..]).trim_end_matches('\0').to_string() }
            } else {
                let end = p.iter().position(|c| *c == 0).unwrap_or(p.len());
                Address::Unix { path: lossy(&p[..end]) }
            }
        }
        _ => Address::Other { number: family },
    }
}
