//! The approver: weighs a rehearsal's effects (never the command's text) and decides allow, ask
//! or block, with the rule's id and a reason written for the agent.
//!
//! This is the deterministic first stage, *the wall*: hard rules over effects that nothing
//! downstream may loosen.

pub mod build_outputs;
pub mod catalog;
pub mod command_text;
pub(crate) mod content;
pub mod decide;
pub mod deletion;
pub mod formats;
pub mod named;
pub(crate) mod paths;
pub mod personal;
pub(crate) mod phrasing;
pub mod rules;
pub mod scope;
pub(crate) mod settings;
pub mod tokens;
pub(crate) mod tool_settings;
pub mod wall;
pub mod weakening;

use serde::Serialize;

/// Which approver decides: foresee's own, or a baseline to compare it with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum ApproverKind {
    /// The wall over the rehearsal's effects, then the user's rules, remembered answers and the
    /// learned policy.
    #[default]
    Foresee,
    /// Allows everything (a baseline: what would happen without a gate; still rehearsed, so
    /// effects are observed and committed).
    None,
    /// Judges the command text alone with a deny-list (a baseline of what agents ship).
    CommandText,
    /// foresee with the model that advises it ([`crate::advisor`]); it must be configured
    /// (`[model]`, or `FORESEE_MODEL_*`). Plain `foresee` asks a configured model too.
    #[value(name = "foresee+model")]
    #[serde(rename = "foresee+model")]
    ForeseeModel,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decision {
    Allow,
    Ask,
    Block,
}

impl Decision {
    pub fn as_str(&self) -> &'static str {
        match self {
            Decision::Allow => "allow",
            Decision::Ask => "ask",
            Decision::Block => "block",
        }
    }
}

/// One rule that fired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub rule: &'static str,
    pub decision: Decision,
    /// What the command would do, as a clause ("would delete 3 git-tracked files under src/ ...").
    pub what: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Verdict {
    pub decision: Decision,
    /// The id of the rule that decided (the strictest finding).
    pub rule: Option<&'static str>,
    pub reason: String,
    pub findings: Vec<Finding>,
    /// How the approver's later stages weighed it (absent for baselines).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub policy: Option<PolicyNote>,
    /// The wall found every sensitive place the command changes to be one the request names,
    /// changed only as asked (see the wall's `inert_change`): the policy does not count them
    /// against it.
    #[serde(skip)]
    pub asked_sensitive: bool,
    /// Files whose change the request asks for: a deletion it names and asks for (or of the
    /// worktree they were in), a write or a move where it names (no sensitive place): the policy
    /// does not count them against the command.
    #[serde(skip)]
    pub asked_deletions: std::collections::HashSet<std::path::PathBuf>,
    /// What the model advising foresee said, when it was asked ([`crate::advisor`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub model: Option<crate::advisor::ModelNote>,
}

/// The policy's part in a decision, for the agent and for the record.
#[derive(Debug, Clone, Serialize)]
pub struct PolicyNote {
    /// Who decided: wall, rule, precedent, approval, policy.
    pub source: &'static str,
    pub autonomy: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub band: Option<&'static str>,
    pub area: String,
    pub kind: String,
}

impl Verdict {
    pub fn from_findings(mut findings: Vec<Finding>) -> Verdict {
        findings.sort_by_key(|f| std::cmp::Reverse(f.decision));
        let Some(top) = findings.first() else {
            return Verdict {
                decision: Decision::Allow,
                rule: None,
                reason: "no rule objects to these effects".into(),
                findings,
                policy: None,
                asked_sensitive: false,
                asked_deletions: Default::default(),
                model: None,
            };
        };
        let decision = top.decision;
        let rule = Some(top.rule);
        let same: Vec<&str> =
            findings.iter().filter(|f| f.decision == decision).map(|f| f.what.as_str()).collect();
        let what = same.join("; and ");
        let reason = match decision {
            Decision::Block => format!(
                "blocked: {what}; nothing was changed. Re-run with a narrower command, or ask the user"
            ),
            Decision::Ask => format!(
                "needs approval: {what}; nothing was changed. Ask the user, or re-run with a narrower command"
            ),
            Decision::Allow => "allowed".into(),
        };
        Verdict {
            decision,
            rule,
            reason,
            findings,
            policy: None,
            asked_sensitive: false,
            asked_deletions: Default::default(),
            model: None,
        }
    }
}
