//! The egress gate's half in the tracer: at a connect (or a `sendto`/`sendmsg` with
//! `MSG_FASTOPEN`, which connects too) of a TCP socket to anything but this namespace's own
//! loopback, the destination is replaced by a fresh address of [`crate::sink::SINK_NET`] on the
//! sink's port. The new sockaddr is written below the tracee's stack pointer (past the red
//! zone) and the call's pointer and length changed to it: the program's own buffer is left as it
//! was, and what a racing thread writes there afterwards no longer matters. A datagram to
//! anything but loopback is refused (QUIC then falls back to TCP).

use crate::event::Pid;
use crate::ptrace;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

pub const MSG_FASTOPEN: u64 = 0x2000_0000;

/// The destination of a sockaddr of the internet families, if it is one.
pub fn inet(b: &[u8]) -> Option<(IpAddr, u16)> {
    let family = u16::from_ne_bytes([*b.first()?, *b.get(1)?]) as i32;
    let port = u16::from_be_bytes([*b.get(2)?, *b.get(3)?]);
    match family {
        libc::AF_INET if b.len() >= 8 => Some((IpAddr::V4(Ipv4Addr::new(b[4], b[5], b[6], b[7])), port)),
        libc::AF_INET6 if b.len() >= 24 => {
            let mut o = [0u8; 16];
            o.copy_from_slice(&b[8..24]);
            let ip = Ipv6Addr::from(o);
            // A v4-mapped address is the IPv4 one (the kernel connects over IPv4).
            Some((ip.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(IpAddr::V6(ip)), port))
        }
        _ => None,
    }
}

/// Whether a destination is this namespace's own (its loopback, or "this host").
pub fn local(ip: IpAddr) -> bool {
    ip.is_loopback() || ip.is_unspecified()
}

/// The family of the sockaddr (`AF_INET`, `AF_INET6`).
pub fn family(b: &[u8]) -> i32 {
    b.get(..2).map(|f| u16::from_ne_bytes([f[0], f[1]]) as i32).unwrap_or(0)
}

/// A sockaddr of `family` for `ip:port` (IPv4, v4-mapped for an IPv6 socket).
pub fn sockaddr_for(family: i32, ip: Ipv4Addr, port: u16) -> Vec<u8> {
    if family == libc::AF_INET6 {
        let mut b = vec![0u8; std::mem::size_of::<libc::sockaddr_in6>()];
        b[..2].copy_from_slice(&(libc::AF_INET6 as u16).to_ne_bytes());
        b[2..4].copy_from_slice(&port.to_be_bytes());
        b[8..24].copy_from_slice(&ip.to_ipv6_mapped().octets());
        b
    } else {
        let mut b = vec![0u8; std::mem::size_of::<libc::sockaddr_in>()];
        b[..2].copy_from_slice(&(libc::AF_INET as u16).to_ne_bytes());
        b[2..4].copy_from_slice(&port.to_be_bytes());
        b[4..8].copy_from_slice(&ip.octets());
        b
    }
}

/// A copy of the tracee's socket `fd`, through a pidfd (the tracer may: it traces the process).
fn socket_of(tgid: Pid, fd: u64) -> Option<std::os::fd::OwnedFd> {
    use std::os::fd::FromRawFd;
    let pidfd = unsafe { libc::syscall(libc::SYS_pidfd_open, tgid, 0) };
    if pidfd < 0 {
        return None;
    }
    let pidfd = unsafe { std::os::fd::OwnedFd::from_raw_fd(pidfd as i32) };
    let f = unsafe {
        libc::syscall(libc::SYS_pidfd_getfd, std::os::fd::AsRawFd::as_raw_fd(&pidfd), fd as i32, 0)
    };
    (f >= 0).then(|| unsafe { std::os::fd::OwnedFd::from_raw_fd(f as i32) })
}

fn int_opt(fd: &std::os::fd::OwnedFd, level: i32, name: i32) -> Option<i32> {
    let mut v: libc::c_int = 0;
    let mut len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
    let r = unsafe {
        libc::getsockopt(
            std::os::fd::AsRawFd::as_raw_fd(fd),
            level,
            name,
            &mut v as *mut libc::c_int as *mut libc::c_void,
            &mut len,
        )
    };
    (r == 0).then_some(v)
}

/// The tracee socket's type (`SOCK_STREAM`, `SOCK_DGRAM`, ...); for an IPv6 socket, makes sure it
/// may reach a v4-mapped address (`IPV6_V6ONLY` off: the option is the socket's, shared with the
/// copy, and may still change before the connect).
pub fn socket_type(tgid: Pid, fd: u64, family: i32) -> Option<i32> {
    let s = socket_of(tgid, fd)?;
    let ty = int_opt(&s, libc::SOL_SOCKET, libc::SO_TYPE)?;
    if family == libc::AF_INET6
        && ty == libc::SOCK_STREAM
        && int_opt(&s, libc::IPPROTO_IPV6, libc::IPV6_V6ONLY) == Some(1)
    {
        let zero: libc::c_int = 0;
        unsafe {
            libc::setsockopt(
                std::os::fd::AsRawFd::as_raw_fd(&s),
                libc::IPPROTO_IPV6,
                libc::IPV6_V6ONLY,
                &zero as *const libc::c_int as *const libc::c_void,
                std::mem::size_of::<libc::c_int>() as libc::socklen_t,
            )
        };
    }
    Some(ty)
}

/// Room below the stack pointer: past x86-64's 128-byte red zone, with margin.
const BELOW_SP: u64 = 1024;

/// Places `data` below the stopped thread's stack pointer; returns where.
fn place(pid: Pid, data: &[u8], extra: u64) -> Option<u64> {
    let sp = ptrace::stack_pointer(pid)?;
    let at = sp.checked_sub(BELOW_SP + extra + data.len() as u64)? & !15;
    ptrace::write_mem(pid, at, data).then_some(at)
}

/// Points the call's sockaddr argument (`addr_arg`, with its length at `len_arg`) at `new`.
pub fn redirect_args(pid: Pid, addr_arg: usize, len_arg: usize, new: &[u8]) -> bool {
    let Some(at) = place(pid, new, 0) else { return false };
    ptrace::set_args(pid, &[(addr_arg, at), (len_arg, new.len() as u64)])
}

/// The same for `sendmsg`: a copy of its `msghdr` (argument 1) naming `new`.
pub fn redirect_msghdr(pid: Pid, msghdr: u64, new: &[u8]) -> bool {
    const MSGHDR: usize = std::mem::size_of::<libc::msghdr>();
    let mut hdr = ptrace::read_mem(pid, msghdr, MSGHDR);
    if hdr.len() != MSGHDR {
        return false;
    }
    let Some(name_at) = place(pid, new, 0) else { return false };
    hdr[0..8].copy_from_slice(&name_at.to_ne_bytes());
    hdr[8..12].copy_from_slice(&(new.len() as u32).to_ne_bytes());
    let Some(hdr_at) = place(pid, &hdr, 256) else { return false };
    ptrace::set_args(pid, &[(1, hdr_at)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn destinations_are_read_v4_mapped_as_ipv4_and_rebuilt() {
        let b = sockaddr_for(libc::AF_INET, Ipv4Addr::new(192, 0, 2, 7), 443);
        assert_eq!(inet(&b), Some((IpAddr::V4(Ipv4Addr::new(192, 0, 2, 7)), 443)));
        assert_eq!(family(&b), libc::AF_INET);
        let m = sockaddr_for(libc::AF_INET6, Ipv4Addr::new(127, 64, 0, 3), 9);
        assert_eq!(family(&m), libc::AF_INET6);
        assert_eq!(inet(&m), Some((IpAddr::V4(Ipv4Addr::new(127, 64, 0, 3)), 9)));
        assert!(local(inet(&m).unwrap().0));
        assert!(!local("2001:db8::1".parse().unwrap()));
        assert!(local("::1".parse().unwrap()));
        assert!(local("0.0.0.0".parse().unwrap()));
    }
}
