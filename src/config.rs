//! Configuration: `~/.config/foresee/config.toml` for the user, `foresee.toml` at the root of the
//! repository. Both are optional; an unreadable or invalid file stops foresee (fail closed)
//! with the file, line and problem.

use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileConfig {
    /// Globs (relative to the repository, or absolute, or `~/...`) that no command may write,
    /// create or delete.
    #[serde(default)]
    pub protect: Vec<String>,
    #[serde(default)]
    pub limits: LimitsConfig,
    /// `copilot`, `assisted` (the default), `autopilot` or `trusted`.
    pub autonomy: Option<crate::policy::Autonomy>,
    /// Rules in the same plain words as `foresee rules add`, each with an id and a reason.
    #[serde(default, rename = "rule")]
    pub rules: Vec<RuleConfig>,
}

/// `[[rule]]` in a configuration file:
///
/// ```toml
/// [[rule]]
/// id = "prod-config"
/// when = "never write to files under config/prod/"
/// reason = "production configuration changes go through the release process"
/// ```
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleConfig {
    pub id: String,
    pub when: String,
    #[serde(default)]
    pub reason: Option<String>,
}

/// A configured rule, compiled.
#[derive(Debug, Clone)]
pub struct ConfiguredRule {
    /// `config.<id>`, as the agent sees it.
    pub id: &'static str,
    pub rule: crate::approver::rules::UserRule,
    pub reason: Option<String>,
    /// From the user's own configuration (only those may allow).
    pub users: bool,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsConfig {
    pub timeout_secs: Option<u64>,
    pub memory_mb: Option<u64>,
    pub processes: Option<u64>,
    pub snapshot_mb: Option<u64>,
}

#[derive(Debug, Clone, Default)]
pub struct Config {
    pub protect: Vec<String>,
    pub limits: LimitsConfig,
    pub autonomy: Option<crate::policy::Autonomy>,
    pub rules: Vec<ConfiguredRule>,
    /// The files that were read, for messages.
    pub sources: Vec<PathBuf>,
}

#[derive(Debug, thiserror::Error)]
#[error("invalid configuration in {path}: {message}")]
pub struct ConfigError {
    pub path: PathBuf,
    pub message: String,
}

pub fn user_config_path(home: Option<&Path>) -> Option<PathBuf> {
    if let Some(x) = std::env::var_os("XDG_CONFIG_HOME").filter(|x| !x.is_empty()) {
        return Some(PathBuf::from(x).join("foresee/config.toml"));
    }
    home.map(|h| h.join(".config/foresee/config.toml"))
}

fn load_file(path: &Path) -> Result<Option<FileConfig>, ConfigError> {
    match std::fs::read_to_string(path) {
        Ok(text) => toml::from_str(&text)
            .map(Some)
            .map_err(|e| ConfigError { path: path.to_path_buf(), message: e.to_string() }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(ConfigError { path: path.to_path_buf(), message: e.to_string() }),
    }
}

impl Config {
    /// The user's configuration, then the repository's on top (its protections add to the user's).
    pub fn load(home: Option<&Path>, workspace_root: &Path) -> Result<Config, ConfigError> {
        let mut c = Config::default();
        let mut files = Vec::new();
        if let Some(p) = user_config_path(home) {
            files.push(p);
        }
        let repo_file = workspace_root.join("foresee.toml");
        files.push(repo_file.clone());
        for p in files {
            if let Some(f) = load_file(&p)? {
                let users = p != repo_file;
                for r in &f.rules {
                    let bad = |message: String| ConfigError { path: p.clone(), message };
                    if r.id.is_empty()
                        || !r
                            .id
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
                    {
                        return Err(bad(format!("rule id {:?}: use letters, digits, '-', '_' or '.'", r.id)));
                    }
                    let rule = crate::approver::rules::compile(&r.when)
                        .map_err(|why| bad(format!("rule {:?}: {why}", r.id)))?;
                    if !users && rule.action == crate::approver::rules::Action::Allow {
                        return Err(bad(format!(
                            "rule {:?}: a repository may only add `never` and `always ask` rules; allow rules belong in your own configuration",
                            r.id
                        )));
                    }
                    // Configuration is read once per command; the id lives as long as the process.
                    let id: &'static str = Box::leak(format!("config.{}", r.id).into_boxed_str());
                    c.rules.push(ConfiguredRule { id, rule, reason: r.reason.clone(), users });
                }
                c.protect.extend(f.protect);
                // A repository can only make the user's autonomy stricter, never looser: a
                // cloned repository must not grant itself trust.
                c.autonomy = match (c.autonomy, f.autonomy) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                let l = f.limits;
                c.limits.timeout_secs = l.timeout_secs.or(c.limits.timeout_secs);
                c.limits.memory_mb = l.memory_mb.or(c.limits.memory_mb);
                c.limits.processes = l.processes.or(c.limits.processes);
                c.limits.snapshot_mb = l.snapshot_mb.or(c.limits.snapshot_mb);
                c.sources.push(p);
            }
        }
        Ok(c)
    }

    pub fn timeout(&self) -> Option<Duration> {
        self.limits.timeout_secs.map(Duration::from_secs)
    }
}
