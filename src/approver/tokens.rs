//! What a formatter may not change: the tokens of the code, and in Python where each statement
//! is nested.
//!
//! A formatter re-spaces, re-wraps and re-quotes; it adds or drops a trailing comma, a
//! semicolon or a redundant pair of parentheses, and sorts imports. It never turns `>=` into
//! `>`, `1000` into `100`, `and` into `or`, and never moves a Python statement out of the block
//! it was in. So a change that only formats keeps the multiset of the file's tokens, those
//! few aside, and (Python) each token's block depth. What differs is named: "`>=` -> `>`".

use std::collections::HashMap;

/// Punctuation a formatter adds, drops or swaps without changing what code means.
const NOISE: &[&str] = &[",", ";", "(", ")", "\\", "'", "\"", "`"];

/// Operators read whole, longest first.
const OPERATORS: &[&str] = &[
    ">>=", "<<=", "**=", "//=", "...", "===", "!==", "<=>", "==", "!=", ">=", "<=", "&&", "||", "->", "=>",
    "::", "**", "//", "<<", ">>", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", ":=", "++", "--", "?.",
    "??",
];

/// Files of prose: a formatter there may change list markers and emphasis (`*` -> `-`).
const PROSE: &[&str] = &["md", "markdown", "rst", "txt", "adoc", "org", "tex"];

/// First words of a line that imports: import sorting and merging moves and joins them.
const IMPORTS: &[&str] = &["import", "from", "use", "#include", "#import", "require"];

/// How `new` differs from `old` in what a formatter keeps, each as a short phrase (at most
/// `max`); empty when only formatting changed or the file is prose.
pub fn changed(path: &str, old: &str, new: &str, max: usize) -> Vec<String> {
    let ext = path.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    if PROSE.contains(&ext.as_str()) {
        return Vec::new();
    }
    let python = matches!(ext.as_str(), "py" | "pyi" | "pyw");
    let (before, after) = (tokens(old, python), tokens(new, python));
    let mut count: HashMap<&(usize, String), i64> = HashMap::new();
    for t in &before {
        *count.entry(t).or_default() += 1;
    }
    for t in &after {
        *count.entry(t).or_default() -= 1;
    }
    // In file order: what the old version had more of, and what the new one has more of.
    let take = |side: &[(usize, String)], sign: i64, count: &mut HashMap<&(usize, String), i64>| {
        let mut out: Vec<(usize, String)> = Vec::new();
        for t in side {
            if let Some(n) = count.get_mut(t) {
                if *n * sign > 0 {
                    *n -= sign;
                    out.push(t.clone());
                }
            }
        }
        out
    };
    let removed = take(&before, 1, &mut count);
    let mut added = take(&after, -1, &mut count);
    let mut out = Vec::new();
    for (depth, tok) in removed {
        if out.len() >= max {
            return out;
        }
        let phrase = if let Some(i) = added.iter().position(|(_, t)| *t == tok) {
            let (to, _) = added.remove(i);
            format!("`{tok}` moved from block depth {depth} to {to}")
        } else if !added.is_empty() {
            let (_, to) = added.remove(0);
            format!("`{tok}` -> `{to}`")
        } else {
            format!("`{tok}` dropped")
        };
        out.push(phrase);
    }
    for (_, tok) in added {
        if out.len() >= max {
            break;
        }
        out.push(format!("`{tok}` added"));
    }
    out
}

/// The tokens of a text (noise and import lines left out), each with its block depth in
/// Python (0 elsewhere).
fn tokens(text: &str, python: bool) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    // Python: open brackets and an open triple-quoted string carry a logical line on.
    let (mut brackets, mut triple): (i64, Option<&'static str>) = (0, None);
    let mut continued = false;
    let mut indents: Vec<usize> = vec![0];
    let mut depth = 0usize;
    let mut importing = false;
    for line in text.lines() {
        let body = line.trim_start();
        let logical_start = !python || (brackets <= 0 && triple.is_none() && !continued);
        if logical_start {
            let first = body.split(|c: char| c.is_whitespace() || c == '(').next().unwrap_or("");
            importing = IMPORTS.contains(&first);
            if python && !body.is_empty() && !body.starts_with('#') {
                let width = line.len() - body.len();
                while indents.len() > 1 && indents.last().is_some_and(|w| *w > width) {
                    indents.pop();
                }
                if indents.last().is_some_and(|w| width > *w) {
                    indents.push(width);
                }
                depth = indents.len() - 1;
            }
        }
        let mut words = Vec::new();
        if python {
            scan_python(line, &mut brackets, &mut triple, &mut words);
            continued = triple.is_none() && line.trim_end().ends_with('\\');
        } else {
            split(line, &mut words);
        }
        if !importing {
            out.extend(words.into_iter().map(|w| (if python { depth } else { 0 }, w)));
        }
    }
    out
}

/// One line of Python: strings and comments are read as such (their brackets count for
/// nothing), the rest split into tokens; `brackets` and `triple` carry over lines.
fn scan_python(line: &str, brackets: &mut i64, triple: &mut Option<&'static str>, out: &mut Vec<String>) {
    let mut rest = line;
    loop {
        if let Some(q) = *triple {
            match rest.find(q) {
                Some(i) => {
                    split(&rest[..i], out);
                    rest = &rest[i + 3..];
                    *triple = None;
                }
                None => {
                    split(rest, out);
                    return;
                }
            }
        }
        // The next string or comment.
        let Some(i) = rest.find(['#', '"', '\'']) else {
            code(rest, brackets, out);
            return;
        };
        code(&rest[..i], brackets, out);
        let tail = &rest[i..];
        if let Some(comment) = tail.strip_prefix('#') {
            split(comment, out);
            return;
        }
        for q in ["\"\"\"", "'''"] {
            if tail.starts_with(q) {
                *triple = Some(if q.starts_with('"') { "\"\"\"" } else { "'''" });
                rest = &tail[3..];
                break;
            }
        }
        if triple.is_some() {
            continue;
        }
        let quote = tail.chars().next().unwrap_or('"');
        let mut end = None;
        let mut escaped = false;
        for (j, c) in tail.char_indices().skip(1) {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == quote {
                end = Some(j);
                break;
            }
        }
        match end {
            Some(j) => {
                split(&tail[1..j], out);
                rest = &tail[j + 1..];
            }
            None => {
                split(&tail[1..], out);
                return;
            }
        }
    }
}

fn code(text: &str, brackets: &mut i64, out: &mut Vec<String>) {
    for c in text.chars() {
        match c {
            '(' | '[' | '{' => *brackets += 1,
            ')' | ']' | '}' => *brackets -= 1,
            _ => {}
        }
    }
    split(text, out);
}

/// Words, numbers (case and `_` folded: `0XFF`, `1_000`) and operators of a piece of text.
fn split(text: &str, out: &mut Vec<String>) {
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c.is_whitespace() {
            rest = &rest[c.len_utf8()..];
            continue;
        }
        if c.is_alphanumeric() || c == '_' {
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
            let w = &rest[..end];
            out.push(if c.is_ascii_digit() {
                w.to_ascii_lowercase().replace('_', "")
            } else {
                w.to_string()
            });
            rest = &rest[end..];
            continue;
        }
        let op = OPERATORS.iter().find(|o| rest.starts_with(**o)).copied();
        let t = op.unwrap_or(&rest[..c.len_utf8()]);
        if !NOISE.contains(&t) {
            out.push(t.to_string());
        }
        rest = &rest[t.len()..];
    }
}

#[cfg(test)]
mod tests {
    use super::changed;

    #[test]
    fn an_operator_changed_in_a_reformat_is_named() {
        let old = "def over(n, limit):\n    return n >= limit\n";
        let new = "def over(n, limit):\n    return n > limit\n";
        assert_eq!(changed("src/limits.py", old, new, 4), ["`>=` -> `>`"]);
        assert_eq!(changed("a.c", "x = 1000;", "x = 100;", 4), ["`1000` -> `100`"]);
        assert_eq!(changed("a.js", "if (a && b) go()", "if (a || b) go()", 4), ["`&&` -> `||`"]);
    }

    #[test]
    fn what_formatters_do_keeps_the_tokens() {
        // Re-spacing, re-wrapping, quote style, trailing commas, parentheses, sorted imports.
        let old = "import sys\nimport os\nx = {'a':1,'b':[1,2,3]}\nif (x):\n  print( 'hi' )\n";
        let new = "import os\nimport sys\n\nx = {\"a\": 1, \"b\": [1, 2, 3,],}\nif x:\n    print(\"hi\")\n";
        assert!(changed("a.py", old, new, 4).is_empty(), "{:?}", changed("a.py", old, new, 4));
        let old = "fn f(a:u32,b:u32)->u32{a+b}\nconst N: u64 = 1_000;";
        let new = "fn f(a: u32, b: u32) -> u32 {\n    a + b\n}\nconst N: u64 = 1000;\n";
        assert!(changed("a.rs", old, new, 4).is_empty(), "{:?}", changed("a.rs", old, new, 4));
        let old = "const a = x => x*2\nconsole.log('done')\n";
        let new = "const a = (x) => x * 2;\nconsole.log(\"done\");\n";
        assert!(changed("a.js", old, new, 4).is_empty());
        // A docstring re-indented with its function, a call wrapped over lines.
        let old = "def f():\n  \"\"\"Doc\n  more.\n  \"\"\"\n  return g(1,\n 2)\n";
        let new =
            "def f():\n    \"\"\"Doc\n    more.\n    \"\"\"\n    return g(\n        1,\n        2,\n    )\n";
        assert!(changed("a.py", old, new, 4).is_empty(), "{:?}", changed("a.py", old, new, 4));
    }

    #[test]
    fn a_python_statement_moved_out_of_its_block_is_named() {
        let old = "def f(user):\n    if user.admin:\n        grant()\n        log()\n";
        let new = "def f(user):\n    if user.admin:\n        grant()\n    log()\n";
        let got = changed("a.py", old, new, 4);
        assert!(got.iter().any(|g| g.starts_with("`log` moved from block depth 2 to 1")), "{got:?}");
        // Re-indented from 2 to 4 spaces: the same depths.
        let two = "def f(user):\n  if user.admin:\n    grant()\n  log()\n";
        assert!(changed("a.py", two, new, 4).is_empty());
    }

    #[test]
    fn prose_is_not_held_to_tokens() {
        assert!(changed("README.md", "* item\n", "- item\n", 4).is_empty());
    }
}
