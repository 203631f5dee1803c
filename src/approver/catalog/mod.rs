//! The wall's rules: one file per rule, in the folder of its family (`git/rewrite.rs` for
//! `git.rewrite`, `network/dns_exfiltration.rs` for `dns.exfiltration`), each holding the rule
//! the way a linter holds a lint: its logic (a `check` over the
//! [`WallContext`](super::wall::WallContext) that raises `rule: RULE.id`), a [`Rule`] with the
//! id, the default action, what it catches, why, and an example that fires it beside the
//! look-alike that does not, and unit tests of both directions. [`super::wall::Wall::judge`]
//! calls the checks in a fixed order.
//!
//! Families: `git` (history, rewrite, hooks, config, stash), `secret` (disclosed, exfiltration,
//! in-file, in-output, staged, and private reads), `network` (attempt, DNS exfiltration),
//! `privilege` (change, staged), `places` (protected, foresee's own, outside the workspace,
//! sensitive places), `work` (tracked destroyed, work lost, binaries broken), `data` (deleted,
//! records removed, values lost, copied in, not anonymised), `scope` (read-only, tracked edit,
//! unexplained edit, mapping, format-only, version bump, kept), `safeguards` (security, tests,
//! CI weakened, access widened), `supply` (source changed), `rehearsal` (limit reached). A
//! family's `mod.rs` holds what its rules share.
//!
//! What users read is generated from these, never kept beside them: `foresee rules explain
//! [RULE]`, and `foresee rules reference [--full]`, whose table is README.md's section on the
//! wall, between `<!-- rules:begin -->` and `<!-- rules:end -->`. Tests here fail when the
//! README's block differs from it, when a rule id used in `src/` has no entry here, or an entry
//! here no use, or when a rule's file is not named after its id; each entry names the files
//! that hold its logic ([`Rule::sources`]), the first being the one that raises its finding.
//!
//! Every example starts from the same [`SCENE`]; `tests/catalog.rs` rehearses each, the command
//! that fires and the look-alike that does not.

use super::Decision;

/// An edit from `before` to `after`, for the rule files' tests of edits.
#[cfg(test)]
fn edit(before: &str, after: &str) -> crate::approver::weakening::Edit {
    let d = tempfile::tempdir().unwrap();
    let (b, a) = (d.path().join("before"), d.path().join("after"));
    std::fs::write(&b, before).unwrap();
    std::fs::write(&a, after).unwrap();
    crate::approver::weakening::Edit::read(Some(&b), Some(&a)).unwrap()
}

pub(crate) mod data;
pub(crate) mod git;
pub(crate) mod network;
pub(crate) mod places;
pub(crate) mod privilege;
pub(crate) mod rehearsal;
pub(crate) mod safeguards;
pub(crate) mod scope;
pub(crate) mod secret;
pub(crate) mod supply;
pub(crate) mod work;

pub const RULES: &[&Rule] = &[
    &git::history::RULE,
    &git::hooks::RULE,
    &git::config::RULE,
    &places::protected::RULE,
    &places::foresee_self::RULE,
    &secret::disclosed::RULE,
    &secret::exfiltration::RULE,
    &privilege::change::RULE,
    &secret::private_read::RULE,
    &places::sensitive_write::RULE,
    &privilege::staged::RULE,
    &secret::in_output::RULE,
    &secret::in_file::RULE,
    &secret::staged::RULE,
    &secret::linked::RULE,
    &git::rewrite::RULE,
    &git::stash::RULE,
    &work::tracked_destroy::RULE,
    &work::binary_broken::RULE,
    &scope::tracked_edit::RULE,
    &scope::unexplained_edit::RULE,
    &scope::read_only::RULE,
    &scope::mapping::RULE,
    &scope::format_only::RULE,
    &scope::comments_only::RULE,
    &scope::version_bump::RULE,
    &scope::unasked_setting::RULE,
    &scope::undescribed::RULE,
    &scope::additive::RULE,
    &safeguards::security_weakened::RULE,
    &safeguards::access_widened::RULE,
    &supply::source_changed::RULE,
    &safeguards::tests_weakened::RULE,
    &safeguards::ci_weakened::RULE,
    &scope::kept::RULE,
    &data::deleted::RULE,
    &data::published::RULE,
    &data::not_anonymised::RULE,
    &data::records_removed::RULE,
    &data::records_outside_request::RULE,
    &data::values_lost::RULE,
    &work::lost::RULE,
    &data::copied_in::RULE,
    &places::outside_workspace::RULE,
    &network::attempt::RULE,
    &network::dns_exfiltration::RULE,
    &rehearsal::limit_reached::RULE,
];

/// One rule of the wall, as its users are told about it.
#[derive(Debug)]
pub struct Rule {
    /// What a finding names it by (`[rule tracked.destroy]`).
    pub id: &'static str,
    /// What it decides when it fires, unless the task changes that (`catches` says how).
    pub action: Decision,
    /// What it catches: when it fires, and its exceptions (Markdown, one paragraph).
    pub catches: &'static str,
    /// Why: the harm it prevents (Markdown, one paragraph).
    pub why: &'static str,
    pub example: Example,
    /// The files that hold its logic, from the repository's root; the first raises the finding.
    pub sources: &'static [&'static str],
}

/// A command that fires the rule and a look-alike that does not, from the [`SCENE`].
#[derive(Debug)]
pub struct Example {
    /// Shell steps run for real first (empty when the scene is enough).
    pub setup: &'static str,
    /// Fires the rule, with its [`Rule::action`].
    pub fires: Run,
    /// Looks like `fires`, yet the rule stays silent.
    pub passes: Run,
    /// Why the look-alike passes, as a clause.
    pub contrast: &'static str,
}

/// One `foresee run`.
#[derive(Debug)]
pub struct Run {
    /// The shell command (`foresee run -c`).
    pub command: &'static str,
    /// What the user asked for (`--task`).
    pub task: Option<&'static str>,
    /// Other options of `foresee run` (`--timeout 1`).
    pub flags: &'static [&'static str],
}

impl Run {
    /// As it is typed: `foresee run --task 'delete the README' -c 'rm README'`.
    pub fn shown(&self) -> String {
        let mut s = String::from("foresee run");
        if let Some(t) = self.task {
            s.push_str(" --task ");
            s.push_str(&quote(t));
        }
        for f in self.flags {
            s.push(' ');
            s.push_str(&quote(f));
        }
        s.push_str(" -c ");
        s.push_str(&quote(self.command));
        s
    }
}

/// Where every example starts: a git repository, its uncommitted and ignored files, and a home.
pub struct Scene {
    /// Committed in the repository.
    pub tracked: &'static [(&'static str, &'static str)],
    /// In the work tree, not committed: uncommitted work, and what `.gitignore` ignores.
    pub untracked: &'static [(&'static str, &'static str)],
    /// In the home folder.
    pub home: &'static [(&'static str, &'static str)],
}

pub const SCENE: Scene = Scene {
    tracked: &[
        ("README", "hello\n"),
        ("src/a.c", "int a(void) { return 1; }\n"),
        ("src/b.c", "int b(void) { return 2; }\n"),
        ("VERSION", "1.0\n"),
        ("tests/test_math.py", "def test_add():\n    assert 1 + 1 == 2\n    assert 2 + 2 == 4\n"),
        ("data/people.csv", "name,age\nann,31\nbob,42\ncid,27\n"),
        (".gitignore", "build/\n"),
        ("tool", "#!/bin/sh\necho tool\n"),
    ],
    untracked: &[("notes.txt", "my uncommitted notes\n"), ("build/out.o", "object\n")],
    home: &[
        (
            ".aws/credentials",
            "[default]\naws_access_key_id = AKIAZ7QWERTYUIOPASDF\naws_secret_access_key = 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\n",
        ),
        (".bashrc", "# bashrc\n"),
    ],
};

impl Scene {
    /// The scene in words, file names only.
    pub fn describe(&self) -> String {
        let names = |files: &[(&str, &str)], prefix: &str| {
            let mut v: Vec<String> = files.iter().map(|(p, _)| format!("`{prefix}{p}`")).collect();
            let last = v.pop().unwrap_or_default();
            if v.is_empty() { last } else { format!("{} and {last}", v.join(", ")) }
        };
        format!(
            "a git repository that tracks {}, with uncommitted `{}` and ignored `{}`; a home holding {}",
            names(self.tracked, ""),
            self.untracked[0].0,
            self.untracked[1].0,
            names(self.home, "~/")
        )
    }
}

/// The rule with this id.
pub fn find(id: &str) -> Option<&'static Rule> {
    RULES.iter().copied().find(|r| r.id == id)
}

/// Ids close to one that names no rule: of the same family (`secret.` for `secret.leak`), or
/// a few letters away (`tracked.destory`), nearest first.
pub fn close_to(id: &str) -> Vec<&'static str> {
    let id = id.trim().to_lowercase();
    let family = id.split('.').next().unwrap_or("");
    let mut near: Vec<(usize, &'static str)> = RULES
        .iter()
        .filter_map(|r| {
            let d = distance(&id, r.id);
            let same_family = !family.is_empty() && r.id.split('.').next() == Some(family);
            let part = id.len() >= 3 && r.id.contains(id.as_str());
            (d <= (id.len() / 3).max(2) || same_family || part).then_some((d, r.id))
        })
        .collect();
    near.sort();
    near.into_iter().map(|(_, id)| id).take(8).collect()
}

/// Edit distance in characters (insertions, deletions, substitutions).
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(here + 1);
            prev = here;
        }
    }
    row[b.len()]
}

/// The table of README.md's section on the wall: `| rule | action | fires when |`.
pub fn table() -> String {
    let mut s = String::from("| rule | action | fires when |\n|---|---|---|\n");
    for r in RULES {
        s.push_str(&format!("| `{}` | {} | {} |\n", r.id, r.action.as_str(), r.catches.replace('|', "\\|")));
    }
    s
}

/// Every rule in Markdown: what it catches, why, its example, where its logic is.
pub fn full() -> String {
    let mut s = format!("Every example starts in {}.\n", SCENE.describe());
    for r in RULES {
        let e = &r.example;
        s.push_str(&format!("\n### `{}` ({})\n\n", r.id, r.action.as_str()));
        s.push_str(&format!("**Catches:** {}.\n\n**Why:** {}\n\n**Example:**\n\n```sh\n", r.catches, r.why));
        if !e.setup.is_empty() {
            s.push_str(&format!("# set-up, run for real first\n{}\n", e.setup));
        }
        s.push_str(&format!("# fires ({})\n{}\n", r.action.as_str(), e.fires.shown()));
        s.push_str(&format!("# does not fire: {}\n{}\n```\n\n", e.contrast, e.passes.shown()));
        s.push_str(&format!("Logic: {}.\n", sources(r, "`")));
    }
    s
}

/// One rule in plain text, for the terminal.
pub fn explain(r: &Rule) -> String {
    let e = &r.example;
    let mut s = format!("{} ({})\n\n", r.id, r.action.as_str());
    s.push_str(&wrap("What it catches: ", &format!("{}.", r.catches)));
    s.push('\n');
    s.push_str(&wrap("Why: ", r.why));
    s.push_str("\nExample:\n");
    if !e.setup.is_empty() {
        s.push_str(&format!("  after:   {}\n", e.setup));
    }
    s.push_str(&format!("  fires:   {}\n", e.fires.shown()));
    s.push_str(&format!("  passes:  {}\n", e.passes.shown()));
    s.push_str(&wrap("           ", &format!("({})", e.contrast)));
    s.push('\n');
    s.push_str(&wrap("Logic: ", &sources(r, "")));
    s
}

fn sources(r: &Rule, tick: &str) -> String {
    r.sources.iter().map(|p| format!("{tick}{p}{tick}")).collect::<Vec<_>>().join(", ")
}

/// `text` after `lead`, wrapped at 100 columns, later lines indented by two.
fn wrap(lead: &str, text: &str) -> String {
    let indent = if lead.trim().is_empty() { lead.len() } else { 2 };
    let mut out = String::new();
    let mut line = lead.to_string();
    let mut fresh = true;
    for word in text.split_whitespace() {
        if !fresh && line.chars().count() + 1 + word.chars().count() > 100 {
            out.push_str(&line);
            out.push('\n');
            line = " ".repeat(indent);
            fresh = true;
        }
        if !fresh {
            line.push(' ');
        }
        line.push_str(word);
        fresh = false;
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// A word as the shell reads it back: single quotes unless it holds one, then double quotes
/// when nothing in it expands, else single quotes with each `'` spelled `'\''`.
fn quote(s: &str) -> String {
    if !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_./=:,+@%".contains(&b)) {
        s.to_string()
    } else if !s.contains('\'') {
        format!("'{s}'")
    } else if !s.contains(['"', '$', '`', '\\', '!']) {
        format!("\"{s}\"")
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// Ids that findings carry and this catalog does not hold, with where they are explained.
fn elsewhere(id: &str) -> Option<String> {
    if id == "user.rule" {
        Some(
            "`user.rule` is a rule you added with `foresee rules add`; `foresee rules list` shows them"
                .into(),
        )
    } else if id == crate::advisor::MODEL_RULE {
        Some(format!(
            "`{id}` is the finding of the model advising foresee (`[model]` in your configuration): its block, or its question when it advises on everything; the reason says what it found"
        ))
    } else if let Some(name) = id.strip_prefix("config.") {
        Some(format!(
            "`{id}` is the rule `{name}` of a configuration's [[rule]] entries (yours or the repository's foresee.toml)"
        ))
    } else {
        id.strip_prefix("text.").map(|_| {
            format!("`{id}` is a rule of the command-text baseline (`foresee run --approver command-text`), a deny-list kept for comparison")
        })
    }
}

/// `foresee rules explain [RULE]`.
pub fn explain_command(id: Option<&str>) -> i32 {
    let Some(id) = id else {
        crate::out!("{}\n", wrap("Every example starts in ", &format!("{}.", SCENE.describe())));
        let all: Vec<String> = RULES.iter().map(|r| explain(r)).collect();
        crate::out!("{}", all.join("\n"));
        return 0;
    };
    if let Some(r) = find(id.trim()) {
        crate::out!("{}\n{}", explain(r), wrap("The example starts in ", &format!("{}.", SCENE.describe())));
        return 0;
    }
    if let Some(note) = elsewhere(id.trim()) {
        crate::errln!("foresee rules explain: {note}; it is none of the wall's rules");
        return 2;
    }
    let near = close_to(id);
    if near.is_empty() {
        let all: Vec<&str> = RULES.iter().map(|r| r.id).collect();
        crate::errln!("foresee rules explain: no rule {id:?}; the rules are: {}", all.join(", "));
    } else {
        crate::errln!(
            "foresee rules explain: no rule {id:?}; did you mean {}? (`foresee rules reference` lists all {})",
            near.join(", "),
            RULES.len()
        );
    }
    2
}

/// `foresee rules reference [--full]`.
pub fn reference_command(full_: bool) -> i32 {
    crate::out!("{}", if full_ { full() } else { table() });
    0
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    fn root() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
    }

    const BEGIN: &str = "<!-- rules:begin";
    const END: &str = "<!-- rules:end -->";

    /// README.md's block between the markers: (text before it with the begin line, the block,
    /// the end line and what follows).
    fn readme_block(readme: &str) -> (usize, usize) {
        let begin = readme.find(BEGIN).expect("README.md has a `<!-- rules:begin ... -->` line");
        let start = begin + readme[begin..].find('\n').expect("a line after the begin marker") + 1;
        let end = start + readme[start..].find(END).expect("README.md has a `<!-- rules:end -->` line");
        (start, end)
    }

    /// `FORESEE_BLESS=1 cargo test --lib approver::catalog` writes the table into README.md.
    #[test]
    fn the_readme_table_is_the_generated_one() {
        let path = root().join("README.md");
        let readme = std::fs::read_to_string(&path).unwrap();
        let (start, end) = readme_block(&readme);
        // Blank lines around the table: a table ends at the first one, not at an HTML comment.
        let want = format!("\n{}\n", table());
        if readme[start..end] == want {
            return;
        }
        if std::env::var_os("FORESEE_BLESS").is_some() {
            std::fs::write(&path, format!("{}{want}{}", &readme[..start], &readme[end..])).unwrap();
            return;
        }
        let diff = similar::TextDiff::from_lines(&readme[start..end], want.as_str())
            .unified_diff()
            .header("README.md", "foresee rules reference")
            .to_string();
        panic!(
            "README.md's table of rules differs from the catalog (src/approver/catalog/): edit the rule's \
             file, never the table, then regenerate it with\n  FORESEE_BLESS=1 cargo test --lib approver::catalog\n\
             (`foresee rules reference` prints it)\n{diff}"
        );
    }

    /// Rule ids the sources use: `rule: "x"` in a finding, `f.rule == "x"` in a comparison, and
    /// the ids of a `for (rule, ...) in [("x", ...), ...]` loop, and a rule file's own id where it
    /// raises `rule: RULE.id`; each with the file it is in.
    fn ids_used() -> Vec<(String, PathBuf)> {
        let field = regex::Regex::new(r#"\brule:\s*"([^"]+)""#).unwrap();
        let compared = regex::Regex::new(r#"\.rule\s*[!=]=\s*"([^"]+)""#).unwrap();
        let looped = regex::Regex::new(r#"for\s*\(\s*rule\s*,[^)]*\)\s*in\s*\[([^\]]*)\]"#).unwrap();
        let tuple = regex::Regex::new(r#"\(\s*"([^"]+)""#).unwrap();
        let own = regex::Regex::new(r#"\bid:\s*"([^"]+)""#).unwrap();
        let catalog = root().join("src/approver/catalog");
        let mut used = Vec::new();
        for e in walkdir::WalkDir::new(root().join("src")) {
            let e = e.unwrap();
            let p = e.path();
            if p.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(p).unwrap();
            // A rule whose logic lives in its own file raises its finding as `rule: RULE.id`.
            if p.starts_with(&catalog) {
                if let (true, Some(id)) = (text.contains("rule: RULE.id"), own.captures(&text)) {
                    used.push((id[1].to_string(), p.strip_prefix(root()).unwrap().to_path_buf()));
                }
                continue;
            }
            let rel = p.strip_prefix(root()).unwrap().to_path_buf();
            let mut found: Vec<String> = field
                .captures_iter(&text)
                .chain(compared.captures_iter(&text))
                .map(|c| c[1].to_string())
                .collect();
            for l in looped.captures_iter(&text) {
                found.extend(tuple.captures_iter(&l[1]).map(|c| c[1].to_string()));
            }
            // Your rules and configured ones: explained by `foresee rules list`, not here.
            found.retain(|id| elsewhere(id).is_none());
            used.extend(found.into_iter().map(|id| (id, rel.clone())));
        }
        used
    }

    #[test]
    fn every_rule_id_in_the_sources_has_an_entry_and_every_entry_a_use() {
        let used = ids_used();
        let used_ids: BTreeSet<&str> = used.iter().map(|(id, _)| id.as_str()).collect();
        let documented: BTreeSet<&str> = RULES.iter().map(|r| r.id).collect();
        let undocumented: Vec<String> = used
            .iter()
            .filter(|(id, _)| !documented.contains(id.as_str()))
            .map(|(id, p)| format!("{id} (in {})", p.display()))
            .collect();
        assert!(
            undocumented.is_empty(),
            "rule ids with no entry in src/approver/catalog/ (add a file for each, named after its id, \
             and list it in RULES): {undocumented:?}"
        );
        let unused: Vec<&str> = documented.difference(&used_ids).copied().collect();
        assert!(unused.is_empty(), "catalog entries no source uses (a rule removed or renamed?): {unused:?}");
        // The file an entry names first is where its finding is raised.
        for r in RULES {
            let first = Path::new(r.sources[0]);
            assert!(
                used.iter().any(|(id, p)| id == r.id && p == first),
                "{}: its first source, {}, raises no finding of it",
                r.id,
                first.display()
            );
        }
    }

    /// The file a rule's id names, in the folder of its family: `git/rewrite.rs` for
    /// `git.rewrite` (the family's name is not repeated), `network/dns_exfiltration.rs` for
    /// `dns.exfiltration` (a family named for what its rules share).
    fn file_of(id: &str, family: &str) -> String {
        let name = id.replace(['.', '-'], "_");
        let name = name.strip_prefix(&format!("{family}_")).unwrap_or(&name);
        format!("{family}/{name}.rs")
    }

    #[test]
    fn each_rule_has_its_own_file_named_after_its_id_in_its_family() {
        let dir = root().join("src/approver/catalog");
        // Every file but a folder's `mod.rs` (which holds what a family's rules share) is a rule's.
        let mut files: BTreeSet<String> = BTreeSet::new();
        for e in walkdir::WalkDir::new(&dir).min_depth(1) {
            let e = e.unwrap();
            let rel = e.path().strip_prefix(&dir).unwrap().to_string_lossy().into_owned();
            if e.file_type().is_dir() {
                assert_eq!(e.depth(), 1, "{rel}: a family is one folder deep");
            } else if rel.ends_with(".rs") && e.file_name() != "mod.rs" {
                files.insert(rel);
            }
        }
        let mut ids = BTreeSet::new();
        for r in RULES {
            assert!(ids.insert(r.id), "{} is in RULES twice", r.id);
            let declared = format!("id: \"{}\"", r.id);
            let holding: Vec<&String> = files
                .iter()
                .filter(|f| std::fs::read_to_string(dir.join(f)).is_ok_and(|t| t.contains(&declared)))
                .collect();
            let [file] = holding[..] else { panic!("{}: declared in {holding:?}, not in one file", r.id) };
            let family = file.split_once('/').map(|(f, _)| f).unwrap_or("");
            let want = file_of(r.id, family);
            assert_eq!(*file, want, "{}: its file is named after its id", r.id);
            let file = file.clone();
            assert!(files.remove(&file));
        }
        assert!(files.is_empty(), "rule files not listed in RULES: {files:?}");
    }

    #[test]
    fn entries_are_written_out_and_their_sources_exist() {
        let host = regex::Regex::new(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev)\b").unwrap();
        for r in RULES {
            assert_ne!(r.action, Decision::Allow, "{}: a rule blocks or asks", r.id);
            assert!(!r.catches.is_empty() && !r.catches.ends_with('.'), "{}: catches is a clause", r.id);
            assert!(!r.catches.contains('\n'), "{}: catches is one line of the table", r.id);
            assert!(r.why.len() > 80 && r.why.ends_with('.'), "{}: why is a paragraph", r.id);
            let e = &r.example;
            assert!(
                (e.fires.command, e.fires.task) != (e.passes.command, e.passes.task),
                "{}: the look-alike differs from the command that fires",
                r.id
            );
            assert!(!e.contrast.is_empty() && !e.contrast.ends_with('.'), "{}: contrast is a clause", r.id);
            for text in [e.setup, e.fires.command, e.passes.command, r.catches, r.why]
                .into_iter()
                .chain(e.fires.task)
                .chain(e.passes.task)
            {
                for h in host.find_iter(text) {
                    let h = h.as_str();
                    assert!(
                        ["example.com", "example.org", "example.net"]
                            .iter()
                            .any(|x| h == *x || h.ends_with(&format!(".{x}"))),
                        "{}: the example host {h} is no example.com/org/net one",
                        r.id
                    );
                }
            }
            for s in r.sources {
                assert!(root().join(s).is_file(), "{}: its source {s} does not exist", r.id);
            }
        }
    }

    #[test]
    fn shown_commands_read_back_as_they_are() {
        for r in RULES {
            for run in [&r.example.fires, &r.example.passes] {
                let shown = run.shown();
                // The shell splits the line back into foresee's arguments.
                let o = std::process::Command::new("sh")
                    .arg("-c")
                    .arg(format!("printf '%s\\0' {}", &shown["foresee ".len()..]))
                    .output()
                    .unwrap();
                let got: Vec<String> =
                    String::from_utf8(o.stdout).unwrap().split_terminator('\0').map(String::from).collect();
                let mut want = vec!["run".to_string()];
                if let Some(t) = run.task {
                    want.extend(["--task".into(), t.into()]);
                }
                want.extend(run.flags.iter().map(|f| f.to_string()));
                want.extend(["-c".into(), run.command.into()]);
                assert_eq!(got, want, "{}: {shown}", r.id);
            }
        }
    }

    #[test]
    fn an_unknown_id_gets_the_close_ones() {
        assert_eq!(close_to("tracked.destory").first(), Some(&"tracked.destroy"));
        assert_eq!(close_to("Git.Hook").first(), Some(&"git.hooks"));
        let secrets = close_to("secret.leak");
        assert!(!secrets.is_empty() && secrets.iter().all(|id| id.starts_with("secret.")), "{secrets:?}");
        assert!(close_to("weakened").contains(&"tests.weakened"));
        assert!(close_to("zzzz.qqqq").is_empty());
        assert!(find("user.rule").is_none() && elsewhere("user.rule").is_some());
        assert!(elsewhere("config.prod-config").is_some_and(|n| n.contains("prod-config")));
    }

    #[test]
    fn the_references_hold_every_rule() {
        let t = table();
        assert_eq!(t.lines().count(), RULES.len() + 2);
        let f = full();
        for r in RULES {
            assert!(t.contains(&format!("| `{}` | {} |", r.id, r.action.as_str())), "{}", r.id);
            assert!(f.contains(&format!("### `{}` ({})", r.id, r.action.as_str())), "{}", r.id);
            let x = explain(r);
            assert!(x.starts_with(&format!("{} ({})\n", r.id, r.action.as_str())), "{x}");
            for part in
                ["What it catches: ", "Why: ", "fires:   foresee run", "passes:  foresee run", "Logic: "]
            {
                assert!(x.contains(part), "{}: no {part:?} in\n{x}", r.id);
            }
            assert!(
                x.lines().all(|l| l.chars().count() <= 100
                    || !l.trim().contains(' ')
                    || l.contains("foresee run")
                    || l.contains("after:")),
                "{x}"
            );
        }
    }
}
