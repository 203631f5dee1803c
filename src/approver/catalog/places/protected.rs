//! `protected`: a path of your `protect` globs changed.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::config`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain protected`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::{examples, list};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::FileEffect;
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "protected",
    action: Decision::Block,
    catches: "a path matching a `protect` glob is written, created or deleted",
    why: "The `protect` globs are your own list of what no command may change: deployment keys, production \
        configuration, a signed release. A list a command could talk its way around would protect \
        nothing, so a match blocks whatever the task says.",
    example: Example {
        setup: "mkdir -p deploy && echo key > deploy/target && printf 'protect = [\"deploy/**\"]\\n' > foresee.toml",
        fires: Run { command: "echo other > deploy/target", task: None, flags: &[] },
        passes: Run {
            command: "mkdir -p deployment && echo other > deployment/target",
            task: None,
            flags: &[],
        },
        contrast: "`deployment/` is not matched by the glob `deploy/**`",
    },
    sources: &["src/approver/catalog/places/protected.rs", "src/config.rs"],
};

/// Files the configuration's `protect` globs match, where they are or where they were moved
/// from (a glob matching a folder above a file matches the file).
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let mut protected: Vec<(&FileEffect, &String)> = Vec::new();
    for f in &ctx.effects.files {
        let targets: Vec<&Path> =
            std::iter::once(f.path.as_path()).chain(f.renamed_from.as_deref()).collect();
        if let Some((g, _)) = ctx
            .protect
            .iter()
            .find(|(_, m)| targets.iter().any(|t| m.is_match(t) || t.ancestors().any(|a| m.is_match(a))))
        {
            protected.push((f, g));
        }
    }
    if protected.is_empty() {
        return None;
    }
    let globs: Vec<String> = protected
        .iter()
        .map(|(_, g)| (*g).clone())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    Some(Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would change {} protected by the configuration ({})",
            list(&protected.iter().map(|(f, _)| *f).collect::<Vec<_>>()),
            examples(&globs)
        ),
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::Decision;
    use crate::approver::scope::TaskScope;
    use crate::approver::wall::testing::{decisions, file};
    use crate::approver::wall::{Wall, WallContext};
    use foresee_report::{Effects, Transition};
    use std::path::Path;

    #[test]
    fn a_path_under_a_protect_glob_is_refused_and_its_neighbour_is_not() {
        let w = Wall::new(
            TaskScope::from_task(None),
            &["config/prod/**".into()],
            Vec::new(),
            Path::new("/ws"),
            None,
        )
        .unwrap();
        let judged = |rel: &str| {
            let e = Effects { files: vec![file(rel, Transition::Modified)], ..Default::default() };
            decisions(&super::check(&WallContext::new(&w, &e)).into_iter().collect::<Vec<_>>())
        };
        assert_eq!(judged("config/prod/db.yml"), [("protected", Decision::Block)]);
        assert!(judged("config/dev/db.yml").is_empty());
    }
}
