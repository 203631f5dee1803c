//! The two protocols, over HTTP with reqwest (blocking, rustls): OpenAI-compatible chat
//! completions with the verdict's JSON schema as `response_format` (llama.cpp's server, Ollama,
//! vLLM), and the Anthropic messages API with one tool the model must call.
//!
//! Every failure is a message for the user, never an invented verdict; the key is read from its
//! variable here, sent in a header only, and scrubbed from every message (a server may echo it).

use super::settings::{Api, Settings, is_loopback};
use super::verdict::{self, ModelVerdict};
use serde_json::{Value, json};
use std::io::Read;
use std::time::{Duration, Instant};

/// The most of an answer read: a verdict is a few hundred bytes.
const MAX_BODY: u64 = 1 << 20;
/// Tokens the model may spend on its answer.
const MAX_ANSWER_TOKENS: u64 = 600;
const ANTHROPIC_VERSION: &str = "2023-06-01";
const TOOL: &str = "verdict";

/// One exchange with the model: its verdict or why there is none, how long it took, and the
/// tokens it reported (also when its answer was no verdict: they were spent).
#[derive(Debug, Clone)]
pub struct Exchange {
    pub verdict: Result<ModelVerdict, String>,
    pub latency: Duration,
    pub tokens_in: Option<u64>,
    pub tokens_out: Option<u64>,
}

/// Asks the model once, with the key from the variable `key_env` names; never longer than the
/// configured timeout (plus setting up the client).
pub fn call(s: &Settings, instruction: &str, message: &str) -> Exchange {
    let key = match &s.key_env {
        Some(var) => match std::env::var(var) {
            Ok(k) if !k.trim().is_empty() => Some(k.trim().to_string()),
            _ => {
                return Exchange {
                    verdict: Err(format!("the variable {var} (key_env) holding the model's key is not set")),
                    latency: Duration::ZERO,
                    tokens_in: None,
                    tokens_out: None,
                };
            }
        },
        None => None,
    };
    call_with_key(s, key.as_deref(), instruction, message)
}

/// As [`call`], with the key given.
pub fn call_with_key(s: &Settings, key: Option<&str>, instruction: &str, message: &str) -> Exchange {
    let start = Instant::now();
    let mut tokens = (None, None);
    let verdict = exchange(s, key, instruction, message, &mut tokens).map_err(|e| scrub(&e, key));
    Exchange { verdict, latency: start.elapsed(), tokens_in: tokens.0, tokens_out: tokens.1 }
}

/// `text` as it may be shown: the key gone, any credential redacted, one line, clipped.
pub fn scrub(text: &str, key: Option<&str>) -> String {
    let mut t = text.to_string();
    if let Some(k) = key.filter(|k| k.len() >= 4) {
        t = t.replace(k, "[key]");
    }
    verdict::tidy(&foresee_report::credentials::redact(&t), 400)
}

fn exchange(
    s: &Settings,
    key: Option<&str>,
    instruction: &str,
    message: &str,
    tokens: &mut (Option<u64>, Option<u64>),
) -> Result<ModelVerdict, String> {
    // The process-wide provider reqwest's rustls uses (installing twice is harmless). ring, not
    // aws-lc: no C library to build; rustls deprecates it only for its lack of post-quantum key
    // exchange, which a short request for advice does without.
    #[allow(deprecated)]
    let _ = rustls::crypto::ring::default_provider().install_default();
    let mut b = reqwest::blocking::Client::builder()
        .timeout(s.timeout)
        .connect_timeout(s.timeout)
        // A redirect would carry the key somewhere not configured.
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(concat!("foresee/", env!("CARGO_PKG_VERSION")));
    if is_loopback(&s.endpoint) {
        b = b.no_proxy();
    }
    if s.endpoint.starts_with("http://") {
        // Plain HTTP never uses TLS here (redirects are off): no trust roots to load, which
        // would otherwise be most of the cost of asking a model on this machine.
        b = b.tls_certs_only(Vec::<reqwest::Certificate>::new());
    }
    let client = b.build().map_err(|e| format!("cannot set up an HTTP client: {}", e.without_url()))?;
    let (url, body) = match s.api {
        Api::OpenAi => (format!("{}/chat/completions", s.endpoint), openai_body(s, instruction, message)),
        Api::Anthropic => (format!("{}/messages", s.endpoint), anthropic_body(s, instruction, message)),
    };
    let mut req = client.post(&url).header("content-type", "application/json");
    match (s.api, key) {
        (Api::OpenAi, Some(k)) => req = req.header("authorization", format!("Bearer {k}")),
        (Api::Anthropic, Some(k)) => req = req.header("x-api-key", k),
        (_, None) => {}
    }
    if s.api == Api::Anthropic {
        req = req.header("anthropic-version", ANTHROPIC_VERSION);
    }
    let resp = req.body(body.to_string()).send().map_err(|e| {
        if e.is_timeout() {
            format!("no answer from {url} within {} s", s.timeout.as_secs())
        } else if e.is_connect() {
            format!("cannot connect to {url}: {}", root_cause(&e))
        } else {
            format!("the request to {url} failed: {}", root_cause(&e))
        }
    })?;
    let status = resp.status();
    let mut text = String::new();
    resp.take(MAX_BODY).read_to_string(&mut text).map_err(|e| {
        if is_timeout(&e) {
            format!("no whole answer from {url} within {} s", s.timeout.as_secs())
        } else {
            format!("the answer from {url} could not be read: {e}")
        }
    })?;
    if !status.is_success() {
        let shown: String = text.chars().take(200).collect();
        return Err(format!("{url} answered {status}: {shown}"));
    }
    let v: Value = serde_json::from_str(&text)
        .map_err(|e| format!("{url} answered with something that is not the API's JSON ({e})"))?;
    let usage = &v["usage"];
    match s.api {
        Api::OpenAi => {
            *tokens = (usage["prompt_tokens"].as_u64(), usage["completion_tokens"].as_u64());
            let choice = &v["choices"][0];
            let content = choice["message"]["content"]
                .as_str()
                .ok_or_else(|| "the answer has no message content".to_string())?;
            verdict::parse_text(content).map_err(|e| e.0)
        }
        Api::Anthropic => {
            *tokens = (usage["input_tokens"].as_u64(), usage["output_tokens"].as_u64());
            let calls: Vec<&Value> = v["content"]
                .as_array()
                .map(|c| c.iter().filter(|b| b["type"] == "tool_use" && b["name"] == TOOL).collect())
                .unwrap_or_default();
            match calls.as_slice() {
                [one] => verdict::parse_value(one["input"].clone()).map_err(|e| e.0),
                [] => Err("the answer came as prose, not through the verdict tool".into()),
                _ => Err("the answer called the verdict tool more than once".into()),
            }
        }
    }
}

fn openai_body(s: &Settings, instruction: &str, message: &str) -> Value {
    json!({
        "model": s.model,
        "messages": [
            {"role": "system", "content": instruction},
            {"role": "user", "content": message},
        ],
        "temperature": 0,
        "max_tokens": MAX_ANSWER_TOKENS,
        "stream": false,
        "response_format": {
            "type": "json_schema",
            "json_schema": {"name": "foresee_verdict", "strict": true, "schema": verdict::schema()},
        },
    })
}

fn anthropic_body(s: &Settings, instruction: &str, message: &str) -> Value {
    json!({
        "model": s.model,
        "max_tokens": MAX_ANSWER_TOKENS,
        "temperature": 0,
        "system": instruction,
        "messages": [{"role": "user", "content": message}],
        "tools": [{
            "name": TOOL,
            "description": "Give foresee your verdict on the command's effects.",
            "input_schema": verdict::schema(),
        }],
        "tool_choice": {"type": "tool", "name": TOOL},
    })
}

/// The innermost cause of a request's failure ("Connection refused"), without the URL.
fn root_cause(e: &reqwest::Error) -> String {
    let mut cause: &dyn std::error::Error = e;
    while let Some(next) = cause.source() {
        cause = next;
    }
    cause.to_string()
}

fn is_timeout(e: &std::io::Error) -> bool {
    if e.kind() == std::io::ErrorKind::TimedOut {
        return true;
    }
    let mut cause: Option<&(dyn std::error::Error + 'static)> = e.get_ref().map(|r| r as _);
    while let Some(c) = cause {
        if c.downcast_ref::<reqwest::Error>().is_some_and(|r| r.is_timeout()) {
            return true;
        }
        cause = c.source();
    }
    false
}
