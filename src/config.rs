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
    #[serde(default)]
    pub network: NetworkConfig,
    /// The model that advises (the user's own configuration only): see [`crate::advisor::settings`].
    pub model: Option<crate::advisor::settings::ModelConfig>,
}

/// `[network]`: destinations whose connections go through, live, during a rehearsal (each
/// `read`, the default, or `any`), and whether TLS is inspected (yes unless `inspect = false`).
///
/// ```toml
/// [network]
/// allow = ["pkgs.example.org", "files.example.org:443 any", "*.example.com"]
/// inspect = true
/// ```
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NetworkConfig {
    #[serde(default)]
    pub allow: Vec<String>,
    pub inspect: Option<bool>,
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
    /// Destinations approved for live connections: the user's `[network] allow` and the
    /// targets of the user's `always allow network to` rules (a repository approves none).
    pub network_allow: Vec<String>,
    /// The model that advises, when one is configured (`[model]` of the user's file, with the
    /// `FORESEE_MODEL_*` environment on top).
    pub model: Option<crate::advisor::Settings>,
    /// TLS inspection off (`[network] inspect = false` of the user's; a repository cannot).
    pub no_inspect: bool,
    /// The files that were read, for messages.
    pub sources: Vec<PathBuf>,
    /// `[model]` as the user's file wrote it, until the environment is applied.
    model_from_file: Option<crate::advisor::settings::ModelConfig>,
}

#[derive(Debug, thiserror::Error)]
#[error("invalid configuration in {path}: {message}")]
pub struct ConfigError {
    pub path: PathBuf,
    pub message: String,
}

/// The model's settings from the user's `[model]` (read from `file`) and the environment.
fn model_settings(
    model: Option<&crate::advisor::settings::ModelConfig>,
    file: Option<&Path>,
    var: &dyn Fn(&str) -> Option<String>,
) -> Result<Option<crate::advisor::Settings>, ConfigError> {
    crate::advisor::Settings::resolve(model, var).map_err(|e| {
        let path = match (e.source.starts_with('['), file) {
            (true, Some(f)) => f.to_path_buf(),
            (true, None) => PathBuf::from("the configuration"),
            (false, _) => PathBuf::from(format!("${}", e.source)),
        };
        let message =
            if e.source.starts_with('[') { format!("{}: {}", e.source, e.message) } else { e.message };
        ConfigError { path, message }
    })
}

/// The model the user configured (their file's `[model]`, the environment on top), for those
/// that do not gate a command themselves (`foresee bench` passes it on to the gates it runs).
pub fn users_model(home: Option<&Path>) -> Result<Option<crate::advisor::Settings>, ConfigError> {
    let path = user_config_path(home);
    let file = match &path {
        Some(p) => load_file(p)?,
        None => None,
    };
    model_settings(
        file.as_ref().and_then(|f| f.model.as_ref()),
        path.as_deref().filter(|_| file.as_ref().is_some_and(|f| f.model.is_some())),
        &|k| std::env::var(k).ok(),
    )
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
        Config::load_files(user_config_path(home), workspace_root)
    }

    /// As [`Config::load`], with the user's configuration file given.
    pub fn load_files(user_file: Option<PathBuf>, workspace_root: &Path) -> Result<Config, ConfigError> {
        let repo_file = workspace_root.join("foresee.toml");
        let user = match &user_file {
            Some(p) => load_file(p)?.map(|f| (p.clone(), f)),
            None => None,
        };
        let repo = load_file(&repo_file)?.map(|f| (repo_file, f));
        let mut c = Config::combine(user, repo)?;
        // The environment wins over the file, field by field.
        let users_file = user_file.as_deref().filter(|_| c.model_from_file.is_some());
        c.model = model_settings(c.model_from_file.take().as_ref(), users_file, &|k| std::env::var(k).ok())?;
        if let Some(m) = &c.model {
            m.note_key();
        }
        Ok(c)
    }

    /// The configuration of a user's and a repository's file given as text (`path` names each
    /// in messages), as [`Config::load_files`] reads them.
    pub fn from_texts(
        user: Option<(&Path, &str)>,
        repo: Option<(&Path, &str)>,
    ) -> Result<Config, ConfigError> {
        let parse = |(path, text): (&Path, &str)| {
            toml::from_str::<FileConfig>(text)
                .map(|f| (path.to_path_buf(), f))
                .map_err(|e| ConfigError { path: path.to_path_buf(), message: e.to_string() })
        };
        let user = user.map(parse).transpose()?;
        let users_file = user.as_ref().map(|(p, _)| p.clone());
        let mut c = Config::combine(user, repo.map(parse).transpose()?)?;
        c.model = model_settings(c.model_from_file.take().as_ref(), users_file.as_deref(), &|_| None)?;
        Ok(c)
    }

    /// The user's file, then the repository's on top.
    fn combine(
        user: Option<(PathBuf, FileConfig)>,
        repo: Option<(PathBuf, FileConfig)>,
    ) -> Result<Config, ConfigError> {
        let mut c = Config::default();
        for (users, (p, f)) in [(true, user), (false, repo)].into_iter().filter_map(|(u, f)| Some((u, f?))) {
            for r in &f.rules {
                let bad = |message: String| ConfigError { path: p.clone(), message };
                if r.id.is_empty()
                    || !r.id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
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
                let id = intern(format!("config.{}", r.id));
                c.rules.push(ConfiguredRule { id, rule, reason: r.reason.clone(), users });
            }
            c.protect.extend(f.protect);
            if users {
                c.model_from_file = f.model;
            } else if f.model.is_some() {
                // A cloned repository must not choose who reads its reports, nor who answers
                // check-ins for the user.
                return Err(ConfigError {
                    path: p.clone(),
                    message: "[model]: a repository cannot choose the model that advises foresee; it belongs in your own configuration".into(),
                });
            }
            if users {
                let allow_rules: Vec<String> = c
                    .rules
                    .iter()
                    .filter(|r| r.users)
                    .filter_map(|r| crate::approver::rules::network_approval(&r.rule))
                    .collect();
                let allow: Vec<String> = f.network.allow.clone();
                foresee_tracer::forward::Approved::parse(&allow)
                    .map_err(|m| ConfigError { path: p.clone(), message: format!("[network] allow: {m}") })?;
                c.network_allow.extend(allow);
                c.network_allow.extend(allow_rules);
            } else if !f.network.allow.is_empty() {
                return Err(ConfigError {
                    path: p.clone(),
                    message: "[network] allow: a repository cannot approve destinations; they belong in your own configuration".into(),
                });
            }
            match (users, f.network.inspect) {
                (true, Some(on)) => c.no_inspect = !on,
                (false, Some(false)) => {
                    return Err(ConfigError {
                        path: p.clone(),
                        message: "[network] inspect: a repository cannot turn TLS inspection off; that belongs in your own configuration".into(),
                    });
                }
                _ => {}
            }
            // A repository can only make things stricter, never looser: a cloned repository
            // must not grant itself trust or room. Its autonomy level and limits are capped by
            // the user's (or, where the user set none, by the defaults).
            if users {
                c.autonomy = f.autonomy.or(c.autonomy);
                let l = f.limits;
                c.limits.timeout_secs = l.timeout_secs.or(c.limits.timeout_secs);
                c.limits.memory_mb = l.memory_mb.or(c.limits.memory_mb);
                c.limits.processes = l.processes.or(c.limits.processes);
                c.limits.snapshot_mb = l.snapshot_mb.or(c.limits.snapshot_mb);
            } else {
                if let Some(r) = f.autonomy {
                    c.autonomy = Some(c.autonomy.unwrap_or_default().min(r));
                }
                let d = foresee_sandbox::Limits::default();
                let tighter = |repo: Option<u64>, user: Option<u64>, default: u64| match repo {
                    Some(r) => Some(r.min(user.unwrap_or(default))),
                    None => user,
                };
                let l = f.limits;
                c.limits.timeout_secs = tighter(l.timeout_secs, c.limits.timeout_secs, d.wall_time.as_secs());
                c.limits.memory_mb = tighter(l.memory_mb, c.limits.memory_mb, d.memory_bytes >> 20);
                c.limits.processes = tighter(l.processes, c.limits.processes, d.max_processes);
                c.limits.snapshot_mb = tighter(l.snapshot_mb, c.limits.snapshot_mb, d.snapshot_bytes >> 20);
            }
            c.sources.push(p);
        }
        Ok(c)
    }

    pub fn timeout(&self) -> Option<Duration> {
        self.limits.timeout_secs.map(Duration::from_secs)
    }
}

/// A configured rule's id for the life of the process, one copy per distinct id: findings
/// name their rule by a `&'static str`, and configuration is read once per command (more often
/// only by the fuzzer and the tests, whose ids repeat).
fn intern(id: String) -> &'static str {
    static IDS: std::sync::Mutex<std::collections::BTreeSet<&'static str>> =
        std::sync::Mutex::new(std::collections::BTreeSet::new());
    let mut ids = IDS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(known) = ids.get(id.as_str()) {
        return known;
    }
    let leaked: &'static str = Box::leak(id.into_boxed_str());
    ids.insert(leaked);
    leaked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::policy::Autonomy;

    fn load(user: Option<&str>, repo: Option<&str>) -> Result<Config, ConfigError> {
        let t = tempfile::tempdir().unwrap();
        let home = t.path().join("home");
        let ws = t.path().join("ws");
        std::fs::create_dir_all(home.join(".config/foresee")).unwrap();
        std::fs::create_dir_all(&ws).unwrap();
        if let Some(u) = user {
            std::fs::write(home.join(".config/foresee/config.toml"), u).unwrap();
        }
        if let Some(r) = repo {
            std::fs::write(ws.join("foresee.toml"), r).unwrap();
        }
        Config::load_files(Some(home.join(".config/foresee/config.toml")), &ws)
    }

    #[test]
    fn a_repository_can_tighten_but_never_loosen() {
        let c = load(None, Some("autonomy = \"trusted\"\n[limits]\ntimeout_secs = 99999\nmemory_mb = 100\n"))
            .unwrap();
        assert_eq!(c.autonomy, Some(Autonomy::Assisted), "the default caps a repository's level");
        assert_eq!(c.limits.timeout_secs, Some(600), "the default caps a repository's limit");
        assert_eq!(c.limits.memory_mb, Some(100), "a repository may tighten");
        let c = load(
            Some("autonomy = \"trusted\"\n[limits]\ntimeout_secs = 5000\n"),
            Some("autonomy = \"copilot\"\n"),
        )
        .unwrap();
        assert_eq!(c.autonomy, Some(Autonomy::Copilot));
        assert_eq!(c.limits.timeout_secs, Some(5000), "the user may loosen their own");
        let c = load(
            Some("autonomy = \"autopilot\"\n"),
            Some("autonomy = \"trusted\"\n[limits]\ntimeout_secs = 9000\n"),
        )
        .unwrap();
        assert_eq!(c.autonomy, Some(Autonomy::Autopilot));
        assert_eq!(c.limits.timeout_secs, Some(600));
    }

    #[test]
    fn only_the_user_turns_inspection_off() {
        assert!(!load(None, None).unwrap().no_inspect, "on by default");
        assert!(load(Some("[network]\ninspect = false\n"), None).unwrap().no_inspect);
        assert!(!load(None, Some("[network]\ninspect = true\n")).unwrap().no_inspect);
        let e = load(None, Some("[network]\ninspect = false\n")).unwrap_err();
        assert!(e.to_string().contains("cannot turn TLS inspection off"), "{e}");
    }

    #[test]
    fn bad_files_name_themselves() {
        let e = load(None, Some("autonomy = \"yolo\"\n")).unwrap_err();
        assert!(e.to_string().contains("foresee.toml"), "{e}");
        let e = load(Some("protect = 3\n"), None).unwrap_err();
        assert!(e.to_string().contains("config.toml"), "{e}");
    }
}
