//! `scope.additive`: a request to add to a file (an entry, a section, a line) whose edit also
//! takes away what the file held.
//!
//! The finding is raised here ([`check`]). What it catches, why, and an example: [`RULE`],
//! shown by `foresee rules explain scope.additive`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::read_text;
use crate::approver::phrasing::list;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Place, Transition};

pub const RULE: Rule = Rule {
    id: "scope.additive",
    action: Decision::Ask,
    catches: "the task only adds (\"add\", \"append\", \"assemble the 1.3.0 entry\", \"insert\", \"prepend\"), \
        and a file of the workspace it names loses three or more lines of what it held (text, not \
        white space; prose and data alike), none of them moved elsewhere in it: the changelog's old \
        release sections replaced by the new one. A task that also removes, replaces, rewrites or \
        regenerates asks for that",
    why: "An entry added to a changelog, a host added to a list, a key added to a config: the diff is \
        expected to grow. A tool that rewrites the file from its new content alone drops what was \
        there, and the loss hides in a diff everyone reads for the new lines.",
    example: Example {
        setup: "",
        fires: Run {
            command: "printf '# people\\ndan,50\\n' > data/people.csv",
            task: Some("add dan to data/people.csv"),
            flags: &[],
        },
        passes: Run {
            command: "echo dan,50 >> data/people.csv",
            task: Some("add dan to data/people.csv"),
            flags: &[],
        },
        contrast: "the line is added and nothing the file held goes",
    },
    sources: &["src/approver/catalog/scope/additive.rs"],
};

/// Whether the request only adds: an adding verb, and none that takes away or remakes.
fn only_adds(ctx: &WallContext) -> bool {
    let s = ctx.scope;
    // Inputs used up on the way ("consuming the fragments is expected") take nothing from the
    // file added to; a word that takes from it does.
    const TAKES: &[&str] = &[
        "rewrite",
        "rewrites",
        "rewriting",
        "replace",
        "replaces",
        "replacing",
        "rename",
        "renames",
        "move",
        "moves",
        "update",
        "updates",
        "updating",
        "change",
        "changes",
        "changing",
        "edit",
        "edits",
        "fix",
        "fixes",
        "format",
        "sort",
        "dedupe",
        "deduplicate",
        "remove",
        "removes",
        "removing",
        "delete",
        "deletes",
        "drop",
        "clear",
        "prune",
        "trim",
        "purge",
        "wipe",
        "erase",
        "truncate",
        "reset",
        "clean",
        "cleanup",
        "rotate",
        "overwrite",
    ];
    s.says_prefix(&["add", "append", "assembl", "insert", "prepend"])
        && !s.regenerates
        && !TAKES.iter().any(|w| s.says(w))
}

/// Lines of `f`'s old text (not blank) that its new text no longer has anywhere.
fn lost_lines(f: &FileEffect) -> usize {
    let read = |p| read_text(p, 1 << 20);
    let (Some(old), Some(new)) = (read(f.before_content.as_deref()), read(f.after_content.as_deref())) else {
        return 0;
    };
    let kept: std::collections::HashSet<&str> = new.lines().map(str::trim).collect();
    old.lines().map(str::trim).filter(|l| !l.is_empty() && !kept.contains(l)).count()
}

pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    if !only_adds(ctx) {
        return None;
    }
    let shrunk: Vec<&FileEffect> = ctx
        .files
        .iter()
        .filter(|x| {
            x.f.transition == Transition::Modified && x.f.place == Place::Workspace && x.named && !x.generated
        })
        .map(|x| x.f)
        .filter(|f| lost_lines(f) >= 3)
        .collect();
    (!shrunk.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!("was asked to add, but would remove lines already there from {}", list(&shrunk)),
    })
}
