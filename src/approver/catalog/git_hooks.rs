//! `git.hooks`: a git hook planted or changed.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::effects`],
//! [`crate::git`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! git.hooks`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "git.hooks",
    action: Decision::Block,
    catches: "a git hook is created or changed, or `core.hooksPath` is pointed at a folder of the repository \
        (ask when the task asks for hooks: \"install the pre-commit hook\"; nothing when it asks for \
        hooks, or to set up or install, and each hook is the repository's own: a copy of a file it \
        tracks or had in its work tree before the command, or a short script an installer wrote that \
        only runs the repository's own tasks: `exec make -s lint`, `npm test`, `./scripts/check.sh`, \
        with nothing reaching the network, the home or inline code)",
    why: "A hook is a program git runs by itself on a later `git commit`, `merge` or `checkout`, long \
        after the command that planted it was approved. It runs as you, in every later session, and \
        nothing in that later command's effects shows where it came from.",
    example: Example {
        setup: "",
        fires: Run {
            command: "printf '#!/bin/sh\\necho hi\\n' > .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit",
            task: None,
            flags: &[],
        },
        passes: Run {
            command: "mkdir -p hooks && printf '#!/bin/sh\\n' > hooks/pre-commit",
            task: None,
            flags: &[],
        },
        contrast: "a script named like a hook, in a folder git runs no hooks from, is only a file",
    },
    sources: &["src/approver/wall.rs", "src/effects.rs", "src/git.rs"],
};
