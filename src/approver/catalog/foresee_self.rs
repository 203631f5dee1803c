//! `foresee.self`: foresee's own state or configuration written.
//!
//! The finding is raised in [`crate::approver::wall`]. What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain foresee.self`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "foresee.self",
    action: Decision::Block,
    catches: "foresee's own state or configuration is written",
    why: "A command that could edit foresee's configuration or state could raise its own autonomy level, \
        drop a `protect` glob, forge a remembered answer or teach the policy: the gate would then be the \
        command's to set. Only you change them, outside a rehearsal.",
    example: Example {
        setup: "printf 'protect = []\\n' > foresee.toml",
        fires: Run { command: "printf 'autonomy = \"trusted\"\\n' >> foresee.toml", task: None, flags: &[] },
        passes: Run { command: "cat foresee.toml > foresee.toml.txt", task: None, flags: &[] },
        contrast: "a copy of the configuration under another name is no configuration foresee reads",
    },
    sources: &["src/approver/wall.rs"],
};
