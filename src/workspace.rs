//! Where a command runs: its workspace (the git repository around the working directory, or the
//! directory itself), and how each changed path relates to it.

use foresee_report::Place;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone)]
pub struct Workspace {
    pub root: PathBuf,
    pub cwd: PathBuf,
    pub home: Option<PathBuf>,
    temp: Vec<PathBuf>,
    cache: Vec<PathBuf>,
}

/// The nearest folder at or above `dir` that holds `.git` (a folder, or a file for worktrees).
pub fn repo_root(dir: &Path) -> Option<PathBuf> {
    dir.ancestors().find(|a| a.join(".git").symlink_metadata().is_ok()).map(|p| p.to_path_buf())
}

/// Package managers' caches under the home, outside `~/.cache`.
const TOOL_CACHES: &[&str] = &[
    ".npm",
    ".pnpm-store",
    ".yarn/berry/cache",
    ".bun/install/cache",
    ".cargo/registry",
    ".cargo/git",
    ".m2/repository",
    ".gradle/caches",
    ".gradle/wrapper/dists",
    ".ivy2/cache",
    ".nuget/packages",
    ".composer/cache",
    "go/pkg/mod",
];

impl Workspace {
    pub fn detect(cwd: &Path, env: &[(std::ffi::OsString, std::ffi::OsString)]) -> Workspace {
        let get = |k: &str| {
            env.iter().find(|(n, _)| n == k).map(|(_, v)| PathBuf::from(v)).filter(|p| p.is_absolute())
        };
        let home = get("HOME");
        let mut temp = vec![PathBuf::from("/tmp"), PathBuf::from("/var/tmp"), PathBuf::from("/dev/shm")];
        temp.extend(get("TMPDIR"));
        let mut cache = Vec::new();
        cache.extend(get("XDG_CACHE_HOME"));
        if let Some(h) = &home {
            cache.push(h.join(".cache"));
            // Package managers' own caches and logs outside ~/.cache: what they write there on
            // every run (downloads, `~/.npm/_logs`) is not a change to the user's files.
            for d in TOOL_CACHES {
                cache.push(h.join(d));
            }
        }
        Workspace {
            root: repo_root(cwd).unwrap_or_else(|| cwd.to_path_buf()),
            cwd: cwd.to_path_buf(),
            home,
            temp,
            cache,
        }
    }

    pub fn place(&self, p: &Path) -> Place {
        // The home folder before temp folders: a home inside /tmp is still a home.
        if p.starts_with(&self.root) {
            Place::Workspace
        } else if self.cache.iter().any(|c| p.starts_with(c)) {
            Place::Cache
        } else if self.home.as_ref().is_some_and(|h| p.starts_with(h)) {
            Place::Home
        } else if self.temp.iter().any(|t| p.starts_with(t)) {
            Place::Temp
        } else {
            Place::System
        }
    }

    pub fn rel(&self, p: &Path) -> Option<PathBuf> {
        p.strip_prefix(&self.root).ok().map(|r| r.to_path_buf())
    }

    /// `~/x` for paths in the home folder, the absolute path otherwise.
    pub fn display_outside(&self, p: &Path) -> PathBuf {
        match self.home.as_ref().and_then(|h| p.strip_prefix(h).ok()) {
            Some(r) => Path::new("~").join(r),
            None => p.to_path_buf(),
        }
    }
}
