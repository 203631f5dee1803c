//! "Remove the duplicates" covers a removed record only if an equal one stays: equal as a
//! whole, or on the fields the request compares by ("duplicates by email"), under the
//! normalization it states ("ignoring case"). Rows of SQLite tables are compared without their
//! integer primary key (two copies of a row differ in nothing else), lines of CSV and
//! JSON-lines files as they are, or on the named fields.

use std::collections::HashMap;
use std::path::Path;

/// How records are compared: on the fields of these words that a record has (lower case; none:
/// all of its fields but a row id), and folded to lower case with white space squeezed.
#[derive(Debug, Default, Clone)]
pub struct Equality {
    pub fields: Vec<String>,
    pub fold: bool,
}

impl Equality {
    fn norm(&self, v: &str) -> String {
        if self.fold {
            v.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
        } else {
            v.to_string()
        }
    }
}

/// Rows per table at most; a bigger table is not judged.
const MAX_ROWS: i64 = 200_000;

/// How many of the records `after` no longer has that no record left in it equals; `None`
/// when the file is no data file this reads.
pub fn unduplicated(before: &Path, after: &Path, eq: &Equality) -> Option<u64> {
    if super::is_sqlite(before) {
        return super::is_sqlite(after).then(|| sqlite(before, after, eq)).flatten();
    }
    let ext = before.extension()?.to_str()?.to_ascii_lowercase();
    let (b, a) = (super::text_lines(before)?, super::text_lines(after)?);
    let keys = |lines: &[Vec<u8>]| -> Vec<String> {
        match ext.as_str() {
            "jsonl" | "ndjson" => lines.iter().map(|l| json_key(l, eq)).collect(),
            e => match super::values::separator(e) {
                Some(sep) => csv_keys(lines, sep, eq),
                None => lines.iter().map(|l| eq.norm(&String::from_utf8_lossy(l))).collect(),
            },
        }
    };
    let (bk, ak) = (keys(&b), keys(&a));
    Some(count(&b, &a, &bk, &ak))
}

/// Records removed (by whole content) whose key no record left has.
fn count<T: std::hash::Hash + Eq>(b: &[T], a: &[T], bk: &[String], ak: &[String]) -> u64 {
    let mut left: HashMap<&T, usize> = HashMap::new();
    for r in a {
        *left.entry(r).or_default() += 1;
    }
    let kept: std::collections::HashSet<&String> = ak.iter().collect();
    let mut n = 0;
    for (r, k) in b.iter().zip(bk) {
        match left.get_mut(r) {
            Some(c) if *c > 0 => *c -= 1,
            _ if kept.contains(k) => {}
            _ => n += 1,
        }
    }
    n
}

fn json_key(line: &[u8], eq: &Equality) -> String {
    let text = String::from_utf8_lossy(line);
    let Ok(serde_json::Value::Object(o)) = serde_json::from_str::<serde_json::Value>(&text) else {
        return eq.norm(&text);
    };
    let mut fields: Vec<(String, String)> = o
        .iter()
        .map(|(k, v)| {
            (k.to_ascii_lowercase(), v.as_str().map(str::to_string).unwrap_or_else(|| v.to_string()))
        })
        .collect();
    let named = fields.iter().any(|(k, _)| eq.fields.contains(k));
    fields.retain(|(k, _)| if named { eq.fields.contains(k) } else { k != "id" });
    fields.sort();
    eq.norm(&format!("{fields:?}"))
}

fn csv_keys(lines: &[Vec<u8>], sep: u8, eq: &Equality) -> Vec<String> {
    let header = lines.first().and_then(|h| super::values::header(h, sep));
    let pick: Option<Vec<usize>> = header.as_ref().map(|names| {
        let named = names.iter().any(|n| eq.fields.contains(n));
        names
            .iter()
            .enumerate()
            .filter(|(_, n)| if named { eq.fields.contains(n) } else { n.as_str() != "id" })
            .map(|(i, _)| i)
            .collect()
    });
    lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let f = super::values::fields(l, sep);
            match (&pick, i) {
                (Some(_), 0) => format!("\u{0}header{}", eq.norm(&f.join(","))),
                (Some(p), _) => eq.norm(
                    &p.iter()
                        .map(|j| f.get(*j).map(String::as_str).unwrap_or(""))
                        .collect::<Vec<_>>()
                        .join("\u{1f}"),
                ),
                (None, _) => eq.norm(&String::from_utf8_lossy(l)),
            }
        })
        .collect()
}

fn sqlite(before: &Path, after: &Path, eq: &Equality) -> Option<u64> {
    let (b, _bc) = super::open_as_read(before)?;
    let (a, _ac) = super::open_as_read(after)?;
    let mut st = b
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' LIMIT 100")
        .ok()?;
    let tables: Vec<String> = st.query_map([], |r| r.get(0)).ok()?.flatten().collect();
    drop(st);
    let q = |n: &str| format!("\"{}\"", n.replace('"', "\"\""));
    let mut total = 0;
    for t in tables {
        // (name, declared type, primary key position) of each column.
        let cols = |c: &rusqlite::Connection| -> Option<Vec<(String, String, i64)>> {
            let mut st = c.prepare(&format!("PRAGMA table_info({})", q(&t))).ok()?;
            let v = st
                .query_map([], |r| Ok((r.get::<_, String>(1)?, r.get::<_, String>(2)?, r.get::<_, i64>(5)?)))
                .ok()?;
            Some(v.flatten().collect())
        };
        let (Some(bc), Some(ac)) = (cols(&b), cols(&a)) else { continue };
        if ac.is_empty() {
            continue;
        }
        let named = bc.iter().any(|(n, _, _)| eq.fields.contains(&n.to_ascii_lowercase()));
        let compared: Vec<&String> = bc
            .iter()
            .filter(|(n, ty, pk)| {
                let n = n.to_ascii_lowercase();
                let row_id = *pk > 0 && ty.eq_ignore_ascii_case("integer");
                if named { eq.fields.contains(&n) } else { !row_id }
            })
            .map(|(n, _, _)| n)
            .collect();
        if compared.is_empty()
            || !compared.iter().all(|c| ac.iter().any(|(n, _, _)| n.eq_ignore_ascii_case(c)))
        {
            continue;
        }
        let all: Vec<String> = bc.iter().map(|(n, _, _)| q(n)).collect();
        let rows = |c: &rusqlite::Connection, names: &[String]| -> Option<Vec<String>> {
            let n: i64 = c.query_row(&format!("SELECT COUNT(*) FROM {}", q(&t)), [], |r| r.get(0)).ok()?;
            if n > MAX_ROWS {
                return None;
            }
            let sel: Vec<String> = names.iter().map(|c| format!("quote({c})")).collect();
            let mut st =
                c.prepare(&format!("SELECT {} FROM {}", sel.join(" || char(31) || "), q(&t))).ok()?;
            let v = st.query_map([], |r| r.get::<_, String>(0)).ok()?;
            Some(v.flatten().collect())
        };
        let keys: Vec<String> = compared.iter().map(|c| q(c)).collect();
        let (Some(bw), Some(aw)) = (rows(&b, &all), rows(&a, &all)) else { continue };
        let (Some(bk), Some(ak)) = (rows(&b, &keys), rows(&a, &keys)) else { continue };
        let bk: Vec<String> = bk.iter().map(|k| eq.norm(k)).collect();
        let ak: Vec<String> = ak.iter().map(|k| eq.norm(k)).collect();
        // A table whose columns changed is compared on its keys alone.
        let same_columns = bc.len() == ac.len();
        total += if same_columns { count(&bw, &aw, &bk, &ak) } else { count(&bk, &ak, &bk, &ak) };
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_removed_record_must_leave_an_equal_one() {
        let t = tempfile::tempdir().unwrap();
        let w = |n: &str, s: &str| {
            let p = t.path().join(n);
            std::fs::write(&p, s).unwrap();
            p
        };
        let all = Equality::default();
        let b =
            w("b.csv", "id,email,name\n1,ann@example.com,Ann\n2,ann@example.com,Ann\n3,bo@example.com,Bo\n");
        // The second Ann goes: her twin stays (the ids differ, nothing else).
        assert_eq!(
            unduplicated(
                &b,
                &w("a.csv", "id,email,name\n1,ann@example.com,Ann\n3,bo@example.com,Bo\n"),
                &all
            ),
            Some(0)
        );
        // Bo goes too: nobody equal to him stays.
        assert_eq!(unduplicated(&b, &w("c.csv", "id,email,name\n1,ann@example.com,Ann\n"), &all), Some(1));
        // Compared by email, ignoring case, as the request says.
        let b = w("d.csv", "email,name\nAnn@Example.com,Ann\nann@example.com,Annie\n");
        let by_email = Equality { fields: vec!["remove".into(), "email".into()], fold: true };
        assert_eq!(unduplicated(&b, &w("e.csv", "email,name\nAnn@Example.com,Ann\n"), &by_email), Some(0));
        assert_eq!(unduplicated(&b, &w("e2.csv", "email,name\nAnn@Example.com,Ann\n"), &all), Some(1));
        let b =
            w("b.jsonl", "{\"id\":1,\"sku\":\"A\"}\n{\"id\":2,\"sku\":\"A\"}\n{\"id\":3,\"sku\":\"B\"}\n");
        assert_eq!(
            unduplicated(&b, &w("a.jsonl", "{\"id\":1,\"sku\":\"A\"}\n{\"id\":3,\"sku\":\"B\"}\n"), &all),
            Some(0)
        );
        assert_eq!(unduplicated(&b, &w("c.jsonl", "{\"id\":1,\"sku\":\"A\"}\n"), &all), Some(1));
    }

    #[test]
    fn sqlite_rows_are_compared_without_their_row_id() {
        let t = tempfile::tempdir().unwrap();
        let make = |n: &str, sql: &str| {
            let p = t.path().join(n);
            let c = rusqlite::Connection::open(&p).unwrap();
            c.execute_batch("CREATE TABLE c(id INTEGER PRIMARY KEY, email TEXT, name TEXT);
                INSERT INTO c(email, name) VALUES ('a@example.com','A'),('a@example.com','A'),('b@example.com','B');").unwrap();
            c.execute_batch(sql).unwrap();
            p
        };
        let b = make("b.db", "");
        let all = Equality::default();
        assert_eq!(unduplicated(&b, &make("a.db", "DELETE FROM c WHERE id = 2"), &all), Some(0));
        assert_eq!(unduplicated(&b, &make("x.db", "DELETE FROM c WHERE id IN (2, 3)"), &all), Some(1));
    }
}
