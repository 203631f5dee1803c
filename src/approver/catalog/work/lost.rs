//! `work.lost`: uncommitted work deleted, overwritten or reverted.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::effects`],
//! [`crate::git`], [`crate::approver::build_outputs`]. What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain work.lost`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::list;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::FileEffect;

pub const RULE: Rule = Rule {
    id: "work.lost",
    action: Decision::Block,
    catches: "uncommitted work is deleted, overwritten or reverted to HEAD (or rewritten from the committed \
        version, so most of the uncommitted lines are gone), and the task does not name it (a folder the \
        task names does not ask for a reverted file's work to go; naming the file and asking to discard \
        does; so does a plain request to discard, \"discard my changes\", \"throw away my local edits\", \
        for every file put back, or those of the paths it names) (what the same agent session wrote \
        itself through foresee, unchanged since, it may undo; work a commit the command made keeps, \
        content for content, is set aside, not lost: `git stash`, `git stash -u`)",
    why: "Uncommitted work exists nowhere else: not in git, not in a backup. A command that deletes, \
        overwrites or resets it takes your hours with no way back, so it is refused unless the task \
        names that work and asks for it to go.",
    example: Example {
        setup: "",
        fires: Run { command: "rm notes.txt", task: None, flags: &[] },
        passes: Run { command: "rm build/out.o", task: None, flags: &[] },
        contrast: "`build/out.o` is a build output, which is never work",
    },
    sources: &[
        "src/approver/catalog/work/lost.rs",
        "src/approver/wall.rs",
        "src/effects.rs",
        "src/git.rs",
        "src/approver/build_outputs.rs",
    ],
};

/// Files whose uncommitted lines the command loses (deleted, or put back to their committed
/// version), unless the request asks for that.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let scope = ctx.scope;
    let lost: Vec<&FileEffect> = ctx
        .files
        .iter()
        .filter(|x| {
            let f = x.f;
            let git = f.git.as_ref();
            if !(git.is_some_and(|g| g.work_lost) && !x.generated && !ctx.own_work.contains(&f.path)) {
                return false;
            }
            let lost_by_deletion = x.deletes && !x.destruction_asked;
            // A file put back to its committed version (whole, or rewritten from it) loses
            // its uncommitted lines: a folder the request names ("update the imports in
            // src/") does not ask for that, nor does naming the file alone ("I bumped the
            // size in infra/main.tf.json, show me the drift"); asking to discard does.
            let reverted = git.is_some_and(|g| g.reverted_to_head);
            let asks_revert =
                ["discard", "revert", "reset", "restore", "undo", "checkout", "throw", "abandon", "scrap"]
                    .iter()
                    .any(|w| scope.says(w));
            // A request to discard the changes covers every file it puts back, or every
            // one of those it names when it names paths ("discard my changes in src/").
            let discarded = reverted && scope.discards && (x.named || !ctx.specific);
            let lost_by_edit = !x.deletes && !(x.named && (!reverted || asks_revert)) && !discarded;
            lost_by_deletion || lost_by_edit
        })
        .map(|x| x.f)
        .collect();
    (!lost.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!("would lose uncommitted work in {} that the task does not mention", list(&lost)),
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::Decision;
    use crate::approver::wall::testing::{decisions, file, git, run};
    use foresee_report::{Effects, GitStatus, Transition};

    fn judged(task: Option<&str>) -> Vec<(&'static str, Decision)> {
        let mut f = file("src/a.c", Transition::Modified);
        let mut g = git(GitStatus::Tracked);
        if let Some(g) = g.as_mut() {
            g.work_lost = true;
            g.reverted_to_head = true;
        }
        f.git = g;
        let e = Effects { files: vec![f], ..Default::default() };
        decisions(&run(task, &e, |c| super::check(c).into_iter().collect()))
    }

    #[test]
    fn uncommitted_lines_thrown_away_are_refused_unless_the_task_discards_them() {
        assert_eq!(judged(Some("update the imports")), [("work.lost", Decision::Block)]);
        assert_eq!(judged(Some("tidy src/a.c")), [("work.lost", Decision::Block)]);
        assert!(judged(Some("discard my changes")).is_empty());
        assert!(judged(Some("revert src/a.c")).is_empty());
    }
}
