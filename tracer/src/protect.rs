//! Protected reads without a stop on every open. Each protected file gets a fanotify mark (on the
//! inode the sandbox sees, through the supervisor's view of the sandbox's root); the kernel queues
//! an event when any process opens it, and the queue is read once the command is done.
//!
//! Why fanotify and not stopping every read-only open: stopping costs ~100 µs per open, and a build
//! opens tens of thousands of files; a mark costs nothing until the marked file is opened. As root
//! the event names the process that opened the file. Rootless, fanotify does not tell an
//! unprivileged listener which process it was (the pid is withheld), so the read is recorded
//! without attribution.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};

const FAN_CLOEXEC: u32 = 0x1;
const FAN_NONBLOCK: u32 = 0x2;
const FAN_CLASS_NOTIF: u32 = 0x0;
const FAN_REPORT_FID: u32 = 0x200;
const FAN_MARK_ADD: u32 = 0x1;
const FAN_OPEN: u64 = 0x20;
const FAN_Q_OVERFLOW: u64 = 0x4000;

/// One read of a protected file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Read {
    /// The path as the command sees it.
    pub path: PathBuf,
    /// The reader's pid in the supervisor's PID namespace, when the kernel says.
    pub pid: Option<i32>,
}

pub struct Watch {
    marks: Vec<(PathBuf, OwnedFd, bool)>,
}

fn init_group(privileged: bool) -> Option<OwnedFd> {
    let flags = FAN_CLASS_NOTIF | FAN_CLOEXEC | FAN_NONBLOCK | if privileged { 0 } else { FAN_REPORT_FID };
    let fd = unsafe { libc::syscall(libc::SYS_fanotify_init, flags, libc::O_RDONLY | libc::O_CLOEXEC) };
    (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd as i32) })
}

impl Watch {
    /// Marks each of `paths` (as the command sees them) through `root`, the sandbox's root as
    /// the supervisor sees it. Files that do not exist or cannot be marked are skipped.
    pub fn new(root: &Path, paths: &[PathBuf], privileged: bool) -> Watch {
        let mut marks = Vec::new();
        for p in paths {
            let inside = root.join(p.strip_prefix("/").unwrap_or(p));
            if !std::fs::symlink_metadata(&inside).is_ok_and(|m| m.is_file()) {
                continue;
            }
            let Some(fd) = init_group(privileged) else { continue };
            let Ok(c) = std::ffi::CString::new(inside.as_os_str().as_encoded_bytes()) else { continue };
            let r = unsafe {
                libc::syscall(
                    libc::SYS_fanotify_mark,
                    fd.as_raw_fd(),
                    FAN_MARK_ADD,
                    FAN_OPEN,
                    libc::AT_FDCWD,
                    c.as_ptr(),
                )
            };
            if r == 0 {
                marks.push((p.clone(), fd, privileged));
            }
        }
        Watch { marks }
    }

    pub fn watched(&self) -> usize {
        self.marks.len()
    }

    /// Every read the kernel queued.
    pub fn drain(&self) -> Vec<Read> {
        let mut out = Vec::new();
        for (path, fd, privileged) in &self.marks {
            let mut buf = vec![0u8; 8192];
            loop {
                let n =
                    unsafe { libc::read(fd.as_raw_fd(), buf.as_mut_ptr() as *mut libc::c_void, buf.len()) };
                if n <= 0 {
                    break;
                }
                let mut off = 0usize;
                let n = n as usize;
                while off + 24 <= n {
                    // struct fanotify_event_metadata { u32 event_len; u8 vers; u8 reserved;
                    // u16 metadata_len; u64 mask; i32 fd; i32 pid; }
                    let ev_len = u32::from_ne_bytes(buf[off..off + 4].try_into().unwrap_or([0; 4])) as usize;
                    let mask = u64::from_ne_bytes(buf[off + 8..off + 16].try_into().unwrap_or([0; 8]));
                    let efd = i32::from_ne_bytes(buf[off + 16..off + 20].try_into().unwrap_or([0; 4]));
                    let pid = i32::from_ne_bytes(buf[off + 20..off + 24].try_into().unwrap_or([0; 4]));
                    if *privileged && efd >= 0 {
                        unsafe { libc::close(efd) };
                    }
                    if mask & FAN_OPEN != 0 {
                        out.push(Read { path: path.clone(), pid: (pid > 0).then_some(pid) });
                    } else if mask & FAN_Q_OVERFLOW != 0 {
                        out.push(Read { path: path.clone(), pid: None });
                    }
                    if ev_len == 0 {
                        break;
                    }
                    off += ev_len;
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    /// The snapshot's warmer walks the working tree while the command runs; a protected file in
    /// that tree must not read as opened by it. The same mark sees a real open (the control).
    #[test]
    fn the_warm_walk_is_not_a_protected_read() {
        let root = tempfile::tempdir().unwrap();
        let work = root.path().join("proj");
        std::fs::create_dir_all(work.join("app/conf")).unwrap();
        std::fs::write(work.join("app/conf/.env"), "TOKEN=not-a-real-one\n").unwrap();
        std::fs::write(work.join("app/main.c"), "int main(void) { return 0; }\n").unwrap();
        let privileged = unsafe { libc::geteuid() } == 0;
        let watch = Watch::new(root.path(), &[PathBuf::from("/proj/app/conf/.env")], privileged);
        if !crate::need(watch.watched() == 1, "fanotify") {
            return;
        }
        let dir = std::fs::File::open(&work).unwrap().into();
        // app, app/conf, app/main.c, app/conf/.env
        let walk = foresee_sandbox::warm::walk(&dir, None, usize::MAX, &AtomicBool::new(false));
        assert_eq!(walk.names, 4);
        // Again from the listing the first walk made.
        let again = foresee_sandbox::warm::walk(&dir, walk.changed, usize::MAX, &AtomicBool::new(false));
        assert_eq!(again.names, 4);
        assert_eq!(watch.drain(), Vec::new(), "the walk read as a protected read");
        drop(std::fs::read(work.join("app/conf/.env")).unwrap());
        assert_eq!(watch.drain().len(), 1, "the mark did not see a real open");
    }
}
