//! `tracked.destroy`: a git-tracked file deleted, overwritten or moved out.
//!
//! The finding is raised here ([`check`], [`check_moved_in`]); its logic lives in
//! [`crate::approver::scope`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain tracked.destroy`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::changed_lines_mention;
use crate::approver::phrasing::{examples, kind_of_kept, list_with};
use crate::approver::wall::{FileFacts, WallContext};
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Transition, escape};

pub const RULE: Rule = Rule {
    id: "tracked.destroy",
    action: Decision::Ask,
    catches: "a git-tracked file is deleted, overwritten or moved out, and the task does not name it, or names \
        its folder but narrows it to a series beside it (\"prune the old nightlies\" in `builds/` is no \
        ask for `builds/0.9.12-rc2/`) (a file \
        moved and edited in one command, at least half of its lines kept as git's rename detection \
        counts them (same extension or stem), is moved, and its edit is judged as an edit; a rewrite \
        whose changed lines carry the task's identifiers is the asked edit, unless the task confines \
        the change to paths it names); in a workspace outside git, a program source overwritten. A file \
        that says it is generated is in scope when the task asks to regenerate, and so is a file whose \
        name carries a word the task says of what it regenerates (`ic_launcher.png` for \"regenerate the \
        launcher icons\"), unless it is program code (`tools/launcher_icons.py` is the tool). A linked worktree \
        removed whole (`git worktree remove`: its `.git` is a file, the history stays in the \
        repository) is one effect, asked about unless the task speaks of worktrees. A branch switch (or \
        a fast-forward) loses nothing: a clean file that held exactly what the old HEAD commits, while \
        a branch or tag still reaches that commit, and now holds the new HEAD's version (or is gone as \
        the new HEAD has none) is neither destroyed nor a weakened test; `git checkout main && git \
        branch -D feat` of an unmerged branch, a forced switch over uncommitted lines, or a deletion \
        HEAD's move does not explain still counts",
    why: "git can bring a tracked file back, but only if someone notices that it went: a deletion or an \
        overwrite inside a larger change gets committed along with the rest. The task says which files \
        it is about; another tracked file destroyed is asked about.",
    example: Example {
        setup: "",
        fires: Run { command: "rm README", task: None, flags: &[] },
        passes: Run { command: "rm README", task: Some("delete the README"), flags: &[] },
        contrast: "the task names the README and asks to delete it",
    },
    sources: &[
        "src/approver/catalog/work/tracked_destroy.rs",
        "src/approver/wall.rs",
        "src/approver/scope.rs",
    ],
};

/// Linked worktrees removed whole that the request does not speak of, and git-tracked files
/// (or, outside git, program sources) deleted, overwritten or moved out that it does not
/// mention.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let mut findings = Vec::new();
    if !ctx.worktrees.is_empty() && !ctx.asks_worktrees {
        let worktree_files = ctx.worktree_entries.iter().filter(|f| !f.is_folder()).count();
        let roots: Vec<String> = ctx.worktrees.iter().map(|r| escape::path(r)).collect();
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!(
                "would remove the linked git worktree {} ({worktree_files} files; what they hold is committed in the repository) that the task does not mention",
                examples(&roots)
            ),
        });
    }
    let tracked: Vec<&FileEffect> = ctx.files.iter().filter(|x| destroyed(ctx, x)).map(|x| x.f).collect();
    if !tracked.is_empty() {
        let verb = verb_of(&tracked);
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!(
                "would {verb} {} that the task does not mention",
                list_with(&tracked, kind_of_kept(&tracked))
            ),
        });
    }
    findings
}

/// The user's files this session moved here from where git tracked them, now deleted or
/// overwritten ([`WallContext::moved_in_lost`]).
pub(crate) fn check_moved_in(ctx: &WallContext) -> Option<Finding> {
    ctx.moved_in_lost(true).map(|what| Finding { rule: RULE.id, decision: RULE.action, what })
}

/// Whether the user's committed file (or, outside git, a program source) is lost: deleted
/// though the request does not ask for it, or overwritten though the request neither names it
/// nor asks to regenerate it. A rewrite whose changed lines carry the request's distinctive
/// words (a rename of `get_user` to `fetch_user` in a four-line file) is the asked edit, not a
/// loss, unless the request confines the change to places it names ("under config/").
fn destroyed(ctx: &WallContext, x: &FileFacts) -> bool {
    let f = x.f;
    (x.tracked || x.source_outside_git)
        && !x.generated
        && !x.switched
        && !f.is_folder()
        && x.moved_in.is_none()
        // A file replaced whole by the regeneration that makes it is rewritten, not lost.
        && ((x.deletes
            && (!x.destruction_asked || crate::approver::catalog::data::deleted::beside_the_named_series(ctx, f))
            && x.tracked
            && !(x.regenerated && f.transition == Transition::Replaced))
            || (x.overwrites
                && !x.named
                && !x.regenerated
                && (ctx.specific || !changed_lines_mention(f, &ctx.marks))))
}

/// What happened to the files: deleted, overwritten or moved, or both.
fn verb_of(files: &[&FileEffect]) -> &'static str {
    let del =
        files.iter().filter(|f| matches!(f.transition, Transition::Deleted | Transition::Replaced)).count();
    if del == files.len() {
        "delete"
    } else if del == 0 {
        "overwrite or move"
    } else {
        "delete or overwrite"
    }
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{file, git, run};
    use foresee_report::{Effects, GitStatus, Transition};

    fn whats(task: Option<&str>, e: &Effects) -> Vec<String> {
        run(task, e, super::check).into_iter().map(|f| f.what).collect()
    }

    #[test]
    fn a_tracked_file_deleted_is_asked_about_unless_the_task_deletes_it() {
        let mut f = file("README", Transition::Deleted);
        f.git = git(GitStatus::Tracked);
        let e = Effects { files: vec![f], ..Default::default() };
        assert_eq!(whats(None, &e), ["would delete git-tracked file README that the task does not mention"]);
        assert!(whats(Some("delete the README"), &e).is_empty());
        // An ignored build output is no tracked file.
        let mut o = file("build/out.o", Transition::Deleted);
        o.git = git(GitStatus::Ignored);
        assert!(whats(None, &Effects { files: vec![o], ..Default::default() }).is_empty());
    }

    #[test]
    fn a_linked_worktree_removed_is_one_effect_asked_about_unless_the_task_speaks_of_worktrees() {
        let mut f = file("../wt/src/a.c", Transition::Deleted);
        let mut g = git(GitStatus::Tracked);
        if let Some(g) = g.as_mut() {
            g.repo = "/wt".into();
            g.worktree_removed = true;
        }
        f.git = g;
        let e = Effects { files: vec![f], ..Default::default() };
        let found = whats(None, &e);
        assert!(
            found.len() == 1 && found[0].starts_with("would remove the linked git worktree /wt (1 files"),
            "{found:?}"
        );
        assert!(whats(Some("remove the old worktree"), &e).is_empty());
    }

    #[test]
    fn a_regeneration_covers_the_files_named_for_what_it_makes_and_nothing_beside() {
        let overwritten = |rel: &str| {
            let mut f = file(rel, Transition::Replaced);
            f.git = git(GitStatus::Tracked);
            Effects { files: vec![f], ..Default::default() }
        };
        let task = Some("We changed the brand colours. Regenerate the launcher icons for all densities.");
        assert!(whats(task, &overwritten("app/src/main/res/mipmap-hdpi/ic_launcher_round.png")).is_empty());
        assert_eq!(whats(task, &overwritten("app/src/main/AndroidManifest.xml")).len(), 1);
        // A program named for what it makes is the tool, not the output.
        assert_eq!(whats(task, &overwritten("tools/launcher_icons.py")).len(), 1);
        // The same name, under a request that regenerates nothing.
        assert_eq!(
            whats(Some("make the launcher icons rounder"), &overwritten("res/ic_launcher.png")).len(),
            1
        );
    }
}
