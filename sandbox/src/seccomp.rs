//! The deny filter: containment's last layer. Namespaces and the overlay already keep the
//! command away from the host; this refuses the calls that would let it build new namespaces,
//! talk to the hypervisor, inject keystrokes, or act behind a tracer's back.
//!
//! One program (compiled by [`crate::bpf`]): a foreign architecture (32-bit `int 0x80` on
//! x86_64, whose numbers collide with ours) is killed, x32 numbers (same audit arch; seccompiler
//! does not check them) get ENOSYS, and the listed calls their refusal.

use crate::bpf::{
    self, Call, Cond, Program, RET_ALLOW, RET_ERRNO, RET_KILL_PROCESS, RET_TRACE, Table, Width,
};

/// Calls refused with EPERM.
pub fn eperm_calls() -> Vec<Call> {
    let mut m: Vec<Call> = Vec::new();
    let always: &[libc::c_long] = &[
        libc::SYS_unshare,
        libc::SYS_setns,
        libc::SYS_mount,
        libc::SYS_umount2,
        libc::SYS_pivot_root,
        libc::SYS_chroot,
        libc::SYS_move_mount,
        libc::SYS_open_tree,
        libc::SYS_fsopen,
        libc::SYS_fsconfig,
        libc::SYS_fsmount,
        libc::SYS_fspick,
        libc::SYS_mount_setattr,
        libc::SYS_ptrace,
        libc::SYS_process_vm_readv,
        libc::SYS_process_vm_writev,
        libc::SYS_kexec_load,
        libc::SYS_kexec_file_load,
        libc::SYS_init_module,
        libc::SYS_finit_module,
        libc::SYS_delete_module,
        libc::SYS_bpf,
        libc::SYS_perf_event_open,
        libc::SYS_keyctl,
        libc::SYS_add_key,
        libc::SYS_request_key,
        libc::SYS_userfaultfd,
        libc::SYS_open_by_handle_at,
        libc::SYS_name_to_handle_at,
        libc::SYS_pidfd_getfd,
        libc::SYS_swapon,
        libc::SYS_swapoff,
        libc::SYS_reboot,
        libc::SYS_acct,
    ];
    for nr in always {
        m.push((*nr, vec![]));
    }
    // clone with namespace flags or CLONE_UNTRACED (which would slip past a tracer).
    let ns_flags = (libc::CLONE_NEWNS
        | libc::CLONE_NEWUSER
        | libc::CLONE_NEWPID
        | libc::CLONE_NEWNET
        | libc::CLONE_NEWIPC
        | libc::CLONE_NEWUTS
        | libc::CLONE_NEWCGROUP
        | libc::CLONE_UNTRACED) as u64;
    let mut clone_rules = Vec::new();
    let mut bit = 1u64;
    while bit <= ns_flags {
        if ns_flags & bit != 0 {
            clone_rules.push(vec![Cond::MaskedEq { arg: 0, width: Width::Qword, mask: bit, value: bit }]);
        }
        bit <<= 1;
    }
    m.push((libc::SYS_clone, clone_rules));
    // The hypervisor socket family reaches outside the machine (WSL2 launches host programs).
    m.push((
        libc::SYS_socket,
        vec![vec![Cond::Eq { arg: 0, width: Width::Dword, value: libc::AF_VSOCK as u64 }]],
    ));
    // Keystroke injection into a terminal; the kernel reads only the low 32 bits of the request.
    m.push((
        libc::SYS_ioctl,
        vec![
            vec![Cond::Eq { arg: 1, width: Width::Dword, value: libc::TIOCSTI }],
            vec![Cond::Eq { arg: 1, width: Width::Dword, value: libc::TIOCLINUX }],
        ],
    ));
    m
}

/// Calls answered ENOSYS, so that programs fall back to a call that can be seen and filtered:
/// clone3 (its flags sit behind a pointer; libc falls back to clone) and io_uring (its
/// operations bypass syscall entry entirely).
pub fn enosys_calls() -> Vec<Call> {
    [libc::SYS_io_uring_setup, libc::SYS_io_uring_enter, libc::SYS_io_uring_register]
        .into_iter()
        .map(|nr| (nr, Vec::new()))
        .collect()
}

/// Calls answered ENOSYS by the kernel itself, never stopping for the tracer: clone3, which
/// every modern libc tries first for each thread and process and then falls back from. A stop
/// to record it cost one of the tracer's round trips per thread (a build starts hundreds) and
/// told nothing: its fallback, clone, is traced and filtered.
pub fn routine_enosys_calls() -> Vec<Call> {
    vec![(libc::SYS_clone3, Vec::new())]
}

/// The deny filter as a table. `traced`: refusals stop for the tracer, which records them and
/// answers with the errno carried as the filter's data (see [`crate::Monitor`]); with no tracer
/// attached the kernel answers ENOSYS.
pub fn deny_table(traced: bool) -> Table {
    let refuse = |errno: i32| if traced { RET_TRACE | errno as u32 } else { RET_ERRNO | errno as u32 };
    let entries = bpf::entries(eperm_calls(), refuse(libc::EPERM))
        .chain(bpf::entries(enosys_calls(), refuse(libc::ENOSYS)))
        .chain(bpf::entries(routine_enosys_calls(), RET_ERRNO | libc::ENOSYS as u32))
        .collect();
    Table { foreign_arch: RET_KILL_PROCESS, x32: refuse(libc::ENOSYS), default: RET_ALLOW, entries }
}

/// The deny programs, in installation order.
pub fn deny_programs(traced: bool) -> Vec<Program> {
    vec![bpf::compile(&deny_table(traced))]
}

/// Installs a program on the calling thread (after `PR_SET_NO_NEW_PRIVS`).
pub fn install(prog: &[libc::sock_filter]) -> Result<(), i32> {
    #[repr(C)]
    struct SockFprog {
        len: u16,
        filter: *const libc::sock_filter,
    }
    let fprog = SockFprog { len: prog.len() as u16, filter: prog.as_ptr() };
    let ret = unsafe {
        libc::syscall(libc::SYS_seccomp, 1 /* SECCOMP_SET_MODE_FILTER */, 0, &fprog as *const SockFprog)
    };
    if ret < 0 { Err(crate::sys::errno()) } else { Ok(()) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bpf::reference::{SeccompAction, assert_same, probes, reference};

    /// The hand-written architecture guard the deny filter used to be stacked with.
    fn arch_guard(x32: u32) -> Vec<libc::sock_filter> {
        let i = |code, jt, jf, k| libc::sock_filter { code, jt, jf, k };
        vec![
            i(0x20, 0, 0, 4),
            i(0x15, 1, 0, bpf::AUDIT_ARCH),
            i(0x06, 0, 0, RET_KILL_PROCESS),
            i(0x20, 0, 0, 0),
            i(0x35, 0, 1, bpf::X32_SYSCALL_BIT),
            i(0x06, 0, 0, x32),
            i(0x06, 0, 0, RET_ALLOW),
        ]
    }

    #[test]
    fn the_compiled_filter_answers_as_the_stacked_seccompiler_filters_did() {
        for traced in [false, true] {
            let refuse = |e: i32| {
                if traced { SeccompAction::Trace(e as u32) } else { SeccompAction::Errno(e as u32) }
            };
            let x32 = if traced { RET_TRACE } else { RET_ERRNO } | libc::ENOSYS as u32;
            let eperm = eperm_calls();
            let enosys = enosys_calls();
            let routine = routine_enosys_calls();
            let old = [
                arch_guard(x32),
                reference(&eperm, refuse(libc::EPERM)),
                reference(&enosys, refuse(libc::ENOSYS)),
                reference(&routine, SeccompAction::Errno(libc::ENOSYS as u32)),
            ];
            let old: Vec<&[libc::sock_filter]> = old.iter().map(|p| p.as_slice()).collect();
            let new = deny_programs(traced);
            assert_eq!(new.len(), 1);
            assert_same(&new[0], &old, &probes(&eperm));
            // And it is shorter than the three it replaces.
            let before: usize = old.iter().map(|p| p.len()).sum();
            assert!(new[0].len() * 4 < before * 3, "{} vs {before} instructions", new[0].len());
        }
    }
}
