//! `data.copied-in`: your files from elsewhere copied into the workspace.
//!
//! The finding is raised here ([`check`]). What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain data.copied-in`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, escape};

pub const RULE: Rule = Rule {
    id: "data.copied-in",
    action: Decision::Ask,
    catches: "a new file of the workspace is a copy of one of your files elsewhere in the home (a file a \
        program was given by path, outside the home's hidden folders: another project's data, a \
        document), and the task does not name that file",
    why: "Another project's data or a personal document copied into the workspace is one commit from \
        everyone who reads the repository, and it was never meant for them: a customer list turned into \
        fixtures, a contract turned into test input.",
    example: Example {
        setup: "mkdir -p \"$HOME/projects/other\" && printf 'id,name\\n1,ann\\n' > \"$HOME/projects/other/people.csv\"",
        fires: Run {
            command: "cp \"$HOME/projects/other/people.csv\" fixtures.csv",
            task: Some("refresh fixtures.csv"),
            flags: &[],
        },
        passes: Run {
            command: "cp \"$HOME/projects/other/people.csv\" fixtures.csv",
            task: Some("copy ~/projects/other/people.csv in as fixtures.csv"),
            flags: &[],
        },
        contrast: "the task names the file it copies in",
    },
    sources: &["src/approver/catalog/data/copied_in.rs"],
};

/// The user's files from elsewhere brought into the workspace (another project's data, a
/// document) whose source the request does not name: a request to refresh `fixtures/` does not
/// ask for another project's data to fill it.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let copied_in: Vec<&FileEffect> = ctx
        .files
        .iter()
        .map(|x| x.f)
        .filter(|f| f.copied_from.as_ref().is_some_and(|src| !ctx.scope.names(src)))
        .collect();
    if copied_in.is_empty() {
        return None;
    }
    let what: Vec<String> = copied_in
        .iter()
        .take(3)
        .map(|f| {
            let src = f.copied_from.as_deref().map(escape::path).unwrap_or_default();
            format!("{src} (as {})", f.display())
        })
        .collect();
    Some(Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would copy your files from elsewhere into the workspace, which the task does not mention: {}",
            what.join("; ")
        ),
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{file, run};
    use foresee_report::{Effects, Transition};

    #[test]
    fn a_file_of_elsewhere_copied_in_is_asked_about_unless_the_task_names_its_source() {
        let mut f = file("fixtures/customers.csv", Transition::Created);
        f.copied_from = Some("/home/u/other-project/customers-export.csv".into());
        let e = Effects { files: vec![f], ..Default::default() };
        let found = run(Some("refresh fixtures/"), &e, |c| super::check(c).into_iter().collect());
        assert_eq!(
            found[0].what,
            "would copy your files from elsewhere into the workspace, which the task does not mention: /home/u/other-project/customers-export.csv (as fixtures/customers.csv)"
        );
        let asked = Some("copy customers-export.csv from the other project into fixtures/");
        assert!(run(asked, &e, |c| super::check(c).into_iter().collect()).is_empty());
    }
}
