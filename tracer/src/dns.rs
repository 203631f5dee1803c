//! The loopback resolver. In a network namespace with no route, a name lookup never leaves the C
//! library, so the name a command wanted would be lost. The sandbox points `resolv.conf` at
//! 127.0.0.1; this answers there, inside the sandbox's network namespace, records each question
//! and answers NXDOMAIN at once: nothing real is reached, and tools fail fast instead of waiting
//! for timeouts.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::Path;
use std::sync::mpsc;
use std::thread::JoinHandle;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lookup {
    pub name: String,
    pub qtype: u16,
    /// When it was asked, for attributing it to the process that asked.
    pub at: std::time::Instant,
}

pub struct Resolver {
    stop: OwnedFd,
    handle: Option<JoinHandle<Vec<Lookup>>>,
    /// Whether the socket is bound, until [`Resolver::ready`] has been told.
    bound: Option<mpsc::Receiver<std::io::Result<()>>>,
}

/// Parses the question of a DNS query: (name, qtype, end offset of the question).
pub fn parse_question(msg: &[u8]) -> Option<(String, u16, usize)> {
    if msg.len() < 12 || u16::from_be_bytes([msg[4], msg[5]]) == 0 {
        return None;
    }
    let mut i = 12;
    let mut labels: Vec<String> = Vec::new();
    loop {
        let len = *msg.get(i)? as usize;
        i += 1;
        if len == 0 {
            break;
        }
        if len > 63 || labels.len() > 127 {
            return None;
        }
        let l = msg.get(i..i + len)?;
        labels.push(l.iter().map(|b| if b.is_ascii_graphic() { *b as char } else { '?' }).collect());
        i += len;
    }
    let qtype = u16::from_be_bytes([*msg.get(i)?, *msg.get(i + 1)?]);
    let end = i + 4;
    if end > msg.len() {
        return None;
    }
    Some((labels.join("."), qtype, end))
}

/// The NXDOMAIN answer to a query: same id and question, no records.
pub fn nxdomain(query: &[u8], question_end: usize) -> Vec<u8> {
    let mut r = Vec::with_capacity(question_end);
    r.extend_from_slice(&query[0..2]);
    let rd = query[2] & 0x01;
    r.push(0x80 | (query[2] & 0x78) | rd); // QR, opcode, RD
    r.push(0x80 | 0x03); // RA, RCODE = NXDOMAIN
    r.extend_from_slice(&[0, 1, 0, 0, 0, 0, 0, 0]);
    r.extend_from_slice(&query[12..question_end]);
    r
}

/// A UDP socket on 127.0.0.1:53 of the current network namespace. `IP_FREEBIND`: the resolver
/// starts while the sandbox's init is still bringing `lo` up, and before that the address does
/// not exist yet (a plain bind fails with EADDRNOTAVAIL); queries arrive once it does.
fn bind_loopback_53() -> std::io::Result<std::net::UdpSocket> {
    let fd = unsafe { libc::socket(libc::AF_INET, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, 0) };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    let fd = unsafe { OwnedFd::from_raw_fd(fd) };
    let one: libc::c_int = 1;
    let r = unsafe {
        libc::setsockopt(
            fd.as_raw_fd(),
            libc::IPPROTO_IP,
            libc::IP_FREEBIND,
            &one as *const libc::c_int as *const libc::c_void,
            std::mem::size_of::<libc::c_int>() as libc::socklen_t,
        )
    };
    if r < 0 {
        return Err(std::io::Error::last_os_error());
    }
    let addr = libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: 53u16.to_be(),
        sin_addr: libc::in_addr { s_addr: u32::from(std::net::Ipv4Addr::LOCALHOST).to_be() },
        sin_zero: [0; 8],
    };
    let r = unsafe {
        libc::bind(
            fd.as_raw_fd(),
            &addr as *const libc::sockaddr_in as *const libc::sockaddr,
            std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t,
        )
    };
    if r < 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(std::net::UdpSocket::from(fd))
}

impl Resolver {
    /// Starts answering on 127.0.0.1:53 inside the network namespace at `netns` (a
    /// `/proc/PID/ns/net` path). Returns at once: the thread enters the namespace and binds
    /// while the sandbox finishes its setup; [`Resolver::ready`] waits for that.
    pub fn start(netns: &Path) -> std::io::Result<Resolver> {
        let ns = std::fs::File::open(netns)?;
        let stop = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC) };
        if stop < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let stop = unsafe { OwnedFd::from_raw_fd(stop) };
        let stop_raw = stop.as_raw_fd();
        let (tx, rx) = mpsc::channel::<std::io::Result<()>>();
        let handle = std::thread::Builder::new().name("foresee-dns".into()).spawn(move || {
            // setns changes only this thread's network namespace.
            if unsafe { libc::setns(ns.as_raw_fd(), libc::CLONE_NEWNET) } < 0 {
                let _ = tx.send(Err(std::io::Error::last_os_error()));
                return Vec::new();
            }
            let sock = match bind_loopback_53() {
                Ok(s) => s,
                Err(e) => {
                    let _ = tx.send(Err(e));
                    return Vec::new();
                }
            };
            let _ = tx.send(Ok(()));
            serve(&sock, stop_raw)
        })?;
        Ok(Resolver { stop, handle: Some(handle), bound: Some(rx) })
    }

    /// Waits until the socket is bound (or tells why it could not be).
    pub fn ready(&mut self) -> std::io::Result<()> {
        let Some(rx) = self.bound.take() else { return Ok(()) };
        match rx.recv() {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => {
                if let Some(h) = self.handle.take() {
                    let _ = h.join();
                }
                Err(e)
            }
            Err(_) => Err(std::io::Error::other("the resolver thread died")),
        }
    }

    /// Stops answering and returns every question asked.
    pub fn finish(mut self) -> Vec<Lookup> {
        let one: u64 = 1;
        unsafe { libc::write(self.stop.as_raw_fd(), &one as *const u64 as *const libc::c_void, 8) };
        self.handle.take().and_then(|h| h.join().ok()).unwrap_or_default()
    }
}

impl Drop for Resolver {
    fn drop(&mut self) {
        if let Some(h) = self.handle.take() {
            let one: u64 = 1;
            unsafe { libc::write(self.stop.as_raw_fd(), &one as *const u64 as *const libc::c_void, 8) };
            let _ = h.join();
        }
    }
}

const MAX_LOOKUPS: usize = 4096;

fn serve(sock: &std::net::UdpSocket, stop: i32) -> Vec<Lookup> {
    let mut seen = Vec::new();
    let mut buf = [0u8; 1500];
    loop {
        let mut fds = [
            libc::pollfd { fd: sock.as_raw_fd(), events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: stop, events: libc::POLLIN, revents: 0 },
        ];
        let n = unsafe { libc::poll(fds.as_mut_ptr(), 2, -1) };
        if n < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            break;
        }
        if fds[1].revents != 0 {
            break;
        }
        let Ok((len, peer)) = sock.recv_from(&mut buf) else { continue };
        let q = &buf[..len];
        if let Some((name, qtype, end)) = parse_question(q) {
            if seen.len() < MAX_LOOKUPS {
                seen.push(Lookup { name, qtype, at: std::time::Instant::now() });
            }
            let _ = sock.send_to(&nxdomain(q, end), peer);
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(name: &str) -> Vec<u8> {
        let mut q = vec![0x12, 0x34, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0];
        for l in name.split('.') {
            q.push(l.len() as u8);
            q.extend_from_slice(l.as_bytes());
        }
        q.extend_from_slice(&[0, 0, 1, 0, 1]);
        q
    }

    #[test]
    fn parses_and_answers_nxdomain() {
        let q = query("x.example.com");
        let (name, qtype, end) = parse_question(&q).unwrap();
        assert_eq!(name, "x.example.com");
        assert_eq!(qtype, 1);
        let r = nxdomain(&q, end);
        assert_eq!(&r[0..2], &[0x12, 0x34]);
        assert_eq!(r[2] & 0x80, 0x80);
        assert_eq!(r[3] & 0x0f, 3);
        assert_eq!(&r[12..], &q[12..end]);
    }

    /// The resolver starts while the sandbox's init is still bringing `lo` up, and for a moment
    /// the namespace's local table can exist without 127.0.0.1 in it (a plain bind then fails
    /// with EADDRNOTAVAIL, as CI once saw). Reproduced here by taking the address away: the
    /// resolver must bind anyway and answer once the address is back.
    #[test]
    fn binds_before_the_loopback_address_exists_and_answers_after() {
        let have_ip = std::process::Command::new("ip").arg("-V").output().is_ok_and(|o| o.status.success());
        if !crate::need(unsafe { libc::geteuid() } == 0, "root (a network namespace of its own)")
            || !crate::need(have_ip, "iproute2's ip")
        {
            return;
        }
        // A thread of its own: unshare gives only this thread (and what it spawns) the new
        // namespace.
        std::thread::spawn(|| {
            let ip = |args: &str| {
                let st = std::process::Command::new("ip").args(args.split(' ')).status().unwrap();
                assert!(st.success(), "ip {args}");
            };
            assert_eq!(unsafe { libc::unshare(libc::CLONE_NEWNET) }, 0, "unshare(CLONE_NEWNET)");
            foresee_sandbox::sys::loopback_up().expect("lo up");
            ip("addr del 127.0.0.1/8 dev lo");
            let plain = std::net::UdpSocket::bind("127.0.0.1:53");
            assert_eq!(plain.map(|_| ()).map_err(|e| e.kind()), Err(std::io::ErrorKind::AddrNotAvailable));
            let mut r = Resolver::start(Path::new("/proc/thread-self/ns/net")).unwrap();
            r.ready().expect("bind before the address exists");
            ip("addr add 127.0.0.1/8 dev lo");
            let c = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
            c.set_read_timeout(Some(std::time::Duration::from_secs(10))).unwrap();
            c.send_to(&query("late.example.com"), "127.0.0.1:53").unwrap();
            let mut buf = [0u8; 512];
            let n = c.recv(&mut buf).expect("an answer");
            assert!(n > 12);
            assert_eq!(buf[3] & 0x0f, 3, "NXDOMAIN");
            let asked = r.finish();
            assert_eq!(asked.len(), 1);
            assert_eq!(asked[0].name, "late.example.com");
        })
        .join()
        .unwrap();
    }

    #[test]
    fn garbage_is_not_a_question() {
        assert!(parse_question(&[0; 5]).is_none());
        assert!(parse_question(&[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 200]).is_none());
    }
}
