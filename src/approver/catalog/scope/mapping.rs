//! `scope.mapping`: a value renamed to something other than the task's mapping says.
//!
//! The finding is raised here ([`check`]); its logic lives in
//! [`crate::approver::weakening`], [`crate::approver::scope`]. What it catches, why, and an
//! example: [`RULE`], shown by `foresee rules explain scope.mapping`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::each_file_with;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::FileEffect;

pub const RULE: Rule = Rule {
    id: "scope.mapping",
    action: Decision::Ask,
    catches: "the task spells out renames of values (`admin -> owner`, \"rename staging to preview\") and a \
        setting's value changes from one of them to something else (`bob: maintainer` becoming `owner` \
        when the task maps `maintainer` to `admin`)",
    why: "A rename spelled out value by value (`maintainer -> admin`) is a mapping. A value changed to \
        another target than the stated one grants or takes away more than was asked, as when a \
        maintainer becomes an owner.",
    example: Example {
        setup: "printf 'roles:\\n  alice: admin\\n  bob: maintainer\\n' > roles.yaml && git add roles.yaml && git commit -qm roles",
        fires: Run {
            command: "printf 'roles:\\n  alice: owner\\n  bob: owner\\n' > roles.yaml",
            task: Some("in roles.yaml rename the roles: admin -> owner, maintainer -> admin"),
            flags: &[],
        },
        passes: Run {
            command: "printf 'roles:\\n  alice: owner\\n  bob: admin\\n' > roles.yaml",
            task: Some("in roles.yaml rename the roles: admin -> owner, maintainer -> admin"),
            flags: &[],
        },
        contrast: "each value becomes what the task maps it to",
    },
    sources: &["src/approver/catalog/scope/mapping.rs", "src/approver/weakening.rs", "src/approver/scope.rs"],
};

/// Settings changed against a rename the request spells out.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let mismapped: Vec<(&FileEffect, Vec<String>)> = ctx
        .edits
        .iter()
        .filter_map(|r| {
            let wrong = r.edit.mismapped(&ctx.scope.mappings);
            (!wrong.is_empty()).then_some((r.f, wrong))
        })
        .collect();
    (!mismapped.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would change values to something other than the task's renames say: {}",
            each_file_with(&mismapped, 120)
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::RULE;
    use crate::approver::catalog::edit;
    use crate::approver::scope::TaskScope;

    /// The example's task and files, judged by the module that holds the rule's logic.
    #[test]
    fn the_example_maps_one_value_wrongly_and_its_look_alike_none() {
        let scope = TaskScope::from_task(RULE.example.fires.task);
        assert_eq!(scope.mappings, [("admin".into(), "owner".into()), ("maintainer".into(), "admin".into())]);
        let before = "roles:\n  alice: admin\n  bob: maintainer\n";
        let fires = edit(before, "roles:\n  alice: owner\n  bob: owner\n");
        assert_eq!(fires.mismapped(&scope.mappings), ["bob: maintainer -> owner"]);
        let passes = edit(before, "roles:\n  alice: owner\n  bob: admin\n");
        assert!(passes.mismapped(&scope.mappings).is_empty());
    }
}
