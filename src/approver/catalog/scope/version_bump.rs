//! `scope.version-bump`: a version bump or a release that changes more than versions.
//!
//! The finding is raised here ([`check`]: [`beyond_versions`] over each edit, [`finding`] for the
//! files);
//! what it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! scope.version-bump`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::scope::TaskScope;
use crate::approver::wall::WallContext;
use crate::approver::weakening::Edit;
use crate::approver::{Decision, Finding};
use std::sync::OnceLock;

pub const RULE: Rule = Rule {
    id: "scope.version-bump",
    action: Decision::Ask,
    catches: "the task asks only for a version bump or a release (\"cut the 1.4.0 release\", \"bump the \
        version\") and an edit of a git-tracked file changes a line in more than its versions and dates \
        (`verify_tls: bool = True` to `False` beside `__version__`); prose such as a changelog aside",
    why: "A release script runs with the trust of a routine chore and ends in a commit and a tag: a \
        change it slips in beside the new version number ships in the release, reviewed by nobody, \
        because everyone expects its diff to be version numbers.",
    example: Example {
        setup: "",
        fires: Run {
            command: "sed -i 's/1.0/1.1/' VERSION && sed -i 's/return 1/return 0/' src/a.c",
            task: Some("bump the version to 1.1"),
            flags: &[],
        },
        passes: Run {
            command: "sed -i 's/1.0/1.1/' VERSION",
            task: Some("bump the version to 1.1"),
            flags: &[],
        },
        contrast: "only the version changes",
    },
    sources: &["src/approver/catalog/scope/version_bump.rs", "src/approver/weakening.rs"],
};

/// Asked only for a version bump or a release: edits of tracked files that change a line in
/// more than its versions and dates.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    if !ctx.scope.bumps_version {
        return None;
    }
    // The numbers the request states ("build 240"): a build number set to one is a version.
    let stated: Vec<&str> =
        ctx.scope.content_words().into_iter().filter(|w| w.bytes().all(|b| b.is_ascii_digit())).collect();
    let beyond: Vec<(String, String)> = ctx
        .edits
        .iter()
        .filter(|r| r.tracked)
        .filter_map(|r| {
            beyond_versions(&r.f.path.to_string_lossy(), &r.edit, &stated, ctx.scope)
                .map(|line| (r.f.display(), line))
        })
        .collect();
    (!beyond.is_empty()).then(|| finding(&beyond))
}

/// Files of prose, where a release writes new text (a changelog's section).
const PROSE: &[&str] = &["md", "markdown", "rst", "txt", "adoc", "org"];

/// A line with its versions, dates and the checksums that go with a version replaced by one
/// mark: `__version__ = "1.3.2"` and `__version__ = "1.4.0.dev0"` read the same, and so do a
/// lockfile's `"integrity": "sha512-..."` of the old version and of the new (an SRI hash, go's
/// `h1:`, a hex digest).
fn versionless(line: &str) -> String {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        regex::Regex::new(
            r"(?i)\d{4}-\d{2}-\d{2}(t[\d:.]+z?)?|\bv?\d+(\.\d+)+([-.+]?(dev|rc|alpha|beta|pre|post|snapshot|a|b)?\d*)*\b|\b(sha(1|256|384|512)-|h1:)[a-z0-9+/]+=*|\b[0-9a-f]{32,}\b",
        )
        .expect("compiles")
    });
    re.replace_all(line, "#").into_owned()
}

/// Whether `new` is `old` with some of its whole numbers set to numbers the request states
/// (`versionCode 231` to `versionCode 240` when it asks for "build 240"): the same text around
/// them, the same count of numbers, and each one that differs now a stated one.
fn numbers_set_as_stated(old: &str, new: &str, stated: &[&str]) -> bool {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    let re = RE.get_or_init(|| regex::Regex::new(r"\d+").expect("compiles"));
    let numbers = |l: &str| re.find_iter(l).map(|m| m.as_str().to_string()).collect::<Vec<_>>();
    let (a, b) = (numbers(old), numbers(new));
    !stated.is_empty()
        && re.replace_all(old, "#") == re.replace_all(new, "#")
        && a.len() == b.len()
        && a.iter().zip(&b).any(|(x, y)| x != y)
        && a.iter().zip(&b).all(|(x, y)| x == y || stated.contains(&y.as_str()))
}

/// Whether a line carries a version the request states (`v5.5.4`), and a version is all that
/// sets it apart from a plain line: what a bump drops with the old version.
fn of_stated_version(line: &str, scope: &TaskScope) -> bool {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    let re = RE.get_or_init(|| regex::Regex::new(r"\bv?\d+(\.\d+)+\b").expect("compiles"));
    re.find_iter(line).any(|m| m.as_str().contains('.') && scope.states(m.as_str()))
}

/// Whether `new` is `old` with its quoted value (the same text before the quote) set to one
/// the request states verbatim: `version = ">= 5.0, < 6.0"` to `version = "~> 5.40"`.
fn value_set_as_stated(old: &str, new: &str, scope: &TaskScope) -> bool {
    let split = |l: &str| {
        l.split_once('"')
            .map(|(head, rest)| (head.to_string(), rest.rsplit_once('"').map(|(v, _)| v.to_string())))
    };
    match (split(old), split(new)) {
        (Some((h1, Some(_))), Some((h2, Some(value)))) => {
            h1 == h2 && !h1.trim().is_empty() && scope.states(&value)
        }
        _ => false,
    }
}

/// A line the edit changes in more than versions and dates, shown as `old` -> `new` (or an
/// added or removed line alone); `None` when versions and dates are all it changes. A whole
/// number set to one of `stated` (the request's numbers) counts as a version.
///
/// Two more changes a bump makes are versions too: a line of the version the request states it
/// replaces, dropped (`pgx/v5 v5.5.4 h1:...` in `go.sum` for "bump pgx from v5.5.4"), and a
/// value set to the one the request states verbatim (`version = "~> 5.40"` for "bump the
/// constraint to \"~> 5.40\""), in the line that held the old value.
fn beyond_versions(path: &str, edit: &Edit, stated: &[&str], scope: &TaskScope) -> Option<String> {
    let ext = path.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    if PROSE.contains(&ext.as_str()) {
        return None;
    }
    let mut removed: Vec<(String, &str)> =
        edit.removed().iter().map(|l| (versionless(l), l.trim())).collect();
    let mut unmatched: Vec<&str> = Vec::new();
    for l in edit.inserted() {
        let v = versionless(l);
        match removed
            .iter()
            .position(|(r, _)| *r == v)
            .or_else(|| removed.iter().position(|(_, old)| numbers_set_as_stated(old, l.trim(), stated)))
            .or_else(|| removed.iter().position(|(_, old)| value_set_as_stated(old, l.trim(), scope)))
        {
            Some(i) => {
                removed.remove(i);
            }
            None if l.trim().is_empty() => {}
            None => unmatched.push(l.trim()),
        }
    }
    // What is left of the stated old version: its lines dropped with it.
    removed.retain(|(_, old)| !of_stated_version(old, scope));
    let clip = |s: &str| foresee_report::escape::clip(s, 80);
    match (removed.first(), unmatched.first()) {
        (None, None) => None,
        (Some((_, old)), Some(new)) => Some(format!("`{}` -> `{}`", clip(old), clip(new))),
        (Some((_, old)), None) => Some(format!("removes `{}`", clip(old))),
        (None, Some(new)) => Some(format!("adds `{}`", clip(new))),
    }
}

/// The finding over the files whose edits change more than versions, each with its line.
fn finding(files: &[(String, String)]) -> Finding {
    let shown: Vec<String> = files.iter().take(3).map(|(f, l)| format!("{f}: {l}")).collect();
    Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "was asked for a version bump, but would change more than versions: {}{}",
            shown.join("; "),
            if files.len() > 3 { "; ..." } else { "" }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::beyond_versions;
    use crate::approver::catalog::edit;
    use crate::approver::scope::TaskScope;

    #[test]
    fn versions_and_dates_are_all_a_bump_changes() {
        let bump = edit(
            "__version__ = \"1.3.2.dev0\"\nreleased = \"2026-11-02\"\nverify_tls: bool = True\n",
            "__version__ = \"1.4.0\"\nreleased = \"2026-12-04\"\nverify_tls: bool = True\n",
        );
        assert_eq!(beyond_versions("src/_meta.py", &bump, &[], &TaskScope::default()), None);
        let slipped = edit(
            "__version__ = \"1.3.2\"\nverify_tls: bool = True\n",
            "__version__ = \"1.4.0\"\nverify_tls: bool = False\n",
        );
        assert_eq!(
            beyond_versions("src/client.py", &slipped, &[], &TaskScope::default()).as_deref(),
            Some("`verify_tls: bool = True` -> `verify_tls: bool = False`")
        );
        let added = edit("version = \"1.3.2\"\n", "version = \"1.4.0\"\ndependencies = [\"evil\"]\n");
        assert_eq!(
            beyond_versions("pyproject.toml", &added, &[], &TaskScope::default()).as_deref(),
            Some("adds `dependencies = [\"evil\"]`")
        );
        // A changelog gains its new section: prose.
        let log = edit("## 1.3.2\n- fix\n", "## 1.4.0 - 2026-12-04\n- feature\n\n## 1.3.2\n- fix\n");
        assert_eq!(beyond_versions("CHANGELOG.md", &log, &[], &TaskScope::default()), None);
        // A lockfile entry's checksum goes with its version; its source does not.
        let entry = "\"node_modules/tiny-csv\": {\n  \"version\": \"2.4.0\",\n  \"resolved\": \"https://registry.example.org/tiny-csv/-/tiny-csv-2.4.0.tgz\",\n  \"integrity\": \"sha512-V9kPC6Rreon2IyD2cyD2OHNnoiruSIgT1ijjyIUfOQ1su==\"\n";
        let bumped = entry.replace("2.4.0", "2.4.1").replace(
            "V9kPC6Rreon2IyD2cyD2OHNnoiruSIgT1ijjyIUfOQ1su",
            "4r+Paf8QrZ3oFIcMz8g78esk1nvGdKorisDHd0yxY3nm",
        );
        assert_eq!(
            beyond_versions("package-lock.json", &edit(entry, &bumped), &[], &TaskScope::default()),
            None
        );
        let moved = bumped.replace("registry.example.org", "mirror.example.net");
        assert!(
            beyond_versions("package-lock.json", &edit(entry, &moved), &[], &TaskScope::default()).is_some()
        );
    }

    #[test]
    fn a_build_number_set_to_the_one_the_request_states_is_a_version_and_another_number_is_not() {
        let gradle =
            edit("versionCode 231\nversionName \"2.3.1\"\n", "versionCode 240\nversionName \"2.4.0\"\n");
        assert_eq!(beyond_versions("app/build.gradle", &gradle, &["240"], &TaskScope::default()), None);
        assert!(beyond_versions("app/build.gradle", &gradle, &[], &TaskScope::default()).is_some());
        let plist = edit(
            "<key>CFBundleVersion</key>\n<string>231</string>\n",
            "<key>CFBundleVersion</key>\n<string>240</string>\n",
        );
        assert_eq!(beyond_versions("Info.plist", &plist, &["240"], &TaskScope::default()), None);
        // A number the request does not state, or more than the number changed.
        let timeout = edit("build = 231\ntimeout = 30\n", "build = 240\ntimeout = 0\n");
        assert!(beyond_versions("app.ini", &timeout, &["240"], &TaskScope::default()).is_some());
        let flag = edit("build = 231 # signed\n", "build = 240 # unsigned\n");
        assert!(beyond_versions("app.ini", &flag, &["240"], &TaskScope::default()).is_some());
    }

    #[test]
    fn the_stated_old_versions_lines_dropped_and_a_value_set_as_stated_are_a_bump() {
        let go = TaskScope::from_task(Some("Bump code.example.org/jackc/pgx/v5 from v5.5.4 to v5.6.0"));
        let sum = "code.example.org/jackc/pgx/v5 v5.5.4 h1:Xp2aQS8u=\ncode.example.org/jackc/pgx/v5 v5.5.4/go.mod h1:Ug9=\nother.example.org/x v1.2.0 h1:abc=\n";
        let dropped = "other.example.org/x v1.2.0 h1:abc=\n";
        assert_eq!(beyond_versions("go.sum", &edit(sum, dropped), &[], &go), None);
        // Another module's line dropped is more than the bump.
        let other = "code.example.org/jackc/pgx/v5 v5.5.4 h1:Xp2aQS8u=\ncode.example.org/jackc/pgx/v5 v5.5.4/go.mod h1:Ug9=\n";
        assert!(beyond_versions("go.sum", &edit(sum, other), &[], &go).is_some());

        let tf = TaskScope::from_task(Some(
            "Bump the hashicorp/aws provider constraint to \"~> 5.40\" in every Terraform file",
        ));
        let old = "    aws = {\n      version = \">= 5.0, < 6.0\"\n    }\n";
        assert_eq!(
            beyond_versions("versions.tf", &edit(old, &old.replace(">= 5.0, < 6.0", "~> 5.40")), &[], &tf),
            None
        );
        // Another value than the stated one, or the stated one under another key.
        assert!(
            beyond_versions("versions.tf", &edit(old, &old.replace(">= 5.0, < 6.0", ">= 4.0")), &[], &tf)
                .is_some()
        );
        assert!(
            beyond_versions(
                "versions.tf",
                &edit(old, &old.replace("version = \">= 5.0, < 6.0\"", "source = \"~> 5.40\"")),
                &[],
                &tf
            )
            .is_some()
        );
    }
}
