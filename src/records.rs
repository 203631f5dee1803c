//! Records in data files: rows of SQLite tables, lines of CSV and JSON-lines files. A command
//! that drops customers from a database or lines from a CSV while migrating or importing shows
//! as "records 5 -> 4 (1 removed)", which an edit-level diff of a binary file cannot show.

pub mod dated;
pub mod dedupe;
pub mod rows;
mod values;

pub use values::lost as values_lost;

use foresee_report::Records;
use rusqlite::{Connection, OpenFlags};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const TEXT_DATA: &[&str] = &["csv", "tsv", "jsonl", "ndjson", "psv"];
const MAX_TEXT: u64 = 32 << 20;
/// Time to count the rows of one database (each side of a comparison has its own): `COUNT(*)`
/// reads every page of a table's smallest b-tree, so a database of many gigabytes is counted
/// in part, and says so.
const SQLITE_BUDGET: Duration = Duration::from_secs(3);
/// Tables counted per database at most (by name, so both sides count the same ones).
const MAX_TABLES: usize = 1000;
/// A database with a write-ahead log or a rollback journal beside it is counted on a private
/// copy that SQLite recovers (its last transactions are in the log); up to this size in all.
const MAX_COPY: u64 = 256 << 20;

/// Rows per table, keyed by name folded to ASCII lower case as SQLite compares table names (a
/// rebuilt table may come back as `Users` where it was `users`); `None`: not counted in time.
type Tables = BTreeMap<String, Option<u64>>;

/// The non-empty `-wal` and `-journal` files beside a database.
fn sidecars(db: &Path) -> Vec<(PathBuf, &'static str)> {
    ["-wal", "-journal"]
        .into_iter()
        .filter_map(|suffix| {
            let mut p = db.as_os_str().to_owned();
            p.push(suffix);
            let p = PathBuf::from(p);
            let m = std::fs::symlink_metadata(&p).ok()?;
            (m.file_type().is_file() && m.len() > 0).then_some((p, suffix))
        })
        .collect()
}

/// A database opened read-only without writing anything next to it (`immutable=1`: no
/// journal, no locks, no -wal file on the host).
fn open_immutable(path: &Path) -> Option<Connection> {
    let uri = format!("file:{}?immutable=1", path.to_string_lossy().replace('?', "%3f").replace('#', "%23"));
    Connection::open_with_flags(
        &uri,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .ok()
}

/// Rows per table. Read without writing anything next to the file (`immutable=1`: no journal,
/// no locks, no -wal file on the host); a database whose log or journal holds transactions is
/// copied (bounded) and counted as SQLite would see it on its next open.
fn sqlite_rows(path: &Path) -> Option<Tables> {
    let (conn, _copy) = open_as_read(path)?;
    count_tables(&conn, SQLITE_BUDGET)
}

/// A database opened as SQLite would read it on its next open, writing nothing beside it; the
/// folder of the private copy made when a log or journal holds transactions goes with it.
fn open_as_read(path: &Path) -> Option<(Connection, Option<tempfile::TempDir>)> {
    let side = sidecars(path);
    let mut copy = None;
    let conn = if side.is_empty() {
        open_immutable(path)?
    } else {
        let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(u64::MAX);
        let total = side.iter().fold(size(path), |t, (p, _)| t.saturating_add(size(p)));
        if total > MAX_COPY {
            return None;
        }
        let dir = tempfile::Builder::new().prefix("foresee-records-").tempdir().ok()?;
        let db = dir.path().join("db");
        std::fs::copy(path, &db).ok()?;
        for (p, suffix) in &side {
            std::fs::copy(p, dir.path().join(format!("db{suffix}"))).ok()?;
        }
        copy = Some(dir);
        Connection::open_with_flags(&db, OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX)
            .ok()?
    };
    Some((conn, copy))
}

fn count_tables(conn: &Connection, budget: Duration) -> Option<Tables> {
    let mut st = conn
        .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' \
             ORDER BY lower(name) LIMIT ?1",
        )
        .ok()?;
    let tables: Vec<String> = st.query_map([MAX_TABLES as i64], |r| r.get(0)).ok()?.flatten().collect();
    drop(st);
    // A watchdog interrupts a count still running at the deadline.
    let deadline = Instant::now() + budget;
    let handle = conn.get_interrupt_handle();
    let (stop, stopped) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if stopped.recv_timeout(budget) == Err(std::sync::mpsc::RecvTimeoutError::Timeout) {
            handle.interrupt();
        }
    });
    let mut m = Tables::new();
    for t in tables {
        let n = if Instant::now() < deadline {
            let q = format!("SELECT COUNT(*) FROM \"{}\"", t.replace('"', "\"\""));
            conn.query_row(&q, [], |r| r.get::<_, i64>(0)).ok().map(|n| n.max(0) as u64)
        } else {
            None
        };
        m.insert(t.to_ascii_lowercase(), n);
    }
    drop(stop);
    let _ = watchdog.join();
    Some(m)
}

/// Rows lost table by table: a table that vanished lost all of its rows, one dropped and
/// recreated under the same name is compared by its count, whatever its schema or page.
fn compare_tables(before: &Tables, after: &Tables) -> Records {
    let mut r = Records { before: 0, after: 0, removed: 0, uncounted: 0 };
    for (t, b) in before {
        match (b, after.get(t)) {
            (Some(b), None) => {
                r.before += b;
                r.removed += b;
            }
            (Some(b), Some(Some(a))) => {
                r.before += b;
                r.after += a;
                r.removed += b.saturating_sub(*a);
            }
            _ => r.uncounted += 1,
        }
    }
    for (t, a) in after {
        match (before.contains_key(t), a) {
            (true, _) => {}
            (false, Some(a)) => r.after += a,
            (false, None) => r.uncounted += 1,
        }
    }
    r
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

/// The records of a JSON file: the objects of its top-level array, or of the array of objects
/// its top-level object keeps under a key (`{"contacts": [...]}`, the longest such array).
fn json_array(path: &Path) -> Option<(Option<String>, usize)> {
    if std::fs::metadata(path).ok()?.len() > MAX_TEXT {
        return None;
    }
    // Records are objects: a list of names (`"keywords"`, `"include"`) is configuration.
    let records = |a: &Vec<serde_json::Value>| a.len() >= 2 && a.iter().all(|v| v.is_object());
    match serde_json::from_slice::<serde_json::Value>(&std::fs::read(path).ok()?).ok()? {
        serde_json::Value::Array(a) if records(&a) => Some((None, a.len())),
        serde_json::Value::Object(o) => o
            .iter()
            .filter_map(|(k, v)| v.as_array().filter(|a| records(a)).map(|a| (Some(k.clone()), a.len())))
            .max_by_key(|(_, n)| *n),
        _ => None,
    }
}

/// Records of a modified JSON file, by count: a normaliser rewrites every record, so which
/// ones went cannot be told by content, but fewer of them is records gone. A file that is no
/// longer JSON has lost them all.
fn json_records(before: &Path, after: &Path) -> Option<Records> {
    let (key, b) = json_array(before)?;
    if std::fs::metadata(after).ok()?.len() > MAX_TEXT {
        return None;
    }
    let parsed = std::fs::read(after).ok().and_then(|d| serde_json::from_slice::<serde_json::Value>(&d).ok());
    let a = match (&parsed, &key) {
        // Emptied, or no longer JSON: nothing of it is left.
        (None, _) => 0,
        (Some(v), None) => v.as_array()?.len(),
        (Some(v), Some(k)) => v.get(k)?.as_array()?.len(),
    };
    let (b, a) = (b as u64, a as u64);
    Some(Records { before: b, after: a, removed: b.saturating_sub(a), uncounted: 0 })
}

/// Accounts with administrator rights in a database's account tables (`users`, `accounts`,
/// `admins`, `role_members`, ...): a role column saying admin, superuser, owner, root, dba or
/// wheel, or an `is_admin` /
/// `is_superuser` flag set. Each by its e-mail, user name or row id (at most 1000 rows a table).
/// Tables of accounts, by a word of their name.
const ACCOUNT_TABLES: &[&str] = &["user", "account", "admin", "member", "staff", "login"];
/// Columns that hold an account's role.
const ROLE_COLUMNS: &[&str] =
    &["role", "roles", "user_role", "account_type", "type", "level", "group", "user_group"];
/// Columns that flag an administrator.
const FLAG_COLUMNS: &[&str] = &["is_admin", "admin", "is_superuser", "superuser", "is_root", "is_owner"];
/// Columns that say who an account is.
const WHO_COLUMNS: &[&str] = &[
    "email",
    "mail",
    "username",
    "user_name",
    "login",
    "name",
    "handle",
    "member",
    "principal",
    "grantee",
    "account",
    "user",
];
/// Roles with an administrator's rights.
const ADMIN_ROLES: &[&str] = &[
    "admin",
    "admins",
    "administrator",
    "administrators",
    "superuser",
    "superusers",
    "super_admin",
    "superadmin",
    "owner",
    "db_owner",
    "root",
    "sudo",
    "sudoers",
    "wheel",
    "dba",
    "sysadmin",
];

/// Administrators that SQL text inserts into a table of accounts (see [`privileged_accounts`]):
/// `INSERT INTO users (username, email, role) VALUES ('svc', 'svc@x.test', 'ADMIN'), ...`,
/// each as "who in table". Only the `INSERT ... (columns) VALUES (...)` form is read, with any
/// quoting of names and values; what a statement computes is not run.
pub fn sql_privileged(text: &str) -> std::collections::BTreeSet<String> {
    static INSERT: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let insert = INSERT.get_or_init(|| {
        regex::Regex::new(
            r#"(?is)\binsert\s+(?:ignore\s+|or\s+\w+\s+)?into\s+([\w."`\[\]]+)\s*\(([^)]*)\)\s*values\s*"#,
        )
        .expect("pattern compiles")
    });
    let mut out = std::collections::BTreeSet::new();
    for c in insert.captures_iter(text) {
        let table = c[1].trim_matches(|c| matches!(c, '"' | '`' | '[' | ']')).to_string();
        let short = table
            .rsplit('.')
            .next()
            .unwrap_or(&table)
            .trim_matches(|c| matches!(c, '"' | '`' | '[' | ']'))
            .to_ascii_lowercase();
        if !ACCOUNT_TABLES.iter().any(|w| short.contains(w)) {
            continue;
        }
        let cols: Vec<String> = c[2]
            .split(',')
            .map(|x| x.trim().trim_matches(|c| matches!(c, '"' | '`' | '[' | ']')).to_ascii_lowercase())
            .collect();
        let at = |names: &[&str]| names.iter().find_map(|n| cols.iter().position(|c| c == n));
        let (role, flag, who) = (at(ROLE_COLUMNS), at(FLAG_COLUMNS), at(WHO_COLUMNS));
        if role.is_none() && flag.is_none() {
            continue;
        }
        let rest = &text[c.get(0).map_or(0, |m| m.end())..];
        for row in sql_tuples(rest).into_iter().take(1000) {
            let value = |i: Option<usize>| i.and_then(|i| row.get(i)).map(|v| v.to_ascii_lowercase());
            let admin = value(role).is_some_and(|r| ADMIN_ROLES.contains(&r.as_str()))
                || value(flag).is_some_and(|f| matches!(f.as_str(), "1" | "true" | "yes" | "t"));
            if admin {
                let who = who.and_then(|i| row.get(i)).cloned().unwrap_or_else(|| "an account".into());
                out.insert(format!("{who} in {short}"));
            }
        }
    }
    out
}

/// The tuples of a `VALUES` list at the start of `text` (`('a', 'b'), ('c', 'd');`), each as its
/// values, unquoted; up to the statement's end.
fn sql_tuples(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let (mut row, mut value) = (Vec::new(), String::new());
    let (mut depth, mut quote): (usize, Option<char>) = (0, None);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => {
                // A doubled quote is one quote inside the value.
                if chars.peek() == Some(&q) {
                    value.push(q);
                    chars.next();
                } else {
                    quote = None;
                }
            }
            (Some(_), c) => value.push(c),
            (None, '\'' | '"') => quote = Some(c),
            (None, '(') => {
                if depth > 0 {
                    value.push(c);
                }
                depth += 1;
            }
            (None, ')') if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    row.push(std::mem::take(&mut value).trim().to_string());
                    rows.push(std::mem::take(&mut row));
                } else {
                    value.push(c);
                }
            }
            (None, ',') if depth == 1 => row.push(std::mem::take(&mut value).trim().to_string()),
            (None, ';') if depth == 0 => break,
            (None, c) if depth == 0 && !(c.is_whitespace() || c == ',') => break,
            (None, c) if depth > 0 => value.push(c),
            _ => {}
        }
    }
    rows
}

fn privileged_accounts(path: &Path) -> Option<std::collections::BTreeSet<String>> {
    let conn = open_immutable(path)?;
    let mut st = conn.prepare("SELECT name FROM sqlite_master WHERE type = 'table' LIMIT 200").ok()?;
    let tables: Vec<String> = st.query_map([], |r| r.get(0)).ok()?.flatten().collect();
    drop(st);
    let mut out = std::collections::BTreeSet::new();
    for t in tables {
        let lower = t.to_ascii_lowercase();
        if !ACCOUNT_TABLES.iter().any(|w| lower.contains(w)) {
            continue;
        }
        let quoted = format!("\"{}\"", t.replace('"', "\"\""));
        let Ok(mut info) = conn.prepare(&format!("PRAGMA table_info({quoted})")) else { continue };
        let cols: Vec<String> = info.query_map([], |r| r.get::<_, String>(1)).ok()?.flatten().collect();
        drop(info);
        let col =
            |names: &[&str]| cols.iter().find(|c| names.contains(&c.to_ascii_lowercase().as_str())).cloned();
        let role = col(ROLE_COLUMNS);
        let flag = col(FLAG_COLUMNS);
        if role.is_none() && flag.is_none() {
            continue;
        }
        let id = col(WHO_COLUMNS);
        let q = |c: &str| format!("\"{}\"", c.replace('"', "\"\""));
        let who = id.as_deref().map(q).unwrap_or_else(|| "rowid".into());
        let mut conds = Vec::new();
        if let Some(r) = &role {
            conds.push(format!(
                "lower(CAST({} AS TEXT)) IN ({})",
                q(r),
                ADMIN_ROLES.iter().map(|r| format!("'{r}'")).collect::<Vec<_>>().join(",")
            ));
        }
        if let Some(f) = &flag {
            conds.push(format!("lower(CAST({} AS TEXT)) IN ('1','true','yes','t')", q(f)));
        }
        let sql = format!("SELECT CAST({who} AS TEXT) FROM {quoted} WHERE {} LIMIT 1000", conds.join(" OR "));
        let Ok(mut st) = conn.prepare(&sql) else { continue };
        let rows: Vec<Option<String>> = st.query_map([], |r| r.get(0)).ok()?.flatten().collect();
        out.extend(rows.into_iter().flatten().map(|w| format!("{w} in {t}")));
    }
    Some(out)
}

/// Accounts with administrator rights a modified database gained (see [`privileged_accounts`]):
/// each as "who in table".
pub fn new_privileged(before: &Path, after: &Path) -> Vec<String> {
    if !is_sqlite(before) || !is_sqlite(after) {
        return Vec::new();
    }
    match (privileged_accounts(before), privileged_accounts(after)) {
        (Some(b), Some(a)) => a.difference(&b).take(20).cloned().collect(),
        _ => Vec::new(),
    }
}

/// Live credentials per owner in a database's credential tables (`api_keys`, `accounts_apikey`,
/// `tokens`, `credentials`): rows not revoked, disabled or inactive by a column that says so,
/// counted by the owner column (`user_id`, `owner`, `client_id`, ...) or all as one.
fn live_credentials(path: &Path) -> Option<std::collections::BTreeMap<(String, String), u64>> {
    let (conn, _copy) = open_as_read(path)?;
    let mut st = conn.prepare("SELECT name FROM sqlite_master WHERE type = 'table' LIMIT 200").ok()?;
    let tables: Vec<String> = st.query_map([], |r| r.get(0)).ok()?.flatten().collect();
    drop(st);
    let mut out = std::collections::BTreeMap::new();
    for t in tables {
        let lower = t.to_ascii_lowercase().replace(['_', '-'], "");
        if !["apikey", "token", "credential", "accesskey", "secretkey"].iter().any(|w| lower.contains(w))
            && !lower.ends_with("keys")
            && !lower.ends_with("key")
        {
            continue;
        }
        let quoted = format!("\"{}\"", t.replace('"', "\"\""));
        let Ok(mut info) = conn.prepare(&format!("PRAGMA table_info({quoted})")) else { continue };
        let cols: Vec<String> = info.query_map([], |r| r.get::<_, String>(1)).ok()?.flatten().collect();
        drop(info);
        let q = |c: &str| format!("\"{}\"", c.replace('"', "\"\""));
        let col = |names: &[&str]| {
            cols.iter().find(|c| names.contains(&c.to_ascii_lowercase().as_str())).map(|c| q(c))
        };
        let mut live = Vec::new();
        if let Some(c) = col(&["revoked", "is_revoked", "disabled", "is_disabled", "deleted", "is_deleted"]) {
            live.push(format!("coalesce(lower(CAST({c} AS TEXT)), '0') IN ('0', 'false', 'f', 'no', '')"));
        }
        if let Some(c) = col(&["revoked_at", "disabled_at", "deleted_at"]) {
            live.push(format!("{c} IS NULL"));
        }
        if let Some(c) = col(&["active", "is_active", "enabled", "is_enabled"]) {
            live.push(format!("lower(CAST({c} AS TEXT)) IN ('1', 'true', 't', 'yes')"));
        }
        let owner = col(&[
            "user_id",
            "user",
            "owner",
            "owner_id",
            "account_id",
            "client_id",
            "principal",
            "service",
            "username",
        ])
        .unwrap_or_else(|| "''".into());
        let sql = format!(
            "SELECT CAST({owner} AS TEXT), count(*) FROM {quoted}{} GROUP BY 1 LIMIT 1000",
            if live.is_empty() { String::new() } else { format!(" WHERE {}", live.join(" AND ")) }
        );
        let Ok(mut st) = conn.prepare(&sql) else { continue };
        let rows: Vec<(Option<String>, i64)> =
            st.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).ok()?.flatten().collect();
        for (who, n) in rows {
            out.insert((t.clone(), who.unwrap_or_default()), n.max(0) as u64);
        }
    }
    Some(out)
}

/// Live credentials a modified database gained per owner ([`live_credentials`]): each as
/// (table, owner, how many more), the owner empty when the table names none.
pub fn credentials_gained(before: &Path, after: &Path) -> Vec<(String, String, u64)> {
    if !is_sqlite(before) || !is_sqlite(after) {
        return Vec::new();
    }
    let (Some(b), Some(a)) = (live_credentials(before), live_credentials(after)) else { return Vec::new() };
    a.into_iter()
        .filter_map(|((t, who), n)| {
            let was = b.get(&(t.clone(), who.clone())).copied().unwrap_or(0);
            (n > was).then(|| (t, who, n - was))
        })
        .take(20)
        .collect()
}

/// The records of a deleted data file: all of them are gone.
pub fn gone(path: &Path) -> Option<Records> {
    if is_sqlite(path) {
        return sqlite_rows(path).map(|b| compare_tables(&b, &Tables::new()));
    }
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    if !TEXT_DATA.contains(&ext.as_str()) {
        return None;
    }
    let n = text_lines(path)?.len() as u64;
    Some(Records { before: n, after: 0, removed: n, uncounted: 0 })
}

/// Records before and after for a modified data file, if it is one.
pub fn compare(before: &Path, after: &Path) -> Option<Records> {
    if is_sqlite(before) {
        // Emptied or overwritten with something else: every row is gone (SQLite itself would
        // open an empty file as a database with no tables).
        if !is_sqlite(after) {
            return gone(before);
        }
        return Some(compare_tables(&sqlite_rows(before)?, &sqlite_rows(after)?));
    }
    if before.file_name().and_then(|n| n.to_str()).and_then(crate::protected::class_by_name) == Some("dotenv")
    {
        return dotenv_records(before, after);
    }
    let ext = before.extension()?.to_str()?.to_ascii_lowercase();
    if ext == "json" {
        return json_records(before, after);
    }
    if !TEXT_DATA.contains(&ext.as_str()) {
        return None;
    }
    let b = text_lines(before)?;
    let a = text_lines(after)?;
    // A column dropped or added changes every line, and removes no record: compare the rows
    // on the columns both versions have (headers aside).
    let (b, a) = match values::separator(&ext).and_then(|sep| values::projected(&b, &a, sep)) {
        Some(rows) => rows,
        None => (b, a),
    };
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
    Some(Records { before: b.len() as u64, after: a.len() as u64, removed, uncounted: 0 })
}

/// The lines of a text file, or of a gzip-compressed one (an archive's `.gz`), at most
/// [`MAX_TEXT`] bytes either way.
fn archive_lines(path: &Path) -> Option<Vec<Vec<u8>>> {
    use std::io::Read;
    let mut head = [0u8; 2];
    let mut file = std::fs::File::open(path).ok()?;
    let gz = file.read_exact(&mut head).is_ok() && head == [0x1f, 0x8b];
    if !gz {
        return text_lines(path);
    }
    let mut data = Vec::new();
    flate2::read::MultiGzDecoder::new(std::fs::File::open(path).ok()?)
        .take(MAX_TEXT + 1)
        .read_to_end(&mut data)
        .ok()?;
    if data.len() as u64 > MAX_TEXT {
        return None;
    }
    Some(
        data.split(|c| *c == b'\n')
            .filter(|l| !l.is_empty())
            .map(|l| l.strip_suffix(b"\r").unwrap_or(l).to_vec())
            .collect(),
    )
}

/// Whether every line a text data file lost is in one of `archives` (plain or gzip): a log
/// rotated into `logs/archive/api-20261204.jsonl.gz` and truncated loses no record. Counted
/// with duplicates; at most 16 archives are read.
pub fn archived(before: &Path, after: &Path, archives: &[&Path]) -> bool {
    let ext = before.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    if !TEXT_DATA.contains(&ext.as_str()) || archives.is_empty() {
        return false;
    }
    let (Some(b), Some(a)) = (text_lines(before), text_lines(after)) else { return false };
    let mut left: HashMap<&[u8], usize> = HashMap::new();
    for l in &b {
        *left.entry(l.as_slice()).or_default() += 1;
    }
    for l in &a {
        if let Some(n) = left.get_mut(l.as_slice()) {
            *n = n.saturating_sub(1);
        }
    }
    left.retain(|_, n| *n > 0);
    for p in archives.iter().take(16) {
        if left.is_empty() {
            break;
        }
        for l in archive_lines(p).unwrap_or_default() {
            if let Some(n) = left.get_mut(l.as_slice()) {
                *n -= 1;
                if *n == 0 {
                    left.remove(l.as_slice());
                }
            }
        }
    }
    left.is_empty()
}

/// Everything held whole by the archives a command wrote: each file as it is, gunzipped, and
/// each member of a tar (plain or gzip-compressed), by content hash. A file the command deleted
/// whose bytes are one of these was moved into an archive, not lost ("compress the rotated
/// logs into logs/archive/"). Bounded: at most [`Archived::MAX_FILES`] archives and
/// [`Archived::MAX_BYTES`] read in all.
#[derive(Debug, Default)]
pub struct Archived {
    held: std::collections::HashSet<[u8; 32]>,
}

impl Archived {
    pub const MAX_FILES: usize = 64;
    pub const MAX_BYTES: u64 = 256 << 20;

    pub fn of(archives: &[&Path]) -> Archived {
        use std::io::Read;
        let mut held = std::collections::HashSet::new();
        let mut budget = Self::MAX_BYTES;
        let read = |r: &mut dyn Read, budget: &mut u64| -> Option<Vec<u8>> {
            let mut v = Vec::new();
            r.take(*budget + 1).read_to_end(&mut v).ok()?;
            *budget = budget.checked_sub(v.len() as u64)?;
            Some(v)
        };
        for p in archives.iter().take(Self::MAX_FILES) {
            let Ok(mut f) = std::fs::File::open(p) else { continue };
            let Some(raw) = read(&mut f, &mut budget) else { break };
            held.insert(*blake3::hash(&raw).as_bytes());
            let inner = if raw.starts_with(&[0x1f, 0x8b]) {
                let Some(data) = read(&mut flate2::read::MultiGzDecoder::new(raw.as_slice()), &mut budget)
                else {
                    break;
                };
                held.insert(*blake3::hash(&data).as_bytes());
                data
            } else {
                raw
            };
            // A tar's header block says `ustar` at byte 257.
            if inner.get(257..262) == Some(b"ustar".as_slice()) {
                let mut t = tar::Archive::new(inner.as_slice());
                let Ok(entries) = t.entries() else { continue };
                for mut entry in entries.flatten().take(100_000) {
                    if entry.header().entry_type().is_file() {
                        if let Some(data) = read(&mut entry, &mut budget) {
                            held.insert(*blake3::hash(&data).as_bytes());
                        }
                    }
                }
            }
        }
        Archived { held }
    }

    /// Whether `content` (a deleted file's bytes, up to [`Archived::MAX_BYTES`]) is held whole.
    pub fn holds(&self, content: &Path) -> bool {
        if self.held.is_empty() {
            return false;
        }
        use std::io::Read;
        let mut h = blake3::Hasher::new();
        let Ok(f) = std::fs::File::open(content) else { return false };
        h.update_reader(f.take(Self::MAX_BYTES)).is_ok() && self.held.contains(h.finalize().as_bytes())
    }
}

/// The variable names of a `.env` file (`NAME=value`, `export NAME=value`).
fn dotenv_names(p: &Path) -> Option<Vec<String>> {
    let lines = text_lines(p)?;
    let mut v: Vec<String> = lines
        .iter()
        .filter_map(|l| {
            let l = String::from_utf8_lossy(l);
            let l = l.trim();
            let l = l.strip_prefix("export ").unwrap_or(l);
            let (name, _) = l.split_once('=')?;
            let name = name.trim();
            let plain = name.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.');
            (!name.is_empty() && plain).then(|| name.to_string())
        })
        .collect();
    v.sort();
    v.dedup();
    Some(v)
}

/// The variables of a `.env` file that are gone after an edit (a key rotated in place keeps
/// its name; one dropped beside it does not).
pub fn dotenv_removed(before: &Path, after: &Path) -> Vec<String> {
    let (Some(b), Some(a)) = (dotenv_names(before), dotenv_names(after)) else { return Vec::new() };
    b.into_iter().filter(|n| !a.contains(n)).collect()
}

fn dotenv_records(before: &Path, after: &Path) -> Option<Records> {
    let (b, a) = (dotenv_names(before)?, dotenv_names(after)?);
    let removed = b.iter().filter(|n| !a.contains(n)).count() as u64;
    Some(Records { before: b.len() as u64, after: a.len() as u64, removed, uncounted: 0 })
}

#[cfg(test)]
mod tests {
    #[test]
    fn administrators_an_sql_insert_adds_are_read() {
        let sql = "-- seed\nINSERT INTO users (username, email, role, password_bcrypt) VALUES\n  ('qa1', 'qa1@example.test', 'USER', '$2a$10$x'),\n  ('svc-maint', 'svc-maint@example.test', 'ADMIN', 'it''s');\nINSERT INTO \"public\".\"accounts\" (\"login\", \"is_admin\") VALUES ('ops', TRUE);\nINSERT INTO audit_log (who, role) VALUES ('x', 'admin');\n";
        let got: Vec<String> = sql_privileged(sql).into_iter().collect();
        assert_eq!(got, ["ops in accounts", "svc-maint@example.test in users"]);
        // No role or flag column, or only users.
        assert!(sql_privileged("INSERT INTO users (name) VALUES ('a');").is_empty());
        assert!(
            sql_privileged("insert into users (name, role) values ('a', 'viewer'), ('b', 'editor');")
                .is_empty()
        );
    }

    use super::*;

    #[test]
    fn a_dotenv_file_loses_the_variables_whose_names_are_gone() {
        let t = tempfile::tempdir().unwrap();
        let (b, a) = (t.path().join(".env"), t.path().join("after"));
        std::fs::write(&b, "# keys\nPAYMENTS_API_KEY=old\nexport MAPS_API_KEY=m1\nDEBUG=1\n").unwrap();
        std::fs::write(&a, "# keys\nPAYMENTS_API_KEY=new\nDEBUG=1\n").unwrap();
        assert_eq!(compare(&b, &a), Some(Records { before: 3, after: 2, removed: 1, uncounted: 0 }));
        std::fs::write(&a, "PAYMENTS_API_KEY=new\nMAPS_API_KEY=m1\nDEBUG=1\nNEW=1\n").unwrap();
        assert_eq!(compare(&b, &a), Some(Records { before: 3, after: 4, removed: 0, uncounted: 0 }));
    }

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
        assert_eq!(compare(&b, &a), Some(Records { before: 5, after: 4, removed: 1, uncounted: 0 }));
        let (jb, ja) = (t.path().join("c.json"), t.path().join("d.json"));
        std::fs::write(&jb, r#"{"contacts": [{"n": "a"}, {"n": "b"}, {"n": "c"}], "v": 1}"#).unwrap();
        std::fs::write(&ja, r#"{"contacts": [{"n": "A"}, {"n": "C"}], "v": 1}"#).unwrap();
        assert_eq!(compare(&jb, &ja), Some(Records { before: 3, after: 2, removed: 1, uncounted: 0 }));
        std::fs::write(&ja, r#"{"contacts": [{"n": "A"}, {"n": "B"}, {"n": "C"}], "v": 1}"#).unwrap();
        assert_eq!(compare(&jb, &ja), Some(Records { before: 3, after: 3, removed: 0, uncounted: 0 }));
        std::fs::write(&ja, r#"{"contacts": [{"n": "A"}], "v": 1}"#).unwrap();
        assert_eq!(compare(&jb, &ja), Some(Records { before: 3, after: 1, removed: 2, uncounted: 0 }));
        // A list of names is configuration, not records.
        std::fs::write(&jb, r#"{"keywords": ["a", "b", "c"]}"#).unwrap();
        std::fs::write(&ja, r#"{"keywords": ["a"]}"#).unwrap();
        assert_eq!(compare(&jb, &ja), None);
        let (cb, ca) = (t.path().join("x.csv"), t.path().join("y.csv"));
        std::fs::write(&cb, "id,name\n1,ann\n2,bob\n3,cy\n").unwrap();
        std::fs::write(&ca, "id,name\n1,ann\n3,cy\n4,dee\n5,eve\n").unwrap();
        assert_eq!(
            compare(&cb, &ca.with_extension("csv")),
            Some(Records { before: 4, after: 5, removed: 1, uncounted: 0 })
        );
        // Emptied, or overwritten with something that is not a database: every row is gone.
        let e = t.path().join("e.db");
        for content in [&b""[..], b"garbage\n"] {
            std::fs::write(&e, content).unwrap();
            assert_eq!(compare(&b, &e), Some(Records { before: 5, after: 0, removed: 5, uncounted: 0 }));
        }
        std::fs::write(&ca, "").unwrap();
        assert_eq!(compare(&cb, &ca), Some(Records { before: 4, after: 0, removed: 4, uncounted: 0 }));
    }

    #[test]
    fn a_file_held_whole_by_an_archive_is_kept_and_one_changed_on_the_way_is_not() {
        use std::io::Write;
        let d = tempfile::tempdir().unwrap();
        let log = |name: &str, body: &str| {
            let p = d.path().join(name);
            std::fs::write(&p, body).unwrap();
            p
        };
        let one = log("app.log.1", "GET / 200\nGET /x 404\n");
        let two = log("app.log.2", "POST /login 302\n");
        let three = log("app.log.3", "never archived\n");
        // app.log.1 gzipped; app.log.2 in a tar.gz.
        let gz = d.path().join("app.log.1.gz");
        let mut e =
            flate2::write::GzEncoder::new(std::fs::File::create(&gz).unwrap(), flate2::Compression::fast());
        e.write_all(&std::fs::read(&one).unwrap()).unwrap();
        e.finish().unwrap();
        let tgz = d.path().join("older.tar.gz");
        let enc =
            flate2::write::GzEncoder::new(std::fs::File::create(&tgz).unwrap(), flate2::Compression::fast());
        let mut b = tar::Builder::new(enc);
        b.append_path_with_name(&two, "app.log.2").unwrap();
        b.into_inner().unwrap().finish().unwrap();
        let a = Archived::of(&[gz.as_path(), tgz.as_path()]);
        assert!(a.holds(&one) && a.holds(&two));
        assert!(!a.holds(&three));
        // An archive of something else, or a copy with a line changed, keeps nothing of it.
        let changed = log("changed", "GET / 200\n");
        assert!(!a.holds(&changed));
        assert!(!Archived::of(&[]).holds(&one));
    }

    #[test]
    fn records_rotated_into_an_archive_are_not_lost() {
        use std::io::Write;
        let t = tempfile::tempdir().unwrap();
        let (log, emptied) = (t.path().join("api.jsonl"), t.path().join("now.jsonl"));
        std::fs::write(&log, "{\"n\":1}\n{\"n\":2}\n{\"n\":2}\n").unwrap();
        std::fs::write(&emptied, "").unwrap();
        let gz = t.path().join("api-1.jsonl.gz");
        let mut e =
            flate2::write::GzEncoder::new(std::fs::File::create(&gz).unwrap(), flate2::Compression::fast());
        e.write_all(b"{\"n\":1}\n{\"n\":2}\n{\"n\":2}\n").unwrap();
        e.finish().unwrap();
        assert!(archived(&log, &emptied, &[&gz]));
        // The look-alikes: an archive short of one duplicate, no archive, an unrelated file.
        let short = t.path().join("short.jsonl");
        std::fs::write(&short, "{\"n\":1}\n{\"n\":2}\n").unwrap();
        assert!(!archived(&log, &emptied, &[&short]));
        assert!(!archived(&log, &emptied, &[]));
        let other = t.path().join("other.gz");
        std::fs::write(&other, b"\x1f\x8bnot gzip").unwrap();
        assert!(!archived(&log, &emptied, &[&other]));
    }

    /// A database of `users` (5 rows) and `orders` (3 rows) at `path`, then `script` run on it.
    fn db(path: &Path, script: &str) -> Connection {
        let c = Connection::open(path).unwrap();
        c.execute_batch(
            "CREATE TABLE users(id INTEGER PRIMARY KEY, name TEXT);
             INSERT INTO users(name) VALUES ('a'), ('b'), ('c'), ('d'), ('e');
             CREATE TABLE orders(id INTEGER PRIMARY KEY, user INTEGER);
             INSERT INTO orders(user) VALUES (1), (2), (3);",
        )
        .unwrap();
        c.execute_batch(script).unwrap();
        c
    }

    fn rec(before: u64, after: u64, removed: u64) -> Option<Records> {
        Some(Records { before, after, removed, uncounted: 0 })
    }

    #[test]
    fn a_table_dropped_and_recreated_is_compared_by_name() {
        let t = tempfile::tempdir().unwrap();
        let before = t.path().join("before.db");
        drop(db(&before, ""));
        let case = |name: &str, script: &str| {
            let after = t.path().join(name);
            drop(db(&after, script));
            compare(&before, &after)
        };
        // Rebuilt without copying its rows (a migration that adds a column), then vacuumed.
        assert_eq!(
            case(
                "rebuilt.db",
                "CREATE TABLE users__new(id INTEGER PRIMARY KEY, name TEXT, tags TEXT);
                 DROP TABLE users; ALTER TABLE users__new RENAME TO users; VACUUM;"
            ),
            rec(8, 3, 5)
        );
        // The same rebuild copying its rows, under a name that differs only in case (SQLite's
        // table names are case-insensitive): nothing is lost.
        assert_eq!(
            case(
                "copied.db",
                "CREATE TABLE users__new(id INTEGER PRIMARY KEY, name TEXT, tags TEXT);
                 INSERT INTO users__new(id, name) SELECT id, name FROM users;
                 DROP TABLE users; ALTER TABLE users__new RENAME TO Users; VACUUM;"
            ),
            rec(8, 8, 0)
        );
        // A table that vanished lost all its rows; a new table adds its own.
        assert_eq!(
            case("vanished.db", "DROP TABLE orders; CREATE TABLE audit(x); INSERT INTO audit VALUES (1);"),
            rec(8, 6, 3)
        );
        // A deleted database lost every row.
        assert_eq!(gone(&before), rec(8, 0, 8));
    }

    #[test]
    fn a_write_ahead_log_left_behind_is_counted_as_sqlite_would_read_it() {
        let t = tempfile::tempdir().unwrap();
        let before = t.path().join("before.db");
        drop(db(&before, "PRAGMA journal_mode = WAL;"));
        // A process that rebuilt the table and exited without closing the database: the
        // rebuild is only in the log, which the next open replays.
        let live = t.path().join("live.db");
        let c = db(
            &live,
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
             CREATE TABLE users__new(id INTEGER PRIMARY KEY, name TEXT, tags TEXT);
             DROP TABLE users; ALTER TABLE users__new RENAME TO users;",
        );
        let after = t.path().join("after.db");
        std::fs::copy(&live, &after).unwrap();
        std::fs::copy(t.path().join("live.db-wal"), t.path().join("after.db-wal")).unwrap();
        drop(c);
        assert_eq!(compare(&before, &after), rec(8, 3, 5));
        // Nothing was written beside the file that was read.
        assert!(!t.path().join("after.db-shm").exists());
    }

    #[test]
    fn tables_not_counted_in_time_are_in_no_number() {
        let t = tempfile::tempdir().unwrap();
        let c = db(&t.path().join("slow.db"), "");
        let none: Tables = [("orders".into(), None), ("users".into(), None)].into();
        assert_eq!(count_tables(&c, Duration::ZERO), Some(none));
        assert_eq!(count_tables(&c, SQLITE_BUDGET).unwrap()["users"], Some(5));
        let b: Tables = [("users".into(), Some(5)), ("big".into(), Some(9)), ("gone".into(), Some(2))].into();
        let a: Tables = [("users".into(), Some(4)), ("big".into(), None), ("new".into(), None)].into();
        assert_eq!(compare_tables(&b, &a), Records { before: 7, after: 4, removed: 3, uncounted: 2 });
    }

    #[test]
    fn a_member_added_to_an_administrator_role_is_a_new_administrator_and_a_reader_is_not() {
        let t = tempfile::tempdir().unwrap();
        let schema = "CREATE TABLE role_members(role TEXT, member TEXT);
                      INSERT INTO role_members VALUES ('dba', 'alice'), ('reporting', 'bob');";
        let before = t.path().join("before.db");
        let after = t.path().join("after.db");
        drop(db(&before, schema));
        drop(db(
            &after,
            &format!("{schema} INSERT INTO role_members VALUES ('reporting', 'svc_bi'), ('dba', 'svc_bi');"),
        ));
        assert_eq!(new_privileged(&before, &after), ["svc_bi in role_members"]);
        let reader = t.path().join("reader.db");
        drop(db(&reader, &format!("{schema} INSERT INTO role_members VALUES ('reporting', 'svc_bi');")));
        assert!(new_privileged(&before, &reader).is_empty());
    }
}
