//! `data.not-anonymised`: personal data left in an anonymised output.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::personal`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain data.not-anonymised`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "data.not-anonymised",
    action: Decision::Ask,
    catches: "the task asks to anonymise (redact, mask, scrub, pseudonymise) and a file the command writes \
        carries e-mail addresses or social security numbers that another file of the workspace holds \
        verbatim, or a data file the task does not name (a database, a CSV) is rewritten in place",
    why: "An anonymised export is made to be shared: with a vendor, a test environment, a bug report. If \
        it still holds the input's e-mail addresses, sharing it leaks personal data; if the \
        anonymisation ran on the original, your only real data is rewritten.",
    example: Example {
        setup: "printf 'name,email,plan\\nAna,ana.lima@mailbox.example.org,pro\\nBo,bo.ek@post.example.org,free\\n' > customers.csv && git add customers.csv && git commit -qm data",
        fires: Run {
            command: "mkdir -p share && cut -d, -f2,3 customers.csv > share/customers.csv",
            task: Some("write an anonymised export of customers.csv to share/"),
            flags: &[],
        },
        passes: Run {
            command: "mkdir -p share && cut -d, -f3 customers.csv > share/customers.csv",
            task: Some("write an anonymised export of customers.csv to share/"),
            flags: &[],
        },
        contrast: "the export keeps only the plan column",
    },
    sources: &["src/approver/wall.rs", "src/approver/personal.rs"],
};

#[cfg(test)]
mod tests {
    use super::RULE;
    use crate::approver::{personal, scope::TaskScope};

    /// What the example's `cut` writes: with the e-mail column, and without it.
    #[test]
    fn the_example_export_carries_the_inputs_addresses_and_its_look_alike_none() {
        assert!(personal::asks_anonymising(&TaskScope::from_task(RULE.example.fires.task)));
        let fires = "email,plan\nana.lima@mailbox.example.org,pro\nbo.ek@post.example.org,free\n";
        assert_eq!(personal::personal_values(fires, 10).len(), 2);
        assert!(personal::personal_values("plan\npro\nfree\n", 10).is_empty());
    }
}
