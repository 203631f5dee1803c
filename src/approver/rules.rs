//! Rules in plain words: `foresee rules add "never write to files under config/prod/"` is
//! compiled by a small deterministic grammar into a rule over effects. What the grammar cannot
//! read is kept as guidance (shown at check-ins) and the user is told so.
//!
//! ```text
//! rule   := action op target
//! action := never | always ask (before) | ask before | always allow | allow
//! op     := write | create | change | modify | delete | remove | read | network | connect to | reach
//! target := [files | anything] [under | in | inside | to | from | at | on] PATH-GLOB   (write, delete, read)
//!         | [host] HOST-GLOB                                                            (network)
//! ```

use super::Decision;
use foresee_report::{Effects, Transition};
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Op {
    Write,
    Delete,
    Read,
    Network,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    Never,
    Ask,
    Allow,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserRule {
    pub action: Action,
    pub op: Op,
    /// A path glob (workspace-relative, `~/...` or absolute) or, for the network, a host glob.
    pub target: String,
}

impl UserRule {
    /// The rule read back in words, for the user to confirm.
    pub fn describe(&self) -> String {
        let action = match self.action {
            Action::Never => "block any command that would",
            Action::Ask => "ask before any command that would",
            Action::Allow => "let through, without asking, commands that only",
        };
        let op = match self.op {
            Op::Write => "write, create or modify",
            Op::Delete => "delete",
            Op::Read => "read (foresee sees reads of credential files only: keys, tokens, .env files)",
            Op::Network => "try to reach",
        };
        let what = if self.op == Op::Network {
            format!("a host matching {}", self.target)
        } else {
            format!("a path matching {}", self.target)
        };
        format!("{action} {op} {what}")
    }

    pub fn decision(&self) -> Decision {
        match self.action {
            Action::Never => Decision::Block,
            Action::Ask => Decision::Ask,
            Action::Allow => Decision::Allow,
        }
    }
}

fn strip_prefixes<'a>(mut s: &'a str, prefixes: &[&str]) -> (&'a str, bool) {
    let mut hit = false;
    loop {
        let before = s;
        for p in prefixes {
            if let Some(rest) = s.strip_prefix(p) {
                s = rest.trim_start();
                hit = true;
            }
        }
        if s == before {
            return (s, hit);
        }
    }
}

/// Words that are never a target on their own ("never write to").
const FILLERS: &[&str] = &[
    "any",
    "files",
    "file",
    "anything",
    "everything",
    "folders",
    "paths",
    "path",
    "under",
    "in",
    "inside",
    "to",
    "from",
    "at",
    "on",
    "of",
    "within",
    "the",
    "host",
    "hosts",
    "domain",
];

/// Compiles a rule, or says why it cannot.
pub fn compile(text: &str) -> Result<UserRule, String> {
    let t = text.trim().trim_end_matches('.');
    let lower = t.to_lowercase();
    let (action, rest) = if let Some(r) = lower.strip_prefix("never ") {
        (Action::Never, r)
    } else if let Some(r) = lower
        .strip_prefix("always ask before ")
        .or_else(|| lower.strip_prefix("always ask "))
        .or_else(|| lower.strip_prefix("ask before "))
    {
        (Action::Ask, r)
    } else if let Some(r) = lower.strip_prefix("always allow ").or_else(|| lower.strip_prefix("allow ")) {
        (Action::Allow, r)
    } else {
        return Err("a rule starts with `never`, `always ask before` or `always allow`".into());
    };
    let ops: &[(&[&str], Op)] = &[
        (
            &[
                "writing",
                "writes",
                "write",
                "creating",
                "create",
                "changing",
                "change",
                "modifying",
                "modify",
                "editing",
                "edit",
                "touching",
                "touch",
            ],
            Op::Write,
        ),
        (&["deleting", "deletes", "delete", "removing", "remove", "rm"], Op::Delete),
        (&["reading", "reads", "read"], Op::Read),
        (
            &[
                "connecting to",
                "connect to",
                "network access to",
                "network to",
                "network",
                "reaching",
                "reach",
                "sending to",
                "send to",
                "talking to",
                "talk to",
                "contacting",
                "contact",
            ],
            Op::Network,
        ),
    ];
    let mut found = None;
    for (words, op) in ops {
        for w in words.iter() {
            if let Some(r) = rest.strip_prefix(w) {
                if r.is_empty() || r.starts_with(' ') {
                    found = Some((*op, r.trim_start()));
                    break;
                }
            }
        }
        if found.is_some() {
            break;
        }
    }
    let Some((op, rest)) = found else {
        return Err("after the action comes what is done: write, delete, read, or network".into());
    };
    // Filler words, in any order: "to files under", "anything in the", "host".
    let (rest, _) = strip_prefixes(
        rest,
        &[
            "any ",
            "files ",
            "file ",
            "anything ",
            "everything ",
            "folders ",
            "paths ",
            "path ",
            "under ",
            "in ",
            "inside ",
            "to ",
            "from ",
            "at ",
            "on ",
            "of ",
            "within ",
            "the ",
            "host ",
            "hosts ",
            "domain ",
        ],
    );
    // Keep the original case of the target.
    let target_lower = rest.trim().trim_matches(|c| c == '`' || c == '"' || c == '\'');
    if target_lower.is_empty() || FILLERS.contains(&target_lower) {
        return Err(
            "say which path glob or host the rule is about, e.g. `config/prod/` or `pkgs.example.org`".into(),
        );
    }
    if target_lower.contains(' ') {
        return Err(format!("the target must be one path or host glob, not {:?}", rest.trim()));
    }
    let start = lower.rfind(target_lower).unwrap_or(0);
    let mut target = t.get(start..start + target_lower.len()).unwrap_or(target_lower).to_string();
    if op != Op::Network && target.ends_with('/') {
        target.push_str("**");
    }
    Ok(UserRule { action, op, target })
}

/// The paths and hosts of `e` a rule applies to, resolved against the workspace and home.
pub fn matches_path(glob: &str, path: &Path, workspace: &Path, home: Option<&Path>) -> bool {
    let pattern = if let Some(rest) = glob.strip_prefix("~/") {
        match home {
            Some(h) => h.join(rest).to_string_lossy().into_owned(),
            None => return false,
        }
    } else if glob.starts_with('/') {
        glob.to_string()
    } else if !glob.contains('/') {
        // A bare name or pattern (`*.sql`, `secrets.yaml`) matches at any depth, as in .gitignore.
        workspace.join("**").join(glob).to_string_lossy().into_owned()
    } else {
        workspace.join(glob).to_string_lossy().into_owned()
    };
    let Ok(m) =
        globset::GlobBuilder::new(&pattern).literal_separator(true).build().map(|g| g.compile_matcher())
    else {
        return false;
    };
    m.is_match(path) || path.ancestors().any(|a| m.is_match(a))
}

fn matches_host(glob: &str, host: &str) -> bool {
    let h = host.rsplit_once(':').map(|(h, _)| h).unwrap_or(host).trim_matches(|c| c == '[' || c == ']');
    globset::Glob::new(glob).map(|g| g.compile_matcher().is_match(h)).unwrap_or(false)
        || h == glob
        || h.ends_with(&format!(".{glob}"))
}

/// What a rule matches in the effects: the number of matching events and of all events of
/// its kind (an allow rule covers a command only when it matches all of them).
pub fn evaluate(rule: &UserRule, e: &Effects, workspace: &Path, home: Option<&Path>) -> (usize, usize) {
    match rule.op {
        Op::Write | Op::Delete => {
            let relevant: Vec<&foresee_report::FileEffect> = e
                .files
                .iter()
                .filter(|f| !(f.under_changed_folder && f.is_folder()))
                .filter(|f| {
                    let del = matches!(f.transition, Transition::Deleted | Transition::Replaced);
                    if rule.op == Op::Delete {
                        del || f.transition == Transition::Renamed
                    } else {
                        !matches!(f.transition, Transition::Deleted)
                    }
                })
                .collect();
            let hit = relevant.iter().filter(|f| {
                matches_path(&rule.target, &f.path, workspace, home)
                    || f.renamed_from
                        .as_deref()
                        .is_some_and(|r| matches_path(&rule.target, r, workspace, home))
            });
            (hit.count(), relevant.len())
        }
        Op::Read => {
            let hit = e.reads.iter().filter(|r| {
                let p = if let Ok(rest) = r.path.strip_prefix("~") {
                    home.map(|h| h.join(rest)).unwrap_or_else(|| r.path.clone())
                } else {
                    r.path.clone()
                };
                matches_path(&rule.target, &p, workspace, home)
            });
            (hit.count(), e.reads.len())
        }
        Op::Network => {
            let dests: Vec<&str> = e
                .network
                .iter()
                .filter(|n| !n.loopback)
                .map(|n| n.destination.as_str())
                .chain(e.lookups.iter().map(|l| l.name.as_str()))
                .collect();
            (dests.iter().filter(|d| matches_host(&rule.target, d)).count(), dests.len())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compiles_the_grammar() {
        let r = compile("never write to files under config/prod/").unwrap();
        assert_eq!(r, UserRule { action: Action::Never, op: Op::Write, target: "config/prod/**".into() });
        let r = compile("Always ask before deleting anything in Migrations/").unwrap();
        assert_eq!(r, UserRule { action: Action::Ask, op: Op::Delete, target: "Migrations/**".into() });
        let r = compile("always allow network to pkgs.example.org").unwrap();
        assert_eq!(r, UserRule { action: Action::Allow, op: Op::Network, target: "pkgs.example.org".into() });
        let r = compile("never read ~/.aws/credentials").unwrap();
        assert_eq!(r.op, Op::Read);
        assert_eq!(r.target, "~/.aws/credentials");
    }

    #[test]
    fn what_it_cannot_read_it_says() {
        assert!(compile("be careful with the database").is_err());
        assert!(compile("never dance").is_err());
        assert!(compile("never write to the prod config files").is_err());
        assert!(compile("never write to").is_err());
        assert!(compile("never delete the").is_err());
    }

    #[test]
    fn bare_names_match_at_any_depth_and_paths_from_the_workspace() {
        let ws = Path::new("/w");
        assert!(matches_path("*.sql", Path::new("/w/migrations/001.sql"), ws, None));
        assert!(matches_path("*.sql", Path::new("/w/a.sql"), ws, None));
        assert!(!matches_path("*.sql", Path::new("/elsewhere/a.sql"), ws, None));
        assert!(matches_path("config/prod/**", Path::new("/w/config/prod/app.ini"), ws, None));
        assert!(!matches_path("config/prod/**", Path::new("/w/x/config/prod/app.ini"), ws, None));
        assert!(matches_path("~/.bashrc", Path::new("/h/.bashrc"), ws, Some(Path::new("/h"))));
    }

    #[test]
    fn hosts_match_names_and_subdomains() {
        assert!(matches_host("pkgs.example.org", "pkgs.example.org"));
        assert!(matches_host("pkgs.example.org", "files.pkgs.example.org"));
        assert!(matches_host("*.example.com", "x.example.com"));
        assert!(!matches_host("pkgs.example.org", "evil.org"));
    }
}
