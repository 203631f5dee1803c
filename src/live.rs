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
        live.first = Some(FirstRun { id: p.id, report: r.clone(), allowed });
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
    let differences = crate::approver::catalog::network::attempt::rerun_differences(&first.report, report);
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
            reason: format!(
                "approved by you (check-in #{}); its live run did what the approved run showed",
                first.id
            ),
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
