//! `privilege.change`: privileges granted, or another user's identity taken.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::sensitive`].
//! What it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! privilege.change`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "privilege.change",
    action: Decision::Block,
    catches: "a set-id bit or file capabilities are set; sudoers, the accounts database, or a polkit/doas/PAM \
        policy is written; or a program that acts as another user (`sudo`, `su`, `doas`, `pkexec`, ...) \
        is run. Final even when the task names it",
    why: "A set-id program, a sudoers line or a PAM policy outlives the command and gives whoever runs or \
        edits it more than you meant, often a root shell one step away. `sudo` or `su` in a command makes \
        the rest of it act as another user, usually root. Such steps are yours to run, never the agent's, \
        so the block is final even when the task asks for them.",
    example: Example {
        setup: "",
        fires: Run { command: "chmod u+s tool", task: None, flags: &[] },
        passes: Run { command: "chmod +x tool", task: None, flags: &[] },
        contrast: "an executable bit gives nobody another user's rights",
    },
    sources: &["src/approver/wall.rs", "src/sensitive.rs"],
};
