//! Warming the snapshot's working tree in the background.
//!
//! The first lookup of a name in a freshly mounted overlay costs microseconds: overlayfs looks
//! the name up in each layer and builds a dentry and an inode of its own over the host's. A
//! command that opens the 20,000 files of its working tree pays that 20,000 times, about a
//! quarter of its run (measured: `cat` over 20,000 small files, 0.35 s on the host, 0.50 s on a
//! fresh overlay, 0.40 s on one whose names were already looked up). Every rehearsal gets a
//! fresh overlay, so nothing carries over from the last one.
//!
//! While the command runs, a thread at the lowest priority (nice 19: on a CPU the command
//! wants it gets about 1.5% of it) looks up the working tree's names breadth-first through the
//! sandbox's own overlay, so the command mostly finds them ready. Not `SCHED_IDLE`: a lookup
//! holds its folder's lock, and on a busy machine a thread preempted while holding one stalls
//! the command creating a file in that folder until it runs again, which at `SCHED_IDLE`'s
//! share (a fifth of nice 19's) takes five times longer. It only lists folders and stats names:
//! no regular file is opened (a fanotify mark on a protected file sees nothing), nothing is
//! copied up, no access time moves (overlayfs mounts its lower layers `noatime`). Every folder
//! is opened beneath the working tree with no symlink followed and no mount crossed, so a tree
//! the command changes meanwhile can never lead it anywhere else. It stops when the command
//! ends or after a budget of names.
//!
//! It starts [`DELAY`] after the command (the supervisor's watchdog starts it): most commands
//! are over by then, and for them no thread is started at all; a walk would only compete with
//! them for shared kernel structures and leave more for the teardown.

use crate::sys;
use std::collections::VecDeque;
use std::ffi::OsStr;
use std::os::fd::OwnedFd;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Names looked up at most per rehearsal: about 1 KiB of kernel memory each while the snapshot
/// lives, and a working tree bigger than this is rarely read whole by one command.
pub const DEFAULT_BUDGET: usize = 50_000;

/// How long the command runs before the walk starts, by default.
pub const DELAY: Duration = Duration::from_millis(10);

/// The running warmer; [`Warmer::finish`] (or dropping it) stops it and waits for it.
pub struct Warmer {
    stop: Arc<AtomicBool>,
    handle: Option<std::thread::JoinHandle<usize>>,
}

impl Warmer {
    /// Starts warming the folder `dir` (already open). `None` when the thread cannot start;
    /// nothing depends on it.
    pub fn start(dir: OwnedFd, budget: usize) -> Option<Warmer> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let handle = std::thread::Builder::new()
            .name("foresee-warm".into())
            .spawn(move || {
                // For this thread only (Linux threads have their own nice value).
                unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, 19) };
                walk(dir, budget, &flag)
            })
            .ok()?;
        Some(Warmer { stop, handle: Some(handle) })
    }

    /// Stops the walk and waits for the thread; returns how many names it looked up.
    pub fn finish(mut self) -> usize {
        self.stop_and_join()
    }

    fn stop_and_join(&mut self) -> usize {
        self.stop.store(true, Ordering::Relaxed);
        self.handle.take().and_then(|h| h.join().ok()).unwrap_or(0)
    }
}

impl Drop for Warmer {
    fn drop(&mut self) {
        self.stop_and_join();
    }
}

/// Looks up every name below `top` breadth-first, at most `budget` of them, until `stop` is
/// set. Returns the number of names looked up. Folders are opened beneath `top` only, with no
/// symlink followed and no mount crossed; errors (a folder removed or unreadable) skip it.
pub fn walk(top: OwnedFd, budget: usize, stop: &AtomicBool) -> usize {
    let mut looked_up = 0usize;
    let mut queue: VecDeque<PathBuf> = VecDeque::new();
    queue.push_back(PathBuf::new());
    while let Some(rel) = queue.pop_front() {
        if stop.load(Ordering::Relaxed) || looked_up >= budget {
            break;
        }
        let flags = libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW;
        let Ok(fd) = sys::open_beneath(&top, &rel, flags, 0) else { continue };
        let Some(dir) = sys::DirStream::new(fd) else { continue };
        while let Some((name, dtype)) = dir.next() {
            if stop.load(Ordering::Relaxed) || looked_up >= budget {
                break;
            }
            let name = OsStr::from_bytes(name.to_bytes());
            // The lookup is the point; the answer only says whether to go deeper.
            let st = sys::lstatat(&dir, name);
            looked_up += 1;
            let is_dir = match st {
                Ok(Some(st)) => st.st_mode & libc::S_IFMT == libc::S_IFDIR,
                _ => dtype == libc::DT_DIR,
            };
            if is_dir {
                queue.push_back(rel.join(name));
            }
        }
    }
    looked_up
}

/// Opens the command's working folder as the command will see it: `cwd` resolved inside
/// `root` (the sandbox's root as the supervisor sees it).
pub fn open_working_dir(root: &Path, cwd: &Path) -> Option<OwnedFd> {
    let root = sys::open_path(root, libc::O_RDONLY | libc::O_DIRECTORY).ok()?;
    sys::open_in_root(&root, cwd, libc::O_RDONLY | libc::O_DIRECTORY).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(files: usize) -> tempfile::TempDir {
        let t = tempfile::tempdir().unwrap();
        for i in 0..files {
            let d = t.path().join(format!("d{}", i / 10)).join("sub");
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join(format!("f{i}")), b"x").unwrap();
        }
        t
    }

    fn open(p: &Path) -> OwnedFd {
        sys::open_path(p, libc::O_RDONLY | libc::O_DIRECTORY).unwrap()
    }

    #[test]
    fn looks_up_every_name_once() {
        let t = tree(95);
        // 10 folders d0..d9, each with `sub` holding its files: 10 + 10 + 95 names.
        assert_eq!(walk(open(t.path()), usize::MAX, &AtomicBool::new(false)), 115);
    }

    #[test]
    fn stops_at_the_budget_and_when_asked() {
        let t = tree(95);
        assert_eq!(walk(open(t.path()), 7, &AtomicBool::new(false)), 7);
        assert_eq!(walk(open(t.path()), usize::MAX, &AtomicBool::new(true)), 0);
    }

    #[test]
    fn follows_no_symlink_and_leaves_nothing_changed() {
        let t = tree(3);
        let outside = tempfile::tempdir().unwrap();
        for i in 0..50 {
            std::fs::write(outside.path().join(format!("o{i}")), b"y").unwrap();
        }
        std::os::unix::fs::symlink(outside.path(), t.path().join("link")).unwrap();
        std::os::unix::fs::symlink("..", t.path().join("d0/up")).unwrap();
        let before = snapshot(t.path());
        // 3 files in d0/sub: d0, d0/sub, 3 files, link, d0/up.
        assert_eq!(walk(open(t.path()), usize::MAX, &AtomicBool::new(false)), 7);
        assert_eq!(snapshot(t.path()), before, "the walk changed the tree");
    }

    /// Every entry with its mode, size, mtime and ctime.
    fn snapshot(p: &Path) -> Vec<(PathBuf, u32, u64, i64, i64)> {
        use std::os::unix::fs::MetadataExt;
        let mut v = Vec::new();
        let mut stack = vec![p.to_path_buf()];
        while let Some(d) = stack.pop() {
            let md = std::fs::symlink_metadata(&d).unwrap();
            v.push((d.clone(), md.mode(), md.size(), md.mtime_nsec(), md.ctime_nsec()));
            if md.is_dir() {
                for e in std::fs::read_dir(&d).unwrap() {
                    stack.push(e.unwrap().path());
                }
            }
        }
        v.sort();
        v
    }

    #[test]
    fn the_working_dir_resolves_inside_the_root() {
        let root = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(root.path().join("proj/x")).unwrap();
        // An absolute symlink is resolved against the sandbox's root, not the host's.
        std::os::unix::fs::symlink("/proj", root.path().join("w")).unwrap();
        let fd = open_working_dir(root.path(), Path::new("/w")).unwrap();
        assert_eq!(walk(fd, usize::MAX, &AtomicBool::new(false)), 1);
        assert!(open_working_dir(root.path(), Path::new("/missing")).is_none());
    }
}
