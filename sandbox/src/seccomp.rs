//! The deny filter: containment's last layer. Namespaces and the overlay already keep the
//! command away from the host; this refuses the calls that would let it build new namespaces,
//! talk to the hypervisor, inject keystrokes, or act behind a tracer's back.
//!
//! Three programs are stacked (the kernel applies the strictest answer of all of them):
//! an architecture guard written by hand (seccompiler does not check x32 numbers), then one
//! program per refusal kind compiled by seccompiler.

use seccompiler::{
    BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter, SeccompRule,
    TargetArch, sock_filter,
};
use std::collections::BTreeMap;

const SECCOMP_RET_ALLOW: u32 = 0x7fff_0000;
const SECCOMP_RET_ERRNO: u32 = 0x0005_0000;
const SECCOMP_RET_TRACE: u32 = 0x7ff0_0000;
const SECCOMP_RET_KILL_PROCESS: u32 = 0x8000_0000;
const X32_SYSCALL_BIT: u32 = 0x4000_0000;

#[cfg(target_arch = "x86_64")]
const ARCH: TargetArch = TargetArch::x86_64;
#[cfg(target_arch = "x86_64")]
const AUDIT_ARCH: u32 = 62 | 0x8000_0000 | 0x4000_0000;
#[cfg(target_arch = "aarch64")]
const ARCH: TargetArch = TargetArch::aarch64;
#[cfg(target_arch = "aarch64")]
const AUDIT_ARCH: u32 = 183 | 0x8000_0000 | 0x4000_0000;

fn stmt(code: u16, k: u32) -> sock_filter {
    sock_filter { code, jt: 0, jf: 0, k }
}

fn jump(code: u16, k: u32, jt: u8, jf: u8) -> sock_filter {
    sock_filter { code, jt, jf, k }
}

const BPF_LD_W_ABS: u16 = 0x20;
const BPF_JEQ_K: u16 = 0x15;
const BPF_JGE_K: u16 = 0x35;
const BPF_RET_K: u16 = 0x06;

/// Kills on a foreign architecture (32-bit `int 0x80` on x86_64: i386 numbers collide with
/// ours) and answers ENOSYS to x32 numbers, which share the x86_64 audit arch.
pub fn arch_guard(traced: bool) -> BpfProgram {
    let x32 = if traced {
        SECCOMP_RET_TRACE | libc::ENOSYS as u32
    } else {
        SECCOMP_RET_ERRNO | libc::ENOSYS as u32
    };
    vec![
        stmt(BPF_LD_W_ABS, 4), // seccomp_data.arch
        jump(BPF_JEQ_K, AUDIT_ARCH, 1, 0),
        stmt(BPF_RET_K, SECCOMP_RET_KILL_PROCESS),
        stmt(BPF_LD_W_ABS, 0), // seccomp_data.nr
        jump(BPF_JGE_K, X32_SYSCALL_BIT, 0, 1),
        stmt(BPF_RET_K, x32),
        stmt(BPF_RET_K, SECCOMP_RET_ALLOW),
    ]
}

fn cond(arg: u8, len: SeccompCmpArgLen, op: SeccompCmpOp, v: u64) -> SeccompCondition {
    SeccompCondition::new(arg, len, op, v).expect("static seccomp condition")
}

fn rule(c: Vec<SeccompCondition>) -> SeccompRule {
    SeccompRule::new(c).expect("static seccomp rule")
}

/// Calls refused with EPERM.
pub fn eperm_rules() -> BTreeMap<i64, Vec<SeccompRule>> {
    let mut m: BTreeMap<i64, Vec<SeccompRule>> = BTreeMap::new();
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
        m.insert(*nr, vec![]);
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
            clone_rules.push(rule(vec![cond(0, SeccompCmpArgLen::Qword, SeccompCmpOp::MaskedEq(bit), bit)]));
        }
        bit <<= 1;
    }
    m.insert(libc::SYS_clone, clone_rules);
    // The hypervisor socket family reaches outside the machine (WSL2 launches host programs).
    m.insert(
        libc::SYS_socket,
        vec![rule(vec![cond(0, SeccompCmpArgLen::Dword, SeccompCmpOp::Eq, libc::AF_VSOCK as u64)])],
    );
    // Keystroke injection into a terminal; the kernel reads only the low 32 bits of the request.
    m.insert(
        libc::SYS_ioctl,
        vec![
            rule(vec![cond(1, SeccompCmpArgLen::Dword, SeccompCmpOp::Eq, libc::TIOCSTI)]),
            rule(vec![cond(1, SeccompCmpArgLen::Dword, SeccompCmpOp::Eq, libc::TIOCLINUX)]),
        ],
    );
    m
}

/// Calls answered ENOSYS, so that programs fall back to a call that can be seen and filtered:
/// clone3 (its flags sit behind a pointer; libc falls back to clone) and io_uring (its
/// operations bypass syscall entry entirely).
pub fn enosys_rules() -> BTreeMap<i64, Vec<SeccompRule>> {
    let mut m: BTreeMap<i64, Vec<SeccompRule>> = BTreeMap::new();
    for nr in
        [libc::SYS_clone3, libc::SYS_io_uring_setup, libc::SYS_io_uring_enter, libc::SYS_io_uring_register]
    {
        m.insert(nr, vec![]);
    }
    m
}

/// The deny programs, in installation order. `traced`: refusals stop for the tracer, which
/// records them and answers with the errno carried as the filter's data (see
/// [`crate::Monitor`]); with no tracer attached the kernel answers ENOSYS.
pub fn deny_programs(traced: bool) -> Vec<BpfProgram> {
    let build = |rules, errno: i32| -> BpfProgram {
        let action =
            if traced { SeccompAction::Trace(errno as u32) } else { SeccompAction::Errno(errno as u32) };
        let f = SeccompFilter::new(rules, SeccompAction::Allow, action, ARCH).expect("static seccomp filter");
        f.try_into().expect("deny filter compiles")
    };
    vec![arch_guard(traced), build(eperm_rules(), libc::EPERM), build(enosys_rules(), libc::ENOSYS)]
}

/// Installs a program on the calling thread (after `PR_SET_NO_NEW_PRIVS`).
pub fn install(prog: &[sock_filter]) -> Result<(), i32> {
    #[repr(C)]
    struct SockFprog {
        len: u16,
        filter: *const sock_filter,
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

    #[test]
    fn programs_compile_and_fit() {
        for p in deny_programs(false).into_iter().chain(deny_programs(true)) {
            assert!(!p.is_empty() && p.len() < 4096);
        }
    }
}
