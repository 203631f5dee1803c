//! Records in data files: rows of SQLite tables, lines of CSV and JSON-lines files. A command
//! that drops customers from a database or lines from a CSV while migrating or importing shows
//! as "records 5 -> 4 (1 removed)", which an edit-level diff of a binary file cannot show.

use foresee_report::Records;
use rusqlite::{Connection, OpenFlags};
use std::collections::HashMap;
use std::path::Path;

const TEXT_DATA: &[&str] = &["csv", "tsv", "jsonl", "ndjson", "psv"];
const MAX_TEXT: u64 = 32 << 20;

/// Rows per table, read without writing anything next to the file (`immutable=1`: no journal,
/// no locks, no -wal file on the host).
fn sqlite_rows(path: &Path) -> Option<HashMap<String, u64>> {
    let uri = format!("file:{}?immutable=1", path.to_string_lossy().replace('?', "%3f").replace('#', "%23"));
    let conn = Connection::open_with_flags(
        &uri,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .ok()?;
    let mut st = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' LIMIT 200")
        .ok()?;
    let tables: Vec<String> = st.query_map([], |r| r.get(0)).ok()?.flatten().collect();
    let mut m = HashMap::new();
    for t in tables {
        let q = format!("SELECT COUNT(*) FROM \"{}\"", t.replace('"', "\"\""));
        if let Ok(n) = conn.query_row(&q, [], |r| r.get::<_, i64>(0)) {
            m.insert(t, n as u64);
        }
    }
    Some(m)
}

fn is_sqlite(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 16];
    std::fs::File::open(path).and_then(|mut f| f.read_exact(&mut head)).is_ok()
        && &head == b"SQLite format 3\0"
}

fn text_lines(path: &Path) -> Option<Vec<Vec<u8>>> {
    if std::fs::metadata(path).ok()?.len() > MAX_TEXT {
        return None;
    }
    let d = std::fs::read(path).ok()?;
    Some(
        d.split(|c| *c == b'\n')
            .filter(|l| !l.is_empty())
            .map(|l| l.strip_suffix(b"\r").unwrap_or(l).to_vec())
            .collect(),
    )
}

/// Records in a data file (a deleted one: all of them are gone).
pub fn count(path: &Path) -> Option<u64> {
    if is_sqlite(path) {
        return sqlite_rows(path).map(|m| m.values().sum());
    }
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    if !TEXT_DATA.contains(&ext.as_str()) {
        return None;
    }
    text_lines(path).map(|l| l.len() as u64)
}

/// Records before and after for a modified data file, if it is one.
pub fn compare(before: &Path, after: &Path) -> Option<Records> {
    if is_sqlite(before) && is_sqlite(after) {
        let b = sqlite_rows(before)?;
        let a = sqlite_rows(after)?;
        let removed: u64 = b.iter().map(|(t, n)| n.saturating_sub(*a.get(t).unwrap_or(&0))).sum();
        return Some(Records { before: b.values().sum(), after: a.values().sum(), removed });
    }
    let ext = before.extension()?.to_str()?.to_ascii_lowercase();
    if !TEXT_DATA.contains(&ext.as_str()) {
        return None;
    }
    let b = text_lines(before)?;
    let a = text_lines(after)?;
    // A record is gone when the new file no longer holds it, counting duplicates.
    let mut have: HashMap<&[u8], usize> = HashMap::new();
    for l in &a {
        *have.entry(l.as_slice()).or_default() += 1;
    }
    let mut removed = 0u64;
    for l in &b {
        match have.get_mut(l.as_slice()) {
            Some(n) if *n > 0 => *n -= 1,
            _ => removed += 1,
        }
    }
    Some(Records { before: b.len() as u64, after: a.len() as u64, removed })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_removed_rows_and_lines() {
        let t = tempfile::tempdir().unwrap();
        let (b, a) = (t.path().join("b.db"), t.path().join("a.db"));
        for (p, rows) in [(&b, 5), (&a, 4)] {
            let c = Connection::open(p).unwrap();
            c.execute_batch("CREATE TABLE customers(name TEXT)").unwrap();
            for i in 0..rows {
                c.execute("INSERT INTO customers VALUES (?1)", [format!("c{i}")]).unwrap();
            }
        }
        assert_eq!(compare(&b, &a), Some(Records { before: 5, after: 4, removed: 1 }));
        let (cb, ca) = (t.path().join("x.csv"), t.path().join("y.csv"));
        std::fs::write(&cb, "id,name\n1,ann\n2,bob\n3,cy\n").unwrap();
        std::fs::write(&ca, "id,name\n1,ann\n3,cy\n4,dee\n5,eve\n").unwrap();
        assert_eq!(
            compare(&cb, &ca.with_extension("csv")),
            Some(Records { before: 4, after: 5, removed: 1 })
        );
    }
}
