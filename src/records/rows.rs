//! Rows of SQLite tables compared one by one, where counts say too little: rows a command
//! removed from one database that another database it wrote now holds (an archive: "move the
//! old orders into archive.db"), and rows kept under their key whose timestamp went back (a
//! merge that let the older copy win).

use rusqlite::Connection;
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// Rows per table at most; a bigger table is not compared.
const MAX_ROWS: i64 = 200_000;

/// A table's columns (lower case) and its rows, each a column's SQL literal (`quote()`).
pub(super) struct Table {
    pub(super) columns: Vec<String>,
    pub(super) rows: Vec<Vec<String>>,
    /// The columns of its primary key, when it declares one.
    key: Vec<usize>,
}

fn tables(conn: &Connection) -> Option<HashMap<String, Table>> {
    let mut st = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' LIMIT 100")
        .ok()?;
    let names: Vec<String> = st.query_map([], |r| r.get(0)).ok()?.flatten().collect();
    drop(st);
    let q = |n: &str| format!("\"{}\"", n.replace('"', "\"\""));
    let mut out = HashMap::new();
    for t in names {
        let n: i64 = conn.query_row(&format!("SELECT COUNT(*) FROM {}", q(&t)), [], |r| r.get(0)).ok()?;
        if n > MAX_ROWS {
            continue;
        }
        let mut st = conn.prepare(&format!("PRAGMA table_info({})", q(&t))).ok()?;
        let info: Vec<(String, i64)> =
            st.query_map([], |r| Ok((r.get::<_, String>(1)?, r.get::<_, i64>(5)?))).ok()?.flatten().collect();
        drop(st);
        if info.is_empty() {
            continue;
        }
        let columns: Vec<String> = info.iter().map(|(c, _)| c.to_ascii_lowercase()).collect();
        let key: Vec<usize> =
            info.iter().enumerate().filter(|(_, (_, pk))| *pk > 0).map(|(i, _)| i).collect();
        let sel: Vec<String> = info.iter().map(|(c, _)| format!("quote({})", q(c))).collect();
        let mut st = conn.prepare(&format!("SELECT {} FROM {}", sel.join(", "), q(&t))).ok()?;
        let width = info.len();
        let rows: Vec<Vec<String>> = st
            .query_map([], |r| (0..width).map(|i| r.get::<_, String>(i)).collect::<Result<Vec<_>, _>>())
            .ok()?
            .flatten()
            .collect();
        out.insert(t.to_ascii_lowercase(), Table { columns, rows, key });
    }
    Some(out)
}

pub(super) fn read(path: &Path) -> Option<HashMap<String, Table>> {
    if !super::is_sqlite(path) {
        return None;
    }
    let (conn, _copy) = super::open_as_read(path)?;
    tables(&conn)
}

/// Whether every row a table of `before` lost by `after` is held by a table of one of
/// `others` (databases the command wrote), compared on the columns the two tables share by
/// name, an integer row id aside: the rows were moved, not lost. False when nothing was lost,
/// or a database cannot be read whole.
pub fn moved_elsewhere(before: &Path, after: &Path, others: &[&Path]) -> bool {
    let (Some(b), Some(a)) = (read(before), read(after)) else { return false };
    let elsewhere: Vec<HashMap<String, Table>> = others.iter().take(8).filter_map(|p| read(p)).collect();
    let mut any = false;
    for (name, tb) in &b {
        let kept: HashSet<&Vec<String>> = a.get(name).map(|t| t.rows.iter().collect()).unwrap_or_default();
        let lost: Vec<&Vec<String>> = tb.rows.iter().filter(|r| !kept.contains(r)).collect();
        if lost.is_empty() {
            continue;
        }
        any = true;
        let found_all = elsewhere.iter().flat_map(|db| db.values()).any(|other| {
            // The columns both have, a lone integer key aside (an archive numbers its own rows).
            let shared: Vec<(usize, usize)> = tb
                .columns
                .iter()
                .enumerate()
                .filter(|(i, _)| !(tb.key.len() == 1 && tb.key[0] == *i && tb.columns.len() > 1))
                .filter_map(|(i, c)| other.columns.iter().position(|o| o == c).map(|j| (i, j)))
                .collect();
            if shared.len() < tb.columns.len().saturating_sub(1).max(1) {
                return false;
            }
            let held: HashSet<Vec<&str>> =
                other.rows.iter().map(|r| shared.iter().map(|(_, j)| r[*j].as_str()).collect()).collect();
            lost.iter()
                .all(|r| held.contains(&shared.iter().map(|(i, _)| r[*i].as_str()).collect::<Vec<_>>()))
        });
        if !found_all {
            return false;
        }
    }
    any
}

/// Names of the columns that say when a row last changed.
const UPDATED: &[&str] = &[
    "updated_at",
    "updated",
    "modified_at",
    "modified",
    "last_modified",
    "mtime",
    "changed_at",
    "edited_at",
];

/// Rows kept under their key whose last-changed time went back: an older version replaced the
/// newer one (a merge where the stale copy won). Per table, the count and the column. Only the
/// key and the time are read, of tables that have both.
pub fn older_versions(before: &Path, after: &Path) -> Vec<String> {
    if !super::is_sqlite(before) || !super::is_sqlite(after) {
        return Vec::new();
    }
    let (Some((b, _bc)), Some((a, _ac))) = (super::open_as_read(before), super::open_as_read(after)) else {
        return Vec::new();
    };
    let q = |n: &str| format!("\"{}\"", n.replace('"', "\"\""));
    // (key columns, time column) of each table that has both.
    let shape = |c: &Connection, t: &str| -> Option<(Vec<String>, String)> {
        let mut st = c.prepare(&format!("PRAGMA table_info({})", q(t))).ok()?;
        let info: Vec<(String, i64)> =
            st.query_map([], |r| Ok((r.get::<_, String>(1)?, r.get::<_, i64>(5)?))).ok()?.flatten().collect();
        let key: Vec<String> = info.iter().filter(|(_, pk)| *pk > 0).map(|(n, _)| n.clone()).collect();
        let time =
            UPDATED.iter().find_map(|u| info.iter().find(|(n, _)| n.eq_ignore_ascii_case(u)))?.0.clone();
        (!key.is_empty()).then_some((key, time))
    };
    let rows =
        |c: &Connection, t: &str, key: &[String], time: &str| -> Option<HashMap<Vec<String>, String>> {
            let n: i64 = c.query_row(&format!("SELECT COUNT(*) FROM {}", q(t)), [], |r| r.get(0)).ok()?;
            if n > MAX_ROWS {
                return None;
            }
            let cols: Vec<String> = key
                .iter()
                .chain(std::iter::once(&time.to_string()))
                .map(|k| format!("quote({})", q(k)))
                .collect();
            let mut st = c.prepare(&format!("SELECT {} FROM {}", cols.join(", "), q(t))).ok()?;
            let w = key.len();
            let v = st
                .query_map([], |r| {
                    let k = (0..w).map(|i| r.get::<_, String>(i)).collect::<Result<Vec<_>, _>>()?;
                    Ok((k, r.get::<_, String>(w)?))
                })
                .ok()?;
            Some(v.flatten().collect())
        };
    let Ok(mut st) = b.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' LIMIT 100")
    else {
        return Vec::new();
    };
    let names: Vec<String> =
        st.query_map([], |r| r.get(0)).map(|v| v.flatten().collect()).unwrap_or_default();
    drop(st);
    let mut out = Vec::new();
    for t in names {
        let Some((key, time)) = shape(&b, &t) else { continue };
        if shape(&a, &t).is_none_or(|(k, tm)| k != key || tm != time) {
            continue;
        }
        let (Some(old), Some(new)) = (rows(&b, &t, &key, &time), rows(&a, &t, &key, &time)) else { continue };
        let went_back = old.iter().filter(|(k, was)| new.get(*k).is_some_and(|now| older(now, was))).count();
        if went_back > 0 {
            out.push(format!(
                "{}: {went_back} row{} went back to an older version ({})",
                t.to_ascii_lowercase(),
                if went_back == 1 { "" } else { "s" },
                time.to_ascii_lowercase()
            ));
        }
    }
    out.sort();
    out
}

/// Whether SQL literal `a` is an earlier time than `b`: numbers by value, text (ISO dates) as
/// written; NULL or mixed kinds are no comparison.
fn older(a: &str, b: &str) -> bool {
    match (a.parse::<f64>(), b.parse::<f64>()) {
        (Ok(x), Ok(y)) => x < y,
        (Err(_), Err(_)) if a.starts_with('\'') && b.starts_with('\'') => a < b,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn db(dir: &Path, name: &str, sql: &str) -> std::path::PathBuf {
        let p = dir.join(name);
        let c = Connection::open(&p).unwrap();
        c.execute_batch(sql).unwrap();
        p
    }

    #[test]
    fn rows_moved_into_an_archive_are_kept_and_rows_only_deleted_are_not() {
        let d = tempfile::tempdir().unwrap();
        let orders = "CREATE TABLE orders(id INTEGER PRIMARY KEY, created TEXT, total INT);";
        let before = db(
            d.path(),
            "b.db",
            &format!(
                "{orders} INSERT INTO orders VALUES (1,'2023-05-01',10),(2,'2023-07-02',20),(3,'2024-02-01',30);"
            ),
        );
        let after = db(d.path(), "a.db", &format!("{orders} INSERT INTO orders VALUES (3,'2024-02-01',30);"));
        // The archive numbers its rows its own way and stamps when they came.
        let archive = db(
            d.path(),
            "archive.db",
            "CREATE TABLE orders(id INTEGER PRIMARY KEY, created TEXT, total INT, archived_at TEXT); INSERT INTO orders VALUES (101,'2023-05-01',10,'x'),(102,'2023-07-02',20,'x');",
        );
        assert!(moved_elsewhere(&before, &after, &[&archive]));
        let half = db(
            d.path(),
            "half.db",
            "CREATE TABLE orders(id INTEGER PRIMARY KEY, created TEXT, total INT); INSERT INTO orders VALUES (1,'2023-05-01',10);",
        );
        assert!(!moved_elsewhere(&before, &after, &[&half]), "one order went nowhere");
        assert!(!moved_elsewhere(&before, &after, &[]));
        assert!(!moved_elsewhere(&before, &before, &[&archive]), "nothing lost, nothing moved");
    }

    #[test]
    fn a_row_whose_update_time_went_back_is_an_older_version() {
        let d = tempfile::tempdir().unwrap();
        let notes = "CREATE TABLE notes(id TEXT PRIMARY KEY, updated_at TEXT, title TEXT);";
        let before = db(
            d.path(),
            "b.db",
            &format!(
                "{notes} INSERT INTO notes VALUES ('N-1','2026-11-20T10:00','new'),('N-2','2026-10-01T09:00','old');"
            ),
        );
        let merged = db(
            d.path(),
            "m.db",
            &format!(
                "{notes} INSERT INTO notes VALUES ('N-1','2026-11-02T08:00','stale'),('N-2','2026-11-05T09:00','newer'),('N-3','2026-11-06T09:00','added');"
            ),
        );
        assert_eq!(
            older_versions(&before, &merged),
            ["notes: 1 row went back to an older version (updated_at)"]
        );
        let right = db(
            d.path(),
            "r.db",
            &format!(
                "{notes} INSERT INTO notes VALUES ('N-1','2026-11-20T10:00','new'),('N-2','2026-11-05T09:00','newer');"
            ),
        );
        assert!(older_versions(&before, &right).is_empty());
    }
}
