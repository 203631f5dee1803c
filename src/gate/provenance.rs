//! Session provenance: what this agent session's own commands wrote and moved, so that
//! undoing its own work is no loss of the user's, and a user's file the session moved is still
//! judged as the user's wherever it went. Kept in the store by path hash and content hash.

use crate::store::{Moved, PolicyStore, Produced};
use foresee_report::Effects;
use std::path::PathBuf;

/// Bounds on remembering what a command wrote (per command): files, and bytes hashed in all
/// (build outputs and caches by their names are never remembered: no rule weighs them).
const PRODUCED_MAX_FILES: usize = 200_000;
const PRODUCED_MAX_BYTES: u64 = 4 << 30;

fn hash_file(p: &std::path::Path) -> Option<String> {
    let mut h = blake3::Hasher::new();
    h.update_reader(std::fs::File::open(p).ok()?).ok()?;
    Some(h.finalize().to_hex().to_string())
}

/// Paths are kept as hashes: a file name can hold a secret.
fn path_key(p: &std::path::Path) -> String {
    blake3::hash(p.as_os_str().as_encoded_bytes()).to_hex().to_string()
}

/// The workspace files a command wrote: the path's key, the content's hash, whether it created
/// the file, and for a rewrite (in place, or moved and edited: a test run's coverage file
/// replaced by the next run's under a new name) what it held before and where.
pub(super) fn produced(e: &Effects) -> Vec<Produced> {
    use foresee_report::{EntryKind, Transition};
    let mut budget = PRODUCED_MAX_BYTES;
    let regular = |x: &Option<foresee_report::Entry>| x.as_ref().is_some_and(|x| x.kind == EntryKind::File);
    e.files
        .iter()
        .filter(|f| f.rel.as_deref().is_some_and(|r| !crate::approver::scope::is_generated(r)))
        .filter(|f| {
            matches!(
                f.transition,
                Transition::Created | Transition::Modified | Transition::Replaced | Transition::Renamed
            )
        })
        .filter(|f| regular(&f.after))
        .take(PRODUCED_MAX_FILES)
        .filter_map(|f| {
            // A rewrite of a regular file; anything else (nothing, a link, a folder) made anew.
            let rewrite =
                matches!(f.transition, Transition::Modified | Transition::Renamed) && regular(&f.before);
            let size = f.after.as_ref().map_or(0, |a| a.size)
                + if rewrite { f.before.as_ref().map_or(0, |b| b.size) } else { 0 };
            budget = budget.checked_sub(size)?;
            // A file moved whole has no content of its own before: the host still holds it where
            // it was.
            let held = f.before_content.as_deref().or(f.renamed_from.as_deref());
            let before = if rewrite { Some(hash_file(held?)?) } else { None };
            Some(Produced {
                path: path_key(&f.path),
                hash: hash_file(f.after_content.as_deref()?)?,
                created: !rewrite,
                before,
                from: f.renamed_from.as_deref().map(path_key),
            })
        })
        .collect()
}

/// The files this command would undo that hold exactly what this session's last write there
/// left: uncommitted work the session wrote itself, and files no repository keeps (ignored,
/// or outside git) that the session created (a test run's coverage data, a build's generated
/// sources), not a file the user had that the session only rewrote.
pub(super) fn own_work(st: &PolicyStore, session: &str, e: &Effects) -> std::collections::HashSet<PathBuf> {
    e.files
        .iter()
        .filter(|f| f.before.is_some() && !f.is_folder())
        .filter(|f| f.rel.as_deref().is_some_and(|r| !crate::approver::scope::is_generated(r)))
        .filter(|f| f.transition != foresee_report::Transition::Created)
        // Only where a rule asks whose work it is: uncommitted work lost, a file no repository
        // keeps, a data file's records.
        .filter(|f| match &f.git {
            Some(g) => g.work_lost || g.status == foresee_report::GitStatus::Ignored || f.records.is_some(),
            None => true,
        })
        .filter(|f| {
            let work_lost = f.git.as_ref().is_some_and(|g| g.work_lost);
            let Ok(Some((h, created))) = st.produced_hash(session, &path_key(&f.path)) else {
                return false;
            };
            (work_lost || created)
                && f.before_content.as_deref().and_then(hash_file).is_some_and(|now| now == h)
        })
        .map(|f| f.path.clone())
        .collect()
}

/// What a file held before the command: the lower layer's copy, or for a plain rename (same
/// bytes) the moved content itself.
fn content_before(f: &foresee_report::FileEffect) -> Option<&std::path::Path> {
    match f.transition {
        foresee_report::Transition::Renamed => f.before_content.as_deref().or(f.after_content.as_deref()),
        _ => f.before_content.as_deref(),
    }
}

/// The record of what this session moved to where `f` was before the command, if the file
/// there still holds the content moved (or since edited by the session, see [`moved`]).
fn moved_here(st: &PolicyStore, session: &str, f: &foresee_report::FileEffect) -> Option<Moved> {
    if !f
        .before
        .as_ref()
        .is_some_and(|b| b.kind == foresee_report::EntryKind::File && b.size <= PRODUCED_MAX_BYTES)
    {
        return None;
    }
    let source = f.renamed_from.as_deref().unwrap_or(&f.path);
    let m = st.moved_to(session, &path_key(source)).ok()??;
    (content_before(f).and_then(hash_file)? == m.hash).then_some(m)
}

/// The user's files this command moves within the workspace (tracked, untracked and not
/// ignored, or outside git; build outputs by name aside), with where they came from; and the
/// files it moves on or edits that an earlier command of the session moved there, which keep
/// their origin. Hashed before the commit; paths as keys, origins as shown and redacted.
pub(super) fn moved(st: &PolicyStore, session: &str, e: &Effects, workspace: &std::path::Path) -> Vec<Moved> {
    use foresee_report::{EntryKind, GitStatus, Place, Transition};
    e.files
        .iter()
        .filter(|f| f.rel.is_some() && f.place == Place::Workspace)
        .filter(|f| matches!(f.transition, Transition::Renamed | Transition::Modified | Transition::Replaced))
        .filter(|f| {
            f.after.as_ref().is_some_and(|a| a.kind == EntryKind::File && a.size <= PRODUCED_MAX_BYTES)
        })
        .filter_map(|f| {
            let earlier = moved_here(st, session, f);
            let origin = match (&earlier, f.transition) {
                (Some(m), _) => Some((m.origin.clone(), m.tracked)),
                (None, Transition::Renamed) => {
                    let rel = f.renamed_from.as_deref()?.strip_prefix(workspace).ok()?;
                    let users = match f.git.as_ref().map(|g| g.status) {
                        None => true,
                        Some(s) => s != GitStatus::Ignored,
                    };
                    (users && !crate::approver::scope::is_generated(rel)).then(|| {
                        let shown = foresee_report::credentials::redact(&foresee_report::escape::path(rel));
                        let tracked = f
                            .git
                            .as_ref()
                            .is_some_and(|g| matches!(g.status, GitStatus::Tracked | GitStatus::Unknown));
                        (shown, tracked)
                    })
                }
                (None, _) => None,
            }?;
            Some(Moved {
                path: path_key(&f.path),
                origin: origin.0,
                tracked: origin.1,
                hash: hash_file(f.after_content.as_deref()?)?,
            })
        })
        .take(PRODUCED_MAX_FILES)
        .collect()
}

/// The files this command deletes, overwrites or moves that this session moved there from the
/// user's files: the wall judges them as the user's files they were.
pub(super) fn moved_in(
    st: &PolicyStore,
    session: &str,
    e: &Effects,
) -> std::collections::HashMap<PathBuf, crate::approver::wall::MovedIn> {
    use foresee_report::Transition;
    e.files
        .iter()
        .filter(|f| {
            matches!(
                f.transition,
                Transition::Deleted | Transition::Replaced | Transition::Modified | Transition::Renamed
            )
        })
        .take(PRODUCED_MAX_FILES)
        .filter_map(|f| {
            let m = moved_here(st, session, f)?;
            Some((f.path.clone(), crate::approver::wall::MovedIn { origin: m.origin, tracked: m.tracked }))
        })
        .collect()
}
