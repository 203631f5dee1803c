//! `foresee.self`: foresee's own state or configuration written.
//!
//! The finding is raised here ([`check`]). What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain foresee.self`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::list;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::FileEffect;

pub const RULE: Rule = Rule {
    id: "foresee.self",
    action: Decision::Block,
    catches: "foresee's own state or configuration is written",
    why: "A command that could edit foresee's configuration or state could raise its own autonomy level, \
        drop a `protect` glob, forge a remembered answer or teach the policy: the gate would then be the \
        command's to set. Only you change them, outside a rehearsal.",
    example: Example {
        setup: "printf 'protect = []\\n' > foresee.toml",
        fires: Run { command: "printf 'autonomy = \"trusted\"\\n' >> foresee.toml", task: None, flags: &[] },
        passes: Run { command: "cat foresee.toml > foresee.toml.txt", task: None, flags: &[] },
        contrast: "a copy of the configuration under another name is no configuration foresee reads",
    },
    sources: &["src/approver/catalog/places/foresee_self.rs"],
};

/// Files under foresee's own state folder or configuration files, where they are or where they
/// were moved from.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let own: Vec<&FileEffect> = ctx
        .effects
        .files
        .iter()
        .filter(|f| {
            std::iter::once(f.path.as_path())
                .chain(f.renamed_from.as_deref())
                .any(|t| ctx.self_paths.iter().any(|s| t.starts_with(s)))
        })
        .collect();
    (!own.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!("would change foresee's own state or configuration: {}", list(&own)),
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::scope::TaskScope;
    use crate::approver::wall::testing::file;
    use crate::approver::wall::{Wall, WallContext};
    use foresee_report::{Effects, Transition};
    use std::path::Path;

    #[test]
    fn foresees_own_state_written_is_refused_and_a_look_alike_name_is_not() {
        let w =
            Wall::new(TaskScope::from_task(None), &[], vec!["/ws/.foresee".into()], Path::new("/ws"), None)
                .unwrap();
        let judged = |rel: &str| {
            let e = Effects { files: vec![file(rel, Transition::Modified)], ..Default::default() };
            super::check(&WallContext::new(&w, &e)).is_some()
        };
        assert!(judged(".foresee/state.db"));
        assert!(!judged(".foreseeable/notes.md"));
    }
}
