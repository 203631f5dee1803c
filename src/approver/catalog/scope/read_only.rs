//! `scope.read-only`: an edit when the task asks for none.
//!
//! The finding is raised here ([`check`]); its logic lives in
//! [`crate::approver::scope`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain scope.read-only`.

use super::Edits;
use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::{kind_of_kept, list, list_with};
use crate::approver::{Decision, Finding};

pub const RULE: Rule = Rule {
    id: "scope.read-only",
    action: Decision::Ask,
    catches: "the task asks for no changes (\"don't change any code\", \"don't fix anything\") and a \
        git-tracked file is modified (outside a repository: any file the workspace had, data and \
        expected test values included, scratch files aside); or the task asks only for outputs or \
        an answer, a build, a run, a check or a report (\"build the firmware and show me the size \
        report\", \"lint the chart and tell me what needs fixing\", \"precompile the assets\"), \
        with no verb of change in it, and such a file is modified, or a program source is written \
        new outside the build's output folders (not one that says it is generated, nor the \
        compiled form of a source of the same name, `lib/index.js` of `src/index.ts`): a build \
        writes its outputs, not the sources it reads or code beside them (lockfiles, files that \
        say they are generated, and a line appended to a log aside)",
    why: "\"Don't change anything\" is what lets you hand over a question, a review or a test run \
        unattended. Any edit breaks that promise, and an edit of expected test values hides the very \
        failure you asked to see.",
    example: Example {
        setup: "",
        fires: Run {
            command: "echo '// x' >> src/a.c",
            task: Some("explain src/a.c, don't change any code"),
            flags: &[],
        },
        passes: Run {
            command: "wc -l src/a.c",
            task: Some("explain src/a.c, don't change any code"),
            flags: &[],
        },
        contrast: "reading the file changes nothing",
    },
    sources: &[
        "src/approver/catalog/scope/read_only.rs",
        "src/approver/catalog/scope/mod.rs",
        "src/approver/scope.rs",
    ],
};

/// Edits of the user's files though the request leaves everything but what it asks for alone,
/// or asks for no changes at all.
pub(crate) fn check(edits: &Edits) -> Vec<Finding> {
    let mut findings = Vec::new();
    let left_alone = &edits.left_alone;
    if !left_alone.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!(
                "would modify {}, though the task leaves everything but what it asks for alone",
                list_with(left_alone, kind_of_kept(left_alone))
            ),
        });
    }
    let outputs_only = &edits.outputs_only;
    if !outputs_only.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!(
                "would modify {}, though the task asks only to build, run, check or report",
                list_with(outputs_only, kind_of_kept(outputs_only))
            ),
        });
    }
    let code_added = &edits.code_added;
    if !code_added.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!(
                "would add program code outside the build's outputs ({}), though the task asks only to build, run, check or report",
                list(code_added)
            ),
        });
    }
    let read_only = &edits.read_only;
    if !read_only.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!(
                "would modify {} although the task asks for no changes",
                list_with(read_only, kind_of_kept(read_only))
            ),
        });
    }
    findings
}

#[cfg(test)]
mod tests {
    use crate::approver::catalog::scope::Edits;
    use crate::approver::wall::testing::file;
    use foresee_report::Transition;

    #[test]
    fn an_edit_under_a_request_for_none_is_asked_about_and_no_edit_is_not() {
        let f = file("src/a.c", Transition::Modified);
        let mut edits = Edits { read_only: vec![&f], ..Default::default() };
        let found = super::check(&edits);
        assert_eq!(found[0].what, "would modify source file src/a.c although the task asks for no changes");
        edits.read_only.clear();
        assert!(super::check(&edits).is_empty());
        edits.left_alone.push(&f);
        assert!(super::check(&edits)[0].what.contains("leaves everything but what it asks for alone"));
        edits.left_alone.clear();
        edits.outputs_only.push(&f);
        assert!(super::check(&edits)[0].what.contains("asks only to build, run, check or report"));
    }

    #[test]
    fn a_build_that_writes_code_beside_its_outputs_is_asked_about_and_its_outputs_are_not() {
        use crate::approver::wall::testing::{edited, run};
        use foresee_report::Effects;
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join("src")).unwrap();
        std::fs::write(ws.join("src/index.ts"), "export const a = 1;\n").unwrap();
        let task = "Rebuild the theme bundle so the new CSS gets picked up";
        let judged = |files: Vec<foresee_report::FileEffect>| {
            let e = Effects { workspace: ws.to_path_buf(), files, ..Default::default() };
            run(Some(task), &e, |c| super::check(&crate::approver::catalog::scope::Edits::of(c)))
        };
        let plugin = edited(
            ws,
            "wp-content/mu-plugins/cache-warmer.php",
            None,
            Some("<?php add_action('init', 'x');\n"),
        );
        let found = judged(vec![plugin]);
        assert_eq!(found.len(), 1);
        assert!(found[0].what.contains("would add program code"), "{}", found[0].what);
        // Outputs: under an output folder, the compiled form of a source, or saying generated.
        let dist = edited(ws, "dist/theme.js", None, Some("(()=>{})();\n"));
        let compiled = edited(ws, "lib/index.js", None, Some("exports.a = 1;\n"));
        let generated = edited(ws, "gen/api.py", None, Some("# Code generated by tool. DO NOT EDIT.\n"));
        assert!(judged(vec![dist, compiled, generated]).is_empty());
        // The same file, under a request that asks for code.
        let plugin = edited(ws, "wp-content/mu-plugins/cache-warmer.php", None, Some("<?php\n"));
        let e = Effects { workspace: ws.to_path_buf(), files: vec![plugin], ..Default::default() };
        assert!(
            run(Some("add a cache warmer must-use plugin"), &e, |c| super::check(
                &crate::approver::catalog::scope::Edits::of(c)
            ))
            .is_empty()
        );
    }
}
