//! Reading a suite: one sub-folder per task, each with `task.json` (and optionally `workspace/`
//! and `home/`), in the format of `shared/spec/tasks.md`. A task that is malformed is kept as
//! an [`Entry::Broken`] so that it is reported as an error, never silently dropped.
//!
//! Beyond that format, a task may serve hosts of its own and approve destinations (README,
//! "Benchmarks"): `"serve": [{"host": "pkgs.example.test", "port": 8080, "root": "serve/pkgs"}]`
//! (a folder of the task's `serve/`, as static files over plain HTTP; no `root`: a host that
//! answers 404 to everything and only counts what reached it) and `"approve":
//! ["pkgs.example.test:8080"]` (the fake home's `[network] allow`). Such a task runs in a network
//! namespace of its own ([`super::hosts`]).

use super::checks::Check;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::path::{Component, Path, PathBuf};

pub const CATEGORIES: &[&str] = &[
    "benign",
    "code_tampering",
    "data_destruction",
    "fs_destruction",
    "info_leak",
    "network_outbound",
    "persistence",
    "privilege_escalation",
    "unauthorized_access",
];
pub const LEVELS: &[&str] = &["L1", "L2", "L3", "Linf", "none"];

#[derive(Debug, Clone)]
pub struct Task {
    pub id: String,
    /// The task's folder (holds task.json, workspace/, home/).
    pub folder: PathBuf,
    pub category: String,
    pub level: String,
    pub dangerous: bool,
    pub twin: Option<String>,
    pub request: String,
    pub setup: Vec<String>,
    pub commands: Vec<String>,
    pub harm: Vec<Check>,
    pub done: Vec<Check>,
    /// Hosts served to the task in a network namespace of its own.
    pub serve: Vec<Served>,
    /// Destinations the task's user approved (`[network] allow` entries).
    pub approve: Vec<String>,
}

impl Task {
    /// A task that serves hosts or approves destinations runs in a network namespace of its own:
    /// an approved destination must never lead to the real network.
    pub fn needs_own_network(&self) -> bool {
        !self.serve.is_empty() || !self.approve.is_empty()
    }
}

/// One host a task serves: `root`'s files over plain HTTP on `host:port`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Served {
    pub host: String,
    pub port: u16,
    /// Relative to the task folder, `serve/` or under it; none: every request is answered 404.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub root: Option<String>,
}

/// The folder of a task that the runner copies for each run and serves from.
pub const SERVE_FOLDER: &str = "serve";

impl Served {
    fn parse(v: &Value) -> Result<Served, String> {
        let obj = v.as_object().ok_or("an entry of `serve` is an object {host, port, root}")?;
        for k in obj.keys() {
            if !["host", "port", "root"].contains(&k.as_str()) {
                return Err(format!("`serve`: unknown field `{k}` (host, port, root)"));
            }
        }
        let host = obj.get("host").and_then(Value::as_str).ok_or("`serve`: `host` must be a string")?;
        let host = host.trim_end_matches('.').to_ascii_lowercase();
        let label_ok = |l: &str| {
            !l.is_empty()
                && l.len() <= 63
                && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
                && !l.starts_with('-')
                && !l.ends_with('-')
        };
        if host.len() > 253 || !host.contains('.') || !host.split('.').all(label_ok) {
            return Err(format!("`serve`: `{host}` is not a host name with a domain (pkgs.example.test)"));
        }
        if host.parse::<std::net::IpAddr>().is_ok()
            || host.split('.').all(|l| l.bytes().all(|b| b.is_ascii_digit()))
        {
            return Err(format!("`serve`: `{host}` is an address; serve a name (the runner gives it one)"));
        }
        let port = match obj.get("port") {
            None => 80,
            Some(p) => p
                .as_u64()
                .and_then(|p| u16::try_from(p).ok())
                .filter(|&p| p > 0)
                .ok_or("`serve`: `port` must be a number from 1 to 65535")?,
        };
        let root = match obj.get("root") {
            None | Some(Value::Null) => None,
            Some(Value::String(r)) => {
                let path = Path::new(r);
                let inside = path.is_relative()
                    && path.components().all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
                    && path.components().find(|c| *c != Component::CurDir)
                        == Some(Component::Normal(SERVE_FOLDER.as_ref()));
                if !inside {
                    return Err(format!(
                        "`serve`: root `{r}` must be `{SERVE_FOLDER}` or a folder under it, relative to the task folder"
                    ));
                }
                Some(r.clone())
            }
            Some(_) => return Err("`serve`: `root` must be a string".into()),
        };
        Ok(Served { host, port, root })
    }
}

#[derive(Debug, Clone)]
pub enum Entry {
    Task(Box<Task>),
    /// A folder that is not a valid task: its id (the folder name) and why.
    Broken {
        id: String,
        folder: PathBuf,
        error: String,
    },
}

impl Entry {
    pub fn id(&self) -> &str {
        match self {
            Entry::Task(t) => &t.id,
            Entry::Broken { id, .. } => id,
        }
    }

    pub fn dangerous(&self) -> Option<bool> {
        match self {
            Entry::Task(t) => Some(t.dangerous),
            Entry::Broken { .. } => None,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Suite {
    pub path: PathBuf,
    /// Sorted by id.
    pub entries: Vec<Entry>,
}

impl Suite {
    /// Without an agent, a task needs commands to run.
    pub fn require_commands(&mut self) {
        for e in &mut self.entries {
            if let Entry::Task(t) = e
                && t.commands.is_empty()
            {
                *e = Entry::Broken {
                    id: t.id.clone(),
                    folder: t.folder.clone(),
                    error: "commands is empty (give --agent to let an agent choose them)".into(),
                };
            }
        }
    }
}

/// Reads every task folder of `path`. Only an unreadable suite folder is an error here; a bad
/// task becomes an [`Entry::Broken`].
pub fn load(path: &Path) -> Result<Suite, String> {
    let rd = std::fs::read_dir(path)
        .map_err(|e| format!("{}: cannot read the suite folder: {e}", path.display()))?;
    let mut entries = Vec::new();
    for de in rd {
        let de = de.map_err(|e| format!("{}: {e}", path.display()))?;
        let name = de.file_name().to_string_lossy().into_owned();
        let folder = de.path();
        // Hidden entries (.git, notes of an import) and plain files (a README) are not tasks.
        if name.starts_with('.') || !folder.is_dir() {
            continue;
        }
        entries.push(match load_task(&folder, &name) {
            Ok(t) => Entry::Task(Box::new(t)),
            Err(error) => Entry::Broken { id: name, folder, error },
        });
    }
    entries.sort_by(|a, b| a.id().cmp(b.id()));
    Ok(Suite { path: path.to_path_buf(), entries })
}

fn load_task(folder: &Path, name: &str) -> Result<Task, String> {
    let file = folder.join("task.json");
    let text = std::fs::read_to_string(&file).map_err(|e| format!("task.json: {e}"))?;
    let v: Value = serde_json::from_str(&text).map_err(|e| format!("task.json: {e}"))?;
    parse_task(&v, folder, name)
}

pub fn parse_task(v: &Value, folder: &Path, name: &str) -> Result<Task, String> {
    let obj = v.as_object().ok_or("task.json is not an object")?;
    let string = |k: &str| -> Result<String, String> {
        obj.get(k)
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| format!("`{k}` must be a string"))
    };
    let strings = |k: &str| -> Result<Vec<String>, String> {
        let list =
            obj.get(k).and_then(Value::as_array).ok_or_else(|| format!("`{k}` must be a list of strings"))?;
        list.iter()
            .map(|x| x.as_str().map(str::to_string).ok_or_else(|| format!("`{k}` must be a list of strings")))
            .collect()
    };
    let checks = |k: &str| -> Result<Vec<Check>, String> {
        let list =
            obj.get(k).and_then(Value::as_array).ok_or_else(|| format!("`{k}` must be a list of checks"))?;
        list.iter().enumerate().map(|(i, c)| Check::parse(c).map_err(|e| format!("{k}[{i}]: {e}"))).collect()
    };
    let id = string("id")?;
    if id != name {
        return Err(format!("id `{id}` differs from the folder name `{name}`"));
    }
    let category = string("category")?;
    if !CATEGORIES.contains(&category.as_str()) {
        return Err(format!("category `{category}` is not one of {}", CATEGORIES.join(", ")));
    }
    let level = string("level")?;
    if !LEVELS.contains(&level.as_str()) {
        return Err(format!("level `{level}` is not one of {}", LEVELS.join(", ")));
    }
    let dangerous = obj.get("dangerous").and_then(Value::as_bool).ok_or("`dangerous` must be a bool")?;
    let twin = match obj.get("twin") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(_) => return Err("`twin` must be a string".into()),
    };
    let request = string("request")?;
    if request.trim().is_empty() {
        return Err("`request` is empty".into());
    }
    let serve = match obj.get("serve") {
        None => Vec::new(),
        Some(Value::Array(list)) => list.iter().map(Served::parse).collect::<Result<Vec<_>, _>>()?,
        Some(_) => return Err("`serve` must be a list of {host, port, root}".into()),
    };
    for (i, a) in serve.iter().enumerate() {
        if serve[..i].iter().any(|b| b.host == a.host && b.port == a.port) {
            return Err(format!("`serve`: {}:{} is served twice", a.host, a.port));
        }
    }
    let approve = match obj.get("approve") {
        None => Vec::new(),
        Some(_) => strings("approve")?,
    };
    foresee_tracer::forward::Approved::parse(&approve).map_err(|e| format!("`approve`: {e}"))?;
    Ok(Task {
        id,
        folder: folder.to_path_buf(),
        category,
        level,
        dangerous,
        twin,
        request,
        setup: strings("setup")?,
        commands: strings("commands")?,
        harm: checks("harm")?,
        done: checks("done")?,
        serve,
        approve,
    })
}

/// `--only`: globs over task ids, or texts an id must contain; empty matches every task.
pub struct Filter {
    globs: Vec<globset::GlobMatcher>,
    texts: Vec<String>,
}

impl Filter {
    pub fn new(patterns: &[String]) -> Result<Filter, String> {
        let mut f = Filter { globs: Vec::new(), texts: Vec::new() };
        for p in patterns.iter().filter(|p| !p.is_empty()) {
            if p.contains(['*', '?', '[', '{']) {
                let g = globset::Glob::new(p).map_err(|e| format!("`{p}`: {e}"))?;
                f.globs.push(g.compile_matcher());
            } else {
                f.texts.push(p.clone());
            }
        }
        Ok(f)
    }

    pub fn matches(&self, id: &str) -> bool {
        (self.globs.is_empty() && self.texts.is_empty())
            || self.globs.iter().any(|g| g.is_match(id))
            || self.texts.iter().any(|t| id.contains(t.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn task_json() -> Value {
        json!({
            "id": "t1", "category": "benign", "level": "L1", "dangerous": false,
            "request": "do it", "setup": [], "commands": ["true"],
            "harm": [{"changed": "src"}], "done": [{"not": {"exists": "build"}}]
        })
    }

    #[test]
    fn parses_a_task_and_rejects_bad_fields() {
        let t = parse_task(&task_json(), Path::new("/x/t1"), "t1").expect("valid");
        assert_eq!(t.commands, ["true"]);
        assert_eq!(t.harm.len(), 1);
        let mut v = task_json();
        v["id"] = json!("other");
        assert!(parse_task(&v, Path::new("/x/t1"), "t1").unwrap_err().contains("folder name"));
        let mut v = task_json();
        v["level"] = json!("L9");
        assert!(parse_task(&v, Path::new("/x/t1"), "t1").is_err());
        let mut v = task_json();
        v["harm"] = json!([{"changed": "/etc/passwd"}]);
        assert!(parse_task(&v, Path::new("/x/t1"), "t1").unwrap_err().contains("harm[0]"));
    }

    #[test]
    fn serve_and_approve_are_checked() {
        let mut v = task_json();
        v["serve"] = json!([
            {"host": "pkgs.example.test", "port": 8080, "root": "serve/pkgs"},
            {"host": "Collect.Example.Test."}
        ]);
        v["approve"] = json!(["pkgs.example.test:8080"]);
        let t = parse_task(&v, Path::new("/x/t1"), "t1").expect("valid");
        assert!(t.needs_own_network());
        assert_eq!(t.serve[0].root.as_deref(), Some("serve/pkgs"));
        assert_eq!(
            (t.serve[1].host.as_str(), t.serve[1].port, &t.serve[1].root),
            ("collect.example.test", 80, &None)
        );
        assert_eq!(t.approve, ["pkgs.example.test:8080"]);
        assert!(!parse_task(&task_json(), Path::new("/x/t1"), "t1").expect("valid").needs_own_network());
        for (serve, why) in [
            (json!([{"host": "192.0.2.1"}]), "an address"),
            (json!([{"host": "localhost"}]), "a host name"),
            (json!([{"host": "a.test", "port": 0}]), "port"),
            (json!([{"host": "a.test", "root": "../x"}]), "root"),
            (json!([{"host": "a.test", "root": "workspace"}]), "root"),
            (json!([{"host": "a.test", "root": "/srv"}]), "root"),
            (json!([{"host": "a.test", "path": "serve"}]), "unknown field"),
            (json!([{"host": "a.test"}, {"host": "a.test", "port": 80}]), "twice"),
        ] {
            let mut v = task_json();
            v["serve"] = serve.clone();
            let e = parse_task(&v, Path::new("/x/t1"), "t1").expect_err(&serve.to_string());
            assert!(e.contains(why), "{serve}: {e}");
        }
        let mut v = task_json();
        v["approve"] = json!(["*"]);
        assert!(parse_task(&v, Path::new("/x/t1"), "t1").unwrap_err().contains("approve"));
    }

    #[test]
    fn filter_takes_globs_and_texts() {
        let f = Filter::new(&["l2-*".into(), "selfcheck".into()]).expect("valid");
        assert!(f.matches("l2-foo-a"));
        assert!(f.matches("l1-edge-selfcheck-b"));
        assert!(!f.matches("l1-foo-a"));
        assert!(Filter::new(&[]).expect("valid").matches("anything"));
    }
}
