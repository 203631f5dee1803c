//! Building the sandbox's root folder from a [`Layout`]: overlays with their upper layers on
//! the run's private tmpfs, a fresh `/dev`, a read-only `/sys`, empty tmpfs over runtime folders
//! and foresee's own state. Runs in the supervisor's private mount namespace; `/proc` is mounted
//! later by the sandbox's init, which is the first process of the new PID namespace.

use crate::layout::{Layout, Privilege, Step};
use crate::sys::{self, SysError, SysResult};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// An overlay: writes below `host_path` land in `upper`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layer {
    pub host_path: PathBuf,
    pub upper: PathBuf,
    /// The prefix of overlay's own xattrs on this mount: `trusted.overlay.` as root,
    /// `user.overlay.` in a user namespace (`userxattr`). Only these are overlay's; an
    /// xattr of the other prefix is the command's own and means nothing.
    pub xattr_prefix: &'static str,
}

/// A host mount that could not be overlaid and is hidden instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hidden {
    pub path: PathBuf,
    pub error: String,
}

#[derive(Debug)]
pub struct BuiltRoot {
    pub root: PathBuf,
    pub layers: Vec<Layer>,
    pub hidden: Vec<Hidden>,
    /// Folders bound read-only ([`Step::BindDirReadOnly`]), each with its device.
    pub read_only: Vec<(PathBuf, u64)>,
}

/// `root` + an absolute host path.
pub fn inside(root: &Path, p: &Path) -> PathBuf {
    root.join(p.strip_prefix("/").unwrap_or(p))
}

/// Where `p` (as the command sees it) leads inside `root`: links followed, each read inside
/// the root (at most 16), so a link can never lead out of it.
fn resolve_inside(root: &Path, p: &Path) -> Option<PathBuf> {
    let mut at = p.to_path_buf();
    for _ in 0..16 {
        let inner = inside(root, &at);
        match std::fs::symlink_metadata(&inner) {
            Ok(md) if md.file_type().is_symlink() => {
                let link = std::fs::read_link(&inner).ok()?;
                at = if link.is_absolute() { link } else { at.parent()?.join(link) };
                // `..` is taken literally by the join: fold it so the path stays under the root.
                let mut clean = PathBuf::from("/");
                for c in at.components() {
                    match c {
                        std::path::Component::ParentDir => {
                            clean.pop();
                        }
                        std::path::Component::Normal(n) => clean.push(n),
                        _ => {}
                    }
                }
                at = clean;
            }
            _ => return Some(inner),
        }
    }
    None
}

/// Escapes a path for overlayfs's option string (`,` `:` `\` are separators there).
fn ovl_escape(p: &Path) -> String {
    let s = p.to_string_lossy();
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, ',' | ':' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

pub struct RootBuilder<'a> {
    pub scratch: &'a Path,
    pub privilege: Privilege,
    pub uid: u32,
    pub gid: u32,
    /// See [`crate::SandboxConfig::bound_files`].
    pub bound_files: &'a [crate::BoundFile],
}

impl RootBuilder<'_> {
    pub fn build(&self, layout: &Layout) -> SysResult<BuiltRoot> {
        let root = self.scratch.join("root");
        sys::mkdir(&root, 0o755)?;
        let mut built =
            BuiltRoot { root: root.clone(), layers: Vec::new(), hidden: Vec::new(), read_only: Vec::new() };
        let nosuid_nodev = libc::MS_NOSUID | libc::MS_NODEV;
        for step in &layout.steps {
            match step {
                Step::OverlayRoot { readonly } => {
                    self.overlay(Path::new("/"), &root, *readonly, &mut built)?;
                }
                Step::SkeletonRoot => {
                    sys::mount(
                        Some("foresee-root"),
                        &root,
                        Some("tmpfs"),
                        nosuid_nodev,
                        Some("mode=0755,size=1m"),
                    )?;
                }
                Step::SkeletonDir { path, mode } => {
                    let t = inside(&root, path);
                    if !t.exists() {
                        sys::mkdir_all(&t, 0o755)?;
                        let _ = std::fs::set_permissions(&t, std::fs::Permissions::from_mode(*mode));
                    }
                }
                Step::Symlink { path, target } => {
                    let t = inside(&root, path);
                    if std::fs::symlink_metadata(&t).is_err() {
                        std::os::unix::fs::symlink(target, &t).map_err(|e| {
                            SysError::new(
                                format!("symlink({target:?}, {t:?})"),
                                e.raw_os_error().unwrap_or(0),
                            )
                        })?;
                    }
                }
                Step::Overlay { path, readonly } => {
                    let t = inside(&root, path);
                    if !t.is_dir() {
                        sys::mkdir_all(&t, 0o755)?;
                    }
                    if let Err(e) = self.overlay(path, &t, *readonly, &mut built) {
                        // A filesystem overlayfs cannot stack on: hide it rather than expose it.
                        sys::mount(
                            Some("foresee-hidden"),
                            &t,
                            Some("tmpfs"),
                            nosuid_nodev | libc::MS_RDONLY,
                            Some("mode=0755,size=4k"),
                        )?;
                        built.hidden.push(Hidden { path: path.clone(), error: e.to_string() });
                    }
                }
                Step::BindDirReadOnly { path } => {
                    let t = inside(&root, path);
                    if !t.is_dir() {
                        sys::mkdir_all(&t, 0o755)?;
                    }
                    sys::mount(Some(&path.to_string_lossy()), &t, None, libc::MS_BIND, None)?;
                    sys::mount_setattr_rdonly(&t, false)?;
                    let dev = std::fs::metadata(&t)
                        .map(|m| std::os::unix::fs::MetadataExt::dev(&m))
                        .map_err(|e| SysError::new(format!("stat({t:?})"), e.raw_os_error().unwrap_or(0)))?;
                    built.read_only.push((path.clone(), dev));
                }
                Step::BindFileReadOnly { path } => {
                    let t = inside(&root, path);
                    if std::fs::symlink_metadata(&t).is_err() {
                        // Only a skeleton folder may gain the bind point; in an overlay it would
                        // land in a snapshot layer and read as the command's.
                        if layout.steps.first() != Some(&Step::SkeletonRoot) {
                            continue;
                        }
                        std::fs::File::create(&t).map_err(|e| {
                            SysError::new(format!("create({t:?})"), e.raw_os_error().unwrap_or(0))
                        })?;
                    }
                    match sys::mount(Some(&path.to_string_lossy()), &t, None, libc::MS_BIND, None) {
                        // An entry of a split folder that went away since the plan was made
                        // (another program's temporary file in /tmp): gone here too.
                        Err(e) if e.errno == libc::ENOENT => {
                            let _ = std::fs::remove_file(&t);
                            continue;
                        }
                        r => r?,
                    }
                    // mount_setattr only adds flags, so it keeps whatever a user namespace locked.
                    sys::mount_setattr_rdonly(&t, false)?;
                }
                // Under /dev, once the fresh /dev is there (below): made now, its folders would
                // land in the root's snapshot layer, where /dev is the disk's, not the host's.
                Step::EmptyTmpfs { path } if path.starts_with("/dev") => {}
                Step::EmptyTmpfs { path } => self.empty_tmpfs(&root, path)?,
            }
        }
        self.dev(&root, &mut built)?;
        // What is hidden under /dev/shm (a state folder kept there): on top of its overlay.
        for step in &layout.steps {
            if let Step::EmptyTmpfs { path } = step
                && path.starts_with("/dev/shm")
                && path != Path::new("/dev/shm")
            {
                self.empty_tmpfs(&root, path)?;
            }
        }
        self.sys(&root)?;
        self.resolv_conf(&root)?;
        self.bind_files(&root)?;
        if layout.steps.first() == Some(&Step::SkeletonRoot) {
            sys::mount(
                None,
                &root,
                None,
                libc::MS_BIND | libc::MS_REMOUNT | libc::MS_RDONLY | nosuid_nodev,
                None,
            )?;
        }
        Ok(built)
    }

    fn overlay(&self, lower: &Path, target: &Path, readonly: bool, built: &mut BuiltRoot) -> SysResult<()> {
        let n = built.layers.len();
        let upper = self.scratch.join("upper").join(n.to_string());
        let work = self.scratch.join("work").join(n.to_string());
        sys::mkdir_all(&upper, 0o755)?;
        sys::mkdir_all(&work, 0o700)?;
        // The upper's root takes the lower's mode and owner, or the merged root would show ours.
        if let Ok(md) = std::fs::metadata(lower) {
            use std::os::unix::fs::MetadataExt;
            let _ = std::fs::set_permissions(&upper, std::fs::Permissions::from_mode(md.mode() & 0o7777));
            if self.privilege == Privilege::Root {
                let _ = std::os::unix::fs::lchown(&upper, Some(md.uid()), Some(md.gid()));
            }
            // And its times, as copy-up gives every other folder: the merged root shows the
            // host's, and a commit changes them only where the command did.
            if let Ok(fd) = sys::open_path(&upper, libc::O_RDONLY | libc::O_DIRECTORY) {
                let _ = sys::futimens(&fd, (md.atime(), md.atime_nsec()), (md.mtime(), md.mtime_nsec()));
            }
        }
        // The inode index keeps a hard link to a lower file one inode under both names, as on
        // the host: without it the new name shows the upper copy's inode number, and programs
        // that check a link they made (git's local clone) fail. It needs file handles, which
        // only the host's root may decode; a user namespace goes without (the kernel would
        // fall back and log it on every mount).
        let index = if self.privilege == Privilege::Root { "on" } else { "off" };
        let mut opts = format!(
            "lowerdir={},upperdir={},workdir={},index={index},metacopy=off,redirect_dir=nofollow,xino=off,volatile",
            ovl_escape(lower),
            ovl_escape(&upper),
            ovl_escape(&work)
        );
        if self.privilege == Privilege::Rootless {
            opts.push_str(",userxattr");
        }
        let ro = if readonly { libc::MS_RDONLY } else { 0 };
        // No access times from reads (overlayfs never moves them in its lower layers anyway):
        // a listing by the warmer or a read of a copied-up file would stamp the upper entry, and
        // the commit applies the upper's times; an access time the command sets explicitly
        // (`touch -a`) is kept.
        sys::mount(
            Some("foresee"),
            target,
            Some("overlay"),
            libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOATIME | ro,
            Some(&opts),
        )?;
        let xattr_prefix =
            if self.privilege == Privilege::Rootless { "user.overlay." } else { "trusted.overlay." };
        built.layers.push(Layer { host_path: lower.to_path_buf(), upper, xattr_prefix });
        Ok(())
    }

    /// An empty tmpfs over `path` of the sandbox (a hidden or runtime folder).
    fn empty_tmpfs(&self, root: &Path, path: &Path) -> SysResult<()> {
        let nosuid_nodev = libc::MS_NOSUID | libc::MS_NODEV;
        let t = inside(root, path);
        if std::fs::symlink_metadata(&t).map(|m| m.file_type().is_symlink()).unwrap_or(false) {
            return Ok(()); // e.g. /var/run -> /run: the target is handled on its own
        }
        if !t.is_dir() {
            sys::mkdir_all(&t, 0o755)?;
        }
        let mode = if path.starts_with("/run/user") { "0700" } else { "0755" };
        sys::mount(
            Some("foresee-empty"),
            &t,
            Some("tmpfs"),
            nosuid_nodev,
            Some(&format!("mode={mode},size=64m")),
        )?;
        if path.starts_with("/run/user") && self.privilege == Privilege::Root {
            let _ = std::os::unix::fs::chown(&t, Some(self.uid), Some(self.gid));
        }
        Ok(())
    }

    /// A minimal `/dev`: the harmless character devices bound from the host, a private devpts
    /// and `/dev/shm`, an overlay of the host's. Device nodes cannot be created in it.
    fn dev(&self, root: &Path, built: &mut BuiltRoot) -> SysResult<()> {
        let dev = root.join("dev");
        if !dev.is_dir() {
            sys::mkdir_all(&dev, 0o755)?;
        }
        sys::mount(
            Some("foresee-dev"),
            &dev,
            Some("tmpfs"),
            libc::MS_NOSUID | libc::MS_NOEXEC,
            Some("mode=0755,size=64k"),
        )?;
        for name in ["null", "zero", "full", "random", "urandom", "tty"] {
            let t = dev.join(name);
            std::fs::File::create(&t)
                .map_err(|e| SysError::new(format!("create({t:?})"), e.raw_os_error().unwrap_or(0)))?;
            sys::mount(Some(&format!("/dev/{name}")), &t, None, libc::MS_BIND, None)?;
        }
        for (name, target) in [
            ("fd", "/proc/self/fd"),
            ("stdin", "/proc/self/fd/0"),
            ("stdout", "/proc/self/fd/1"),
            ("stderr", "/proc/self/fd/2"),
            ("ptmx", "pts/ptmx"),
        ] {
            std::os::unix::fs::symlink(target, dev.join(name)).map_err(|e| {
                SysError::new(format!("symlink({target:?}, /dev/{name})"), e.raw_os_error().unwrap_or(0))
            })?;
        }
        let pts = dev.join("pts");
        sys::mkdir(&pts, 0o755)?;
        sys::mount(
            Some("devpts"),
            &pts,
            Some("devpts"),
            libc::MS_NOSUID | libc::MS_NOEXEC,
            Some("newinstance,ptmxmode=0666,mode=0620"),
        )?;
        // Shared memory is a folder like /tmp to the programs that write files there (and the
        // host keeps them): overlaid like /tmp, so what the command leaves there is reported and
        // committed. Fresh when the host has none or overlayfs cannot stack on it.
        let shm = dev.join("shm");
        sys::mkdir(&shm, 0o1777)?;
        let host_shm = Path::new("/dev/shm");
        if !host_shm.is_dir() || self.overlay(host_shm, &shm, false, built).is_err() {
            sys::mount(
                Some("foresee-shm"),
                &shm,
                Some("tmpfs"),
                libc::MS_NOSUID | libc::MS_NODEV,
                Some("mode=1777,size=256m"),
            )?;
        }
        Ok(())
    }

    /// Names are resolved by 127.0.0.1 inside: nothing answers there without a tracer (lookups
    /// fail at once), and a tracer's loopback resolver answers and records them.
    fn resolv_conf(&self, root: &Path) -> SysResult<()> {
        let content = b"# written by foresee for the rehearsal: lookups go to its loopback resolver\nnameserver 127.0.0.1\noptions timeout:1 attempts:1\n";
        let etc = root.join("etc/resolv.conf");
        let Ok(md) = std::fs::symlink_metadata(&etc) else { return Ok(()) };
        let target = if md.file_type().is_symlink() {
            let link = std::fs::read_link(&etc).unwrap_or_default();
            let host = if link.is_absolute() { link } else { Path::new("/etc").join(link) };
            inside(root, &host)
        } else {
            etc
        };
        // The file lives on the sandbox's own empty /run, so no mount inside refers to the
        // snapshot's tmpfs.
        let scratch = root.join("run/.foresee-resolv.conf");
        std::fs::write(&scratch, content)
            .map_err(|e| SysError::new(format!("write({scratch:?})"), e.raw_os_error().unwrap_or(0)))?;
        if !target.exists() {
            // A link into /run, which is an empty tmpfs inside: the file can simply be created.
            // Anywhere else creating it would land in a snapshot layer and read as the command's.
            if !target.starts_with(root.join("run")) {
                return Ok(());
            }
            if let Some(parent) = target.parent() {
                if sys::mkdir_all(parent, 0o755).is_err() {
                    return Ok(());
                }
            }
            if std::fs::File::create(&target).is_err() {
                return Ok(());
            }
        }
        sys::mount(Some(&scratch.to_string_lossy()), &target, None, libc::MS_BIND, None)?;
        sys::mount_setattr_rdonly(&target, false)
    }

    /// The files given their own content ([`crate::SandboxConfig::bound_files`]): each written
    /// on the sandbox's own `/run` and bound read-only over the file the command sees.
    fn bind_files(&self, root: &Path) -> SysResult<()> {
        if self.bound_files.is_empty() {
            return Ok(());
        }
        let dir = root.join("run/.foresee-bound");
        sys::mkdir_all(&dir, 0o755)?;
        let mut done: Vec<PathBuf> = Vec::new();
        for (i, f) in self.bound_files.iter().enumerate() {
            let Some(target) = resolve_inside(root, &f.path) else { continue };
            if done.contains(&target) {
                continue;
            }
            let under_run = target.starts_with(root.join("run"));
            if !target.is_file() {
                // Anywhere but the sandbox's own /run, a new file would land in a snapshot
                // layer and read as the command's.
                if !under_run || target.exists() {
                    continue;
                }
                if let Some(parent) = target.parent() {
                    sys::mkdir_all(parent, 0o755)?;
                }
            }
            if under_run {
                std::fs::write(&target, &f.content).map_err(|e| {
                    SysError::new(format!("write({target:?})"), e.raw_os_error().unwrap_or(0))
                })?;
                let _ = std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o444));
                done.push(target);
                continue;
            }
            let scratch = dir.join(i.to_string());
            std::fs::write(&scratch, &f.content)
                .map_err(|e| SysError::new(format!("write({scratch:?})"), e.raw_os_error().unwrap_or(0)))?;
            let _ = std::fs::set_permissions(&scratch, std::fs::Permissions::from_mode(0o444));
            sys::mount(Some(&scratch.to_string_lossy()), &target, None, libc::MS_BIND, None)?;
            sys::mount_setattr_rdonly(&target, false)?;
            done.push(target);
        }
        Ok(())
    }

    /// The host's `/sys`, read-only all the way down.
    fn sys(&self, root: &Path) -> SysResult<()> {
        let t = root.join("sys");
        if !t.is_dir() {
            sys::mkdir_all(&t, 0o555)?;
        }
        sys::mount(Some("/sys"), &t, None, libc::MS_BIND | libc::MS_REC, None)?;
        sys::mount_setattr_rdonly(&t, true)
    }
}
