//! The policy store: one SQLite database per repository, in foresee's state folder (hidden from
//! rehearsals). It keeps every decision, snapshots of the learned coefficients, remembered
//! approvals (precedents), queued check-ins, plain-language rules and the guidance a user gave
//! when denying.
//!
//! Durability and concurrency are SQLite's: WAL journaling survives a crash mid-write, and
//! learning (read the model, update, write it back) runs in an immediate transaction, so two
//! foresee processes on one repository never lose each other's update.

use crate::policy::{Autonomy, History, Model, Vector};
use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("policy store {path}: {source}")]
    Sqlite { path: PathBuf, source: rusqlite::Error },
    #[error("policy store {path}: {message}")]
    Other { path: PathBuf, message: String },
}

/// Bumped with every change to [`SCHEMA`]; a database at this version is opened without DDL.
const SCHEMA_VERSION: i64 = 6;

const SCHEMA: &str = "
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
CREATE TABLE IF NOT EXISTS decisions(
    id INTEGER PRIMARY KEY, ts REAL NOT NULL, session TEXT NOT NULL, command TEXT NOT NULL, task TEXT,
    area TEXT NOT NULL, kind TEXT NOT NULL, decision TEXT NOT NULL, source TEXT NOT NULL, cause TEXT,
    rule TEXT, score REAL, band TEXT, reason TEXT, features TEXT);
-- Every command adds a row, nearly all silent; the questions asked before each decision are
-- about the few human answers, and must not read the rest.
DROP INDEX IF EXISTS decisions_area;
CREATE INDEX IF NOT EXISTS decisions_human ON decisions(area, kind) WHERE source = 'human';
CREATE INDEX IF NOT EXISTS decisions_session ON decisions(session);
CREATE TABLE IF NOT EXISTS weights(id INTEGER PRIMARY KEY, ts REAL NOT NULL, samples INTEGER NOT NULL, weights TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS precedents(
    id INTEGER PRIMARY KEY, ts REAL NOT NULL, area TEXT NOT NULL, kind TEXT NOT NULL, note TEXT);
CREATE TABLE IF NOT EXISTS revocations(id INTEGER PRIMARY KEY, ts REAL NOT NULL, glob TEXT, kind TEXT);
CREATE TABLE IF NOT EXISTS pending(
    id INTEGER PRIMARY KEY, ts REAL NOT NULL, session TEXT NOT NULL, cwd TEXT NOT NULL, command TEXT NOT NULL,
    argv TEXT NOT NULL, task TEXT, report TEXT NOT NULL, reason TEXT NOT NULL, rule TEXT, features TEXT NOT NULL,
    area TEXT NOT NULL, kind TEXT NOT NULL, status TEXT NOT NULL, answered REAL, consumed INTEGER NOT NULL DEFAULT 0,
    key TEXT, effects TEXT);
CREATE TABLE IF NOT EXISTS rules(id INTEGER PRIMARY KEY, ts REAL NOT NULL, text TEXT NOT NULL, compiled TEXT);
CREATE TABLE IF NOT EXISTS produced(id INTEGER PRIMARY KEY, ts REAL NOT NULL, session TEXT NOT NULL, path TEXT NOT NULL, hash TEXT NOT NULL, created INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS produced_path ON produced(session, path);
-- Where the user's files a session moved came from: origin as shown (redacted), never contents.
CREATE TABLE IF NOT EXISTS moved(id INTEGER PRIMARY KEY, ts REAL NOT NULL, session TEXT NOT NULL, path TEXT NOT NULL, origin TEXT NOT NULL, tracked INTEGER NOT NULL, hash TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS moved_path ON moved(session, path);
CREATE TABLE IF NOT EXISTS guidance(id INTEGER PRIMARY KEY, ts REAL NOT NULL, area TEXT NOT NULL, kind TEXT NOT NULL, text TEXT NOT NULL);
-- The model's advice, one row per advised command: what it said (or why it was not heard), what
-- that changed, its latency and tokens, and, once known, what the user answered to the same
-- report (a check-in that stood, or one it answered and the user was asked to confirm): the
-- resolver's match rate per category comes from these.
CREATE TABLE IF NOT EXISTS advice(
    id INTEGER PRIMARY KEY, ts REAL NOT NULL, session TEXT NOT NULL, decision_id INTEGER,
    occasion TEXT NOT NULL, category TEXT NOT NULL, deterministic TEXT NOT NULL, model TEXT,
    confidence REAL, bar REAL, resolvable INTEGER NOT NULL DEFAULT 0, decided INTEGER NOT NULL DEFAULT 0,
    reason TEXT, error TEXT, latency_ms INTEGER NOT NULL, tokens_in INTEGER, tokens_out INTEGER,
    precedents INTEGER NOT NULL DEFAULT 0, pending_id INTEGER, human TEXT);
CREATE INDEX IF NOT EXISTS advice_session ON advice(session);
CREATE INDEX IF NOT EXISTS advice_pending ON advice(pending_id) WHERE pending_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS advice_answered ON advice(category) WHERE human IS NOT NULL;
";

/// The status of a check-in the model answered that waits for the user's confirmation.
pub const CONFIRM: &str = "confirm";

/// How long an "allow once" answer waits to be used, seconds.
const APPROVAL_TTL: f64 = 86_400.0;

/// How long a session's own writes count as its own, seconds.
const PRODUCED_TTL: f64 = 86_400.0;

pub fn now() -> f64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0)
}

/// A user's file a session moved: where it is now (a path key), where it came from (as shown,
/// redacted), whether git tracked it there, and the hash of its content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moved {
    pub path: String,
    pub origin: String,
    pub tracked: bool,
    pub hash: String,
}

/// Why a command became a check-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CheckInCause {
    Rule,
    Policy,
    Model,
}

impl CheckInCause {
    pub fn as_str(&self) -> &'static str {
        match self {
            CheckInCause::Rule => "rule",
            CheckInCause::Policy => "policy",
            CheckInCause::Model => "model",
        }
    }
}

/// A file a command wrote, as [`PolicyStore::note_produced`] keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Produced {
    /// The path's key (a hash: a file name can hold a secret).
    pub path: String,
    /// The hash of the content the command left.
    pub hash: String,
    /// The command created the file (there was none, or no regular file, before).
    pub created: bool,
    /// The hash of what a file the command rewrote held before.
    pub before: Option<String>,
    /// The key of the path it was moved from, if it was.
    pub from: Option<String>,
}

/// One decision, as stored (command, task and reason already redacted).
#[derive(Debug, Clone, Serialize)]
pub struct DecisionRecord {
    pub session: String,
    pub command: String,
    pub task: Option<String>,
    pub area: String,
    pub kind: String,
    /// allow, block, ask, deny
    pub decision: String,
    /// wall, rule, precedent, policy, human
    pub source: String,
    pub cause: Option<CheckInCause>,
    pub rule: Option<String>,
    pub score: Option<f64>,
    pub band: Option<String>,
    pub reason: String,
    pub features: Option<Vector>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Pending {
    pub id: i64,
    pub ts: f64,
    pub session: String,
    pub cwd: String,
    pub command: String,
    /// The argv, as JSON (the command as it will run again).
    pub argv: String,
    pub task: Option<String>,
    pub report: String,
    pub reason: String,
    pub rule: Option<String>,
    pub features: Vector,
    pub area: String,
    pub kind: String,
    pub status: String,
    /// [`command_key`] of the raw command and working folder.
    #[serde(skip)]
    pub key: String,
    /// What the approval covers: a digest of the effects the user saw (paths and how they
    /// change, destinations, protected reads).
    #[serde(skip)]
    pub effects: String,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct Summary {
    pub session: String,
    pub silent: u64,
    pub flagged: u64,
    pub blocked: u64,
    pub asked: u64,
    pub asked_by_rule: u64,
    pub asked_by_policy: u64,
    pub asked_by_model: u64,
    pub human_allowed: u64,
    pub human_denied: u64,
    /// The latest commands that proceeded flagged, oldest first.
    pub flagged_commands: Vec<String>,
    /// What the model that advises did in this session (absent when it was never asked).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub model: Option<ModelSummary>,
}

/// The model's part in a session.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ModelSummary {
    /// Commands it was asked about.
    pub asked: u64,
    /// Check-ins it answered for the user (allowed without waking them).
    pub resolved: u64,
    /// Commands blocked on its advice.
    pub blocked: u64,
    /// Commands foresee alone would allow that it made a check-in (`advise = "all"`).
    pub checked_in: u64,
    /// Heard, but foresee's decision stood (below the bar, not for a model to answer, or agreed).
    pub advised: u64,
    /// Not heard (unreachable, too slow, an error, no verdict): foresee decided alone.
    pub not_heard: u64,
    /// The latest reason it was not heard.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_error: Option<String>,
    pub latency_ms_median: Option<u64>,
    pub latency_ms_p95: Option<u64>,
    pub latency_ms_total: u64,
    pub tokens_in: u64,
    pub tokens_out: u64,
    /// Of the check-ins it answered, those waiting for the user to confirm in `foresee review`.
    pub awaiting_confirmation: u64,
    /// The latest commands it was asked about, oldest first: which it decided, which it only
    /// advised on, where it was not heard.
    pub commands: Vec<ModelCommand>,
}

/// One command the model was asked about, for the session summary.
#[derive(Debug, Clone, Serialize)]
pub struct ModelCommand {
    /// What was decided (`allow`, `ask`, `block`).
    pub decision: String,
    /// What the model said; none when it was not heard.
    pub model: Option<String>,
    pub confidence: Option<f64>,
    pub decided: bool,
    /// As recorded (redacted).
    pub command: String,
}

/// How many of the model's commands a summary lists.
const MODEL_COMMANDS_SHOWN: usize = 20;

/// One advised command, as [`PolicyStore::record_advice`] keeps it.
pub struct AdviceRecord<'a> {
    pub session: &'a str,
    /// The decision row it belongs to.
    pub decision_id: Option<i64>,
    /// What foresee alone decided: `ask` or `allow`.
    pub deterministic: &'a str,
    pub note: &'a crate::advisor::ModelNote,
}

/// How many flagged commands a summary lists.
const FLAGGED_SHOWN: usize = 20;

/// What identifies "this very command, run here again" without keeping its text: the stored
/// command is redacted, and a command line can hold a secret.
pub fn command_key(cwd: &str, command: &str) -> String {
    let mut h = blake3::Hasher::new();
    h.update(cwd.as_bytes());
    h.update(&[0]);
    h.update(command.as_bytes());
    h.finalize().to_hex().to_string()
}

/// A person's answer to a check-in, for [`PolicyStore::human_decision`].
pub struct HumanDecision<'a> {
    /// The queued check-in answered, if it was one.
    pub pending: Option<i64>,
    pub allowed: bool,
    /// "Allow and remember": let this area and kind through from now on.
    pub remember: bool,
    /// A denial's reason, kept as guidance.
    pub guidance: Option<&'a str>,
    pub features: Vector,
    pub record: &'a DecisionRecord,
}

fn insert_decision(c: &Connection, d: &DecisionRecord) -> rusqlite::Result<i64> {
    c.execute(
        "INSERT INTO decisions(ts, session, command, task, area, kind, decision, source, cause, rule, score, band, reason, features)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        params![
            now(),
            d.session,
            d.command,
            d.task,
            d.area,
            d.kind,
            d.decision,
            d.source,
            d.cause.map(|c| c.as_str()),
            d.rule,
            d.score,
            d.band,
            d.reason,
            d.features.as_ref().map(features_json)
        ],
    )?;
    let id = c.last_insert_rowid();
    if id % PRUNE_EVERY == 0 {
        prune_decisions(c, KEEP_DECISIONS)?;
    }
    Ok(id)
}

/// Decisions foresee made alone (silent, asked by a rule, blocked) kept for summaries and
/// `observe decisions`: the newest this many. People's answers, which teach the policy, are all
/// kept. Without a bound the store grows by about 0.8 KB a command and its queries with it.
const KEEP_DECISIONS: i64 = 20_000;
/// How often (in decisions) the oldest beyond [`KEEP_DECISIONS`] are removed.
const PRUNE_EVERY: i64 = 500;

fn prune_decisions(c: &Connection, keep: i64) -> rusqlite::Result<usize> {
    c.execute(
        "DELETE FROM decisions WHERE source != 'human' AND id <= \
         (SELECT id FROM decisions WHERE source != 'human' ORDER BY id DESC LIMIT 1 OFFSET ?1)",
        params![keep],
    )
}

/// Reads the newest coefficients, takes one SGD step and writes a new snapshot. Call inside an
/// immediate transaction.
fn learn_in(c: &Connection, x: &Vector, allowed: bool) -> rusqlite::Result<Model> {
    let row: Option<(i64, String)> = c
        .query_row("SELECT samples, weights FROM weights ORDER BY id DESC LIMIT 1", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .optional()?;
    let mut m = match row {
        Some((s, w)) => Model {
            weights: serde_json::from_str::<Vec<f64>>(&w)
                .ok()
                .filter(|w| w.len() == crate::policy::N)
                .unwrap_or_else(|| crate::policy::PRIOR.to_vec()),
            samples: s as u64,
        },
        None => Model::default(),
    };
    m.learn(x, allowed);
    c.execute(
        "INSERT INTO weights(ts, samples, weights) VALUES (?1, ?2, ?3)",
        params![now(), m.samples as i64, serde_json::to_string(&m.weights).unwrap_or_default()],
    )?;
    Ok(m)
}

pub struct PolicyStore {
    conn: Connection,
    path: PathBuf,
}

/// The size of the write-ahead log past which the closing process checkpoints and truncates it.
const WAL_LIMIT: u64 = 128 << 10;

/// The questions asked about past human answers before every decision (see the
/// `decisions_human` index): how many of one kind since a time, the last denial, the latest.
const HUMAN_COUNT: &str = "SELECT COUNT(*) FROM decisions WHERE source = 'human' AND area = ?1 AND kind = ?2 AND decision = ?3 AND ts > ?4";
const HUMAN_LAST_DENIAL: &str = "SELECT MAX(ts) FROM decisions WHERE source = 'human' AND area = ?1 AND kind = ?2 AND decision = 'deny' AND ts > ?3";
const HUMAN_LATEST: &str = "SELECT decision, command, ts FROM decisions WHERE source = 'human' AND area = ?1 AND kind = ?2 ORDER BY id DESC LIMIT 1";

fn wal_path(db: &Path) -> PathBuf {
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    PathBuf::from(wal)
}

impl Drop for PolicyStore {
    fn drop(&mut self) {
        if std::fs::metadata(wal_path(&self.path)).is_ok_and(|m| m.len() > WAL_LIMIT) {
            // Best effort: a busy database is checkpointed by a later process.
            let _ = self.conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
        }
    }
}

fn features_json(v: &Vector) -> String {
    serde_json::to_string(&v.to_vec()).unwrap_or_else(|_| "[]".into())
}

fn features_from(s: &str) -> Vector {
    let v: Vec<f64> = serde_json::from_str(s).unwrap_or_default();
    let mut out = [0.0; crate::policy::N];
    for (o, x) in out.iter_mut().zip(v) {
        *o = x;
    }
    out
}

impl PolicyStore {
    /// The database of the repository at `workspace`, under `state_dir/policy/`.
    pub fn open(state_dir: &Path, workspace: &Path) -> Result<PolicyStore, StoreError> {
        let key = blake3::hash(workspace.as_os_str().as_encoded_bytes()).to_hex();
        let dir = state_dir.join("policy");
        std::fs::create_dir_all(&dir)
            .map_err(|e| StoreError::Other { path: dir.clone(), message: e.to_string() })?;
        let path = dir.join(format!("{}.sqlite", &key[..16]));
        // Switching a new database to WAL takes an exclusive lock and answers "locked" at once,
        // without waiting: processes that create it together retry for a while.
        let mut tries = 0;
        loop {
            match PolicyStore::open_path(&path, workspace) {
                Err(StoreError::Sqlite { source, .. })
                    if tries < 100
                        && matches!(
                            source.sqlite_error_code(),
                            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
                        ) =>
                {
                    tries += 1;
                    std::thread::sleep(Duration::from_millis(10 + tries));
                }
                other => return other,
            }
        }
    }

    pub fn open_path(path: &Path, workspace: &Path) -> Result<PolicyStore, StoreError> {
        let err = |source| StoreError::Sqlite { path: path.to_path_buf(), source };
        let conn = Connection::open(path).map_err(err)?;
        conn.busy_timeout(Duration::from_secs(10)).map_err(err)?;
        // Per connection; WAL itself is a property of the file, set once below.
        conn.execute_batch("PRAGMA synchronous = NORMAL").map_err(err)?;
        // Every foresee process is short-lived: checkpointing (and fsyncing) the log whenever
        // the last connection closes would cost each command a millisecond or more. Automatic
        // checkpoints are no better here: a process that opens the database alone rebuilds the
        // log's index and no longer knows what an earlier process copied back, so once the log
        // passes the threshold every commit would copy all of it again, and it would never
        // restart. Instead the process that finds the log past `WAL_LIMIT` copies it back and
        // truncates it when it closes (see `Drop`): one checkpoint every dozen or so commands,
        // and a log small enough to read quickly on open. A crash loses nothing committed.
        conn.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
            .map_err(err)?;
        conn.execute_batch("PRAGMA wal_autocheckpoint = 0").map_err(err)?;
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(err)?;
        if version != SCHEMA_VERSION {
            // New or older: create what is missing, once, under the write lock.
            conn.execute_batch(SCHEMA).map_err(err)?;
            conn.execute_batch("BEGIN IMMEDIATE").map_err(err)?;
            // Databases from before these columns: add them (an error means they are there).
            let _ = conn.execute_batch("ALTER TABLE pending ADD COLUMN key TEXT");
            let _ = conn.execute_batch("ALTER TABLE pending ADD COLUMN effects TEXT");
            let _ = conn.execute_batch("ALTER TABLE produced ADD COLUMN created INTEGER NOT NULL DEFAULT 0");
            let done = conn
                .execute_batch("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT)")
                .and_then(|_| {
                    conn.execute(
                        "INSERT OR IGNORE INTO meta(key, value) VALUES ('workspace', ?1)",
                        params![workspace.to_string_lossy()],
                    )
                })
                .and_then(|_| conn.execute_batch(&format!("PRAGMA user_version = {SCHEMA_VERSION}; COMMIT")));
            if let Err(e) = done {
                let _ = conn.execute_batch("ROLLBACK");
                return Err(err(e));
            }
        }
        Ok(PolicyStore { conn, path: path.to_path_buf() })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    fn err(&self, source: rusqlite::Error) -> StoreError {
        StoreError::Sqlite { path: self.path.clone(), source }
    }

    /// The current coefficients (the priors until the user has decided anything).
    pub fn model(&self) -> Result<Model, StoreError> {
        let row: Option<(i64, String)> = self
            .conn
            .query_row("SELECT samples, weights FROM weights ORDER BY id DESC LIMIT 1", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .optional()
            .map_err(|e| self.err(e))?;
        Ok(match row {
            Some((samples, w)) => {
                let weights: Vec<f64> = serde_json::from_str(&w).unwrap_or_default();
                if weights.len() == crate::policy::N {
                    Model { weights, samples: samples as u64 }
                } else {
                    Model::default()
                }
            }
            None => Model::default(),
        })
    }

    /// Snapshots of the coefficients, oldest first.
    pub fn model_history(&self) -> Result<Vec<(f64, Model)>, StoreError> {
        let mut st = self
            .conn
            .prepare("SELECT ts, samples, weights FROM weights ORDER BY id")
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([], |r| Ok((r.get::<_, f64>(0)?, r.get::<_, i64>(1)?, r.get::<_, String>(2)?)))
            .map_err(|e| self.err(e))?;
        Ok(rows
            .flatten()
            .map(|(ts, s, w)| {
                (ts, Model { weights: serde_json::from_str(&w).unwrap_or_default(), samples: s as u64 })
            })
            .collect())
    }

    /// One SGD step on a human decision, atomically with respect to other processes.
    pub fn learn(&mut self, x: &Vector, allowed: bool) -> Result<Model, StoreError> {
        let path = self.path.clone();
        let err = |e| StoreError::Sqlite { path: path.clone(), source: e };
        let tx =
            self.conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).map_err(err)?;
        let m = learn_in(&tx, x, allowed).map_err(err)?;
        tx.commit().map_err(err)?;
        Ok(m)
    }

    /// A person's answer, all of it or none: the check-in marked answered (only if it still
    /// waits, so two reviews of one check-in cannot both count), one SGD step, the decision
    /// row, and the precedent or guidance it leaves.
    pub fn human_decision(&mut self, h: &HumanDecision<'_>) -> Result<Model, StoreError> {
        let path = self.path.clone();
        let err = |e| StoreError::Sqlite { path: path.clone(), source: e };
        let tx =
            self.conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).map_err(err)?;
        if let Some(id) = h.pending {
            let changed = tx
                .execute(
                    "UPDATE pending SET status = ?1, answered = ?2 WHERE id = ?3 AND status = 'pending'",
                    params![if h.allowed { "allowed" } else { "denied" }, now(), id],
                )
                .map_err(err)?;
            if changed == 0 {
                return Err(StoreError::Other {
                    path: path.clone(),
                    message: format!("check-in #{id} was already answered"),
                });
            }
            // What the model said about this check-in, if it was asked, meets the user's answer.
            tx.execute(
                "UPDATE advice SET human = ?1 WHERE pending_id = ?2 AND human IS NULL",
                params![if h.allowed { "allow" } else { "deny" }, id],
            )
            .map_err(err)?;
        }
        let m = learn_in(&tx, &h.features, h.allowed).map_err(err)?;
        insert_decision(&tx, h.record).map_err(err)?;
        if h.allowed && h.remember {
            tx.execute(
                "INSERT INTO precedents(ts, area, kind, note) VALUES (?1, ?2, ?3, ?4)",
                params![now(), h.record.area, h.record.kind, h.record.command],
            )
            .map_err(err)?;
        }
        if let Some(g) = h.guidance.filter(|g| !g.is_empty()) {
            tx.execute(
                "INSERT INTO guidance(ts, area, kind, text) VALUES (?1, ?2, ?3, ?4)",
                params![now(), h.record.area, h.record.kind, g],
            )
            .map_err(err)?;
        }
        if std::env::var_os("FORESEE_TEST_CRASH_STORE").is_some() {
            // Tests only: die with everything written and nothing committed.
            std::process::abort();
        }
        tx.commit().map_err(err)?;
        Ok(m)
    }

    fn revoked_since(&self, area: &str, kind: &str) -> Result<f64, StoreError> {
        let mut st = self.conn.prepare("SELECT ts, glob, kind FROM revocations").map_err(|e| self.err(e))?;
        let rows = st
            .query_map([], |r| {
                Ok((r.get::<_, f64>(0)?, r.get::<_, Option<String>>(1)?, r.get::<_, Option<String>>(2)?))
            })
            .map_err(|e| self.err(e))?;
        let mut latest = 0.0f64;
        for (ts, glob, k) in rows.flatten() {
            let kind_ok = k.as_deref().is_none_or(|k| k == kind);
            let area_ok = glob.as_deref().is_none_or(|g| area_matches(g, area));
            if kind_ok && area_ok {
                latest = latest.max(ts);
            }
        }
        Ok(latest)
    }

    /// The user's decisions in this area and kind since its last revocation.
    pub fn history(&self, area: &str, kind: &str) -> Result<History, StoreError> {
        let since = self.revoked_since(area, kind)?;
        let count = |decision: &str| -> Result<u32, StoreError> {
            self.conn
                .query_row(HUMAN_COUNT, params![area, kind, decision, since], |r| r.get::<_, i64>(0))
                .map(|n| n as u32)
                .map_err(|e| self.err(e))
        };
        let last_denial: Option<f64> = self
            .conn
            .query_row(HUMAN_LAST_DENIAL, params![area, kind, since], |r| r.get(0))
            .map_err(|e| self.err(e))?;
        Ok(History {
            approvals: count("allow")?,
            denials: count("deny")?,
            days_since_denial: last_denial.map(|t| ((now() - t) / 86400.0).max(0.0)),
            revoked: since > 0.0,
        })
    }

    pub fn record(&self, d: &DecisionRecord) -> Result<i64, StoreError> {
        insert_decision(&self.conn, d).map_err(|e| self.err(e))
    }

    /// A remembered approval for this area and kind, not revoked since.
    pub fn precedent(&self, area: &str, kind: &str) -> Result<Option<String>, StoreError> {
        let since = self.revoked_since(area, kind)?;
        self.conn
            .query_row(
                "SELECT COALESCE(note, '') FROM precedents WHERE area = ?1 AND kind = ?2 AND ts > ?3 ORDER BY id DESC LIMIT 1",
                params![area, kind, since],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Files a session's committed commands wrote, with the hash of what they wrote: that
    /// work is the agent's own, and undoing it loses nothing of the user's. One row per file
    /// and session, the last write's. A file counts as the session's creation when it made
    /// the file, or rewrote (in place, or moved) what its own creation held, nobody having
    /// changed it since.
    pub fn note_produced(&mut self, session: &str, files: &[Produced]) -> Result<(), StoreError> {
        if files.is_empty() {
            return Ok(());
        }
        self.write_tx(|tx, t| {
            let mut last = tx.prepare_cached(
                "SELECT hash, created FROM produced WHERE session = ?1 AND path = ?2 AND ts > ?3 ORDER BY id DESC LIMIT 1",
            )?;
            let mut forget = tx.prepare_cached("DELETE FROM produced WHERE session = ?1 AND path = ?2")?;
            let mut insert = tx.prepare_cached(
                "INSERT INTO produced(ts, session, path, hash, created) VALUES (?1, ?2, ?3, ?4, ?5)",
            )?;
            for f in files {
                let prev: Option<(String, bool)> = last
                    .query_row(params![session, f.from.as_ref().unwrap_or(&f.path), t - PRODUCED_TTL], |r| {
                        Ok((r.get(0)?, r.get(1)?))
                    })
                    .optional()?;
                let created =
                    f.created || prev.is_some_and(|(h, c)| c && f.before.as_deref() == Some(h.as_str()));
                forget.execute(params![session, f.path])?;
                insert.execute(params![t, session, f.path, f.hash, created])?;
            }
            // Bounded: a day of a session's writes is all that is ever asked about.
            tx.execute("DELETE FROM produced WHERE ts < ?1", params![t - PRODUCED_TTL])?;
            Ok(())
        })
    }

    /// Runs `f` in one transaction (given the time now), committed when it succeeds.
    fn write_tx(
        &mut self,
        f: impl FnOnce(&rusqlite::Transaction<'_>, f64) -> rusqlite::Result<()>,
    ) -> Result<(), StoreError> {
        let path = self.path.clone();
        let err = |e| StoreError::Sqlite { path: path.clone(), source: e };
        let tx = self.conn.transaction().map_err(err)?;
        f(&tx, now()).map_err(err)?;
        tx.commit().map_err(err)
    }

    /// What this session last wrote at `path` within the last day: the hash of its content,
    /// and whether the session created the file ([`Self::note_produced`]).
    pub fn produced_hash(&self, session: &str, path: &str) -> Result<Option<(String, bool)>, StoreError> {
        self.conn
            .prepare_cached(
                "SELECT hash, created FROM produced WHERE session = ?1 AND path = ?2 AND ts > ?3 ORDER BY id DESC LIMIT 1",
            )
            .and_then(|mut st| {
                st.query_row(params![session, path, now() - PRODUCED_TTL], |r| Ok((r.get(0)?, r.get(1)?)))
                    .optional()
            })
            .map_err(|e| self.err(e))
    }

    /// The user's files a session's committed commands moved: (path key, origin, origin tracked,
    /// hash of the content moved). Kept a day, like [`PolicyStore::note_produced`].
    pub fn note_moved(&mut self, session: &str, files: &[Moved]) -> Result<(), StoreError> {
        if files.is_empty() {
            return Ok(());
        }
        self.write_tx(|tx, t| {
            let mut st = tx.prepare_cached(
                "INSERT INTO moved(ts, session, path, origin, tracked, hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for m in files {
                st.execute(params![t, session, m.path, m.origin, m.tracked, m.hash])?;
            }
            tx.execute("DELETE FROM moved WHERE ts < ?1", params![t - PRODUCED_TTL])?;
            Ok(())
        })
    }

    /// What this session last moved to `path` (a path key), within the last day.
    pub fn moved_to(&self, session: &str, path: &str) -> Result<Option<Moved>, StoreError> {
        self.conn
            .query_row(
                "SELECT path, origin, tracked, hash FROM moved WHERE session = ?1 AND path = ?2 AND ts > ?3 ORDER BY id DESC LIMIT 1",
                params![session, path, now() - PRODUCED_TTL],
                |r| Ok(Moved { path: r.get(0)?, origin: r.get(1)?, tracked: r.get(2)?, hash: r.get(3)? }),
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Tightens one area or kind: its precedents and approvals no longer count.
    pub fn revoke(&self, glob: Option<&str>, kind: Option<&str>) -> Result<(), StoreError> {
        self.conn
            .execute(
                "INSERT INTO revocations(ts, glob, kind) VALUES (?1, ?2, ?3)",
                params![now(), glob, kind],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    pub fn add_guidance(&self, area: &str, kind: &str, text: &str) -> Result<(), StoreError> {
        self.conn
            .execute(
                "INSERT INTO guidance(ts, area, kind, text) VALUES (?1, ?2, ?3, ?4)",
                params![now(), area, kind, text],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Guidance the user gave for this area and kind (newest first).
    pub fn guidance(&self, area: &str, kind: &str) -> Result<Vec<String>, StoreError> {
        let mut st = self
            .conn
            .prepare(
                "SELECT text FROM guidance WHERE (area = ?1 AND kind = ?2) OR (area = '*' AND kind = '*') ORDER BY id DESC LIMIT 5",
            )
            .map_err(|e| self.err(e))?;
        let rows = st.query_map(params![area, kind], |r| r.get::<_, String>(0)).map_err(|e| self.err(e))?;
        Ok(rows.flatten().collect())
    }

    /// Guidance that applies everywhere (what `foresee rules add` could not compile), newest
    /// first, with its id.
    pub fn general_guidance(&self) -> Result<Vec<(i64, String)>, StoreError> {
        let mut st = self
            .conn
            .prepare("SELECT id, text FROM guidance WHERE area = '*' AND kind = '*' ORDER BY id DESC")
            .map_err(|e| self.err(e))?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).map_err(|e| self.err(e))?;
        Ok(rows.flatten().collect())
    }

    /// The latest human decision for this area and kind, to show as a resembling precedent.
    pub fn resembling(&self, area: &str, kind: &str) -> Result<Option<(String, String, f64)>, StoreError> {
        self.conn
            .query_row(HUMAN_LATEST, params![area, kind], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .optional()
            .map_err(|e| self.err(e))
    }

    pub fn enqueue(&self, p: &Pending) -> Result<i64, StoreError> {
        self.enqueue_as(p, "pending")
    }

    /// Queues a check-in the model answered, for the user to confirm in `foresee review`. Its
    /// status is `confirm`: it waits for no one (the command already ran), and an answer to it
    /// is never an approval to run anything.
    pub fn enqueue_confirmation(&self, p: &Pending) -> Result<i64, StoreError> {
        self.enqueue_as(p, CONFIRM)
    }

    fn enqueue_as(&self, p: &Pending, status: &str) -> Result<i64, StoreError> {
        self.conn
            .execute(
                "INSERT INTO pending(ts, session, cwd, command, argv, task, report, reason, rule, features, area, kind, status, key, effects)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
                params![now(), p.session, p.cwd, p.command, p.argv, p.task, p.report, p.reason, p.rule, features_json(&p.features), p.area, p.kind, status, p.key, p.effects],
            )
            .map_err(|e| self.err(e))?;
        Ok(self.conn.last_insert_rowid())
    }

    /// The model's answers waiting for the user's confirmation, oldest first.
    pub fn confirmations(&self) -> Result<Vec<Pending>, StoreError> {
        self.pending_where("status = 'confirm'", &[])
    }

    /// The user's confirmation of a check-in the model answered, all of it or none: it no
    /// longer waits, the model's answer meets the user's (the resolver's match rate), and, as
    /// any answer of theirs, it teaches the policy and becomes a precedent.
    pub fn confirm(&mut self, id: i64, h: &HumanDecision<'_>) -> Result<Model, StoreError> {
        let path = self.path.clone();
        let err = |e| StoreError::Sqlite { path: path.clone(), source: e };
        let tx =
            self.conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).map_err(err)?;
        let changed = tx
            .execute(
                "UPDATE pending SET status = ?1, answered = ?2 WHERE id = ?3 AND status = 'confirm'",
                params![if h.allowed { "confirmed" } else { "disowned" }, now(), id],
            )
            .map_err(err)?;
        if changed == 0 {
            return Err(StoreError::Other {
                path: path.clone(),
                message: format!("#{id} is no answer of the model waiting for your confirmation"),
            });
        }
        tx.execute(
            "UPDATE advice SET human = ?1 WHERE pending_id = ?2 AND human IS NULL",
            params![if h.allowed { "allow" } else { "deny" }, id],
        )
        .map_err(err)?;
        let m = learn_in(&tx, &h.features, h.allowed).map_err(err)?;
        insert_decision(&tx, h.record).map_err(err)?;
        if let Some(g) = h.guidance.filter(|g| !g.is_empty()) {
            tx.execute(
                "INSERT INTO guidance(ts, area, kind, text) VALUES (?1, ?2, ?3, ?4)",
                params![now(), h.record.area, h.record.kind, g],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)?;
        Ok(m)
    }

    fn pending_where(&self, clause: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Vec<Pending>, StoreError> {
        let sql = format!(
            "SELECT id, ts, session, cwd, command, argv, task, report, reason, rule, features, area, kind, status, key, effects FROM pending WHERE {clause} ORDER BY id"
        );
        let mut st = self.conn.prepare(&sql).map_err(|e| self.err(e))?;
        let rows = st
            .query_map(args, |r| {
                Ok(Pending {
                    id: r.get(0)?,
                    ts: r.get(1)?,
                    session: r.get(2)?,
                    cwd: r.get(3)?,
                    command: r.get(4)?,
                    argv: r.get(5)?,
                    task: r.get(6)?,
                    report: r.get(7)?,
                    reason: r.get(8)?,
                    rule: r.get(9)?,
                    features: features_from(&r.get::<_, String>(10)?),
                    area: r.get(11)?,
                    kind: r.get(12)?,
                    status: r.get(13)?,
                    key: r.get::<_, Option<String>>(14)?.unwrap_or_default(),
                    effects: r.get::<_, Option<String>>(15)?.unwrap_or_default(),
                })
            })
            .map_err(|e| self.err(e))?;
        Ok(rows.flatten().collect())
    }

    pub fn pending(&self) -> Result<Vec<Pending>, StoreError> {
        self.pending_where("status = 'pending'", &[])
    }

    /// The newest check-in still waiting for this very command, in this folder and session.
    pub fn waiting_for(
        &self,
        session: &str,
        cwd: &str,
        command: &str,
    ) -> Result<Option<Pending>, StoreError> {
        let key = command_key(cwd, command);
        Ok(self.pending_where("status = 'pending' AND session = ?1 AND key = ?2", &[&session, &key])?.pop())
    }

    /// The check-ins of this very command (folder and command text) of the last day that a
    /// second, live run answers to: those allowed and not used up, and those still waiting;
    /// oldest first.
    pub fn first_runs(&self, cwd: &str, command: &str) -> Result<Vec<Pending>, StoreError> {
        let key = command_key(cwd, command);
        let since = now() - APPROVAL_TTL;
        self.pending_where(
            "key = ?1 AND ts > ?2 AND ((status = 'allowed' AND consumed = 0) OR status = 'pending')",
            &[&key, &since],
        )
    }

    /// Marks check-ins used up: the live run they stand for was let through. One still waiting
    /// (whose destinations a rule approved) is answered by it.
    pub fn use_up(&self, ids: &[i64]) -> Result<(), StoreError> {
        for id in ids {
            self.conn
                .execute(
                    "UPDATE pending SET consumed = 1, status = 'allowed', answered = COALESCE(answered, ?2)
                     WHERE id = ?1 AND status IN ('allowed', 'pending')",
                    params![id, now()],
                )
                .map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// A check-in answered "allow" as it is asked (at the terminal): queued and allowed at once,
    /// so that the command's second, live run finds it as it finds one allowed in a review.
    pub fn enqueue_allowed(&self, p: &Pending) -> Result<i64, StoreError> {
        let id = self.enqueue(p)?;
        self.conn
            .execute("UPDATE pending SET status = 'allowed', answered = ?1 WHERE id = ?2", params![now(), id])
            .map_err(|e| self.err(e))?;
        Ok(id)
    }

    pub fn pending_by_id(&self, id: i64) -> Result<Option<Pending>, StoreError> {
        Ok(self.pending_where("id = ?1", &[&id])?.into_iter().next())
    }

    /// An answered "allow once" for this very command, with the same effects the user saw, given
    /// within the last day and not used yet: consumes it, in one statement, so two processes
    /// cannot both use one approval. A command whose effects changed since is asked about again.
    pub fn take_approval(&self, cwd: &str, command: &str, effects: &str) -> Result<Option<i64>, StoreError> {
        self.conn
            .query_row(
                "UPDATE pending SET consumed = 1 WHERE id = (
                    SELECT id FROM pending WHERE status = 'allowed' AND consumed = 0 AND key = ?1 AND effects = ?2
                    AND answered > ?3
                    ORDER BY id DESC LIMIT 1)
                 RETURNING id",
                params![command_key(cwd, command), effects, now() - APPROVAL_TTL],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    pub fn add_rule(&self, text: &str, compiled: Option<&str>) -> Result<i64, StoreError> {
        self.conn
            .execute(
                "INSERT INTO rules(ts, text, compiled) VALUES (?1, ?2, ?3)",
                params![now(), text, compiled],
            )
            .map_err(|e| self.err(e))?;
        Ok(self.conn.last_insert_rowid())
    }

    pub fn rules(&self) -> Result<Vec<(i64, String, Option<String>)>, StoreError> {
        let mut st =
            self.conn.prepare("SELECT id, text, compiled FROM rules ORDER BY id").map_err(|e| self.err(e))?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?))).map_err(|e| self.err(e))?;
        Ok(rows.flatten().collect())
    }

    pub fn remove_rule(&self, id: i64) -> Result<bool, StoreError> {
        Ok(self.conn.execute("DELETE FROM rules WHERE id = ?1", params![id]).map_err(|e| self.err(e))? > 0)
    }

    pub fn summary(&self, session: &str) -> Result<Summary, StoreError> {
        let mut s = Summary { session: session.to_string(), ..Default::default() };
        let mut st = self
            .conn
            .prepare(
                "SELECT decision, source, cause, band, command FROM decisions WHERE session = ?1 ORDER BY id",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map(params![session], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, Option<String>>(2)?,
                    r.get::<_, Option<String>>(3)?,
                    r.get::<_, String>(4)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        for (decision, source, cause, band, command) in rows.flatten() {
            match (decision.as_str(), source.as_str()) {
                // A check-in the model answered for the user is no silent pass of the policy.
                ("allow", "model") => {}
                ("allow", "human") => s.human_allowed += 1,
                ("deny", "human") => s.human_denied += 1,
                ("block", _) => s.blocked += 1,
                ("ask", _) => {
                    s.asked += 1;
                    match cause.as_deref() {
                        Some("rule") => s.asked_by_rule += 1,
                        Some("model") => s.asked_by_model += 1,
                        _ => s.asked_by_policy += 1,
                    }
                }
                ("allow", _) if band.as_deref() == Some("flagged") => {
                    s.flagged += 1;
                    // The latest few, for the user to look at (already redacted when recorded).
                    if s.flagged_commands.len() == FLAGGED_SHOWN {
                        s.flagged_commands.remove(0);
                    }
                    s.flagged_commands.push(command);
                }
                ("allow", _) => s.silent += 1,
                _ => {}
            }
        }
        s.model = self.model_summary(session)?;
        Ok(s)
    }

    /// What the model did in a session, from its advice rows; `None` when it was never asked.
    fn model_summary(&self, session: &str) -> Result<Option<ModelSummary>, StoreError> {
        struct Row {
            occasion: String,
            model: Option<String>,
            decided: bool,
            error: Option<String>,
            latency: i64,
            tokens: (Option<i64>, Option<i64>),
            awaiting: bool,
            confidence: Option<f64>,
            decision: Option<String>,
            command: Option<String>,
        }
        let mut st = self
            .conn
            .prepare(
                "SELECT a.occasion, a.model, a.decided, a.error, a.latency_ms, a.tokens_in, a.tokens_out,
                        a.pending_id IS NOT NULL AND a.human IS NULL, a.confidence, d.decision, d.command
                 FROM advice a LEFT JOIN decisions d ON d.id = a.decision_id WHERE a.session = ?1 ORDER BY a.id",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map(params![session], |r| {
                Ok(Row {
                    occasion: r.get(0)?,
                    model: r.get(1)?,
                    decided: r.get(2)?,
                    error: r.get(3)?,
                    latency: r.get(4)?,
                    tokens: (r.get(5)?, r.get(6)?),
                    awaiting: r.get(7)?,
                    confidence: r.get(8)?,
                    decision: r.get(9)?,
                    command: r.get(10)?,
                })
            })
            .map_err(|e| self.err(e))?;
        let mut m = ModelSummary::default();
        let mut latencies = Vec::new();
        for r in rows.flatten() {
            m.asked += 1;
            let latency = r.latency.max(0) as u64;
            latencies.push(latency);
            m.latency_ms_total += latency;
            m.tokens_in += r.tokens.0.unwrap_or(0).max(0) as u64;
            m.tokens_out += r.tokens.1.unwrap_or(0).max(0) as u64;
            match (r.model.as_deref(), r.decided) {
                (None, _) => {
                    m.not_heard += 1;
                    m.last_error = r.error;
                }
                (Some("block"), true) => m.blocked += 1,
                (Some("allow"), true) if r.occasion == "check-in" => {
                    m.resolved += 1;
                    if r.awaiting {
                        m.awaiting_confirmation += 1;
                    }
                }
                (Some("ask"), true) => m.checked_in += 1,
                _ => m.advised += 1,
            }
            if m.commands.len() == MODEL_COMMANDS_SHOWN {
                m.commands.remove(0);
            }
            m.commands.push(ModelCommand {
                decision: r.decision.unwrap_or_default(),
                model: r.model,
                confidence: r.confidence,
                decided: r.decided,
                command: r.command.unwrap_or_default(),
            });
        }
        if m.asked == 0 {
            return Ok(None);
        }
        latencies.sort_unstable();
        let at = |q: f64| latencies.get(((latencies.len() - 1) as f64 * q).round() as usize).copied();
        m.latency_ms_median = at(0.5);
        m.latency_ms_p95 = at(0.95);
        Ok(Some(m))
    }

    /// Keeps what the model said about one command; its row id.
    pub fn record_advice(&self, a: &AdviceRecord<'_>) -> Result<i64, StoreError> {
        let n = a.note;
        self.conn
            .execute(
                "INSERT INTO advice(ts, session, decision_id, occasion, category, deterministic, model, confidence, bar, resolvable, decided, reason, error, latency_ms, tokens_in, tokens_out, precedents)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
                params![
                    now(),
                    a.session,
                    a.decision_id,
                    n.occasion.as_str(),
                    n.category,
                    a.deterministic,
                    n.decision,
                    n.confidence,
                    n.bar,
                    n.resolvable,
                    n.decided,
                    n.reason.as_deref().map(foresee_report::credentials::redact),
                    n.error.as_deref().map(foresee_report::credentials::redact),
                    n.latency_ms as i64,
                    n.tokens_in.map(|t| t as i64),
                    n.tokens_out.map(|t| t as i64),
                    n.precedents as i64,
                ],
            )
            .map_err(|e| self.err(e))?;
        let id = self.conn.last_insert_rowid();
        if id % PRUNE_EVERY == 0 {
            // Bounded like the decisions; rows the user answered teach the bar and are kept.
            self.conn
                .execute(
                    "DELETE FROM advice WHERE human IS NULL AND id <= (SELECT id FROM advice WHERE human IS NULL ORDER BY id DESC LIMIT 1 OFFSET ?1)",
                    params![KEEP_DECISIONS],
                )
                .map_err(|e| self.err(e))?;
        }
        Ok(id)
    }

    /// The check-in (or confirmation) queued for an advised command.
    pub fn advice_queued(&self, advice: i64, pending: i64) -> Result<(), StoreError> {
        self.conn
            .execute("UPDATE advice SET pending_id = ?1 WHERE id = ?2", params![pending, advice])
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The user's answer to an advised command asked at the terminal.
    pub fn advice_answered(&self, advice: i64, allowed: bool) -> Result<(), StoreError> {
        self.conn
            .execute(
                "UPDATE advice SET human = ?1 WHERE id = ?2 AND human IS NULL",
                params![if allowed { "allow" } else { "deny" }, advice],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The user's past answers, newest first, for the resolver's precedents.
    pub fn past_answers(
        &self,
        limit: usize,
    ) -> Result<Vec<crate::advisor::resolver::PastAnswer>, StoreError> {
        let mut st = self
            .conn
            .prepare(
                "SELECT decision, command, area, kind, rule, features FROM decisions WHERE source = 'human' ORDER BY id DESC LIMIT ?1",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map(params![limit as i64], |r| {
                Ok(crate::advisor::resolver::PastAnswer {
                    decision: r.get(0)?,
                    command: r.get(1)?,
                    area: r.get(2)?,
                    kind: r.get(3)?,
                    rule: r.get(4)?,
                    features: features_from(&r.get::<_, Option<String>>(5)?.unwrap_or_default()),
                })
            })
            .map_err(|e| self.err(e))?;
        Ok(rows.flatten().collect())
    }

    /// The model's latest answers in a category that the user also answered (at most `window`):
    /// how many, and how many matched (its allow the user's allow, its block the user's deny).
    pub fn resolver_samples(&self, category: &str, window: usize) -> Result<(usize, usize), StoreError> {
        self.conn
            .query_row(
                "SELECT COUNT(*), COALESCE(SUM((model = 'allow' AND human = 'allow') OR (model = 'block' AND human = 'deny')), 0)
                 FROM (SELECT model, human FROM advice WHERE category = ?1 AND human IS NOT NULL AND model IN ('allow', 'block')
                       ORDER BY id DESC LIMIT ?2)",
                params![category, window as i64],
                |r| Ok((r.get::<_, i64>(0)? as usize, r.get::<_, i64>(1)? as usize)),
            )
            .map_err(|e| self.err(e))
    }

    /// Every category the model was asked about at a check-in: its bar and record.
    pub fn resolver_records(&self) -> Result<Vec<crate::advisor::resolver::CategoryRecord>, StoreError> {
        use crate::advisor::resolver;
        let mut st = self
            .conn
            .prepare(
                "SELECT category,
                        SUM(decided AND model = 'allow'),
                        SUM(decided AND model = 'allow' AND pending_id IS NOT NULL AND human IS NULL)
                 FROM advice WHERE occasion = 'check-in' GROUP BY category ORDER BY category",
            )
            .map_err(|e| self.err(e))?;
        let rows: Vec<(String, i64, i64)> = st
            .query_map([], |r| {
                Ok((
                    r.get(0)?,
                    r.get::<_, Option<i64>>(1)?.unwrap_or(0),
                    r.get::<_, Option<i64>>(2)?.unwrap_or(0),
                ))
            })
            .map_err(|e| self.err(e))?
            .flatten()
            .collect();
        let mut out = Vec::new();
        for (category, resolved, waiting) in rows {
            let (samples, matched) = self.resolver_samples(&category, resolver::WINDOW)?;
            out.push(resolver::CategoryRecord {
                bar: resolver::bar(samples, matched),
                match_rate: (samples > 0).then(|| matched as f64 / samples as f64),
                category,
                samples,
                matched,
                resolved: resolved.max(0) as u64,
                waiting: waiting.max(0) as u64,
            });
        }
        Ok(out)
    }

    pub fn recent(&self, n: usize) -> Result<Vec<serde_json::Value>, StoreError> {
        let mut st = self
            .conn
            .prepare("SELECT ts, session, command, area, kind, decision, source, cause, rule, score, band, reason FROM decisions ORDER BY id DESC LIMIT ?1")
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map(params![n as i64], |r| {
                Ok(serde_json::json!({
                    "ts": r.get::<_, f64>(0)?, "session": r.get::<_, String>(1)?, "command": r.get::<_, String>(2)?,
                    "area": r.get::<_, String>(3)?, "kind": r.get::<_, String>(4)?, "decision": r.get::<_, String>(5)?,
                    "source": r.get::<_, String>(6)?, "cause": r.get::<_, Option<String>>(7)?, "rule": r.get::<_, Option<String>>(8)?,
                    "score": r.get::<_, Option<f64>>(9)?, "band": r.get::<_, Option<String>>(10)?, "reason": r.get::<_, Option<String>>(11)?,
                }))
            })
            .map_err(|e| self.err(e))?;
        Ok(rows.flatten().collect())
    }

    /// The configured autonomy level, if set for this repository.
    pub fn autonomy(&self) -> Option<Autonomy> {
        self.conn
            .query_row("SELECT value FROM meta WHERE key = 'autonomy'", [], |r| r.get::<_, String>(0))
            .optional()
            .ok()
            .flatten()
            .and_then(|s| Autonomy::parse(&s))
    }
}

/// Whether an area like `src/` falls under a revocation glob like `src/**` or `src/`.
pub fn area_matches(glob: &str, area: &str) -> bool {
    let g = glob.trim_end_matches("**").trim_end_matches('*');
    if g.is_empty() || g == "./" || g == "." {
        return true;
    }
    if area == "." {
        // Commands with no file effects: only a revocation of everything covers them.
        return false;
    }
    let g = if g.ends_with('/') { g.to_string() } else { format!("{g}/") };
    area.starts_with(&g) || g.starts_with(area)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_store_from_before_the_model_gains_its_advice_table() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.sqlite");
        {
            let c = Connection::open(&path).unwrap();
            let old = SCHEMA.split("-- The model's advice").next().unwrap();
            c.execute_batch(old).unwrap();
            c.execute_batch("CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT); PRAGMA user_version = 5;")
                .unwrap();
        }
        let s = PolicyStore::open_path(&path, dir.path()).unwrap();
        let note = crate::advisor::ModelNote {
            decision: Some("allow"),
            confidence: Some(0.9),
            reason: Some("fits".into()),
            correction: None,
            matched_rules: vec![],
            error: None,
            latency_ms: 40,
            tokens_in: Some(900),
            tokens_out: Some(30),
            decided: true,
            occasion: crate::advisor::Occasion::CheckIn,
            category: "tracked.destroy".into(),
            bar: Some(0.75),
            resolvable: true,
            kept_for_you: vec![],
            precedents: 0,
        };
        let id = s
            .record_advice(&AdviceRecord {
                session: "s",
                decision_id: None,
                deterministic: "ask",
                note: &note,
            })
            .unwrap();
        s.advice_answered(id, false).unwrap();
        assert_eq!(s.resolver_samples("tracked.destroy", 50).unwrap(), (1, 0));
        let m = s.summary("s").unwrap().model.unwrap();
        assert_eq!((m.asked, m.resolved, m.tokens_in, m.latency_ms_median), (1, 1, 900, Some(40)));
    }

    #[test]
    fn old_decisions_foresee_made_alone_are_pruned_answers_kept() {
        let c = Connection::open_in_memory().unwrap();
        c.execute_batch(SCHEMA).unwrap();
        let add = |source: &str| {
            c.execute(
                "INSERT INTO decisions(ts, session, command, area, kind, decision, source) VALUES (0, 's', 'c', 'a', 'k', 'allow', ?1)",
                params![source],
            )
            .unwrap();
        };
        add("human");
        for _ in 0..30 {
            add("policy");
        }
        add("human");
        prune_decisions(&c, 10).unwrap();
        let count = |source: &str| -> i64 {
            c.query_row("SELECT COUNT(*) FROM decisions WHERE source = ?1", params![source], |r| r.get(0))
                .unwrap()
        };
        assert_eq!(count("policy"), 10);
        assert_eq!(count("human"), 2);
        // The newest are the ones kept.
        let oldest: i64 =
            c.query_row("SELECT MIN(id) FROM decisions WHERE source = 'policy'", [], |r| r.get(0)).unwrap();
        assert_eq!(oldest, 22);
    }

    #[test]
    fn the_log_of_short_lived_processes_stays_bounded_and_loses_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.sqlite");
        let wal = wal_path(&path);
        let x = [0.5; crate::policy::N];
        let mut largest = 0;
        // Each open-learn-close is one foresee process; 600 of them write several megabytes.
        for i in 0..600 {
            let mut s = PolicyStore::open_path(&path, dir.path()).unwrap();
            s.learn(&x, i % 2 == 0).unwrap();
            drop(s);
            largest = largest.max(std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0));
        }
        assert!(largest > 0, "the log is kept between processes");
        assert!(largest <= WAL_LIMIT + (64 << 10), "the log grew to {largest} bytes");
        let s = PolicyStore::open_path(&path, dir.path()).unwrap();
        assert_eq!(s.model().unwrap().samples, 600);
        assert_eq!(s.model_history().unwrap().len(), 600);
    }

    #[test]
    fn the_questions_before_each_decision_read_only_human_answers() {
        let dir = tempfile::tempdir().unwrap();
        let s = PolicyStore::open_path(&dir.path().join("p.sqlite"), dir.path()).unwrap();
        // The queries of `history` and `resembling`, as the planner will run them.
        for q in [HUMAN_COUNT, HUMAN_LAST_DENIAL, HUMAN_LATEST] {
            let mut st = s.conn.prepare(&format!("EXPLAIN QUERY PLAN {q}")).unwrap();
            // The plan does not depend on the values; unbound parameters are NULL.
            let unbound = vec![rusqlite::types::Null; st.parameter_count()];
            let plan: Vec<String> = st
                .query_map(rusqlite::params_from_iter(unbound), |r| r.get::<_, String>(3))
                .unwrap()
                .flatten()
                .collect();
            assert!(plan.iter().any(|p| p.contains("decisions_human")), "{q}: {plan:?}");
        }
    }
}
