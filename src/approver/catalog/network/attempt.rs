//! `network.attempt`: a connection or lookup that would leave the machine.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::registries`].
//! What it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! network.attempt`.

use crate::approver::catalog::network::Reach;
use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::examples;
use crate::approver::{Decision, Finding};

pub const RULE: Rule = Rule {
    id: "network.attempt",
    action: Decision::Ask,
    catches: "the command tried to reach a host outside the machine that you have not approved (foresee's \
        sink recorded it and sent nothing, the command saw it fail; the reason names the name looked up or \
        SNI with the port, and the credential classes a request carried), or a port of this machine's \
        loopback that nothing in the rehearsal listened on (a tunnel or proxy may lead off the machine from \
        there; a daemon on its well-known port, a database, cache, broker, package mirror or telemetry \
        collector, is the machine's own, and a task that speaks of `localhost` or the port asks for it); a \
        package manager asking a registry its own configuration names (npm's update check, pip's version \
        check; the hosts are read at run time from the `npmrc` files, pip's configuration and its declared \
        default index, cargo's configuration and index caches, `GOPROXY`, `~/.gemrc`; no registry is named \
        in foresee) is reported, not asked about; so is a connection let through to a destination you \
        approved (`[network] allow`), unless it carries a credential or a protected file's value",
    why: "Only destinations you approved are reached from a rehearsal; every other connection ends at \
        foresee's sink, and the command's effects are what it did without it. What it would have sent, \
        and what it would have fetched and run, nobody has seen: a script that downloads code, a tool \
        that reports home.",
    example: Example {
        setup: "",
        fires: Run { command: "getent hosts api.example.com; true", task: None, flags: &[] },
        passes: Run { command: "getent hosts localhost; true", task: None, flags: &[] },
        contrast: "`localhost` is this machine's own name",
    },
    sources: &[
        "src/approver/catalog/network/attempt.rs",
        "src/approver/catalog/network/mod.rs",
        "src/registries.rs",
    ],
};

/// Destinations and names beyond the rehearsal the command tried to reach, unless what it sent
/// is `secret.exfiltration`'s (then that finding says it).
pub(crate) fn check(reach: &Reach) -> Option<Finding> {
    if reach.external.is_empty() || crate::approver::catalog::secret::exfiltration::check(reach).is_some() {
        return None;
    }
    let carrying = if reach.carried.is_empty() {
        String::new()
    } else {
        format!(", carrying credentials ({})", reach.carried.join(", "))
    };
    Some(Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "tried to reach {}{carrying} (nothing leaves a rehearsal: foresee recorded the attempt and the command saw it fail)",
            examples(&reach.external)
        ),
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::catalog::network::Reach;
    use crate::approver::wall::testing::run;
    use foresee_report::{Effects, LookupEffect, NetworkEffect};

    fn attempts(task: Option<&str>, e: &Effects) -> Vec<String> {
        run(task, e, |c| super::check(&Reach::of(c)).into_iter().collect())
            .into_iter()
            .map(|f| f.what)
            .collect()
    }

    fn connect(destination: &str, loopback: bool) -> NetworkEffect {
        NetworkEffect {
            op: "connect".into(),
            destination: destination.into(),
            loopback,
            ..Default::default()
        }
    }

    #[test]
    fn a_host_beyond_the_rehearsal_is_asked_about_and_the_machines_own_services_are_not() {
        let out = Effects { network: vec![connect("203.0.113.9:8080", false)], ..Default::default() };
        let found = attempts(None, &out);
        assert!(found.len() == 1 && found[0].starts_with("tried to reach 203.0.113.9:8080"), "{found:?}");
        // A database on its well-known port is the machine's own; a local name leaves nothing.
        let local = Effects {
            network: vec![connect("127.0.0.1:5432", true)],
            lookups: vec![LookupEffect { name: "db".into(), ..Default::default() }],
            ..Default::default()
        };
        assert!(attempts(None, &local).is_empty());
        // Any other loopback port nothing of the command listened on may lead off the machine.
        let tunnel = Effects { network: vec![connect("127.0.0.1:1080", true)], ..Default::default() };
        assert_eq!(attempts(None, &tunnel).len(), 1);
        assert!(attempts(Some("query the service on localhost"), &tunnel).is_empty());
    }
}
