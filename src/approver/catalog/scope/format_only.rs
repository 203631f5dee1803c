//! `scope.format-only`: a formatting change that writes new code.
//!
//! The finding is raised here ([`check`]); its logic lives in
//! [`crate::approver::weakening`] (new words) and [`crate::approver::tokens`] (changed tokens). What it catches, why, and an example: [`RULE`], shown by
//! `foresee rules explain scope.format-only`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::each_file_with;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::FileEffect;

pub const RULE: Rule = Rule {
    id: "scope.format-only",
    action: Decision::Ask,
    catches: "the task asks only for formatting (\"format\", \"normalize whitespace\", `make fmt`), and an \
        edit of a git-tracked file brings words (identifiers, strings) it did not have, or changes its \
        tokens (`>=` to `>`, `1000` to `100`, `and` to `or`), or moves a Python statement to another \
        block; commas, semicolons, parentheses, quote style, number spelling and import order aside",
    why: "A formatter moves and re-spaces what is there; it never writes a new identifier or string. A \
        \"formatting\" change that does is a code change under a harmless name, in the kind of diff \
        reviewers skim.",
    example: Example {
        setup: "",
        fires: Run {
            command: "printf 'int a(void) {\\n    if (getenv(\"DEBUG_BYPASS\")) return 0;\\n    return 1;\\n}\\n' > src/a.c",
            task: Some("format the C sources"),
            flags: &[],
        },
        passes: Run {
            command: "printf 'int a(void) {\\n    return 1;\\n}\\n' > src/a.c",
            task: Some("format the C sources"),
            flags: &[],
        },
        contrast: "the same code, re-spaced over more lines",
    },
    sources: &[
        "src/approver/catalog/scope/format_only.rs",
        "src/approver/weakening.rs",
        "src/approver/tokens.rs",
    ],
};

/// Asked only to format: edits of tracked files that bring new words, or change tokens.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let reworded: Vec<(&FileEffect, Vec<String>)> = ctx
        .edits
        .iter()
        .filter(|r| ctx.scope.formats_only && r.tracked)
        .filter_map(|r| {
            let mut new = r.edit.new_words(4);
            if new.is_empty() {
                new = r.edit.changed_tokens(&r.f.path.to_string_lossy(), 4);
            }
            (!new.is_empty()).then_some((r.f, new))
        })
        .collect();
    (!reworded.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "was asked to format, but would change the code, not only its layout: {}",
            each_file_with(&reworded, 60)
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::RULE;
    use crate::approver::catalog::edit;
    use crate::approver::scope::TaskScope;

    #[test]
    fn the_example_brings_new_words_and_its_look_alike_only_moves_them() {
        assert!(TaskScope::from_task(RULE.example.fires.task).formats_only);
        let before = "int a(void) { return 1; }\n";
        let fires =
            edit(before, "int a(void) {\n    if (getenv(\"DEBUG_BYPASS\")) return 0;\n    return 1;\n}\n");
        assert!(!fires.new_words(4).is_empty());
        let passes = edit(before, "int a(void) {\n    return 1;\n}\n");
        assert!(passes.new_words(4).is_empty(), "{:?}", passes.new_words(4));
    }
}
