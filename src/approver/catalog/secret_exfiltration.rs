//! `secret.exfiltration`: a credential read, then the network reached.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::secrets`],
//! [`crate::protected`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules
//! explain secret.exfiltration`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "secret.exfiltration",
    action: Decision::Block,
    catches: "a process read a protected file (SSH keys, cloud tokens, `.env`, ...), then it or its children \
        tried to reach the network (or a loopback port as `network.attempt` counts it), or a connection \
        tried to send a protected file's value (disguises included); a host the credential file is for \
        (`//registry.example.com/:_authToken` in `.npmrc`, a `.netrc` machine, a cloud provider's \
        domain) is its use, not a leak, and only asked about as a network attempt",
    why: "Reading a key and then reaching out is the shape of theft, whatever the program says it does: an \
        install script, a test, a telemetry hook. Nothing left the rehearsal, but the rest of what the \
        command did comes from the same program, and none of it should land.",
    example: Example {
        setup: "",
        fires: Run {
            command: "cat \"$HOME/.aws/credentials\" > /dev/null; getent hosts collect.example.com; true",
            task: None,
            flags: &[],
        },
        passes: Run { command: "getent hosts collect.example.com; true", task: None, flags: &[] },
        contrast: "the same lookup with no credential read before it is only a network attempt \
            (`network.attempt`)",
    },
    sources: &["src/approver/wall.rs", "src/secrets.rs", "src/protected.rs"],
};
