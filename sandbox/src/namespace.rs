//! The supervisor's own namespaces. The supervisor moves itself into a private mount namespace
//! (and, rootless, a user namespace mapping only its own uid and gid) before anything else, so
//! every mount it makes (the snapshot's tmpfs, the overlays) exists only for it and its sandbox
//! and vanishes with it: a crash of foresee leaves no mount behind.

use crate::layout::Privilege;
use crate::probe::{self, Unsupported};
use crate::sys::{self, SysError};
use std::sync::OnceLock;

static ENTERED: OnceLock<Result<Privilege, EnterError>> = OnceLock::new();

#[derive(Debug, Clone)]
pub enum EnterError {
    Unsupported(Unsupported),
    Setup(SysError),
}

/// Whether this process runs as real root in the initial user namespace.
pub fn detect_privilege() -> Privilege {
    if sys::geteuid() != 0 {
        return Privilege::Rootless;
    }
    // uid 0 inside a container's user namespace is not real root.
    match std::fs::read_to_string("/proc/self/uid_map") {
        Ok(m) => {
            let f: Vec<&str> = m.split_whitespace().collect();
            if f.len() == 3 && f[0] == "0" && f[1] == "0" && f[2] == "4294967295" {
                Privilege::Root
            } else {
                Privilege::Rootless
            }
        }
        Err(_) => Privilege::Rootless,
    }
}

fn thread_count() -> usize {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find_map(|l| l.strip_prefix("Threads:").map(|v| v.trim().parse().unwrap_or(1)))
        })
        .unwrap_or(1)
}

/// Enters the supervisor's private namespaces once per process. Must be called while the
/// process is single-threaded (the kernel refuses `unshare(CLONE_NEWUSER|CLONE_NEWNS)` otherwise).
pub fn enter() -> Result<Privilege, EnterError> {
    ENTERED.get_or_init(enter_once).clone()
}

fn enter_once() -> Result<Privilege, EnterError> {
    let privilege = detect_privilege();
    if thread_count() > 1 {
        return Err(EnterError::Unsupported(Unsupported {
            cause: "the supervising process has several threads; the kernel only lets a single-threaded process enter new namespaces".into(),
            fix: "call the sandbox from a single-threaded process (the foresee binary does)".into(),
        }));
    }
    match privilege {
        Privilege::Root => {
            sys::unshare(libc::CLONE_NEWNS).map_err(|e| classify(e, privilege))?;
        }
        Privilege::Rootless => {
            let uid = sys::getuid();
            let gid = sys::getgid();
            sys::unshare(libc::CLONE_NEWUSER | libc::CLONE_NEWNS).map_err(|e| classify(e, privilege))?;
            sys::write_file(std::path::Path::new("/proc/self/setgroups"), b"deny")
                .map_err(EnterError::Setup)?;
            sys::write_file(
                std::path::Path::new("/proc/self/uid_map"),
                format!("{uid} {uid} 1\n").as_bytes(),
            )
            .map_err(EnterError::Setup)?;
            sys::write_file(
                std::path::Path::new("/proc/self/gid_map"),
                format!("{gid} {gid} 1\n").as_bytes(),
            )
            .map_err(EnterError::Setup)?;
        }
    }
    // Host mounts still propagate in (a USB stick appearing mid-run is harmless); ours never
    // propagate out.
    sys::mount(None, std::path::Path::new("/"), None, libc::MS_REC | libc::MS_SLAVE, None)
        .map_err(|e| classify(e, privilege))?;
    Ok(privilege)
}

fn classify(e: SysError, privilege: Privilege) -> EnterError {
    match probe::explain_namespace_failure(&e, privilege) {
        Some(u) => EnterError::Unsupported(u),
        None => EnterError::Setup(e),
    }
}
