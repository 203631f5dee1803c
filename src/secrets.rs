//! Finding credential values where they should not be: in the command's output or in files it
//! wrote. The values come from the protected files themselves; only their class and where they
//! appeared are ever reported.

use crate::protected::Protected;
use aho_corasick::AhoCorasick;
use foresee_report::{Disclosure, FileEffect, Transition};
use std::io::Read;
use std::path::Path;

const MIN_NEEDLE: usize = 12;
const MAX_SECRET_FILE: u64 = 256 * 1024;
const MAX_SCAN: u64 = 16 << 20;

/// The values in a protected file that would identify it if they appeared elsewhere: what the
/// credential classifier recognises (keys, tokens, passwords in assignments and URLs), random-
/// looking tokens (key bodies, bare secrets), and the password fields of `.pgpass` and `.netrc`.
/// Ordinary configuration lines (`region = eu-west-1`) are not secrets and are not matched.
pub fn needles(content: &[u8]) -> Vec<Vec<u8>> {
    let text = String::from_utf8_lossy(content);
    let mut v: Vec<Vec<u8>> = Vec::new();
    for f in foresee_report::credentials::find(&text) {
        let val = &text.as_bytes()[f.start..f.end];
        // A whole PEM block is matched by its body lines instead (output may hold a part).
        if !val.starts_with(b"-----") {
            v.push(value_part(val).to_vec());
        }
    }
    for f in foresee_report::credentials::find_high_entropy(&text) {
        v.push(value_part(&text.as_bytes()[f.start..f.end]).to_vec());
    }
    // A value stored base64-encoded (docker's `auth` is `user:token`): what it decodes to is
    // the credential, and the part after `user:` is the password itself.
    let mut decoded = Vec::new();
    for n in &v {
        if let Some(d) = base64_text(n) {
            // `user:token`: the token alone (with the name, a piece cut from its start would be
            // the name).
            match d.iter().position(|&b| b == b':') {
                Some(i) => decoded.push(d[i + 1..].to_vec()),
                None => decoded.push(d),
            }
        }
    }
    v.extend(decoded);
    v.extend(named_values(&text));
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('#') {
            continue;
        }
        // .pgpass: host:port:db:user:password
        let fields: Vec<&str> = t.split(':').collect();
        // A password that is the user's name (`postgres:postgres`) is a default, not a secret:
        // as a needle it would match every mention of the name.
        if fields.len() == 5 && fields[4].len() >= 6 && fields[4] != fields[3] {
            v.push(fields[4].as_bytes().to_vec());
        }
        // .netrc: machine h login u password p
        let words: Vec<&str> = t.split_whitespace().collect();
        if let Some(i) = words.iter().position(|w| *w == "password") {
            if let Some(p) = words.get(i + 1).filter(|p| p.len() >= 6) {
                v.push(p.as_bytes().to_vec());
            }
        }
    }
    let public = public_values(&text);
    // A piece of a public value (the key inside a public DSN) is public too.
    let in_public = |n: &[u8]| public.iter().any(|p| memchr::memmem::find(p, n).is_some());
    v.retain(|n| n.len() >= MIN_NEEDLE.min(8) && !in_public(n) && !publishable(n));
    v.sort();
    v.dedup();
    v.truncate(400);
    v
}

/// Prefixes of variables whose values a framework puts into what it ships to every browser
/// (`NEXT_PUBLIC_API_URL`, `VITE_MAPS_KEY`): public by convention, no secret to follow.
const PUBLIC_PREFIXES: &[&str] =
    &["NEXT_PUBLIC_", "VITE_", "PUBLIC_", "NUXT_PUBLIC_", "EXPO_PUBLIC_", "REACT_APP_", "GATSBY_"];

/// The values of a text's `NAME=value` (or `NAME: value`) lines whose name has a public prefix.
pub(crate) fn public_values(text: &str) -> Vec<Vec<u8>> {
    text.lines()
        .filter_map(|l| {
            let l = l.trim();
            let l = l.strip_prefix("export ").unwrap_or(l);
            let (name, value) = l.split_once('=').or_else(|| l.split_once(':'))?;
            let name = name.trim().trim_matches(['"', '\'']);
            PUBLIC_PREFIXES
                .iter()
                .any(|p| name.starts_with(p))
                .then(|| value.trim().trim_matches(['"', '\'', ',']).as_bytes().to_vec())
        })
        .collect()
}

/// A key made to be published: Stripe's publishable keys (`pk_live_...`, `pk_test_...`).
fn publishable(value: &[u8]) -> bool {
    value.starts_with(b"pk_live_") || value.starts_with(b"pk_test_")
}

/// Values a protected file gives under a name that says what they are (`"key": "..."` in
/// `~/.kaggle/kaggle.json`, `token = ...`, `password: ...`): in a file protected for its
/// credentials, such a name needs no credential shape of its value to be one. Short values
/// (`true`, a port) are not.
fn named_values(text: &str) -> Vec<Vec<u8>> {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let re = RE.get_or_init(|| {
        // Unbounded repeats, lengths checked below: counted ones compile to a far bigger
        // automaton (milliseconds before every command).
        regex::Regex::new(r#"(?m)["']?([A-Za-z0-9_.-]+)["']?[ \t]*[:=][ \t]*["']?([^"'\s,;}\]]+)"#)
            .expect("valid pattern")
    });
    const NAMES: &[&str] = &[
        "key",
        "token",
        "secret",
        "password",
        "passwd",
        "pass",
        "pwd",
        "auth",
        "apikey",
        "credential",
        "credentials",
        "cookie",
        "session",
    ];
    re.captures_iter(text)
        .filter(|c| (2..=64).contains(&c[1].len()) && (8..=512).contains(&c[2].len()))
        .filter(|c| {
            let name = c[1].to_ascii_lowercase();
            let last = name.rsplit(['_', '-', '.']).next().unwrap_or(&name);
            NAMES.contains(&last) || NAMES.contains(&name.as_str())
        })
        .map(|c| c[2].as_bytes().to_vec())
        .filter(|v| !v.iter().all(|b| b.is_ascii_digit()))
        .collect()
}

/// The value of `NAME=value`, `NAME: value` or `"name": "value"`: the name is no secret, and a
/// piece of a secret taken from its start would otherwise be the name.
fn value_part(n: &[u8]) -> &[u8] {
    let mut i = 0;
    while i < n.len() && (n[i] == b'"' || n[i] == b'\'') {
        i += 1;
    }
    let start = i;
    while i < n.len() && (n[i].is_ascii_alphanumeric() || matches!(n[i], b'_' | b'.' | b'-')) {
        i += 1;
    }
    if i == start || !(n[start].is_ascii_alphabetic() || n[start] == b'_') {
        return n;
    }
    while i < n.len() && matches!(n[i], b'"' | b'\'' | b' ' | b'\t') {
        i += 1;
    }
    if i >= n.len() || !matches!(n[i], b'=' | b':') {
        return n;
    }
    i += 1;
    while i < n.len() && matches!(n[i], b'"' | b'\'' | b' ' | b'\t') {
        i += 1;
    }
    let mut end = n.len();
    while end > i && matches!(n[end - 1], b'"' | b'\'' | b',') {
        end -= 1;
    }
    // `https://user:pass@host` is a URL, not `NAME: value`.
    if n[i..end].starts_with(b"//") || end - i < 8 {
        return n;
    }
    &n[i..end]
}

/// Printable text that `n` decodes to as base64, if it is base64 of such text.
fn base64_text(n: &[u8]) -> Option<Vec<u8>> {
    use base64::Engine;
    let n = n.strip_suffix(b"==").or_else(|| n.strip_suffix(b"=")).unwrap_or(n);
    if n.len() < 16 || n.len() % 4 == 1 {
        return None;
    }
    let d = base64::engine::general_purpose::STANDARD_NO_PAD.decode(n).ok()?;
    (d.len() >= 8 && d.iter().all(|b| b.is_ascii_graphic() || *b == b' ')).then_some(d)
}

/// The values of a protected file as its class stores them: the password hashes of
/// `/etc/shadow` (not the user and group names beside them), every value of the others.
pub fn needles_of(class: &str, content: &[u8]) -> Vec<Vec<u8>> {
    // A history holds commit ids and checksums beside the odd token: only values shaped like
    // credentials (an exported key, a password in a URL) are its secrets.
    if class == "shell-history" {
        let text = String::from_utf8_lossy(content);
        let mut v: Vec<Vec<u8>> = foresee_report::credentials::find(&text)
            .into_iter()
            .map(|f| value_part(&text.as_bytes()[f.start..f.end]).to_vec())
            .filter(|n| n.len() >= 8)
            .collect();
        v.sort();
        v.dedup();
        v.truncate(400);
        return v;
    }
    // A file named for its secret (`~/.config/devdb/password`) may hold nothing but the
    // bare value: each word-like line of it is one, whatever its shape.
    if class == "secret-file" {
        let mut v = needles(content);
        for line in String::from_utf8_lossy(content).lines().map(str::trim) {
            if line.len() >= 8
                && !line.contains(char::is_whitespace)
                && !line.starts_with(['#', '{', '[', '"'])
            {
                v.push(line.as_bytes().to_vec());
            }
        }
        v.sort();
        v.dedup();
        v.truncate(400);
        return v;
    }
    if class != "system-password-hashes" {
        return needles(content);
    }
    String::from_utf8_lossy(content)
        .lines()
        .filter_map(|l| l.split(':').nth(1))
        .filter(|h| h.starts_with('$') && h.len() >= 13)
        .map(|h| h.as_bytes().to_vec())
        .collect()
}

/// Every text that would give away a value of a protected file: each value as is (form
/// `None`) and disguised. Public material the file holds is left out: an OpenSSH private key
/// carries its public key, which `cat id_ed25519.pub` or an `authorized_keys` line shows
/// legitimately, so no piece of the public key's text counts as a piece of the secret.
fn patterns_of(class: &str, content: &[u8]) -> Vec<(Option<&'static str>, Vec<u8>)> {
    sectioned_patterns_of(class, content).into_iter().map(|(form, v, _)| (form, v)).collect()
}

/// [`patterns_of`], each with the section of the file its value is first found in
/// ([`section_at`]).
fn sectioned_patterns_of(
    class: &str,
    content: &[u8],
) -> Vec<(Option<&'static str>, Vec<u8>, Option<String>)> {
    let public = public_texts(content);
    let is_public = |v: &[u8]| public.iter().any(|t| t.windows(v.len()).any(|w| w == v));
    let mut out = Vec::new();
    for n in needles_of(class, content) {
        let section = memchr::memmem::find(content, &n).and_then(|at| section_at(content, at));
        for (form, v) in disguises(&n) {
            if !is_public(&v) {
                out.push((Some(form), v, section.clone()));
            }
        }
        if !is_public(&n) {
            out.push((None, n, section));
        }
    }
    out
}

/// The INI section (`[staging]`, `[profile staging]`, shown as `staging`) that byte `at` of
/// `content` lies in: `None` when the file has no section header at all, `""` before the first.
fn section_at(content: &[u8], at: usize) -> Option<String> {
    let text = String::from_utf8_lossy(content);
    let mut current: Option<String> = None;
    let mut any = false;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim();
        let header = t.len() > 2 && t.starts_with('[') && t.ends_with(']') && !t.contains(['=', '"']);
        if header {
            any = true;
            if offset <= at {
                let name = t[1..t.len() - 1].trim();
                let name = name.strip_prefix("profile ").unwrap_or(name).trim();
                current = Some(name.to_string());
            }
        }
        offset += line.len();
    }
    any.then(|| current.unwrap_or_default())
}

/// The public key an OpenSSH private key file holds, as `ssh-keygen -y` and `.pub` files write
/// it (base64 of its blob). Empty for anything else.
fn public_texts(content: &[u8]) -> Vec<Vec<u8>> {
    use base64::Engine;
    let text = String::from_utf8_lossy(content);
    let Some(body) = text
        .split("-----BEGIN OPENSSH PRIVATE KEY-----")
        .nth(1)
        .and_then(|r| r.split("-----END OPENSSH PRIVATE KEY-----").next())
    else {
        return Vec::new();
    };
    let b64: String = body.chars().filter(|c| !c.is_whitespace()).collect();
    let Ok(raw) = base64::engine::general_purpose::STANDARD.decode(b64) else { return Vec::new() };
    // "openssh-key-v1\0", then ciphername, kdfname, kdfoptions (length-prefixed strings), the
    // number of keys, then each public key blob as a length-prefixed string.
    let Some(mut rest) = raw.strip_prefix(b"openssh-key-v1\0".as_slice()) else { return Vec::new() };
    let string = |r: &mut &[u8]| -> Option<Vec<u8>> {
        let len = u32::from_be_bytes(r.get(..4)?.try_into().ok()?) as usize;
        let s = r.get(4..4 + len)?.to_vec();
        *r = &r[4 + len..];
        Some(s)
    };
    let mut out = Vec::new();
    for _ in 0..3 {
        if string(&mut rest).is_none() {
            return out;
        }
    }
    let Some(n) = rest.get(..4).map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]])) else { return out };
    rest = &rest[4..];
    for _ in 0..n.min(8) {
        let Some(blob) = string(&mut rest) else { break };
        out.push(base64::engine::general_purpose::STANDARD.encode(blob).into_bytes());
    }
    out
}

/// The text of the public key file beside a private key (`id_ed25519` and `id_ed25519.pub`),
/// when there is one and it holds a public key line.
fn published_beside(private: &Path) -> Option<Vec<u8>> {
    let mut name = private.file_name()?.to_os_string();
    name.push(".pub");
    let text = read_bounded(&private.with_file_name(name), 64 << 10)?;
    let line = String::from_utf8_lossy(&text);
    line.lines().any(|l| l.split_whitespace().nth(1).is_some_and(|b| b.starts_with("AAAA"))).then_some(text)
}

fn read_bounded(p: &Path, max: u64) -> Option<Vec<u8>> {
    let f = std::fs::File::open(p).ok()?;
    let mut v = Vec::new();
    f.take(max).read_to_end(&mut v).ok()?;
    Some(v)
}

/// Makes every later report redact the values held in `protected` files, whatever their shape
/// (a bare 40-character AWS secret looks like nothing in particular).
pub fn remember(protected: &[Protected]) {
    let mut known = Vec::new();
    for p in protected {
        if std::fs::metadata(&p.path).map(|m| m.len() > MAX_SECRET_FILE).unwrap_or(true) {
            continue;
        }
        let Some(content) = read_bounded(&p.path, MAX_SECRET_FILE) else { continue };
        // The values the classifier recognises inside (a password inside a URL), then every
        // specific line and assignment value.
        let text = String::from_utf8_lossy(&content);
        if p.class != "system-password-hashes" {
            for f in foresee_report::credentials::find(&text) {
                known.push((text.as_bytes()[f.start..f.end].to_vec(), p.class));
            }
        }
        // Disguised as well: an excerpt of `base64 ~/.npmrc` is the token all the same.
        known.extend(patterns_of(p.class, &content).into_iter().map(|(_, v)| (v, p.class)));
    }
    // The key of the model that advises foresee: a command that prints its environment must
    // not put it in a report (a local server's key has no shape to recognise).
    if let Some(k) = crate::advisor::settings::known_key() {
        known.push((k.into_bytes(), "model-key"));
    }
    // Nor kept in the warmer's listings (a file named after a token).
    foresee_sandbox::warm::never_keep(known.iter().map(|(v, _)| v.clone()).collect());
    foresee_report::credentials::remember(known);
}

/// Finds values of protected files in bytes: every value and its disguises, one automaton.
struct Matcher {
    ac: AhoCorasick,
    /// Per pattern: the protected file it comes from, and how it is disguised.
    owner: Vec<(usize, Option<&'static str>)>,
    /// Per pattern: the section of its file the value is in ([`section_at`]).
    section: Vec<Option<String>>,
}

impl Matcher {
    fn new(protected: &[Protected]) -> Option<Matcher> {
        let mut patterns: Vec<Vec<u8>> = Vec::new();
        let mut owner: Vec<(usize, Option<&'static str>)> = Vec::new();
        let mut section = Vec::new();
        for (i, p) in protected.iter().enumerate() {
            if std::fs::metadata(&p.path).map(|m| m.len() > MAX_SECRET_FILE).unwrap_or(true) {
                continue;
            }
            let Some(content) = read_bounded(&p.path, MAX_SECRET_FILE) else { continue };
            // The public half the user keeps beside a private key (`id_ed25519.pub`) is
            // published by design: no piece of its text is a piece of the secret, whether or
            // not the private key's own copy of it could be decoded.
            let published = published_beside(&p.path);
            for (form, v, s) in sectioned_patterns_of(p.class, &content) {
                if published.as_deref().is_some_and(|t| memchr::memmem::find(t, &v).is_some()) {
                    continue;
                }
                patterns.push(v);
                owner.push((i, form));
                section.push(s);
            }
        }
        if patterns.is_empty() {
            return None;
        }
        // A non-contiguous NFA builds in microseconds; a DFA would cost a millisecond per command.
        let ac = AhoCorasick::builder()
            .kind(Some(aho_corasick::AhoCorasickKind::NoncontiguousNFA))
            .match_kind(aho_corasick::MatchKind::LeftmostLongest)
            .build(&patterns)
            .ok()?;
        Some(Matcher { ac, owner, section })
    }

    /// The protected files whose values appear in `data`, as is or disguised. Encoders wrap
    /// their lines (`base64` at 76, `xxd -p` at 60): text with long lines is also searched with
    /// its line breaks taken out.
    fn sources(&self, data: &[u8]) -> Vec<(usize, Option<&'static str>)> {
        let mut v: Vec<(usize, Option<&'static str>)> =
            self.found(data).into_iter().map(|p| self.owner[p]).collect();
        v.sort_unstable();
        v.dedup_by_key(|(i, _)| *i);
        v
    }

    /// The patterns found in `data` (see [`Matcher::sources`]).
    fn found(&self, data: &[u8]) -> Vec<usize> {
        let mut v: Vec<usize> = self.ac.find_iter(data).map(|m| m.pattern().as_usize()).collect();
        if data.split(|&b| b == b'\n').any(|l| l.len() >= 48 && !l.contains(&b' ')) {
            let joined: Vec<u8> = data.iter().copied().filter(|&b| b != b'\n' && b != b'\r').collect();
            v.extend(self.ac.find_iter(&joined).map(|m| m.pattern().as_usize()));
        }
        v
    }

    /// The sections of protected file `i` whose values appear in `data`.
    fn sections_of(&self, i: usize, data: &[u8]) -> Vec<String> {
        let mut s: Vec<String> = self
            .found(data)
            .into_iter()
            .filter(|&p| self.owner[p].0 == i)
            .filter_map(|p| self.section[p].clone())
            .collect();
        s.sort();
        s.dedup();
        s
    }
}

/// A protected file's value found in what a command sent, named by where it is from, never by
/// the value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentValue {
    pub class: &'static str,
    /// The protected file the value is from.
    pub path: std::path::PathBuf,
    /// How it was disguised (`base64`, as HTTP basic auth sends it), if at all.
    pub form: Option<&'static str>,
}

impl std::fmt::Display for SentValue {
    /// `class from path`, with the disguise, if any.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} from {}", self.class, self.path.display())?;
        match self.form {
            Some(form) => write!(f, " ({form})"),
            None => Ok(()),
        }
    }
}

/// Values of `protected` files found in each of `blobs` (what a command tried to send).
pub fn values_in(protected: &[Protected], blobs: &[&[u8]]) -> Vec<Vec<SentValue>> {
    let Some(m) = (!blobs.iter().all(|b| b.is_empty())).then(|| Matcher::new(protected)).flatten() else {
        return vec![Vec::new(); blobs.len()];
    };
    blobs
        .iter()
        .map(|b| {
            m.sources(b)
                .into_iter()
                .map(|(i, form)| SentValue {
                    class: protected[i].class,
                    path: protected[i].path.clone(),
                    form,
                })
                .collect()
        })
        .collect()
}

/// Where values of `protected` files appear: stdout, stderr, and files the command created or
/// changed (their new content).
pub fn disclosures(
    protected: &[Protected],
    stdout: &Path,
    stderr: &Path,
    files: &[FileEffect],
    workspace: &Path,
) -> Vec<Disclosure> {
    let Some(m) = Matcher::new(protected) else { return Vec::new() };
    let sources = |data: &[u8]| m.sources(data);
    let mut out: Vec<Disclosure> = Vec::new();
    let mut add = |(i, form): (usize, Option<&'static str>), into: &str, data: &[u8]| {
        let p = &protected[i];
        if !out.iter().any(|d| d.source == p.path && d.into == into) {
            out.push(Disclosure {
                source: p.path.clone(),
                class: p.class.to_string(),
                into: into.to_string(),
                form: form.map(str::to_string),
                sections: m.sections_of(i, data),
            });
        }
    };
    for (stream, name) in [(stdout, "stdout"), (stderr, "stderr")] {
        if let Some(d) = read_bounded(stream, MAX_SCAN) {
            for found in sources(&d) {
                add(found, name, &d);
            }
        }
    }
    for f in files {
        if !matches!(
            f.transition,
            Transition::Created | Transition::Modified | Transition::Renamed | Transition::Replaced
        ) {
            continue;
        }
        // Not a disclosure: a protected file rewritten in place.
        if protected.iter().any(|p| p.path == f.path) {
            continue;
        }
        // A secret file of the workspace copied to another secret file of the workspace (a
        // `.env.local` made from `.env`) stays where secrets live; a key copied from the home
        // folder into the workspace does not.
        let into_secret_file =
            f.path.file_name().and_then(|n| n.to_str()).and_then(crate::protected::class_by_name).is_some();
        let Some(after) = &f.after_content else { continue };
        let Some(d) = read_bounded(after, MAX_SCAN) else { continue };
        for (i, form) in sources(&d) {
            if into_secret_file && protected[i].path.starts_with(workspace) {
                continue;
            }
            add((i, form), &f.display(), &d);
        }
    }
    out
}

/// The hosts a credential file is for: those it names (`//registry.example.com/:_authToken`,
/// `machine github.com`, `https://user:token@git.example.com`, a docker `auths` key, a kube
/// `server:`, a `.pgpass` host) and, for cloud credentials that name none, their provider's
/// domain. A command that sends a credential to the host it is for is using it, not leaking it.
pub fn credential_hosts(path: &Path, class: &str) -> Vec<String> {
    let mut out: Vec<String> = match class {
        c if c.starts_with("aws") => vec!["amazonaws.com".into(), "aws.amazon.com".into()],
        c if c.starts_with("gcloud") || c.starts_with("gcp") => vec!["googleapis.com".into()],
        c if c.starts_with("azure") => {
            vec!["azure.com".into(), "microsoftonline.com".into(), "windows.net".into()]
        }
        _ => Vec::new(),
    };
    if std::fs::metadata(path).map(|m| m.len() > MAX_SECRET_FILE).unwrap_or(true) {
        return out;
    }
    let Some(content) = read_bounded(path, MAX_SECRET_FILE) else { return out };
    let own = hosts_in(&String::from_utf8_lossy(&content));
    // A file that holds the secret alone (`work.pass`, a token file) is for the hosts of the
    // configuration beside it that points at it by name (`password_file =
    // "~/.config/calsync/work.pass"` next to `url = "http://cal.example.test/..."`).
    let own = if own.is_empty() { hosts_of_configuration_beside(path) } else { own };
    for h in own {
        if !out.contains(&h) {
            out.push(h);
        }
    }
    out.truncate(64);
    out
}

/// Whether a credential file is named for the host `dest` (a name, not an address): its name
/// begins with the host's first label, as a part of its own (`push-gw.staging.key` for
/// `push-gw.example.test`, `cdn-token` for `cdn.example.com`). A label of fewer than three
/// characters, or one that names a kind of
/// file rather than a service (`api`, `token`, `secret`), names none. A name says less than a
/// configuration: the effects count it only for a destination the user approved, so a
/// look-alike host (`push-gw.attacker.test`) is no credential's own.
pub fn named_for_host(path: &Path, dest: &str) -> bool {
    const GENERIC: &[&str] = &[
        "api",
        "www",
        "token",
        "tokens",
        "secret",
        "secrets",
        "key",
        "keys",
        "auth",
        "login",
        "default",
        "config",
        "credentials",
        "password",
        "local",
    ];
    let dest = foresee_tracer::forward::without_port(dest).trim_end_matches('.').to_ascii_lowercase();
    let Some((label, rest)) = dest.split_once('.') else { return false };
    if label.len() < 3
        || rest.is_empty()
        || GENERIC.contains(&label)
        || dest.parse::<std::net::IpAddr>().is_ok()
    {
        return false;
    }
    let name = path.file_name().map(|n| n.to_string_lossy().to_ascii_lowercase()).unwrap_or_default();
    let first = name.split('.').next().unwrap_or("");
    // `push-gw.staging.key` for `push-gw`; `cdn-token` for `cdn`.
    first == label || first.strip_prefix(label).is_some_and(|r| r.starts_with(['-', '_']))
}

/// The hosts a text names: in URLs, after `@`, `=` or `:`, a `.pgpass` line's host; file names
/// (`id_ed25519.pub`, `config.json`) aside.
fn hosts_in(text: &str) -> Vec<String> {
    static HOST: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let re = HOST.get_or_init(|| {
        regex::Regex::new(r"(?i)(?:^|[\s/@\x22'=:])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})(?::\d+)?(?:[/\s\x22':]|$)")
            .expect("host pattern")
    });
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        for c in re.captures_iter(line) {
            let h = c[1].to_ascii_lowercase();
            let tld = h.rsplit('.').next().unwrap_or("");
            if !matches!(
                tld,
                "json"
                    | "yaml"
                    | "yml"
                    | "toml"
                    | "pem"
                    | "key"
                    | "pub"
                    | "txt"
                    | "conf"
                    | "cfg"
                    | "ini"
                    | "sh"
                    | "py"
                    | "pass"
                    | "pwd"
                    | "gpg"
                    | "asc"
            ) && !out.contains(&h)
            {
                out.push(h);
            }
        }
        // .pgpass: host:port:db:user:password
        let f: Vec<&str> = line.split(':').collect();
        if f.len() == 5 && !f[0].is_empty() && f[0] != "*" && !out.iter().any(|h| h == f[0]) {
            out.push(f[0].to_ascii_lowercase());
        }
    }
    out
}

/// The hosts of the configuration files beside `secret` (at most 20, 64 KiB each) that name it
/// (`work.pass`): the service the secret is kept for.
fn hosts_of_configuration_beside(secret: &Path) -> Vec<String> {
    let (Some(dir), Some(name)) = (secret.parent(), secret.file_name().and_then(|n| n.to_str())) else {
        return Vec::new();
    };
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    static URL: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let re = URL.get_or_init(|| {
        regex::Regex::new(r"(?i)\b[a-z][a-z0-9+.-]*://(?:[^@/\s\x22']*@)?([a-z0-9.-]+\.[a-z]{2,24})\b")
            .expect("url pattern")
    });
    let mut out = Vec::new();
    for e in entries.flatten().take(20) {
        let p = e.path();
        if p == secret || !e.file_type().is_ok_and(|t| t.is_file()) {
            continue;
        }
        let Some(text) = read_bounded(&p, 64 << 10) else { continue };
        let text = String::from_utf8_lossy(&text);
        if text.contains(name) {
            // The addresses it names, by URL: a configuration's other words are no hosts.
            for c in re.captures_iter(&text) {
                let h = c[1].to_ascii_lowercase();
                if !out.contains(&h) {
                    out.push(h);
                }
            }
        }
    }
    out
}

/// Whether `name` is `host` or a name under it: the forwarder's own test, so the approver and
/// the egress gate agree on which host a credential is for.
pub use foresee_tracer::forward::host_matches;

/// RFC 4648 base32 (upper case, no padding).
fn base32(data: &[u8]) -> Vec<u8> {
    const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut out = Vec::with_capacity(data.len().div_ceil(5) * 8);
    let (mut acc, mut bits) = (0u64, 0u32);
    for &b in data {
        acc = (acc << 8) | b as u64;
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(ALPHABET[((acc >> bits) & 31) as usize]);
        }
    }
    if bits > 0 {
        out.push(ALPHABET[((acc << (5 - bits)) & 31) as usize]);
    }
    out
}

/// A secret value as the usual one-liners disguise it: base64 (standard and URL-safe, at each
/// of the three alignments it can start at inside a longer encoded text), base32 (DNS tunnels'
/// encoding, at each of its five alignments, either case), hex in either case,
/// reversed, and a token's first and last 16 bytes alone (`cut -c1-30`, `tail -c 20`).
fn disguises(v: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    use base64::Engine;
    let mut out: Vec<(&'static str, Vec<u8>)> = Vec::new();
    for k in 0..3usize {
        let mut buf = vec![0u8; k];
        buf.extend_from_slice(v);
        // Whole 3-byte groups of the value only: the first group holds `k` bytes of whatever
        // came before it, the last partial one depends on what comes after.
        let skip = if k == 0 { 0 } else { 4 };
        let whole = buf.len() / 3 * 4;
        for engine in [&base64::engine::general_purpose::STANDARD, &base64::engine::general_purpose::URL_SAFE]
        {
            let enc = engine.encode(&buf).into_bytes();
            if whole > skip + 16 {
                out.push(("base64", enc[skip..whole].to_vec()));
            }
        }
    }
    // Percent-encoded, as in a connection URL (`p%40ss` for `p@ss`).
    if v.iter().any(|b| !b.is_ascii_alphanumeric() && !matches!(b, b'-' | b'_' | b'.' | b'~')) {
        let pct: String = v
            .iter()
            .map(|&b| {
                if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect();
        out.push(("url-encoded", pct.to_ascii_lowercase().into_bytes()));
        out.push(("url-encoded", pct.into_bytes()));
    }
    // Base32, as DNS tunnels spell data into labels (case-insensitive there), at each of the
    // five alignments it can start at inside a longer encoded text.
    for k in 0..5usize {
        let mut buf = vec![0u8; k];
        buf.extend_from_slice(v);
        let enc = base32(&buf);
        let (skip, whole) = (if k == 0 { 0 } else { 8 }, buf.len() / 5 * 8);
        if whole > skip + 16 {
            let part = &enc[skip..whole];
            out.push(("base32", part.to_ascii_lowercase()));
            out.push(("base32", part.to_vec()));
        }
    }
    // A token's first 15 bytes alone (24 characters), as a label too short for all of it holds.
    if v.len() >= 24 {
        let part = base32(&v[..15]);
        out.push(("partial base32", part.to_ascii_lowercase()));
        out.push(("partial base32", part));
    }
    let hex: String = v.iter().map(|b| format!("{b:02x}")).collect();
    out.push(("hex", hex.to_ascii_uppercase().into_bytes()));
    out.push(("hex", hex.into_bytes()));
    let mut rev = v.to_vec();
    rev.reverse();
    if rev != v {
        out.push(("reversed", rev));
    }
    // Tokens and passwords, not the lines of a key's body: those of every key of one type
    // begin and often end alike (`b3BlbnNzaC1rZXkt...`, `MIIEvQIBADAN...`).
    if (24..=60).contains(&v.len()) {
        out.push(("partial", v[..16].to_vec()));
        out.push(("partial", v[v.len() - 16..].to_vec()));
        // A token cut in pieces and hex-encoded, one piece per DNS label.
        for part in [&v[..16], &v[v.len() - 16..]] {
            out.push((
                "partial hex",
                part.iter().map(|b| format!("{b:02x}")).collect::<String>().into_bytes(),
            ));
        }
    }
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn base32_is_rfc_4648_and_found_inside_a_longer_encoding() {
        // RFC 4648's test vectors (padding left out).
        for (plain, enc) in [("f", "MY"), ("fo", "MZXQ"), ("foo", "MZXW6"), ("foobar", "MZXW6YTBOI")] {
            assert_eq!(super::base32(plain.as_bytes()), enc.as_bytes());
        }
        let value = b"wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY";
        let forms = super::disguises(value);
        // Whatever came before it in the encoded text, one of the five alignments is found.
        for k in 0..5 {
            let mut text = b"xyz!?"[..k].to_vec();
            text.extend_from_slice(value);
            let enc = String::from_utf8(super::base32(&text)).unwrap().to_ascii_lowercase();
            assert!(
                forms.iter().any(|(f, v)| *f == "base32" && enc.contains(std::str::from_utf8(v).unwrap())),
                "alignment {k}"
            );
        }
    }

    #[test]
    fn values_public_by_convention_are_no_secrets_to_follow() {
        let env = b"NEXT_PUBLIC_MAPS_KEY=AIzaSyD4x9Qm2LpR7tV8wZ1nB3cD6eF0gH5jK\nSTRIPE_PUBLISHABLE_KEY=pk_live_51HqLyjWDarjtT1zdp7dcXYZ\nSTRIPE_SECRET_KEY=sk_live_51HqLyjWDarjtT1zdp7dcXYZabc\nexport VITE_SENTRY_DSN=https://4f1e2d3c4b5a69788796a5b4c3d2e1f0@o1.ingest.example.com/1\n";
        let n = needles(env);
        assert!(n.contains(&b"sk_live_51HqLyjWDarjtT1zdp7dcXYZabc".to_vec()), "{n:?}");
        let public =
            |v: &Vec<u8>| ["AIza", "pk_live", "https", "4f1e"].iter().any(|p| v.starts_with(p.as_bytes()));
        assert!(!n.iter().any(public), "{n:?}");
    }

    #[test]
    fn a_value_named_as_a_secret_in_a_protected_file_is_one_whatever_its_shape() {
        let json = br#"{"username":"dwhitfield_ml","key":"4e1b9c07d2a5f83e6b0c19d7a4f2e85c","port":"8080"}"#;
        let n = needles_of("kaggle-token", json);
        assert!(n.contains(&b"4e1b9c07d2a5f83e6b0c19d7a4f2e85c".to_vec()), "{n:?}");
        assert!(!n.iter().any(|v| v == b"dwhitfield_ml" || v == b"8080"), "{n:?}");
        let ini = b"[default]\nsession_token = a8Zk29QmLx0pR7\ntimeout = 30\n";
        assert!(needles_of("tool-token", ini).contains(&b"a8Zk29QmLx0pR7".to_vec()));
    }

    use super::*;

    #[test]
    fn needles_skip_armor_and_short_lines_and_split_values() {
        let n = needles(b"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----\n[default]\naws_secret_access_key = wJalrXUtnFEMI/K7MDENGbPxRfiCYEXAMPLEKEY\nregion = us-east-1\noutput = json\n");
        assert!(n.contains(&b"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ".to_vec()), "{n:?}");
        assert!(n.contains(&b"wJalrXUtnFEMI/K7MDENGbPxRfiCYEXAMPLEKEY".to_vec()));
        assert!(
            !n.iter().any(|x| x.starts_with(b"-----") || x == b"[default]" || x.ends_with(b"us-east-1")),
            "{n:?}"
        );
        let p = needles(b"db.local:5432:app:deploy:s3cr3t-pass\nlocalhost:5432:*:postgres:postgres\n");
        assert!(p.contains(&b"s3cr3t-pass".to_vec()));
        assert!(!p.contains(&b"postgres".to_vec()), "{p:?}");
        assert!(disguises(b"Tq9/vR+e2Lm@Xw7=kPz4").iter().any(|(_, d)| d == b"Tq9%2FvR%2Be2Lm%40Xw7%3DkPz4"));
        // A variable's name is no part of its value: no piece of a secret starts with it.
        let env = needles(b"STRIPE_SECRET_KEY=sk_live_9fQ2xV7tLmR4sK8wZ1nB3cD6\n");
        assert!(env.contains(&b"sk_live_9fQ2xV7tLmR4sK8wZ1nB3cD6".to_vec()), "{env:?}");
        assert!(!env.iter().any(|n| n.starts_with(b"STRIPE")), "{env:?}");
        assert!(
            !disguises(b"sk_live_9fQ2xV7tLmR4sK8wZ1nB3cD6").iter().any(|(_, d)| d.starts_with(b"STRIPE"))
        );
        // docker's `auth` is base64 of `user:token`: the token is a value too.
        let docker = needles(
            b"{\"auths\": {\"ghcr.io\": {\"auth\": \"Y2ktYm90OmRja3JfcGF0X0VCSk1odzVrNjJyT2pscXY=\"}}}\n",
        );
        assert!(docker.contains(&b"dckr_pat_EBJMhw5k62rOjlqv".to_vec()), "{docker:?}");
        assert!(!docker.iter().any(|n| n.starts_with(b"ci-bot")), "{docker:?}");
        // A history's secrets are its credential-shaped values, not its commit ids.
        let hist = needles_of(
            "shell-history",
            b"git checkout 3f2a9c81d7e4b6a05c9e1f2d3b4a5c6d7e8f9a0b\nexport AWS_SECRET_ACCESS_KEY=q8Vd3kP1xLmN7bR2sT5uW9yZ0aC4eG6hJ8kM1nQ3\n",
        );
        assert!(hist.contains(&b"q8Vd3kP1xLmN7bR2sT5uW9yZ0aC4eG6hJ8kM1nQ3".to_vec()), "{hist:?}");
        assert!(!hist.iter().any(|n| n.starts_with(b"3f2a9c")), "{hist:?}");
        // The accounts' hashes are the values of /etc/shadow, not the names beside them.
        let shadow = needles_of(
            "system-password-hashes",
            b"postgres:!:20593::::::\nssl-cert:!::postgres\nalice:$6$rounds=5000$abcdefgh$0123456789abcdefghij:20000:0:99999:7:::\n",
        );
        assert_eq!(shadow, [b"$6$rounds=5000$abcdefgh$0123456789abcdefghij".to_vec()]);
        // A file named for its secret holds the bare value; it is no credential by its shape.
        assert!(needles(b"Pg-Dev-4kR9wQz2LmX7\n").is_empty());
        assert_eq!(needles_of("secret-file", b"Pg-Dev-4kR9wQz2LmX7\n"), [b"Pg-Dev-4kR9wQz2LmX7".to_vec()]);
    }

    #[test]
    fn a_credential_file_named_for_a_host_is_for_that_host_only() {
        let key = Path::new("/h/.config/acme/push-gw.staging.key");
        assert!(named_for_host(key, "push-gw.example.test"));
        assert!(named_for_host(key, "push-gw.example.test:443"));
        assert!(!named_for_host(key, "hooks.pushlog.test"));
        assert!(!named_for_host(key, "push-gw-mirror.example.test"));
        assert!(!named_for_host(Path::new("/h/.config/x/api.key"), "api.example.test"));
        assert!(named_for_host(Path::new("/h/.config/framerate/cdn-token"), "cdn.example.com"));
        assert!(!named_for_host(Path::new("/h/.config/framerate/cdnx-token"), "cdn.example.com"));
        assert!(!named_for_host(Path::new("/h/.config/x/token"), "token.example.test"));
    }

    #[test]
    fn a_credential_file_names_the_hosts_it_is_for() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("c");
        let hosts = |content: &str, class: &str| {
            std::fs::write(&f, content).unwrap();
            credential_hosts(&f, class)
        };
        let npm = hosts(
            "registry=https://registry.example.com/\n//registry.example.com/:_authToken=npm_x\n@acme:registry=https://npm.acme.example.com/\n",
            "npm-token",
        );
        assert!(
            npm.contains(&"registry.example.com".to_string())
                && npm.contains(&"npm.acme.example.com".to_string()),
            "{npm:?}"
        );
        assert_eq!(hosts("machine github.com login me password p4ss\n", "netrc"), ["github.com"]);
        assert_eq!(hosts("https://me:ghp_x@git.example.com\n", "git-credentials"), ["git.example.com"]);
        assert_eq!(hosts("{\"auths\": {\"ghcr.io\": {\"auth\": \"eA==\"}}}", "docker-config"), ["ghcr.io"]);
        assert_eq!(hosts("db.internal.example:5432:app:deploy:pw\n", "pgpass"), ["db.internal.example"]);
        assert!(
            hosts("[default]\naws_secret_access_key = x\n", "aws-credentials")
                .contains(&"amazonaws.com".to_string())
        );
        assert!(hosts("IdentityFile ~/.ssh/id_ed25519.pub\n", "ssh-config").is_empty());
        // A file holding the secret alone is for the hosts of the configuration beside it that
        // names it; a configuration that does not name it says nothing of it.
        let cal = tempfile::tempdir().unwrap();
        let pass = cal.path().join("work.pass");
        std::fs::write(&pass, "hunter2-cal-Zq8Wm3\n").unwrap();
        std::fs::write(cal.path().join("other.toml"), "url = \"http://elsewhere.example.test/\"\n").unwrap();
        assert!(credential_hosts(&pass, "secret-file").is_empty());
        std::fs::write(
            cal.path().join("config.toml"),
            "[calendar.work]\nurl = \"http://cal.example.test/dav/work.ics\"\npassword_file = \"~/.config/calsync/work.pass\"\n",
        )
        .unwrap();
        assert_eq!(credential_hosts(&pass, "secret-file"), ["cal.example.test"]);
        assert!(host_matches("s3.eu-west-1.amazonaws.com.", "amazonaws.com"));
        assert!(!host_matches("evilamazonaws.com", "amazonaws.com"));
    }

    #[test]
    fn disguised_values_are_found_however_they_are_wrapped() {
        use base64::Engine;
        let dir = tempfile::tempdir().unwrap();
        let secret = "ghp_R8tY2uI9oP3aS5dF7gH1jK4lZ6xC0vB2nM8q";
        let file = dir.path().join(".git-credentials");
        std::fs::write(&file, format!("https://me:{secret}@github.com\n")).unwrap();
        let protected = [Protected { path: file.clone(), class: "github-token" }];
        let out = dir.path().join("out");
        let err = dir.path().join("err");
        std::fs::write(&err, "").unwrap();
        let b64 = |d: &[u8]| base64::engine::general_purpose::STANDARD.encode(d);
        let whole = std::fs::read(&file).unwrap();
        let wrapped: String =
            b64(&whole).as_bytes().chunks(76).map(|c| String::from_utf8_lossy(c) + "\n").collect();
        let rev: String = secret.chars().rev().collect();
        let hex: String = secret.bytes().map(|b| format!("{b:02x}")).collect();
        for (shown, form) in [
            (b64(secret.as_bytes()), "base64"),
            (b64(format!("x{secret}").as_bytes()), "base64"),
            (b64(format!("xy{secret}yx").as_bytes()), "base64"),
            (b64(&whole), "base64"),
            (wrapped.clone(), "base64"),
            (hex.clone(), "hex"),
            (hex.to_uppercase(), "hex"),
            (rev, "reversed"),
            (secret[..20].to_string(), "partial"),
        ] {
            std::fs::write(&out, format!("config check\n{shown}\ndone\n")).unwrap();
            let d = disclosures(&protected, &out, &err, &[], dir.path());
            assert_eq!(d.len(), 1, "{form}: {shown}");
            assert_eq!(d[0].form.as_deref(), Some(form), "{shown}");
        }
        std::fs::write(&out, format!("token {secret}\n")).unwrap();
        assert_eq!(disclosures(&protected, &out, &err, &[], dir.path())[0].form, None);
        // Nothing of it: the host name, the user, a different token of the same shape.
        std::fs::write(&out, "https://me@github.com ghp_Wq3Lm8Nz5Xc7Vb1Kj4Hg6Fd9Sa2Po0Iu5Yt7R\n").unwrap();
        assert!(disclosures(&protected, &out, &err, &[], dir.path()).is_empty());
    }

    #[test]
    fn a_disclosure_says_which_sections_of_its_source_its_values_came_from() {
        let dir = tempfile::tempdir().unwrap();
        let creds = dir.path().join("credentials");
        std::fs::write(
            &creds,
            "[default]\naws_access_key_id = AKIAZ7QWERTYUIOPASDF\naws_secret_access_key = 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\n\n\
             [profile staging]\naws_access_key_id = AKIAQ2WSXCDERFVBGTYH\naws_secret_access_key = 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\n",
        )
        .unwrap();
        let env = dir.path().join("plain.env");
        std::fs::write(&env, "API_TOKEN=Zq8Wm3Xn5Vb7Kp2Lr9Ts4Yu6Hd1Gf0Je3Ca8Bx\n").unwrap();
        let protected = vec![
            Protected { path: creds, class: "aws-credentials" },
            Protected { path: env, class: "dotenv" },
        ];
        let (out, err) = (dir.path().join("out"), dir.path().join("err"));
        std::fs::write(&err, "").unwrap();
        let sections = |shown: &str| {
            std::fs::write(&out, shown).unwrap();
            let d = disclosures(&protected, &out, &err, &[], dir.path());
            d.into_iter().map(|d| (d.class, d.sections)).collect::<Vec<_>>()
        };
        assert_eq!(
            sections("key=AKIAQ2WSXCDERFVBGTYH secret=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\n"),
            [("aws-credentials".to_string(), vec!["staging".to_string()])]
        );
        assert_eq!(
            sections("AKIAQ2WSXCDERFVBGTYH q8Vd3kP1xLmN7bR2sT5uW9yZ0aC4eG6hJ8kM1nQ3\n"),
            [("aws-credentials".to_string(), vec!["default".to_string(), "staging".to_string()])]
        );
        // A file with no sections: none to name.
        assert_eq!(
            sections("Zq8Wm3Xn5Vb7Kp2Lr9Ts4Yu6Hd1Gf0Je3Ca8Bx\n"),
            [("dotenv".to_string(), Vec::<String>::new())]
        );
    }

    /// A throwaway key made for this test only.
    const TEST_KEY: &str = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACAN2SXpQtar2vTrfjbjfheOJ8kCjOvW0pT3a7RLFaiJmQAAAJggHCyDIBws\ngwAAAAtzc2gtZWQyNTUxOQAAACAN2SXpQtar2vTrfjbjfheOJ8kCjOvW0pT3a7RLFaiJmQ\nAAAEAiBDXPkewLWOe6i6QTF1s+oCc6h6xghmMY32JygoA21Q3ZJelC1qva9Ot+NuN+F44n\nyQKM69bSlPdrtEsVqImZAAAAD2RldkBleGFtcGxlLmNvbQECAwQFBg==\n-----END OPENSSH PRIVATE KEY-----\n";

    #[test]
    fn text_of_the_public_key_file_beside_a_private_key_is_no_secret_and_without_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let blob = "AAAAC3NzaC1lZDI1NTE5AAAAIGr1mTe5DucmOlXNYNJqr8OxHhzjWY9oTqEp1OBSgHeI3";
        // A key whose body carries the public text as is, at no alignment its structure
        // decodes to: only the file beside it says that text is public.
        let key = dir.path().join("id_ed25519");
        std::fs::write(
            &key,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n\
                 AAAAEB7hQm2cR9sLpVx4TnY0aKfJ3eWdG8uZ1oIqNbHvXy5Ymr1mTe5DucmOlXNYNJqr8Ox\n\
                 HhzjWY9oTqEp1OBSgHeI3AAAAEGphbmFAd29ya3N0YXRpb24BAgMEBQ==\n-----END OPENSSH PRIVATE KEY-----\n",
        )
        .unwrap();
        let protected = [Protected { path: key.clone(), class: "ssh-private-key" }];
        let (out, err) = (dir.path().join("out"), dir.path().join("err"));
        std::fs::write(&err, "").unwrap();
        std::fs::write(&out, format!("ssh-ed25519 {blob} jana@workstation\n")).unwrap();
        // No file beside it: a piece of the key's text is a piece of the key.
        assert!(!disclosures(&protected, &out, &err, &[], dir.path()).is_empty());
        std::fs::write(dir.path().join("id_ed25519.pub"), format!("ssh-ed25519 {blob} jana@workstation\n"))
            .unwrap();
        assert!(disclosures(&protected, &out, &err, &[], dir.path()).is_empty());
        // The private lines still are secret.
        std::fs::write(&out, "AAAAEB7hQm2cR9sLpVx4TnY0aKfJ3eWdG8uZ1oIqNbHvXy5Ymr1mTe5DucmOlXNYNJqr8Ox\n")
            .unwrap();
        assert!(!disclosures(&protected, &out, &err, &[], dir.path()).is_empty());
    }

    #[test]
    fn the_public_half_of_a_private_key_is_no_secret() {
        let key = TEST_KEY.as_bytes();
        let public = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA3ZJelC1qva9Ot+NuN+F44nyQKM69bSlPdrtEsVqImZ dev@example.com";
        let b64 = public.split(' ').nth(1).unwrap();
        assert_eq!(public_texts(key), vec![b64.as_bytes().to_vec()]);
        let patterns = patterns_of("ssh-private-key", key);
        assert!(!patterns.is_empty());
        let hit =
            |text: &[u8]| patterns.iter().any(|(_, v)| text.windows(v.len()).any(|w| w == v.as_slice()));
        // `cat id_ed25519.pub`, an authorized_keys or allowed_signers line: nothing of the secret.
        assert!(!hit(public.as_bytes()));
        assert!(!hit(format!("dev@example.com namespaces=\"git\" {public}\n").as_bytes()));
        // The private key's own lines still are.
        let body: Vec<&str> = TEST_KEY.lines().filter(|l| !l.starts_with("-----")).collect();
        assert!(hit(body[3].as_bytes()), "{}", body[3]);
        assert!(hit(TEST_KEY.as_bytes()));
        assert!(public_texts(b"-----BEGIN OPENSSH PRIVATE KEY-----\nnot base64\n").is_empty());
    }
}
