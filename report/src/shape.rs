//! The shape of a changed path: what stays the same when a tool runs again. Build tools, package
//! managers and test runners name what they write after the moment, a hash or a counter
//! (`target/debug/incremental/app-2u3z8ect8idau/s-hor5fo5ivm-1r56xx4/`, `~/.npm/_logs/
//! 2026-12-04T03_04_31_123Z-debug-0.log`, `/tmp/pytest-of-me/pytest-12/`), so two runs of one
//! command never write the same names. Their shapes are the same: every run of letters and
//! digits that holds a digit, or that is as long as a hash, becomes `#` (`s-#.lock`,
//! `#-debug-#.log`, `pytest-#`).
//!
//! Only disposable paths ([`FileEffect::disposable`]: temp folders, caches, what git ignores)
//! are judged by their shape: elsewhere `report-2024.txt` and `report-2025.txt` are two of the
//! user's files, and the effects that name them differ.

use crate::effects::{FileEffect, Transition};
use std::collections::BTreeMap;
use std::path::Path;

/// A run of letters and digits this long is a hash or a random name even without a digit.
const HASH_LEN: usize = 16;

/// The shape of one file name: each generated part (a run of ASCII letters and digits holding a
/// digit, or of [`HASH_LEN`] or more) becomes `#`, and generated parts that follow each other
/// (a date and a time, `2026-12-04T03_04_31`) become one.
pub fn name_shape(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    // Punctuation seen since the last part, kept only if a fixed part follows it.
    let mut gap = String::new();
    let mut last_generated = false;
    let mut rest = name;
    while let Some(c) = rest.chars().next() {
        if c.is_ascii_alphanumeric() {
            let end = rest.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(rest.len());
            let part = &rest[..end];
            let generated = part.len() >= HASH_LEN || part.bytes().any(|b| b.is_ascii_digit());
            if generated && last_generated {
                // One generated run, whatever its punctuation: drop the gap.
            } else {
                out.push_str(&gap);
                out.push_str(if generated { "#" } else { part });
            }
            gap.clear();
            last_generated = generated;
            rest = &rest[end..];
        } else {
            gap.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out.push_str(&gap);
    out
}

/// The shape of a path: [`name_shape`] of each of its components.
pub fn path_shape(p: &Path) -> String {
    let mut out = String::new();
    for c in p.components() {
        let s = c.as_os_str().to_string_lossy();
        if !out.is_empty() && !out.ends_with('/') {
            out.push('/');
        }
        if c == std::path::Component::RootDir {
            out.push('/');
        } else {
            out.push_str(&name_shape(&s));
        }
    }
    out
}

/// The path of a file effect as effects are compared across runs: its shape when it is
/// disposable, else as it is.
pub fn effect_path(f: &FileEffect, p: &Path) -> String {
    if f.disposable() { path_shape(p) } else { p.to_string_lossy().into_owned() }
}

/// Each file change as one line (`deleted\t<path>`, a rename with where it came from), by shape
/// where the file is disposable; the contents of a disposable folder created or deleted whole
/// are that folder's change, as the report lists them. Changes that destroy something are
/// counted (`×2`: two files of that shape deleted), others are once each, so a second run that
/// writes a fresh log keeps its lines and one that deletes one more file does not.
pub fn file_lines(files: &[FileEffect]) -> Vec<String> {
    let mut lines: BTreeMap<(String, bool), usize> = BTreeMap::new();
    for f in files {
        if f.disposable() && !crate::report::listed_alone(f) {
            continue;
        }
        let mut line = format!("{}\t{}", f.transition.verb(), effect_path(f, &f.path));
        if let (Transition::Renamed, Some(from)) = (f.transition, &f.renamed_from) {
            line.push_str(&format!("\tfrom {}", effect_path(f, from)));
        }
        *lines.entry((line, f.transition.destroys())).or_default() += 1;
    }
    lines
        .into_iter()
        .map(|((line, destroys), n)| if destroys { format!("{line}\t×{n}") } else { line })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_parts_of_names_become_one_mark() {
        assert_eq!(name_shape("s-hor5fo5ivm-1r56xx4-615650vhnxdtdgj8vbqhdcagj"), "s-#");
        assert_eq!(name_shape("s-hor5fn1qr9-043xwxc.lock"), "s-#.lock");
        assert_eq!(name_shape("app-2u3z8ect8idau"), "app-#");
        assert_eq!(name_shape("2026-12-04T03_04_31_123Z-debug-0.log"), "#-debug-#.log");
        assert_eq!(name_shape("pytest-12"), "pytest-#");
        assert_eq!(name_shape("app.cpython-312.pyc"), "app.cpython-#.pyc");
        assert_eq!(name_shape("deadbeefcafebabefeed"), "#");
        // Fixed names stay as they are.
        for n in ["Cargo.toml", "dep-graph.bin", "README", ".gitignore", "distutils-precedence.pth", "a b"] {
            assert_eq!(name_shape(n), n);
        }
    }

    #[test]
    fn two_runs_give_one_shape_and_other_names_another() {
        let a = path_shape(Path::new("/home/u/.npm/_logs/2026-12-04T03_04_31_123Z-debug-0.log"));
        let b = path_shape(Path::new("/home/u/.npm/_logs/2026-12-05T11_59_02_007Z-debug-0.log"));
        assert_eq!(a, b);
        assert_eq!(a, "/home/u/.npm/_logs/#-debug-#.log");
        assert_ne!(a, path_shape(Path::new("/home/u/.npm/_cacache/index-v5/ab/cd")));
        assert_eq!(path_shape(Path::new("target/debug/incremental")), "target/debug/incremental");
    }

    fn effect(path: &str, transition: &str, place: &str, git: Option<&str>) -> FileEffect {
        let mut v = serde_json::json!({"path": path, "transition": transition, "place": place});
        if let Some(status) = git {
            v["git"] =
                serde_json::json!({"repo": "/ws", "status": status, "dirty": false, "work_lost": false});
        }
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn disposable_changes_compare_by_shape_the_users_files_by_name() {
        let run = |stamp: &str| {
            file_lines(&[
                effect(&format!("/ws/target/s-{stamp}.lock"), "created", "workspace", Some("ignored")),
                effect(&format!("/home/u/.npm/_logs/{stamp}-debug-0.log"), "created", "cache", None),
                effect(&format!("/tmp/run-{stamp}"), "deleted", "temp", None),
            ])
        };
        assert_eq!(run("hor5fo5ivm"), run("1r56xx4"));
        // The user's own files keep their names: another report is another file.
        let tracked = |n: &str| {
            file_lines(&[effect(&format!("/ws/report-{n}.txt"), "deleted", "workspace", Some("tracked"))])
        };
        assert_ne!(tracked("2024"), tracked("2025"));
        let home = |n: &str| file_lines(&[effect(&format!("/home/u/notes-{n}.md"), "deleted", "home", None)]);
        assert_ne!(home("1"), home("2"));
        // One more deletion of the same shape is one more deletion.
        let one = file_lines(&[effect("/tmp/run-1", "deleted", "temp", None)]);
        let two = file_lines(&[
            effect("/tmp/run-1", "deleted", "temp", None),
            effect("/tmp/run-2", "deleted", "temp", None),
        ]);
        assert_ne!(one, two);
        // Creations of one shape are one line, however many.
        let made = file_lines(&[
            effect("/tmp/a-1", "created", "temp", None),
            effect("/tmp/a-2", "created", "temp", None),
        ]);
        assert_eq!(made, file_lines(&[effect("/tmp/a-3", "created", "temp", None)]));
    }
}
