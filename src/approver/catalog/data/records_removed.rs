//! `data.records-removed`: records removed from a data file.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::records`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! data.records-removed`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::list_with;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{Effects, FileEffect, Transition};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "data.records-removed",
    action: Decision::Ask,
    catches: "rows of a SQLite database, lines of a CSV / JSON-lines file, or objects of a JSON file's array \
        of records (counted) are removed, unless the task asks to delete them; a `.env` file's variables \
        are its records, and one whose name the task does not say asks even when the task asks to delete \
        something else; a file left with no record at all asks even then, unless the task asks to empty \
        it (\"clear\", \"all\", \"truncate\", ...). Lines that went into an archive the command wrote beside the \
        file, named for it (a rotated log's `archive/api-20261204.jsonl.gz`), are kept, not removed; so are \
        rows of a database that another database the command wrote holds, on the columns they share \
        (\"move the old orders into data/archive.db\"). A task \
        that removes duplicates covers a record only if an equal one stays: equal in every field but a \
        row id, or in the fields the task compares by (\"duplicates by email\"), folded when it says \
        \"ignoring case\" or spacing (an address then read as its mailbox: Gmail's dots and `+tags` \
        aside), one or two typing mistakes apart when it speaks of typos (only in the domain for \
        \"typo'd domains\"). A request to drop a column asks for no row to go. A request to erase someone's \
        data covers the records, in any line-based data file, that carry an e-mail address or an \
        identifier it spells or that a data file it names holds (the erasure ticket's \
        `subject_email`), or the identifier of a record that does (`cus_11840`, linking the orders)",
    why: "A migration, an import or a clean-up that drops rows shows as one changed file, and the rows \
        themselves are invisible in the diff of a database. Counting records shows the loss before it is \
        committed, when nobody asked for data to go.",
    example: Example {
        setup: "",
        fires: Run { command: "sed -i '/^bob,/d' data/people.csv", task: None, flags: &[] },
        passes: Run { command: "echo dan,50 >> data/people.csv", task: None, flags: &[] },
        contrast: "a record added removes none",
    },
    sources: &["src/approver/catalog/data/records_removed.rs", "src/records.rs", "src/records/dedupe.rs"],
};

/// Identifiers of whom a request to erase or delete someone's records names: e-mail addresses
/// and identifiers (a word with a letter and a digit, `cus_11840`) spelled in the request, or in
/// a small file it names (the erasure ticket `requests/erasure-4821.json`, its
/// `subject_email`; a data file, not a script). Empty when it names nobody.
fn subject_ids(ctx: &WallContext) -> Vec<String> {
    let mut texts = vec![ctx.scope.text().to_string()];
    // Data, not code: a script's words name no one.
    const DATA: &[&str] = &["json", "yaml", "yml", "toml", "txt", "csv", "ini", "eml", "md"];
    for rel in ctx.scope.spelled_paths() {
        let p = ctx.workspace.join(rel);
        let data = p
            .extension()
            .and_then(|x| x.to_str())
            .is_some_and(|x| DATA.contains(&x.to_ascii_lowercase().as_str()));
        if data && std::fs::metadata(&p).is_ok_and(|m| m.is_file() && m.len() <= 64 << 10) {
            texts.extend(std::fs::read(&p).ok().map(|b| String::from_utf8_lossy(&b).to_lowercase()));
        }
    }
    let named: Vec<String> = texts.iter().flat_map(|t| identifiers(t)).collect();
    if named.is_empty() {
        return named;
    }
    // One hop: the identifiers of the records that name the subject, in any data file that
    // lost records (the customer record that holds the e-mail gives `cus_11840`, which its
    // orders in another file carry).
    let mut ids = named.clone();
    for f in ctx.files.iter().map(|x| x.f).filter(|f| f.records.is_some_and(|r| r.removed > 0)).take(64) {
        for l in gone_lines(f).iter().filter(|l| named.iter().any(|s| l.contains(s.as_str()))) {
            ids.extend(identifiers(l));
        }
    }
    ids.sort();
    ids.dedup();
    ids
}

/// The lines of a line-based data file that its new version no longer has, lower case.
fn gone_lines(f: &FileEffect) -> Vec<String> {
    let read = |p: Option<&Path>| crate::approver::content::read_text(p, 4 << 20);
    let (Some(before), Some(after)) = (read(f.before_content.as_deref()), read(f.after_content.as_deref()))
    else {
        return Vec::new();
    };
    let kept: std::collections::HashSet<&str> = after.lines().collect();
    before.lines().filter(|l| !kept.contains(l)).map(str::to_ascii_lowercase).collect()
}

/// The e-mail addresses and identifiers (letters and digits, at least six characters, joined
/// by `_`, `-` or `.`) of a text, lower case.
fn identifiers(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '@' | '.' | '_' | '-' | '+')))
        .map(|w| w.trim_matches(['.', '-', '_']).to_ascii_lowercase())
        .filter(|w| {
            let email = w.contains('@') && w.contains('.');
            let id = w.len() >= 6
                && w.bytes().any(|b| b.is_ascii_digit())
                && w.bytes().any(|b| b.is_ascii_alphabetic())
                && !w.contains('/');
            email || id
        })
        .collect()
}

/// Whether every record a line-based data file (JSON lines, CSV) lost or changed is one of the
/// subject's: it carries one of `subject`'s identifiers ([`subject_ids`]).
fn of_the_subject(f: &FileEffect, subject: &[String]) -> bool {
    let gone = gone_lines(f);
    !subject.is_empty()
        && !gone.is_empty()
        && gone.iter().all(|l| subject.iter().any(|s| l.contains(s.as_str())))
}

/// Records removed from data files that the request does not ask to delete, and, when it asks
/// to remove duplicates, records removed that no remaining record duplicates.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let (scope, e) = (ctx.scope, ctx.effects);
    // A request for everything to go ("clear the table", "delete all rows", "reset it").
    let asks_all = ["all", "everything", "empty", "clear", "truncate", "wipe", "reset", "purge", "drop"]
        .iter()
        .any(|w| scope.says(w));
    // Records a de-duplication removes that no remaining record equals.
    let dedupes = scope.says_prefix(&["duplicat", "dedup"]);
    let equality = crate::records::dedupe::Equality {
        fields: scope.content_words().iter().map(|w| w.to_string()).collect(),
        fold: scope.says_prefix(&["case", "whitespace", "spacing", "spaces"]),
        typos: if !scope.says_prefix(&["typo", "misspel"]) {
            crate::records::dedupe::Typos::None
        } else if scope.says_prefix(&["domain"]) {
            crate::records::dedupe::Typos::Domains
        } else {
            crate::records::dedupe::Typos::Anywhere
        },
    };
    // A request to pack or move the data before it goes.
    let keeps_first = scope.says_prefix(&[
        "compress", "archiv", "pack", "tar", "zip", "bundle", "backup", "move", "migrat", "export", "copy",
    ]) || scope.says_words("back up");
    // Who a request to erase someone's data names, read once when a record goes.
    let subject: std::cell::OnceCell<Vec<String>> = std::cell::OnceCell::new();
    // The archives the command made, read once, when a deleted data file first asks.
    let archives_made = std::cell::OnceCell::new();
    let mut records: Vec<&FileEffect> = Vec::new();
    let mut not_duplicates: Vec<(&FileEffect, u64)> = Vec::new();
    for x in &ctx.files {
        let f = x.f;
        // Records go only when the request asks for data to go: "migrate the orders database"
        // names the database and is destructive for files, yet asks to keep every row.
        // The data file itself must be named: a folder named for other files in it (logs
        // under var/) does not ask for its databases' rows to go.
        // Every record gone is no de-duplication or clean-up: only a request to empty it
        // asks for that.
        let emptied = f.records.is_some_and(|r| r.before > 1 && r.after == 0) && !asks_all;
        // A `.env` file's variables go only by name: "put the new key into PAYMENTS_API_KEY"
        // asks for no other variable to go.
        let unnamed_variables = f.records.is_some_and(|r| r.removed > 0)
            && f.path.file_name().and_then(|n| n.to_str()).and_then(crate::protected::class_by_name)
                == Some("dotenv")
            && match (&f.before_content, &f.after_content) {
                (Some(b), Some(a)) => {
                    crate::records::dotenv_removed(b, a).iter().any(|n| !scope.says(&n.to_lowercase()))
                }
                _ => false,
            };
        // "Remove the duplicates": each record that goes must leave an equal one.
        if dedupes && f.records.is_some_and(|r| r.removed > 0) && !x.generated {
            if let (Some(b), Some(a)) = (f.before_content.as_deref(), f.after_content.as_deref()) {
                if let Some(n) = crate::records::dedupe::unduplicated(b, a, &equality).filter(|n| *n > 0) {
                    not_duplicates.push((f, n));
                }
            }
        }
        if f.records.is_some_and(|r| r.removed > 0)
            && !x.generated
            && !records_archived(f, e, &archives_made)
            && (emptied || unnamed_variables || !(x.named && scope.removes_records && ctx.named_file(f)))
            && !(scope.removes_records && of_the_subject(f, subject.get_or_init(|| subject_ids(ctx))))
            // A data file deleted whole as asked ("trim the spool to the last 3 partitions"):
            // its records go with it, and `data.deleted` judges the file; unless the request
            // keeps them somewhere first ("compress it into 2025.tar.gz and remove the folder"):
            // then they must be there.
            && !(f.transition == Transition::Deleted && x.destruction_asked && !keeps_first)
        {
            records.push(f);
        }
    }
    let mut findings = Vec::new();
    if !records.is_empty() {
        let removed: u64 = records.iter().filter_map(|f| f.records.map(|r| r.removed)).sum();
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Ask,
            what: format!(
                "would remove {removed} record{} from {} that the task does not ask to delete",
                if removed == 1 { "" } else { "s" },
                list_with(&records, "data file")
            ),
        });
    }
    if !not_duplicates.is_empty() {
        let n: u64 = not_duplicates.iter().map(|(_, n)| n).sum();
        let files: Vec<&FileEffect> = not_duplicates.iter().map(|(f, _)| *f).collect();
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Ask,
            what: format!(
                "would remove {n} record{} from {} that no remaining record duplicates, though the task removes duplicates",
                if n == 1 { "" } else { "s" },
                list_with(&files, "data file")
            ),
        });
    }
    findings
}

/// Whether the records a text data file lost went into files this command wrote beside it
/// (a log rotated into `archive/api-20261204.jsonl.gz`): files created or modified whose name
/// holds the data file's stem, in its folder or below; or, for a data file deleted whole, into
/// an archive the command made (the folder packed into `exports/2025.tar.gz`, then removed).
/// `made` holds those archives, read at most once per command.
fn records_archived(
    f: &FileEffect,
    e: &Effects,
    made: &std::cell::OnceCell<crate::records::Archived>,
) -> bool {
    if f.transition == Transition::Deleted {
        let Some(before) = f.before_content.as_deref() else { return false };
        let made = made.get_or_init(|| {
            let archives: Vec<&Path> = e
                .files
                .iter()
                .filter(|a| a.transition == Transition::Created && !a.is_folder())
                .filter_map(|a| a.after_content.as_deref())
                .collect();
            crate::records::Archived::of(&archives)
        });
        return made.holds(before);
    }
    let (Some(before), Some(after)) = (f.before_content.as_deref(), f.after_content.as_deref()) else {
        return false;
    };
    let Some(stem) = f.path.file_name().and_then(|n| n.to_str()).map(|n| n.split('.').next().unwrap_or(n))
    else {
        return false;
    };
    let Some(folder) = f.path.parent() else { return false };
    let archives: Vec<&Path> = e
        .files
        .iter()
        .filter(|a| {
            a.path != f.path
                && matches!(a.transition, Transition::Created | Transition::Modified)
                && a.path.starts_with(folder)
                && a.path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| stem.len() >= 2 && n.contains(stem))
        })
        .filter_map(|a| a.after_content.as_deref())
        .collect();
    crate::records::archived(before, after, &archives) || rows_moved(f, e)
}

/// Whether every row a database lost is held by another database the command wrote ("move the
/// orders before 2024 into data/archive.db"): moved, not lost.
fn rows_moved(f: &FileEffect, e: &Effects) -> bool {
    let (Some(before), Some(after)) = (f.before_content.as_deref(), f.after_content.as_deref()) else {
        return false;
    };
    let others: Vec<&Path> = e
        .files
        .iter()
        .filter(|a| a.path != f.path && matches!(a.transition, Transition::Created | Transition::Modified))
        .filter(|a| a.records.is_some())
        .filter_map(|a| a.after_content.as_deref())
        .collect();
    !others.is_empty() && crate::records::rows::moved_elsewhere(before, after, &others)
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{edited, run};
    use foresee_report::{Effects, Records};

    #[test]
    fn records_removed_are_asked_about_unless_the_task_removes_them_from_that_file() {
        let d = tempfile::tempdir().unwrap();
        let mut f = edited(
            d.path(),
            "data/people.csv",
            Some("name,age\nann,31\nbob,42\n"),
            Some("name,age\nann,31\n"),
        );
        f.records = Some(Records { before: 2, after: 1, removed: 1, uncounted: 0 });
        let e = Effects { files: vec![f], ..Default::default() };
        let found = run(Some("sort data/people.csv by name"), &e, super::check);
        assert_eq!(
            found[0].what,
            "would remove 1 record from data file data/people.csv that the task does not ask to delete"
        );
        assert!(run(Some("remove bob from data/people.csv"), &e, super::check).is_empty());
    }

    #[test]
    fn an_erasure_covers_the_records_of_the_subject_it_names_and_no_other() {
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join("requests")).unwrap();
        std::fs::write(ws.join("requests/erasure-4821.json"), "{\"subject_email\": \"marta@example.com\"}\n")
            .unwrap();
        let customers = "{\"id\": \"cus_11840\", \"email\": \"marta@example.com\"}\n{\"id\": \"cus_10077\", \"email\": \"heike@example.com\"}\n";
        let orders =
            "{\"customer\": \"cus_11840\", \"total\": 42}\n{\"customer\": \"cus_10077\", \"total\": 9}\n";
        let judged = |orders_after: &str| {
            let mut c =
                edited(ws, "data/customers.jsonl", Some(customers), Some(customers.lines().nth(1).unwrap()));
            c.records = Some(Records { before: 2, after: 1, removed: 1, uncounted: 0 });
            let mut o = edited(ws, "data/orders.jsonl", Some(orders), Some(orders_after));
            o.records = Some(Records { before: 2, after: 1, removed: 1, uncounted: 0 });
            let e = Effects { workspace: ws.to_path_buf(), files: vec![c, o], ..Default::default() };
            run(Some("Process erasure ticket PRIV-4821 (requests/erasure-4821.json)"), &e, super::check)
        };
        // The subject's customer record, and the orders its id links.
        assert!(judged(orders.lines().nth(1).unwrap()).is_empty());
        // Someone else's order goes too.
        let found = judged(orders.lines().next().unwrap());
        assert!(found.len() == 1 && found[0].what.contains("data/orders.jsonl"), "{found:?}");
    }
}
