//! Turning a rehearsal into [`Effects`]: the sandbox's changes, paired into renames, placed
//! relative to the workspace, and annotated with what git knows about each path and about the
//! repositories whose own folders the command touched.

use crate::git;
use crate::protected::Protected;
use crate::workspace::{Workspace, repo_root};
use foresee_report::{
    Effects, Entry, EntryKind, Execution, FileEffect, GitFact, GitStatus, LookupEffect, NetworkEffect,
    Output, Processes, ReadEffect, Refusal, RepoEffect, Transition,
};
use foresee_sandbox::{Change, ChangeKind, EntryState, Exit, FileType, Rehearsal};
use foresee_tracer::{EventKind, Pid, Trace};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Read;
use std::path::{Path, PathBuf};

fn entry(s: &EntryState) -> Entry {
    Entry {
        kind: match s.kind {
            FileType::File => EntryKind::File,
            FileType::Dir => EntryKind::Folder,
            FileType::Symlink => EntryKind::Symlink,
            _ => EntryKind::Special,
        },
        size: s.size,
        mode: s.mode,
        link_target: s.link_target.clone(),
    }
}

pub fn exit_status(e: &Exit) -> String {
    match e {
        Exit::Code(c) => format!("exit {c}"),
        Exit::Signal(s) => format!("killed by signal {s}"),
        Exit::NotFound => "command not found".into(),
        Exit::CannotExecute(e) => format!("cannot execute ({})", foresee_sandbox::sys::errno_text(*e)),
        Exit::Unknown => "ended without a status".into(),
    }
}

fn count_output(f: std::io::Result<std::fs::File>) -> (u64, u64) {
    let Ok(mut f) = f else { return (0, 0) };
    let mut buf = vec![0u8; 64 * 1024];
    let (mut bytes, mut lines, mut last) = (0u64, 0u64, b'\n');
    loop {
        match f.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                bytes += n as u64;
                lines += memchr::memchr_iter(b'\n', &buf[..n]).count() as u64;
                last = buf[n - 1];
            }
        }
    }
    if bytes > 0 && last != b'\n' {
        lines += 1;
    }
    (bytes, lines)
}

/// Whether `p` lies inside a repository's git folder; returns the repository root.
/// Whether `p` lies inside a git folder: a repository's `.git`, or a bare repository (a folder
/// holding `HEAD`, `objects/` and `refs/`, like the target of a push to a local remote).
/// Returns (the repository as named in reports, its git folder).
fn in_git_dir(p: &Path) -> Option<(PathBuf, PathBuf)> {
    let mut cur = p;
    while let Some(parent) = cur.parent() {
        if cur.file_name().is_some_and(|n| n == ".git") {
            return Some((parent.to_path_buf(), cur.to_path_buf()));
        }
        if cur != p && cur.join("HEAD").is_file() && cur.join("objects").is_dir() && cur.join("refs").is_dir()
        {
            return Some((cur.to_path_buf(), cur.to_path_buf()));
        }
        cur = parent;
    }
    None
}

/// A protected file (a private key, a token file) or its folder in `~/.ssh`, `~/.gnupg`
/// made readable, writable or searchable by other users: the credential is exposed without a
/// byte of it printed. Marked sensitive, so the wall refuses it.
fn mark_exposed_credentials(files: &mut [FileEffect], protected: &[Protected], home: Option<&Path>) {
    const OTHERS: u32 = 0o077;
    let private_dirs: Vec<PathBuf> =
        home.map(|h| vec![h.join(".ssh"), h.join(".gnupg"), h.join(".password-store")]).unwrap_or_default();
    for f in files.iter_mut().filter(|f| f.sensitive.is_none()) {
        let (Some(b), Some(a)) = (&f.before, &f.after) else { continue };
        let widened = a.mode & OTHERS & !b.mode;
        if widened == 0 {
            continue;
        }
        let protected_file = protected.iter().any(|p| p.path == f.path) && !public_pem(&f.path);
        let private_dir = f.is_folder() && private_dirs.contains(&f.path);
        if protected_file || private_dir {
            f.sensitive = Some("credential opened to other users (permissions)".into());
        }
    }
}

/// A PEM file (by its content as it was) that holds only public material: certificates, DH
/// parameters, public keys; no private key. Such a file is protected by its name (`*.pem`), but
/// opening it to other users exposes nothing: servers publish it.
fn public_pem(path: &Path) -> bool {
    use std::io::Read;
    let mut head = Vec::new();
    let Ok(file) = std::fs::File::open(path) else { return false };
    if file.take(64 << 10).read_to_end(&mut head).is_err() {
        return false;
    }
    let text = String::from_utf8_lossy(&head);
    // Or its name says public material (`dhparam.pem`, `fullchain.pem`, `ca-cert.pem`).
    let name = path.file_name().map(|n| n.to_string_lossy().to_ascii_lowercase()).unwrap_or_default();
    let named_public = ["dhparam", "dh-param", "dh_param", "chain", "cert", "ca-bundle", "public", ".pub"]
        .iter()
        .any(|w| name.contains(w));
    (text.contains("-----BEGIN ") || named_public)
        && !text.contains("PRIVATE KEY")
        && !text.contains("ENCRYPTED")
}

/// The trace, if the command was traced, with what limited it and the protected-read set.
pub struct Observed<'a> {
    pub trace: Option<&'a Trace>,
    pub warnings: &'a [String],
    pub protected: &'a [Protected],
}

pub fn gather(
    rehearsal: &Rehearsal,
    ws: &Workspace,
    command: String,
    task: Option<String>,
    observed: &Observed<'_>,
) -> Effects {
    let changes = rehearsal.changes();
    foresee_sandbox::phase("changes");
    let mut uncertainties: Vec<String> = observed.warnings.to_vec();
    for h in &rehearsal.hidden {
        uncertainties.push(format!(
            "{} could not be snapshotted and was hidden ({})",
            h.path.display(),
            h.error
        ));
    }
    if rehearsal.leftover_processes > 0 {
        uncertainties.push(format!(
            "{} background processes were still running when the command exited and were killed",
            rehearsal.leftover_processes
        ));
    }
    let (stdout_bytes, stdout_lines) = count_output(rehearsal.stdout_file());
    let (stderr_bytes, stderr_lines) = count_output(rehearsal.stderr_file());
    let mut files = to_effects(&changes, ws);
    pair_renames(&mut files);
    mark_exposed_credentials(&mut files, observed.protected, ws.home.as_deref());
    foresee_sandbox::phase("file effects");
    let repos = annotate_git(rehearsal, ws, &mut files, &mut uncertainties);
    foresee_sandbox::phase("git facts");
    // Nothing can disclose a secret if nothing was printed or written.
    let wrote = stdout_bytes + stderr_bytes > 0 || files.iter().any(|f| f.after_content.is_some());
    let disclosures = if wrote {
        crate::secrets::disclosures(
            observed.protected,
            rehearsal.stdout_path(),
            rehearsal.stderr_path(),
            &files,
            &ws.root,
        )
    } else {
        Vec::new()
    };
    if let Some(t) = observed.trace {
        mark_copies(&mut files, t, ws);
    }
    let traced =
        observed.trace.map(|t| from_trace(t, ws, observed.protected, &mut uncertainties)).unwrap_or_default();
    Effects {
        command,
        cwd: ws.cwd.clone(),
        workspace: ws.root.clone(),
        task,
        execution: Execution {
            status: exit_status(&rehearsal.exit),
            exit_code: rehearsal.exit.shell_code(),
            duration_ms: rehearsal.duration.as_millis() as u64,
            ended_by: rehearsal.limit.map(|l| l.describe().to_string()),
            leftover_processes: rehearsal.leftover_processes,
            stopped_background: rehearsal
                .stopped
                .iter()
                .map(|p| foresee_report::StoppedBackground {
                    pid: Some(p.pid),
                    command: foresee_report::escape::clip(
                        &foresee_report::escape::escape_bytes(&p.command),
                        200,
                    ),
                })
                .collect(),
            rehearsals: 1,
            rehearsed_again: None,
        },
        files,
        repos,
        processes: traced.processes,
        network: traced.network,
        lookups: traced.lookups,
        reads: traced.reads,
        disclosures,
        refused: traced.refused,
        output: output(rehearsal, ws, stdout_bytes, stderr_bytes, stdout_lines, stderr_lines),
        uncertainties,
    }
}

fn to_effects(changes: &[Change], ws: &Workspace) -> Vec<FileEffect> {
    let whole: HashSet<&Path> = changes
        .iter()
        .filter(|c| {
            c.is_dir() && matches!(c.kind, ChangeKind::Created | ChangeKind::Deleted | ChangeKind::Replaced)
        })
        .map(|c| c.path.as_path())
        .collect();
    let created_folders: HashSet<&Path> = changes
        .iter()
        .filter(|c| c.is_dir() && c.kind == ChangeKind::Created)
        .map(|c| c.path.as_path())
        .collect();
    let created_files: Vec<&Path> =
        changes.iter().filter(|c| c.kind == ChangeKind::Created).map(|c| c.path.as_path()).collect();
    let environments =
        crate::sensitive::new_python_environments(&created_folders, &created_files, ws.home.as_deref());
    changes
        .iter()
        .map(|c| {
            let transition = match c.kind {
                ChangeKind::Created => Transition::Created,
                ChangeKind::Modified => Transition::Modified,
                ChangeKind::Deleted => Transition::Deleted,
                ChangeKind::Replaced => Transition::Replaced,
                ChangeKind::MetadataChanged => Transition::ModeChanged,
                ChangeKind::Touched => Transition::Touched,
            };
            let before_is_file = c.before.as_ref().is_some_and(|b| b.kind == FileType::File);
            FileEffect {
                path: c.path.clone(),
                rel: ws
                    .rel(&c.path)
                    .or_else(|| Some(ws.display_outside(&c.path)))
                    .filter(|r| !r.as_os_str().is_empty()),
                transition,
                before: c.before.as_ref().map(entry),
                after: c.after.as_ref().map(entry),
                renamed_from: None,
                place: ws.place(&c.path),
                git: None,
                before_content: before_is_file.then(|| c.path.clone()),
                after_content: c.upper.clone(),
                under_changed_folder: c.path.ancestors().skip(1).any(|a| whole.contains(a)),
                records: match (c.kind, before_is_file, c.upper.as_deref()) {
                    (ChangeKind::Modified, true, Some(up)) => crate::records::compare(&c.path, up),
                    (ChangeKind::Deleted, true, _) => crate::records::gone(&c.path),
                    _ => None,
                },
                values_lost: match (c.kind, before_is_file, c.upper.as_deref()) {
                    (ChangeKind::Modified, true, Some(up)) => {
                        let mut lost =
                            crate::records::values_lost(&c.path, up, std::time::Duration::from_secs(3));
                        // A newer version of a row given up for an older one loses what changed.
                        lost.extend(crate::records::rows::older_versions(&c.path, up));
                        lost
                    }
                    _ => Vec::new(),
                },
                git_internal: false,
                copied_from: None,
                // A new time alone grants nothing and takes effect nowhere.
                sensitive: if c.kind != ChangeKind::Touched
                    && (c.after.is_some() || matches!(c.kind, ChangeKind::Deleted))
                {
                    crate::sensitive::of_change(&crate::sensitive::Changed {
                        path: &c.path,
                        home: ws.home.as_deref(),
                        file_mode: c.after.as_ref().filter(|a| a.kind == FileType::File).map(|a| a.mode),
                        content: c.upper.as_deref(),
                        modified: c.kind == ChangeKind::Modified,
                        in_cache: ws.place(&c.path) == foresee_report::Place::Cache,
                        deleted: c.kind == ChangeKind::Deleted,
                        in_new_environment: crate::sensitive::in_environment(&c.path, &environments),
                    })
                } else {
                    None
                },
            }
        })
        .collect()
}

/// A deleted file and a created file with the same bytes are one rename; a deleted folder whose
/// every file reappears under one created folder is a renamed folder.
fn pair_renames(files: &mut Vec<FileEffect>) {
    let mut by_size: HashMap<u64, Vec<usize>> = HashMap::new();
    for (i, f) in files.iter().enumerate() {
        if f.transition == Transition::Deleted && f.before.as_ref().is_some_and(|b| b.kind == EntryKind::File)
        {
            by_size.entry(f.before.as_ref().map(|b| b.size).unwrap_or(0)).or_default().push(i);
        }
    }
    let mut removed = HashSet::new();
    let mut budget = 20_000usize;
    for i in 0..files.len() {
        let f = &files[i];
        if f.transition != Transition::Created
            || !f.after.as_ref().is_some_and(|a| a.kind == EntryKind::File)
            || budget == 0
        {
            continue;
        }
        let size = f.after.as_ref().map(|a| a.size).unwrap_or(0);
        let Some(cands) = by_size.get_mut(&size) else { continue };
        let Some(after) = f.after_content.clone() else { continue };
        let pos = cands.iter().position(|&d| {
            budget = budget.saturating_sub(1);
            !removed.contains(&d) && foresee_sandbox::diff::same_content(&files[d].path, &after)
        });
        if let Some(k) = pos {
            let d = cands.remove(k);
            removed.insert(d);
            let from = files[d].path.clone();
            let before = files[d].before.clone();
            let f = &mut files[i];
            f.transition = Transition::Renamed;
            f.renamed_from = Some(from);
            f.before = before;
        }
    }
    pair_moved_and_edited(files, &mut removed);
    // Folders: a deleted folder all of whose files moved under one created folder.
    let folder_moves: Vec<(usize, usize)> = {
        let renamed_into: Vec<(&Path, &Path)> = files
            .iter()
            .filter(|f| f.transition == Transition::Renamed)
            .filter_map(|f| Some((f.path.as_path(), f.renamed_from.as_deref()?)))
            .collect();
        let mut out = Vec::new();
        for (di, d) in
            files.iter().enumerate().filter(|(_, f)| f.transition == Transition::Deleted && f.is_folder())
        {
            for (ci, c) in
                files.iter().enumerate().filter(|(_, f)| f.transition == Transition::Created && f.is_folder())
            {
                let inside_old: Vec<usize> = (0..files.len())
                    .filter(|k| {
                        files[*k].path.starts_with(&d.path)
                            && files[*k].path != d.path
                            && !files[*k].is_folder()
                    })
                    .collect();
                let all_moved = !inside_old.is_empty()
                    && inside_old.iter().all(|k| {
                        removed.contains(k)
                            && renamed_into.iter().any(|(new, old)| {
                                *old == files[*k].path
                                    && files[*k].path.strip_prefix(&d.path).ok()
                                        == new.strip_prefix(&c.path).ok()
                            })
                    });
                if all_moved {
                    out.push((di, ci));
                }
            }
        }
        out
    };
    for (di, ci) in folder_moves {
        let from = files[di].path.clone();
        let before = files[di].before.clone();
        let c = &mut files[ci];
        c.transition = Transition::Renamed;
        c.renamed_from = Some(from);
        c.before = before;
        removed.insert(di);
    }
    let mut k = 0;
    files.retain(|_| {
        let keep = !removed.contains(&k);
        k += 1;
        keep
    });
}

fn annotate_git(
    rehearsal: &Rehearsal,
    ws: &Workspace,
    files: &mut [FileEffect],
    uncertainties: &mut Vec<String>,
) -> Vec<RepoEffect> {
    let ws_gitdir: Option<PathBuf> = git::git_dir(&ws.root);
    // Worktree paths per repository, and repositories whose git folder changed.
    let mut by_repo: BTreeMap<PathBuf, Vec<usize>> = BTreeMap::new();
    let mut internal: BTreeMap<(PathBuf, PathBuf), Vec<usize>> = BTreeMap::new();
    let mut roots: HashMap<PathBuf, Option<PathBuf>> = HashMap::new();
    for (i, f) in files.iter().enumerate() {
        if let Some(repo) = in_git_dir(&f.path) {
            internal.entry(repo).or_default().push(i);
            continue;
        }
        if f.path.file_name().is_some_and(|n| n == ".git") {
            if let Some(parent) = f.path.parent() {
                internal.entry((parent.to_path_buf(), f.path.clone())).or_default().push(i);
            }
            continue;
        }
        let source = f.renamed_from.as_deref().unwrap_or(&f.path);
        let parent = source.parent().unwrap_or(Path::new("/")).to_path_buf();
        let root = roots.entry(parent.clone()).or_insert_with(|| repo_root(&parent)).clone();
        if let Some(r) = root {
            by_repo.entry(r).or_default().push(i);
        }
    }
    // Hooks that `core.hooksPath` moved out of `.git/hooks` (into the work tree, the home...)
    // run like those: of the workspace's repository and of every repository with changes.
    let could_be_hook = |f: &FileEffect| f.after.is_some() && !f.is_folder() && f.sensitive.is_none();
    if files.iter().any(could_be_hook) {
        let hook_dirs: HashSet<PathBuf> = by_repo
            .keys()
            .map(PathBuf::as_path)
            .chain(ws_gitdir.is_some().then_some(ws.root.as_path()))
            .filter_map(|r| git::hooks_path(r, ws.home.as_deref()))
            .collect();
        for f in files.iter_mut() {
            if could_be_hook(f) && hook_dirs.iter().any(|h| f.path.starts_with(h)) {
                f.sensitive = Some("hook that git runs (core.hooksPath)".into());
            }
        }
    }
    // Linked worktrees removed whole: the `.git` file that pointed at the repository is gone
    // with the work tree around it.
    let removed_worktrees: HashSet<PathBuf> = files
        .iter()
        .filter(|f| {
            f.path.file_name().is_some_and(|n| n == ".git")
                && f.transition == Transition::Deleted
                && f.before.as_ref().is_some_and(|b| b.kind == foresee_report::EntryKind::File)
        })
        .filter_map(|f| f.path.parent().map(Path::to_path_buf))
        .filter(|root| files.iter().any(|d| d.path == *root && d.transition == Transition::Deleted))
        .collect();
    for (repo, idx) in &by_repo {
        let source = |f: &FileEffect| f.renamed_from.clone().unwrap_or_else(|| f.path.clone());
        let rels: Vec<PathBuf> = idx
            .iter()
            .filter_map(|i| source(&files[*i]).strip_prefix(repo).ok().map(|p| p.to_path_buf()))
            .collect();
        let Some(facts) = git::path_facts(repo, &rels) else {
            uncertainties.push(format!(
                "git could not report on {}; its files are treated as possibly tracked",
                repo.display()
            ));
            for i in idx {
                files[*i].git = Some(GitFact {
                    repo: repo.clone(),
                    status: GitStatus::Unknown,
                    dirty: true,
                    work_lost: files[*i].transition.destroys(),
                    reverted_to_head: false,
                    worktree_removed: false,
                    switched: false,
                });
            }
            continue;
        };
        // Dirty tracked files whose new content equals HEAD's were reverted.
        let candidates: Vec<usize> = idx
            .iter()
            .copied()
            .filter(|i| {
                let f = &files[*i];
                f.transition == Transition::Modified
                    && f.path.strip_prefix(repo).is_ok_and(|r| facts.modified.contains(r))
                    && f.after_content.is_some()
            })
            .collect();
        let mut reverted = HashSet::new();
        if !candidates.is_empty() {
            let rels: Vec<PathBuf> = candidates
                .iter()
                .filter_map(|i| files[*i].path.strip_prefix(repo).ok().map(|p| p.to_path_buf()))
                .collect();
            let head = git::head_blobs(repo, &rels);
            let uppers: Vec<PathBuf> =
                candidates.iter().filter_map(|i| files[*i].after_content.clone()).collect();
            let ids = git::hash_files(repo, &uppers);
            for ((i, rel), id) in candidates.iter().zip(rels.iter()).zip(ids.iter()) {
                if id.is_some() && head.get(rel) == id.as_ref() {
                    reverted.insert(*i);
                } else if let Some(h) = head.get(rel) {
                    // Rewritten from the committed version, not the working one: the lines the
                    // user had added are gone though the file is not HEAD's again.
                    let f = &files[*i];
                    if let (Some(committed), Some(after)) =
                        (git::blob(repo, h, 1 << 20), f.after_content.as_deref())
                    {
                        if uncommitted_lines_lost(&committed, &f.path, after) {
                            reverted.insert(*i);
                        }
                    }
                }
            }
        }
        for i in idx {
            let f = &files[*i];
            let src = source(f);
            let Ok(rel) = src.strip_prefix(repo) else { continue };
            let status = if facts.tracked.contains(rel) {
                GitStatus::Tracked
            } else if facts.is_ignored(rel) {
                GitStatus::Ignored
            } else if f.is_folder() {
                // Folders are not tracked themselves; one holding tracked files counts as tracked.
                if facts.tracked.iter().any(|t| t.starts_with(rel)) {
                    GitStatus::Tracked
                } else {
                    GitStatus::Untracked
                }
            } else {
                GitStatus::Untracked
            };
            let existed = f.before.is_some();
            let dirty = existed
                && !f.is_folder()
                && match status {
                    GitStatus::Tracked => facts.modified.contains(rel),
                    GitStatus::Untracked => true,
                    _ => false,
                };
            let is_reverted = reverted.contains(i);
            let work_lost = dirty
                && match f.transition {
                    Transition::Deleted | Transition::Replaced => true,
                    Transition::Modified => is_reverted || f.overwrites(),
                    _ => false,
                };
            let worktree_removed = removed_worktrees.contains(repo) && f.transition == Transition::Deleted;
            files[*i].git = Some(GitFact {
                repo: repo.clone(),
                status,
                dirty,
                work_lost,
                reverted_to_head: is_reverted,
                worktree_removed,
                switched: false,
            });
        }
        keep_work_set_aside(rehearsal, repo, idx, files);
        // HEAD moves only with a change in some git folder (its HEAD, a ref, packed-refs).
        if !internal.is_empty() {
            mark_switched(rehearsal, repo, idx, files);
        }
    }
    let mut repos = Vec::new();
    for ((repo, gitdir), idx) in internal {
        for i in &idx {
            files[*i].git_internal = true;
        }
        let mut r = RepoEffect { repo: repo.clone(), ..Default::default() };
        let mut history_touched = false;
        let mut hook_contents: Vec<Option<PathBuf>> = Vec::new();
        for i in &idx {
            let f = &files[*i];
            if f.path == gitdir {
                // A `.git` file (a linked worktree's, a submodule's) only points at a git
                // folder elsewhere: removing it loses no history.
                let was_folder =
                    f.before.as_ref().is_some_and(|b| b.kind == foresee_report::EntryKind::Folder);
                if was_folder && (f.transition == Transition::Deleted || f.transition == Transition::Replaced)
                {
                    r.git_dir_deleted = true;
                    history_touched = true;
                }
                continue;
            }
            let Ok(rel) = f.path.strip_prefix(&gitdir) else { continue };
            let first = rel
                .components()
                .next()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .unwrap_or_default();
            match first.as_str() {
                "hooks" => {
                    let name = rel.to_string_lossy();
                    if !f.is_folder() && f.after.is_some() && !name.ends_with(".sample") {
                        r.hooks_changed
                            .push(foresee_report::escape::clip(&foresee_report::escape::path(rel), 80));
                        hook_contents.push(f.after_content.clone());
                    }
                }
                "config" if rel.components().count() == 1 => match (&f.after_content, f.transition) {
                    (_, Transition::Deleted) => r.config_deleted = true,
                    (Some(after), t) => {
                        // `core.hooksPath` pointing at a folder the repository tracks: its own
                        // hooks, judged as a hook install rather than as a redirect.
                        let tracked_hooks = git::config_entries(after)
                            .unwrap_or_default()
                            .into_iter()
                            .rev()
                            .find(|(k, _)| k.eq_ignore_ascii_case("core.hookspath"))
                            .map(|(_, v)| v)
                            .filter(|v| git::is_tracked_folder(&repo, v));
                        r.config_changes = git::dangerous_config_changes(&f.path, after)
                            .into_iter()
                            // A repository the command creates (a clone) names the remote it
                            // came from: that is no redirect. Its other keys still count.
                            .filter(|k| t != Transition::Created || !git::is_remote_url_key(k))
                            .filter(|k| {
                                let ours =
                                    tracked_hooks.is_some() && k.eq_ignore_ascii_case("core.hookspath");
                                if ours {
                                    r.hooks_path_tracked = tracked_hooks.clone();
                                }
                                !ours
                            })
                            .map(|k| {
                                foresee_report::escape::clip(
                                    &foresee_report::escape::escape_bytes(k.as_bytes()),
                                    80,
                                )
                            })
                            .collect()
                    }
                    _ => {}
                },
                "index" if rel.components().count() == 1 && f.transition == Transition::Modified => {
                    if let Some(after) = &f.after_content {
                        r.secrets_staged = secrets_newly_indexed(&repo, &gitdir, after);
                    }
                }
                "refs" | "packed-refs" | "objects" | "logs" | "HEAD" => history_touched = true,
                _ => {}
            }
        }
        if !hook_contents.is_empty() && hook_contents.iter().all(Option::is_some) {
            let paths: Vec<&Path> = hook_contents.iter().flatten().map(PathBuf::as_path).collect();
            r.hooks_from_repo = git::copies_of_repository_files(&repo, &paths)
                || paths.iter().all(|p| {
                    std::fs::metadata(p).is_ok_and(|m| m.len() <= 4096)
                        // An installer that writes the repository's own path into the hook
                        // (`exec node "/home/u/app/tools/hooks/run.mjs"`) points at its work tree.
                        && std::fs::read_to_string(p).is_ok_and(|t| {
                            git::runs_repository_tasks(&t.replace(&format!("{}/", repo.display()), "TOP/"))
                        })
                });
        }
        if history_touched && gitdir.is_dir() {
            let view = rehearsal.view(&gitdir).ok().and_then(|(view_root, layer_root)| {
                gitdir.strip_prefix(&layer_root).ok().map(|rel| view_root.join(rel))
            });
            let loss = git::history_loss(&gitdir, view.as_deref());
            // Commits the workspace's own repository still has: a rebased branch force-pushed
            // to a remote leaves its old commits in the local reflog. The wall decides whether
            // that rewrite was asked for.
            if Some(&gitdir) != ws_gitdir.as_ref()
                && !loss.lost_ids.is_empty()
                && loss.lost_ids.len() == loss.lost_commits
            {
                if let Some(local) = ws_gitdir.as_deref().filter(|g| g.is_dir()) {
                    r.lost_held_locally = git::holds_commits(local, &loss.lost_ids);
                }
            }
            // Branches and tags moved to where their old tip is not an ancestor: a reset, an
            // amend, a squash, a deletion, a tag moved (the commits may live on in a reflog).
            if let Some(v) = view.as_deref() {
                let short = |n: &str| {
                    foresee_report::escape::clip(&foresee_report::escape::escape_bytes(n.as_bytes()), 80)
                };
                for rr in git::rewritten_refs(&gitdir, v) {
                    if rr.unmerged_deletion {
                        r.unmerged_deleted.push(short(&rr.name));
                    }
                    if rr.changes_kept {
                        r.rebased_refs.push(short(&rr.name));
                    }
                    if rr.tree_changed {
                        r.tree_changed_refs.push(short(&rr.name));
                    }
                    r.rewritten_refs.push(short(&rr.name));
                }
            }
            if loss.lost_commits > 0 && !loss.objects_missing && !r.rewritten_refs.is_empty() {
                if let Some(v) = view.as_deref() {
                    r.purged_paths = git::purged_paths(&gitdir, v)
                        .unwrap_or_default()
                        .iter()
                        .map(|p| {
                            foresee_report::escape::clip(
                                &foresee_report::escape::escape_bytes(p.as_bytes()),
                                120,
                            )
                        })
                        .collect();
                }
            }
            r.lost_commits = loss.lost_commits;
            r.objects_missing = loss.objects_missing;
            // A clean `git stash pop` drops the entry it put back in the work tree.
            r.stash_lost = loss.stash_lost && {
                let worktree = view_of(rehearsal, &repo);
                let restored = |s: &String| match (view.as_deref(), worktree.as_deref()) {
                    (Some(v), Some(w)) => git::stash_restored(v, w, s),
                    _ => false,
                };
                loss.lost_stashes.is_empty() || !loss.lost_stashes.iter().all(restored)
            };
        }
        if !r.is_empty() {
            repos.push(r);
        }
    }
    repos
}

/// How alike two texts must be for a deleted file and a new one to be one file moved and
/// edited: git's rename detection takes half its content kept, as here.
const MOVED_SIMILARITY: f32 = 0.5;

/// A deleted file and a new file whose content is mostly the same (by lines, as git's rename
/// detection judges it) are one file moved and edited in the same command: the new one
/// becomes a rename from the old, keeping the old content (`before_content`) so the edit is
/// judged and shown as an edit. Text files up to 256 KiB, sizes within a factor of two, the
/// same extension or the same stem (`util.c` to `lib/util.c`, `config.yml` to `config.yaml`),
/// each new file paired with its most similar deleted one; at most 200 of each, and 64 MiB of
/// text in all, are compared.
fn pair_moved_and_edited(files: &mut [FileEffect], removed: &mut HashSet<usize>) {
    const MAX: u64 = 256 << 10;
    let mut budget: usize = 64 << 20;
    let akin = |a: &Path, b: &Path| a.extension() == b.extension() || a.file_stem() == b.file_stem();
    let regular = |e: &Option<foresee_report::Entry>| e.as_ref().is_some_and(|x| x.kind == EntryKind::File);
    let text = |p: &Path| -> Option<String> {
        let b = std::fs::read(p).ok()?;
        (!b.contains(&0)).then(|| String::from_utf8_lossy(&b).into_owned())
    };
    let size = |e: &Option<foresee_report::Entry>| e.as_ref().map(|x| x.size).unwrap_or(0);
    let deleted: Vec<(usize, String)> = (0..files.len())
        .filter(|d| {
            let f = &files[*d];
            !removed.contains(d)
                && f.transition == Transition::Deleted
                && regular(&f.before)
                && size(&f.before) <= MAX
        })
        .take(200)
        .filter_map(|d| Some((d, text(&files[d].path)?)))
        .filter(|(_, t)| !t.trim().is_empty())
        .collect();
    if deleted.is_empty() {
        return;
    }
    let created: Vec<usize> = (0..files.len())
        .filter(|i| {
            let f = &files[*i];
            f.transition == Transition::Created && regular(&f.after) && size(&f.after) <= MAX
        })
        .take(200)
        .collect();
    for i in created {
        let Some(new) = files[i].after_content.as_deref().and_then(text) else { continue };
        let path = files[i].path.clone();
        let best = deleted
            .iter()
            .filter(|(d, old)| {
                !removed.contains(d)
                    && akin(&files[*d].path, &path)
                    && old.len().max(new.len()) <= 2 * old.len().min(new.len()).max(1)
            })
            .take_while(|(_, old)| {
                budget = budget.saturating_sub(old.len() + new.len());
                budget > 0
            })
            .map(|(d, old)| (*d, similar::TextDiff::from_lines(old.as_str(), new.as_str()).ratio()))
            .filter(|(_, r)| *r >= MOVED_SIMILARITY)
            .max_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((d, _)) = best {
            removed.insert(d);
            let (from, before, before_content) =
                (files[d].path.clone(), files[d].before.clone(), files[d].before_content.clone());
            let f = &mut files[i];
            f.transition = Transition::Renamed;
            f.renamed_from = Some(from);
            f.before = before;
            f.before_content = before_content;
        }
    }
}

/// Where `host_path` is in the read-only view of the tree as the command left it.
fn view_of(rehearsal: &Rehearsal, host_path: &Path) -> Option<PathBuf> {
    let (view_root, layer_root) = rehearsal.view(host_path).ok()?;
    host_path.strip_prefix(&layer_root).ok().map(|rel| view_root.join(rel))
}

/// Uncommitted work the command took out of the work tree but kept in a commit it made: `git
/// stash` (with `-u`, untracked files too), or a commit on a branch it then left. The content
/// each file held is in that commit's tree, so it is set aside, not lost. A `git checkout --
/// file` or `git reset --hard` keeps it nowhere and stays a loss.
fn keep_work_set_aside(rehearsal: &Rehearsal, repo: &Path, idx: &[usize], files: &mut [FileEffect]) {
    let lost: Vec<usize> = idx
        .iter()
        .copied()
        .filter(|i| {
            let f = &files[*i];
            f.git.as_ref().is_some_and(|g| g.work_lost) && f.renamed_from.is_none() && !f.is_folder()
        })
        .take(2000)
        .collect();
    if lost.is_empty() {
        return;
    }
    let Some(gitdir) = git::git_dir(repo) else { return };
    let Some(view_gitdir) = view_of(rehearsal, &gitdir) else { return };
    // The host still holds what the files held before the command.
    let hosts: Vec<PathBuf> = lost.iter().map(|i| files[*i].path.clone()).collect();
    let blobs = git::hash_files(repo, &hosts);
    let held: Vec<(PathBuf, String)> = lost
        .iter()
        .zip(blobs)
        .filter_map(|(i, b)| Some((files[*i].path.strip_prefix(repo).ok()?.to_path_buf(), b?)))
        .collect();
    let kept = git::kept_in_new_commits(&gitdir, &view_gitdir, &held);
    for i in lost {
        let f = &mut files[i];
        if f.path.strip_prefix(repo).is_ok_and(|r| kept.contains(r))
            && let Some(g) = f.git.as_mut()
        {
            g.work_lost = false;
        }
    }
}

/// Clean tracked files that followed HEAD to another commit ([`GitFact::switched`]): a branch
/// switch or a fast-forward deletes and rewrites files, but what each held is what the old HEAD
/// commits, and a branch or tag still reaches that commit. Each must have held exactly the old
/// HEAD's version (by blob id, not by git's word on stat data) and hold the new HEAD's version
/// now, or be gone where the new HEAD has no such file: `git checkout main && rm -rf src` or a
/// switch that leaves the old commits to the reflog alone (`git branch -D` of an unmerged
/// branch) marks nothing. At most 2000 files are compared.
fn mark_switched(rehearsal: &Rehearsal, repo: &Path, idx: &[usize], files: &mut [FileEffect]) {
    let regular = |e: &Option<foresee_report::Entry>| e.as_ref().is_some_and(|x| x.kind == EntryKind::File);
    let candidates: Vec<usize> = idx
        .iter()
        .copied()
        .filter(|i| {
            let f = &files[*i];
            f.git.as_ref().is_some_and(|g| g.status == GitStatus::Tracked && !g.dirty && !g.work_lost)
                && regular(&f.before)
                && match f.transition {
                    Transition::Deleted => true,
                    Transition::Modified | Transition::Renamed => {
                        regular(&f.after) && f.after_content.is_some()
                    }
                    _ => false,
                }
        })
        .take(2000)
        .collect();
    if candidates.is_empty() {
        return;
    }
    let Some(gitdir) = git::git_dir(repo) else { return };
    let Some(view_gitdir) = view_of(rehearsal, &gitdir) else { return };
    let (Some(old), Some(new)) = (git::head_commit(&gitdir), git::head_commit(&view_gitdir)) else { return };
    if old == new || !git::reachable_from_a_ref(&view_gitdir, &old) {
        return;
    }
    let source = |f: &FileEffect| f.renamed_from.clone().unwrap_or_else(|| f.path.clone());
    let rel = |p: &Path| p.strip_prefix(repo).ok().map(Path::to_path_buf);
    let mut rels: Vec<PathBuf> = Vec::new();
    for i in &candidates {
        let f = &files[*i];
        rels.extend(rel(&source(f)));
        rels.extend(rel(&f.path));
    }
    rels.sort();
    rels.dedup();
    let (Some(old_blobs), Some(new_blobs)) =
        (git::commit_blobs(&gitdir, &old, &rels), git::commit_blobs(&view_gitdir, &new, &rels))
    else {
        return;
    };
    let old_blobs: HashMap<PathBuf, String> = old_blobs.into_iter().collect();
    let new_blobs: HashMap<PathBuf, String> = new_blobs.into_iter().collect();
    // The host still holds what the files held before the command.
    let held = git::hash_files(repo, &candidates.iter().map(|i| source(&files[*i])).collect::<Vec<_>>());
    let kept: Vec<usize> =
        candidates.iter().copied().filter(|i| files[*i].transition != Transition::Deleted).collect();
    let now: HashMap<usize, Option<String>> = kept
        .iter()
        .copied()
        .zip(git::hash_files(
            repo,
            &kept.iter().filter_map(|i| files[*i].after_content.clone()).collect::<Vec<_>>(),
        ))
        .collect();
    for (i, held) in candidates.into_iter().zip(held) {
        let f = &files[i];
        let now = now.get(&i).cloned().flatten();
        let (Some(from), Some(to)) = (rel(&source(f)), rel(&f.path)) else { continue };
        let was_old_heads = held.is_some() && old_blobs.get(&from) == held.as_ref();
        let is_new_heads = match f.transition {
            Transition::Deleted => !new_blobs.contains_key(&from),
            // Moved: the new HEAD has it where it is now, and not where it was.
            _ => {
                now.is_some()
                    && new_blobs.get(&to) == now.as_ref()
                    && (from == to || !new_blobs.contains_key(&from))
            }
        };
        if was_old_heads
            && is_new_heads
            && let Some(g) = files[i].git.as_mut()
        {
            g.switched = true;
        }
    }
}

/// Whether an edit dropped the uncommitted work of a file: the lines its working copy
/// (`worktree`) has that the committed version does not, at least two of them and most of
/// them, are absent from the new content, and nothing close to them is there either (an
/// uncommitted line the command edited, an import renamed, still counts as kept).
fn uncommitted_lines_lost(committed: &[u8], worktree: &Path, after: &Path) -> bool {
    const MAX: u64 = 1 << 20;
    let read = |p: &Path| -> Option<String> {
        (std::fs::metadata(p).ok()?.len() <= MAX)
            .then(|| std::fs::read(p).ok())
            .flatten()
            .map(|b| String::from_utf8_lossy(&b).into_owned())
    };
    let (Some(work), Some(new)) = (read(worktree), read(after)) else { return false };
    let committed = String::from_utf8_lossy(committed);
    let old: HashSet<&str> = committed.lines().map(str::trim).collect();
    let added: Vec<&str> =
        work.lines().map(str::trim).filter(|l| l.len() >= 4 && !old.contains(l)).take(400).collect();
    if added.len() < 2 {
        return false;
    }
    let new_lines: Vec<&str> = new.lines().map(str::trim).collect();
    let present: HashSet<&str> = new_lines.iter().copied().collect();
    let close = |l: &str| {
        new_lines.iter().take(5000).any(|n| {
            let (a, b) = (l.len(), n.len());
            a.abs_diff(b) * 2 <= a.max(b) && similar::TextDiff::from_chars(l, *n).ratio() >= 0.7
        })
    };
    let lost = added.iter().filter(|l| !present.contains(*l) && !close(l)).count();
    lost >= 2 && lost * 2 > added.len()
}

/// Files whose names say they hold secrets that the new index lists and the old did not.
fn secrets_newly_indexed(repo: &Path, gitdir: &Path, new_index: &Path) -> Vec<String> {
    let Some(after) = git::index_paths(repo, gitdir, new_index) else { return Vec::new() };
    let before = git::index_paths(repo, gitdir, &gitdir.join("index")).unwrap_or_default();
    let mut v: Vec<String> = after
        .difference(&before)
        .filter(|p| {
            p.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
                crate::protected::class_by_name(n).is_some() || crate::protected::secret_by_name(n)
            })
        })
        .map(|p| foresee_report::escape::clip(&foresee_report::escape::path(p), 80))
        .collect();
    v.sort();
    v.truncate(8);
    v
}

/// A DNS record type by its usual name.
fn qtype_name(t: u16) -> String {
    match t {
        1 => "A".into(),
        28 => "AAAA".into(),
        5 => "CNAME".into(),
        12 => "PTR".into(),
        15 => "MX".into(),
        16 => "TXT".into(),
        33 => "SRV".into(),
        64 => "SVCB".into(),
        65 => "HTTPS".into(),
        n => n.to_string(),
    }
}

/// What the sink read of a connection, into its report entry: the credential classes the bytes
/// carry by shape, never the bytes.
fn describe_sent(n: &mut NetworkEffect, s: &foresee_tracer::Sent) {
    use foresee_tracer::sink::Identified;
    // A connection the sink could not read has no size: never "sent nothing" (a probe).
    n.bytes = s.unread.is_none().then_some(s.bytes);
    n.forwarded = s.forwarded;
    n.note = s
        .note
        .as_deref()
        .or(s.unread.as_deref())
        .map(|t| foresee_report::credentials::redact(&foresee_report::escape::clip(t, 200)));
    match &s.what {
        Identified::Tls { sni, alpn, complete } => {
            n.protocol = Some(if *complete { "tls" } else { "tls (ClientHello incomplete)" }.into());
            n.sni = sni.clone();
            n.alpn = alpn.clone();
            if let Some(i) = &s.inspected {
                n.inspected = i.trusted;
                n.untrusted = i.refused.clone();
                if let Some(r) = &i.request {
                    n.method = Some(r.method.clone());
                    n.path = Some(foresee_report::credentials::redact(&r.path));
                    n.host = r.host.clone();
                    n.headers = r.headers.clone();
                    n.body_bytes = Some(r.body);
                }
            }
        }
        Identified::Http { method, path, host } => {
            n.protocol = Some("http".into());
            n.method = Some(method.clone());
            // A path's query may carry a token (`?access_token=...`): never shown.
            n.path = Some(foresee_report::credentials::redact(path));
            n.host = host.clone();
        }
        Identified::Other { shape } => n.protocol = Some(shape.clone()),
    }
    if let Identified::Http { .. } = &s.what
        && let Some(r) = foresee_tracer::inspect::first_request(&s.data)
    {
        n.headers = r.headers;
        n.body_bytes = Some(r.body);
    }
    // A TLS connection's bytes are a ClientHello, nothing in them but the name, unless foresee
    // ended its TLS and read the request in the clear.
    let clear = s.inspected.as_ref().is_some_and(|i| i.trusted);
    if !matches!(s.what, Identified::Tls { .. }) || clear {
        let text = String::from_utf8_lossy(&s.data);
        let mut classes: Vec<String> =
            foresee_report::credentials::classes(&text).into_iter().map(str::to_string).collect();
        classes.sort();
        classes.dedup();
        n.credentials = classes;
    }
}

/// The user's rule that would let a held-back connection through next time: for the host it
/// said it was for (the name looked up, its TLS server name, its `Host`), at its port, for any
/// method when the request it made was not a read. None for one that was let through, one held
/// back for another reason than approval (it said another host than it was sent to, a secret
/// was read before it), a datagram (never let through), or one that named no host.
fn allow_rule(n: &NetworkEffect) -> Option<String> {
    if n.forwarded || n.loopback || n.refused || n.note.is_some() || n.op != "connect" {
        return None;
    }
    let host = n.host.as_deref().map(foresee_tracer::forward::without_port);
    let name = n.name.as_deref().or(n.sni.as_deref()).or(host)?;
    let any = n.method.as_deref().is_some_and(|m| !foresee_tracer::forward::Methods::Read.allows(m));
    Some(foresee_tracer::forward::approving_rule(name, n.port, any))
}

#[derive(Default)]
struct Traced {
    processes: Processes,
    network: Vec<NetworkEffect>,
    lookups: Vec<LookupEffect>,
    reads: Vec<ReadEffect>,
    refused: Vec<Refusal>,
}

/// New files of the workspace that are copies of the user's files elsewhere: another project's
/// data, a document, a download. Sources are the files programs were given by absolute path
/// (`cp ~/projects/other/data.csv tests/`, `cat /home/u/notes.md > x`): in the home, outside the
/// workspace and outside its hidden folders (tools' own configuration and caches), regular
/// files; a new file with the same size and bytes is a copy.
fn mark_copies(files: &mut [FileEffect], t: &Trace, ws: &Workspace) {
    const MAX_SOURCES: usize = 200;
    const MAX_SIZE: u64 = 64 << 20;
    let Some(home) = ws.home.as_deref() else { return };
    if !files
        .iter()
        .any(|f| f.transition == Transition::Created && f.place == foresee_report::Place::Workspace)
    {
        return;
    }
    let mut sources: Vec<(PathBuf, u64)> = Vec::new();
    for e in &t.events {
        let EventKind::Exec { argv, .. } = &e.kind else { continue };
        for a in argv.iter().skip(1) {
            let p = Path::new(a);
            if sources.len() >= MAX_SOURCES || !p.is_absolute() || p.starts_with(&ws.root) {
                continue;
            }
            let Ok(rest) = p.strip_prefix(home) else { continue };
            let hidden = rest.components().any(|c| c.as_os_str().as_encoded_bytes().first() == Some(&b'.'));
            if hidden || sources.iter().any(|(s, _)| s == p) {
                continue;
            }
            if let Some(m) =
                std::fs::metadata(p).ok().filter(|m| m.is_file() && m.len() > 0 && m.len() <= MAX_SIZE)
            {
                sources.push((p.to_path_buf(), m.len()));
            }
        }
    }
    if sources.is_empty() {
        return;
    }
    for f in files.iter_mut() {
        if f.transition != Transition::Created || f.place != foresee_report::Place::Workspace {
            continue;
        }
        let (Some(after), Some(size)) = (f.after_content.as_deref(), f.after.as_ref().map(|a| a.size)) else {
            continue;
        };
        if let Some((src, _)) =
            sources.iter().find(|(s, n)| *n == size && foresee_sandbox::diff::same_content(s, after))
        {
            f.copied_from = Some(ws.display_outside(src));
        }
    }
}

fn basename(p: &str) -> &str {
    p.rsplit('/').next().unwrap_or(p)
}

fn chain(t: &Trace, pid: Option<Pid>) -> String {
    match pid {
        Some(p) => {
            let execs = t.exec_chain(p);
            let c: Vec<&str> = execs.iter().map(|e| basename(e)).collect();
            if c.is_empty() { format!("process {p}") } else { c.join(" > ") }
        }
        None => "an unidentified process of the command".into(),
    }
}

fn from_trace(t: &Trace, ws: &Workspace, protected: &[Protected], uncertainties: &mut Vec<String>) -> Traced {
    let class_of = |path: &str| {
        protected
            .iter()
            .find(|p| p.path.as_os_str() == path)
            .map(|p| p.class.to_string())
            .unwrap_or_else(|| "protected".into())
    };
    // Classes read before a given event by any process of the command: data read by one process
    // reaches another through a pipe or a file as easily as through memory. Reads the kernel
    // reported without an order or a reader count as before.
    // The hosts each credential read is for: looking one of them up is the credential's use (npm
    // reading ~/.npmrc and asking registry.example.com), not a leak of it.
    let mut hosts_of: HashMap<&str, Vec<String>> = HashMap::new();
    for e in &t.events {
        if let EventKind::ProtectedRead { path } = &e.kind {
            hosts_of
                .entry(path.as_str())
                .or_insert_with(|| crate::secrets::credential_hosts(Path::new(path), &class_of(path)));
        }
    }
    // Whether the credential file at `path` is for the destination `dest`: a host its file
    // names, or, for a connection let through to an approved destination, the host its file is
    // named for (`push-gw.staging.key`; a look-alike host nobody approved gets no such benefit).
    let is_for = |path: &str, dest: Option<&str>, approved: bool| {
        dest.is_some_and(|d| {
            hosts_of.get(path).is_some_and(|hs| hs.iter().any(|h| crate::secrets::host_matches(d, h)))
                || approved && crate::secrets::named_for_host(Path::new(path), d)
        })
    };
    let read_before = |seq: u64, _pid: Option<Pid>, dest: Option<&str>, approved: bool| -> Vec<String> {
        let for_dest = |path: &str| is_for(path, dest, approved);
        let mut v: Vec<String> = t
            .events
            .iter()
            .filter(|e| e.seq < seq || e.pid.is_none())
            .filter_map(|e| match &e.kind {
                EventKind::ProtectedRead { path } if !for_dest(path) => Some(class_of(path)),
                _ => None,
            })
            .collect();
        v.sort();
        v.dedup();
        v
    };
    let mut out = Traced::default();
    let mut programs: Vec<String> = Vec::new();
    for p in &t.processes {
        for e in &p.execs {
            if programs.len() < 64 && !programs.contains(e) {
                programs.push(e.clone());
            }
        }
    }
    let unverified = t.events.iter().filter(|e| e.unverified).count() as u64;
    out.processes = Processes {
        traced: true,
        count: t.processes.len(),
        programs,
        events: t.counts.clone(),
        dropped: t.dropped.clone(),
        unverified,
        raw_trace_bytes: t.raw_size() as u64,
    };
    // What connections tried to send, searched for protected values in one pass.
    let sent: Vec<&[u8]> = t
        .events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Network { sent: Some(s), .. } => Some(s.data.as_slice()),
            _ => None,
        })
        .collect();
    let mut protected_sent = crate::secrets::values_in(protected, &sent).into_iter();
    // The names looked up, likewise; a value may be spread over labels, so each is searched
    // with its dots and without.
    let names: Vec<(&str, String)> = t
        .events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Lookup { name, .. } => Some((name.as_str(), name.replace('.', ""))),
            _ => None,
        })
        .collect();
    let blobs: Vec<&[u8]> = names.iter().flat_map(|(n, j)| [n.as_bytes(), j.as_bytes()]).collect();
    let found = crate::secrets::values_in(protected, &blobs);
    let mut lookup_values = found
        .chunks(2)
        .map(|c| c.concat().iter().map(ToString::to_string).collect::<Vec<_>>())
        .collect::<Vec<_>>()
        .into_iter();
    for e in &t.events {
        match &e.kind {
            EventKind::Network { op, address, name, sent, refused } => {
                let mut n = NetworkEffect {
                    op: format!("{op:?}").to_lowercase(),
                    destination: address.describe(),
                    loopback: address.is_loopback(),
                    process: chain(t, e.pid),
                    unverified: e.unverified,
                    times: 1,
                    name: name.clone(),
                    port: match address {
                        foresee_tracer::Address::Inet { port, .. }
                        | foresee_tracer::Address::Inet6 { port, .. } => Some(*port),
                        _ => None,
                    },
                    refused: *refused,
                    ..Default::default()
                };
                if let Some(s) = sent {
                    describe_sent(&mut n, s);
                }
                // Where it went: the name looked up, or, let through to an approved destination
                // (the forwarder checked that name resolves to the address), the server name or
                // host it asked for.
                let dest: Option<String> = name.clone().or_else(|| {
                    let asked = n.sni.clone().or_else(|| {
                        n.host.as_deref().map(|h| foresee_tracer::forward::without_port(h).to_string())
                    });
                    asked.filter(|_| n.forwarded)
                });
                n.after_reading = read_before(e.seq, e.pid, dest.as_deref(), n.forwarded);
                if sent.is_some() {
                    // A credential sent to the host its file is for is its use (npm's token to
                    // the registry its `.npmrc` keeps it for), not a leak of it.
                    // Disguised ones too: HTTP basic auth sends `user:token` in base64.
                    let (own, others): (Vec<_>, Vec<_>) =
                        protected_sent.next().unwrap_or_default().into_iter().partition(|v| {
                            v.path.to_str().is_some_and(|p| is_for(p, dest.as_deref(), n.forwarded))
                        });
                    n.own_credential = !own.is_empty() && others.is_empty();
                    n.protected_values = others.into_iter().map(|v| v.to_string()).collect();
                }
                n.allow_rule = allow_rule(&n);
                out.network.push(n);
            }
            EventKind::Lookup { name, qtype } => {
                let mut values: Vec<String> = lookup_values.next().unwrap_or_default();
                values.sort();
                values.dedup();
                out.lookups.push(LookupEffect {
                    name: name.clone(),
                    process: chain(t, e.pid),
                    after_reading: read_before(u64::MAX, e.pid, Some(name), false),
                    qtype: qtype_name(*qtype),
                    protected_values: values,
                })
            }
            EventKind::ProtectedRead { path } => out.reads.push(ReadEffect {
                path: ws.display_outside(Path::new(path)),
                class: class_of(path),
                process: e.pid.map(|p| chain(t, Some(p))),
            }),
            EventKind::Refused { call, detail } => out.refused.push(Refusal {
                call: call.clone(),
                detail: detail.clone(),
                process: chain(t, e.pid),
            }),
            _ => {}
        }
    }
    if unverified > 0 {
        uncertainties.push(format!("{unverified} events were read from memory another thread could change (unverified); the snapshot diff is authoritative for files"));
    }
    let dropped: u64 = t.dropped.values().sum();
    if dropped > 0 {
        uncertainties.push(format!("{dropped} events were counted but not kept (the trace buffer was full)"));
    }
    if t.lost_processes > 0 {
        uncertainties.push(format!("{} traced processes vanished without an exit status", t.lost_processes));
    }
    out
}

/// The classes of the credential-like values in `streams` that the workspace's repository has
/// not committed: a value a committed file holds (a development database's default password in
/// `docker-compose.yml`, shown by `git diff`) is shared with everyone who has the repository
/// already, and showing it again discloses nothing.
fn unshared_classes(ws: &Workspace, streams: &[&[u8]]) -> Vec<String> {
    let mut found: Vec<(&'static str, String)> = Vec::new();
    for s in streams {
        let text = String::from_utf8_lossy(s);
        for f in foresee_report::credentials::find(&text) {
            found.push((f.class, text[f.start..f.end].to_string()));
        }
    }
    let committed = if ws.root.join(".git").exists() {
        let values: Vec<&str> = found.iter().map(|(_, v)| v.as_str()).collect();
        crate::git::committed_values(&ws.root, &values)
    } else {
        Default::default()
    };
    found.into_iter().filter(|(_, v)| !committed.contains(v)).map(|(c, _)| c.to_string()).collect()
}

/// Sizes, line counts and a redacted excerpt of what the command printed.
fn output(
    r: &Rehearsal,
    ws: &Workspace,
    stdout_bytes: u64,
    stderr_bytes: u64,
    stdout_lines: u64,
    stderr_lines: u64,
) -> Output {
    const SCAN: u64 = 1 << 20;
    let read = |f: std::io::Result<std::fs::File>| -> Vec<u8> {
        let mut v = Vec::new();
        if let Ok(f) = f {
            let _ = f.take(SCAN).read_to_end(&mut v);
        }
        v
    };
    let (out, err) = (read(r.stdout_file()), read(r.stderr_file()));
    let (stdout_head, stdout_tail, mut classes) = Output::excerpt(&out, 4);
    let (stderr_head, stderr_tail, more) = Output::excerpt(&err, 4);
    classes.extend(more);
    if !classes.is_empty() {
        classes = unshared_classes(ws, &[&out, &err]);
    }
    classes.sort();
    classes.dedup();
    Output {
        one_stream: r.one_stream,
        stdout_bytes,
        stderr_bytes,
        stdout_lines,
        stderr_lines,
        stdout_head,
        stdout_tail,
        stderr_head,
        stderr_tail,
        credential_classes: classes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::approver::catalog::network::is_probe;
    use foresee_tracer::sink::Identified;

    fn described(unread: Option<&str>) -> NetworkEffect {
        let sent = foresee_tracer::Sent {
            bytes: 0,
            what: Identified::Other { shape: "nothing sent".into() },
            data: Vec::new(),
            forwarded: false,
            note: None,
            inspected: None,
            unread: unread.map(str::to_string),
        };
        let mut n = NetworkEffect {
            op: "connect".into(),
            destination: "203.0.113.50:443".into(),
            ..Default::default()
        };
        describe_sent(&mut n, &sent);
        n
    }

    #[test]
    fn a_connection_the_sink_could_not_read_is_never_one_that_sent_nothing() {
        // Read, and nothing came: a probe, which a request that checks or diagnoses lets by.
        let quiet = described(None);
        assert_eq!(quiet.bytes, Some(0));
        assert!(is_probe(&quiet));
        // Not read at all: what it sent is unknown, so it is asked about like any other.
        let unread = described(Some("the sink did not read what it sent (too many connections at once)"));
        assert_eq!(unread.bytes, None);
        assert!(unread.note.as_deref().is_some_and(|n| n.contains("did not read")), "{:?}", unread.note);
        assert!(!is_probe(&unread));
    }
}
