//! `git.rewrite`: a branch or tag moved off its history.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::git`]. What it
//! catches, why, and an example: [`RULE`], shown by `foresee rules explain git.rewrite`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "git.rewrite",
    action: Decision::Ask,
    catches: "a branch or tag is moved off its history (a reset, an amend, a squash, a deleted branch, a moved \
        tag) while its commits survive only in a reflog, unless the task asks for a rewrite (\"squash\", \
        \"amend\", \"reset\", ...) or names the ref, or asks to update or sync the branch (\"update my \
        branch with the latest main\") and the rewrite is a rebase onto a new base that keeps every \
        commit's change (each lost commit has one with the same patch id in the new history); a task \
        that asks to delete *merged* branches does not cover one whose commits no remaining branch \
        contains and whose change HEAD does not already hold (a branch squash-merged upstream is \
        merged: merging it again would change nothing); a task that asks only to squash or reword \
        covers a rewrite whose new tip holds the same tree as the old one",
    why: "After a reset, an amend or a deleted branch the old commits live on only in the reflog, which \
        expires and which nobody browses: the work is there, but nothing points at it any more. Once \
        pushed, a rewrite also makes everyone else rewrite theirs. When the task did not ask for one, a \
        person decides.",
    example: Example {
        setup: "echo two >> README && git commit -qam two",
        fires: Run {
            command: "git reset -q --soft HEAD~1 && git commit -qm 'release 1.1'",
            task: Some("commit the release"),
            flags: &[],
        },
        passes: Run {
            command: "echo three >> README && git commit -qam 'release 1.1'",
            task: Some("commit the release"),
            flags: &[],
        },
        contrast: "a new commit on top leaves every earlier one on the branch",
    },
    sources: &["src/approver/wall.rs", "src/git.rs"],
};
