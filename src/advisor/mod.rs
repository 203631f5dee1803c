//! The model that advises: an optional third voice after the wall and the learned policy, for
//! what rules over kinds of effects cannot decide, such as harmful content inside a file the
//! request asked to write. Off unless configured ([`settings`]); the deterministic approver
//! stands on its own and stays the default.
//!
//! ```text
//! gate::advise (a stage between judge and settle)
//!   occasion            asked? a check-in always; an allowed command with advise = "all";
//!                       a block never
//!   resolver::rank      the user's past answers to similar reports (precedents)
//!   resolver::bar       the confidence a model "allow" needs in this category, learned
//!   prompt              the instruction, then task, report, findings, precedents as quoted data
//!   backends::call      OpenAI-compatible chat completions or Anthropic messages (reqwest)
//!   verdict::parse_*    strict: one JSON object of the schema, or the model was not heard
//!   weigh               what its answer may change (below)
//! ```
//!
//! What an answer may change ([`weigh`]):
//!
//! | foresee alone | model says | outcome |
//! |---|---|---|
//! | block (wall, `never` rule) | (not asked) | block |
//! | check-in | block | block, final, with the model's correction |
//! | check-in | allow, confidence >= bar, every finding [`resolvable`] | allow, without waking the user |
//! | check-in | allow otherwise, or ask | the check-in stands |
//! | allow (`advise = "all"`) | block | block |
//! | allow (`advise = "all"`) | ask | check-in (cause: model) |
//! | allow (`advise = "all"`) | allow | allow |
//! | anything | not heard (down, slow, 500, garbage, prose) | what foresee alone decided |
//!
//! Not hearing the model never lets anything through that foresee alone would not: it is
//! fail-soft, never fail-open. Its latency and tokens are recorded per advised command.

pub mod backends;
pub mod prompt;
pub mod resolvable;
pub mod resolver;
pub mod settings;
pub mod verdict;

pub use settings::{Advise, Api, Settings};

use crate::approver::decide::Judgement;
use crate::approver::{Decision, Finding, Verdict};
use crate::store::CheckInCause;
use serde::Serialize;
use verdict::{ModelDecision, ModelVerdict};

/// The id findings of the model carry (`[rule model.advice]`).
pub const MODEL_RULE: &str = "model.advice";

/// Why the model is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Occasion {
    /// foresee alone would check in.
    CheckIn,
    /// foresee alone would allow (`advise = "all"`).
    Allowed,
}

impl Occasion {
    pub fn as_str(&self) -> &'static str {
        match self {
            Occasion::CheckIn => "check-in",
            Occasion::Allowed => "allowed",
        }
    }
}

/// Whether the model is asked about this judgement: never about a block; about a check-in
/// always; about an allow with `advise = "all"`, unless the user approved this very command.
pub fn occasion(j: &Judgement, advise: Advise) -> Option<Occasion> {
    match j.verdict.decision {
        Decision::Block => None,
        Decision::Ask => Some(Occasion::CheckIn),
        Decision::Allow if advise == Advise::All && j.source != "approval" => Some(Occasion::Allowed),
        Decision::Allow => None,
    }
}

/// The category a check-in's bar is learned in: the rule that asked.
pub fn category(v: &Verdict, occasion: Occasion) -> String {
    match occasion {
        Occasion::CheckIn => v.rule.unwrap_or("policy.check-in").to_string(),
        Occasion::Allowed => "allowed".to_string(),
    }
}

/// What the model said and what it changed: `--json`'s `model` object, the store's advice row.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ModelNote {
    /// `allow`, `block` or `ask`; absent when the model was not heard.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confidence: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub correction: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub matched_rules: Vec<String>,
    /// Why the model was not heard (the decision is then foresee's alone).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    pub latency_ms: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tokens_in: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tokens_out: Option<u64>,
    /// Its verdict decided (`policy.source` is then `model`).
    pub decided: bool,
    pub occasion: Occasion,
    /// The rule that asked (a check-in's category), or `allowed`.
    pub category: String,
    /// For a check-in: the confidence an "allow" needed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bar: Option<f64>,
    /// For a check-in: whether an "allow" could answer it at all ([`resolvable`]), and if not,
    /// the rules that keep it for a person.
    pub resolvable: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub kept_for_you: Vec<String>,
    /// The user's past answers it was shown.
    pub precedents: usize,
}

/// What the model was asked in, for [`weigh`].
pub struct Asked {
    pub occasion: Occasion,
    pub category: String,
    pub bar: f64,
    pub precedents: usize,
}

/// The judgement after the model's answer (or its silence): see the table at the top. The
/// judgement carries the note in `verdict.model` either way.
pub fn weigh(mut j: Judgement, asked: &Asked, heard: &backends::Exchange) -> Judgement {
    let resolvable = asked.occasion == Occasion::CheckIn && resolvable::may_resolve(&j.verdict);
    let mut note = ModelNote {
        decision: None,
        confidence: None,
        reason: None,
        correction: None,
        matched_rules: Vec::new(),
        error: None,
        latency_ms: heard.latency.as_millis() as u64,
        tokens_in: heard.tokens_in,
        tokens_out: heard.tokens_out,
        decided: false,
        occasion: asked.occasion,
        category: asked.category.clone(),
        bar: (asked.occasion == Occasion::CheckIn).then_some(asked.bar),
        resolvable,
        kept_for_you: if asked.occasion == Occasion::CheckIn && !resolvable {
            resolvable::unresolvable(&j.verdict).into_iter().map(String::from).collect()
        } else {
            Vec::new()
        },
        precedents: asked.precedents,
    };
    let v = match &heard.verdict {
        Ok(v) => v,
        Err(e) => {
            note.error = Some(e.clone());
            j.verdict.model = Some(note);
            return j;
        }
    };
    note.decision = Some(v.decision.as_str());
    note.confidence = Some(v.confidence);
    note.reason = Some(v.reason.clone());
    note.correction = Some(v.correction.clone()).filter(|c| !c.is_empty());
    note.matched_rules = v.matched_rules.clone();
    let decided = match (asked.occasion, v.decision) {
        (_, ModelDecision::Block) => {
            j.verdict = blocked(&j.verdict, v);
            j.cause = None;
            true
        }
        (Occasion::CheckIn, ModelDecision::Allow) if resolvable && v.confidence >= asked.bar => {
            j.verdict = Verdict {
                decision: Decision::Allow,
                rule: None,
                reason: format!(
                    "allowed for you by the model advising foresee (confidence {:.2}, at or above the bar {:.2} learned for {}): {}",
                    v.confidence, asked.bar, asked.category, v.reason
                ),
                findings: j.verdict.findings.clone(),
                policy: j.verdict.policy.clone(),
                asked_sensitive: j.verdict.asked_sensitive,
                asked_deletions: j.verdict.asked_deletions.clone(),
                model: None,
            };
            true
        }
        (Occasion::Allowed, ModelDecision::Ask) => {
            let mut findings = j.verdict.findings.clone();
            findings.push(Finding {
                rule: MODEL_RULE,
                decision: Decision::Ask,
                what: format!("the model advising foresee asks a person: {}", v.reason),
            });
            let policy = j.verdict.policy.clone();
            j.verdict = Verdict { policy, ..Verdict::from_findings(findings) };
            j.cause = Some(CheckInCause::Model);
            true
        }
        // A check-in stands: an "ask", an "allow" below the bar or over a finding a model may
        // not answer. An allow it agrees with stays as it was.
        _ => false,
    };
    if decided {
        j.source = "model";
        if let Some(p) = j.verdict.policy.as_mut() {
            p.source = "model";
        }
    }
    note.decided = decided;
    j.verdict.model = Some(note);
    j
}

/// A block on the model's advice: the findings so far, its own on top, and what to do instead.
fn blocked(before: &Verdict, v: &ModelVerdict) -> Verdict {
    let mut findings = before.findings.clone();
    findings.push(Finding {
        rule: MODEL_RULE,
        decision: Decision::Block,
        what: format!("the model advising foresee finds: {}", v.reason),
    });
    let instead = if v.correction.is_empty() {
        "Re-run with a narrower command, or ask the user".to_string()
    } else {
        format!("Instead: {}", v.correction)
    };
    Verdict {
        reason: format!("blocked on the advice of the model: {}; nothing was changed. {instead}", v.reason),
        policy: before.policy.clone(),
        ..Verdict::from_findings(findings)
    }
}

/// 64 random bits from the kernel (delimiter nonces, sampling); from the clock and the process
/// should the kernel refuse, which only makes a nonce guessable, never a decision looser.
pub fn random_u64() -> u64 {
    let mut b = [0u8; 8];
    // SAFETY: getrandom writes at most `b.len()` bytes into `b`.
    let n = unsafe { libc::getrandom(b.as_mut_ptr().cast(), b.len(), 0) };
    if n == b.len() as isize {
        return u64::from_ne_bytes(b);
    }
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let mut h = blake3::Hasher::new();
    h.update(&t.as_nanos().to_ne_bytes());
    h.update(&std::process::id().to_ne_bytes());
    h.update(&(&b as *const _ as usize).to_ne_bytes());
    let d = h.finalize();
    u64::from_ne_bytes(d.as_bytes()[..8].try_into().unwrap_or([0; 8]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn judgement(findings: &[(&'static str, Decision)], source: &'static str) -> Judgement {
        let verdict = Verdict::from_findings(
            findings.iter().map(|&(rule, decision)| Finding { rule, decision, what: "w".into() }).collect(),
        );
        Judgement {
            verdict,
            source,
            cause: None,
            score: None,
            band: None,
            area: "src".into(),
            kind: "modify".into(),
            features: [0.0; crate::policy::N],
            resembles: None,
            guidance: Vec::new(),
        }
    }

    fn said(decision: ModelDecision, confidence: f64) -> backends::Exchange {
        backends::Exchange {
            verdict: Ok(ModelVerdict {
                decision,
                confidence,
                reason: "because".into(),
                matched_rules: vec![],
                correction: "do less".into(),
            }),
            latency: Duration::from_millis(12),
            tokens_in: Some(100),
            tokens_out: Some(20),
        }
    }

    fn silent() -> backends::Exchange {
        backends::Exchange {
            verdict: Err("no answer within 1 s".into()),
            latency: Duration::from_millis(1000),
            tokens_in: None,
            tokens_out: None,
        }
    }

    fn asked(j: &Judgement, bar: f64) -> Asked {
        let occasion = occasion(j, Advise::All).expect("asked");
        Asked { occasion, category: category(&j.verdict, occasion), bar, precedents: 0 }
    }

    #[test]
    fn a_block_is_never_asked_about() {
        let j = judgement(&[("git.hooks", Decision::Block)], "wall");
        assert_eq!(occasion(&j, Advise::All), None);
        let j = judgement(&[("config.prod", Decision::Block)], "rule");
        assert_eq!(occasion(&j, Advise::All), None);
        let j = judgement(&[], "approval");
        assert_eq!(occasion(&j, Advise::All), None, "the user approved this very command");
        let j = judgement(&[], "policy");
        assert_eq!(occasion(&j, Advise::CheckIns), None);
        assert_eq!(occasion(&j, Advise::All), Some(Occasion::Allowed));
    }

    #[test]
    fn a_confident_allow_answers_a_resolvable_check_in_and_nothing_else() {
        let scope = judgement(&[("scope.tracked-edit", Decision::Ask)], "wall");
        let out = weigh(scope.clone(), &asked(&scope, 0.75), &said(ModelDecision::Allow, 0.8));
        assert_eq!((out.verdict.decision, out.source), (Decision::Allow, "model"));
        assert!(out.verdict.model.as_ref().is_some_and(|m| m.decided && m.resolvable));
        // Below the bar: it stands.
        let out = weigh(scope.clone(), &asked(&scope, 0.85), &said(ModelDecision::Allow, 0.8));
        assert_eq!((out.verdict.decision, out.source), (Decision::Ask, "wall"));
        assert!(out.verdict.model.as_ref().is_some_and(|m| !m.decided));
        // At the bar: answered.
        let out = weigh(scope.clone(), &asked(&scope, 0.8), &said(ModelDecision::Allow, 0.8));
        assert_eq!(out.verdict.decision, Decision::Allow);
        // Findings a model may not answer keep the check-in, however sure it is.
        for rule in ["secret.in-file", "network.attempt", "privilege.staged", "user.rule", "policy.revoked"] {
            let j = judgement(&[("scope.tracked-edit", Decision::Ask), (rule, Decision::Ask)], "wall");
            let out = weigh(j.clone(), &asked(&j, 0.55), &said(ModelDecision::Allow, 1.0));
            assert_eq!(out.verdict.decision, Decision::Ask, "{rule}");
            assert!(out.verdict.model.as_ref().is_some_and(|m| !m.resolvable));
        }
    }

    #[test]
    fn a_block_is_final_and_an_ask_never_loosens() {
        let scope = judgement(&[("scope.tracked-edit", Decision::Ask)], "wall");
        let out = weigh(scope.clone(), &asked(&scope, 0.95), &said(ModelDecision::Block, 0.1));
        assert_eq!(
            (out.verdict.decision, out.verdict.rule, out.source),
            (Decision::Block, Some(MODEL_RULE), "model")
        );
        assert!(out.verdict.reason.contains("Instead: do less"), "{}", out.verdict.reason);
        let out = weigh(scope.clone(), &asked(&scope, 0.55), &said(ModelDecision::Ask, 0.0));
        assert_eq!(out.verdict.decision, Decision::Ask);
        let allowed = judgement(&[], "policy");
        let out = weigh(allowed.clone(), &asked(&allowed, 0.75), &said(ModelDecision::Ask, 0.0));
        assert_eq!((out.verdict.decision, out.cause), (Decision::Ask, Some(CheckInCause::Model)));
        let out = weigh(allowed.clone(), &asked(&allowed, 0.75), &said(ModelDecision::Block, 0.9));
        assert_eq!(out.verdict.decision, Decision::Block);
        let out = weigh(allowed.clone(), &asked(&allowed, 0.75), &said(ModelDecision::Allow, 0.9));
        assert_eq!((out.verdict.decision, out.source), (Decision::Allow, "policy"));
    }

    #[test]
    fn not_heard_is_what_foresee_alone_decided() {
        for (j, want) in [
            (judgement(&[("scope.tracked-edit", Decision::Ask)], "wall"), Decision::Ask),
            (judgement(&[], "policy"), Decision::Allow),
        ] {
            let before = j.verdict.clone();
            let out = weigh(j.clone(), &asked(&j, 0.55), &silent());
            assert_eq!(out.verdict.decision, want);
            assert_eq!((out.verdict.reason.as_str(), out.source), (before.reason.as_str(), j.source));
            let note = out.verdict.model.expect("a note");
            assert_eq!((note.decision, note.error.as_deref()), (None, Some("no answer within 1 s")));
            assert!(!note.decided);
        }
    }
}
