//! Planning the sandbox's root: which host paths become overlays, which are recreated in a
//! read-only skeleton, which are replaced by empty tmpfs. Pure logic over the mount table (and,
//! for rootless splits, folder listings), so it is tested without privileges.
//!
//! Why splitting: in a user namespace every inherited mount is *locked*, and overlayfs refuses a
//! lower folder that has locked mounts below it ("failed to clone lowerpath"). Rootless, a mount
//! with children is therefore recreated as a skeleton folder whose entries are each overlaid on
//! their own. As root there are no locked mounts and one overlay per mount suffices.

use crate::mountinfo::MountEntry;
use std::collections::BTreeSet;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Privilege {
    /// Real root in the initial user namespace.
    Root,
    /// An unprivileged user, sandboxed through a user namespace.
    Rootless,
}

/// Filesystems that hold no user data; they are never overlaid.
const PSEUDO_FS: &[&str] = &[
    "proc",
    "sysfs",
    "devtmpfs",
    "devpts",
    "mqueue",
    "cgroup",
    "cgroup2",
    "securityfs",
    "debugfs",
    "tracefs",
    "bpf",
    "pstore",
    "configfs",
    "fusectl",
    "hugetlbfs",
    "binfmt_misc",
    "autofs",
    "efivarfs",
    "selinuxfs",
    "rpc_pipefs",
    "nsfs",
    "nfsd",
    "ramfs",
    "rootfs",
];

/// Trees the sandbox builds fresh rather than taking from the host.
pub const SPECIAL_DIRS: &[&str] = &["/proc", "/sys", "/dev"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The new root is one overlay of the host's root filesystem.
    OverlayRoot { readonly: bool },
    /// The new root is a skeleton tmpfs, made read-only once built.
    SkeletonRoot,
    /// A folder created in the skeleton (mode copied from the host).
    SkeletonDir { path: PathBuf, mode: u32 },
    /// A symlink recreated in the skeleton.
    Symlink { path: PathBuf, target: PathBuf },
    /// An overlay whose lower layer is the host folder at `path`, mounted at the same path;
    /// read-only when the host mount is (a write fails there as it would on the host).
    Overlay { path: PathBuf, readonly: bool },
    /// A host folder bound read-only at the same path, for speed: a system tree commands read
    /// far more than they write (`/usr`). A fresh overlay builds a dentry and an inode of its
    /// own for every name looked up in it; a bind shares the host's, already cached. A command
    /// that tries to change anything there gets `EROFS` and is rehearsed again with the tree
    /// overlaid (see `SandboxConfig::read_only_trees`).
    BindDirReadOnly { path: PathBuf },
    /// A regular file in a skeleton folder, bound read-only (writes to it fail rather than
    /// reach the host).
    BindFileReadOnly { path: PathBuf },
    /// An empty private tmpfs: runtime folders with daemon sockets, and foresee's own state.
    EmptyTmpfs { path: PathBuf },
}

/// One entry of a host folder, as the planner needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirEntryInfo {
    pub name: OsString,
    pub kind: EntryKind,
    pub mode: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryKind {
    Dir,
    File,
    Symlink(PathBuf),
    Other,
}

pub trait HostFs {
    fn list(&self, dir: &Path) -> std::io::Result<Vec<DirEntryInfo>>;
    fn mode(&self, dir: &Path) -> u32;
    fn is_dir(&self, p: &Path) -> bool;
    /// A regular file, not followed through a symlink.
    fn is_file(&self, p: &Path) -> bool;
}

/// The real host, read through std.
pub struct RealHost;

impl HostFs for RealHost {
    fn list(&self, dir: &Path) -> std::io::Result<Vec<DirEntryInfo>> {
        use std::os::unix::fs::PermissionsExt;
        let mut out = Vec::new();
        for e in std::fs::read_dir(dir)? {
            let e = e?;
            let Ok(md) = std::fs::symlink_metadata(e.path()) else { continue };
            let ft = md.file_type();
            let kind = if ft.is_dir() {
                EntryKind::Dir
            } else if ft.is_symlink() {
                EntryKind::Symlink(std::fs::read_link(e.path()).unwrap_or_default())
            } else if ft.is_file() {
                EntryKind::File
            } else {
                EntryKind::Other
            };
            out.push(DirEntryInfo { name: e.file_name(), kind, mode: md.permissions().mode() & 0o7777 });
        }
        out.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(out)
    }

    fn mode(&self, dir: &Path) -> u32 {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(dir).map(|m| m.permissions().mode() & 0o7777).unwrap_or(0o755)
    }

    fn is_dir(&self, p: &Path) -> bool {
        std::fs::symlink_metadata(p).is_ok_and(|m| m.is_dir())
    }
    fn is_file(&self, p: &Path) -> bool {
        std::fs::symlink_metadata(p).is_ok_and(|m| m.is_file())
    }
}

pub struct LayoutInput<'a> {
    pub mounts: &'a [MountEntry],
    pub privilege: Privilege,
    /// Mount points foresee itself created in its own namespace (never locked, never shown).
    pub own_mounts: &'a [PathBuf],
    /// Folders replaced by an empty tmpfs (`/run`, `$XDG_RUNTIME_DIR`, ...).
    pub runtime_dirs: &'a [PathBuf],
    /// Host folders hidden inside (foresee's state).
    pub masked: &'a [PathBuf],
    /// Rootless: folders that get an overlay of their own (the working directory, the
    /// workspace, the home folder). A write below a folder owned by a user the namespace does
    /// not map fails in overlayfs (copy-up cannot give the copy its owner: EOVERFLOW); a layer
    /// rooted at the user's own folder never copies up what lies above it.
    pub own_roots: &'a [PathBuf],
    /// Host folders bound read-only instead of overlaid ([`Step::BindDirReadOnly`]), each only
    /// if it is a folder (not a symlink), holds no mount and no own root, and is neither special
    /// nor hidden.
    pub read_only_trees: &'a [PathBuf],
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    pub steps: Vec<Step>,
}

impl Layout {
    pub fn overlays(&self) -> impl Iterator<Item = &Path> {
        self.steps.iter().filter_map(|s| match s {
            Step::OverlayRoot { .. } => Some(Path::new("/")),
            Step::Overlay { path, .. } => Some(path.as_path()),
            _ => None,
        })
    }
}

fn under(p: &Path, base: &Path) -> bool {
    p.starts_with(base)
}

fn strictly_under(p: &Path, base: &Path) -> bool {
    p != base && p.starts_with(base)
}

pub fn is_pseudo(fstype: &str) -> bool {
    PSEUDO_FS.contains(&fstype)
}

/// Computes the layout. `host` is only consulted for rootless splits.
pub fn plan(input: &LayoutInput<'_>, host: &dyn HostFs) -> std::io::Result<Layout> {
    // The visible mount at each mount point is the last one listed for it.
    let mut visible: Vec<&MountEntry> = Vec::new();
    for m in input.mounts {
        visible.retain(|v| v.mount_point != m.mount_point);
        visible.push(m);
    }
    let own: BTreeSet<&Path> = input.own_mounts.iter().map(|p| p.as_path()).collect();
    let special = |p: &Path| SPECIAL_DIRS.iter().any(|s| under(p, Path::new(s)));
    let runtime = |p: &Path| input.runtime_dirs.iter().any(|r| under(p, r));

    let mut data: Vec<PathBuf> = Vec::new();
    let mut readonly: Vec<PathBuf> = Vec::new();
    let mut locked: Vec<PathBuf> = Vec::new();
    for m in &visible {
        let mp = m.mount_point.as_path();
        if own.iter().any(|o| under(mp, o)) {
            continue;
        }
        locked.push(mp.to_path_buf());
        if special(mp) || runtime(mp) || is_pseudo(&m.fstype) {
            continue;
        }
        data.push(mp.to_path_buf());
        if m.is_readonly() {
            readonly.push(mp.to_path_buf());
        }
    }
    data.sort();
    data.dedup();
    let has_mount_below = |p: &Path| locked.iter().any(|l| strictly_under(l, p));
    // The mount a path lives on decides whether its overlay is read-only.
    let is_ro = |p: &Path| {
        data.iter()
            .filter(|d| p.starts_with(d))
            .max_by_key(|d| d.as_os_str().len())
            .is_some_and(|d| readonly.contains(d))
    };

    let mut steps = Vec::new();
    let root_is_data = data.iter().any(|d| d == Path::new("/"));
    match input.privilege {
        Privilege::Root => {
            if !root_is_data {
                return Err(std::io::Error::other("the root filesystem is not a disk filesystem"));
            }
            steps.push(Step::OverlayRoot { readonly: is_ro(Path::new("/")) });
            for d in data.iter().filter(|d| d.as_path() != Path::new("/")) {
                if host.is_dir(d) {
                    steps.push(Step::Overlay { path: d.clone(), readonly: is_ro(d) });
                } else if host.is_file(d) {
                    // A file mounted on its own (a container's /etc/hosts and /etc/hostname):
                    // overlayfs stacks only on folders, so the file is seen, never written.
                    steps.push(Step::BindFileReadOnly { path: d.clone() });
                }
                // Anything else mounted on its own (a socket, a device) is left out: inside,
                // the path shows what lies under the mount.
            }
        }
        Privilege::Rootless => {
            steps.push(Step::SkeletonRoot);
            let ctx = SplitCtx { data: &data, locked: &locked, input, host, is_ro: &is_ro };
            for d in &data {
                if d.as_path() == Path::new("/") || has_mount_below(d) {
                    ctx.split(d, &mut steps)?;
                } else if !host.is_dir(d) {
                    // A file mounted on its own, seen and never written, as in the Root case. Its
                    // folder holds a mount, so it is a skeleton folder: the bind point is made
                    // there, in no snapshot layer.
                    if host.is_file(d) {
                        if let Some(parent) = d.parent() {
                            ctx.skeleton_path(parent, &mut steps);
                        }
                        steps.push(Step::BindFileReadOnly { path: d.clone() });
                    }
                } else {
                    if let Some(parent) = d.parent() {
                        // The mount point must exist in the skeleton or in the overlay below it.
                        if !ctx.covered_by_overlay(d, &steps) {
                            ctx.skeleton_path(parent, &mut steps);
                            steps.push(Step::SkeletonDir { path: d.clone(), mode: host.mode(d) });
                        }
                    }
                    steps.push(Step::Overlay { path: d.clone(), readonly: is_ro(d) });
                }
            }
        }
    }
    if input.privilege == Privilege::Rootless {
        let mut roots: Vec<&PathBuf> =
            input.own_roots.iter().filter(|r| r.is_absolute() && r.as_path() != Path::new("/")).collect();
        roots.sort();
        roots.dedup();
        for r in roots {
            let taken = steps.iter().any(|s| matches!(s, Step::Overlay { path, .. } if path == r));
            let excluded = special(r) || runtime(r) || input.masked.iter().any(|m| r.starts_with(m));
            // Only inside an overlay (never a skeleton or a hidden mount), and only where no
            // locked mount lies below (overlayfs would refuse it).
            let inside_overlay =
                steps.iter().any(|s| matches!(s, Step::Overlay { path, .. } if strictly_under(r, path)));
            if !taken && !excluded && inside_overlay && !has_mount_below(r) && host.is_dir(r) {
                steps.push(Step::Overlay { path: r.clone(), readonly: is_ro(r) });
            }
        }
    }
    for t in input.read_only_trees {
        let mounted = locked.iter().any(|l| under(l, t)) && !data.iter().any(|d| d == t);
        let excluded = !t.is_absolute()
            || t.as_path() == Path::new("/")
            || special(t)
            || runtime(t)
            // A hidden folder or foresee's own mounts may lie inside (a state folder in the
            // workspace): the bind does not carry mounts, and the hiding tmpfs goes on top.
            || input.masked.iter().any(|m| under(t, m))
            || input.own_mounts.iter().any(|r| under(t, r))
            || input.own_roots.iter().any(|r| strictly_under(r, t))
            || locked.iter().any(|l| strictly_under(l, t));
        if mounted || excluded || !host.is_dir(t) {
            continue;
        }
        // It replaces the tree's own overlay, if it had one (a mount of its own, or an entry of
        // a rootless skeleton).
        steps.retain(|s| !matches!(s, Step::Overlay { path, .. } if path == t));
        steps.push(Step::BindDirReadOnly { path: t.clone() });
    }
    for r in input.runtime_dirs {
        steps.push(Step::EmptyTmpfs { path: r.clone() });
    }
    for m in input.masked {
        steps.push(Step::EmptyTmpfs { path: m.clone() });
    }
    dedup_keep_first(&mut steps);
    Ok(Layout { steps })
}

fn dedup_keep_first(steps: &mut Vec<Step>) {
    let mut seen = Vec::new();
    steps.retain(|s| {
        if seen.contains(s) {
            false
        } else {
            seen.push(s.clone());
            true
        }
    });
}

struct SplitCtx<'a> {
    data: &'a [PathBuf],
    locked: &'a [PathBuf],
    input: &'a LayoutInput<'a>,
    host: &'a dyn HostFs,
    is_ro: &'a dyn Fn(&Path) -> bool,
}

impl SplitCtx<'_> {
    fn covered_by_overlay(&self, p: &Path, steps: &[Step]) -> bool {
        steps.iter().any(|s| matches!(s, Step::Overlay { path, .. } if strictly_under(p, path)))
    }

    fn skeleton_path(&self, p: &Path, steps: &mut Vec<Step>) {
        let mut chain: Vec<&Path> = p.ancestors().filter(|a| *a != Path::new("/")).collect();
        chain.reverse();
        for a in chain {
            let s = Step::SkeletonDir { path: a.to_path_buf(), mode: self.host.mode(a) };
            if !steps.contains(&s) {
                steps.push(s);
            }
        }
    }

    /// Recreates `dir` in the skeleton and overlays each of its entries that holds no mount.
    fn split(&self, dir: &Path, steps: &mut Vec<Step>) -> std::io::Result<()> {
        if dir != Path::new("/") {
            self.skeleton_path(dir, steps);
        }
        let entries = match self.host.list(dir) {
            Ok(v) => v,
            // A folder this user may not list (another user's, on the way to a mount below
            // it): empty here, as it is to them; what is mounted below is placed on its own.
            Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied && dir != Path::new("/") => Vec::new(),
            Err(e) => return Err(e),
        };
        for e in entries {
            let child = dir.join(&e.name);
            let is_mount_point = self.locked.iter().any(|l| l == &child);
            let is_data_mount = self.data.iter().any(|d| d == &child);
            let reserved = SPECIAL_DIRS.iter().any(|s| Path::new(s) == child)
                || self.input.runtime_dirs.iter().any(|r| r == &child);
            if is_data_mount || is_mount_point || reserved {
                // Handled on its own; only the mount point is needed here.
                if matches!(e.kind, EntryKind::Dir) {
                    steps.push(Step::SkeletonDir { path: child, mode: e.mode });
                }
                continue;
            }
            if self.locked.iter().any(|l| strictly_under(l, &child)) {
                if matches!(e.kind, EntryKind::Dir) {
                    self.split(&child, steps)?;
                }
                continue;
            }
            match e.kind {
                EntryKind::Dir => {
                    let readonly = (self.is_ro)(&child);
                    steps.push(Step::Overlay { path: child, readonly })
                }
                EntryKind::Symlink(target) => steps.push(Step::Symlink { path: child, target }),
                EntryKind::File => steps.push(Step::BindFileReadOnly { path: child }),
                EntryKind::Other => {}
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn m(id: u32, mp: &str, fstype: &str) -> MountEntry {
        MountEntry {
            id,
            parent: 1,
            root: "/".into(),
            mount_point: mp.into(),
            options: "rw".into(),
            fstype: fstype.into(),
            source: "x".into(),
        }
    }

    /// A plan's input with only the mounts and the privilege.
    fn bare(mounts: &[MountEntry], privilege: Privilege) -> LayoutInput<'_> {
        LayoutInput {
            mounts,
            privilege,
            own_mounts: &[],
            runtime_dirs: &[],
            masked: &[],
            own_roots: &[],
            read_only_trees: &[],
        }
    }

    struct FakeHost(HashMap<PathBuf, Vec<DirEntryInfo>>);

    impl HostFs for FakeHost {
        fn list(&self, dir: &Path) -> std::io::Result<Vec<DirEntryInfo>> {
            Ok(self.0.get(dir).cloned().unwrap_or_default())
        }
        fn mode(&self, _: &Path) -> u32 {
            0o755
        }
        fn is_dir(&self, p: &Path) -> bool {
            p.starts_with("/home") || self.0.contains_key(p) || self.kind(p) == Some(EntryKind::Dir)
        }
        fn is_file(&self, p: &Path) -> bool {
            self.kind(p) == Some(EntryKind::File)
        }
    }

    impl FakeHost {
        /// The kind its folder's listing gives the path.
        fn kind(&self, p: &Path) -> Option<EntryKind> {
            let (dir, name) = (p.parent()?, p.file_name()?);
            self.0.get(dir)?.iter().find(|e| e.name == name).map(|e| e.kind.clone())
        }
    }

    fn d(name: &str) -> DirEntryInfo {
        DirEntryInfo { name: name.into(), kind: EntryKind::Dir, mode: 0o755 }
    }

    fn host() -> FakeHost {
        let mut h = HashMap::new();
        h.insert(
            PathBuf::from("/"),
            vec![
                d("dev"),
                d("etc"),
                d("home"),
                d("mnt"),
                d("proc"),
                d("run"),
                d("sys"),
                d("usr"),
                DirEntryInfo { name: "bin".into(), kind: EntryKind::Symlink("usr/bin".into()), mode: 0o777 },
                DirEntryInfo { name: "marker".into(), kind: EntryKind::File, mode: 0o644 },
            ],
        );
        h.insert(PathBuf::from("/mnt"), vec![d("data"), d("empty")]);
        h.insert(PathBuf::from("/usr"), vec![d("bin")]);
        FakeHost(h)
    }

    fn mounts() -> Vec<MountEntry> {
        vec![
            m(1, "/", "ext4"),
            m(2, "/proc", "proc"),
            m(3, "/dev", "devtmpfs"),
            m(4, "/dev/shm", "tmpfs"),
            m(5, "/sys", "sysfs"),
            m(6, "/run", "tmpfs"),
            m(7, "/mnt/data", "xfs"),
            m(8, "/home", "ext4"),
            m(9, "/home/u/.local/state/foresee/runs/1", "tmpfs"),
        ]
    }

    /// A host where `/etc/hosts` is a file mounted on its own (as in a container) and `/srv`
    /// may not be listed, with a mount below it.
    struct ContainerHost(FakeHost);

    impl HostFs for ContainerHost {
        fn list(&self, dir: &Path) -> std::io::Result<Vec<DirEntryInfo>> {
            if dir == Path::new("/srv") {
                return Err(std::io::ErrorKind::PermissionDenied.into());
            }
            self.0.list(dir)
        }
        fn mode(&self, p: &Path) -> u32 {
            self.0.mode(p)
        }
        fn is_dir(&self, p: &Path) -> bool {
            p != Path::new("/etc/hosts") && (self.0.is_dir(p) || p.starts_with("/srv"))
        }
        fn is_file(&self, p: &Path) -> bool {
            p == Path::new("/etc/hosts")
        }
    }

    #[test]
    fn a_file_mounted_on_its_own_is_bound_read_only_and_an_unlistable_folder_is_empty() {
        let mut h = host();
        h.0.get_mut(Path::new("/")).unwrap().push(d("srv"));
        h.0.insert(
            PathBuf::from("/etc"),
            vec![DirEntryInfo { name: "hosts".into(), kind: EntryKind::File, mode: 0o644 }],
        );
        let host = ContainerHost(h);
        let mut mounts = mounts();
        mounts.push(m(10, "/etc/hosts", "ext4"));
        mounts.push(m(11, "/srv/data/disk", "ext4"));
        for privilege in [Privilege::Root, Privilege::Rootless] {
            let input = bare(&mounts, privilege);
            let l = plan(&input, &host).unwrap_or_else(|e| panic!("{privilege:?}: {e}"));
            assert!(
                l.steps.contains(&Step::BindFileReadOnly { path: "/etc/hosts".into() }),
                "{privilege:?}: {l:?}"
            );
            assert!(!l.overlays().any(|p| p == Path::new("/etc/hosts")), "{privilege:?}");
            assert!(l.overlays().any(|p| p == Path::new("/srv/data/disk")), "{privilege:?}: {l:?}");
        }
    }

    #[test]
    fn root_uses_one_overlay_per_data_mount() {
        let mounts = mounts();
        let own = [PathBuf::from("/home/u/.local/state/foresee/runs/1")];
        let rt = [PathBuf::from("/run")];
        let masked = [PathBuf::from("/home/u/.local/state/foresee")];
        let input = LayoutInput {
            mounts: &mounts,
            privilege: Privilege::Root,
            own_mounts: &own,
            runtime_dirs: &rt,
            masked: &masked,
            own_roots: &[],
            read_only_trees: &[],
        };
        let l = plan(&input, &host()).unwrap();
        let overlays: Vec<&Path> = l.overlays().collect();
        assert_eq!(overlays, vec![Path::new("/"), Path::new("/home"), Path::new("/mnt/data")]);
        assert!(l.steps.contains(&Step::EmptyTmpfs { path: "/run".into() }));
        assert!(l.steps.contains(&Step::EmptyTmpfs { path: "/home/u/.local/state/foresee".into() }));
        // /dev/shm is a tmpfs under /dev: not a step of the plan (the root builder overlays it).
        assert!(!overlays.contains(&Path::new("/dev/shm")));
    }

    #[test]
    fn a_file_mount_point_is_bound_read_only_and_a_folder_one_still_overlaid() {
        // Another program bound a file onto /mnt/app.conf; /mnt/data is a folder mount.
        let mut h = host();
        h.0.insert(
            PathBuf::from("/mnt"),
            vec![d("data"), DirEntryInfo { name: "app.conf".into(), kind: EntryKind::File, mode: 0o644 }],
        );
        let mut mounts = mounts();
        mounts.push(m(10, "/mnt/app.conf", "ext4"));
        let rt = [PathBuf::from("/run")];
        for privilege in [Privilege::Root, Privilege::Rootless] {
            let input = LayoutInput { runtime_dirs: &rt, ..bare(&mounts, privilege) };
            let l = plan(&input, &h).unwrap();
            let file = PathBuf::from("/mnt/app.conf");
            assert!(l.steps.contains(&Step::BindFileReadOnly { path: file.clone() }), "{privilege:?}: {l:?}");
            assert!(!l.overlays().any(|o| o == file), "{privilege:?}: a file cannot be overlaid");
            assert!(!l.steps.iter().any(|s| matches!(s, Step::SkeletonDir { path, .. } if *path == file)));
            assert!(l.overlays().any(|o| o == Path::new("/mnt/data")), "{privilege:?}: {l:?}");
        }
    }

    #[test]
    fn rootless_splits_mounts_with_children() {
        let mounts = mounts();
        let own = [PathBuf::from("/home/u/.local/state/foresee/runs/1")];
        let rt = [PathBuf::from("/run")];
        let input = LayoutInput {
            mounts: &mounts,
            privilege: Privilege::Rootless,
            own_mounts: &own,
            runtime_dirs: &rt,
            masked: &[],
            own_roots: &[PathBuf::from("/home/u/project")],
            read_only_trees: &[],
        };
        let l = plan(&input, &host()).unwrap();
        let overlays: Vec<&Path> = l.overlays().collect();
        // "/" is split into its entries; /mnt holds a mount so it is split too; /home has only
        // foresee's own (unlocked) mount below it, so it stays one overlay.
        assert_eq!(
            overlays,
            vec![
                Path::new("/etc"),
                Path::new("/mnt/empty"),
                Path::new("/usr"),
                Path::new("/home"),
                Path::new("/mnt/data"),
                // The user's own folder gets its own layer.
                Path::new("/home/u/project")
            ]
        );
        assert_eq!(l.steps[0], Step::SkeletonRoot);
        assert!(l.steps.contains(&Step::Overlay { path: "/etc".into(), readonly: false }));
        assert!(l.steps.contains(&Step::Symlink { path: "/bin".into(), target: "usr/bin".into() }));
        assert!(l.steps.contains(&Step::BindFileReadOnly { path: "/marker".into() }));
        assert!(l.steps.contains(&Step::SkeletonDir { path: "/mnt".into(), mode: 0o755 }));
        assert!(l.steps.contains(&Step::SkeletonDir { path: "/proc".into(), mode: 0o755 }));
        // Special trees are never overlaid.
        assert!(
            !overlays
                .iter()
                .any(|o| o.starts_with("/proc") || o.starts_with("/sys") || o.starts_with("/dev"))
        );
    }

    #[test]
    fn read_only_trees_are_bound_where_nothing_needs_writing() {
        let mounts = mounts();
        let trees: Vec<PathBuf> =
            ["/usr", "/mnt", "/bin", "/proc", "/home", "/nowhere", "/"].iter().map(PathBuf::from).collect();
        for privilege in [Privilege::Root, Privilege::Rootless] {
            let roots = [PathBuf::from("/home/u/project")];
            let input =
                LayoutInput { own_roots: &roots, read_only_trees: &trees, ..bare(&mounts, privilege) };
            let l = plan(&input, &host()).unwrap();
            let bound: Vec<&Path> = l
                .steps
                .iter()
                .filter_map(|s| match s {
                    Step::BindDirReadOnly { path } => Some(path.as_path()),
                    _ => None,
                })
                .collect();
            // Not /mnt (a mount below it), /bin (a symlink), /proc (special), /home (it holds
            // the user's own folder), a folder that is not there, or the root itself.
            assert_eq!(bound, vec![Path::new("/usr")], "{privilege:?}");
            // Bound instead of overlaid.
            assert!(!l.overlays().any(|o| o == Path::new("/usr")), "{privilege:?}");
        }
    }

    #[test]
    fn a_file_mounted_on_its_own_is_bound_read_only() {
        // A container's /etc/hosts and /etc/hostname are files bound over the image's, and a
        // bound socket (a daemon's) is a file mount too.
        let mut host = host();
        host.0.insert(
            PathBuf::from("/etc"),
            vec![
                DirEntryInfo { name: "hosts".into(), kind: EntryKind::File, mode: 0o644 },
                DirEntryInfo { name: "hostname".into(), kind: EntryKind::File, mode: 0o644 },
                DirEntryInfo { name: "daemon.sock".into(), kind: EntryKind::Other, mode: 0o660 },
                d("ssl"),
            ],
        );
        let mut mounts = mounts();
        mounts.push(m(10, "/etc/hosts", "ext4"));
        mounts.push(m(11, "/etc/hostname", "ext4"));
        mounts.push(m(12, "/etc/daemon.sock", "ext4"));
        for privilege in [Privilege::Root, Privilege::Rootless] {
            let input = bare(&mounts, privilege);
            let l = plan(&input, &host).unwrap();
            for f in ["/etc/hosts", "/etc/hostname"] {
                assert!(l.steps.contains(&Step::BindFileReadOnly { path: f.into() }), "{privilege:?}: {l:?}");
            }
            // No file is overlaid (overlayfs stacks on folders) or made a folder of the skeleton.
            for f in ["/etc/hosts", "/etc/hostname", "/etc/daemon.sock"] {
                assert!(!l.overlays().any(|o| o == Path::new(f)), "{privilege:?}: {f} overlaid");
                assert!(
                    !l.steps
                        .iter()
                        .any(|s| matches!(s, Step::SkeletonDir { path, .. } if path == Path::new(f))),
                    "{privilege:?}: {f} made a folder"
                );
            }
            // The socket is not carried in at all.
            assert!(
                !l.steps.iter().any(
                    |s| matches!(s, Step::BindFileReadOnly { path } if path == Path::new("/etc/daemon.sock"))
                ),
                "{privilege:?}"
            );
            if privilege == Privilege::Rootless {
                // /etc holds mounts: split, its other entries overlaid as before.
                assert!(l.steps.contains(&Step::SkeletonDir { path: "/etc".into(), mode: 0o755 }));
                assert!(l.overlays().any(|o| o == Path::new("/etc/ssl")), "{l:?}");
            }
        }
    }

    #[test]
    fn root_requires_a_disk_root() {
        let mounts = vec![m(1, "/", "proc")];
        let input = LayoutInput {
            mounts: &mounts,
            privilege: Privilege::Root,
            own_mounts: &[],
            runtime_dirs: &[],
            masked: &[],
            own_roots: &[],
            read_only_trees: &[],
        };
        assert!(plan(&input, &host()).is_err());
    }
}
