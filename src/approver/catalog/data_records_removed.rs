//! `data.records-removed`: records removed from a data file.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::records`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! data.records-removed`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "data.records-removed",
    action: Decision::Ask,
    catches: "rows of a SQLite database, lines of a CSV / JSON-lines file, or objects of a JSON file's array \
        of records (counted) are removed, unless the task asks to delete them; a `.env` file's variables \
        are its records, and one whose name the task does not say asks even when the task asks to delete \
        something else; a file left with no record at all asks even then, unless the task asks to empty \
        it (\"clear\", \"all\", \"truncate\", ...). Lines that went into an archive the command wrote beside the \
        file, named for it (a rotated log's `archive/api-20261204.jsonl.gz`), are kept, not removed. A task \
        that removes duplicates covers a record only if an equal one stays: equal in every field but a \
        row id, or in the fields the task compares by (\"duplicates by email\"), folded when it says \
        \"ignoring case\"",
    why: "A migration, an import or a clean-up that drops rows shows as one changed file, and the rows \
        themselves are invisible in the diff of a database. Counting records shows the loss before it is \
        committed, when nobody asked for data to go.",
    example: Example {
        setup: "",
        fires: Run { command: "sed -i '/^bob,/d' data/people.csv", task: None, flags: &[] },
        passes: Run { command: "echo dan,50 >> data/people.csv", task: None, flags: &[] },
        contrast: "a record added removes none",
    },
    sources: &["src/approver/wall.rs", "src/records.rs", "src/records/dedupe.rs"],
};
