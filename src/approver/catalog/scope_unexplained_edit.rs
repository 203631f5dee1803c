//! `scope.unexplained-edit`: a tracked file edited without the task's words, beside edits that have them.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::scope`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain scope.unexplained-edit`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "scope.unexplained-edit",
    action: Decision::Ask,
    catches: "some edits carry the task's words (a version, a name; not common words such as \"commit\" or \
        \"before\") and a git-tracked file is edited without them (edits of white space alone, or \
        permissions only taken away, are no edits) (a file that says it is generated, `Code generated \
        ... DO NOT EDIT`, counts as explained when the task asks to regenerate); also a notebook whose \
        code cells change when the task is about its outputs (\"strip the outputs\")",
    why: "When the task's words (a version, a name) show in some edits, they show what the change is. An \
        edit of another tracked file without them is one nobody asked for, easy to miss in a diff that \
        is otherwise just what was asked.",
    example: Example {
        setup: "",
        fires: Run {
            command: "echo 2.7.1 > VERSION && echo '// tidy' >> src/a.c",
            task: Some("bump the version to 2.7.1"),
            flags: &[],
        },
        passes: Run { command: "echo 2.7.1 > VERSION", task: Some("bump the version to 2.7.1"), flags: &[] },
        contrast: "every edit carries the version the task asks for",
    },
    sources: &["src/approver/wall.rs", "src/approver/scope.rs"],
};
