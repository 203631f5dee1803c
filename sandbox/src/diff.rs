//! What the command changed: a walk of each overlay's upper layer against the host tree below
//! it. Overlay encodes a deletion as a whiteout (a 0/0 character device, or a file marked with an
//! `overlay.whiteout` xattr) and a replaced folder as an *opaque* folder (`overlay.opaque = y`,
//! hiding everything the host had there). Both `trusted.` (root) and `user.` (rootless) prefixes
//! are read. Copy-ups that changed nothing (a file opened for writing and left alone, a `touch`)
//! are not changes.

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
    /// Mode or owner only.
    MetadataChanged,
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

/// Whether two regular files hold the same bytes.
pub fn same_content(a: &Path, b: &Path) -> bool {
    let (Ok(mut fa), Ok(mut fb)) = (File::open(a), File::open(b)) else { return false };
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
    out: Vec<Change>,
}

/// All changes recorded in the layers, in path order within each layer.
pub fn changes(layers: &[Layer]) -> Vec<Change> {
    let mut all = Vec::new();
    for layer in layers {
        let mut w = Walk { layer, out: Vec::new() };
        w.dir(Path::new(""), false);
        all.extend(w.out);
    }
    all
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
                if b.mode != after.mode || b.uid != after.uid || b.gid != after.gid {
                    self.push(rel, ChangeKind::MetadataChanged, before.clone(), Some(after), None);
                }
                self.dir(rel, parent_complete || is_opaque(&up, self.layer.xattr_prefix));
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
                } else if b.mode != after.mode || b.uid != after.uid || b.gid != after.gid {
                    self.push(rel, ChangeKind::MetadataChanged, before.clone(), Some(after), Some(up));
                }
            }
        }
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
