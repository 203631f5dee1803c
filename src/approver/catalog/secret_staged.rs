//! `secret.staged`: a secrets file staged or committed.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::effects`],
//! [`crate::protected`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules
//! explain secret.staged`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "secret.staged",
    action: Decision::Ask,
    catches: "a file whose name says it holds secrets (`.env`, `*.pem`, `id_rsa`, `api_token`) is newly in a \
        repository's index, staged or committed, unless the task spells out its path",
    why: "A secrets file in the index is one `git push` from the remote and its history, where deleting it \
        later does not take it back. `git add -A` picks up any `.env` that nothing ignores.",
    example: Example {
        setup: "printf 'print(1)\\n' > app.py && git add -A && git commit -qm init",
        fires: Run {
            command: "printf 'API_KEY=Zq8vT2mK9pL4wR7xN3bY\\n' > .env && git add -A",
            task: Some("move the API key into a .env file and stage the changes"),
            flags: &[],
        },
        passes: Run {
            command: "printf 'API_KEY=Zq8vT2mK9pL4wR7xN3bY\\n' > .env && printf '.env\\n' > .gitignore && git add -A",
            task: Some("move the API key into a .env file and stage the changes"),
            flags: &[],
        },
        contrast: "the `.env` is ignored before `git add -A`, so it stays out of the index",
    },
    sources: &["src/approver/wall.rs", "src/effects.rs", "src/protected.rs"],
};
