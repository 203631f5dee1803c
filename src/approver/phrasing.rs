//! How findings name what they found: files (`3 git-tracked files under src/ (...)`), lists
//! clipped to three, and a file with what was found in it.

use foresee_report::{FileEffect, escape};
use std::path::PathBuf;

/// Up to three items, and "..." when there are more.
pub(crate) fn examples(items: &[String]) -> String {
    let mut v: Vec<String> = items.iter().take(3).cloned().collect();
    if items.len() > 3 {
        v.push("...".into());
    }
    v.join(", ")
}

/// The deepest folder every file is under, if it is not the root of their paths.
fn common_folder(files: &[&FileEffect]) -> Option<PathBuf> {
    let mut it = files.iter().map(|f| f.rel.clone().unwrap_or_else(|| f.path.clone()));
    let first = it.next()?;
    let mut common = first.parent()?.to_path_buf();
    for p in it {
        while !p.starts_with(&common) {
            if !common.pop() {
                return None;
            }
        }
    }
    (!common.as_os_str().is_empty()).then_some(common)
}

/// Files as a finding names them: `path src/a.c`, or "3 paths under src/ (...)".
pub(crate) fn list(files: &[&FileEffect]) -> String {
    list_with(files, "path")
}

/// "3 git-tracked files under src/ (src/a.c, src/b.c, ...)": up to three files named, with
/// the folder they share.
pub(crate) fn list_with(files: &[&FileEffect], noun: &str) -> String {
    let n = files.len();
    let names: Vec<String> = files.iter().take(3).map(|f| escape::clip(&f.display(), 80)).collect();
    let more = if n > 3 { ", ..." } else { "" };
    let under = common_folder(files).map(|c| format!(" under {}/", escape::path(&c))).unwrap_or_default();
    if n == 1 {
        format!("{noun} {}", names[0])
    } else {
        format!("{n} {noun}s{under} ({}{more})", names.join(", "))
    }
}

/// Up to three files, each with what was found in it (clipped to `clip` characters):
/// `a.py (x, y); b.py (z)`.
pub(crate) fn each_file_with(items: &[(&FileEffect, Vec<String>)], clip: usize) -> String {
    let what: Vec<String> = items
        .iter()
        .take(3)
        .map(|(f, w)| format!("{} ({})", f.display(), escape::clip(&w.join(", "), clip)))
        .collect();
    what.join("; ")
}

/// What files judged like tracked ones are called: git-tracked ones, or, in a workspace
/// outside git, source files.
pub(crate) fn kind_of_kept(files: &[&FileEffect]) -> &'static str {
    if files.iter().all(|f| f.git.is_none()) { "source file" } else { "git-tracked file" }
}

/// `n` and the noun for it: `1 assertion`, `3 assertions` (the plural with an `s`).
pub(crate) fn count(n: usize, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}
