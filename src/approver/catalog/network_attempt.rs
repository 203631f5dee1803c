//! `network.attempt`: a connection or lookup that would leave the machine.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::registries`]
//! and here ([`let_through`]: the user's rules its reason names).
//! What it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! network.attempt`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

/// What the reason adds: the user's rules that would let the destinations through (each
/// report entry names its own), as `foresee rules add` reads them, at most three.
pub fn let_through(outside: &[&foresee_report::NetworkEffect]) -> String {
    let mut rules: Vec<&str> = Vec::new();
    for r in outside.iter().filter_map(|n| n.allow_rule.as_deref()) {
        if !rules.contains(&r) {
            rules.push(r);
        }
    }
    if rules.is_empty() {
        return String::new();
    }
    let more = rules.len().saturating_sub(3);
    let shown: Vec<String> = rules.iter().take(3).map(|r| format!("foresee rules add '{r}'")).collect();
    format!(
        "; the user can let {} through with {}{}",
        if rules.len() == 1 { "it" } else { "them" },
        shown.join(", "),
        if more > 0 { format!(" and {more} more") } else { String::new() }
    )
}

pub const RULE: Rule = Rule {
    id: "network.attempt",
    action: Decision::Ask,
    catches: "the command tried to reach a host outside the machine that you have not approved (foresee's \
        sink recorded it and sent nothing, the command saw it fail; the reason names the name looked up or \
        SNI with the port, the credential classes a request carried, and the rule `foresee rules add` takes \
        to let it through: `always allow network to HOST:PORT`, `for any method` when it sent more than a \
        read), or a port of this machine's \
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
    sources: &["src/approver/wall.rs", "src/registries.rs"],
};
