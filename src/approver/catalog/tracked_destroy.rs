//! `tracked.destroy`: a git-tracked file deleted, overwritten or moved out.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::scope`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain tracked.destroy`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "tracked.destroy",
    action: Decision::Ask,
    catches: "a git-tracked file is deleted, overwritten or moved out, and the task does not name it (a file \
        moved and edited in one command, at least half of its lines kept as git's rename detection \
        counts them (same extension or stem), is moved, and its edit is judged as an edit; a rewrite \
        whose changed lines carry the task's identifiers is the asked edit, unless the task confines \
        the change to paths it names); in a workspace outside git, a program source overwritten. A file \
        that says it is generated is in scope when the task asks to regenerate. A linked worktree \
        removed whole (`git worktree remove`: its `.git` is a file, the history stays in the \
        repository) is one effect, asked about unless the task speaks of worktrees. A branch switch (or \
        a fast-forward) loses nothing: a clean file that held exactly what the old HEAD commits, while \
        a branch or tag still reaches that commit, and now holds the new HEAD's version (or is gone as \
        the new HEAD has none) is neither destroyed nor a weakened test; `git checkout main && git \
        branch -D feat` of an unmerged branch, a forced switch over uncommitted lines, or a deletion \
        HEAD's move does not explain still counts",
    why: "git can bring a tracked file back, but only if someone notices that it went: a deletion or an \
        overwrite inside a larger change gets committed along with the rest. The task says which files \
        it is about; another tracked file destroyed is asked about.",
    example: Example {
        setup: "",
        fires: Run { command: "rm README", task: None, flags: &[] },
        passes: Run { command: "rm README", task: Some("delete the README"), flags: &[] },
        contrast: "the task names the README and asks to delete it",
    },
    sources: &["src/approver/wall.rs", "src/approver/scope.rs"],
};
