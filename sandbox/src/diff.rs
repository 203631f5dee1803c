//! What the command changed: a walk of each overlay's upper layer against the host tree below
//! it. Overlay encodes a deletion as a whiteout (a 0/0 character device, or a file marked with an
//! `overlay.whiteout` xattr) and a replaced folder as an *opaque* folder (`overlay.opaque = y`,
//! hiding everything the host had there). Both `trusted.` (root) and `user.` (rootless) prefixes
//! are read. Copy-ups that changed nothing (a file opened for writing and left alone) are not
//! changes; one whose modification time moved (a `touch`) is [`ChangeKind::Touched`]. An access
//! time is no change of its own (the commit still applies it), and a folder's times are one only
//! when no entry in it changed, since adding or removing an entry moves them anyway.

use crate::commit::Fence;
use crate::root::Layer;
use serde::Serialize;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fs::File;
use std::io::Read;
use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FileType {
    File,
    Dir,
    Symlink,
    Fifo,
    Socket,
    CharDevice,
    BlockDevice,
}

impl FileType {
    pub fn of(md: &std::fs::Metadata) -> FileType {
        let ft = md.file_type();
        if ft.is_dir() {
            FileType::Dir
        } else if ft.is_symlink() {
            FileType::Symlink
        } else if ft.is_fifo() {
            FileType::Fifo
        } else if ft.is_socket() {
            FileType::Socket
        } else if ft.is_char_device() {
            FileType::CharDevice
        } else if ft.is_block_device() {
            FileType::BlockDevice
        } else {
            FileType::File
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            FileType::File => "file",
            FileType::Dir => "folder",
            FileType::Symlink => "symlink",
            FileType::Fifo => "fifo",
            FileType::Socket => "socket",
            FileType::CharDevice => "character device",
            FileType::BlockDevice => "block device",
        }
    }
}

/// The state of one path, before or after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EntryState {
    pub kind: FileType,
    pub size: u64,
    pub mode: u32,
    pub uid: u32,
    pub gid: u32,
    pub nlink: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link_target: Option<PathBuf>,
    /// Modification and change times, (seconds, nanoseconds).
    #[serde(skip)]
    pub mtime: (i64, i64),
    #[serde(skip)]
    pub ctime: (i64, i64),
}

impl EntryState {
    pub fn of(path: &Path, md: &std::fs::Metadata) -> EntryState {
        let kind = FileType::of(md);
        EntryState {
            kind,
            size: if kind == FileType::Dir { 0 } else { md.len() },
            mode: md.mode() & 0o7777,
            uid: md.uid(),
            gid: md.gid(),
            nlink: md.nlink(),
            link_target: if kind == FileType::Symlink { std::fs::read_link(path).ok() } else { None },
            mtime: (md.mtime(), md.mtime_nsec()),
            ctime: (md.ctime(), md.ctime_nsec()),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChangeKind {
    Created,
    Modified,
    Deleted,
    /// The path now holds a different type (a file where a folder was, a link where a file was).
    Replaced,
    /// Mode or owner only (and maybe times).
    MetadataChanged,
    /// The modification time only (a `touch`, a rewrite with the same bytes): content, type,
    /// mode and owner are the same.
    Touched,
}

/// One changed path.
#[derive(Debug, Clone, Serialize)]
pub struct Change {
    /// The absolute path in the real tree.
    pub path: PathBuf,
    pub kind: ChangeKind,
    pub before: Option<EntryState>,
    pub after: Option<EntryState>,
    /// Where the new content can be read (in the upper layer), for files and links.
    #[serde(skip)]
    pub upper: Option<PathBuf>,
}

impl Change {
    pub fn is_dir(&self) -> bool {
        self.after.as_ref().or(self.before.as_ref()).is_some_and(|s| s.kind == FileType::Dir)
    }
}

/// Reads one of overlay's own xattrs (`prefix` is the layer's).
fn ovl_xattr(path: &Path, prefix: &str, name: &str) -> Option<Vec<u8>> {
    crate::sys::lgetxattr(path, &format!("{prefix}{name}"))
}

pub fn is_whiteout(path: &Path, md: &std::fs::Metadata, prefix: &str) -> bool {
    let ft = md.file_type();
    if ft.is_char_device() && md.rdev() == 0 {
        return true;
    }
    ft.is_file() && md.len() == 0 && ovl_xattr(path, prefix, "whiteout").is_some()
}

pub fn is_opaque(path: &Path, prefix: &str) -> bool {
    ovl_xattr(path, prefix, "opaque").as_deref() == Some(b"y")
}

fn lstat(p: &Path) -> Option<std::fs::Metadata> {
    std::fs::symlink_metadata(p).ok()
}

fn sorted_entries(dir: &Path) -> Vec<OsString> {
    let mut v: Vec<OsString> =
        std::fs::read_dir(dir).map(|rd| rd.flatten().map(|e| e.file_name()).collect()).unwrap_or_default();
    v.sort();
    v
}

/// Opens a file to read without stamping its access time (the commit applies the command's
/// access times, not foresee's), where the kernel lets this process (owner or root).
pub fn open_noatime(p: &Path) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOATIME)
        .open(p)
        .or_else(|e| if e.raw_os_error() == Some(libc::EPERM) { File::open(p) } else { Err(e) })
}

/// Whether two regular files hold the same bytes.
pub fn same_content(a: &Path, b: &Path) -> bool {
    let (Ok(mut fa), Ok(mut fb)) = (open_noatime(a), open_noatime(b)) else { return false };
    let mut ba = vec![0u8; 64 * 1024];
    let mut bb = vec![0u8; 64 * 1024];
    loop {
        let na = match read_full(&mut fa, &mut ba) {
            Ok(n) => n,
            Err(_) => return false,
        };
        let nb = match read_full(&mut fb, &mut bb) {
            Ok(n) => n,
            Err(_) => return false,
        };
        if na != nb || ba[..na] != bb[..nb] {
            return false;
        }
        if na == 0 {
            return true;
        }
    }
}

fn read_full(f: &mut File, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match f.read(&mut buf[n..])? {
            0 => break,
            k => n += k,
        }
    }
    Ok(n)
}

struct Walk<'a> {
    layer: &'a Layer,
    owners: bool,
    fence: Fence,
    out: Vec<Change>,
}

/// All changes recorded in the layers, in path order within each layer. `owners`: whether an
/// owner can differ for a reason of the command's (with root privilege; rootless, a command can
/// give nothing away, and a layer's root keeps the user's own owner in the upper layer). `fence`:
/// when the rehearsal began (a folder the host changed since keeps the host's times).
pub fn changes(layers: &[Layer], owners: bool, fence: Fence) -> Vec<Change> {
    let mut all = Vec::new();
    for layer in layers {
        let mut w = Walk { layer, owners, fence, out: Vec::new() };
        w.dir(Path::new(""), false);
        // The layer's root: only its metadata can change.
        if let (Some(umd), Some(hmd)) = (lstat(&layer.upper), lstat(&layer.host_path)) {
            let after = EntryState::of(&layer.upper, &umd);
            let before = EntryState::of(&layer.host_path, &hmd);
            w.folder_meta(Path::new(""), before, after, 0);
        }
        all.extend(w.out);
    }
    all
}

/// Mode and owner the same (the owner only where it can differ for a reason, see [`changes`]).
pub fn same_meta(a: &EntryState, b: &EntryState, owners: bool) -> bool {
    a.mode == b.mode && (!owners || (a.uid, a.gid) == (b.uid, b.gid))
}

impl Walk<'_> {
    fn host(&self, rel: &Path) -> PathBuf {
        if rel.as_os_str().is_empty() { self.layer.host_path.clone() } else { self.layer.host_path.join(rel) }
    }

    fn upper(&self, rel: &Path) -> PathBuf {
        if rel.as_os_str().is_empty() { self.layer.upper.clone() } else { self.layer.upper.join(rel) }
    }

    /// Walks the upper folder `rel`. `complete`: the upper holds the whole folder (it is opaque
    /// or new), so host entries it lacks were deleted.
    fn dir(&mut self, rel: &Path, complete: bool) {
        let up = self.upper(rel);
        let upper_names = sorted_entries(&up);
        if complete {
            let host_dir = self.host(rel);
            if lstat(&host_dir).is_some_and(|m| m.is_dir()) {
                for name in sorted_entries(&host_dir) {
                    if !upper_names.contains(&name) {
                        self.deleted(&rel.join(&name));
                    }
                }
            }
        }
        for name in upper_names {
            self.entry(&rel.join(&name), complete);
        }
    }

    fn entry(&mut self, rel: &Path, parent_complete: bool) {
        let up = self.upper(rel);
        let host = self.host(rel);
        let Some(umd) = lstat(&up) else { return };
        let hmd = lstat(&host);
        if is_whiteout(&up, &umd, self.layer.xattr_prefix) {
            if hmd.is_some() {
                self.deleted(rel);
            }
            return;
        }
        let after = EntryState::of(&up, &umd);
        let before = hmd.as_ref().map(|m| EntryState::of(&host, m));
        match (&before, after.kind) {
            (None, FileType::Dir) => {
                self.push(rel, ChangeKind::Created, None, Some(after), None);
                self.dir(rel, true);
            }
            (None, _) => self.push(rel, ChangeKind::Created, None, Some(after), Some(up)),
            (Some(b), FileType::Dir) if b.kind == FileType::Dir => {
                let b = b.clone();
                let start = self.out.len();
                self.dir(rel, parent_complete || is_opaque(&up, self.layer.xattr_prefix));
                self.folder_meta(rel, b, after, start);
            }
            (Some(b), _) if b.kind != after.kind => {
                if b.kind == FileType::Dir {
                    self.deleted_children(rel);
                }
                let is_dir = after.kind == FileType::Dir;
                self.push(
                    rel,
                    ChangeKind::Replaced,
                    before.clone(),
                    Some(after),
                    if is_dir { None } else { Some(up) },
                );
                if is_dir {
                    self.dir(rel, true);
                }
            }
            (Some(b), _) => {
                let content_same = match after.kind {
                    FileType::File => b.size == after.size && same_content(&host, &up),
                    FileType::Symlink => b.link_target == after.link_target,
                    _ => true,
                };
                if !content_same {
                    self.push(rel, ChangeKind::Modified, before.clone(), Some(after), Some(up));
                } else if !same_meta(b, &after, self.owners) {
                    self.push(rel, ChangeKind::MetadataChanged, before.clone(), Some(after), Some(up));
                } else if b.mtime != after.mtime {
                    // Same bytes: nothing to read in the upper layer, no content to diff.
                    self.push(rel, ChangeKind::Touched, before.clone(), Some(after), None);
                }
            }
        }
    }

    /// A folder present on both sides, whose entries `out[start..]` hold: listed before them if
    /// its mode or owner changed, or if its modification time moved with no entry of its own
    /// changed to explain it (a `touch` of the folder). A folder the host changed meanwhile
    /// (another program adding a file to `/tmp`) differs by the host's doing, and keeps the
    /// host's times at the commit.
    fn folder_meta(&mut self, rel: &Path, before: EntryState, after: EntryState, start: usize) {
        let kind = if !same_meta(&before, &after, self.owners) {
            ChangeKind::MetadataChanged
        } else if before.mtime != after.mtime && self.fence.before(before.ctime) {
            let path = self.host(rel);
            if self.out[start..].iter().any(|c| c.path.parent() == Some(path.as_path())) {
                return;
            }
            ChangeKind::Touched
        } else {
            return;
        };
        let c = Change { path: self.host(rel), kind, before: Some(before), after: Some(after), upper: None };
        self.out.insert(start, c);
    }

    /// A host path that is gone, with everything below it (children first in the list after
    /// their folder, so the report can aggregate).
    fn deleted(&mut self, rel: &Path) {
        let host = self.host(rel);
        let Some(md) = lstat(&host) else { return };
        let st = EntryState::of(&host, &md);
        let is_dir = st.kind == FileType::Dir;
        self.push(rel, ChangeKind::Deleted, Some(st), None, None);
        if is_dir {
            self.deleted_children(rel);
        }
    }

    fn deleted_children(&mut self, rel: &Path) {
        for name in sorted_entries(&self.host(rel)) {
            self.deleted(&rel.join(name));
        }
    }

    fn push(
        &mut self,
        rel: &Path,
        kind: ChangeKind,
        before: Option<EntryState>,
        after: Option<EntryState>,
        upper: Option<PathBuf>,
    ) {
        self.out.push(Change { path: self.host(rel), kind, before, after, upper });
    }
}

/// Groups of upper-layer names that are hard links of one another (created inside the run).
pub fn hard_link_groups(layer: &Layer) -> BTreeMap<(u64, u64), Vec<PathBuf>> {
    let mut m: BTreeMap<(u64, u64), Vec<PathBuf>> = BTreeMap::new();
    for e in walk_files(&layer.upper) {
        if let Some(md) = lstat(&e) {
            if md.is_file() && md.nlink() > 1 {
                m.entry((md.dev(), md.ino())).or_default().push(e);
            }
        }
    }
    m.retain(|_, v| v.len() > 1);
    m
}

fn walk_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for name in sorted_entries(&d) {
            let p = d.join(name);
            match lstat(&p) {
                Some(m) if m.is_dir() => stack.push(p),
                Some(_) => out.push(p),
                None => {}
            }
        }
    }
    out
}
