//! `secret.in-output`: credential-shaped values in the output.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::secrets`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain secret.in-output`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "secret.in-output",
    action: Decision::Ask,
    catches: "the output holds credential-like values (by their shape) not traced to a protected file; values \
        shown cut or masked (`npm_…`, `ab...yz`, `****`) are not, nor is source code after a \
        secret-sounding name (`Tokens::default()`, `api_key: String,`, `get_token(cfg)?`: names made of \
        words in a path, a call, a field or a type, not in quotes), as `cat`, `git grep` or a compiler's \
        warnings show it; a quoted or random value (`api_key = \"Xk9f...\"`) still is",
    why: "A value shaped like a key (`ghp_...`, `AKIA...`, a private key block) in the output lands in the \
        agent's context and its logs even when foresee does not know where it came from. Asking costs a \
        look; a leaked key costs a rotation.",
    example: Example {
        setup: "",
        fires: Run {
            command: "echo 'token: ghp_R4nd0mT0k3nV4lu3F0rT3st1ngXyZ12345678'",
            task: None,
            flags: &[],
        },
        passes: Run { command: "git rev-parse HEAD", task: None, flags: &[] },
        contrast: "a commit id looks random, but it has no credential's shape",
    },
    sources: &["src/approver/wall.rs", "src/secrets.rs"],
};
