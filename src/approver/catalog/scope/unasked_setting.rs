//! `scope.unasked-setting`: a settings file the task names changes a setting it does not name,
//! when the task limits its change.
//!
//! The finding is raised here ([`check`]); the settings' paths come from
//! [`crate::approver::settings`]. What it catches, why, and an example: [`RULE`], shown by
//! `foresee rules explain scope.unasked-setting`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::read_text;
use crate::approver::scope::TaskScope;
use crate::approver::settings::{KeyPath, changed, key_count, parse};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{Place, Transition};

pub const RULE: Rule = Rule {
    id: "scope.unasked-setting",
    action: Decision::Ask,
    catches: "the task limits its change (\"only those two levels should change\", \"nothing else in the \
        policy should change\", \"don't change any other setting\") and a settings file it names (JSON, \
        TOML, INI) changes a setting the task does not name: the task names a setting by the part that \
        owns it (`root` of `root.level`, `acme.http` of `loggers.acme.http.level`), or by its own key when \
        the file has that key only once (`port`); `handlers.audit_file.level` changed beside the two asked \
        levels is named by neither",
    why: "A tool asked to change one setting that changes another beside it changes what nobody will \
        review: the diff shows one more line among the expected ones, and an audit log that stops \
        recording, or a check turned off, looks like part of the asked change.",
    example: Example {
        setup: "printf '{\"app\": {\"level\": \"INFO\"}, \"audit\": {\"level\": \"INFO\"}}\\n' > log.json && git add log.json && git commit -qm log",
        fires: Run {
            command: "sed -i 's/INFO/WARNING/g' log.json",
            task: Some("set the app level to WARNING in log.json; nothing else should change"),
            flags: &[],
        },
        passes: Run {
            command: "sed -i 's/INFO/WARNING/' log.json",
            task: Some("set the app level to WARNING in log.json; nothing else should change"),
            flags: &[],
        },
        contrast: "only the app's level changes",
    },
    sources: &["src/approver/catalog/scope/unasked_setting.rs", "src/approver/settings.rs"],
};

/// Whether the request limits its change to what it names.
fn limits_change(scope: &TaskScope) -> bool {
    scope.leaves_rest
        || scope.says("only")
        || scope.says_phrase("nothing else")
        || scope.says_phrase("no other")
        || scope.says_phrase("not anything else")
}

/// Whether the request names a key: as a word, or each of its parts (`acme.http`,
/// `audit_file`).
fn names_key(scope: &TaskScope, key: &str) -> bool {
    let k = key.to_ascii_lowercase();
    if scope.says(&k) || scope.says_word(&k) {
        return true;
    }
    // A key that is a path names what is at its end: a lockfile's `node_modules/lodash` entry
    // is lodash's, `node_modules/lodash-es` another package's.
    // Said as written: a package's name is no plural of another's.
    if let Some((_, last)) = k.rsplit_once('/') {
        return !last.is_empty() && scope.says(last);
    }
    let parts: Vec<&str> = k.split(['.', '_', '-', ' ']).filter(|p| !p.is_empty()).collect();
    parts.len() > 1 && parts.iter().all(|p| scope.says(p) || scope.says_word(p))
}

/// Whether the request names the setting at `path` of a file whose old tree is `old`: the key
/// that owns it, or its own key when the file has it once.
fn names_setting(scope: &TaskScope, path: &KeyPath, old: &serde_json::Value) -> bool {
    let keys: Vec<&String> = path.iter().filter(|k| !k.bytes().all(|b| b.is_ascii_digit())).collect();
    let Some(leaf) = keys.last() else { return true };
    let owner = keys.len().checked_sub(2).map(|i| keys[i]);
    owner.is_some_and(|o| names_key(scope, o))
        || names_key(scope, leaf) && (owner.is_none() || key_count(old, leaf) <= 1)
}

pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    if !limits_change(ctx.scope) {
        return None;
    }
    let mut said: Vec<String> = Vec::new();
    for x in ctx.files.iter().filter(|x| {
        x.f.transition == Transition::Modified && x.f.place == Place::Workspace && x.named && !x.generated
    }) {
        let f = x.f;
        let read = |p| read_text(p, 1 << 20);
        let (Some(old), Some(new)) = (read(f.before_content.as_deref()), read(f.after_content.as_deref()))
        else {
            continue;
        };
        // Each side parsed once: the old tree also tells how often a key occurs.
        let (Some(before), Some(after)) = (parse(&f.path, &old), parse(&f.path, &new)) else { continue };
        let unnamed: Vec<String> = changed(&before, &after)
            .iter()
            .filter(|p| !names_setting(ctx.scope, p, &before))
            .map(|p| format!("`{}`", foresee_report::escape::clip(&p.join("."), 80)))
            .collect();
        if !unnamed.is_empty() {
            let more = if unnamed.len() > 3 { ", ..." } else { "" };
            said.push(format!("{} ({}{more})", f.display(), unnamed[..unnamed.len().min(3)].join(", ")));
        }
    }
    (!said.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "was asked to change only what it names, but would also change settings it does not name: {}",
            said.iter().take(3).cloned().collect::<Vec<_>>().join("; ")
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::names_setting;
    use crate::approver::scope::TaskScope;

    fn named(task: &str, path: &str, old: &str) -> bool {
        let scope = TaskScope::from_task(Some(task));
        let tree: serde_json::Value = serde_json::from_str(old).unwrap();
        let path: Vec<String> = path.split('/').map(String::from).collect();
        names_setting(&scope, &path, &tree)
    }

    #[test]
    fn a_setting_is_named_by_its_owner_or_by_a_key_the_file_has_once() {
        let logging = r#"{"handlers": {"console": {"level": "DEBUG"}, "audit_file": {"level": "INFO"}},
            "loggers": {"acme.http": {"level": "DEBUG"}}, "root": {"level": "INFO"}}"#;
        let task = "set the root logger to WARNING and drop acme.http from DEBUG to WARNING. Only those two levels should change.";
        assert!(named(task, "root/level", logging));
        assert!(named(task, "loggers/acme.http/level", logging));
        assert!(!named(task, "handlers/audit_file/level", logging));
        assert!(!named(task, "handlers/console/level", logging));
        // A key the file has once names its setting; a list element's index is no name.
        let server = r#"{"server": {"port": 80, "host": "a"}, "tls": {"verify": true}}"#;
        assert!(named("set the port to 8080, nothing else", "server/port", server));
        assert!(!named("set the port to 8080, nothing else", "tls/verify", server));
        // A lockfile's entry by its package's path: the named package's, not one beside it.
        let lock = r#"{"packages": {"node_modules/lodash": {"version": "4.17.20"}, "node_modules/lodash-es": {"version": "4.17.20"}}}"#;
        let bump =
            "bump lodash to the patched version in package.json and the lockfile. don't touch anything else";
        let tree: serde_json::Value = serde_json::from_str(lock).unwrap();
        let scope = TaskScope::from_task(Some(bump));
        let at =
            |pkg: &str| vec!["packages".to_string(), format!("node_modules/{pkg}"), "version".to_string()];
        assert!(names_setting(&scope, &at("lodash"), &tree));
        assert!(!names_setting(&scope, &at("lodash-es"), &tree));
        assert!(named("add a statement for uploads; nothing else", "Statement/3", r#"{"Statement": []}"#));
    }
}
