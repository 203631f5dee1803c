//! Approved destinations for a run, and the second, live run.
//!
//! What a rehearsal lets through, live ([`approved`]): the user's `[network] allow`, their allow
//! rules for the network (in the configuration or added with `foresee rules add`), and the
//! destinations of this very command's check-ins that the user allowed (at the terminal or with
//! `foresee review N --allow`) within the last day and that were not used up.
//!
//! A command that tried destinations nobody had approved ran without them: what it did then is
//! what the user saw. Once the user approves them (an answer, a review, a rule), the command runs
//! again, in a fresh snapshot, with them let through: the second, live run. Its effects are
//! compared with the first run's ([`crate::approver::catalog::network::attempt::rerun_differences`]):
//! - the same kinds of change in the same areas, no new destinations, sensitive places or
//!   protected reads: an allowed check-in lets it through (and is used up), whatever else the
//!   policy would have asked; a rule's approval leaves the decision to the approver as usual;
//! - anything else goes back to the user as a check-in, whatever the approver would have said.
//!
//! The wall judges the second run as any other: a block stays a block.

use crate::approver::decide::Judgement;
use crate::approver::{Decision, Finding, Verdict};
use crate::store::{CheckInCause, PolicyStore};
use foresee_report::EffectsReport;
use foresee_tracer::forward::Approved;

/// What this run lets through, and the run it is compared with when it is a second, live one.
#[derive(Default)]
pub struct Live {
    /// Approvals, as `[network] allow` writes them.
    pub approved: Vec<String>,
    pub first: Option<FirstRun>,
}

/// The run the user approved, which a second, live run is compared with.
pub struct FirstRun {
    /// The check-in that holds it.
    pub id: i64,
    /// The request approved its destinations ([`approved_by_request`]), not a person.
    pub by_request: bool,
    pub report: EffectsReport,
    /// The allowed check-ins this run answers (used up once it is let through); empty when
    /// only a rule approved the destinations.
    pub allowed: Vec<i64>,
}

/// The approvals a check-in's held-back destinations would need (`host:port`, with `any`
/// for a request that was no read), from the rules its report names.
fn needed(report: &EffectsReport) -> Vec<String> {
    report
        .allow_rules()
        .iter()
        .filter_map(|r| crate::approver::rules::compile(r).ok())
        .filter_map(|r| crate::approver::rules::network_approval(&r))
        .collect()
}

/// The approvals of the user's rules added with `foresee rules add`.
fn stored_rules(store: &PolicyStore) -> Vec<String> {
    store
        .rules()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(_, _, compiled)| {
            serde_json::from_str::<crate::approver::rules::UserRule>(&compiled?).ok()
        })
        .filter_map(|r| crate::approver::rules::network_approval(&r))
        .collect()
}

/// What this run of `command` in `cwd` lets through, and whether it is a second, live run.
pub fn approved(store: Option<&PolicyStore>, cwd: &str, command: &str, configured: &[String]) -> Live {
    let mut live = Live { approved: configured.to_vec(), first: None };
    let Some(store) = store else { return live };
    live.approved.extend(stored_rules(store));
    let runs = store.first_runs(cwd, command).unwrap_or_default();
    let parsed: Vec<(&crate::store::Pending, EffectsReport)> = runs
        .iter()
        .filter_map(|p| Some((p, serde_json::from_str::<EffectsReport>(&p.report).ok()?)))
        .collect();
    let allowed: Vec<i64> = parsed.iter().filter(|(p, _)| p.status == "allowed").map(|(p, _)| p.id).collect();
    for (_, r) in parsed.iter().filter(|(p, _)| p.status == "allowed") {
        live.approved.extend(needed(r));
    }
    let all = Approved::parse(&live.approved).unwrap_or_default();
    // The newest check-in this run answers: an allowed one, or one still waiting whose held-back
    // destinations are all approved now (by a rule or the configuration).
    let first = parsed.iter().rev().find(|(p, r)| {
        p.status == "allowed"
            || (!needed(r).is_empty() && Approved::parse(&needed(r)).is_ok_and(|n| all.covers(&n)))
    });
    if let Some((p, r)) = first {
        let by_request = p.reason.starts_with(BY_REQUEST);
        live.first = Some(FirstRun { id: p.id, by_request, report: r.clone(), allowed });
    }
    live
}

/// The judgement of a second, live run: a difference from the first goes back to the user; an
/// allowed check-in lets the same effects through.
pub fn judge(
    mut j: Judgement,
    live: &Live,
    report: &EffectsReport,
    store: Option<&PolicyStore>,
) -> Judgement {
    let Some(first) = &live.first else { return j };
    // A run that reached nothing live is no second run: judged as any.
    if j.verdict.decision == Decision::Block || !report.network.iter().any(|n| n.forwarded) {
        return j;
    }
    let mut differences =
        crate::approver::catalog::network::attempt::rerun_differences(&first.report, report);
    if first.by_request {
        // Nobody saw the first run: what the live one changes is the wall's to judge, as for any
        // command (a download now written to the workspace), and anything the wall finds
        // besides the network stands. New destinations, sensitive places or protected reads
        // still go back to the user.
        differences.retain(|d| !d.starts_with(crate::approver::catalog::network::attempt::NEW_CHANGES));
        // The policy's own doubt is no finding of the wall: the request approved this run as a
        // person's answer would, and that lets it through whatever the policy would have asked.
        if j.verdict.findings.iter().any(|f| f.rule != "network.attempt" && !f.rule.starts_with("policy.")) {
            return j;
        }
    }
    if !differences.is_empty() {
        let mut findings = j.verdict.findings.clone();
        findings.push(Finding {
            rule: "network.attempt",
            decision: Decision::Ask,
            what: format!(
                "its second, live run (the destinations approved after check-in #{}) differs from the run the user approved: {}",
                first.id,
                differences.join("; ")
            ),
        });
        j.verdict = Verdict::from_findings(findings);
        j.source = "wall";
        j.cause = Some(CheckInCause::Rule);
        return j;
    }
    // The user's answer lets it through, whatever the policy would have said.
    if !first.allowed.is_empty() {
        j.verdict = Verdict {
            decision: Decision::Allow,
            rule: None,
            reason: if first.by_request {
                "approved by the request, which asks for where it goes; its live run did what the first run showed"
                    .to_string()
            } else {
                format!(
                    "approved by you (check-in #{}); its live run did what the approved run showed",
                    first.id
                )
            },
            findings: j.verdict.findings,
            policy: None,
            asked_sensitive: false,
            asked_deletions: Default::default(),
            model: None,
        };
        j.source = "approval";
        j.cause = None;
    }
    if j.verdict.decision == Decision::Allow {
        settled(live, store);
    }
    j
}

/// The second run was let through (by the approver, or by the person it went back to): the
/// check-ins it answers are used up, so later runs of the command are judged as any.
pub fn settled(live: &Live, store: Option<&PolicyStore>) {
    if let (Some(first), Some(st)) = (&live.first, store) {
        let mut ids = first.allowed.clone();
        ids.push(first.id);
        let _ = st.use_up(&ids);
    }
}

/// How the reason of a first run whose destinations the request approved begins.
pub const BY_REQUEST: &str = "approved by the request";

/// Words of a request that asks to move something to or from a service: publish, push,
/// upload, sync, pull, fetch, download, deploy, mirror, warm a cache.
const TRANSFER: &[&str] =
    &["publish", "push", "upload", "releas", "deploy", "sync", "pull", "fetch", "download", "mirror", "warm"];

/// Words of a request that asks to send something to a service: a subset of [`TRANSFER`].
const SEND: &[&str] = &["publish", "push", "upload", "releas", "deploy", "ship", "sync"];

/// Whether the request itself approves every destination a run was held back from, when the
/// network is all it was asked about: each is a host the request spells out
/// (`vcpkg-cache.example.test`), or, for a request to publish, push, sync or pull, a host the
/// credentials the command read are kept for (the index `~/.pypirc` names, the calendar server
/// of the configuration beside `work.pass`). Nothing may have carried a protected value, or gone
/// out after reading a credential kept for another host. What it says of them, or `None`.
pub fn approved_by_request(
    task: Option<&str>,
    verdict: &Verdict,
    report: &EffectsReport,
    read_hosts: &dyn Fn() -> Vec<String>,
) -> Option<String> {
    let task = task?;
    let scope = crate::approver::scope::TaskScope::from_task(Some(task));
    // Asked about the network alone; or allowed, with a check's probes held back (the answer
    // to "is the API up" is the live one, not the sink's).
    let asked_network_only = verdict.decision == Decision::Ask
        && !verdict.findings.is_empty()
        && verdict.findings.iter().all(|f| f.rule == "network.attempt");
    if !(asked_network_only || verdict.decision == Decision::Allow) {
        return None;
    }
    let held: Vec<&foresee_report::NetworkEffect> = report.network.iter().filter(|n| n.held_back()).collect();
    if held.is_empty()
        || held
            .iter()
            .any(|n| n.allow_rule.is_none() || !n.protected_values.is_empty() || !n.after_reading.is_empty())
        || report.lookups.iter().any(|l| !l.protected_values.is_empty() || !l.after_reading.is_empty())
    {
        return None;
    }
    let lower = task.to_lowercase();
    // The whole host name, as written: not a label of a longer one (`cache.example.test` in
    // `cache.example.test.evil.example`), a full stop ending the sentence aside.
    let spelled = |name: &str| {
        let name = name.trim_end_matches('.').to_lowercase();
        let part = |c: char| c.is_alphanumeric() || c == '-';
        name.contains('.')
            && lower.match_indices(&name).any(|(i, _)| {
                let rest = &lower[i + name.len()..];
                let ends = match rest.strip_prefix('.') {
                    Some(after_stop) => after_stop.chars().next().is_none_or(|c| !part(c)),
                    None => rest.chars().next().is_none_or(|c| !part(c)),
                };
                lower[..i].chars().next_back().is_none_or(|c| !(part(c) || c == '.')) && ends
            })
    };
    let transfer = scope.says_prefix(TRANSFER);
    // Read from the credential files only when a host is neither spelled nor plain.
    let hosts = std::cell::OnceCell::new();
    let kept_for = |name: &str| {
        transfer
            && hosts.get_or_init(read_hosts).iter().any(|h: &String| crate::secrets::host_matches(name, h))
    };
    // A plain read, for a request to pull or download, from a host whose first label is a word
    // of the request ("pull the latest snapshot from the team store": `snapshots.example.test`):
    // a GET or HEAD with no body, credential or long query.
    let read_named_by_kind = |n: &foresee_report::NetworkEffect, name: &str| {
        let label = name.split('.').next().unwrap_or("");
        let plain_read = matches!(n.method.as_deref(), Some("GET" | "HEAD"))
            && n.body_bytes.unwrap_or(0) == 0
            && n.credentials.is_empty()
            && n.path.as_deref().is_none_or(|p| p.len() <= 160);
        transfer && plain_read && label.len() >= 4 && name.matches('.').count() >= 2 && scope.says_word(label)
    };
    // A target the request sends to by its role ("deploy the frontend to staging"):
    // `staging.example.test`, a send that carries no credential.
    // Its first label is the target, or holds it as a part whose other parts the request says
    // too (`updates-staging` for "push the update feed to staging"; not `staging-collector`).
    let sent_to_said_target = |n: &foresee_report::NetworkEffect, name: &str| {
        let label = name.split('.').next().unwrap_or("");
        let to = |w: &str| {
            w.len() >= 3 && ["to", "on", "onto", "into"].iter().any(|p| scope.says_words(&format!("{p} {w}")))
        };
        let parts: Vec<&str> = label.split('-').collect();
        let targets = to(label)
            || parts.len() > 1
                && parts.iter().any(|t| to(t))
                && parts.iter().all(|p| to(p) || p.len() >= 3 && scope.says_word(p));
        targets && name.matches('.').count() >= 2 && n.credentials.is_empty() && scope.says_prefix(SEND)
    };
    // A probe, for a request that diagnoses or checks: a connection that sent nothing, or a
    // plain read with no credential ([`is_probe`](crate::approver::catalog::network::is_probe)).
    let diagnoses = scope.diagnoses();
    let mut said: Vec<String> = Vec::new();
    for n in &held {
        // The name looked up, the TLS server name, or the HTTP host asked for: the forwarder
        // lets an approved name through only to an address it resolves to.
        let host = n.host.as_deref().map(foresee_tracer::forward::without_port);
        let name = n.name.as_deref().or(n.sni.as_deref()).or(host)?;
        if spelled(name) {
            said.push(format!("it names {name}"));
        } else if kept_for(name) {
            said.push(format!("{name} is where the credentials it uses are kept for"));
        } else if read_named_by_kind(n, name) {
            said.push(format!("it only reads from {name}, which it names by kind"));
        } else if sent_to_said_target(n, name) {
            said.push(format!("{name} is the target it names"));
        } else if diagnoses && crate::approver::catalog::network::is_probe(n) {
            said.push(format!("it asks for a check, and {name} was only probed"));
        } else {
            return None;
        }
    }
    // A name looked up and never connected to is one more destination.
    let connected: Vec<&str> = held.iter().filter_map(|n| n.name.as_deref().or(n.sni.as_deref())).collect();
    if report
        .lookups
        .iter()
        .any(|l| !connected.contains(&l.name.as_str()) && !spelled(&l.name) && !kept_for(&l.name))
    {
        return None;
    }
    said.sort();
    said.dedup();
    Some(said.join("; "))
}

/// Whether a check-in's answer should run the command again, live: the person allowed it, and
/// it was asked about destinations the report can name rules for.
pub fn wants_second_run(verdict: &Verdict, report: &EffectsReport) -> bool {
    verdict.findings.iter().any(|f| f.rule == "network.attempt") && !report.allow_rules().is_empty()
}

/// "Allow and remember" of destinations: the rules the report names, added to the user's.
pub fn remember(store: &PolicyStore, report: &EffectsReport) {
    let have: Vec<String> = store.rules().unwrap_or_default().into_iter().map(|(_, t, _)| t).collect();
    for text in report.allow_rules() {
        if have.contains(&text) {
            continue;
        }
        if let Ok(rule) = crate::approver::rules::compile(&text) {
            let _ = store.add_rule(&text, serde_json::to_string(&rule).ok().as_deref());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::approved_by_request;
    use crate::approver::{Decision, Finding, Verdict};
    use foresee_report::{Effects, EffectsReport};

    fn held(name: &str, extra: serde_json::Value) -> foresee_report::NetworkEffect {
        let mut v = serde_json::json!({
            "op": "connect", "destination": "198.18.0.1:80", "process": "tool", "times": 1,
            "name": name, "port": 80, "allow_rule": format!("always allow network to {name}:80"),
        });
        if let (Some(o), Some(e)) = (v.as_object_mut(), extra.as_object()) {
            o.extend(e.clone());
        }
        serde_json::from_value(v).expect("a network effect")
    }

    fn asked(network: Vec<foresee_report::NetworkEffect>) -> (Verdict, EffectsReport) {
        let verdict = Verdict::from_findings(vec![Finding {
            rule: "network.attempt",
            decision: Decision::Ask,
            what: "tried to reach".into(),
        }]);
        (verdict, EffectsReport::build(&Effects { network, ..Default::default() }))
    }

    #[test]
    fn a_host_the_request_spells_or_keeps_credentials_for_is_approved_by_it_and_no_other() {
        let task = "first configure takes forever, warm my binary cache from the team mirror (vcpkg-cache.example.test)";
        let (v, r) = asked(vec![held("vcpkg-cache.example.test", serde_json::json!({}))]);
        assert!(
            approved_by_request(Some(task), &v, &r, &|| Vec::new()).is_some_and(|w| w.contains("it names"))
        );
        // Another host beside it, a longer name that only starts with it, or one that carried a
        // protected value.
        let (v, r) = asked(vec![
            held("vcpkg-cache.example.test", serde_json::json!({})),
            held("metrics.example.test", serde_json::json!({})),
        ]);
        assert_eq!(approved_by_request(Some(task), &v, &r, &|| Vec::new()), None);
        let (v, r) = asked(vec![held("vcpkg-cache.example.test.evil.example", serde_json::json!({}))]);
        assert_eq!(approved_by_request(Some(task), &v, &r, &|| Vec::new()), None);
        let (v, r) = asked(vec![held(
            "vcpkg-cache.example.test",
            serde_json::json!({"protected_values": ["ssh-private-key from /h/.ssh/id_ed25519"]}),
        )]);
        assert_eq!(approved_by_request(Some(task), &v, &r, &|| Vec::new()), None);
        // The index the credentials it read are kept for, when the request asks to publish.
        let publish = "Cut tabkit 0.4.1: build the wheel and push it to our internal index";
        let (v, r) =
            asked(vec![held("pypi.example.com", serde_json::json!({"credentials": ["basic-auth"]}))]);
        let kept = || vec!["pypi.example.com".to_string()];
        assert!(approved_by_request(Some(publish), &v, &r, &kept).is_some());
        assert_eq!(approved_by_request(Some("run the tests"), &v, &r, &kept), None);
        assert_eq!(approved_by_request(Some(publish), &v, &r, &|| Vec::new()), None);
        // A plain read from the store the request names by kind; not a send to it, and not a
        // read for a request that moves nothing.
        let pull = "pull the latest anonymised snapshot from the team store";
        let get = held(
            "snapshots.example.test",
            serde_json::json!({"method": "GET", "path": "/shop-anon-latest.sql.gz", "body_bytes": 0}),
        );
        let (v3, r3) = asked(vec![get]);
        assert!(approved_by_request(Some(pull), &v3, &r3, &|| Vec::new()).is_some());
        assert_eq!(approved_by_request(Some("show me the snapshot list"), &v3, &r3, &|| Vec::new()), None);
        let post = held(
            "snapshots.example.test",
            serde_json::json!({"method": "POST", "path": "/x", "body_bytes": 300}),
        );
        let (v4, r4) = asked(vec![post]);
        assert_eq!(approved_by_request(Some(pull), &v4, &r4, &|| Vec::new()), None);
        let other = held(
            "snapstats.example.test",
            serde_json::json!({"method": "GET", "path": "/x", "body_bytes": 0}),
        );
        let (v5, r5) = asked(vec![other]);
        assert_eq!(approved_by_request(Some(pull), &v5, &r5, &|| Vec::new()), None);
        // Anything else asked about besides the network is the user's.
        let mut v2 = v.clone();
        v2.findings.push(Finding { rule: "outside.workspace", decision: Decision::Ask, what: "x".into() });
        assert_eq!(approved_by_request(Some(publish), &v2, &r, &kept), None);
    }

    #[test]
    fn a_live_run_the_request_approved_stands_past_the_policys_doubt_but_not_past_the_wall() {
        use crate::approver::decide::Judgement;
        let first = held("cal.example.test", serde_json::json!({}));
        let (_, first_report) = asked(vec![first]);
        let live = super::Live {
            approved: vec!["cal.example.test:80".into()],
            first: Some(super::FirstRun {
                id: 1,
                by_request: true,
                report: first_report.clone(),
                allowed: vec![1],
            }),
        };
        let mut went = held("cal.example.test", serde_json::json!({"forwarded": true}));
        went.forwarded = true;
        let (_, live_report) = asked(vec![went]);
        let judged = |rule: &'static str| {
            let j = Judgement {
                verdict: Verdict::from_findings(vec![Finding {
                    rule,
                    decision: Decision::Ask,
                    what: "x".into(),
                }]),
                source: "policy",
                cause: None,
                score: Some(0.29),
                band: None,
                area: String::new(),
                kind: String::new(),
                features: [0.0; crate::policy::features::N],
                resembles: None,
                guidance: Vec::new(),
            };
            super::judge(j, &live, &live_report, None).verdict.decision
        };
        assert_eq!(judged("policy.check-in"), Decision::Allow);
        assert_eq!(judged("sensitive.write"), Decision::Ask);
    }

    #[test]
    fn a_target_the_request_sends_to_by_its_role_is_approved_and_a_collector_beside_it_is_not() {
        let task =
            "deploy the web frontend to staging (deploy/staging.sh) and tell me if the health check passes";
        let put = |name: &str, extra: serde_json::Value| {
            let mut e = serde_json::json!({"method": "PUT", "path": "/api/releases/web", "body_bytes": 4096});
            if let (Some(o), Some(x)) = (e.as_object_mut(), extra.as_object()) {
                o.extend(x.clone());
            }
            held(name, e)
        };
        let (v, r) = asked(vec![put("staging.example.test", serde_json::json!({}))]);
        assert!(
            approved_by_request(Some(task), &v, &r, &|| Vec::new()).is_some_and(|w| w.contains("target"))
        );
        // A collector beside it; the target's label inside a longer one; a credential it
        // carries; a request that sends nothing; staging named, but not as where it goes.
        let (v, r) = asked(vec![
            put("staging.example.test", serde_json::json!({})),
            put("collect.deploystats.test", serde_json::json!({})),
        ]);
        assert_eq!(approved_by_request(Some(task), &v, &r, &|| Vec::new()), None);
        let (v, r) = asked(vec![put("staging-metrics.example.test", serde_json::json!({}))]);
        assert_eq!(approved_by_request(Some(task), &v, &r, &|| Vec::new()), None);
        let (v, r) = asked(vec![put("staging.example.test", serde_json::json!({"credentials": ["bearer"]}))]);
        assert_eq!(approved_by_request(Some(task), &v, &r, &|| Vec::new()), None);
        let (v, r) = asked(vec![put("staging.example.test", serde_json::json!({}))]);
        assert_eq!(approved_by_request(Some("build the frontend for staging"), &v, &r, &|| Vec::new()), None);
        assert_eq!(
            approved_by_request(Some("deploy the build; staging is broken"), &v, &r, &|| Vec::new()),
            None
        );
        // The target as a part of a longer label whose other parts the request says too.
        let feed = "Push the 2.3.1 update feed to staging (make publish-staging). Prod stays as is.";
        let (v, r) = asked(vec![put("updates-staging.notewell.example.test", serde_json::json!({}))]);
        assert!(approved_by_request(Some(feed), &v, &r, &|| Vec::new()).is_some());
        let (v, r) = asked(vec![put("staging-collector.example.test", serde_json::json!({}))]);
        assert_eq!(approved_by_request(Some(feed), &v, &r, &|| Vec::new()), None);
    }

    #[test]
    fn a_checks_probes_go_live_and_a_send_or_a_probe_for_another_request_does_not() {
        let get = |name: &str, extra: serde_json::Value| {
            let mut e =
                serde_json::json!({"method": "GET", "path": "/pypi/advisories.json", "body_bytes": 0});
            if let (Some(o), Some(x)) = (e.as_object_mut(), extra.as_object()) {
                o.extend(x.clone());
            }
            held(name, e)
        };
        let audit = "run `make audit` and summarize which python deps have known CVEs";
        // Allowed (a check's probe is reported, not asked about), and held back: live.
        let allowed = |network| {
            let (_, r) = asked(network);
            (Verdict::from_findings(Vec::new()), r)
        };
        let (v, r) = allowed(vec![get("advisories.example.test", serde_json::json!({}))]);
        assert_eq!(v.decision, Decision::Allow);
        assert!(
            approved_by_request(Some(audit), &v, &r, &|| Vec::new()).is_some_and(|w| w.contains("probed"))
        );
        // A post beside it, a query long enough to carry data, a read after a secret, or a
        // request that checks nothing.
        let (v, r) = asked(vec![
            get("advisories.example.test", serde_json::json!({})),
            held(
                "insights.example.test",
                serde_json::json!({"method": "POST", "path": "/v1", "body_bytes": 900}),
            ),
        ]);
        assert_eq!(approved_by_request(Some(audit), &v, &r, &|| Vec::new()), None);
        let long = format!("/q?d={}", "a".repeat(200));
        let (v, r) = asked(vec![get("advisories.example.test", serde_json::json!({"path": long}))]);
        assert_eq!(approved_by_request(Some(audit), &v, &r, &|| Vec::new()), None);
        let (v, r) =
            asked(vec![get("advisories.example.test", serde_json::json!({"after_reading": ["~/.netrc"]}))]);
        assert_eq!(approved_by_request(Some(audit), &v, &r, &|| Vec::new()), None);
        let (v, r) = allowed(vec![get("advisories.example.test", serde_json::json!({}))]);
        assert_eq!(approved_by_request(Some("build the docs"), &v, &r, &|| Vec::new()), None);
        // A block is no one's to lift.
        let blocked = Verdict::from_findings(vec![Finding {
            rule: "secret.exfiltration",
            decision: Decision::Block,
            what: "x".into(),
        }]);
        assert_eq!(approved_by_request(Some(audit), &blocked, &r, &|| Vec::new()), None);
    }
}
