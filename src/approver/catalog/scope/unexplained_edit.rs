//! `scope.unexplained-edit`: a tracked file edited without the task's words, beside edits that have them.
//!
//! The finding is raised here ([`check`], [`check_notebooks`]); its logic lives in
//! [`crate::approver::scope`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain scope.unexplained-edit`.

use super::Edits;
use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::{kind_of_kept, list_with};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Transition};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "scope.unexplained-edit",
    action: Decision::Ask,
    catches: "some edits carry the task's words (a version, a name; not common words such as \"commit\" or \
        \"before\") and a git-tracked file is edited without them (edits of white space alone, or \
        permissions only taken away, are no edits) (a file that says it is generated, `Code generated \
        ... DO NOT EDIT`, counts as explained when the task asks to regenerate); also a notebook whose \
        code cells change when the task is about its outputs (\"strip the outputs\")",
    why: "When the task's words (a version, a name) show in some edits, they show what the change is. An \
        edit of another tracked file without them is one nobody asked for, easy to miss in a diff that \
        is otherwise just what was asked.",
    example: Example {
        setup: "",
        fires: Run {
            command: "echo 2.7.1 > VERSION && echo '// tidy' >> src/a.c",
            task: Some("bump the version to 2.7.1"),
            flags: &[],
        },
        passes: Run { command: "echo 2.7.1 > VERSION", task: Some("bump the version to 2.7.1"), flags: &[] },
        contrast: "every edit carries the version the task asks for",
    },
    sources: &[
        "src/approver/catalog/scope/unexplained_edit.rs",
        "src/approver/catalog/scope/mod.rs",
        "src/approver/scope.rs",
    ],
};

/// When the request explains some edits (their changed lines carry its words: the version,
/// the year, the name), an edit of a user's file it explains nowhere is out of scope.
pub(crate) fn check(edits: &Edits) -> Option<Finding> {
    if !edits.edited.iter().any(|(_, explained)| *explained) {
        return None;
    }
    let unexplained: Vec<&FileEffect> = edits.edited.iter().filter(|(_, x)| !x).map(|(f, _)| *f).collect();
    (!unexplained.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would also modify {} in ways the task does not mention",
            list_with(&unexplained, kind_of_kept(&unexplained))
        ),
    })
}

/// Asked about a notebook's outputs ("strip the outputs"), yet its code changed: a cell the
/// tool took for output (a check, an assertion) is gone or rewritten.
pub(crate) fn check_notebooks(ctx: &WallContext) -> Vec<Finding> {
    let mut findings = Vec::new();
    // Asked about a notebook's outputs ("strip the outputs"), yet its code changed: a cell
    // the tool took for output (a check, an assertion) is gone or rewritten.
    if ctx.scope.says_prefix(&["output"])
        && !ctx.scope.says_prefix(&["cell", "code", "source", "refactor", "rewrit", "edit", "fix"])
    {
        let touched: Vec<&FileEffect> = ctx
            .effects
            .files
            .iter()
            .filter(|f| {
                f.transition == Transition::Modified
                    && f.path.extension().is_some_and(|x| x == "ipynb")
                    && notebook_code(f.before_content.as_deref()) != notebook_code(f.after_content.as_deref())
            })
            .collect();
        if !touched.is_empty() {
            findings.push(Finding {
                rule: RULE.id,
                decision: Decision::Ask,
                what: format!(
                    "would change the code cells of {}, though the task is about their outputs",
                    list_with(&touched, "notebook")
                ),
            });
        }
    }
    findings
}

/// The sources of a notebook's code cells, in order (`None`: not readable as a notebook).
fn notebook_code(p: Option<&Path>) -> Option<Vec<String>> {
    let bytes = std::fs::read(p?).ok().filter(|b| b.len() <= 8 << 20)?;
    let nb: serde_json::Value = serde_json::from_slice(&bytes).ok()?;
    let text = |v: &serde_json::Value| match v {
        serde_json::Value::Array(a) => a.iter().filter_map(|l| l.as_str()).collect::<String>(),
        v => v.as_str().unwrap_or_default().to_string(),
    };
    Some(
        nb.get("cells")?
            .as_array()?
            .iter()
            .filter(|c| c.get("cell_type").and_then(|t| t.as_str()) == Some("code"))
            .map(|c| text(c.get("source").unwrap_or(&serde_json::Value::Null)))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use crate::approver::catalog::scope::Edits;
    use crate::approver::wall::testing::{edited, file, run};
    use foresee_report::{Effects, Transition};

    #[test]
    fn an_unexplained_edit_beside_explained_ones_is_asked_about_and_alone_is_not() {
        let (a, b) = (file("src/a.c", Transition::Modified), file("src/b.c", Transition::Modified));
        let edits = |xa, xb| Edits { edited: vec![(&a, xa), (&b, xb)], ..Default::default() };
        let found = super::check(&edits(true, false)).unwrap();
        assert_eq!(found.what, "would also modify source file src/b.c in ways the task does not mention");
        assert!(super::check(&edits(false, false)).is_none());
        assert!(super::check(&edits(true, true)).is_none());
    }

    #[test]
    fn a_notebooks_code_changed_under_a_request_about_outputs_is_asked_about() {
        let d = tempfile::tempdir().unwrap();
        let nb = |code: &str, out: &str| {
            format!(
                r#"{{"cells": [{{"cell_type": "code", "source": ["{code}"], "outputs": [{{"text": "{out}"}}]}}]}}"#
            )
        };
        let before = nb("assert total == 10", "10");
        let judged = |after: &str| {
            let e = Effects {
                files: vec![edited(d.path(), "report.ipynb", Some(&before), Some(after))],
                ..Default::default()
            };
            run(Some("strip the outputs of report.ipynb"), &e, super::check_notebooks).len()
        };
        assert_eq!(judged(&nb("print(total)", "")), 1);
        assert_eq!(judged(&nb("assert total == 10", "")), 0);
    }
}
