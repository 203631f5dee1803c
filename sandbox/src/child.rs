//! The two processes inside the sandbox, forked from the single-threaded supervisor.
//!
//! * **init** (PID 1 of the new PID namespace): mounts `/proc`, brings up `lo`, pivots into the
//!   snapshot root, forks the command, reaps everything, and when the command exits kills what it
//!   left behind. When init dies the kernel kills the whole namespace, and init dies with the
//!   supervisor (`PR_SET_PDEATHSIG`), so no process outlives a rehearsal.
//! * **command**: a new session (no controlling terminal, so no keystroke injection), stdio set,
//!   rlimits, every other descriptor closed, capabilities dropped, `no_new_privs`, the deny filter,
//!   then `execve`.
//!
//! Both report to the supervisor over a close-on-exec pipe, one line per fact.

use crate::BpfProgram;
use crate::sys;
use std::ffi::CString;
use std::os::fd::RawFd;

pub(crate) struct ChildPlan {
    pub root: CString,
    pub cwd: CString,
    pub argv: Vec<CString>,
    pub env: Vec<CString>,
    pub path_dirs: Vec<Vec<u8>>,
    pub stdin_null: bool,
    pub stdout_fd: RawFd,
    pub stderr_fd: RawFd,
    pub report_fd: RawFd,
    pub go_fd: RawFd,
    pub rlimit_as: Option<u64>,
    pub rlimit_nproc: Option<u64>,
    pub deny: Vec<BpfProgram>,
    pub extra_filters: Vec<BpfProgram>,
    /// With a monitor: init writes "started" here once the command exists...
    pub started_fd: Option<RawFd>,
    /// ...and the command waits here until the monitor holds it.
    pub attach_fd: Option<RawFd>,
    pub rootless: bool,
    /// cgroup v1 `tasks` files init writes "0" to, moving itself in before anything runs.
    pub join_cgroup: Vec<CString>,
}

fn report(fd: RawFd, line: &str) {
    sys::write_all_raw(fd, line.as_bytes());
}

fn fail(fd: RawFd, call: &str) -> ! {
    let e = sys::errno();
    report(fd, &format!("setup\t{e}\t{call}\n"));
    unsafe { libc::_exit(1) }
}

/// Entry point of the sandbox's init. Never returns.
pub(crate) fn init_main(plan: &ChildPlan) -> ! {
    let rfd = plan.report_fd;
    unsafe {
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
    }
    // Init holds nothing of the supervisor's but the descriptors it was given: in particular
    // not the run's lock, which must die with the supervisor so a later run can sweep.
    let mut keep: Vec<RawFd> = vec![0, 1, 2, plan.stdout_fd, plan.stderr_fd, plan.report_fd, plan.go_fd];
    keep.extend(plan.started_fd);
    keep.extend(plan.attach_fd);
    close_all_except(&mut keep);
    for tasks in &plan.join_cgroup {
        let fd = unsafe { libc::open(tasks.as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC) };
        if fd < 0 || unsafe { libc::write(fd, b"0".as_ptr() as *const libc::c_void, 1) } != 1 {
            fail(rfd, "join the rehearsal's cgroup (write 0 to tasks)");
        }
        unsafe { libc::close(fd) };
    }
    // Wait for the supervisor's go (cgroup joined, clock settled); EOF means it died.
    let mut b = [0u8; 1];
    loop {
        let n = unsafe { libc::read(plan.go_fd, b.as_mut_ptr() as *mut libc::c_void, 1) };
        if n == 1 {
            break;
        }
        if n < 0 && sys::errno() == libc::EINTR {
            continue;
        }
        unsafe { libc::_exit(1) }
    }
    unsafe {
        libc::close(plan.go_fd);
        if libc::mount(
            std::ptr::null(),
            c"/".as_ptr(),
            std::ptr::null(),
            libc::MS_REC | libc::MS_PRIVATE,
            std::ptr::null(),
        ) < 0
        {
            fail(rfd, "mount(NULL, \"/\", NULL, MS_REC|MS_PRIVATE)");
        }
        if libc::chdir(plan.root.as_ptr()) < 0 {
            fail(rfd, "chdir(root)");
        }
        // A fresh /proc shows only this PID namespace: no host processes, no parent environment.
        if libc::mount(
            c"proc".as_ptr(),
            c"proc".as_ptr(),
            c"proc".as_ptr(),
            libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC,
            std::ptr::null(),
        ) < 0
        {
            fail(rfd, "mount(\"proc\", \"/proc\", \"proc\", MS_NOSUID|MS_NODEV|MS_NOEXEC)");
        }
        if let Err(call) = sys::loopback_up() {
            fail(rfd, call);
        }
        // Unprivileged ICMP sockets for everyone in this network namespace, so that `ping` gets
        // as far as sending (and its destination is seen) rather than failing at socket().
        // In a user namespace only our own group is mapped, so the range is just that group.
        let range =
            if plan.rootless { format!("{0} {0}", libc::getgid()) } else { "0 2147483647".to_string() };
        let fd = libc::open(c"proc/sys/net/ipv4/ping_group_range".as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
        if fd >= 0 {
            libc::write(fd, range.as_ptr() as *const libc::c_void, range.len());
            libc::close(fd);
        }
        protect_proc(rfd);
        if libc::syscall(libc::SYS_pivot_root, c".".as_ptr(), c".".as_ptr()) < 0 {
            fail(rfd, "pivot_root(\".\", \".\")");
        }
        if libc::umount2(c".".as_ptr(), libc::MNT_DETACH) < 0 {
            fail(rfd, "umount2(old root, MNT_DETACH)");
        }
        if libc::chdir(c"/".as_ptr()) < 0 {
            fail(rfd, "chdir(\"/\")");
        }
        if libc::chdir(plan.cwd.as_ptr()) < 0 {
            let e = sys::errno();
            report(rfd, &format!("cwd\t{e}\n"));
            libc::_exit(1);
        }
        let pid = libc::fork();
        if pid < 0 {
            fail(rfd, "fork()");
        }
        if pid == 0 {
            command_main(plan);
        }
        if let Some(fd) = plan.started_fd {
            report(fd, "started\n");
            libc::close(fd);
        }
        libc::close(plan.stdout_fd);
        libc::close(plan.stderr_fd);
        if plan.stdin_null {
            // The command's stdin may be ours; init itself never reads it.
        }
        let mut command_status: Option<libc::c_int> = None;
        let mut leftovers = 0u32;
        let mut stopped: Vec<(i32, Vec<u8>)> = Vec::new();
        loop {
            let mut status = 0;
            let w = libc::waitpid(-1, &mut status, libc::__WALL);
            if w < 0 {
                if sys::errno() == libc::EINTR {
                    continue;
                }
                break;
            }
            if w == pid && (libc::WIFEXITED(status) || libc::WIFSIGNALED(status)) {
                command_status = Some(status);
                let mut unnamed;
                (leftovers, stopped, unnamed) = left_running();
                // `server &` as a command's last word: the fork may not have reached its exec
                // when the shell exits, and would be named as the shell. A short grace lets it
                // get there, only when such a fork is left.
                let own = cmdline_text(
                    plan.argv.iter().flat_map(|a| a.as_bytes_with_nul().iter().copied()).collect(),
                );
                let mut waited = 0;
                while waited < EXEC_GRACE_MS && (unnamed > 0 || stopped.iter().any(|(_, c)| *c == own)) {
                    let t = libc::timespec { tv_sec: 0, tv_nsec: 2_000_000 };
                    libc::nanosleep(&t, std::ptr::null_mut());
                    waited += 2;
                    (leftovers, stopped, unnamed) = left_running();
                }
                // What the command left running dies with it: nothing outlives a rehearsal.
                libc::kill(-1, libc::SIGKILL);
            }
        }
        // Named before the exit line, within what a pipe holds at its smallest.
        let mut budget = NAMED_BYTES;
        for (pid, cmdline) in &stopped {
            let line = format!("left\t{pid}\t{}\n", hex(cmdline));
            if line.len() > budget {
                break;
            }
            budget -= line.len();
            report(rfd, &line);
        }
        match command_status {
            Some(s) if libc::WIFEXITED(s) => {
                report(rfd, &format!("exit\t{}\t{leftovers}\n", libc::WEXITSTATUS(s)))
            }
            Some(s) => report(rfd, &format!("signal\t{}\t{leftovers}\n", libc::WTERMSIG(s))),
            None => report(rfd, "lost\n"),
        }
        libc::_exit(0)
    }
}

/// Root without capabilities is still uid 0, and uid 0 owns the kernel's global knobs under
/// /proc: `kernel.core_pattern`, `kernel.modprobe`, `/proc/sysrq-trigger` are writable by file
/// mode alone. They are made read-only (and a few information leaks hidden) before the command
/// exists. A failure here is a setup failure: the command must not run with them writable.
fn protect_proc(rfd: RawFd) {
    let exists = |p: &std::ffi::CStr| unsafe { libc::access(p.as_ptr(), libc::F_OK) == 0 };
    for p in [c"proc/sys", c"proc/sysrq-trigger", c"proc/bus", c"proc/fs", c"proc/irq"] {
        if !exists(p) {
            continue;
        }
        unsafe {
            if libc::mount(
                p.as_ptr(),
                p.as_ptr(),
                std::ptr::null(),
                libc::MS_BIND | libc::MS_REC,
                std::ptr::null(),
            ) < 0
            {
                fail(rfd, &format!("mount({p:?}, {p:?}, MS_BIND)"));
            }
            let flags = libc::MS_REMOUNT
                | libc::MS_BIND
                | libc::MS_RDONLY
                | libc::MS_NOSUID
                | libc::MS_NODEV
                | libc::MS_NOEXEC;
            if libc::mount(std::ptr::null(), p.as_ptr(), std::ptr::null(), flags, std::ptr::null()) < 0 {
                fail(rfd, &format!("mount({p:?}, MS_REMOUNT|MS_BIND|MS_RDONLY)"));
            }
        }
    }
    for p in [c"proc/kcore", c"proc/keys", c"proc/timer_list", c"proc/sched_debug", c"proc/kallsyms"] {
        if exists(p) {
            unsafe {
                libc::mount(
                    c"dev/null".as_ptr(),
                    p.as_ptr(),
                    std::ptr::null(),
                    libc::MS_BIND,
                    std::ptr::null(),
                )
            };
        }
    }
}

/// Closes every descriptor not in `keep`, with one close_range per gap.
fn close_all_except(keep: &mut [RawFd]) {
    keep.sort_unstable();
    let mut next: u32 = 0;
    for &fd in keep.iter() {
        let fd = fd as u32;
        if fd > next {
            unsafe { libc::syscall(libc::SYS_close_range, next, fd - 1, 0u32) };
        }
        next = next.max(fd + 1);
    }
    unsafe { libc::syscall(libc::SYS_close_range, next, u32::MAX, 0u32) };
}

/// At most this many processes left running are named, each by at most this many bytes of its
/// command line, in at most this many bytes of report lines: the report pipe is read only once
/// init is gone, so what init writes must fit in it without blocking, and a user over the
/// kernel's soft limit of pipe pages gets pipes of one page (4 KiB).
const NAMED_MAX: usize = 16;
const CMDLINE_MAX: usize = 200;
const NAMED_BYTES: usize = 3 * 1024;
/// How long a fork of the command itself, left running, is given to reach its exec.
const EXEC_GRACE_MS: u32 = 100;

/// Processes in this PID namespace other than init, and the command line of each still running
/// (not a zombie), read before they are killed: what the user started in the background
/// (`python3 -m http.server &`) is named in the answer. Also how many running ones showed no
/// command line (in the middle of an exec).
fn left_running() -> (u32, Vec<(i32, Vec<u8>)>, usize) {
    let Ok(rd) = std::fs::read_dir("/proc") else { return (0, Vec::new(), 0) };
    let mut pids: Vec<i32> = rd
        .flatten()
        .filter_map(|e| e.file_name().to_str().and_then(|n| n.parse::<i32>().ok()))
        .filter(|&p| p != 1)
        .collect();
    pids.sort_unstable();
    let mut named = Vec::new();
    let mut unnamed = 0;
    for &pid in &pids {
        if named.len() == NAMED_MAX {
            break;
        }
        // A zombie has exited already; only its entry is left to reap.
        let stat = std::fs::read(format!("/proc/{pid}/stat")).unwrap_or_default();
        let state = stat.iter().rposition(|&b| b == b')').and_then(|i| stat.get(i + 2)).copied();
        if matches!(state, None | Some(b'Z') | Some(b'X')) {
            continue;
        }
        let Ok(cmdline) = std::fs::read(format!("/proc/{pid}/cmdline")) else { continue };
        let cmdline = cmdline_text(cmdline);
        if cmdline.is_empty() {
            unnamed += 1;
        } else {
            named.push((pid, cmdline));
        }
    }
    (pids.len() as u32, named, unnamed)
}

/// A command line as it is named: arguments joined by spaces, at most [`CMDLINE_MAX`] bytes.
fn cmdline_text(mut cmdline: Vec<u8>) -> Vec<u8> {
    while cmdline.last() == Some(&0) {
        cmdline.pop();
    }
    cmdline.truncate(CMDLINE_MAX);
    for b in &mut cmdline {
        if *b == 0 {
            *b = b' ';
        }
    }
    cmdline
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn command_main(plan: &ChildPlan) -> ! {
    let rfd = plan.report_fd;
    unsafe {
        if libc::setsid() < 0 {
            fail(rfd, "setsid()");
        }
        // Rust ignores SIGPIPE and the supervisor blocks a few signals: the command gets the
        // defaults a shell would give it.
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigprocmask(libc::SIG_SETMASK, &set, std::ptr::null_mut());
        for sig in 1..libc::SIGRTMAX() {
            if sig != libc::SIGKILL && sig != libc::SIGSTOP {
                libc::signal(sig, libc::SIG_DFL);
            }
        }
        if plan.stdin_null {
            let fd = libc::open(c"/dev/null".as_ptr(), libc::O_RDONLY);
            if fd < 0 || libc::dup2(fd, 0) < 0 {
                fail(rfd, "open(\"/dev/null\") as stdin");
            }
            if fd != 0 {
                libc::close(fd);
            }
        }
        if libc::dup2(plan.stdout_fd, 1) < 0 || libc::dup2(plan.stderr_fd, 2) < 0 {
            fail(rfd, "dup2(stdout/stderr)");
        }
        let set_limit = |res: libc::__rlimit_resource_t, v: u64| {
            let r = libc::rlimit { rlim_cur: v, rlim_max: v };
            libc::setrlimit(res, &r);
        };
        set_limit(libc::RLIMIT_CORE, 0);
        if let Some(v) = plan.rlimit_as {
            set_limit(libc::RLIMIT_AS, v);
        }
        if let Some(v) = plan.rlimit_nproc {
            set_limit(libc::RLIMIT_NPROC, v);
        }
        // Every descriptor the supervisor held is gone at exec; the report pipe stays usable
        // until then so an exec failure can still be told.
        if libc::syscall(libc::SYS_close_range, 3u32, u32::MAX, libc::CLOSE_RANGE_CLOEXEC) < 0 {
            fail(rfd, "close_range(3, ~0, CLOSE_RANGE_CLOEXEC)");
        }
        drop_capabilities(rfd);
        if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 {
            fail(rfd, "prctl(PR_SET_NO_NEW_PRIVS)");
        }
        for prog in &plan.deny {
            if let Err(e) = crate::seccomp::install(prog) {
                *libc::__errno_location() = e;
                fail(rfd, "seccomp(SET_MODE_FILTER, deny)");
            }
        }
        if let Some(fd) = plan.attach_fd {
            let mut b = [0u8; 1];
            loop {
                let n = libc::read(fd, b.as_mut_ptr() as *mut libc::c_void, 1);
                if n == 1 {
                    break;
                }
                if n < 0 && sys::errno() == libc::EINTR {
                    continue;
                }
                // The monitor never took hold: never run untraced when tracing was asked for.
                fail(rfd, "wait for the tracer");
            }
        }
        for prog in &plan.extra_filters {
            if let Err(e) = crate::seccomp::install(prog) {
                *libc::__errno_location() = e;
                fail(rfd, "seccomp(SET_MODE_FILTER, observe)");
            }
        }
        exec_command(plan)
    }
}

fn drop_capabilities(rfd: RawFd) {
    use caps::CapSet;
    for set in [CapSet::Bounding, CapSet::Ambient, CapSet::Inheritable, CapSet::Effective, CapSet::Permitted]
    {
        if caps::clear(None, set).is_err() && !matches!(set, CapSet::Ambient) {
            fail(rfd, &format!("capset: clear {set:?}"));
        }
    }
}

/// `execvpe` with the command's own PATH, telling "not found" (127) from "not executable" (126)
/// like a shell does.
fn exec_command(plan: &ChildPlan) -> ! {
    let rfd = plan.report_fd;
    let mut argv: Vec<*const libc::c_char> = plan.argv.iter().map(|a| a.as_ptr()).collect();
    argv.push(std::ptr::null());
    let mut envp: Vec<*const libc::c_char> = plan.env.iter().map(|a| a.as_ptr()).collect();
    envp.push(std::ptr::null());
    let prog = plan.argv[0].as_bytes();
    let candidates: Vec<CString> = if prog.contains(&b'/') {
        vec![plan.argv[0].clone()]
    } else {
        plan.path_dirs
            .iter()
            .filter_map(|d| {
                let mut p = if d.is_empty() { b".".to_vec() } else { d.clone() };
                p.push(b'/');
                p.extend_from_slice(prog);
                CString::new(p).ok()
            })
            .collect()
    };
    let mut best = libc::ENOENT;
    for c in &candidates {
        // A folder of PATH without the program is passed over with a stat, which the tracer
        // lets through, rather than a failed execve, which stops the command for it: a long
        // PATH would cost a stop per folder on every command.
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        if candidates.len() > 1
            && unsafe { libc::stat(c.as_ptr(), &mut st) } < 0
            && matches!(sys::errno(), libc::ENOENT | libc::ENOTDIR)
        {
            continue;
        }
        unsafe { libc::execve(c.as_ptr(), argv.as_ptr(), envp.as_ptr()) };
        let e = sys::errno();
        match e {
            libc::ENOENT | libc::ENOTDIR => {}
            libc::ENOEXEC => {
                // A script without a #! line: run it with sh, as execvp does.
                let mut sh_argv: Vec<*const libc::c_char> = vec![c"sh".as_ptr(), c.as_ptr()];
                sh_argv.extend(plan.argv.iter().skip(1).map(|a| a.as_ptr()));
                sh_argv.push(std::ptr::null());
                unsafe { libc::execve(c"/bin/sh".as_ptr(), sh_argv.as_ptr(), envp.as_ptr()) };
                best = sys::errno();
                break;
            }
            libc::EACCES => {
                // Like a shell: an unreadable folder on PATH is not "permission denied" for a
                // program that is not there; only an existing file that cannot run is.
                let mut st: libc::stat = unsafe { std::mem::zeroed() };
                if unsafe { libc::stat(c.as_ptr(), &mut st) } == 0 {
                    best = e;
                }
            }
            _ => {
                best = e;
                break;
            }
        }
    }
    report(rfd, &format!("exec\t{best}\n"));
    unsafe { libc::_exit(if best == libc::ENOENT { 127 } else { 126 }) }
}
