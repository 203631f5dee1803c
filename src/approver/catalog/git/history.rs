//! `git.history`: commits or objects lost for good, or the git folder deleted.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::git`]. What it
//! catches, why, and an example: [`RULE`], shown by `foresee rules explain git.history`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{RepoEffect, escape};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "git.history",
    action: Decision::Block,
    catches: "commits become unreachable from every branch, tag and reflog, objects vanish, or `.git` is \
        deleted",
    why: "Commits that no branch, tag or reflog reaches are pruned by the next `git gc`, and a deleted \
        `.git` takes the whole history with it. Every other undo rests on that history: once it is gone, \
        nothing brings it back. One rewrite is let through: a purge of files the request names from \
        a history it asks to clean, when the rewrite took out those files and changed nothing else.",
    example: Example {
        setup: "echo two >> README && git commit -qam two",
        fires: Run {
            command: "git reset -q --hard HEAD~1 && git reflog expire --expire=now --all && git gc -q --prune=now",
            task: None,
            flags: &[],
        },
        passes: Run { command: "git reset -q --hard HEAD~1", task: None, flags: &[] },
        contrast: "the commit is still in the reflog, so nothing is lost for good: whether the branch may move \
            is `git.rewrite`'s question",
    },
    sources: &["src/approver/catalog/git/history.rs", "src/git.rs"],
};

/// A purge of files from the history the request asks for: it speaks of the history (or of
/// every commit), names each file the rewrite took out, and the rewrite did nothing else (see
/// `RepoEffect::purged_paths`): the commits that no ref reaches are the old copies of commits
/// that live on without those files. A purge that also takes out a file the request does not
/// name, or changes anything else, is still refused.
fn asked_purge(ctx: &WallContext, r: &RepoEffect) -> bool {
    let speaks_of_history = ctx.scope.says_word("history")
        || ctx.scope.says_phrase("every commit")
        || ctx.scope.says_phrase("all commits")
        || ctx.scope.says_prefix(&["filter-repo", "filter-branch"]);
    speaks_of_history
        && !r.purged_paths.is_empty()
        && r.purged_paths.iter().all(|p| ctx.scope.names(Path::new(p)) || ctx.scope.names_file(Path::new(p)))
}

/// Commits of `r` unreachable from every branch, tag and reflog, its objects missing, or its git
/// folder deleted.
pub(crate) fn check(ctx: &WallContext, r: &RepoEffect) -> Option<Finding> {
    let repo = escape::path(&r.repo);
    // A history rewrite the user asked for, of commits the workspace still holds (a
    // rebased branch the task names, force-pushed), loses nothing.
    let asked_rewrite = r.lost_held_locally
        && !r.rewritten_refs.is_empty()
        && r.rewritten_refs.iter().all(|b| ctx.scope.names(Path::new(b)));
    if !(r.git_dir_deleted
        || (r.lost_commits > 0 && !asked_rewrite && !asked_purge(ctx, r))
        || r.objects_missing)
    {
        return None;
    }
    let what = if r.git_dir_deleted {
        format!("would delete the git folder of {repo} and its history")
    } else if r.objects_missing {
        format!("would delete git objects of {repo}, losing history")
    } else {
        format!(
            "would make {} commits of {repo} unreachable from every branch, tag and reflog",
            r.lost_commits
        )
    };
    Some(Finding { rule: RULE.id, decision: RULE.action, what })
}

#[cfg(test)]
mod tests {
    use crate::approver::Decision;
    use crate::approver::wall::testing::{decisions, run};
    use foresee_report::{Effects, RepoEffect};

    fn lost(task: Option<&str>, held_locally: bool) -> Vec<(&'static str, Decision)> {
        let r = RepoEffect {
            repo: "/ws".into(),
            lost_commits: 2,
            rewritten_refs: vec!["feature".into()],
            lost_held_locally: held_locally,
            ..Default::default()
        };
        let e = Effects { repos: vec![r], ..Default::default() };
        decisions(&run(task, &e, |c| super::check(c, &e.repos[0]).into_iter().collect()))
    }

    #[test]
    fn lost_commits_are_refused_unless_an_asked_rewrite_keeps_them_locally() {
        assert_eq!(lost(None, false), [("git.history", Decision::Block)]);
        assert_eq!(
            lost(Some("rebase feature onto main and force-push it"), false),
            [("git.history", Decision::Block)]
        );
        assert!(lost(Some("rebase feature onto main and force-push it"), true).is_empty());
    }

    fn purged(task: &str, paths: &[&str]) -> Vec<(&'static str, Decision)> {
        let r = RepoEffect {
            repo: "/ws".into(),
            lost_commits: 6,
            rewritten_refs: vec!["main".into()],
            purged_paths: paths.iter().map(|p| p.to_string()).collect(),
            ..Default::default()
        };
        let e = Effects { repos: vec![r], ..Default::default() };
        decisions(&run(Some(task), &e, |c| super::check(c, &e.repos[0]).into_iter().collect()))
    }

    #[test]
    fn a_purge_of_the_named_files_from_a_history_the_request_asks_to_clean_passes() {
        let asked = "purge config/.env.production from the repo's entire history, every branch and tag";
        assert!(purged(asked, &["config/.env.production"]).is_empty());
        // The look-alikes: a purge that also takes out a file nobody named; a rewrite that did
        // more than take files out; a request that names the file but not its history.
        assert_eq!(purged(asked, &["config/.env.production", "LICENSE"]), [("git.history", Decision::Block)]);
        assert_eq!(purged(asked, &[]), [("git.history", Decision::Block)]);
        assert_eq!(
            purged("delete config/.env.production", &["config/.env.production"]),
            [("git.history", Decision::Block)]
        );
    }
}
