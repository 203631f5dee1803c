//! `secret.exfiltration`: a credential read, then the network reached.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::secrets`],
//! [`crate::protected`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules
//! explain secret.exfiltration`.

use crate::approver::catalog::network::Reach;
use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::examples;
use crate::approver::{Decision, Finding};

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
    sources: &[
        "src/approver/catalog/secret/exfiltration.rs",
        "src/approver/catalog/network/mod.rs",
        "src/secrets.rs",
        "src/protected.rs",
    ],
};

/// A protected file's value sent, or a credential read and then the network reached.
pub(crate) fn check(reach: &Reach) -> Option<Finding> {
    let what = if !reach.values_sent.is_empty() {
        format!("tried to send {}", examples(&reach.values_sent))
    } else if !reach.read_then_sent.is_empty() && !reach.external.is_empty() {
        format!(
            "read {} and then tried to reach {}",
            reach.read_then_sent.join(", "),
            examples(&reach.external)
        )
    } else {
        return None;
    };
    Some(Finding { rule: RULE.id, decision: RULE.action, what })
}

#[cfg(test)]
mod tests {
    use crate::approver::catalog::network::Reach;

    fn reach(external: &[&str], read: &[&str], values: &[&str]) -> Reach {
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect();
        Reach {
            external: v(external),
            read_then_sent: v(read),
            values_sent: v(values),
            carried: Vec::new(),
            notes: String::new(),
        }
    }

    #[test]
    fn a_credential_read_then_a_send_is_refused_and_a_send_alone_is_not_this_rule() {
        let read_then = super::check(&reach(&["203.0.113.9:443"], &["aws-credentials"], &[])).unwrap();
        assert_eq!(read_then.what, "read aws-credentials and then tried to reach 203.0.113.9:443");
        assert!(super::check(&reach(&[], &[], &["dotenv from /ws/.env to 203.0.113.9:9000"])).is_some());
        assert!(super::check(&reach(&["203.0.113.9:443"], &[], &[])).is_none());
        assert!(super::check(&reach(&[], &["aws-credentials"], &[])).is_none());
    }
}
