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

/// The lines of a protected file that would identify it if they appeared elsewhere: long enough
/// to be specific, armor lines (`-----BEGIN ...`) and comments aside, and for `key = value`
/// lines the value alone too.
pub fn needles(content: &[u8]) -> Vec<Vec<u8>> {
    let mut v = Vec::new();
    for line in content.split(|b| *b == b'\n') {
        let t = trim(line);
        if t.len() < MIN_NEEDLE || t.starts_with(b"-----") || t.starts_with(b"#") {
            continue;
        }
        v.push(t.to_vec());
        if let Some(i) = t.iter().position(|b| *b == b'=' || *b == b':') {
            let val = trim(&t[i + 1..]);
            let val = val.strip_prefix(b"\"").unwrap_or(val);
            let val = val.strip_suffix(b"\"").unwrap_or(val);
            if val.len() >= MIN_NEEDLE {
                v.push(val.to_vec());
            }
        }
        if v.len() > 400 {
            break;
        }
    }
    v
}

fn trim(b: &[u8]) -> &[u8] {
    let s = b.iter().position(|c| !c.is_ascii_whitespace()).unwrap_or(b.len());
    let e = b.iter().rposition(|c| !c.is_ascii_whitespace()).map(|i| i + 1).unwrap_or(s);
    &b[s..e.max(s)]
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
    let mut out: Vec<Disclosure> = Vec::new();
    let mut scan = |data: &[u8], into: String| {
        for m in ac.find_iter(data) {
            let p = &protected[owner[m.pattern().as_usize()]];
            if !out.iter().any(|d| d.source == p.path && d.into == into) {
                out.push(Disclosure {
                    source: p.path.clone(),
                    class: p.class.to_string(),
                    into: into.clone(),
                });
            }
        }
    };
    if let Some(d) = read_bounded(stdout, MAX_SCAN) {
        scan(&d, "stdout".into());
    }
    if let Some(d) = read_bounded(stderr, MAX_SCAN) {
        scan(&d, "stderr".into());
    }
    for f in files {
        if !matches!(
            f.transition,
            Transition::Created | Transition::Modified | Transition::Renamed | Transition::Replaced
        ) {
            continue;
        }
        // A protected file moved or copied as a whole is not "appearing elsewhere" by itself
        // only if it stays one of the protected paths.
        if protected.iter().any(|p| p.path == f.path) {
            continue;
        }
        if let Some(after) = &f.after_content {
            if let Some(d) = read_bounded(after, MAX_SCAN) {
                scan(&d, f.display());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn needles_skip_armor_and_short_lines_and_split_values() {
        let n = needles(b"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n[default]\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG\nregion=us-east-1\n");
        assert!(n.contains(&b"b3BlbnNzaC1rZXktdjEAAAAA".to_vec()));
        assert!(n.contains(&b"wJalrXUtnFEMI/K7MDENG".to_vec()));
        assert!(!n.iter().any(|x| x.starts_with(b"-----") || x == b"[default]" || x == b"us-east-1"));
    }
}
