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
            v.push(val.to_vec());
        }
    }
    for f in foresee_report::credentials::find_high_entropy(&text) {
        v.push(text.as_bytes()[f.start..f.end].to_vec());
    }
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('#') {
            continue;
        }
        // .pgpass: host:port:db:user:password
        let fields: Vec<&str> = t.split(':').collect();
        if fields.len() == 5 && fields[4].len() >= 6 {
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
    v.retain(|n| n.len() >= MIN_NEEDLE.min(8));
    v.sort();
    v.dedup();
    v.truncate(400);
    v
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
        for f in foresee_report::credentials::find(&text) {
            known.push((text.as_bytes()[f.start..f.end].to_vec(), p.class));
        }
        for n in needles(&content) {
            known.push((n, p.class));
        }
    }
    foresee_report::credentials::remember(known);
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
    let mut patterns: Vec<Vec<u8>> = Vec::new();
    let mut owner: Vec<usize> = Vec::new();
    for (i, p) in protected.iter().enumerate() {
        if std::fs::metadata(&p.path).map(|m| m.len() > MAX_SECRET_FILE).unwrap_or(true) {
            continue;
        }
        let Some(content) = read_bounded(&p.path, MAX_SECRET_FILE) else { continue };
        for n in needles(&content) {
            patterns.push(n);
            owner.push(i);
        }
    }
    if patterns.is_empty() {
        return Vec::new();
    }
    // A non-contiguous NFA builds in microseconds; a DFA would cost a millisecond per command.
    let Ok(ac) =
        AhoCorasick::builder().kind(Some(aho_corasick::AhoCorasickKind::NoncontiguousNFA)).build(&patterns)
    else {
        return Vec::new();
    };
    // The protected files whose values appear in `data`.
    let sources = |data: &[u8]| -> Vec<usize> {
        let mut v: Vec<usize> = ac.find_iter(data).map(|m| owner[m.pattern().as_usize()]).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let mut out: Vec<Disclosure> = Vec::new();
    let mut add = |i: usize, into: &str| {
        let p = &protected[i];
        if !out.iter().any(|d| d.source == p.path && d.into == into) {
            out.push(Disclosure {
                source: p.path.clone(),
                class: p.class.to_string(),
                into: into.to_string(),
            });
        }
    };
    for (stream, name) in [(stdout, "stdout"), (stderr, "stderr")] {
        if let Some(d) = read_bounded(stream, MAX_SCAN) {
            for i in sources(&d) {
                add(i, name);
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
        for i in sources(&d) {
            if into_secret_file && protected[i].path.starts_with(workspace) {
                continue;
            }
            add(i, &f.display());
        }
    }
    out
}

#[cfg(test)]
mod tests {
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
        let p = needles(b"db.local:5432:app:deploy:s3cr3t-pass\n");
        assert!(p.contains(&b"s3cr3t-pass".to_vec()));
    }
}
