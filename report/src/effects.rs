//! The complete, unbudgeted facts of one rehearsal. The approver's rules read these; the
//! [`crate::EffectsReport`] is the bounded view of them that people and models read.

use serde::Serialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Transition {
    Created,
    Modified,
    Deleted,
    Renamed,
    /// A different type now (a link where a file was, a file where a folder was).
    Replaced,
    /// Mode or owner only.
    ModeChanged,
}

impl Transition {
    pub fn verb(&self) -> &'static str {
        match self {
            Transition::Created => "created",
            Transition::Modified => "modified",
            Transition::Deleted => "deleted",
            Transition::Renamed => "renamed",
            Transition::Replaced => "replaced",
            Transition::ModeChanged => "mode changed",
        }
    }

    /// Whether the path's previous content is gone.
    pub fn destroys(&self) -> bool {
        matches!(self, Transition::Deleted | Transition::Replaced | Transition::Renamed)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EntryKind {
    File,
    Folder,
    Symlink,
    Special,
}

/// One side of a transition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    pub kind: EntryKind,
    pub size: u64,
    pub mode: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link_target: Option<PathBuf>,
}

/// Where a changed path lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Place {
    Workspace,
    /// `/tmp`, `/var/tmp`, `$TMPDIR`: cleared by the system, reported, not asked about.
    Temp,
    /// `~/.cache` and `$XDG_CACHE_HOME`.
    Cache,
    Home,
    System,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GitStatus {
    Tracked,
    Untracked,
    Ignored,
    /// In a repository, but git could not tell (git missing or failing).
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GitFact {
    pub repo: PathBuf,
    pub status: GitStatus,
    /// The file held work not in HEAD (modified tracked file, or untracked and not ignored).
    pub dirty: bool,
    /// That work is gone after the command (deleted, overwritten, or reverted to HEAD).
    pub work_lost: bool,
    /// The new content equals HEAD's: uncommitted edits were reverted.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub reverted_to_head: bool,
}

/// One changed path, everything known about it.
#[derive(Debug, Clone, Serialize)]
pub struct FileEffect {
    pub path: PathBuf,
    /// Relative to the workspace when inside it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rel: Option<PathBuf>,
    pub transition: Transition,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub before: Option<Entry>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub after: Option<Entry>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub renamed_from: Option<PathBuf>,
    pub place: Place,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub git: Option<GitFact>,
    /// Where the old and new content can be read, for diffs.
    #[serde(skip)]
    pub before_content: Option<PathBuf>,
    #[serde(skip)]
    pub after_content: Option<PathBuf>,
    /// Part of a deletion or creation of a whole folder listed on its own.
    #[serde(skip)]
    pub under_changed_folder: bool,
}

impl FileEffect {
    pub fn is_folder(&self) -> bool {
        self.after.as_ref().or(self.before.as_ref()).is_some_and(|e| e.kind == EntryKind::Folder)
    }

    /// Whether the file's content was overwritten: modified so that most of the old text is gone.
    pub fn overwrites(&self) -> bool {
        match self.transition {
            Transition::Replaced => true,
            Transition::Modified => {
                let (Some(b), Some(a)) = (&self.before_content, &self.after_content) else { return true };
                removed_share(b, a) >= 0.5
            }
            _ => false,
        }
    }

    pub fn display(&self) -> String {
        crate::escape::path(self.rel.as_deref().unwrap_or(&self.path))
    }
}

/// Share of the old file's lines that are absent from the new one (1.0 = all gone). Binary or
/// large files count as fully replaced when they differ.
pub fn removed_share(before: &Path, after: &Path) -> f64 {
    const MAX: u64 = 4 << 20;
    let small = |p: &Path| std::fs::symlink_metadata(p).map(|m| m.len() <= MAX).unwrap_or(false);
    if !small(before) || !small(after) {
        return 1.0;
    }
    let (Ok(b), Ok(a)) = (std::fs::read(before), std::fs::read(after)) else { return 1.0 };
    if b.is_empty() {
        return 0.0;
    }
    let new_lines: std::collections::HashSet<&[u8]> = a.split(|c| *c == b'\n').collect();
    let old: Vec<&[u8]> = b.split(|c| *c == b'\n').filter(|l| !l.is_empty()).collect();
    if old.is_empty() {
        return if a.is_empty() { 1.0 } else { 0.0 };
    }
    let gone = old.iter().filter(|l| !new_lines.contains(*l)).count();
    gone as f64 / old.len() as f64
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct Execution {
    /// `exit 0`, `signal 9`, `not found`, ...
    pub status: String,
    pub exit_code: i32,
    pub duration_ms: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_by: Option<String>,
    #[serde(skip_serializing_if = "is_zero")]
    pub leftover_processes: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct Output {
    pub stdout_bytes: u64,
    pub stderr_bytes: u64,
    pub stdout_lines: u64,
    pub stderr_lines: u64,
}

/// What a command did to a git repository's own folder.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct RepoEffect {
    pub repo: PathBuf,
    /// The whole git folder is gone.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub git_dir_deleted: bool,
    /// Commits of branches or tags that no ref or reflog reaches any more.
    #[serde(skip_serializing_if = "is_zero_usize")]
    pub lost_commits: usize,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub objects_missing: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stash_lost: bool,
    /// Hooks created or changed (they run on later git commands).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hooks_changed: Vec<String>,
    /// Configuration keys that execute programs or redirect remotes, added or changed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub config_changes: Vec<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub config_deleted: bool,
}

fn is_zero_usize(n: &usize) -> bool {
    *n == 0
}

impl RepoEffect {
    pub fn is_empty(&self) -> bool {
        *self == RepoEffect { repo: self.repo.clone(), ..Default::default() }
    }
}

/// Everything a rehearsal showed.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Effects {
    /// The command as the agent gave it (escaped for display).
    pub command: String,
    pub cwd: PathBuf,
    pub workspace: PathBuf,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub task: Option<String>,
    pub execution: Execution,
    pub files: Vec<FileEffect>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub repos: Vec<RepoEffect>,
    pub output: Output,
    /// What the rehearsal could not see or do, in words.
    pub uncertainties: Vec<String>,
}
