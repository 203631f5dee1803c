//! `limit.reached`: a limit ended the rehearsal.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::effects`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain limit.reached`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "limit.reached",
    action: Decision::Ask,
    catches: "a limit (time, memory, processes, snapshot size) ended the rehearsal, so its effects are partial",
    why: "A rehearsal cut short shows only what happened before the cut: the rest of the command's effects \
        are unknown, and so is whether they were safe. Committed, the first half of a command leaves a \
        state nobody planned for: a half-written file, half a migration.",
    example: Example {
        setup: "",
        fires: Run { command: "sleep 30", task: None, flags: &["--timeout", "1"] },
        passes: Run { command: "sleep 0", task: None, flags: &["--timeout", "1"] },
        contrast: "the command ends well within the limit",
    },
    sources: &["src/approver/wall.rs", "src/effects.rs"],
};
