//! The records a command removed from a data file, one by one, with what the request's
//! description of a deletion can be checked against: the table a row was in, and the dates its
//! fields hold ("delete the entries from before 2024" covers a row dated 2023, not one dated
//! 2025; "prune the expired sessions" covers a session whose expiry has passed).
//!
//! Map: [`removed`] reads the records `before` has that `after` lacks (rows of SQLite tables,
//! lines of CSV and JSON-lines files, each a multiset); [`Removed::dates`] and
//! [`Removed::expiries`] read a record's fields as instants; [`civil_date`] shows one.

use std::collections::HashMap;
use std::path::Path;

/// Removed records read at most per file: past this, the first ones stand for the rest.
const MAX_REMOVED: usize = 100_000;

/// One removed record: its table (a SQLite table's name in lower case; `None` for a text file)
/// and its fields by name (lower case), each as written (text) or as a number.
#[derive(Debug, Clone)]
pub struct Removed {
    pub table: Option<String>,
    pub fields: Vec<(String, Field)>,
}

/// A field's value, as far as a date can be read from it.
#[derive(Debug, Clone, PartialEq)]
pub enum Field {
    Number(f64),
    Text(String),
    Other,
}

/// Words of a field's name that say it holds a time (`ts`, `created_at`, `visit_date`).
const TIME_WORDS: &[&str] = &[
    "ts",
    "time",
    "timestamp",
    "date",
    "datetime",
    "day",
    "when",
    "at",
    "on",
    "created",
    "updated",
    "modified",
    "inserted",
    "logged",
    "expires",
    "expiry",
    "expiration",
    "expired",
    "started",
    "ended",
    "seen",
    "occurred",
    "visited",
    "mtime",
    "ctime",
    "until",
];

/// Words of a field's name that say when the record stops being valid (`expires_at`,
/// `expiry`, `valid_until`).
fn names_expiry(name: &str) -> bool {
    name.split(['_', '-', ' ']).any(|w| w.starts_with("expir") || w == "until")
}

fn names_time(name: &str) -> bool {
    name.split(['_', '-', ' ']).any(|w| TIME_WORDS.contains(&w))
}

impl Removed {
    /// The instants (seconds since the epoch, UTC) its fields hold, with the field's name: ISO
    /// dates (`2024-02-19`, `2024-02-19 10:05:00`, `2024-02-19T10:05Z`) in any field, and
    /// numbers in fields named for a time, read as seconds or milliseconds since the epoch
    /// when they fall between 1973 and 2286.
    pub fn dates(&self) -> Vec<(&str, i64)> {
        self.fields.iter().filter_map(|(n, v)| instant(n, v).map(|t| (n.as_str(), t))).collect()
    }

    /// The instants its expiry fields hold (`expires_at`, `expiry`, `valid_until`).
    pub fn expiries(&self) -> Vec<i64> {
        self.fields.iter().filter(|(n, _)| names_expiry(n)).filter_map(|(n, v)| instant(n, v)).collect()
    }
}

fn instant(name: &str, v: &Field) -> Option<i64> {
    match v {
        Field::Text(t) => {
            iso_instant(t).or_else(|| t.trim().parse::<f64>().ok().and_then(|n| epoch(name, n)))
        }
        Field::Number(n) => epoch(name, *n),
        Field::Other => None,
    }
}

/// A number in a field named for a time, as seconds since the epoch.
fn epoch(name: &str, n: f64) -> Option<i64> {
    if !names_time(name) {
        return None;
    }
    if (1e8..1e10).contains(&n) {
        Some(n as i64)
    } else if (1e11..1e13).contains(&n) {
        Some((n / 1000.0) as i64)
    } else {
        None
    }
}

/// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date (`YYYY-MM-DD`, UTC) of an instant.
pub fn civil_date(t: i64) -> String {
    let z = t.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// An ISO date or date and time that is the whole text (`2024-02-19`, `2024-02-19 10:05`,
/// `2024-02-19T10:05:00.123Z`), as seconds since the epoch; a zone offset, when written, is
/// applied, otherwise the time is taken as UTC.
pub fn iso_instant(text: &str) -> Option<i64> {
    let t = text.trim();
    let b = t.as_bytes();
    if b.len() < 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let num = |s: &str| s.parse::<i64>().ok();
    let (y, m, d) = (num(t.get(0..4)?)?, num(t.get(5..7)?)?, num(t.get(8..10)?)?);
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) || !(1900..=2999).contains(&y) {
        return None;
    }
    let mut secs = days_from_civil(y, m, d) * 86_400;
    let rest = &t[10..];
    if rest.is_empty() {
        return Some(secs);
    }
    let rest = rest.strip_prefix(['T', ' '])?;
    let (h, mi) = (num(rest.get(0..2)?)?, num(rest.get(3..5)?)?);
    if rest.as_bytes().get(2) != Some(&b':') || h > 23 || mi > 59 {
        return None;
    }
    secs += h * 3600 + mi * 60;
    let mut tail = &rest[5..];
    if let Some(s) = tail.strip_prefix(':') {
        secs += num(s.get(0..2)?)?;
        tail = &s[2..];
        if let Some(frac) = tail.strip_prefix('.') {
            tail = frac.trim_start_matches(|c: char| c.is_ascii_digit());
        }
    }
    match tail {
        "" | "Z" | "z" => Some(secs),
        z if z.len() == 6 && (z.starts_with('+') || z.starts_with('-')) && z.as_bytes()[3] == b':' => {
            let off = num(&z[1..3])? * 3600 + num(&z[4..6])? * 60;
            Some(if z.starts_with('+') { secs - off } else { secs + off })
        }
        _ => None,
    }
}

/// What a command removed from a data file: the tables the file had (lower case; none for a
/// text file) and the records that went.
#[derive(Debug, Default)]
pub struct Gone {
    pub tables: Vec<String>,
    pub records: Vec<Removed>,
}

/// The records `before` has that `after` lacks, counted as multisets (two equal rows, one
/// removed, is one removed): rows of each SQLite table (a table gone lost them all), lines of a
/// CSV / TSV / PSV file with a header (when both versions have the same one), lines of a
/// JSON-lines file, the kind told by the extension of `name`. `None` when the file is no data
/// file read here, or cannot be read whole.
pub fn removed(name: &Path, before: &Path, after: &Path) -> Option<Gone> {
    if super::is_sqlite(before) {
        let b = super::rows::read(before)?;
        let a = if super::is_sqlite(after) { super::rows::read(after)? } else { HashMap::new() };
        let mut out = Vec::new();
        let mut names: Vec<&String> = b.keys().collect();
        names.sort();
        for name in names.iter().copied() {
            let tb = &b[name];
            let mut left: HashMap<&Vec<String>, usize> = HashMap::new();
            for r in a.get(name).map(|t| t.rows.as_slice()).unwrap_or_default() {
                *left.entry(r).or_default() += 1;
            }
            for r in &tb.rows {
                match left.get_mut(r) {
                    Some(n) if *n > 0 => *n -= 1,
                    _ if out.len() < MAX_REMOVED => out.push(Removed {
                        table: Some(name.clone()),
                        fields: tb.columns.iter().cloned().zip(r.iter().map(|v| sql_literal(v))).collect(),
                    }),
                    _ => {}
                }
            }
        }
        return Some(Gone { tables: names.into_iter().cloned().collect(), records: out });
    }
    let ext = name.extension()?.to_str()?.to_ascii_lowercase();
    let (b, a) = (super::text_lines(before)?, super::text_lines(after)?);
    let gone = |skip: usize| -> Vec<&Vec<u8>> {
        let mut left: HashMap<&Vec<u8>, usize> = HashMap::new();
        for l in a.iter().skip(skip) {
            *left.entry(l).or_default() += 1;
        }
        b.iter()
            .skip(skip)
            .filter(|l| match left.get_mut(*l) {
                Some(n) if *n > 0 => {
                    *n -= 1;
                    false
                }
                _ => true,
            })
            .take(MAX_REMOVED)
            .collect()
    };
    let records = match ext.as_str() {
        "jsonl" | "ndjson" => Some(
            gone(0)
                .into_iter()
                .filter_map(|l| serde_json::from_slice::<serde_json::Value>(l).ok())
                .filter_map(|v| match v {
                    serde_json::Value::Object(o) => Some(Removed {
                        table: None,
                        fields: o
                            .into_iter()
                            .map(|(k, v)| {
                                let f = match v {
                                    serde_json::Value::Number(n) => {
                                        n.as_f64().map_or(Field::Other, Field::Number)
                                    }
                                    serde_json::Value::String(s) => Field::Text(s),
                                    _ => Field::Other,
                                };
                                (k.to_ascii_lowercase(), f)
                            })
                            .collect(),
                    }),
                    _ => None,
                })
                .collect(),
        ),
        e => {
            let sep = super::values::separator(e)?;
            let header = super::values::header(b.first()?, sep)?;
            if a.first().and_then(|h| super::values::header(h, sep)).is_some_and(|h| h != header) {
                return None;
            }
            Some(
                gone(1)
                    .into_iter()
                    .map(|l| Removed {
                        table: None,
                        fields: header
                            .iter()
                            .cloned()
                            .zip(super::values::fields(l, sep).into_iter().map(Field::Text))
                            .collect(),
                    })
                    .collect(),
            )
        }
    }?;
    Some(Gone { tables: Vec::new(), records })
}

/// A value as SQLite's `quote()` writes it: a number, a string in single quotes, or something
/// else (NULL, a blob).
fn sql_literal(v: &str) -> Field {
    if let Some(s) = v.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')) {
        Field::Text(s.replace("''", "'"))
    } else {
        v.parse::<f64>().map_or(Field::Other, Field::Number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_dates_and_epoch_numbers_in_time_fields_read_as_instants() {
        assert_eq!(iso_instant("2024-01-01"), Some(1_704_067_200));
        assert_eq!(iso_instant("2024-01-01 01:00"), Some(1_704_070_800));
        assert_eq!(iso_instant("2024-01-01T02:00:00+01:00"), Some(1_704_070_800));
        assert_eq!(iso_instant("2024-01-01T01:00:00.250Z"), Some(1_704_070_800));
        assert_eq!(iso_instant("2024-13-01"), None);
        assert_eq!(iso_instant("v2024-01-01"), None);
        assert_eq!(civil_date(1_704_067_200), "2024-01-01");
        assert_eq!(civil_date(days_from_civil(2026, 2, 28) * 86_400 + 86_399), "2026-02-28");
        let r = Removed {
            table: None,
            fields: vec![
                ("id".into(), Field::Number(1_704_067_200.0)),
                ("ts".into(), Field::Number(1_704_067_200.0)),
                ("created_ms".into(), Field::Number(1_704_067_200_000.0)),
                ("expires_at".into(), Field::Text("2024-01-01 00:00:00".into())),
            ],
        };
        // An id is no time, even one in the epoch's range.
        assert_eq!(
            r.dates(),
            [("ts", 1_704_067_200), ("created_ms", 1_704_067_200), ("expires_at", 1_704_067_200)]
        );
        assert_eq!(r.expiries(), [1_704_067_200]);
    }

    #[test]
    fn removed_rows_are_read_per_table_and_removed_lines_per_header() {
        let d = tempfile::tempdir().unwrap();
        let db = |name: &str, sql: &str| {
            let p = d.path().join(name);
            rusqlite::Connection::open(&p).unwrap().execute_batch(sql).unwrap();
            p
        };
        let schema =
            "CREATE TABLE h(id INTEGER PRIMARY KEY, ts INTEGER, cmd TEXT); CREATE TABLE b(name TEXT);";
        let before = db(
            "b.db",
            &format!(
                "{schema} INSERT INTO h VALUES (1, 1600000000, 'ls'), (2, 1710000000, 'it''s'); INSERT INTO b VALUES ('x');"
            ),
        );
        let after = db("a.db", &format!("{schema} INSERT INTO h VALUES (1, 1600000000, 'ls');"));
        let all = removed(&before, &before, &after).unwrap();
        assert_eq!(all.tables, ["b", "h"]);
        let gone = all.records;
        assert_eq!(gone.len(), 2);
        assert_eq!(gone[0].table.as_deref(), Some("b"));
        assert_eq!(gone[1].table.as_deref(), Some("h"));
        assert_eq!(gone[1].fields[2], ("cmd".to_string(), Field::Text("it's".into())));
        assert_eq!(gone[1].dates(), [("ts", 1_710_000_000)]);

        let csv_b = d.path().join("v.csv");
        let csv_a = d.path().join("w.csv");
        std::fs::write(&csv_b, "day,n\n2023-05-01,3\n2024-02-01,5\n2024-02-01,5\n").unwrap();
        std::fs::write(&csv_a, "day,n\n2024-02-01,5\n").unwrap();
        let gone = removed(&csv_b, &csv_b, &csv_a).unwrap().records;
        assert_eq!(gone.len(), 2, "one of the two equal lines stays");
        assert_eq!(gone[1].dates(), [("day", 1_706_745_600)]);
    }
}
