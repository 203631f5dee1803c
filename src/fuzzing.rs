//! What the fuzz targets (`fuzz/`, run with `cargo fuzz`) and the corpus replay test
//! (`tests/fuzz_corpus.rs`, run with every `cargo test`) feed arbitrary bytes into: every parser of
//! outside input and the report's builder. Each function panics only when an invariant breaks
//! (the report over its cap, a parser's answer that is not what its caller relies on); any input
//! may be refused, none may crash.
//!
//! | target | entry | what arrives there |
//! |---|---|---|
//! | `report` | [`report`] | effects (JSON) built into a report, rendered as text and JSON |
//! | `hook` | [`hook`] | Claude Code's `PreToolUse` input |
//! | `mcp` | [`mcp`] | lines an MCP client sends |
//! | `rules` | [`rules`] | a rule in plain words (`foresee rules add`) |
//! | `task` | [`task`] | a benchmark `task.json` |
//! | `config` | [`config`] | `config.toml` and `foresee.toml` |

use foresee_report::{Effects, EffectsReport, HARD_CAP, render};
use std::path::Path;

/// A fuzz target's entry point.
pub type Target = fn(&[u8]);

/// Every target by name, for the corpus replay.
pub const TARGETS: &[(&str, Target)] =
    &[("report", report), ("hook", hook), ("mcp", mcp), ("rules", rules), ("task", task), ("config", config)];

/// A binary that is never there: a target that would run a command gets a spawn failure.
const NO_BINARY: &str = "/nonexistent/foresee-fuzzing";

/// Effects as JSON, built into a report: never over [`HARD_CAP`], as a full or a withheld report,
/// and the text rendering never fails.
pub fn report(data: &[u8]) {
    let Ok(effects) = serde_json::from_slice::<Effects>(data) else { return };
    let r = EffectsReport::build(&effects);
    let json = r.to_json();
    assert!(json.len() <= HARD_CAP, "a report of {} bytes, over the cap of {HARD_CAP}", json.len());
    assert!(serde_json::from_str::<serde_json::Value>(&json).is_ok(), "the report is not JSON");
    let withheld = r.withheld();
    assert!(withheld.to_json().len() <= HARD_CAP, "a withheld report over the cap");
    let _ = render::text(&r, false);
    let _ = render::text(&withheld, true);
}

/// The hook's answer: always one of Claude Code's decisions, or no opinion.
pub fn hook(data: &[u8]) {
    let Some(answer) = crate::integrations::claude_code::answer_with(data, Path::new(NO_BINARY)) else {
        return;
    };
    let decision = &answer["hookSpecificOutput"]["permissionDecision"];
    assert!(
        ["allow", "deny", "ask"].iter().any(|d| decision == d),
        "the hook answered without a decision: {answer}"
    );
}

/// Each line of `data` to one server: every reply is a JSON-RPC 2.0 message.
pub fn mcp(data: &[u8]) {
    let mut server = crate::integrations::mcp::Server {
        exe: NO_BINARY.into(),
        session: "fuzz".into(),
        task: None,
        version: None,
    };
    for line in data.split(|b| *b == b'\n') {
        if let Some(reply) = server.handle_line(line) {
            assert_eq!(reply["jsonrpc"], "2.0", "{reply}");
        }
    }
}

/// A rule compiles, or is refused with a reason; a compiled rule reads back in words.
pub fn rules(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match crate::approver::rules::compile(text) {
        Ok(rule) => assert!(!rule.describe().is_empty()),
        Err(why) => assert!(!why.is_empty(), "a refusal without a reason"),
    }
}

/// A task file reads, or is refused with a reason.
pub fn task(data: &[u8]) {
    let Ok(v) = serde_json::from_slice::<serde_json::Value>(data) else { return };
    if let Err(why) = crate::bench::suite::parse_task(&v, Path::new("/nonexistent/task"), "fuzz") {
        assert!(!why.is_empty(), "a refusal without a reason");
    }
}

/// The same text as a user's and as a repository's configuration, and the repository's over a
/// user's: read, or refused naming the file.
pub fn config(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let (user, repo) = (Path::new("/home/u/.config/foresee/config.toml"), Path::new("/r/foresee.toml"));
    for (u, r) in
        [(Some((user, text)), None), (None, Some((repo, text))), (Some((user, text)), Some((repo, text)))]
    {
        if let Err(e) = crate::config::Config::from_texts(u, r) {
            assert!(e.path == user || e.path == repo, "an error naming no file: {e}");
        }
    }
}
