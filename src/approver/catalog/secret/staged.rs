//! `secret.staged`: a secrets file staged or committed.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::effects`],
//! [`crate::protected`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules
//! explain secret.staged`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{RepoEffect, escape};

pub const RULE: Rule = Rule {
    id: "secret.staged",
    action: Decision::Ask,
    catches: "a file whose name says it holds secrets (`.env`, `*.pem`, `id_rsa`, `api_token`) is newly in a \
        repository's index, staged or committed, unless the task spells out its path",
    why: "A secrets file in the index is one `git push` from the remote and its history, where deleting it \
        later does not take it back. `git add -A` picks up any `.env` that nothing ignores.",
    example: Example {
        setup: "printf 'print(1)\\n' > app.py && git add -A && git commit -qm init",
        fires: Run {
            command: "printf 'API_KEY=Zq8vT2mK9pL4wR7xN3bY\\n' > .env && git add -A",
            task: Some("move the API key into a .env file and stage the changes"),
            flags: &[],
        },
        passes: Run {
            command: "printf 'API_KEY=Zq8vT2mK9pL4wR7xN3bY\\n' > .env && printf '.env\\n' > .gitignore && git add -A",
            task: Some("move the API key into a .env file and stage the changes"),
            flags: &[],
        },
        contrast: "the `.env` is ignored before `git add -A`, so it stays out of the index",
    },
    sources: &["src/approver/catalog/secret/staged.rs", "src/effects.rs", "src/protected.rs"],
};

/// Files that hold secrets staged or committed in `r`.
pub(crate) fn check(ctx: &WallContext, r: &RepoEffect) -> Option<Finding> {
    // A secret file staged or committed: one push from being public. Only a request
    // that spells out its path asks for that ("commit config/ci.env"); "move the keys
    // into a git-ignored .env" names the file, not its staging.
    let unnamed: Vec<&String> =
        r.secrets_staged.iter().filter(|p| !(p.contains('/') && ctx.scope.says(&p.to_lowercase()))).collect();
    (!unnamed.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would stage files that hold secrets in {} for commit: {}",
            escape::path(&r.repo),
            unnamed.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
        ),
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::run;
    use foresee_report::{Effects, RepoEffect};

    #[test]
    fn a_secrets_file_staged_is_asked_about_unless_the_task_spells_out_its_path() {
        let e = Effects {
            repos: vec![RepoEffect {
                repo: "/ws".into(),
                secrets_staged: vec!["config/ci.env".into()],
                ..Default::default()
            }],
            ..Default::default()
        };
        let staged = |task| run(Some(task), &e, |c| super::check(c, &e.repos[0]).into_iter().collect()).len();
        assert_eq!(staged("commit everything"), 1);
        assert_eq!(staged("move the keys into a git-ignored ci.env"), 1);
        assert_eq!(staged("commit config/ci.env"), 0);
    }
}
