//! `protected`: a path of your `protect` globs changed.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::config`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain protected`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "protected",
    action: Decision::Block,
    catches: "a path matching a `protect` glob is written, created or deleted",
    why: "The `protect` globs are your own list of what no command may change: deployment keys, production \
        configuration, a signed release. A list a command could talk its way around would protect \
        nothing, so a match blocks whatever the task says.",
    example: Example {
        setup: "mkdir -p deploy && echo key > deploy/target && printf 'protect = [\"deploy/**\"]\\n' > foresee.toml",
        fires: Run { command: "echo other > deploy/target", task: None, flags: &[] },
        passes: Run {
            command: "mkdir -p deployment && echo other > deployment/target",
            task: None,
            flags: &[],
        },
        contrast: "`deployment/` is not matched by the glob `deploy/**`",
    },
    sources: &["src/approver/wall.rs", "src/config.rs"],
};
