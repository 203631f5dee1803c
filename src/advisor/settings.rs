//! Where the model is and how it is asked: `[model]` in the user's own configuration, then the
//! `FORESEE_MODEL_*` environment on top (the environment wins, field by field).
//!
//! ```toml
//! [model]
//! api = "openai"                         # or "anthropic"
//! endpoint = "http://127.0.0.1:8080/v1"  # the base URL; /chat/completions or /messages is added
//! model = "qwen2.5-coder-7b-instruct"
//! key_env = "MY_MODEL_KEY"               # the variable holding the key (none for a local server)
//! advise = "check-ins"                   # or "all": every command that passes the wall
//! timeout_secs = 20
//! confirm_share = 0.2                    # of the check-ins it answers, asked again in `foresee review`
//! ```
//!
//! The model is off unless `[model]` is there or `FORESEE_MODEL_API`, `FORESEE_MODEL_ENDPOINT` or
//! `FORESEE_MODEL` is set; `FORESEE_MODEL_API=off` turns a configured one off. The key itself is
//! never in a file: only the name of the variable that holds it, read when the model is asked.

use serde::{Deserialize, Deserializer, Serialize};
use std::time::Duration;

pub const ENV_API: &str = "FORESEE_MODEL_API";
pub const ENV_ENDPOINT: &str = "FORESEE_MODEL_ENDPOINT";
pub const ENV_MODEL: &str = "FORESEE_MODEL";
pub const ENV_KEY_ENV: &str = "FORESEE_MODEL_KEY_ENV";
pub const ENV_ADVISE: &str = "FORESEE_MODEL_ADVISE";
pub const ENV_TIMEOUT: &str = "FORESEE_MODEL_TIMEOUT_SECS";
/// Every variable read here, for those who pass the settings on (`foresee bench`) or clear them.
pub const ENV_ALL: [&str; 6] = [ENV_API, ENV_ENDPOINT, ENV_MODEL, ENV_KEY_ENV, ENV_ADVISE, ENV_TIMEOUT];

/// How long a model may take to answer, unless configured.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(20);
/// The longest timeout one may configure: a gate that waits minutes for advice is no gate.
pub const MAX_TIMEOUT_SECS: u64 = 600;
/// The share of check-ins the model answered that `foresee review` asks the user about later.
pub const DEFAULT_CONFIRM_SHARE: f64 = 0.2;
/// Where the Anthropic messages API is, unless configured.
pub const ANTHROPIC_ENDPOINT: &str = "https://api.anthropic.com/v1";
/// The variable an Anthropic key is read from, unless configured.
pub const ANTHROPIC_KEY_ENV: &str = "ANTHROPIC_API_KEY";

/// Which protocol the endpoint speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Api {
    /// OpenAI-compatible chat completions (`POST {endpoint}/chat/completions`): llama.cpp's
    /// server, Ollama, vLLM and hosted services that speak it.
    #[serde(rename = "openai")]
    OpenAi,
    /// The Anthropic messages API (`POST {endpoint}/messages`).
    #[serde(rename = "anthropic")]
    Anthropic,
}

impl Api {
    pub fn as_str(&self) -> &'static str {
        match self {
            Api::OpenAi => "openai",
            Api::Anthropic => "anthropic",
        }
    }
}

/// When the model is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Advise {
    /// For commands the approver would check in on (the default).
    #[default]
    CheckIns,
    /// Also for every command that passes the wall.
    All,
}

impl Advise {
    pub fn as_str(&self) -> &'static str {
        match self {
            Advise::CheckIns => "check-ins",
            Advise::All => "all",
        }
    }
}

/// A value that is never shown: a key written into a file where it does not belong is refused
/// without being echoed (a TOML error would quote its line).
#[derive(Clone, Default)]
pub struct Unshown;

impl<'de> Deserialize<'de> for Unshown {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Unshown, D::Error> {
        serde::de::IgnoredAny::deserialize(d).map(|_| Unshown)
    }
}

impl std::fmt::Debug for Unshown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("[not shown]")
    }
}

/// `[model]` as written in the user's configuration; checked where a value alone can be
/// checked (a TOML error then names the line and column).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelConfig {
    pub api: Option<Api>,
    #[serde(default, deserialize_with = "endpoint_field")]
    pub endpoint: Option<String>,
    pub model: Option<String>,
    /// Checked after parsing, never echoed: it could be a key written in the wrong place.
    #[serde(default)]
    pub key_env: Option<KeyEnv>,
    pub advise: Option<Advise>,
    #[serde(default, deserialize_with = "timeout_field")]
    pub timeout_secs: Option<u64>,
    #[serde(default, deserialize_with = "share_field")]
    pub confirm_share: Option<f64>,
    /// A key does not belong in a file; accepted here only to be refused without being shown.
    #[serde(default)]
    pub key: Option<Unshown>,
    #[serde(default)]
    pub api_key: Option<Unshown>,
}

/// What `key_env` holds: a variable's name, or (by mistake) the key itself, so never shown.
#[derive(Clone)]
pub struct KeyEnv(pub String);

impl<'de> Deserialize<'de> for KeyEnv {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<KeyEnv, D::Error> {
        String::deserialize(d).map(KeyEnv)
    }
}

impl std::fmt::Debug for KeyEnv {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if is_variable_name(&self.0) { write!(f, "{:?}", self.0) } else { f.write_str("[not shown]") }
    }
}

fn endpoint_field<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    let s = String::deserialize(d)?;
    match check_endpoint(&s) {
        Ok(e) => Ok(Some(e)),
        // Refused by `Settings::resolve`, whose message does not quote the line (a TOML error
        // would, password and all).
        Err(_) if s.contains('@') => Ok(Some(s)),
        Err(m) => Err(serde::de::Error::custom(m)),
    }
}

fn timeout_field<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    let n = u64::deserialize(d)?;
    check_timeout(n).map(Some).map_err(serde::de::Error::custom)
}

fn share_field<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
    let x = f64::deserialize(d)?;
    if x.is_finite() && (0.0..=1.0).contains(&x) {
        Ok(Some(x))
    } else {
        Err(serde::de::Error::custom("confirm_share is a share, from 0 to 1"))
    }
}

fn check_timeout(n: u64) -> Result<u64, String> {
    if (1..=MAX_TIMEOUT_SECS).contains(&n) {
        Ok(n)
    } else {
        Err(format!("timeout_secs is from 1 to {MAX_TIMEOUT_SECS} seconds"))
    }
}

/// A base URL: http or https, with no credentials, query or fragment; kept without its
/// trailing slash. The message never repeats the value (it could hold a password).
pub fn check_endpoint(s: &str) -> Result<String, String> {
    let url = reqwest::Url::parse(s.trim())
        .map_err(|e| format!("endpoint is not a URL ({e}); write it like http://127.0.0.1:8080/v1"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err("endpoint must be an http:// or https:// URL".into());
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("endpoint must not hold credentials; put the key in the variable key_env names".into());
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err("endpoint is a base URL, without a query or fragment".into());
    }
    if url.host_str().is_none() {
        return Err("endpoint names no host".into());
    }
    Ok(url.as_str().trim_end_matches('/').to_string())
}

fn is_variable_name(s: &str) -> bool {
    let mut b = s.bytes();
    b.next().is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
        && b.all(|c| c.is_ascii_alphanumeric() || c == b'_')
}

/// Whether the endpoint is this machine (no proxy, and plain HTTP carries nothing off it).
pub fn is_loopback(endpoint: &str) -> bool {
    let Ok(url) = reqwest::Url::parse(endpoint) else { return false };
    let Some(host) = url.host_str() else { return false };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    match host.parse::<std::net::IpAddr>() {
        Ok(ip) => ip.is_loopback(),
        Err(_) => host.eq_ignore_ascii_case("localhost"),
    }
}

/// The model's key, once [`Settings::note_key`] read it: redacted from every report.
static KNOWN_KEY: std::sync::RwLock<Option<String>> = std::sync::RwLock::new(None);

/// The model's key, when one is configured and set (for redaction only).
pub fn known_key() -> Option<String> {
    KNOWN_KEY.read().ok().and_then(|k| k.clone())
}

/// The model, as the gate asks it.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub api: Api,
    /// The base URL, without a trailing slash.
    pub endpoint: String,
    pub model: String,
    /// The variable holding the key, read when asking; none for a server that wants none.
    pub key_env: Option<String>,
    pub advise: Advise,
    pub timeout: Duration,
    pub confirm_share: f64,
}

/// Where a setting that could not be used came from, and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsError {
    /// `[model]` (of the file being read) or the variable's name.
    pub source: String,
    pub message: String,
}

impl Settings {
    /// The settings from the user's `[model]` (if any) and the environment (`var` reads it);
    /// `None` when no model is configured.
    pub fn resolve(
        file: Option<&ModelConfig>,
        var: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Option<Settings>, SettingsError> {
        let var = |k: &str| var(k).map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        let in_file = |message: String| SettingsError { source: "[model]".into(), message };
        let in_env = |k: &str, message: String| SettingsError { source: k.into(), message };
        // Something missing is the file's to give when there is one, else the environment's.
        let missing =
            |k: &str, message: String| if file.is_some() { in_file(message) } else { in_env(k, message) };
        let api_env = var(ENV_API);
        if api_env.as_deref().is_some_and(|a| a.eq_ignore_ascii_case("off")) {
            return Ok(None);
        }
        let configured =
            file.is_some() || [ENV_API, ENV_ENDPOINT, ENV_MODEL].iter().any(|k| var(k).is_some());
        if !configured {
            return Ok(None);
        }
        let empty = ModelConfig::default();
        let f = file.unwrap_or(&empty);
        if f.key.is_some() || f.api_key.is_some() {
            return Err(in_file(
                "a key does not belong in a file: name the environment variable that holds it with key_env, and remove the key from this file".into(),
            ));
        }
        let api = match api_env {
            Some(a) => match a.to_ascii_lowercase().as_str() {
                "openai" => Api::OpenAi,
                "anthropic" => Api::Anthropic,
                _ => return Err(in_env(ENV_API, "use openai, anthropic or off".into())),
            },
            None => f.api.unwrap_or(Api::OpenAi),
        };
        let endpoint = match var(ENV_ENDPOINT) {
            Some(e) => check_endpoint(&e).map_err(|m| in_env(ENV_ENDPOINT, m))?,
            None => match (&f.endpoint, api) {
                (Some(e), _) => check_endpoint(e).map_err(&in_file)?,
                (None, Api::Anthropic) => ANTHROPIC_ENDPOINT.to_string(),
                (None, Api::OpenAi) => {
                    return Err(missing(
                        ENV_ENDPOINT,
                        "endpoint is required for api = \"openai\": the base URL of the server, like http://127.0.0.1:8080/v1 (llama.cpp) or http://127.0.0.1:11434/v1 (Ollama)".into(),
                    ));
                }
            },
        };
        let model = match var(ENV_MODEL).or_else(|| f.model.clone().filter(|m| !m.trim().is_empty())) {
            Some(m) => m,
            None => {
                return Err(missing(
                    ENV_MODEL,
                    "model is required: the model's name as the server knows it (for llama.cpp's server any name will do)".into(),
                ));
            }
        };
        let key_env = match var(ENV_KEY_ENV) {
            Some(k) if is_variable_name(&k) => Some(k),
            Some(_) => {
                return Err(in_env(
                    ENV_KEY_ENV,
                    "name the environment variable that holds the key (letters, digits and '_'), never the key itself".into(),
                ));
            }
            None => match &f.key_env {
                Some(KeyEnv(k)) if is_variable_name(k) => Some(k.clone()),
                Some(_) => {
                    return Err(in_file(
                        "key_env names the environment variable that holds the key (letters, digits and '_', like ANTHROPIC_API_KEY), never the key itself".into(),
                    ));
                }
                None if api == Api::Anthropic => Some(ANTHROPIC_KEY_ENV.to_string()),
                None => None,
            },
        };
        let advise = match var(ENV_ADVISE) {
            Some(a) => match a.as_str() {
                "check-ins" => Advise::CheckIns,
                "all" => Advise::All,
                _ => return Err(in_env(ENV_ADVISE, "use check-ins or all".into())),
            },
            None => f.advise.unwrap_or_default(),
        };
        let timeout = match var(ENV_TIMEOUT) {
            Some(t) => {
                let n = t.parse::<u64>().map_err(|_| {
                    in_env(ENV_TIMEOUT, format!("a whole number of seconds, 1 to {MAX_TIMEOUT_SECS}"))
                })?;
                Duration::from_secs(check_timeout(n).map_err(|m| in_env(ENV_TIMEOUT, m))?)
            }
            None => f.timeout_secs.map(Duration::from_secs).unwrap_or(DEFAULT_TIMEOUT),
        };
        if key_env.is_some() && !endpoint.starts_with("https://") && !is_loopback(&endpoint) {
            return Err(SettingsError {
                source: if var(ENV_ENDPOINT).is_some() { ENV_ENDPOINT.into() } else { "[model]".into() },
                message: "a key would travel unencrypted to another machine: use an https:// endpoint, or a server on this machine".into(),
            });
        }
        Ok(Some(Settings {
            api,
            endpoint,
            model,
            key_env,
            advise,
            timeout,
            confirm_share: f.confirm_share.unwrap_or(DEFAULT_CONFIRM_SHARE),
        }))
    }

    /// Remembers the key's value (read from its variable) for the rest of the process, so that
    /// every report redacts it ([`known_key`]).
    pub fn note_key(&self) {
        let key = self.key_env.as_ref().and_then(|v| std::env::var(v).ok()).map(|k| k.trim().to_string());
        if let (Some(k), Ok(mut known)) = (key.filter(|k| k.len() >= 8), KNOWN_KEY.write()) {
            *known = Some(k);
        }
    }

    /// The same settings as `FORESEE_MODEL_*` variables, for a child foresee whose home is not
    /// the user's (`foresee bench`).
    pub fn to_env(&self) -> Vec<(&'static str, String)> {
        let mut v = vec![
            (ENV_API, self.api.as_str().to_string()),
            (ENV_ENDPOINT, self.endpoint.clone()),
            (ENV_MODEL, self.model.clone()),
            (ENV_ADVISE, self.advise.as_str().to_string()),
            (ENV_TIMEOUT, self.timeout.as_secs().max(1).to_string()),
        ];
        if let Some(k) = &self.key_env {
            v.push((ENV_KEY_ENV, k.clone()));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<ModelConfig, String> {
        #[derive(Deserialize)]
        struct F {
            model: ModelConfig,
        }
        toml::from_str::<F>(text).map(|f| f.model).map_err(|e| e.to_string())
    }

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |k| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
    }

    #[test]
    fn off_unless_configured() {
        assert_eq!(Settings::resolve(None, &env(&[])), Ok(None));
        assert_eq!(Settings::resolve(None, &env(&[(ENV_ADVISE, "all")])), Ok(None));
        let f = parse("[model]\nendpoint = \"http://127.0.0.1:8080/v1/\"\nmodel = \"m\"\n").unwrap();
        let s = Settings::resolve(Some(&f), &env(&[])).unwrap().unwrap();
        assert_eq!(s.endpoint, "http://127.0.0.1:8080/v1");
        assert_eq!(
            (s.api, s.advise, s.timeout, s.key_env),
            (Api::OpenAi, Advise::CheckIns, DEFAULT_TIMEOUT, None)
        );
        assert_eq!(Settings::resolve(Some(&f), &env(&[(ENV_API, "off")])), Ok(None));
    }

    #[test]
    fn the_environment_wins_field_by_field() {
        let f = parse("[model]\napi = \"openai\"\nendpoint = \"http://127.0.0.1:8080/v1\"\nmodel = \"a\"\nadvise = \"all\"\ntimeout_secs = 5\n").unwrap();
        let s = Settings::resolve(
            Some(&f),
            &env(&[(ENV_MODEL, "b"), (ENV_ENDPOINT, "http://127.0.0.1:11434/v1"), (ENV_TIMEOUT, "7")]),
        )
        .unwrap()
        .unwrap();
        assert_eq!(
            (s.model.as_str(), s.endpoint.as_str(), s.advise, s.timeout),
            ("b", "http://127.0.0.1:11434/v1", Advise::All, Duration::from_secs(7))
        );
        // From the environment alone.
        let s = Settings::resolve(None, &env(&[(ENV_API, "anthropic"), (ENV_MODEL, "c")])).unwrap().unwrap();
        assert_eq!(s.endpoint, ANTHROPIC_ENDPOINT);
        assert_eq!(s.key_env.as_deref(), Some(ANTHROPIC_KEY_ENV));
    }

    #[test]
    fn bad_values_say_where_and_never_echo_a_key() {
        let e = parse("[model]\nendpoint = \"ftp://x.example.com\"\n").unwrap_err();
        assert!(e.contains("line 2") && e.contains("http"), "{e}");
        let e = parse("[model]\ntimeout_secs = 0\n").unwrap_err();
        assert!(e.contains("line 2") && e.contains("timeout_secs"), "{e}");
        let f = parse("[model]\nmodel = \"m\"\nendpoint = \"https://user:pw-canary@x.example.com/v1\"\n")
            .unwrap();
        let e = Settings::resolve(Some(&f), &env(&[])).unwrap_err();
        assert!(e.message.contains("credentials") && !e.message.contains("pw-canary"), "{e:?}");
        let canary = "sk-canary-5f1c9e0b7d";
        for text in [
            format!("[model]\nmodel = \"m\"\napi = \"anthropic\"\nkey_env = \"{canary}\"\n"),
            format!("[model]\nmodel = \"m\"\napi = \"anthropic\"\nkey = \"{canary}\"\n"),
            format!("[model]\nmodel = \"m\"\napi = \"anthropic\"\napi_key = \"{canary}\"\n"),
        ] {
            let f = parse(&text).unwrap();
            assert!(!format!("{f:?}").contains(canary));
            let e = Settings::resolve(Some(&f), &env(&[])).unwrap_err();
            assert!(!e.message.contains(canary) && e.message.contains("key"), "{e:?}");
        }
        let e =
            Settings::resolve(None, &env(&[(ENV_API, "anthropic"), (ENV_MODEL, "m"), (ENV_KEY_ENV, canary)]))
                .unwrap_err();
        assert_eq!(e.source, ENV_KEY_ENV);
        assert!(!e.message.contains(canary));
        let e = Settings::resolve(None, &env(&[(ENV_ENDPOINT, "http://127.0.0.1:1/v1")])).unwrap_err();
        assert!(e.message.contains("model is required"), "{e:?}");
        let e = Settings::resolve(None, &env(&[(ENV_API, "gpt"), (ENV_MODEL, "m")])).unwrap_err();
        assert_eq!(e.source, ENV_API);
    }

    #[test]
    fn a_key_goes_only_to_this_machine_or_over_tls() {
        let key = [(ENV_KEY_ENV, "K")];
        let with = |endpoint: &'static str| {
            let pairs = [key[0], (ENV_ENDPOINT, endpoint), (ENV_MODEL, "m")];
            Settings::resolve(None, &env(&pairs)).map(|s| s.is_some())
        };
        assert_eq!(with("http://127.0.0.1:8080/v1"), Ok(true));
        assert_eq!(with("http://localhost:8080/v1"), Ok(true));
        assert_eq!(with("https://models.example.com/v1"), Ok(true));
        assert!(with("http://models.example.com/v1").is_err());
        // No key: a server on the local network is the user's choice.
        let pairs = [(ENV_ENDPOINT, "http://192.0.2.10:11434/v1"), (ENV_MODEL, "m")];
        assert!(Settings::resolve(None, &env(&pairs)).unwrap().is_some());
    }
}
