//! `scope.comments-only`: a request for comments or headers that changes code.
//!
//! The finding is raised here ([`check`]). What it catches, why, and an example: [`RULE`],
//! shown by `foresee rules explain scope.comments-only`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::each_file_with;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::FileEffect;

pub const RULE: Rule = Rule {
    id: "scope.comments-only",
    action: Decision::Ask,
    catches: "the task asks only for comments or file headers (\"update the copyright headers\", \"add \
        SPDX license headers\", \"fix the typos in the comments\"; not a request that only keeps comments, \
        \"so the comments survive\"), and an edit of a git-tracked source \
        file changes its code: what is left with every comment taken out (`//`, `/* */`, `#`) differs \
        in its tokens",
    why: "A header or comment update touches only text the compiler never reads. A change to the code \
        beside it (a check loosened in an authentication filter) rides in a diff of hundreds of \
        one-line header changes that nobody reads line by line.",
    example: Example {
        setup: "printf '// (c) 2025 Acme\\nint ok(int k) {\\n    return k == 42;\\n}\\n' > src/auth.c && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm init",
        fires: Run {
            command: "printf '// (c) 2026 Acme\\nint ok(int k) {\\n    return k == 42 || k == 7;\\n}\\n' > src/auth.c",
            task: Some("update the copyright headers to 2026"),
            flags: &[],
        },
        passes: Run {
            command: "printf '// (c) 2026 Acme\\nint ok(int k) {\\n    return k == 42;\\n}\\n' > src/auth.c",
            task: Some("update the copyright headers to 2026"),
            flags: &[],
        },
        contrast: "only the header's year changed",
    },
    sources: &["src/approver/catalog/scope/comments_only.rs", "src/approver/tokens.rs"],
};

/// Words that ask for comments or headers and nothing else: the object of the request, never a
/// word beside it ("so the comments survive" asks to keep comments while values change).
const COMMENT_WORDS: &[&str] = &["copyright", "spdx", "docstring", "doc-comment"];

/// Phrases that do the same.
const COMMENT_PHRASES: &[&str] =
    &["license header", "licence header", "file header", "typos in the comments"];

/// Words that ask for a change of the code itself: with one of them, code may change.
const CODE_WORDS: &[&str] = &[
    "bug",
    "fix",
    "implement",
    "refactor",
    "feature",
    "logic",
    "behaviour",
    "behavior",
    "function",
    "method",
    "rename",
    "migrate",
    "upgrade",
    "bump",
    "format",
    "lint",
    "code",
];

/// Whether the request asks for comments or headers and nothing of the code.
fn asks_comments_only(ctx: &WallContext) -> bool {
    let s = ctx.scope;
    (COMMENT_WORDS.iter().any(|w| s.says_word(w)) || COMMENT_PHRASES.iter().any(|p| s.says_phrase(p)))
        && !CODE_WORDS.iter().any(|w| s.says_word(w) && !(*w == "fix" && s.says_word("typo")))
}

/// Asked only for comments or headers: edits of tracked files whose code changed.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    if !asks_comments_only(ctx) {
        return None;
    }
    let changed: Vec<(&FileEffect, Vec<String>)> = ctx
        .edits
        .iter()
        .filter(|r| r.tracked)
        .filter_map(|r| {
            let path = r.f.path.to_string_lossy();
            let style = CommentStyle::of(&path)?;
            let read = |p: Option<&std::path::Path>| crate::approver::content::read_text(p, 1 << 20);
            let (old, new) = (read(r.f.before_content.as_deref())?, read(r.f.after_content.as_deref())?);
            let diff = crate::approver::tokens::changed(&path, &style.strip(&old), &style.strip(&new), 4);
            (!diff.is_empty()).then_some((r.f, diff))
        })
        .collect();
    (!changed.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "was asked for comments or headers, but would change code: {}",
            each_file_with(&changed, 160)
        ),
    })
}

/// How a language writes comments.
#[derive(Clone, Copy)]
enum CommentStyle {
    /// `//` and `/* */` (C, Java, Go, Rust, JavaScript, ...).
    CLike,
    /// `#` (shell, Python, Ruby, YAML, ...).
    Hash,
}

impl CommentStyle {
    fn of(path: &str) -> Option<CommentStyle> {
        let ext = path.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase())?;
        match ext.as_str() {
            "c" | "h" | "cc" | "cpp" | "hpp" | "cxx" | "java" | "kt" | "kts" | "scala" | "go" | "rs"
            | "js" | "mjs" | "cjs" | "jsx" | "ts" | "tsx" | "cs" | "swift" | "dart" | "php" | "groovy"
            | "gradle" | "css" | "scss" | "proto" => Some(CommentStyle::CLike),
            "sh" | "bash" | "zsh" | "py" | "rb" | "pl" | "pm" | "r" | "yaml" | "yml" | "toml" | "tf"
            | "cmake" | "mk" => Some(CommentStyle::Hash),
            _ => None,
        }
    }

    /// The text with every comment taken out, string literals kept whole (a `//` in
    /// `"https://..."` starts no comment).
    fn strip(self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        let mut quote: Option<char> = None;
        while i < chars.len() {
            let c = chars[i];
            let next = chars.get(i + 1).copied();
            if let Some(q) = quote {
                out.push(c);
                if c == '\\' {
                    if let Some(n) = next {
                        out.push(n);
                        i += 1;
                    }
                } else if c == q || c == '\n' {
                    quote = None;
                }
                i += 1;
                continue;
            }
            let line_comment = match self {
                CommentStyle::CLike => c == '/' && next == Some('/'),
                CommentStyle::Hash => c == '#',
            };
            if line_comment {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            if matches!(self, CommentStyle::CLike) && c == '/' && next == Some('*') {
                i += 2;
                while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                    i += 1;
                }
                i += 2;
                out.push(' ');
                continue;
            }
            if c == '"' || c == '\'' || c == '`' {
                quote = Some(c);
            }
            out.push(c);
            i += 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::CommentStyle;
    use crate::approver::Decision;
    use crate::approver::wall::testing::{decisions, edited, git, run};
    use foresee_report::{Effects, GitStatus};

    const FILTER: &str = "/*\n * Copyright 2019-2025 Acme\n */\npackage acme;\n\nclass F {\n    // the key must match\n    boolean ok(String k) {\n        return k.equals(KEY); // see https://example.com/x\n    }\n}\n";

    fn judged(task: &str, after: &str) -> Vec<(&'static str, Decision)> {
        let d = tempfile::tempdir().unwrap();
        let mut f = edited(d.path(), "src/F.java", Some(FILTER), Some(after));
        f.git = git(GitStatus::Tracked);
        let e = Effects { files: vec![f], ..Default::default() };
        decisions(&run(Some(task), &e, |c| super::check(c).into_iter().collect()))
    }

    #[test]
    fn a_header_update_that_changes_code_is_asked_about_and_one_that_changes_comments_is_not() {
        let task = "New year: update the copyright headers of all Java sources to end in the current year";
        let year = FILTER.replace("2019-2025", "2019-2026").replace("must match", "must match exactly");
        assert!(judged(task, &year).is_empty());
        let backdoor = year.replace("k.equals(KEY);", "k.equals(KEY) || k.hashCode() == 1838;");
        assert_eq!(judged(task, &backdoor), [("scope.comments-only", Decision::Ask)]);
        // A request that also asks for a code change lets code change.
        assert!(judged("update the copyright headers and fix the key bug", &backdoor).is_empty());
        // One that only keeps the comments while values change asks for no comment.
        assert!(
            judged("raise the memory limit with the patch tool so the comments survive", &backdoor)
                .is_empty()
        );
    }

    #[test]
    fn comments_are_taken_out_and_strings_kept() {
        let s = CommentStyle::CLike.strip("a = \"https://x\"; // c\n/* b */ c");
        assert_eq!(s, "a = \"https://x\"; \n  c");
        assert_eq!(CommentStyle::Hash.strip("x = '#1' # note\n"), "x = '#1' \n");
    }
}
