//! `limit.reached`: a limit ended the rehearsal.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::effects`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain limit.reached`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};

pub const RULE: Rule = Rule {
    id: "limit.reached",
    action: Decision::Ask,
    catches: "a limit (time, memory, processes, snapshot size) ended the rehearsal, so its effects are partial",
    why: "A rehearsal cut short shows only what happened before the cut: the rest of the command's effects \
        are unknown, and so is whether they were safe. Committed, the first half of a command leaves a \
        state nobody planned for: a half-written file, half a migration.",
    example: Example {
        setup: "",
        fires: Run { command: "sleep 30", task: None, flags: &["--timeout", "1"] },
        passes: Run { command: "sleep 0", task: None, flags: &["--timeout", "1"] },
        contrast: "the command ends well within the limit",
    },
    sources: &["src/approver/catalog/rehearsal/limit_reached.rs", "src/effects.rs"],
};

/// A rehearsal a limit ended: its effects are incomplete.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let e = ctx.effects;
    let mut findings = Vec::new();
    if let Some(limit) = &e.execution.ended_by {
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Ask,
            what: format!("the rehearsal was ended by the {limit}, so its effects are incomplete"),
        });
    }
    findings
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::run;
    use foresee_report::Effects;

    #[test]
    fn a_rehearsal_a_limit_ended_is_asked_about_and_one_that_finished_is_not() {
        let mut e = Effects::default();
        assert!(run(None, &e, super::check).is_empty());
        e.execution.ended_by = Some("wall-time limit".into());
        let found = run(None, &e, super::check);
        assert_eq!(
            found[0].what,
            "the rehearsal was ended by the wall-time limit, so its effects are incomplete"
        );
    }
}
