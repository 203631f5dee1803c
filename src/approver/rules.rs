//! Rules in plain words: `foresee rules add "never write to files under config/prod/"` is
//! compiled by a small deterministic grammar into a rule over effects. What the grammar cannot
//! read is kept as guidance (shown at check-ins) and the user is told so.
//!
//! ```text
//! rule   := action op target
//! action := never | always ask (before) | ask before | always allow | allow
//! op     := write | create | change | modify | delete | remove | read | network | connect to | reach
//! target := [files | anything] [under | in | inside | to | from | at | on] PATH-GLOB   (write, delete, read)
//!         | [host] HOST-GLOB [for any method | for reading]                              (network)
//! ```
//!
//! An allow rule for the network approves its hosts for live connections during rehearsals:
//! for reading (GET, HEAD, OPTIONS) unless it says `for any method`.

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
    /// For the network: every method, not only reading (GET, HEAD, OPTIONS).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any_method: bool,
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
            let class = match (self.action, self.any_method) {
                (Action::Allow, true) => " (live, any method)",
                (Action::Allow, false) => " (live, for reading: GET, HEAD, OPTIONS)",
                _ => "",
            };
            format!("a host matching {}{class}", self.target)
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
    // The method class of a network rule: the words after its host.
    let mut any_method = false;
    let mut rest = rest.trim_end();
    if op == Op::Network {
        for (suffix, any) in [
            (" for any method", true),
            (" with any method", true),
            (" any method", true),
            (" for reading", false),
            (" for reads", false),
            (" read only", false),
            (" read-only", false),
        ] {
            if let Some(r) = rest.strip_suffix(suffix) {
                rest = r.trim_end();
                any_method = any;
                break;
            }
        }
    }
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
    Ok(UserRule { action, op, target, any_method })
}

/// The approval (an entry of `[network] allow`) an allow rule for the network makes, if it is
/// one: its host, with `any` for any method.
pub fn network_approval(rule: &UserRule) -> Option<String> {
    if rule.action != Action::Allow || rule.op != Op::Network {
        return None;
    }
    let entry = if rule.any_method { format!("{} any", rule.target) } else { rule.target.clone() };
    // A host glob wider than an approval may be (`*.com`) still decides what is asked about;
    // it lets nothing through.
    foresee_tracer::forward::Approved::parse(std::slice::from_ref(&entry)).ok().map(|_| entry)
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
    // A glob with a port (`pkgs.example.org:443`) matches that port only.
    if let Some((g, port)) =
        glob.rsplit_once(':').filter(|(g, p)| !g.contains(':') && p.parse::<u16>().is_ok())
    {
        return host.rsplit_once(':').is_some_and(|(_, p)| p == port) && matches_host(g, host);
    }
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
            let dests: Vec<String> = e
                .network
                .iter()
                .filter(|n| !n.loopback)
                // A connection to a name looked up is that name's, with its port.
                .map(|n| match (&n.name, n.port) {
                    (Some(h), Some(p)) => format!("{h}:{p}"),
                    _ => n.destination.clone(),
                })
                .chain(e.lookups.iter().map(|l| l.name.clone()))
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
        assert_eq!(
            r,
            UserRule {
                action: Action::Never,
                op: Op::Write,
                target: "config/prod/**".into(),
                any_method: false
            }
        );
        let r = compile("Always ask before deleting anything in Migrations/").unwrap();
        assert_eq!(
            r,
            UserRule {
                action: Action::Ask,
                op: Op::Delete,
                target: "Migrations/**".into(),
                any_method: false
            }
        );
        let r = compile("always allow network to pkgs.example.org").unwrap();
        assert_eq!(
            r,
            UserRule {
                action: Action::Allow,
                op: Op::Network,
                target: "pkgs.example.org".into(),
                any_method: false
            }
        );
        let r = compile("always allow network to files.example.org:443 for any method").unwrap();
        assert_eq!((r.target.as_str(), r.any_method), ("files.example.org:443", true));
        // What a held-back destination's report names reads back as the approval it means.
        for any in [false, true] {
            let text = foresee_tracer::forward::approving_rule("pkgs.example.org", Some(8443), any);
            let r = compile(&text).unwrap();
            assert_eq!(
                (r.action, r.op, r.target.as_str(), r.any_method),
                (Action::Allow, Op::Network, "pkgs.example.org:8443", any)
            );
            assert_eq!(
                network_approval(&r).as_deref(),
                Some(if any { "pkgs.example.org:8443 any" } else { "pkgs.example.org:8443" })
            );
        }
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
