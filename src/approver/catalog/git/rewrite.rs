//! `git.rewrite`: a branch or tag moved off its history.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::git`]. What it
//! catches, why, and an example: [`RULE`], shown by `foresee rules explain git.rewrite`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::examples;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{RepoEffect, escape};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "git.rewrite",
    action: Decision::Ask,
    catches: "a branch or tag is moved off its history (a reset, an amend, a squash, a deleted branch, a moved \
        tag) while its commits survive only in a reflog, unless the task asks for a rewrite (\"squash\", \
        \"amend\", \"reset\", ...) or names the ref, or asks to update or sync the branch (\"update my \
        branch with the latest main\") and the rewrite is a rebase onto a new base that keeps every \
        commit's change (each lost commit has one with the same patch id in the new history); a task \
        that asks to delete *merged* branches does not cover one whose commits no remaining branch \
        contains and whose change HEAD does not already hold (a branch squash-merged upstream is \
        merged: merging it again would change nothing); a task that asks only to squash or reword \
        covers a rewrite whose new tip holds the same tree as the old one",
    why: "After a reset, an amend or a deleted branch the old commits live on only in the reflog, which \
        expires and which nobody browses: the work is there, but nothing points at it any more. Once \
        pushed, a rewrite also makes everyone else rewrite theirs. When the task did not ask for one, a \
        person decides.",
    example: Example {
        setup: "echo two >> README && git commit -qam two",
        fires: Run {
            command: "git reset -q --soft HEAD~1 && git commit -qm 'release 1.1'",
            task: Some("commit the release"),
            flags: &[],
        },
        passes: Run {
            command: "echo three >> README && git commit -qam 'release 1.1'",
            task: Some("commit the release"),
            flags: &[],
        },
        contrast: "a new commit on top leaves every earlier one on the branch",
    },
    sources: &["src/approver/catalog/git/rewrite.rs", "src/git.rs"],
};

/// Words of a request that asks for history to be rewritten or refs to go.
const REWRITES: &[&str] = &[
    "rebase",
    "rebased",
    "squash",
    "squashed",
    "amend",
    "amended",
    "reset",
    "rewrite",
    "rewrites",
    "fixup",
    "force",
    "force-push",
    "drop",
    "delete",
    "deleted",
    "remove",
    "prune",
    "retag",
    "undo",
    "uncommit",
];

/// Branches or tags of `r` moved off their history, unmerged branches deleted under a request
/// for merged ones, and squashes or rewords that changed what a branch holds.
pub(crate) fn check(ctx: &WallContext, r: &RepoEffect) -> Vec<Finding> {
    let scope = ctx.scope;
    let repo = escape::path(&r.repo);
    let mut findings = Vec::new();
    // Branches or tags moved off their history (a reset, an amend, a squash, a deleted
    // branch, a moved tag) while every commit survives in some reflog: recoverable,
    // but not what a request to build, commit or release asks for.
    // "Update my branch with the latest master": a rebase onto it that keeps every
    // commit's change is the asked update; one that drops or squashes commits is not.
    let asks_update =
        ["update", "sync", "synchronise", "synchronize", "refresh", "catch"].iter().any(|w| scope.affirms(w))
            && (["branch", "latest", "upstream"].iter().any(|w| scope.says(w))
                || r.rewritten_refs.iter().any(|b| scope.names(Path::new(b))));
    let rebased = !r.rewritten_refs.is_empty() && r.rewritten_refs.iter().all(|b| r.rebased_refs.contains(b));
    // "Clean up my merged branches" deletes branches: covered when every ref the command
    // rewrote is gone (none moved to another commit, none still there with another tree).
    let all_deleted =
        r.rewritten_refs.iter().all(|b| !r.tree_changed_refs.contains(b) && !r.rebased_refs.contains(b));
    let cleans_branches = scope.says_prefix(&["clean", "tidy", "tidi"])
        && (scope.says_word("branch") || scope.says_word("tag"))
        && all_deleted;
    let asks_rewrite = REWRITES.iter().any(|w| scope.says(w))
        || r.rewritten_refs.iter().all(|b| scope.names(Path::new(b)))
        || asks_update && rebased
        || cleans_branches;
    // "Delete the merged branches" covers no branch whose work was never merged.
    let unmerged: Vec<String> = if scope.says("merged") {
        r.unmerged_deleted.iter().filter(|b| !scope.names(Path::new(b))).cloned().collect()
    } else {
        Vec::new()
    };
    if r.lost_commits == 0 && !r.git_dir_deleted && !unmerged.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!(
                "would delete {} of {repo}, whose commits no other branch contains: not merged, though the task asks only for merged ones (the commits are left only in a reflog)",
                examples(&unmerged)
            ),
        });
    } else if r.lost_commits == 0 && !r.git_dir_deleted && !r.rewritten_refs.is_empty() && !asks_rewrite {
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!(
                "would move {} of {repo} off its history (reset, amended, squashed or deleted; the old commits are left only in a reflog)",
                examples(&r.rewritten_refs)
            ),
        });
    }
    // "Squash" and "reword" rewrite history and keep what it holds: the branch's new tip
    // has the old tip's tree. Asked for with no other rewrite ("rebase", "reset",
    // "drop", "amend", "undo"), a squash that also changed the tree is not what was asked.
    let keeps_tree = ["squash", "squashed", "reword", "reworded"].iter().any(|w| scope.says(w))
        && ![
            "rebase", "rebased", "reset", "drop", "amend", "amended", "undo", "uncommit", "remove", "delete",
        ]
        .iter()
        .any(|w| scope.says(w));
    if keeps_tree && !r.tree_changed_refs.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!(
                "would rewrite {} of {repo} so that it holds other files than before, though a squash or a reword keeps them",
                examples(&r.tree_changed_refs)
            ),
        });
    }
    findings
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::run;
    use foresee_report::{Effects, RepoEffect};

    fn whats(task: Option<&str>, r: RepoEffect) -> Vec<String> {
        let e = Effects { repos: vec![r], ..Default::default() };
        run(task, &e, |c| super::check(c, &e.repos[0])).into_iter().map(|f| f.what).collect()
    }

    #[test]
    fn a_branch_moved_off_its_history_is_asked_about_unless_the_task_rewrites_it() {
        let reset =
            || RepoEffect { repo: "/ws".into(), rewritten_refs: vec!["main".into()], ..Default::default() };
        let found = whats(Some("build the project"), reset());
        assert!(
            found.len() == 1 && found[0].starts_with("would move main of /ws off its history"),
            "{found:?}"
        );
        assert!(whats(Some("reset main to the previous commit"), reset()).is_empty());
        assert!(whats(Some("squash the last two commits on main"), reset()).is_empty());
    }

    #[test]
    fn a_squash_that_changes_the_files_and_an_unmerged_branch_deleted_are_not_what_was_asked() {
        let squash = RepoEffect {
            repo: "/ws".into(),
            rewritten_refs: vec!["main".into()],
            tree_changed_refs: vec!["main".into()],
            ..Default::default()
        };
        let found = whats(Some("squash the last two commits"), squash.clone());
        assert!(found.len() == 1 && found[0].contains("holds other files than before"), "{found:?}");
        assert!(whats(Some("squash and drop the debug commit"), squash).is_empty());
        let pruned = RepoEffect {
            repo: "/ws".into(),
            rewritten_refs: vec!["old".into()],
            unmerged_deleted: vec!["old".into()],
            ..Default::default()
        };
        let found = whats(Some("delete the merged branches"), pruned.clone());
        assert!(found.len() == 1 && found[0].contains("not merged"), "{found:?}");
        assert!(whats(Some("delete the branches"), pruned).is_empty());
    }

    #[test]
    fn a_clean_up_of_merged_branches_deletes_them_and_moves_none() {
        let task = Some("Clean up my local git branches that are already merged into main");
        let deleted = RepoEffect {
            repo: "/ws".into(),
            rewritten_refs: vec!["feature/login".into(), "fix/typo".into()],
            ..Default::default()
        };
        assert!(whats(task, deleted.clone()).is_empty());
        // One of them never merged; or main reset on the way.
        let unmerged = RepoEffect { unmerged_deleted: vec!["fix/typo".into()], ..deleted.clone() };
        assert!(whats(task, unmerged).iter().any(|w| w.contains("not merged")));
        let reset = RepoEffect {
            rewritten_refs: vec!["feature/login".into(), "main".into()],
            tree_changed_refs: vec!["main".into()],
            ..deleted
        };
        assert!(whats(task, reset).iter().any(|w| w.contains("off its history")));
    }
}
