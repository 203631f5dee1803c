//! Renaming a folder that overlayfs will not rename.
//!
//! overlayfs answers `rename(2)` of a folder that comes from its lower layer with `EXDEV`
//! unless it may write redirect attributes, which it never may in a user namespace and which
//! the sandbox does not let it write as root either (the diff would have to follow them). `mv`
//! copes by copying, but `git mv src/a src/b`, Python's `os.rename` and most programs that call
//! `rename` directly would fail in the rehearsal where they succeed on the host: the rehearsal
//! would not show what the command does.
//!
//! So when such a rename fails with `EXDEV` inside one overlay, the tracer moves the folder
//! itself while the caller waits in its system call, and makes the call return 0: it makes the
//! new folder, renames each file into it (a file rename, which overlayfs does), gives each new
//! folder the mode, owner and times of the old one, and removes the old folders. Every step is
//! made by name relative to folder descriptors opened inside the sandbox's root without
//! following a symlink, so a tree the command changes meanwhile can only lead it to other
//! places inside the snapshot. A real cross-device rename (two mounts) is left failing, as on
//! the host.

use foresee_sandbox::sys;
use std::ffi::OsStr;
use std::os::fd::OwnedFd;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// Folders deeper than this below the moved one are not moved (the call fails with the errno
/// of a path too long), so a hostile tree cannot exhaust the supervisor's descriptors.
const MAX_DEPTH: usize = 256;

/// `from` and `to` as the command named them, resolved to absolute paths in its view of the
/// filesystem; `root` is the command's root folder. `Err(errno)` is the result the call gets:
/// `EXDEV` when the move is not one this emulates (the kernel's own answer then stands).
pub fn move_dir(root: &OwnedFd, from: &Path, to: &Path, noreplace: bool) -> Result<(), i32> {
    let split = |p: &Path| -> Option<(std::path::PathBuf, std::ffi::OsString)> {
        let name = p.file_name()?;
        if name == "." || name == ".." {
            return None;
        }
        Some((p.parent()?.to_path_buf(), name.to_os_string()))
    };
    let ((fp, fname), (tp, tname)) = match (split(from), split(to)) {
        (Some(a), Some(b)) => (a, b),
        _ => return Err(libc::EXDEV),
    };
    let dir = libc::O_RDONLY | libc::O_DIRECTORY;
    let from_parent = sys::open_in_root(root, &fp, dir).map_err(|e| e.errno)?;
    let to_parent = sys::open_in_root(root, &tp, dir).map_err(|e| e.errno)?;
    let src = match sys::lstatat(&from_parent, &fname) {
        Ok(Some(st)) if is_dir(&st) => st,
        Ok(Some(_)) => return Err(libc::EXDEV),
        Ok(None) => return Err(libc::ENOENT),
        Err(e) => return Err(e.errno),
    };
    // One overlay: both parents and the folder on the same device. Otherwise the EXDEV is a
    // real one (two mounts), as it would be on the host.
    let dev_from = sys::fstat(&from_parent).map_err(|e| e.errno)?.st_dev;
    let dev_to = sys::fstat(&to_parent).map_err(|e| e.errno)?.st_dev;
    if dev_from != dev_to || src.st_dev != dev_from {
        return Err(libc::EXDEV);
    }
    match sys::lstatat(&to_parent, &tname) {
        Ok(None) => {}
        Ok(Some(_)) if noreplace => return Err(libc::EEXIST),
        Ok(Some(st)) if is_dir(&st) => {
            if st.st_ino == src.st_ino {
                return Ok(()); // the same folder: rename(2) does nothing
            }
            // An empty folder is replaced; unlinkat answers ENOTEMPTY for any other.
            sys::unlinkat(&to_parent, &tname, libc::AT_REMOVEDIR).map_err(|e| e.errno)?;
        }
        Ok(Some(_)) => return Err(libc::ENOTDIR),
        Err(e) => return Err(e.errno),
    }
    sys::mkdirat(&to_parent, &tname, 0o700).map_err(|e| e.errno)?;
    let flags = libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW;
    let old = sys::openat(&from_parent, &fname, flags, 0).map_err(|e| e.errno)?;
    let new = sys::openat(&to_parent, &tname, flags, 0).map_err(|e| e.errno)?;
    move_children(old, &new, 0)?;
    copy_meta(&new, &src);
    sys::unlinkat(&from_parent, &fname, libc::AT_REMOVEDIR).map_err(|e| e.errno)
}

fn is_dir(st: &libc::stat) -> bool {
    st.st_mode & libc::S_IFMT == libc::S_IFDIR
}

/// Moves everything in `old` into `new` (an empty folder), folders recursively.
fn move_children(old: OwnedFd, new: &OwnedFd, depth: usize) -> Result<(), i32> {
    if depth > MAX_DEPTH {
        return Err(libc::ENAMETOOLONG);
    }
    let old = sys::DirStream::new(old).ok_or(libc::EIO)?;
    // The names first: the folder changes while its entries move out.
    let mut names: Vec<std::ffi::OsString> = Vec::new();
    while let Some((name, _)) = old.next() {
        names.push(OsStr::from_bytes(name.to_bytes()).to_os_string());
    }
    let flags = libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW;
    for name in names {
        let st = match sys::lstatat(&old, &name) {
            Ok(Some(st)) => st,
            Ok(None) => continue,
            Err(e) => return Err(e.errno),
        };
        if is_dir(&st) {
            sys::mkdirat(new, &name, 0o700).map_err(|e| e.errno)?;
            let from = sys::openat(&old, &name, flags, 0).map_err(|e| e.errno)?;
            let to = sys::openat(new, &name, flags, 0).map_err(|e| e.errno)?;
            move_children(from, &to, depth + 1)?;
            copy_meta(&to, &st);
            sys::unlinkat(&old, &name, libc::AT_REMOVEDIR).map_err(|e| e.errno)?;
        } else {
            sys::renameat2(&old, &name, new, &name, libc::RENAME_NOREPLACE).map_err(|e| e.errno)?;
        }
    }
    Ok(())
}

/// The old folder's owner, mode and times on the new one, once its entries are in (moving
/// them in changed its times). Best effort, as `mv` does when it copies.
fn copy_meta(dir: &OwnedFd, st: &libc::stat) {
    let _ = sys::fchown(dir, st.st_uid, st.st_gid);
    let _ = sys::fchmod(dir, st.st_mode & 0o7777);
    let ts = [
        libc::timespec { tv_sec: st.st_atime, tv_nsec: st.st_atime_nsec },
        libc::timespec { tv_sec: st.st_mtime, tv_nsec: st.st_mtime_nsec },
    ];
    unsafe { libc::futimens(std::os::fd::AsRawFd::as_raw_fd(dir), ts.as_ptr()) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::{MetadataExt, PermissionsExt};

    fn root(p: &Path) -> OwnedFd {
        sys::open_path(p, libc::O_RDONLY | libc::O_DIRECTORY).unwrap()
    }

    #[test]
    fn a_tree_moves_whole_with_its_modes_and_links() {
        let t = tempfile::tempdir().unwrap();
        let base = t.path();
        std::fs::create_dir_all(base.join("w/src/a/deep/er")).unwrap();
        std::fs::write(base.join("w/src/a/f.txt"), b"one").unwrap();
        std::fs::write(base.join("w/src/a/deep/er/g.txt"), b"two").unwrap();
        std::os::unix::fs::symlink("../f.txt", base.join("w/src/a/deep/link")).unwrap();
        std::fs::set_permissions(base.join("w/src/a/deep"), std::fs::Permissions::from_mode(0o750)).unwrap();
        let mtime = std::fs::metadata(base.join("w/src/a/deep")).unwrap().mtime();
        // Paths as the command names them: absolute inside its root (here the temporary folder).
        move_dir(&root(base), Path::new("/w/src/a"), Path::new("/w/src/b"), false).unwrap();
        assert!(!base.join("w/src/a").exists());
        assert_eq!(std::fs::read(base.join("w/src/b/f.txt")).unwrap(), b"one");
        assert_eq!(std::fs::read(base.join("w/src/b/deep/er/g.txt")).unwrap(), b"two");
        assert_eq!(std::fs::read_link(base.join("w/src/b/deep/link")).unwrap(), Path::new("../f.txt"));
        let md = std::fs::metadata(base.join("w/src/b/deep")).unwrap();
        assert_eq!(md.mode() & 0o7777, 0o750);
        assert_eq!(md.mtime(), mtime);
    }

    #[test]
    fn it_answers_as_rename_would() {
        let t = tempfile::tempdir().unwrap();
        let base = t.path();
        for d in ["a/x", "full/y", "empty"] {
            std::fs::create_dir_all(base.join(d)).unwrap();
        }
        std::fs::write(base.join("file"), b"f").unwrap();
        let r = root(base);
        let mv = |a: &str, b: &str, noreplace| move_dir(&r, Path::new(a), Path::new(b), noreplace);
        assert_eq!(mv("/a", "/full", false), Err(libc::ENOTEMPTY));
        assert_eq!(mv("/a", "/file", false), Err(libc::ENOTDIR));
        assert_eq!(mv("/a", "/empty", true), Err(libc::EEXIST));
        assert_eq!(mv("/missing", "/new", false), Err(libc::ENOENT));
        // A file is not this module's business: the kernel's EXDEV stands.
        assert_eq!(mv("/file", "/new", false), Err(libc::EXDEV));
        assert!(base.join("a/x").is_dir() && !base.join("new").exists());
        // An empty folder in the way is replaced.
        assert_eq!(mv("/a", "/empty", false), Ok(()));
        assert!(base.join("empty/x").is_dir() && !base.join("a").exists());
    }

    #[test]
    fn a_symlink_in_the_path_resolves_inside_the_root() {
        let t = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(outside.path().join("victim/keep")).unwrap();
        std::fs::create_dir_all(t.path().join("dir/victim/mine")).unwrap();
        // An absolute link that names the outside folder's path is followed inside the root.
        std::os::unix::fs::symlink(outside.path(), t.path().join("link")).unwrap();
        let out = outside.path().strip_prefix("/").unwrap();
        std::fs::create_dir_all(t.path().join(out)).unwrap();
        std::fs::create_dir_all(t.path().join(out).join("victim/inside")).unwrap();
        move_dir(&root(t.path()), Path::new("/link/victim"), Path::new("/moved"), false).unwrap();
        assert!(outside.path().join("victim/keep").is_dir(), "the folder outside the root moved");
        assert!(t.path().join("moved/inside").is_dir());
    }
}
