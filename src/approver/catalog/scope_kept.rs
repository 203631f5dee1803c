//! `scope.kept`: a file deleted that the task says to keep.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::scope`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain scope.kept`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "scope.kept",
    action: Decision::Ask,
    catches: "a file is deleted that the task says must stay (\"monthly ones are kept forever\", \"don't touch \
        the fixtures\", \"except the archive\", \"keep all the existing archives\" for `archive/`), or changed at all (content, mode, name) when the \
        task says it stays as it is (\"leave data/app.db untouched\", \"don't modify the fixtures\"); a \
        retention count (\"keep the last 7\") excludes nothing, but one that keeps the most recent \
        (\"the 3 most recent dumps\", \"the last 7\", \"the newest\") asks when a file goes that is \
        newer, by the date in its name, than one of its series that stays, by the date or the version in \
        its name (`1.10.0` is newer than `1.9.1`)",
    why: "\"Keep the monthly ones\" or \"the 3 most recent\" is the part of a clean-up the user cares \
        about most: a deletion past it is the very loss the request was worded to prevent, often of \
        backups nobody checks until they are needed.",
    example: Example {
        setup: "mkdir -p snaps/daily snaps/monthly && echo d > snaps/daily/a.gz && echo m > snaps/monthly/a.gz",
        fires: Run {
            command: "rm snaps/daily/a.gz snaps/monthly/a.gz",
            task: Some("prune snaps/ (monthly ones are kept forever)"),
            flags: &[],
        },
        passes: Run {
            command: "rm snaps/daily/a.gz",
            task: Some("prune snaps/ (monthly ones are kept forever)"),
            flags: &[],
        },
        contrast: "only the daily snapshot goes",
    },
    sources: &["src/approver/wall.rs", "src/approver/scope.rs"],
};
