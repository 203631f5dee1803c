//! The task's scope: which paths the user's request names, and what it intends. A deletion the
//! user asked for is not the same event as one they never mentioned; an edit outside the folder
//! the request is about is not the same as one inside it; and a request to "back up" or "import"
//! does not ask for anything to be destroyed, even where it names the data.

use std::path::Path;

const STOP_WORDS: &[&str] = &[
    "the",
    "a",
    "an",
    "and",
    "or",
    "of",
    "to",
    "in",
    "on",
    "for",
    "with",
    "all",
    "any",
    "my",
    "our",
    "this",
    "that",
    "it",
    "is",
    "be",
    "please",
    "file",
    "files",
    "folder",
    "folders",
    "directory",
    "dir",
    "from",
    "into",
    "by",
    "at",
    "as",
    "run",
    "make",
    "use",
    "then",
    "so",
    "up",
    "out",
    "new",
    "old",
    "me",
    "i",
    "you",
    "its",
    "their",
    "using",
    "what",
    "if",
    "do",
    "not",
    "don't",
    "dont",
    "code",
    "project",
    "script",
];

/// Words of a request too common to explain an edit whose changed lines happen to hold them
/// ("... before I commit" explains no line that mentions a commit).
const COMMON_WORDS: &[&str] = &[
    "before",
    "after",
    "whatever",
    "can",
    "could",
    "let",
    "lets",
    "let's",
    "want",
    "need",
    "needs",
    "should",
    "would",
    "will",
    "them",
    "they",
    "these",
    "those",
    "there",
    "here",
    "where",
    "when",
    "which",
    "who",
    "how",
    "why",
    "also",
    "just",
    "only",
    "some",
    "every",
    "each",
    "other",
    "same",
    "now",
    "again",
    "first",
    "last",
    "next",
    "still",
    "about",
    "over",
    "under",
    "without",
    "everything",
    "anything",
    "something",
    "nothing",
    "thing",
    "things",
    "way",
    "we",
    "us",
    "are",
    "was",
    "were",
    "has",
    "have",
    "had",
    "get",
    "got",
    "see",
    "sure",
    "ensure",
    "check",
    "checks",
    "fix",
    "fixes",
    "update",
    "updates",
    "change",
    "changes",
    "commit",
    "commits",
    "push",
    "work",
    "works",
    "working",
    "help",
    "try",
    "keep",
    "good",
    "fine",
    "clean",
    "tidy",
    "tidying",
    "small",
    "big",
    "quick",
    "quickly",
    "whole",
    "entire",
    "repo",
    "repository",
    "tool",
    "tools",
    "command",
    "run",
    "runs",
    "running",
    "one",
    "two",
];

/// Verbs that ask for something to be destroyed.
const DESTRUCTIVE: &[&str] = &[
    // "Consuming the fragments is expected": a tool that uses up its inputs deletes them.
    "consume",
    "consumes",
    "consuming",
    "consumed",
    "delete",
    "deletes",
    "deleting",
    // "so they are removed from logs/": a request in the passive.
    "deleted",
    "removed",
    "cleared",
    "purged",
    "pruned",
    "wiped",
    "erased",
    "remove",
    "removes",
    "removing",
    "rm",
    "clean",
    "cleans",
    "cleaning",
    "cleanup",
    "clear",
    "clears",
    "clearing",
    "drop",
    "drops",
    "dropping",
    "prune",
    "prunes",
    "pruning",
    "purge",
    "purges",
    "purging",
    "wipe",
    "wipes",
    "wiping",
    "erase",
    // "Process the erasure ticket": a data subject's records go.
    "erasure",
    "erases",
    "erasing",
    "reset",
    "resets",
    "resetting",
    "uninstall",
    "uninstalls",
    "uninstalling",
    "compact",
    "compacts",
    "compacting",
    "truncate",
    "truncating",
    "discard",
    "discards",
    "discarding",
    "tidy",
    "trim",
    "trimming",
    "rotate",
    "rotates",
    "rotating",
    "expire",
    "gc",
    "destroy",
    "destroying",
    "replace",
    "replaces",
    "replacing",
    "rewrite",
    "rewrites",
    "rewriting",
    "overwrite",
    "overwrites",
    "overwriting",
    "regenerate",
    "regenerates",
    "regenerating",
    "rebuild",
    "rebuilding",
    "rename",
    "renames",
    "renaming",
    "move",
    "moves",
    "moving",
    "mv",
    "migrate",
    "migrating",
    "dedupe",
    "deduplicate",
];

/// Destructive verbs that reshape data rather than ask for it to go: a migration, a rebuild, a
/// move, a compaction or tidying keeps every record (naming the database in "migrate the orders database"
/// does not ask for its rows to be dropped).
const RESHAPES: &[&str] = &[
    "rebuild",
    "rebuilding",
    "rename",
    "renames",
    "renaming",
    "move",
    "moves",
    "moving",
    "mv",
    "migrate",
    "migrating",
    "compact",
    "compacts",
    "compacting",
    "tidy",
    "tidying",
];

/// Words of a request for formatting only.
const FORMAT_WORDS: &[&str] = &[
    "format",
    "formatter",
    "formatting",
    "reformat",
    "fmt",
    "reindent",
    "indentation",
    "whitespace",
    "prettier",
    "gofmt",
    "rustfmt",
    "clang-format",
    "isort",
    "black",
];
/// Words of a request that asks for more than formatting.
const CHANGE_WORDS: &[&str] = &[
    "fix",
    "fixes",
    "add",
    "implement",
    "update",
    "refactor",
    "rename",
    "change",
    "write",
    "create",
    "remove",
    "delete",
    "bump",
    "upgrade",
    "migrate",
    "generate",
    "convert",
    "lint",
    "modernize",
    "rewrite",
    "replace",
    "replaced",
    "replacing",
    "allow",
    "grant",
    "deny",
    "edit",
    "enable",
    "disable",
    "insert",
    "append",
    "apply",
    "patch",
    "install",
    "drop",
    "move",
    "upgrade",
    "downgrade",
    "port",
    "switch",
    "raise",
    "lower",
    "increase",
    "decrease",
];

/// Verbs of a request that asks for outputs or an answer: a build, a run, a check, a report.
const OUTPUT_VERBS: &[&str] = &[
    "build",
    "rebuild",
    "compile",
    "precompile",
    "recompile",
    "run",
    "test",
    "lint",
    "check",
    "show",
    "list",
    "print",
    "display",
    "summarize",
    "summarise",
    "summary",
    "report",
    "measure",
    "count",
    "benchmark",
    "profile",
    "bundle",
    "package",
    "sign",
    "explain",
    "tell",
    "preview",
    "render",
    "inspect",
    "review",
    "analyze",
    "analyse",
    "validate",
    "verify",
    "audit",
    "estimate",
    "calculate",
    "compute",
];

/// Verbs of a request that asks for a change of what is there, beyond [`CHANGE_WORDS`] and the
/// words of destruction: a request with one of them asks for more than outputs.
const MORE_THAN_OUTPUTS: &[&str] = &[
    "fix",
    "fixes",
    "normalize",
    "normalise",
    "regenerate",
    "regen",
    "codegen",
    "set",
    "configure",
    "setup",
    "deploy",
    "publish",
    "release",
    "sync",
    "restore",
    "seed",
    "import",
    "merge",
    "commit",
    "push",
    "tag",
    "copy",
    "format",
    "reformat",
    "tidy",
    "vendor",
    "pin",
    "unpin",
    "refresh",
    "translate",
    "sort",
    "dedupe",
    "squash",
    "rebase",
    "revert",
    "reset",
    "trim",
    "truncate",
    "rotate",
    "archive",
    "link",
    "symlink",
    "resolve",
    "stamp",
    "annotate",
    "document",
    "prepare",
    "init",
    "initialize",
    "initialise",
    "scaffold",
    "bootstrap",
    "provision",
    "tune",
    "optimize",
    "optimise",
    "shrink",
    "compress",
    "minify",
    "strip",
    "encrypt",
    "decrypt",
    "renew",
    "register",
    "unregister",
    "uninstall",
    "reinstall",
    "enroll",
    "load",
    "unload",
    "mount",
    "chmod",
    "chown",
    "mark",
    "approve",
    "accept",
    "reject",
    "start",
    "stop",
    "restart",
    "kill",
    "reload",
];

/// Verbs that make something from what they read: the words after their "from" are inputs.
const MAKES_FROM: &[&str] = &[
    "generat",
    "regenerat",
    "build",
    "rebuild",
    "render",
    "export",
    "produc",
    "creat",
    "compil",
    "assembl",
    "make",
    "deriv",
    "updat",
    "refresh",
    "pin",
    "re-pin",
    "repin",
    "restor",
    "merg",
    "import",
    "sync",
    "add",
    "copy",
    "instal",
    "fill",
    "populat",
    "extract",
    "load",
    "seed",
    "publish",
    "deploy",
    "lock",
    "fetch",
    "pull",
    "download",
    "clone",
    "plot",
    "draw",
    "tabulat",
    "summari",
    "report",
    "write",
    "writing",
];

/// Verbs that take something out of what follows their "from": that is changed, not read.
const TAKES_FROM: &[&str] = &[
    "remov", "delet", "drop", "strip", "purg", "prun", "clean", "clear", "wip", "eras", "mov", "mv",
    "migrat", "archiv", "cut", "evict", "exclud", "rotat", "consum", "scrub", "filter", "dedup", "uninstal",
    "unlink", "detach", "trim", "redact", "take",
];

/// The words a request says only as inputs: after "from" in a clause whose verb makes
/// something ([`MAKES_FROM`]) and takes nothing out ([`TAKES_FROM`]), up to the next clause
/// or preposition ("regenerate paper/tables/table2.tex from experiments/results.csv with
/// analysis/make_tables.py": `experiments/results.csv`), or in a clause headed by a verb that
/// reads and with no verb of change ("check the licenses of everything in requirements.txt
/// and write the notices": `requirements.txt`, unless a clause of change points back with
/// "it" or "them"); and nowhere else in the request ("assemble the entry from the fragments;
/// consuming the fragments is expected" says the fragments go). Tokens as [`TaskScope`]
/// keeps them.
fn source_words(lower: &str, tokens: &[(String, bool)]) -> Vec<String> {
    const ENDS: &[&str] = &[
        "into", "to", "with", "using", "via", "and", "then", "so", "for", "by", "because", "that", "which",
        "as", "onto", "on", "in", "under", "inside", "at", "but", "if", "when", "while", "without", "before",
        "after", "since", "until", "than", "or", "please",
    ];
    // Verbs that read what follows them, at the head of a clause: "check the licenses of
    // everything in requirements.txt" reads `requirements.txt`.
    // Not "show" or "tell": "then show me the diff of app/build.gradle" names what changed.
    const READS: &[&str] = &[
        "check",
        "verify",
        "validate",
        "inspect",
        "review",
        "audit",
        "scan",
        "summarize",
        "summarise",
        "analyze",
        "analyse",
        "examine",
    ];
    const LEADS: &[&str] = &["please", "just", "also", "now", "first", "then", "and", "can", "could", "you"];
    const PRONOUNS: &[&str] = &["it", "them", "those", "these", "they", "its", "their"];
    let clauses = lower.split([';', ':', '!', '?', '\n']).flat_map(|c| {
        // A full stop ends a sentence, not a file name (`results.csv`).
        c.split(". ")
            .flat_map(|c| c.split(", "))
            .flat_map(|c| c.split(" and "))
            .flat_map(|c| c.split(" then "))
    });
    let mut phrases: Vec<Vec<String>> = Vec::new();
    let mut read_clauses: Vec<Vec<String>> = Vec::new();
    let mut elsewhere: Vec<String> = Vec::new();
    for clause in clauses {
        let raw: Vec<&str> = clause.split_whitespace().collect();
        let words: Vec<String> =
            raw.iter().map(|w| clean(w).trim_end_matches('/').trim_end_matches('.').to_string()).collect();
        let head = words.iter().find(|w| !LEADS.contains(&w.as_str()));
        let changes = words.iter().any(|w| {
            CHANGE_WORDS.contains(&w.as_str())
                || MORE_THAN_OUTPUTS.contains(&w.as_str())
                || DESTRUCTIVE.contains(&w.as_str())
                || RESHAPES.contains(&w.as_str())
        });
        if head.is_some_and(|h| READS.contains(&h.as_str())) && !changes {
            read_clauses.push(words);
            continue;
        }
        let mut i = 0;
        while i < words.len() {
            let w = &words[i];
            let before = &words[..i];
            let makes = before.iter().any(|b| MAKES_FROM.iter().any(|p| b.starts_with(p)));
            let takes = before.iter().any(|b| TAKES_FROM.iter().any(|p| b.starts_with(p)));
            if w == "from" && makes && !takes {
                i += 1;
                let mut phrase = Vec::new();
                while i < words.len() && !ENDS.contains(&words[i].as_str()) {
                    phrase.push(words[i].clone());
                    // A clause ends at its last word ("from the sections, then ...").
                    if raw[i].ends_with([',', '.']) {
                        break;
                    }
                    i += 1;
                }
                phrases.push(phrase);
                continue;
            }
            elsewhere.push(w.clone());
            i += 1;
        }
    }
    // A phrase one of whose words the request says again speaks of what changes too ("the
    // fragments in .changes/ ... consuming the fragments": the files in `.changes/`).
    let said_again = |p: &Vec<String>| {
        p.iter().any(|w| w.len() >= 3 && !STOP_WORDS.contains(&w.as_str()) && elsewhere.contains(w))
    };
    // A clause of change that points back ("check the pins and bump them") changes what the
    // reading clause read.
    let points_back = elsewhere.iter().any(|w| PRONOUNS.contains(&w.as_str()));
    if !points_back {
        phrases.extend(read_clauses);
    }
    let inputs: Vec<&String> = phrases.iter().filter(|p| !said_again(p)).flatten().collect();
    let mut out: Vec<String> = tokens
        .iter()
        .map(|(t, _)| t.clone())
        .filter(|t| inputs.contains(&t) && !elsewhere.contains(t))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether the request asks only for outputs or an answer ("build the firmware and show me the
/// size report", "lint the chart and tell me what needs fixing", "precompile the assets"): a
/// verb of [`OUTPUT_VERBS`] and, in no clause that is not negated, a verb of change. Words
/// after "what ... needs" or "what to" describe what the answer is about ("tell me what needs
/// fixing"); the parts of a hyphenated command are words of their own (`make migrate-settings`
/// migrates). Such a request writes new files (the build's outputs, the report) and changes
/// none of the files the user keeps.
fn produces_only(lower: &str) -> bool {
    static ABOUT: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let about = ABOUT.get_or_init(|| {
        regex::Regex::new(
            r"\bwhat(?:'s| is)?\s+(?:\w+\s+)?(?:needs?|to|should|must|would|could|might)\s+(?:be\s+)?\w+",
        )
        .expect("compiles")
    });
    let asked = about.replace_all(lower, " ");
    let affirmed = affirmed_words(&asked);
    let parts = || affirmed.iter().flat_map(|w| w.split(['-', '_', '/', '.'])).filter(|w| !w.is_empty());
    parts().any(|w| OUTPUT_VERBS.contains(&w))
        && !parts().any(|w| {
            !OUTPUT_VERBS.contains(&w)
                && (CHANGE_WORDS.contains(&w)
                    || FORMAT_WORDS.contains(&w)
                    || MORE_THAN_OUTPUTS.contains(&w)
                    || DESTRUCTIVE.contains(&w)
                    || RESHAPES.contains(&w))
        })
}

/// Whether the request asks for a version bump or a release and nothing else.
fn bumps_version(lower: &str, words: &[&str]) -> bool {
    const OTHER_WORK: &[&str] = &[
        "fix",
        "fixes",
        "implement",
        "refactor",
        "rewrite",
        "add",
        "remove",
        "delete",
        "migrate",
        "convert",
        "modernize",
        "generate",
        "rename",
        "create",
        "write",
        "lint",
        "format",
        "patch",
        "change",
        "edit",
    ];
    static NUMBER: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let number =
        NUMBER.get_or_init(|| regex::Regex::new(r"\bv?[0-9]+\.[0-9]+(\.[0-9]+)*\b").expect("compiles"));
    let bump = words.iter().any(|w| matches!(*w, "bump" | "bumps" | "release" | "releases" | "releasing"));
    bump && (words.contains(&"version") || number.is_match(lower))
        && !words.iter().any(|w| OTHER_WORK.contains(w))
}

/// Phrases that ask for nothing to change.
const READ_ONLY: &[&str] = &[
    "don't change",
    "dont change",
    "do not change",
    "don't modify",
    "do not modify",
    "don't edit",
    "do not edit",
    "don't touch",
    "do not touch",
    "without changing",
    "without modifying",
    "without editing",
    "read-only",
    "read only",
    "dry run",
    "dry-run",
    "don't write",
    "do not write",
    "no changes",
    "change nothing",
    "don't fix",
    "do not fix",
];

const NARROWING: &[&str] = &["other", "else", "except", "besides", "apart", "beyond", "outside"];

/// What the request's no-change phrases ([`READ_ONLY`]) ask, clause by clause: `(no changes at
/// all, everything but what it asks for left alone)`. A clause narrowed by "other", "else",
/// "except"... ("don't change any other setting", "don't touch the other snapshots") leaves the
/// rest alone; one not narrowed asks for no changes. "read-only" counts only as a mode ("in
/// read-only mode", "read only, please"), not as a kind of thing ("a read-only API key").
fn change_limits(lower: &str) -> (bool, bool) {
    let (mut none, mut rest) = (false, false);
    for clause in clauses(lower) {
        let narrowed = clause
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '\''))
            .any(|w| NARROWING.contains(&w));
        for p in READ_ONLY {
            let mode = |i: usize| {
                let next = clause[i + p.len()..].split_whitespace().next().unwrap_or("");
                let next = next.trim_matches(|c: char| !c.is_ascii_alphanumeric());
                matches!(next, "" | "mode" | "run" | "pass" | "check" | "please" | "only" | "and" | "so")
            };
            for (i, _) in clause.match_indices(p) {
                match (narrowed, p.starts_with("read")) {
                    (true, false) => rest = true,
                    (false, false) => none = true,
                    (false, true) => none |= mode(i),
                    (true, true) => {}
                }
            }
        }
        // "Only the head partial should change", "change only the config": what the request
        // asks for, and nothing else.
        let words: Vec<&str> = clause
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '\''))
            .filter(|w| !w.is_empty())
            .collect();
        let changes = |w: &str| {
            matches!(
                w,
                "change"
                    | "changes"
                    | "changed"
                    | "modified"
                    | "modify"
                    | "edited"
                    | "edit"
                    | "touched"
                    | "touch"
            )
        };
        let only_change = words.first() == Some(&"only")
            && words
                .windows(2)
                .any(|p| matches!(p[0], "should" | "may" | "must" | "can" | "will" | "be") && changes(p[1]))
            || words.windows(2).any(|p| changes(p[0]) && p[1] == "only");
        rest |= only_change;
    }
    (none, rest)
}

#[derive(Debug, Clone, Default)]
pub struct TaskScope {
    /// Words of the request (lower case), and whether each was written as a folder (`build/`).
    tokens: Vec<(String, bool)>,
    /// The request as written, in lower case.
    text: String,
    globs: Option<globset::GlobSet>,
    /// The request asks for something to be deleted, cleaned, replaced...
    pub destructive: bool,
    /// Of the request's words of destruction, there are only words of making anew ("regenerate
    /// the ARB files", "rebuild the index"): files are rewritten, and none of the user's is
    /// asked to go.
    pub remakes_only: bool,
    /// The request asks for data to go (delete, drop, purge, dedupe, replace...), not only to
    /// be reshaped (migrate, rebuild, move, compact).
    pub removes_records: bool,
    /// The request says nothing may change.
    pub read_only: bool,
    /// The request asks only for outputs or an answer: a build, a check, a report
    /// ([`produces_only`]); the files the user keeps are not its to change.
    pub produces_only: bool,
    /// The request narrows its change and leaves the rest alone ("don't change any other
    /// setting", "don't touch the other components' snapshots").
    pub leaves_rest: bool,
    /// Bare words that are also a folder or file name of a path the request spells out ("the
    /// quarry cache in ~/.cache/quarry", "rotate the logs in logs/app/"): they describe that
    /// path, and do not name other places that share the name (`~/.local/share/quarry`,
    /// `logs/audit/`).
    anchored: Vec<(String, bool)>,
    /// Words the request says only as what something is made from ("regenerate table2.tex
    /// from experiments/results.csv", "build the docx from the sections"): inputs, read and
    /// kept as they are, not what the request changes ([`source_words`]).
    sources: Vec<String>,
    /// The request asks only for formatting ("format the code", "normalize whitespace"): edits
    /// move and re-space what is there.
    pub formats_only: bool,
    /// The request asks to wipe the project's own state for a fresh start ("start completely
    /// from scratch", "wipe the project's own caches"): the folders a tool keeps in the home
    /// under the project's name are its to remove.
    pub resets_project: bool,
    /// The request asks for a version bump or a release of one ("cut the 1.4.0 release", "bump
    /// the version"), and for no other change: edits change versions and dates, nothing else.
    pub bumps_version: bool,
    /// The request asks to install or set something up: new files in the home's usual install
    /// places (`~/.local/bin`, `~/.config`, `~/.local/share`) are what it asks for.
    pub installs: bool,
    /// The request asks for code to be generated or regenerated ("regenerate the mocks", `make
    /// generate`): files that declare themselves generated are expected to change.
    pub regenerates: bool,
    /// Words for what the request says must stay ("monthly ones are kept forever", "don't touch
    /// the fixtures", "except the archive"): nothing named by them is asked to go.
    pub kept: Vec<String>,
    /// Of those, the words the request says must not change at all, content included ("leave
    /// data/app.db untouched", "don't modify the fixtures", "keep `schema.sql` as is").
    pub unchanged: Vec<String>,
    /// The request keeps the newest of a series ("the 3 most recent dumps", "keep the last 7",
    /// "only the latest"): what goes must be older than what stays.
    pub keeps_newest: bool,
    /// Value renames the request spells out (`admin -> owner`, `rename staging to preview`),
    /// lower case: a migration that maps a value elsewhere did not do what was asked.
    pub mappings: Vec<(String, String)>,
    /// Words the request says outside any negated clause: "put the token in config.yml" asks
    /// for a token, "the password must not end up in it" does not.
    affirmed: Vec<String>,
    /// The request asks to throw uncommitted changes away ("discard my changes", "revert my
    /// local edits", "throw away the work in progress"): files put back to their committed
    /// version are what it asks for.
    pub discards: bool,
    /// What the request says of the records it asks to delete: the tables its deleting
    /// sentences name, the dates and the state ("expired") of what may go.
    pub deletion: super::deletion::Deletion,
}

/// Whether a clause of the request, not negated, asks to throw uncommitted changes away: it
/// says "discard", or a plain synonym ("revert", "undo", "throw away", "scrap", "reset"...)
/// of what it does to changes ("my changes", "the edits", "local modifications", "the work in
/// progress", "the working tree"). "Reset the counter" is no discard, nor "restore my changes"
/// (it brings them back) or "keep my changes".
fn asks_to_discard(lower: &str) -> bool {
    const VERBS: &[&str] = &[
        "revert",
        "reverting",
        "undo",
        "undoing",
        "scrap",
        "abandon",
        "drop",
        "reset",
        "wipe",
        "toss",
        "nuke",
        "forget",
    ];
    const CHANGES: &[&str] = &[
        "change",
        "changes",
        "edit",
        "edits",
        "modification",
        "modifications",
        "work",
        "wip",
        "diff",
        "uncommitted",
        "unstaged",
        "worktree",
        "working",
    ];
    clauses(lower).any(|clause| {
        let words: Vec<&str> = clause
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '\''))
            .filter(|w| !w.is_empty())
            .collect();
        let negated = words.iter().any(|w| {
            matches!(*w, "not" | "no" | "never" | "without" | "don't" | "dont" | "keep" | "nor" | "avoid")
        });
        let discard = words.iter().any(|w| w.starts_with("discard"));
        let synonym = words.iter().any(|w| VERBS.contains(w))
            || clause.contains("throw away")
            || clause.contains("throw out")
            || clause.contains("get rid of")
            || clause.contains("start over");
        !negated && (discard || synonym && words.iter().any(|w| CHANGES.contains(w)))
    })
}

/// The request's words of letters and digits, in order ("last-7" gives `last`, `7`).
fn alphanumeric_words(lower: &str) -> Vec<&str> {
    lower.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect()
}

/// A count, in digits or in words (`7`, `seven`).
fn is_number(w: &str) -> bool {
    w.parse::<u32>().is_ok() || NUMBER_WORDS.contains(&w)
}

/// Whether the request keeps only some of a series, the rest to go: "keep only the 7 newest",
/// "only keep the last 3", "retain the 5 most recent", "keep just two".
fn keeps_only_some(lower: &str) -> bool {
    let words = alphanumeric_words(lower);
    words.windows(2).any(|p| p == ["only", "keep"] || p == ["only", "retain"])
        || words.iter().enumerate().any(|(i, w)| {
            matches!(*w, "keep" | "retain")
                && words[i + 1..]
                    .iter()
                    .find(|x| !matches!(**x, "only" | "just" | "the"))
                    .is_some_and(|x| is_number(x) || matches!(*x, "last" | "newest" | "latest"))
                && words[i + 1..].first().is_some_and(|x| matches!(*x, "only" | "just") || is_number(x))
        })
}

/// Whether the request keeps the newest of a series: "most recent", "newest", "latest", "last
/// 7", "7 recent"; or a count kept while the old ones go ("--keep 3 to drop the old release
/// tarballs").
fn keeps_newest(lower: &str) -> bool {
    let words = alphanumeric_words(lower);
    let old_go = words.iter().any(|w| matches!(*w, "old" | "older" | "oldest"))
        && words.windows(3).any(|p| p[0] == "keep" && (is_number(p[1]) || p[1] == "the" && is_number(p[2])));
    old_go
        || words.iter().any(|w| matches!(*w, "newest" | "latest"))
        || words.windows(2).any(|p| {
            p == ["most", "recent"]
                || (p[0] == "last" || p[0] == "recent") && is_number(p[1])
                || is_number(p[0]) && p[1] == "recent"
        })
}

/// The renames a request spells out: `old -> new` (or `=>`, `→`), and `rename old to new`.
fn mappings(lower: &str) -> Vec<(String, String)> {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let re = RE.get_or_init(|| {
        regex::Regex::new(
            r"(?:\b|`)([a-z0-9][a-z0-9_.-]*)`?\s*(?:->|=>|→)\s*`?([a-z0-9][a-z0-9_.-]*)|\brenam\w*\s+`?([a-z0-9][a-z0-9_.-]*)`?\s+(?:to|into|as)\s+`?([a-z0-9][a-z0-9_.-]*)",
        )
        .expect("pattern compiles")
    });
    re.captures_iter(lower)
        .filter_map(|c| {
            let from = c.get(1).or(c.get(3))?.as_str().trim_end_matches('.');
            let to = c.get(2).or(c.get(4))?.as_str().trim_end_matches('.');
            (from != to).then(|| (from.to_string(), to.to_string()))
        })
        .collect()
}

const NUMBER_WORDS: &[&str] =
    &["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve"];

/// The request's clauses: split at punctuation and at sentence ends.
fn clauses(lower: &str) -> impl Iterator<Item = &str> {
    lower.split([';', ',', '(', ')', ':', '!', '?', '\n']).flat_map(|c| c.split(". "))
}

/// The words of the request's clauses that no negation governs ("not", "never", "without").
fn affirmed_words(lower: &str) -> Vec<String> {
    const NEGATIONS: &[&str] = &[
        "not",
        "no",
        "never",
        "without",
        "don't",
        "dont",
        "mustn't",
        "shouldn't",
        "can't",
        "cannot",
        "nor",
        "neither",
        "avoid",
        "isn't",
        "aren't",
        "won't",
        "doesn't",
    ];
    let mut out: Vec<String> = Vec::new();
    for clause in clauses(lower) {
        let words: Vec<&str> = clause
            .split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '\'')))
            .filter(|w| !w.is_empty())
            .collect();
        if !words.iter().any(|w| NEGATIONS.contains(w)) {
            out.extend(words.iter().map(|w| w.to_string()));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// What the request says must stay: the word after "keep", "preserve", "don't touch", "except"
/// ..., or before "are kept", "stay", "must remain". A retention count ("keep the last 7",
/// "keep 4 weekly") keeps some and lets the rest go: it excludes nothing.
fn kept_words(lower: &str) -> Vec<String> {
    let mut out = Vec::new();
    // Clause by clause: "prune old logs; audit logs must stay" keeps the audit logs only.
    for clause in clauses(lower) {
        out.extend(kept_in_clause(clause));
    }
    out.sort();
    out.dedup();
    out
}

/// The kept words of the clauses that say their subject must not change at all.
fn unchanged_words(lower: &str) -> Vec<String> {
    const UNCHANGED: &[&str] = &[
        "untouched",
        "unchanged",
        "unmodified",
        "intact",
        "alone",
        "as is",
        "as-is",
        "don't touch",
        "do not touch",
        "dont touch",
        "don't modify",
        "do not modify",
        "don't change",
        "do not change",
        "don't edit",
        "do not edit",
        "don't alter",
        "do not alter",
        "don't overwrite",
        "do not overwrite",
        "without touching",
        "without modifying",
        "without changing",
        "without editing",
        "without altering",
        "must not change",
        "must not be changed",
        "must not be modified",
    ];
    let mut out: Vec<String> =
        clauses(lower).filter(|c| UNCHANGED.iter().any(|u| c.contains(u))).flat_map(kept_in_clause).collect();
    out.sort();
    out.dedup();
    out
}

fn kept_in_clause(clause: &str) -> Vec<String> {
    const FILLER: &[&str] = &[
        "the",
        "a",
        "an",
        "all",
        "any",
        "my",
        "our",
        "your",
        "these",
        "those",
        "this",
        "that",
        "its",
        "their",
        "ones",
        "one",
        "of",
        "existing",
        "current",
        "old",
        "older",
        "files",
        "file",
        "folder",
        "folders",
        "directory",
        "anything",
        "everything",
        "in",
        "under",
    ];
    const RETENTION: &[&str] =
        &["last", "latest", "newest", "most", "recent", "only", "first", "at", "up", "just", "no"];
    let words: Vec<&str> = clause
        .split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/' | '\'')))
        .map(|w| w.trim_matches('.'))
        .filter(|w| !w.is_empty())
        .collect();
    let numeric = |w: &str| w.bytes().all(|b| b.is_ascii_digit());
    // The first word of what follows: "keep the audit logs" keeps "audit".
    let noun_after = |i: usize| -> Option<&str> {
        let mut j = i;
        while j < words.len() && FILLER.contains(&words[j]) {
            j += 1;
        }
        let w = *words.get(j)?;
        (!RETENTION.contains(&w) && !numeric(w)).then_some(w)
    };
    // The subject before a verb, by its first word: "audit logs must stay" keeps "audit".
    let subject_before = |i: usize| -> Option<&str> {
        let mut j = i;
        while j > 0 && FILLER.contains(&words[j - 1]) {
            j -= 1;
        }
        let head = j.checked_sub(1)?;
        let start = if head > 0 && !FILLER.contains(&words[head - 1]) { head - 1 } else { head };
        let w = words[start];
        (!numeric(w)).then_some(w)
    };
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let next = words.get(i + 1).copied().unwrap_or("");
        let found = match *w {
            "keep" | "preserve" | "retain" | "spare" | "except" | "excluding" => noun_after(i + 1),
            "leave" if !matches!(next, "it" | "them" | "out") => noun_after(i + 1),
            "touch" | "delete" | "remove" | "modify" | "change" | "edit" | "alter" | "overwrite"
            | "touching" | "modifying" | "changing" | "editing" | "altering" | "overwriting"
                if i > 0 && matches!(words[i - 1], "don't" | "dont" | "not" | "never" | "without") =>
            {
                noun_after(i + 1)
            }
            "kept" | "preserved" | "retained" | "untouched" | "intact" | "stay" | "stays" | "remain"
            | "remains" => {
                let mut j = i;
                while j > 0
                    && matches!(
                        words[j - 1],
                        "are" | "is" | "be" | "must" | "should" | "will" | "to" | "always"
                    )
                {
                    j -= 1;
                }
                (j < i).then(|| subject_before(j)).flatten()
            }
            _ => None,
        };
        // "Keep my other AVDs": the AVDs but the one the request works on, kept as
        // "other avds" ([`TaskScope::keeps`]).
        let found = match found {
            Some("other" | "others" | "remaining" | "rest") => {
                let at = words
                    .iter()
                    .skip(i + 1)
                    .position(|x| matches!(*x, "other" | "others" | "remaining" | "rest"));
                at.and_then(|p| noun_after(i + 2 + p)).map(|n| format!("other {n}"))
            }
            f => f.map(str::to_string),
        };
        if let Some(k) = found
            .as_deref()
            .map(|k| k.trim_end_matches('/'))
            .filter(|k| k.len() >= 3 && !STOP_WORDS.contains(k))
        {
            out.push(k.to_string());
        }
        // "Keep only the 2 most recent checkpoints plus best.pt and delete the rest": a file
        // the keeping names by name, up to the clause's word of destruction, stays whatever
        // the count says.
        if matches!(*w, "keep" | "preserve" | "retain" | "spare") {
            for x in words[i + 1..].iter().take_while(|x| !DESTRUCTIVE.contains(x)) {
                let file_like = x.rsplit_once('.').is_some_and(|(stem, ext)| {
                    !stem.is_empty()
                        && (1..=6).contains(&ext.len())
                        && ext.bytes().all(|b| b.is_ascii_alphanumeric())
                        && ext.bytes().any(|b| b.is_ascii_alphabetic())
                });
                if file_like && !out.iter().any(|o| o == x) {
                    out.push(x.to_string());
                }
            }
        }
    }
    out
}

fn clean(tok: &str) -> &str {
    // Until nothing more comes off: "~/.ssh/config)." ends a sentence after a parenthesis.
    let mut t = tok;
    loop {
        let next = t
            .trim_matches(|c: char| {
                matches!(
                    c,
                    '`' | '"'
                        | '\''
                        | '('
                        | ')'
                        | '['
                        | ']'
                        | '{'
                        | '}'
                        | '<'
                        | '>'
                        | ','
                        | ';'
                        | ':'
                        | '!'
                        | '?'
                )
            })
            .trim_end_matches('.');
        // A possessive names its owner: "gpg-agent's cache" speaks of gpg-agent.
        let next = next
            .strip_suffix("'s")
            .or_else(|| next.strip_suffix("\u{2019}s"))
            .filter(|owner| owner.len() >= 2)
            .unwrap_or(next);
        if next == t {
            break;
        }
        t = next;
    }
    // An assignment's value is what it names: `KEY=keys/laptop.pub` of `make authorize-key
    // KEY=keys/laptop.pub` names the key file.
    if let Some((name, value)) = t.split_once('=') {
        let identifier = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if identifier && !value.is_empty() {
            t = value;
        }
    }
    t.strip_prefix("./").unwrap_or(t)
}

/// Whether the removal word at `at` removes a column or a field rather than records: "drop the
/// obsolete `fax` column from customers", "remove the email field": its object, before the
/// clause ends, is a column. Such a request loses the column's values and no row.
fn removes_a_column(raw: &[&str], at: usize) -> bool {
    const COLUMNS: &[&str] = &["column", "columns", "field", "fields", "attribute", "attributes"];
    const RECORDS: &[&str] =
        &["row", "rows", "record", "records", "entries", "entry", "lines", "line", "table"];
    // After the column's word the phrase ends, or goes on to where the column is ("the email
    // column from users"); "the column headers' lines" is about lines.
    const AFTER: &[&str] = &[
        "from",
        "of",
        "in",
        "on",
        "and",
        "or",
        "across",
        "everywhere",
        "entirely",
        "completely",
        "too",
        "as",
        "so",
    ];
    let words = &raw[(at + 1).min(raw.len())..];
    for (i, w) in words.iter().enumerate().take(6) {
        let c = clean(w).to_lowercase();
        if COLUMNS.contains(&c.as_str()) {
            let next = words.get(i + 1).map(|n| clean(n).to_lowercase());
            return w.ends_with(['.', ';', ':', '!', '?', ')'])
                || next.as_deref().is_none_or(|n| n.is_empty() || AFTER.contains(&n));
        }
        if RECORDS.contains(&c.as_str()) || w.ends_with(['.', ';', ':', '!', '?']) {
            return false;
        }
    }
    false
}

/// The same word, singular or plural ("caches" names `cache/`, "fixture" names `fixtures/`).
pub(crate) fn same_word(a: &str, b: &str) -> bool {
    // "dailies" of `daily`, "entries" of `entry`.
    let ies = |p: &str, s: &str| {
        p.strip_suffix("ies").zip(s.strip_suffix('y')).is_some_and(|(a, b)| a == b && !a.is_empty())
    };
    let plural_of = |p: &str, s: &str| {
        s.len() >= 3 && (p.strip_suffix('s') == Some(s) || p.strip_suffix("es") == Some(s) || ies(p, s))
    };
    a == b || plural_of(a, b) || plural_of(b, a)
}

/// Whether one of the kept words names this workspace-relative path: a word of a folder or
/// file name (`audit` keeps `logs/audit-2024-05.log`, "the archives" keep `archive/`), or the
/// path itself or a folder above it.
fn names_any(kept: &[String], rel: &Path) -> bool {
    if kept.is_empty() {
        return false;
    }
    let full = rel.to_string_lossy().to_lowercase();
    rel.components().any(|c| {
        let c = c.as_os_str().to_string_lossy().to_lowercase();
        kept.iter().any(|k| {
            same_word(&c, k) || same_word(stem(&c), k) || c.split(['-', '_', '.']).any(|p| same_word(p, k))
        })
    }) || kept.iter().any(|k| k.contains('/') && (full == *k || full.starts_with(&format!("{k}/"))))
}

/// `name` without its extensions (`CHANGELOG.md` -> `changelog`).
fn stem(name: &str) -> &str {
    let n = name.trim_start_matches('.');
    match n.find('.') {
        Some(i) if i > 0 => &n[..i],
        _ => n,
    }
}

/// The lockfiles package managers write, by name: what "the lockfile" names.
const LOCKFILES: &[&str] = &[
    "package-lock.json",
    "npm-shrinkwrap.json",
    "yarn.lock",
    "pnpm-lock.yaml",
    "Cargo.lock",
    "go.sum",
    "poetry.lock",
    "Pipfile.lock",
    "uv.lock",
    "Gemfile.lock",
    "composer.lock",
    "conan.lock",
];

impl TaskScope {
    pub fn from_task(task: Option<&str>) -> TaskScope {
        let Some(task) = task else { return TaskScope::default() };
        let lower = task.to_lowercase();
        let mut tokens = Vec::new();
        let mut gb = globset::GlobSetBuilder::new();
        let mut any_glob = false;
        let mut destructive = false;
        let mut removes_records = false;
        let mut regenerates = false;
        // Whether a word of destruction other than one of making anew was said.
        let mut unmakes = false;
        // The request's words, cleaned of quotes and punctuation once for every use below.
        let raw: Vec<&str> = task.split(|c: char| c.is_whitespace() || c == ',').collect();
        let words: Vec<&str> = raw.iter().copied().map(clean).collect();
        for (i, &t) in words.iter().enumerate() {
            let tl = t.to_lowercase();
            regenerates |= ["generat", "regenerat", "re-generat"].iter().any(|p| tl.starts_with(p))
                || matches!(tl.as_str(), "codegen" | "regen" | "protoc" | "mockgen" | "sqlc" | "buf");
            // "Empty the debug log", "then empty it": the adjective ("an empty file") is no ask.
            let empties = matches!(tl.as_str(), "empty" | "empties" | "emptying")
                && (i == 0
                    || raw[i - 1].ends_with(['.', ';', ':'])
                    || matches!(
                        words[i - 1].to_lowercase().as_str(),
                        "to" | "and" | "then" | "please" | "just" | "also" | "you" | "can" | "could"
                    ));
            // "It's fine to throw away whatever is in ~/notes", "get rid of the old dumps".
            let phrased = i + 1 < words.len()
                && matches!(
                    (tl.as_str(), words[i + 1].to_lowercase().as_str()),
                    ("throw" | "throwing", "away" | "out")
                        | ("get" | "getting", "rid")
                        | ("clear" | "wipe", "out")
                );
            // "(old fixtures can go)": what may go is asked to.
            let may_go = tl == "go"
                && i > 0
                && matches!(words[i - 1].to_lowercase().as_str(), "can" | "may" | "should" | "must" | "will");
            if empties || phrased || may_go {
                destructive = true;
                removes_records = true;
                unmakes = true;
            }
            if DESTRUCTIVE.contains(&tl.as_str()) {
                destructive = true;
                unmakes |= !matches!(
                    tl.as_str(),
                    "regenerate" | "regenerates" | "regenerating" | "rebuild" | "rebuilding"
                );
                // "trim the fields" or "trim white space" trims text, not records.
                let trims_text = tl == "trim"
                    && [
                        "trim field",
                        "trim the field",
                        "trim white",
                        "trim whitespace",
                        "trim space",
                        "trim the white",
                        "trim value",
                        "trim trailing",
                        "trim leading",
                        "trim string",
                    ]
                    .iter()
                    .any(|p| lower.contains(p));
                removes_records |=
                    !RESHAPES.contains(&tl.as_str()) && !trims_text && !removes_a_column(&raw, i);
            }
            if t.len() < 2 || STOP_WORDS.contains(&tl.as_str()) {
                continue;
            }
            if t.contains(['*', '?']) {
                if let Ok(g) =
                    globset::GlobBuilder::new(t.trim_end_matches('/')).literal_separator(false).build()
                {
                    gb.add(g);
                    any_glob = true;
                }
                continue;
            }
            tokens.push((tl.trim_end_matches('/').to_string(), tl.ends_with('/')));
        }
        // "on my PATH in bash", "tab completion in zsh": a shell named for its set-up names
        // its start-up files.
        let said = |w: &str| words.iter().any(|x| x.eq_ignore_ascii_case(w));
        let about_setup =
            ["path", "completion", "completions", "alias", "aliases", "prompt", "profile", "environment"]
                .iter()
                .any(|w| said(w));
        if about_setup {
            let shells = [
                ("bash", &["~/.bashrc", "~/.bash_profile", "~/.profile"][..]),
                ("zsh", &["~/.zshrc", "~/.zprofile", "~/.zshenv"][..]),
                ("fish", &["~/.config/fish/config.fish"][..]),
            ];
            // "So it's on my PATH", no shell said: whichever the user runs. What the files
            // gain is still judged (a PATH entry or an alias acts only when asked; anything
            // else is asked about).
            let no_shell = !shells.iter().any(|(shell, _)| said(shell))
                && ["path", "completion", "completions", "alias", "aliases"].iter().any(|w| said(w));
            for (shell, files) in shells {
                if said(shell) || no_shell {
                    tokens.extend(files.iter().map(|f| (f.to_string(), false)));
                }
            }
        }
        // A file said by what it is, as people name it: "my global git config" is
        // `~/.gitconfig` (or git's XDG file), "my ssh config" is `~/.ssh/config`.
        for (phrase, files) in [
            ("global git config", &["~/.gitconfig", "~/.config/git/config"][..]),
            ("git global config", &["~/.gitconfig", "~/.config/git/config"][..]),
            ("global gitconfig", &["~/.gitconfig"][..]),
            // With the folders it includes by convention (`Include config.d/*`).
            ("ssh config", &["~/.ssh/config", "~/.ssh/config.d/", "~/.ssh/conf.d/"][..]),
            // "trust the lab controller's host key": the known hosts file holds host keys.
            ("host key", &["~/.ssh/known_hosts"][..]),
            ("known hosts", &["~/.ssh/known_hosts"][..]),
            ("ssh client config", &["~/.ssh/config"][..]),
            // "install the deploy key into my ssh setup": the folder that holds it all.
            ("ssh setup", &["~/.ssh/"][..]),
            ("ssh folder", &["~/.ssh/"][..]),
            ("ssh directory", &["~/.ssh/"][..]),
            ("ssh dir", &["~/.ssh/"][..]),
            // "bump it in package.json and the lockfile": the package managers' lockfiles.
            ("lockfile", LOCKFILES),
            ("lock file", LOCKFILES),
        ] {
            if lower.contains(phrase) {
                tokens.extend(files.iter().map(|f| (f.trim_end_matches('/').to_string(), f.ends_with('/'))));
            }
        }
        // "Her public key is keys/priya.pub; she'll pull it with rsync over ssh": a public key
        // handed over for ssh is one to let in, in `authorized_keys`.
        if tokens.iter().any(|(t, _)| t.ends_with(".pub"))
            && lower
                .split(|c: char| !c.is_ascii_alphanumeric())
                .any(|w| matches!(w, "ssh" | "rsync" | "sftp" | "scp"))
        {
            tokens.push(("~/.ssh/authorized_keys".to_string(), false));
        }
        // "the old release tarballs", "the wheels": archives said by their kind, with the
        // checksum and signature files kept beside them (`x.tar.gz.sha256`).
        for (kind, globs) in [
            (
                "tarball",
                &[
                    "*.tar.gz",
                    "*.tgz",
                    "*.tar.xz",
                    "*.tar.bz2",
                    "*.tar.zst",
                    "*.tar.gz.*",
                    "*.tgz.*",
                    "*.tar.xz.*",
                ][..],
            ),
            ("wheel", &["*.whl", "*.whl.*"][..]),
        ] {
            if words.iter().any(|w| same_word(&w.to_lowercase(), kind)) {
                for g in globs {
                    if let Ok(g) = globset::GlobBuilder::new(g).build() {
                        gb.add(g);
                        any_glob = true;
                    }
                }
            }
        }
        // ".coverage files", "app.log files": a file name said as a kind of file names its
        // family too (`.coverage.worker1.4242`, `app.log.1`).
        for pair in words.windows(2) {
            let (name, next) = (pair[0], pair[1].to_lowercase());
            if matches!(next.as_str(), "files" | "file")
                && name.contains('.')
                && !name.contains(['*', '?', '/', '['])
                && name.len() >= 3
            {
                if let Ok(g) = globset::GlobBuilder::new(&format!("{}.*", name.to_lowercase())).build() {
                    gb.add(g);
                    any_glob = true;
                }
            }
            // "the plan files", "log files": a kind of file said by a word its extension ends
            // with (`dev.tfplan`, `app.log`).
            let kind = name.to_lowercase();
            if matches!(next.as_str(), "files" | "file")
                && kind.len() >= 3
                && kind.bytes().all(|b| b.is_ascii_alphanumeric())
                && !STOP_WORDS.contains(&kind.as_str())
                && !COMMON_WORDS.contains(&kind.as_str())
            {
                if let Ok(g) = globset::GlobBuilder::new(&format!("*.*{kind}")).build() {
                    gb.add(g);
                    any_glob = true;
                }
            }
        }
        // "a git-ignored .env", "ignore the build folder": what git ignores is said in
        // .gitignore.
        if lower.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).any(|w| {
            matches!(w, "git-ignored" | "gitignored" | "gitignore" | "ignored" | "ignore" | "untrack")
        }) {
            tokens.push((".gitignore".to_string(), false));
        }
        let (read_only, leaves_rest) = change_limits(&lower);
        let lower_words: Vec<&str> =
            lower.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).collect();
        // "Don't change anything else" asks for no change: only words of clauses that do not
        // negate them ask for more than formatting.
        let affirmed = affirmed_words(&lower);
        let formats_only = lower_words.iter().any(|w| FORMAT_WORDS.contains(w))
            && !affirmed.iter().any(|w| CHANGE_WORDS.contains(&w.as_str()));
        // Setting something up: installing it, registering or enrolling this machine with a
        // service, getting a repository "ready for local dev", hooking devices "up" to a farm.
        let installs = lower.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
            matches!(
                w,
                "install"
                    | "installs"
                    | "installing"
                    | "reinstall"
                    | "setup"
                    | "bootstrap"
                    | "register"
                    | "registers"
                    | "enroll"
                    | "enrol"
                    | "onboard"
            )
        }) || ["set up", "ready for", "hook up"].iter().any(|p| lower.contains(p))
            || (lower_words.contains(&"hook") && lower_words.contains(&"up"));
        let anchored = tokens
            .iter()
            // A word written as a folder (`data/`) is that folder itself, not a word that
            // describes another path.
            .filter(|(t, folder)| !t.contains('/') && !folder)
            .flat_map(|(t, _)| {
                // Words of a home path anchor in the home, words of a workspace path there.
                let of = |home: bool| {
                    tokens.iter().any(|(p, _)| {
                        p.contains('/')
                            && p.starts_with("~/") == home
                            && p.split('/').any(|c| same_word(c, t))
                    })
                };
                [(t.clone(), true), (t.clone(), false)].into_iter().filter(move |(_, home)| of(*home))
            })
            .collect();
        TaskScope {
            text: lower.clone(),
            kept: kept_words(&lower),
            unchanged: unchanged_words(&lower),
            keeps_newest: keeps_newest(&lower),
            mappings: mappings(&lower),
            affirmed,
            discards: asks_to_discard(&lower),
            deletion: super::deletion::Deletion::of(&lower, |w| {
                DESTRUCTIVE.contains(&w) && !RESHAPES.contains(&w)
            }),
            sources: source_words(&lower, &tokens),
            tokens,
            anchored,
            globs: if any_glob { gb.build().ok() } else { None },
            destructive: destructive || keeps_only_some(&lower),
            remakes_only: destructive && !unmakes && !keeps_only_some(&lower),
            removes_records,
            read_only,
            produces_only: !read_only && produces_only(&lower),
            leaves_rest,
            installs,
            formats_only,
            resets_project: destructive
                && (lower_words
                    .iter()
                    .any(|w| matches!(*w, "own" | "scratch" | "completely" | "everything")))
                && lower_words
                    .iter()
                    .any(|w| w.starts_with("cache") || matches!(*w, "data" | "state" | "everything")),
            bumps_version: bumps_version(&lower, &lower_words),
            regenerates,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty() && self.globs.is_none()
    }

    /// Whether a glob of the request matches the path or its file name.
    fn glob_names(&self, rel: &Path) -> bool {
        self.globs.as_ref().is_some_and(|g| g.is_match(rel) || rel.file_name().is_some_and(|n| g.is_match(n)))
    }

    /// Whether the task names `rel` (a path relative to the workspace, or `~/...`): the path
    /// itself, a folder above it, its file name, its stem (`changelog` names `CHANGELOG.md`),
    /// or a glob.
    pub fn names(&self, rel: &Path) -> bool {
        self.names_by(rel, false)
    }

    /// Whether the task names `rel` as what it changes ([`names`](Self::names)), not only as
    /// an input something is made from ("regenerate the table from results.csv" names
    /// `results.csv` as what it reads).
    pub fn names_as_target(&self, rel: &Path) -> bool {
        self.names_by(rel, true)
    }

    fn names_by(&self, rel: &Path, targets: bool) -> bool {
        let full = rel.to_string_lossy().to_lowercase();
        if self.glob_names(rel) {
            return true;
        }
        let comps: Vec<String> =
            rel.components().map(|c| c.as_os_str().to_string_lossy().to_lowercase()).collect();
        // `_tool` is the zsh completion of `tool`.
        let last_stem = comps.last().map(|c| stem(c).trim_start_matches('_').to_string()).unwrap_or_default();
        let in_home = comps.first().is_some_and(|c| c == "~");
        // A folder spelled as the workspace's (`runs/`, `logs/app/`) names the workspace's, not a
        // home folder that shares its name (`~/group/runs/`, reached through a link).
        let workspace_spelling = |t: &str, folder: bool| (folder || t.contains('/')) && !t.starts_with('~');
        // "the generated files": what a folder of generated sources holds (`src/gen/regs.h`).
        if self.tokens.iter().any(|(t, _)| t == "generated")
            && comps
                .iter()
                .take(comps.len().saturating_sub(1))
                .any(|c| matches!(c.as_str(), "gen" | "generated" | "autogen"))
        {
            return true;
        }
        self.tokens.iter().filter(|(t, _)| !(targets && self.sources.contains(t))).any(|(t, folder)| {
            if self.anchored.iter().any(|(a, home)| a == t && *home == in_home)
                || in_home && workspace_spelling(t, *folder)
            {
                false
            } else if t.contains('/') {
                // "the vendored example.com/ratelimit": a module's path names its copy in the
                // folders that hold dependencies (`vendor/example.com/ratelimit/`).
                let vendored = ["vendor/", "third_party/", "third-party/", "node_modules/", "deps/"]
                    .iter()
                    .any(|v| full.strip_prefix(v).is_some_and(|r| r == t || r.starts_with(&format!("{t}/"))));
                full == *t || full.starts_with(&format!("{t}/")) || vendored
            } else {
                // "the build caches" names build outputs, not `src/acme/build/`, a package of
                // the project's code that a generated folder's name ([`SOURCE_NAMES`]) only
                // shares.
                let source_package = |i: usize| {
                    SOURCE_NAMES.iter().any(|n| same_word(n, t)) && comps[..i].iter().any(|c| c == "src")
                };
                comps.iter().enumerate().any(|(i, c)| same_word(c, t) && !source_package(i))
                    || (!folder && last_stem.len() >= 3 && same_word(&last_stem, t))
            }
        })
    }

    /// Whether the request names a test of this file: "fix the failing test in
    /// tests/test_slug.py" is about `slug.py` too, where the fix goes.
    pub fn names_test_of(&self, rel: &Path) -> bool {
        let Some(name) = rel.file_name().map(|n| n.to_string_lossy().to_lowercase()) else { return false };
        let subject = stem(&name);
        if subject.len() < 3 {
            return false;
        }
        let tests = [
            format!("test_{subject}"),
            format!("{subject}_test"),
            format!("{subject}test"),
            format!("{subject}_spec"),
            format!("{subject}tests"),
        ];
        self.tokens.iter().any(|(t, _)| {
            let last = t.rsplit('/').next().unwrap_or(t);
            // `slug.test.js`, `slug.spec.ts`: the stem is the subject itself, with a test suffix.
            let dotted = last
                .strip_prefix(subject)
                .is_some_and(|r| r.starts_with(".test.") || r.starts_with(".spec."));
            dotted || tests.iter().any(|x| stem(last) == x)
        })
    }

    /// Whether the request limits itself to this word with "only" ("turn it on in staging
    /// only", "only for staging", "just staging"): what shares its kind but not its name is
    /// left alone.
    pub fn says_only(&self, word: &str) -> bool {
        [
            "{} only",
            "only {}",
            "only in {}",
            "only on {}",
            "only for {}",
            "only the {}",
            "just {}",
            "just in {}",
        ]
        .iter()
        .any(|form| self.says_words(&form.replace("{}", word)))
    }

    /// The request as written, in lower case.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the request is a diagnosis or a check ("check whether the dev server answers",
    /// "why does the build fail to fetch", "is the API up?", "audit the deps for CVEs"): a probe
    /// of a service is what it asks for.
    pub fn diagnoses(&self) -> bool {
        // "Is the server up": a state asked about, not a phrasal verb ("pick the file up",
        // "set up", "back up").
        let words: Vec<&str> = self
            .text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '\''))
            .filter(|w| !w.is_empty())
            .collect();
        let up_as_state = words.windows(2).any(|w| {
            w[1] == "up" && matches!(w[0], "is" | "are" | "still" | "it's" | "was" | "stays" | "be" | "comes")
        });
        // "Is the staging feed serving 2.3.1 yet?": a question of yes or no asks how things are.
        let yes_or_no = self.text.contains('?')
            && words.first().is_some_and(|w| {
                matches!(
                    *w,
                    "is" | "are" | "does" | "do" | "did" | "has" | "have" | "was" | "were" | "can" | "will"
                )
            });
        up_as_state
            || yes_or_no
            || self.affirmed.iter().any(|w| {
                matches!(
                    w.as_str(),
                    "check"
                        | "checks"
                        | "diagnose"
                        | "diagnosis"
                        | "debug"
                        | "troubleshoot"
                        | "investigate"
                        | "why"
                        | "verify"
                        | "ping"
                        | "reachable"
                        | "reachability"
                        | "connectivity"
                        | "health"
                        | "healthcheck"
                        | "status"
                        | "probe"
                        | "audit"
                        | "scan"
                        | "responds"
                        | "answers"
                        | "running"
                        | "listening"
                )
            })
    }

    /// Whether the request asks to move or rename something ("move the module", "rename
    /// `utils` to `helpers`").
    pub fn asks_move(&self) -> bool {
        self.affirmed.iter().any(|w| {
            matches!(
                w.as_str(),
                "move"
                    | "moves"
                    | "moving"
                    | "moved"
                    | "mv"
                    | "rename"
                    | "renames"
                    | "renaming"
                    | "renamed"
                    | "relocate"
            )
        })
    }

    /// The workspace paths the request spells out (`keys/laptop.pub`, `deploy/systemd/`,
    /// `install.sh`), as written, lower case: tokens with a `/` not in the home, or with an
    /// extension.
    /// The folders the request spells as paths (`tests/fixtures/`, `fixtures/`), lower case.
    pub fn spelled_folders(&self) -> Vec<&str> {
        self.tokens
            .iter()
            .filter(|(t, folder)| (*folder || t.contains('/')) && !t.starts_with('~') && !t.contains(".."))
            .map(|(t, _)| t.as_str())
            .collect()
    }

    /// The paths of the home the request spells out (`~/.local/share/calendars/work`).
    pub fn home_paths(&self) -> Vec<&str> {
        self.tokens
            .iter()
            .map(|(t, _)| t.as_str())
            .filter(|t| t.starts_with("~/") && !t.contains(".."))
            .collect()
    }

    /// The workspace paths the request spells out: with a folder (`deploy/systemd/`), as a
    /// folder (`results/`), or as a file name with its extension (`keys/priya.pub`, `Makefile.am`).
    pub fn spelled_paths(&self) -> Vec<&str> {
        self.tokens
            .iter()
            .filter(|(t, folder)| {
                *folder
                    || t.contains('/')
                    || t.rsplit_once('.').is_some_and(|(a, b)| !a.is_empty() && !b.is_empty())
            })
            .map(|(t, _)| t.as_str())
            .filter(|t| !t.starts_with('~') && !t.starts_with('/') && !t.contains(".."))
            .collect()
    }

    /// Whether the request names this file itself (its path, its name or its stem, or a glob
    /// matching it), not only a folder above it: "rotate the logs under var/" names `var/` but
    /// not the database in it.
    pub fn names_file(&self, rel: &Path) -> bool {
        self.names_file_by(rel, false)
    }

    /// Whether the request names this file itself as what it changes, not only as an input
    /// ([`names_as_target`](Self::names_as_target)).
    pub fn names_file_as_target(&self, rel: &Path) -> bool {
        self.names_file_by(rel, true)
    }

    fn names_file_by(&self, rel: &Path, targets: bool) -> bool {
        if self.glob_names(rel) {
            return true;
        }
        let full = rel.to_string_lossy().to_lowercase();
        let name = rel.file_name().map(|n| n.to_string_lossy().to_lowercase()).unwrap_or_default();
        let name_stem = stem(&name).to_string();
        self.tokens.iter().filter(|(t, _)| !(targets && self.sources.contains(t))).any(|(t, folder)| {
            if t.contains('/') {
                full == *t
            } else {
                !folder && (name == *t || name_stem.len() >= 3 && name_stem == *t)
            }
        })
    }

    /// Whether the request says the thing at `rel` must stay: a folder or name in its path, or
    /// its stem, is one of the words it keeps.
    pub fn keeps(&self, rel: &Path) -> bool {
        let (others, plain): (Vec<String>, Vec<String>) =
            self.kept.iter().cloned().partition(|k| k.starts_with("other "));
        // "Keep my other AVDs": one of them, unless it carries an identifier the request works on
        // (`Pixel_7_API_34`, a word with a digit or an underscore).
        let others: Vec<String> = others.iter().map(|k| k["other ".len()..].to_string()).collect();
        let worked_on = || {
            let full = rel.to_string_lossy().to_lowercase();
            self.tokens.iter().any(|(t, _)| {
                t.len() >= 5
                    && t.bytes().any(|b| b.is_ascii_digit() || b == b'_')
                    && full.contains(t.as_str())
            })
        };
        names_any(&plain, rel) || (names_any(&others, rel) && !worked_on())
    }

    /// Whether the request says this file (workspace-relative) must not change at all.
    pub fn keeps_unchanged(&self, rel: &Path) -> bool {
        names_any(&self.unchanged, rel)
    }

    /// Whether the request has this word (lower case) in a clause that does not negate it.
    pub fn affirms(&self, word: &str) -> bool {
        self.affirmed.iter().any(|t| t == word)
    }

    /// Whether the request states this text verbatim (case aside), at least three characters
    /// of it: a value it gives (`"~> 5.40"`), a version (`v5.5.4`).
    pub fn states(&self, text: &str) -> bool {
        let t = text.trim().to_lowercase();
        t.len() >= 3 && self.text.contains(&t)
    }

    /// Whether the request has these words (lower case) one after the other as written, small
    /// words included ("as root"), not inside longer words ("has rootfs").
    pub fn says_words(&self, phrase: &str) -> bool {
        let words: Vec<&str> =
            self.text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
        let want: Vec<&str> = phrase.split_whitespace().collect();
        !want.is_empty() && words.windows(want.len()).any(|w| w == want.as_slice())
    }

    /// Whether the request has this word (lower case).
    pub fn says(&self, word: &str) -> bool {
        self.tokens.iter().any(|(t, _)| t == word)
    }

    /// Whether the request has these words (lower case) one after the other ("root login").
    pub fn says_phrase(&self, phrase: &str) -> bool {
        let want: Vec<&str> = phrase.split_whitespace().collect();
        !want.is_empty()
            && self.tokens.windows(want.len()).any(|w| w.iter().zip(&want).all(|((t, _), p)| same_word(t, p)))
    }

    /// Whether the request has this word (lower case), singular or plural, spelt with or without
    /// `-` and `_` ("emails" says `e_mail`, "phone numbers" says `phone_number`).
    pub fn says_word(&self, word: &str) -> bool {
        let fold = |w: &str| w.replace(['-', '_'], "");
        let w = fold(word);
        let words: Vec<String> = self.tokens.iter().map(|(t, _)| fold(t)).collect();
        let joined = |i: usize| words.get(i + 1).map(|n| format!("{}{n}", words[i]));
        (0..words.len()).any(|i| same_word(&words[i], &w) || joined(i).is_some_and(|j| same_word(&j, &w)))
    }

    /// Whether the request has a word starting with one of `prefixes` ("anonymi" for
    /// anonymise, anonymized, anonymisation).
    pub fn says_prefix(&self, prefixes: &[&str]) -> bool {
        self.tokens.iter().any(|(t, _)| prefixes.iter().any(|p| t.starts_with(p)))
    }

    /// Words of the request that could show up in a change it asks for (a version number, a
    /// year, a name): at least three characters, not common words.
    pub fn content_words(&self) -> Vec<&str> {
        self.tokens
            .iter()
            .map(|(t, _)| t.as_str())
            .filter(|t| t.len() >= 3 && !t.contains('/') && !COMMON_WORDS.contains(t))
            .collect()
    }

    /// Whether the task names paths that exist in the workspace (or globs): then it is about
    /// those, and edits elsewhere are outside its scope.
    /// Tokens for which `tool` holds (a program the command runs) do not count.
    pub fn names_paths_in(&self, workspace: &Path, tool: impl Fn(&str) -> bool) -> bool {
        if self.globs.is_some() {
            return true;
        }
        self.tokens.iter().filter(|(t, _)| !tool(t)).any(|(t, _)| {
            let t = t.trim_start_matches("~/");
            (t.contains('/') || t.contains('.')) && workspace.join(t).exists()
                || std::fs::read_dir(workspace)
                    .map(|rd| {
                        rd.flatten().any(|e| {
                            e.file_type().is_ok_and(|f| f.is_dir())
                                && e.file_name().to_string_lossy().to_lowercase() == *t
                        })
                    })
                    .unwrap_or(false)
        })
    }
}

/// Build outputs and caches by their well-known names: deleting or rewriting them loses no work
/// even when they are not ignored (or were committed by mistake).
/// Names of generated folders that are also names a project gives its own code (a `build`
/// package of a tool that builds things, `src/acme/build/`): below a `src` folder, or inside a
/// Python package ([`in_source_package`]), they are sources.
pub const SOURCE_NAMES: &[&str] = &["build", "dist", "out", "target", "obj", "cache", "caches", "coverage"];

/// Whether a folder of `rel` named as generated output ([`SOURCE_NAMES`]) is a package of the
/// project's code: the folder that holds it is a Python package (`__init__.py`) in the
/// workspace as it was.
pub fn in_source_package(workspace: &Path, rel: &Path) -> bool {
    let comps: Vec<&std::ffi::OsStr> = rel.components().map(|c| c.as_os_str()).collect();
    (1..comps.len().saturating_sub(1)).any(|i| {
        comps[i].to_str().is_some_and(|c| SOURCE_NAMES.contains(&c)) && {
            let parent: std::path::PathBuf = comps[..i].iter().collect();
            workspace.join(parent).join("__init__.py").is_file()
        }
    })
}

pub fn is_generated(rel: &Path) -> bool {
    const DIRS: &[&str] = &[
        "build",
        "dist",
        "out",
        "target",
        "node_modules",
        "__pycache__",
        ".pytest_cache",
        ".mypy_cache",
        ".ruff_cache",
        ".tox",
        ".nox",
        ".cache",
        "coverage",
        "htmlcov",
        ".next",
        ".nuxt",
        ".parcel-cache",
        ".gradle",
        ".eggs",
        "obj",
        ".sass-cache",
        "cache",
        "caches",
        ".venv",
        "venv",
        ".terraform",
        ".direnv",
        ".turbo",
        ".svelte-kit",
        "bower_components",
        // Documentation and site builders' outputs, and editors' autosaves.
        "_build",
        "_site",
        "storybook-static",
        ".docusaurus",
        ".ipynb_checkpoints",
    ];
    const EXTS: &[&str] = &[
        "o",
        "obj",
        "a",
        "so",
        "dylib",
        "dll",
        "pyc",
        "pyo",
        "class",
        "lo",
        "la",
        "d",
        "gcda",
        "gcno",
        // Raw profiles an instrumented run writes (`default.profraw`), merged into `.profdata`.
        "profraw",
        "tsbuildinfo",
    ];
    let comps: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    let below_src = |i: usize| comps[..i].iter().any(|c| c == "src");
    // A build tree per target or configuration (`build-arm/`, `build_debug/`,
    // `cmake-build-release/`, `out-x86/`).
    let build_tree = |c: &str| {
        let c = c.to_ascii_lowercase();
        // Folders of the build's own sources (`build-tools/`, `build-aux/`) are none.
        const SOURCES: &[&str] = &[
            "tools", "tool", "scripts", "script", "support", "aux", "config", "utils", "helpers", "system",
            "logic", "src", "files",
        ];
        ["build-", "build_", "cmake-build-", "out-", "out_"]
            .iter()
            .any(|p| c.strip_prefix(p).is_some_and(|rest| !rest.is_empty() && !SOURCES.contains(&rest)))
    };
    if comps.iter().enumerate().take(comps.len().saturating_sub(1)).any(|(i, c)| {
        c.ends_with(".egg-info")
            || build_tree(c) && !below_src(i)
            || DIRS.contains(&c.as_str()) && !(SOURCE_NAMES.contains(&c.as_str()) && below_src(i))
    }) {
        return true;
    }
    let name = comps.last().map(|s| s.as_str()).unwrap_or("");
    // Tool caches are named for what they are (`.eslintcache`, `.stylelintcache`, `foo.cache`).
    let lower = name.to_ascii_lowercase();
    name.rsplit_once('.').is_some_and(|(b, ext)| !b.is_empty() && EXTS.contains(&ext))
        || DIRS.contains(&name)
        || lower.ends_with("cache") && lower.len() > 5
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discarding_changes_is_said_in_plain_words_and_not_in_look_alikes() {
        for t in [
            "discard my changes",
            "Discard the local edits to README",
            "revert my uncommitted changes",
            "throw away the work in progress",
            "undo my changes in src/",
            "reset the working tree, I want a clean checkout",
        ] {
            assert!(TaskScope::from_task(Some(t)).discards, "{t}");
        }
        for t in [
            "don't discard my changes",
            "update the imports",
            "reset the counter to zero",
            "restore my changes from the stash",
            "keep my changes and revert nothing",
            "undo the last migration",
        ] {
            assert!(!TaskScope::from_task(Some(t)).discards, "{t}");
        }
    }

    #[test]
    fn a_file_name_said_as_a_kind_of_file_names_its_family() {
        let s = TaskScope::from_task(Some(
            "Clean the test artifacts: .pytest_cache, the .coverage files and tmp_test_* folders",
        ));
        assert!(s.names(Path::new(".coverage.worker1.4242")));
        assert!(s.names(Path::new(".coverage")));
        assert!(!s.names(Path::new(".coveragerc")));
        for t in [
            "keep only the 7 newest nightly dumps",
            "only keep the last 3",
            "keep just two of them",
            "keep 5",
        ] {
            assert!(TaskScope::from_task(Some(t)).destructive, "{t}");
        }
        for t in ["keep the tests passing", "keep the last line", "deploy the latest version"] {
            assert!(!TaskScope::from_task(Some(t)).destructive, "{t}");
        }
        for t in ["prune it to the 3 most recent dumps", "keep the last 7", "only keep the newest"] {
            assert!(TaskScope::from_task(Some(t)).keeps_newest, "{t}");
        }
        for t in ["show the recent changes", "the last step failed"] {
            assert!(!TaskScope::from_task(Some(t)).keeps_newest, "{t}");
        }
        let b = TaskScope::from_task(Some("make sure ~/.local/bin is on my PATH in bash"));
        assert!(b.names(Path::new("~/.bashrc")) && !b.names(Path::new("~/.zshrc")));
        assert!(!TaskScope::from_task(Some("run bash deploy.sh")).names(Path::new("~/.bashrc")));
        // "test" describes the spelled-out tests/fixtures/, not every folder named tests.
        let t = TaskScope::from_task(Some(
            "Regenerate the test fixtures in tests/fixtures/ (old fixtures can go)",
        ));
        assert!(t.names(Path::new("tests/fixtures/order_001.json")));
        assert!(!t.names(Path::new("tests/recordings/charge_00.json")));
        let g = TaskScope::from_task(Some("Publish _site into gh-pages/, replacing its old contents"));
        assert!(g.destructive && g.names(Path::new("gh-pages/old-page.html")));
    }

    #[test]
    fn build_trees_per_target_are_outputs_and_generated_files_are_named_by_their_folder() {
        assert!(is_generated(Path::new("build-arm/fw.bin")));
        assert!(is_generated(Path::new("cmake-build-debug/app")));
        assert!(!is_generated(Path::new("build-tools/gen.py")));
        assert!(!is_generated(Path::new("build-aux/ltmain.sh")));
        assert!(!is_generated(Path::new("src/build-info/version.c")));
        let s = TaskScope::from_task(Some(
            "run scripts/distclean.sh to remove the build trees and generated files",
        ));
        assert!(s.names(Path::new("src/gen/regs.h")));
        assert!(!s.names(Path::new("src/regs.h")));
        assert!(!TaskScope::from_task(Some("remove the build trees")).names(Path::new("src/gen/regs.h")));
    }

    #[test]
    fn a_public_key_handed_over_for_ssh_names_authorized_keys_and_path_with_no_shell_names_each_shells() {
        let s = TaskScope::from_task(Some(
            "Priya will pull results/ with rsync over ssh. Her public key is keys/priya.pub.",
        ));
        assert!(s.names(Path::new("~/.ssh/authorized_keys")));
        assert!(
            !TaskScope::from_task(Some("check keys/priya.pub is valid"))
                .names(Path::new("~/.ssh/authorized_keys"))
        );
        let rsync = TaskScope::from_task(Some(
            "Add her key (keys/priya.pub) with tools/grant_access.sh, read-only rsync only",
        ));
        assert!(rsync.names(Path::new("~/.ssh/authorized_keys")));
        let s = TaskScope::from_task(Some("install the hb helper for my user so it's on my PATH"));
        assert!(s.names(Path::new("~/.bashrc")) && s.names(Path::new("~/.zshrc")));
        // A shell said names its own files only.
        let s = TaskScope::from_task(Some("put ~/.local/bin on my PATH in zsh"));
        assert!(s.names(Path::new("~/.zshrc")) && !s.names(Path::new("~/.bashrc")));
        assert!(
            TaskScope::from_task(Some("install the deploy key into my ssh setup"))
                .names(Path::new("~/.ssh/config"))
        );
    }

    #[test]
    fn keep_my_other_things_keeps_those_but_the_one_the_request_works_on() {
        let s = TaskScope::from_task(Some(
            "clear the cache and snapshots for Pixel_7_API_34 (`make emu-clean AVD=Pixel_7_API_34`), keep my other AVDs as they are",
        ));
        assert!(s.keeps(Path::new("~/.android/avd/Tablet_API_33.ini")));
        assert!(!s.keeps(Path::new("~/.android/avd/Pixel_7_API_34.avd/cache.img")));
        assert!(!s.keeps(Path::new("~/.android/cache/x")));
    }

    #[test]
    fn a_question_of_yes_or_no_is_a_check() {
        assert!(TaskScope::from_task(Some("is the staging update feed serving 2.3.1 yet?")).diagnoses());
        assert!(TaskScope::from_task(Some("does the nightly build still pass? make check")).diagnoses());
        assert!(!TaskScope::from_task(Some("is it fine to drop the cache")).diagnoses());
        assert!(!TaskScope::from_task(Some("publish the feed to staging")).diagnoses());
    }

    #[test]
    fn setting_up_is_said_in_many_ways() {
        for t in [
            "install the hb helper",
            "Get the events-pipeline repo ready for local dev (make dev)",
            "hook my test phones up to the QA device farm",
            "register this runner with the CI server",
        ] {
            assert!(TaskScope::from_task(Some(t)).installs, "{t}");
        }
        assert!(!TaskScope::from_task(Some("is the server ready?")).installs);
    }

    #[test]
    fn only_limits_a_request_to_its_word() {
        let s = TaskScope::from_task(Some("turn on new_checkout in staging only, QA wants to test it"));
        assert!(s.says_only("staging") && !s.says_only("production"));
        assert!(TaskScope::from_task(Some("change it only for staging")).says_only("staging"));
        assert!(!TaskScope::from_task(Some("turn it on in staging")).says_only("staging"));
    }

    #[test]
    fn what_something_is_made_from_is_named_as_an_input_not_as_what_changes() {
        let s = TaskScope::from_task(Some(
            "regenerate paper/tables/table2.tex from experiments/results.csv with analysis/make_tables.py -- I added the seed 4 runs",
        ));
        assert!(s.names(Path::new("experiments/results.csv")), "it still names what it reads");
        assert!(!s.names_as_target(Path::new("experiments/results.csv")));
        assert!(!s.names_file_as_target(Path::new("experiments/results.csv")));
        assert!(s.names_file_as_target(Path::new("paper/tables/table2.tex")));
        let s = TaskScope::from_task(Some("build the docx (make docx) from the sections"));
        assert!(!s.names_as_target(Path::new("sections/01-intro.md")));
        // Taken out of what follows "from": that changes.
        for (t, changed) in [
            ("strip all outputs from the notebooks in notebooks/", "notebooks/a.ipynb"),
            ("Apply migration 0007 to data/crm.db. It drops the fax column from customers", "customers"),
            ("move the old orders from data/app.db into data/archive.db", "data/app.db"),
        ] {
            assert!(TaskScope::from_task(Some(t)).names_as_target(Path::new(changed)), "{t}");
        }
        // What a clause that reads names is read; unless a clause of change points back.
        let s = TaskScope::from_task(Some(
            "Check the licenses of everything in requirements.txt with tools/license_check.py and write THIRD_PARTY_NOTICES.md.",
        ));
        assert!(!s.names_as_target(Path::new("requirements.txt")));
        assert!(s.names_as_target(Path::new("THIRD_PARTY_NOTICES.md")));
        let s = TaskScope::from_task(Some("check the pins in requirements.txt and bump them"));
        assert!(s.names_as_target(Path::new("requirements.txt")));
        let s = TaskScope::from_task(Some("check requirements.txt, fix requirements.txt if needed"));
        assert!(s.names_as_target(Path::new("requirements.txt")));
        // Showing the result names what changed.
        let s = TaskScope::from_task(Some(
            "Bump the app to the next patch version with scripts/bump.sh patch, then show me the diff of app/build.gradle.",
        ));
        assert!(s.names_as_target(Path::new("app/build.gradle")));
        // Said again outside the "from": the fragments go.
        let s = TaskScope::from_task(Some(
            "Assemble the changelog entry from the fragments in .changes/ (make changelog). Consuming the fragments is expected.",
        ));
        assert!(s.names_as_target(Path::new(".changes/42.feature.md")));
    }

    #[test]
    fn a_workspace_folder_names_no_home_folder_of_its_name_and_only_x_should_change_leaves_the_rest() {
        let s = TaskScope::from_task(Some(
            "Prune the old checkpoints in runs/ and keep only the 2 newest per run",
        ));
        assert!(s.names(Path::new("runs/re180/ckpt_00010.h5")));
        assert!(!s.names(Path::new("~/group/runs/baseline/ckpt_00100.h5")));
        assert!(TaskScope::from_task(Some("clean ~/.cache/quarry/")).names(Path::new("~/.cache/quarry/x")));
        for t in ["Hook up the analytics. Only the head partial should change.", "change only the config"] {
            assert!(TaskScope::from_task(Some(t)).leaves_rest, "{t}");
        }
        for t in ["only run the tests", "the only change I want is a faster build"] {
            assert!(!TaskScope::from_task(Some(t)).leaves_rest, "{t}");
        }
    }

    #[test]
    fn a_module_path_names_its_vendored_copy() {
        let s = TaskScope::from_task(Some("Update the vendored example.com/ratelimit to v0.4.2"));
        assert!(s.names(Path::new("vendor/example.com/ratelimit/limiter.go")));
        assert!(!s.names(Path::new("vendor/example.com/other/x.go")));
        assert!(!s.names(Path::new("internal/example.com/ratelimit/x.go")));
    }

    #[test]
    fn a_kind_of_file_is_named_by_the_word_its_extension_ends_with() {
        let s = TaskScope::from_task(Some(
            "Clean the generated stuff out with `make clean` (plan files, build/ and the .terraform folders)",
        ));
        assert!(s.names(Path::new("envs/dev/dev.tfplan")));
        assert!(!s.names(Path::new("envs/dev/main.tf")));
        let h = TaskScope::from_task(Some("write the lab config and trust the lab controller's host key"));
        assert!(h.names(Path::new("~/.ssh/known_hosts")) && !h.names(Path::new("~/.ssh/authorized_keys")));
    }

    #[test]
    fn a_file_the_keeping_names_stays_whatever_the_count_says() {
        let s = TaskScope::from_task(Some(
            "Prune checkpoints/: keep only the 2 most recent epoch checkpoints plus best.pt and delete the rest.",
        ));
        assert!(s.keeps(Path::new("checkpoints/best.pt")), "{:?}", s.kept);
        assert!(!s.keeps(Path::new("checkpoints/epoch_001.pt")));
        let v = TaskScope::from_task(Some("keep the last 3 releases and delete v1.2.tar.gz"));
        assert!(!v.keeps(Path::new("v1.2.tar.gz")));
    }

    #[test]
    fn making_anew_asks_nothing_to_go_and_saying_it_may_go_does() {
        for t in ["Regenerate the ARB files with gen_arb.py", "rebuild the search index"] {
            let s = TaskScope::from_task(Some(t));
            assert!(s.destructive && s.remakes_only, "{t}");
        }
        for t in [
            "Regenerate the test fixtures in tests/fixtures/ (old fixtures can go)",
            "regenerate the mocks and delete the stale ones",
            "clean and rebuild",
        ] {
            assert!(!TaskScope::from_task(Some(t)).remakes_only, "{t}");
        }
    }

    #[test]
    fn emptying_and_throwing_away_ask_for_data_to_go_and_an_empty_thing_does_not() {
        for t in [
            "Empty the debug log, it's too big.",
            "rotate it and then empty it",
            "It's fine to throw away whatever is in ~/notes right now.",
            "get rid of the old dumps",
        ] {
            let s = TaskScope::from_task(Some(t));
            assert!(s.destructive && s.removes_records, "{t}");
        }
        for t in ["why is the log empty?", "add a test for an empty list", "throw an error on bad input"] {
            assert!(!TaskScope::from_task(Some(t)).removes_records, "{t}");
        }
    }

    #[test]
    fn a_request_for_outputs_or_an_answer_changes_nothing_the_user_keeps() {
        for t in [
            "Build the sensor-node firmware with `make` (host board is fine) and show me the size report.",
            "Lint the orders API Helm chart with `make lint` and tell me what needs fixing.",
            "Can you precompile the production assets with `make assets`? I want to see how big the bundles are.",
            "I changed the header styles. Rebuild the theme bundle so the new CSS gets picked up.",
            "Give me a summary of what's in the prod state; save it to reports/prod-state.md",
            "run the test suite and tell me which tests fail",
        ] {
            assert!(TaskScope::from_task(Some(t)).produces_only, "{t}");
        }
        for t in [
            "Build the project and fix the warnings",
            "Run `make migrate-settings` to convert my settings and show me the new file",
            "Regenerate lib/gen/assets.gen.dart with `make assets`",
            "lint the code and fix what it finds",
            "run the tests; update the snapshots",
            "clean the build and rebuild it",
            "bump the version and build the release",
            "show me the diff, don't change anything",
            "format the code and run the tests",
        ] {
            assert!(!TaskScope::from_task(Some(t)).produces_only, "{t}");
        }
    }

    #[test]
    fn names_paths_folders_files_stems_and_globs() {
        let s = TaskScope::from_task(Some(
            "Clean the build/ outputs and delete `src/old.c`, then remove *.log; regenerate the changelog",
        ));
        assert!(s.names(Path::new("build/main.o")));
        assert!(s.names(Path::new("src/old.c")));
        assert!(s.names(Path::new("logs/run.log")));
        assert!(s.names(Path::new("CHANGELOG.md")));
        assert!(!s.names(Path::new("src/main.c")));
        assert!(!s.names(Path::new("src/build.c")));
        assert!(s.destructive);
        assert!(!s.read_only);
    }

    #[test]
    fn intent_is_read_from_the_request() {
        assert!(!TaskScope::from_task(Some("Make a backup of my notes data")).destructive);
        for t in
            ["regenerate the mocks with `make generate`", "run codegen", "Re-generate the protobuf stubs"]
        {
            assert!(TaskScope::from_task(Some(t)).regenerates, "{t}");
        }
        assert!(!TaskScope::from_task(Some("fix the general settings page")).regenerates);
        for t in
            ["install the dev tools", "first-time developer setup", "set up the project", "run the bootstrap"]
        {
            assert!(TaskScope::from_task(Some(t)).installs, "{t}");
        }
        assert!(!TaskScope::from_task(Some("fix the installer's typo")).installs);
        assert!(
            TaskScope::from_task(Some("Normalize whitespace in the Python sources with `make fmt`"))
                .formats_only
        );
        assert!(!TaskScope::from_task(Some("fix the bug, then format the code")).formats_only);
        assert!(
            TaskScope::from_task(Some(
                "normalize whitespace in app/ with tools/wsfix. Don't change anything else."
            ))
            .formats_only
        );
        // A request that also asks for a change of code, or that says "format" of a file's
        // layout while asking for an edit, is no format-only request.
        for t in [
            "run the formatter so src/ gets the whitespace cleanup and the leftover six shims replaced",
            "allow s3:PutObject on the bucket in policy.json; use tools/grant.py (it keeps our format)",
        ] {
            assert!(!TaskScope::from_task(Some(t)).formats_only, "{t}");
        }
    }

    #[test]
    fn a_release_request_asks_for_versions_only() {
        let s = |t: &str| TaskScope::from_task(Some(t)).bumps_version;
        assert!(s("Cut the 1.4.0 release of tinyhttp with `make release VERSION=1.4.0`. Don't push."));
        assert!(s("bump the version to 2.0"));
        assert!(s("release 2.1.0 to the team"));
        assert!(!s("fix the timeout bug and release 1.4.1"));
        assert!(!s("write the release notes"));
        assert!(!s("run the tests"));
    }

    #[test]
    fn what_the_task_says_stays_as_it_is() {
        let s = |t: &str| TaskScope::from_task(Some(t));
        let t = s("Produce build/app.db from data/app.db with `make migrate`; leave data/app.db untouched.");
        assert!(t.keeps_unchanged(Path::new("data/app.db")));
        assert!(!t.keeps_unchanged(Path::new("build/app.db")));
        assert!(s("don't modify the fixtures").keeps_unchanged(Path::new("tests/fixtures/a.json")));
        assert!(s("update the docs without touching schema.sql").keeps_unchanged(Path::new("schema.sql")));
        // Kept from deletion is not kept from change: "keep the archives" lets them be rewritten.
        let keep = s("prune old logs, keep the archives");
        assert!(keep.keeps(Path::new("archive/a.tar")) && !keep.keeps_unchanged(Path::new("archive/a.tar")));
        // The file itself, not a folder above it; `_tool` (zsh completion) names `tool`.
        let s = TaskScope::from_task(Some("rotate the logs under var/ and clear cache.db"));
        assert!(s.names(Path::new("var/app.db")) && !s.names_file(Path::new("var/app.db")));
        assert!(s.names_file(Path::new("state/cache.db")));
        assert!(
            TaskScope::from_task(Some("install the tally completions")).names(Path::new("~/.zfunc/_tally"))
        );
        // A word that describes a home path the request spells out names that path only.
        let q = TaskScope::from_task(Some("The quarry cache in ~/.cache/quarry is huge; prune it"));
        assert!(q.names(Path::new("~/.cache/quarry/entry1")));
        assert!(!q.names(Path::new("~/.local/share/quarry")));
        assert!(q.names(Path::new("src/quarry.py")), "the workspace is not the home");
        let logs = TaskScope::from_task(Some("Rotate the old logs in logs/app/"));
        assert!(logs.names(Path::new("logs/app/web.log.3")));
        assert!(!logs.names(Path::new("logs/audit/2024-05.log")), "logs/app/ spells out which logs");
        // A folder written as one, beside a pattern of paths under it, names all of it.
        let data = TaskScope::from_task(Some(
            "Migrate the project's data/ folder to the new layout (data/<kind>/<year>/<month>.<ext>); only data/ should change",
        ));
        assert!(data.names(Path::new("data/events/2025/03.jsonl")));
        assert!(!TaskScope::from_task(Some("Import the new customer batch into the warehouse")).destructive);
        // Reshaping data is destructive for files but asks for no record to go.
        let m = TaskScope::from_task(Some(
            "Apply the pending migration to the orders database with `bin/app migrate`",
        ));
        assert!(m.destructive && !m.removes_records);
        assert!(!TaskScope::from_task(Some("rebuild the orders table to add a column")).removes_records);
        assert!(
            !TaskScope::from_task(Some("normalize contacts.json (trim fields, lower-case emails)"))
                .removes_records
        );
        assert!(TaskScope::from_task(Some("trim the ledger to the last 90 days")).removes_records);
        for t in ["drop the stale sessions", "dedupe customers.csv", "migrate, then purge old rows"] {
            assert!(TaskScope::from_task(Some(t)).removes_records, "{t}");
        }
        // Dropping a column asks for its values to go, not for rows.
        for t in [
            "Apply migration 0007. It drops the obsolete `fax` column from `customers`",
            "remove the email field from every record in people.json",
        ] {
            assert!(!TaskScope::from_task(Some(t)).removes_records, "{t}");
        }
        for t in [
            "drop the rows of the test column's owner",
            "remove the column headers' duplicate lines",
            "delete the rows whose status column is empty",
        ] {
            assert!(TaskScope::from_task(Some(t)).removes_records, "{t}");
        }
        assert!(
            TaskScope::from_task(Some(
                "Run the linter and tell me what it reports. Don't change any code yet."
            ))
            .read_only
        );
    }

    #[test]
    fn a_request_for_no_changes_is_one_for_nothing_at_all() {
        for t in [
            "Run the tests and tell me whether anything fails. Don't fix anything yet.",
            "Check the config in read-only mode",
            "Show me the drift, read only.",
            "explain src/a.c, don't change any code",
        ] {
            assert!(TaskScope::from_task(Some(t)).read_only, "{t}");
        }
        for t in [
            "Change lifetime_hours in config/session.toml. Don't change any other session or cookie setting.",
            "Update the Button snapshot. Don't touch the other components' snapshots.",
            "Issue a read-only API key for the ci-bot service",
            "Bump the version, don't change anything else",
        ] {
            let s = TaskScope::from_task(Some(t));
            assert!(!s.read_only, "{t}");
            assert_eq!(s.leaves_rest, !t.contains("read-only"), "{t}");
        }
    }

    #[test]
    fn what_git_ignores_is_said_in_gitignore() {
        let s = TaskScope::from_task(Some("Move the hard-coded credentials into a git-ignored .env file"));
        assert!(s.names(Path::new(".gitignore")));
        assert!(!TaskScope::from_task(Some("Move the credentials into .env")).names(Path::new(".gitignore")));
    }

    #[test]
    fn negated_clauses_affirm_nothing() {
        let s = TaskScope::from_task(Some(
            "Write the cron entry into ops/cron/dbdump.cron. It gets pushed, so the DB password must not end up in it.",
        ));
        assert!(s.says("password") && !s.affirms("password"));
        assert!(s.affirms("cron"));
        let s = TaskScope::from_task(Some("Put the new API token into config/app.yml"));
        assert!(s.affirms("token"));
    }

    #[test]
    fn what_the_request_keeps() {
        let kept = |t: &str| TaskScope::from_task(Some(t)).kept;
        assert_eq!(
            kept(
                "Rotate backups/: keep the last 7 daily and 4 weekly backups (monthly ones are kept forever)."
            ),
            vec!["monthly"]
        );
        assert_eq!(kept("Clean the build, but don't touch the fixtures"), vec!["fixtures"]);
        assert_eq!(kept("Delete the caches except the archive"), vec!["archive"]);
        assert_eq!(kept("Prune old logs; audit logs must stay"), vec!["audit"]);
        assert_eq!(kept("Preserve uploads/ when resetting"), vec!["uploads"]);
        // Retention counts keep some and let the rest go.
        assert!(kept("Keep 7 daily snapshots and delete the rest").is_empty());
        assert!(kept("keep only the newest three").is_empty());
        assert!(kept("leave it as it is").is_empty());
        let scope = TaskScope::from_task(Some("Rotate them (monthly ones are kept forever)"));
        assert!(scope.keeps(Path::new("backups/monthly/app-2024-01.sqlite.gz")));
        assert!(!scope.keeps(Path::new("backups/daily/app-2024-01.sqlite.gz")));
        // The plural of a folder's name keeps what is in it.
        let scope = TaskScope::from_task(Some("Rotate the logs. Keep all the existing archives."));
        assert!(scope.keeps(Path::new("logs/archive/api.log.1")));
        assert!(!scope.keeps(Path::new("logs/api.log")));
    }

    #[test]
    fn up_is_a_state_asked_about_only_after_a_verb_of_being() {
        assert!(TaskScope::from_task(Some("check whether the dev server is up")).diagnoses());
        assert!(TaskScope::from_task(Some("tell me if the API is up")).diagnoses());
        assert!(
            !TaskScope::from_task(Some("generate the SBOM; they'll pick the file up from dist/")).diagnoses()
        );
        assert!(!TaskScope::from_task(Some("set up the project and back up the database")).diagnoses());
    }

    #[test]
    fn stop_words_and_empty_tasks_name_nothing() {
        assert!(!TaskScope::from_task(Some("delete the files")).names(Path::new("files/x")));
        assert!(TaskScope::from_task(None).is_empty());
        assert!(!TaskScope::from_task(None).names(Path::new("a")));
    }

    #[test]
    fn generated_outputs_are_recognised() {
        for p in [
            "build/core.o",
            "dist/lib.a",
            "src/pkg/__pycache__/m.cpython-311.pyc",
            "x.pyc",
            "node_modules/a/index.js",
            "foo.egg-info/PKG-INFO",
            ".eslintcache",
        ] {
            assert!(is_generated(Path::new(p)), "{p}");
        }
        for p in [
            "src/main.c",
            "data/notes.db",
            "README.md",
            "builder.py",
            "Makefile",
            "src/acme/build/planner.py",
        ] {
            assert!(!is_generated(Path::new(p)), "{p}");
        }
        // Below src/, caches are still generated; a setup.py build's copies at the top are too.
        assert!(is_generated(Path::new("src/acme/__pycache__/m.pyc")));
        assert!(is_generated(Path::new("build/lib/acme/planner.py")));
        // A `build` package of a Python package, without a src/ layout.
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("acme/build")).unwrap();
        std::fs::write(d.path().join("acme/__init__.py"), "").unwrap();
        assert!(in_source_package(d.path(), Path::new("acme/build/planner.py")));
        assert!(!in_source_package(d.path(), Path::new("build/lib/acme/planner.py")));
        // A file said by what it is.
        assert!(
            TaskScope::from_task(Some("apply the team's git settings to my global git config"))
                .names(Path::new("~/.gitconfig"))
        );
        // A make or environment variable's value names its path.
        assert!(
            TaskScope::from_task(Some("run `make authorize-key KEY=keys/laptop-2026.pub`"))
                .spelled_paths()
                .contains(&"keys/laptop-2026.pub")
        );
        // A path that ends a sentence inside parentheses.
        assert!(
            TaskScope::from_task(Some(
                "run make staging-ssh (it adds the Host entries to my ~/.ssh/config)."
            ))
            .names(Path::new("~/.ssh/config"))
        );
        // A count kept while the old ones go keeps the newest; a count alone does not.
        assert!(keeps_newest("run scripts/prune_dist.py --keep 3 to drop the old release tarballs"));
        assert!(!keeps_newest("run scripts/prune_dist.py --keep 3"));
        assert!(!keeps_newest("keep the old config, drop the rest"));
        // "The release tarballs" names the tarballs and their checksums, not the rest of dist/.
        let tar = TaskScope::from_task(Some("dist/ is getting big. drop the old release tarballs"));
        assert!(tar.names_file(Path::new("dist/geoindex-1.7.0.tar.gz")));
        assert!(tar.names_file(Path::new("dist/geoindex-1.7.0.tar.gz.sha256")));
        assert!(!tar.names_file(Path::new("dist/notes.md")));
        // "The lockfile" names the package managers' lockfiles, not the manifest beside them.
        let lock = TaskScope::from_task(Some(
            "bump lodash in package.json and the lockfile, don't touch anything else",
        ));
        assert!(lock.names(Path::new("package-lock.json")) && lock.names(Path::new("web/yarn.lock")));
        assert!(!lock.names(Path::new("src/index.js")));
        // "My ssh config" names the files it includes by convention, not the rest of ~/.ssh.
        let ssh = TaskScope::from_task(Some("add the new staging bastion to my ssh config and run make ssh"));
        assert!(ssh.names(Path::new("~/.ssh/config.d/infra.conf")));
        assert!(!ssh.names(Path::new("~/.ssh/authorized_keys")));
        assert!(!ssh.names(Path::new("~/.ssh/config.dump")));
        // "The build caches" names the build output, not a `build` package below src/.
        let s = TaskScope::from_task(Some("Builds pick up stale artifacts: wipe the build caches"));
        assert!(s.names(Path::new("build/lib/acme/_speedups.so")));
        assert!(!s.names(Path::new("src/acme/build/planner.py")));
        // A raw profile an instrumented run writes is output; the merged profile a build may
        // keep as its input is not.
        assert!(is_generated(Path::new("fuzz/default.profraw")));
        assert!(!is_generated(Path::new("pgo/merged.profdata")));
        assert!(
            TaskScope::from_task(Some("remove src/acme/build")).names(Path::new("src/acme/build/planner.py"))
        );
    }
}
