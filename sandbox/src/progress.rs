//! How far a rehearsal has got, for a live line at a terminal: time since the command started,
//! its processes, and what it has written so far (inodes and bytes used on the snapshot's
//! tmpfs, above what the layers held before it ran: new files, copied-up ones, folders and the
//! captured output). Sampled by the watchdog thread ([`INTERVAL`]); the sandbox only measures,
//! the caller draws.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How often a sample is taken.
pub const INTERVAL: Duration = Duration::from_millis(250);

/// One sample.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Progress {
    pub elapsed: Duration,
    pub processes: u32,
    pub files: u64,
    pub bytes: u64,
}

/// Where samples go: called from the watchdog thread, so it must be quick.
#[derive(Clone)]
pub struct ProgressSink(pub Arc<dyn Fn(&Progress) + Send + Sync>);

impl std::fmt::Debug for ProgressSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ProgressSink")
    }
}

pub(crate) struct Sampler {
    sink: ProgressSink,
    init: libc::pid_t,
    scratch: PathBuf,
    start: Instant,
    /// Inodes and bytes used on the tmpfs before the command ran.
    base: (u64, u64),
    pub next: Instant,
}

impl Sampler {
    pub fn new(sink: ProgressSink, init: libc::pid_t, scratch: PathBuf, start: Instant) -> Sampler {
        let base = used(&scratch).unwrap_or((0, 0));
        Sampler { sink, init, scratch, start, base, next: start + INTERVAL }
    }

    pub fn sample(&mut self) {
        let now = Instant::now();
        let (files, bytes) = used(&self.scratch).unwrap_or(self.base);
        (self.sink.0)(&Progress {
            elapsed: now.saturating_duration_since(self.start),
            processes: descendants(self.init),
            files: files.saturating_sub(self.base.0),
            bytes: bytes.saturating_sub(self.base.1),
        });
        self.next = now + INTERVAL;
    }
}

/// (inodes, bytes) in use on the filesystem holding `p`.
fn used(p: &std::path::Path) -> Option<(u64, u64)> {
    let c = crate::sys::cpath(p).ok()?;
    let mut st: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: statvfs fills `st` for a NUL-terminated path.
    if unsafe { libc::statvfs(c.as_ptr(), &mut st) } < 0 {
        return None;
    }
    let inodes = (st.f_files as u64).saturating_sub(st.f_ffree as u64);
    let bytes = (st.f_blocks as u64).saturating_sub(st.f_bfree as u64) * st.f_frsize as u64;
    Some((inodes, bytes))
}

/// Processes below `init` (the command and everything it started), by each thread's
/// `children` list; at most 100,000 looked at.
fn descendants(init: libc::pid_t) -> u32 {
    let mut todo = vec![init];
    let mut n = 0u32;
    while let Some(pid) = todo.pop() {
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else { continue };
        for t in tasks.flatten() {
            let Ok(s) = std::fs::read_to_string(t.path().join("children")) else { continue };
            for c in s.split_whitespace().filter_map(|c| c.parse().ok()) {
                n += 1;
                if n < 100_000 {
                    todo.push(c);
                }
            }
        }
    }
    n
}
