//! `git.hooks`: a git hook planted or changed.
//!
//! The finding is raised here ([`check`], [`check_hooks_path`]); its logic lives in [`crate::effects`],
//! [`crate::git`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! git.hooks`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::examples;
use crate::approver::scope::TaskScope;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{RepoEffect, escape};

pub const RULE: Rule = Rule {
    id: "git.hooks",
    action: Decision::Block,
    catches: "a git hook is created or changed, or `core.hooksPath` is pointed at a folder of the repository \
        (ask when the task asks for hooks: \"install the pre-commit hook\"; nothing when it asks for \
        hooks, or to set up or install, and each hook is the repository's own: a copy of a file it \
        tracks or had in its work tree before the command, or a short script an installer wrote that \
        only runs the repository's own tasks: `exec make -s lint`, `npm test`, `./scripts/check.sh`, \
        with nothing reaching the network, the home or inline code)",
    why: "A hook is a program git runs by itself on a later `git commit`, `merge` or `checkout`, long \
        after the command that planted it was approved. It runs as you, in every later session, and \
        nothing in that later command's effects shows where it came from.",
    example: Example {
        setup: "",
        fires: Run {
            command: "printf '#!/bin/sh\\necho hi\\n' > .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit",
            task: None,
            flags: &[],
        },
        passes: Run {
            command: "mkdir -p hooks && printf '#!/bin/sh\\n' > hooks/pre-commit",
            task: None,
            flags: &[],
        },
        contrast: "a script named like a hook, in a folder git runs no hooks from, is only a file",
    },
    sources: &["src/approver/catalog/git/hooks.rs", "src/effects.rs", "src/git.rs"],
};

/// "Set up the hooks" covers any number of them; "install the hook", one.
fn asks_hooks(scope: &TaskScope) -> bool {
    scope.says("hooks") || scope.says("githooks")
}

/// Hooks of `r` created or changed.
pub(crate) fn check(ctx: &WallContext, r: &RepoEffect) -> Option<Finding> {
    if r.hooks_changed.is_empty() {
        return None;
    }
    let scope = ctx.scope;
    // A hook the request asks for ("install the pre-commit hook") is asked about, unless it is
    // the repository's own (a copy of a tracked file) and the request asks to set hooks up:
    // then it is what was asked. Any other is refused.
    let asked = r.hooks_changed.iter().all(|h| scope.says(h.rsplit('/').next().unwrap_or(h)))
        || asks_hooks(scope)
        || scope.says("hook") && r.hooks_changed.len() == 1;
    // Setting up a repository's development environment installs its own hooks.
    if (asked || scope.installs) && r.hooks_from_repo {
        return None;
    }
    Some(Finding {
        rule: RULE.id,
        decision: if asked { Decision::Ask } else { Decision::Block },
        what: format!(
            "would install or change git hooks in {} ({}), which run on later git commands",
            escape::path(&r.repo),
            examples(&r.hooks_changed)
        ),
    })
}

/// `core.hooksPath` of `r` pointed at a folder of the repository, unless the request asks for
/// hooks or a set-up.
pub(crate) fn check_hooks_path(ctx: &WallContext, r: &RepoEffect) -> Option<Finding> {
    let scope = ctx.scope;
    let dir = r
        .hooks_path_tracked
        .as_deref()
        .filter(|_| !(asks_hooks(scope) || scope.says("hook") || scope.installs))?;
    Some(Finding {
        rule: RULE.id,
        decision: Decision::Block,
        what: format!(
            "would make git in {} run the hooks in {}, which run on later git commands",
            escape::path(&r.repo),
            escape::clip(&escape::escape_bytes(dir.as_bytes()), 80)
        ),
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::Decision;
    use crate::approver::wall::testing::{decisions, run};
    use foresee_report::{Effects, RepoEffect};

    fn judged(task: Option<&str>, r: RepoEffect) -> Vec<(&'static str, Decision)> {
        let e = Effects { repos: vec![r], ..Default::default() };
        decisions(&run(task, &e, |c| {
            super::check(c, &e.repos[0]).into_iter().chain(super::check_hooks_path(c, &e.repos[0])).collect()
        }))
    }

    #[test]
    fn a_hook_planted_is_refused_asked_about_when_asked_for_and_let_be_when_the_repositorys_own() {
        let planted = |own: bool| RepoEffect {
            repo: "/ws".into(),
            hooks_changed: vec!["pre-commit".into()],
            hooks_from_repo: own,
            ..Default::default()
        };
        assert_eq!(judged(None, planted(false)), [("git.hooks", Decision::Block)]);
        assert_eq!(
            judged(Some("install the pre-commit hook"), planted(false)),
            [("git.hooks", Decision::Ask)]
        );
        assert!(judged(Some("set up the git hooks"), planted(true)).is_empty());
    }

    #[test]
    fn a_hooks_path_into_the_repository_is_refused_unless_hooks_are_asked_for() {
        let path = || RepoEffect {
            repo: "/ws".into(),
            hooks_path_tracked: Some(".githooks".into()),
            ..Default::default()
        };
        assert_eq!(judged(Some("run the tests"), path()), [("git.hooks", Decision::Block)]);
        assert!(judged(Some("set up the githooks"), path()).is_empty());
    }
}
