//! `work.lost`: uncommitted work deleted, overwritten or reverted.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::effects`],
//! [`crate::git`], [`crate::approver::build_outputs`]. What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain work.lost`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "work.lost",
    action: Decision::Block,
    catches: "uncommitted work is deleted, overwritten or reverted to HEAD (or rewritten from the committed \
        version, so most of the uncommitted lines are gone), and the task does not name it (a folder the \
        task names does not ask for a reverted file's work to go; naming the file and asking to discard \
        does; so does a plain request to discard, \"discard my changes\", \"throw away my local edits\", \
        for every file put back, or those of the paths it names) (what the same agent session wrote \
        itself through foresee, unchanged since, it may undo; work a commit the command made keeps, \
        content for content, is set aside, not lost: `git stash`, `git stash -u`)",
    why: "Uncommitted work exists nowhere else: not in git, not in a backup. A command that deletes, \
        overwrites or resets it takes your hours with no way back, so it is refused unless the task \
        names that work and asks for it to go.",
    example: Example {
        setup: "",
        fires: Run { command: "rm notes.txt", task: None, flags: &[] },
        passes: Run { command: "rm build/out.o", task: None, flags: &[] },
        contrast: "`build/out.o` is a build output, which is never work",
    },
    sources: &["src/approver/wall.rs", "src/effects.rs", "src/git.rs", "src/approver/build_outputs.rs"],
};
