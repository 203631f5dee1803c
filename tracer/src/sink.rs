//! The sink: where every TCP connection of the command ends. The tracer rewrites the destination
//! of each connect to a loopback address of its own ([`SINK_NET`], one per connection) on the
//! sink's port, inside the sandbox's network namespace, so no proxy variable is needed and no
//! root: the sink listens on every local address, and the address a connection arrived at
//! (`getsockname` of the accepted socket) says which connect it was, without a race.
//!
//! Per connection it reads what identifies it: a TLS ClientHello whole (it may span several
//! records and segments; parsed by `tls-parser`), an HTTP request head (`httparse`), else the size
//! and shape of the first bytes (an SSH banner). It sends nothing anywhere: it closes the
//! connection, after a plain HTTP request with a 502 that names foresee, so clients fail at once.
//! With TLS inspection ([`crate::inspect`]) it ends a TLS connection itself, on a thread of its
//! own, and reads its request as it reads a plain one. This is the one place a connection goes:
//! an approved destination's is let through from here ([`crate::forward`]; over foresee's own
//! TLS to the server when inspected).

use crate::netns_thread::NsThread;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::Path;
use std::time::{Duration, Instant};

/// The loopback addresses connections are sent to, one per connection: 127.64.0.0/10 (all of
/// 127/8 is local, so no address needs adding to `lo`).
pub const SINK_NET: (Ipv4Addr, u8) = (Ipv4Addr::new(127, 64, 0, 0), 10);

/// How long a connection may take to show what it is (a client that waits for the server to
/// speak first shows nothing).
const DEADLINE: Duration = Duration::from_secs(3);
/// What is kept of one connection's bytes (for the credential scan; never reported).
pub const MAX_KEEP: usize = 64 << 10;
const MAX_OPEN: usize = 256;
const MAX_SEEN: usize = 4096;

/// What a connection turned out to be.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "protocol", rename_all = "kebab-case")]
pub enum Identified {
    Tls {
        #[serde(skip_serializing_if = "Option::is_none")]
        sni: Option<String>,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        alpn: Vec<String>,
        /// The whole ClientHello arrived (not cut off by the connection's end or the deadline).
        complete: bool,
    },
    Http {
        method: String,
        path: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        host: Option<String>,
    },
    /// Anything else: its shape (`ssh banner SSH-2.0-...`, `text`, `binary`, `nothing sent`).
    Other { shape: String },
}

/// One connection the sink took.
#[derive(Clone)]
pub struct Seen {
    /// The loopback address it arrived at (which connect it was).
    pub local: Ipv4Addr,
    /// Bytes the command sent before the sink closed it.
    pub bytes: u64,
    pub what: Identified,
    /// The first [`MAX_KEEP`] bytes, for the credential scan; never printed or reported.
    pub data: Vec<u8>,
    /// Let through to its approved destination ([`crate::forward`]).
    pub forwarded: bool,
    /// Why an approved destination's connection was not let through (fronting, a protected
    /// read before it, the destination unreachable), or why a forwarded one was cut.
    pub note: Option<String>,
    /// What foresee's end of its TLS saw ([`crate::inspect`]), when TLS is inspected.
    pub inspected: Option<crate::inspect::Inspected>,
    /// Why what it sent is not known: the sink could not read it (too many connections at
    /// once, a failed read). Its `bytes` then say nothing, least of all that nothing was sent.
    pub unread: Option<String>,
}

impl std::fmt::Debug for Seen {
    // The bytes may hold a credential: never in a debug print.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Seen")
            .field("local", &self.local)
            .field("bytes", &self.bytes)
            .field("what", &self.what)
            .field("forwarded", &self.forwarded)
            .field("note", &self.note)
            .field("inspected", &self.inspected)
            .field("unread", &self.unread)
            .finish()
    }
}

/// The answer to a plain HTTP request.
fn http_reply() -> Vec<u8> {
    let body = "foresee: this request was recorded, not sent (there is no network in a rehearsal)\n";
    format!(
        "HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/plain\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

enum Verdict {
    More,
    Done(Identified),
}

fn text(b: &[u8], max: usize) -> String {
    let s: String =
        b.iter().map(|c| if c.is_ascii_graphic() || *c == b' ' { *c as char } else { '?' }).collect();
    s.chars().take(max).collect()
}

/// What `buf` (everything received so far) shows; `end` when no more will come.
fn identify(buf: &[u8], end: bool) -> Verdict {
    if buf.is_empty() {
        return if end {
            Verdict::Done(Identified::Other { shape: "nothing sent".into() })
        } else {
            Verdict::More
        };
    }
    let full = end || buf.len() >= MAX_KEEP;
    if buf[0] == 0x16 {
        return match client_hello(buf) {
            Some(id) => Verdict::Done(id),
            None if full => Verdict::Done(Identified::Tls { sni: None, alpn: Vec::new(), complete: false }),
            None => Verdict::More,
        };
    }
    let token = buf.iter().take_while(|c| c.is_ascii_uppercase()).count();
    if (3..=10).contains(&token) && buf.get(token) == Some(&b' ') {
        let mut headers = [httparse::EMPTY_HEADER; 64];
        let mut req = httparse::Request::new(&mut headers);
        let parsed = req.parse(buf);
        let head_end = match parsed {
            Ok(httparse::Status::Complete(n)) => Some(n),
            Ok(httparse::Status::Partial) if !full => return Verdict::More,
            _ => None,
        };
        let host =
            req.headers.iter().find(|h| h.name.eq_ignore_ascii_case("host")).map(|h| text(h.value, 255));
        // The body too, as far as it is declared (bounded), for the credential scan.
        let length = req
            .headers
            .iter()
            .find(|h| h.name.eq_ignore_ascii_case("content-length"))
            .and_then(|h| std::str::from_utf8(h.value).ok()?.trim().parse::<usize>().ok())
            .unwrap_or(0);
        if let Some(n) = head_end {
            if !full && buf.len() < n.saturating_add(length).min(MAX_KEEP) {
                return Verdict::More;
            }
        }
        let method = req.method.map(str::to_string).unwrap_or_else(|| text(&buf[..token], 10));
        let path = req.path.map(|p| text(p.as_bytes(), 2048)).unwrap_or_default();
        return Verdict::Done(Identified::Http { method, path, host });
    }
    if buf.starts_with(b"SSH-") {
        return match buf.iter().position(|c| *c == b'\n') {
            Some(i) => Verdict::Done(Identified::Other {
                shape: format!("ssh banner {}", text(buf[..i].trim_ascii_end(), 80)),
            }),
            None if full => Verdict::Done(Identified::Other { shape: "ssh banner".into() }),
            None => Verdict::More,
        };
    }
    if !full {
        return Verdict::More;
    }
    let printable = buf.iter().all(|c| c.is_ascii_graphic() || c.is_ascii_whitespace());
    Verdict::Done(Identified::Other { shape: if printable { "text" } else { "binary" }.into() })
}

/// The ClientHello at the start of `buf`, once it is whole: its handshake message may be split
/// over several records, each over several segments.
fn client_hello(buf: &[u8]) -> Option<Identified> {
    use tls_parser::{TlsExtension, TlsMessage, TlsMessageHandshake};
    let mut hs: Vec<u8> = Vec::new();
    let mut rest = buf;
    loop {
        let (after, rec) = tls_parser::parse_tls_raw_record(rest).ok()?;
        if rec.hdr.record_type != tls_parser::TlsRecordType::Handshake {
            // Not a ClientHello at all: name what was seen.
            return Some(Identified::Tls { sni: None, alpn: Vec::new(), complete: false });
        }
        hs.extend_from_slice(rec.data);
        rest = after;
        if hs.len() >= 4 {
            let len = u32::from_be_bytes([0, hs[1], hs[2], hs[3]]) as usize;
            if hs.len() >= 4 + len {
                break;
            }
        }
    }
    let (_, msg) = tls_parser::parse_tls_message_handshake(&hs).ok()?;
    let TlsMessage::Handshake(TlsMessageHandshake::ClientHello(ch)) = msg else {
        return Some(Identified::Tls { sni: None, alpn: Vec::new(), complete: false });
    };
    let (mut sni, mut alpn) = (None, Vec::new());
    if let Some(ext) = ch.ext {
        if let Ok((_, exts)) = tls_parser::parse_tls_extensions(ext) {
            for e in exts {
                match e {
                    TlsExtension::SNI(names) => {
                        sni = names.first().map(|(_, n)| text(n, 255));
                    }
                    TlsExtension::ALPN(protos) => alpn = protos.iter().take(8).map(|p| text(p, 40)).collect(),
                    _ => {}
                }
            }
        }
    }
    Some(Identified::Tls { sni, alpn, complete: true })
}

struct Conn {
    stream: TcpStream,
    local: Ipv4Addr,
    buf: Vec<u8>,
    bytes: u64,
    started: Instant,
    /// Why what it sent is not known (a read failed, it was never read): never "nothing sent".
    unread: Option<String>,
}

/// What one read of a connection gave.
#[derive(PartialEq)]
enum Got {
    Bytes,
    NothingYet,
    End,
}

impl Conn {
    fn new(stream: TcpStream, local: Ipv4Addr) -> Conn {
        Conn { stream, local, buf: Vec::new(), bytes: 0, started: Instant::now(), unread: None }
    }

    /// One read: its bytes counted, the first [`MAX_KEEP`] kept.
    fn read_once(&mut self, chunk: &mut [u8]) -> Got {
        match self.stream.read(chunk) {
            Ok(0) => Got::End,
            Ok(k) => {
                self.bytes += k as u64;
                let room = MAX_KEEP.saturating_sub(self.buf.len());
                self.buf.extend_from_slice(&chunk[..k.min(room)]);
                Got::Bytes
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => Got::NothingYet,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => Got::Bytes,
            Err(e) => {
                self.unread = Some(format!("the sink could not read what it sent ({e})"));
                Got::End
            }
        }
    }

    /// Everything queued on it, once the rehearsal is over: every process that could send is
    /// gone, so what it sent is all in the socket (a connection the sink had not even accepted
    /// yet included), and reading it now tells its whole first bytes, never "nothing sent" for
    /// a request the sink was merely too slow to see.
    fn drain(&mut self, chunk: &mut [u8]) {
        while self.read_once(chunk) == Got::Bytes {}
    }
}

pub struct Sink {
    /// The port it listens on (every local address).
    pub port: u16,
    thread: NsThread<Vec<Seen>, (u16, OwnedFd)>,
}

impl Sink {
    /// Starts listening inside the network namespace at `netns` (a `/proc/PID/ns/net` path).
    /// Returns at once; [`Sink::ready`] waits for the port.
    pub fn start(
        netns: &Path,
        forwarding: Option<Forwarding>,
        inspection: Option<Inspection>,
    ) -> std::io::Result<Sink> {
        let thread = NsThread::start("foresee-sink", netns, move |t| {
            // Every local address, so each of SINK_NET reaches it; port chosen by the kernel.
            let listener = match TcpListener::bind((Ipv4Addr::UNSPECIFIED, 0)) {
                Ok(l) => l,
                Err(e) => {
                    t.failed(e);
                    return Vec::new();
                }
            };
            let port =
                match listener.local_addr().and_then(|a| listener.set_nonblocking(true).map(|()| a.port())) {
                    Ok(p) => p,
                    Err(e) => {
                        t.failed(e);
                        return Vec::new();
                    }
                };
            // A socket of the namespace, to give it its own address from outside (see ready).
            let ns_socket = unsafe { libc::socket(libc::AF_INET, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, 0) };
            if ns_socket < 0 {
                t.failed(std::io::Error::last_os_error());
                return Vec::new();
            }
            t.bound((port, unsafe { OwnedFd::from_raw_fd(ns_socket) }));
            serve(&listener, t.stop, forwarding.as_ref(), inspection.as_ref())
        })?;
        Ok(Sink { port: 0, thread })
    }

    /// Waits until the sink listens (or tells why it could not), and gives the namespace its
    /// own address ([`OWN_ADDRESS`]). Called once the namespace's `lo` is up: the kernel gives a
    /// loopback device 127.0.0.1 only if it comes up with no address at all.
    pub fn ready(&mut self) -> std::io::Result<u16> {
        if let Some((p, ns_socket)) = self.thread.ready()? {
            add_own_address(&ns_socket)?;
            self.port = p;
        }
        Ok(self.port)
    }

    /// Stops (connections still open are read as they are) and returns every connection taken.
    pub fn finish(self) -> Vec<Seen> {
        self.thread.finish()
    }
}

/// An IPv4 address of the namespace's own besides 127.0.0.1 (on `lo`, as `lo:foresee`).
/// Without one, the C library's `getaddrinfo` with `AI_ADDRCONFIG` for IPv4 (Node's lookups,
/// `getent ahostsv4`) decides the machine has no IPv4 and fails without asking: the name would
/// neither be answered nor recorded.
pub const OWN_ADDRESS: Ipv4Addr = Ipv4Addr::new(127, 63, 255, 254);

/// `socket` is one of the namespace's: the ioctls act on its namespace, whoever calls them.
fn add_own_address(socket: &OwnedFd) -> std::io::Result<()> {
    add_loopback_address(socket, "lo:foresee", OWN_ADDRESS)
}

/// Adds `address`/32 to loopback under `label` (`lo:NAME`), as `ip addr add` would, in the
/// network namespace of `socket` (an `AF_INET` socket); only itself, so no route beyond
/// loopback's own is added.
pub fn add_loopback_address(socket: &OwnedFd, label: &str, address: Ipv4Addr) -> std::io::Result<()> {
    #[repr(C)]
    struct IfReq {
        name: [u8; 16],
        addr: libc::sockaddr_in,
        _pad: [u8; 8],
    }
    if label.len() >= 16 {
        return Err(std::io::Error::other(format!("interface label `{label}` is too long")));
    }
    let mut req = IfReq {
        name: [0; 16],
        addr: libc::sockaddr_in {
            sin_family: libc::AF_INET as libc::sa_family_t,
            sin_port: 0,
            sin_addr: libc::in_addr { s_addr: u32::from(address).to_be() },
            sin_zero: [0; 8],
        },
        _pad: [0; 8],
    };
    req.name[..label.len()].copy_from_slice(label.as_bytes());
    // SAFETY: the request is a valid `ifreq` for both ioctls, alive across the calls.
    if unsafe { libc::ioctl(socket.as_raw_fd(), libc::SIOCSIFADDR, &req) } < 0 {
        return Err(std::io::Error::last_os_error());
    }
    req.addr.sin_addr.s_addr = u32::MAX;
    // SAFETY: as above.
    if unsafe { libc::ioctl(socket.as_raw_fd(), libc::SIOCSIFNETMASK, &req) } < 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}

/// What lets approved connections through: where each was going (written by the tracer), the
/// approved destinations, and a connector in the host's network namespace.
pub struct Forwarding {
    pub routes: crate::forward::Routes,
    pub approved: crate::forward::Approved,
    pub connector: std::sync::Arc<crate::forward::Connector>,
}

/// What TLS inspection needs: the snapshot's authority, and where each connection was going
/// (for the name of a certificate when a ClientHello names none).
pub struct Inspection {
    pub authority: std::sync::Arc<crate::inspect::Authority>,
    pub routes: crate::forward::Routes,
}

/// TLS connections being ended by foresee at once (each on a thread of its own); beyond
/// [`MAX_OPEN`] more are recorded as any other, unread.
static INSPECTING: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Counts a thread of [`inspect`] while it lives.
struct Inspecting;

impl Inspecting {
    fn start() -> Option<Inspecting> {
        use std::sync::atomic::Ordering;
        let n = INSPECTING.fetch_add(1, Ordering::SeqCst);
        if n >= MAX_OPEN {
            INSPECTING.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        Some(Inspecting)
    }
}

impl Drop for Inspecting {
    fn drop(&mut self) {
        INSPECTING.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

fn close(c: Conn, what: Identified, note: Option<String>, seen: &mut Vec<Seen>) {
    if matches!(what, Identified::Http { .. }) {
        let mut s = &c.stream;
        let _ = s.write(&http_reply());
    }
    let _ = c.stream.shutdown(std::net::Shutdown::Both);
    if seen.len() < MAX_SEEN {
        seen.push(Seen {
            local: c.local,
            bytes: c.bytes,
            what,
            data: c.buf,
            forwarded: false,
            note,
            inspected: None,
            unread: c.unread,
        });
    }
}

/// The host a connection says it is for: its whole ClientHello's server name, or its request's
/// `Host` without the port.
fn claimed(what: &Identified) -> Option<String> {
    match what {
        Identified::Tls { sni: Some(s), complete: true, .. } => Some(s.clone()),
        Identified::Http { host: Some(h), .. } => Some(crate::forward::without_port(h).to_string()),
        _ => None,
    }
}

/// Whether `c` may go to an approved destination, and where: `Ok(None)` when nothing about it
/// is approved (it is kept as any other), `Err` with why an approved one may not go.
fn may_go(c: &Conn, what: &Identified, fw: &Forwarding) -> Result<Option<crate::forward::Target>, String> {
    let Some(route) = fw.routes.lock().ok().and_then(|r| r.get(&c.local).cloned()) else { return Ok(None) };
    let claim = claimed(what);
    let named = route.name.as_deref().or(claim.as_deref());
    if !named.is_some_and(|n| fw.approved.allows(n, route.port)) {
        return Ok(None);
    }
    if c.bytes as usize != c.buf.len() {
        return Err("its first bytes were more than the sink keeps".into());
    }
    crate::forward::target(&route, claim.as_deref(), &fw.approved).map(Some)
}

/// Connects to the destination and relays; what happened is pushed to `seen` at the end.
fn forward(
    c: Conn,
    what: Identified,
    t: crate::forward::Target,
    fw: &Forwarding,
    stop: i32,
) -> std::thread::JoinHandle<Seen> {
    let connector = fw.connector.clone();
    std::thread::spawn(move || {
        let upstream = connector.connect(t.clone());
        let mut seen = Seen {
            local: c.local,
            bytes: c.bytes,
            what,
            data: c.buf,
            forwarded: false,
            note: None,
            inspected: None,
            unread: c.unread.clone(),
        };
        let upstream = match upstream {
            Ok(u) => u,
            Err(e) => {
                seen.note = Some(format!("{}:{} could not be reached: {e}", t.name, t.port));
                if matches!(seen.what, Identified::Http { .. }) {
                    let _ = (&c.stream).write(&http_reply());
                }
                let _ = c.stream.shutdown(std::net::Shutdown::Both);
                return seen;
            }
        };
        let guard = matches!(seen.what, Identified::Http { .. })
            .then(|| crate::forward::HttpGuard::new(&t.name, t.methods));
        let (bytes, why) = crate::forward::relay(c.stream, upstream, &seen.data, guard, stop);
        seen.forwarded = true;
        seen.bytes = bytes;
        seen.note = why;
        seen
    })
}

/// A TLS connection ended by foresee ([`crate::inspect`]): let through to `go` (its approved
/// destination, over TLS checked against the host's roots) when it may go, else its first
/// request read and answered 502; `note` says why an approved destination's connection may
/// not go.
fn inspect(
    c: Conn,
    what: Identified,
    (go, note): (Option<crate::forward::Target>, Option<String>),
    fw: Option<&Forwarding>,
    inspection: &Inspection,
    stop: i32,
    counted: Inspecting,
) -> std::thread::JoinHandle<Seen> {
    let authority = inspection.authority.clone();
    let route = inspection.routes.lock().ok().and_then(|r| r.get(&c.local).cloned());
    let connector = fw.map(|f| f.connector.clone());
    std::thread::spawn(move || {
        let _counted = counted;
        let sni = match &what {
            Identified::Tls { sni, .. } => sni.clone(),
            _ => None,
        };
        let ip = route.as_ref().map_or(std::net::IpAddr::V4(c.local), |r| r.ip);
        let name =
            crate::inspect::leaf_name(sni.as_deref(), route.as_ref().and_then(|r| r.name.as_deref()), ip);
        let deadline = c.started + DEADLINE;
        let mut seen = Seen {
            local: c.local,
            bytes: c.bytes,
            what,
            data: Vec::new(),
            forwarded: false,
            note,
            inspected: None,
            unread: c.unread.clone(),
        };
        let inspected = match (go, connector) {
            (Some(t), Some(connector)) => {
                match crate::inspect::handshake(c.stream, &c.buf, &t.name, &authority, deadline) {
                    Err((why, s)) => {
                        let _ = s.shutdown(std::net::Shutdown::Both);
                        crate::inspect::Inspected { refused: Some(why), ..Default::default() }
                    }
                    Ok(mut client) => match connector.connect(t.clone()) {
                        Ok(upstream) => {
                            let guard = crate::forward::HttpGuard::new(&t.name, t.methods);
                            let (inspected, why) =
                                crate::inspect::relay(client, upstream, &t.name, guard, stop);
                            seen.forwarded = true;
                            seen.note = why;
                            inspected
                        }
                        Err(e) => {
                            seen.note = Some(format!("{}:{} could not be reached: {e}", t.name, t.port));
                            let _ = client.stream.set_nonblocking(false);
                            client.conn.send_close_notify();
                            let _ = client.conn.complete_io(&mut client.stream);
                            let _ = client.stream.shutdown(std::net::Shutdown::Both);
                            crate::inspect::Inspected { trusted: true, ..Default::default() }
                        }
                    },
                }
            }
            _ => crate::inspect::terminate(c.stream, &c.buf, &name, &authority, deadline),
        };
        if inspected.trusted {
            seen.bytes = inspected.bytes;
            seen.data = inspected.data.clone();
        } else {
            seen.data = c.buf;
        }
        seen.inspected = Some(inspected);
        seen
    })
}

fn serve(
    listener: &TcpListener,
    stop: i32,
    fw: Option<&Forwarding>,
    inspection: Option<&Inspection>,
) -> Vec<Seen> {
    let mut seen: Vec<Seen> = Vec::new();
    let mut relays: Vec<std::thread::JoinHandle<Seen>> = Vec::new();
    let mut open: Vec<Conn> = Vec::new();
    let mut chunk = vec![0u8; 16 << 10];
    let mut stopping = false;
    loop {
        let mut fds = vec![
            libc::pollfd { fd: listener.as_raw_fd(), events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: stop, events: libc::POLLIN, revents: 0 },
        ];
        fds.extend(open.iter().map(|c| libc::pollfd {
            fd: c.stream.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        }));
        let now = Instant::now();
        let wait = open.iter().map(|c| (c.started + DEADLINE).saturating_duration_since(now)).min();
        // Once stopping, what is still queued is read without waiting.
        let timeout = if stopping { 0 } else { wait.map(|d| d.as_millis() as i32 + 1).unwrap_or(-1) };
        let n = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, timeout) };
        if n < 0 && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            break;
        }
        if fds[1].revents != 0 {
            stopping = true;
        }
        // New connections first: once stopping, one still queued at the listener is read
        // below like the others, not closed unread.
        if fds[0].revents != 0 || stopping {
            while let Ok((stream, _)) = listener.accept() {
                let local = match stream.local_addr() {
                    Ok(std::net::SocketAddr::V4(a)) => *a.ip(),
                    Ok(std::net::SocketAddr::V6(a)) => {
                        a.ip().to_ipv4_mapped().unwrap_or(Ipv4Addr::UNSPECIFIED)
                    }
                    Err(_) => Ipv4Addr::UNSPECIFIED,
                };
                let mut c = Conn::new(stream, local);
                if open.len() >= MAX_OPEN || c.stream.set_nonblocking(true).is_err() {
                    c.unread =
                        Some("the sink did not read what it sent (too many connections at once)".into());
                    close(
                        c,
                        Identified::Other { shape: "not read (too many at once)".into() },
                        None,
                        &mut seen,
                    );
                } else {
                    open.push(c);
                }
            }
        }
        // Readable connections, then those past their deadline (indices from the back, so
        // removing one keeps the others' places; those just accepted have no poll entry yet).
        for i in (0..open.len()).rev() {
            let ready = fds.get(2 + i).is_some_and(|f| f.revents != 0);
            let late = stopping || open[i].started.elapsed() >= DEADLINE;
            let mut end = late;
            if stopping {
                open[i].drain(&mut chunk);
            } else if ready && open[i].read_once(&mut chunk) == Got::End {
                end = true;
            }
            if !ready && !end {
                continue;
            }
            if let Verdict::Done(what) = identify(&open[i].buf, end) {
                let c = open.swap_remove(i);
                let decided = fw.map(|fw| may_go(&c, &what, fw));
                let tls = matches!(what, Identified::Tls { complete: true, .. });
                let counted = (tls && !end && inspection.is_some()).then(Inspecting::start).flatten();
                match (decided, inspection, counted) {
                    // A TLS connection, inspected: foresee's end of it reads the request.
                    (d, Some(ins), Some(counted)) => {
                        let plan = match d {
                            Some(Ok(t)) => (t, None),
                            Some(Err(why)) => (None, Some(why)),
                            None => (None, None),
                        };
                        relays.push(inspect(c, what, plan, fw, ins, stop, counted));
                    }
                    (Some(Ok(Some(t))), _, _) if !end => {
                        if let Some(fw) = fw {
                            relays.push(forward(c, what, t, fw, stop));
                        }
                    }
                    (Some(Err(why)), _, _) => close(c, what, Some(why), &mut seen),
                    _ => close(c, what, None, &mut seen),
                }
            }
        }
        if stopping && open.is_empty() {
            break;
        }
        if stopping {
            // Every connection was drained and identified above; one that was not (none should
            // be) is still reported, never dropped.
            for c in std::mem::take(&mut open) {
                let what = match identify(&c.buf, true) {
                    Verdict::Done(w) => w,
                    Verdict::More => Identified::Other { shape: "unfinished".into() },
                };
                close(c, what, None, &mut seen);
            }
        }
    }
    for r in relays {
        if let Ok(s) = r.join()
            && seen.len() < MAX_SEEN
        {
            seen.push(s);
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn done(b: &[u8], end: bool) -> Option<Identified> {
        match identify(b, end) {
            Verdict::Done(w) => Some(w),
            Verdict::More => None,
        }
    }

    /// A ClientHello with SNI and ALPN, as one handshake message.
    fn hello(sni: &str, pad: usize) -> Vec<u8> {
        let mut ext = Vec::new();
        let name = sni.as_bytes();
        let sni_list_len = 3 + name.len();
        ext.extend_from_slice(&[0, 0]);
        ext.extend_from_slice(&((sni_list_len + 2) as u16).to_be_bytes());
        ext.extend_from_slice(&(sni_list_len as u16).to_be_bytes());
        ext.push(0);
        ext.extend_from_slice(&(name.len() as u16).to_be_bytes());
        ext.extend_from_slice(name);
        // ALPN: h2, http/1.1
        let alpn = [2, b'h', b'2', 8, b'h', b't', b't', b'p', b'/', b'1', b'.', b'1'];
        ext.extend_from_slice(&[0, 16]);
        ext.extend_from_slice(&((alpn.len() + 2) as u16).to_be_bytes());
        ext.extend_from_slice(&(alpn.len() as u16).to_be_bytes());
        ext.extend_from_slice(&alpn);
        // Padding (21), standing for a large post-quantum key share.
        ext.extend_from_slice(&[0, 21]);
        ext.extend_from_slice(&(pad as u16).to_be_bytes());
        ext.extend(std::iter::repeat_n(0u8, pad));
        let mut body = vec![3, 3];
        body.extend_from_slice(&[7; 32]);
        body.push(0); // session id
        body.extend_from_slice(&[0, 2, 0x13, 0x01]); // one cipher suite
        body.extend_from_slice(&[1, 0]); // null compression
        body.extend_from_slice(&(ext.len() as u16).to_be_bytes());
        body.extend_from_slice(&ext);
        let mut hs = vec![1];
        hs.extend_from_slice(&(body.len() as u32).to_be_bytes()[1..]);
        hs.extend_from_slice(&body);
        hs
    }

    fn records(hs: &[u8], size: usize) -> Vec<u8> {
        let mut out = Vec::new();
        for part in hs.chunks(size) {
            out.extend_from_slice(&[0x16, 3, 1]);
            out.extend_from_slice(&(part.len() as u16).to_be_bytes());
            out.extend_from_slice(part);
        }
        out
    }

    #[test]
    fn a_client_hello_split_over_records_and_segments_is_read_whole() {
        let hs = hello("pkgs.example.com", 3000);
        for wire in [records(&hs, 16384), records(&hs, 700)] {
            // Every prefix asks for more; the whole gives the SNI and ALPN.
            for cut in [1, 5, 100, wire.len() / 2, wire.len() - 1] {
                assert!(done(&wire[..cut], false).is_none(), "cut at {cut}");
            }
            assert_eq!(
                done(&wire, false),
                Some(Identified::Tls {
                    sni: Some("pkgs.example.com".into()),
                    alpn: vec!["h2".into(), "http/1.1".into()],
                    complete: true
                })
            );
        }
        // Cut off by the connection's end: a TLS connection all the same, without its name.
        let wire = records(&hs, 16384);
        assert_eq!(
            done(&wire[..200], true),
            Some(Identified::Tls { sni: None, alpn: Vec::new(), complete: false })
        );
    }

    #[test]
    fn an_http_request_is_read_with_its_body_and_other_bytes_by_shape() {
        let head = b"POST /upload?x=1 HTTP/1.1\r\nHost: files.example.com\r\nContent-Length: 5\r\n\r\n";
        assert!(done(&head[..20], false).is_none());
        assert!(done(head, false).is_none(), "waits for the declared body");
        let mut all = head.to_vec();
        all.extend_from_slice(b"hello");
        assert_eq!(
            done(&all, false),
            Some(Identified::Http {
                method: "POST".into(),
                path: "/upload?x=1".into(),
                host: Some("files.example.com".into())
            })
        );
        assert!(done(b"SSH-2.0-OpenSSH_9.6", false).is_none());
        assert_eq!(
            done(b"SSH-2.0-OpenSSH_9.6\r\n", false),
            Some(Identified::Other { shape: "ssh banner SSH-2.0-OpenSSH_9.6".into() })
        );
        assert!(done(b"\x00\x01binary", false).is_none(), "unknown bytes wait for more");
        assert_eq!(done(b"\x00\x01binary", true), Some(Identified::Other { shape: "binary".into() }));
        assert_eq!(done(b"", true), Some(Identified::Other { shape: "nothing sent".into() }));
        // Lowercase words are no request line.
        assert_eq!(done(b"get / HTTP/1.1\r\n\r\n", true), Some(Identified::Other { shape: "text".into() }));
    }

    /// A listener as the sink makes it, and its stop already signalled: [`serve`], called on
    /// this thread, then finds the rehearsal over with whatever the connections left queued,
    /// as a sink that had not been scheduled before the command ended does.
    fn ended_rehearsal() -> (TcpListener, OwnedFd) {
        let listener = TcpListener::bind((Ipv4Addr::UNSPECIFIED, 0)).expect("bind the sink's listener");
        listener.set_nonblocking(true).expect("a non-blocking listener");
        // SAFETY: a plain eventfd, owned at once.
        let stop = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC) };
        assert!(stop >= 0, "eventfd: {}", std::io::Error::last_os_error());
        let stop = unsafe { OwnedFd::from_raw_fd(stop) };
        (listener, stop)
    }

    fn signal(stop: &OwnedFd) {
        let one: u64 = 1;
        // SAFETY: eight bytes from a live u64 to an eventfd.
        let n = unsafe { libc::write(stop.as_raw_fd(), (&one as *const u64).cast(), 8) };
        assert_eq!(n, 8, "signal the stop");
    }

    #[test]
    fn every_connection_still_queued_when_the_rehearsal_ends_is_read_whole() {
        let (listener, stop) = ended_rehearsal();
        let port = listener.local_addr().expect("the listener's port").port();
        // Each connect, as a rehearsed command's non-blocking one is sent, to its own sink
        // address; each sends its request and is gone before the sink accepts anything.
        const N: u8 = 16;
        let mut sent = std::collections::HashMap::new();
        for k in 1..=N {
            let to = Ipv4Addr::new(127, 64, 0, k);
            let mut c = TcpStream::connect((to, port)).expect("connect to the sink's address");
            // One request larger than a read of the sink's (16 KiB) and than what it keeps.
            let body = if k == N { vec![b'x'; 80 << 10] } else { format!("body {k}").into_bytes() };
            let mut req = format!(
                "POST /api/v1/bom/{k} HTTP/1.1\r\nHost: relay\r\nContent-Length: {}\r\n\r\n",
                body.len()
            )
            .into_bytes();
            req.extend_from_slice(&body);
            c.write_all(&req).expect("send the request");
            sent.insert(to, req.len() as u64);
        }
        // And one that sends nothing at all.
        let silent = Ipv4Addr::new(127, 64, 0, N + 1);
        let quiet = TcpStream::connect((silent, port)).expect("connect to the sink's address");
        drop(quiet);
        signal(&stop);
        let seen = serve(&listener, stop.as_raw_fd(), None, None);
        assert_eq!(seen.len(), N as usize + 1, "every connection is reported: {seen:?}");
        for s in &seen {
            assert!(s.unread.is_none(), "{s:?}");
            if s.local == silent {
                assert_eq!((s.bytes, &s.what), (0, &Identified::Other { shape: "nothing sent".into() }));
                continue;
            }
            let k = s.local.octets()[3];
            assert_eq!(Some(&s.bytes), sent.get(&s.local), "all it sent is counted: {s:?}");
            assert_eq!(
                s.what,
                Identified::Http {
                    method: "POST".into(),
                    path: format!("/api/v1/bom/{k}"),
                    host: Some("relay".into())
                },
                "its request is read, never taken for nothing sent"
            );
            assert_eq!(s.data.len() as u64, s.bytes.min(MAX_KEEP as u64));
        }
    }

    #[test]
    fn a_secret_never_shows_in_a_debug_print() {
        let s = Seen {
            local: Ipv4Addr::new(127, 64, 0, 1),
            bytes: 3,
            what: Identified::Other { shape: "text".into() },
            data: b"sk-live-secret".to_vec(),
            forwarded: false,
            note: None,
            inspected: None,
            unread: None,
        };
        assert!(!format!("{s:?}").contains("secret"));
    }
}
