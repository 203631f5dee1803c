//! The typed event stream: what the tracer saw, process by process.

use serde::Serialize;

pub type Pid = i32;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FileOp {
    OpenWrite,
    Create,
    Unlink,
    Rmdir,
    Rename,
    Link,
    Symlink,
    Mkdir,
    Mknod,
    Chmod,
    Chown,
    Truncate,
    SetXattr,
    RemoveXattr,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NetOp {
    Connect,
    Send,
    Bind,
    Listen,
}

/// A socket address as the command gave it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Address {
    Inet {
        ip: String,
        port: u16,
    },
    Inet6 {
        ip: String,
        port: u16,
    },
    Unix {
        path: String,
    },
    /// An abstract Unix socket (`@name`).
    Abstract {
        name: String,
    },
    /// Any other family (netlink, packet, Bluetooth, ...), by number.
    Other {
        number: u16,
    },
    /// No address (listen, or a send on a connected socket).
    None,
}

/// Socket families whose peer is always this machine's own kernel: a message to one never leaves
/// the machine. `AF_UNIX` has addresses of its own; the rest are netlink (routes, links,
/// audit, uevents: what `ip`, `getifaddrs` and Node's `os.networkInterfaces` ask), PF_KEY (IPsec
/// key management) and `AF_ALG` (the kernel's crypto API). Families that reach other machines
/// or devices (packet, CAN, Bluetooth, vsock, TIPC, RDS, XDP, ...) are not in the list.
pub const KERNEL_LOCAL_FAMILIES: &[(u16, &str)] = &[
    (libc::AF_UNIX as u16, "unix"),
    (libc::AF_KEY as u16, "pf_key"),
    (libc::AF_NETLINK as u16, "netlink"),
    (libc::AF_ALG as u16, "af_alg"),
];

/// The name of a kernel-local socket family.
fn kernel_local(number: u16) -> Option<&'static str> {
    KERNEL_LOCAL_FAMILIES.iter().find(|(n, _)| *n == number).map(|(_, name)| *name)
}

impl Address {
    /// Whether the address stays on this machine (loopback, Unix sockets, the kernel's own
    /// families such as netlink).
    pub fn is_loopback(&self) -> bool {
        match self {
            Address::Inet { ip, .. } => ip.starts_with("127.") || ip == "0.0.0.0",
            Address::Inet6 { ip, .. } => ip == "::1" || ip == "::",
            Address::Unix { .. } | Address::Abstract { .. } | Address::None => true,
            Address::Other { number } => kernel_local(*number).is_some(),
        }
    }

    pub fn describe(&self) -> String {
        match self {
            Address::Inet { ip, port } => format!("{ip}:{port}"),
            Address::Inet6 { ip, port } => format!("[{ip}]:{port}"),
            Address::Unix { path } => format!("unix:{path}"),
            Address::Abstract { name } => format!("unix:@{name}"),
            Address::Other { number } => match kernel_local(*number) {
                Some(name) => format!("{name} (socket family {number}, this machine's kernel)"),
                None => format!("socket family {number}"),
            },
            Address::None => "-".into(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum EventKind {
    /// A new process or thread.
    Spawn { parent: Pid, child: Pid, thread: bool },
    /// An exec; `ok` once the kernel reported it succeeded.
    Exec { path: String, argv: Vec<String>, ok: bool, from_memory: bool },
    Exit {
        #[serde(skip_serializing_if = "Option::is_none")]
        code: Option<i32>,
        #[serde(skip_serializing_if = "Option::is_none")]
        signal: Option<i32>,
    },
    File {
        op: FileOp,
        path: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        to: Option<String>,
    },
    Network {
        op: NetOp,
        address: Address,
        /// The name the command looked up for it, when `address` is a resolver placeholder.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        /// What foresee's sink read of the connection (a TCP connect taken there).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        sent: Option<Box<Sent>>,
        /// Refused by the tracer (a datagram to anything but the resolver).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        refused: bool,
    },
    /// A name looked up through the sandbox's loopback resolver.
    Lookup { name: String, qtype: u16 },
    /// A read of a file in the protected-read set.
    ProtectedRead { path: String },
    /// A call the deny filter refused.
    Refused { call: String, detail: String },
}

/// What a connection sent before the sink closed it.
#[derive(Clone, PartialEq, Eq, Serialize)]
pub struct Sent {
    pub bytes: u64,
    #[serde(flatten)]
    pub what: crate::sink::Identified,
    /// The first bytes, for the credential scan; never serialized, printed or reported.
    #[serde(skip)]
    pub data: Vec<u8>,
    /// Let through to its approved destination.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forwarded: bool,
    /// Why an approved destination's connection was held back, or a forwarded one cut.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// What foresee's end of its TLS saw, when TLS was inspected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inspected: Option<crate::inspect::Inspected>,
    /// Why what it sent is not known (the sink could not read it): `bytes` then say nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unread: Option<String>,
}

impl std::fmt::Debug for Sent {
    // The bytes may hold a credential: never in a debug print.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sent").field("bytes", &self.bytes).field("what", &self.what).finish()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Event {
    /// Order of observation.
    pub seq: u64,
    /// The process (thread group) it is attributed to; `None` when the kernel did not say.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pid: Option<Pid>,
    /// Read from the memory of a process another thread or process could change meanwhile.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unverified: bool,
    #[serde(flatten)]
    pub kind: EventKind,
}

/// What the tracer knows of one process.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Process {
    pub pid: Pid,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent: Option<Pid>,
    /// Programs it ran itself, in order.
    pub execs: Vec<String>,
    /// How many of its parent's execs had happened when it was forked.
    #[serde(skip)]
    pub parent_execs_at_fork: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_code: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signal: Option<i32>,
}

/// Everything the tracer recorded for one rehearsal.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Trace {
    pub events: Vec<Event>,
    pub processes: Vec<Process>,
    /// Events not kept because the buffer was full, by kind.
    pub dropped: std::collections::BTreeMap<String, u64>,
    /// Events seen, by kind, kept or not.
    pub counts: std::collections::BTreeMap<String, u64>,
    /// Tracees that vanished without an exit status.
    pub lost_processes: u64,
    /// Seccomp stops handled (the tracer's cost).
    pub stops: u64,
    /// The paths changed by file events past the buffer, each once (with whether it follows a
    /// symlink there), so that where a command wrote stays whole when its events do not: a
    /// build writes tens of thousands of files.
    #[serde(skip)]
    pub changed_beyond: std::collections::HashSet<(String, bool)>,
    /// Whether even that set ran full, so the changed paths are not whole.
    #[serde(skip)]
    pub changed_lost: bool,
}

impl EventKind {
    pub fn name(&self) -> &'static str {
        match self {
            EventKind::Spawn { thread: true, .. } => "thread",
            EventKind::Spawn { .. } => "spawn",
            EventKind::Exec { .. } => "exec",
            EventKind::Exit { .. } => "exit",
            EventKind::File { .. } => "file",
            EventKind::Network { .. } => "network",
            EventKind::Lookup { .. } => "lookup",
            EventKind::ProtectedRead { .. } => "protected-read",
            EventKind::Refused { .. } => "refused",
        }
    }

    /// The paths a file event changes or tries to: its path, and a rename's new name. The
    /// other events' `to` names nothing they change: a symlink's is the text the link will
    /// hold (`../f`, anywhere at all), a hard link's the file it names again, an attribute
    /// call's the attribute.
    pub fn changed_paths(&self) -> impl Iterator<Item = Changed<'_>> {
        let (path, to, follows) = match self {
            EventKind::File { op, path, to } => {
                (Some(path), to.as_ref().filter(|_| *op == FileOp::Rename), op.follows_symlink())
            }
            _ => (None, None, false),
        };
        path.into_iter().chain(to).map(move |p| Changed { path: p, follows })
    }
}

/// A path a file event changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Changed<'a> {
    pub path: &'a str,
    /// Whether a symlink there is followed: the change lands in what it leads to.
    pub follows: bool,
}

impl FileOp {
    /// Whether the call changes what a symlink at its path leads to (a write, a mode or owner,
    /// an attribute; the `l`-forms that do not are counted in, to be safe) rather than the
    /// name itself (removing, renaming, creating one).
    pub fn follows_symlink(self) -> bool {
        matches!(
            self,
            FileOp::OpenWrite
                | FileOp::Create
                | FileOp::Truncate
                | FileOp::Chmod
                | FileOp::Chown
                | FileOp::SetXattr
                | FileOp::RemoveXattr
        )
    }
}

impl Trace {
    /// Every path the command changed or tried to ([`EventKind::changed_paths`]), kept events
    /// first, then those past the buffer; `None` when some were lost and the list is not whole.
    pub fn changed_paths(&self) -> Option<impl Iterator<Item = Changed<'_>>> {
        if self.changed_lost {
            return None;
        }
        let kept = self.events.iter().flat_map(|e| e.kind.changed_paths());
        let beyond = self.changed_beyond.iter().map(|(path, follows)| Changed { path, follows: *follows });
        Some(kept.chain(beyond))
    }

    /// The programs that led to `pid`'s current one, oldest first: each ancestor's programs as
    /// they were when it forked the next, then `pid`'s own.
    pub fn exec_chain(&self, pid: Pid) -> Vec<String> {
        let by_pid: std::collections::HashMap<Pid, &Process> =
            self.processes.iter().map(|p| (p.pid, p)).collect();
        let mut segments: Vec<&[String]> = Vec::new();
        let mut cur = by_pid.get(&pid).copied();
        let mut upto = usize::MAX;
        while let Some(p) = cur {
            segments.push(&p.execs[..upto.min(p.execs.len())]);
            if segments.len() > 64 {
                break;
            }
            upto = p.parent_execs_at_fork;
            cur = p.parent.and_then(|pp| by_pid.get(&pp).copied());
        }
        let mut chain: Vec<String> = Vec::new();
        for seg in segments.iter().rev() {
            for e in seg.iter() {
                if chain.last() != Some(e) {
                    chain.push(e.clone());
                }
            }
        }
        chain
    }

    /// Approximate size of the raw trace in bytes (JSON lines), for the report's compression figure.
    pub fn raw_size(&self) -> usize {
        self.events.iter().map(|e| serde_json::to_string(e).map(|s| s.len() + 1).unwrap_or(0)).sum::<usize>()
            + self
                .processes
                .iter()
                .map(|p| serde_json::to_string(p).map(|s| s.len() + 1).unwrap_or(0))
                .sum::<usize>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_local_families_stay_on_the_machine_and_others_do_not() {
        let netlink = Address::Other { number: libc::AF_NETLINK as u16 };
        assert!(netlink.is_loopback());
        assert!(netlink.describe().starts_with("netlink"), "{}", netlink.describe());
        assert!(Address::Other { number: libc::AF_ALG as u16 }.is_loopback());
        assert!(Address::Other { number: libc::AF_KEY as u16 }.is_loopback());
        // Families that reach other machines or devices still count as leaving.
        for f in [libc::AF_PACKET, libc::AF_BLUETOOTH, libc::AF_CAN, libc::AF_VSOCK, libc::AF_TIPC] {
            let a = Address::Other { number: f as u16 };
            assert!(!a.is_loopback(), "family {f}");
            assert_eq!(a.describe(), format!("socket family {f}"));
        }
        assert!(!Address::Inet { ip: "203.0.113.9".into(), port: 80 }.is_loopback());
    }

    #[test]
    fn a_rename_changes_both_names_and_a_link_only_its_own() {
        let file = |op, to: &str| EventKind::File { op, path: "/w/d/rel".into(), to: Some(to.into()) };
        let changed =
            |e: EventKind| e.changed_paths().map(|c| (c.path.to_string(), c.follows)).collect::<Vec<_>>();
        let own = |follows| vec![("/w/d/rel".to_string(), follows)];
        assert_eq!(
            changed(file(FileOp::Rename, "/usr/x")),
            [own(false)[0].clone(), ("/usr/x".into(), false)]
        );
        for op in [FileOp::Symlink, FileOp::Link] {
            assert_eq!(changed(file(op, "/usr/x")), own(false), "{op:?}");
        }
        for op in [FileOp::SetXattr, FileOp::RemoveXattr] {
            assert_eq!(changed(file(op, "user.x")), own(true), "{op:?}");
        }
        assert!(changed(EventKind::Lookup { name: "a.example.com".into(), qtype: 1 }).is_empty());
    }
}
