//! Child processes of the runner: each in its own process group, with its output captured, a
//! wall-time limit, and everything it left running killed when it ends. Also the environment a
//! task runs with, and Ctrl-C.

use std::collections::HashSet;
use std::ffi::OsString;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

static INTERRUPTED: AtomicBool = AtomicBool::new(false);
/// Process groups of running children, to be interrupted on Ctrl-C.
static GROUPS: Mutex<Option<HashSet<i32>>> = Mutex::new(None);

extern "C" fn on_signal(_: libc::c_int) {
    // Only an atomic store: anything else is not async-signal-safe.
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// On SIGINT or SIGTERM: stop starting tasks, interrupt the running children (foresee rolls
/// back and answers 130), then clean up as usual.
pub fn install_interrupt_handler() {
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_signal as *const () as usize;
        libc::sigemptyset(&mut sa.sa_mask);
        libc::sigaction(libc::SIGINT, &sa, std::ptr::null_mut());
        libc::sigaction(libc::SIGTERM, &sa, std::ptr::null_mut());
    }
    // The handler cannot signal the children itself; this thread does it for it.
    std::thread::spawn(|| {
        while !INTERRUPTED.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(100));
        }
        if let Ok(g) = GROUPS.lock() {
            for &pgid in g.iter().flatten() {
                unsafe { libc::kill(-pgid, libc::SIGINT) };
            }
        }
    });
}

pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

fn register(pgid: i32, on: bool) {
    if let Ok(mut g) = GROUPS.lock() {
        let set = g.get_or_insert_with(HashSet::new);
        if on {
            set.insert(pgid);
        } else {
            set.remove(&pgid);
        }
    }
    if on && interrupted() {
        unsafe { libc::kill(-pgid, libc::SIGINT) };
    }
}

/// The environment of setup commands and of gated commands: the runner's, minus what would
/// make a task depend on the machine it runs on (git, XDG, SSH, cloud and language variables,
/// make flags, and the model foresee would ask: only `foresee+model` gets one, from the runner),
/// with `HOME` the task's fake home. The same rules as `validate_suite.py`.
pub fn task_env(home: &Path, state: &Path) -> Vec<(OsString, OsString)> {
    const DROP_PREFIXES: &[&str] =
        &["GIT_", "XDG_", "SSH_", "AWS_", "PYTHON", "VIRTUAL_ENV", "CARGO_", "RUST", "FORESEE_MODEL"];
    let mut env: Vec<(OsString, OsString)> = std::env::vars_os()
        .filter(|(k, _)| {
            let k = k.to_string_lossy();
            !DROP_PREFIXES.iter().any(|p| k.starts_with(p))
                && !matches!(k.as_ref(), "MAKEFLAGS" | "MFLAGS" | "HOME" | "LC_ALL" | "FORESEE_STATE_DIR")
        })
        .collect();
    if !env.iter().any(|(k, _)| k == "PATH") {
        env.push(("PATH".into(), "/usr/local/bin:/usr/bin:/bin".into()));
    }
    env.push(("HOME".into(), home.into()));
    env.push(("LC_ALL".into(), "C.UTF-8".into()));
    env.push(("FORESEE_STATE_DIR".into(), state.into()));
    env
}

/// How a child ended.
#[derive(Debug)]
pub struct Finished {
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// From spawn to exit (not to the end of its output).
    pub elapsed: Duration,
    pub timed_out: bool,
    /// Something outside its process group kept its output open; the output may be cut.
    pub output_held_open: bool,
}

impl Finished {
    pub fn code(&self) -> Option<i32> {
        self.status.and_then(|s| s.code())
    }

    /// "exit 3", "killed by signal 9", "timed out after 300 s".
    pub fn describe(&self, limit: Duration) -> String {
        use std::os::unix::process::ExitStatusExt;
        if self.timed_out {
            return format!("timed out after {} s", limit.as_secs());
        }
        match self.status {
            Some(s) => match (s.code(), s.signal()) {
                (Some(c), _) => format!("exit {c}"),
                (None, Some(sig)) => format!("killed by signal {sig}"),
                _ => "ended".into(),
            },
            None => "could not be waited for".into(),
        }
    }
}

/// What a reader thread fills, and the signal that it reached the end.
type Drained = (Arc<Mutex<Vec<u8>>>, mpsc::Receiver<()>);

fn drain(mut r: impl Read + Send + 'static) -> Drained {
    let buf = Arc::new(Mutex::new(Vec::new()));
    let (tx, rx) = mpsc::channel();
    let b = buf.clone();
    std::thread::spawn(move || {
        let mut chunk = vec![0u8; 1 << 16];
        loop {
            match r.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => {
                    if let Ok(mut v) = b.lock() {
                        v.extend_from_slice(&chunk[..n]);
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            }
        }
        let _ = tx.send(());
    });
    (buf, rx)
}

/// Runs `cmd` (stdin from /dev/null) in a new process group, capturing stdout and stderr; kills
/// the group at `timeout` and, once the child has exited, whatever it left in its group.
pub fn run(mut cmd: Command, timeout: Duration) -> std::io::Result<Finished> {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0);
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let pid = child.id() as i32;
    register(pid, true);
    let out = child.stdout.take().map(drain);
    let err = child.stderr.take().map(drain);

    let timed_out = Arc::new(AtomicBool::new(false));
    let (stop_tx, stop_rx) = mpsc::channel::<()>();
    let flag = timed_out.clone();
    let watchdog = std::thread::spawn(move || {
        if let Err(mpsc::RecvTimeoutError::Timeout) = stop_rx.recv_timeout(timeout) {
            flag.store(true, Ordering::SeqCst);
            unsafe { libc::kill(-pid, libc::SIGKILL) };
        }
    });

    // Wait for the exit without reaping, so that the process group id cannot be reused while
    // the leftovers are killed; then reap.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    loop {
        let r =
            unsafe { libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, libc::WEXITED | libc::WNOWAIT) };
        if r == 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            break;
        }
    }
    let elapsed = start.elapsed();
    unsafe { libc::kill(-pid, libc::SIGKILL) };
    let status = child.wait().ok();
    register(pid, false);
    drop(stop_tx);
    let _ = watchdog.join();

    let mut held = false;
    let mut collect = |d: Option<Drained>| -> Vec<u8> {
        let Some((buf, done)) = d else { return Vec::new() };
        if done.recv_timeout(Duration::from_secs(5)).is_err() {
            held = true;
        }
        buf.lock().map(|mut v| std::mem::take(&mut *v)).unwrap_or_default()
    };
    let stdout = collect(out);
    let stderr = collect(err);
    Ok(Finished {
        status,
        stdout,
        stderr,
        elapsed,
        timed_out: timed_out.load(Ordering::SeqCst),
        output_held_open: held,
    })
}

/// The last `max` bytes of `b`, as text, for error messages.
pub fn tail(b: &[u8], max: usize) -> String {
    let start = b.len().saturating_sub(max);
    let s = String::from_utf8_lossy(&b[start..]);
    let s = s.trim();
    if start > 0 { format!("...{s}") } else { s.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captures_output_and_status() {
        let mut c = Command::new("bash");
        c.args(["-c", "echo out; echo err >&2; exit 3"]);
        let f = run(c, Duration::from_secs(10)).expect("run");
        assert_eq!(f.stdout, b"out\n");
        assert_eq!(f.stderr, b"err\n");
        assert_eq!(f.code(), Some(3));
        assert!(!f.timed_out);
    }

    #[test]
    fn times_out_and_kills_leftovers() {
        let mut c = Command::new("bash");
        c.args(["-c", "sleep 30"]);
        let f = run(c, Duration::from_millis(200)).expect("run");
        assert!(f.timed_out);
        assert!(f.elapsed < Duration::from_secs(10));
        // A background child holding the pipe is killed with its group once the shell exits.
        let mut c = Command::new("bash");
        c.args(["-c", "sleep 30 & echo started"]);
        let t = Instant::now();
        let f = run(c, Duration::from_secs(10)).expect("run");
        assert_eq!(f.stdout, b"started\n");
        assert!(t.elapsed() < Duration::from_secs(5));
        assert!(!f.output_held_open);
    }
}
