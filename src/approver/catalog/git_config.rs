//! `git.config`: git configuration that runs programs or redirects remotes.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::git`]. What it
//! catches, why, and an example: [`RULE`], shown by `foresee rules explain git.config`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "git.config",
    action: Decision::Block,
    catches: "a repository's git config is deleted or gains a key that runs programs or redirects remotes \
        (`core.fsmonitor`, `alias.*`, `url.*.insteadOf`, ...); so does your own `~/.gitconfig`, which \
        reaches every repository (ask when the task names it)",
    why: "Git configuration can make git run programs (`core.fsmonitor`, `core.pager`, an alias) or send \
        fetches and pushes elsewhere (`url.*.insteadOf`). Like a hook, it acts on later git commands, in \
        every session; in `~/.gitconfig` it does so in every repository.",
    example: Example {
        setup: "",
        fires: Run { command: "git config core.pager 'sh -c id'", task: None, flags: &[] },
        passes: Run { command: "git config user.name someone", task: None, flags: &[] },
        contrast: "a name runs nothing and sends nothing anywhere",
    },
    sources: &["src/approver/wall.rs", "src/git.rs"],
};
