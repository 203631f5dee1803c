//! The approver's stages after the wall, in order:
//!
//! 1. **The wall** (hard rules over effects). A block is final: nothing below overrides it.
//! 2. **The user's rules** (plain-language, per repository): `never` blocks, `always ask`
//!    asks, `always allow` answers the wall's questions for commands it fully covers.
//! 3. **Remembered answers**: an "allow once" for this very command, answered in a review; an
//!    "allow and remember" for this path area and effect kind (a precedent).
//! 4. **The learned policy**: what the wall let through is scored; the autonomy level's bands
//!    decide between proceeding silently, proceeding flagged, and a check-in.

use super::rules::{self, Action, UserRule};
use super::{Decision, Finding, Verdict};
use crate::policy::{self, Autonomy, Band, Vector};
use crate::store::{CheckInCause, PolicyStore};
use foresee_report::Effects;
use serde::Serialize;
use std::path::Path;

#[derive(Debug, Clone, Serialize)]
pub struct Judgement {
    pub verdict: Verdict,
    /// Who decided: wall, rule, precedent, approval, policy.
    pub source: &'static str,
    /// For a check-in: what caused it.
    pub cause: Option<CheckInCause>,
    pub score: Option<f64>,
    pub band: Option<Band>,
    pub area: String,
    pub kind: String,
    #[serde(skip)]
    pub features: Vector,
    /// A past human decision this one resembles: (decision, command).
    pub resembles: Option<(String, String)>,
    /// What the user said when denying something like this before.
    pub guidance: Vec<String>,
}

pub struct Context<'a> {
    pub store: Option<&'a PolicyStore>,
    pub autonomy: Autonomy,
    pub workspace: &'a Path,
    pub home: Option<&'a Path>,
    /// The command as it would run again, to find an "allow once" answered for it.
    pub cwd: &'a str,
    pub command: &'a str,
}

fn ask(what: String, rule: &'static str) -> Verdict {
    Verdict::from_findings(vec![Finding { rule, decision: Decision::Ask, what }])
}

pub fn decide(wall: Verdict, e: &Effects, ctx: &Context<'_>) -> Judgement {
    let (area, kind) = policy::features::area_and_kind(e);
    let history = ctx.store.and_then(|s| s.history(&area, &kind).ok()).unwrap_or_default();
    let features = policy::features::compute(e, &history);
    let model = ctx.store.and_then(|s| s.model().ok()).unwrap_or_default();
    let score = model.score(&features);
    let resembles = ctx.store.and_then(|s| s.resembling(&area, &kind).ok().flatten()).map(|(d, c, _)| (d, c));
    let guidance = ctx.store.and_then(|s| s.guidance(&area, &kind).ok()).unwrap_or_default();
    let mut j = Judgement {
        verdict: wall,
        source: "wall",
        cause: None,
        score: Some(score),
        band: None,
        area: area.clone(),
        kind: kind.clone(),
        features,
        resembles,
        guidance,
    };
    if j.verdict.decision == Decision::Block {
        return j;
    }
    // The user's rules.
    let user_rules: Vec<(i64, UserRule)> = ctx
        .store
        .and_then(|s| s.rules().ok())
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(id, _, compiled)| {
            compiled.and_then(|c| serde_json::from_str::<UserRule>(&c).ok()).map(|r| (id, r))
        })
        .collect();
    let mut covered = false;
    for (id, r) in &user_rules {
        let (hit, of) = rules::evaluate(r, e, ctx.workspace, ctx.home);
        if hit == 0 {
            continue;
        }
        match r.action {
            Action::Never => {
                j.verdict = Verdict::from_findings(vec![Finding {
                    rule: "user.rule",
                    decision: Decision::Block,
                    what: format!("would break your rule #{id} ({})", r.describe()),
                }]);
                j.source = "rule";
                return j;
            }
            Action::Ask => {
                let mut f = j.verdict.findings.clone();
                f.push(Finding {
                    rule: "user.rule",
                    decision: Decision::Ask,
                    what: format!("matches your rule #{id} ({})", r.describe()),
                });
                j.verdict = Verdict::from_findings(f);
            }
            Action::Allow if hit == of => covered = true,
            Action::Allow => {}
        }
    }
    let user_ask = j.verdict.findings.iter().any(|f| f.rule == "user.rule");
    if j.verdict.decision == Decision::Ask {
        if covered && !user_ask {
            j.verdict = Verdict {
                decision: Decision::Allow,
                rule: None,
                reason: "allowed by your rule".into(),
                findings: j.verdict.findings,
            };
            j.source = "rule";
            return j;
        }
        if !user_ask {
            if let Some(note) = ctx.store.and_then(|s| s.precedent(&area, &kind).ok().flatten()) {
                j.verdict = Verdict {
                    decision: Decision::Allow,
                    rule: None,
                    reason: format!(
                        "you allowed {kind} in {area} before{}",
                        if note.is_empty() { String::new() } else { format!(" ({note})") }
                    ),
                    findings: j.verdict.findings,
                };
                j.source = "precedent";
                return j;
            }
        }
        j.cause = Some(CheckInCause::Rule);
        j.source = if user_ask { "rule" } else { "wall" };
        return approved_once(j, ctx);
    }
    // The learned policy, over what the wall let through.
    let band = Band::of(score, ctx.autonomy);
    j.band = Some(band);
    j.source = "policy";
    match band {
        Band::Silent | Band::Flagged => {
            j.verdict.reason = format!(
                "allowed (policy score {score:.2}, {} band at {})",
                band.as_str(),
                ctx.autonomy.as_str()
            );
        }
        Band::CheckIn => {
            let why = if ctx.autonomy == Autonomy::Copilot {
                "the autonomy level is copilot: every command is checked in".to_string()
            } else {
                format!(
                    "the learned policy scores it {score:.2}, below {:.2} for {} at {}",
                    ctx.autonomy.bands().lower,
                    kind,
                    ctx.autonomy.as_str()
                )
            };
            j.verdict = ask(why, "policy.check-in");
            j.cause = Some(CheckInCause::Policy);
            return approved_once(j, ctx);
        }
    }
    j
}

/// A check-in already answered "allow once" in a review, for this very command, is used up
/// and lets the command through.
fn approved_once(mut j: Judgement, ctx: &Context<'_>) -> Judgement {
    if let Some(Ok(Some(id))) = ctx.store.map(|s| s.take_approval(ctx.cwd, ctx.command)) {
        j.verdict = Verdict {
            decision: Decision::Allow,
            rule: None,
            reason: format!("approved by you (review #{id})"),
            findings: j.verdict.findings,
        };
        j.source = "approval";
        j.cause = None;
    }
    j
}
