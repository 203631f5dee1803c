//! Stage 4b, between judge and settle: the model that advises ([`crate::advisor`]), when one is
//! configured; and, once settled, what it said is kept beside the decision.
//!
//! With no model configured this stage returns at its first line: the deterministic path pays
//! nothing for it.

use super::{Judged, Observed, Outcome, Request, Setup, exit};
use crate::advisor::{self, Asked, Occasion, backends, prompt, resolver};
use crate::approver::{ApproverKind, Decision, Verdict};
use crate::store::{AdviceRecord, Pending, PolicyStore};

/// Asks the model about the judgement, if it is to be asked, and weighs its answer.
pub(super) fn advise(
    req: &Request,
    setup: &Setup,
    o: &Observed,
    judged: Judged,
) -> Result<Judged, Box<Outcome>> {
    let settings = match (&setup.config.model, req.approver) {
        (Some(s), ApproverKind::Foresee | ApproverKind::ForeseeModel) => s,
        (None, ApproverKind::ForeseeModel) => {
            return Err(Box::new(Outcome::Failed {
                message: "--approver foresee+model needs a model, and none is configured: set [model] in ~/.config/foresee/config.toml (api, endpoint, model), or FORESEE_MODEL_ENDPOINT and FORESEE_MODEL; nothing was changed".into(),
                exit_code: exit::CONFIG,
                report: Some(o.report.clone()),
            }));
        }
        _ => return Ok(judged),
    };
    let Some(occasion) = advisor::occasion(&judged.judgement, settings.advise) else { return Ok(judged) };
    let Judged { judgement: j, store, effects_digest } = judged;
    let category = advisor::category(&j.verdict, occasion);
    let st = store.as_ref();
    let (samples, matched) =
        st.and_then(|s| s.resolver_samples(&category, resolver::WINDOW).ok()).unwrap_or((0, 0));
    let bar = resolver::bar(samples, matched);
    let past = st.and_then(|s| s.past_answers(resolver::LOOK_BACK).ok()).unwrap_or_default();
    let precedents = resolver::rank(
        &past,
        &resolver::Situation { features: &j.features, area: &j.area, kind: &j.kind, category: &category },
    );
    let mut user_rules: Vec<String> = setup.config.rules.iter().map(|r| r.rule.describe()).collect();
    user_rules
        .extend(st.and_then(|s| s.rules().ok()).unwrap_or_default().into_iter().map(|(_, text, _)| text));
    let question = prompt::Question {
        task: req.task.as_deref(),
        report: &o.report,
        deterministic: j.verdict.decision,
        findings: &j.verdict.findings,
        user_rules,
        guidance: &j.guidance,
        precedents: &precedents,
    };
    let message = prompt::message(&question, &prompt::nonce());
    let heard = backends::call(settings, prompt::INSTRUCTION, &message);
    foresee_sandbox::phase("model");
    let asked = Asked { occasion, category, bar, precedents: precedents.len() };
    let mut j = advisor::weigh(j, &asked, &heard);
    if occasion == Occasion::Allowed && j.verdict.decision == Decision::Ask && !req.dry_run {
        // The user answered "allow once" to the check-in the model raised for this very command
        // and these effects: their answer outranks the model's doubt.
        let cwd = req.cwd.to_string_lossy();
        if let Some(Ok(Some(id))) = st.map(|s| s.take_approval(&cwd, &req.display, &effects_digest)) {
            let model = j.verdict.model.take();
            j.verdict = Verdict {
                decision: Decision::Allow,
                rule: None,
                reason: format!("approved by you (review #{id})"),
                findings: j.verdict.findings,
                policy: j.verdict.policy.map(|p| crate::approver::PolicyNote { source: "approval", ..p }),
                asked_sensitive: j.verdict.asked_sensitive,
                asked_deletions: j.verdict.asked_deletions,
                model: model.map(|m| advisor::ModelNote { decided: false, ..m }),
            };
            j.source = "approval";
            j.cause = None;
        }
    }
    Ok(Judged { judgement: j, store, effects_digest })
}

/// Keeps what the model said beside the decision row (`decision_id`), and queues a share of the
/// check-ins it answered for the user to confirm; the advice row's id.
pub(super) fn record(
    req: &Request,
    judged: &Judged,
    decision_id: Option<i64>,
    pending: impl FnOnce(&Verdict) -> Pending,
    share: f64,
) -> Option<i64> {
    let st = judged.store.as_ref()?;
    let j = &judged.judgement;
    let note = j.verdict.model.as_ref()?;
    let deterministic = match note.occasion {
        Occasion::CheckIn => "ask",
        Occasion::Allowed => "allow",
    };
    let id = match st.record_advice(&AdviceRecord { session: &req.session, decision_id, deterministic, note })
    {
        Ok(id) => id,
        Err(e) => {
            errln!("foresee: warning: the model's advice was not recorded: {e}");
            return None;
        }
    };
    let answered_for_you =
        note.decided && note.occasion == Occasion::CheckIn && j.verdict.decision == Decision::Allow;
    if answered_for_you && resolver::sampled(share) {
        let mut p = pending(&j.verdict);
        // The rule that asked, as the precedent it becomes will be matched on.
        p.rule = Some(note.category.clone());
        p.reason = format!(
            "the model advising foresee answered this check-in for you: allow (confidence {:.2}, bar {:.2} for {}): {}",
            note.confidence.unwrap_or(0.0),
            note.bar.unwrap_or(resolver::BASE_BAR),
            note.category,
            note.reason.as_deref().unwrap_or("")
        );
        if let Ok(cid) = st.enqueue_confirmation(&p) {
            let _ = st.advice_queued(id, cid);
        }
    }
    Some(id)
}

/// The check-in an advised command became, queued for `foresee review`.
pub(super) fn queued(st: &PolicyStore, advice: Option<i64>, pending: i64) {
    if let Some(a) = advice {
        let _ = st.advice_queued(a, pending);
    }
}

/// The user's answer at the terminal to an advised command.
pub(super) fn answered(st: &PolicyStore, advice: Option<i64>, allowed: bool) {
    if let Some(a) = advice {
        let _ = st.advice_answered(a, allowed);
    }
}
