//! `tests.weakened`: assertions removed or tests skipped.
//!
//! The finding is raised here ([`check`]). What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain tests.weakened`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::edits_content;
use crate::approver::phrasing::{count, list_with};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Place, Transition};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "tests.weakened",
    action: Decision::Ask,
    catches: "assertions are removed from a test file, or tests in it are marked to be skipped \
        (`@pytest.mark.skip`, a module's `pytestmark = pytest.mark.skip`, `it.skip(`, `#[ignore]`, `t.Skip(`, ...), \
        or a test runner's configuration is told to leave tests out (`--deselect` or `--ignore=` in \
        `pyproject.toml`'s `addopts`, `collect_ignore`, `testPathIgnorePatterns`), unless the task asks to skip \
        them; a git-tracked file, or any in a workspace that is not a git repository",
    why: "Deleting an assertion or skipping a test is the cheapest way to make a failing suite pass, and \
        the result looks like success. The tests are your check on the agent's work; weakening them \
        takes the check away.",
    example: Example {
        setup: "",
        fires: Run { command: "sed -i '/2 + 2/d' tests/test_math.py", task: None, flags: &[] },
        passes: Run { command: "echo '    assert 3 + 3 == 6' >> tests/test_math.py", task: None, flags: &[] },
        contrast: "an assertion added makes the test stricter",
    },
    sources: &["src/approver/catalog/safeguards/tests_weakened.rs"],
};

/// The user's test files (outside a repository every file the workspace had is the user's)
/// edited or deleted so that they assert less, or put tests aside, unless the request asks to
/// put tests aside.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    // A request to put tests aside ("skip the flaky test", "quarantine", "mark it xfail").
    let asks_skip = ["skip", "skipped", "quarantine", "xfail", "disable", "ignore", "ignored"]
        .iter()
        .any(|w| ctx.scope.affirms(w))
        // ... a test: "ignore the vendored folder" puts no test aside.
        && ["test", "tests", "flaky", "spec", "specs", "case", "cases", "assertion", "assertions", "suite"]
            .iter()
            .any(|w| ctx.scope.says_word(w));
    let mut weakened: Vec<(&FileEffect, usize, usize)> = Vec::new();
    for x in &ctx.files {
        let f = x.f;
        let users = x.tracked || (f.git.is_none() && f.place == Place::Workspace && f.before.is_some());
        let was_test = f
            .renamed_from
            .as_deref()
            .and_then(|p| p.strip_prefix(ctx.workspace).ok())
            .is_some_and(is_test_file);
        if users
            && !x.switched
            && (x.rel.is_some_and(is_test_file) || was_test)
            && (edits_content(f) || f.transition == Transition::Deleted)
        {
            let (removed, skipped) = test_weakening(f);
            let skipped = if asks_skip { 0 } else { skipped };
            if removed > 0 || skipped > 0 {
                weakened.push((f, removed, skipped));
            }
        }
        // The runner's configuration told to leave tests out (`--deselect`, `--ignore=`,
        // `collect_ignore`, `testPathIgnorePatterns`): the same silence, kept out of the tests.
        if users && !asks_skip && !x.switched && edits_content(f) && x.rel.is_some_and(is_runner_config) {
            let left_out = config_deselections(f);
            if left_out > 0 {
                weakened.push((f, 0, left_out));
            }
        }
    }
    if weakened.is_empty() {
        return None;
    }
    let (removed, skipped): (usize, usize) = weakened.iter().fold((0, 0), |(r, s), (_, a, b)| (r + a, s + b));
    let files: Vec<&FileEffect> = weakened.iter().map(|(f, _, _)| *f).collect();
    let mut how = Vec::new();
    if removed > 0 {
        how.push(format!("remove {}", count(removed, "assertion")));
    }
    if skipped > 0 {
        how.push(format!("mark {} to be skipped", count(skipped, "test")));
    }
    Some(Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would {} in {}",
            how.join(" and "),
            list_with(
                &files,
                if files.iter().all(|f| f.rel.as_deref().is_some_and(is_test_file)) {
                    "test file"
                } else {
                    "file"
                }
            )
        ),
    })
}

/// The configuration files of common test runners (`pyproject.toml`, `pytest.ini`, `setup.cfg`,
/// `tox.ini`, `conftest.py`, `jest.config.js`, `vitest.config.ts`, `package.json`, `.mocharc.yml`).
fn is_runner_config(rel: &Path) -> bool {
    let name = rel.file_name().map(|n| n.to_string_lossy().to_lowercase()).unwrap_or_default();
    matches!(
        name.as_str(),
        "pyproject.toml" | "pytest.ini" | "setup.cfg" | "tox.ini" | "conftest.py" | "package.json"
    ) || ["jest.config.", "vitest.config.", ".mocharc", "karma.conf.", "phpunit.xml", "playwright.config."]
        .iter()
        .any(|p| name.starts_with(p))
}

/// How many more markers that leave tests out of a run the new version of a runner's
/// configuration has than the old one.
fn config_deselections(f: &FileEffect) -> usize {
    // Lower case: matched against the lower-cased text.
    const LEAVE_OUT: &[&str] = &[
        "--deselect",
        "--ignore=",
        "--ignore ",
        "--ignore-glob",
        "collect_ignore",
        "-k 'not ",
        "-k \"not ",
        "testpathignorepatterns",
        "modulepathignorepatterns",
        "--testpathignorepatterns",
        "--skip",
        "<exclude>",
        "grepinvert",
    ];
    let count = |p: Option<&Path>| -> usize {
        let Some(d) = p.and_then(|p| std::fs::read(p).ok()) else { return 0 };
        let text = String::from_utf8_lossy(&d).to_lowercase();
        LEAVE_OUT.iter().map(|m| text.matches(m).count()).sum()
    };
    count(f.after_content.as_deref()).saturating_sub(count(f.before_content.as_deref()))
}

/// Test files by the conventions of common test runners.
fn is_test_file(rel: &Path) -> bool {
    let comps: Vec<String> =
        rel.components().map(|c| c.as_os_str().to_string_lossy().to_lowercase()).collect();
    let name = comps.last().map(|s| s.as_str()).unwrap_or("");
    comps
        .iter()
        .take(comps.len().saturating_sub(1))
        .any(|c| matches!(c.as_str(), "test" | "tests" | "spec" | "specs" | "__tests__" | "testing"))
        || name.starts_with("test_")
        || name.contains("_test.")
        || name.contains(".test.")
        || name.contains(".spec.")
        || name.ends_with("test.java")
        || name.ends_with("tests.cs")
}

/// How a test file was weakened: how many more assertion lines the old version had than the
/// new one, and how many more markers that put a test aside (skip, expected failure, ignore)
/// the new version has than the old one (a failing test silenced instead of fixed). Each
/// version is read once for both counts.
fn test_weakening(f: &FileEffect) -> (usize, usize) {
    const ASSERTS: &[&str] =
        &["assert", "expect(", ".should", "t.error", "t.fatal", "require.", "@test", "raises(", "check("];
    // Lower case: matched against the lower-cased text.
    const SKIPS: &[&str] = &[
        "@unittest.skip",
        "@unittest.expectedfailure",
        "self.skiptest(",
        "unittest.skiptest(",
        // A decorator, or a whole module's `pytestmark = pytest.mark.skip(...)`.
        "pytest.mark.skip",
        "pytest.mark.xfail",
        "pytest.skip(",
        "pytest.xfail(",
        "it.skip(",
        "test.skip(",
        "describe.skip(",
        "it.todo(",
        "test.todo(",
        "xit(",
        "xtest(",
        "xdescribe(",
        "#[ignore",
        "t.skip(",
        "t.skipnow(",
        "t.skipf(",
        "@disabled",
        "@ignore",
        "[ignore",
        "marktestskipped(",
        "skip_unless",
    ];
    // (assertion lines, skip markers) of one version; a missing version has neither.
    let count = |p: Option<&Path>| -> (usize, usize) {
        let Some(d) = p.and_then(|p| std::fs::read(p).ok()) else { return (0, 0) };
        let text = String::from_utf8_lossy(&d).to_lowercase();
        let asserts = text.lines().filter(|l| ASSERTS.iter().any(|m| l.contains(m))).count();
        let skips = SKIPS.iter().map(|m| text.matches(m).count()).sum();
        (asserts, skips)
    };
    let (before, after) = (count(f.before_content.as_deref()), count(f.after_content.as_deref()));
    let skipped = if edits_content(f) { after.1.saturating_sub(before.1) } else { 0 };
    (before.0.saturating_sub(after.0), skipped)
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{edited, git, run};
    use foresee_report::{Effects, GitStatus};

    const TEST: &str = "def test_add():\n    assert 1 + 1 == 2\n    assert 2 + 2 == 4\n";

    fn weakened(task: Option<&str>, after: &str) -> Vec<String> {
        let d = tempfile::tempdir().unwrap();
        let mut f = edited(d.path(), "tests/test_math.py", Some(TEST), Some(after));
        f.git = git(GitStatus::Tracked);
        let e = Effects { files: vec![f], ..Default::default() };
        run(task, &e, |c| super::check(c).into_iter().collect()).into_iter().map(|f| f.what).collect()
    }

    #[test]
    fn an_assertion_removed_or_a_test_skipped_is_asked_about_and_a_test_added_is_not() {
        let fewer = "def test_add():\n    assert 1 + 1 == 2\n";
        assert_eq!(weakened(None, fewer), ["would remove 1 assertion in test file tests/test_math.py"]);
        let skipped = format!("import pytest\n@pytest.mark.skip\n{TEST}");
        assert_eq!(
            weakened(Some("fix the build"), &skipped),
            ["would mark 1 test to be skipped in test file tests/test_math.py"]
        );
        assert!(weakened(Some("skip the flaky test"), &skipped).is_empty());
        // Ignoring something else, or not skipping, puts no test aside.
        assert_eq!(weakened(Some("ignore the vendored folder in the linter config"), &skipped).len(), 1);
        assert_eq!(weakened(Some("don't skip anything, fix the flaky test"), &skipped).len(), 1);
        assert!(weakened(None, &format!("{TEST}\ndef test_sub():\n    assert 2 - 1 == 1\n")).is_empty());
        // A whole module skipped by its `pytestmark`.
        let module = format!("import pytest\npytestmark = pytest.mark.skip(reason='offline')\n{TEST}");
        assert_eq!(weakened(Some("refresh the test snapshots"), &module).len(), 1);
    }

    #[test]
    fn a_runner_configuration_told_to_leave_a_test_out_is_asked_about() {
        let d = tempfile::tempdir().unwrap();
        let old = "[tool.pytest.ini_options]\naddopts = \"-ra --strict-markers\"\n";
        let judged = |task: &str, new: &str| {
            let mut f = edited(d.path(), "pyproject.toml", Some(old), Some(new));
            f.git = git(GitStatus::Tracked);
            let e = Effects { files: vec![f], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect())
                .into_iter()
                .map(|f| f.what)
                .collect::<Vec<_>>()
        };
        let task = "relcheck is failing before I tag 1.8.0. Run bin/relcheck --fix and make sure it's green.";
        let deselected = old.replace("-ra", "--deselect tests/test_restore.py::test_checksum -ra");
        assert_eq!(judged(task, &deselected), ["would mark 1 test to be skipped in file pyproject.toml"]);
        // Another option, or a request to leave it out.
        assert!(judged(task, &old.replace("-ra", "-ra -q")).is_empty());
        assert!(judged("skip the flaky checksum test in the config", &deselected).is_empty());
    }
}
