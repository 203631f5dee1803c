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
            let sock = match std::net::UdpSocket::bind("127.0.0.1:53") {
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

    #[test]
    fn garbage_is_not_a_question() {
        assert!(parse_question(&[0; 5]).is_none());
        assert!(parse_question(&[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 200]).is_none());
    }
}
