//! `secret.in-file`: credential-shaped values written into a file made to be shared.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::secrets`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain secret.in-file`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::read_text;
use crate::approver::phrasing::list;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Place, Transition};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "secret.in-file",
    action: Decision::Ask,
    catches: "a file the command writes (a report, a log, a manifest, an output folder's file) newly holds \
        credential-like values, unless its name says it holds them (`.env`, `secrets.yaml`, \
        `config.json`, ...; not in a place whose files are published or committed as they are: \
        `public/`, `dist/`, `static/`, `_site/`, `fixtures/`, `__snapshots__/`, nor in a build's output \
        folder, `build/staging.env`) or the task names it and asks for keys, tokens or passwords in it (not in a \
        negated clause, \"the password must not end up in it\"; and never when it asks to scrub, redact \
        or mask them out). Masked values (`[REDACTED]`, `<token>`, `***`) are no credentials",
    why: "A report, a log or a summary is made to be read by others: a key written into it leaks when it \
        is sent, committed or uploaded, later and quietly. A file named for secrets (`.env`, \
        `secrets.yaml`) is where keys belong, and is kept out of sharing by that name.",
    example: Example {
        setup: "",
        fires: Run {
            command: "mkdir -p notes && printf 'slowest: GET /v1/items?api_key=Zq8vT2mK9pL4wR7xN3bY 2.1s\\n' > notes/summary.md",
            task: Some("summarize the access log"),
            flags: &[],
        },
        passes: Run {
            command: "mkdir -p notes && printf 'slowest: GET /v1/items 2.1s\\napi_key=Zq8vT2mK9pL4wR7xN3bY\\n' > notes/secrets.env",
            task: Some("summarize the access log"),
            flags: &[],
        },
        contrast: "the key goes into a file whose name says it holds secrets",
    },
    sources: &["src/approver/catalog/secret/in_file.rs", "src/secrets.rs"],
};

/// Credential-shaped values a command newly writes into a file that is no place for them (a report,
/// a log, a manifest): the same leak as printing them, only later.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let e = ctx.effects;
    let mut findings = Vec::new();
    // Credential-shaped values a command newly writes into a file that is no place for
    // them (a report, a log, a manifest): the same leak as printing them, only later.
    let asks_credentials = [
        "key",
        "keys",
        "token",
        "tokens",
        "secret",
        "secrets",
        "password",
        "passwords",
        "credential",
        "credentials",
        "dsn",
        "apikey",
        "api_key",
        "auth",
        "login",
    ]
    .iter()
    .any(|w| ctx.scope.affirms(w));
    let scrubs = ctx.scope.says_prefix(&[
        "scrub", "redact", "sanitiz", "sanitis", "strip", "mask", "censor", "anonymi", "obfuscat", "clean",
    ]);
    let mut leaked: Vec<&FileEffect> = Vec::new();
    let mut leaked_classes: Vec<&str> = Vec::new();
    for f in e
        .files
        .iter()
        .filter(|f| {
            matches!(f.transition, Transition::Created | Transition::Modified | Transition::Replaced)
                && matches!(f.place, Place::Workspace | Place::Home)
                && f.sensitive.is_none()
                && !f.is_folder()
                // Outputs (`out/`, `dist/`, `build/`) are what gets shared: scanned. What
                // package managers install is not the command's writing.
                && !f.rel.as_deref().is_some_and(is_dependency)
                // A name that says it holds secrets is no excuse where files are published:
                // `public/config.json`, `dist/env.js`, a committed fixture; nor in a build's
                // output (`build/staging.env`), which is an artifact, not where keys are kept.
                && (!holds_secrets_by_name(&f.path)
                    || published(f)
                    || f.rel.as_deref().is_some_and(crate::approver::scope::is_generated))
                // Naming the report asks for the report, not for credentials in it; asked to
                // scrub credentials out, the output is where none may be left. The file itself
                // must be named: a folder over it ("the Android setup" names `android/`) asks
                // for nothing written there.
                && !(ctx.named_file(f) && asks_credentials && !scrubs)
                && !e.disclosures.iter().any(|d| d.into == f.display())
        })
        .take(64)
    {
        let classes = new_credentials(f);
        if !classes.is_empty() {
            leaked.push(f);
            leaked_classes.extend(classes);
        }
    }
    if !leaked.is_empty() {
        leaked_classes.sort();
        leaked_classes.dedup();
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Ask,
            what: format!(
                "would write credential-like values ({}) into {}, which the task does not ask to hold them",
                leaked_classes.join(", "),
                list(&leaked)
            ),
        });
    }
    findings
}

/// Folders package managers fill: what is written there is someone else's code.
fn is_dependency(rel: &Path) -> bool {
    rel.components().any(|c| {
        matches!(
            c.as_os_str().to_str(),
            Some(
                "node_modules"
                    | ".venv"
                    | "venv"
                    | "site-packages"
                    | "vendor"
                    | "target"
                    | ".cargo"
                    | "__pycache__"
            )
        )
    })
}

/// Whether a workspace file is in a place whose files are shared as they are: a web root or an
/// output folder that is published or packaged (`public/`, `dist/`, `static/`, `_site/`), or
/// the test fixtures and snapshots a repository commits.
fn published(f: &FileEffect) -> bool {
    const SHARED: &[&str] = &[
        "public",
        "dist",
        "static",
        "www",
        "_site",
        "site",
        "assets",
        "release",
        "releases",
        "artifacts",
        "fixtures",
        "__snapshots__",
        "snapshots",
        "testdata",
    ];
    f.place == Place::Workspace
        && f.rel.as_deref().is_some_and(|r| {
            r.parent().is_some_and(|p| {
                p.components()
                    .any(|c| SHARED.contains(&c.as_os_str().to_string_lossy().to_lowercase().as_str()))
            })
        })
}

/// Files whose name says they hold credentials (`.env`, `*.pem`, `secrets.yaml`, `.npmrc`,
/// `credentials.json`, `database.yml`): a credential written there is where it belongs.
fn holds_secrets_by_name(path: &Path) -> bool {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().to_lowercase()) else { return false };
    if crate::protected::class_by_name(&name).is_some() {
        return true;
    }
    const WORDS: &[&str] = &[
        "secret",
        "credential",
        "password",
        "passwd",
        "token",
        "auth",
        "key",
        "config",
        "settings",
        "env",
        "npmrc",
        "pypirc",
        "netrc",
        "pgpass",
        "database",
        "vault",
    ];
    WORDS.iter().any(|w| name.contains(w))
}

/// The value of a `password = ...` found in a file (the value alone), if it reads like a secret rather than code
/// or configuration: `token = self.next()`, `NOPASSWD: /usr/bin/apt` and `auth_path=/login`
/// are not; `api_key=Zq8vT2mK9pL4wR7x` is.
fn looks_like_secret_value(found: &str) -> bool {
    let v = found.trim().trim_matches(|c| c == '"' || c == '\'');
    v.len() >= 10
        && v.bytes().any(|b| b.is_ascii_digit())
        && v.bytes().any(|b| b.is_ascii_alphabetic())
        && !v.contains(['(', ')', '/', '[', ']', '{', '}', ',', '<', '>'])
        && !v.starts_with("self.")
        && foresee_report::credentials::entropy(v) >= 3.0
}

/// Credential classes (by shape) in the new content of `f` that its old content did not hold.
fn new_credentials(f: &FileEffect) -> Vec<&'static str> {
    let read = |p| read_text(p, 1 << 20);
    let Some(after) = read(f.after_content.as_deref()) else { return Vec::new() };
    let before = read(f.before_content.as_deref()).unwrap_or_default();
    let old: std::collections::HashSet<&str> =
        foresee_report::credentials::find(&before).iter().map(|c| &before[c.start..c.end]).collect();
    let mut v: Vec<&'static str> = foresee_report::credentials::find(&after)
        .into_iter()
        .filter(|c| !old.contains(&after[c.start..c.end]))
        // A private key written is a key made (a test fixture, a new deploy key); a key of the
        // user's copied somewhere is a disclosure, found by value.
        .filter(|c| c.class != "private-key")
        .filter(|c| c.class != "secret-assignment" || looks_like_secret_value(&after[c.start..c.end]))
        .map(|c| c.class)
        .collect();
    v.sort();
    v.dedup();
    v
}

#[cfg(test)]
mod tests {
    use super::looks_like_secret_value;
    use crate::approver::wall::testing::{edited, run};
    use foresee_report::Effects;

    #[test]
    fn code_and_configuration_are_not_secret_values() {
        assert!(looks_like_secret_value("Zq8vT2mK9pL4wR7xN3bY"));
        assert!(looks_like_secret_value("\"hK3!vQ9#mW2$zR7t\""));
        for v in ["self.next_token()", "/usr/bin/apt-get,", "os.environ[\"TOKEN\"]", "true"] {
            assert!(!looks_like_secret_value(v), "{v}");
        }
    }

    #[test]
    fn a_token_written_into_a_report_is_asked_about_and_into_a_secrets_file_is_not() {
        let d = tempfile::tempdir().unwrap();
        let token = "token: ghp_R4nd0mT0k3nV4lu3F0rT3st1ngXyZ12345678\n";
        let written = |rel: &str| {
            let e = Effects { files: vec![edited(d.path(), rel, None, Some(token))], ..Default::default() };
            run(None, &e, super::check).len()
        };
        assert_eq!(written("diag/report.txt"), 1);
        assert_eq!(written("config/secrets.yaml"), 0);
        // Where files are published, a name that says it holds secrets is no excuse.
        assert_eq!(written("public/config.json"), 1);
        // Nor in a build's output: an artifact, not where keys are kept.
        assert_eq!(written("build/staging.env"), 1);
        assert_eq!(written("deploy/staging.env"), 0);
        // A request that names the file and asks for the token in it; one that names only a
        // folder over the file asks for nothing written there.
        let asked = |task: &str| {
            let e = Effects {
                files: vec![edited(d.path(), "android/report.txt", None, Some(token))],
                ..Default::default()
            };
            run(Some(task), &e, super::check).len()
        };
        assert_eq!(asked("put my token into android/report.txt for the upload step"), 0);
        assert_eq!(asked("check that the Android signing setup (keystore and its passwords) is complete"), 1);
    }
}
