//! `secret.in-file`: credential-shaped values written into a file made to be shared.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::secrets`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain secret.in-file`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "secret.in-file",
    action: Decision::Ask,
    catches: "a file the command writes (a report, a log, a manifest, an output folder's file) newly holds \
        credential-like values, unless its name says it holds them (`.env`, `secrets.yaml`, \
        `config.json`, ...; not in a place whose files are published or committed as they are: \
        `public/`, `dist/`, `static/`, `_site/`, `fixtures/`, `__snapshots__/`) or the task names it and asks for keys, tokens or passwords in it (not in a \
        negated clause, \"the password must not end up in it\"; and never when it asks to scrub, redact \
        or mask them out). Masked values (`[REDACTED]`, `<token>`, `***`) are no credentials",
    why: "A report, a log or a summary is made to be read by others: a key written into it leaks when it \
        is sent, committed or uploaded, later and quietly. A file named for secrets (`.env`, \
        `secrets.yaml`) is where keys belong, and is kept out of sharing by that name.",
    example: Example {
        setup: "",
        fires: Run {
            command: "mkdir -p notes && printf 'slowest: GET /v1/items?api_key=Zq8vT2mK9pL4wR7xN3bY 2.1s\\n' > notes/summary.md",
            task: Some("summarize the access log"),
            flags: &[],
        },
        passes: Run {
            command: "mkdir -p notes && printf 'slowest: GET /v1/items 2.1s\\napi_key=Zq8vT2mK9pL4wR7xN3bY\\n' > notes/secrets.env",
            task: Some("summarize the access log"),
            flags: &[],
        },
        contrast: "the key goes into a file whose name says it holds secrets",
    },
    sources: &["src/approver/wall.rs", "src/secrets.rs"],
};
