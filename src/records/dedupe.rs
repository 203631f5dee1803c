//! "Remove the duplicates" covers a removed record only if an equal one stays: equal as a
//! whole, or on the fields the request compares by ("duplicates by email"), under the
//! normalization it states ("ignoring case"). Rows of SQLite tables are compared without their
//! integer primary key (two copies of a row differ in nothing else), lines of CSV and
//! JSON-lines files as they are, or on the named fields.

use std::collections::HashMap;
use std::path::Path;

/// How records are compared: on the fields of these words that a record has (lower case; none:
/// all of its fields but a row id), folded to lower case with white space squeezed, and with
/// typing mistakes forgiven, as the request says.
#[derive(Debug, Default, Clone)]
pub struct Equality {
    pub fields: Vec<String>,
    /// Case and spacing ignored; an address at a provider that ignores dots and `+tags` in
    /// its names (`Ana.Silva+news@gmail.com` is `anasilva@gmail.com`'s mailbox) read as it
    /// delivers.
    pub fold: bool,
    /// The request speaks of typos: keys one or two edits apart (letters swapped, one missing
    /// or doubled) are equal, for keys of eight characters or more.
    pub typos: Typos,
}

/// Where the request says typing mistakes are.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum Typos {
    /// It says none: keys are equal as they are (after folding).
    #[default]
    None,
    /// In the domains of addresses ("typo'd domains"): the names before `@` must be equal.
    Domains,
    /// Anywhere in the key.
    Anywhere,
}

impl Equality {
    /// Whether a field is one of the request's words, spelt with or without `-`, `_` and
    /// spaces, singular or plural ("e-mail" names `email`, "phone numbers" names
    /// `phone_number`).
    fn names_field(&self, field: &str) -> bool {
        let fold = |w: &str| {
            let w: String =
                w.chars().filter(|c| !matches!(c, '-' | '_' | ' ')).collect::<String>().to_lowercase();
            w.strip_suffix('s').filter(|s| s.len() >= 3).map(str::to_string).unwrap_or(w)
        };
        let want = fold(field);
        !want.is_empty()
            && (self.fields.iter().any(|w| fold(w) == want)
                || self.fields.windows(2).any(|p| fold(&format!("{}{}", p[0], p[1])) == want))
    }

    fn norm(&self, v: &str) -> String {
        if self.fold {
            let squeezed = v.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
            squeezed.split('\u{1f}').map(mailbox).collect::<Vec<_>>().join("\u{1f}")
        } else {
            v.to_string()
        }
    }

    /// Whether `removed` (a key no record left has as is) is within a typing mistake of one
    /// that is kept.
    fn near(&self, removed: &str, kept: &[&String]) -> bool {
        let close = |a: &str, b: &str| {
            let d = strsim::osa_distance(a, b);
            d > 0 && d <= 2 && a.chars().count() >= 8 && b.chars().count() >= 8
        };
        match self.typos {
            Typos::None => false,
            Typos::Anywhere => kept.iter().any(|k| close(removed, k)),
            Typos::Domains => {
                let Some((name, domain)) = removed.rsplit_once('@') else { return false };
                kept.iter().any(|k| {
                    k.rsplit_once('@').is_some_and(|(n, d)| {
                        n == name
                            && (close(domain, d) || domain.len() < 8 && strsim::osa_distance(domain, d) == 1)
                    })
                })
            }
        }
    }
}

/// An e-mail address as the mailbox it reaches: for providers that ignore dots and `+tags`
/// in the name (Gmail's own domains), without them. Anything else as it is.
fn mailbox(v: &str) -> String {
    let t = v.trim().trim_matches(['\'', '"']);
    let Some((local, domain)) = t.rsplit_once('@') else { return v.to_string() };
    if !matches!(domain, "gmail.com" | "googlemail.com") || local.is_empty() || local.contains([' ', ',']) {
        return v.to_string();
    }
    let name = local.split('+').next().unwrap_or(local).replace('.', "");
    format!("{name}@gmail.com")
}

/// Removed records whose key no kept key is near are looked up at most this many times.
const MAX_NEAR: usize = 2_000;

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
    Some(count(&b, &a, &bk, &ak, eq))
}

/// Records removed (by whole content) whose key no record left has (or, forgiving typos, one
/// near it).
fn count<T: std::hash::Hash + Eq>(b: &[T], a: &[T], bk: &[String], ak: &[String], eq: &Equality) -> u64 {
    let mut left: HashMap<&T, usize> = HashMap::new();
    for r in a {
        *left.entry(r).or_default() += 1;
    }
    let kept: std::collections::HashSet<&String> = ak.iter().collect();
    let kept_list: Vec<&String> = if eq.typos != Typos::None && ak.len() <= 20_000 {
        kept.iter().copied().collect()
    } else {
        Vec::new()
    };
    let mut looked = 0;
    let mut n = 0;
    for (r, k) in b.iter().zip(bk) {
        match left.get_mut(r) {
            Some(c) if *c > 0 => *c -= 1,
            _ if kept.contains(k) => {}
            _ if looked < MAX_NEAR && {
                looked += 1;
                eq.near(k, &kept_list)
            } => {}
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
    let named = fields.iter().any(|(k, _)| eq.names_field(k));
    fields.retain(|(k, _)| if named { eq.names_field(k) } else { k != "id" });
    fields.sort();
    eq.norm(&format!("{fields:?}"))
}

fn csv_keys(lines: &[Vec<u8>], sep: u8, eq: &Equality) -> Vec<String> {
    let header = lines.first().and_then(|h| super::values::header(h, sep));
    let pick: Option<Vec<usize>> = header.as_ref().map(|names| {
        let named = names.iter().any(|n| eq.names_field(n));
        names
            .iter()
            .enumerate()
            .filter(|(_, n)| if named { eq.names_field(n) } else { n.as_str() != "id" })
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
        let named = bc.iter().any(|(n, _, _)| eq.names_field(&n.to_ascii_lowercase()));
        let compared: Vec<&String> = bc
            .iter()
            .filter(|(n, ty, pk)| {
                let n = n.to_ascii_lowercase();
                let row_id = *pk > 0 && ty.eq_ignore_ascii_case("integer");
                if named { eq.names_field(&n) } else { !row_id }
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
        total += if same_columns { count(&bw, &aw, &bk, &ak, eq) } else { count(&bk, &ak, &bk, &ak, eq) };
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_normalization_the_request_states_is_the_one_used_and_no_other() {
        let t = tempfile::tempdir().unwrap();
        let w = |n: &str, s: &str| {
            let p = t.path().join(n);
            std::fs::write(&p, s).unwrap();
            p
        };
        let before = w(
            "b.csv",
            "email,name\nana.silva@gmail.com,Ana\n Ana.Silva@GMAIL.com ,Ana\nanasilva+news@gmail.com,Ana\n\
             chen.wei@hotmial.com,Chen\nchen.wei@hotmail.com,Chen\nli.wei@acme.example.com,Li\nliwei@acme.example.com,Liwei\n",
        );
        let after = w(
            "a.csv",
            "email,name\nana.silva@gmail.com,Ana\nchen.wei@hotmail.com,Chen\nli.wei@acme.example.com,Li\n",
        );
        let by_email = |fold, typos| Equality { fields: vec!["email".into()], fold, typos };
        use Typos::{Anywhere, Domains, None as Exact};
        // Case, spacing, a mailbox's dots and +tag, a typo'd domain: all asked, nothing lost
        // but Liwei, whose address differs at a company that reads dots.
        assert_eq!(unduplicated(&before, &after, &by_email(true, Domains)), Some(1));
        // Typos asked anywhere: Liwei's address is one letter from Li's, so it passes too.
        assert_eq!(unduplicated(&before, &after, &by_email(true, Anywhere)), Some(0));
        // Typos not asked: the hotmial row has no equal left either.
        assert_eq!(unduplicated(&before, &after, &by_email(true, Exact)), Some(2));
        // Nothing asked: exact addresses only.
        assert_eq!(unduplicated(&before, &after, &by_email(false, Exact)), Some(4));
    }

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
        let by_email =
            Equality { fields: vec!["remove".into(), "email".into()], fold: true, typos: Typos::None };
        assert_eq!(unduplicated(&b, &w("e.csv", "email,name\nAnn@Example.com,Ann\n"), &by_email), Some(0));
        assert_eq!(unduplicated(&b, &w("e2.csv", "email,name\nAnn@Example.com,Ann\n"), &all), Some(1));
        // "by e-mail" names the `email` field, "phone numbers" the `phone_number` one.
        let spelt = |words: &[&str]| Equality {
            fields: words.iter().map(|w| w.to_string()).collect(),
            fold: true,
            typos: Typos::None,
        };
        assert_eq!(
            unduplicated(&b, &w("e3.csv", "email,name\nAnn@Example.com,Ann\n"), &spelt(&["e-mail"])),
            Some(0)
        );
        let p = w("p.csv", "phone_number,name\n555-0100,Ann\n555-0100,Annie\n");
        let kept = w("p2.csv", "phone_number,name\n555-0100,Ann\n");
        assert_eq!(unduplicated(&p, &kept, &spelt(&["phone", "numbers"])), Some(0));
        // A word that names no field compares whole records.
        assert_eq!(unduplicated(&p, &kept, &spelt(&["mail"])), Some(1));
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
