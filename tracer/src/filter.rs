//! The observe filter: which calls stop for the tracer. Only calls that change things, run
//! programs or reach out stop; a read-only open, a read, a stat never do, which keeps a traced
//! `find` or a traced build near native speed. Opens stop only when their flags ask to write
//! (`O_WRONLY|O_RDWR|O_CREAT|O_TRUNC`), tested on the flags argument in the filter itself.

use foresee_sandbox::bpf::{self, Call, Cond, Program, RET_ALLOW, RET_KILL_PROCESS, RET_TRACE, Table, Width};

/// The data the observe filter attaches to its stops; refusals by the deny filter carry an
/// errno (below 0x100) instead.
pub const OBSERVE: u32 = 0x100;

fn any_bit(arg: u8, bits: &[u64]) -> Vec<Vec<Cond>> {
    bits.iter().map(|b| vec![Cond::MaskedEq { arg, width: Width::Dword, mask: *b, value: *b }]).collect()
}

const WRITE_FLAGS: [u64; 4] =
    [libc::O_WRONLY as u64, libc::O_RDWR as u64, libc::O_CREAT as u64, libc::O_TRUNC as u64];

/// Calls that always stop.
pub fn always() -> Vec<libc::c_long> {
    let mut v = vec![
        // A program sizing its parallelism (cargo, make -j$(nproc), Go's runtime) asks its CPUs:
        // the provisional pin on one CPU (see `crate::pin`) is released first.
        libc::SYS_sched_getaffinity,
        libc::SYS_execve,
        libc::SYS_execveat,
        libc::SYS_memfd_create,
        libc::SYS_openat2,
        libc::SYS_unlinkat,
        libc::SYS_renameat2,
        libc::SYS_linkat,
        libc::SYS_symlinkat,
        libc::SYS_mkdirat,
        libc::SYS_mknodat,
        libc::SYS_fchmod,
        libc::SYS_fchmodat,
        libc::SYS_fchown,
        libc::SYS_fchownat,
        libc::SYS_truncate,
        libc::SYS_ftruncate,
        libc::SYS_setxattr,
        libc::SYS_lsetxattr,
        libc::SYS_fsetxattr,
        libc::SYS_removexattr,
        libc::SYS_lremovexattr,
        libc::SYS_fremovexattr,
        libc::SYS_connect,
        libc::SYS_bind,
        libc::SYS_listen,
        libc::SYS_sendmsg,
        libc::SYS_sendmmsg,
    ];
    #[cfg(target_arch = "x86_64")]
    v.extend([
        libc::SYS_creat,
        libc::SYS_unlink,
        libc::SYS_rmdir,
        libc::SYS_rename,
        libc::SYS_renameat,
        libc::SYS_link,
        libc::SYS_symlink,
        libc::SYS_mkdir,
        libc::SYS_mknod,
        libc::SYS_chmod,
        libc::SYS_chown,
        libc::SYS_lchown,
    ]);
    v.push(452); // fchmodat2 (6.6)
    v
}

/// The calls that stop, and when: (number, rules); no rules means always.
pub fn observed() -> Vec<Call> {
    let mut v: Vec<Call> = always().into_iter().map(|nr| (nr, Vec::new())).collect();
    v.push((libc::SYS_openat, any_bit(2, &WRITE_FLAGS)));
    #[cfg(target_arch = "x86_64")]
    v.push((libc::SYS_open, any_bit(1, &WRITE_FLAGS)));
    // sendto only with a destination address (a datagram to somewhere).
    v.push((libc::SYS_sendto, vec![vec![Cond::Ne { arg: 4, width: Width::Qword, value: 0 }]]));
    v
}

/// The observe program (compiled by [`foresee_sandbox::bpf`]).
pub fn observe_program() -> Program {
    bpf::compile(&Table {
        foreign_arch: RET_KILL_PROCESS,
        x32: RET_ALLOW,
        default: RET_ALLOW,
        entries: bpf::entries(observed(), RET_TRACE | OBSERVE).collect(),
    })
}

/// A readable name for the calls the tracer sees.
pub fn syscall_name(nr: u64) -> String {
    let nr = nr as libc::c_long;
    let known: &[(libc::c_long, &str)] = &[
        (libc::SYS_sched_getaffinity, "sched_getaffinity"),
        (libc::SYS_execve, "execve"),
        (libc::SYS_execveat, "execveat"),
        (libc::SYS_memfd_create, "memfd_create"),
        (libc::SYS_openat, "openat"),
        (libc::SYS_openat2, "openat2"),
        (libc::SYS_unlinkat, "unlinkat"),
        (libc::SYS_renameat2, "renameat2"),
        (libc::SYS_linkat, "linkat"),
        (libc::SYS_symlinkat, "symlinkat"),
        (libc::SYS_mkdirat, "mkdirat"),
        (libc::SYS_mknodat, "mknodat"),
        (libc::SYS_connect, "connect"),
        (libc::SYS_bind, "bind"),
        (libc::SYS_listen, "listen"),
        (libc::SYS_sendto, "sendto"),
        (libc::SYS_sendmsg, "sendmsg"),
        (libc::SYS_sendmmsg, "sendmmsg"),
        (libc::SYS_socket, "socket"),
        (libc::SYS_ioctl, "ioctl"),
        (libc::SYS_clone, "clone"),
        (libc::SYS_clone3, "clone3"),
        (libc::SYS_unshare, "unshare"),
        (libc::SYS_setns, "setns"),
        (libc::SYS_mount, "mount"),
        (libc::SYS_umount2, "umount2"),
        (libc::SYS_pivot_root, "pivot_root"),
        (libc::SYS_chroot, "chroot"),
        (libc::SYS_move_mount, "move_mount"),
        (libc::SYS_open_tree, "open_tree"),
        (libc::SYS_fsopen, "fsopen"),
        (libc::SYS_fsmount, "fsmount"),
        (libc::SYS_fsconfig, "fsconfig"),
        (libc::SYS_fspick, "fspick"),
        (libc::SYS_mount_setattr, "mount_setattr"),
        (libc::SYS_ptrace, "ptrace"),
        (libc::SYS_process_vm_readv, "process_vm_readv"),
        (libc::SYS_process_vm_writev, "process_vm_writev"),
        (libc::SYS_io_uring_setup, "io_uring_setup"),
        (libc::SYS_io_uring_enter, "io_uring_enter"),
        (libc::SYS_io_uring_register, "io_uring_register"),
        (libc::SYS_bpf, "bpf"),
        (libc::SYS_perf_event_open, "perf_event_open"),
        (libc::SYS_keyctl, "keyctl"),
        (libc::SYS_add_key, "add_key"),
        (libc::SYS_request_key, "request_key"),
        (libc::SYS_userfaultfd, "userfaultfd"),
        (libc::SYS_open_by_handle_at, "open_by_handle_at"),
        (libc::SYS_name_to_handle_at, "name_to_handle_at"),
        (libc::SYS_init_module, "init_module"),
        (libc::SYS_finit_module, "finit_module"),
        (libc::SYS_delete_module, "delete_module"),
        (libc::SYS_kexec_load, "kexec_load"),
        (libc::SYS_kexec_file_load, "kexec_file_load"),
        (libc::SYS_pidfd_getfd, "pidfd_getfd"),
        (libc::SYS_swapon, "swapon"),
        (libc::SYS_swapoff, "swapoff"),
        (libc::SYS_reboot, "reboot"),
        (libc::SYS_acct, "acct"),
        (libc::SYS_setxattr, "setxattr"),
        (libc::SYS_lsetxattr, "lsetxattr"),
        (libc::SYS_fsetxattr, "fsetxattr"),
        (libc::SYS_removexattr, "removexattr"),
        (libc::SYS_lremovexattr, "lremovexattr"),
        (libc::SYS_fremovexattr, "fremovexattr"),
        (libc::SYS_fchmod, "fchmod"),
        (libc::SYS_fchmodat, "fchmodat"),
        (libc::SYS_fchown, "fchown"),
        (libc::SYS_fchownat, "fchownat"),
        (libc::SYS_truncate, "truncate"),
        (libc::SYS_ftruncate, "ftruncate"),
    ];
    if let Some((_, n)) = known.iter().find(|(k, _)| *k == nr) {
        return n.to_string();
    }
    if nr >= 0x4000_0000 {
        return format!("x32 syscall {}", nr - 0x4000_0000);
    }
    format!("syscall {nr}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use foresee_sandbox::bpf::reference::{SeccompAction, assert_same, probes, reference};

    #[test]
    fn the_compiled_program_answers_as_seccompiler_s_program_for_the_same_calls() {
        let calls = observed();
        let old = reference(&calls, SeccompAction::Trace(OBSERVE));
        let new = observe_program();
        assert_same(&new, &[&old], &probes(&calls));
        assert!(new.len() < old.len(), "{} vs {} instructions", new.len(), old.len());
        // A read-only open passes, a write open stops.
        let open = |flags: i32| {
            bpf::run(&new, bpf::AUDIT_ARCH, libc::SYS_openat as u32, [0, 0, flags as u64, 0, 0, 0])
        };
        assert_eq!(open(libc::O_RDONLY | libc::O_CLOEXEC | libc::O_DIRECTORY), RET_ALLOW);
        assert_eq!(open(libc::O_WRONLY | libc::O_APPEND), RET_TRACE | OBSERVE);
    }
}
