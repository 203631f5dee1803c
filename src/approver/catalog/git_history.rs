//! `git.history`: commits or objects lost for good, or the git folder deleted.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::git`]. What it
//! catches, why, and an example: [`RULE`], shown by `foresee rules explain git.history`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "git.history",
    action: Decision::Block,
    catches: "commits become unreachable from every branch, tag and reflog, objects vanish, or `.git` is \
        deleted",
    why: "Commits that no branch, tag or reflog reaches are pruned by the next `git gc`, and a deleted \
        `.git` takes the whole history with it. Every other undo rests on that history: once it is gone, \
        nothing brings it back.",
    example: Example {
        setup: "echo two >> README && git commit -qam two",
        fires: Run {
            command: "git reset -q --hard HEAD~1 && git reflog expire --expire=now --all && git gc -q --prune=now",
            task: None,
            flags: &[],
        },
        passes: Run { command: "git reset -q --hard HEAD~1", task: None, flags: &[] },
        contrast: "the commit is still in the reflog, so nothing is lost for good: whether the branch may move \
            is `git.rewrite`'s question",
    },
    sources: &["src/approver/wall.rs", "src/git.rs"],
};
