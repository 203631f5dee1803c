//! Which check-ins a model may answer for the user ("allow" without waking them), decided here
//! and nowhere else. A model never touches a block: the wall's, the user's `never` rules', its
//! own. Its "block" is final and its "ask" leaves the check-in standing; only its "allow" needs
//! this list, and only for check-ins whose every finding is on it.
//!
//! A rule is on the list only when a wrong "allow" costs little and can be undone, and the
//! question it asks is one a reader of the diff, holding the request in mind, can answer:
//!
//! - **what it guards stays in the workspace and in git**: these rules fire on git-tracked
//!   files, whose committed content git keeps (uncommitted work a command would lose is
//!   `work.lost`, a block);
//! - **the question is one of scope**: does this edit, deletion or rename match what was
//!   asked? That is reading a diff against a request, what a model does well and rules over
//!   kinds of effects do not.
//!
//! Never on it, because a model can be talked into an "allow" by the very text it reads (a
//! comment in a file, a line of output), and there the price of that is not bounded:
//!
//! - secrets and credentials (`secret.*`, `private.read`), the network and what may leave by it
//!   (`network.attempt`, `dns.exfiltration`);
//! - privilege and persistence (`privilege.*`, `sensitive.write`, `outside.workspace`);
//! - safeguards (`security.weakened`, `access.widened`, `tests.weakened`, `ci.weakened`) and
//!   where code comes from (`supply.source-changed`);
//! - what git does not keep: data files (`data.*`), binaries (`binary.broken`), history and
//!   stashes (`git.rewrite`, `git.stash`);
//! - effects nobody saw whole (`limit.reached`);
//! - the user's own words: their `always ask` rules (`user.rule`, `config.*`), trust they
//!   revoked (`policy.revoked`), what the task says to keep (`scope.kept`), and the autonomy
//!   level `copilot`, where they chose to answer every command themselves.
//!
//! Every rule not named below, including any rule added later, is not resolvable.

use crate::approver::{Decision, Verdict};

/// The rules whose check-ins a model may answer, each with why.
pub const RESOLVABLE: &[(&str, &str)] = &[
    (
        "policy.check-in",
        "no rule fired: the learned policy's score alone asked, and the model weighs the same effects with the request in hand",
    ),
    (
        "scope.tracked-edit",
        "a tracked file edited beyond the paths the task names: scope, and git keeps the file",
    ),
    ("scope.unexplained-edit", "a tracked edit without the task's words: scope, and git keeps the file"),
    (
        "scope.read-only",
        "a tracked file changed by a task that asked for none: scope, and git keeps the file",
    ),
    (
        "scope.format-only",
        "a format-only request that changed tokens: the diff shows which, and git keeps the file",
    ),
    ("scope.mapping", "a spelled-out rename done otherwise: the diff shows it, and git keeps the file"),
    (
        "scope.version-bump",
        "a version bump that changed more than versions: the diff shows it, and git keeps the file",
    ),
    (
        "tracked.destroy",
        "a tracked file the task does not name deleted or overwritten: git keeps its committed content (losing uncommitted work is work.lost, a block)",
    ),
];

/// Whether a model's "allow" may answer this check-in: it is a check-in (never a block), and
/// every finding that asks is on [`RESOLVABLE`].
pub fn may_resolve(v: &Verdict) -> bool {
    v.decision == Decision::Ask
        && !copilot(v)
        && v.findings.iter().all(|f| f.decision != Decision::Block)
        && v.findings.iter().filter(|f| f.decision == Decision::Ask).all(|f| is_resolvable(f.rule))
}

pub fn is_resolvable(rule: &str) -> bool {
    RESOLVABLE.iter().any(|(id, _)| *id == rule)
}

/// The autonomy level at which the user answers every command: a model answers none for them.
fn copilot(v: &Verdict) -> bool {
    v.policy.as_ref().is_some_and(|p| p.autonomy == "copilot")
}

/// What keeps a check-in for a person: the rules not on the list, and the copilot level.
pub fn unresolvable(v: &Verdict) -> Vec<&str> {
    let mut ids: Vec<&str> = if copilot(v) { vec!["autonomy copilot"] } else { Vec::new() };
    ids.extend(
        v.findings.iter().filter(|f| f.decision != Decision::Allow && !is_resolvable(f.rule)).map(|f| f.rule),
    );
    ids.dedup();
    ids
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::approver::Finding;

    fn verdict(findings: &[(&'static str, Decision)]) -> Verdict {
        Verdict::from_findings(
            findings.iter().map(|&(rule, decision)| Finding { rule, decision, what: "x".into() }).collect(),
        )
    }

    #[test]
    fn every_listed_rule_exists_and_none_of_the_dangerous_ones_is_listed() {
        for (id, why) in RESOLVABLE {
            assert!(
                *id == "policy.check-in" || crate::approver::catalog::RULES.iter().any(|r| r.id == *id),
                "{id} is no rule of the catalog"
            );
            assert!(!why.is_empty());
            let r = crate::approver::catalog::RULES.iter().find(|r| r.id == *id);
            assert!(
                r.is_none_or(|r| r.action == Decision::Ask),
                "{id} blocks; a model never answers a block"
            );
        }
        for never in crate::approver::catalog::RULES.iter().map(|r| r.id).filter(|id| {
            [
                "secret.",
                "private.",
                "privilege.",
                "network.",
                "dns.",
                "data.",
                "git.",
                "outside.",
                "sensitive.",
            ]
            .iter()
            .any(|p| id.starts_with(p))
                || ["security.weakened", "access.widened", "tests.weakened", "ci.weakened"].contains(id)
                || ["supply.source-changed", "limit.reached", "scope.kept", "binary.broken"].contains(id)
        }) {
            assert!(!is_resolvable(never), "{never} must stay with a person");
        }
        for id in ["user.rule", "config.prod", "policy.revoked", "model.advice", "some.future-rule"] {
            assert!(!is_resolvable(id), "{id}");
        }
    }

    #[test]
    fn a_check_in_is_resolvable_only_when_every_finding_is() {
        assert!(may_resolve(&verdict(&[("policy.check-in", Decision::Ask)])));
        assert!(may_resolve(&verdict(&[
            ("scope.tracked-edit", Decision::Ask),
            ("tracked.destroy", Decision::Ask)
        ])));
        assert!(!may_resolve(&verdict(&[
            ("scope.tracked-edit", Decision::Ask),
            ("secret.in-file", Decision::Ask)
        ])));
        assert!(!may_resolve(&verdict(&[("user.rule", Decision::Ask)])));
        // A block is never a check-in, whatever else it holds.
        assert!(!may_resolve(&verdict(&[
            ("scope.tracked-edit", Decision::Ask),
            ("git.hooks", Decision::Block)
        ])));
        assert!(!may_resolve(&verdict(&[])));
        assert_eq!(
            unresolvable(&verdict(&[
                ("scope.tracked-edit", Decision::Ask),
                ("network.attempt", Decision::Ask)
            ])),
            vec!["network.attempt"]
        );
    }
}
