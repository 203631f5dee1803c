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

/// The container runtime this process runs under, from what runtimes leave behind: the
/// `container` variable (podman, systemd-nspawn, LXC), `/run/.containerenv` (podman),
/// `/.dockerenv` (docker), a Kubernetes service variable, or a runtime's name in the cgroup path.
pub fn container_runtime() -> Option<String> {
    let cgroup = std::fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
    let var = std::env::var("container").ok();
    let marker = |p: &str| std::path::Path::new(p).exists();
    detect_container(
        var.as_deref(),
        marker("/run/.containerenv"),
        marker("/.dockerenv"),
        std::env::var_os("KUBERNETES_SERVICE_HOST").is_some(),
        &cgroup,
    )
}

fn detect_container(
    var: Option<&str>,
    containerenv: bool,
    dockerenv: bool,
    kubernetes: bool,
    cgroup: &str,
) -> Option<String> {
    if kubernetes || cgroup.contains("kubepods") {
        return Some("Kubernetes".into());
    }
    if containerenv || cgroup.contains("libpod") {
        return Some("podman".into());
    }
    if dockerenv || cgroup.contains("docker") {
        return Some("docker".into());
    }
    if let Some(v) = var.filter(|v| !v.is_empty()) {
        return Some(v.to_string());
    }
    ["containerd", "lxc", "crio"].iter().find(|n| cgroup.contains(*n)).map(|n| n.to_string())
}

/// What the kernel says the process holds: its effective capabilities and its seccomp mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Confinement {
    pub cap_eff: u64,
    /// 0 none, 1 strict, 2 a filter.
    pub seccomp: u8,
}

pub const CAP_NET_ADMIN: u32 = 12;
pub const CAP_SYS_ADMIN: u32 = 21;

/// What root needs beyond a container's default capabilities, and what for.
const ROOT_NEEDS: &[(u32, &str, &str)] = &[
    (CAP_SYS_ADMIN, "SYS_ADMIN", "namespaces and mounts"),
    (CAP_NET_ADMIN, "NET_ADMIN", "bringing up the rehearsal's own loopback"),
];

impl Confinement {
    pub fn read() -> Confinement {
        parse_status(&std::fs::read_to_string("/proc/self/status").unwrap_or_default())
    }
    pub fn has(&self, cap: u32) -> bool {
        self.cap_eff & (1u64 << cap) != 0
    }
}

fn parse_status(status: &str) -> Confinement {
    let mut c = Confinement::default();
    for l in status.lines() {
        if let Some(v) = l.strip_prefix("CapEff:") {
            c.cap_eff = u64::from_str_radix(v.trim(), 16).unwrap_or(0);
        } else if let Some(v) = l.strip_prefix("Seccomp:") {
            c.seccomp = v.trim().parse().unwrap_or(0);
        }
    }
    c
}

/// The AppArmor profile confining this process, unless it is unconfined.
fn apparmor_profile() -> Option<String> {
    let raw = std::fs::read_to_string("/proc/self/attr/apparmor/current")
        .or_else(|_| std::fs::read_to_string("/proc/self/attr/current"))
        .ok()?;
    let p = raw.trim().trim_end_matches('\0').trim();
    (!p.is_empty() && p != "unconfined" && !p.starts_with("unconfined ")).then(|| p.to_string())
}

/// Why a container refuses foresee's namespaces and mounts, and the run options that grant them.
fn container_refusal(
    e: &SysError,
    runtime: &str,
    privilege: Privilege,
    conf: Confinement,
    apparmor: Option<&str>,
) -> Unsupported {
    let mut missing = Vec::new();
    let mut grant: Vec<String> = Vec::new();
    // A user namespace of its own gives an unprivileged user every capability there.
    let caps: Vec<&(u32, &str, &str)> = match privilege {
        Privilege::Root => ROOT_NEEDS.iter().filter(|(c, _, _)| !conf.has(*c)).collect(),
        Privilege::Rootless => Vec::new(),
    };
    for (_, name, what) in &caps {
        missing.push(format!("CAP_{name} (for {what}; the container's root lacks it)"));
    }
    if !caps.is_empty() {
        grant.push(format!("--cap-add {}", caps.iter().map(|(_, n, _)| *n).collect::<Vec<_>>().join(",")));
    }
    // The kernel mounts a new /proc in a user namespace only where no part of the one it can
    // see is covered, and a container masks parts of it (/proc/kcore, /proc/sys, ...).
    let proc_mount = e.call.starts_with("mount(\"proc\"");
    if privilege == Privilege::Rootless && proc_mount {
        missing.push("an unmasked /proc (the container covers parts of it, and the kernel then refuses a new /proc in a user namespace)".into());
        grant
            .push("--security-opt unmask=ALL (podman; docker: --security-opt systempaths=unconfined)".into());
    } else if caps.is_empty() {
        if conf.seccomp != 0 {
            // With the capabilities podman's default profile allows unshare and mount; a
            // refusal then comes from a stricter profile.
            missing.push(
                "a seccomp profile that allows unshare(2) and mount(2) (the container's filters them)".into(),
            );
            grant.push("--security-opt seccomp=unconfined".into());
        }
        if privilege == Privilege::Rootless {
            missing.push("user namespaces for its unprivileged user".into());
        }
    }
    if let Some(p) = apparmor {
        missing.push(format!("an AppArmor profile that allows mounts (the container runs under `{p}`)"));
        grant.push("--security-opt apparmor=unconfined".into());
    }
    if missing.is_empty() {
        missing.push("a security policy of the container refuses it".into());
    }
    let what = if grant.is_empty() { String::new() } else { format!(", or add {}", grant.join(" ")) };
    Unsupported {
        cause: format!(
            "{e}: inside a {runtime} container, which withholds what foresee's sandbox needs: {}",
            missing.join("; ")
        ),
        fix: format!(
            "run the container with --privileged{what} (Kubernetes: securityContext.privileged: true); foresee never runs a command unsandboxed"
        ),
    }
}

/// Explains a refused namespace or mount call, where the machine tells us why.
pub fn explain_namespace_failure(e: &SysError, privilege: Privilege) -> Option<Unsupported> {
    let apparmor =
        read_trim("/proc/sys/kernel/apparmor_restrict_unprivileged_userns").as_deref() == Some("1");
    let container = container_runtime();
    match e.errno {
        libc::ENOSPC if e.call.starts_with("unshare") => Some(Unsupported {
            cause: format!("{e}: the limit on user namespaces is reached or set to 0"),
            fix: "raise user.max_user_namespaces (sudo sysctl -w user.max_user_namespaces=15000), or run as root".into(),
        }),
        libc::EPERM | libc::EACCES if apparmor && privilege == Privilege::Rootless => Some(Unsupported {
            cause: format!("{e}: AppArmor restricts unprivileged user namespaces (kernel.apparmor_restrict_unprivileged_userns = 1)"),
            fix: "install an AppArmor profile that grants `userns` to the foresee binary, or run foresee as root".into(),
        }),
        libc::EPERM | libc::ENOSYS | libc::EACCES if container.is_some() => Some(container_refusal(
            e,
            container.as_deref().unwrap_or("container"),
            privilege,
            Confinement::read(),
            apparmor_profile().as_deref(),
        )),
        libc::EPERM | libc::ENOSYS | libc::EINVAL if e.call.starts_with("unshare") => Some(Unsupported {
            cause: format!("{e}: the kernel refuses new namespaces to this process (a seccomp filter, a security module, or disabled user namespaces)"),
            fix: "allow unshare(2) for foresee (check seccomp/AppArmor/SELinux policy and user.max_user_namespaces), or run as root".into(),
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtimes_are_told_by_what_they_leave() {
        assert_eq!(detect_container(None, true, false, false, "0::/"), Some("podman".into()));
        assert_eq!(detect_container(None, false, true, false, "0::/"), Some("docker".into()));
        assert_eq!(
            detect_container(None, false, false, false, "0::/kubepods/besteffort/pod1/abc"),
            Some("Kubernetes".into())
        );
        assert_eq!(detect_container(Some("lxc"), false, false, false, "0::/"), Some("lxc".into()));
        assert_eq!(
            detect_container(None, false, false, false, "9:pids:/libpod_parent/libpod-ea8a"),
            Some("podman".into())
        );
        // A host: a plain cgroup path and nothing left behind.
        assert_eq!(detect_container(None, false, false, false, "0::/user.slice/user-1000.slice"), None);
        assert_eq!(detect_container(Some(""), false, false, false, "0::/"), None);
    }

    #[test]
    fn status_gives_capabilities_and_seccomp() {
        let c = parse_status("Name:\tsh\nCapEff:\t00000000800405fb\nSeccomp:\t2\n");
        assert!(!c.has(CAP_SYS_ADMIN));
        assert_eq!(c.seccomp, 2);
        let c = parse_status("CapEff:\t000001ffffffffff\nSeccomp:\t0\n");
        assert!(c.has(CAP_SYS_ADMIN));
        assert_eq!(c.seccomp, 0);
    }

    fn eperm() -> SysError {
        SysError::new("unshare(CLONE_NEWNS)", libc::EPERM)
    }

    #[test]
    fn a_container_refusal_names_what_is_missing() {
        // podman's and docker's default: no CAP_SYS_ADMIN, a seccomp filter.
        let u = container_refusal(
            &eperm(),
            "podman",
            Privilege::Root,
            Confinement { cap_eff: 0x800405fb, seccomp: 2 },
            None,
        );
        assert!(u.cause.contains("podman container") && u.cause.contains("CAP_SYS_ADMIN"), "{u}");
        assert!(u.cause.contains("unshare(CLONE_NEWNS)"), "{u}");
        assert!(u.fix.contains("--privileged") && u.fix.contains("--cap-add SYS_ADMIN,NET_ADMIN"), "{u}");
        assert!(u.cause.contains("CAP_NET_ADMIN"), "{u}");
        // The default profile allows unshare once the capability is there: not named.
        assert!(!u.fix.contains("seccomp"), "{u}");
        assert!(u.fix.contains("never runs a command unsandboxed"), "{u}");

        // The capability is there, the refusal comes from the seccomp profile or AppArmor.
        let u = container_refusal(
            &eperm(),
            "docker",
            Privilege::Root,
            Confinement { cap_eff: (1 << CAP_SYS_ADMIN) | (1 << CAP_NET_ADMIN), seccomp: 2 },
            Some("docker-default (enforce)"),
        );
        assert!(!u.fix.contains("--cap-add"), "{u}");
        assert!(u.fix.contains("seccomp=unconfined") && u.fix.contains("apparmor=unconfined"), "{u}");
        assert!(u.cause.contains("docker-default"), "{u}");

        // Only the capability that is missing is asked for.
        let u = container_refusal(
            &SysError::new("ioctl(lo, SIOCSIFFLAGS, IFF_UP) (in the sandbox's init)", libc::EPERM),
            "podman",
            Privilege::Root,
            Confinement { cap_eff: 0x800405fb | (1 << CAP_SYS_ADMIN), seccomp: 2 },
            None,
        );
        assert!(u.fix.contains("--cap-add NET_ADMIN ") && !u.cause.contains("CAP_SYS_ADMIN"), "{u}");
        assert!(u.cause.contains("SIOCSIFFLAGS"), "{u}");

        // An unprivileged user in the container: its new /proc is refused over a masked one.
        let proc = SysError::new(
            "mount(\"proc\", \"/proc\", \"proc\", MS_NOSUID) (in the sandbox's init)",
            libc::EPERM,
        );
        let conf = Confinement { cap_eff: 0, seccomp: 2 };
        let u = container_refusal(&proc, "podman", Privilege::Rootless, conf, None);
        assert!(u.cause.contains("unmasked /proc") && u.fix.contains("unmask=ALL"), "{u}");
        assert!(!u.fix.contains("seccomp") && !u.fix.contains("cap-add"), "{u}");
        // Its user namespace refused: user namespaces and the seccomp profile.
        let u = container_refusal(&eperm(), "podman", Privilege::Rootless, conf, None);
        assert!(u.cause.contains("user namespaces") && u.fix.contains("seccomp=unconfined"), "{u}");
        assert!(!u.fix.contains("unmask"), "{u}");
    }
}
