//! `ci.weakened`: a CI step removed or made unable to fail.
//!
//! The finding is raised in [`crate::approver::wall`]. What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain ci.weakened`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

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
    sources: &["src/approver/wall.rs"],
};
