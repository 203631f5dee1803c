//! `data.values-lost`: values lost inside the records of a data file that keeps its records.
//!
//! The finding is raised here ([`check`]); the values are counted in [`crate::records`]. What it
//! catches, why, and an example: [`RULE`], shown by `foresee rules explain data.values-lost`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::Transition;

pub const RULE: Rule = Rule {
    id: "data.values-lost",
    action: Decision::Ask,
    catches: "a column of a SQLite table (dropped, or left out of a rebuilt table), a field of every record \
        of a CSV or JSON file, cells that held a value and are now empty, translations of a gettext catalogue \
        (`.po`) emptied for messages it keeps, strings of a JSON object emptied under the keys it keeps \
        (`{\"menu.play\": \"Jouer\"}` to `\"\"`), or rows kept under their key \
        whose last-changed time (`updated_at`, `modified`) went back (a merge where the older copy won), unless the task asks to \
        remove, clear or anonymise that column by its name; rows kept, so no record is counted as \
        removed. Files a build made and may remake aside",
    why: "A migration or a \"tidy-up\" that drops `email` from `users` keeps every user, so no row count \
        shows it, and the diff of a database shows nothing at all. Asking to migrate or rebuild is not \
        asking to lose a column: the loss is seen in the data, by column and count.",
    example: Example {
        setup: "mkdir -p data && printf 'id,name,email\\n1,ann,ann@example.com\\n2,bo,bo@example.com\\n' > data/people.csv",
        fires: Run {
            command: "cut -d, -f1,2 data/people.csv > /tmp/p && cat /tmp/p > data/people.csv",
            task: Some("sort data/people.csv by name"),
            flags: &[],
        },
        passes: Run {
            command: "cut -d, -f1,2 data/people.csv > /tmp/p && cat /tmp/p > data/people.csv",
            task: Some("remove the email column from data/people.csv"),
            flags: &[],
        },
        contrast: "the same edit, asked for by the column's name",
    },
    sources: &["src/approver/catalog/data/values_lost.rs", "src/records/values.rs"],
};

/// Words of a request that asks for values to go, with the column named beside them.
const CLEARING: &[&str] = &[
    "remov", "delet", "drop", "clear", "strip", "anonymi", "redact", "scrub", "mask", "blank", "wipe",
    "purg", "null", "gone", "eliminat", "discard", "expung", "erase",
];

/// The column a phrase of [`foresee_report::FileEffect::values_lost`] is about (`users.email`
/// -> `email`).
fn column(phrase: &str) -> &str {
    let subject = phrase.strip_prefix("column ").unwrap_or(phrase);
    let subject = subject.split([' ', ':']).next().unwrap_or(subject);
    subject.rsplit('.').next().unwrap_or(subject)
}

/// The data files that lost values the task does not ask to lose, each with what it lost.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let (scope, own_work, e) = (ctx.scope, ctx.own_work, ctx.effects);
    let clears = scope.says_prefix(CLEARING);
    let mut said = Vec::new();
    for f in &e.files {
        if f.values_lost.is_empty()
            || f.transition != Transition::Modified
            || f.disposable()
            || own_work.contains(&f.path)
        {
            continue;
        }
        let unasked: Vec<&String> = f
            .values_lost
            .iter()
            .filter(|l| !(clears && scope.says_word(&column(l).to_ascii_lowercase())))
            .collect();
        if !unasked.is_empty() {
            let lost: Vec<&str> = unasked.iter().take(3).map(|s| s.as_str()).collect();
            said.push(format!("{} ({})", f.display(), lost.join("; ")));
        }
    }
    if said.is_empty() {
        return Vec::new();
    }
    vec![Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would lose values inside records that stay, which the task does not ask to remove: {}",
            said.join(", ")
        ),
    }]
}

#[cfg(test)]
mod tests {
    use super::column;
    use crate::approver::scope::TaskScope;

    #[test]
    fn the_column_of_a_loss_is_what_the_task_must_name() {
        assert_eq!(column("column users.email dropped (2 values)"), "email");
        assert_eq!(column("e-mail: 1 value cleared"), "e-mail");
        let asks = TaskScope::from_task(Some("strip the e-mails from the export"));
        assert!(asks.says_word("email") && asks.says_word("e-mail"));
        let gone =
            TaskScope::from_task(Some("Legal wants the `legacy_ssn` column gone from the users table"));
        assert!(gone.says_prefix(super::CLEARING) && gone.says_word("legacy_ssn"));
        let other = TaskScope::from_task(Some("run the migrations"));
        assert!(!other.says_word("email"));
        assert!(TaskScope::from_task(Some("clear the phone numbers")).says_word("phone_number"));
    }
}
