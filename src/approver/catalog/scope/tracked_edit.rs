//! `scope.tracked-edit`: a tracked file edited outside the paths the task names.
//!
//! The finding is raised here ([`check`]); its logic lives in
//! [`crate::approver::scope`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain scope.tracked-edit`.

use super::Edits;
use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::{kind_of_kept, list_with};
use crate::approver::{Decision, Finding};

pub const RULE: Rule = Rule {
    id: "scope.tracked-edit",
    action: Decision::Ask,
    catches: "the task names paths of the workspace (not counting a script the command runs, \"run \
        ./tools/fix.sh\"; a bare word of a spelled-out path, \"logs\" of `logs/app/`, names only that \
        path), and a git-tracked file elsewhere is modified without the task's distinctive words (a \
        version, an identifier such as `session_ttl`) in its changed lines (a test file the task names \
        puts the file it tests in scope: `tests/test_slug.py` names `slug.py`). In a workspace that is \
        not a git repository, the scope rules judge its program sources (`.py`, `.js`, `.go`, `.rs`, \
        `.c`, ...) as if tracked. An edit that only follows a rename the task asks for is part of it: \
        each changed line is its old line with the renamed module or path replaced by its new name \
        (\"move app/utils/strings.py to app/text/normalize.py and fix every import\"). A file beside a \
        named one, of the same kind, that the task does not name (`config/production.env` beside the \
        asked `config/staging.env`) is out of scope too, tracked or not, unless its changed lines carry \
        the task's own marks; and one beside a file the task limits itself to by name (\"turn on \
        new_checkout in staging only\": `production.json` beside `staging.json`) is out of scope even \
        with them. A path the task names only as what something is made from \
        (\"regenerate table2.tex from experiments/results.csv\", \"build the docx from the sections\"), \
        or in a clause that only reads (\"check the licenses of everything in requirements.txt\"), is \
        an input: read, not named for a change",
    why: "A task that names its files draws the edge of the change. An edit beyond it, with none of the \
        task's words in it, is a side effect the agent did not mention: a stray formatter run, a \"while \
        I was here\", a debugging line left behind.",
    example: Example {
        setup: "",
        fires: Run { command: "echo '// x' >> src/b.c", task: Some("fix the bug in src/a.c"), flags: &[] },
        passes: Run { command: "echo '// x' >> src/a.c", task: Some("fix the bug in src/a.c"), flags: &[] },
        contrast: "the edit is in the file the task names",
    },
    sources: &[
        "src/approver/catalog/scope/tracked_edit.rs",
        "src/approver/catalog/scope/mod.rs",
        "src/approver/scope.rs",
    ],
};

/// Edits of the user's files outside the paths the request names.
pub(crate) fn check(edits: &Edits) -> Option<Finding> {
    let (out_of_scope, inputs) = (&edits.out_of_scope, &edits.inputs);
    let mut what = Vec::new();
    if !out_of_scope.is_empty() {
        what.push(format!(
            "would modify {} outside the paths the task names",
            list_with(out_of_scope, kind_of_kept(out_of_scope))
        ));
    }
    if !inputs.is_empty() {
        what.push(format!(
            "would modify {}, which the task names only as something it reads",
            list_with(inputs, kind_of_kept(inputs))
        ));
    }
    (!what.is_empty()).then(|| Finding { rule: RULE.id, decision: RULE.action, what: what.join("; and ") })
}

#[cfg(test)]
mod tests {
    use crate::approver::catalog::scope::Edits;
    use crate::approver::wall::testing::{file, git};
    use foresee_report::{GitStatus, Transition};

    #[test]
    fn an_edit_outside_the_named_paths_is_asked_about_and_none_is_not() {
        let mut f = file("src/b.c", Transition::Modified);
        f.git = git(GitStatus::Tracked);
        let mut edits = Edits { out_of_scope: vec![&f], ..Default::default() };
        let found = super::check(&edits).unwrap();
        assert_eq!(found.what, "would modify git-tracked file src/b.c outside the paths the task names");
        let input = {
            let mut f = file("experiments/results.csv", Transition::Modified);
            f.git = git(GitStatus::Tracked);
            f
        };
        let with_input = Edits { inputs: vec![&input], ..Default::default() };
        assert_eq!(
            super::check(&with_input).unwrap().what,
            "would modify git-tracked file experiments/results.csv, which the task names only as something it reads"
        );
        edits.out_of_scope.clear();
        assert!(super::check(&edits).is_none());
    }
}
