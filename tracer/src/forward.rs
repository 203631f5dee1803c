//! Approved destinations, live: what the sink lets through, and how.
//!
//! A connection goes through only when every one of these holds, else the sink keeps it as it
//! keeps any other (recorded, nothing sent):
//! - the destination is approved by name (`pkgs.example.org`, `pkgs.example.org:443`, or
//!   `*.example.com` for subdomains only);
//! - what the connection says it is for agrees with where it was sent: a TLS ClientHello's
//!   server name, or a plain HTTP request's `Host` (on every request of a kept-alive
//!   connection), equals the name the command looked up; for an address the command had
//!   without a lookup, that name resolves to it on the host. A mismatch is domain fronting;
//! - no protected file (a key, a token) has been read in the rehearsal before it: what read a
//!   secret gets no way out, only a record;
//! - the request is no tunnel (`CONNECT`, an `Upgrade`), which would lead anywhere;
//! - its method is of the destination's class ([`Methods`]): `read` lets GET, HEAD and OPTIONS
//!   through and nothing else, `any` every method. The class is enforced wherever the request
//!   is seen: plain HTTP always, TLS when inspected ([`crate::inspect`]).
//!
//! The host side resolves only the approved name, never another, and refuses loopback, private,
//! link-local and shared addresses (and foresee's own placeholder range) unless the approval
//! names that address itself.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, TcpStream, ToSocketAddrs};
use std::os::fd::AsRawFd;
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

/// Where a connection the tracer sent to the sink was going.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    /// The name looked up for the address (its placeholder), if any.
    pub name: Option<String>,
    /// The address and port the command connected to.
    pub ip: IpAddr,
    pub port: u16,
    /// One entry for each protected file read in the rehearsal before this connect (none: no
    /// protected read): the hosts its credentials are for (empty: for none foresee can tell).
    pub read_for: Vec<Vec<String>>,
}

/// Whether `name` is `host` or a name under it (`s3.eu-west-1.amazonaws.com.` is under
/// `amazonaws.com`; `evilamazonaws.com` is not), case and a final dot aside.
pub fn host_matches(name: &str, host: &str) -> bool {
    let n = name.trim_end_matches('.').to_ascii_lowercase();
    let h = host.trim_end_matches('.').to_ascii_lowercase();
    n == h || n.ends_with(&format!(".{h}"))
}

/// The sink's addresses -> where each connection was going; the tracer writes an entry before
/// the connect proceeds, so the sink always finds it.
pub type Routes = Arc<Mutex<HashMap<Ipv4Addr, Route>>>;

/// What an approved destination may be sent: the class of its requests' methods.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Methods {
    /// GET, HEAD and OPTIONS only: fetching, never sending (the default of an approval).
    #[default]
    Read,
    /// Every method.
    Any,
}

impl Methods {
    /// Whether a request of `method` is of this class.
    pub fn allows(self, method: &str) -> bool {
        self == Methods::Any || READ_METHODS.iter().any(|m| m.eq_ignore_ascii_case(method))
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Methods::Read => "read",
            Methods::Any => "any",
        }
    }
}

/// The methods of the `read` class.
pub const READ_METHODS: &[&str] = &["GET", "HEAD", "OPTIONS"];

/// The user's rule, in the words `foresee rules add` reads, that would let `name:port` through
/// (for any method when `any`): what a held-back destination's report entry, a block's reason
/// and the held-back line name.
pub fn approving_rule(name: &str, port: Option<u16>, any: bool) -> String {
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    let host = match (name.parse::<IpAddr>(), port) {
        (Ok(IpAddr::V6(_)), Some(p)) => format!("[{name}]:{p}"),
        (_, Some(p)) => format!("{name}:{p}"),
        (_, None) => name,
    };
    format!("always allow network to {host}{}", if any { " for any method" } else { "" })
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    /// Lowercase; a leading `*.` for subdomains only.
    host: String,
    port: Option<u16>,
    methods: Methods,
}

/// The approved destinations.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Approved {
    entries: Vec<Entry>,
}

impl Approved {
    /// Parses `host`, `host:port`, `*.domain`, `[v6]:port`, each optionally followed by its
    /// method class, `read` (the default) or `any`: `files.example.org:443 any`. A bare
    /// top-level domain, a `*` alone or a wildcard of one label (`*.com`) is refused.
    pub fn parse(list: &[String]) -> Result<Approved, String> {
        let mut entries = Vec::new();
        for raw in list {
            let lower = raw.trim().to_ascii_lowercase();
            let (s, methods) = match lower.split_once(char::is_whitespace) {
                Some((d, class)) => match class.trim() {
                    "read" => (d.to_string(), Methods::Read),
                    "any" => (d.to_string(), Methods::Any),
                    other => {
                        return Err(format!("`{raw}`: `{other}` is no method class (`read` or `any`)"));
                    }
                },
                None => (lower.clone(), Methods::Read),
            };
            let (host, port) = if let Some(rest) = s.strip_prefix('[') {
                let (h, after) = rest.split_once(']').ok_or_else(|| format!("`{raw}`: an unclosed `[`"))?;
                let port = match after.strip_prefix(':') {
                    Some(p) => Some(p.parse::<u16>().map_err(|_| format!("`{raw}`: not a port"))?),
                    None if after.is_empty() => None,
                    None => return Err(format!("`{raw}`: unexpected `{after}`")),
                };
                (h.to_string(), port)
            } else {
                match s.rsplit_once(':') {
                    Some((h, p)) if !h.contains(':') => {
                        (h.to_string(), Some(p.parse::<u16>().map_err(|_| format!("`{raw}`: not a port"))?))
                    }
                    _ => (s.clone(), None),
                }
            };
            let name = host.strip_prefix("*.").unwrap_or(&host);
            if name.is_empty() || name.contains('*') || name.contains('/') {
                return Err(format!("`{raw}`: a host name, `host:port` or `*.domain`"));
            }
            if name.parse::<IpAddr>().is_err() && !name.contains('.') {
                return Err(format!("`{raw}`: a whole top-level domain cannot be approved"));
            }
            if host.starts_with("*.") && name.split('.').count() < 2 {
                return Err(format!("`{raw}`: a wildcard needs a domain under a top-level one"));
            }
            entries.push(Entry { host, port, methods });
        }
        Ok(Approved { entries })
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn entry(&self, name: &str, port: u16) -> Option<&Entry> {
        let name = name.trim_end_matches('.').to_ascii_lowercase();
        self.entries.iter().find(|e| self.entry_matches(e, &name, port))
    }

    /// Whether `name:port` is approved.
    pub fn allows(&self, name: &str, port: u16) -> bool {
        self.entry(name, port).is_some()
    }

    /// The method class `name:port` is approved for; `any` when one of its approvals says so.
    pub fn methods(&self, name: &str, port: u16) -> Option<Methods> {
        let e = self.entry(name, port)?;
        let any = self.entries.iter().any(|x| {
            x.methods == Methods::Any
                && self.entry_matches(x, &name.trim_end_matches('.').to_ascii_lowercase(), port)
        });
        Some(if any { Methods::Any } else { e.methods })
    }

    fn entry_matches(&self, e: &Entry, name: &str, port: u16) -> bool {
        e.port.is_none_or(|p| p == port)
            && match e.host.strip_prefix("*.") {
                Some(domain) => name.len() > domain.len() + 1 && name.ends_with(&format!(".{domain}")),
                None => e.host == name,
            }
    }

    /// Whether every approval of `other` is given here too, with its method class (for the
    /// approvals a held-back destination's rule makes: a name and a port).
    pub fn covers(&self, other: &Approved) -> bool {
        other.entries.iter().all(|e| {
            let port = e.port.unwrap_or(443);
            self.methods(&e.host, port).is_some_and(|m| m == Methods::Any || e.methods == Methods::Read)
        })
    }

    /// Adds the approvals of `other`.
    pub fn extend(&mut self, other: Approved) {
        self.entries.extend(other.entries);
    }
}

/// A `Host` header's name without its port (`pkgs.example.org:8080` -> `pkgs.example.org`).
pub fn without_port(host: &str) -> &str {
    host.rsplit_once(':').filter(|(_, p)| p.bytes().all(|c| c.is_ascii_digit())).map_or(host, |(h, _)| h)
}

/// Where to connect on the host for a connection, if it may go: the name to resolve, its port,
/// and the address it must resolve to (when the command connected to an address itself).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    pub name: String,
    pub port: u16,
    pub must_be: Option<IpAddr>,
    /// The approval names the address itself: a loopback or private one may be used.
    pub as_such: bool,
    /// The methods its requests may use.
    pub methods: Methods,
}

/// Decides from the route and what the connection said first (`claimed`: the ClientHello's
/// server name or the request's `Host`, without a port).
pub fn target(route: &Route, claimed: Option<&str>, approved: &Approved) -> Result<Target, String> {
    let claimed = claimed.map(|c| c.trim_end_matches('.').to_ascii_lowercase());
    // After a protected read, only to a host every file read is for: npm sending the token
    // `.npmrc` keeps for the registry it asks. Any other file read (a key, a `.env`) stops it.
    if !route.read_for.is_empty() {
        let host = claimed.as_deref().or(route.name.as_deref()).unwrap_or("");
        let its_use = !host.is_empty()
            && route.read_for.iter().all(|hosts| hosts.iter().any(|h| host_matches(host, h)));
        if !its_use {
            return Err("a protected file was read before it".into());
        }
    }
    let name = match (&route.name, &claimed) {
        (Some(n), Some(c)) if n.eq_ignore_ascii_case(c) => c.clone(),
        (Some(n), Some(c)) => return Err(format!("it said {c} but was sent to {n} (domain fronting)")),
        (Some(_), None) | (None, None) => return Err("it did not say which host it is for".into()),
        (None, Some(c)) => c.clone(),
    };
    let Some(entry) = approved.entry(&name, route.port) else {
        return Err(format!("{name} is not approved"));
    };
    let as_such = entry.host.parse::<IpAddr>().is_ok();
    let must_be = route.name.is_none().then_some(route.ip);
    let methods = approved.methods(&name, route.port).unwrap_or_default();
    Ok(Target { name, port: route.port, must_be, as_such, methods })
}

/// Whether an address is one the host may reach for an approved name that does not name it:
/// not loopback, private, link-local, shared (CGNAT), multicast, unspecified, nor foresee's
/// placeholders.
pub fn public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let o = v4.octets();
            !(v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_multicast()
                || v4.is_broadcast()
                || o[0] == 0
                || (o[0] == 100 && (o[1] & 0xc0) == 64)
                || crate::dns::is_placeholder(v4))
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return public(IpAddr::V4(v4));
            }
            let s = v6.segments();
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s[0] & 0xfe00) == 0xfc00
                || (s[0] & 0xffc0) == 0xfe80)
        }
    }
}

/// Resolves the approved name on the host and connects (bounded).
pub fn connect(t: &Target) -> std::io::Result<TcpStream> {
    let refused = |why: String| std::io::Error::new(std::io::ErrorKind::PermissionDenied, why);
    let addrs: Vec<std::net::SocketAddr> = (t.name.as_str(), t.port).to_socket_addrs()?.collect();
    let addrs: Vec<std::net::SocketAddr> = match t.must_be {
        Some(ip) if addrs.iter().any(|a| a.ip() == ip) => vec![std::net::SocketAddr::new(ip, t.port)],
        Some(ip) => return Err(refused(format!("{} does not resolve to {ip}", t.name))),
        None => addrs,
    };
    let usable: Vec<_> = addrs.into_iter().filter(|a| t.as_such || public(a.ip())).collect();
    let mut last = refused(format!("{} resolves to no public address", t.name));
    for a in usable {
        match TcpStream::connect_timeout(&a, Duration::from_secs(10)) {
            Ok(s) => return Ok(s),
            Err(e) => last = e,
        }
    }
    Err(last)
}

/// Connects from the host's network namespace: a thread started there (by whoever creates the
/// connector) takes each request, each connect on a thread of its own.
pub struct Connector {
    tx: Mutex<mpsc::Sender<(Target, mpsc::Sender<std::io::Result<TcpStream>>)>>,
}

impl Connector {
    /// Call from a thread in the host's network namespace.
    pub fn start() -> std::io::Result<Connector> {
        let (tx, rx) = mpsc::channel::<(Target, mpsc::Sender<std::io::Result<TcpStream>>)>();
        std::thread::Builder::new().name("foresee-connect".into()).spawn(move || {
            for (t, reply) in rx {
                let _ = std::thread::Builder::new().name("foresee-connect".into()).spawn(move || {
                    let _ = reply.send(connect(&t));
                });
            }
        })?;
        Ok(Connector { tx: Mutex::new(tx) })
    }

    pub fn connect(&self, t: Target) -> std::io::Result<TcpStream> {
        let (reply, rx) = mpsc::channel();
        let sent = self.tx.lock().map(|tx| tx.send((t, reply)).is_ok()).unwrap_or(false);
        if !sent {
            return Err(std::io::Error::other("the connector stopped"));
        }
        rx.recv_timeout(Duration::from_secs(15))
            .unwrap_or_else(|_| Err(std::io::Error::other("connect timed out")))
    }
}

/// Reads a client's plain HTTP stream request by request, so that each request's `Host` is
/// checked, not only the first one's: the head, then a body of `Content-Length` bytes or in
/// chunks.
#[derive(Debug)]
pub struct HttpGuard {
    host: String,
    methods: Methods,
    state: State,
    head: Vec<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Head,
    Body(u64),
    /// In a chunked body: reading a size line.
    ChunkSize,
    /// Chunk data (and its CRLF) left.
    ChunkData(u64),
    /// After the last chunk: trailer lines until an empty one.
    Trailer,
}

/// The head of a request may not grow past this.
const MAX_HEAD: usize = 64 << 10;

impl HttpGuard {
    pub fn new(host: &str, methods: Methods) -> HttpGuard {
        HttpGuard { host: host.to_ascii_lowercase(), methods, state: State::Head, head: Vec::new() }
    }

    /// Takes the next bytes from the client; an error says why the connection must end.
    pub fn feed(&mut self, mut b: &[u8]) -> Result<(), String> {
        while !b.is_empty() {
            match self.state {
                State::Head => {
                    self.head.extend_from_slice(b);
                    b = &[];
                    let mut headers = [httparse::EMPTY_HEADER; 96];
                    let mut req = httparse::Request::new(&mut headers);
                    let n = match req.parse(&self.head) {
                        Ok(httparse::Status::Complete(n)) => n,
                        Ok(httparse::Status::Partial) if self.head.len() < MAX_HEAD => return Ok(()),
                        _ => return Err("not an HTTP request".into()),
                    };
                    let header = |name: &str| {
                        req.headers
                            .iter()
                            .find(|h| h.name.eq_ignore_ascii_case(name))
                            .and_then(|h| std::str::from_utf8(h.value).ok())
                            .map(|v| v.trim().to_ascii_lowercase())
                    };
                    if req.method == Some("CONNECT") || header("upgrade").is_some() {
                        return Err("a tunnel (CONNECT or Upgrade) could lead anywhere".into());
                    }
                    let host = header("host").unwrap_or_default();
                    let host = without_port(&host);
                    if host.trim_end_matches('.') != self.host {
                        return Err(format!(
                            "a request for {host} on a connection to {} (domain fronting)",
                            self.host
                        ));
                    }
                    let method = req.method.unwrap_or("");
                    if !self.methods.allows(method) {
                        return Err(format!(
                            "a {method} request to {}, which is approved for reading only (GET, HEAD, OPTIONS)",
                            self.host
                        ));
                    }
                    let chunked = header("transfer-encoding").is_some_and(|t| t.contains("chunked"));
                    let length = header("content-length").map(|l| l.parse::<u64>());
                    self.state = match (chunked, length) {
                        (true, _) => State::ChunkSize,
                        (false, Some(Ok(n))) => State::Body(n),
                        (false, Some(Err(_))) => return Err("a Content-Length that is no number".into()),
                        (false, None) => State::Head,
                    };
                    let rest = self.head.split_off(n);
                    self.head.clear();
                    if self.state == State::Body(0) {
                        self.state = State::Head;
                    }
                    if !rest.is_empty() {
                        self.feed(&rest)?;
                    }
                }
                State::Body(left) => {
                    let k = (b.len() as u64).min(left);
                    b = &b[k as usize..];
                    self.state = if left == k { State::Head } else { State::Body(left - k) };
                }
                State::ChunkSize | State::Trailer => {
                    let Some(nl) = b.iter().position(|c| *c == b'\n') else {
                        self.head.extend_from_slice(b);
                        if self.head.len() > 4096 {
                            return Err("a chunk line too long".into());
                        }
                        return Ok(());
                    };
                    self.head.extend_from_slice(&b[..nl]);
                    b = &b[nl + 1..];
                    let line = String::from_utf8_lossy(&self.head).trim().to_string();
                    self.head.clear();
                    if self.state == State::Trailer {
                        if line.is_empty() {
                            self.state = State::Head;
                        }
                        continue;
                    }
                    let size = line.split(';').next().unwrap_or("").trim();
                    let size = u64::from_str_radix(size, 16).map_err(|_| "a chunk size that is no number")?;
                    self.state = if size == 0 { State::Trailer } else { State::ChunkData(size + 2) };
                }
                State::ChunkData(left) => {
                    let k = (b.len() as u64).min(left);
                    b = &b[k as usize..];
                    self.state = if left == k { State::ChunkSize } else { State::ChunkData(left - k) };
                }
            }
        }
        Ok(())
    }
}

/// Relays a connection both ways until either side ends: `first` (what the sink already read)
/// goes first. Every byte from the client passes `guard` when there is one. Returns the bytes
/// the client sent in all, and why it ended early, if it did.
pub fn relay(
    client: TcpStream,
    upstream: TcpStream,
    first: &[u8],
    mut guard: Option<HttpGuard>,
    stop: i32,
) -> (u64, Option<String>) {
    let mut sent = first.len() as u64;
    let _ = client.set_nonblocking(false);
    if let Some(g) = guard.as_mut()
        && let Err(e) = g.feed(first)
    {
        return (sent, Some(e));
    }
    if (&upstream).write_all(first).is_err() {
        return (sent, Some("the destination closed".into()));
    }
    let _ = client.set_nonblocking(true);
    let _ = upstream.set_nonblocking(true);
    let mut buf = vec![0u8; 64 << 10];
    let (mut client_open, mut upstream_open) = (true, true);
    let mut why = None;
    while client_open || upstream_open {
        // A side that ended is left out (a negative descriptor is ignored by poll).
        let mut fds = [
            libc::pollfd {
                fd: if client_open { client.as_raw_fd() } else { -1 },
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd {
                fd: if upstream_open { upstream.as_raw_fd() } else { -1 },
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd { fd: stop, events: libc::POLLIN, revents: 0 },
        ];
        let n = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, -1) };
        if n < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            break;
        }
        if fds[2].revents != 0 {
            break;
        }
        if fds[0].revents != 0 {
            match (&client).read(&mut buf) {
                Ok(0) => {
                    client_open = false;
                    let _ = upstream.shutdown(std::net::Shutdown::Write);
                }
                Ok(k) => {
                    sent += k as u64;
                    if let Some(g) = guard.as_mut()
                        && let Err(e) = g.feed(&buf[..k])
                    {
                        why = Some(e);
                        break;
                    }
                    if write_all_blocking(&upstream, &buf[..k]).is_err() {
                        break;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(_) => {
                    client_open = false;
                    let _ = upstream.shutdown(std::net::Shutdown::Write);
                }
            }
        }
        if fds[1].revents != 0 {
            match (&upstream).read(&mut buf) {
                Ok(0) => {
                    upstream_open = false;
                    let _ = client.shutdown(std::net::Shutdown::Write);
                }
                Ok(k) => {
                    if write_all_blocking(&client, &buf[..k]).is_err() {
                        break;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(_) => {
                    upstream_open = false;
                    let _ = client.shutdown(std::net::Shutdown::Write);
                }
            }
        }
    }
    let _ = client.shutdown(std::net::Shutdown::Both);
    let _ = upstream.shutdown(std::net::Shutdown::Both);
    (sent, why)
}

/// Writes all of `b` to a non-blocking socket, waiting for room.
fn write_all_blocking(s: &TcpStream, mut b: &[u8]) -> std::io::Result<()> {
    while !b.is_empty() {
        match (&*s).write(b) {
            Ok(0) => return Err(std::io::ErrorKind::WriteZero.into()),
            Ok(k) => b = &b[k..],
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                let mut fd = libc::pollfd { fd: s.as_raw_fd(), events: libc::POLLOUT, revents: 0 };
                if unsafe { libc::poll(&mut fd, 1, 30_000) } <= 0 {
                    return Err(std::io::ErrorKind::TimedOut.into());
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn approved(list: &[&str]) -> Approved {
        Approved::parse(&list.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn approvals_are_names_ports_and_subdomains_never_a_whole_top_level_domain() {
        let a = approved(&["pkgs.example.org", "files.example.org:443", "*.example.com", "192.0.2.10:8080"]);
        assert!(a.allows("pkgs.example.org", 80));
        assert!(a.allows("PKGS.example.org.", 443));
        assert!(a.allows("files.example.org", 443));
        assert!(!a.allows("files.example.org", 80));
        assert!(a.allows("a.b.example.com", 443));
        assert!(!a.allows("example.com", 443), "a wildcard is for subdomains only");
        assert!(!a.allows("evil-example.com", 443));
        assert!(!a.allows("pkgs.example.org.evil.test", 443));
        assert!(a.allows("192.0.2.10", 8080));
        for bad in ["com", "*", "*.com", "*.*.example.com", "pkgs.example.org:http", "a/b"] {
            assert!(Approved::parse(&[bad.to_string()]).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_connection_goes_only_where_it_says_and_was_sent() {
        let a = approved(&["pkgs.example.org"]);
        let route = |name: Option<&str>| Route {
            name: name.map(String::from),
            ip: "198.18.0.5".parse().unwrap(),
            port: 443,
            read_for: Vec::new(),
        };
        let t = target(&route(Some("pkgs.example.org")), Some("pkgs.example.org"), &a).unwrap();
        assert_eq!((t.name.as_str(), t.port, t.must_be, t.as_such), ("pkgs.example.org", 443, None, false));
        // Fronting: looked up one name, said another (approved or not).
        assert!(target(&route(Some("pkgs.example.org")), Some("evil.example.net"), &a).is_err());
        assert!(target(&route(Some("evil.example.net")), Some("pkgs.example.org"), &a).is_err());
        // Said nothing (no server name), or not approved.
        assert!(target(&route(Some("pkgs.example.org")), None, &a).is_err());
        assert!(target(&route(Some("other.example.org")), Some("other.example.org"), &a).is_err());
        // An address without a lookup: the name it claims must resolve to it on the host.
        let t = target(&route(None), Some("pkgs.example.org"), &a).unwrap();
        assert_eq!(t.must_be, Some("198.18.0.5".parse().unwrap()));
        // After a protected read: nothing goes, but to the host the file read is for.
        let mut r = route(Some("pkgs.example.org"));
        r.read_for = vec![vec![]];
        assert!(target(&r, Some("pkgs.example.org"), &a).is_err());
        r.read_for = vec![vec!["pkgs.example.org".into()]];
        assert!(target(&r, Some("pkgs.example.org"), &a).is_ok());
        // A second file read that is for another host (or for none) stops it again.
        r.read_for.push(vec!["collect.example.net".into()]);
        assert!(target(&r, Some("pkgs.example.org"), &a).is_err());
        r.read_for = vec![vec![]];
        assert!(target(&r, Some("pkgs.example.org"), &a).is_err());
    }

    #[test]
    fn only_public_addresses_unless_approved_as_such() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.1.1",
            "100.64.0.1",
            "198.18.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
        ] {
            assert!(!public(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["192.0.2.10", "203.0.113.5", "2001:db8::1"] {
            assert!(public(ip.parse().unwrap()), "{ip}");
        }
    }

    #[test]
    fn every_request_of_a_kept_alive_connection_is_checked() {
        let mut g = HttpGuard::new("pkgs.example.org", Methods::Any);
        g.feed(b"GET /a HTTP/1.1\r\nHost: pkgs.example.org\r\n\r\n").unwrap();
        g.feed(b"POST /b HTTP/1.1\r\nHost: pkgs.example.org:80\r\nContent-Length: 5\r\n\r\nab").unwrap();
        // The body's rest, then a request split over two reads.
        g.feed(b"cdeGET /c HTTP/1.1\r\nHo").unwrap();
        g.feed(b"st: pkgs.example.org\r\n\r\n").unwrap();
        // Chunked, with a request for another host hidden after it.
        g.feed(b"PUT /d HTTP/1.1\r\nHost: pkgs.example.org\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nwxyz\r\n0\r\n\r\n")
            .unwrap();
        let e = g.feed(b"GET /e HTTP/1.1\r\nHost: evil.example.net\r\n\r\n").unwrap_err();
        assert!(e.contains("evil.example.net"), "{e}");
        // A body that looks like a request is body, not a request.
        let mut g = HttpGuard::new("pkgs.example.org", Methods::Any);
        g.feed(b"POST / HTTP/1.1\r\nHost: pkgs.example.org\r\nContent-Length: 44\r\n\r\nGET / HTTP/1.1\r\nHost: evil.example.net\r\n\r\n").unwrap();
        // Tunnels are refused.
        let mut g = HttpGuard::new("pkgs.example.org", Methods::Any);
        assert!(g.feed(b"CONNECT evil.example.net:443 HTTP/1.1\r\nHost: pkgs.example.org\r\n\r\n").is_err());
        let mut g = HttpGuard::new("pkgs.example.org", Methods::Any);
        assert!(g.feed(b"GET /ws HTTP/1.1\r\nHost: pkgs.example.org\r\nUpgrade: websocket\r\n\r\n").is_err());
    }

    #[test]
    fn a_read_destination_takes_get_head_and_options_only() {
        let mut g = HttpGuard::new("pkgs.example.org", Methods::Read);
        g.feed(b"GET /a HTTP/1.1\r\nHost: pkgs.example.org\r\n\r\n").unwrap();
        g.feed(b"HEAD /a HTTP/1.1\r\nHost: pkgs.example.org\r\n\r\n").unwrap();
        g.feed(b"OPTIONS * HTTP/1.1\r\nHost: pkgs.example.org\r\n\r\n").unwrap();
        let e = g
            .feed(b"POST /upload HTTP/1.1\r\nHost: pkgs.example.org\r\nContent-Length: 1\r\n\r\nx")
            .unwrap_err();
        assert!(e.contains("POST") && e.contains("reading only"), "{e}");
        // Classes from the approvals: `read` unless one says `any`.
        let a = approved(&["pkgs.example.org", "files.example.org:443 any", "*.example.net read"]);
        assert_eq!(a.methods("pkgs.example.org", 443), Some(Methods::Read));
        assert_eq!(a.methods("files.example.org", 443), Some(Methods::Any));
        assert_eq!(a.methods("files.example.org", 80), None);
        assert_eq!(a.methods("a.example.net", 443), Some(Methods::Read));
        let both = approved(&["pkgs.example.org", "pkgs.example.org:443 any"]);
        assert_eq!(both.methods("pkgs.example.org", 443), Some(Methods::Any));
        assert_eq!(both.methods("pkgs.example.org", 80), Some(Methods::Read));
        assert!(Approved::parse(&["pkgs.example.org write".to_string()]).is_err());
        assert_eq!(
            approving_rule("Pkgs.example.org.", Some(443), false),
            "always allow network to pkgs.example.org:443"
        );
        assert_eq!(
            approving_rule("2001:db8::5", Some(8443), true),
            "always allow network to [2001:db8::5]:8443 for any method"
        );
    }
}
