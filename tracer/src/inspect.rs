//! TLS inspection: foresee's end of a command's TLS connections, so that what a command would
//! send over TLS is seen as plaintext HTTP is.
//!
//! - [`Authority`]: a certificate authority made per snapshot (ECDSA P-256, valid for days, not
//!   years), whose certificate the sandbox adds to the trust roots the command sees, never the
//!   host's (see the gate's trust setup); its key never leaves this process and is written
//!   nowhere. A leaf certificate per server name is made on first use and kept for the run.
//! - [`terminate`]: the sink's end of a client's handshake (rustls, resumed from the ClientHello
//!   the sink already read), then the first request read in the clear ([`Request`]: method,
//!   path, header names, body size) and answered with a 502 that names foresee. A client that
//!   does not trust the certificate (it pins, or keeps roots of its own) is reported as such.
//! - [`relay`]: for an approved destination, the client's requests relayed to the real server
//!   over a TLS connection the forwarder checks against the host's own roots ([`host_roots`]),
//!   every request passing [`crate::forward::HttpGuard`] (its `Host`, its method class).
//!
//! No TLS is written here: rustls does both ends, rcgen makes the certificates.

use crate::forward::HttpGuard;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer, ServerName};
use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::os::fd::AsRawFd;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// What is kept of the bytes a client sent in the clear (for the credential scan; never
/// reported).
const MAX_KEEP: usize = crate::sink::MAX_KEEP;

/// ring, for a build without a C toolchain of its own (aws-lc needs one): it lacks the
/// post-quantum key exchanges, which rustls marks by deprecating it; neither end needs them (the
/// sink's end is on the sandbox's loopback, and the forwarder's end offers the classic ones).
#[allow(deprecated)]
fn provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// The certificate authority of one snapshot.
pub struct Authority {
    ca: rcgen::Certificate,
    ca_key: rcgen::KeyPair,
    /// One key for every leaf of the run: a key pair per name would cost a key generation per
    /// connection for nothing (the leaves live as long as the snapshot's authority).
    leaf_key: rcgen::KeyPair,
    /// Server configurations by name (with `http/1.1` offered, and without).
    configs: Mutex<HashMap<(String, bool), Arc<rustls::ServerConfig>>>,
}

impl std::fmt::Debug for Authority {
    // The keys never show, not even in a debug print.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Authority").finish_non_exhaustive()
    }
}

/// A certificate's validity: from a day ago (clocks differ) to a few days ahead.
fn validity(params: &mut rcgen::CertificateParams) -> Result<(), String> {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_err(|e| format!("the clock is before 1970: {e}"))?
        .as_secs() as i64;
    let at = |t: i64| time::OffsetDateTime::from_unix_timestamp(t).map_err(|e| e.to_string());
    params.not_before = at(now - 86_400)?;
    params.not_after = at(now + 3 * 86_400)?;
    Ok(())
}

impl Authority {
    /// A fresh authority (two P-256 key pairs and one signature: well under a millisecond).
    pub fn new() -> Result<Authority, String> {
        let err = |e: rcgen::Error| format!("the inspection authority could not be made: {e}");
        let ca_key = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).map_err(err)?;
        let mut params = rcgen::CertificateParams::new(Vec::<String>::new()).map_err(err)?;
        params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Constrained(0));
        params.distinguished_name = rcgen::DistinguishedName::new();
        params
            .distinguished_name
            .push(rcgen::DnType::CommonName, "foresee rehearsal inspection (this snapshot only)");
        params.distinguished_name.push(rcgen::DnType::OrganizationName, "foresee");
        params.key_usages =
            vec![rcgen::KeyUsagePurpose::KeyCertSign, rcgen::KeyUsagePurpose::DigitalSignature];
        validity(&mut params)?;
        let ca = params.self_signed(&ca_key).map_err(err)?;
        let leaf_key = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).map_err(err)?;
        Ok(Authority { ca, ca_key, leaf_key, configs: Mutex::new(HashMap::new()) })
    }

    /// The authority's certificate, PEM: what the command's trust roots gain. Public; the key
    /// is not in it.
    pub fn certificate_pem(&self) -> String {
        self.ca.pem()
    }

    /// A leaf certificate for `name` (a host name or an address), signed by the authority.
    fn leaf(&self, name: &str) -> Result<CertificateDer<'static>, String> {
        let err = |e: rcgen::Error| format!("no certificate for {name}: {e}");
        let mut params = rcgen::CertificateParams::new(vec![name.to_string()]).map_err(err)?;
        params.distinguished_name = rcgen::DistinguishedName::new();
        params.distinguished_name.push(rcgen::DnType::CommonName, name);
        params.extended_key_usages = vec![rcgen::ExtendedKeyUsagePurpose::ServerAuth];
        params.key_usages = vec![rcgen::KeyUsagePurpose::DigitalSignature];
        validity(&mut params)?;
        Ok(params.signed_by(&self.leaf_key, &self.ca, &self.ca_key).map_err(err)?.der().clone())
    }

    /// The server side for `name`, made once per name and run; `http1` offers `http/1.1` by
    /// ALPN (never `h2`: the guard reads HTTP/1.1 only).
    pub fn server_config(&self, name: &str, http1: bool) -> Result<Arc<rustls::ServerConfig>, String> {
        let key = (name.to_ascii_lowercase(), http1);
        if let Some(c) = self.configs.lock().ok().and_then(|m| m.get(&key).cloned()) {
            return Ok(c);
        }
        let leaf = self.leaf(&key.0)?;
        let private = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(self.leaf_key.serialize_der()));
        let mut config = rustls::ServerConfig::builder_with_provider(provider())
            .with_safe_default_protocol_versions()
            .map_err(|e| e.to_string())?
            .with_no_client_auth()
            .with_single_cert(vec![leaf], private)
            .map_err(|e| e.to_string())?;
        if http1 {
            config.alpn_protocols = vec![b"http/1.1".to_vec()];
        }
        let config = Arc::new(config);
        if let Ok(mut m) = self.configs.lock() {
            m.insert(key, config.clone());
        }
        Ok(config)
    }
}

/// The host's own trust roots (the system's bundle, or `SSL_CERT_FILE`/`SSL_CERT_DIR` of
/// foresee's own environment, as the host's TLS stack reads them), read once per process on the
/// host side: never the snapshot's, which hold the authority.
pub fn host_roots() -> Result<Arc<rustls::RootCertStore>, String> {
    static ROOTS: OnceLock<Result<Arc<rustls::RootCertStore>, String>> = OnceLock::new();
    ROOTS
        .get_or_init(|| {
            let found = rustls_native_certs::load_native_certs();
            let mut store = rustls::RootCertStore::empty();
            let (_, _) = store.add_parsable_certificates(found.certs);
            if store.is_empty() {
                let why = found.errors.first().map(|e| format!(" ({e})")).unwrap_or_default();
                return Err(format!("this machine has no trust roots to check servers against{why}"));
            }
            Ok(Arc::new(store))
        })
        .clone()
}

/// The client side toward an approved server, checked against the host's roots.
fn client_config() -> Result<Arc<rustls::ClientConfig>, String> {
    static CONFIG: OnceLock<Result<Arc<rustls::ClientConfig>, String>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let roots = host_roots()?;
            let mut c = rustls::ClientConfig::builder_with_provider(provider())
                .with_safe_default_protocol_versions()
                .map_err(|e| e.to_string())?
                .with_root_certificates(roots)
                .with_no_client_auth();
            c.alpn_protocols = vec![b"http/1.1".to_vec()];
            Ok(Arc::new(c))
        })
        .clone()
}

/// The first request a client sent in the clear: no value of a header, only its name.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Request {
    pub method: String,
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub host: Option<String>,
    /// Header names, lowercase, each once, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub headers: Vec<String>,
    /// The body's size: as declared (`Content-Length`), else as received.
    pub body: u64,
}

/// What the sink's end of a TLS connection saw.
#[derive(Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Inspected {
    /// The client finished the handshake with foresee's certificate.
    pub trusted: bool,
    /// Why the handshake did not finish: the client refused the certificate (it pins, or has
    /// roots of its own), or it stopped.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request: Option<Request>,
    /// The bytes the client sent in the clear, first [`MAX_KEEP`] of them (for the credential
    /// scan; never serialized, printed or reported), and how many in all.
    #[serde(skip)]
    pub data: Vec<u8>,
    #[serde(skip)]
    pub bytes: u64,
}

impl std::fmt::Debug for Inspected {
    // The bytes may hold a credential: never in a debug print.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Inspected")
            .field("trusted", &self.trusted)
            .field("refused", &self.refused)
            .field("request", &self.request)
            .field("bytes", &self.bytes)
            .finish()
    }
}

impl Inspected {
    fn keep(&mut self, b: &[u8]) {
        self.bytes += b.len() as u64;
        let room = MAX_KEEP.saturating_sub(self.data.len());
        self.data.extend_from_slice(&b[..b.len().min(room)]);
    }
}

/// The request at the start of `data`, once its head is whole.
pub fn first_request(data: &[u8]) -> Option<Request> {
    let mut headers = [httparse::EMPTY_HEADER; 96];
    let mut req = httparse::Request::new(&mut headers);
    let n = match req.parse(data) {
        Ok(httparse::Status::Complete(n)) => n,
        _ => return None,
    };
    let clip = |b: &[u8], max: usize| -> String {
        b.iter()
            .take(max)
            .map(|c| if c.is_ascii_graphic() || *c == b' ' { *c as char } else { '?' })
            .collect()
    };
    let mut names: Vec<String> = Vec::new();
    for h in req.headers.iter() {
        let name = clip(h.name.as_bytes(), 60).to_ascii_lowercase();
        if names.len() < 40 && !names.contains(&name) {
            names.push(name);
        }
    }
    let value = |name: &str| {
        req.headers
            .iter()
            .find(|h| h.name.eq_ignore_ascii_case(name))
            .and_then(|h| std::str::from_utf8(h.value).ok())
            .map(|v| v.trim().to_string())
    };
    let body = value("content-length")
        .and_then(|l| l.parse::<u64>().ok())
        .unwrap_or_else(|| (data.len() - n) as u64);
    Some(Request {
        method: clip(req.method.unwrap_or("").as_bytes(), 20),
        path: clip(req.path.unwrap_or("").as_bytes(), 2048),
        host: value("host").map(|h| clip(h.as_bytes(), 255)),
        headers: names,
        body,
    })
}

/// Whether the request at the start of `data` is whole: its head, and its body as declared
/// (bounded by what is kept) or its chunks up to the last.
fn request_whole(data: &[u8]) -> bool {
    let mut headers = [httparse::EMPTY_HEADER; 96];
    let mut req = httparse::Request::new(&mut headers);
    let Ok(httparse::Status::Complete(n)) = req.parse(data) else {
        return data.len() >= MAX_KEEP;
    };
    let header = |name: &str| {
        req.headers
            .iter()
            .find(|h| h.name.eq_ignore_ascii_case(name))
            .and_then(|h| std::str::from_utf8(h.value).ok())
            .map(|v| v.trim().to_ascii_lowercase())
    };
    if header("transfer-encoding").is_some_and(|t| t.contains("chunked")) {
        return data.len() >= MAX_KEEP || data[n..].windows(5).any(|w| w == b"0\r\n\r\n");
    }
    let length = header("content-length").and_then(|l| l.parse::<usize>().ok()).unwrap_or(0);
    data.len() >= n.saturating_add(length).min(MAX_KEEP)
}

/// The client's refusal, in words, from the error that ended the handshake.
fn refusal(e: &std::io::Error) -> String {
    use rustls::AlertDescription as A;
    let tls = e.get_ref().and_then(|i| i.downcast_ref::<rustls::Error>());
    match tls {
        Some(rustls::Error::AlertReceived(
            a @ (A::UnknownCA
            | A::BadCertificate
            | A::CertificateUnknown
            | A::UnsupportedCertificate
            | A::AccessDenied),
        )) => format!(
            "it does not trust foresee's certificate ({a:?}): it pins its server's key or keeps roots of its own"
        ),
        Some(other) => format!("the handshake failed: {other}"),
        None if e.kind() == std::io::ErrorKind::UnexpectedEof => {
            "it closed the connection during the handshake: it may not trust foresee's certificate (it pins its server's key or keeps roots of its own)".into()
        }
        None if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
            "it stopped during the handshake".into()
        }
        None => format!("the handshake failed: {e}"),
    }
}

/// The name a leaf certificate is made for: the ClientHello's server name, else the name looked
/// up, else the address connected to.
pub fn leaf_name(sni: Option<&str>, looked_up: Option<&str>, ip: std::net::IpAddr) -> String {
    sni.or(looked_up).map(str::to_string).unwrap_or_else(|| ip.to_string())
}

/// A client's TLS ended by foresee: the handshake done, ready to read requests.
pub struct Terminated {
    pub conn: rustls::ServerConnection,
    pub stream: TcpStream,
}

/// Takes over a client's handshake from its ClientHello (`hello`: every byte the sink read so
/// far), answering as `name`. Blocking, bounded by `deadline`.
pub fn handshake(
    stream: TcpStream,
    hello: &[u8],
    name: &str,
    authority: &Authority,
    deadline: Instant,
) -> Result<Terminated, (String, TcpStream)> {
    let _ = stream.set_nonblocking(false);
    let mut acceptor = rustls::server::Acceptor::default();
    let mut rd = hello;
    while !rd.is_empty() {
        if acceptor.read_tls(&mut rd).is_err() {
            return Err(("the ClientHello could not be read".into(), stream));
        }
    }
    let mut s = stream;
    let accepted = loop {
        match acceptor.accept() {
            Ok(Some(a)) => break a,
            Ok(None) => {
                // More of the hello than the sink read (it never stops short, but to be sure).
                let _ =
                    s.set_read_timeout(Some(deadline.saturating_duration_since(Instant::now()).max(ms(1))));
                match acceptor.read_tls(&mut s) {
                    Ok(0) | Err(_) => return Err(("the ClientHello never finished".into(), s)),
                    Ok(_) => {}
                }
            }
            Err((e, mut alert)) => {
                let _ = alert.write_all(&mut s);
                return Err((format!("the ClientHello was refused: {e}"), s));
            }
        }
    };
    let http1 = accepted.client_hello().alpn().is_some_and(|mut p| p.any(|p| p == b"http/1.1"));
    let config = match authority.server_config(name, http1) {
        Ok(c) => c,
        Err(e) => return Err((e, s)),
    };
    let mut conn = match accepted.into_connection(config) {
        Ok(c) => c,
        Err((e, mut alert)) => {
            let _ = alert.write_all(&mut s);
            return Err((format!("the handshake failed: {e}"), s));
        }
    };
    while conn.is_handshaking() {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(("it stopped during the handshake".into(), s));
        }
        let _ = s.set_read_timeout(Some(left));
        let _ = s.set_write_timeout(Some(left));
        match conn.complete_io(&mut s) {
            Ok((0, 0)) if conn.is_handshaking() => {
                let eof = std::io::Error::from(std::io::ErrorKind::UnexpectedEof);
                return Err((refusal(&eof), s));
            }
            Ok(_) => {}
            Err(e) => return Err((refusal(&e), s)),
        }
    }
    Ok(Terminated { conn, stream: s })
}

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// The answer to a request foresee will not send.
fn refused_reply() -> Vec<u8> {
    let body = "foresee: this request was recorded, not sent (there is no network in a rehearsal)\n";
    format!(
        "HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/plain\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// The sink's end of a TLS connection it will not send: the handshake as `name`, the first
/// request read in the clear (until whole, or `deadline`), a 502, and the close.
pub fn terminate(
    stream: TcpStream,
    hello: &[u8],
    name: &str,
    authority: &Authority,
    deadline: Instant,
) -> Inspected {
    let mut seen = Inspected::default();
    let Terminated { mut conn, stream } = match handshake(stream, hello, name, authority, deadline) {
        Ok(t) => t,
        Err((why, s)) => {
            seen.refused = Some(why);
            let _ = s.shutdown(std::net::Shutdown::Both);
            return seen;
        }
    };
    seen.trusted = true;
    let mut tls = rustls::StreamOwned::new(conn, stream);
    let mut buf = vec![0u8; 16 << 10];
    while !request_whole(&seen.data) {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            break;
        }
        let _ = tls.sock.set_read_timeout(Some(left));
        match tls.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => seen.keep(&buf[..n]),
        }
    }
    seen.request = first_request(&seen.data);
    if seen.request.is_some() {
        let _ = tls.sock.set_write_timeout(Some(Duration::from_secs(2)));
        let _ = tls.write_all(&refused_reply());
    }
    conn = tls.conn;
    conn.send_close_notify();
    let mut s = tls.sock;
    let _ = conn.complete_io(&mut s);
    let _ = s.shutdown(std::net::Shutdown::Both);
    seen
}

/// One end of a relay: a TLS connection and its socket.
struct End<C> {
    conn: C,
    sock: TcpStream,
    open: bool,
}

impl<C, D> End<C>
where
    C: std::ops::DerefMut<Target = rustls::ConnectionCommon<D>>,
{
    /// Reads what arrived (when the socket is readable) and returns the plaintext it carried,
    /// with any the connection already held; `Err` when the TLS failed.
    fn receive(&mut self, readable: bool, out: &mut Vec<u8>) -> Result<(), rustls::Error> {
        if readable {
            match self.conn.read_tls(&mut self.sock) {
                Ok(0) => self.open = false,
                Ok(_) => {}
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(_) => self.open = false,
            }
        }
        self.conn.process_new_packets()?;
        let mut buf = [0u8; 16 << 10];
        loop {
            match self.conn.reader().read(&mut buf) {
                Ok(0) => {
                    self.open = false;
                    break;
                }
                Ok(n) => out.extend_from_slice(&buf[..n]),
                Err(_) => break,
            }
        }
        Ok(())
    }

    /// Sends what is queued, as far as the socket takes it now.
    fn flush(&mut self) {
        while self.conn.wants_write() {
            match self.conn.write_tls(&mut self.sock) {
                Ok(0) => break,
                Ok(_) => {}
                Err(_) => break,
            }
        }
    }
}

/// Relays an approved destination's TLS: `client` already terminated by foresee, `upstream`
/// a TCP connection to the real server (from the host), spoken to as `name` and checked against
/// the host's roots. Every request the client sends passes `guard`; a request it refuses (or a
/// server certificate the host does not trust) ends the connection with a 502 when no answer
/// had started. Returns what the client sent in the clear, and why it ended early.
pub fn relay(
    client: Terminated,
    upstream: TcpStream,
    name: &str,
    mut guard: HttpGuard,
    stop: i32,
) -> (Inspected, Option<String>) {
    let mut seen = Inspected { trusted: true, ..Default::default() };
    let upstream_conn = match client_config().and_then(|c| {
        let server = ServerName::try_from(name.to_string()).map_err(|e| format!("{name}: {e}"))?;
        rustls::ClientConnection::new(c, server).map_err(|e| e.to_string())
    }) {
        Ok(c) => c,
        Err(e) => {
            let mut c = client;
            let mut tls = rustls::Stream::new(&mut c.conn, &mut c.stream);
            let _ = tls.write_all(&refused_reply());
            return (seen, Some(e));
        }
    };
    let mut down = End { conn: client.conn, sock: client.stream, open: true };
    let mut up = End { conn: upstream_conn, sock: upstream, open: true };
    let _ = down.sock.set_nonblocking(true);
    let _ = up.sock.set_nonblocking(true);
    let mut answered = false;
    let mut why: Option<String> = None;
    let mut plain = Vec::new();
    let mut first_turn = true;
    while down.open || up.open {
        let events = |wants_write: bool| libc::POLLIN | if wants_write { libc::POLLOUT } else { 0 };
        let mut fds = [
            libc::pollfd {
                fd: if down.open { down.sock.as_raw_fd() } else { -1 },
                events: events(down.conn.wants_write()),
                revents: 0,
            },
            libc::pollfd {
                fd: if up.open { up.sock.as_raw_fd() } else { -1 },
                events: events(up.conn.wants_write()),
                revents: 0,
            },
            libc::pollfd { fd: stop, events: libc::POLLIN, revents: 0 },
        ];
        // The first turn does not wait: what the handshake left buffered goes at once.
        let wait = if std::mem::take(&mut first_turn) { 0 } else { 60_000 };
        let n = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, wait) };
        if n < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            break;
        }
        if (n == 0 && wait > 0) || fds[2].revents != 0 {
            break;
        }
        // Plaintext may wait in a connection with nothing left on its socket (a request that
        // came with the handshake's last flight): taken on every turn, not only on a wake-up.
        let readable = |i: usize| fds[i].revents & (libc::POLLIN | libc::POLLHUP | libc::POLLERR) != 0;
        if down.open {
            plain.clear();
            if let Err(e) = down.receive(readable(0), &mut plain) {
                why = Some(format!("the client's TLS failed: {e}"));
                break;
            }
            if !plain.is_empty() {
                seen.keep(&plain);
                if let Err(e) = guard.feed(&plain) {
                    why = Some(e);
                    break;
                }
                let _ = up.conn.writer().write_all(&plain);
            }
            if !down.open {
                up.conn.send_close_notify();
            }
        }
        if up.open {
            plain.clear();
            if let Err(e) = up.receive(readable(1), &mut plain) {
                why = Some(format!("{name}'s certificate or TLS failed the host's checks: {e}"));
                break;
            }
            if !plain.is_empty() {
                answered = true;
                let _ = down.conn.writer().write_all(&plain);
            }
            if !up.open {
                down.conn.send_close_notify();
            }
        }
        up.flush();
        down.flush();
        if !up.open && !down.conn.wants_write() {
            break;
        }
    }
    if why.is_some() && !answered {
        let _ = down.conn.writer().write_all(&refused_reply());
    }
    down.conn.send_close_notify();
    let _ = down.sock.set_nonblocking(false);
    let _ = down.sock.set_write_timeout(Some(Duration::from_secs(2)));
    down.flush();
    let _ = down.sock.shutdown(std::net::Shutdown::Both);
    let _ = up.sock.shutdown(std::net::Shutdown::Both);
    seen.request = first_request(&seen.data);
    (seen, why)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_authority_is_cheap_and_signs_leaves_once_per_name() {
        let started = Instant::now();
        let a = Authority::new().unwrap();
        let made = started.elapsed();
        assert!(a.certificate_pem().starts_with("-----BEGIN CERTIFICATE-----"));
        assert!(!a.certificate_pem().contains("PRIVATE"), "the key never leaves");
        assert!(!format!("{a:?}").contains("PRIVATE"));
        let c1 = a.server_config("pkgs.example.test", true).unwrap();
        let c2 = a.server_config("PKGS.example.test", true).unwrap();
        assert!(Arc::ptr_eq(&c1, &c2), "one leaf per name per run");
        assert_eq!(c1.alpn_protocols, vec![b"http/1.1".to_vec()]);
        assert!(a.server_config("pkgs.example.test", false).unwrap().alpn_protocols.is_empty());
        a.server_config("192.0.2.7", true).unwrap();
        eprintln!("authority made in {made:?}");
    }

    #[test]
    fn a_request_is_read_by_its_method_path_header_names_and_body_size() {
        let r = first_request(
            b"POST /upload HTTP/1.1\r\nHost: files.example.test\r\nAuthorization: Bearer x\r\nContent-Length: 5\r\n\r\nhello",
        )
        .unwrap();
        assert_eq!((r.method.as_str(), r.path.as_str()), ("POST", "/upload"));
        assert_eq!(r.host.as_deref(), Some("files.example.test"));
        assert_eq!(r.headers, vec!["host", "authorization", "content-length"]);
        assert_eq!(r.body, 5);
        assert!(!format!("{r:?}").contains("Bearer"), "no header's value");
        assert!(request_whole(b"GET / HTTP/1.1\r\nHost: a.example.test\r\n\r\n"));
        assert!(!request_whole(b"POST / HTTP/1.1\r\nContent-Length: 9\r\n\r\nabc"));
        assert!(!request_whole(b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n"));
        assert!(request_whole(b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n"));
    }
}
