//! Thin wrappers over ptrace(2) and the tracee's memory. Every failure here is ESRCH in
//! practice (the tracee died), which the loop tolerates.

use crate::event::Pid;

pub const PTRACE_EVENT_FORK: i32 = 1;
pub const PTRACE_EVENT_VFORK: i32 = 2;
pub const PTRACE_EVENT_CLONE: i32 = 3;
pub const PTRACE_EVENT_EXEC: i32 = 4;
pub const PTRACE_EVENT_SECCOMP: i32 = 7;
pub const PTRACE_EVENT_STOP: i32 = 128;

const PTRACE_GET_SYSCALL_INFO: libc::c_uint = 0x420e;
const PTRACE_SYSCALL_INFO_SECCOMP: u8 = 3;

pub fn seize(pid: Pid) -> Result<(), i32> {
    let opts = libc::PTRACE_O_TRACESECCOMP
        | libc::PTRACE_O_TRACEFORK
        | libc::PTRACE_O_TRACEVFORK
        | libc::PTRACE_O_TRACECLONE
        | libc::PTRACE_O_TRACEEXEC
        | libc::PTRACE_O_EXITKILL
        | libc::PTRACE_O_TRACESYSGOOD;
    let r = unsafe { libc::ptrace(libc::PTRACE_SEIZE, pid, 0usize, opts as usize) };
    if r < 0 { Err(std::io::Error::last_os_error().raw_os_error().unwrap_or(0)) } else { Ok(()) }
}

pub fn cont(pid: Pid, sig: i32) {
    unsafe { libc::ptrace(libc::PTRACE_CONT, pid, 0usize, sig as usize) };
}

/// Resumes a tracee stopped at a seccomp stop so that it stops again when the call returns.
pub fn syscall(pid: Pid) {
    unsafe { libc::ptrace(libc::PTRACE_SYSCALL, pid, 0usize, 0usize) };
}

pub fn listen(pid: Pid) {
    unsafe { libc::ptrace(libc::PTRACE_LISTEN, pid, 0usize, 0usize) };
}

pub fn event_msg(pid: Pid) -> u64 {
    let mut v: libc::c_ulong = 0;
    unsafe { libc::ptrace(libc::PTRACE_GETEVENTMSG, pid, 0usize, &mut v as *mut libc::c_ulong) };
    v as u64
}

/// The call a seccomp stop is for: number, arguments, and the filter's data.
#[derive(Debug, Clone, Copy)]
pub struct SeccompStop {
    pub arch: u32,
    pub nr: u64,
    pub args: [u64; 6],
    pub data: u32,
}

#[repr(C)]
#[derive(Default)]
struct SyscallInfo {
    op: u8,
    pad: [u8; 3],
    arch: u32,
    ip: u64,
    sp: u64,
    nr: u64,
    args: [u64; 6],
    ret_data: u32,
    pad2: u32,
}

/// What the stopped tracee's call is, if the kernel reports it as a stop of kind `op`.
fn syscall_info(pid: Pid, op: u8) -> Option<SyscallInfo> {
    let mut info = SyscallInfo::default();
    let r = unsafe {
        libc::ptrace(
            PTRACE_GET_SYSCALL_INFO,
            pid,
            std::mem::size_of::<SyscallInfo>(),
            &mut info as *mut SyscallInfo,
        )
    };
    (r >= 0 && info.op == op).then_some(info)
}

pub fn seccomp_stop(pid: Pid) -> Option<SeccompStop> {
    let info = syscall_info(pid, PTRACE_SYSCALL_INFO_SECCOMP)?;
    Some(SeccompStop { arch: info.arch, nr: info.nr, args: info.args, data: info.ret_data })
}

/// The value a call returns, at its syscall-exit stop (`-errno` for a failure).
pub fn exit_value(pid: Pid) -> Option<i64> {
    const PTRACE_SYSCALL_INFO_EXIT: u8 = 2;
    // The exit record's first field (`rval`) lies where the entry's call number does.
    syscall_info(pid, PTRACE_SYSCALL_INFO_EXIT).map(|info| info.nr as i64)
}

/// Reads the stopped tracee's general registers, lets `edit` change them, writes them back.
#[cfg(target_arch = "x86_64")]
fn edit_regs(pid: Pid, edit: impl FnOnce(&mut libc::user_regs_struct)) -> bool {
    let mut regs: libc::user_regs_struct = unsafe { std::mem::zeroed() };
    if unsafe { libc::ptrace(libc::PTRACE_GETREGS, pid, 0usize, &mut regs as *mut _) } < 0 {
        return false;
    }
    edit(&mut regs);
    unsafe { libc::ptrace(libc::PTRACE_SETREGS, pid, 0usize, &regs as *const _) >= 0 }
}

/// The same on arm64: `x0`..`x30`, `sp`, `pc`, `pstate` (the `NT_PRSTATUS` set).
#[cfg(target_arch = "aarch64")]
fn edit_regs(pid: Pid, edit: impl FnOnce(&mut [u64; 34])) -> bool {
    const NT_PRSTATUS: usize = 1;
    let mut regs = [0u64; 34];
    let mut iov = libc::iovec {
        iov_base: regs.as_mut_ptr() as *mut libc::c_void,
        iov_len: std::mem::size_of_val(&regs),
    };
    if unsafe { libc::ptrace(libc::PTRACE_GETREGSET, pid, NT_PRSTATUS, &mut iov as *mut _) } < 0 {
        return false;
    }
    edit(&mut regs);
    unsafe { libc::ptrace(libc::PTRACE_SETREGSET, pid, NT_PRSTATUS, &mut iov as *mut _) >= 0 }
}

/// Makes the call, stopped at its syscall-exit stop, return `value`.
#[cfg(target_arch = "x86_64")]
pub fn set_return(pid: Pid, value: i64) -> bool {
    edit_regs(pid, |r| r.rax = value as u64)
}

#[cfg(target_arch = "aarch64")]
pub fn set_return(pid: Pid, value: i64) -> bool {
    edit_regs(pid, |r| r[0] = value as u64)
}

/// Makes the stopped call not happen and return `-errno` instead.
#[cfg(target_arch = "x86_64")]
pub fn skip_syscall(pid: Pid, errno: i32) -> bool {
    edit_regs(pid, |r| {
        r.orig_rax = u64::MAX;
        r.rax = (-(errno as i64)) as u64;
    })
}

#[cfg(target_arch = "aarch64")]
pub fn skip_syscall(pid: Pid, errno: i32) -> bool {
    const NT_ARM_SYSTEM_CALL: usize = 0x404;
    // The call number -1 skips the call; x0 then holds its result.
    let mut nr: i32 = -1;
    let mut iov_nr = libc::iovec { iov_base: &mut nr as *mut i32 as *mut libc::c_void, iov_len: 4 };
    if unsafe { libc::ptrace(libc::PTRACE_SETREGSET, pid, NT_ARM_SYSTEM_CALL, &mut iov_nr as *mut _) } < 0 {
        return false;
    }
    edit_regs(pid, |r| r[0] = (-(errno as i64)) as u64)
}

/// Reads up to `len` bytes of the tracee's memory at `addr` (fewer if a page is unmapped).
pub fn read_mem(pid: Pid, addr: u64, len: usize) -> Vec<u8> {
    if addr == 0 || len == 0 {
        return Vec::new();
    }
    let mut buf = vec![0u8; len];
    let local = libc::iovec { iov_base: buf.as_mut_ptr() as *mut libc::c_void, iov_len: len };
    let remote = libc::iovec { iov_base: addr as *mut libc::c_void, iov_len: len };
    let n = unsafe { libc::process_vm_readv(pid, &local, 1, &remote, 1, 0) };
    if n >= 0 {
        buf.truncate(n as usize);
        return buf;
    }
    // Fallback, word by word (process_vm_readv can be refused where ptrace is not).
    let mut out = Vec::with_capacity(len);
    let mut a = addr;
    while out.len() < len {
        unsafe { *libc::__errno_location() = 0 };
        let w = unsafe { libc::ptrace(libc::PTRACE_PEEKDATA, pid, a as usize, 0usize) };
        if w == -1 && std::io::Error::last_os_error().raw_os_error().unwrap_or(0) != 0 {
            break;
        }
        out.extend_from_slice(&w.to_ne_bytes());
        a += 8;
    }
    out.truncate(len);
    out
}

/// A NUL-terminated string from the tracee, at most `max` bytes, read page by page.
pub fn read_cstr(pid: Pid, addr: u64, max: usize) -> Option<Vec<u8>> {
    if addr == 0 {
        return None;
    }
    let mut out = Vec::new();
    let mut a = addr;
    while out.len() < max {
        let to_page_end = 4096 - (a as usize % 4096);
        let chunk = read_mem(pid, a, to_page_end.min(max - out.len()));
        if chunk.is_empty() {
            break;
        }
        if let Some(z) = chunk.iter().position(|b| *b == 0) {
            out.extend_from_slice(&chunk[..z]);
            return Some(out);
        }
        a += chunk.len() as u64;
        out.extend_from_slice(&chunk);
    }
    if out.is_empty() { None } else { Some(out) }
}

/// A NULL-terminated array of string pointers (argv), bounded in count and size.
pub fn read_argv(pid: Pid, addr: u64, max_args: usize, max_each: usize) -> Vec<Vec<u8>> {
    let mut v = Vec::new();
    if addr == 0 {
        return v;
    }
    let ptrs = read_mem(pid, addr, 8 * max_args);
    for c in ptrs.chunks_exact(8) {
        let p = u64::from_ne_bytes(c.try_into().unwrap_or([0; 8]));
        if p == 0 {
            break;
        }
        v.push(read_cstr(pid, p, max_each).unwrap_or_default());
    }
    v
}

/// The stopped tracee's stack pointer.
#[cfg(target_arch = "x86_64")]
pub fn stack_pointer(pid: Pid) -> Option<u64> {
    let mut sp = None;
    edit_regs(pid, |r| sp = Some(r.rsp)).then_some(())?;
    sp
}

#[cfg(target_arch = "aarch64")]
pub fn stack_pointer(pid: Pid) -> Option<u64> {
    let mut sp = None;
    edit_regs(pid, |r| sp = Some(r[31])).then_some(())?;
    sp
}

/// Changes arguments of the call the tracee is stopped at (a seccomp stop): `(index, value)`.
/// The kernel runs the call with them.
#[cfg(target_arch = "x86_64")]
pub fn set_args(pid: Pid, args: &[(usize, u64)]) -> bool {
    edit_regs(pid, |r| {
        for (i, v) in args {
            match i {
                0 => r.rdi = *v,
                1 => r.rsi = *v,
                2 => r.rdx = *v,
                3 => r.r10 = *v,
                4 => r.r8 = *v,
                _ => r.r9 = *v,
            }
        }
    })
}

#[cfg(target_arch = "aarch64")]
pub fn set_args(pid: Pid, args: &[(usize, u64)]) -> bool {
    edit_regs(pid, |r| {
        for (i, v) in args {
            r[(*i).min(5)] = *v;
        }
    })
}

/// Writes `data` into the tracee's memory at `addr`.
pub fn write_mem(pid: Pid, addr: u64, data: &[u8]) -> bool {
    let local = libc::iovec { iov_base: data.as_ptr() as *mut libc::c_void, iov_len: data.len() };
    let remote = libc::iovec { iov_base: addr as *mut libc::c_void, iov_len: data.len() };
    let n = unsafe { libc::process_vm_writev(pid, &local, 1, &remote, 1, 0) };
    if n == data.len() as isize {
        return true;
    }
    // Fallback, word by word: the last word is merged with what lies beyond `data`.
    let mut off = 0;
    while off < data.len() {
        let a = addr + off as u64;
        let mut word = [0u8; 8];
        let take = (data.len() - off).min(8);
        if take < 8 {
            let old = read_mem(pid, a, 8);
            if old.len() < 8 {
                return false;
            }
            word.copy_from_slice(&old);
        }
        word[..take].copy_from_slice(&data[off..off + take]);
        let w = u64::from_ne_bytes(word);
        if unsafe { libc::ptrace(libc::PTRACE_POKEDATA, pid, a as usize, w as usize) } < 0 {
            return false;
        }
        off += take;
    }
    true
}
