//! A thin seam over the kernel: each wrapper returns a [`SysError`] that names the call and its
//! arguments (`mount("overlay", "/x", "overlay", ...) => EPERM`), so a failure deep inside the
//! sandbox setup can be read by a person without a debugger.

use std::ffi::{CStr, CString, OsStr};
use std::fmt;
use std::os::fd::{AsRawFd, FromRawFd, IntoRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// A failed system call, with the call written out as a person would type it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SysError {
    pub call: String,
    pub errno: i32,
}

impl SysError {
    pub fn new(call: impl Into<String>, errno: i32) -> Self {
        SysError { call: call.into(), errno }
    }

    /// The error for `call` from the current `errno`.
    pub fn last(call: impl Into<String>) -> Self {
        SysError::new(call, errno())
    }
}

impl fmt::Display for SysError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} => {}", self.call, errno_text(self.errno))
    }
}

impl std::error::Error for SysError {}

pub type SysResult<T> = Result<T, SysError>;

pub fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// `EPERM (Operation not permitted)`.
pub fn errno_text(e: i32) -> String {
    let name = errno_name(e);
    let desc = std::io::Error::from_raw_os_error(e).to_string();
    let desc = desc.split(" (os error").next().unwrap_or(&desc).to_string();
    format!("{name} ({desc})")
}

pub fn errno_name(e: i32) -> &'static str {
    match e {
        libc::EPERM => "EPERM",
        libc::ENOENT => "ENOENT",
        libc::ESRCH => "ESRCH",
        libc::EINTR => "EINTR",
        libc::EIO => "EIO",
        libc::E2BIG => "E2BIG",
        libc::ENOEXEC => "ENOEXEC",
        libc::EBADF => "EBADF",
        libc::ECHILD => "ECHILD",
        libc::EAGAIN => "EAGAIN",
        libc::ENOMEM => "ENOMEM",
        libc::EACCES => "EACCES",
        libc::EFAULT => "EFAULT",
        libc::EBUSY => "EBUSY",
        libc::EEXIST => "EEXIST",
        libc::EXDEV => "EXDEV",
        libc::ENODEV => "ENODEV",
        libc::ENOTDIR => "ENOTDIR",
        libc::EISDIR => "EISDIR",
        libc::EINVAL => "EINVAL",
        libc::ENFILE => "ENFILE",
        libc::EMFILE => "EMFILE",
        libc::ETXTBSY => "ETXTBSY",
        libc::EFBIG => "EFBIG",
        libc::ENOSPC => "ENOSPC",
        libc::EROFS => "EROFS",
        libc::EMLINK => "EMLINK",
        libc::EPIPE => "EPIPE",
        libc::ENAMETOOLONG => "ENAMETOOLONG",
        libc::ENOSYS => "ENOSYS",
        libc::ENOTEMPTY => "ENOTEMPTY",
        libc::ELOOP => "ELOOP",
        libc::ENODATA => "ENODATA",
        libc::EOPNOTSUPP => "EOPNOTSUPP",
        libc::ENETUNREACH => "ENETUNREACH",
        libc::ECONNREFUSED => "ECONNREFUSED",
        libc::EAFNOSUPPORT => "EAFNOSUPPORT",
        libc::EDQUOT => "EDQUOT",
        _ => "E?",
    }
}

/// A C string from a path; a NUL inside a path is an input error, not a panic.
pub fn cpath(p: &Path) -> SysResult<CString> {
    CString::new(p.as_os_str().as_bytes())
        .map_err(|_| SysError::new(format!("path {p:?} contains a NUL byte"), libc::EINVAL))
}

pub fn cstr(s: &OsStr) -> SysResult<CString> {
    CString::new(s.as_bytes()).map_err(|_| SysError::new(format!("{s:?} contains a NUL byte"), libc::EINVAL))
}

fn check(ret: libc::c_int, call: impl FnOnce() -> String) -> SysResult<libc::c_int> {
    if ret < 0 { Err(SysError::last(call())) } else { Ok(ret) }
}

fn check_long(ret: libc::c_long, call: impl FnOnce() -> String) -> SysResult<libc::c_long> {
    if ret < 0 { Err(SysError::last(call())) } else { Ok(ret) }
}

pub fn mount(
    source: Option<&str>,
    target: &Path,
    fstype: Option<&str>,
    flags: libc::c_ulong,
    data: Option<&str>,
) -> SysResult<()> {
    let src = source.map(|s| CString::new(s).unwrap_or_default());
    let fst = fstype.map(|s| CString::new(s).unwrap_or_default());
    let dat = data.map(|s| CString::new(s).unwrap_or_default());
    let tgt = cpath(target)?;
    let ret = unsafe {
        libc::mount(
            src.as_ref().map_or(std::ptr::null(), |c| c.as_ptr()),
            tgt.as_ptr(),
            fst.as_ref().map_or(std::ptr::null(), |c| c.as_ptr()),
            flags,
            dat.as_ref().map_or(std::ptr::null(), |c| c.as_ptr() as *const libc::c_void),
        )
    };
    check(ret, || {
        format!(
            "mount({:?}, {:?}, {:?}, {}, {:?})",
            source.unwrap_or("NULL"),
            target,
            fstype.unwrap_or("NULL"),
            mount_flags_text(flags),
            data.unwrap_or("NULL")
        )
    })
    .map(|_| ())
}

fn mount_flags_text(flags: libc::c_ulong) -> String {
    let names: [(libc::c_ulong, &str); 11] = [
        (libc::MS_RDONLY, "MS_RDONLY"),
        (libc::MS_NOSUID, "MS_NOSUID"),
        (libc::MS_NODEV, "MS_NODEV"),
        (libc::MS_NOEXEC, "MS_NOEXEC"),
        (libc::MS_REMOUNT, "MS_REMOUNT"),
        (libc::MS_BIND, "MS_BIND"),
        (libc::MS_REC, "MS_REC"),
        (libc::MS_PRIVATE, "MS_PRIVATE"),
        (libc::MS_SLAVE, "MS_SLAVE"),
        (libc::MS_MOVE, "MS_MOVE"),
        (libc::MS_NOATIME, "MS_NOATIME"),
    ];
    let parts: Vec<&str> = names.iter().filter(|(f, _)| flags & f != 0).map(|(_, n)| *n).collect();
    if parts.is_empty() { "0".into() } else { parts.join("|") }
}

pub fn umount_detach(target: &Path) -> SysResult<()> {
    let tgt = cpath(target)?;
    check(unsafe { libc::umount2(tgt.as_ptr(), libc::MNT_DETACH) }, || {
        format!("umount2({target:?}, MNT_DETACH)")
    })
    .map(|_| ())
}

/// Sets attributes on a mount (and, with `recursive`, every mount below it). Used to make
/// binds read-only, which plain `MS_REMOUNT` cannot do recursively.
pub fn mount_setattr_rdonly(target: &Path, recursive: bool) -> SysResult<()> {
    #[repr(C)]
    struct MountAttr {
        attr_set: u64,
        attr_clr: u64,
        propagation: u64,
        userns_fd: u64,
    }
    const MOUNT_ATTR_RDONLY: u64 = 0x1;
    const MOUNT_ATTR_NOSUID: u64 = 0x2;
    const MOUNT_ATTR_NODEV: u64 = 0x4;
    let attr = MountAttr {
        attr_set: MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV,
        attr_clr: 0,
        propagation: 0,
        userns_fd: 0,
    };
    let tgt = cpath(target)?;
    let flags: libc::c_uint = if recursive { libc::AT_RECURSIVE as libc::c_uint } else { 0 };
    let ret = unsafe {
        libc::syscall(
            libc::SYS_mount_setattr,
            libc::AT_FDCWD,
            tgt.as_ptr(),
            flags,
            &attr as *const MountAttr,
            std::mem::size_of::<MountAttr>(),
        )
    };
    check_long(ret, || {
        format!(
            "mount_setattr({target:?}, RDONLY|NOSUID|NODEV{})",
            if recursive { ", AT_RECURSIVE" } else { "" }
        )
    })
    .map(|_| ())
}

pub fn unshare(flags: libc::c_int) -> SysResult<()> {
    check(unsafe { libc::unshare(flags) }, || format!("unshare({})", clone_flags_text(flags as u64)))
        .map(|_| ())
}

pub fn clone_flags_text(flags: u64) -> String {
    let names: [(libc::c_int, &str); 7] = [
        (libc::CLONE_NEWUSER, "CLONE_NEWUSER"),
        (libc::CLONE_NEWNS, "CLONE_NEWNS"),
        (libc::CLONE_NEWPID, "CLONE_NEWPID"),
        (libc::CLONE_NEWNET, "CLONE_NEWNET"),
        (libc::CLONE_NEWIPC, "CLONE_NEWIPC"),
        (libc::CLONE_NEWUTS, "CLONE_NEWUTS"),
        (libc::CLONE_NEWCGROUP, "CLONE_NEWCGROUP"),
    ];
    let parts: Vec<&str> = names.iter().filter(|(f, _)| flags & (*f as u64) != 0).map(|(_, n)| *n).collect();
    parts.join("|")
}

/// `fork()` with namespace flags: the raw `clone` syscall with no new stack behaves like fork,
/// which lets the child be born in fresh PID/mount/net/IPC/UTS namespaces at once.
///
/// # Safety
/// The caller must be single-threaded; the child may only run code that is safe after fork.
pub unsafe fn fork_into(flags: libc::c_int) -> SysResult<libc::pid_t> {
    let ret = unsafe {
        libc::syscall(
            libc::SYS_clone,
            (flags | libc::SIGCHLD) as libc::c_ulong,
            0usize,
            0usize,
            0usize,
            0usize,
        )
    };
    check_long(ret, || format!("clone({}|SIGCHLD)", clone_flags_text(flags as u64))).map(|p| p as libc::pid_t)
}

/// [`fork_into`] with the child born in the cgroup v2 folder `cgroup` (`CLONE_INTO_CGROUP`),
/// so that it never has to be migrated.
///
/// # Safety
/// As for [`fork_into`].
pub unsafe fn fork_into_cgroup(flags: libc::c_int, cgroup: &impl AsRawFd) -> SysResult<libc::pid_t> {
    #[repr(C)]
    #[derive(Default)]
    struct CloneArgs {
        flags: u64,
        pidfd: u64,
        child_tid: u64,
        parent_tid: u64,
        exit_signal: u64,
        stack: u64,
        stack_size: u64,
        tls: u64,
        set_tid: u64,
        set_tid_size: u64,
        cgroup: u64,
    }
    const CLONE_INTO_CGROUP: u64 = 0x2_0000_0000;
    let args = CloneArgs {
        flags: flags as u64 | CLONE_INTO_CGROUP,
        exit_signal: libc::SIGCHLD as u64,
        cgroup: cgroup.as_raw_fd() as u64,
        ..Default::default()
    };
    let ret = unsafe {
        libc::syscall(libc::SYS_clone3, &args as *const CloneArgs, std::mem::size_of::<CloneArgs>())
    };
    check_long(ret, || format!("clone3({}|CLONE_INTO_CGROUP)", clone_flags_text(flags as u64)))
        .map(|p| p as libc::pid_t)
}

pub fn pivot_root(new_root: &Path, put_old: &Path) -> SysResult<()> {
    let a = cpath(new_root)?;
    let b = cpath(put_old)?;
    check_long(unsafe { libc::syscall(libc::SYS_pivot_root, a.as_ptr(), b.as_ptr()) }, || {
        format!("pivot_root({new_root:?}, {put_old:?})")
    })
    .map(|_| ())
}

pub fn chdir(p: &Path) -> SysResult<()> {
    let c = cpath(p)?;
    check(unsafe { libc::chdir(c.as_ptr()) }, || format!("chdir({p:?})")).map(|_| ())
}

pub fn mkdir(p: &Path, mode: libc::mode_t) -> SysResult<()> {
    let c = cpath(p)?;
    check(unsafe { libc::mkdir(c.as_ptr(), mode) }, || format!("mkdir({p:?}, {mode:o})")).map(|_| ())
}

/// `mkdir -p`, ignoring folders that exist.
pub fn mkdir_all(p: &Path, mode: libc::mode_t) -> SysResult<()> {
    if p.is_dir() {
        return Ok(());
    }
    if let Some(parent) = p.parent() {
        mkdir_all(parent, mode)?;
    }
    match mkdir(p, mode) {
        Err(e) if e.errno == libc::EEXIST => Ok(()),
        other => other,
    }
}

pub fn write_file(p: &Path, data: &[u8]) -> SysResult<()> {
    std::fs::write(p, data).map_err(|e| {
        SysError::new(
            format!("write({p:?}, {:?})", String::from_utf8_lossy(data).trim_end()),
            e.raw_os_error().unwrap_or(libc::EIO),
        )
    })
}

pub fn pipe_cloexec() -> SysResult<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    check(unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) }, || "pipe2(O_CLOEXEC)".into())?;
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

pub fn pidfd_open(pid: libc::pid_t) -> SysResult<OwnedFd> {
    let ret = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    check_long(ret, || format!("pidfd_open({pid})")).map(|fd| unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
}

/// `openat2(dirfd, path, flags, RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS |
/// RESOLVE_NO_XDEV)`: the only way the commit opens anything in the real tree, so a symlink or a
/// folder swapped for one can never lead it outside its target.
pub fn open_beneath(
    dir: &impl AsRawFd,
    path: &Path,
    flags: libc::c_int,
    mode: libc::mode_t,
) -> SysResult<OwnedFd> {
    let resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS | RESOLVE_NO_XDEV;
    openat2(dir, path, flags, mode, resolve, "BENEATH|NO_SYMLINKS|NO_XDEV")
}

/// `openat2(root, path, flags, RESOLVE_IN_ROOT | RESOLVE_NO_MAGICLINKS)`: `path` resolved as a
/// process whose root is `root` would resolve it (`/` and `..` stop at `root`, symlinks are
/// followed inside it).
pub fn open_in_root(root: &impl AsRawFd, path: &Path, flags: libc::c_int) -> SysResult<OwnedFd> {
    let rel = path.strip_prefix("/").unwrap_or(path);
    openat2(root, rel, flags, 0, RESOLVE_IN_ROOT | RESOLVE_NO_MAGICLINKS, "IN_ROOT")
}

const RESOLVE_NO_XDEV: u64 = 0x01;
const RESOLVE_NO_MAGICLINKS: u64 = 0x02;
const RESOLVE_NO_SYMLINKS: u64 = 0x04;
const RESOLVE_BENEATH: u64 = 0x08;
const RESOLVE_IN_ROOT: u64 = 0x10;

fn openat2(
    dir: &impl AsRawFd,
    path: &Path,
    flags: libc::c_int,
    mode: libc::mode_t,
    resolve: u64,
    resolve_text: &str,
) -> SysResult<OwnedFd> {
    #[repr(C)]
    struct OpenHow {
        flags: u64,
        mode: u64,
        resolve: u64,
    }
    let how = OpenHow { flags: (flags | libc::O_CLOEXEC) as u64, mode: mode as u64, resolve };
    let p = if path.as_os_str().is_empty() { Path::new(".") } else { path };
    let c = cpath(p)?;
    let ret = unsafe {
        libc::syscall(
            libc::SYS_openat2,
            dir.as_raw_fd(),
            c.as_ptr(),
            &how as *const OpenHow,
            std::mem::size_of::<OpenHow>(),
        )
    };
    check_long(ret, || format!("openat2({p:?}, {resolve_text})"))
        .map(|fd| unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
}

pub fn open_path(p: &Path, flags: libc::c_int) -> SysResult<OwnedFd> {
    let c = cpath(p)?;
    let fd =
        check(unsafe { libc::open(c.as_ptr(), flags | libc::O_CLOEXEC, 0o600) }, || format!("open({p:?})"))?;
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// `renameat2` between two folder descriptors.
pub fn renameat2(
    olddir: &impl AsRawFd,
    old: &OsStr,
    newdir: &impl AsRawFd,
    new: &OsStr,
    flags: libc::c_uint,
) -> SysResult<()> {
    let a = cstr(old)?;
    let b = cstr(new)?;
    let ret = unsafe {
        libc::syscall(
            libc::SYS_renameat2,
            olddir.as_raw_fd(),
            a.as_ptr(),
            newdir.as_raw_fd(),
            b.as_ptr(),
            flags,
        )
    };
    check_long(ret, || format!("renameat2({old:?}, {new:?}, {flags:#x})")).map(|_| ())
}

pub fn unlinkat(dir: &impl AsRawFd, name: &OsStr, flags: libc::c_int) -> SysResult<()> {
    let c = cstr(name)?;
    check(unsafe { libc::unlinkat(dir.as_raw_fd(), c.as_ptr(), flags) }, || {
        format!("unlinkat({name:?}, {flags:#x})")
    })
    .map(|_| ())
}

pub fn mkdirat(dir: &impl AsRawFd, name: &OsStr, mode: libc::mode_t) -> SysResult<()> {
    let c = cstr(name)?;
    check(unsafe { libc::mkdirat(dir.as_raw_fd(), c.as_ptr(), mode) }, || {
        format!("mkdirat({name:?}, {mode:o})")
    })
    .map(|_| ())
}

pub fn symlinkat(target: &OsStr, dir: &impl AsRawFd, name: &OsStr) -> SysResult<()> {
    let t = cstr(target)?;
    let c = cstr(name)?;
    check(unsafe { libc::symlinkat(t.as_ptr(), dir.as_raw_fd(), c.as_ptr()) }, || {
        format!("symlinkat({target:?}, {name:?})")
    })
    .map(|_| ())
}

pub fn linkat(olddir: &impl AsRawFd, old: &OsStr, newdir: &impl AsRawFd, new: &OsStr) -> SysResult<()> {
    let a = cstr(old)?;
    let b = cstr(new)?;
    check(unsafe { libc::linkat(olddir.as_raw_fd(), a.as_ptr(), newdir.as_raw_fd(), b.as_ptr(), 0) }, || {
        format!("linkat({old:?}, {new:?})")
    })
    .map(|_| ())
}

pub fn openat(
    dir: &impl AsRawFd,
    name: &OsStr,
    flags: libc::c_int,
    mode: libc::mode_t,
) -> SysResult<OwnedFd> {
    let c = cstr(name)?;
    let fd = check(
        unsafe { libc::openat(dir.as_raw_fd(), c.as_ptr(), flags | libc::O_CLOEXEC, mode as libc::c_uint) },
        || format!("openat({name:?}, {flags:#x})"),
    )?;
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// `fstatat(dir, name, AT_SYMLINK_NOFOLLOW)`; `Ok(None)` when the name does not exist.
pub fn lstatat(dir: &impl AsRawFd, name: &OsStr) -> SysResult<Option<libc::stat>> {
    let c = cstr(name)?;
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    let ret = unsafe { libc::fstatat(dir.as_raw_fd(), c.as_ptr(), &mut st, libc::AT_SYMLINK_NOFOLLOW) };
    if ret < 0 {
        let e = errno();
        if e == libc::ENOENT { Ok(None) } else { Err(SysError::new(format!("fstatat({name:?})"), e)) }
    } else {
        Ok(Some(st))
    }
}

pub fn fstat(fd: &impl AsRawFd) -> SysResult<libc::stat> {
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    check(unsafe { libc::fstat(fd.as_raw_fd(), &mut st) }, || "fstat".into())?;
    Ok(st)
}

pub fn readlinkat(dir: &impl AsRawFd, name: &OsStr) -> SysResult<std::ffi::OsString> {
    use std::os::unix::ffi::OsStringExt;
    let c = cstr(name)?;
    let mut buf = vec![0u8; libc::PATH_MAX as usize + 1];
    let n = unsafe {
        libc::readlinkat(dir.as_raw_fd(), c.as_ptr(), buf.as_mut_ptr() as *mut libc::c_char, buf.len())
    };
    if n < 0 {
        return Err(SysError::last(format!("readlinkat({name:?})")));
    }
    buf.truncate(n as usize);
    Ok(std::ffi::OsString::from_vec(buf))
}

/// Reads an extended attribute without following a final symlink; `None` when it is absent.
pub fn lgetxattr(path: &Path, name: &str) -> Option<Vec<u8>> {
    let p = cpath(path).ok()?;
    let n = CString::new(name).ok()?;
    let mut buf = vec![0u8; 256];
    let ret =
        unsafe { libc::lgetxattr(p.as_ptr(), n.as_ptr(), buf.as_mut_ptr() as *mut libc::c_void, buf.len()) };
    if ret < 0 {
        return None;
    }
    buf.truncate(ret as usize);
    Some(buf)
}

/// Lists extended attribute names without following a final symlink.
pub fn llistxattr(path: &Path) -> Vec<CString> {
    let Ok(p) = cpath(path) else { return Vec::new() };
    let mut buf = vec![0u8; 4096];
    let ret = unsafe { libc::llistxattr(p.as_ptr(), buf.as_mut_ptr() as *mut libc::c_char, buf.len()) };
    if ret <= 0 {
        return Vec::new();
    }
    buf.truncate(ret as usize);
    buf.split(|b| *b == 0).filter(|s| !s.is_empty()).filter_map(|s| CString::new(s).ok()).collect()
}

pub fn fsetxattr(fd: &impl AsRawFd, name: &CStr, value: &[u8]) -> SysResult<()> {
    let ret = unsafe {
        libc::fsetxattr(fd.as_raw_fd(), name.as_ptr(), value.as_ptr() as *const libc::c_void, value.len(), 0)
    };
    check(ret, || format!("fsetxattr({name:?})")).map(|_| ())
}

pub fn fchmod(fd: &impl AsRawFd, mode: libc::mode_t) -> SysResult<()> {
    check(unsafe { libc::fchmod(fd.as_raw_fd(), mode) }, || format!("fchmod({mode:o})")).map(|_| ())
}

pub fn fchown(fd: &impl AsRawFd, uid: libc::uid_t, gid: libc::gid_t) -> SysResult<()> {
    check(unsafe { libc::fchown(fd.as_raw_fd(), uid, gid) }, || format!("fchown({uid}, {gid})")).map(|_| ())
}

/// Sets access and modification times on a name without following a symlink.
pub fn utimensat_nofollow(
    dir: &impl AsRawFd,
    name: &OsStr,
    atime: (i64, i64),
    mtime: (i64, i64),
) -> SysResult<()> {
    let c = cstr(name)?;
    let ts = [
        libc::timespec { tv_sec: atime.0 as libc::time_t, tv_nsec: atime.1 as _ },
        libc::timespec { tv_sec: mtime.0 as libc::time_t, tv_nsec: mtime.1 as _ },
    ];
    check(
        unsafe { libc::utimensat(dir.as_raw_fd(), c.as_ptr(), ts.as_ptr(), libc::AT_SYMLINK_NOFOLLOW) },
        || format!("utimensat({name:?})"),
    )
    .map(|_| ())
}

/// Sets access and modification times on an open file.
pub fn futimens(fd: &impl AsRawFd, atime: (i64, i64), mtime: (i64, i64)) -> SysResult<()> {
    let ts = [
        libc::timespec { tv_sec: atime.0 as libc::time_t, tv_nsec: atime.1 as _ },
        libc::timespec { tv_sec: mtime.0 as libc::time_t, tv_nsec: mtime.1 as _ },
    ];
    check(unsafe { libc::futimens(fd.as_raw_fd(), ts.as_ptr()) }, || "futimens".into()).map(|_| ())
}

/// The names of an open file's extended attributes.
pub fn flistxattr(fd: &impl AsRawFd) -> Vec<CString> {
    let mut buf = vec![0u8; 4096];
    let ret = unsafe { libc::flistxattr(fd.as_raw_fd(), buf.as_mut_ptr() as *mut libc::c_char, buf.len()) };
    if ret <= 0 {
        return Vec::new();
    }
    buf.truncate(ret as usize);
    buf.split(|b| *b == 0).filter(|s| !s.is_empty()).filter_map(|s| CString::new(s).ok()).collect()
}

/// An extended attribute of an open file (values up to 64 KiB, the kernel's limit).
pub fn fgetxattr(fd: &impl AsRawFd, name: &CStr) -> Option<Vec<u8>> {
    let mut buf = vec![0u8; 65536];
    let ret = unsafe {
        libc::fgetxattr(fd.as_raw_fd(), name.as_ptr(), buf.as_mut_ptr() as *mut libc::c_void, buf.len())
    };
    if ret < 0 {
        return None;
    }
    buf.truncate(ret as usize);
    Some(buf)
}

/// Copies the first `size` bytes of an open file (all of it, for a file nothing writes any
/// more) to another, in the kernel: `sendfile` works between filesystems, where
/// `copy_file_range` does not (a tmpfs upper layer to the disk).
pub fn copy_content(from: &impl AsRawFd, to: &impl AsRawFd, size: u64) -> SysResult<()> {
    let mut left = size;
    while left > 0 {
        let want = left.min(1 << 30) as usize;
        let n = unsafe { libc::sendfile(to.as_raw_fd(), from.as_raw_fd(), std::ptr::null_mut(), want) };
        if n < 0 {
            let e = errno();
            if e == libc::EINTR {
                continue;
            }
            return Err(SysError::new("sendfile", e));
        }
        if n == 0 {
            // It shrank meanwhile: what is there is copied.
            return Ok(());
        }
        left -= n as u64;
    }
    Ok(())
}

pub fn kill(pid: libc::pid_t, sig: libc::c_int) -> SysResult<()> {
    check(unsafe { libc::kill(pid, sig) }, || format!("kill({pid}, {sig})")).map(|_| ())
}

pub fn syncfs(fd: &impl AsRawFd) {
    unsafe { libc::syncfs(fd.as_raw_fd()) };
}

/// `CLOCK_REALTIME_COARSE`, the clock the kernel stamps ctime with.
pub fn coarse_now() -> (i64, i64) {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    unsafe { libc::clock_gettime(libc::CLOCK_REALTIME_COARSE, &mut ts) };
    (ts.tv_sec, ts.tv_nsec)
}

pub fn fine_now() -> (i64, i64) {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    unsafe { libc::clock_gettime(libc::CLOCK_REALTIME, &mut ts) };
    (ts.tv_sec, ts.tv_nsec)
}

pub fn getuid() -> u32 {
    unsafe { libc::getuid() }
}

pub fn getgid() -> u32 {
    unsafe { libc::getgid() }
}

pub fn geteuid() -> u32 {
    unsafe { libc::geteuid() }
}

/// Writes all of `buf` to a raw descriptor; used after fork where std's buffered handles are
/// not safe to touch.
pub fn write_all_raw(fd: RawFd, mut buf: &[u8]) {
    while !buf.is_empty() {
        let n = unsafe { libc::write(fd, buf.as_ptr() as *const libc::c_void, buf.len()) };
        if n < 0 {
            if errno() == libc::EINTR {
                continue;
            }
            return;
        }
        if n == 0 {
            return;
        }
        buf = &buf[n as usize..];
    }
}

/// A folder's entries through `readdir`, `.` and `..` left out; the stream's descriptor stays
/// usable for `*at` calls.
pub struct DirStream(*mut libc::DIR);

impl DirStream {
    pub fn new(fd: OwnedFd) -> Option<DirStream> {
        let raw = fd.into_raw_fd();
        let d = unsafe { libc::fdopendir(raw) };
        if d.is_null() {
            unsafe { libc::close(raw) };
            return None;
        }
        Some(DirStream(d))
    }

    /// The next entry's name and `d_type`; the name lives until the next call.
    pub fn next(&self) -> Option<(&CStr, u8)> {
        loop {
            let e = unsafe { libc::readdir64(self.0) };
            if e.is_null() {
                return None;
            }
            // SAFETY: readdir returned an entry whose name is NUL-terminated and valid until the
            // next readdir or closedir on this stream, both of which need `&self` again.
            let name = unsafe { CStr::from_ptr((*e).d_name.as_ptr()) };
            if name != c"." && name != c".." {
                return Some((name, unsafe { (*e).d_type }));
            }
        }
    }
}

impl AsRawFd for DirStream {
    fn as_raw_fd(&self) -> std::os::fd::RawFd {
        unsafe { libc::dirfd(self.0) }
    }
}

impl Drop for DirStream {
    fn drop(&mut self) {
        unsafe { libc::closedir(self.0) };
    }
}

/// `ip link set lo up` in the caller's network namespace: only `IFF_UP`, never an address
/// (adding one is refused under some AppArmor policies, and the kernel assigns 127.0.0.1 on its
/// own). No allocation, so the sandbox's init may call it; on failure, the call that failed,
/// with `errno` still its.
pub fn loopback_up() -> Result<(), &'static str> {
    #[repr(C)]
    struct IfReq {
        name: [u8; 16],
        flags: libc::c_short,
        _pad: [u8; 22],
    }
    unsafe {
        let s = libc::socket(libc::AF_INET, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, 0);
        if s < 0 {
            return Err("socket(AF_INET, SOCK_DGRAM)");
        }
        let mut req = IfReq { name: [0; 16], flags: 0, _pad: [0; 22] };
        req.name[..2].copy_from_slice(b"lo");
        let mut failed = None;
        if libc::ioctl(s, libc::SIOCGIFFLAGS, &mut req) < 0 {
            failed = Some("ioctl(lo, SIOCGIFFLAGS)");
        } else {
            req.flags |= libc::IFF_UP as libc::c_short;
            if libc::ioctl(s, libc::SIOCSIFFLAGS, &req) < 0 {
                failed = Some("ioctl(lo, SIOCSIFFLAGS, IFF_UP)");
            }
        }
        let e = errno();
        libc::close(s);
        *libc::__errno_location() = e;
        failed.map_or(Ok(()), Err)
    }
}
