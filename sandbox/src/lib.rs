//! foresee-sandbox: run a command for real inside a throw-away snapshot of the machine, then
//! commit what it did to the real tree or discard it.
//!
//! ```text
//! rehearse(config, command)
//!   supervisor: private mount namespace (+ user namespace rootless)      namespace.rs
//!               run folder + size-capped tmpfs for the upper layers      state.rs
//!               plan the root from the mount table                       layout.rs
//!               overlays, /dev, /sys, empty /run, hidden state           root.rs
//!               cgroup or rlimits                                        limits.rs
//!   init (PID 1, new pid/mount/net/ipc/uts namespaces): /proc, lo up,
//!               pivot_root, fork the command, reap, kill leftovers       child.rs
//!   command:    setsid, stdio, caps dropped, no_new_privs, deny filter   child.rs, seccomp.rs
//!   watchdog:   wall time, Ctrl-C, the warmer, progress samples          warm.rs, progress.rs
//! Rehearsal::changes()   upper layers vs the real tree                   diff.rs
//! Rehearsal::commit()    verify, stage, journal, apply                   commit.rs
//! drop(Rehearsal)        discard: the tmpfs and every mount go away
//! ```
//!
//! Failures come in kinds kept apart: [`SandboxError::Unsupported`] (this machine cannot
//! sandbox; the cause and the fix), [`SandboxError::Setup`] (a step failed; the command did not
//! run). The command never runs unsandboxed.

pub mod bpf;
pub mod child;
pub mod commit;
pub mod diff;
pub mod layout;
pub mod limits;
pub mod mountinfo;
pub mod namespace;
pub mod probe;
pub mod progress;
pub mod root;
pub mod seccomp;
pub mod state;
pub mod sys;
pub mod warm;

pub use bpf::Program as BpfProgram;
pub use commit::{CommitError, CommitOptions, CommitSummary, Conflict, Fence};
pub use diff::{Change, ChangeKind, EntryState, FileType};
pub use layout::Privilege;
pub use limits::{LimitHit, Limits};
pub use probe::Unsupported;
pub use progress::{Progress, ProgressSink};
pub use root::{Hidden, Layer};
pub use sys::SysError;

use std::ffi::{CString, OsString};
use std::fs::File;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    #[error("this machine cannot sandbox the command: {0}")]
    Unsupported(Unsupported),
    #[error("sandbox setup failed: {0}")]
    Setup(SysError),
    #[error("the working directory {path} cannot be entered inside the sandbox ({reason})")]
    WorkingDirectory { path: PathBuf, reason: String },
}

impl From<namespace::EnterError> for SandboxError {
    fn from(e: namespace::EnterError) -> Self {
        match e {
            namespace::EnterError::Unsupported(u) => SandboxError::Unsupported(u),
            namespace::EnterError::Setup(s) => SandboxError::Setup(s),
        }
    }
}

impl From<SysError> for SandboxError {
    fn from(e: SysError) -> Self {
        SandboxError::Setup(e)
    }
}

/// Where and how rehearsals run.
#[derive(Debug, Clone)]
pub struct SandboxConfig {
    pub state_dir: PathBuf,
    pub limits: Limits,
    /// Host folders hidden inside the sandbox besides the state folder.
    pub masked: Vec<PathBuf>,
    /// Rootless: folders of the user's own that get an overlay layer of their own (the working
    /// directory always does). See [`layout::LayoutInput::own_roots`].
    pub own_roots: Vec<PathBuf>,
    /// Names of the folders the command names and of its working tree looked up ahead of the
    /// command on an idle CPU (0: none). See [`warm`].
    pub warm_names: usize,
    /// How long the command runs before that walk starts ([`warm::DELAY`]).
    pub warm_delay: Duration,
    /// Host folders bound read-only rather than overlaid, for speed (see
    /// [`layout::Step::BindDirReadOnly`]); a rehearsal whose command tried to change something
    /// there ([`Rehearsal::first_in_read_only_tree`]) must be run again without them.
    pub read_only_trees: Vec<PathBuf>,
    /// The command's stdout and stderr are one file, open once (as they are one pipe or
    /// terminal for the caller): what it writes to either keeps its order, and is read back as
    /// stdout ([`Rehearsal::one_stream`]).
    pub one_stream: bool,
    /// Where samples of the rehearsal's progress go, a few times a second (see [`progress`]).
    pub progress: Option<ProgressSink>,
    /// Files the command sees with the given content instead of the host's, bound read-only
    /// from the sandbox's own `/run` (a trust bundle holding a rehearsal's inspection
    /// authority): never in a snapshot layer, so never committed, and the host's file is
    /// untouched. A path that does not exist is made only under `/run`.
    pub bound_files: Vec<BoundFile>,
}

/// A file the command sees with `content` ([`SandboxConfig::bound_files`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoundFile {
    /// The path as the command sees it; a link is followed to the file it names.
    pub path: PathBuf,
    pub content: Vec<u8>,
}

impl Default for SandboxConfig {
    fn default() -> Self {
        SandboxConfig {
            state_dir: state::default_state_dir(),
            limits: Limits::default(),
            masked: Vec::new(),
            own_roots: Vec::new(),
            warm_names: warm::DEFAULT_BUDGET,
            warm_delay: warm::DELAY,
            read_only_trees: vec![PathBuf::from("/usr")],
            one_stream: false,
            progress: None,
            bound_files: Vec::new(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stdin {
    /// `/dev/null` (the default: a rehearsal must not consume input it cannot give back).
    Null,
    /// The caller's standard input.
    Inherit,
}

#[derive(Debug, Clone)]
pub struct Command {
    pub argv: Vec<OsString>,
    pub cwd: PathBuf,
    pub env: Vec<(OsString, OsString)>,
    pub stdin: Stdin,
}

/// Where a monitor finds the rehearsal it follows.
pub struct AttachContext<'a> {
    /// The command's pid (in this process's PID namespace), waiting before its `execve`.
    pub command: libc::pid_t,
    /// The sandbox's init, a child of this process; it exits when the rehearsal is over.
    pub init: libc::pid_t,
    /// The sandbox's root as this process sees it, mounted until the rehearsal ends.
    pub root: &'a Path,
}

/// Something that follows the command from just before its `execve` to the end: the tracer.
/// The sandbox knows nothing of what it records.
///
/// When a monitor is given, the deny filter answers `SECCOMP_RET_TRACE` with the errno to
/// return as data (below 0x100) instead of failing calls itself, so that the monitor can record
/// each refused call; it must answer every such stop by skipping the call with `-data`. Without a
/// tracer attached the kernel answers ENOSYS to them, so a refused call never runs either way.
pub trait Monitor {
    /// Extra seccomp programs the command installs after the deny filter, just before `execve`.
    fn filters(&self) -> Vec<BpfProgram>;
    /// Called as soon as the sandbox's init exists, while it sets up the root and before the
    /// command runs: work that needs only init's namespaces and the root (a resolver in its
    /// network namespace, marks on files) overlaps with init's setup here.
    fn prepare(&mut self, _init: libc::pid_t, _root: &Path) {}
    /// Takes hold of the waiting command (for a tracer: `PTRACE_SEIZE`).
    fn attach(&mut self, ctx: &AttachContext<'_>) -> Result<(), String>;
    /// Follows the command until `init` exits; reaps `init` and returns its wait status.
    fn follow(&mut self, init: libc::pid_t) -> i32;
}

/// The command's pid: the only child of the sandbox's init.
fn command_pid_of(init: libc::pid_t) -> Option<libc::pid_t> {
    let s = std::fs::read_to_string(format!("/proc/{init}/task/{init}/children")).ok()?;
    s.split_whitespace().next()?.parse().ok()
}

/// Kills the sandbox's init when the wall time runs out or a signal (Ctrl-C) arrives, and tells
/// which it was. Killing init ends the whole PID namespace.
struct Watchdog {
    done: OwnedFd,
    handle: std::thread::JoinHandle<(Option<LimitHit>, warm::Warmed)>,
}

/// The trees to warm (see [`warm`]): their folders, where listings are kept, the budget and
/// when to start.
struct WarmPlan {
    trees: Vec<warm::Tree>,
    cache: PathBuf,
    names: usize,
    at: Instant,
}

impl Watchdog {
    /// Ends the run at `deadline` or on an interrupt; also starts the warmer when its time comes
    /// (a command that ends before that never gets the thread), and stops it at the end, so no
    /// thread of this process outlives the run.
    fn start(
        init: libc::pid_t,
        deadline: Instant,
        signals: SignalGuard,
        warm: Option<WarmPlan>,
        progress: Option<progress::Sampler>,
    ) -> Result<Watchdog, SysError> {
        let done = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC) };
        if done < 0 {
            return Err(SysError::last("eventfd()"));
        }
        let done = unsafe { OwnedFd::from_raw_fd(done) };
        let done_raw = done.as_raw_fd();
        let handle = std::thread::Builder::new()
            .name("foresee-watchdog".into())
            .spawn(move || {
                let mut hit = None;
                let mut warm = warm;
                let mut warmer: Option<warm::Warmer> = None;
                let mut progress = progress;
                loop {
                    let now = Instant::now();
                    if let Some(p) = progress.as_mut().filter(|p| now >= p.next) {
                        p.sample();
                    }
                    if warm.as_ref().is_some_and(|w| now >= w.at) {
                        warmer = warm.take().and_then(|w| warm::Warmer::start(w.trees, w.cache, w.names));
                    }
                    let until = |t: Instant| t.saturating_duration_since(now).as_micros().div_ceil(1000);
                    let mut timeout_ms = if hit.is_some() {
                        -1
                    } else if now >= deadline {
                        0
                    } else {
                        until(deadline).min(i32::MAX as u128) as i32
                    };
                    for at in warm.as_ref().map(|w| w.at).into_iter().chain(progress.as_ref().map(|p| p.next))
                    {
                        let t = until(at).min(i32::MAX as u128) as i32;
                        timeout_ms = if timeout_ms < 0 { t } else { timeout_ms.min(t) };
                    }
                    let mut fds = [
                        libc::pollfd { fd: done_raw, events: libc::POLLIN, revents: 0 },
                        libc::pollfd { fd: signals.fd.as_raw_fd(), events: libc::POLLIN, revents: 0 },
                    ];
                    let n = unsafe { libc::poll(fds.as_mut_ptr(), 2, timeout_ms) };
                    if n < 0 {
                        if sys::errno() == libc::EINTR {
                            continue;
                        }
                        break;
                    }
                    if fds[0].revents != 0 {
                        break;
                    }
                    if fds[1].revents != 0 && signals.take().is_some() && hit.is_none() {
                        hit = Some(LimitHit::Interrupted);
                        unsafe { libc::kill(init, libc::SIGKILL) };
                    }
                    if n == 0 && hit.is_none() && Instant::now() >= deadline {
                        hit = Some(LimitHit::WallTime);
                        unsafe { libc::kill(init, libc::SIGKILL) };
                    }
                }
                let warmed = warmer.map(warm::Warmer::finish).unwrap_or_default();
                // The signal mask is restored when `signals` drops here.
                drop(signals);
                (hit, warmed)
            })
            .map_err(|e| {
                SysError::new("spawn the watchdog thread", e.raw_os_error().unwrap_or(libc::EAGAIN))
            })?;
        Ok(Watchdog { done, handle })
    }

    /// The limit that ended the run, if any, and what the warmer did.
    fn finish(self) -> (Option<LimitHit>, warm::Warmed) {
        let one: u64 = 1;
        unsafe { libc::write(self.done.as_raw_fd(), &one as *const u64 as *const libc::c_void, 8) };
        self.handle.join().unwrap_or_default()
    }
}

/// How the command ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", content = "value", rename_all = "kebab-case")]
pub enum Exit {
    Code(i32),
    Signal(i32),
    /// `execve` failed: the program was not found (shells answer 127).
    NotFound,
    /// `execve` failed otherwise (permission, format; shells answer 126).
    CannotExecute(i32),
    /// The sandbox ended before the command reported (killed by a limit).
    Unknown,
}

impl Exit {
    /// The exit code a shell would give.
    pub fn shell_code(&self) -> i32 {
        match self {
            Exit::Code(c) => *c,
            Exit::Signal(s) => 128 + s,
            Exit::NotFound => 127,
            Exit::CannotExecute(_) => 126,
            Exit::Unknown => 137,
        }
    }
}

/// A process the command left running, killed when the command exited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoppedProcess {
    /// Its process id in the rehearsal's PID namespace (what `$!` gave the command).
    pub pid: i32,
    /// Its command line, arguments joined by spaces, at most 200 bytes; as the process set it.
    pub command: Vec<u8>,
}

/// A command that ran in a snapshot. Dropping it discards the snapshot.
#[derive(Debug)]
pub struct Rehearsal {
    pub exit: Exit,
    pub limit: Option<LimitHit>,
    pub duration: Duration,
    /// Processes the command left running, killed when it exited.
    pub leftover_processes: u32,
    /// Those of them still running then (not zombies), named: at most 16, by at most 200 bytes
    /// of their command lines (3 KiB in all).
    pub stopped: Vec<StoppedProcess>,
    pub privilege: Privilege,
    /// How memory and process limits were enforced.
    pub enforcement: &'static str,
    /// Host mounts that could not be snapshotted and were hidden instead.
    pub hidden: Vec<Hidden>,
    /// Names the warmer looked up while the command ran (see [`warm`]).
    pub warmed_names: usize,
    /// The warmer's changed listings, saved once the answer is out.
    warmed: warm::Warmed,
    /// The sandbox's root as this process sees it, and the folders bound read-only in it with
    /// their devices.
    root: PathBuf,
    read_only: Vec<(PathBuf, u64)>,
    layers: Vec<Layer>,
    fence: commit::Fence,
    stdout_path: PathBuf,
    stderr_path: PathBuf,
    /// stdout holds both streams, in the order written (see [`SandboxConfig::one_stream`]).
    pub one_stream: bool,
    run: Option<state::RunDir>,
    views: std::cell::RefCell<Vec<usize>>,
    program: OsString,
}

impl Rehearsal {
    pub fn stdout(&self) -> std::io::Result<Vec<u8>> {
        std::fs::read(&self.stdout_path)
    }

    pub fn stderr(&self) -> std::io::Result<Vec<u8>> {
        std::fs::read(&self.stderr_path)
    }

    pub fn stdout_path(&self) -> &Path {
        &self.stdout_path
    }

    pub fn stderr_path(&self) -> &Path {
        &self.stderr_path
    }

    pub fn stdout_file(&self) -> std::io::Result<File> {
        File::open(&self.stdout_path)
    }

    pub fn stderr_file(&self) -> std::io::Result<File> {
        File::open(&self.stderr_path)
    }

    /// When the rehearsal began, for conflict detection.
    pub fn fence(&self) -> Fence {
        self.fence
    }

    /// The program the command named (its `argv[0]`).
    pub fn program(&self) -> &std::ffi::OsStr {
        &self.program
    }

    pub fn layers(&self) -> &[Layer] {
        &self.layers
    }

    pub fn run_id(&self) -> &str {
        self.run.as_ref().map(|r| r.id.as_str()).unwrap_or("")
    }

    /// Every path the command changed, compared with the real tree.
    pub fn changes(&self) -> Vec<Change> {
        diff::changes(&self.layers, self.privilege == Privilege::Root, self.fence)
    }

    /// Applies the snapshot to the real tree, all or nothing.
    pub fn commit(&self, options: &CommitOptions) -> Result<CommitSummary, CommitError> {
        let Some(run) = &self.run else { return Ok(CommitSummary::default()) };
        let committer = commit::Committer {
            run_id: &run.id,
            layers: &self.layers,
            fence: self.fence,
            journal_path: run.journal_path(),
            options,
            privilege_root: self.privilege == Privilege::Root,
        };
        committer.commit()
    }

    /// The tree as the command left it, read-only, at a path of this process's namespace; used
    /// to ask questions of the result (which git commits are still reachable) before committing.
    /// Returns the view's path for the layer that holds `host_path`, and that layer's host root.
    pub fn view(&self, host_path: &Path) -> Result<(PathBuf, PathBuf), SysError> {
        let run =
            self.run.as_ref().ok_or_else(|| SysError::new("view of a discarded rehearsal", libc::EINVAL))?;
        let (i, layer) = self
            .layers
            .iter()
            .enumerate()
            .filter(|(_, l)| host_path.starts_with(&l.host_path))
            .max_by_key(|(_, l)| l.host_path.as_os_str().len())
            .ok_or_else(|| SysError::new(format!("no snapshot layer holds {host_path:?}"), libc::ENOENT))?;
        let target = run.path.join("views").join(i.to_string());
        if !self.views.borrow().contains(&i) {
            sys::mkdir_all(&target, 0o700)?;
            let esc =
                |p: &Path| p.to_string_lossy().replace('\\', "\\\\").replace(',', "\\,").replace(':', "\\:");
            let mut opts = format!("lowerdir={}:{}", esc(&layer.upper), esc(&layer.host_path));
            if self.privilege == Privilege::Rootless {
                opts.push_str(",userxattr");
            }
            sys::mount(
                Some("foresee-view"),
                &target,
                Some("overlay"),
                libc::MS_RDONLY | libc::MS_NOSUID | libc::MS_NODEV,
                Some(&opts),
            )?;
            self.views.borrow_mut().push(i);
        }
        Ok((target, layer.host_path.clone()))
    }

    /// Discards the snapshot (also what dropping does).
    pub fn rollback(self) {}

    /// The folders bound read-only rather than overlaid in this rehearsal.
    pub fn read_only_trees(&self) -> impl Iterator<Item = &Path> {
        self.read_only.iter().map(|(p, _)| p.as_path())
    }

    /// The first of `paths` (as the command saw them) that lies in a folder bound read-only:
    /// the entry, or its nearest existing ancestor, resolved inside the sandbox's root with its
    /// symlinks (`/bin` may lead to `/usr/bin`), is on such a bind. Each path comes with whether
    /// the change follows a symlink there (a write through `d/link` lands where the link
    /// leads; removing or replacing the link changes only `d`). A change the command tried
    /// there failed with `EROFS`, where an overlay would have taken it: the rehearsal must run
    /// again without the binds.
    pub fn first_in_read_only_tree<'a>(
        &self,
        paths: impl IntoIterator<Item = (&'a Path, bool)>,
    ) -> Option<&'a Path> {
        if self.read_only.is_empty() {
            return None;
        }
        let mut paths = paths.into_iter();
        let Ok(root) = sys::open_path(&self.root, libc::O_PATH | libc::O_DIRECTORY) else {
            return paths.next().map(|(p, _)| p);
        };
        let on_bind = |path: &Path, follows: bool| {
            let mut p = Some(path);
            let mut flags = if follows { libc::O_PATH } else { libc::O_PATH | libc::O_NOFOLLOW };
            while let Some(here) = p {
                match sys::open_in_root(&root, here, flags) {
                    Ok(fd) => {
                        let Ok(st) = sys::fstat(&fd) else { return true };
                        return self.read_only.iter().any(|(_, dev)| *dev == st.st_dev);
                    }
                    Err(e) if e.errno == libc::ENOENT || e.errno == libc::ENOTDIR => {
                        if flags & libc::O_NOFOLLOW == 0
                            && here == path
                            && sys::open_in_root(&root, here, libc::O_PATH | libc::O_NOFOLLOW).is_ok()
                        {
                            // A dangling symlink: a write through it creates what it names,
                            // which may be anywhere. Unsure, so counted in.
                            return true;
                        }
                        p = here.parent();
                    }
                    // Unsure: count it as there, so the rehearsal runs again without the binds.
                    Err(_) => return true,
                }
                // Every folder above the entry is followed, as the kernel follows it.
                flags = libc::O_PATH;
            }
            false
        };
        // An entry changed again and again is looked at once; a change to a name alone (made,
        // removed, renamed) is a change to its folder, looked at once for all its names (a
        // mount point itself cannot be removed or replaced either way). A path the tracer could
        // not make absolute (its process gone before its folder was read) may be anywhere:
        // counted in.
        let mut checked = std::collections::HashSet::new();
        let mut folders = std::collections::HashMap::new();
        paths
            .find(|(p, follows)| match p.parent() {
                _ if !p.is_absolute() => true,
                Some(folder) if !*follows => *folders.entry(folder).or_insert_with(|| on_bind(folder, true)),
                _ => checked.insert(*p) && on_bind(p, *follows),
            })
            .map(|(p, _)| p)
    }
}

impl Rehearsal {
    /// Discards the snapshot after this process exits, in a short-lived child, so that the
    /// caller's answer does not wait for the kernel to tear down the overlays. Everything the
    /// host can see is done first: the warmer's listings are saved and the run's lock removed.
    /// What the child then tears down lives only in this process's mount namespace (see
    /// [`state`]), so after foresee exits nothing in the state folder changes.
    ///
    /// Call it last, just before exiting; the process must not fork or spawn threads after.
    pub fn release(mut self) {
        self.warmed.save();
        self.warmed = warm::Warmed::default();
        let Some(run) = self.run.take() else { return };
        let Ok((r, w)) = sys::pipe_cloexec() else {
            drop(run);
            return;
        };
        let views: Vec<CString> = std::fs::read_dir(run.path.join("views"))
            .map(|rd| rd.flatten().filter_map(|e| sys::cpath(&e.path()).ok()).collect())
            .unwrap_or_default();
        let Ok(path) = sys::cpath(&run.path) else {
            drop(run);
            return;
        };
        let pid = unsafe { libc::fork() };
        if pid == 0 {
            // The undertaker: off the caller's pipes, it waits for the parent to be gone. It runs
            // at normal priority: the snapshot's memory (the tmpfs upper layers) is freed only
            // when it is done, and an idle-priority teardown could wait out a busy machine.
            unsafe {
                let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
                for fd in 0..3 {
                    libc::dup2(null, fd);
                }
                libc::setsid();
                libc::close(w.as_raw_fd());
                let mut b = [0u8; 1];
                while libc::read(r.as_raw_fd(), b.as_mut_ptr() as *mut libc::c_void, 1) < 0
                    && sys::errno() == libc::EINTR
                {}
                for v in &views {
                    libc::umount2(v.as_ptr(), libc::MNT_DETACH);
                }
                libc::umount2(path.as_ptr(), libc::MNT_DETACH);
                libc::_exit(0);
            }
        }
        if pid < 0 {
            drop(run);
            return;
        }
        drop(r);
        // The write end closes when this process exits. The mount point is on this process's
        // scratch tmpfs, gone with the mount namespace.
        std::mem::forget(w);
        run.unlock();
        std::mem::forget(run);
    }
}

impl Drop for Rehearsal {
    fn drop(&mut self) {
        if let Some(run) = self.run.take() {
            if let Ok(rd) = std::fs::read_dir(run.path.join("views")) {
                for e in rd.flatten() {
                    let _ = sys::umount_detach(&e.path());
                }
            }
            let _ = sys::umount_detach(&run.path);
            drop(run);
        }
    }
}

/// Finishes commits and removes folders and cgroups that crashed runs left. Returns the number
/// of stale runs cleaned.
pub fn sweep(state_dir: &Path) -> usize {
    let found = state::sweep(state_dir);
    for j in &found.journals {
        let _ = commit::recover(j);
    }
    if !found.stale_runs.is_empty() {
        if let Ok(mounts) = mountinfo::read_self() {
            limits::sweep_cgroups(&found.stale_runs, &mounts);
        }
    }
    found.stale_runs.len()
}

fn runtime_dirs(env: &[(OsString, OsString)]) -> Vec<PathBuf> {
    let mut v = vec![PathBuf::from("/run")];
    for p in ["/var/run", "/tmp/.X11-unix"] {
        if std::fs::symlink_metadata(p).is_ok_and(|m| m.is_dir()) {
            v.push(PathBuf::from(p));
        }
    }
    if let Some((_, x)) = env.iter().find(|(k, _)| k == "XDG_RUNTIME_DIR") {
        let p = PathBuf::from(x);
        if p.is_absolute() && !v.iter().any(|r| p.starts_with(r) && r != Path::new("/run")) {
            v.push(p);
        }
    }
    v
}

struct SignalGuard {
    old: libc::sigset_t,
    fd: OwnedFd,
}

impl SignalGuard {
    /// Blocks the signals that should end a rehearsal and reads them from a signalfd instead,
    /// so Ctrl-C leads to a clean rollback rather than an abandoned snapshot.
    fn new() -> Result<SignalGuard, SysError> {
        unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            for s in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGQUIT] {
                libc::sigaddset(&mut set, s);
            }
            let mut old: libc::sigset_t = std::mem::zeroed();
            libc::sigprocmask(libc::SIG_BLOCK, &set, &mut old);
            let fd = libc::signalfd(-1, &set, libc::SFD_CLOEXEC | libc::SFD_NONBLOCK);
            if fd < 0 {
                let e = SysError::last("signalfd(SIGINT|SIGTERM|SIGHUP|SIGQUIT)");
                libc::sigprocmask(libc::SIG_SETMASK, &old, std::ptr::null_mut());
                return Err(e);
            }
            Ok(SignalGuard { old, fd: OwnedFd::from_raw_fd(fd) })
        }
    }

    fn take(&self) -> Option<i32> {
        let mut info: libc::signalfd_siginfo = unsafe { std::mem::zeroed() };
        let n = unsafe {
            libc::read(
                self.fd.as_raw_fd(),
                &mut info as *mut _ as *mut libc::c_void,
                std::mem::size_of::<libc::signalfd_siginfo>(),
            )
        };
        if n == std::mem::size_of::<libc::signalfd_siginfo>() as isize {
            Some(info.ssi_signo as i32)
        } else {
            None
        }
    }
}

impl Drop for SignalGuard {
    fn drop(&mut self) {
        unsafe { libc::sigprocmask(libc::SIG_SETMASK, &self.old, std::ptr::null_mut()) };
    }
}

/// Runs `command` in a fresh snapshot and returns what happened, with the snapshot kept until the
/// [`Rehearsal`] is committed or dropped.
///
/// The first call in a process moves the process into private namespaces; it must be made while
/// the process is single-threaded.
pub fn rehearse(
    config: &SandboxConfig,
    command: &Command,
    monitor: Option<&mut dyn Monitor>,
) -> Result<Rehearsal, SandboxError> {
    if command.argv.is_empty() {
        return Err(SandboxError::Setup(SysError::new("empty command", libc::EINVAL)));
    }
    phase("start");
    let privilege = namespace::detect_privilege();
    probe::preflight(privilege).map_err(SandboxError::Unsupported)?;
    namespace::enter()?;
    sweep(&config.state_dir);
    phase("enter+sweep");
    // Host changes after this are conflicts at commit (see commit::Fence).
    let fence = commit::Fence::now();
    let t0 = Instant::now();

    let run = state::RunDir::create(&config.state_dir)?;
    let mut rehearsal_guard = PartialRun { run: Some(run), mounted: false };
    let run_path = rehearsal_guard.path().to_path_buf();
    sys::mount(
        Some("foresee-snapshot"),
        &run_path,
        Some("tmpfs"),
        // No access times from reads: foresee's own reads of the upper layers (the diff, the
        // report) must not stamp them, so an upper entry's access time is the one copy-up took
        // from the host or one the command set explicitly, and the commit can apply it.
        libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOATIME,
        Some(&format!("mode=0700,size={}", config.limits.snapshot_bytes.max(1 << 20))),
    )
    .map_err(|e| match probe::explain_namespace_failure(&e, privilege) {
        Some(u) => SandboxError::Unsupported(u),
        None => SandboxError::Setup(e),
    })?;
    rehearsal_guard.mounted = true;

    phase("run dir+tmpfs");
    let mounts = mountinfo::read_self()
        .map_err(|e| SysError::new("read /proc/self/mountinfo", e.raw_os_error().unwrap_or(0)))?;
    let runtime = runtime_dirs(&command.env);
    let mut masked = vec![config.state_dir.clone()];
    masked.extend(config.masked.iter().cloned());
    let own = [config.state_dir.join(state::SCRATCH_DIR), run_path.clone()];
    let mut own_roots = config.own_roots.clone();
    own_roots.push(command.cwd.clone());
    // Shared temp folders are owned by root: rootless, a write below them needs them as layer
    // roots (see `own_roots`).
    own_roots.extend(["/tmp", "/var/tmp"].map(PathBuf::from));
    if let Some((_, t)) = command.env.iter().find(|(k, _)| k == "TMPDIR") {
        own_roots.push(PathBuf::from(t));
    }
    let input = layout::LayoutInput {
        mounts: &mounts,
        privilege,
        own_mounts: &own,
        runtime_dirs: &runtime,
        masked: &masked,
        own_roots: &own_roots,
        read_only_trees: &config.read_only_trees,
    };
    let layout = layout::plan(&input, &layout::RealHost)
        .map_err(|e| SysError::new(format!("plan the sandbox root: {e}"), libc::EINVAL))?;
    let builder = root::RootBuilder {
        scratch: &run_path,
        privilege,
        uid: sys::getuid(),
        gid: sys::getgid(),
        bound_files: &config.bound_files,
    };
    let built =
        builder.build(&layout).map_err(|e| match probe::explain_namespace_failure(&e, privilege) {
            Some(u) => SandboxError::Unsupported(u),
            None => SandboxError::Setup(e),
        })?;
    if let Some(h) = built.hidden.iter().find(|h| command.cwd.starts_with(&h.path)) {
        return Err(SandboxError::WorkingDirectory {
            path: command.cwd.clone(),
            reason: format!("its filesystem at {} cannot be snapshotted: {}", h.path.display(), h.error),
        });
    }
    if let Some(m) = masked.iter().chain(runtime.iter()).find(|m| command.cwd.starts_with(m)) {
        return Err(SandboxError::WorkingDirectory {
            path: command.cwd.clone(),
            reason: format!("{} is replaced by an empty folder inside the sandbox", m.display()),
        });
    }

    // Opened before anything runs in the sandbox, so it is the folder the command starts in.
    let warm_trees = if config.warm_names > 0 {
        warm::trees(&built.root, &command.cwd, &command.argv)
    } else {
        Vec::new()
    };
    phase("layout+root");
    let out_dir = run_path.join("out");
    sys::mkdir(&out_dir, 0o700)?;
    let stdout_path = out_dir.join("stdout");
    let stderr_path = out_dir.join("stderr");
    let open_out = |p: &Path| sys::open_path(p, libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC);
    let stdout_fd = open_out(&stdout_path)?;
    // One stream: fd 2 is fd 1's open file, so both share one offset and every write lands
    // after the last, whichever it went to. The stderr file stays, empty.
    let stderr_fd = open_out(&stderr_path)?;
    let stderr_fd = if config.one_stream {
        stdout_fd.try_clone().map_err(|e| {
            SandboxError::Setup(SysError::new("dup(stdout)".to_string(), e.raw_os_error().unwrap_or(0)))
        })?
    } else {
        stderr_fd
    };

    let run_id = rehearsal_guard.run.as_ref().map(|r| r.id.clone()).unwrap_or_default();
    let enforcement = limits::Enforcement::create(&run_id, &config.limits, &mounts);
    let (need_as, need_nproc) = enforcement.needs_rlimits();

    let (report_r, report_w) = sys::pipe_cloexec()?;
    let (go_r, go_w) = sys::pipe_cloexec()?;
    let (started_r, started_w) = sys::pipe_cloexec()?;
    let (attach_r, attach_w) = sys::pipe_cloexec()?;
    let cstr = |s: &std::ffi::OsStr| sys::cstr(s);
    let path_var = command
        .env
        .iter()
        .find(|(k, _)| k == "PATH")
        .map(|(_, v)| v.as_bytes().to_vec())
        .unwrap_or_else(|| b"/usr/local/bin:/usr/bin:/bin".to_vec());
    let plan = child::ChildPlan {
        root: sys::cpath(&built.root)?,
        cwd: sys::cpath(&command.cwd)?,
        argv: command.argv.iter().map(|a| cstr(a)).collect::<Result<_, _>>()?,
        env: command
            .env
            .iter()
            .map(|(k, v)| {
                let mut b = k.as_bytes().to_vec();
                b.push(b'=');
                b.extend_from_slice(v.as_bytes());
                CString::new(b).map_err(|_| {
                    SysError::new(format!("environment variable {k:?} contains a NUL byte"), libc::EINVAL)
                })
            })
            .collect::<Result<_, _>>()?,
        path_dirs: path_var.split(|b| *b == b':').map(|d| d.to_vec()).collect(),
        stdin_null: command.stdin == Stdin::Null,
        stdout_fd: stdout_fd.as_raw_fd(),
        stderr_fd: stderr_fd.as_raw_fd(),
        report_fd: report_w.as_raw_fd(),
        go_fd: go_r.as_raw_fd(),
        rlimit_as: need_as.then_some(config.limits.memory_bytes),
        rlimit_nproc: (need_nproc && privilege == Privilege::Rootless).then_some(config.limits.max_processes),
        deny: seccomp::deny_programs(monitor.is_some()),
        extra_filters: monitor.as_ref().map(|m| m.filters()).unwrap_or_default(),
        started_fd: monitor.is_some().then_some(started_w.as_raw_fd()),
        attach_fd: monitor.is_some().then_some(attach_r.as_raw_fd()),
        rootless: privilege == Privilege::Rootless,
        join_cgroup: enforcement.self_join_files().iter().map(|p| sys::cpath(p)).collect::<Result<_, _>>()?,
    };

    phase("cgroup+plan");
    let signals = SignalGuard::new()?;
    phase("signals");
    let flags =
        libc::CLONE_NEWPID | libc::CLONE_NEWNS | libc::CLONE_NEWNET | libc::CLONE_NEWIPC | libc::CLONE_NEWUTS;
    // A v2 cgroup is entered at birth; failing that (older kernels), by migration below.
    let cgroup_dir =
        enforcement.cgroup2_dir().and_then(|d| sys::open_path(d, libc::O_RDONLY | libc::O_DIRECTORY).ok());
    let mut born_in_cgroup = false;
    // SAFETY: the supervisor has no other thread here (the watchdog starts after the fork).
    let forked = match &cgroup_dir {
        Some(fd) => match unsafe { sys::fork_into_cgroup(flags, fd) } {
            Ok(p) => {
                born_in_cgroup = true;
                Ok(p)
            }
            Err(_) => unsafe { sys::fork_into(flags) },
        },
        None => unsafe { sys::fork_into(flags) },
    };
    let pid = forked.map_err(|e| match probe::explain_namespace_failure(&e, privilege) {
        Some(u) => SandboxError::Unsupported(u),
        None => SandboxError::Setup(e),
    })?;
    if pid == 0 {
        drop(report_r);
        drop(go_w);
        drop(started_r);
        drop(attach_w);
        child::init_main(&plan);
    }
    phase("clone");
    drop(report_w);
    drop(go_r);
    drop(started_w);
    drop(attach_r);
    drop(stdout_fd);
    drop(stderr_fd);
    let mut init = InitProcess { pid, reaped: false };
    if let Err(e) = if born_in_cgroup { Ok(()) } else { enforcement.add(pid) } {
        // Limits that cannot be applied are a setup failure: never run without them.
        return Err(SandboxError::Setup(SysError::new(
            format!("join cgroup ({})", enforcement.describe()),
            e.raw_os_error().unwrap_or(0),
        )));
    }
    phase("fork+cgroup");
    sys::write_all_raw(go_w.as_raw_fd(), b"g");
    drop(go_w);
    phase("clock wait");
    // The watchdog thread starts before the monitor may pin this thread to one CPU, so it and
    // the warmer it starts keep every CPU.
    let warm = (!warm_trees.is_empty()).then(|| WarmPlan {
        trees: warm_trees,
        cache: config.state_dir.join(warm::CACHE_DIR),
        names: config.warm_names,
        at: Instant::now() + config.warm_delay,
    });
    let sampler = config
        .progress
        .clone()
        .map(|sink| progress::Sampler::new(sink, pid, run_path.clone(), Instant::now()));
    let watchdog = Watchdog::start(pid, t0 + config.limits.wall_time, signals, warm, sampler)?;
    let mut monitor = monitor;
    if let Some(m) = monitor.as_mut() {
        m.prepare(pid, &built.root);
    }
    let status = match monitor {
        Some(m) => {
            // init tells when the command exists; the command waits until the monitor holds it.
            let mut line = String::new();
            {
                use std::io::Read;
                let mut f = File::from(started_r);
                let mut b = [0u8; 1];
                while f.read(&mut b).map(|n| n == 1).unwrap_or(false) && b[0] != b'\n' {
                    line.push(b[0] as char);
                }
            }
            match command_pid_of(pid) {
                Some(cmd_pid) if line == "started" => {
                    let ctx = AttachContext { command: cmd_pid, init: pid, root: &built.root };
                    if let Err(e) = m.attach(&ctx) {
                        return Err(SandboxError::Setup(SysError::new(
                            format!("attach the tracer: {e}"),
                            libc::EPERM,
                        )));
                    }
                    sys::write_all_raw(attach_w.as_raw_fd(), b"a");
                    drop(attach_w);
                    let st = m.follow(pid);
                    init.reaped = true;
                    st
                }
                _ => {
                    drop(attach_w);
                    init.reap()
                }
            }
        }
        None => {
            drop(attach_w);
            drop(started_r);
            init.reap()
        }
    };
    let _ = status;
    let (mut limit, warmed) = watchdog.finish();
    let warmed_names = warmed.names;
    phase(&format!("run (warmed {warmed_names})"));
    let duration = t0.elapsed();
    let mut report = String::new();
    {
        use std::io::Read;
        let mut f = File::from(report_r);
        let _ = f.read_to_string(&mut report);
    }
    let mut exit = Exit::Unknown;
    let mut leftover_processes = 0;
    let mut stopped = Vec::new();
    for line in report.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        match f.as_slice() {
            ["setup", errno, call] => {
                let e = SysError::new(format!("{call} (in the sandbox's init)"), errno.parse().unwrap_or(0));
                // A container may grant the namespaces but not what is done in them (bringing
                // the rehearsal's loopback up needs CAP_NET_ADMIN).
                return Err(match probe::explain_namespace_failure(&e, privilege) {
                    Some(u) => SandboxError::Unsupported(u),
                    None => SandboxError::Setup(e),
                });
            }
            ["cwd", errno] => {
                return Err(SandboxError::WorkingDirectory {
                    path: command.cwd.clone(),
                    reason: sys::errno_text(errno.parse().unwrap_or(0)),
                });
            }
            ["exec", errno] => {
                let e: i32 = errno.parse().unwrap_or(0);
                exit = if e == libc::ENOENT { Exit::NotFound } else { Exit::CannotExecute(e) };
            }
            ["exit", code, left] => {
                if !matches!(exit, Exit::NotFound | Exit::CannotExecute(_)) {
                    exit = Exit::Code(code.parse().unwrap_or(1));
                }
                leftover_processes = left.parse().unwrap_or(0);
            }
            ["left", pid, cmdline] => {
                if let (Ok(pid), Some(command)) = (pid.parse(), unhex(cmdline)) {
                    stopped.push(StoppedProcess { pid, command });
                }
            }
            ["signal", sig, left] => {
                exit = Exit::Signal(sig.parse().unwrap_or(9));
                leftover_processes = left.parse().unwrap_or(0);
            }
            _ => {}
        }
    }
    if limit.is_none() {
        limit = enforcement.hit();
    }
    if limit.is_none() && tmpfs_full(&run_path) {
        limit = Some(LimitHit::SnapshotFull);
    }
    // The sandbox's tree stays mounted (nothing uses it any more): unmounting it evicts every
    // dentry the command looked up, which costs tens of milliseconds after a big walk, and that
    // cost belongs after the answer (see Rehearsal::release).
    let enforcement_name = enforcement.describe();
    drop(enforcement);
    let run = rehearsal_guard.run.take();
    rehearsal_guard.mounted = false;
    Ok(Rehearsal {
        exit,
        limit,
        duration,
        leftover_processes,
        stopped,
        privilege,
        enforcement: enforcement_name,
        hidden: built.hidden,
        warmed_names,
        warmed,
        root: built.root.clone(),
        read_only: built.read_only,
        layers: built.layers,
        fence,
        stdout_path,
        stderr_path,
        one_stream: config.one_stream,
        run,
        views: Default::default(),
        program: command.argv[0].clone(),
    })
}

fn tmpfs_full(p: &Path) -> bool {
    let Ok(c) = sys::cpath(p) else { return false };
    let mut st: libc::statvfs = unsafe { std::mem::zeroed() };
    if unsafe { libc::statvfs(c.as_ptr(), &mut st) } < 0 {
        return false;
    }
    // Within 64 KiB of the cap counts as full: the last write rarely lands exactly on it.
    (st.f_bavail as u64) * (st.f_bsize as u64) < 64 * 1024
}

/// Bytes from the hex init writes them in (see `child::left_running`).
fn unhex(s: &str) -> Option<Vec<u8>> {
    if s.len() % 2 != 0 {
        return None;
    }
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok()).collect()
}

/// With `FORESEE_TIMINGS=1`, prints how long each phase of a rehearsal took (to stderr).
pub fn phase(name: &str) {
    use std::io::Write;
    use std::sync::OnceLock;
    static ON: OnceLock<bool> = OnceLock::new();
    static LAST: std::sync::Mutex<Option<Instant>> = std::sync::Mutex::new(None);
    if !*ON.get_or_init(|| std::env::var_os("FORESEE_TIMINGS").is_some_and(|v| v == "1")) {
        return;
    }
    let now = Instant::now();
    if let Ok(mut last) = LAST.lock() {
        if let Some(l) = *last {
            // Not eprintln!: a closed stderr must not panic the supervisor.
            let _ = writeln!(
                std::io::stderr(),
                "foresee timing: {name:<16} {:>8.3} ms",
                (now - l).as_secs_f64() * 1000.0
            );
        }
        *last = Some(now);
    }
}

/// With `FORESEE_TIMINGS=1`, prints the peak memory of foresee itself (`VmHWM` of its own
/// address space, which the process that started it cannot inflate, unlike `ru_maxrss`, which
/// counts the parent's pages copied before `exec`) and of the largest process it waited for.
pub fn peak_memory() {
    use std::io::Write;
    if std::env::var_os("FORESEE_TIMINGS").is_none_or(|v| v != "1") {
        return;
    }
    let own = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        })
        .unwrap_or(0);
    // SAFETY: getrusage writes into the zeroed struct it is given and nothing else.
    let children = unsafe {
        let mut u: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) == 0 { u.ru_maxrss.max(0) as u64 } else { 0 }
    };
    let _ = writeln!(std::io::stderr(), "foresee memory: own {own} KiB, largest child {children} KiB");
}

/// Cleans up a run that failed before it became a [`Rehearsal`].
struct PartialRun {
    run: Option<state::RunDir>,
    mounted: bool,
}

impl PartialRun {
    fn path(&self) -> &Path {
        self.run.as_ref().map(|r| r.path.as_path()).unwrap_or(Path::new("/"))
    }
}

impl Drop for PartialRun {
    fn drop(&mut self) {
        if let Some(run) = self.run.take() {
            if self.mounted {
                let _ = sys::umount_detach(&run.path);
            }
            drop(run);
        }
    }
}

struct InitProcess {
    pid: libc::pid_t,
    reaped: bool,
}

impl InitProcess {
    fn reap(&mut self) -> i32 {
        let mut status = 0;
        if !self.reaped {
            loop {
                let r = unsafe { libc::waitpid(self.pid, &mut status, libc::__WALL) };
                if r < 0 && sys::errno() == libc::EINTR {
                    continue;
                }
                break;
            }
            self.reaped = true;
        }
        status
    }
}

impl Drop for InitProcess {
    fn drop(&mut self) {
        if !self.reaped {
            // Killing init tears down the whole PID namespace.
            unsafe { libc::kill(self.pid, libc::SIGKILL) };
            let _ = self.reap();
        }
    }
}
