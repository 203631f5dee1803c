//! The model's answer, parsed strictly: one JSON object with the fields of [`SCHEMA`] and
//! nothing else. A verdict written inside prose, in a code fence, with a field of the wrong type
//! or an unknown one, or a confidence outside 0..1, is no verdict: the model was not heard.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// What the model may answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ModelDecision {
    Allow,
    Block,
    /// Needs a human: always with confidence 0.
    Ask,
}

impl ModelDecision {
    pub fn as_str(&self) -> &'static str {
        match self {
            ModelDecision::Allow => "allow",
            ModelDecision::Block => "block",
            ModelDecision::Ask => "ask",
        }
    }
}

/// A verdict, checked.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ModelVerdict {
    pub decision: ModelDecision,
    /// 0..1; 0 for "ask".
    pub confidence: f64,
    pub reason: String,
    pub matched_rules: Vec<String>,
    /// What the agent should do instead (with a block); empty otherwise.
    pub correction: String,
}

/// The longest reason or correction kept (the agent reads them; a model can ramble).
const MAX_TEXT: usize = 600;
const MAX_RULES: usize = 12;
const MAX_RULE_LEN: usize = 80;

/// The verdict's JSON schema: given to an OpenAI-compatible server as `response_format` and to
/// Anthropic as the input schema of the one tool it must call. Ranges are checked here, not in
/// the schema: not every server's grammar takes `minimum`/`maximum`.
pub fn schema() -> Value {
    json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["decision", "confidence", "reason", "matched_rules", "correction"],
        "properties": {
            "decision": {"type": "string", "enum": ["allow", "block", "ask"]},
            "confidence": {"type": "number"},
            "reason": {"type": "string"},
            "matched_rules": {"type": "array", "items": {"type": "string"}},
            "correction": {"type": "string"}
        }
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Wire {
    decision: String,
    confidence: f64,
    reason: String,
    #[serde(default)]
    matched_rules: Vec<String>,
    #[serde(default)]
    correction: String,
}

/// Why an answer is no verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotAVerdict(pub String);

/// The verdict in `text`, which must be exactly one JSON object (whitespace around it aside).
pub fn parse_text(text: &str) -> Result<ModelVerdict, NotAVerdict> {
    let t = text.trim();
    if !t.starts_with('{') {
        return Err(NotAVerdict(
            "the answer is not a JSON object (prose, or a verdict inside other text)".into(),
        ));
    }
    let v: Value = serde_json::from_str(t)
        .map_err(|e| NotAVerdict(format!("the answer is not one JSON object ({e})")))?;
    parse_value(v)
}

/// The verdict in a JSON value (a tool call's input).
pub fn parse_value(v: Value) -> Result<ModelVerdict, NotAVerdict> {
    if !v.is_object() {
        return Err(NotAVerdict("the verdict is not a JSON object".into()));
    }
    let w: Wire = serde_json::from_value(v)
        .map_err(|e| NotAVerdict(format!("the verdict does not fit its schema ({e})")))?;
    let decision = match w.decision.as_str() {
        "allow" => ModelDecision::Allow,
        "block" => ModelDecision::Block,
        "ask" => ModelDecision::Ask,
        _ => return Err(NotAVerdict("decision is none of allow, block, ask".into())),
    };
    if !w.confidence.is_finite() || !(0.0..=1.0).contains(&w.confidence) {
        return Err(NotAVerdict("confidence is not a number from 0 to 1".into()));
    }
    let reason = tidy(&w.reason, MAX_TEXT);
    if reason.is_empty() {
        return Err(NotAVerdict("the verdict gives no reason".into()));
    }
    Ok(ModelVerdict {
        decision,
        // Needing a human is never a confident answer.
        confidence: if decision == ModelDecision::Ask { 0.0 } else { w.confidence },
        reason,
        matched_rules: w
            .matched_rules
            .iter()
            .map(|r| tidy(r, MAX_RULE_LEN))
            .filter(|r| !r.is_empty())
            .take(MAX_RULES)
            .collect(),
        correction: tidy(&w.correction, MAX_TEXT),
    })
}

/// One line of plain text: control characters (escape sequences, newlines) become spaces, runs
/// of spaces one, clipped to `max` characters. The agent and the terminal read it.
pub fn tidy(s: &str, max: usize) -> String {
    let mut out = String::new();
    let mut space = false;
    for c in s.chars() {
        if c.is_control() || c.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        out.push(c);
    }
    if out.chars().count() > max {
        out = out.chars().take(max.saturating_sub(1)).collect::<String>() + "…";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{"decision":"allow","confidence":0.9,"reason":"fits the task","matched_rules":["scope.tracked-edit"],"correction":""}"#;

    #[test]
    fn a_verdict_is_one_object_of_the_schema() {
        let v = parse_text(&format!("\n  {GOOD}\n")).unwrap();
        assert_eq!(v.decision, ModelDecision::Allow);
        assert_eq!(v.confidence, 0.9);
        assert_eq!(v.matched_rules, vec!["scope.tracked-edit"]);
    }

    #[test]
    fn anything_else_is_no_verdict() {
        for bad in [
            format!("Sure! Here is my verdict: {GOOD}"),
            format!("```json\n{GOOD}\n```"),
            format!("{GOOD} and that is final"),
            r#"{"decision":"approve","confidence":0.9,"reason":"x"}"#.to_string(),
            r#"{"decision":"allow","confidence":1.5,"reason":"x"}"#.to_string(),
            r#"{"decision":"allow","confidence":"high","reason":"x"}"#.to_string(),
            r#"{"decision":"allow","confidence":0.9,"reason":"x","override":true}"#.to_string(),
            r#"{"decision":"allow","confidence":0.9,"reason":"   "}"#.to_string(),
            r#"{"decision":"allow","reason":"x"}"#.to_string(),
            "[1,2]".to_string(),
            String::new(),
        ] {
            assert!(parse_text(&bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn needing_a_human_carries_no_confidence_and_text_is_one_line() {
        let v = parse_text(r#"{"decision":"ask","confidence":0.99,"reason":"a\n\u001b[31mred\u001b[0m  b","matched_rules":[],"correction":""}"#)
            .unwrap();
        assert_eq!(v.confidence, 0.0);
        assert_eq!(v.reason, "a [31mred [0m b");
        assert_eq!(tidy(&"x".repeat(700), 10).chars().count(), 10);
    }
}
