//! Applying a rehearsal's upper layers to the real tree, all or nothing.
//!
//! 1. **Plan**: one operation per upper entry (place it, remove the host entry, or apply a mode,
//!    owner or times change), walking merged folders and treating opaque ones as complete.
//! 2. **Verify**: every host path an operation touches must be as it was when the rehearsal
//!    started (its ctime not after the start, absent if the command created it); otherwise the
//!    commit is refused as a conflict before anything is written.
//! 3. **Stage**: new content is written beside its target under a temporary name
//!    (`.foresee-<run>-<n>`), folders as whole trees. A journal lists every operation first.
//! 4. **Apply**: one `renameat2` per operation (`RENAME_NOREPLACE` for new names, plain rename
//!    for replaced files, `RENAME_EXCHANGE` where a folder is involved); removals are renames to a
//!    trash name. The journal lets a later run finish an apply that a crash interrupted.
//! 5. **Clean**: trash trees are removed, the journal deleted.
//! 6. **Times**: every folder the command or the commit changed gets the snapshot folder's times,
//!    deepest first, once nothing more is renamed or removed in it; a folder the host changed
//!    meanwhile keeps the commit's.
//!
//! An entry keeps the times the command left it (a `touch -d`, a `touch` of a file whose bytes
//! stay the same, a build's outputs), so tools that compare times (make) see the tree as after
//! a direct run.
//!
//! Every host path is opened with `openat2(RESOLVE_BENEATH|RESOLVE_NO_SYMLINKS|RESOLVE_NO_XDEV)`
//! from the layer's root, so neither a link planted by the command nor a folder swapped for a link
//! on the host can take the commit outside its tree. Set-id bits are stripped and
//! `security.capability`, `trusted.*` and overlay xattrs are never copied.

use crate::diff::{is_opaque, is_whiteout, same_content};
use crate::root::Layer;
use crate::sys::{self, SysError};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::Write;
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Debug, Clone, Default)]
pub struct CommitOptions {
    /// Keep set-uid/set-gid bits (only when a rule allowed them explicitly).
    pub keep_setid: bool,
    /// Paths (absolute, in the real tree) that must not be committed; their changes are dropped.
    pub exclude: Vec<PathBuf>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct CommitSummary {
    pub placed: usize,
    pub removed: usize,
    pub metadata: usize,
    /// Upper entries that are never committed (fifos, sockets, devices), with the reason.
    pub skipped: Vec<(PathBuf, String)>,
    pub setid_stripped: Vec<PathBuf>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    pub path: PathBuf,
    pub what: String,
    /// False when the change may have come just before the rehearsal began (see [`Fence`]).
    pub certain: bool,
    /// The host entry's ctime, when the conflict rests on it.
    pub ctime: Option<(i64, i64)>,
}

impl CommitError {
    /// Every conflict may predate the rehearsal: rehearsing again settles it.
    pub fn is_ambiguous(&self) -> bool {
        matches!(self, CommitError::Conflict(c) if !c.is_empty() && c.iter().all(|c| !c.certain))
    }

    /// Waits (at most a few clock ticks) until the kernel's coarse clock has passed every
    /// ambiguous ctime, so that a rehearsal started now classifies those changes as before it.
    pub fn settle(&self) {
        let CommitError::Conflict(c) = self else { return };
        let Some(latest) = c.iter().filter_map(|c| c.ctime).max() else { return };
        let deadline = std::time::Instant::now() + std::time::Duration::from_millis(100);
        while sys::coarse_now() <= latest && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum CommitError {
    #[error("the real tree changed while the command ran; nothing was applied: {}", describe_conflicts(.0))]
    Conflict(Vec<Conflict>),
    #[error("commit failed: {0}")]
    Sys(#[from] SysError),
}

fn describe_conflicts(c: &[Conflict]) -> String {
    let mut parts: Vec<String> =
        c.iter().take(5).map(|c| format!("{} ({})", c.path.display(), c.what)).collect();
    if c.len() > 5 {
        parts.push(format!("and {} more", c.len() - 5));
    }
    parts.join(", ")
}

/// What the host had at a name, as the plan saw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum HostKind {
    Absent,
    NonDir,
    Dir,
}

#[derive(Debug, Clone)]
enum OpKind {
    /// Put the upper entry (a whole tree for a folder) where the host has `HostKind`.
    Place(HostKind),
    /// Remove the host entry (a whole tree for a folder).
    Remove,
    /// Mode/owner (and, for files and links, times) of the upper entry onto the existing host
    /// entry.
    Meta,
    /// A folder's times, set after everything else.
    Times,
}

#[derive(Debug, Clone)]
struct Op {
    layer: usize,
    rel: PathBuf,
    kind: OpKind,
}

/// A step of the apply phase, as written to the journal.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct JournalOp {
    root: Vec<u8>,
    parent: Vec<u8>,
    name: Vec<u8>,
    tmp: Vec<u8>,
    action: Action,
    /// Inode of the staged entry (place) or of the host entry (remove).
    ino: u64,
    mode: u32,
    uid: u32,
    gid: u32,
    /// For metadata steps: what to restore if the apply must be undone.
    old: (u32, u32, u32),
    /// For metadata and times steps: the (access, modification) times to set.
    #[serde(default)]
    times: Option<Times>,
    #[serde(default)]
    old_times: Option<Times>,
}

/// (access, modification) times, each (seconds, nanoseconds).
type Times = ((i64, i64), (i64, i64));

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Action {
    PlaceNew,
    PlaceExchange,
    Remove,
    Meta,
    Times,
}

#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct Journal {
    run: String,
    phase: String,
    ops: Vec<JournalOp>,
}

fn bytes(p: &Path) -> Vec<u8> {
    p.as_os_str().as_bytes().to_vec()
}

fn osstr(b: &[u8]) -> &OsStr {
    OsStr::from_bytes(b)
}

/// When the rehearsal began, read on both clocks the kernel stamps ctime from.
///
/// A ctime at or after `fine` is certainly a change made after the start. One below `coarse`
/// certainly came before. In between the kernel's coarse clock cannot tell (it lags real time by
/// up to a tick): such a change is *ambiguous*, and the caller rehearses again rather than guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fence {
    pub coarse: (i64, i64),
    pub fine: (i64, i64),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum When {
    Before,
    Ambiguous,
    After,
}

impl Fence {
    pub fn now() -> Fence {
        let coarse = sys::coarse_now();
        Fence { coarse, fine: sys::fine_now().max(coarse) }
    }

    /// Whether a change stamped `ctime` certainly came before the rehearsal began.
    pub(crate) fn before(&self, ctime: (i64, i64)) -> bool {
        self.classify(ctime) == When::Before
    }

    fn classify(&self, ctime: (i64, i64)) -> When {
        if ctime >= self.fine {
            When::After
        } else if ctime >= self.coarse {
            When::Ambiguous
        } else {
            When::Before
        }
    }
}

fn ctime_of(st: &libc::stat) -> (i64, i64) {
    (st.st_ctime, st.st_ctime_nsec)
}

/// The mode a metadata step gives a host file: set-id bits are stripped but those the host
/// entry had already, with the same owner (a `touch` of a set-uid program keeps it as it is).
fn final_mode(options: &CommitOptions, mode: u32, kept: u32, rel: &Path, summary: &mut CommitSummary) -> u32 {
    let added = mode & 0o6000 & !kept;
    if added != 0 && !options.keep_setid {
        summary.setid_stripped.push(rel.to_path_buf());
        mode & !added
    } else {
        mode
    }
}

fn kind_of(st: &libc::stat) -> HostKind {
    if st.st_mode & libc::S_IFMT == libc::S_IFDIR { HostKind::Dir } else { HostKind::NonDir }
}

fn open_dir_beneath(root: &OwnedFd, rel: &Path) -> Result<OwnedFd, SysError> {
    sys::open_beneath(root, rel, libc::O_PATH | libc::O_DIRECTORY, 0)
}

fn split(rel: &Path) -> (PathBuf, OsString) {
    let parent = rel.parent().map(|p| p.to_path_buf()).unwrap_or_default();
    let name = rel.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    (parent, name)
}

pub(crate) struct Committer<'a> {
    pub run_id: &'a str,
    pub layers: &'a [Layer],
    pub fence: Fence,
    pub journal_path: PathBuf,
    pub options: &'a CommitOptions,
    pub privilege_root: bool,
}

impl Committer<'_> {
    pub fn commit(&self) -> Result<CommitSummary, CommitError> {
        let mut summary = CommitSummary::default();
        let mut ops = Vec::new();
        for (i, layer) in self.layers.iter().enumerate() {
            self.plan_dir(i, layer, Path::new(""), false, &mut ops, &mut summary);
        }
        ops.retain(|op| {
            let abs = self.layers[op.layer].host_path.join(&op.rel);
            !self.options.exclude.iter().any(|x| abs.starts_with(x))
        });
        if ops.is_empty() {
            return Ok(summary);
        }
        // Only the layers with something to apply are opened: a mount that vanished from the
        // host meanwhile (and held no change) is none of the commit's business.
        let mut roots: Vec<Option<OwnedFd>> = Vec::with_capacity(self.layers.len());
        for (i, l) in self.layers.iter().enumerate() {
            roots.push(if ops.iter().any(|op| op.layer == i) {
                Some(sys::open_path(&l.host_path, libc::O_PATH | libc::O_DIRECTORY)?)
            } else {
                None
            });
        }
        let roots: Vec<OwnedFd> = roots
            .into_iter()
            .map(|r| {
                r.map(Ok).unwrap_or_else(|| sys::open_path(Path::new("/"), libc::O_PATH | libc::O_DIRECTORY))
            })
            .collect::<Result<_, _>>()?;
        // A folder the host changed meanwhile keeps its own times (and the commit's renames).
        ops.retain(|op| !matches!(op.kind, OpKind::Times) || self.untouched(op, &roots[op.layer]));
        if ops.is_empty() {
            return Ok(summary);
        }
        self.verify(&ops, &roots)?;
        crate::phase("commit plan");

        // Stage: the journal names every temporary first, so a crash here can be rolled back.
        let mut jops = Vec::with_capacity(ops.len());
        for (n, op) in ops.iter().enumerate() {
            let (parent, name) = split(&op.rel);
            let tmp = format!(".foresee-{}-{n}", self.run_id);
            let action = match op.kind {
                OpKind::Place(HostKind::Absent) => Action::PlaceNew,
                // Exchanging rather than renaming over keeps the old entry at the temporary name
                // until the end, so a failed apply can be undone.
                OpKind::Place(HostKind::NonDir | HostKind::Dir) => Action::PlaceExchange,
                OpKind::Remove => Action::Remove,
                OpKind::Meta => Action::Meta,
                OpKind::Times => Action::Times,
            };
            jops.push(JournalOp {
                root: bytes(&self.layers[op.layer].host_path),
                parent: bytes(&parent),
                name: name.as_bytes().to_vec(),
                tmp: tmp.into_bytes(),
                action,
                ino: 0,
                mode: 0,
                uid: 0,
                gid: 0,
                old: (0, 0, 0),
                times: None,
                old_times: None,
            });
        }
        let mut journal = Journal { run: self.run_id.to_string(), phase: "staging".into(), ops: jops };
        write_journal(&self.journal_path, &journal)?;
        let mut placed = Vec::new();
        let mut stage = Stage::new(self.options, self.privilege_root, &mut summary);
        let staged = (|| -> Result<(), CommitError> {
            for (k, (op, j)) in ops.iter().zip(journal.ops.iter_mut()).enumerate() {
                let root = &roots[op.layer];
                let parent_fd = Arc::new(open_dir_beneath(root, Path::new(osstr(&j.parent)))?);
                let upper = self.layers[op.layer].upper.join(&op.rel);
                match op.kind {
                    OpKind::Place(_) => {
                        let md = std::fs::symlink_metadata(&upper).map_err(|e| {
                            SysError::new(format!("lstat({upper:?})"), e.raw_os_error().unwrap_or(0))
                        })?;
                        let prefix = self.layers[op.layer].xattr_prefix;
                        stage.entry(&upper, &md, prefix, &parent_fd, osstr(&j.tmp), &op.rel)?;
                        placed.push((k, parent_fd));
                    }
                    OpKind::Remove => {
                        j.ino = sys::lstatat(&parent_fd, osstr(&j.name))?.map(|s| s.st_ino).unwrap_or(0);
                    }
                    OpKind::Meta => {
                        let md = std::fs::symlink_metadata(&upper).map_err(|e| {
                            SysError::new(format!("lstat({upper:?})"), e.raw_os_error().unwrap_or(0))
                        })?;
                        let host = self.layers[op.layer].host_path.join(&op.rel);
                        let h = std::fs::symlink_metadata(&host).map_err(|e| {
                            SysError::new(format!("lstat({host:?})"), e.raw_os_error().unwrap_or(0))
                        })?;
                        j.old = (h.mode() & 0o7777, h.uid(), h.gid());
                        (j.uid, j.gid) =
                            if self.privilege_root { (md.uid(), md.gid()) } else { (h.uid(), h.gid()) };
                        let kept = if (j.uid, j.gid) == (h.uid(), h.gid()) { h.mode() } else { 0 };
                        j.mode = if md.is_dir() {
                            md.mode() & 0o7777
                        } else {
                            final_mode(self.options, md.mode() & 0o7777, kept, &op.rel, stage.summary)
                        };
                        // A folder's times wait for the end (see `OpKind::Times`).
                        if !md.is_dir() {
                            j.times = Some(times_of(&md));
                            j.old_times = Some(times_of(&h));
                        }
                    }
                    OpKind::Times => {
                        let md = std::fs::symlink_metadata(&upper).map_err(|e| {
                            SysError::new(format!("lstat({upper:?})"), e.raw_os_error().unwrap_or(0))
                        })?;
                        j.times = Some(times_of(&md));
                    }
                }
            }
            stage.finish()?;
            // Each staged entry's inode, by which a recovery tells how far its step got.
            for (k, parent_fd) in placed {
                let j = &mut journal.ops[k];
                j.ino = sys::lstatat(parent_fd.as_ref(), osstr(&j.tmp))?.map(|s| s.st_ino).unwrap_or(0);
            }
            Ok(())
        })();
        if let Err(e) = staged {
            rollback_staging(&journal);
            let _ = std::fs::remove_file(&self.journal_path);
            return Err(e);
        }
        journal.phase = "applying".into();
        write_journal(&self.journal_path, &journal)?;
        crate::phase("commit stage");
        let crash_after =
            std::env::var("FORESEE_TEST_CRASH_COMMIT_AFTER").ok().and_then(|v| v.parse::<usize>().ok());
        for (k, j) in journal.ops.iter().enumerate() {
            if crash_after == Some(k) {
                // Test aid: simulate foresee dying in the middle of an apply.
                unsafe { libc::_exit(99) };
            }
            if let Err(e) = apply_op(j, self.privilege_root) {
                // Only a race with the host gets here (verify passed): undo what was applied.
                for done in journal.ops[..k].iter().rev() {
                    undo_op(done, self.privilege_root);
                }
                rollback_staging(&journal);
                let _ = std::fs::remove_file(&self.journal_path);
                return Err(e.into());
            }
            match j.action {
                Action::PlaceNew | Action::PlaceExchange => summary.placed += 1,
                Action::Remove => summary.removed += 1,
                Action::Meta => summary.metadata += 1,
                Action::Times => {}
            }
        }
        crate::phase("commit apply");
        for j in &journal.ops {
            clean_op(j);
        }
        set_folder_times(&journal.ops);
        let _ = std::fs::remove_file(&self.journal_path);
        Ok(summary)
    }

    /// Whether the host entry `op` names is still as the rehearsal found it (its ctime before
    /// the start).
    fn untouched(&self, op: &Op, root: &OwnedFd) -> bool {
        let (parent, name) = split(&op.rel);
        let Ok(parent_fd) = open_dir_beneath(root, &parent) else { return false };
        let st = if op.rel.as_os_str().is_empty() {
            sys::fstat(&parent_fd).ok()
        } else {
            sys::lstatat(&parent_fd, &name).ok().flatten()
        };
        st.is_some_and(|s| kind_of(&s) == HostKind::Dir && self.fence.classify(ctime_of(&s)) == When::Before)
    }

    fn plan_dir(
        &self,
        li: usize,
        layer: &Layer,
        rel: &Path,
        complete: bool,
        ops: &mut Vec<Op>,
        summary: &mut CommitSummary,
    ) {
        let up = if rel.as_os_str().is_empty() { layer.upper.clone() } else { layer.upper.join(rel) };
        let host =
            if rel.as_os_str().is_empty() { layer.host_path.clone() } else { layer.host_path.join(rel) };
        let first = ops.len();
        let mut names: Vec<OsString> = std::fs::read_dir(&up)
            .map(|rd| rd.flatten().map(|e| e.file_name()).collect())
            .unwrap_or_default();
        names.sort();
        if complete {
            if let Ok(rd) = std::fs::read_dir(&host) {
                let mut host_names: Vec<OsString> = rd.flatten().map(|e| e.file_name()).collect();
                host_names.sort();
                for n in host_names {
                    if !names.contains(&n) {
                        ops.push(Op { layer: li, rel: rel.join(n), kind: OpKind::Remove });
                    }
                }
            }
        }
        for n in names {
            let r = rel.join(&n);
            let u = up.join(&n);
            let h = host.join(&n);
            let Ok(umd) = std::fs::symlink_metadata(&u) else { continue };
            let hmd = std::fs::symlink_metadata(&h).ok();
            if is_whiteout(&u, &umd, layer.xattr_prefix) {
                if hmd.is_some() {
                    ops.push(Op { layer: li, rel: r, kind: OpKind::Remove });
                }
                continue;
            }
            let ft = umd.file_type();
            if !(ft.is_dir() || ft.is_file() || ft.is_symlink()) {
                summary
                    .skipped
                    .push((h, "special files (fifos, sockets, devices) are never committed".into()));
                continue;
            }
            match hmd {
                None => ops.push(Op { layer: li, rel: r, kind: OpKind::Place(HostKind::Absent) }),
                Some(hm) if hm.is_dir() && ft.is_dir() => {
                    if self.meta(&hm) != self.meta(&umd) {
                        ops.push(Op { layer: li, rel: r.clone(), kind: OpKind::Meta });
                    }
                    self.plan_dir(li, layer, &r, complete || is_opaque(&u, layer.xattr_prefix), ops, summary);
                }
                Some(hm) if hm.is_dir() => {
                    ops.push(Op { layer: li, rel: r, kind: OpKind::Place(HostKind::Dir) })
                }
                Some(hm) => {
                    let same_type = hm.file_type().is_symlink() == ft.is_symlink() && !ft.is_dir();
                    let same_content = same_type
                        && if ft.is_symlink() {
                            std::fs::read_link(&h).ok() == std::fs::read_link(&u).ok()
                        } else {
                            hm.len() == umd.len() && same_content(&h, &u)
                        };
                    let meta = self.meta(&hm) != self.meta(&umd) && !ft.is_symlink();
                    if !same_content {
                        ops.push(Op { layer: li, rel: r, kind: OpKind::Place(HostKind::NonDir) });
                    } else if meta || times_of(&hm) != times_of(&umd) {
                        // chmod on a host file with other hard links would change them too; the
                        // rehearsal changed only this name, so replace the name instead. Times
                        // grant nothing: they go to the inode, as a direct `touch` sets them.
                        let kind = if meta && hm.nlink() > 1 {
                            OpKind::Place(HostKind::NonDir)
                        } else {
                            OpKind::Meta
                        };
                        ops.push(Op { layer: li, rel: r, kind });
                    }
                }
            }
        }
        // The folder's own metadata (the layer's root too: only its metadata can change). Its
        // times come last: the commit's own renames in it move them.
        if let (Ok(um), Ok(hm)) = (std::fs::symlink_metadata(&up), std::fs::symlink_metadata(&host)) {
            if rel.as_os_str().is_empty() && self.meta(&hm) != self.meta(&um) {
                ops.insert(first, Op { layer: li, rel: PathBuf::new(), kind: OpKind::Meta });
            }
            let renamed_in = ops[first..].iter().any(|op| {
                op.layer == li
                    && matches!(op.kind, OpKind::Place(_) | OpKind::Remove)
                    && op.rel.parent() == Some(rel)
            });
            if um.is_dir() && hm.is_dir() && (renamed_in || times_of(&hm) != times_of(&um)) {
                ops.push(Op { layer: li, rel: rel.to_path_buf(), kind: OpKind::Times });
            }
        }
    }

    /// Mode and, where the commit can set it (with root privilege), owner.
    fn meta(&self, md: &std::fs::Metadata) -> (u32, u32, u32) {
        if self.privilege_root {
            (md.mode() & 0o7777, md.uid(), md.gid())
        } else {
            (md.mode() & 0o7777, 0, 0)
        }
    }

    /// Refuses the whole commit if any host path it touches changed since the rehearsal began.
    fn verify(&self, ops: &[Op], roots: &[OwnedFd]) -> Result<(), CommitError> {
        let mut conflicts = Vec::new();
        for op in ops.iter().filter(|op| !matches!(op.kind, OpKind::Times)) {
            let abs = self.layers[op.layer].host_path.join(&op.rel);
            let (parent, name) = split(&op.rel);
            let parent_fd = match open_dir_beneath(&roots[op.layer], &parent) {
                Ok(fd) => fd,
                Err(e) => {
                    conflicts.push(Conflict {
                        path: abs,
                        what: format!("its folder cannot be reached safely: {e}"),
                        certain: true,
                        ctime: None,
                    });
                    continue;
                }
            };
            let st = if op.rel.as_os_str().is_empty() {
                sys::fstat(&parent_fd).ok()
            } else {
                match sys::lstatat(&parent_fd, &name) {
                    Ok(s) => s,
                    Err(e) => {
                        conflicts.push(Conflict {
                            path: abs,
                            what: e.to_string(),
                            certain: true,
                            ctime: None,
                        });
                        continue;
                    }
                }
            };
            match (&op.kind, st) {
                (OpKind::Place(HostKind::Absent), Some(_)) => conflicts.push(Conflict {
                    path: abs,
                    what: "created on the host meanwhile".into(),
                    certain: true,
                    ctime: None,
                }),
                (OpKind::Place(HostKind::Absent), None) => {}
                (OpKind::Place(_) | OpKind::Remove | OpKind::Meta | OpKind::Times, None) => {
                    conflicts.push(Conflict {
                        path: abs,
                        what: "removed on the host meanwhile".into(),
                        certain: true,
                        ctime: None,
                    })
                }
                (OpKind::Place(expect), Some(s)) if *expect != kind_of(&s) => conflicts.push(Conflict {
                    path: abs,
                    what: "replaced by another type on the host meanwhile".into(),
                    certain: true,
                    ctime: None,
                }),
                (OpKind::Meta | OpKind::Times, Some(s)) => {
                    // A folder's ctime also moves when the host adds or removes an entry directly
                    // in it; that is counted as a conflict too (the safe side).
                    let w = self.fence.classify(ctime_of(&s));
                    if w != When::Before {
                        conflicts.push(Conflict {
                            path: abs,
                            what: "changed on the host meanwhile".into(),
                            certain: w == When::After,
                            ctime: Some(ctime_of(&s)),
                        });
                    }
                }
                (_, Some(s)) => {
                    let w = self.fence.classify(ctime_of(&s));
                    if w != When::Before {
                        conflicts.push(Conflict {
                            path: abs,
                            what: "changed on the host meanwhile".into(),
                            certain: w == When::After,
                            ctime: Some(ctime_of(&s)),
                        });
                    } else if kind_of(&s) == HostKind::Dir {
                        if let Ok(fd) = sys::open_beneath(
                            &parent_fd,
                            Path::new(&name),
                            libc::O_RDONLY | libc::O_DIRECTORY,
                            0,
                        ) {
                            if let Some((p, w, t)) = changed_below(&fd, self.fence, &abs) {
                                conflicts.push(Conflict {
                                    path: p,
                                    what: "changed on the host meanwhile".into(),
                                    certain: w == When::After,
                                    ctime: Some(t),
                                });
                            }
                        }
                    }
                }
            }
        }
        if conflicts.is_empty() { Ok(()) } else { Err(CommitError::Conflict(conflicts)) }
    }
}

/// A path below an open folder changed since the fence: a certain change if there is one,
/// else an ambiguous one.
fn changed_below(dir: &OwnedFd, fence: Fence, abs: &Path) -> Option<(PathBuf, When, (i64, i64))> {
    let mut found: Option<(PathBuf, When, (i64, i64))> = None;
    for name in list_fd(dir) {
        let Some(st) = sys::lstatat(dir, &name).ok().flatten() else { continue };
        let t = ctime_of(&st);
        let w = fence.classify(t);
        if w == When::After {
            return Some((abs.join(&name), w, t));
        }
        if w == When::Ambiguous && found.as_ref().is_none_or(|f| f.2 < t) {
            found = Some((abs.join(&name), w, t));
        }
        if kind_of(&st) == HostKind::Dir {
            if let Ok(fd) = sys::open_beneath(dir, Path::new(&name), libc::O_RDONLY | libc::O_DIRECTORY, 0) {
                match changed_below(&fd, fence, &abs.join(&name)) {
                    Some((p, When::After, t)) => return Some((p, When::After, t)),
                    Some(x) if found.as_ref().is_none_or(|f| f.2 < x.2) => found = Some(x),
                    _ => {}
                }
            }
        }
    }
    found
}

/// Names in an open folder (a fresh descriptor, so the caller's offset is untouched).
fn list_fd(dir: &OwnedFd) -> Vec<OsString> {
    let Ok(fd) = sys::openat(dir, OsStr::new("."), libc::O_RDONLY | libc::O_DIRECTORY, 0) else {
        return Vec::new();
    };
    let Some(d) = sys::DirStream::new(fd) else { return Vec::new() };
    let mut out = Vec::new();
    while let Some((name, _)) = d.next() {
        out.push(OsString::from_vec(name.to_bytes().to_vec()));
    }
    out
}

/// Staging: a walk of the upper entries makes folders and symlinks and lists the regular files;
/// the files are then copied on a few threads (their content is most of the work, and each
/// file is independent of the others), hard links are made to their first copies, and last
/// the folders get their mode, owner and times, deepest first, once nothing is added to them.
struct Stage<'a> {
    options: &'a CommitOptions,
    root: bool,
    /// Upper inode -> (folder, name) of its first staged copy, to recreate hard links.
    links: HashMap<(u64, u64), (Arc<OwnedFd>, OsString)>,
    summary: &'a mut CommitSummary,
    files: Vec<FileCopy>,
    hard_links: Vec<(Arc<OwnedFd>, OsString, Arc<OwnedFd>, OsString)>,
    folders: Vec<FolderMeta>,
}

/// A regular file to copy from the upper layer.
struct FileCopy {
    src: PathBuf,
    dir: Arc<OwnedFd>,
    name: OsString,
    size: u64,
    mode: u32,
    owner: Option<(u32, u32)>,
    times: ((i64, i64), (i64, i64)),
}

/// A staged folder's final metadata, set once its content is in place (a folder without write
/// permission could not be filled after).
struct FolderMeta {
    fd: OwnedFd,
    mode: u32,
    owner: Option<(u32, u32)>,
    times: ((i64, i64), (i64, i64)),
}

fn times_of(md: &std::fs::Metadata) -> ((i64, i64), (i64, i64)) {
    ((md.atime(), md.atime_nsec()), (md.mtime(), md.mtime_nsec()))
}

/// Threads that copy file content: a few, as the disk and the page cache, not the CPU, are soon
/// the limit.
const COPY_THREADS: usize = 4;
/// Folders walked but not yet finished, each holding a descriptor.
const MAX_PENDING_FOLDERS: usize = 256;

impl<'a> Stage<'a> {
    fn new(options: &'a CommitOptions, root: bool, summary: &'a mut CommitSummary) -> Self {
        Stage {
            options,
            root,
            links: HashMap::new(),
            summary,
            files: Vec::new(),
            hard_links: Vec::new(),
            folders: Vec::new(),
        }
    }

    /// Stages the upper entry `src` (metadata `md`) into `dir` under `name`: made now if it is a
    /// folder or a symlink, listed for [`Stage::finish`] if it is a file.
    fn entry(
        &mut self,
        src: &Path,
        md: &std::fs::Metadata,
        xattr_prefix: &str,
        dir: &Arc<OwnedFd>,
        name: &OsStr,
        rel: &Path,
    ) -> Result<(), SysError> {
        let ft = md.file_type();
        let mut mode = md.mode() & 0o7777;
        if mode & 0o6000 != 0 && !self.options.keep_setid && !ft.is_dir() {
            self.summary.setid_stripped.push(rel.to_path_buf());
            mode &= !0o6000;
        }
        let owner = self.root.then_some((md.uid(), md.gid()));
        if ft.is_symlink() {
            let target = std::fs::read_link(src)
                .map_err(|e| SysError::new(format!("readlink({src:?})"), e.raw_os_error().unwrap_or(0)))?;
            sys::symlinkat(target.as_os_str(), dir.as_ref(), name)?;
            if let Some((uid, gid)) = owner {
                let c = sys::cstr(name)?;
                unsafe { libc::fchownat(dir.as_raw_fd(), c.as_ptr(), uid, gid, libc::AT_SYMLINK_NOFOLLOW) };
            }
            let (atime, mtime) = times_of(md);
            let _ = sys::utimensat_nofollow(dir.as_ref(), name, atime, mtime);
            return Ok(());
        }
        if ft.is_dir() {
            sys::mkdirat(dir.as_ref(), name, 0o700)?;
            let sub = Arc::new(sys::openat(
                dir.as_ref(),
                name,
                libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW,
                0,
            )?);
            let mut children: Vec<(OsString, std::fs::Metadata)> = std::fs::read_dir(src)
                .map(|rd| rd.flatten().filter_map(|e| Some((e.file_name(), e.metadata().ok()?))).collect())
                .unwrap_or_default();
            children.sort_by(|a, b| a.0.cmp(&b.0));
            for (n, cmd) in children {
                let child = src.join(&n);
                if is_whiteout(&child, &cmd, xattr_prefix) {
                    continue;
                }
                let cft = cmd.file_type();
                if !(cft.is_dir() || cft.is_file() || cft.is_symlink()) {
                    self.summary.skipped.push((
                        rel.join(&n),
                        "special files (fifos, sockets, devices) are never committed".into(),
                    ));
                    continue;
                }
                self.entry(&child, &cmd, xattr_prefix, &sub, &n, &rel.join(&n))?;
            }
            // A set-gid folder only passes its group on; it grants nothing, so it is kept.
            let mode = if self.options.keep_setid { mode } else { mode & !0o4000 };
            let fd = sys::openat(sub.as_ref(), OsStr::new("."), libc::O_RDONLY | libc::O_DIRECTORY, 0)?;
            self.folders.push(FolderMeta { fd, mode, owner, times: times_of(md) });
            if self.folders.len() >= MAX_PENDING_FOLDERS {
                // Each pending folder holds a descriptor: finish what is listed so far.
                self.flush()?;
            }
            return Ok(());
        }
        if md.nlink() > 1 {
            if let Some((ldir, lname)) = self.links.get(&(md.dev(), md.ino())) {
                self.hard_links.push((ldir.clone(), lname.clone(), dir.clone(), name.to_os_string()));
                return Ok(());
            }
            self.links.insert((md.dev(), md.ino()), (dir.clone(), name.to_os_string()));
        }
        self.files.push(FileCopy {
            src: src.to_path_buf(),
            dir: dir.clone(),
            name: name.to_os_string(),
            size: md.len(),
            mode,
            owner,
            times: times_of(md),
        });
        Ok(())
    }

    fn finish(mut self) -> Result<(), SysError> {
        self.flush()
    }

    /// Copies the listed files, makes the hard links, then sets the metadata of the folders
    /// whose walk is done (every pending one: a folder is listed once all its entries are).
    fn flush(&mut self) -> Result<(), SysError> {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(COPY_THREADS);
        if threads <= 1 || self.files.len() < 64 {
            self.files.iter().try_for_each(copy_file)?;
        } else {
            let next = std::sync::atomic::AtomicUsize::new(0);
            let failed: std::sync::Mutex<Option<SysError>> = std::sync::Mutex::new(None);
            std::thread::scope(|s| {
                for _ in 0..threads {
                    s.spawn(|| {
                        loop {
                            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            let Some(f) = self.files.get(i) else { break };
                            if let Err(e) = copy_file(f) {
                                if let Ok(mut slot) = failed.lock() {
                                    slot.get_or_insert(e);
                                }
                                // The others stop at their next file.
                                next.store(self.files.len(), std::sync::atomic::Ordering::Relaxed);
                                break;
                            }
                        }
                    });
                }
            });
            if let Some(e) = failed.into_inner().ok().flatten() {
                return Err(e);
            }
        }
        self.files.clear();
        for (ldir, lname, dir, name) in self.hard_links.drain(..) {
            sys::linkat(ldir.as_ref(), &lname, dir.as_ref(), &name)?;
        }
        // Deepest first: a folder's times are set after everything in it was made.
        for f in self.folders.drain(..) {
            if let Some((uid, gid)) = f.owner {
                sys::fchown(&f.fd, uid, gid)?;
            }
            sys::fchmod(&f.fd, f.mode)?;
            let _ = sys::futimens(&f.fd, f.times.0, f.times.1);
        }
        Ok(())
    }
}

/// Copies one upper file to its staged name: content, `user.*` attributes, owner, mode, times.
fn copy_file(f: &FileCopy) -> Result<(), SysError> {
    let input = sys::open_path(&f.src, libc::O_RDONLY | libc::O_NOFOLLOW)?;
    let out = sys::openat(
        f.dir.as_ref(),
        &f.name,
        libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL | libc::O_NOFOLLOW,
        0o600,
    )?;
    sys::copy_content(&input, &out, f.size)
        .map_err(|e| SysError::new(format!("copy({:?})", f.src), e.errno))?;
    copy_user_xattrs(&input, &out);
    if let Some((uid, gid)) = f.owner {
        sys::fchown(&out, uid, gid)?;
    }
    sys::fchmod(&out, f.mode)?;
    let _ = sys::futimens(&out, f.times.0, f.times.1);
    Ok(())
}

/// `user.*` attributes travel with the file; overlay's own, `trusted.*` and `security.*`
/// (file capabilities among them) never do.
fn copy_user_xattrs(src: &OwnedFd, dst: &OwnedFd) {
    for name in sys::flistxattr(src) {
        let n = name.to_bytes();
        if !n.starts_with(b"user.") || n.starts_with(b"user.overlay.") {
            continue;
        }
        if let Some(v) = sys::fgetxattr(src, &name) {
            let _ = sys::fsetxattr(dst, &name, &v);
        }
    }
}

fn write_journal(path: &Path, j: &Journal) -> Result<(), SysError> {
    let tmp = path.with_extension("journal.tmp");
    let data = serde_json::to_vec(j).map_err(|_| SysError::new("serialize journal", libc::EINVAL))?;
    let io = |e: std::io::Error, what: &str| {
        SysError::new(format!("{what}({tmp:?})"), e.raw_os_error().unwrap_or(libc::EIO))
    };
    let mut f = File::create(&tmp).map_err(|e| io(e, "create"))?;
    f.write_all(&data).map_err(|e| io(e, "write"))?;
    f.sync_all().map_err(|e| io(e, "fsync"))?;
    std::fs::rename(&tmp, path).map_err(|e| io(e, "rename"))?;
    Ok(())
}

fn op_dirs(j: &JournalOp) -> Result<(OwnedFd, OwnedFd), SysError> {
    let root = sys::open_path(Path::new(osstr(&j.root)), libc::O_PATH | libc::O_DIRECTORY)?;
    let parent = open_dir_beneath(&root, Path::new(osstr(&j.parent)))?;
    Ok((root, parent))
}

fn trash_name(j: &JournalOp) -> OsString {
    let mut t = j.tmp.clone();
    t.extend_from_slice(b"-old");
    OsString::from_vec(t)
}

fn ino_at(dir: &OwnedFd, name: &OsStr) -> Option<u64> {
    sys::lstatat(dir, name).ok().flatten().map(|s| s.st_ino)
}

/// One apply step. Idempotent: on recovery it finds how far the step got by looking at which
/// name holds the journal's inode.
fn apply_op(j: &JournalOp, root_privilege: bool) -> Result<(), SysError> {
    let (_root, parent) = op_dirs(j)?;
    let name = osstr(&j.name);
    let tmp = osstr(&j.tmp);
    match j.action {
        Action::PlaceNew => {
            if ino_at(&parent, tmp) == Some(j.ino) {
                sys::renameat2(&parent, tmp, &parent, name, libc::RENAME_NOREPLACE)?;
            }
        }
        Action::PlaceExchange => {
            if ino_at(&parent, name) != Some(j.ino) && ino_at(&parent, tmp) == Some(j.ino) {
                sys::renameat2(&parent, tmp, &parent, name, libc::RENAME_EXCHANGE)?;
            }
        }
        Action::Remove => {
            if ino_at(&parent, name) == Some(j.ino) {
                sys::renameat2(&parent, name, &parent, &trash_name(j), libc::RENAME_NOREPLACE)?;
            }
        }
        Action::Meta => set_meta(&parent, name, (j.mode, j.uid, j.gid), j.times, root_privilege)?,
        // After the clean (see `set_folder_times`).
        Action::Times => {}
    }
    Ok(())
}

/// chmod (and, as root, chown) through an `O_PATH` descriptor's magic link: it applies to this
/// inode, never to a link's target (a link keeps its mode and owner), then the times, of the
/// entry itself (`AT_SYMLINK_NOFOLLOW` on its one name in the folder).
fn set_meta(
    parent: &OwnedFd,
    name: &OsStr,
    (mode, uid, gid): (u32, u32, u32),
    times: Option<Times>,
    root_privilege: bool,
) -> Result<(), SysError> {
    let name = if name.is_empty() { OsStr::new(".") } else { name };
    let fd = sys::openat(parent, name, libc::O_PATH | libc::O_NOFOLLOW, 0)?;
    let st = sys::fstat(&fd)?;
    if st.st_mode & libc::S_IFMT != libc::S_IFLNK {
        let proc_path = PathBuf::from(format!("/proc/self/fd/{}", fd.as_raw_fd()));
        let c = sys::cpath(&proc_path)?;
        if root_privilege && (st.st_uid, st.st_gid) != (uid, gid) {
            unsafe { libc::fchownat(fd.as_raw_fd(), c"".as_ptr(), uid, gid, libc::AT_EMPTY_PATH) };
        }
        // chown clears set-id bits: the mode goes after it, and only when it differs.
        let now = sys::fstat(&fd)?;
        if now.st_mode & 0o7777 != mode && unsafe { libc::chmod(c.as_ptr(), mode) } < 0 {
            return Err(SysError::last(format!("chmod({name:?}, {mode:o})")));
        }
    }
    if let Some((atime, mtime)) = times {
        sys::utimensat_nofollow(parent, name, atime, mtime)?;
    }
    Ok(())
}

/// The last step: each folder the command or the commit changed gets the snapshot folder's
/// times, deepest first (the plan lists a folder after everything in it). A folder's times are
/// not worth failing a commit that is applied already: errors are ignored.
fn set_folder_times(ops: &[JournalOp]) {
    for j in ops.iter().filter(|j| j.action == Action::Times) {
        let (Ok((_root, parent)), Some((atime, mtime))) = (op_dirs(j), j.times) else { continue };
        let name = osstr(&j.name);
        let name = if name.is_empty() { OsStr::new(".") } else { name };
        let _ = sys::utimensat_nofollow(&parent, name, atime, mtime);
    }
}

/// Reverses one applied step (used only when a later step of the same commit failed).
fn undo_op(j: &JournalOp, root_privilege: bool) {
    let Ok((_root, parent)) = op_dirs(j) else { return };
    let name = osstr(&j.name);
    let tmp = osstr(&j.tmp);
    let _ = match j.action {
        Action::PlaceNew => sys::renameat2(&parent, name, &parent, tmp, libc::RENAME_NOREPLACE),
        Action::PlaceExchange => sys::renameat2(&parent, tmp, &parent, name, libc::RENAME_EXCHANGE),
        Action::Remove => sys::renameat2(&parent, &trash_name(j), &parent, name, libc::RENAME_NOREPLACE),
        Action::Meta => set_meta(&parent, name, j.old, j.old_times, root_privilege),
        Action::Times => Ok(()),
    };
}

/// After apply: what remains at the temporary or trash name is old content.
fn clean_op(j: &JournalOp) {
    let Ok((_root, parent)) = op_dirs(j) else { return };
    match j.action {
        Action::PlaceExchange => remove_tree_at(&parent, osstr(&j.tmp)),
        Action::Remove => remove_tree_at(&parent, &trash_name(j)),
        _ => {}
    }
}

/// Removes the temporaries of an interrupted staging.
fn rollback_staging(j: &Journal) {
    for op in &j.ops {
        if let Ok((_root, parent)) = op_dirs(op) {
            remove_tree_at(&parent, osstr(&op.tmp));
        }
    }
}

/// Removes `name` in `dir` and, if it is a folder, everything below it, without following links.
pub(crate) fn remove_tree_at(dir: &OwnedFd, name: &OsStr) {
    let Ok(Some(st)) = sys::lstatat(dir, name) else { return };
    if kind_of(&st) == HostKind::Dir {
        if let Ok(sub) = sys::openat(dir, name, libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW, 0) {
            for n in list_fd(&sub) {
                remove_tree_at(&sub, &n);
            }
        }
        let _ = sys::unlinkat(dir, name, libc::AT_REMOVEDIR);
    } else {
        let _ = sys::unlinkat(dir, name, 0);
    }
}

/// Finishes (or, if it never reached the apply phase, undoes) a commit a crash interrupted.
pub fn recover(journal_path: &Path) -> Result<(), SysError> {
    let data = std::fs::read(journal_path)
        .map_err(|e| SysError::new(format!("read({journal_path:?})"), e.raw_os_error().unwrap_or(0)))?;
    let j: Journal = serde_json::from_slice(&data)
        .map_err(|_| SysError::new(format!("parse journal {journal_path:?}"), libc::EINVAL))?;
    let root_privilege = crate::namespace::detect_privilege() == crate::layout::Privilege::Root;
    if j.phase == "applying" {
        for op in &j.ops {
            apply_op(op, root_privilege)?;
        }
        for op in &j.ops {
            clean_op(op);
        }
        set_folder_times(&j.ops);
    } else {
        rollback_staging(&j);
    }
    let _ = std::fs::remove_file(journal_path);
    Ok(())
}
