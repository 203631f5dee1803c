//! `network.attempt`: a connection or lookup that would leave the machine.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::registries`] and here
//! ([`let_through`]: the user's rules its reason names; [`rerun_differences`]: what a second,
//! live run did beyond the first).
//! What it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! network.attempt`.

use crate::approver::catalog::network::Reach;
use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::examples;
use crate::approver::{Decision, Finding};

/// What the reason adds for TLS clients that refused the sink's certificate: their requests
/// went unseen, and the user should know why (they pin a key, or keep roots of their own).
pub fn unseen(outside: &[&foresee_report::NetworkEffect]) -> String {
    let mut names: Vec<String> = Vec::new();
    for n in outside.iter().filter(|n| n.untrusted.is_some()) {
        let shown = foresee_report::escape::escape_bytes(n.shown().as_bytes());
        if !names.contains(&shown) {
            names.push(shown);
        }
    }
    if names.is_empty() {
        return String::new();
    }
    format!(
        "; {} did not trust foresee's certificate (a pinned key, or roots of its own), so what it would send went unseen",
        names.iter().take(3).cloned().collect::<Vec<_>>().join(", ")
    )
}

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
        approved (`[network] allow`, your allow rules), unless it carries a credential or a protected \
        file's value not kept for it (a token whose file names that host, or is named for it: \
        `push-gw.staging.key` for `push-gw.example.test`); and, for a request that diagnoses or checks (\"check whether the API is up\"), a \
        probe: a connection that sent nothing, or a plain `GET`/`HEAD`/`OPTIONS` with no body, \
        credential, cookie or long query, from a process that read no secret (the command runs again \
        with the probe let through, so the answer is the service's, not the sink's). A destination the \
        request approves is not asked about either: a host it spells out (\"warm the cache from \
        vcpkg-cache.example.test\"), or, for a request to publish, push, sync or pull, the host the \
        credentials the command read are kept for (the index `~/.pypirc` names), or a plain read from a \
        host whose first label the request says (`snapshots.example.test` for \"pull the latest \
        snapshot\"), or, for a request to deploy, push or upload to a target it names by role \
        (\"deploy the frontend to staging\"), a send with no credential to the host of that first label \
        (`staging.example.test`); when nothing else was \
        asked about and nothing carried a protected value, the command runs again with those let \
        through, live, and that run is judged as any command is. It also asks when a command's second, live run (its destinations approved after it \
        was held back) does more than the run you approved: a change of another kind or in another area, \
        a destination, a sensitive place or a protected read the first run did not have",
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
        "src/live.rs",
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
            "tried to reach {}{carrying} (nothing leaves a rehearsal: foresee recorded the attempt and the command saw it fail){}",
            examples(&reach.external),
            reach.notes
        ),
    })
}

/// Where a changed path is, for comparing two runs: its first two folders (`src/lib`,
/// `~/.config`), with its kind of change. Temporary files and caches are left out: a live
/// download fills them where a held-back one could not.
fn areas(r: &foresee_report::EffectsReport) -> std::collections::BTreeSet<(String, String)> {
    use foresee_report::Place;
    let area = |path: &str| -> String {
        let parts: Vec<&str> = path.split('/').filter(|c| !c.is_empty()).collect();
        let take = if parts.len() > 2 { 2 } else { parts.len().saturating_sub(1) };
        let a = parts[..take].join("/");
        if path.starts_with('/') {
            format!("/{a}")
        } else if a.is_empty() {
            "./".into()
        } else {
            a
        }
    };
    let kind = |t: foresee_report::Transition| format!("{t:?}").to_lowercase();
    let mut out = std::collections::BTreeSet::new();
    for f in r.files.entries.iter().filter(|f| !matches!(f.place, Place::Temp | Place::Cache)) {
        out.insert((area(&f.path), kind(f.change)));
    }
    for g in &r.files.groups {
        if !g.folder.starts_with("/tmp") && !g.folder.contains("/.cache") && !g.folder.starts_with("~/.cache")
        {
            out.insert((area(&format!("{}/x", g.folder.trim_end_matches('/'))), kind(g.change)));
        }
    }
    out
}

/// The destinations a report names: the hosts connected to (by name, SNI or address) and the
/// names looked up.
fn destinations(r: &foresee_report::EffectsReport) -> std::collections::BTreeSet<String> {
    let connected = r.network.iter().filter(|n| !n.loopback).map(|n| {
        let host = n.name.as_deref().or(n.sni.as_deref()).unwrap_or(&n.destination);
        host.to_ascii_lowercase()
    });
    connected.chain(r.lookups.iter().map(|l| l.name.to_ascii_lowercase())).collect()
}

/// How [`rerun_differences`] names changes of a kind or area the first run did not make.
pub const NEW_CHANGES: &str = "changes the first run did not make";

/// How a command's second, live run (its destinations approved after the first) differs from
/// the first, which the user approved: changes of another kind or in another area, destinations
/// the first did not try, sensitive places or protected files the first did not touch. Empty
/// when the second did nothing the user was not shown; anything here goes back to the user.
pub fn rerun_differences(
    first: &foresee_report::EffectsReport,
    second: &foresee_report::EffectsReport,
) -> Vec<String> {
    let mut out = Vec::new();
    let (a1, a2) = (areas(first), areas(second));
    let new_areas: Vec<String> = a2.difference(&a1).map(|(a, k)| format!("{k} in {a}")).collect();
    if !new_areas.is_empty() {
        out.push(format!(
            "{NEW_CHANGES}: {}",
            new_areas.iter().take(5).cloned().collect::<Vec<_>>().join(", ")
        ));
    }
    let (d1, d2) = (destinations(first), destinations(second));
    let new_dest: Vec<&String> = d2.difference(&d1).collect();
    if !new_dest.is_empty() {
        out.push(format!(
            "destinations the first run did not try: {}",
            new_dest.iter().take(5).map(|d| d.as_str()).collect::<Vec<_>>().join(", ")
        ));
    }
    let sensitive = |r: &foresee_report::EffectsReport| -> std::collections::BTreeSet<String> {
        r.files.entries.iter().filter(|f| f.sensitive.is_some()).map(|f| f.path.clone()).collect()
    };
    let new_sensitive: Vec<String> = sensitive(second).difference(&sensitive(first)).cloned().collect();
    if !new_sensitive.is_empty() {
        out.push(format!("sensitive places the first run did not change: {}", new_sensitive.join(", ")));
    }
    let reads = |r: &foresee_report::EffectsReport| -> std::collections::BTreeSet<String> {
        r.reads.iter().map(|x| x.path.display().to_string()).collect()
    };
    let new_reads: Vec<String> = reads(second).difference(&reads(first)).cloned().collect();
    if !new_reads.is_empty() {
        out.push(format!("protected files the first run did not read: {}", new_reads.join(", ")));
    }
    out
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
    fn a_probe_for_a_diagnosis_is_reported_and_one_that_carries_or_follows_a_secret_is_asked() {
        let probe = |method: Option<&str>, bytes: u64| NetworkEffect {
            method: method.map(String::from),
            path: method.map(|_| "/health".into()),
            bytes: Some(bytes),
            ..connect("203.0.113.9:443", false)
        };
        let diag = Some("check whether the API is up");
        let asked = |n: NetworkEffect, task| {
            attempts(task, &Effects { network: vec![n], ..Default::default() }).len()
        };
        assert_eq!(asked(probe(None, 0), diag), 0, "a bare connect");
        assert_eq!(asked(probe(Some("GET"), 80), diag), 0, "a plain GET");
        // Not a diagnosis, a POST, a credential, a secret read before, a query carrying data.
        assert_eq!(asked(probe(Some("GET"), 80), Some("build the docs")), 1);
        assert_eq!(asked(probe(Some("POST"), 80), diag), 1);
        let mut carried = probe(Some("GET"), 80);
        carried.credentials = vec!["github-token".into()];
        assert_eq!(asked(carried, diag), 1);
        // After a secret was read, it is secret.exfiltration's to say.
        let mut after = probe(Some("GET"), 80);
        after.after_reading = vec!["aws-credentials".into()];
        let e = Effects { network: vec![after], ..Default::default() };
        let exfiltration = run(diag, &e, |c| {
            crate::approver::catalog::secret::exfiltration::check(&Reach::of(c)).into_iter().collect()
        });
        assert_eq!(exfiltration.len(), 1);
        let mut long = probe(Some("GET"), 300);
        long.path = Some(format!("/health?d={}", "A".repeat(200)));
        assert_eq!(asked(long, diag), 1);
        // A local dev server probed for a check: the machine's own, reported.
        assert_eq!(asked(NetworkEffect { bytes: Some(0), ..connect("127.0.0.1:3000", true) }, diag), 0);
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

    #[test]
    fn an_approved_destination_is_asked_about_only_for_a_credential_not_kept_for_it() {
        let sent = |own: bool| NetworkEffect {
            forwarded: true,
            name: Some("push-gw.example.test".into()),
            method: Some("POST".into()),
            credentials: vec!["secret-file".into()],
            own_credential: own,
            ..connect("198.18.0.1:80", false)
        };
        let judged = |n| attempts(None, &Effects { network: vec![n], ..Default::default() }).len();
        assert_eq!(judged(sent(true)), 0, "its own token, where it is kept for");
        assert_eq!(judged(sent(false)), 1, "a credential kept for somewhere else");
    }
}

#[cfg(test)]
mod rerun_tests {
    use super::*;
    use foresee_report::{Effects, EffectsReport};

    fn run(
        files: &[(&str, &str, &str, Option<&str>)],
        net: &[(&str, bool)],
        reads: &[&str],
    ) -> EffectsReport {
        let files = files
            .iter()
            .map(|(path, transition, place, sensitive)| {
                let mut v = serde_json::json!({"path": path, "transition": transition, "place": place});
                if let Some(s) = sensitive {
                    v["sensitive"] = serde_json::json!(s);
                }
                serde_json::from_value(v).unwrap()
            })
            .collect();
        let network = net
            .iter()
            .map(|(name, forwarded)| {
                serde_json::from_value(serde_json::json!({
                    "op": "connect", "destination": "198.18.0.1:443", "process": "curl", "times": 1,
                    "name": name, "port": 443, "forwarded": forwarded,
                }))
                .unwrap()
            })
            .collect();
        let reads = reads
            .iter()
            .map(|p| serde_json::from_value(serde_json::json!({"path": p, "class": "ssh-key"})).unwrap())
            .collect();
        EffectsReport::build(&Effects { files, network, reads, ..Default::default() })
    }

    #[test]
    fn a_second_run_that_does_what_the_first_showed_differs_in_nothing() {
        let first = run(
            &[("/w/vendor/pkg/a.txt", "created", "workspace", None)],
            &[("pkgs.example.test", false)],
            &[],
        );
        let same = run(
            &[
                ("/w/vendor/pkg/b.txt", "created", "workspace", None),
                ("/home/u/.cache/pip/x", "created", "cache", None),
            ],
            &[("pkgs.example.test", true)],
            &[],
        );
        assert!(rerun_differences(&first, &same).is_empty(), "{:?}", rerun_differences(&first, &same));
        // Another host, a sensitive place, a protected read: each is named.
        let other = run(
            &[("/home/u/.bashrc", "modified", "home", Some("shell startup"))],
            &[("pkgs.example.test", true), ("collect.example.net", false)],
            &["/home/u/.ssh/id_ed25519"],
        );
        let d = rerun_differences(&first, &other).join("\n");
        for want in ["modified in", ".bashrc", "collect.example.net", "sensitive places", "id_ed25519"] {
            assert!(d.contains(want), "{want}: {d}");
        }
    }
}
