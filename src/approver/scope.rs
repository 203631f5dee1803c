//! The task's scope: which paths the user's request names. A deletion the user asked for is
//! not the same event as one they never mentioned.

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
];

#[derive(Debug, Clone, Default)]
pub struct TaskScope {
    tokens: Vec<String>,
    globs: Option<globset::GlobSet>,
}

fn clean(tok: &str) -> &str {
    let t = tok.trim_matches(|c: char| {
        matches!(
            c,
            '`' | '"' | '\'' | '(' | ')' | '[' | ']' | '{' | '}' | '<' | '>' | ',' | ';' | ':' | '!' | '?'
        )
    });
    let t = t.trim_end_matches('.');
    t.strip_prefix("./").unwrap_or(t)
}

impl TaskScope {
    pub fn from_task(task: Option<&str>) -> TaskScope {
        let Some(task) = task else { return TaskScope::default() };
        let mut tokens = Vec::new();
        let mut gb = globset::GlobSetBuilder::new();
        let mut any_glob = false;
        for raw in task.split(|c: char| c.is_whitespace() || c == ',') {
            let t = clean(raw);
            if t.len() < 2 || STOP_WORDS.contains(&t.to_lowercase().as_str()) {
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
            tokens.push(t.trim_end_matches('/').to_lowercase());
        }
        TaskScope { tokens, globs: if any_glob { gb.build().ok() } else { None } }
    }

    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty() && self.globs.is_none()
    }

    /// Whether the task names `rel` (a path relative to the workspace), a folder above it, or
    /// its file name.
    pub fn names(&self, rel: &Path) -> bool {
        let full = rel.to_string_lossy().to_lowercase();
        if let Some(g) = &self.globs {
            if g.is_match(rel) || rel.file_name().is_some_and(|n| g.is_match(n)) {
                return true;
            }
        }
        let comps: Vec<String> =
            rel.components().map(|c| c.as_os_str().to_string_lossy().to_lowercase()).collect();
        self.tokens.iter().any(|t| {
            if t.contains('/') {
                full == *t || full.starts_with(&format!("{t}/"))
            } else {
                comps.iter().any(|c| c == t)
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_paths_folders_files_and_globs() {
        let s =
            TaskScope::from_task(Some("Clean the build/ outputs and delete `src/old.c`, then remove *.log"));
        assert!(s.names(Path::new("build/main.o")));
        assert!(s.names(Path::new("src/old.c")));
        assert!(s.names(Path::new("logs/run.log")));
        assert!(!s.names(Path::new("src/main.c")));
        assert!(!s.names(Path::new("src/build.c")));
    }

    #[test]
    fn stop_words_and_empty_tasks_name_nothing() {
        assert!(!TaskScope::from_task(Some("delete the files")).names(Path::new("files/x")));
        assert!(TaskScope::from_task(None).is_empty());
        assert!(!TaskScope::from_task(None).names(Path::new("a")));
    }
}
