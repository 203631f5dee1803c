//! foresee's state folder: one folder per rehearsal (`runs/<id>`, the mount point of its private
//! tmpfs), a lock file held for the rehearsal's lifetime, and commit journals. A later run sweeps
//! what a crashed one left: a run whose lock can be taken has no living owner.

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
        // Locked under a name a sweep ignores, then renamed into place: a sweep never sees an
        // unlocked lock file of a live run (it would take it for a dead one and delete it).
        let new_path = runs.join(format!("{id}{NEW_LOCK}"));
        let lock = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&new_path)
            .map_err(|e| io_err(format!("open({new_path:?}, O_CREAT|O_EXCL)"), e))?;
        if unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } < 0 {
            let err = SysError::last(format!("flock({new_path:?})"));
            let _ = std::fs::remove_file(&new_path);
            return Err(err);
        }
        if let Err(e) = std::fs::rename(&new_path, &lock_path) {
            let _ = std::fs::remove_file(&new_path);
            return Err(io_err(format!("rename({new_path:?}, {lock_path:?})"), e));
        }
        let path = runs.join(&id);
        sys::mkdir(&path, 0o700)?;
        Ok(RunDir { id, path, lock_path, _lock: lock })
    }

    pub fn lock_path(&self) -> PathBuf {
        self.lock_path.clone()
    }

    pub fn journal_path(&self) -> PathBuf {
        journal_path(self.path.parent().and_then(|p| p.parent()).unwrap_or(Path::new(".")), &self.id)
    }
}

pub fn journal_path(state_dir: &Path, id: &str) -> PathBuf {
    state_dir.join("runs").join(format!("{id}.journal"))
}

impl Drop for RunDir {
    fn drop(&mut self) {
        // The tmpfs was mounted only in our namespace; what remains on the host is an empty folder.
        let _ = std::fs::remove_dir(&self.path);
        let _ = std::fs::remove_file(&self.lock_path);
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
        let dir = runs.join(id);
        // Never follow anything: the folder is an empty mount point once its owner died.
        let _ = std::fs::remove_dir(&dir);
        let j = journal_path(state_dir, id);
        if j.exists() {
            out.journals.push(j);
        }
        let _ = std::fs::remove_file(e.path());
        out.stale_runs.push(id.to_string());
    }
    out
}
