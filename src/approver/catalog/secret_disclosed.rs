//! `secret.disclosed`: a credential value shown or written where it should not be.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::secrets`],
//! [`crate::protected`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules
//! explain secret.disclosed`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "secret.disclosed",
    action: Decision::Block,
    catches: "a credential value from a protected file appears in the output or in a file the command wrote, \
        as is or disguised (base64 at any alignment, base32 at any alignment in either case, hex, \
        percent-encoded, reversed, a token's first or last 16 characters, as is or in hex; encoders' \
        line wrapping undone; a value stored base64-encoded, such as docker's `auth`, decoded). Shell \
        and REPL histories are protected too; their secrets are only their credential-shaped values (an \
        exported key, a password in a URL). So are files in `~/.config`, the home and each tool's folder \
        in it (`~/.mltrack/credentials`) named for their secret (`password`, `api_token`, \
        `deploy.token`, `.secrets`), each word-like line of them a value, and tools' well-known \
        credential files (`~/.kaggle/kaggle.json`, `~/.gem/credentials`, `~/.m2/settings.xml`, ...). In \
        a protected file, a value under a name that says it is a secret (`\"key\": ...`, `token = ...`, \
        `password: ...`) is one, whatever its shape. Values of a workspace `.env` the task names, \
        written into a workspace file it names (\"render config/app.yaml from .env.development\"), are \
        the asked rendering. Values public by convention are no secrets: those of variables a framework \
        ships to browsers (`NEXT_PUBLIC_`, `VITE_`, `PUBLIC_`, `REACT_APP_`, ...) and publishable keys \
        (`pk_live_...`)",
    why: "A credential in the output reaches the agent's context, its logs and whoever reads the \
        transcript; one written into a file is one commit or one upload from being public. Either way \
        the key has to be rotated. Encoding it is no protection: a base64 or reversed key is the key.",
    example: Example {
        setup: "",
        fires: Run { command: "cat \"$HOME/.aws/credentials\"", task: None, flags: &[] },
        passes: Run { command: "ls \"$HOME/.aws\"", task: None, flags: &[] },
        contrast: "listing the folder shows the file's name, none of its values",
    },
    sources: &["src/approver/wall.rs", "src/secrets.rs", "src/protected.rs"],
};
