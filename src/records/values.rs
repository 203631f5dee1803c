//! Values lost inside records that stay: a column dropped from a table (a rebuild-and-copy
//! that leaves one out counts), a field gone from every record of a CSV or JSON file, cells
//! that held a value and are now empty, translations a catalogue's merge emptied. Counting rows
//! sees none of it: the migration that
//! drops `email` from `users` keeps every user.
//!
//! Each table (a SQLite table, or the one table of a CSV or JSON file) is summed up as its row
//! count and, per column, how many rows hold a value (not NULL, not empty). What is lost is
//! said by column and count, never by value.

use rusqlite::Connection;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

/// Columns summed per table at most, tables per database at most.
const MAX_COLUMNS: usize = 200;
const MAX_TABLES: usize = 100;
/// Phrases of loss said per file at most.
const MAX_SAID: usize = 5;

/// A table: its rows, and per column (folded to lower case) the rows holding a value.
#[derive(Debug, Default, PartialEq)]
struct Table {
    rows: u64,
    filled: BTreeMap<String, u64>,
}

type Tables = BTreeMap<String, Table>;

/// What a modified data file lost inside the records it kept, as short phrases ("column
/// users.email dropped (2 values)", "users.phone: 3 values cleared"); empty when nothing was
/// lost or the file is no data file this reads.
pub fn lost(before: &Path, after: &Path, budget: Duration) -> Vec<String> {
    let (b, a) = if super::is_sqlite(before) {
        if !super::is_sqlite(after) {
            return Vec::new();
        }
        let deadline = Instant::now() + budget;
        match (sqlite(before, deadline), sqlite(after, deadline + budget)) {
            (Some(b), Some(a)) => (b, a),
            _ => return Vec::new(),
        }
    } else {
        let ext = before.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
        let read = |p: &Path| match ext.as_str() {
            "jsonl" | "ndjson" => json_lines(p),
            "json" => json(p),
            e => delimited(p, separator(e)?),
        };
        let pair = match ext.as_str() {
            "po" => gettext(before, after),
            // A JSON file of records (an array of objects) by its records; any other JSON
            // object (a catalogue of strings, `{"menu.play": "Jouer"}`) by its keys.
            "json" => read(before).zip(read(after)).or_else(|| string_map(before, after)),
            _ => read(before).zip(read(after)),
        };
        match pair {
            Some(pair) => pair,
            None => return Vec::new(),
        }
    };
    compare(&b, &a)
}

fn values(n: u64) -> String {
    if n == 1 { "1 value".into() } else { format!("{n} values") }
}

fn compare(before: &Tables, after: &Tables) -> Vec<String> {
    let mut out = Vec::new();
    for (name, b) in before {
        // A table gone entirely lost its rows: the row count says so.
        let Some(a) = after.get(name) else { continue };
        let of = |c: &str| if name.is_empty() { c.to_string() } else { format!("{name}.{c}") };
        let rows_gone = b.rows.saturating_sub(a.rows);
        for (col, &n) in &b.filled {
            if n == 0 {
                continue;
            }
            match a.filled.get(col) {
                None => out.push(format!("column {} dropped ({})", of(col), values(n))),
                Some(&m) => {
                    // Rows removed took their cells with them: only the rest were cleared.
                    let cleared = n.saturating_sub(m).saturating_sub(rows_gone);
                    if cleared > 0 {
                        out.push(format!("{}: {} cleared", of(col), values(cleared)));
                    }
                }
            }
        }
    }
    out.truncate(MAX_SAID);
    out
}

/// Each table's rows and filled cells per column, in one pass over each table, stopped (and
/// not said) at the deadline.
fn sqlite(path: &Path, deadline: Instant) -> Option<Tables> {
    let (conn, _copy) = super::open_as_read(path)?;
    let handle = conn.get_interrupt_handle();
    let (stop, stopped) = std::sync::mpsc::channel::<()>();
    let wait = deadline.saturating_duration_since(Instant::now());
    let watchdog = std::thread::spawn(move || {
        if stopped.recv_timeout(wait) == Err(std::sync::mpsc::RecvTimeoutError::Timeout) {
            handle.interrupt();
        }
    });
    let out = sqlite_tables(&conn);
    drop(stop);
    let _ = watchdog.join();
    out
}

fn sqlite_tables(conn: &Connection) -> Option<Tables> {
    let q = |n: &str| format!("\"{}\"", n.replace('"', "\"\""));
    let mut st = conn
        .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' \
             ORDER BY lower(name) LIMIT ?1",
        )
        .ok()?;
    let names: Vec<String> = st.query_map([MAX_TABLES as i64], |r| r.get(0)).ok()?.flatten().collect();
    drop(st);
    let mut out = Tables::new();
    for t in names {
        let mut info = conn.prepare(&format!("PRAGMA table_info({})", q(&t))).ok()?;
        let cols: Vec<String> = info.query_map([], |r| r.get::<_, String>(1)).ok()?.flatten().collect();
        drop(info);
        let cols: Vec<String> = cols.into_iter().take(MAX_COLUMNS).collect();
        let sums: Vec<String> = std::iter::once("COUNT(*)".to_string())
            .chain(cols.iter().map(|c| format!("COUNT(NULLIF(CAST({} AS TEXT), ''))", q(c))))
            .collect();
        let sql = format!("SELECT {} FROM {}", sums.join(", "), q(&t));
        // Interrupted (the deadline) or unreadable: this database is not summed up at all.
        let counts: Vec<i64> =
            conn.query_row(&sql, [], |r| (0..=cols.len()).map(|i| r.get::<_, i64>(i)).collect()).ok()?;
        let n = |i: usize| counts.get(i).copied().unwrap_or(0).max(0) as u64;
        let filled = cols.iter().enumerate().map(|(i, c)| (c.to_ascii_lowercase(), n(i + 1))).collect();
        out.insert(t.to_ascii_lowercase(), Table { rows: n(0), filled });
    }
    Some(out)
}

/// The fields of one line of a delimited file, quotes honoured (`"a, b"` is one field).
pub(super) fn fields(line: &[u8], sep: u8) -> Vec<String> {
    let (mut out, mut cur, mut quoted) = (Vec::new(), Vec::new(), false);
    let mut i = 0;
    while i < line.len() {
        let c = line[i];
        if quoted {
            if c == b'"' && line.get(i + 1) == Some(&b'"') {
                cur.push(b'"');
                i += 1;
            } else if c == b'"' {
                quoted = false;
            } else {
                cur.push(c);
            }
        } else if c == b'"' && cur.is_empty() {
            quoted = true;
        } else if c == sep {
            out.push(String::from_utf8_lossy(&cur).trim().to_string());
            cur.clear();
        } else {
            cur.push(c);
        }
        i += 1;
    }
    out.push(String::from_utf8_lossy(&cur).trim().to_string());
    out
}

/// The column names of a header line (names, none a number, none twice), if it is one.
pub(super) fn header(line: &[u8], sep: u8) -> Option<Vec<String>> {
    let names: Vec<String> = fields(line, sep).into_iter().map(|n| n.to_ascii_lowercase()).collect();
    let header = names.len() >= 2
        && names.iter().all(|n| !n.is_empty() && n.parse::<f64>().is_err())
        && names.iter().collect::<std::collections::BTreeSet<_>>().len() == names.len();
    header.then_some(names)
}

/// The lines of a text data file.
type Lines = Vec<Vec<u8>>;

/// The separator of a delimited data file, by its extension.
pub(super) fn separator(ext: &str) -> Option<u8> {
    match ext {
        "csv" => Some(b','),
        "tsv" => Some(b'\t'),
        "psv" => Some(b'|'),
        _ => None,
    }
}

/// The records of two versions of a delimited file whose headers differ, each reduced to the
/// columns both have, in the old order: a column dropped or added, or the columns reordered,
/// leaves every record that stays whole. `None` when the headers are equal or either is none.
pub(super) fn projected(before: &[Vec<u8>], after: &[Vec<u8>], sep: u8) -> Option<(Lines, Lines)> {
    let (bh, ah) = (header(before.first()?, sep)?, header(after.first()?, sep)?);
    if bh == ah {
        return None;
    }
    let common: Vec<&String> = bh.iter().filter(|c| ah.contains(c)).collect();
    let project = |rows: &[Vec<u8>], names: &[String]| -> Vec<Vec<u8>> {
        let at: Vec<Option<usize>> = common.iter().map(|c| names.iter().position(|n| n == *c)).collect();
        rows.iter()
            .skip(1)
            .map(|r| {
                let f = fields(r, sep);
                let kept: Vec<&str> =
                    at.iter().map(|i| i.and_then(|i| f.get(i)).map(String::as_str).unwrap_or("")).collect();
                kept.join("\u{1f}").into_bytes()
            })
            .collect()
    };
    Some((project(before, &bh), project(after, &ah)))
}

/// A delimited file with a header line: its columns.
fn delimited(path: &Path, sep: u8) -> Option<Tables> {
    let lines = super::text_lines(path)?;
    let (head, rows) = lines.split_first()?;
    let names = header(head, sep)?;
    let mut t = Table { rows: rows.len() as u64, filled: names.iter().map(|n| (n.clone(), 0)).collect() };
    for r in rows {
        for (name, v) in names.iter().zip(fields(r, sep)) {
            if !v.is_empty() {
                *t.filled.entry(name.clone()).or_default() += 1;
            }
        }
    }
    Some(Tables::from([(String::new(), t)]))
}

/// A gettext catalogue's messages, by id (with its context), each with whether it holds a
/// translation; the header and obsolete `#~` entries aside.
fn messages(path: &Path) -> Option<BTreeMap<String, bool>> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut out = BTreeMap::new();
    // The message being read: (context and id so far, translation so far), and which part
    // continuation lines belong to.
    let mut current: Option<(String, String)> = None;
    let mut part = "";
    let quoted = |l: &str| -> String {
        l.find('"').map(|i| l[i + 1..].trim_end().trim_end_matches('"').to_string()).unwrap_or_default()
    };
    let mut close = |m: Option<(String, String)>| {
        if let Some((id, translation)) = m.filter(|(id, _)| !id.trim_start_matches('\u{4}').is_empty()) {
            out.insert(id, !translation.is_empty());
        }
    };
    for l in text.lines().map(str::trim) {
        if l.starts_with("msgctxt ") {
            close(current.take());
            current = Some((format!("{}\u{4}", quoted(l)), String::new()));
            part = "id";
        } else if l.starts_with("msgid ") {
            if current.as_ref().is_some_and(|(id, tr)| !(id.ends_with('\u{4}') && tr.is_empty())) {
                close(current.take());
            }
            let (ctx, _) = current.take().unwrap_or_default();
            current = Some((format!("{ctx}{}", quoted(l)), String::new()));
            part = "id";
        } else if l.starts_with("msgstr") {
            if let Some((_, tr)) = current.as_mut() {
                tr.push_str(&quoted(l));
            }
            part = "str";
        } else if l.starts_with('"') {
            match (current.as_mut(), part) {
                (Some((id, _)), "id") => id.push_str(&quoted(l)),
                (Some((_, tr)), "str") => tr.push_str(&quoted(l)),
                _ => {}
            }
        } else if !l.starts_with("msgid_plural") {
            part = "";
        }
    }
    close(current);
    (!out.is_empty()).then_some(out)
}

/// Two gettext catalogues as one table each (`translations`), over the messages both have: a
/// merge that keeps a message and empties its translation clears a value; a new message with no
/// translation yet, or one made obsolete, clears nothing.
fn gettext(before: &Path, after: &Path) -> Option<(Tables, Tables)> {
    let (b, a) = (messages(before)?, messages(after)?);
    Some(kept_keys("translations", "msgstr", &b, &a))
}

/// Two keyed versions of one table (key -> whether it holds a value) as [`Tables`] over the
/// keys both have, so that [`compare`] counts only values a kept key lost: a key added empty,
/// or one gone, clears nothing.
fn kept_keys(
    table: &str,
    column: &str,
    b: &BTreeMap<String, bool>,
    a: &BTreeMap<String, bool>,
) -> (Tables, Tables) {
    let of = |m: &BTreeMap<String, bool>, other: &BTreeMap<String, bool>| {
        let common: Vec<bool> = m.iter().filter(|(k, _)| other.contains_key(*k)).map(|(_, f)| *f).collect();
        let filled = common.iter().filter(|f| **f).count() as u64;
        Tables::from([(
            table.to_string(),
            Table { rows: common.len() as u64, filled: BTreeMap::from([(column.to_string(), filled)]) },
        )])
    };
    (of(b, a), of(a, b))
}

/// Two JSON objects as one table each (`strings`), over the leaves both have by key path: a
/// key kept whose text or number became empty (or null) clears a value; a key added empty, or
/// one removed, clears nothing here (a key removed is an edit the other rules read).
fn string_map(before: &Path, after: &Path) -> Option<(Tables, Tables)> {
    fn leaves(v: &serde_json::Value, at: &str, out: &mut BTreeMap<String, bool>) {
        if out.len() >= 20_000 {
            return;
        }
        match v {
            serde_json::Value::Object(m) => {
                for (k, x) in m {
                    leaves(x, &format!("{at}\u{1f}{k}"), out);
                }
            }
            serde_json::Value::Array(_) => {}
            serde_json::Value::Null => {
                out.insert(at.to_string(), false);
            }
            serde_json::Value::String(t) => {
                out.insert(at.to_string(), !t.trim().is_empty());
            }
            _ => {
                out.insert(at.to_string(), true);
            }
        }
    }
    let read = |p: &Path| -> Option<BTreeMap<String, bool>> {
        let v: serde_json::Value = serde_json::from_slice(&std::fs::read(p).ok()?).ok()?;
        v.is_object().then(|| {
            let mut out = BTreeMap::new();
            leaves(&v, "", &mut out);
            out
        })
    };
    let (b, a) = (read(before)?, read(after)?);
    Some(kept_keys("strings", "value", &b, &a))
}

fn count_object(t: &mut Table, o: &serde_json::Map<String, serde_json::Value>) {
    t.rows += 1;
    for (k, v) in o {
        let filled = !matches!(v, serde_json::Value::Null) && v.as_str() != Some("");
        *t.filled.entry(k.to_ascii_lowercase()).or_default() += u64::from(filled);
    }
}

fn json_lines(path: &Path) -> Option<Tables> {
    let mut t = Table::default();
    for l in super::text_lines(path)? {
        if let Ok(serde_json::Value::Object(o)) = serde_json::from_slice(&l) {
            count_object(&mut t, &o);
        }
    }
    (t.rows > 0).then(|| Tables::from([(String::new(), t)]))
}

/// A JSON file's records (see [`super::json_array`]): the objects of its top-level array, or of
/// the longest array of objects its top-level object keeps under a key.
fn json(path: &Path) -> Option<Tables> {
    let (key, _) = super::json_array(path)?;
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(path).ok()?).ok()?;
    let items = match &key {
        None => v.as_array()?,
        Some(k) => v.get(k)?.as_array()?,
    };
    let mut t = Table::default();
    for o in items.iter().filter_map(|i| i.as_object()) {
        count_object(&mut t, o);
    }
    Some(Tables::from([(key.unwrap_or_default(), t)]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sql(path: &Path, script: &str) {
        Connection::open(path).unwrap().execute_batch(script).unwrap();
    }

    const USERS: &str = "CREATE TABLE users(id INTEGER PRIMARY KEY, name TEXT, email TEXT, phone TEXT);
        INSERT INTO users(name, email, phone) VALUES ('ann', 'ann@example.com', '1'), ('bo', 'bo@example.com', NULL);";

    #[test]
    fn a_dropped_column_and_cleared_cells_are_lost_values() {
        let t = tempfile::tempdir().unwrap();
        let budget = Duration::from_secs(3);
        let before = t.path().join("b.db");
        sql(&before, USERS);
        let case = |name: &str, script: &str| {
            let after = t.path().join(name);
            sql(&after, USERS);
            sql(&after, script);
            lost(&before, &after, budget)
        };
        assert_eq!(
            case("drop.db", "ALTER TABLE users DROP COLUMN email; VACUUM;"),
            ["column users.email dropped (2 values)"]
        );
        // A rebuild-and-copy that leaves the column out is the same loss.
        let rebuilt = case(
            "rebuild.db",
            "CREATE TABLE u2(id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
             INSERT INTO u2 SELECT id, name, phone FROM users; DROP TABLE users; ALTER TABLE u2 RENAME TO users;",
        );
        assert_eq!(rebuilt, ["column users.email dropped (2 values)"]);
        assert_eq!(
            case("null.db", "UPDATE users SET email = NULL WHERE name = 'bo'"),
            ["users.email: 1 value cleared"]
        );
        // The look-alikes: a column added, a value changed, a row removed (the rows say it).
        assert!(case("add.db", "ALTER TABLE users ADD COLUMN nick TEXT").is_empty());
        assert!(case("upd.db", "UPDATE users SET email = 'b@example.com' WHERE name = 'bo'").is_empty());
        assert!(case("del.db", "DELETE FROM users WHERE name = 'bo'").is_empty());
        // A column that never held a value loses nothing when it goes.
        let (with, without) = (t.path().join("with.db"), t.path().join("without.db"));
        sql(&with, USERS);
        sql(&with, "ALTER TABLE users ADD COLUMN nick TEXT");
        sql(&without, USERS);
        assert!(lost(&with, &without, budget).is_empty());
    }

    #[test]
    fn strings_of_a_json_catalogue_emptied_are_lost_and_new_empty_keys_are_not() {
        let d = tempfile::tempdir().unwrap();
        let w = |n: &str, s: &str| {
            let p = d.path().join(n);
            std::fs::write(&p, s).unwrap();
            p
        };
        let before =
            w("fr.json", r#"{"menu": {"play": "Jouer", "quit": "Quitter"}, "coins": "{count} pièces"}"#);
        let synced = w(
            "a.json",
            r#"{"menu": {"play": "Jouer", "quit": "Quitter", "new": ""}, "coins": "{count} pièces"}"#,
        );
        assert!(lost(&before, &synced, Duration::from_secs(1)).is_empty());
        let blanked = w("b.json", r#"{"menu": {"play": "", "quit": "", "new": ""}, "coins": ""}"#);
        assert_eq!(lost(&before, &blanked, Duration::from_secs(1)), ["strings.value: 3 values cleared"]);
    }

    #[test]
    fn translations_emptied_by_a_merge_are_lost_and_new_untranslated_messages_are_not() {
        let d = tempfile::tempdir().unwrap();
        let w = |n: &str, s: &str| {
            let p = d.path().join(n);
            std::fs::write(&p, s).unwrap();
            p
        };
        let head = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\n";
        let before = w(
            "a.po",
            &format!(
                "{head}msgid \"Cart\"\nmsgstr \"Warenkorb\"\n\nmsgid \"Remove\"\nmsgstr \"\"\n\"Entfernen\"\n"
            ),
        );
        let merged = w(
            "b.po",
            &format!(
                "{head}#, fuzzy\nmsgid \"Cart\"\nmsgstr \"Warenkorb\"\n\nmsgid \"Remove\"\nmsgstr \"Entfernen\"\n\nmsgid \"Apply coupon\"\nmsgstr \"\"\n"
            ),
        );
        assert!(lost(&before, &merged, Duration::from_secs(1)).is_empty());
        // One message made obsolete while another arrives: nothing cleared.
        let moved = w(
            "d.po",
            &format!(
                "{head}msgid \"Remove\"\nmsgstr \"Entfernen\"\n\nmsgid \"Apply coupon\"\nmsgstr \"\"\n\n#~ msgid \"Cart\"\n#~ msgstr \"Warenkorb\"\n"
            ),
        );
        assert!(lost(&before, &moved, Duration::from_secs(1)).is_empty());
        let blanked = w(
            "c.po",
            &format!(
                "{head}msgid \"Cart\"\nmsgstr \"\"\n\nmsgid \"Remove\"\nmsgstr \"\"\n\nmsgid \"Apply coupon\"\nmsgstr \"\"\n"
            ),
        );
        assert_eq!(
            lost(&before, &blanked, Duration::from_secs(1)),
            ["translations.msgstr: 2 values cleared"]
        );
    }

    #[test]
    fn csv_and_json_records_lose_fields_and_values() {
        let t = tempfile::tempdir().unwrap();
        let budget = Duration::from_secs(1);
        let w = |name: &str, text: &str| {
            let p = t.path().join(name);
            std::fs::write(&p, text).unwrap();
            p
        };
        let b = w("b.csv", "id,name,\"e-mail\"\n1,ann,\"ann@example.com\"\n2,\"bo, jr\",bo@example.com\n");
        let a = w("a.csv", "id,name\n1,ann\n2,\"bo, jr\"\n");
        assert_eq!(lost(&b, &a, budget), ["column e-mail dropped (2 values)"]);
        // Every line changed, yet every record stays: the rows are compared on the columns kept.
        let rows = crate::records::compare(&b, &a).unwrap();
        assert_eq!((rows.before, rows.after, rows.removed), (2, 2, 0));
        let fewer = w("g.csv", "id,name\n1,ann\n");
        assert_eq!(crate::records::compare(&b, &fewer).unwrap().removed, 1);
        let a = w("c.csv", "id,name,e-mail\n1,ann,\n2,\"bo, jr\",bo@example.com\n");
        assert_eq!(lost(&b, &a, budget), ["e-mail: 1 value cleared"]);
        // Reordered columns lose nothing; a file without a header is not read as a table.
        let a = w("d.csv", "name,id,e-mail\nann,1,ann@example.com\n\"bo, jr\",2,bo@example.com\n");
        assert!(lost(&b, &a, budget).is_empty());
        assert!(lost(&w("e.csv", "1,2\n3,4\n"), &w("f.csv", "1\n3\n"), budget).is_empty());
        let b = w("b.jsonl", "{\"id\": 1, \"token\": \"x\"}\n{\"id\": 2, \"token\": \"y\"}\n");
        let a = w("a.jsonl", "{\"id\": 1}\n{\"id\": 2}\n");
        assert_eq!(lost(&b, &a, budget), ["column token dropped (2 values)"]);
        let b = w("b.json", r#"{"users": [{"id": 1, "mail": "a"}, {"id": 2, "mail": "b"}]}"#);
        let a = w("a.json", r#"{"users": [{"id": 1, "mail": null}, {"id": 2, "mail": "b"}]}"#);
        assert_eq!(lost(&b, &a, budget), ["users.mail: 1 value cleared"]);
    }
}
