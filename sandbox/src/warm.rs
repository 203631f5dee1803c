//! Warming the snapshot's folders in the background.
//!
//! The first lookup of a name in a freshly mounted overlay costs microseconds: overlayfs looks
//! the name up in each layer and builds a dentry and an inode of its own over the host's. A
//! command that opens the 20,000 files of its working tree, or walks `/usr`, pays that for every
//! name, a quarter of its run or more (measured: `cat` over 20,000 small files, 0.26 s on the
//! host, 0.40 s on a fresh overlay; `find /usr`, 0.16 s and 0.21 s). Every rehearsal gets a fresh
//! overlay, so nothing carries over from the last one.
//!
//! While the command runs, a thread at the lowest priority (nice 19: on a CPU the command wants
//! it gets about 1.5% of it) looks up, through the sandbox's own overlay, the names of the
//! folders the command line names (`find /usr`, `grep -r x src`) and then of the working tree,
//! so that the command mostly finds them ready. Not `SCHED_IDLE`: a lookup holds its folder's
//! lock, and on a busy machine a thread preempted while holding one stalls the command creating
//! a file in that folder until it runs again, which at `SCHED_IDLE`'s share (a fifth of nice
//! 19's) takes five times longer.
//!
//! **Listings kept between rehearsals.** Listing a folder costs as much as the lookups it
//! allows, so a walk that lists every folder as it goes is no faster than the command it tries
//! to run ahead of, and meets it half way at best. The warmer keeps each walked tree's listing
//! in the state folder (`warm/`: folder paths relative to the tree, each with its identity and
//! times and the names in it; no content) and the next time checks each folder's identity and
//! times instead of listing it: a folder whose times have not moved holds the same names. It
//! looks up every folder first, then every other name, in the order `readdir` gave them (the
//! order a walking command takes). A folder whose times moved is listed afresh; one changed
//! within the last 100 ms (2 s on a filesystem whose times have no fraction of a second) is kept
//! marked for listing again, so a change within one clock tick cannot hide behind equal times.
//! A listing is only ever a hint: a name it lacks is simply not warmed, one it has in excess
//! leaves a negative entry, which is what a lookup of a missing name leaves anyway.
//!
//! It only lists folders and stats names: no regular file is opened (a fanotify mark on a
//! protected file sees nothing), nothing is copied up, no access time moves (overlayfs mounts
//! its lower layers `noatime`). Every name is opened beneath its tree with no symlink followed
//! and no mount crossed, and names from a saved listing must be single path components, so
//! neither a tree the command changes meanwhile nor a doctored listing can lead it anywhere
//! else. It stops when the command ends or after a budget of names.
//!
//! It starts [`DELAY`] after the command (the supervisor's watchdog starts it): most commands
//! are over by then, and for them no thread is started at all; a walk would only compete with
//! them for shared kernel structures and leave more for the teardown.

use crate::sys;
use std::collections::HashMap;
use std::ffi::{OsStr, OsString};
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Names looked up at most per rehearsal: about 1 KiB of kernel memory each while the snapshot
/// lives, and a tree bigger than this is rarely read whole by one command.
pub const DEFAULT_BUDGET: usize = 50_000;

/// How long the command runs before the walk starts, by default.
pub const DELAY: Duration = Duration::from_millis(10);

/// Folders named on a command line that are warmed besides the working tree, at most.
const MAX_NAMED: usize = 4;

/// The state folder's subfolder holding the listings.
pub const CACHE_DIR: &str = "warm";

const MAGIC: &[u8] = b"foresee-warm-listing 3\n";
const OVERLAYFS_SUPER_MAGIC: i64 = 0x794c_7630;

/// A tree to warm: its path inside the sandbox (which names its listing) and the folder, open.
pub struct Tree {
    pub path: PathBuf,
    pub dir: OwnedFd,
}

/// The running warmer; [`Warmer::finish`] (or dropping it) stops it and waits for it.
pub struct Warmer {
    stop: Arc<AtomicBool>,
    handle: Option<std::thread::JoinHandle<Warmed>>,
}

/// Values of the user's protected files, that no saved listing may hold (a file named after a
/// token whose shape [`token_like`] does not catch). Set by the caller once it has read them.
static NEVER_KEEP: std::sync::RwLock<Vec<Vec<u8>>> = std::sync::RwLock::new(Vec::new());

/// Sets the values no listing is saved with (those shorter than 8 bytes are too common to tell).
pub fn never_keep(values: Vec<Vec<u8>>) {
    if let Ok(mut v) = NEVER_KEEP.write() {
        *v = values.into_iter().filter(|x| x.len() >= 8).collect();
    }
}

/// What a warmer did: how many names it looked up, and the listings that changed, to be saved
/// (by [`Warmed::save`]) once the command's answer is out, before foresee exits.
#[derive(Debug, Default)]
pub struct Warmed {
    pub names: usize,
    saves: Vec<(PathBuf, Vec<u8>)>,
}

impl Warmed {
    /// Writes the changed listings (each whole, with [`crate::state::write_atomic`], so a
    /// concurrent rehearsal reads the old listing or the new one). Errors are ignored: a listing
    /// is only a hint.
    pub fn save(&self) {
        let secrets = NEVER_KEEP.read().map(|v| v.clone()).unwrap_or_default();
        for (file, bytes) in &self.saves {
            // A listing naming a file after a known secret's value is not kept at all (it is
            // only a hint): the state folder never holds a secret.
            if secrets.iter().any(|v| bytes.windows(v.len()).any(|w| w == v.as_slice())) {
                continue;
            }
            // The listings' folder, made inside an existing state folder only (never the state
            // folder itself: one its owner removed stays removed).
            if let Some(parent) = file.parent() {
                if parent.parent().is_some_and(Path::is_dir) {
                    let _ = std::fs::create_dir(parent);
                }
            }
            let _ = crate::state::write_atomic(file, bytes);
        }
    }
}

impl Warmer {
    /// Starts warming `trees` in order, with listings kept in the folder `cache`. `None` when the
    /// thread cannot start; nothing depends on it.
    pub fn start(trees: Vec<Tree>, cache: PathBuf, budget: usize) -> Option<Warmer> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let handle = std::thread::Builder::new()
            .name("foresee-warm".into())
            .spawn(move || {
                // For this thread only (Linux threads have their own nice value).
                unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, 19) };
                let mut warmed = Warmed::default();
                for tree in trees {
                    let left = budget.saturating_sub(warmed.names);
                    if flag.load(Ordering::Relaxed) || left == 0 {
                        break;
                    }
                    let file = cache.join(listing_name(&tree.path));
                    let walk = walk(&tree.dir, std::fs::read(&file).ok(), left, &flag);
                    warmed.names += walk.names;
                    if let Some(listing) = walk.changed {
                        warmed.saves.push((file, listing));
                    }
                }
                warmed
            })
            .ok()?;
        Some(Warmer { stop, handle: Some(handle) })
    }

    /// Stops the walk and waits for the thread.
    pub fn finish(mut self) -> Warmed {
        self.stop_and_join()
    }

    fn stop_and_join(&mut self) -> Warmed {
        self.stop.store(true, Ordering::Relaxed);
        self.handle.take().and_then(|h| h.join().ok()).unwrap_or_default()
    }
}

impl Drop for Warmer {
    fn drop(&mut self) {
        self.stop_and_join();
    }
}

/// A tree's listing as kept in its file: its folders depth first (a folder, then the listing of
/// each of its subfolders in `readdir` order), each with its depth, its name, its times and the
/// names in it that are not folders. A subtree is one run of records, so the part of a listing a
/// walk did not reach is carried over by copying bytes.
#[derive(Debug, Clone, PartialEq)]
struct Listing {
    buf: Vec<u8>,
    recs: Vec<Rec>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
struct Rec {
    /// Where the record starts in `buf`.
    at: u32,
    flags: u8,
    depth: u16,
    stamp: Stamp,
    name: (u32, u32),
    files: (u32, u32),
    /// The index of the first record past this folder's subtree.
    end: u32,
}

/// The times are settled: the record holds while the folder's times do.
const STAMPED: u8 = 1;
/// The walk stopped before it had every subfolder: list the folder again.
const PARTIAL: u8 = 2;
/// Names past the budget were left out of the record.
const FILES_CUT: u8 = 4;

/// A folder's times. Not its device and inode number: an overlay gives its folders new ones at
/// every mount. A folder replaced by another with the very same times would keep the old
/// listing: some names not warmed, nothing worse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Stamp {
    mtime: i64,
    ctime: i64,
}

/// The names of a NUL-terminated list.
fn each_name(list: &[u8]) -> impl Iterator<Item = &[u8]> {
    list.split(|b| *b == 0).filter(|n| !n.is_empty())
}

/// A name a saved listing may hold: one path component.
fn plain_name(n: &[u8]) -> bool {
    !n.is_empty() && n != b"." && n != b".." && !n.contains(&b'/') && !n.contains(&0)
}

fn push_record(out: &mut Vec<u8>, flags: u8, depth: u16, stamp: Stamp, name: &[u8], files: &[u8]) {
    out.push(flags);
    out.extend_from_slice(&depth.to_le_bytes());
    out.extend_from_slice(&stamp.mtime.to_le_bytes());
    out.extend_from_slice(&stamp.ctime.to_le_bytes());
    for part in [name, files] {
        out.extend_from_slice(&(part.len() as u32).to_le_bytes());
        out.extend_from_slice(part);
    }
}

impl Listing {
    fn bytes(&self, r: (u32, u32)) -> &[u8] {
        &self.buf[r.0 as usize..r.1 as usize]
    }

    /// The bytes of the records `from..to` (a run of whole subtrees).
    fn span(&self, from: u32, to: u32) -> &[u8] {
        let start = self.recs[from as usize].at as usize;
        let end = self.recs.get(to as usize).map_or(self.buf.len(), |r| r.at as usize);
        &self.buf[start..end]
    }

    /// The subfolders of record `i`: each one's index.
    fn children(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        let end = self.recs[i].end as usize;
        std::iter::successors(Some(i + 1), move |j| self.recs.get(*j).map(|r| r.end as usize))
            .take_while(move |j| *j < end)
    }

    /// `None` for anything but a well-formed listing of this version: one top folder first,
    /// every other one below the one before it or a sibling of an ancestor, every name a single
    /// path component.
    fn decode(buf: Vec<u8>) -> Option<Listing> {
        if !buf.starts_with(MAGIC) || buf.len() > u32::MAX as usize {
            return None;
        }
        let mut pos = MAGIC.len();
        let mut recs: Vec<Rec> = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        while pos < buf.len() {
            let at = pos;
            let mut take = |n: usize| -> Option<(u32, u32)> {
                let end = pos.checked_add(n).filter(|e| *e <= buf.len())?;
                let r = (pos as u32, end as u32);
                pos = end;
                Some(r)
            };
            let fixed = take(1 + 2 + 8 + 8)?;
            let f = &buf[fixed.0 as usize..fixed.1 as usize];
            let (flags, depth) = (f[0], u16::from_le_bytes([f[1], f[2]]));
            let stamp = Stamp {
                mtime: i64::from_le_bytes(f[3..11].try_into().ok()?),
                ctime: i64::from_le_bytes(f[11..19].try_into().ok()?),
            };
            let mut part = || -> Option<(u32, u32)> {
                let l = take(4)?;
                let n = u32::from_le_bytes(buf[l.0 as usize..l.1 as usize].try_into().ok()?);
                take(n as usize)
            };
            let (name, files) = (part()?, part()?);
            let (name_b, files_b) =
                (&buf[name.0 as usize..name.1 as usize], &buf[files.0 as usize..files.1 as usize]);
            let shape_ok = match recs.last() {
                None => depth == 0 && name_b.is_empty(),
                Some(prev) => depth >= 1 && depth <= prev.depth + 1 && plain_name(name_b),
            };
            let files_ok = files_b.is_empty()
                || (files_b.ends_with(&[0])
                    && !files_b.contains(&b'/')
                    && files_b[..files_b.len() - 1]
                        .split(|b| *b == 0)
                        .all(|n| !n.is_empty() && n != b"." && n != b".."));
            if flags > STAMPED | PARTIAL | FILES_CUT || !shape_ok || !files_ok {
                return None;
            }
            let i = recs.len();
            while let Some(&o) = open.last() {
                if recs[o].depth < depth {
                    break;
                }
                recs[o].end = i as u32;
                open.pop();
            }
            recs.push(Rec { at: at as u32, flags, depth, stamp, name, files, end: 0 });
            open.push(i);
        }
        for o in open {
            recs[o].end = recs.len() as u32;
        }
        (!recs.is_empty()).then_some(Listing { buf, recs })
    }
}

/// The listing file of the tree at `path`: a hash of the path, so any path makes a plain name.
fn listing_name(path: &Path) -> String {
    // FNV-1a: stable across builds, which the standard library's hasher does not promise.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in path.as_os_str().as_bytes() {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The outcome of one tree's walk.
pub struct Walk {
    pub names: usize,
    /// The tree's listing as the walk left it, if it differs from the one it started with.
    pub changed: Option<Vec<u8>>,
}

fn now_ns() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as i64)
        .unwrap_or(0)
}

/// The folder's times, if old enough to trust: changed at least 100 ms ago, or 2 s ago when
/// they have no fraction of a second (a filesystem that keeps whole seconds).
fn stable_stamp(st: &libc::stat, now: i64) -> Option<Stamp> {
    let mtime = st.st_mtime * 1_000_000_000 + st.st_mtime_nsec;
    let ctime = st.st_ctime * 1_000_000_000 + st.st_ctime_nsec;
    let settle = if st.st_mtime_nsec == 0 && st.st_ctime_nsec == 0 { 2_000_000_000 } else { 100_000_000 };
    (now - mtime.max(ctime) >= settle).then_some(Stamp { mtime, ctime })
}

/// Whether a name holds something that reads like a token or a password: a run of 12 or more
/// letters and digits with both in it (`Hk8Zq2Wm9Tv4Lp`), runs holding digits 16 long in all, or
/// a run cut by dashes or underscores 24 or more long with both and a piece of 8 or more with
/// digits (a token in parts,
/// `xoxb-2048193847-9876543210-Qw8Er7Ty6Ui5`). Such names are neither warmed nor kept in a
/// listing: the state folder never holds what could be a secret (a file named after one), and
/// a hash-named cache file is rarely looked up by name twice.
fn token_like(name: &[u8]) -> bool {
    let runs = || name.split(|b| !b.is_ascii_alphanumeric());
    let mixed = |run: &[u8]| run.iter().any(u8::is_ascii_digit) && run.iter().any(u8::is_ascii_alphabetic);
    runs().any(|run| run.len() >= 12 && mixed(run))
        || runs().filter(|run| run.iter().any(u8::is_ascii_digit)).map(<[u8]>::len).sum::<usize>() >= 16
        || name.split(|b| !b.is_ascii_alphanumeric() && !matches!(b, b'-' | b'_')).any(|run| {
            // A long dash-cut run holding a long piece with digits; a date's short groups
            // (`release-notes-2024-06-14`) are no such piece.
            run.len() >= 24
                && mixed(run)
                && run
                    .split(|b| !b.is_ascii_alphanumeric())
                    .any(|p| p.len() >= 8 && p.iter().any(u8::is_ascii_digit))
        })
}

/// Lists the folder open as `fd`: its non-folder names (NUL-terminated) and its subfolders, in
/// `readdir` order, names that read like tokens left out.
fn list(fd: &OwnedFd) -> Option<(Vec<u8>, Vec<Vec<u8>>)> {
    let d = sys::open_beneath(fd, Path::new("."), libc::O_RDONLY | libc::O_DIRECTORY, 0).ok()?;
    let stream = sys::DirStream::new(d)?;
    let (mut files, mut subdirs) = (Vec::new(), Vec::new());
    while let Some((name, dtype)) = stream.next() {
        let name = name.to_bytes();
        if token_like(name) {
            continue;
        }
        let is_dir = match dtype {
            libc::DT_DIR => true,
            libc::DT_UNKNOWN => sys::lstatat(&stream, OsStr::from_bytes(name))
                .ok()
                .flatten()
                .is_some_and(|st| st.st_mode & libc::S_IFMT == libc::S_IFDIR),
            _ => false,
        };
        if is_dir {
            subdirs.push(name.to_vec());
        } else {
            files.extend_from_slice(name);
            files.push(0);
        }
    }
    Some((files, subdirs))
}

/// Folders deeper than this below a tree's top are not warmed.
const MAX_DEPTH: u16 = 128;

const DIR_FLAGS: libc::c_int = libc::O_PATH | libc::O_DIRECTORY | libc::O_NOFOLLOW;

/// The walk's first part: every folder, depth first.
struct FolderWalk<'a> {
    old: Option<&'a Listing>,
    out: Vec<u8>,
    names: usize,
    budget: usize,
    /// File names the new listing may still hold.
    room: usize,
    stop: &'a AtomicBool,
    now: i64,
    changed: bool,
}

impl<'a> FolderWalk<'a> {
    fn halted(&self) -> bool {
        self.names >= self.budget || self.stop.load(Ordering::Relaxed)
    }

    /// Writes the folder's record; returns where it starts, to mark it partial later.
    fn record(&mut self, flags: u8, depth: u16, stamp: Option<Stamp>, name: &[u8], files: &[u8]) -> usize {
        let at = self.out.len();
        let count = files.iter().filter(|b| **b == 0).count();
        let (mut flags, files) =
            if count > self.room { (flags | FILES_CUT, &[][..]) } else { (flags, files) };
        self.room = self.room.saturating_sub(count);
        if stamp.is_some() {
            flags |= STAMPED;
        }
        push_record(&mut self.out, flags, depth, stamp.unwrap_or_default(), name, files);
        at
    }

    /// Visits the folder open as `fd` (`O_PATH`), called `name`, `depth` below the top, which
    /// the last listing has as record `old`.
    fn visit(&mut self, fd: &OwnedFd, depth: u16, name: &[u8], old: Option<usize>) {
        let Ok(st) = sys::fstat(fd) else { return };
        let stamp = stable_stamp(&st, self.now);
        let last = self.old;
        let prior = old.and_then(|i| Some((i, last?.recs[i], last?)));
        let kept =
            prior.filter(|(_, r, _)| r.flags & (STAMPED | PARTIAL) == STAMPED && Some(r.stamp) == stamp);
        if let Some((i, r, last)) = kept {
            // Unchanged since it was listed: its names and subfolders are the listing's.
            self.record(r.flags & FILES_CUT, depth, stamp, name, last.bytes(r.files));
            let mut children = last.children(i).peekable();
            while let Some(&j) = children.peek() {
                if self.halted() {
                    // The rest is carried over as it was.
                    self.out.extend_from_slice(last.span(j as u32, r.end));
                    return;
                }
                self.child(fd, depth + 1, last.bytes(last.recs[j].name), Some(j));
                children.next();
            }
            return;
        }
        self.changed = true;
        let Some((files, subdirs)) = list(fd) else { return };
        let at = self.record(0, depth, stamp, name, &files);
        let before: HashMap<&[u8], usize> = prior
            .map(|(i, _, last)| last.children(i).map(|j| (last.bytes(last.recs[j].name), j)).collect())
            .unwrap_or_default();
        let mut partial = false;
        for sub in &subdirs {
            let was = before.get(&sub[..]).copied();
            if self.halted() {
                match (was, last) {
                    (Some(j), Some(last)) => {
                        self.out.extend_from_slice(last.span(j as u32, last.recs[j].end))
                    }
                    _ => partial = true,
                }
                continue;
            }
            self.child(fd, depth + 1, sub, was);
        }
        if partial {
            self.out[at] |= PARTIAL;
        }
    }

    fn child(&mut self, parent: &OwnedFd, depth: u16, name: &[u8], old: Option<usize>) {
        if depth > MAX_DEPTH {
            return;
        }
        // Opening it is its lookup.
        match sys::open_beneath(parent, Path::new(OsStr::from_bytes(name)), DIR_FLAGS, 0) {
            Ok(fd) => {
                self.names += 1;
                self.visit(&fd, depth, name, old);
            }
            // Gone, or no longer a folder.
            Err(_) => self.changed |= old.is_some(),
        }
    }
}

/// Looks up the names of the tree open as `top`: first every folder, depth first in `readdir`
/// order (the order a walking command takes), listing only those whose times differ from the
/// listing `cached` gives; then every other name in the same order; at most `budget` lookups,
/// until `stop` is set. Folders are opened beneath `top` only, with no symlink followed and no
/// mount crossed; one that cannot be opened is left out.
pub fn walk(top: &OwnedFd, cached: Option<Vec<u8>>, budget: usize, stop: &AtomicBool) -> Walk {
    walk_at(top, cached, budget, stop, now_ns())
}

/// [`walk`] at the time `now` (nanoseconds since the epoch), which decides whose times are
/// settled.
fn walk_at(top: &OwnedFd, cached: Option<Vec<u8>>, budget: usize, stop: &AtomicBool, now: i64) -> Walk {
    let old = cached.and_then(Listing::decode);
    let mut folders = FolderWalk {
        old: old.as_ref(),
        out: MAGIC.to_vec(),
        names: 0,
        budget,
        room: budget,
        stop,
        now,
        changed: old.is_none(),
    };
    let Ok(fd) = sys::open_beneath(top, Path::new("."), DIR_FLAGS, 0) else {
        return Walk { names: 0, changed: None };
    };
    folders.visit(&fd, 0, b"", old.as_ref().map(|_| 0));
    let FolderWalk { out, mut names, changed, .. } = folders;
    // Every other name, folder by folder, in the same order.
    // Nothing written (the top could not be listed): nothing to look up.
    let Some(new) = Listing::decode(out) else { return Walk { names, changed: None } };
    let mut path: Vec<&[u8]> = Vec::new();
    for r in &new.recs {
        if names >= budget || stop.load(Ordering::Relaxed) {
            break;
        }
        path.truncate(r.depth.saturating_sub(1) as usize);
        if r.depth > 0 {
            path.push(new.bytes(r.name));
        }
        if r.files.0 == r.files.1 {
            continue;
        }
        let rel = PathBuf::from(OsStr::from_bytes(&path.join(&b'/')));
        let Ok(fd) = sys::open_beneath(top, &rel, DIR_FLAGS, 0) else { continue };
        for name in each_name(new.bytes(r.files)) {
            if names >= budget || stop.load(Ordering::Relaxed) {
                break;
            }
            // The lookup is the point; the answer does not matter.
            let _ = sys::lstatat(&fd, OsStr::from_bytes(name));
            names += 1;
        }
    }
    Walk { names, changed: changed.then_some(new.buf) }
}

/// The trees to warm for a command: the folders its command line names (see [`named_folders`]),
/// or, if it names none, its working folder (a command that names where it works seldom reads
/// the rest of its working tree, and a walk there would only compete with it); each opened
/// inside `root` (the sandbox's root as the supervisor sees it) as the command will see it, and
/// kept only if it is a folder of an overlay (nothing else starts cold) not already listed.
pub fn trees(root: &Path, cwd: &Path, argv: &[OsString]) -> Vec<Tree> {
    let Ok(root) = sys::open_path(root, libc::O_RDONLY | libc::O_DIRECTORY) else { return Vec::new() };
    let named = named_folders(argv).into_iter().map(|p| (normalize(&cwd.join(p)), true));
    let mut seen = Vec::new();
    let mut out = Vec::new();
    let mut named_any = false;
    for (path, is_named) in named.chain([(cwd.to_path_buf(), false)]) {
        if (is_named && out.len() >= MAX_NAMED) || (!is_named && named_any) {
            continue;
        }
        let Ok(dir) = sys::open_in_root(&root, &path, libc::O_RDONLY | libc::O_DIRECTORY) else { continue };
        named_any |= is_named;
        let Ok(st) = sys::fstat(&dir) else { continue };
        let mut fs: libc::statfs = unsafe { std::mem::zeroed() };
        let on_overlay = unsafe { libc::fstatfs(dir.as_raw_fd(), &mut fs) } == 0
            && fs.f_type as i64 == OVERLAYFS_SUPER_MAGIC;
        if !on_overlay || seen.contains(&(st.st_dev, st.st_ino)) {
            continue;
        }
        seen.push((st.st_dev, st.st_ino));
        out.push(Tree { path, dir });
    }
    out
}

/// `.` and `..` taken out of an absolute path without looking at the filesystem.
fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::from("/");
    for c in p.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::Normal(n) => out.push(n),
            _ => {}
        }
    }
    out
}

/// The script of a shell's `-c` (`sh -c`, `bash -lc`, after other options), if `argv` is one.
pub fn shell_script(argv: &[OsString]) -> Option<&OsString> {
    let name = Path::new(argv.first()?).file_name()?.as_bytes();
    if !matches!(name, b"sh" | b"bash" | b"dash" | b"zsh" | b"ksh") {
        return None;
    }
    let mut rest = argv[1..].iter();
    while let Some(a) = rest.next() {
        let a = a.as_bytes();
        if a.first() != Some(&b'-') {
            return None;
        }
        if a.len() > 1 && a[1] != b'-' && a.contains(&b'c') {
            return rest.next();
        }
    }
    None
}

/// Words of a command line that may name folders: the arguments, or for a shell's `-c` the
/// script's words (split at blanks and operators, quotes dropped). A word with an expansion is
/// left out; one with a wildcard stands for the folder before it (`src/*.c`: `src`); an option's
/// value after `=` counts. Whether each is a folder is checked later, inside the sandbox.
pub fn named_folders(argv: &[OsString]) -> Vec<PathBuf> {
    let mut words: Vec<Vec<u8>> = Vec::new();
    let script = shell_script(argv);
    match script {
        Some(s) => {
            let split = |b: &u8| b" \t\n;|&()<>`".contains(b);
            words.extend(
                s.as_bytes()
                    .split(split)
                    .map(|w| w.iter().copied().filter(|c| !b"'\"".contains(c)).collect()),
            );
        }
        None => words.extend(argv.iter().skip(1).map(|a| a.as_bytes().to_vec())),
    }
    let mut out: Vec<PathBuf> = Vec::new();
    for w in words {
        let mut w: &[u8] = &w;
        if w.first() == Some(&b'-') {
            match w.iter().position(|c| *c == b'=') {
                Some(i) => w = &w[i + 1..],
                None => continue,
            }
        }
        if w.is_empty() || w.contains(&b'$') || w.contains(&b'~') {
            continue;
        }
        if let Some(g) = w.iter().position(|c| b"*?[{".contains(c)) {
            match w[..g].iter().rposition(|c| *c == b'/') {
                Some(0) => w = b"/",
                Some(s) => w = &w[..s],
                None => continue,
            }
        }
        let p = PathBuf::from(OsString::from_vec(w.to_vec()));
        if p != Path::new(".") && !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(files: usize) -> tempfile::TempDir {
        let t = tempfile::tempdir().unwrap();
        for i in 0..files {
            let d = t.path().join(format!("d{}", i / 10)).join("sub");
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join(format!("f{i}")), b"x").unwrap();
        }
        t
    }

    fn open(p: &Path) -> OwnedFd {
        sys::open_path(p, libc::O_RDONLY | libc::O_DIRECTORY).unwrap()
    }

    fn go() -> AtomicBool {
        AtomicBool::new(false)
    }

    /// A minute from now: every folder's stamp is old enough to keep.
    fn later() -> i64 {
        now_ns() + 60_000_000_000
    }

    fn decoded(w: &Walk) -> Listing {
        Listing::decode(w.changed.clone().expect("a new listing")).unwrap()
    }

    /// The listing re-encoded record by record, each passed through `f` first (flags, depth,
    /// name, files); `None` drops it.
    fn rebuild(
        l: &Listing,
        f: impl Fn(usize, (u8, u16, Vec<u8>, Vec<u8>)) -> Option<(u8, u16, Vec<u8>, Vec<u8>)>,
    ) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        for (i, r) in l.recs.iter().enumerate() {
            let parts = (r.flags, r.depth, l.bytes(r.name).to_vec(), l.bytes(r.files).to_vec());
            if let Some((flags, depth, name, files)) = f(i, parts) {
                push_record(&mut out, flags, depth, r.stamp, &name, &files);
            }
        }
        out
    }

    fn names_in(l: &Listing, i: usize) -> Vec<&[u8]> {
        each_name(l.bytes(l.recs[i].files)).collect()
    }

    #[test]
    fn looks_up_every_name_once() {
        let t = tree(95);
        // 10 folders d0..d9, each with `sub` holding its files: 10 + 10 + 95 names.
        let w = walk(&open(t.path()), None, usize::MAX, &go());
        assert_eq!(w.names, 115);
        let l = decoded(&w);
        assert_eq!(l.recs.len(), 21);
        // Depth first: each dN is followed by its sub.
        for i in (1..21).step_by(2) {
            assert_eq!(
                (l.recs[i].depth, l.recs[i + 1].depth, l.bytes(l.recs[i + 1].name)),
                (1, 2, &b"sub"[..])
            );
        }
    }

    #[test]
    fn folders_come_before_files() {
        let t = tree(95);
        // The budget runs out after the 20 folders and 5 files.
        let w = walk(&open(t.path()), None, 25, &go());
        assert_eq!(w.names, 25);
        assert_eq!(decoded(&w).recs.len(), 21, "every folder was reached before any file");
    }

    #[test]
    fn stops_at_the_budget_and_when_asked() {
        let t = tree(95);
        assert_eq!(walk(&open(t.path()), None, 7, &go()).names, 7);
        assert_eq!(walk(&open(t.path()), None, usize::MAX, &AtomicBool::new(true)).names, 0);
    }

    #[test]
    fn a_kept_listing_is_reused_while_its_folders_are_unchanged() {
        let t = tree(30);
        let first = walk_at(&open(t.path()), None, usize::MAX, &go(), later());
        let l = decoded(&first);
        assert!(l.recs.iter().all(|r| r.flags == STAMPED));
        // Reused as it is: nothing to save.
        let same = walk_at(&open(t.path()), first.changed.clone(), usize::MAX, &go(), later());
        assert_eq!((same.names, same.changed), (first.names, None));
        // A listing that says more than the folder holds is believed while the folder's
        // times have not moved: the extra name is only looked up (and found missing).
        let doctored = rebuild(&l, |i, mut p| {
            if i == 1 {
                p.3.extend_from_slice(b"ghost\0");
            }
            Some(p)
        });
        let again = walk_at(&open(t.path()), Some(doctored.clone()), usize::MAX, &go(), later());
        assert_eq!((again.names, again.changed), (first.names + 1, None));
        // A new file moves its folder's times: that folder is listed again, the others not.
        let d = t.path().join(OsStr::from_bytes(l.bytes(l.recs[1].name)));
        std::fs::write(d.join("new"), b"n").unwrap();
        let after = walk_at(&open(t.path()), Some(doctored), usize::MAX, &go(), later());
        assert_eq!(after.names, first.names + 1, "ghost gone, new file found");
        let now = decoded(&after);
        assert_eq!(names_in(&now, 1), vec![&b"new"[..]]);
        assert_eq!(now.recs.len(), l.recs.len());
        // Seen within 100 ms of the change: kept, but marked for listing again.
        let soon = walk(&open(t.path()), after.changed, usize::MAX, &go());
        assert_eq!(decoded(&soon).recs[1].flags & STAMPED, 0);
    }

    #[test]
    fn only_settled_times_make_a_stamp() {
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        (st.st_mtime, st.st_mtime_nsec, st.st_ctime, st.st_ctime_nsec) = (100, 5, 100, 900_000_000);
        let ns = |s: i64, n: i64| s * 1_000_000_000 + n;
        assert!(stable_stamp(&st, ns(100, 999_000_000)).is_none(), "changed 99 ms ago");
        assert!(stable_stamp(&st, ns(101, 0)).is_some());
        // Whole seconds only: the change may be up to a second later than it says.
        (st.st_mtime_nsec, st.st_ctime_nsec) = (0, 0);
        assert!(stable_stamp(&st, ns(101, 500_000_000)).is_none());
        assert!(stable_stamp(&st, ns(102, 0)).is_some());
    }

    #[test]
    fn a_removed_folder_leaves_the_listing() {
        let t = tree(30);
        let first = walk_at(&open(t.path()), None, usize::MAX, &go(), later());
        std::fs::remove_dir_all(t.path().join("d1")).unwrap();
        let after = walk_at(&open(t.path()), first.changed, usize::MAX, &go(), later());
        let l = decoded(&after);
        assert_eq!(l.recs.len(), 5);
        assert!(!l.recs.iter().any(|r| l.bytes(r.name) == b"d1"));
        assert_eq!(after.names, 4 + 20);
    }

    #[test]
    fn a_walk_cut_short_carries_the_rest_over() {
        let t = tree(40);
        let first = walk_at(&open(t.path()), None, usize::MAX, &go(), later());
        // Cut short with nothing changed: the listing stays as it was.
        let cut = walk_at(&open(t.path()), first.changed.clone(), 3, &go(), later());
        assert_eq!((cut.names, cut.changed), (3, None));
        // The top changed: listed again, then cut short after one folder. The folders not
        // reached keep their records; the new one has none yet, so the top is marked partial.
        std::fs::create_dir(t.path().join("zz")).unwrap();
        let cut = walk_at(&open(t.path()), first.changed.clone(), 1, &go(), later());
        let l = decoded(&cut);
        assert_eq!(l.recs.len(), 9);
        assert_eq!(l.recs[0].flags & PARTIAL, PARTIAL);
        // The next walk lists the top again and finds the new folder.
        let whole = walk_at(&open(t.path()), cut.changed, usize::MAX, &go(), later());
        let l = decoded(&whole);
        assert_eq!(l.recs.len(), 10);
        assert_eq!(l.recs[0].flags, STAMPED);
        assert_eq!(whole.names, 9 + 40);
    }

    #[test]
    fn listings_round_trip_and_doctored_ones_are_refused() {
        let t = tree(12);
        let w = walk_at(&open(t.path()), None, usize::MAX, &go(), later());
        let l = decoded(&w);
        assert_eq!(rebuild(&l, |_, p| Some(p)), w.changed.clone().unwrap());
        type Parts = (u8, u16, Vec<u8>, Vec<u8>);
        // Each doctoring: what it does, the record it changes, how.
        type Doctoring = (&'static str, usize, fn(&mut Parts));
        let bad: [Doctoring; 7] = [
            ("a name with a slash", 1, |p| p.2 = b"../x".to_vec()),
            ("a name ..", 1, |p| p.2 = b"..".to_vec()),
            ("a file name with a slash", 2, |p| p.3 = b"a/b\0".to_vec()),
            ("an empty file name", 2, |p| p.3 = b"a\0\0".to_vec()),
            ("a depth that jumps", 1, |p| p.1 = 2),
            ("a second top", 1, |p| (p.1, p.2) = (0, Vec::new())),
            ("an unknown flag", 1, |p| p.0 = 8),
        ];
        for (what, at, f) in bad {
            let doctored = rebuild(&l, |i, mut p| {
                if i == at {
                    f(&mut p);
                }
                Some(p)
            });
            assert_eq!(Listing::decode(doctored), None, "{what}");
        }
        let mut cut = w.changed.unwrap();
        cut.pop();
        assert_eq!(Listing::decode(cut), None);
        assert_eq!(Listing::decode(b"something else".to_vec()), None);
    }

    #[test]
    fn follows_no_symlink_and_leaves_nothing_changed() {
        let t = tree(3);
        let outside = tempfile::tempdir().unwrap();
        for i in 0..50 {
            std::fs::write(outside.path().join(format!("o{i}")), b"y").unwrap();
        }
        std::os::unix::fs::symlink(outside.path(), t.path().join("link")).unwrap();
        std::os::unix::fs::symlink("..", t.path().join("d0/up")).unwrap();
        let before = snapshot(t.path());
        // 3 files in d0/sub: d0, d0/sub, 3 files, link, d0/up.
        let w = walk_at(&open(t.path()), None, usize::MAX, &go(), later());
        assert_eq!(w.names, 7);
        assert_eq!(snapshot(t.path()), before, "the walk changed the tree");
        // A listing that calls the symlink a folder (with the outside's names in it) does not
        // lead through it.
        let l = decoded(&w);
        let mut doctored = rebuild(&l, |_, p| Some(p));
        let files: Vec<u8> = (0..50).flat_map(|i| format!("o{i}\0").into_bytes()).collect();
        push_record(&mut doctored, STAMPED, 1, l.recs[0].stamp, b"link", &files);
        assert_eq!(walk_at(&open(t.path()), Some(doctored), usize::MAX, &go(), later()).names, 7);
    }

    /// Every entry with its mode, size, mtime and ctime.
    fn snapshot(p: &Path) -> Vec<(PathBuf, u32, u64, i64, i64)> {
        use std::os::unix::fs::MetadataExt;
        let mut v = Vec::new();
        let mut stack = vec![p.to_path_buf()];
        while let Some(d) = stack.pop() {
            let md = std::fs::symlink_metadata(&d).unwrap();
            v.push((d.clone(), md.mode(), md.size(), md.mtime_nsec(), md.ctime_nsec()));
            if md.is_dir() {
                for e in std::fs::read_dir(&d).unwrap() {
                    stack.push(e.unwrap().path());
                }
            }
        }
        v.sort();
        v
    }

    fn argv(a: &[&str]) -> Vec<OsString> {
        a.iter().map(OsString::from).collect()
    }

    #[test]
    fn folders_named_on_a_command_line() {
        let p = |v: &[&str]| v.iter().map(PathBuf::from).collect::<Vec<_>>();
        assert_eq!(named_folders(&argv(&["find", "/usr", "-xdev"])), p(&["/usr"]));
        assert_eq!(
            named_folders(&argv(&["sh", "-c", "find /usr -xdev > /dev/null 2>&1; true"])),
            p(&["find", "/usr", "/dev/null", "2", "1", "true"])
        );
        assert_eq!(
            named_folders(&argv(&["bash", "-lc", "grep -r 'x' \"src/lib\" && cat docs/*.md --out=build"])),
            p(&["grep", "x", "src/lib", "cat", "docs", "build"])
        );
        assert_eq!(named_folders(&argv(&["sh", "-c", "ls $HOME ~/x /*"])), p(&["ls", "/"]));
        // Not a shell's script: the words are the arguments.
        assert_eq!(named_folders(&argv(&["python3", "-c", "import x; y"])), p(&["import x; y"]));
    }

    /// A folder named on the command line is warmed instead of the working folder; with none
    /// named, the working folder is. Run as root: the trees must be overlays.
    #[test]
    fn named_folders_replace_the_working_folder() {
        if unsafe { libc::geteuid() } != 0 {
            assert!(std::env::var_os("CI").is_none(), "needs root to mount an overlay");
            eprintln!("skipped: needs root to mount an overlay");
            return;
        }
        let t = tempfile::tempdir().unwrap();
        let (lower, upper, work, merged) =
            (t.path().join("l"), t.path().join("u"), t.path().join("w"), t.path().join("m"));
        for d in [&lower, &upper, &work, &merged] {
            std::fs::create_dir_all(d).unwrap();
        }
        std::fs::create_dir_all(lower.join("proj/src")).unwrap();
        let opts =
            format!("lowerdir={},upperdir={},workdir={}", lower.display(), upper.display(), work.display());
        sys::mount(Some("overlay"), &merged, Some("overlay"), 0, Some(&opts)).unwrap();
        let paths = |argv: &[&str]| -> Vec<PathBuf> {
            trees(&merged, Path::new("/proj"), &argv.iter().map(OsString::from).collect::<Vec<_>>())
                .into_iter()
                .map(|t| t.path)
                .collect()
        };
        let named = paths(&["grep", "-r", "x", "src"]);
        let unnamed = paths(&["make", "-j2"]);
        let missing = paths(&["cat", "nothing/here"]);
        sys::umount_detach(&merged).unwrap();
        assert_eq!(named, vec![PathBuf::from("/proj/src")]);
        assert_eq!(unnamed, vec![PathBuf::from("/proj")]);
        assert_eq!(missing, vec![PathBuf::from("/proj")]);
    }

    #[test]
    fn trees_are_folders_of_an_overlay_only() {
        // A plain folder is not an overlay: nothing starts cold there, nothing to warm.
        let root = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(root.path().join("proj/src")).unwrap();
        let t = trees(root.path(), Path::new("/proj"), &argv(&["ls", "src"]));
        assert!(t.is_empty());
    }

    #[test]
    fn a_listing_holding_a_known_secret_is_not_saved() {
        let t = tempfile::tempdir().unwrap();
        let (bad, good) = (t.path().join("l/bad"), t.path().join("l/good"));
        std::fs::create_dir(t.path().join("l")).unwrap();
        // A value whose shape reads like no token (short runs), known only as a secret.
        let value = b"Hk8Zq2Wm9Tv4Lp-unit";
        never_keep(vec![value.to_vec(), b"short".to_vec()]);
        let w = Warmed {
            names: 0,
            saves: vec![
                (bad.clone(), [b"a\0".as_slice(), value, b".txt\0"].concat()),
                (good.clone(), b"short.txt\0b\0".to_vec()),
            ],
        };
        w.save();
        assert!(!bad.exists());
        assert!(good.exists(), "values under 8 bytes are too common to tell");
    }

    #[test]
    fn names_that_read_like_tokens_are_not_kept() {
        let t = tree(3);
        let secret = "AKIAZ7QWERTYUIOP3XKC";
        std::fs::write(t.path().join(format!("{secret}.txt")), b"x").unwrap();
        std::fs::create_dir(t.path().join("ghp_0123456789abcdefABCDEF")).unwrap();
        std::fs::write(t.path().join("release-notes-2024.md"), b"x").unwrap();
        let w = walk(&open(t.path()), None, usize::MAX, &go());
        let bytes = w.changed.unwrap();
        assert!(!bytes.windows(secret.len()).any(|x| x == secret.as_bytes()));
        assert!(!bytes.windows(4).any(|x| x == b"ghp_"));
        // Ordinary names stay: d0, d0/sub, its 3 files, and the notes.
        assert_eq!(w.names, 6);
        assert!(token_like(b"d3b07384d113edec49eaa6238ad5ff00.json"));
        assert!(token_like(b"xoxb-2048193847-9876543210-Qw8Er7Ty6Ui5.txt"));
        assert!(token_like(b"Hk8Zq2Wm9Tv4Lp.txt"));
        assert!(!token_like(b"release-notes-2024.md"));
        assert!(!token_like(b"test_authentication_flow.py"));
        assert!(!token_like(b"release-notes-2024-06-14.md"));
    }

    #[test]
    fn paths_are_normalized_lexically() {
        assert_eq!(normalize(Path::new("/a/b/../c/./d")), PathBuf::from("/a/c/d"));
        assert_eq!(normalize(Path::new("/../x")), PathBuf::from("/x"));
    }

    #[test]
    fn listing_files_are_plain_names() {
        let n = listing_name(Path::new("/a/../b"));
        assert_eq!(n.len(), 16);
        assert!(n.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(n, listing_name(Path::new("/a")));
    }
}
