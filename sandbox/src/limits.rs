//! Limits on the rehearsal: wall time (enforced by the supervisor), memory and process count
//! (a cgroup when one can be made, rlimits otherwise), and the snapshot's size (the size of its
//! tmpfs, so filling the disk inside fills only the snapshot).

use crate::mountinfo::MountEntry;
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    pub wall_time: Duration,
    pub memory_bytes: u64,
    pub max_processes: u64,
    /// Bytes the command may write in all (the snapshot's tmpfs), output included.
    pub snapshot_bytes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            wall_time: Duration::from_secs(600),
            memory_bytes: 8 << 30,
            max_processes: 2048,
            snapshot_bytes: 4 << 30,
        }
    }
}

/// Which limit ended a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LimitHit {
    WallTime,
    Memory,
    Processes,
    SnapshotFull,
    Interrupted,
}

impl LimitHit {
    pub fn describe(&self) -> &'static str {
        match self {
            LimitHit::WallTime => "wall-time limit",
            LimitHit::Memory => "memory limit",
            LimitHit::Processes => "process-count limit",
            LimitHit::SnapshotFull => "snapshot size limit",
            LimitHit::Interrupted => "interrupted",
        }
    }
}

/// How memory and process limits are enforced for one run.
#[derive(Debug)]
pub enum Enforcement {
    /// A cgroup v2 folder with memory.max and pids.max.
    Cgroup2(PathBuf),
    /// cgroup v1 memory and pids folders.
    Cgroup1 { memory: Option<PathBuf>, pids: Option<PathBuf> },
    /// No cgroup could be made: RLIMIT_AS and RLIMIT_NPROC in the child.
    Rlimits,
}

impl Enforcement {
    pub fn describe(&self) -> &'static str {
        match self {
            Enforcement::Cgroup2(_) => "cgroup v2",
            Enforcement::Cgroup1 { .. } => "cgroup v1",
            Enforcement::Rlimits => "rlimits",
        }
    }

    pub fn needs_rlimits(&self) -> (bool, bool) {
        match self {
            Enforcement::Cgroup2(_) => (false, false),
            Enforcement::Cgroup1 { memory, pids } => (memory.is_none(), pids.is_none()),
            Enforcement::Rlimits => (true, true),
        }
    }

    /// Sets up a cgroup for run `id`, or falls back to rlimits.
    pub fn create(id: &str, limits: &Limits, mounts: &[MountEntry]) -> Enforcement {
        if let Some(p) = cgroup2(id, limits, mounts) {
            return Enforcement::Cgroup2(p);
        }
        let memory =
            cgroup1(id, "memory", mounts, &[("memory.limit_in_bytes", limits.memory_bytes.to_string())]);
        let pids = cgroup1(id, "pids", mounts, &[("pids.max", limits.max_processes.to_string())]);
        if memory.is_none() && pids.is_none() {
            Enforcement::Rlimits
        } else {
            Enforcement::Cgroup1 { memory, pids }
        }
    }

    /// Files the sandbox's init writes "0" to, to move itself (one thread) in. Migrating a
    /// single thread that is the writer itself skips the cgroup core's global lock, whose RCU
    /// grace period costs several milliseconds when a supervisor moves another process.
    pub fn self_join_files(&self) -> Vec<PathBuf> {
        match self {
            Enforcement::Cgroup1 { memory, pids } => {
                [memory, pids].into_iter().flatten().map(|p| p.join("tasks")).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The cgroup v2 folder, for `clone3(CLONE_INTO_CGROUP)`.
    pub fn cgroup2_dir(&self) -> Option<&Path> {
        match self {
            Enforcement::Cgroup2(p) => Some(p),
            _ => None,
        }
    }

    /// Moves a process (the sandbox's init; its descendants follow) into a v2 cgroup, for
    /// kernels where it could not be born there.
    pub fn add(&self, pid: libc::pid_t) -> std::io::Result<()> {
        match self {
            Enforcement::Cgroup2(p) => std::fs::write(p.join("cgroup.procs"), pid.to_string()),
            _ => Ok(()),
        }
    }

    /// Which cgroup limit was hit, from the kernel's event counters.
    pub fn hit(&self) -> Option<LimitHit> {
        let count = |p: &Path, file: &str, key: &str| -> u64 {
            std::fs::read_to_string(p.join(file))
                .ok()
                .and_then(|s| s.lines().find_map(|l| l.strip_prefix(key).and_then(|v| v.trim().parse().ok())))
                .unwrap_or(0)
        };
        match self {
            Enforcement::Cgroup2(p) => {
                if count(p, "memory.events", "oom_kill ") > 0 {
                    Some(LimitHit::Memory)
                } else if count(p, "pids.events", "max ") > 0 {
                    Some(LimitHit::Processes)
                } else {
                    None
                }
            }
            Enforcement::Cgroup1 { memory, pids } => {
                if memory.as_deref().is_some_and(|m| count(m, "memory.oom_control", "oom_kill ") > 0) {
                    Some(LimitHit::Memory)
                } else if pids.as_deref().is_some_and(|p| count(p, "pids.events", "max ") > 0) {
                    Some(LimitHit::Processes)
                } else {
                    None
                }
            }
            Enforcement::Rlimits => None,
        }
    }
}

impl Drop for Enforcement {
    fn drop(&mut self) {
        match self {
            Enforcement::Cgroup2(p) => {
                let _ = std::fs::remove_dir(p);
            }
            Enforcement::Cgroup1 { memory, pids } => {
                for p in [memory, pids].into_iter().flatten() {
                    let _ = std::fs::remove_dir(p);
                }
            }
            Enforcement::Rlimits => {}
        }
    }
}

fn own_cgroup2_path() -> Option<PathBuf> {
    let s = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    s.lines().find_map(|l| l.strip_prefix("0::").map(|p| PathBuf::from(p.trim())))
}

fn cgroup2(id: &str, limits: &Limits, mounts: &[MountEntry]) -> Option<PathBuf> {
    let mnt = mounts.iter().rev().find(|m| m.fstype == "cgroup2")?;
    let own = own_cgroup2_path()?;
    let rel = own.strip_prefix("/").unwrap_or(&own);
    // The nearest ancestor that hands memory and pids to its children: a cgroup there can take
    // our limits (the "no internal processes" rule forbids enabling them where we live).
    let mut cur = mnt.mount_point.join(rel);
    loop {
        let ctl = std::fs::read_to_string(cur.join("cgroup.subtree_control")).unwrap_or_default();
        if ctl.split_whitespace().any(|c| c == "memory") && ctl.split_whitespace().any(|c| c == "pids") {
            let dir = cur.join(format!("foresee-{id}"));
            if std::fs::create_dir(&dir).is_ok() {
                let ok = std::fs::write(dir.join("memory.max"), limits.memory_bytes.to_string()).is_ok()
                    && std::fs::write(dir.join("pids.max"), limits.max_processes.to_string()).is_ok();
                let _ = std::fs::write(dir.join("memory.swap.max"), "0");
                if ok {
                    return Some(dir);
                }
                let _ = std::fs::remove_dir(&dir);
            }
            return None;
        }
        if cur == mnt.mount_point || !cur.pop() {
            return None;
        }
    }
}

fn cgroup1(
    id: &str,
    controller: &str,
    mounts: &[MountEntry],
    settings: &[(&str, String)],
) -> Option<PathBuf> {
    let mnt = mounts
        .iter()
        .rev()
        .find(|m| m.fstype == "cgroup" && m.mount_point.file_name().is_some_and(|n| n == controller))?;
    let dir = mnt.mount_point.join(format!("foresee-{id}"));
    std::fs::create_dir(&dir).ok()?;
    for (k, v) in settings {
        if std::fs::write(dir.join(k), v).is_err() {
            let _ = std::fs::remove_dir(&dir);
            return None;
        }
    }
    Some(dir)
}

/// Removes the cgroups of runs found stale (their owner crashed). Only those: a cgroup of a run
/// this process does not know about may belong to a live run of another state folder.
pub fn sweep_cgroups(stale: &[String], mounts: &[MountEntry]) {
    if stale.is_empty() {
        return;
    }
    let mut bases: Vec<PathBuf> = Vec::new();
    for m in mounts.iter().filter(|m| m.fstype == "cgroup2" || m.fstype == "cgroup") {
        bases.push(m.mount_point.clone());
        if m.fstype == "cgroup2" {
            if let Some(own) = own_cgroup2_path() {
                let mut cur = m.mount_point.join(own.strip_prefix("/").unwrap_or(&own));
                while cur.starts_with(&m.mount_point) && cur != m.mount_point {
                    bases.push(cur.clone());
                    cur.pop();
                }
            }
        }
    }
    for b in bases {
        let Ok(rd) = std::fs::read_dir(&b) else { continue };
        for e in rd.flatten() {
            let n = e.file_name();
            let Some(id) = n.to_str().and_then(|n| n.strip_prefix("foresee-")) else { continue };
            if stale.iter().any(|s| s == id) {
                let _ = std::fs::remove_dir(e.path());
            }
        }
    }
}
