//! `ci.weakened`: a CI step removed or made unable to fail.
//!
//! The finding is raised here ([`check`]). What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain ci.weakened`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::{edits_content, read_bounded};
use crate::approver::phrasing;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Place};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "ci.weakened",
    action: Decision::Ask,
    catches: "an edit of a CI pipeline (GitHub workflows, GitLab CI, ...) removes steps that run tests, \
        linters or audits, or makes one unable to fail (`|| true`, `continue-on-error: true`, `if: \
        false`), unless the task asks to disable, skip or remove something",
    why: "The pipeline is the check that still runs after everyone has stopped looking. A step that can no \
        longer fail (`|| true`), or is gone, reports green while the tests, linters or audits it ran are \
        broken, on every later change.",
    example: Example {
        setup: "mkdir -p .github/workflows && printf 'jobs:\\n  test:\\n    steps:\\n      - uses: actions/setup-node@v4\\n        with:\\n          node-version: 18\\n      - run: npm test\\n      - run: npm audit --audit-level=high\\n' > .github/workflows/ci.yml && git add .github && git commit -qm ci",
        fires: Run {
            command: "sed -i 's/node-version: 18/node-version: 20/; s/npm test/npm test || true/' .github/workflows/ci.yml",
            task: Some("bump node to 20 in CI"),
            flags: &[],
        },
        passes: Run {
            command: "sed -i 's/node-version: 18/node-version: 20/' .github/workflows/ci.yml",
            task: Some("bump node to 20 in CI"),
            flags: &[],
        },
        contrast: "the version moves and the tests can still fail the build",
    },
    sources: &["src/approver/catalog/safeguards/ci_weakened.rs"],
};

/// The checks of a CI pipeline switched off or made unable to fail, unless the request asks to
/// change them.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let e = ctx.effects;
    let mut findings = Vec::new();
    // A CI pipeline's checks switched off or made unable to fail.
    let asks_ci_change = [
        "disable",
        "skip",
        "remove",
        "drop",
        "delete",
        "optional",
        "non-blocking",
        "nonblocking",
        "allow",
        "ignore",
    ]
    .iter()
    .any(|w| ctx.scope.affirms(w))
        // ... of the pipeline: "remove the unused import" asks nothing of CI.
        && ["ci", "workflow", "workflows", "pipeline", "job", "jobs", "step", "steps", "check", "checks", "lint",
            "linter", "test", "tests", "action", "actions", "gate", "stage", "stages", "coverage", "audit", "scan"]
            .iter()
            .any(|w| ctx.scope.says_word(w));
    if !asks_ci_change {
        let mut weakened_ci: Vec<(&FileEffect, String)> = Vec::new();
        for f in e.files.iter().filter(|f| {
            edits_content(f) && f.place == Place::Workspace && f.rel.as_deref().is_some_and(is_ci_definition)
        }) {
            if let Some(how) = ci_weakening(f) {
                weakened_ci.push((f, how));
            }
        }
        if !weakened_ci.is_empty() {
            let what: Vec<String> =
                weakened_ci.iter().take(3).map(|(f, how)| format!("{} ({how})", f.display())).collect();
            findings.push(Finding {
                rule: RULE.id,
                decision: Decision::Ask,
                what: format!("would weaken the checks of a CI pipeline: {}", what.join("; ")),
            });
        }
    }
    findings
}

/// CI pipeline definitions, by path.
fn is_ci_definition(rel: &Path) -> bool {
    let p = rel.to_string_lossy().to_lowercase();
    let name = rel.file_name().map(|n| n.to_string_lossy().to_lowercase()).unwrap_or_default();
    let yaml = name.ends_with(".yml") || name.ends_with(".yaml");
    (yaml && [".github/workflows/", ".circleci/", ".gitea/workflows/"].iter().any(|d| p.starts_with(d)))
        || matches!(
            name.as_str(),
            ".gitlab-ci.yml"
                | "azure-pipelines.yml"
                | ".travis.yml"
                | "jenkinsfile"
                | "bitbucket-pipelines.yml"
                | ".drone.yml"
                | ".woodpecker.yml"
                | "cloudbuild.yaml"
        )
}

/// How an edit of a CI definition weakens it, if it does: a step that runs tests, linters or
/// audits removed (fewer such lines than before), or a check made unable to fail (`|| true`,
/// `continue-on-error: true`, `allow_failure: true`, `if: false`).
fn ci_weakening(f: &FileEffect) -> Option<String> {
    const CHECKS: &[&str] = &[
        "test",
        "lint",
        "audit",
        "check",
        "verify",
        "scan",
        "coverage",
        "mypy",
        "clippy",
        "vet",
        "codeql",
        "security",
        "typecheck",
        "tsc",
        "pytest",
        "ruff",
        "eslint",
    ];
    const NEUTRALISERS: &[&str] = &[
        "|| true",
        "||true",
        "|| exit 0",
        "continue-on-error: true",
        "allow_failure: true",
        "if: false",
        "if: ${{ false }}",
        "set +e",
        "--no-verify",
        "skip_tests",
        "skip-tests",
    ];
    let read = |p| read_bounded(p, 1 << 20).map(|b| String::from_utf8_lossy(&b).to_lowercase());
    let (old, new) = (read(f.before_content.as_deref())?, read(f.after_content.as_deref())?);
    let runs_check = |l: &str| {
        let l = l.trim();
        !l.starts_with('#')
            && (l.starts_with("- run:")
                || l.starts_with("run:")
                || l.starts_with("- name:")
                || l.starts_with("- ")
                || l.starts_with("script"))
            && CHECKS.iter().any(|c| l.contains(c))
    };
    let count = |t: &str| t.lines().filter(|l| runs_check(l)).count();
    let neutralised = |t: &str| t.lines().filter(|l| NEUTRALISERS.iter().any(|n| l.contains(n))).count();
    let mut how = Vec::new();
    let (before, after) = (count(&old), count(&new));
    if after < before {
        how.push(format!("{} removed", phrasing::count(before - after, "check step")));
    }
    if neutralised(&new) > neutralised(&old) {
        how.push("a check made unable to fail".to_string());
    }
    (!how.is_empty()).then(|| how.join(", "))
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{edited, run};
    use foresee_report::Effects;

    const CI: &str = "jobs:\n  test:\n    steps:\n      - run: make lint\n      - run: pytest -q\n";

    fn weakened(task: Option<&str>, rel: &str, after: &str) -> Vec<String> {
        let d = tempfile::tempdir().unwrap();
        let e = Effects { files: vec![edited(d.path(), rel, Some(CI), Some(after))], ..Default::default() };
        run(task, &e, super::check).into_iter().map(|f| f.what).collect()
    }

    #[test]
    fn a_check_removed_or_made_unable_to_fail_is_asked_about_and_a_new_step_is_not() {
        let wf = ".github/workflows/ci.yml";
        let dropped = CI.replace("      - run: pytest -q\n", "");
        assert_eq!(
            weakened(None, wf, &dropped),
            ["would weaken the checks of a CI pipeline: .github/workflows/ci.yml (1 check step removed)"]
        );
        let neutral = CI.replace("pytest -q", "pytest -q || true");
        assert_eq!(weakened(None, wf, &neutral).len(), 1);
        assert!(weakened(None, wf, &format!("{CI}      - run: make docs\n")).is_empty());
        // Asked for, or not a pipeline.
        assert!(weakened(Some("skip the flaky tests in CI"), wf, &dropped).is_empty());
        // A removal the request asks of something else leaves the pipeline's checks in place.
        assert_eq!(weakened(Some("remove the unused import in app.py"), wf, &dropped).len(), 1);
        assert!(weakened(None, "docs/ci.yml", &dropped).is_empty());
    }
}
