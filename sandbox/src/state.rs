//! foresee's state folder: a lock file per rehearsal (`runs/<id>.lock`), held for its lifetime,
//! commit journals (`runs/<id>.journal`), and `mnt/`, an empty folder on which each foresee
//! process mounts a small tmpfs of its own (in its private mount namespace) to hold its
//! rehearsals' mount points. So nothing a rehearsal mounts has a name the host sees, and what
//! remains to tear down once foresee has answered is invisible: the last change foresee makes to
//! the state folder comes before it exits. A later run sweeps what a crashed one left: a run whose
//! lock can be taken has no living owner, a temporary file whose writer is gone is litter.

use crate::sys::{self, SysError};
use std::fs::{File, OpenOptions};
use std::os::fd::AsRawFd;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

/// Where foresee keeps its state: `$FORESEE_STATE_DIR`, else `$XDG_STATE_HOME/foresee`, else
/// `~/.local/state/foresee`.
pub fn default_state_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("FORESEE_STATE_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_STATE_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join("foresee");
    }
    let home = std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/tmp"));
    home.join(".local/state/foresee")
}

/// A new random run id (16 hex digits).
pub fn new_run_id() -> String {
    let mut b = [0u8; 8];
    let n = unsafe { libc::getrandom(b.as_mut_ptr() as *mut libc::c_void, b.len(), 0) };
    if n != b.len() as isize {
        let (s, ns) = sys::fine_now();
        b = ((s as u64) ^ (ns as u64) ^ ((std::process::id() as u64) << 32)).to_le_bytes();
    }
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// A rehearsal's place in the state folder, locked for as long as this value lives.
/// The suffix of a lock file not yet in place.
const NEW_LOCK: &str = ".lock.new";

#[derive(Debug)]
pub struct RunDir {
    pub id: String,
    pub path: PathBuf,
    lock_path: PathBuf,
    _lock: File,
}

fn io_err(call: String, e: std::io::Error) -> SysError {
    SysError::new(call, e.raw_os_error().unwrap_or(libc::EIO))
}

impl RunDir {
    pub fn create(state_dir: &Path) -> Result<RunDir, SysError> {
        let runs = state_dir.join("runs");
        sys::mkdir_all(&runs, 0o700)?;
        let id = new_run_id();
        let lock_path = runs.join(format!("{id}.lock"));
        let lock = locked_in_place(&runs, &id, &lock_path)?;
        let path = match mount_scratch(state_dir) {
            Ok(scratch) => scratch.join(&id),
            Err(e) => {
                let _ = std::fs::remove_file(&lock_path);
                return Err(e);
            }
        };
        if let Err(e) = sys::mkdir(&path, 0o700) {
            let _ = std::fs::remove_file(&lock_path);
            return Err(e);
        }
        Ok(RunDir { id, path, lock_path, _lock: lock })
    }

    /// Removes the lock file: once a rehearsal has nothing left that the host can see (its
    /// cgroup gone, its commit done), a sweep has nothing to clean after it.
    pub fn unlock(&self) {
        let _ = std::fs::remove_file(&self.lock_path);
    }

    pub fn lock_path(&self) -> PathBuf {
        self.lock_path.clone()
    }

    pub fn journal_path(&self) -> PathBuf {
        journal_path(self.path.parent().and_then(|p| p.parent()).unwrap_or(Path::new(".")), &self.id)
    }
}

/// A lock file at `lock_path`, locked before anyone can see it: a sweep never meets an unlocked
/// lock file of a live run (it would take it for a dead one's and delete it). Made unnamed
/// (`O_TMPFILE`), locked, then linked into place, so a creator killed on the way leaves nothing;
/// where a filesystem has no unnamed files, made under a name a sweep ignores while it is young
/// (`<id>.lock.new`) and renamed into place.
fn locked_in_place(runs: &Path, id: &str, lock_path: &Path) -> Result<File, SysError> {
    let lock_now = |f: &File, what: &Path| -> Result<(), SysError> {
        if unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } < 0 {
            return Err(SysError::last(format!("flock({what:?})")));
        }
        Ok(())
    };
    match OpenOptions::new().write(true).custom_flags(libc::O_TMPFILE).mode(0o600).open(runs) {
        Ok(f) => {
            lock_now(&f, runs)?;
            let src = sys::cpath(Path::new(&format!("/proc/self/fd/{}", f.as_raw_fd())))?;
            let dst = sys::cpath(lock_path)?;
            let linked = unsafe {
                libc::linkat(
                    libc::AT_FDCWD,
                    src.as_ptr(),
                    libc::AT_FDCWD,
                    dst.as_ptr(),
                    libc::AT_SYMLINK_FOLLOW,
                )
            };
            if linked < 0 {
                return Err(SysError::last(format!("linkat(O_TMPFILE lock, {lock_path:?})")));
            }
            Ok(f)
        }
        Err(e) if matches!(e.raw_os_error(), Some(libc::EOPNOTSUPP | libc::EISDIR | libc::EINVAL)) => {
            let new_path = runs.join(format!("{id}{NEW_LOCK}"));
            let f = OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(&new_path)
                .map_err(|e| io_err(format!("open({new_path:?}, O_CREAT|O_EXCL)"), e))?;
            if let Err(e) = lock_now(&f, &new_path) {
                let _ = std::fs::remove_file(&new_path);
                return Err(e);
            }
            if let Err(e) = std::fs::rename(&new_path, lock_path) {
                let _ = std::fs::remove_file(&new_path);
                return Err(io_err(format!("rename({new_path:?}, {lock_path:?})"), e));
            }
            Ok(f)
        }
        Err(e) => Err(io_err(format!("open({runs:?}, O_TMPFILE)"), e)),
    }
}

pub fn journal_path(state_dir: &Path, id: &str) -> PathBuf {
    state_dir.join("runs").join(format!("{id}.journal"))
}

impl Drop for RunDir {
    fn drop(&mut self) {
        // The mount point lives on this process's own scratch tmpfs.
        let _ = std::fs::remove_dir(&self.path);
        let _ = std::fs::remove_file(&self.lock_path);
    }
}

/// The state folder's subfolder on which each process mounts its scratch tmpfs.
pub const SCRATCH_DIR: &str = "mnt";

/// `<state>/mnt`, with a tmpfs of this process's own on it, mounted on first use. It must be
/// called inside the process's private mount namespace (after `namespace::enter`).
pub fn mount_scratch(state_dir: &Path) -> Result<PathBuf, SysError> {
    let scratch = state_dir.join(SCRATCH_DIR);
    let mut mounted = SCRATCH_MOUNTS.lock().unwrap_or_else(|p| p.into_inner());
    if mounted.contains(&scratch) {
        return Ok(scratch);
    }
    sys::mkdir_all(&scratch, 0o700)?;
    // Only folders live on it (each rehearsal mounts its own size-capped tmpfs on one).
    sys::mount(
        Some("foresee-runs"),
        &scratch,
        Some("tmpfs"),
        libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC,
        Some("mode=0700,size=64k"),
    )?;
    mounted.push(scratch.clone());
    Ok(scratch)
}

/// Unmounts this process's scratch tmpfs (see [`mount_scratch`]), for a process that rehearsed
/// in-process and now removes state folders it made (every rehearsal must be over).
pub fn unmount_scratches() {
    let mut mounted = SCRATCH_MOUNTS.lock().unwrap_or_else(|p| p.into_inner());
    for m in mounted.drain(..) {
        let _ = sys::umount_detach(&m);
    }
}

/// The scratch mounts this process has made, by path.
static SCRATCH_MOUNTS: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());

/// Writes `bytes` to `path` whole or not at all: into an unnamed file in the same folder
/// (`O_TMPFILE`: a writer killed meanwhile leaves nothing), then linked under a temporary name
/// ([`temp_name`]) and renamed over `path`, so a concurrent reader sees the old content or the new.
/// The folder must exist: it is never created here, so a folder its owner removed stays removed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let tmp = temp_name(path);
    match OpenOptions::new().write(true).custom_flags(libc::O_TMPFILE).mode(0o600).open(dir) {
        Ok(mut f) => {
            f.write_all(bytes)?;
            let src = sys::cpath(Path::new(&format!("/proc/self/fd/{}", f.as_raw_fd())))
                .map_err(|e| std::io::Error::from_raw_os_error(e.errno))?;
            let dst = sys::cpath(&tmp).map_err(|e| std::io::Error::from_raw_os_error(e.errno))?;
            let linked = unsafe {
                libc::linkat(
                    libc::AT_FDCWD,
                    src.as_ptr(),
                    libc::AT_FDCWD,
                    dst.as_ptr(),
                    libc::AT_SYMLINK_FOLLOW,
                )
            };
            if linked < 0 {
                return Err(std::io::Error::last_os_error());
            }
        }
        // A filesystem without unnamed files: a named one, which a sweep removes if we die.
        Err(e) if matches!(e.raw_os_error(), Some(libc::EOPNOTSUPP | libc::EISDIR | libc::EINVAL)) => {
            let mut f = OpenOptions::new().write(true).create_new(true).mode(0o600).open(&tmp)?;
            if let Err(e) = f.write_all(bytes) {
                let _ = std::fs::remove_file(&tmp);
                return Err(e);
            }
        }
        Err(e) => return Err(e),
    }
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// `<name>.<pid>.tmp` beside `path`: the name [`write_atomic`] stages under, which tells a sweep
/// whose it is.
pub fn temp_name(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{}.tmp", std::process::id()));
    path.with_file_name(name)
}

/// Whether a name in the state folder is a temporary file left by a writer that is gone: its
/// pid (as [`temp_name`] puts it, or as older versions did: `.tmp<pid>`, `.tmp.<pid>`) names no
/// living process, or it is older than a writer could take (a pid of another pid namespace).
fn stale_temp(name: &str, age: Option<std::time::Duration>) -> bool {
    let pid = if let Some(rest) = name.strip_suffix(".tmp") {
        rest.rsplit_once('.').map(|(_, p)| p)
    } else {
        name.rsplit_once(".tmp").map(|(_, p)| p.trim_start_matches('.'))
    };
    let Some(pid) = pid.filter(|p| !p.is_empty()).and_then(|p| p.parse::<libc::pid_t>().ok()) else {
        return false;
    };
    if pid <= 0 {
        return false;
    }
    if age.is_some_and(|a| a > std::time::Duration::from_secs(600)) {
        return true;
    }
    let alive = unsafe { libc::kill(pid, 0) } == 0 || sys::errno() == libc::EPERM;
    !alive && age.is_some_and(|a| a > std::time::Duration::from_millis(100))
}

/// Removes temporary files that killed writers left in `dir` (not below it).
fn sweep_temps(dir: &Path) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        let name = e.file_name();
        let Some(name) = name.to_str() else { continue };
        let Ok(md) = e.metadata() else { continue };
        if !md.is_file() {
            continue;
        }
        let age = md.modified().ok().and_then(|t| t.elapsed().ok());
        if stale_temp(name, age) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// What a sweep found and cleaned.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Sweep {
    pub stale_runs: Vec<String>,
    /// Journals of commits a crash interrupted, to be finished by the caller.
    pub journals: Vec<PathBuf>,
}

/// Finds runs whose owner is gone. Their folders are removed; interrupted commit journals are
/// returned so the commit can be finished.
pub fn sweep(state_dir: &Path) -> Sweep {
    let mut out = Sweep::default();
    sweep_temps(state_dir);
    sweep_temps(&state_dir.join(crate::warm::CACHE_DIR));
    let runs = state_dir.join("runs");
    let Ok(rd) = std::fs::read_dir(&runs) else { return out };
    for e in rd.flatten() {
        let name = e.file_name();
        let Some(name) = name.to_str() else { continue };
        if name.ends_with(NEW_LOCK) {
            // A creator that died between creating and renaming its lock: old enough to be
            // sure, and unlocked.
            let old = e.metadata().ok().and_then(|m| m.modified().ok()).and_then(|t| t.elapsed().ok());
            if old.is_some_and(|d| d > std::time::Duration::from_secs(60)) {
                if let Ok(f) = OpenOptions::new().write(true).open(e.path()) {
                    if unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
                        let _ = std::fs::remove_file(e.path());
                    }
                }
            }
            continue;
        }
        let Some(id) = name.strip_suffix(".lock") else { continue };
        let Ok(f) = OpenOptions::new().write(true).open(e.path()) else { continue };
        if unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } < 0 {
            continue; // alive
        }
        // Older versions kept the mount point here; never follow anything: it is an empty
        // folder once its owner died.
        let _ = std::fs::remove_dir(runs.join(id));
        let j = journal_path(state_dir, id);
        // A journal being rewritten when its owner died: the version in place (if any) is the
        // one to recover by, and the half-written one goes.
        let _ = std::fs::remove_file(j.with_extension("journal.tmp"));
        if j.exists() {
            out.journals.push(j);
        }
        let _ = std::fs::remove_file(e.path());
        out.stale_runs.push(id.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dead_runs_half_written_journal_is_swept_and_a_live_runs_is_kept() {
        let t = tempfile::tempdir().unwrap();
        let runs = t.path().join("runs");
        std::fs::create_dir_all(&runs).unwrap();
        // A dead run: its lock file is there, unlocked, with a journal and a half-written one.
        std::fs::write(runs.join("dead.lock"), "").unwrap();
        std::fs::write(runs.join("dead.journal"), "{}").unwrap();
        std::fs::write(runs.join("dead.journal.tmp"), "{\"ph").unwrap();
        // A live run: its lock is held.
        let live = File::create(runs.join("live.lock")).unwrap();
        assert_eq!(unsafe { libc::flock(live.as_raw_fd(), libc::LOCK_EX) }, 0);
        std::fs::write(runs.join("live.journal.tmp"), "{\"ph").unwrap();
        let found = sweep(t.path());
        assert_eq!(found.stale_runs, vec!["dead".to_string()]);
        assert_eq!(found.journals, vec![runs.join("dead.journal")]);
        assert!(!runs.join("dead.journal.tmp").exists());
        assert!(runs.join("live.journal.tmp").exists(), "a live run's journal is its own");
        assert!(runs.join("live.lock").exists());
    }
}
