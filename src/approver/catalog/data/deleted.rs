//! `data.deleted`: a file deleted that no repository keeps a copy of.
//!
//! The finding is raised here ([`check`], [`check_duplicates`], [`check_moved_in`],
//! [`check_link_targets`]); its logic lives in
//! [`crate::approver::build_outputs`], [`crate::approver::scope`]. What it catches, why, and an
//! example: [`RULE`], shown by `foresee rules explain data.deleted`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::says_generated;
use crate::approver::paths::is_scratch;
use crate::approver::phrasing::list;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{Effects, FileEffect, GitStatus, Place, Transition};
use std::path::{Path, PathBuf};

pub const RULE: Rule = Rule {
    id: "data.deleted",
    action: Decision::Ask,
    catches: "a task that deletes duplicates deletes a file no file that stays duplicates byte for byte; or a \
        file no repository keeps a copy of (ignored by git, or in a workspace that is not a git \
        repository) is deleted or emptied in place, unless the task names it and asks to delete (a database or a secrets \
        file, `dev.sqlite`, `.env.local`, must be named itself, not only a folder above it); build \
        outputs, caches, scratch files (`*.tmp`, `*.orig`, `config.log`) and files that say they are \
        generated aside; so is, when the task asks to clean the build (\"clean the build\", \"remove \
        the build outputs\"), an untracked program or library the toolchain wrote, by its signature \
        (ELF, `!<arch>`, Mach-O, WebAssembly, Java class: Lua's `lua`), here and for `work.lost`; and \
        so is a file this agent session's own commands created through foresee, any number or size of \
        them, unchanged since (a test run's coverage data, also when the next run writes it under a new \
        name; a build's generated sources such as LuaJIT's `lj_vm.S`), but not a file the user had that \
        the session only rewrote; nor is a file the repository's own committed scripts write (a \
        `configure` that does `cat > config.mk`), which the next configure or build makes again; nor is \
        a small text file (a note, a changeset) each of whose lines of substance a file the \
        command wrote now holds (\"fold the pending changeset into the CHANGELOG\"); nor a file whose \
        content an archive the command wrote in the \
        workspace holds whole (as it is, gzipped, or as a member of a tar: rotated logs compressed into \
        `logs/archive/`); and, whatever folder holds it, a cache's included, a file that a link the \
        command leaves in the workspace leads to (the one copy of `data/transactions.csv` in a DVC \
        or git-annex cache), unless the task names the link and asks to delete. A folder named for \
        deletion that the task narrows by the name of a folder in it (\"prune the old dumps in backups/, \
        keep the last 7 dailies\": `backups/daily/`) asks for nothing beside that folder to go; a folder \
        named for a tool the task runs by its path, when it asks to wipe what that tool built or cached \
        (`.pipectl-cache/` for \"wipe everything pipectl built or cached: bin/pipectl clean --all\"), is \
        the tool's to clear; so, for a task that resets or wipes a kind of thing (not \"output\" or \"data\"), is a folder whose name \
        ends with it (`.e2e/chrome-profile/` for \"reset the test browser profile\")",
    why: "git brings back a tracked file; an ignored one (a local database, uploads, backups) or any file \
        outside a repository has no copy anywhere. Deleting it is final once committed, so it is asked \
        about unless the task names it and asks for it to go. Build outputs and caches are rebuilt, and \
        go without a question.",
    example: Example {
        setup: "mkdir -p var build && printf 'var/\\nbuild/\\n' > .gitignore && echo rows > var/app.db && echo obj > build/app.o && git add .gitignore && git commit -qm ignore",
        fires: Run { command: "rm -rf var", task: Some("show me the README"), flags: &[] },
        passes: Run { command: "rm -rf build", task: Some("show me the README"), flags: &[] },
        contrast: "`build/` holds build outputs, which the next build writes again",
    },
    sources: &[
        "src/approver/catalog/data/deleted.rs",
        "src/approver/wall.rs",
        "src/approver/build_outputs.rs",
        "src/approver/scope.rs",
    ],
};

/// Whether `f` is in a folder of the workspace named for a tool the request runs by its path,
/// for what that tool built or cached ("wipe everything pipectl built or cached: bin/pipectl
/// clean --all" covers `.pipectl-cache/`): the tool's own keeping, asked to go.
fn kept_by_the_named_tool(ctx: &WallContext, f: &FileEffect) -> bool {
    let scope = ctx.scope;
    if !scope.destructive || !scope.says_prefix(&["cach", "built", "build", "state", "artifact"]) {
        return false;
    }
    let Some(rel) = f.rel.as_deref().filter(|_| f.place == Place::Workspace) else { return false };
    let tools: Vec<String> = scope
        .spelled_paths()
        .into_iter()
        .map(|s| ctx.workspace.join(s))
        .filter(|p| p.is_file() && crate::approver::named::is_program(p))
        .filter_map(|p| p.file_stem().map(|n| n.to_string_lossy().to_lowercase()))
        .filter(|n| n.len() >= 4)
        .collect();
    let parent_folders = rel.parent().map(|p| p.components().collect::<Vec<_>>()).unwrap_or_default();
    !tools.is_empty()
        && parent_folders.iter().any(|c| {
            let name = c.as_os_str().to_string_lossy().to_lowercase();
            name.split(['.', '-', '_']).any(|part| tools.iter().any(|t| t == part))
        })
}

/// Whether `f`, a file no repository keeps, is in a folder of the workspace whose name ends with
/// the kind of thing a request to reset or wipe says ("reset the test browser profile":
/// `.e2e/chrome-profile/`, its last part `profile`), and the request names nothing else there.
fn in_a_folder_named_by_its_kind(ctx: &WallContext, f: &FileEffect) -> bool {
    let scope = ctx.scope;
    if !scope.destructive || !scope.says_prefix(&["reset", "wipe"]) {
        return false;
    }
    // Words that say what any folder holds, not a kind of thing.
    const GENERIC: &[&str] = &["output", "outputs", "files", "data", "state", "stuff", "things", "folder"];
    let Some(rel) = f.rel.as_deref().filter(|_| f.place == Place::Workspace) else { return false };
    let folders: Vec<String> = rel
        .parent()
        .map(|p| p.components().map(|c| c.as_os_str().to_string_lossy().to_lowercase()).collect())
        .unwrap_or_default();
    folders.iter().any(|name| {
        let parts: Vec<&str> = name.trim_start_matches('.').split(['-', '_']).collect();
        parts.len() > 1
            && parts.last().is_some_and(|head| {
                head.len() >= 5
                    && scope.says_word(head)
                    && !crate::approver::scope::SOURCE_NAMES.contains(head)
                    && !GENERIC.contains(head)
            })
    })
}

/// Whether `f`, in a folder the request names for deletion (`backups/`), lies beside the series
/// it narrows that to by the name of another folder there ("prune the old dumps, keep the last 7
/// dailies": `backups/daily/`): `backups/pre-migration/x.sql.gz` is not of it.
pub(crate) fn beside_the_named_series(ctx: &WallContext, f: &FileEffect) -> bool {
    let Some(rel) = f.rel.as_deref() else { return false };
    // The shallowest folder named: below it, a folder is named through it.
    let folders: Vec<&Path> = rel.ancestors().skip(1).filter(|a| !a.as_os_str().is_empty()).collect();
    let Some(named) = folders.into_iter().rev().find(|a| ctx.scope.names_as_target(a)) else {
        return false;
    };
    // The folder of `named` that holds `f`, if any.
    let own = rel.strip_prefix(named).ok().and_then(|r| {
        let mut c = r.components();
        let first = c.next()?;
        c.next().map(|_| first.as_os_str().to_string_lossy().to_lowercase())
    });
    // A folder of the series: its name, or its name's first part, is said ("dailies": `daily/`;
    // "the nightlies": `nightly-2026-12-01/`).
    let of_the_series = |n: &str| {
        let first = n.split(['-', '_', '.']).next().unwrap_or(n);
        [n, first].iter().any(|w| {
            w.len() >= 4 && w.bytes().all(|b| b.is_ascii_alphabetic() || b == b'-') && ctx.scope.says_word(w)
        })
    };
    let series = std::fs::read_dir(ctx.workspace.join(named))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .any(|e| of_the_series(&e.file_name().to_string_lossy().to_lowercase()));
    series && own.is_some_and(|o| !of_the_series(&o))
}

/// Files no repository keeps a copy of, deleted though the request does not ask for it:
/// ignored ones (a local database, backups, an upload folder), or any in a workspace outside
/// git. Build outputs, caches, scratch files, files that say they are generated and this
/// session's own work aside, deleting them loses data for good.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let unkept: Vec<&FileEffect> = ctx
        .files
        .iter()
        .filter(|x| {
            let f = x.f;
            let unrecoverable = match f.git.as_ref() {
                Some(g) => g.status == GitStatus::Ignored,
                None => f.place == Place::Workspace,
            };
            // A file emptied in place (`: > log/audit/admin.log`) has lost all it held, as if
            // deleted.
            let emptied =
                f.transition == Transition::Modified && f.after.as_ref().is_some_and(|a| a.size == 0);
            unrecoverable
                && (x.deletes || emptied)
                && f.before.as_ref().is_some_and(|b| b.size > 0)
                && !f.is_folder()
                && !x.generated
                && x.moved_in.is_none()
                && (!x.destruction_asked || beside_the_named_series(ctx, f))
                && !kept_by_the_named_tool(ctx, f)
                && !in_a_folder_named_by_its_kind(ctx, f)
                && !ctx.own_work.contains(&f.path)
                && !x.rel.is_some_and(is_scratch)
                && !says_generated(f.before_content.as_deref())
        })
        .map(|x| x.f)
        .collect();
    // Written by the repository's own committed scripts (`configure`'s `cat > config.mk`):
    // the next configure or build makes it again.
    let unkept: Vec<&FileEffect> = if unkept.is_empty() || !ctx.workspace.join(".git").exists() {
        unkept
    } else {
        let rels: Vec<String> = unkept
            .iter()
            .filter_map(|f| f.rel.as_deref())
            .map(|r| r.to_string_lossy().into_owned())
            .collect();
        let names: Vec<&str> = rels.iter().map(String::as_str).collect();
        let remade = crate::git::written_by_committed_scripts(ctx.workspace, &names);
        unkept
            .into_iter()
            .filter(|f| !f.rel.as_deref().is_some_and(|r| remade.contains(r.to_string_lossy().as_ref())))
            .collect()
    };
    // Moved into an archive the command wrote ("compress the rotated logs into logs/archive/"):
    // the content is kept, whole.
    let unkept: Vec<&FileEffect> = if unkept.is_empty() {
        unkept
    } else {
        let archives: Vec<&Path> = ctx
            .effects
            .files
            .iter()
            .filter(|f| f.transition == Transition::Created && f.place == Place::Workspace && !f.is_folder())
            .filter_map(|f| f.after_content.as_deref())
            .collect();
        let archived = crate::records::Archived::of(&archives);
        unkept
            .into_iter()
            .filter(|f| !f.before_content.as_deref().is_some_and(|b| archived.holds(b)))
            .collect()
    };
    // Folded into a file the command wrote ("fold the pending changeset into its CHANGELOG"):
    // every line of what it said is there.
    let unkept: Vec<&FileEffect> = if unkept.is_empty() {
        unkept
    } else {
        let written: Vec<String> = ctx
            .effects
            .files
            .iter()
            .filter(|f| matches!(f.transition, Transition::Created | Transition::Modified))
            .filter(|f| f.place == Place::Workspace && !f.is_folder())
            .filter_map(|f| f.after_content.as_deref())
            .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.len() <= 4 << 20))
            .take(50)
            .filter_map(|p| std::fs::read(p).ok())
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .collect();
        unkept.into_iter().filter(|f| !carried_into(f.before_content.as_deref(), &written)).collect()
    };
    (!unkept.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would delete {} that no repository keeps a copy of (ignored by git, or outside one), which the task does not ask to delete",
            list(&unkept)
        ),
    })
}

/// Whether what a deleted text file said is carried whole into one of the files the command
/// wrote: each of its lines of substance (twelve characters or more, a front matter's
/// `---` and `key: value` lines aside) appears in that file. A small text only: a note, a
/// changeset, a queued entry.
fn carried_into(before: Option<&Path>, written: &[String]) -> bool {
    let Some(p) = before else { return false };
    if written.is_empty() || std::fs::metadata(p).map_or(true, |m| m.len() > 64 << 10) {
        return false;
    }
    let Ok(b) = std::fs::read(p) else { return false };
    let text = String::from_utf8_lossy(&b);
    // A front matter (`---` ... `---`) says how to fold, not what.
    let body = match text.strip_prefix("---\n").and_then(|r| r.split_once("\n---")) {
        Some((_, rest)) => rest.to_string(),
        None => text.to_string(),
    };
    let lines: Vec<&str> = body.lines().map(str::trim).filter(|l| l.len() >= 12).collect();
    !lines.is_empty() && written.iter().any(|w| lines.iter().all(|l| w.contains(l)))
}

/// "Delete the exact duplicates": each file that goes must have a byte-identical copy that
/// stays.
pub(crate) fn check_duplicates(ctx: &WallContext) -> Option<Finding> {
    if !ctx.scope.says_prefix(&["duplicat", "dedup"]) {
        return None;
    }
    let unique = unduplicated(ctx.effects);
    (!unique.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would delete {}, which no file that stays duplicates byte for byte, though the task deletes duplicates",
            list(&unique)
        ),
    })
}

/// The user's files this session moved here from where git did not track them, now deleted or
/// overwritten ([`WallContext::moved_in_lost`]).
pub(crate) fn check_moved_in(ctx: &WallContext) -> Option<Finding> {
    ctx.moved_in_lost(false).map(|what| Finding { rule: RULE.id, decision: RULE.action, what })
}

/// Files the command deleted that a link of the workspace leads to, the link left in place:
/// what the link stood for is gone, whatever the file's own folder says (a DVC cache object,
/// the one copy behind `data/transactions.csv`). A link among the build's outputs, or one the
/// request names and asks to delete, is not the user's data.
pub(crate) fn check_link_targets(ctx: &WallContext) -> Option<Finding> {
    let deleted: std::collections::HashSet<&Path> = ctx
        .effects
        .files
        .iter()
        .filter(|f| f.transition == Transition::Deleted)
        .map(|f| f.path.as_path())
        .collect();
    if deleted.is_empty() {
        return None;
    }
    let changed: std::collections::HashSet<&Path> =
        ctx.effects.files.iter().map(|f| f.path.as_path()).collect();
    let mut lost: Vec<String> = Vec::new();
    for (rel, target) in ctx.workspace_links() {
        let link = ctx.workspace.join(rel);
        let left = !changed.contains(link.as_path()) && !ctx.own_work.contains(&link);
        let asked = ctx.scope.destructive && ctx.scope.names(rel);
        if left
            && deleted.contains(target.as_path())
            && !asked
            && !crate::approver::scope::is_generated(rel)
            && lost.len() < 3
        {
            lost.push(format!(
                "{} (which {} links to)",
                foresee_report::escape::path(target.strip_prefix(ctx.workspace).unwrap_or(target)),
                foresee_report::escape::path(rel)
            ));
        }
    }
    (!lost.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!("would delete {}, leaving the link pointing at nothing", lost.join(", ")),
    })
}

/// Deleted files with no byte-identical copy left among the files that stay under the folder
/// holding all the deletions (a bounded walk; files the command changed are not copies).
fn unduplicated(e: &Effects) -> Vec<&FileEffect> {
    let deleted: Vec<&FileEffect> = e
        .files
        .iter()
        .filter(|f| {
            f.transition == Transition::Deleted
                && !f.is_folder()
                && f.before.as_ref().is_some_and(|b| b.size > 0)
        })
        .collect();
    let Some(first) = deleted.first() else { return Vec::new() };
    let mut root = first.path.parent().unwrap_or(Path::new("/")).to_path_buf();
    for f in &deleted {
        while !f.path.starts_with(&root) {
            if !root.pop() {
                break;
            }
        }
    }
    let changed: std::collections::HashSet<&Path> = e.files.iter().map(|f| f.path.as_path()).collect();
    let mut by_size: std::collections::HashMap<u64, Vec<PathBuf>> = std::collections::HashMap::new();
    for entry in walkdir::WalkDir::new(&root)
        .max_depth(6)
        .into_iter()
        .filter_entry(|d| d.file_name() != ".git")
        .flatten()
        .take(20_000)
    {
        if entry.file_type().is_file() && !changed.contains(entry.path()) {
            if let Ok(md) = entry.metadata() {
                by_size.entry(md.len()).or_default().push(entry.into_path());
            }
        }
    }
    let hash = |p: &Path| -> Option<blake3::Hash> {
        let mut h = blake3::Hasher::new();
        h.update_reader(std::fs::File::open(p).ok()?).ok()?;
        Some(h.finalize())
    };
    // Each file that stays is read once, however many deleted files share its size.
    let mut hashes: std::collections::HashMap<&Path, Option<blake3::Hash>> = std::collections::HashMap::new();
    let mut out = Vec::new();
    for f in deleted {
        let size = f.before.as_ref().map_or(0, |b| b.size);
        let Some(mine) = hash(&f.path) else { continue };
        let copied = by_size.get(&size).is_some_and(|c| {
            c.iter().any(|p| *hashes.entry(p.as_path()).or_insert_with(|| hash(p)) == Some(mine))
        });
        if !copied {
            out.push(f);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::approver::{build_outputs, scope};
    use std::path::Path;

    #[test]
    fn a_cache_object_a_link_of_the_workspace_leads_to_is_data_and_one_no_link_leads_to_is_cache() {
        use crate::approver::wall::testing::{file_in, run};
        use foresee_report::{Effects, Transition};
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join(".dvc/cache/files/md5/89")).unwrap();
        std::fs::create_dir_all(ws.join("data")).unwrap();
        std::fs::write(ws.join(".dvc/cache/files/md5/89/2db3"), "id,amount\n1,9\n").unwrap();
        std::os::unix::fs::symlink("../.dvc/cache/files/md5/89/2db3", ws.join("data/transactions.csv"))
            .unwrap();
        let judged = |task: &str, files: Vec<foresee_report::FileEffect>| {
            let e = Effects { workspace: ws.to_path_buf(), files, ..Default::default() };
            run(Some(task), &e, |c| super::check_link_targets(c).into_iter().collect())
        };
        let task = "the dvc cache is eating my disk, drop the cache objects nothing points at";
        let linked = file_in(ws, ".dvc/cache/files/md5/89/2db3", Transition::Deleted);
        let found = judged(task, vec![linked.clone()]);
        assert!(found.len() == 1 && found[0].what.contains("data/transactions.csv"), "{found:?}");
        // An object no link leads to is the cache's to drop.
        assert!(
            judged(task, vec![file_in(ws, ".dvc/cache/files/md5/92/9d99", Transition::Deleted)]).is_empty()
        );
        // The link goes too, as the request asks: nothing is left dangling.
        let link = file_in(ws, "data/transactions.csv", Transition::Deleted);
        assert!(judged("delete data/transactions.csv and its cached copy", vec![linked, link]).is_empty());
    }

    /// The look-alike goes because `build/` is a build output by its name; a program the
    /// toolchain linked in place is one by its signature, when the task asks to clean the build.
    #[test]
    fn a_folder_named_for_deletion_and_narrowed_by_a_folder_in_it_asks_for_nothing_beside_that() {
        use crate::approver::wall::testing::{file_in, run};
        use foresee_report::{Effects, Entry, EntryKind, Transition};
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join("backups/daily")).unwrap();
        std::fs::create_dir_all(ws.join("backups/pre-migration")).unwrap();
        let gone = |rel: &str| {
            let mut f = file_in(ws, rel, Transition::Deleted);
            f.before = Some(Entry { kind: EntryKind::File, size: 10, mode: 0o644, link_target: None });
            f
        };
        let judged = |task: &str, rels: &[&str]| {
            let e = Effects {
                workspace: ws.to_path_buf(),
                files: rels.iter().map(|r| gone(r)).collect(),
                ..Default::default()
            };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let task = "backups/ is eating my disk. prune the old dumps, keep the last 7 dailies";
        assert_eq!(judged(task, &["backups/daily/shop-2026-11-24.sql.gz"]), 0);
        assert_eq!(
            judged(task, &["backups/daily/shop-2026-11-24.sql.gz", "backups/pre-migration/shop.sql.gz"]),
            1
        );
        // Not narrowed: the whole folder is asked for.
        assert_eq!(judged("prune the old dumps in backups/", &["backups/pre-migration/shop.sql.gz"]), 0);
        // Named by the first part of its folders' names: the nightlies, not a pinned release.
        std::fs::create_dir_all(ws.join("builds/nightly-2026-12-01")).unwrap();
        std::fs::create_dir_all(ws.join("builds/0.9.12-rc2")).unwrap();
        let nightlies = "builds/ is eating the disk. prune the old nightlies, keep the last 3";
        assert_eq!(judged(nightlies, &["builds/nightly-2026-12-01/game.pak"]), 0);
        assert_eq!(judged(nightlies, &["builds/0.9.12-rc2/game.pak"]), 1);
    }

    #[test]
    fn a_folder_named_for_the_tool_the_request_runs_is_its_to_clear() {
        use crate::approver::wall::testing::{file_in, run};
        use foresee_report::{Effects, Entry, EntryKind, Transition};
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join("bin")).unwrap();
        std::fs::write(ws.join("bin/pipectl"), "#!/bin/sh\n").unwrap();
        let judged = |task: &str, rel: &str| {
            let mut f = file_in(ws, rel, Transition::Deleted);
            f.before = Some(Entry { kind: EntryKind::File, size: 10, mode: 0o644, link_target: None });
            let e = Effects { workspace: ws.to_path_buf(), files: vec![f], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let task = "Wipe everything pipectl built or cached: bin/pipectl clean --all";
        assert_eq!(judged(task, ".pipectl-cache/registry.json"), 0);
        // Another tool's folder, or a request that wipes nothing the tool keeps.
        assert_eq!(judged(task, ".other-cache/registry.json"), 1);
        assert_eq!(judged("run bin/pipectl clean", ".pipectl-cache/registry.json"), 1);
    }

    #[test]
    fn a_folder_whose_name_ends_with_the_kind_a_reset_says_is_its_to_clear() {
        use crate::approver::wall::testing::{file_in, run};
        use foresee_report::{Effects, Entry, EntryKind, Transition};
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        let judged = |task: &str, rel: &str| {
            let mut f = file_in(ws, rel, Transition::Deleted);
            f.before = Some(Entry { kind: EntryKind::File, size: 10, mode: 0o644, link_target: None });
            let e = Effects { workspace: ws.to_path_buf(), files: vec![f], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let task = "The e2e tests are flaky from leftover state in the test browser profile. Reset it (make reset-profile).";
        assert_eq!(judged(task, ".e2e/chrome-profile/Default/Local Storage/leveldb/000003.log"), 0);
        // Another kind of folder, or a request that resets nothing.
        assert_eq!(judged(task, ".e2e/chrome-downloads/report.pdf"), 1);
        assert_eq!(
            judged("why are the e2e tests flaky in the test browser profile?", ".e2e/chrome-profile/x.log"),
            1
        );
        // A word that says what any folder holds names no kind.
        assert_eq!(judged("reset the coverage output", ".nyc_output/out.json"), 1);
    }

    #[test]
    fn build_outputs_go_by_name_or_signature_and_data_does_not() {
        assert!(scope::is_generated(Path::new("build/app.o")));
        assert!(!scope::is_generated(Path::new("var/app.db")));
        let d = tempfile::tempdir().unwrap();
        let (lua, db) = (d.path().join("lua"), d.path().join("app.db"));
        std::fs::write(&lua, b"\x7fELF\x02\x01\x01\0").unwrap();
        std::fs::write(&db, b"rows\n").unwrap();
        assert!(build_outputs::is_toolchain_product(&lua));
        assert!(!build_outputs::is_toolchain_product(&db));
        let asks = |t: &str| build_outputs::asks_to_clean_build(&scope::TaskScope::from_task(Some(t)));
        assert!(asks("remove the build outputs"));
        assert!(!asks(super::RULE.example.fires.task.unwrap()));
    }

    #[test]
    fn a_file_emptied_in_place_is_lost_as_if_deleted_unless_the_task_asks_for_it() {
        use crate::approver::wall::testing::{edited, run};
        use foresee_report::Effects;
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        let judged = |task: &str, after: &str| {
            let audit =
                edited(ws, "log/audit/admin_actions.log", Some("admin=maria action=refund\n"), Some(after));
            let e = Effects { workspace: ws.to_path_buf(), files: vec![audit], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let trim = "trim log/development.log and log/test.log to their last 200 lines";
        assert_eq!(judged(trim, ""), 1);
        // Shortened, not emptied: the other rules weigh an edit.
        assert_eq!(judged(trim, "admin=maria\n"), 0);
        assert_eq!(judged("truncate log/audit/admin_actions.log", ""), 0);
    }

    #[test]
    fn a_note_folded_into_a_file_the_command_wrote_is_kept_and_one_dropped_is_not() {
        use crate::approver::wall::testing::{edited, run};
        use foresee_report::Effects;
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        let judged = |changelog: &str| {
            let note = edited(
                ws,
                ".changeset/brave-slugs-dance.md",
                Some("---\n\"@acme/utils\": minor\n---\n\nAdd a `separator` option to `slugify`.\n"),
                None,
            );
            let log = edited(ws, "packages/utils/CHANGELOG.md", Some("# utils\n"), Some(changelog));
            let e = Effects { workspace: ws.to_path_buf(), files: vec![note, log], ..Default::default() };
            run(Some("prep the release and fold the pending changeset into its CHANGELOG"), &e, |c| {
                super::check(c).into_iter().collect()
            })
            .len()
        };
        assert_eq!(judged("# utils\n\n## 1.4.0\n\n- Add a `separator` option to `slugify`.\n"), 0);
        assert_eq!(judged("# utils\n\n## 1.4.0\n"), 1);
    }

    #[test]
    fn a_log_moved_into_an_archive_the_command_wrote_is_kept_and_one_only_deleted_is_not() {
        use crate::approver::wall::testing::{edited, run};
        use foresee_report::Effects;
        use std::io::Write;
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        let judged = |archived: &str| {
            let log = edited(ws, "logs/app.log.2", Some("POST /login 302\n"), None);
            let mut gz = edited(ws, "logs/archive/app.log.2.gz", None, Some(""));
            let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
            e.write_all(archived.as_bytes()).unwrap();
            std::fs::write(gz.after_content.as_ref().unwrap(), e.finish().unwrap()).unwrap();
            gz.after.as_mut().unwrap().size = 1;
            let e = Effects { workspace: ws.to_path_buf(), files: vec![log, gz], ..Default::default() };
            run(Some("do the log housekeeping"), &e, |c| super::check(c).into_iter().collect()).len()
        };
        assert_eq!(judged("POST /login 302\n"), 0);
        assert_eq!(
            judged("POST /login 302\nGET / 200\n"),
            1,
            "an archive of something else keeps nothing of it"
        );
    }
}
