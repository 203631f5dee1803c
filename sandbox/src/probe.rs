//! Telling "this machine cannot sandbox" apart from "setup failed": when the kernel refuses a
//! namespace or a mount, name the likely cause and the fix, from what the machine reports about
//! itself. The command never runs in either case.

use crate::layout::Privilege;
use crate::sys::SysError;
use std::fmt;

/// The environment cannot sandbox: what stops it and how to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsupported {
    pub cause: String,
    pub fix: String,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\n  fix: {}", self.cause, self.fix)
    }
}

fn read_trim(p: &str) -> Option<String> {
    std::fs::read_to_string(p).ok().map(|s| s.trim().to_string())
}

/// The kernel release as (major, minor).
pub fn kernel_version() -> (u32, u32) {
    let rel = read_trim("/proc/sys/kernel/osrelease").unwrap_or_default();
    let mut it =
        rel.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).map(|s| s.parse().unwrap_or(0));
    (it.next().unwrap_or(0), it.next().unwrap_or(0))
}

/// Checks that need no privileges and explain themselves, run before any namespace is made.
pub fn preflight(privilege: Privilege) -> Result<(), Unsupported> {
    let (maj, min) = kernel_version();
    if (maj, min) < (5, 11) {
        return Err(Unsupported {
            cause: format!(
                "kernel {maj}.{min} is too old: foresee needs openat2 (5.6), close_range (5.9) and overlayfs in user namespaces (5.11)"
            ),
            fix: "run on Linux 5.11 or newer".into(),
        });
    }
    if privilege == Privilege::Rootless {
        if (maj, min) < (6, 6) {
            return Err(Unsupported {
                cause: format!(
                    "kernel {maj}.{min}: tmpfs supports user.* extended attributes only since 6.6, and rootless snapshots keep their upper layers on tmpfs"
                ),
                fix: "run foresee as root, or on Linux 6.6 or newer".into(),
            });
        }
        if read_trim("/proc/sys/user/max_user_namespaces").as_deref() == Some("0") {
            return Err(Unsupported {
                cause: "user namespaces are disabled (user.max_user_namespaces = 0)".into(),
                fix: "sudo sysctl -w user.max_user_namespaces=15000, or run foresee as root".into(),
            });
        }
        if read_trim("/proc/sys/kernel/unprivileged_userns_clone").as_deref() == Some("0") {
            return Err(Unsupported {
                cause: "unprivileged user namespaces are disabled (kernel.unprivileged_userns_clone = 0)"
                    .into(),
                fix: "sudo sysctl -w kernel.unprivileged_userns_clone=1, or run foresee as root".into(),
            });
        }
    }
    Ok(())
}

/// Explains a refused namespace or mount call, where the machine tells us why.
pub fn explain_namespace_failure(e: &SysError, privilege: Privilege) -> Option<Unsupported> {
    let apparmor =
        read_trim("/proc/sys/kernel/apparmor_restrict_unprivileged_userns").as_deref() == Some("1");
    let in_container = std::path::Path::new("/.dockerenv").exists()
        || std::fs::read_to_string("/proc/1/cgroup")
            .map(|s| s.contains("docker") || s.contains("kubepods"))
            .unwrap_or(false);
    match e.errno {
        libc::ENOSPC if e.call.starts_with("unshare") => Some(Unsupported {
            cause: format!("{e}: the limit on user namespaces is reached or set to 0"),
            fix: "raise user.max_user_namespaces (sudo sysctl -w user.max_user_namespaces=15000), or run as root".into(),
        }),
        libc::EPERM | libc::EACCES if apparmor && privilege == Privilege::Rootless => Some(Unsupported {
            cause: format!("{e}: AppArmor restricts unprivileged user namespaces (kernel.apparmor_restrict_unprivileged_userns = 1)"),
            fix: "install an AppArmor profile that grants `userns` to the foresee binary, or run foresee as root".into(),
        }),
        libc::EPERM | libc::ENOSYS if in_container => Some(Unsupported {
            cause: format!("{e}: the container's seccomp profile or capabilities forbid namespaces and mounts"),
            fix: "run the container with a seccomp profile that allows unshare/mount (e.g. --security-opt seccomp=unconfined) and CAP_SYS_ADMIN, or run foresee on the host".into(),
        }),
        libc::EPERM | libc::ENOSYS | libc::EINVAL if e.call.starts_with("unshare") => Some(Unsupported {
            cause: format!("{e}: the kernel refuses new namespaces to this process (a seccomp filter, a security module, or disabled user namespaces)"),
            fix: "allow unshare(2) for foresee (check seccomp/AppArmor/SELinux policy and user.max_user_namespaces), or run as root".into(),
        }),
        _ => None,
    }
}
