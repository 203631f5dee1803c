//! `data.records-outside-request`: records removed from a data file the request asks to
//! delete from, that its description of the deletion does not cover.
//!
//! The findings are raised here ([`check`], [`check_items`], [`check_front_matter`]); what the request describes is read in
//! [`crate::approver::deletion`], the removed records in [`crate::records::dated`]. What it
//! catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! data.records-outside-request`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::deletion::DateBound;
use crate::approver::scope::same_word;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use crate::records::dated::{Removed, civil_date};
use foresee_report::{FileEffect, Transition};

pub const RULE: Rule = Rule {
    id: "data.records-outside-request",
    action: Decision::Ask,
    catches: "a request that asks for records to go and says which covers only those: rows of the tables \
        its deleting sentences name (\"it also prunes expired sessions\" covers `sessions`, not `orders`, \
        though the database is named), records on the side of the date it bounds the deletion by \
        (\"delete the entries from before 2024\", \"older than 30 days\", \"keep everything from 2024 on\"; \
        a record whose date fields all fall on the kept side, a day's slack for time zones), and, when it \
        says \"expired\", records whose expiry field has passed. Records with no date field, or a request \
        that names no table of the database, are `data.records-removed`'s to judge. Folders removed \
        whole that each describe themselves in a metadata file at their top (`meta.yaml`, \
        `meta.json`: runs of an experiment tracker) are records too: when the request picks them by \
        a state those files give (\"purge the deleted ones\", `lifecycle_stage: deleted`), one whose \
        file gives another state is outside it. So are files removed or moved away whose front matter \
        (`---` YAML at their top: posts, drafts) gives another value, or none, of the field a request \
        picks them by as it spells it (\"publish the drafts I marked status: ready\")",
    why: "A clean-up tool that deletes past the cutoff it was given, or a housekeeping step that prunes a \
        table nobody mentioned, removes rows of the very file the user asked to prune: counting records \
        alone cannot tell the asked deletion from the harm.",
    example: Example {
        setup: "printf 'day,visits\\n2023-05-01,3\\n2023-11-30,4\\n2024-02-01,5\\n' > data/visits.csv",
        fires: Run {
            command: "sed -i '/^202[34]-/d' data/visits.csv",
            task: Some("delete the rows of data/visits.csv from before 2024"),
            flags: &[],
        },
        passes: Run {
            command: "sed -i '/^2023-/d' data/visits.csv",
            task: Some("delete the rows of data/visits.csv from before 2024"),
            flags: &[],
        },
        contrast: "every row it removes is dated before 2024",
    },
    sources: &[
        "src/approver/catalog/data/records_outside_request.rs",
        "src/approver/deletion.rs",
        "src/records/dated.rs",
    ],
};

/// Records removed from the data files the request asks to delete from, outside the tables,
/// dates or state its deletion describes.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let now =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64);
    check_at(ctx, now)
}

/// Names of the metadata file a record folder describes itself in.
const META_FILES: &[&str] = &["meta.yaml", "meta.yml", "meta.json", "metadata.json", "metadata.yaml"];

/// Values that pick no state: any record may say them.
const NO_STATE: &[&str] = &["true", "false", "none", "null", "default", "main", "unknown"];

/// Folders removed whole, each with a metadata file at its top, when the request picks them by a
/// state those files give (a word of it is the value of a field in some of them: "purge the
/// deleted ones", `lifecycle_stage: deleted`): the removed ones whose field says another state.
pub(crate) fn check_items(ctx: &WallContext) -> Option<Finding> {
    if !(ctx.scope.destructive || ctx.scope.removes_records) {
        return None;
    }
    // Each deleted metadata file by the folder it describes, in one pass over the effects.
    let metas: std::collections::HashMap<&std::path::Path, &FileEffect> = ctx
        .effects
        .files
        .iter()
        .filter(|g| g.transition == Transition::Deleted)
        .filter(|g| g.path.file_name().and_then(|n| n.to_str()).is_some_and(|n| META_FILES.contains(&n)))
        .filter_map(|g| Some((g.path.parent()?, g)))
        .collect();
    if metas.len() < 2 {
        return None;
    }
    let items: Vec<(&FileEffect, Vec<(String, String)>)> = ctx
        .effects
        .files
        .iter()
        .filter(|f| f.transition == Transition::Deleted && f.is_folder())
        .filter_map(|dir| {
            let meta = metas.get(dir.path.as_path())?;
            let text = crate::approver::content::read_text(meta.before_content.as_deref(), 64 << 10)?;
            Some((dir, top_level_fields(&text)))
        })
        .filter(|(_, fields)| !fields.is_empty())
        .collect();
    if items.len() < 2 {
        return None;
    }
    // The fields and states the request picks by: a value some removed record gives that the
    // request says as a word.
    let mut picked: Vec<(&str, &str)> = Vec::new();
    for (_, fields) in &items {
        for (k, v) in fields {
            let state = v.len() >= 4 && v.bytes().all(|b| b.is_ascii_alphabetic() || b == b'_' || b == b'-');
            if state && !NO_STATE.contains(&v.as_str()) && ctx.scope.says_word(v) && !picked.contains(&(k, v))
            {
                picked.push((k, v));
            }
        }
    }
    if picked.is_empty() {
        return None;
    }
    let outside: Vec<String> = items
        .iter()
        .filter(|(_, fields)| {
            picked.iter().any(|(k, _)| {
                fields.iter().any(|(fk, fv)| fk == k && !picked.iter().any(|(pk, pv)| pk == k && pv == fv))
            })
        })
        .map(|(dir, fields)| {
            let says: Vec<String> = picked
                .iter()
                .filter_map(|(k, _)| fields.iter().find(|(fk, _)| fk == k).map(|(k, v)| format!("{k}: {v}")))
                .collect();
            format!("{} ({})", foresee_report::escape::clip(&dir.display(), 80), says.join(", "))
        })
        .collect();
    if outside.is_empty() {
        return None;
    }
    let (k, v) = picked[0];
    Some(Finding {
        rule: RULE.id,
        decision: Decision::Ask,
        what: format!(
            "the request picks the records to remove by `{k}: {v}`, but {} of the {} removed say otherwise: {}",
            outside.len(),
            items.len(),
            outside.iter().take(3).cloned().collect::<Vec<_>>().join(", ")
        ),
    })
}

/// Files removed or moved away that describe themselves in front matter (`---` YAML at their
/// top: posts, drafts, notes), when the request picks them by a field's value it spells out
/// ("the drafts I marked status: ready", "marked ready"): the ones whose front matter gives
/// another value, or none. Editor backups and scratch files aside.
pub(crate) fn check_front_matter(ctx: &WallContext) -> Option<Finding> {
    let scope = ctx.scope;
    if !(scope.destructive || scope.removes_records || scope.asks_move()) {
        return None;
    }
    let items: Vec<(&FileEffect, Vec<(String, String)>)> = ctx
        .effects
        .files
        .iter()
        .filter(|f| matches!(f.transition, Transition::Deleted | Transition::Renamed) && !f.is_folder())
        .filter(|f| !f.rel.as_deref().is_some_and(crate::approver::paths::is_scratch))
        .filter(|f| !f.path.to_string_lossy().ends_with('~'))
        .take(2000)
        .filter_map(|f| {
            let before = f.before_content.as_deref()?;
            let text = crate::approver::content::read_text(Some(before), 64 << 10)?;
            Some((f, top_level_fields(front_matter(&text)?)))
        })
        .collect();
    // The field and value the request picks by, as it spells them: `status: ready`, or "marked
    // ready" for a value some item gives.
    let says = |k: &str, v: &str| {
        scope.text().contains(&format!("{k}: {v}"))
            || scope.text().contains(&format!("{k}:{v}"))
            || scope.says_words(&format!("marked {v}"))
            || scope.says_words(&format!("marked as {v}"))
    };
    let picked = items
        .iter()
        .flat_map(|(_, fields)| fields)
        .find(|(k, v)| v.len() >= 3 && !NO_STATE.contains(&v.as_str()) && says(k, v))?;
    let (k, v) = picked;
    let outside: Vec<String> = items
        .iter()
        .filter_map(|(f, fields)| {
            let has = fields.iter().find(|(fk, _)| fk == k).map(|(_, fv)| fv.as_str());
            (has != Some(v.as_str())).then(|| {
                format!(
                    "{} ({})",
                    foresee_report::escape::clip(&f.display(), 80),
                    has.map_or(format!("no {k}"), |h| format!("{k}: {h}"))
                )
            })
        })
        .collect();
    if outside.is_empty() {
        return None;
    }
    Some(Finding {
        rule: RULE.id,
        decision: Decision::Ask,
        what: format!(
            "the request picks the files to remove or move by `{k}: {v}`, but {} of the {} removed or moved say otherwise: {}",
            outside.len(),
            items.len(),
            outside.iter().take(3).cloned().collect::<Vec<_>>().join(", ")
        ),
    })
}

/// The front matter of a text: the YAML between a first line of `---` and the next `---`.
fn front_matter(text: &str) -> Option<&str> {
    let rest = text.strip_prefix("---\n").or_else(|| text.strip_prefix("---\r\n"))?;
    let end = rest.find("\n---")?;
    Some(&rest[..end])
}

/// A metadata file's top-level fields as (key, value), both lower case: YAML's `key: value` at
/// the start of a line, or a JSON object's strings, numbers and flags.
fn top_level_fields(text: &str) -> Vec<(String, String)> {
    if let Ok(serde_json::Value::Object(m)) = serde_json::from_str::<serde_json::Value>(text) {
        return m
            .into_iter()
            .filter_map(|(k, v)| {
                let v = match v {
                    serde_json::Value::String(s) => s,
                    serde_json::Value::Number(n) => n.to_string(),
                    serde_json::Value::Bool(b) => b.to_string(),
                    _ => return None,
                };
                Some((k.to_ascii_lowercase(), v.to_ascii_lowercase()))
            })
            .collect();
    }
    text.lines()
        .filter(|l| !l.starts_with([' ', '\t', '#', '-']))
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| {
            (k.trim().to_ascii_lowercase(), v.trim().trim_matches(['"', '\'']).to_ascii_lowercase())
        })
        .filter(|(k, v)| !k.is_empty() && !v.is_empty())
        .collect()
}

/// [`check`], judged at `now` (seconds since the epoch).
fn check_at(ctx: &WallContext, now: i64) -> Vec<Finding> {
    let scope = ctx.scope;
    let d = &scope.deletion;
    if !scope.removes_records {
        return Vec::new();
    }
    let mut findings = Vec::new();
    for x in &ctx.files {
        let f = x.f;
        // Only the records a request asked to delete from this very file are judged here; others
        // are `data.records-removed`'s, and a file deleted whole is `data.deleted`'s.
        let judged_here = f.records.is_some_and(|r| r.removed > 0)
            && !x.generated
            && x.named
            && ctx.named_file(f)
            && matches!(f.transition, Transition::Modified | Transition::Replaced);
        if !judged_here {
            continue;
        }
        let (Some(b), Some(a)) = (f.before_content.as_deref(), f.after_content.as_deref()) else { continue };
        let Some(gone) = crate::records::dated::removed(&f.path, b, a) else { continue };
        let shown = foresee_report::escape::clip(&f.display(), 80);
        // Tables: when the deleting sentences name some table of the database, only theirs.
        let names_some = gone.tables.iter().any(|t| d.names_table(t));
        let covered_table =
            |t: &str| !names_some || d.names_table(t) && !scope.kept.iter().any(|k| same_word(k, t));
        let mut other_tables: Vec<(&str, usize)> = Vec::new();
        for r in &gone.records {
            let Some(t) = r.table.as_deref().filter(|t| !covered_table(t)) else { continue };
            match other_tables.iter_mut().find(|(n, _)| *n == t) {
                Some((_, n)) => *n += 1,
                None => other_tables.push((t, 1)),
            }
        }
        if !other_tables.is_empty() {
            let n: usize = other_tables.iter().map(|(_, n)| n).sum();
            let named: Vec<&str> =
                gone.tables.iter().map(String::as_str).filter(|t| d.names_table(t)).collect();
            findings.push(Finding {
                rule: RULE.id,
                decision: Decision::Ask,
                what: format!(
                    "would remove {n} row{} of {shown} from {}, which the task's deletion does not name (it names {})",
                    if n == 1 { "" } else { "s" },
                    other_tables
                        .iter()
                        .map(|(t, n)| format!("table `{t}` ({n})"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    named.iter().map(|t| format!("`{t}`")).collect::<Vec<_>>().join(", ")
                ),
            });
        }
        let judged: Vec<&Removed> =
            gone.records.iter().filter(|r| r.table.as_deref().is_none_or(covered_table)).collect();
        // Dates: a record is covered when one of its dates is on the side every bound lets go.
        if !d.bounds.is_empty() {
            let outside: Vec<&Removed> = judged
                .iter()
                .copied()
                .filter(|r| {
                    let dates = r.dates();
                    !dates.is_empty()
                        && !dates.iter().any(|(_, t)| d.bounds.iter().all(|b| b.covers(*t, now)))
                })
                .collect();
            if let Some(first) = outside.first() {
                let (field, t) = first.dates()[0];
                findings.push(Finding {
                    rule: RULE.id,
                    decision: Decision::Ask,
                    what: format!(
                        "would remove {} record{} of {shown} dated {}, outside the dates the task asks to delete (e.g. {} dated {} by `{field}`)",
                        outside.len(),
                        if outside.len() == 1 { "" } else { "s" },
                        kept_side(&d.bounds, now),
                        record_name(first),
                        civil_date(t),
                    ),
                });
            }
        }
        // State: "expired" covers a record whose expiry has passed (a day's slack).
        if d.expired {
            let live: Vec<&Removed> = judged
                .iter()
                .copied()
                .filter(|r| {
                    let ex = r.expiries();
                    !ex.is_empty() && ex.iter().all(|t| *t >= now + 86_400)
                })
                .collect();
            if let Some(first) = live.first() {
                let t = first.expiries()[0];
                findings.push(Finding {
                    rule: RULE.id,
                    decision: Decision::Ask,
                    what: format!(
                        "would remove {} record{} of {shown} that have not expired, though the task asks for expired ones (e.g. {} expiring {})",
                        live.len(),
                        if live.len() == 1 { "" } else { "s" },
                        record_name(first),
                        civil_date(t)
                    ),
                });
            }
        }
    }
    findings
}

/// The side of the bounds the request keeps, in words ("on or after 2024-01-01").
fn kept_side(bounds: &[DateBound], now: i64) -> String {
    bounds
        .iter()
        .map(|b| {
            let at = civil_date(b.instant(now));
            if b.older_goes { format!("on or after {at}") } else { format!("before {at}") }
        })
        .collect::<Vec<_>>()
        .join(" and ")
}

/// A record named by where it was, never by its values: "a `history` row", "a record".
fn record_name(r: &Removed) -> String {
    r.table.as_deref().map_or_else(|| "a record".to_string(), |t| format!("a `{t}` row"))
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{edited, run};
    use foresee_report::{Effects, Records};
    use std::path::Path;

    const NOW: i64 = 1_796_000_000; // 2026-11-29

    #[test]
    fn record_folders_picked_by_a_state_their_metadata_gives_are_asked_and_the_others_removed_are_not() {
        use crate::approver::wall::testing::file_in;
        use foresee_report::{Entry, EntryKind, Transition};
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        let runs =
            [("r1", "deleted", "3"), ("r2", "deleted", "4"), ("r3", "active", "1"), ("r4", "active", "3")];
        for (id, stage, status) in runs {
            std::fs::create_dir_all(ws.join(format!("mlruns/1/{id}"))).unwrap();
            std::fs::write(
                ws.join(format!("mlruns/1/{id}/meta.yaml")),
                format!("run_id: {id}\nlifecycle_stage: {stage}\nstatus: {status}\ntags:\n  - x\n"),
            )
            .unwrap();
        }
        let removed = |ids: &[&str]| -> Vec<foresee_report::FileEffect> {
            ids.iter()
                .flat_map(|id| {
                    let mut dir = file_in(ws, &format!("mlruns/1/{id}"), Transition::Deleted);
                    dir.before =
                        Some(Entry { kind: EntryKind::Folder, size: 0, mode: 0o755, link_target: None });
                    let mut meta = file_in(ws, &format!("mlruns/1/{id}/meta.yaml"), Transition::Deleted);
                    meta.before_content = Some(ws.join(format!("mlruns/1/{id}/meta.yaml")));
                    meta.under_changed_folder = true;
                    [dir, meta]
                })
                .collect()
        };
        let judged = |task: &str, ids: &[&str]| {
            let e = Effects { workspace: ws.to_path_buf(), files: removed(ids), ..Default::default() };
            run(Some(task), &e, |c| super::check_items(c).into_iter().collect())
        };
        let task = "I deleted a bunch of runs in the UI but mlruns/ is still huge. Purge the deleted ones";
        assert!(judged(task, &["r1", "r2"]).is_empty());
        let found = judged(task, &["r1", "r2", "r3"]);
        assert!(
            found.len() == 1
                && found[0].what.contains("lifecycle_stage: deleted")
                && found[0].what.contains("r3"),
            "{found:?}"
        );
        // A request that picks by no state the records give is not judged here.
        assert!(judged("clear out mlruns/1", &["r1", "r3"]).is_empty());
    }

    #[test]
    fn files_picked_by_a_front_matter_value_the_request_spells_are_asked_and_the_others_are_not() {
        use crate::approver::wall::testing::file_in;
        use foresee_report::Transition;
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join("_drafts")).unwrap();
        for (name, status) in [("a", Some("ready")), ("b", Some("ready")), ("c", Some("wip")), ("d", None)] {
            let field = status.map(|s| format!("status: {s}\n")).unwrap_or_default();
            std::fs::write(
                ws.join(format!("_drafts/{name}.md")),
                format!("---\ntitle: {name}\n{field}---\nText.\n"),
            )
            .unwrap();
        }
        let judged = |task: &str, moved: &[&str]| {
            let files = moved
                .iter()
                .map(|n| {
                    let mut f = file_in(ws, &format!("_drafts/{n}.md"), Transition::Deleted);
                    f.before_content = Some(ws.join(format!("_drafts/{n}.md")));
                    f
                })
                .collect();
            let e = Effects { workspace: ws.to_path_buf(), files, ..Default::default() };
            run(Some(task), &e, |c| super::check_front_matter(c).into_iter().collect())
        };
        let task = "Publish the drafts I marked status: ready: move them into _posts. Leave the rest alone.";
        assert!(judged(task, &["a", "b"]).is_empty());
        let found = judged(task, &["a", "c", "d"]);
        assert!(
            found.len() == 1
                && found[0].what.contains("c.md (status: wip)")
                && found[0].what.contains("d.md (no status)"),
            "{found:?}"
        );
        // A request that spells no value picks by none.
        assert!(judged("move the drafts into _posts", &["a", "c"]).is_empty());
    }

    fn db(dir: &Path, name: &str, sql: &str) -> std::path::PathBuf {
        let p = dir.join(name);
        rusqlite::Connection::open(&p).unwrap().execute_batch(sql).unwrap();
        p
    }

    /// A database at `rel` changed from `before` to `after` (SQL run on an empty database).
    fn changed_db(dir: &Path, rel: &str, before: &str, after: &str, removed: u64) -> Effects {
        let mut f = edited(dir, rel, Some("x"), Some("y"));
        f.before_content = Some(db(dir, "before.db", before));
        f.after_content = Some(db(dir, "after.db", after));
        f.records = Some(Records { before: 10, after: 10 - removed, removed, uncounted: 0 });
        Effects { files: vec![f], ..Default::default() }
    }

    fn findings(task: &str, e: &Effects) -> Vec<String> {
        run(Some(task), e, |ctx| super::check_at(ctx, NOW)).into_iter().map(|f| f.what).collect()
    }

    const HISTORY: &str = "CREATE TABLE history(id INTEGER PRIMARY KEY, ts INTEGER, cmd TEXT); \
        CREATE TABLE bookmarks(name TEXT, created INTEGER); INSERT INTO bookmarks VALUES ('b', 1600000000);";
    const TASK: &str = "Use ./histctl to delete the history entries in data/history.db from before 2024 and \
        compact the file; keep everything from 2024 on, and the bookmarks.";

    #[test]
    fn rows_removed_past_the_requested_cutoff_are_asked_about_and_rows_before_it_pass() {
        let d = tempfile::tempdir().unwrap();
        let before = format!(
            "{HISTORY} INSERT INTO history VALUES (1, 1600000000, 'a'), (2, 1690000000, 'b'), (3, 1708337100, 'c'), (4, 1790000000, 'd');"
        );
        // The asked pruning: rows of 2020 and 2023 go.
        let asked = changed_db(
            d.path(),
            "data/history.db",
            &before,
            &format!("{HISTORY} INSERT INTO history VALUES (3, 1708337100, 'c'), (4, 1790000000, 'd');"),
            2,
        );
        assert!(findings(TASK, &asked).is_empty(), "{:?}", findings(TASK, &asked));
        // The look-alike goes on to a later cutoff: rows of 2024 and 2026 go too.
        let d = tempfile::tempdir().unwrap();
        let past = changed_db(d.path(), "data/history.db", &before, HISTORY, 4);
        assert_eq!(
            findings(TASK, &past),
            [
                "would remove 2 records of data/history.db dated on or after 2024-01-01, outside the dates the task \
              asks to delete (e.g. a `history` row dated 2024-02-19 by `ts`)"
            ]
        );
        // "older than N days" is judged from the time of judging.
        let relative = "prune the entries of data/history.db older than 30 days";
        assert!(findings(relative, &past).is_empty(), "every row is older than 30 days");
    }

    #[test]
    fn rows_removed_from_a_table_the_deletion_does_not_name_are_asked_about() {
        let schema = "CREATE TABLE orders(id TEXT, created_at TEXT); CREATE TABLE sessions(token TEXT, expires_at TEXT);";
        let sessions =
            "INSERT INTO sessions VALUES ('s1', '2026-11-01 10:00:00'), ('s2', '2027-01-10 10:00:00');";
        let orders = "INSERT INTO orders VALUES ('o1', '2025-04-01'), ('o2', '2026-02-01');";
        let before = format!("{schema} {sessions} {orders}");
        let task = "Apply the new migration 0004 (the orders(customer_id) index) to my local dev database with \
            `make migrate`. It also prunes expired sessions, that's expected.";
        let d = tempfile::tempdir().unwrap();
        let expired_only = changed_db(
            d.path(),
            "data/dev.db",
            &before,
            &format!("{schema} INSERT INTO sessions VALUES ('s2', '2027-01-10 10:00:00'); {orders}"),
            1,
        );
        assert!(findings(task, &expired_only).is_empty(), "{:?}", findings(task, &expired_only));
        let d = tempfile::tempdir().unwrap();
        let orders_too = changed_db(
            d.path(),
            "data/dev.db",
            &before,
            &format!("{schema} INSERT INTO sessions VALUES ('s2', '2027-01-10 10:00:00');"),
            3,
        );
        assert_eq!(
            findings(task, &orders_too),
            [
                "would remove 2 rows of data/dev.db from table `orders` (2), which the task's deletion does not \
              name (it names `sessions`)"
            ]
        );
        // A live session is no expired one.
        let d = tempfile::tempdir().unwrap();
        let live = changed_db(d.path(), "data/dev.db", &before, &format!("{schema} {orders}"), 2);
        assert_eq!(
            findings(task, &live),
            [
                "would remove 1 record of data/dev.db that have not expired, though the task asks for expired ones \
              (e.g. a `sessions` row expiring 2027-01-10)"
            ]
        );
        // A request that names no table judges no table.
        assert!(findings("prune the dev database", &orders_too).is_empty());
    }

    #[test]
    fn dated_lines_of_a_text_file_are_judged_by_the_bound() {
        let d = tempfile::tempdir().unwrap();
        let before = "day,visits\n2023-05-01,3\n2023-11-30,4\n2024-02-01,5\n";
        let task = "delete the rows of data/visits.csv from before 2024";
        let mut f = edited(d.path(), "data/visits.csv", Some(before), Some("day,visits\n2024-02-01,5\n"));
        f.records = Some(Records { before: 3, after: 1, removed: 2, uncounted: 0 });
        assert!(findings(task, &Effects { files: vec![f], ..Default::default() }).is_empty());
        let mut f = edited(d.path(), "data/visits.csv", Some(before), Some("day,visits\n"));
        f.records = Some(Records { before: 3, after: 0, removed: 3, uncounted: 0 });
        assert_eq!(
            findings(task, &Effects { files: vec![f], ..Default::default() }),
            [
                "would remove 1 record of data/visits.csv dated on or after 2024-01-01, outside the dates the task \
              asks to delete (e.g. a record dated 2024-02-01 by `day`)"
            ]
        );
    }
}
