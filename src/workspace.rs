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

/// Home folders that hold keys, accounts or everyone's configuration rather than one tool's
/// state: nothing in them is a tool's cache, whatever its name.
const NOT_TOOL_FOLDERS: &[&str] =
    &[".ssh", ".gnupg", ".config", ".local", ".aws", ".kube", ".password-store", ".pki", ".docker"];

/// Whether a path of the home (`rel`, relative to it) is a tool's own bookkeeping: below the
/// tool's folder (`~/.cargo`, `~/.npm`, `~/.gem`), an entry whose name says cache, log,
/// temporary file or lock (`.global-cache`, `.package-cache`, `_cacache`, `_logs`, `tmp`,
/// `*.lock`, npm's `_update-notifier-last-checked`). Such tools write those on every run
/// (cargo's `~/.cargo/.global-cache` records when each download was last used): no change to
/// the user's files. The tool's configuration (`~/.cargo/config.toml`), its installed
/// programs (`~/.cargo/bin`) and files directly in the home (`~/.npmrc`) are not.
fn is_tool_state(rel: &Path) -> bool {
    let mut parts = rel.components().map(|c| c.as_os_str().to_string_lossy().to_ascii_lowercase());
    let Some(tool) = parts.next() else { return false };
    if !tool.starts_with('.') || tool.len() < 2 || NOT_TOOL_FOLDERS.contains(&tool.as_str()) {
        return false;
    }
    parts.any(|name| {
        let base = name.trim_start_matches(['.', '_', '-']);
        name.contains("cache")
            || matches!(base, "log" | "logs" | "tmp" | "temp")
            || name.ends_with(".log")
            || name.ends_with(".lock")
            || name.ends_with("-lock")
            || name.contains("last-check")
    })
}

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
        } else if self.cache.iter().any(|c| p.starts_with(c))
            || self.home.as_ref().and_then(|h| p.strip_prefix(h).ok()).is_some_and(is_tool_state)
        {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tools_own_bookkeeping_in_its_home_folder_is_its_cache() {
        for p in [
            ".cargo/.global-cache",
            ".cargo/.package-cache",
            ".cargo/.package-cache-mutate",
            ".npm/_logs/2026-01-01T00_00_00_000Z-debug-0.log",
            ".npm/_update-notifier-last-checked",
            ".gradle/daemon/8.5/daemon-1234.out.log",
            ".yarn/berry/install-state.gz.lock",
            ".m2/wrapper/tmp/x",
            ".conda/pkgs/cache/a.json",
        ] {
            assert!(is_tool_state(Path::new(p)), "{p}");
        }
        for p in [
            ".cargo/config.toml",
            ".cargo/credentials.toml",
            ".cargo/bin/cargo-x",
            ".npmrc",
            ".ssh/cache/known",
            ".config/autostart/cache.desktop",
            ".local/bin/cache",
            ".bashrc",
            "projects/cache/data.db",
        ] {
            assert!(!is_tool_state(Path::new(p)), "{p}");
        }
    }
}
