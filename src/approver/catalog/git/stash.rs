//! `git.stash`: a stash entry dropped.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::effects`],
//! [`crate::git`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! git.stash`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{RepoEffect, escape};

pub const RULE: Rule = Rule {
    id: "git.stash",
    action: Decision::Ask,
    catches: "a stash entry (the newest or an older one) is dropped whose content the work tree does not hold \
        (a clean `git stash pop` drops only what it restored)",
    why: "A stash entry is uncommitted work set aside, often forgotten until it is needed. Once dropped it \
        is reachable only by hunting dangling commits, until `git gc` prunes them.",
    example: Example {
        setup: "echo change >> README && git stash -q",
        fires: Run { command: "git stash drop -q", task: None, flags: &[] },
        passes: Run { command: "git stash list", task: None, flags: &[] },
        contrast: "listing the stash drops nothing",
    },
    sources: &["src/approver/catalog/git/stash.rs", "src/effects.rs", "src/git.rs"],
};

/// A stash entry of `r` dropped.
pub(crate) fn check(_ctx: &WallContext, r: &RepoEffect) -> Option<Finding> {
    r.stash_lost.then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!("would drop a stash entry of {}", escape::path(&r.repo)),
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::run;
    use foresee_report::{Effects, RepoEffect};

    #[test]
    fn a_dropped_stash_entry_is_asked_about_and_a_kept_one_is_not() {
        let judged = |lost: bool| {
            let e = Effects {
                repos: vec![RepoEffect { repo: "/ws".into(), stash_lost: lost, ..Default::default() }],
                ..Default::default()
            };
            run(None, &e, |c| super::check(c, &e.repos[0]).into_iter().collect()).len()
        };
        assert_eq!((judged(true), judged(false)), (1, 0));
    }
}
