//! `scope.kept`: a file deleted that the task says to keep.
//!
//! The finding is raised here ([`check`]); its logic lives in
//! [`crate::approver::scope`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain scope.kept`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::list;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{Effects, FileEffect, Transition};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "scope.kept",
    action: Decision::Ask,
    catches: "a file is deleted that the task says must stay (\"monthly ones are kept forever\", \"don't touch \
        the fixtures\", \"except the archive\", \"keep all the existing archives\" for `archive/`; \"keep my \
        other AVDs\", those but the one the task works on by its identifier, `Pixel_7_API_34`; in the home as \
        in the workspace), or changed at all (content, mode, name) when the \
        task says it stays as it is (\"leave data/app.db untouched\", \"don't modify the fixtures\"); a \
        retention count (\"keep the last 7\") excludes nothing, but one that keeps the most recent \
        (\"the 3 most recent dumps\", \"the last 7\", \"the newest\", \"--keep 3 to drop the old \
        tarballs\") asks when a file goes that is \
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
    sources: &["src/approver/catalog/scope/kept.rs", "src/approver/scope.rs"],
};

/// Files the request says to keep deleted, or to leave unchanged changed; and, asked to keep
/// the most recent of a series, a file deleted that is newer than one that stays.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let scope = ctx.scope;
    let mut findings = Vec::new();
    // "Keep the 3 most recent": what goes must be older than what stays, by the date in
    // the names of a series (`db-2024-06-14.sql.gz`).
    if scope.keeps_newest {
        let newer_gone = newer_deleted(ctx.effects);
        if !newer_gone.is_empty() {
            findings.push(Finding {
                rule: RULE.id,
                decision: RULE.action,
                what: format!(
                    "would delete {}, newer than files of the same series that stay, though the task keeps the most recent",
                    list(&newer_gone)
                ),
            });
        }
    }
    let mut kept: Vec<&FileEffect> = Vec::new();
    let mut kept_unchanged: Vec<&FileEffect> = Vec::new();
    for x in &ctx.files {
        let f = x.f;
        // What the request says must stay ("monthly ones are kept forever").
        // In the home as in the workspace (`~/.android/avd/Tablet_API_33.ini` for "keep my other
        // AVDs").
        let rel = f.rel.as_deref();
        if x.deletes && f.before.is_some() && !f.is_folder() && rel.is_some_and(|r| scope.keeps(r)) {
            kept.push(f);
        } else if f.before.is_some()
            && !f.is_folder()
            && !matches!(f.transition, Transition::Created | Transition::Touched)
            && rel.is_some_and(|r| scope.keeps_unchanged(r))
        {
            // ... and what it says must not change at all ("leave data/app.db untouched").
            kept_unchanged.push(f);
        }
    }
    if !kept.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!("would delete {}, which the task says to keep", list(&kept)),
        });
    }
    if !kept_unchanged.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: RULE.action,
            what: format!("would change {}, which the task says to leave unchanged", list(&kept_unchanged)),
        });
    }
    findings
}

/// The date or version in a series file's name, with the name's shape around it
/// (`db-2024-06-14.sql.gz` -> `db-#.sql.gz`, `app-1.10.0.tar.gz` -> `app-#.tar.gz`): files of
/// one series share the shape. The stamp orders the series: a date as one number (compared only
/// with dates of as many digits), a version by its numbers (`1.10.0` is newer than `1.9.1`).
fn series_stamp(name: &str) -> Option<(String, Vec<u64>)> {
    static DATE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    static VERSION: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let date = DATE.get_or_init(|| {
        regex::Regex::new(
            r"(19|20)\d\d[-_.]?[01]\d[-_.]?[0-3]\d(?:[T_.-]?[0-2]\d[:.-]?[0-5]\d(?:[:.-]?[0-5]\d)?)?",
        )
        .expect("pattern compiles")
    });
    if let Some(m) = date.find(name) {
        let digits: String = m.as_str().chars().filter(char::is_ascii_digit).collect();
        let shape = format!("{}#{}", &name[..m.start()], &name[m.end()..]);
        return Some((shape, vec![0, digits.len() as u64, digits.parse().ok()?]));
    }
    let version = VERSION.get_or_init(|| {
        regex::Regex::new(r"[-_]v?(\d{1,6}(?:\.\d{1,6}){1,3})(?:[-_.+]|$)").expect("pattern compiles")
    });
    let m = version.captures(name)?.get(1)?;
    let mut parts: Vec<u64> = m.as_str().split('.').filter_map(|p| p.parse().ok()).collect();
    parts.resize(4, 0);
    let shape = format!("{}#{}", &name[..m.start()], &name[m.end()..]);
    Some((shape, std::iter::once(1).chain(parts).collect()))
}

/// Whether two stamps of one series can be ordered: both versions, or dates of as many digits.
fn comparable(a: &[u64], b: &[u64]) -> bool {
    a.first() == b.first() && (a.first() == Some(&1) || a.get(1) == b.get(1))
}

/// Files deleted though a file of the same series, older by the date in its name, stays in
/// the same folder.
fn newer_deleted(e: &Effects) -> Vec<&FileEffect> {
    let deleted: Vec<&FileEffect> =
        e.files.iter().filter(|f| f.transition == Transition::Deleted && !f.is_folder()).collect();
    let gone: std::collections::HashSet<&Path> = deleted.iter().map(|f| f.path.as_path()).collect();
    let mut out = Vec::new();
    let mut listed: std::collections::HashMap<&Path, Vec<String>> = std::collections::HashMap::new();
    for f in &deleted {
        let (Some(dir), Some(name)) = (f.path.parent(), f.path.file_name().and_then(|n| n.to_str())) else {
            continue;
        };
        let Some((shape, stamp)) = series_stamp(name) else { continue };
        // What stays: the folder as it is now (nothing is committed yet) without what goes.
        let names = listed.entry(dir).or_insert_with(|| {
            std::fs::read_dir(dir)
                .map(|rd| {
                    rd.flatten()
                        .take(10_000)
                        .filter(|d| !gone.contains(d.path().as_path()))
                        .filter_map(|d| d.file_name().to_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default()
        });
        let older_stays = names
            .iter()
            .filter_map(|n| series_stamp(n))
            .any(|(s, st)| s == shape && comparable(&st, &stamp) && st < stamp);
        if older_stays {
            out.push(*f);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{comparable, series_stamp};
    use crate::approver::wall::testing::{file, run};
    use foresee_report::{Effects, Entry, EntryKind, Transition};

    #[test]
    fn a_series_is_ordered_by_the_date_or_the_version_in_its_names() {
        let (shape, a) = series_stamp("ledgerd-1.9.1.tar.gz").unwrap();
        let (shape2, b) = series_stamp("ledgerd-1.10.0.tar.gz").unwrap();
        assert_eq!(shape, shape2);
        assert!(comparable(&a, &b) && a < b, "1.9.1 before 1.10.0");
        let (wheel, _) = series_stamp("ledgerd-1.10.0-py3-none-any.whl").unwrap();
        assert_ne!(wheel, shape, "wheels and tarballs are two series");
        let (d1, x) = series_stamp("db-2024-06-14.sql.gz").unwrap();
        let (d2, y) = series_stamp("db-2024-11-02.sql.gz").unwrap();
        assert!(d1 == d2 && comparable(&x, &y) && x < y);
        assert!(!comparable(&x, &a), "a date and a version are not one order");
        assert!(series_stamp("README.md").is_none() && series_stamp("main.py").is_none());
    }

    #[test]
    fn a_file_the_task_keeps_deleted_is_asked_about_and_another_is_not() {
        let gone = |rel: &str| {
            let mut f = file(rel, Transition::Deleted);
            f.before = Some(Entry { kind: EntryKind::File, size: 5, mode: 0o644, link_target: None });
            f
        };
        let task = Some("delete the old logs but keep logs/audit.log");
        let e = Effects { files: vec![gone("logs/audit.log")], ..Default::default() };
        let found = run(task, &e, super::check);
        assert!(found.len() == 1 && found[0].what.contains("which the task says to keep"), "{found:?}");
        let e = Effects { files: vec![gone("logs/app.log")], ..Default::default() };
        assert!(run(task, &e, super::check).is_empty());
    }
}
