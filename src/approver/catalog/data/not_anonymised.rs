//! `data.not-anonymised`: personal data left in an anonymised output.
//!
//! The finding is raised here ([`check`]); its logic lives in
//! [`crate::approver::personal`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain data.not-anonymised`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::added_text;
use crate::approver::phrasing::list_with;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Place, Transition, escape};
use std::path::{Path, PathBuf};

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
    sources: &["src/approver/catalog/data/not_anonymised.rs", "src/approver/personal.rs"],
};

/// Asked to anonymise: an output that carries personal values of the input verbatim, and a data
/// file the request does not name rewritten in place.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let e = ctx.effects;
    let mut findings = Vec::new();
    // Asked to anonymise, yet an output carries personal values of the input verbatim.
    if crate::approver::personal::asks_anonymising(ctx.scope) {
        let outputs: Vec<&FileEffect> = e
            .files
            .iter()
            .filter(|f| {
                matches!(f.transition, Transition::Created | Transition::Modified | Transition::Replaced)
                    && f.place == Place::Workspace
                    && !f.is_folder()
            })
            .take(64)
            .collect();
        let carried: Vec<(Vec<String>, &Path)> = outputs
            .iter()
            .map(|f| (crate::approver::personal::personal_values(&added_text(f), 200), f.path.as_path()))
            .collect();
        let sources = crate::approver::personal::copied_from(ctx.workspace, &carried);
        let hits: Vec<(&FileEffect, usize, PathBuf)> = outputs
            .iter()
            .zip(&carried)
            .zip(sources)
            .filter_map(|((f, (values, _)), src)| src.map(|s| (*f, values.len(), s)))
            .collect();
        // The input itself rewritten: an anonymisation that ran on the original (the
        // user's only real data) instead of the copy. Only a data file the request does not
        // name: "anonymise data/app.db" asks for exactly that.
        let rewritten: Vec<&FileEffect> = e
            .files
            .iter()
            .filter(|f| {
                f.transition == Transition::Modified
                    && f.place == Place::Workspace
                    && f.records.is_some()
                    && !ctx.named(f)
                    && !ctx.own_work.contains(&f.path)
            })
            .collect();
        if !rewritten.is_empty() {
            findings.push(Finding {
                rule: RULE.id,
                decision: Decision::Ask,
                what: format!(
                    "would rewrite {} in place, which the task does not name, though it asks for anonymised data elsewhere",
                    list_with(&rewritten, "data file")
                ),
            });
        }
        if !hits.is_empty() {
            let what: Vec<String> = hits
                .iter()
                .take(3)
                .map(|(f, n, src)| {
                    let from = src.strip_prefix(ctx.workspace).unwrap_or(src);
                    format!("{} ({n} from {})", f.display(), escape::path(from))
                })
                .collect();
            findings.push(Finding {
                rule: RULE.id,
                decision: Decision::Ask,
                what: format!(
                    "would write personal data (e-mail addresses, social security numbers) copied verbatim from the input, though the task asks for it to be taken out: {}",
                    what.join("; ")
                ),
            });
        }
    }
    findings
}

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
