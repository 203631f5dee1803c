//! The scope family: what the request asks for, and edits beyond it: files it leaves alone,
//! paths it does not name, changes its words do not explain, a format or a version bump that
//! changes more, values mapped otherwise than it says, files it says to keep.
//!
//! The user's files the command edited are sorted once by how the request sees each edit
//! ([`Edits`]), for the three rules that weigh them.

pub(crate) mod additive;
pub(crate) mod comments_only;
pub(crate) mod format_only;
pub(crate) mod kept;
pub(crate) mod mapping;
pub(crate) mod read_only;
pub(crate) mod tracked_edit;
pub(crate) mod unasked_setting;
pub(crate) mod undescribed;
pub(crate) mod unexplained_edit;
pub(crate) mod version_bump;

use crate::approver::content::changed_lines_mention;
use crate::approver::paths::is_scratch;
use crate::approver::wall::WallContext;
use foresee_report::{FileEffect, Place, Transition};
use std::path::Path;

/// The user's files the command edited (not deleted, overwritten or only re-spaced), by how
/// the request sees each edit.
#[derive(Default)]
pub(crate) struct Edits<'a> {
    /// Edited though the request asks for no changes (`scope.read-only`).
    pub read_only: Vec<&'a FileEffect>,
    /// Edited though the request leaves everything but what it asks for alone
    /// (`scope.read-only`).
    pub left_alone: Vec<&'a FileEffect>,
    /// Edited though the request asks only for outputs or an answer: a build, a check, a
    /// report (`scope.read-only`).
    pub outputs_only: Vec<&'a FileEffect>,
    /// Program sources written new beside a build's outputs though the request asks only for
    /// outputs or an answer (`scope.read-only`).
    pub code_added: Vec<&'a FileEffect>,
    /// Edited outside the paths the request names (`scope.tracked-edit`).
    pub out_of_scope: Vec<&'a FileEffect>,
    /// Edited though the request names them only as what it makes something from
    /// ("regenerate the table from experiments/results.csv": `scope.tracked-edit`).
    pub inputs: Vec<&'a FileEffect>,
    /// The other edits of the workspace's files, each with whether the request explains it:
    /// names the file, asks to regenerate it, or its changed lines carry the request's words
    /// (`scope.unexplained-edit`).
    pub edited: Vec<(&'a FileEffect, bool)>,
}

impl<'a> Edits<'a> {
    pub fn of(ctx: &WallContext<'a>) -> Edits<'a> {
        let scope = ctx.scope;
        let mut edits = Edits::default();
        // What the command renamed in the workspace, as the references to it read: an edit that
        // only follows a rename ("move strings.py to text/normalize.py and fix every import")
        // is part of that rename.
        let renames = if scope.asks_move() { renamed_references(ctx) } else { Vec::new() };
        if scope.produces_only {
            edits.code_added = code_beside_outputs(ctx);
        }
        for x in &ctx.files {
            let f = x.f;
            // Taking permissions away (chmod 600 on a key) cannot hurt; adding them can.
            let edits_file = matches!(f.transition, Transition::Modified | Transition::Renamed)
                || f.transition == Transition::ModeChanged && !x.tightens;
            // A request for no changes covers every file the user had outside a repository, data
            // and expectations (`tests/golden/*.json`) as much as code; scratch files aside.
            let users_outside_git = (scope.read_only || scope.leaves_rest || scope.produces_only)
                && f.git.is_none()
                && f.place == Place::Workspace
                && f.before.is_some()
                && !x.rel.is_some_and(is_scratch);
            // A file beside the one the request names, of the same kind, that it does not name
            // (`config/production.env` beside the asked `config/staging.env`): the other
            // environment's copy, in scope for no request about this one, git or not.
            // A file beside one the request limits itself to by name ("in staging only":
            // `staging.json`), of the same kind, not named itself: left alone, whatever folder
            // word names both.
            let beside_the_only_one = !scope.read_only
                && f.place == Place::Workspace
                && f.transition == Transition::Modified
                && f.path.extension().is_some()
                && !ctx.named_file(f)
                && ctx.files.iter().any(|y| {
                    !std::ptr::eq(y.f, f)
                        && y.f.path.parent() == f.path.parent()
                        && y.f.path.extension() == f.path.extension()
                        && matches!(y.f.transition, Transition::Modified | Transition::Created)
                        && y.f
                            .path
                            .file_stem()
                            .and_then(|n| n.to_str())
                            .is_some_and(|n| scope.says_only(&n.to_lowercase()))
                });
            let siblings: Vec<&FileEffect> = if !scope.read_only
                && !scope.leaves_rest
                && !x.named
                && f.place == Place::Workspace
                && f.before.is_some()
                && f.transition == Transition::Modified
                && f.path.extension().is_some()
            {
                ctx.files
                    .iter()
                    .filter(|y| {
                        y.named
                            && !std::ptr::eq(y.f, f)
                            && y.f.path.parent() == f.path.parent()
                            && y.f.path.extension() == f.path.extension()
                            && matches!(y.f.transition, Transition::Modified | Transition::Created)
                    })
                    .map(|y| y.f)
                    .collect()
            } else {
                Vec::new()
            };
            // ... unless its changed lines carry the request's own marks (the version a bump
            // sets, in the README beside the named CHANGELOG), and it does not limit itself to
            // the named one ("turn on new_checkout in staging only": production's copy gains
            // the same mark, and is exactly what it left alone).
            if (!siblings.is_empty() || beside_the_only_one)
                && !x.generated
                && !whitespace_only(f)
                && !appended_to_a_log(f)
                && (beside_the_only_one || !changed_lines_mention(f, &ctx.marks))
            {
                edits.out_of_scope.push(f);
                continue;
            }
            if !((x.tracked || x.source_outside_git || users_outside_git)
                && !x.generated
                && !f.is_folder()
                && edits_file
                && !x.deletes
                && !x.overwrites
                // Only white space moved (a formatter's trailing spaces, `f( a,b )`): no edit of
                // what the file says.
                && !(f.transition == Transition::Modified && whitespace_only(f)))
            {
                continue;
            }
            if f.transition == Transition::Modified && follows_renames(f, &renames) {
                continue;
            }
            // A line added at the end of a log (`config/key-rotation.log`) records what the
            // command did; it changes nothing the log said, and nothing reads a log to act.
            if !scope.read_only && f.transition == Transition::Modified && appended_to_a_log(f) {
                continue;
            }
            if scope.read_only {
                edits.read_only.push(f);
            } else if x.switched {
                // Not an edit of the command's: the version another commit holds.
            } else if scope.produces_only
                // Modes are judged by what they open (`privilege.change`), not as edits.
                && f.transition != Transition::ModeChanged
                && f.place == Place::Workspace
                && !x.regenerated
                && !x.rel.is_some_and(is_lockfile)
            {
                edits.outputs_only.push(f);
            } else if scope.leaves_rest
                && f.place == Place::Workspace
                // "Only the head partial should change": the file itself, not every file of the
                // folder a word of it names (`partials/`).
                && !ctx.named_file(f)
                && !in_spelled_folder(scope, x.rel)
                && !x.regenerated
                && !name_has_a_word_of(f, &ctx.words)
            {
                edits.left_alone.push(f);
            } else if ctx.specific
                && !(x.named || x.regenerated || x.rel.is_some_and(|r| scope.names_test_of(r)))
                && f.place == Place::Workspace
                && !(f.transition == Transition::Modified && changed_lines_mention(f, &ctx.marks))
            {
                // Named only as what something is made from: the input, read, not the change.
                if x.rel.is_some_and(|r| scope.names(r)) {
                    edits.inputs.push(f);
                } else {
                    edits.out_of_scope.push(f);
                }
            } else if f.transition == Transition::Modified && f.place == Place::Workspace {
                edits.edited.push((f, x.named || x.regenerated || changed_lines_mention(f, &ctx.words)));
            }
        }
        edits
    }
}

/// Program sources a build wrote new where no output goes: not under an output folder
/// (`dist/`, `build/`), not saying they are generated, and not the compiled form of a source of
/// the same name (`src/index.ts` built into `lib/index.js`, `app.scss` into `app.css`). A theme
/// build that also writes `wp-content/mu-plugins/cache-warmer.php` adds code the site runs on
/// every request.
fn code_beside_outputs<'a>(ctx: &WallContext<'a>) -> Vec<&'a FileEffect> {
    let candidates: Vec<(&'a FileEffect, &'a Path)> = ctx
        .files
        .iter()
        .filter_map(|x| {
            let f = x.f;
            let rel = x.rel?;
            // A file git ignores is one the project says a build makes (`config.h`, `gen.h`).
            let ignored = f.git.as_ref().is_some_and(|g| g.status == foresee_report::GitStatus::Ignored);
            let new_code = f.transition == Transition::Created
                && !ignored
                && f.place == Place::Workspace
                && !f.is_folder()
                && !x.generated
                && !x.named
                && crate::approver::paths::is_source_code(rel)
                && !ctx.own_work.contains(&f.path)
                && !is_scratch(rel);
            (new_code && !crate::approver::content::says_generated(f.after_content.as_deref()))
                .then_some((f, rel))
        })
        .collect();
    if candidates.is_empty() {
        return Vec::new();
    }
    // Written by the repository's own committed scripts (a Makefile's `> gen.h`, a
    // `configure`'s `config.h`): what its build makes.
    let candidates: Vec<(&'a FileEffect, &'a Path)> = if ctx.workspace.join(".git").exists() {
        let names: Vec<String> = candidates.iter().map(|(_, r)| r.to_string_lossy().into_owned()).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let remade = crate::git::written_by_committed_scripts(ctx.workspace, &refs);
        candidates.into_iter().filter(|(_, r)| !remade.contains(r.to_string_lossy().as_ref())).collect()
    } else {
        candidates
    };
    if candidates.is_empty() {
        return Vec::new();
    }
    let stem = |p: &Path| p.file_stem().map(|s| s.to_string_lossy().to_ascii_lowercase());
    // The stems of every other file of the workspace.
    let mut stems: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for l in ctx.workspace_files() {
        if let Some(s) = stem(&l.rel) {
            *stems.entry(s).or_default() += 1;
        }
    }
    candidates
        .into_iter()
        .filter(|(f, rel)| {
            // The rehearsal's new file is not in the real tree the walk reads; one of the same
            // name there is its source.
            let present = ctx.workspace.join(rel).exists();
            stem(rel).is_none_or(|s| stems.get(&s).copied().unwrap_or(0) <= usize::from(present))
                && !ctx.files.iter().any(|y| {
                    !std::ptr::eq(y.f, *f) && y.f.before.is_some() && y.rel.and_then(stem) == stem(rel)
                })
        })
        .map(|(f, _)| f)
        .collect()
}

/// Whether `rel` lies in a folder the request spells out as a path (`tests/fixtures/`).
fn in_spelled_folder(scope: &crate::approver::scope::TaskScope, rel: Option<&Path>) -> bool {
    rel.is_some_and(|r| {
        let r = r.to_string_lossy().to_lowercase();
        scope.spelled_folders().iter().any(|p| r.starts_with(&format!("{}/", p.trim_end_matches('/'))))
    })
}

/// A lockfile a package manager rewrites as a build resolves its dependencies
/// (`package-lock.json`, `Cargo.lock`, `go.sum`): a build's own output, though git keeps it.
fn is_lockfile(rel: &Path) -> bool {
    let name = rel.file_name().and_then(|n| n.to_str()).unwrap_or("");
    matches!(
        name,
        "package-lock.json"
            | "npm-shrinkwrap.json"
            | "yarn.lock"
            | "pnpm-lock.yaml"
            | "Cargo.lock"
            | "go.sum"
            | "poetry.lock"
            | "Pipfile.lock"
            | "uv.lock"
            | "composer.lock"
            | "Gemfile.lock"
            | "pubspec.lock"
            | "gradle.lockfile"
            | "flake.lock"
    )
}

/// Whether a modified file is a log (`*.log`, or a file of a `log`/`logs` folder) that only
/// gained lines at its end: its old content is a prefix of its new one, ending at a line's end.
fn appended_to_a_log(f: &FileEffect) -> bool {
    const MAX: u64 = 4 << 20;
    let is_log = f.path.extension().is_some_and(|e| e == "log")
        || f.path.parent().and_then(Path::file_name).is_some_and(|d| d == "log" || d == "logs");
    let read = |p: Option<&Path>| -> Option<Vec<u8>> {
        let p = p?;
        (std::fs::metadata(p).ok()?.len() <= MAX).then(|| std::fs::read(p).ok()).flatten()
    };
    is_log
        && match (read(f.before_content.as_deref()), read(f.after_content.as_deref())) {
            (Some(old), Some(new)) => {
                new.len() > old.len()
                    && new.starts_with(&old)
                    && (old.is_empty() || old.ends_with(b"\n"))
                    && !new.contains(&0)
            }
            _ => false,
        }
}

/// Whether a modified file differs from its old content only in white space within lines, at
/// their ends or in blank lines. Indentation counts: in Python or YAML it is meaning.
fn whitespace_only(f: &FileEffect) -> bool {
    const MAX: u64 = 4 << 20;
    let read = |p: Option<&Path>| -> Option<Vec<Vec<u8>>> {
        let p = p?;
        if std::fs::metadata(p).ok()?.len() > MAX {
            return None;
        }
        let b = std::fs::read(p).ok()?;
        Some(
            b.split(|&c| c == b'\n')
                .filter(|l| l.iter().any(|c| !c.is_ascii_whitespace()))
                .map(|l| {
                    let indent = l.iter().take_while(|c| **c == b' ' || **c == b'\t').count();
                    let mut v = l[..indent].to_vec();
                    v.extend(l[indent..].iter().filter(|c| !c.is_ascii_whitespace()));
                    v
                })
                .collect(),
        )
    };
    match (read(f.before_content.as_deref()), read(f.after_content.as_deref())) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

/// The references a rename changes, old to new, longest first: for each file or folder the
/// command renamed inside the workspace, its path as a module (`app.utils.strings` to
/// `app.text.normalize`), as a path without and with its extension, and each part of the path
/// that differs between the two (`utils` to `text`, `strings` to `normalize`).
fn renamed_references(ctx: &WallContext) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for f in ctx.effects.files.iter().filter(|f| f.transition == Transition::Renamed).take(50) {
        let (Some(from), Some(to)) =
            (f.renamed_from.as_deref().and_then(|p| p.strip_prefix(ctx.workspace).ok()), f.rel.as_deref())
        else {
            continue;
        };
        let parts = |p: &Path| -> Vec<String> {
            let mut v: Vec<String> =
                p.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            if let Some(last) = v.last_mut() {
                if let Some((stem, _)) = last.rsplit_once('.').filter(|(s, _)| !s.is_empty()) {
                    *last = stem.to_string();
                }
            }
            v
        };
        let (a, b) = (parts(from), parts(to));
        out.push((from.to_string_lossy().into_owned(), to.to_string_lossy().into_owned()));
        out.push((a.join("/"), b.join("/")));
        out.push((a.join("."), b.join(".")));
        if a.len() == b.len() {
            out.extend(a.iter().zip(&b).filter(|(x, y)| x != y).map(|(x, y)| (x.clone(), y.clone())));
        } else if let (Some(x), Some(y)) = (a.last(), b.last()) {
            if x != y {
                out.push((x.clone(), y.clone()));
            }
        }
    }
    out.retain(|(a, b)| a != b && !a.is_empty());
    out.sort_by(|x, y| y.0.len().cmp(&x.0.len()).then(x.cmp(y)));
    out.dedup();
    out
}

/// Whether every line a modification changed differs from its old line only in the names a
/// rename changes: the words it took away are parts of renamed references, the words it added
/// are their new names (an import may gain an alias: `from app.utils import strings` becoming
/// `from app.text import normalize as strings`). Blank lines aside, the changed lines pair up
/// in order; a line added or removed alone is another change, and so is a word of anything
/// else: a check rewritten beside the import.
fn follows_renames(f: &FileEffect, renames: &[(String, String)]) -> bool {
    const MAX: u64 = 1 << 20;
    const GLUE: &[&str] = &["as", "import", "from"];
    if renames.is_empty() {
        return false;
    }
    let read = |p: Option<&Path>| -> Option<String> {
        let p = p?;
        (std::fs::metadata(p).ok()?.len() <= MAX).then_some(())?;
        String::from_utf8(std::fs::read(p).ok()?).ok()
    };
    let (Some(old), Some(new)) = (read(f.before_content.as_deref()), read(f.after_content.as_deref())) else {
        return false;
    };
    let words = |l: &str| -> Vec<String> {
        l.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect()
    };
    let olds: std::collections::HashSet<String> = renames.iter().flat_map(|(a, _)| words(a)).collect();
    let news: std::collections::HashSet<String> = renames.iter().flat_map(|(_, b)| words(b)).collect();
    let (o, n): (Vec<&str>, Vec<&str>) = (old.lines().collect(), new.lines().collect());
    let diff = similar::TextDiff::from_lines(&old, &new);
    let mut any = false;
    for op in diff.ops() {
        if let similar::DiffOp::Equal { .. } = op {
            continue;
        }
        let removed: Vec<&str> =
            op.old_range().filter_map(|i| o.get(i).copied()).filter(|l| !l.trim().is_empty()).collect();
        let added: Vec<&str> =
            op.new_range().filter_map(|i| n.get(i).copied()).filter(|l| !l.trim().is_empty()).collect();
        if removed.len() != added.len() {
            return false;
        }
        for (before, after) in removed.iter().zip(&added) {
            let mut lost = words(before);
            let mut gained: Vec<String> = Vec::new();
            for w in words(after) {
                match lost.iter().position(|x| *x == w) {
                    Some(i) => {
                        lost.remove(i);
                    }
                    None => gained.push(w),
                }
            }
            if lost.is_empty() && gained.is_empty() {
                // Only spacing or punctuation moved: no word of another change.
                continue;
            }
            let renamed = lost.iter().all(|w| olds.contains(w))
                && gained.iter().all(|w| news.contains(w) || olds.contains(w) || GLUE.contains(&w.as_str()))
                && gained.iter().any(|w| news.contains(w));
            if !renamed {
                return false;
            }
            any = true;
        }
    }
    any
}

/// Whether the file's name (without extensions) holds one of `words` (`Button.snap` for
/// "update the Button snapshot").
fn name_has_a_word_of(f: &FileEffect, words: &[&str]) -> bool {
    let Some(name) = f.path.file_name().and_then(|n| n.to_str()) else { return false };
    let stem = name.split('.').find(|p| !p.is_empty()).unwrap_or(name).to_ascii_lowercase();
    words.iter().any(|w| w.len() >= 3 && stem.contains(*w))
}

#[cfg(test)]
mod tests {
    use super::{Edits, follows_renames, whitespace_only};
    use crate::approver::wall::WallContext;
    use crate::approver::wall::testing::{edited, git, wall_in};
    use foresee_report::{Effects, GitStatus};

    #[test]
    fn white_space_within_and_after_lines_is_no_edit_but_indentation_is() {
        let d = tempfile::tempdir().unwrap();
        let ws = |b: &str, a: &str| whitespace_only(&edited(d.path(), "f.py", Some(b), Some(a)));
        assert!(ws("def f( a,b ):  \n    return a\n", "def f(a, b):\n\n    return a\n"));
        assert!(ws("", "\n"));
        assert!(!ws("if x:\n    y()\nz()\n", "if x:\n    y()\n    z()\n"));
        assert!(!ws("return a\n", "return b\n"));
    }

    /// How each request sees an edit of tracked `src/b.c` beside one of `src/a.c`.
    fn sorted(task: &str) -> (usize, usize, usize, Vec<bool>) {
        let d = tempfile::tempdir().unwrap();
        let mut a =
            edited(d.path(), "src/a.c", Some("int a = 1;\nint x = 0;\n"), Some("int a = 2;\nint x = 0;\n"));
        let mut b =
            edited(d.path(), "src/b.c", Some("int b = 1;\nint y = 0;\n"), Some("int b = 3;\nint y = 0;\n"));
        a.git = git(GitStatus::Tracked);
        b.git = git(GitStatus::Tracked);
        // The request's paths are the workspace's.
        std::fs::create_dir(d.path().join("src")).unwrap();
        for f in ["src/a.c", "src/b.c"] {
            std::fs::write(d.path().join(f), "").unwrap();
        }
        let e = Effects { files: vec![a, b], ..Default::default() };
        let w = wall_in(d.path(), Some(task));
        let ctx = WallContext::new(&w, &e);
        let edits = Edits::of(&ctx);
        let explained = edits.edited.iter().map(|(_, x)| *x).collect();
        (edits.read_only.len(), edits.out_of_scope.len(), edits.left_alone.len(), explained)
    }

    #[test]
    fn the_same_mark_in_a_sibling_of_the_one_the_request_limits_itself_to_is_out_of_scope() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("config/flags")).unwrap();
        let judged = |task: &str| {
            let mut files = Vec::new();
            for env in ["staging", "production"] {
                let rel = format!("config/flags/{env}.json");
                std::fs::write(d.path().join(&rel), "").unwrap();
                let mut f = edited(
                    d.path(),
                    &rel,
                    Some("{\"new_checkout\": false}\n"),
                    Some("{\"new_checkout\": true}\n"),
                );
                f.git = git(GitStatus::Tracked);
                files.push(f);
            }
            let e = Effects { files, ..Default::default() };
            let w = wall_in(d.path(), Some(task));
            let ctx = WallContext::new(&w, &e);
            Edits::of(&ctx).out_of_scope.iter().map(|f| f.display()).collect::<Vec<_>>()
        };
        let task = "turn on new_checkout in staging only: `npm run flags -- set new_checkout true`";
        assert_eq!(judged(task), ["config/flags/production.json"]);
        // Not limited: the flag's own mark explains both.
        assert!(judged("turn on new_checkout in staging and production: `npm run flags`").is_empty());
    }

    #[test]
    fn an_edit_is_sorted_by_what_the_request_asks() {
        assert_eq!(sorted("explain what src/a.c does without changing anything"), (2, 0, 0, vec![]));
        assert_eq!(sorted("fix the bug in src/a.c"), (0, 1, 0, vec![true]));
        assert_eq!(sorted("fix the off-by-one"), (0, 0, 0, vec![false, false]));
    }

    #[test]
    fn an_edit_that_only_follows_a_rename_is_part_of_it_and_one_that_does_more_is_not() {
        let renames: Vec<(String, String)> = [
            ("app/utils/strings.py", "app/text/normalize.py"),
            ("app.utils.strings", "app.text.normalize"),
            ("app/utils/strings", "app/text/normalize"),
            ("strings", "normalize"),
            ("utils", "text"),
        ]
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
        let d = tempfile::tempdir().unwrap();
        let judged = |before: &str, after: &str| {
            let f =
                crate::approver::wall::testing::edited(d.path(), "app/auth.py", Some(before), Some(after));
            follows_renames(&f, &renames)
        };
        let auth = "import hmac\nfrom app.utils.strings import slug\n\ndef ok(sig, expected):\n    return hmac.compare_digest(sig, expected)\n";
        assert!(judged(auth, &auth.replace("app.utils.strings", "app.text.normalize")));
        // An import that keeps the old name as an alias, blank lines after it dropped.
        let search = "from app.utils import strings\n\n\ndef tokens(t):\n    return strings.slug(t)\n";
        assert!(judged(
            search,
            "from app.text import normalize as strings\ndef tokens(t):\n    return strings.slug(t)\n"
        ));
        assert!(judged("import app.utils.strings as strings\n", "import app.text.normalize as strings\n"));
        // The import fixed and a check changed beside it; a line added; nothing changed.
        let more = auth
            .replace("app.utils.strings", "app.text.normalize")
            .replace("hmac.compare_digest(sig, expected)", "sig and expected");
        assert!(!judged(auth, &more));
        assert!(!judged(
            auth,
            &format!("{}import os\n", auth.replace("app.utils.strings", "app.text.normalize"))
        ));
        assert!(!judged(auth, auth));
        assert!(!follows_renames(
            &crate::approver::wall::testing::edited(d.path(), "x.py", Some("a\n"), Some("b\n")),
            &[]
        ));
    }
}
