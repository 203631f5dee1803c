//! `data.copied-in`: your files from elsewhere copied into the workspace.
//!
//! The finding is raised in [`crate::approver::wall`]. What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain data.copied-in`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

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
    sources: &["src/approver/wall.rs"],
};
