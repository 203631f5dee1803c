//! What the wall reads of a file's content before and after a command: bounded reads, the lines
//! an edit added or changed, and what a file's first lines say about it.
//!
//! Shared by the rules of [`super::catalog`]; a reading only one rule needs stays in its file.

use foresee_report::{FileEffect, Transition};
use std::path::Path;

/// Whether a file's content was edited in place, or moved and edited in one command (a rename
/// that keeps its old content to compare with): its edit is judged as an edit.
pub(crate) fn edits_content(f: &FileEffect) -> bool {
    f.transition == Transition::Modified || f.transition == Transition::Renamed && f.before_content.is_some()
}

/// Up to the first `n` bytes of a file.
pub(crate) fn read_head(p: &Path, n: usize) -> Option<Vec<u8>> {
    use std::io::Read;
    let mut v = Vec::with_capacity(n);
    std::fs::File::open(p).ok()?.take(n as u64).read_to_end(&mut v).ok()?;
    Some(v)
}

/// A file's bytes, if it is at most `max` bytes long.
pub(crate) fn read_bounded(p: Option<&Path>, max: u64) -> Option<Vec<u8>> {
    let p = p?;
    if std::fs::metadata(p).ok()?.len() > max {
        return None;
    }
    std::fs::read(p).ok()
}

/// A file's text, if it is at most `max` bytes long and not binary (no NUL byte).
pub(crate) fn read_text(p: Option<&Path>, max: u64) -> Option<String> {
    read_bounded(p, max).filter(|b| !b.contains(&0)).map(|b| String::from_utf8_lossy(&b).into_owned())
}

/// The lines a line diff finds inserted into `f`'s content, in order (text files up to 4 MiB).
pub(crate) fn added_text(f: &FileEffect) -> String {
    let read = |p| read_text(p, 4 << 20);
    let Some(after) = read(f.after_content.as_deref()) else { return String::new() };
    let before = read(f.before_content.as_deref()).unwrap_or_default();
    // The lines the diff inserts, in order: a block appended keeps its every line, even one
    // the old text also has elsewhere (the `esac` of a `case` written over several lines).
    let diff = similar::TextDiff::configure()
        .timeout(std::time::Duration::from_millis(200))
        .diff_lines(before.as_str(), after.as_str());
    diff.iter_all_changes()
        .filter(|c| c.tag() == similar::ChangeTag::Insert)
        .map(|c| c.value().trim_end_matches(['\n', '\r']).to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether the lines a modification added or removed contain one of `words`.
pub(crate) fn changed_lines_mention(f: &FileEffect, words: &[&str]) -> bool {
    const MAX: u64 = 1 << 20;
    if words.is_empty() {
        return false;
    }
    let read = |p| read_bounded(p, MAX).map(|b| String::from_utf8_lossy(&b).to_lowercase());
    let (Some(old), Some(new)) = (read(f.before_content.as_deref()), read(f.after_content.as_deref())) else {
        return false;
    };
    let old_lines: std::collections::HashSet<&str> = old.lines().collect();
    let new_lines: std::collections::HashSet<&str> = new.lines().collect();
    old_lines.symmetric_difference(&new_lines).any(|l| words.iter().any(|w| l.contains(w)))
}

/// The first lines of a file (lower case), at most 4 KiB of it.
pub(crate) fn head_lines(p: Option<&Path>) -> Vec<String> {
    let Some(p) = p else { return Vec::new() };
    let Ok(file) = std::fs::File::open(p) else { return Vec::new() };
    let mut head = Vec::with_capacity(4096);
    if std::io::Read::read_to_end(&mut std::io::Read::take(file, 4096), &mut head).is_err() {
        return Vec::new();
    }
    String::from_utf8_lossy(&head).lines().take(12).map(str::to_lowercase).collect()
}

/// Whether a modified file says, before and after, that a tool writes it: Go's `Code generated
/// ... DO NOT EDIT.`, `@generated`, "automatically generated ... do not edit" near the top.
/// Both versions must say so: a header added by the change itself proves nothing.
pub(crate) fn declares_generated(f: &FileEffect) -> bool {
    let says = |p: Option<&Path>| -> bool {
        head_lines(p).iter().any(|l| {
            l.contains("@generated")
                || (l.contains("generated") && (l.contains("do not edit") || l.contains("don't edit")))
        })
    };
    f.transition == Transition::Modified
        && says(f.before_content.as_deref())
        && says(f.after_content.as_deref())
}

/// Whether `f` is a copy of a file the command changed, kept beside it under its name
/// (`~/.bashrc.bak.devbox`, `config.toml.orig`): the old content stays where it was, readable
/// by no one new, under a name nothing reads.
pub(crate) fn backup_beside_changed(f: &FileEffect, e: &foresee_report::Effects) -> bool {
    e.files.iter().any(|g| is_backup_of(f, g))
}

/// Whether `b` is a backup ([`backup_beside_changed`]) of a file in `of`.
pub(crate) fn backup_of_any(
    b: &FileEffect,
    e: &foresee_report::Effects,
    of: &std::collections::HashSet<std::path::PathBuf>,
) -> bool {
    e.files.iter().any(|g| of.contains(&g.path) && is_backup_of(b, g))
}

/// Whether the command kept `f`'s old content whole in a backup beside it
/// ([`backup_beside_changed`]): what it replaced can be put back.
pub(crate) fn backed_up_beside(f: &FileEffect, e: &foresee_report::Effects) -> bool {
    e.files.iter().any(|b| is_backup_of(b, f))
}

/// Whether `backup`, created by the command, holds what `of` held before the command changed
/// it (edited it, or put a link or another file in its place), readable by no one new, and
/// kept where nothing reads it: beside it under its name and a suffix set apart (`.bak`, `~`,
/// `-old`), never another name the tool reads, such as `authorized_keys2` beside
/// `authorized_keys`; or under its own name in a backup folder below `of`'s own
/// (`~/.dotfiles-backup/20261207/.bashrc` for `~/.bashrc`).
fn is_backup_of(backup: &FileEffect, of: &FileEffect) -> bool {
    let Some(copy) = backup.after_content.as_deref().filter(|_| backup.transition == Transition::Created)
    else {
        return false;
    };
    let Some(name) = backup.path.file_name().map(|n| n.to_string_lossy().into_owned()) else { return false };
    let Some(home) = of.path.parent() else { return false };
    let mode = backup.after.as_ref().map_or(0o777, |a| a.mode);
    let suffixed = |n: &str| name.strip_prefix(n).is_some_and(|rest| rest.starts_with(['.', '~', '-', '_']));
    // A folder between `of`'s own and the backup that says it holds backups.
    let in_backup_folder = || {
        backup.path.parent().is_some_and(|p| {
            p.starts_with(home)
                && p.ancestors().take_while(|a| *a != home).any(|a| {
                    a.file_name().is_some_and(|n| {
                        let n = n.to_string_lossy().to_ascii_lowercase();
                        n.contains("backup") || matches!(n.trim_start_matches('.'), "bak" | "old" | "orig")
                    })
                })
        })
    };
    matches!(of.transition, Transition::Modified | Transition::Replaced)
        && of.path.file_name().is_some_and(|n| {
            let n = n.to_string_lossy();
            (backup.path.parent() == Some(home) && suffixed(&n))
                || ((name == n || suffixed(&n)) && in_backup_folder())
        })
        && of.before.as_ref().is_some_and(|b| mode & !b.mode & 0o077 == 0)
        && of.before_content.as_deref().is_some_and(|b| same_bytes(b, copy))
}

pub(crate) fn same_bytes(a: &Path, b: &Path) -> bool {
    const MAX: u64 = 4 << 20;
    let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).ok();
    match (size(a), size(b)) {
        (Some(x), Some(y)) if x == y && x <= MAX => std::fs::read(a).ok() == std::fs::read(b).ok(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_appended_block_keeps_every_line_even_one_the_old_text_has_elsewhere() {
        let d = tempfile::tempdir().unwrap();
        let before = "case $- in\n  *i*) ;;\n  *) return;;\nesac\n";
        let after = format!("{before}case \":$PATH:\" in\n  *) export PATH=\"$PATH:/opt/t\" ;;\nesac\n");
        let f = crate::approver::wall::testing::edited(d.path(), ".bashrc", Some(before), Some(&after));
        assert_eq!(super::added_text(&f), "case \":$PATH:\" in\n  *) export PATH=\"$PATH:/opt/t\" ;;\nesac");
    }
}
