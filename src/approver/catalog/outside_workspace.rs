//! `outside.workspace`: a write outside the workspace.
//!
//! The finding is raised in [`crate::approver::wall`]. What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain outside.workspace`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "outside.workspace",
    action: Decision::Ask,
    catches: "anything is written outside the workspace (temp folders and caches, `~/.cache` and package \
        managers' own, are reported, not asked about; so is a tool's bookkeeping in its own home folder, \
        an entry whose name says cache, log, temporary or lock: `~/.cargo/.global-cache`, \
        `~/.npm/_logs/`, not `~/.cargo/config.toml` or `~/.cargo/bin`; so are new files where an install \
        puts them, `~/.local/bin`, `~/.config`, `~/.local/share`, when the task asks to install or set \
        up; a folder whose times alone changed, a file made and removed in it, holds nothing written; a \
        request to start the project from scratch, \"wipe the project's own caches\", covers deleting the \
        folders named for the project, by its manifests, right under `~/.cache`, `~/.local/share` and \
        `~/.local/state`, never those folders themselves)",
    why: "The workspace is what the task is about and what you review. A write elsewhere changes something \
        you did not look at and git cannot restore: another project, a tool's settings, your documents.",
    example: Example {
        setup: "",
        fires: Run { command: "echo x > \"$HOME/elsewhere.txt\"", task: None, flags: &[] },
        passes: Run { command: "echo x > \"${TMPDIR:-/tmp}/foresee-example.txt\"", task: None, flags: &[] },
        contrast: "a temporary folder is reported, not asked about",
    },
    sources: &["src/approver/wall.rs"],
};
