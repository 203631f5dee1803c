//! The credential classifier: finds secrets by their shape and says which class they are, never
//! what they are. Everything text-like that enters a report (output excerpts, diffs, the command
//! line) passes through [`redact`], which replaces each value with its class in brackets.

use regex::Regex;
use std::sync::OnceLock;

/// A credential found in some text: its class and where (byte range).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub class: &'static str,
    pub start: usize,
    pub end: usize,
}

struct Pattern {
    class: &'static str,
    re: &'static str,
    /// Capture group holding the secret itself (0 = the whole match).
    group: usize,
}

const PATTERNS: &[Pattern] = &[
    Pattern {
        class: "private-key",
        re: r"-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----|\z)",
        group: 0,
    },
    Pattern {
        class: "aws-access-key-id",
        re: r"(?-u:\b)((?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16})(?-u:\b)",
        group: 1,
    },
    Pattern {
        class: "aws-secret-access-key",
        re: r#"(?i)aws_?secret_?access_?key\s*[=:]\s*["']?([A-Za-z0-9/+=]{40})(?-u:\b)"#,
        group: 1,
    },
    Pattern {
        class: "github-token",
        re: r"(?-u:\b)((?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{50,255})(?-u:\b)",
        group: 1,
    },
    Pattern { class: "gitlab-token", re: r"(?-u:\b)(glpat-[A-Za-z0-9_\-]{20,})(?-u:\b)", group: 1 },
    Pattern { class: "slack-token", re: r"(?-u:\b)(xox[abposr]-[A-Za-z0-9-]{10,})(?-u:\b)", group: 1 },
    // Publishable keys (`pk_live_...`) are made to be put in web pages: no credential.
    Pattern {
        class: "stripe-key",
        re: r"(?-u:\b)((?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,})(?-u:\b)",
        group: 1,
    },
    Pattern { class: "google-api-key", re: r"(?-u:\b)(AIza[0-9A-Za-z_\-]{35})(?-u:\b)", group: 1 },
    Pattern {
        class: "jwt",
        re: r"(?-u:\b)(eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})(?-u:\b)",
        group: 1,
    },
    Pattern {
        class: "url-credentials",
        re: r"[a-zA-Z][a-zA-Z0-9+.\-]*://[^\s:/@]+:([^\s@/]{4,})@",
        group: 1,
    },
    Pattern {
        class: "bearer-token",
        re: r"(?i)(?-u:\b)authorization:\s*(?:bearer|token|basic)\s+([A-Za-z0-9_\-.=+/]{12,})",
        group: 1,
    },
    Pattern {
        class: "secret-assignment",
        // `auth` alone or before a separator (`auth`, `auth_key`, `oauth-token`), not `author`.
        re: r#"(?i)(?-u:\b)[A-Z0-9_.\-]*(?:(?:secret|token|passwd|password|pwd|api[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret)[A-Z0-9_.\-]*|auth(?:[_.\-][A-Z0-9_.\-]*)?)["']?\s*[=:]\s*["']?([^\s"']{6,})"#,
        group: 1,
    },
];

/// Values of a `password: ...` shape that say something about the secret, not what it is: a
/// status line (`auth: password set (hidden)`, `token: present`) or a placeholder.
const PLACEHOLDERS: &[&str] = &[
    "true",
    "false",
    "none",
    "null",
    "nil",
    "changeme",
    "example",
    "required",
    "optional",
    "present",
    "missing",
    "absent",
    "set",
    "unset",
    "hidden",
    "masked",
    "redacted",
    "configured",
    "enabled",
    "disabled",
    "provided",
    "supplied",
    "found",
    "valid",
    "invalid",
    "expired",
    "empty",
    "default",
    "password",
    "passwords",
    "token",
    "tokens",
    "secret",
    "secrets",
    "required.",
    "yes",
    "no",
    "ok",
    "available",
    "unavailable",
    "loaded",
    "stored",
    "saved",
    "cached",
    "detected",
    "needed",
    "undefined",
    "placeholder",
    "your_password",
    "your_token",
    "your-api-key",
    "your_api_key",
];

/// Literals at least one of which every pattern's match contains (compared without case): text
/// with none of them cannot hold a credential by shape, and skips the regular expressions.
const ANCHORS: &[&str] = &[
    "-----begin ",
    "akia",
    "asia",
    "agpa",
    "aida",
    "aroa",
    "anpa",
    "anva",
    "aipa",
    "ghp_",
    "gho_",
    "ghu_",
    "ghs_",
    "ghr_",
    "github_pat_",
    "glpat-",
    "xox",
    "_live_",
    "_test_",
    "aiza",
    "eyj",
    "://",
    "auth",
    "secret",
    "token",
    "passwd",
    "password",
    "pwd",
    "apikey",
    "api_key",
    "api-key",
    "accesskey",
    "access_key",
    "access-key",
    "privatekey",
    "private_key",
    "private-key",
];

fn may_match(text: &str) -> bool {
    static A: OnceLock<Option<aho_corasick::AhoCorasick>> = OnceLock::new();
    // An NFA: built in microseconds, and the texts are short.
    let build = || {
        aho_corasick::AhoCorasick::builder()
            .ascii_case_insensitive(true)
            .kind(Some(aho_corasick::AhoCorasickKind::NoncontiguousNFA))
            .build(ANCHORS)
            .ok()
    };
    A.get_or_init(build).as_ref().is_none_or(|a| a.is_match(text))
}

/// All patterns as one automaton: one pass tells whether any could match.
fn any_set() -> Option<&'static regex::RegexSet> {
    static S: OnceLock<Option<regex::RegexSet>> = OnceLock::new();
    S.get_or_init(|| regex::RegexSet::new(PATTERNS.iter().map(|p| p.re)).ok()).as_ref()
}

/// Pattern `i`, compiled on first need: most text matches none, and compiling all of them
/// costs milliseconds a command should not pay.
fn compiled(i: usize) -> Option<&'static Regex> {
    static C: OnceLock<Vec<OnceLock<Option<Regex>>>> = OnceLock::new();
    let slots = C.get_or_init(|| PATTERNS.iter().map(|_| OnceLock::new()).collect());
    slots.get(i)?.get_or_init(|| Regex::new(PATTERNS[i].re).ok()).as_ref()
}

/// Shannon entropy per character of `s` (bits).
pub fn entropy(s: &str) -> f64 {
    let mut counts = [0u32; 256];
    for b in s.bytes() {
        counts[b as usize] += 1;
    }
    let n = s.len() as f64;
    if n == 0.0 {
        return 0.0;
    }
    counts
        .iter()
        .filter(|c| **c > 0)
        .map(|c| {
            let p = *c as f64 / n;
            -p * p.log2()
        })
        .sum()
}

/// Values known to be secret because they were read from a protected file: found wherever they
/// appear, whatever their shape.
struct Known {
    automaton: aho_corasick::AhoCorasick,
    classes: Vec<&'static str>,
}

static KNOWN: std::sync::RwLock<Option<Known>> = std::sync::RwLock::new(None);

/// Remembers secret values (with their class) for the rest of the process: every later
/// redaction removes them too.
pub fn remember(secrets: Vec<(Vec<u8>, &'static str)>) {
    let secrets: Vec<(Vec<u8>, &'static str)> = secrets.into_iter().filter(|(s, _)| s.len() >= 8).collect();
    if secrets.is_empty() {
        return;
    }
    let (values, classes): (Vec<Vec<u8>>, Vec<&'static str>) = secrets.into_iter().unzip();
    let Ok(automaton) = aho_corasick::AhoCorasick::builder()
        .kind(Some(aho_corasick::AhoCorasickKind::NoncontiguousNFA))
        .match_kind(aho_corasick::MatchKind::LeftmostLongest)
        .build(&values)
    else {
        return;
    };
    if let Ok(mut k) = KNOWN.write() {
        *k = Some(Known { automaton, classes });
    }
}

fn known(text: &str) -> Vec<Found> {
    let Ok(k) = KNOWN.read() else { return Vec::new() };
    let Some(k) = k.as_ref() else { return Vec::new() };
    k.automaton
        .find_iter(text)
        .map(|m| Found { class: k.classes[m.pattern().as_usize()], start: m.start(), end: m.end() })
        .collect()
}

fn have_known() -> bool {
    KNOWN.read().map(|k| k.is_some()).unwrap_or(false)
}

/// Every credential in `text`, earliest first, without overlaps.
pub fn find(text: &str) -> Vec<Found> {
    find_with(text, text.len() > WINDOWED_ABOVE)
}

fn find_with(text: &str, windowed: bool) -> Vec<Found> {
    let mut v: Vec<Found> = known(text);
    if !windowed {
        patterns_in(text, 0, &mut v);
    } else {
        for (start, end) in windows(text) {
            patterns_in(&text[start..end], start, &mut v);
        }
    }
    v.sort_by_key(|f| (f.start, std::cmp::Reverse(f.end)));
    let mut out: Vec<Found> = Vec::new();
    for f in v {
        if out.last().is_some_and(|l| f.start < l.end) {
            continue;
        }
        out.push(f);
    }
    out
}

/// Texts longer than this (a build log, a listing of a tree) are searched only around the
/// literals the patterns need: the regular expressions cost about 10 ms per MiB of text.
const WINDOWED_ABOVE: usize = 64 * 1024;

/// The parts of `text` where a pattern could match, as byte ranges on line boundaries, in
/// order and apart. Every pattern's match starts on the line of one of its literals (the
/// literal itself, or a name or scheme just before it on that line); it can run on over
/// blank space into the next line that holds anything (`password:` then the value below it),
/// and a private key runs on to its end marker.
fn windows(text: &str) -> Vec<(usize, usize)> {
    static A: OnceLock<Option<aho_corasick::AhoCorasick>> = OnceLock::new();
    // A DFA this time: it takes 0.15 ms to build, and searches a long text four times as fast
    // as the NFA.
    let build = || {
        aho_corasick::AhoCorasick::builder()
            .ascii_case_insensitive(true)
            .kind(Some(aho_corasick::AhoCorasickKind::DFA))
            .build(ANCHORS)
            .ok()
    };
    let bytes = text.as_bytes();
    let Some(anchors) = A.get_or_init(build).as_ref() else { return vec![(0, text.len())] };
    let line_end =
        |from: usize| memchr::memchr(b'\n', &bytes[from..]).map(|i| from + i + 1).unwrap_or(bytes.len());
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut resume = 0;
    for m in anchors.find_iter(text) {
        if m.start() < resume {
            continue;
        }
        let start = memchr::memrchr(b'\n', &bytes[..m.start()]).map(|i| i + 1).unwrap_or(0);
        let mut end = line_end(m.start());
        if ANCHORS[m.pattern().as_usize()] == "-----begin " {
            // To the end marker's line, or the end of the text (an unterminated key).
            end = memchr::memmem::find(&bytes[m.end()..], b"-----END ")
                .map(|i| line_end(m.end() + i))
                .unwrap_or(bytes.len());
        } else {
            // Blank lines, then the next line with something on it.
            while end < bytes.len() {
                let next = line_end(end);
                let blank = bytes[end..next].iter().all(|b| b.is_ascii_whitespace());
                end = next;
                if !blank {
                    break;
                }
            }
        }
        match out.last_mut() {
            Some(last) if start <= last.1 => last.1 = last.1.max(end),
            _ => out.push((start, end)),
        }
        resume = end;
    }
    out
}

/// The shape patterns' matches in `text`, which starts at byte `offset` of the whole.
fn patterns_in(text: &str, offset: usize, v: &mut Vec<Found>) {
    let hits: Vec<usize> = if !may_match(text) {
        Vec::new()
    } else {
        match any_set() {
            Some(set) => set.matches(text).into_iter().collect(),
            None => (0..PATTERNS.len()).collect(),
        }
    };
    // A blank value (`AWS_SECRET_ACCESS_KEY=` of a template) takes nothing from the next line
    // when that line is an assignment of its own: its `=` is read as no separator.
    let blanked = blank_assignments(text);
    for (i, p) in PATTERNS.iter().enumerate() {
        if !hits.contains(&i) {
            continue;
        }
        let Some(re) = compiled(i) else { continue };
        let hay = if p.class == "secret-assignment" { blanked.as_ref() } else { text };
        for c in re.captures_iter(hay) {
            let Some(m) = c.get(p.group).or_else(|| c.get(0)) else { continue };
            let mut val = m.as_str();
            if p.class == "secret-assignment" {
                // A value ends at an escaped line break (`"KEY=old\nDEBUG=1\n"` in a string
                // literal, a JSON-encoded log line): what follows is the next line.
                if let Some(cut) = ["\\n", "\\r", "\\t"].iter().filter_map(|e| val.find(e)).min() {
                    val = &val[..cut];
                }
                if val.len() < 6 {
                    continue;
                }
            }
            let end = m.start() + val.len();
            let lower = val.to_ascii_lowercase();
            // Shown cut or masked (`npm_…(40 chars)`, `ghp_ab...yz`, `sk_****1234`,
            // `postgres://app:[REDACTED]@db`): what is left is no secret, whatever its shape.
            let masked = val.contains('…')
                || val.contains("...")
                || val.contains("***")
                || lower.contains("redacted")
                || lower.contains("masked")
                || (val.starts_with('[') && val.ends_with(']'))
                || (val.starts_with('<') && val.ends_with('>'));
            if masked && p.class != "private-key" {
                continue;
            }
            if p.class == "secret-assignment" {
                // A value that reads like a word or a placeholder is not a secret.
                let placeholder = PLACEHOLDERS.contains(&lower.trim_end_matches(['.', ',', ';', ')']))
                    || val.starts_with('$')
                    || val.starts_with('<')
                    || val.starts_with('{')
                    || val.starts_with('[')
                    || val.chars().all(|c| matches!(c, '*' | 'x' | 'X' | '#' | '.' | '-' | '•'))
                    || constant_name(val);
                let quoted = m.start() > 0 && matches!(text.as_bytes()[m.start() - 1], b'"' | b'\'');
                // A name that says it holds where the secret is (`token_file`, `AccessKeyFile`,
                // `SECRET_KEY_PATH`), or a value that is a path: the place, not the secret.
                let whole = c.get(0).map(|w| w.as_str()).unwrap_or("");
                let key = whole[..whole.len().saturating_sub(m.as_str().len())]
                    .trim_end_matches(|c: char| c.is_whitespace() || matches!(c, '=' | ':' | '"' | '\''))
                    .to_ascii_lowercase();
                let names_a_place = ["file", "path", "dir", "location"].iter().any(|w| key.ends_with(w));
                // `auth` alone labels a step as often as it names a value (`e2e auth: storage
                // state for ...`, `auth: ok`): a plain lower-case word after it is prose.
                let auth_label = key.rsplit(|c: char| !c.is_ascii_alphanumeric()).next() == Some("auth")
                    && val.bytes().all(|b| b.is_ascii_lowercase());
                if placeholder
                    || auth_label
                    || names_a_place && path_shaped(val)
                    || path_shaped(val) && val.starts_with('~')
                    || (entropy(val) < 2.5 && val.len() < 20)
                    || code_shaped(val, quoted)
                {
                    continue;
                }
            }
            v.push(Found { class: p.class, start: offset + m.start(), end: offset + end });
        }
    }
}

/// `text` with the separator of each blank assignment (a line that ends in `=` or `:`) whose
/// next line that is not blank is an assignment itself (`NAME=`, `name:`) replaced by a space:
/// the same length, so every offset holds. A value given on a later line (`db_password:` over
/// an indented value) is left as it is.
fn blank_assignments(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains("=\n") && !text.contains(":\n") {
        return std::borrow::Cow::Borrowed(text);
    }
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let is_assignment = |l: &str| {
        let l = l.trim_start();
        let name_end = l.find(['=', ':']).unwrap_or(0);
        name_end > 0
            && l[..name_end]
                .trim_end()
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
    };
    let mut out = String::with_capacity(text.len());
    for (i, l) in lines.iter().enumerate() {
        let body = l.trim_end_matches(['\n', '\r', ' ', '\t']);
        let next = lines[i + 1..].iter().find(|n| !n.trim().is_empty());
        if (body.ends_with('=') || body.ends_with(':')) && next.is_some_and(|n| is_assignment(n)) {
            out.push_str(&body[..body.len() - 1]);
            out.push(' ');
            out.push_str(&l[body.len()..]);
        } else {
            out.push_str(l);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Whether a value is a file's path: `~/...`, `/...` or `./...`, segments of letters, digits,
/// `.`, `_` and `-` only, none longer than 64 characters.
fn path_shaped(val: &str) -> bool {
    let v = val.trim_end_matches([',', ';', ')']);
    let rest = v.strip_prefix("~/").or_else(|| v.strip_prefix("./")).or_else(|| v.strip_prefix('/'));
    rest.is_some_and(|r| {
        !r.is_empty()
            && r.split('/').all(|seg| {
                seg.len() <= 64
                    && seg.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
            })
    })
}

/// Whether a value is a constant's name, upper case words joined by `_` (`DEPLOY_CMDS` after
/// sudoers' `NOPASSWD:`, `SECRET_KEY_FILE`): a name of something, not a random secret; a key
/// with digits in its words (`AKIAZ7QWERTY...`) is none.
fn constant_name(val: &str) -> bool {
    let v = val.trim_end_matches([',', ';', ')']);
    v.contains('_')
        && v.split('_').all(|w| !w.is_empty() && w.len() <= 12 && w.chars().all(|c| c.is_ascii_uppercase()))
}

/// Whether an unquoted value after a secret-sounding name is source code, not a value: a path
/// (`Tokens::default()`, the name followed by `::`), a call, a field or a generic type
/// (`get_token(cfg)?;`, `self.secret_key.clone()`, `Option<String>,`), or a type in a field
/// declaration (`api_key: String,`), every name in it made of words. Source lines in a
/// compiler's diagnostics, `cat` of a source file or `git grep` are code; a credential is
/// random (`Xk9fQ2mZ7pLr4TbN` has no words), and a quoted one is a string literal, judged by
/// its shape as ever unless it holds a call of words (a script in a string).
fn code_shaped(val: &str, quoted: bool) -> bool {
    const DELIMITERS: &[char] = &[
        ':', '.', '<', '>', '(', ')', '&', '[', ']', '?', ',', ';', '!', '*', '|', '{', '}', '`', '=', '/',
        '~', '-',
    ];
    let names: Vec<&str> = val.split(DELIMITERS).filter(|p| !p.is_empty()).collect();
    let all_words = !names.is_empty()
        && names.iter().all(|n| wordlike(n) || (n.len() <= 4 && n.bytes().all(|b| b.is_ascii_digit())));
    if !all_words {
        return false;
    }
    let body = val.trim_end_matches([',', ';', ')', '`']);
    // A dotted or dashed name alone (`correct.horse.battery`) may be a passphrase: only a
    // call, a path of the language or of the file system, a closure or a block makes it code.
    let syntax = val.starts_with([':', '&', '/', '`'])
        || val.starts_with("~/")
        || val.starts_with("./")
        || ["::", "(", "<", "|", "{"].iter().any(|s| body.contains(s));
    if quoted {
        // A string literal is a value unless it holds a call of words (a script in a string,
        // `"polkit.addRule(function(action, ..."`): a password may hold a dot or a colon.
        return body.contains('(') || body.contains("::");
    }
    // `api_key: String,`, `secret_in_report: s.secret_in_report,`, `t = no_auth_default;`:
    // words ending a declaration or a statement; `SETENV:`, a label.
    let declared = (body.len() < val.len() || names.len() == 1 && body.ends_with(':'))
        && !body.bytes().any(|b| b.is_ascii_digit());
    syntax || declared
}

/// Whether an identifier is made of words (`secret_key`, `HashMap`, `get_token`, `utf8`,
/// `DEFAULT_TOKEN`): split at `_` and at case changes, each part letters with at most a few
/// digits after them, no more than one of a single letter, and every part of four letters or
/// more with a vowel (or a short acronym, `HTTP`). A random string fails one of these (`Xk9fQ2mZ7pLr4TbN`, `kQmZpLrTbNvW`).
fn wordlike(ident: &str) -> bool {
    if !ident.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        || !ident.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
    {
        return false;
    }
    let mut parts: Vec<String> = Vec::new();
    for chunk in ident.split('_').filter(|c| !c.is_empty()) {
        let chars: Vec<char> = chunk.chars().collect();
        let mut cur = String::new();
        for (i, &c) in chars.iter().enumerate() {
            // A new part at `aB`, and at the last capital of a run before a small letter
            // (`HTTPServer`: `HTTP`, `Server`).
            let boundary = i > 0
                && c.is_ascii_uppercase()
                && (chars[i - 1].is_ascii_lowercase()
                    || chars[i - 1].is_ascii_digit()
                    || chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase())
                        && chars[i - 1].is_ascii_uppercase());
            if boundary && !cur.is_empty() {
                parts.push(std::mem::take(&mut cur));
            }
            cur.push(c);
        }
        if !cur.is_empty() {
            parts.push(cur);
        }
    }
    let mut single = 0;
    for p in &parts {
        let letters = p.trim_end_matches(|c: char| c.is_ascii_digit());
        if letters.is_empty() || letters.bytes().any(|b| b.is_ascii_digit()) || p.len() - letters.len() > 3 {
            return false;
        }
        if letters.len() == 1 {
            single += 1;
        }
        let vowel = letters.bytes().any(|b| b"aeiouyAEIOUY".contains(&b));
        // An acronym (`HTTP`, `JSON`) is a word without vowels.
        let acronym = letters.len() <= 5 && letters.bytes().all(|b| b.is_ascii_uppercase());
        if letters.len() >= 4 && !vowel && !acronym {
            return false;
        }
    }
    !parts.is_empty() && single <= 1
}

/// High-entropy tokens (in files known to hold credentials): long runs of base64-ish
/// characters whose entropy is that of random data.
pub fn find_high_entropy(text: &str) -> Vec<Found> {
    // Runs of at least 20 token characters (`[A-Za-z0-9+/=_-]{20,}`), scanned directly: this
    // runs on every protected file before each command, where compiling a regex would cost
    // more than the scan.
    let token = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=' | b'_' | b'-');
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !token(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && token(bytes[i]) {
            // `NAME=value` is two words: `=` belongs to a token only as base64's padding.
            if bytes[i] == b'=' && bytes.get(i + 1).is_some_and(|&c| token(c) && c != b'=') {
                break;
            }
            i += 1;
        }
        if i == start {
            i += 1; // the `=` itself
            continue;
        }
        let run = &text[start..i];
        // Words joined by separators (`experiments/runs-baseline`) are a path or a name.
        let words = run.bytes().all(|b| b.is_ascii_lowercase() || matches!(b, b'/' | b'-' | b'_'));
        if i - start >= 20 && !words && entropy(run) >= 4.0 {
            out.push(Found { class: "high-entropy-secret", start, end: i });
        }
    }
    out
}

/// A cheap test that rules out most text before the patterns run: no remembered secret, and
/// none of the literals every pattern needs.
pub fn may_contain(text: &str) -> bool {
    have_known() || may_match(text)
}

/// `text` with every credential value replaced by `[class]`.
pub fn redact(text: &str) -> String {
    if !may_contain(text) {
        return text.to_string();
    }
    redact_found(text, &find(text))
}

/// `text` with the credentials [`find`] found in it replaced by `[class]`.
pub fn redact_found(text: &str, found: &[Found]) -> String {
    if found.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for f in found {
        out.push_str(&text[at..f.start]);
        out.push('[');
        out.push_str(f.class);
        out.push(']');
        at = f.end;
    }
    out.push_str(&text[at..]);
    out
}

/// The distinct classes found in `text`.
pub fn classes(text: &str) -> Vec<&'static str> {
    classes_of(&find(text))
}

/// The distinct classes of credentials found.
pub fn classes_of(found: &[Found]) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = found.iter().map(|f| f.class).collect();
    v.sort();
    v.dedup();
    v
}

#[cfg(test)]
pub mod fixtures {
    /// Fake but well-formed secrets of every class, for tests (never real credentials).
    pub const SECRETS: &[(&str, &str)] = &[
        ("aws-access-key-id", "AKIAZ7QWERTYUIOP3XKC"),
        ("aws-secret-access-key", "aws_secret_access_key = 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"),
        ("github-token", "ghp_R8tY2uI9oP3aS5dF7gH1jK4lZ6xC0vB2nM8q"),
        ("gitlab-token", "glpat-Xq9vT2mR8kL4pN7wB3zY"),
        ("slack-token", "xoxb-2048193847-9876543210-Qw8Er7Ty6Ui5"),
        ("stripe-key", "sk_live_51Hx9QmT8vR2pL7kN4wB3zY6c"),
        ("jwt", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTQyIiwiYWRtaW4iOnRydWV9.Qm9xZ2VzX3NpZ25hdHVyZV9oZXJl"),
        ("secret-assignment", "DATABASE_PASSWORD=Vx7#kQ2!mZp9Lr4T"),
        ("url-credentials", "postgres://deploy:Hk8Zq2Wm9Tv4@db.internal:5432/app"),
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_publishable_key_is_no_credential() {
        let classes = |t: &str| -> Vec<&str> { find(t).iter().map(|f| f.class).collect() };
        assert!(classes("const stripe = Stripe('pk_live_51Hx9QmT8vR2pL7kN4wB3zY6c');").is_empty());
        assert!(
            classes("STRIPE_PUBLISHABLE_KEY=pk_live_51Hx9QmT8vR2pL7kN4wB3zY6c").is_empty(),
            "{:?}",
            classes("STRIPE_PUBLISHABLE_KEY=pk_live_51Hx9QmT8vR2pL7kN4wB3zY6c")
        );
        assert_eq!(classes("Stripe('sk_live_51Hx9QmT8vR2pL7kN4wB3zY6c')"), ["stripe-key"]);
    }

    #[test]
    fn source_code_is_no_credential_but_a_value_in_it_is() {
        let classes = |t: &str| -> Vec<&str> { find(t).iter().map(|f| f.class).collect() };
        for code in [
            "    Ok(self.branches.push(Tokens::default()))",
            "    let t = Token::new();",
            "    api_key: String,",
            "    auth_token: Option<String>,",
            "    let secret = self.secret_key.clone();",
            "    token = get_token(cfg)?;",
            "src/lexer.rs:42:    let tokens = Tokenizer::from_source(&text);",
            "warning: unused variable: `password_hash` --> src/auth.rs:12:9",
            "    pub access_key: &'static str,",
            "    secret: HashMap<String, Vec<u8>>,",
            "    pub secret_in_report: usize,",
            "        secret_in_report: count(&|r| r.secret_in_report),",
            "    let no_auth_default = joined.lines().any(|l| {",
            "    let mut nopasswd = no_auth_default;",
            "    (\"REQUIRE_AUTH = True\\n\", \"REQUIRE_AUTH = False\\n\"),",
            "    write(&b, \"PAYMENTS_API_KEY=old\\nexport MAPS_API_KEY=m1\\nDEBUG=1\\n\")",
            "svc ALL = (root) NOPASSWD: /usr/sbin/service svc restart",
            "%ops ALL=(root) NOPASSWD:SETENV: /usr/bin/*",
            "deploy ALL=(root) NOPASSWD: DEPLOY_CMDS",
            "SECRET_KEY: SETTINGS_SECRET_KEY",
            "/// a password: `NOPASSWD:` with `ALL`",
            "        \"secret_in_report\": s.secret_in_report,",
            "    let auth = \"polkit.addRule(function(action, subject) {\";",
        ] {
            assert!(classes(code).is_empty(), "{code}: {:?}", classes(code));
        }
        for value in [
            "api_key = \"Xk9fQ2mZ7pLr4TbNq8Vd\"",
            "API_KEY=Xk9fQ2mZ7pLr4TbN",
            "token: q8Vd3kP1xLmN7bR2sT5uW9yZ",
            "password: kQmZpLrTbNvWx",
            "secret = \"Summer2024!\"",
            "password=correct.horse.battery.staple",
            "password: Summer2024,",
            "DB_PASSWORD=letmein123",
            "password = \"Tr0ub(4dor)\"",
            "password: correct.horse.battery",
            "{\"log\":\"API_KEY=Xk9fQ2mZ7pLr4TbN\\nnext\"}",
            "password=/Xk9fQ2mZ7pLr4TbN",
            "export GITHUB_TOKEN=ghp_Zq8vT2mK9pL4wR7xB3nC5dF6gH1jK0lM2nB4",
            "aws_access_key_id = AKIAZ7QWERTYUIOPASDF",
        ] {
            assert!(!classes(value).is_empty(), "{value}");
        }
        assert!(wordlike("HTTPServer") && wordlike("utf8") && wordlike("DEFAULT_TOKEN") && wordlike("cfg"));
        assert!(!wordlike("Xk9fQ2mZ7pLr4TbN") && !wordlike("kQmZpLrTbNvW"));
    }

    #[test]
    fn a_name_and_its_plain_value_are_no_high_entropy_token() {
        let spans = |t: &str| -> Vec<String> {
            find_high_entropy(t).iter().map(|f| t[f.start..f.end].to_string()).collect()
        };
        assert!(spans("TRACKING_DIR=experiments/runs\nOUT=results/baseline-model-runs\n").is_empty());
        assert_eq!(spans("API_TOKEN=Qm9xZ2VzX3NpZ25hdHVyZV9oZXJl"), ["Qm9xZ2VzX3NpZ25hdHVyZV9oZXJl"]);
        assert_eq!(
            spans("k: c2VjcmV0LXRva2VuLXZhbHVlLTEyMzQ1Ng=="),
            ["c2VjcmV0LXRva2VuLXZhbHVlLTEyMzQ1Ng=="]
        );
    }

    #[test]
    fn every_fixture_is_found_with_its_class_and_redacted() {
        for (class, secret) in fixtures::SECRETS {
            let text = format!("before {secret} after");
            let found = find(&text);
            assert!(found.iter().any(|f| f.class == *class), "{class} not found in {text:?}: {found:?}");
            let r = redact(&text);
            assert!(r.contains(&format!("[{class}]")), "{r}");
            // No long piece of the value survives.
            let value = &text[found[0].start..found[0].end];
            for w in value.as_bytes().windows(12) {
                assert!(!r.as_bytes().windows(12).any(|x| x == w), "{class}: {r}");
            }
        }
    }

    #[test]
    fn where_a_secret_is_kept_is_no_secret_and_a_value_beside_such_a_name_still_is() {
        for t in [
            "token_file = \"~/.config/ci-runner/token\"   # present, 37 bytes",
            "AccessKeyFile = \"/etc/ci-runner/cache-access-key\"",
            "SECRET_KEY_PATH=./secrets/key.pem",
            "token: ~/.config/acme/token",
        ] {
            assert!(find(t).is_empty(), "{t}");
        }
        for t in [
            "token_file = Qm9xZ2VzX3NpZ25hdHVyZV9oZXJl",
            "password=/X9kQ2+mZp/9Lr4T==",
            "api_key = /9j4kL2vQpX7",
        ] {
            assert!(!find(t).is_empty(), "{t}");
        }
    }

    #[test]
    fn a_real_value_after_a_status_word_key_is_still_found() {
        for t in
            ["auth: s3cr3tPassw0rd!", "token: present-9f8e7d6c5b4a3f2e1d0c", "x-api-key: pk_9Hq3Lm7Tz2Wv5Rn8"]
        {
            assert!(!find(t).is_empty(), "{t}");
        }
    }

    #[test]
    fn a_long_text_searched_around_its_literals_finds_what_a_whole_search_finds() {
        let filler: String = (0..3000).map(|i| format!("/usr/share/doc/pkg{i}/copyright\n")).collect();
        let mut text = String::new();
        for (_, secret) in fixtures::SECRETS {
            text.push_str(&filler[..filler.len() / 7]);
            text.push_str(&format!("value {secret} end\n"));
        }
        // A value on the next line that holds anything, past blank ones; a key over many
        // lines; an unterminated key at the very end; literals with no secret near them.
        text.push_str(&filler);
        text.push_str("db_password:\n\n   \n   Vx7kQ2mZp9Lr4TqW\n");
        text.push_str(&filler);
        text.push_str("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\nQm9ndXNrZXlsaW5lMg\n-----END OPENSSH PRIVATE KEY-----\n");
        text.push_str("the token was rotated; see https://example.com/auth for details\n");
        text.push_str(&filler);
        text.push_str("tail -----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAtail");
        assert!(text.len() > WINDOWED_ABOVE);
        let whole = find_with(&text, false);
        assert_eq!(find_with(&text, true), whole);
        assert_eq!(find(&text), whole);
        let classes = classes_of(&whole);
        for (class, _) in fixtures::SECRETS {
            assert!(classes.contains(class), "{class} missing: {classes:?}");
        }
        assert_eq!(whole.iter().filter(|f| f.class == "private-key").count(), 2);
        assert!(whole.iter().any(|f| &text[f.start..f.end] == "Vx7kQ2mZp9Lr4TqW"));
    }

    #[test]
    fn a_blank_value_takes_nothing_from_the_next_line() {
        let t = "AWS_SECRET_ACCESS_KEY=\nWANDB_API_KEY=\nHF_TOKEN=\nGITHUB_TOKEN=\n";
        assert!(find(t).is_empty(), "{:?}", find(t));
        assert!(!find("AWS_SECRET_ACCESS_KEY=\nHF_TOKEN=hf_Zq8vT2mK9pL4wR7xN3bY\n").is_empty());
    }

    #[test]
    fn auth_as_a_label_of_prose_is_no_assignment_and_an_auth_value_is() {
        for t in
            ["e2e auth: storage state for e2e-member@acme-dev.test -> e2e/.auth/user.json", "auth: success"]
        {
            assert!(find(t).is_empty(), "{t}: {:?}", find(t));
        }
        for t in ["AUTH=Zq8vT2mK9pL4wR7x", "auth: k9qm2lx8vt4rw7zp1", "password: sunshine99"] {
            assert!(!find(t).is_empty(), "{t}");
        }
    }

    #[test]
    fn a_quoted_key_of_json_or_yaml_is_an_assignment() {
        for t in [
            r#""auth_key": "7f3c9e21-fake-4b1d-a0c2-5e8d9b6a4f10:fx""#,
            r#"{"password":"Tr0ub4dor-and-3"}"#,
            r#"'api_key': 'k9Qm2Lx8Vt4Rw7Zp'"#,
        ] {
            let found = find(t);
            assert!(found.iter().any(|f| f.class == "secret-assignment"), "{t}: {found:?}");
            assert!(!redact(t).contains("4b1d-a0c2") && !redact(t).contains("Tr0ub4dor"), "{}", redact(t));
        }
    }

    #[test]
    fn masked_values_are_no_credentials_whatever_their_shape() {
        for t in [
            "dsn=postgres://shop:[REDACTED]@db.internal:5432/shop",
            "authorization: Bearer ***masked***",
            "token=ghp_ab...yz",
            "url https://ci:<token>@git.example.com/x.git",
        ] {
            assert!(find(t).is_empty(), "{t}: {:?}", find(t));
        }
        assert!(!find("dsn=postgres://shop:Lk8vQ2pXw9@db.internal:5432/shop").is_empty());
    }

    #[test]
    fn pem_blocks_are_redacted_whole() {
        let key = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB\n-----END OPENSSH PRIVATE KEY-----\n";
        let r = redact(&format!("key:\n{key}done"));
        assert_eq!(r, "key:\n[private-key]\ndone");
    }

    #[test]
    fn ordinary_text_is_left_alone() {
        for t in [
            r#""author": "dana.whitfield@acme.example.com","#,
            "authority: https://login.example.com/tenant-42",
            "password=true",
            "TOKEN=$GITHUB_TOKEN",
            "make clean && make",
            "api_key: <your key>",
            "the build took 12 seconds",
            "auth: password set (hidden)",
            "token: present",
            "GITHUB_TOKEN: missing",
            "password: ********",
            "api_key = [redacted]",
            "//registry.example.com/:_authToken=npm_…(40 chars, redacted)",
            "GITHUB_TOKEN=ghp_ab...yz",
            "STRIPE_SECRET=sk_live_****4242",
        ] {
            assert_eq!(redact(t), t);
        }
    }
}
