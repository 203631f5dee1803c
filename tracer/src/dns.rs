//! The loopback resolver. In a network namespace with no route, a name lookup never leaves the C
//! library, so the name a command wanted would be lost. The sandbox points `resolv.conf` at
//! 127.0.0.1; this answers there, inside the sandbox's network namespace, and records each
//! question. Nothing real is asked: an A question gets a placeholder address of
//! [`PLACEHOLDER_NET`] (one per name, kept in [`Names`]), so the command goes on to connect and
//! the tracer sends that connection to foresee's sink ([`crate::sink`]), which tells which name
//! it was for. Every other type (AAAA, HTTPS, SVCB, TXT, ...) is answered "no data", never "no
//! such name": a negative answer is cached for the whole domain (RFC 8020), and no AAAA or HTTPS
//! record keeps clients on IPv4 and off encrypted ClientHellos, so the SNI stays readable.
//!
//! Why 198.18.0.0/15 (RFC 2544, benchmarking): no real host has such an address, it is not
//! loopback (the report and the wall rightly count it as leaving the machine), and should a
//! connection ever miss the tracer's rewrite, the namespace has no route to it: it fails, and
//! nothing is reached.

use crate::netns_thread::NsThread;
use std::collections::HashMap;
use std::net::Ipv4Addr;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::Path;
use std::sync::{Arc, Mutex};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lookup {
    pub name: String,
    pub qtype: u16,
    /// When it was asked, for attributing it to the process that asked.
    pub at: std::time::Instant,
}

/// The range placeholder addresses come from: 198.18.0.0/15.
pub const PLACEHOLDER_NET: (Ipv4Addr, u8) = (Ipv4Addr::new(198, 18, 0, 0), 15);

/// Whether `ip` is one of the resolver's placeholder addresses.
pub fn is_placeholder(ip: Ipv4Addr) -> bool {
    u32::from(ip) >> (32 - PLACEHOLDER_NET.1) == u32::from(PLACEHOLDER_NET.0) >> (32 - PLACEHOLDER_NET.1)
}

/// The names given placeholder addresses, both ways. Shared with the tracer, which names the
/// destination of a connection to a placeholder.
#[derive(Debug, Default)]
pub struct Names {
    by_name: HashMap<String, Ipv4Addr>,
    by_addr: HashMap<Ipv4Addr, String>,
}

impl Names {
    /// The placeholder for `name` (the same one each time), or `None` once the range is used up.
    pub fn address_for(&mut self, name: &str) -> Option<Ipv4Addr> {
        let name = name.trim_end_matches('.').to_ascii_lowercase();
        if let Some(a) = self.by_name.get(&name) {
            return Some(*a);
        }
        // .0 and the range's last address are left out (network and broadcast look-alikes).
        let n = self.by_name.len() as u32 + 1;
        if n >= (1u32 << (32 - PLACEHOLDER_NET.1)) - 1 {
            return None;
        }
        let a = Ipv4Addr::from(u32::from(PLACEHOLDER_NET.0) + n);
        self.by_name.insert(name.clone(), a);
        self.by_addr.insert(a, name);
        Some(a)
    }

    /// The name a placeholder address was given for.
    pub fn name_of(&self, a: Ipv4Addr) -> Option<&str> {
        self.by_addr.get(&a).map(String::as_str)
    }
}

pub type SharedNames = Arc<Mutex<Names>>;

pub struct Resolver {
    /// The names answered so far, with their placeholders.
    pub names: SharedNames,
    thread: NsThread<Vec<Lookup>, ()>,
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

/// The question type of an address record.
pub const TYPE_A: u16 = 1;

/// The answer to a query: same id and question; for an A question with `address`, one record
/// with it (time to live 1 s: nothing should cache a placeholder); otherwise no records and no
/// error ("no data").
pub fn answer(query: &[u8], question_end: usize, address: Option<Ipv4Addr>) -> Vec<u8> {
    let mut r = Vec::with_capacity(question_end + 16);
    r.extend_from_slice(&query[0..2]);
    let rd = query[2] & 0x01;
    r.push(0x80 | (query[2] & 0x78) | rd); // QR, opcode, RD
    r.push(0x80); // RA, RCODE = NOERROR
    let ancount: u8 = if address.is_some() { 1 } else { 0 };
    r.extend_from_slice(&[0, 1, 0, ancount, 0, 0, 0, 0]);
    r.extend_from_slice(&query[12..question_end]);
    if let Some(a) = address {
        // The name as a pointer to the question's (offset 12), type A, class IN, TTL 1.
        r.extend_from_slice(&[0xc0, 12, 0, 1, 0, 1, 0, 0, 0, 1, 0, 4]);
        r.extend_from_slice(&a.octets());
    }
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
        let names: SharedNames = Default::default();
        let shared = names.clone();
        let thread = NsThread::start("foresee-dns", netns, move |t| {
            let sock = match bind_loopback_53() {
                Ok(s) => s,
                Err(e) => {
                    t.failed(e);
                    return Vec::new();
                }
            };
            t.bound(());
            serve(&sock, t.stop, &shared)
        })?;
        Ok(Resolver { names, thread })
    }

    /// Waits until the socket is bound (or tells why it could not be).
    pub fn ready(&mut self) -> std::io::Result<()> {
        self.thread.ready().map(|_| ())
    }

    /// Stops answering and returns every question asked.
    pub fn finish(self) -> Vec<Lookup> {
        self.thread.finish()
    }
}

const MAX_LOOKUPS: usize = 4096;

fn serve(sock: &std::net::UdpSocket, stop: i32, names: &SharedNames) -> Vec<Lookup> {
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
            let address =
                if qtype == TYPE_A { names.lock().ok().and_then(|mut n| n.address_for(&name)) } else { None };
            if seen.len() < MAX_LOOKUPS {
                seen.push(Lookup { name, qtype, at: std::time::Instant::now() });
            }
            let _ = sock.send_to(&answer(q, end, address), peer);
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query_type(name: &str, qtype: u16) -> Vec<u8> {
        let mut q = vec![0x12, 0x34, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0];
        for l in name.split('.') {
            q.push(l.len() as u8);
            q.extend_from_slice(l.as_bytes());
        }
        q.push(0);
        q.extend_from_slice(&qtype.to_be_bytes());
        q.extend_from_slice(&[0, 1]);
        q
    }

    fn query(name: &str) -> Vec<u8> {
        query_type(name, TYPE_A)
    }

    #[test]
    fn an_a_question_gets_a_placeholder_and_others_no_data_never_no_such_name() {
        let mut names = Names::default();
        let q = query("x.example.com");
        let (name, qtype, end) = parse_question(&q).unwrap();
        assert_eq!(name, "x.example.com");
        assert_eq!(qtype, 1);
        let a = names.address_for(&name).unwrap();
        assert!(is_placeholder(a), "{a}");
        assert_eq!(names.address_for("X.Example.com."), Some(a), "one address per name");
        assert_ne!(names.address_for("y.example.com"), Some(a));
        assert_eq!(names.name_of(a), Some("x.example.com"));
        let r = answer(&q, end, Some(a));
        assert_eq!(&r[0..2], &[0x12, 0x34]);
        assert_eq!(r[2] & 0x80, 0x80);
        assert_eq!(r[3] & 0x0f, 0, "NOERROR");
        assert_eq!(&r[6..8], &[0, 1], "one answer");
        assert_eq!(&r[12..end], &q[12..end]);
        assert_eq!(&r[r.len() - 4..], &a.octets());
        // AAAA (28), HTTPS (65), TXT (16): no data, no error.
        for t in [28u16, 65, 16] {
            let q = query_type("x.example.com", t);
            let (_, qt, end) = parse_question(&q).unwrap();
            assert_eq!(qt, t);
            let r = answer(&q, end, None);
            assert_eq!(r[3] & 0x0f, 0, "type {t}: NOERROR");
            assert_eq!(&r[6..8], &[0, 0], "type {t}: no records");
        }
        assert!(!is_placeholder(Ipv4Addr::new(198, 20, 0, 1)));
        assert!(is_placeholder(Ipv4Addr::new(198, 19, 255, 1)));
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
            assert_eq!(buf[3] & 0x0f, 0, "NOERROR");
            assert_eq!(&buf[6..8], &[0, 1], "an address");
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
