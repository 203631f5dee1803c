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

/// The names the project in `root` goes by, lower case: its manifests' package names
/// (`setup.cfg`, `pyproject.toml`, `package.json` without its scope, `Cargo.toml`, the last part
/// of `go.mod`'s module) and its Python packages under `src/`. A tool names its folders in
/// `~/.cache` and `~/.local/share` after them.
pub fn project_names(root: &Path) -> Vec<String> {
    let read = |name: &str| {
        let p = root.join(name);
        std::fs::metadata(&p).ok().filter(|m| m.len() <= 1 << 20)?;
        std::fs::read_to_string(p).ok()
    };
    let mut out: Vec<String> = Vec::new();
    if let Some(cfg) = read("setup.cfg") {
        out.extend(cfg.lines().filter_map(|l| {
            let (k, v) = l.split_once('=')?;
            (k.trim() == "name").then(|| v.trim().to_string())
        }));
    }
    for (file, tables) in
        [("pyproject.toml", &["project", "tool.poetry"][..]), ("Cargo.toml", &["package"][..])]
    {
        let Some(doc) = read(file).and_then(|t| t.parse::<toml::Table>().ok()) else { continue };
        for t in tables {
            let table = t.split('.').try_fold(&doc, |d, k| d.get(k)?.as_table());
            out.extend(table.and_then(|t| t.get("name")?.as_str()).map(str::to_string));
        }
    }
    if let Some(v) = read("package.json").and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok()) {
        out.extend(v["name"].as_str().map(|n| n.rsplit('/').next().unwrap_or(n).to_string()));
    }
    if let Some(m) = read("go.mod") {
        out.extend(
            m.lines()
                .find_map(|l| l.strip_prefix("module "))
                .map(|m| m.trim().rsplit('/').next().unwrap_or("").to_string()),
        );
    }
    if let Ok(rd) = std::fs::read_dir(root.join("src")) {
        out.extend(
            rd.flatten()
                .filter(|e| e.path().join("__init__.py").is_file())
                .map(|e| e.file_name().to_string_lossy().into_owned()),
        );
    }
    let mut out: Vec<String> = out
        .into_iter()
        .map(|n| n.to_ascii_lowercase())
        .filter(|n| {
            n.len() >= 3 && !matches!(n.as_str(), "app" | "src" | "lib" | "main" | "test" | "tests" | "core")
        })
        .collect();
    out.sort();
    out.dedup();
    out
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
    let parts: Vec<String> =
        rel.components().map(|c| c.as_os_str().to_string_lossy().to_ascii_lowercase()).collect();
    let Some(tool) = parts.first() else { return false };
    // An application's own folder in the shared ones (`~/.local/share/pocketledger`,
    // `~/.config/Code`): a folder below it named as a cache (`thumbs`, `Cache`, `logs`) is its
    // bookkeeping too, never the folder itself or its data beside.
    let app_folder = match (tool.as_str(), parts.get(1).map(String::as_str)) {
        (".local", Some("share" | "state")) => Some(3),
        (".config", Some(app)) if !matches!(app, "autostart" | "systemd" | "environment.d") => Some(2),
        _ => None,
    };
    if let Some(below) = app_folder {
        return parts.iter().skip(below).any(|name| {
            matches!(
                name.trim_start_matches(['.', '_', '-']),
                "cache"
                    | "caches"
                    | "gpucache"
                    | "code cache"
                    | "thumbs"
                    | "thumbnails"
                    | "log"
                    | "logs"
                    | "tmp"
                    | "temp"
            )
        });
    }
    if !tool.starts_with('.') || tool.len() < 2 || NOT_TOOL_FOLDERS.contains(&tool.as_str()) {
        return false;
    }
    parts.iter().skip(1).any(|name| {
        let base = name.trim_start_matches(['.', '_', '-']);
        name.contains("cache")
            || matches!(base, "log" | "logs" | "tmp" | "temp" | "thumbs" | "thumbnails")
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
    fn a_project_is_known_by_its_manifests_names() {
        let d = tempfile::tempdir().unwrap();
        let w = |p: &str, t: &str| {
            let p = d.path().join(p);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, t).unwrap();
        };
        w("setup.cfg", "[metadata]\nname = Inventory\nversion = 1\n");
        w("package.json", r#"{"name": "@acme/web-ui"}"#);
        w("Cargo.toml", "[package]\nname = \"ledger-cli\"\n");
        w("src/pricing/__init__.py", "");
        w("src/app/__init__.py", "");
        assert_eq!(super::project_names(d.path()), ["inventory", "ledger-cli", "pricing", "web-ui"]);
    }

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
            ".local/share/pocketledger/thumbs",
            ".local/share/pocketledger/thumbs/4471.png",
            ".config/Code/Cache/data_0",
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
            ".local/share/pocketledger",
            ".local/share/pocketledger/ledger.db",
            ".local/share/cache",
            ".config/pocketledger/settings.json",
        ] {
            assert!(!is_tool_state(Path::new(p)), "{p}");
        }
    }
}
