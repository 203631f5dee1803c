//! `git.stash`: a stash entry dropped.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::effects`],
//! [`crate::git`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! git.stash`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "git.stash",
    action: Decision::Ask,
    catches: "a stash entry (the newest or an older one) is dropped whose content the work tree does not hold \
        (a clean `git stash pop` drops only what it restored)",
    why: "A stash entry is uncommitted work set aside, often forgotten until it is needed. Once dropped it \
        is reachable only by hunting dangling commits, until `git gc` prunes them.",
    example: Example {
        setup: "echo change >> README && git stash -q",
        fires: Run { command: "git stash drop -q", task: None, flags: &[] },
        passes: Run { command: "git stash list", task: None, flags: &[] },
        contrast: "listing the stash drops nothing",
    },
    sources: &["src/approver/wall.rs", "src/effects.rs", "src/git.rs"],
};
