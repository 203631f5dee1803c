//! `scope.mapping`: a value renamed to something other than the task's mapping says.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::weakening`], [`crate::approver::scope`]. What it catches, why, and an
//! example: [`RULE`], shown by `foresee rules explain scope.mapping`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

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
    sources: &["src/approver/wall.rs", "src/approver/weakening.rs", "src/approver/scope.rs"],
};

#[cfg(test)]
mod tests {
    use super::super::edit;
    use super::RULE;
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
