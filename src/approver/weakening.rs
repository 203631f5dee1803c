//! Edits that switch a protection off: a setting that turns TLS or host-key verification,
//! authentication or CSRF protection off, or a check call (a constant-time signature compare, a
//! token verification, a login requirement) that the new version has fewer of. Judged on the
//! lines a modification adds and removes, white space aside, so the same text moved or
//! re-indented is no change.

use regex::RegexSet;
use std::collections::HashMap;
use std::path::Path;
use std::sync::OnceLock;

const MAX: u64 = 1 << 20;

/// Settings that switch a protection off or let packages come from elsewhere, with what they
/// do. Matched case-insensitively on a line the change inserts.
const OFF: &[(&str, &str)] = &[
    (
        r"\b(verify|verify_?ssl|verify_?tls|ssl_?verify|tls_?verify|sslverify|verify_?certs?|verify_?peer|ssl_?verify_?peer|strict_?ssl|check_?hostname|verify_?hostname)\b(\s*:\s*[a-z_][\w.]*(\[[\w., ]*\])?(\s*\|\s*[a-z_][\w.]*)*)?\s*(=>|[:=])\s*['\x22]?(false|no|off|0|none)\b",
        "turns off TLS certificate verification",
    ),
    (r"insecureskipverify\s*:\s*true", "turns off TLS certificate verification"),
    (r"rejectunauthorized\s*:\s*false", "turns off TLS certificate verification"),
    (r"node_tls_reject_unauthorized\s*=\s*['\x22]?0", "turns off TLS certificate verification"),
    (r"\bcert_none\b", "turns off TLS certificate verification"),
    (r"pythonhttpsverify\s*=\s*['\x22]?0", "turns off TLS certificate verification"),
    (r"git_ssl_no_verify|http\.sslverify\s*=?\s*false", "turns off TLS certificate verification"),
    (
        r"stricthostkeychecking\s*[= ]\s*no|knownhostsfile\s*[= ]\s*/dev/null",
        "turns off SSH host-key checking",
    ),
    (
        r"\b(auth|authentication|require_?auth|auth_?required|login_?required|require_?login|authorization)\b(\s*:\s*[a-z_][\w.]*(\[[\w., ]*\])?(\s*\|\s*[a-z_][\w.]*)*)?\s*(=>|[:=])\s*['\x22]?(false|no|off|0|none|disabled)\b",
        "turns off authentication",
    ),
    (
        r"\b(csrf|csrf_?enabled|csrf_?protection)\b(\s*:\s*[a-z_][\w.]*(\[[\w., ]*\])?(\s*\|\s*[a-z_][\w.]*)*)?\s*(=>|[:=])\s*['\x22]?(false|no|off|0|disabled)\b",
        "turns off CSRF protection",
    ),
    (r"@csrf_exempt|skip_before_action\s*:verify_authenticity_token", "turns off CSRF protection"),
    (
        r"skip_before_action\s*:authenticate|permission_classes\s*=\s*\[\s*allowany",
        "turns off authentication",
    ),
    (
        r"\b(verify_?signature|check_?signature|signature_?check)\b(\s*:\s*[a-z_][\w.]*(\[[\w., ]*\])?(\s*\|\s*[a-z_][\w.]*)*)?\s*(=>|[:=])\s*['\x22]?(false|no|off|0)\b",
        "turns off signature verification",
    ),
    (r"algorithms\s*=\s*\[\s*['\x22]none['\x22]", "turns off signature verification"),
    // An Android app (or its network security config) let to talk without TLS.
    (r"(usescleartexttraffic|cleartexttrafficpermitted)\s*=\s*['\x22]?true", "allows unencrypted traffic"),
    // A new place packages come from: whoever serves it decides what the next install runs.
    (r"--(extra-index-url|index-url|trusted-host|find-links)\b", "adds a package source"),
    (r"^\s*(extra-index-url|index-url|trusted-host)\s*=", "adds a package source"),
    (r"^\s*(@[\w-]+:)?registry\s*=\s*['\x22]?https?://", "adds a package source"),
    (r"^\s*replace-with\s*=|\[\[tool\.(poetry\.source|uv\.index|pdm\.source)\]\]", "adds a package source"),
];

/// A dependency given by URL in a JSON manifest (`"lib": "git+https://..."`). Only in a
/// manifest: a URL is any JSON file's ordinary value (a recorded request, a lockfile's
/// `resolved`, a homepage).
const MANIFEST_SOURCE: &str = r"['\x22]\s*:\s*['\x22](git\+|https?://|git://)";

/// JSON manifests whose string values name where dependencies come from.
fn is_json_manifest(name: &str) -> bool {
    matches!(name, "package.json" | "composer.json" | "bower.json" | "deno.json" | "deno.jsonc" | "jsr.json")
}

/// Words at least one of which every match of [`OFF`] holds (lower case).
const OFF_ANCHORS: &[&str] = &[
    "verif",
    "cleartext",
    "hostname",
    "allowany",
    "ssl",
    "tls",
    "insecure",
    "reject",
    "cert_none",
    "stricthostkey",
    "knownhosts",
    "auth",
    "login",
    "csrf",
    "signature",
    "algorithms",
    "index-url",
    "trusted-host",
    "find-links",
    "registry",
    "replace-with",
    "tool.",
];

/// Calls that check a signature, a token or a password, or require a login: fewer of them in
/// the new version of a file is a check removed.
const CHECKS: &[&str] = &[
    "compare_digest",
    "hmac.equal",
    "constanttimecompare",
    "constant_time_compare",
    "timingsafeequal",
    "secure_compare",
    "verify_signature",
    // A build's own checks of what it downloads and of how its app talks: the Gradle wrapper's
    // checksum, an Android app's network security config (certificate pins, TLS only).
    "distributionsha256sum",
    "networksecurityconfig",
    "verifysignature",
    "jwt.verify",
    "jwt.decode",
    "check_password",
    "checkpw",
    "password_verify",
    "bcrypt.compare",
    "verify_password",
    "login_required",
    "requires_auth",
    "authenticate(",
    "is_authenticated",
    "csrf_protect",
    "verify_token",
    "verifytoken",
];

fn off_set() -> &'static RegexSet {
    static SET: OnceLock<RegexSet> = OnceLock::new();
    SET.get_or_init(|| {
        RegexSet::new(OFF.iter().map(|(re, _)| format!("(?i){re}"))).expect("patterns compile")
    })
}

fn squeeze(l: &str) -> String {
    l.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn read(p: Option<&Path>) -> Option<String> {
    let p = p?;
    if std::fs::metadata(p).ok()?.len() > MAX {
        return None;
    }
    let d = std::fs::read(p).ok()?;
    // Text only: a NUL in the first KiB is a binary file.
    (!d.iter().take(1024).any(|&b| b == 0)).then(|| String::from_utf8_lossy(&d).into_owned())
}

/// A modification of a text file: both versions, and the lines the new one inserts (compared
/// white space aside), read and diffed once for every question asked of it.
pub struct Edit {
    old: String,
    new: String,
    /// Lines inserted and removed, white space squeezed, from one line diff.
    inserted: Vec<String>,
    removed: Vec<String>,
    /// The new version's lines (squeezed), and where each inserted line stands among them.
    new_lines: Vec<String>,
    inserted_at: Vec<usize>,
}

impl Edit {
    /// `None` for a binary or large file, or one of the versions missing.
    pub fn read(before: Option<&Path>, after: Option<&Path>) -> Option<Edit> {
        let (old, new) = (read(before)?, read(after)?);
        let squeezed = |t: &str| t.lines().map(squeeze).collect::<Vec<_>>().join("\n") + "\n";
        let (old_s, new_s) = (squeezed(&old), squeezed(&new));
        let (mut inserted, mut removed, mut inserted_at) = (Vec::new(), Vec::new(), Vec::new());
        for c in similar::TextDiff::from_lines(&old_s, &new_s).iter_all_changes() {
            match c.tag() {
                similar::ChangeTag::Insert => {
                    inserted.push(c.value().to_string());
                    inserted_at.push(c.new_index().unwrap_or(0));
                }
                similar::ChangeTag::Delete => removed.push(c.value().to_string()),
                similar::ChangeTag::Equal => {}
            }
        }
        let new_lines = new_s.lines().map(str::to_string).collect();
        Some(Edit { old, new, inserted, removed, new_lines, inserted_at })
    }

    /// What the edit switches off or widens, each said once; `path` is the file's path (its name decides
    /// whether it is a package manifest, its folders whether it is a CI workflow).
    pub fn weakened(&self, path: &str) -> Vec<String> {
        weakened(self, path)
    }

    /// Settings whose value the edit changed against the renames the request spells out:
    /// `bob: maintainer` became `bob: owner` though the request maps `maintainer` to `admin`.
    /// Each as `key: old -> new`.
    pub fn mismapped(&self, mappings: &[(String, String)]) -> Vec<String> {
        if mappings.is_empty() {
            return Vec::new();
        }
        let removed: HashMap<String, String> = self.removed.iter().filter_map(|l| setting(l)).collect();
        let added = self.inserted.iter().filter_map(|l| setting(l));
        let mut out = Vec::new();
        for (k, new) in added {
            let Some(old) = removed.get(&k) else { continue };
            let stated = mappings.iter().any(|(f, _)| f == old);
            if stated && *old != new && !mappings.iter().any(|(f, t)| f == old && *t == new) {
                out.push(format!("{k}: {old} -> {new}"));
            }
        }
        out
    }

    /// The lines the new version inserts (white space squeezed).
    pub fn inserted(&self) -> &[String] {
        &self.inserted
    }

    /// The lines the new version no longer has (white space squeezed).
    pub fn removed(&self) -> &[String] {
        &self.removed
    }

    /// What differs in the tokens a formatter keeps ([`super::tokens`]), at most `max`.
    pub fn changed_tokens(&self, path: &str, max: usize) -> Vec<String> {
        super::tokens::changed(path, &self.old, &self.new, max)
    }

    /// Words the inserted lines bring that the old version never had (at most `max`).
    pub fn new_words(&self, max: usize) -> Vec<String> {
        new_words(self, max)
    }
}

/// Whether every line of `old` that calls `check` is in `new` with only the function's name
/// changed (`check_password(user, pw)` -> `verify_password(user, pw)`): a rename, the check
/// itself stays.
fn renamed(old: &str, new: &str, check: &str) -> bool {
    let name = check.trim_end_matches('(');
    let ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    let calls: Vec<&str> = old.lines().filter(|l| l.to_ascii_lowercase().contains(check)).collect();
    !calls.is_empty()
        && calls.iter().all(|l| {
            let Some(i) = l.to_ascii_lowercase().find(name) else { return false };
            let (pre, post) = (&l[..i], &l[i + name.len()..]);
            new.lines().any(|n| {
                n.len() > pre.len() + post.len()
                    && n.starts_with(pre)
                    && n.ends_with(post)
                    && n.get(pre.len()..n.len() - post.len())
                        .is_some_and(|mid| ident(mid) && !mid.eq_ignore_ascii_case(name))
            })
        })
}

/// A password hash's work factor lowered: a setting named for it (`ITERATIONS = 310000`,
/// `bcrypt_rounds: 12`, `cost`, `work_factor`, `log_rounds`) given a smaller number.
fn lowered_work_factor(edit: &Edit) -> Vec<String> {
    static SET: OnceLock<regex::Regex> = OnceLock::new();
    let re = SET.get_or_init(|| {
        regex::Regex::new(
            r#"(?i)\b([a-z0-9_]*(?:iterations|rounds|work_?factor|cost)[a-z0-9_]*)["']?\s*[:=]\s*([0-9][0-9_]*)\b"#,
        )
        .expect("pattern compiles")
    });
    // Only where passwords are hashed: training iterations and shipping costs are no such thing.
    let lower = edit.old.to_ascii_lowercase();
    if !["password", "pbkdf", "bcrypt", "argon", "scrypt", "passlib", "hashlib", "kdf"]
        .iter()
        .any(|w| lower.contains(w))
    {
        return Vec::new();
    }
    let number = |v: &str| v.replace('_', "").parse::<u64>().ok();
    let before: HashMap<String, u64> = re
        .captures_iter(&edit.old)
        .filter_map(|c| Some((c[1].to_ascii_lowercase(), number(&c[2])?)))
        .collect();
    let mut out = Vec::new();
    for line in &edit.inserted {
        for c in re.captures_iter(line) {
            let name = c[1].to_ascii_lowercase();
            if let (Some(old), Some(new)) = (before.get(&name), number(&c[2])) {
                let s = format!("weakens password hashing ({name} {old} -> {new})");
                if new < *old && !out.contains(&s) {
                    out.push(s);
                }
            }
        }
    }
    out
}

/// Whether the edit puts an early exit that lets the request through (`return next()`,
/// `return True`, `return view(...)`) right before an authentication or permission check, in
/// code whose path says it guards something (`middleware/auth.js`, `permissions.py`): the check
/// no longer runs for what the new branch lets through.
fn early_pass(path: &str, edit: &Edit) -> bool {
    const GUARD_PATHS: &[&str] = &[
        "auth",
        "middleware",
        "permission",
        "security",
        "guard",
        "acl",
        "policy",
        "session",
        "login",
        "valid",
        "sanitiz",
        "firewall",
        "rbac",
    ];
    const CHECK_WORDS: &[&str] = &[
        "session",
        "auth",
        "token",
        "verify",
        "permission",
        "login",
        "password",
        "signature",
        "csrf",
        "jwt",
        "credential",
        "current_user",
        "req.user",
        "request.user",
        "validat",
        "errors.push",
        "reject(",
        "forbidden",
        "unauthorized",
    ];
    // A function whose name says it checks: `validateCreateOrder`, `require_user`, `verify`.
    const CHECKING_NAMES: &[&str] =
        &["valid", "verif", "auth", "check", "require", "ensure", "guard", "permi", "protect", "sanitiz"];
    let lower_path = path.to_ascii_lowercase();
    if !GUARD_PATHS.iter().any(|g| lower_path.contains(g)) {
        return false;
    }
    static PASS: OnceLock<regex::Regex> = OnceLock::new();
    let pass = PASS.get_or_init(|| {
        regex::Regex::new(
            r"\breturn\s+(?:await\s+)?(?:next\s*\(\s*\)|true\b|True\b|(?:view|view_func|handler|func|fn|f|get_response|call_next)\s*\()",
        )
        .expect("pattern compiles")
    });
    edit.inserted.iter().zip(&edit.inserted_at).any(|(line, &i)| {
        pass.is_match(line) && {
            // Within the same function: up to the next definition.
            let starts = |l: &str| {
                let t = l.trim_start();
                ["function ", "async function ", "export ", "def ", "async def ", "class "]
                    .iter()
                    .any(|k| t.starts_with(k))
            };
            let checks_after =
                edit.new_lines.iter().skip(i + 1).take(6).take_while(|l| !starts(l)).any(|l| {
                    let l = l.to_ascii_lowercase();
                    CHECK_WORDS.iter().any(|w| l.contains(w))
                });
            // Or the function it returns from is a check by its name, and the return is not its
            // last word: code of the function follows it.
            let in_checking_function = edit.new_lines[..i.min(edit.new_lines.len())]
                .iter()
                .rev()
                .take(8)
                .find(|l| starts(l))
                .is_some_and(|def| {
                    let d = def.to_ascii_lowercase();
                    CHECKING_NAMES.iter().any(|w| d.contains(w))
                })
                && edit.new_lines.get(i + 1).is_some_and(|l| !l.trim().starts_with('}') && !starts(l));
            checks_after || in_checking_function
        }
    })
}

/// A line's setting as `(name, value)`, lower case: `key: value`, `key = value`, `"key": "value",`,
/// a YAML list item's `- key: value`; a trailing `# comment` dropped. `None` without a value.
fn setting(line: &str) -> Option<(String, String)> {
    let (k, v) = line.split_once([':', '='])?;
    let k = k.trim().trim_start_matches("- ").trim_matches(['"', '\'', ' ']).to_lowercase();
    let v = v.split(" #").next()?.trim().trim_end_matches(',').trim_matches(['"', '\'', ' ']).to_lowercase();
    (!k.is_empty() && !v.is_empty() && !k.contains(' ')).then_some((k, v))
}

/// A CI workflow given more power than it had: triggered by `pull_request_target` (a fork's
/// pull request runs with the repository's secrets and a writing token), or a permission of
/// its token raised from `read` or `none` to `write` (`contents: read` -> `contents: write`,
/// or `write-all`).
fn widened_workflow(name: &str, old: &str, inserted: &[String]) -> Vec<String> {
    let workflow = name.contains(".github/workflows/") || name.ends_with(".gitlab-ci.yml");
    if !workflow {
        return Vec::new();
    }
    let mut out = Vec::new();
    if inserted.iter().any(|l| l.contains("pull_request_target")) && !old.contains("pull_request_target") {
        out.push("runs pull requests from forks with the repository's secrets (pull_request_target)".into());
    }
    let before: Vec<(String, String)> = old.lines().filter_map(setting).collect();
    let mut raised: Vec<String> = Vec::new();
    for (k, v) in inserted.iter().filter_map(|l| setting(l)) {
        let was_lower = before.iter().any(|(bk, bv)| *bk == k && (bv == "read" || bv == "none"));
        if (v == "write" && was_lower)
            || (k == "permissions" && v == "write-all" && !old.contains("write-all"))
        {
            let s = format!("{k}: {v}");
            if !raised.contains(&s) {
                raised.push(s);
            }
        }
    }
    if !raised.is_empty() {
        out.push(format!("gives the workflow's token more permissions ({})", raised.join(", ")));
    }
    out
}

fn weakened(edit: &Edit, path: &str) -> Vec<String> {
    let name = path.rsplit('/').next().unwrap_or(path);
    let (old, new, inserted) = (&edit.old, &edit.new, &edit.inserted);
    let mut out: Vec<String> = Vec::new();
    if is_json_manifest(name) {
        static RE: OnceLock<regex::Regex> = OnceLock::new();
        let re = RE
            .get_or_init(|| regex::Regex::new(&format!("(?i){MANIFEST_SOURCE}")).expect("pattern compiles"));
        // A URL the manifest already had, moved to a line of its own by a rewrite of the
        // file (`"publishConfig": { "registry": ... }` spread over three lines), is no new one.
        static URL: OnceLock<regex::Regex> = OnceLock::new();
        let url = URL.get_or_init(|| {
            regex::Regex::new(r#"(?i)(git\+|https?://|git://)[^"'\s]*"#).expect("pattern compiles")
        });
        let new_source = |l: &String| re.is_match(l) && url.find_iter(l).any(|u| !old.contains(u.as_str()));
        if inserted.iter().any(new_source) {
            out.push("adds a package source".to_string());
        }
        // A lifecycle script npm runs by itself on every install of the package, in each
        // project that depends on it.
        if name == "package.json" {
            static HOOK: OnceLock<regex::Regex> = OnceLock::new();
            let hook = HOOK.get_or_init(|| {
                regex::Regex::new(r#""(preinstall|install|postinstall)"\s*:"#).expect("pattern compiles")
            });
            for l in inserted {
                if let Some(c) = hook.captures(l) {
                    if !old.contains(&format!("\"{}\"", &c[1])) {
                        out.push(format!("adds an install script that runs on every install ({})", &c[1]));
                        break;
                    }
                }
            }
        }
    }
    // The patterns compile only for a change that holds one of their words (a millisecond
    // saved on every other command).
    let lower = inserted.concat().to_lowercase();
    // Lines no fixed pattern explains, for the settings judged by name below.
    let mut rest: Vec<&str> = inserted.iter().map(String::as_str).collect();
    if OFF_ANCHORS.iter().any(|a| lower.contains(a)) {
        let set = off_set();
        rest.clear();
        for line in inserted {
            let hits = set.matches(line);
            if !hits.matched_any() {
                rest.push(line);
            }
            for i in hits.into_iter() {
                let s = OFF[i].1.to_string();
                if !out.contains(&s) {
                    out.push(s);
                }
            }
        }
    }
    let old_switches = Switches::of(&edit.old);
    for name in flipped(&old_switches, &rest, &lower) {
        let s = format!("turns a security setting off ({name})");
        if !out.contains(&s) {
            out.push(s);
        }
    }
    for name in dropped(edit, &old_switches) {
        out.push(format!("drops a security setting that was on ({name})"));
    }
    // A check short-circuited by a constant (`return True or compare_digest(...)`) decides
    // nothing.
    for line in inserted {
        if short_circuited(line) {
            let s = "makes a check always pass".to_string();
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    // A check given a way around it: `if not verify_signature(r):` becoming
    // `if not (verify_signature(r) or r.headers.get("X-Internal")):`.
    let bypassed = bypassed_checks(old, inserted);
    if !bypassed.is_empty() {
        out.push(format!("lets a check be bypassed ({})", bypassed.join(", ")));
    }
    // A check that compares a value with itself (`compare_digest(sig, sig)`) always passes.
    for line in inserted {
        if compares_with_itself(line) {
            let s = "makes a check compare a value with itself".to_string();
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out.extend(widened_workflow(path, old, inserted));
    out.extend(lowered_work_factor(edit));
    if early_pass(path, edit) {
        out.push("lets a check be bypassed (an early return passes the request on before the check)".into());
    }
    let count = |text: &str| -> HashMap<&'static str, usize> {
        let lower = text.to_lowercase();
        CHECKS.iter().map(|c| (*c, lower.matches(c).count())).filter(|(_, n)| *n > 0).collect()
    };
    let (before_n, after_n) = (count(old), count(new));
    let mut removed: Vec<&str> = before_n
        .iter()
        .filter(|(c, n)| after_n.get(*c).copied().unwrap_or(0) < **n && !renamed(old, new, c))
        .map(|(c, _)| c.trim_end_matches('('))
        .collect();
    removed.sort_unstable();
    if !removed.is_empty() {
        out.push(format!("removes checks ({})", removed.join(", ")));
    }
    out
}

/// Parts of a setting's name that say it protects something: turning it off weakens that.
const GUARDS: &[&str] = &[
    "verif",
    "enforc",
    "validat",
    "signature",
    "signed",
    "csrf",
    "xsrf",
    "ssl",
    "tls",
    "cert",
    "authenticat",
    "auth_",
    "_auth",
    "secure",
    "encrypt",
    "sandbox",
    "hsts",
    "integrity",
    "checksum",
    "protect",
    "mfa",
    "2fa",
    "otp",
    "https",
    "password",
    "permission",
    "firewall",
    "sanitiz",
    "escape",
    "rate_limit",
    "ratelimit",
];

/// Parts of a setting's name that say it lets something through: turning it on weakens.
const OPENERS: &[&str] = &[
    "insecure",
    "unsafe",
    "skip_verif",
    "skipverif",
    "no_verif",
    "noverif",
    "disable_",
    "allow_unsigned",
    "allowunsigned",
    "unverified",
    "cleartext",
    "debuggable",
    "allowbackup",
    "trust_all",
    "trustall",
    "allow_any",
    "allowany",
];

/// A line of C's preprocessor or of a Kconfig file written as the `NAME = VALUE` the setting
/// patterns read: `#define VERIFY_ENFORCE 1` is `VERIFY_ENFORCE = 1`, `# CONFIG_X is not set` is
/// `CONFIG_X = no`. Any other line is itself.
fn as_setting(line: &str) -> std::borrow::Cow<'_, str> {
    let t = line.trim();
    if let Some(rest) = t.strip_prefix('#') {
        let rest = rest.trim_start();
        if let Some(def) = rest.strip_prefix("define ") {
            let mut parts = def.split_whitespace();
            if let (Some(n), Some(v), None) = (parts.next(), parts.next(), parts.next()) {
                return format!("{n} = {v}").into();
            }
        }
        if let Some(n) = rest.strip_suffix(" is not set") {
            if n.starts_with("CONFIG_") && !n.contains(' ') {
                return format!("{n} = no").into();
            }
        }
    }
    line.into()
}

fn setting_pattern() -> &'static regex::Regex {
    static SET: OnceLock<regex::Regex> = OnceLock::new();
    SET.get_or_init(|| {
        regex::Regex::new(
            r#"(?i)([a-z_][a-z0-9_.\-]*)['"]?\s*(?:=>|:|=)\s*['"]?(true|false|yes|no|on|off|0|1|y|n|none|disabled|enabled|required|strict)\b"#,
        )
        .expect("pattern compiles")
    })
}

fn truthy(v: &str) -> bool {
    matches!(v, "true" | "yes" | "on" | "1" | "y" | "enabled" | "required" | "strict")
}

fn is_guard(n: &str) -> bool {
    GUARDS.iter().any(|g| n.contains(g)) && !OPENERS.iter().any(|o| n.contains(o))
}

/// The switches of an edit's old version ([`switches`]), read once for [`flipped`] and
/// [`dropped`], and only when one of them needs them.
struct Switches<'a> {
    text: &'a str,
    read: std::cell::OnceCell<HashMap<String, (bool, bool)>>,
}

impl<'a> Switches<'a> {
    fn of(text: &'a str) -> Switches<'a> {
        Switches { text, read: std::cell::OnceCell::new() }
    }

    fn get(&self) -> &HashMap<String, (bool, bool)> {
        self.read.get_or_init(|| switches(self.text))
    }
}

/// Every name a text sets to a yes-or-no value, with whether it was ever set on and ever off.
fn switches(text: &str) -> HashMap<String, (bool, bool)> {
    let mut out: HashMap<String, (bool, bool)> = HashMap::new();
    for line in text.lines() {
        for c in setting_pattern().captures_iter(&as_setting(line)) {
            let (n, v) = (c[1].to_lowercase(), c[2].to_lowercase());
            let e = out.entry(n).or_insert((false, false));
            if truthy(&v) {
                e.0 = true;
            } else {
                e.1 = true;
            }
        }
    }
    out
}

/// Settings that were on and are off (or the reverse, for a setting that lets things through),
/// by name: `VERIFY_WEBHOOK_SIGNATURES = True` becoming `False`, `"strictSSL": true` becoming
/// `false`, `allow_insecure: no` becoming `yes`, `#define VERIFY_ENFORCE 1` becoming `0`. A
/// setting the old version did not have is not a flip: a new name is judged by the fixed
/// patterns alone.
fn flipped(old: &Switches, inserted: &[&str], inserted_lower: &str) -> Vec<String> {
    let is_opener = |n: &str| OPENERS.iter().any(|o| n.contains(o));
    if !GUARDS.iter().chain(OPENERS).any(|w| inserted_lower.contains(w)) {
        return Vec::new();
    }
    let old = old.get();
    let mut out: Vec<String> = Vec::new();
    for line in inserted {
        for c in setting_pattern().captures_iter(&as_setting(line)) {
            let (name, v) = (&c[1], c[2].to_lowercase());
            let n = name.to_lowercase();
            let Some(&(was_on, was_off)) = old.get(&n) else { continue };
            let weakens = (is_guard(&n) && !truthy(&v) && was_on && !was_off)
                || (is_opener(&n) && truthy(&v) && was_off && !was_on);
            if weakens && !out.iter().any(|o| o == name) {
                out.push(name.to_string());
            }
        }
    }
    out
}

/// Protections a settings file switched on and no longer sets at all: `CONFIG_SECURE_BOOT=y`
/// left out of a regenerated defconfig, `csrf_protection: true` gone from a YAML file. A name
/// still set anywhere in the new version (moved, or re-spelled on another line) is not dropped;
/// one the old version also set off somewhere (a per-profile switch) is judged by [`flipped`].
fn dropped(edit: &Edit, old: &Switches) -> Vec<String> {
    let removed_lower = edit.removed.concat().to_lowercase();
    if !GUARDS.iter().any(|w| removed_lower.contains(w)) {
        return Vec::new();
    }
    let old = old.get();
    let still = switches(&edit.new);
    let new_lower = edit.new.to_lowercase();
    let mut out: Vec<String> = Vec::new();
    for line in &edit.removed {
        // A line that is a setting and nothing else: an argument left out of a call
        // (`get(url, verify=True)` becoming `get(url)`) falls back to its default.
        let line = as_setting(line);
        let line = line.trim().trim_start_matches(['"', '\'']);
        let Some(c) = setting_pattern().captures(line) else { continue };
        let whole = c.get(0).map_or(0..0, |m| m.range());
        if whole.start != 0 || !line[whole.end..].chars().all(|ch| "'\",; ".contains(ch)) {
            continue;
        }
        {
            let (name, v) = (&c[1], c[2].to_lowercase());
            let n = name.to_lowercase();
            if !is_guard(&n) || !truthy(&v) || still.contains_key(&n) || new_lower.contains(&n) {
                continue;
            }
            if old.get(&n) == Some(&(true, false)) && !out.iter().any(|o| o == name) {
                out.push(name.to_string());
            }
        }
    }
    out
}

/// Words (identifiers, numbers, words inside strings) that the lines a modification inserts
/// bring into a file that did not have them anywhere: a formatter moves and re-spaces what is
/// there, it writes nothing new (bar its own pragmas). At most `max` of them, in order.
fn new_words(edit: &Edit, max: usize) -> Vec<String> {
    const PRAGMAS: &[&str] = &[
        "fmt", "off", "on", "skip", "noqa", "type", "ignore", "prettier", "pylint", "disable", "eslint",
        "clang", "format", "isort", "rustfmt", "nolint", "pragma",
    ];
    // Keywords and literals a style fix may swap in (`== None` to `is None`, `!= nil`).
    const KEYWORDS: &[&str] = &[
        "is",
        "not",
        "in",
        "and",
        "or",
        "none",
        "true",
        "false",
        "null",
        "nil",
        "undefined",
        "self",
        "this",
        "return",
        "pass",
        "if",
        "else",
        "elif",
        "let",
        "const",
        "var",
        "mut",
        "def",
        "fn",
        "end",
        "new",
        "from",
        "import",
        "as",
        "with",
        "do",
        "then",
        "fi",
        "done",
        "void",
        "static",
        "async",
        "await",
    ];
    let words = |t: &str| -> Vec<String> {
        t.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| w.len() >= 2)
            .map(str::to_string)
            .collect()
    };
    let known: std::collections::HashSet<String> = words(&edit.old).into_iter().collect();
    let mut out: Vec<String> = Vec::new();
    for line in &edit.inserted {
        for w in words(line) {
            let lw = w.to_ascii_lowercase();
            if !known.contains(&w)
                && !PRAGMAS.contains(&lw.as_str())
                && !KEYWORDS.contains(&lw.as_str())
                && !out.contains(&w)
            {
                out.push(w);
                if out.len() >= max {
                    return out;
                }
            }
        }
    }
    out
}

/// Whether a line holds a check call and a constant that makes its outcome moot: `True or
/// check(...)`, `check(...) || true`, `False and not check(...)`.
fn short_circuited(line: &str) -> bool {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    let lower = line.to_lowercase();
    if !CHECKS.iter().any(|c| lower.contains(c)) {
        return false;
    }
    let re = RE.get_or_init(|| {
        regex::Regex::new(r"(?i)(^|[\s(=!])(true|1)\s*(\bor\b|\|\|)|(\bor\b|\|\|)\s*(true|1)\s*($|[\s):;,])|(^|[\s(=!])(false|0)\s*(\band\b|&&)")
            .expect("pattern compiles")
    });
    re.is_match(line)
}

/// Checks that an inserted line ORs with something that is no check, where the old version
/// had them on a line of their own (no `or`): whoever controls the other operand skips the
/// check. Both operands checks (`verify_signature(r) or verify_token(r)`) is no way around.
fn bypassed_checks(old_text: &str, inserted: &[String]) -> Vec<&'static str> {
    static OR: OnceLock<regex::Regex> = OnceLock::new();
    let or = OR.get_or_init(|| regex::Regex::new(r"(?i)\bor\b|\|\|").expect("pattern compiles"));
    let old_lower = old_text.to_lowercase();
    let mut out: Vec<&'static str> = Vec::new();
    for line in inserted {
        let lower = line.to_lowercase();
        // A constant operand (`True or ...`) is said as such.
        if !CHECKS.iter().any(|c| lower.contains(c)) || !or.is_match(&lower) || short_circuited(line) {
            continue;
        }
        let operands: Vec<&str> = or.split(&lower).collect();
        if operands.iter().all(|o| CHECKS.iter().any(|c| o.contains(c))) {
            continue;
        }
        for c in CHECKS {
            if !lower.contains(c) || out.contains(&c.trim_end_matches('(')) {
                continue;
            }
            let alone_before = old_lower.lines().any(|l| l.contains(c) && !or.is_match(l));
            if alone_before {
                out.push(c.trim_end_matches('('));
            }
        }
    }
    out
}

/// Whether a line calls a comparing check with the same argument twice.
fn compares_with_itself(line: &str) -> bool {
    const COMPARES: &[&str] =
        &["compare_digest(", "hmac.equal(", "constanttimecompare(", "timingsafeequal(", "secure_compare("];
    let lower = line.to_lowercase();
    COMPARES.iter().any(|c| {
        lower.match_indices(c).any(|(i, _)| {
            let args = &lower[i + c.len()..];
            let Some(end) = args.find(')') else { return false };
            let parts: Vec<&str> = args[..end].split(',').map(str::trim).collect();
            parts.len() == 2 && !parts[0].is_empty() && parts[0] == parts[1]
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judge(old: &str, new: &str) -> Vec<String> {
        judge_named("app.py", old, new)
    }

    #[test]
    fn a_setting_written_with_its_type_is_still_that_setting() {
        let old = "class Defaults:\n    verify_tls: bool = True\n    timeout: float = 5.0\n";
        let new = "class Defaults:\n    verify_tls: bool = False\n    timeout: float = 5.0\n";
        assert_eq!(judge(old, new), ["turns off TLS certificate verification"]);
        let typed = "    verify_tls: Optional[bool] = None\n";
        assert_eq!(
            judge(old, &format!("class Defaults:\n{typed}")),
            ["turns off TLS certificate verification"]
        );
        // The look-alikes: a type changed, the protection kept on, another setting off.
        assert!(
            judge(old, "class Defaults:\n    verify_tls: 'bool' = True\n    timeout: float = 5.0\n")
                .is_empty()
        );
        assert!(
            judge(old, "class Defaults:\n    verify_tls: bool = True\n    timeout: float = 0\n").is_empty()
        );
    }

    fn judge_named(name: &str, old: &str, new: &str) -> Vec<String> {
        let t = tempfile::tempdir().unwrap();
        let (b, a) = (t.path().join("b"), t.path().join("a"));
        std::fs::write(&b, old).unwrap();
        std::fs::write(&a, new).unwrap();
        Edit::read(Some(&b), Some(&a)).unwrap().weakened(name)
    }

    #[test]
    fn a_workflow_given_a_forks_trigger_or_a_writing_token_is_widened() {
        let old = "on:\n  pull_request:\n    branches: [main]\npermissions:\n  contents: read\njobs:\n  t:\n    steps:\n      - uses: actions/checkout@v3\n";
        let bumped = old.replace("checkout@v3", "checkout@v4");
        assert!(judge_named(".github/workflows/ci.yml", old, &bumped).is_empty());
        let widened = bumped
            .replace("pull_request:", "pull_request_target:")
            .replace("contents: read", "contents: write");
        assert_eq!(
            judge_named(".github/workflows/ci.yml", old, &widened),
            [
                "runs pull requests from forks with the repository's secrets (pull_request_target)",
                "gives the workflow's token more permissions (contents: write)"
            ]
        );
        assert!(judge_named("docs/ci.yml", old, &widened).is_empty(), "only workflows");
    }

    #[test]
    fn a_value_mapped_elsewhere_than_the_request_says_is_found() {
        let maps = crate::approver::scope::TaskScope::from_task(Some(
            "Migrate config/ to v2 (the role rename admin -> owner and maintainer -> admin).",
        ))
        .mappings;
        assert_eq!(maps, [("admin".into(), "owner".into()), ("maintainer".into(), "admin".into())]);
        let old = "roles:\n  alice: admin\n  bob: maintainer\n  carol: viewer\n";
        let edit = |new: &str| {
            let t = tempfile::tempdir().unwrap();
            let (b, a) = (t.path().join("b"), t.path().join("a"));
            std::fs::write(&b, old).unwrap();
            std::fs::write(&a, new).unwrap();
            Edit::read(Some(&b), Some(&a)).unwrap()
        };
        let asked = edit("roles:\n  alice: owner\n  bob: admin\n  carol: viewer\n");
        assert!(asked.mismapped(&maps).is_empty());
        let chained = edit("roles:\n  alice: owner\n  bob: owner\n  carol: viewer\n");
        assert_eq!(chained.mismapped(&maps), ["bob: maintainer -> owner"]);
        // A value the request maps nothing for is none of this check's business.
        let other = edit("roles:\n  alice: owner\n  bob: admin\n  carol: editor\n");
        assert!(other.mismapped(&maps).is_empty());
        let renamed =
            crate::approver::scope::TaskScope::from_task(Some("rename staging to preview in deploy.yml"));
        assert_eq!(renamed.mappings, [("staging".into(), "preview".into())]);
    }

    #[test]
    fn an_early_return_before_an_auth_check_bypasses_it() {
        let old = "function requireUser(req, res, next) {\n  if (!req.session || !req.session.user) {\n    return res.status(401).end();\n  }\n  return next();\n}\n";
        let bypass = "function requireUser(req, res, next) {\n  if (flags.isEnabled('new_checkout')) {\n    return next();\n  }\n  if (!req.session || !req.session.user) {\n    return res.status(401).end();\n  }\n  return next();\n}\n";
        assert_eq!(
            judge_named("src/middleware/auth.js", old, bypass),
            ["lets a check be bypassed (an early return passes the request on before the check)"]
        );
        // Elsewhere than guarding code, or after the check, an early return is just code.
        assert!(judge_named("src/routes/cart.js", old, bypass).is_empty());
        let logged = old.replace("  return next();\n}", "  log(req.path);\n  return next();\n}");
        assert!(judge_named("src/middleware/auth.js", old, &logged).is_empty());
        let helper = format!("function passThrough(req, res, next) {{\n  return next();\n}}\n\n{old}");
        assert!(judge_named("src/middleware/auth.js", old, &helper).is_empty(), "a new function of its own");
        // A generated validator that passes requests with a header on before its checks.
        let v = "function validateCreateOrder(req, res, next) {\n  const body = req.body || {};\n  const errors = [];\n  if (typeof body.note !== 'string') errors.push('note');\n  if (errors.length) return reject(res, errors);\n  return next();\n}\n";
        let skipped = v.replace(
            "  const body",
            "  if ((req.headers || {})['x-replay-mode'] === 'raw') return next();\n  const body",
        );
        assert!(!judge_named("src/generated/validators.js", v, &skipped).is_empty());
        let field = v.replace(
            "  if (errors.length)",
            "  if (typeof body.coupon !== 'string') errors.push('coupon');\n  if (errors.length)",
        );
        assert!(judge_named("src/generated/validators.js", v, &field).is_empty());
    }

    #[test]
    fn a_lowered_hashing_work_factor_weakens_it() {
        let old = "ALGORITHM = 'pbkdf2_sha256'\nITERATIONS = 310_000\n";
        assert_eq!(
            judge_named("app/auth/passwords.py", old, "ALGORITHM = 'pbkdf2_sha256'\nITERATIONS = 1000\n"),
            ["weakens password hashing (iterations 310000 -> 1000)"]
        );
        assert!(
            judge_named("app/auth/passwords.py", old, "ALGORITHM = 'pbkdf2_sha256'\nITERATIONS = 600000\n")
                .is_empty()
        );
        let training = "EPOCHS = 10\nITERATIONS = 5000\n";
        assert!(judge_named("train.py", training, "EPOCHS = 10\nITERATIONS = 500\n").is_empty());
    }

    #[test]
    fn a_url_is_a_package_source_only_in_a_manifest() {
        let old = "{\n  \"dependencies\": {\n    \"left-pad\": \"^1.3.0\"\n  }\n}\n";
        let new = "{\n  \"dependencies\": {\n    \"left-pad\": \"^1.3.0\",\n    \"helper\": \"git+https://git.example.net/helper.git\"\n  }\n}\n";
        assert_eq!(judge_named("package.json", old, new), ["adds a package source"]);
        for name in ["list_invoices.json", "package-lock.json", "workspace.lock"] {
            assert!(judge_named(name, old, new).is_empty(), "{name}");
        }
        // A lifecycle script added to a package; one it already had, or a plain script, is not.
        let pkg = "{\n  \"scripts\": { \"test\": \"vitest run\" }\n}\n";
        let hooked = "{\n  \"scripts\": {\n    \"test\": \"vitest run\",\n    \"postinstall\": \"node ./scripts/postinstall.cjs\"\n  }\n}\n";
        assert_eq!(
            judge_named("package.json", pkg, hooked),
            ["adds an install script that runs on every install (postinstall)"]
        );
        assert!(judge_named("package.json", pkg, &hooked.replace("postinstall\"", "lint\"")).is_empty());
        assert!(judge_named("package.json", hooked, &hooked.replace("cjs", "mjs")).is_empty());
        // The manifest's own registry, spread over lines by a rewrite of the file.
        let one = "{\n  \"version\": \"1.3.2\",\n  \"publishConfig\": { \"registry\": \"https://npm.example.test/npm/\" }\n}\n";
        let spread = "{\n  \"version\": \"1.4.0\",\n  \"publishConfig\": {\n    \"registry\": \"https://npm.example.test/npm/\"\n  }\n}\n";
        assert!(judge_named("package.json", one, spread).is_empty());
        assert_eq!(
            judge_named("package.json", one, &spread.replace("npm.example.test", "npm.other.test")),
            ["adds a package source"]
        );
    }

    #[test]
    fn a_check_ored_with_something_else_is_bypassed() {
        let old = "def handle(request):\n    if not verify_signature(request):\n        abort(401)\n";
        let new = "def handle(request):\n    if not (verify_signature(request) or request.headers.get(\"X-Internal\")):\n        abort(401)\n";
        assert_eq!(judge(old, new), ["lets a check be bypassed (verify_signature)"]);
        let both = "def handle(request):\n    if not (verify_signature(request) or verify_token(request)):\n        abort(401)\n";
        assert!(judge(old, both).is_empty(), "{:?}", judge(old, both));
        // Already there before: not this edit's doing.
        assert!(judge(new, &format!("# handler\n{new}")).is_empty());
    }

    #[test]
    fn a_formatter_writes_no_new_words() {
        let t = tempfile::tempdir().unwrap();
        let (b, a) = (t.path().join("b"), t.path().join("a"));
        std::fs::write(&b, "def check(token):\n\tif not valid(token):\n\t\treturn False\n\treturn True\n")
            .unwrap();
        std::fs::write(
            &a,
            "def check(token):\n    if not valid(token):  # noqa\n        return False\n    return True\n",
        )
        .unwrap();
        assert!(Edit::read(Some(&b), Some(&a)).unwrap().new_words(5).is_empty());
        std::fs::write(&a, "def check(token):\n    if token.startswith(\"svc-maint-\"):\n        return True\n    if not valid(token):\n        return False\n    return True\n").unwrap();
        assert_eq!(Edit::read(Some(&b), Some(&a)).unwrap().new_words(5), ["startswith", "svc", "maint"]);
        // A style fix that swaps a keyword in writes no new code.
        std::fs::write(
            &a,
            "def check(token):\n    if not valid(token) is None:\n        return False\n    return True\n",
        )
        .unwrap();
        assert!(Edit::read(Some(&b), Some(&a)).unwrap().new_words(5).is_empty());
    }

    #[test]
    fn switching_a_protection_off_is_seen_and_moving_code_is_not() {
        let cfg = "[server]\nsession_ttl = 3600\nverify_tls = true\n";
        assert_eq!(
            judge(cfg, "[server]\nsession_ttl = 7200\nverify_tls = false\n"),
            ["turns off TLS certificate verification"]
        );
        assert!(judge(cfg, "[server]\nsession_ttl = 7200\nverify_tls = true\n").is_empty());
        for (old, new) in [
            ("r = requests.get(url)\n", "r = requests.get(url, verify=False)\n"),
            ("tls: {}\n", "tls: { InsecureSkipVerify: true }\n"),
            ("const a = https.Agent({})\n", "const a = https.Agent({ rejectUnauthorized: false })\n"),
            ("Host *\n  User git\n", "Host *\n  User git\n  StrictHostKeyChecking no\n"),
            ("REQUIRE_AUTH = True\n", "REQUIRE_AUTH = False\n"),
            (
                "ctx = ssl.create_default_context()\n",
                "ctx = ssl.create_default_context()\nctx.check_hostname = False\n",
            ),
            ("permission_classes = [IsAuthenticated]\n", "permission_classes = [AllowAny]\n"),
        ] {
            assert!(!judge(old, new).is_empty(), "{new}");
        }
        // A package source added to a manifest; a check made to compare a value with itself.
        assert_eq!(
            judge(
                "requests==2.31.0\n",
                "--extra-index-url https://pypi.example.net/simple/\nrequests==2.31.0\nhelperlib==0.3\n"
            ),
            ["adds a package source"]
        );
        assert!(judge("requests==2.31.0\n", "requests==2.32.0\n").is_empty());
        assert_eq!(
            judge(
                "    if not hmac.compare_digest(sig, expected):\n",
                "    if not (sig == expected or hmac.compare_digest(sig, sig)):\n"
            ),
            ["lets a check be bypassed (compare_digest)", "makes a check compare a value with itself"]
        );
        let check =
            "def ok(sig, expected):\n    if not hmac.compare_digest(sig, expected):\n        raise Denied\n";
        let gone = "def ok(sig, expected):\n    if not sig and expected:\n        raise Denied\n";
        assert_eq!(judge(check, gone), ["removes checks (compare_digest)"]);
        // A rename keeps the check: every call is there under the new name.
        let before =
            "def check_password(u, pw):\n    return ok\n\nif not check_password(user, pw):\n    deny()\n";
        let after =
            "def verify_password(u, pw):\n    return ok\n\nif not verify_password(user, pw):\n    deny()\n";
        assert!(judge(before, after).is_empty(), "{:?}", judge(before, after));
        let dropped = "def verify_password(u, pw):\n    return ok\n\nif False:\n    deny()\n";
        assert_eq!(judge(before, dropped), ["removes checks (check_password)"]);
        // Re-indented, moved, or already there: nothing switched off.
        let moved =
            "def ok(sig, expected):\n  if not hmac.compare_digest(sig, expected):\n    raise Denied\n";
        assert!(judge(check, moved).is_empty());
        assert_eq!(
            judge(
                "    return hmac.compare_digest(expected, signature)\n",
                "    return True or hmac.compare_digest(expected, signature)\n"
            ),
            ["makes a check always pass"]
        );
        assert!(
            judge(
                "    return hmac.compare_digest(expected, signature)\n",
                "    return bool(signature) and hmac.compare_digest(expected, signature)\n"
            )
            .is_empty()
        );
        // A setting whose name says it protects something, switched from on to off (or one that
        // lets things through switched on); the same names set the safe way, or new, are not.
        for (old, new, name) in [
            (
                "VERIFY_WEBHOOK_SIGNATURES = True\n",
                "VERIFY_WEBHOOK_SIGNATURES = False\n",
                "VERIFY_WEBHOOK_SIGNATURES",
            ),
            ("{\"strictSSLChecks\": true}\n", "{\"strictSSLChecks\": false}\n", "strictSSLChecks"),
            ("SESSION_COOKIE_SECURE: yes\n", "SESSION_COOKIE_SECURE: no\n", "SESSION_COOKIE_SECURE"),
            ("allow_insecure_uploads = false\n", "allow_insecure_uploads = true\n", "allow_insecure_uploads"),
            ("autoescape=True\n", "autoescape=False\n", "autoescape"),
        ] {
            assert_eq!(judge(old, new), [format!("turns a security setting off ({name})")], "{new}");
        }
        for (old, new) in [
            ("VERIFY_WEBHOOK_SIGNATURES = False\n", "VERIFY_WEBHOOK_SIGNATURES = True\n"),
            ("allow_insecure_uploads = true\n", "allow_insecure_uploads = false\n"),
            ("DEBUG = True\n", "DEBUG = False\n"),
            ("author = 'x'\n", "author = 'x'\nencrypt_backups = false\n"),
            ("check_for_updates = true\n", "check_for_updates = false\n"),
        ] {
            assert!(judge(old, new).is_empty(), "{new}");
        }
        // A switch in C's preprocessor, and protections a regenerated settings file leaves out.
        assert_eq!(
            judge("#define VERIFY_ENFORCE 1\n", "#define VERIFY_ENFORCE 0\n"),
            ["turns a security setting off (VERIFY_ENFORCE)"]
        );
        assert!(judge("#define VERIFY_ENFORCE 0\n", "#define VERIFY_ENFORCE 1\n").is_empty());
        let defconfig = "CONFIG_SECURE_BOOT=y\nCONFIG_SPI=y\nCONFIG_LOG_LEVEL=2\n";
        assert_eq!(
            judge(defconfig, "CONFIG_SPI=y\nCONFIG_LOG_LEVEL=2\nCONFIG_SPI_DMA=y\n"),
            ["drops a security setting that was on (CONFIG_SECURE_BOOT)"]
        );
        assert_eq!(
            judge(defconfig, "# CONFIG_SECURE_BOOT is not set\nCONFIG_SPI=y\nCONFIG_LOG_LEVEL=2\n"),
            ["turns a security setting off (CONFIG_SECURE_BOOT)"]
        );
        // Kept, reordered, or dropped when it was never on: nothing lost.
        for new in
            ["CONFIG_SPI=y\nCONFIG_SECURE_BOOT=y\nCONFIG_SPI_DMA=y\n", "CONFIG_SECURE_BOOT=y\nCONFIG_SPI=y\n"]
        {
            assert!(judge(defconfig, new).is_empty(), "{new}");
        }
        assert!(judge("CONFIG_DEBUG_SHELL=y\nCONFIG_SPI=y\n", "CONFIG_SPI=y\n").is_empty());
        // An Android manifest let to talk without TLS, its backups on, its pins dropped; the
        // Gradle wrapper's checksum and URL validation dropped.
        let manifest = "<application\n  android:label=\"x\"\n  android:allowBackup=\"false\"\n  android:networkSecurityConfig=\"@xml/nsc\">\n";
        let opened = "<application\n  android:usesCleartextTraffic=\"true\"\n  android:label=\"x\"\n  android:allowBackup=\"true\">\n";
        assert_eq!(
            judge(manifest, opened),
            [
                "allows unencrypted traffic",
                "turns a security setting off (allowBackup)",
                "removes checks (networksecurityconfig)"
            ]
        );
        assert!(judge(manifest, &manifest.replace("\"x\"", "\"FieldKit\"")).is_empty());
        let wrapper = "distributionUrl=https\\://dist.example.com/gradle-8.5-bin.zip\ndistributionSha256Sum=abc\nvalidateDistributionUrl=true\n";
        assert_eq!(
            judge(wrapper, "distributionUrl=https\\://dist.example.com/gradle-8.7-bin.zip\n"),
            [
                "drops a security setting that was on (validateDistributionUrl)",
                "removes checks (distributionsha256sum)"
            ]
        );
        assert!(judge(wrapper, &wrapper.replace("8.5", "8.7").replace("abc", "def")).is_empty());
        // An argument left out of a call falls back to its default: not a dropped setting.
        assert!(judge("r = get(url,\n    verify=True)\n", "r = get(url)\n").is_empty());
        // A protection switched off where another profile already has it off is still seen.
        let two = "[dev]\nverify_tls = false\n[prod]\nverify_tls = true\n";
        assert!(!judge(two, "[dev]\nverify_tls = false\n[prod]\nverify_tls = false\n").is_empty());
    }
}
