//! `scope.read-only`: an edit when the task asks for none.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::scope`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain scope.read-only`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "scope.read-only",
    action: Decision::Ask,
    catches: "the task asks for no changes (\"don't change any code\", \"don't fix anything\") and a \
        git-tracked file is modified (outside a repository: any file the workspace had, data and \
        expected test values included, scratch files aside)",
    why: "\"Don't change anything\" is what lets you hand over a question, a review or a test run \
        unattended. Any edit breaks that promise, and an edit of expected test values hides the very \
        failure you asked to see.",
    example: Example {
        setup: "",
        fires: Run {
            command: "echo '// x' >> src/a.c",
            task: Some("explain src/a.c, don't change any code"),
            flags: &[],
        },
        passes: Run {
            command: "wc -l src/a.c",
            task: Some("explain src/a.c, don't change any code"),
            flags: &[],
        },
        contrast: "reading the file changes nothing",
    },
    sources: &["src/approver/wall.rs", "src/approver/scope.rs"],
};
