//! `foresee hook claude-code`: a Claude Code `PreToolUse` hook for the `Bash` tool.
//!
//! Claude Code sends the tool call as JSON on stdin (`session_id`, `transcript_path`, `cwd`,
//! `hook_event_name`, `tool_name`, `tool_input {command, description, timeout, ...}`). The hook
//! answers on stdout in that protocol:
//!
//! * allow, with `updatedInput.command` rewritten to run the original command through
//!   `foresee exec --session <session_id> -c '<command>'`, so the one real execution is the gated
//!   one (no second run, no gap between the check and the use). The user's latest request, read
//!   from the transcript, travels with it in `$FORESEE_TASK` as the task scope.
//! * deny, with a reason the agent can act on, when the input is malformed, the transcript is
//!   missing or anything else goes wrong: the raw command never runs because the hook failed.
//! * nothing (no opinion) for tools other than `Bash`.

use super::exec::TASK_ENV;
use super::shell_quote;
use serde_json::{Value, json};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;

#[derive(clap::Args, Debug)]
pub struct HookArgs {
    #[command(subcommand)]
    pub agent: HookAgent,
}

#[derive(clap::Subcommand, Debug)]
pub enum HookAgent {
    /// Claude Code's PreToolUse hook for the Bash tool.
    ///
    /// Reads the hook input on stdin and answers with the command rewritten to run through
    /// `foresee exec`, or denied with the reason. In settings.json:
    ///   {"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks":
    ///     [{"type": "command", "command": "foresee hook claude-code || exit 2", "timeout": 30}]}]}}
    /// `foresee init` prints it with this binary's path; `--install claude-code` writes it.
    #[command(verbatim_doc_comment)]
    ClaudeCode,
}

/// The longest hook input read (Claude Code's are a few KiB).
const MAX_INPUT: u64 = 16 << 20;
/// The longest task carried to `foresee exec` (the scope comes from the names a request
/// mentions; a longer one is cut, which only narrows the scope).
const MAX_TASK_CHARS: usize = 8000;
/// Claude Code's default time limit for a Bash command, in milliseconds.
const DEFAULT_TIMEOUT_MS: u64 = 120_000;

pub fn run(args: HookArgs) -> i32 {
    match args.agent {
        HookAgent::ClaudeCode => claude_code_main(),
    }
}

fn claude_code_main() -> i32 {
    let mut input = Vec::new();
    let read = std::io::stdin().lock().take(MAX_INPUT + 1).read_to_end(&mut input);
    let answer = match read {
        Err(e) => Some(deny(&format!("cannot read the hook input: {e}"))),
        Ok(_) if input.len() as u64 > MAX_INPUT => Some(deny("the hook input is larger than 16 MiB")),
        Ok(_) => {
            // Whatever goes wrong inside, the answer is a denial, never silence (which Claude Code
            // would take as "no opinion" and run the raw command).
            match std::panic::catch_unwind(|| answer(&input)) {
                Ok(a) => a,
                Err(_) => Some(deny("internal error in the hook (see stderr)")),
            }
        }
    };
    let Some(answer) = answer else { return 0 };
    let mut out = std::io::stdout().lock();
    let written = serde_json::to_vec(&answer).map_err(std::io::Error::other).and_then(|mut text| {
        text.push(b'\n');
        out.write_all(&text)?;
        out.flush()
    });
    match written {
        Ok(()) => 0,
        _ => {
            // Exit code 2 is Claude Code's "block this tool call"; stderr is the reason.
            errln!("foresee hook: cannot write the answer; the command was not run");
            2
        }
    }
}

/// A `PreToolUse` denial: the tool call does not run and the reason is shown to the agent.
/// Claude Code's hook events other than PreToolUse: this hook has no opinion there.
const OTHER_EVENTS: &[&str] = &[
    "PostToolUse",
    "PostToolUseFailure",
    "PermissionRequest",
    "PermissionDenied",
    "UserPromptSubmit",
    "Notification",
    "Stop",
    "StopFailure",
    "SubagentStart",
    "SubagentStop",
    "SessionStart",
    "SessionEnd",
    "PreCompact",
    "PostCompact",
    "Setup",
    "TeammateIdle",
    "TaskCompleted",
    "ConfigChange",
    "WorktreeCreate",
    "WorktreeRemove",
    "InstructionsLoaded",
    "Elicitation",
    "ElicitationResult",
];

pub fn deny(why: &str) -> Value {
    json!({
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "deny",
            "permissionDecisionReason": format!(
                "foresee could not gate this command, so it was not run: {why}. \
                 Tell the user; `foresee hook claude-code` must work for Bash commands to run."
            ),
        }
    })
}

/// The hook's answer to one input: `None` means no opinion (not a Bash call).
pub fn answer(input: &[u8]) -> Option<Value> {
    let exe = match super::foresee_exe() {
        Ok(p) => p,
        Err(e) => return Some(deny(&format!("cannot find foresee's own binary: {e}"))),
    };
    answer_with(input, &exe)
}

pub fn answer_with(input: &[u8], exe: &Path) -> Option<Value> {
    let v: Value = match serde_json::from_slice(input) {
        Ok(v) => v,
        Err(e) => return Some(deny(&format!("the hook input is not JSON ({e})"))),
    };
    let Some(obj) = v.as_object() else {
        return Some(deny("the hook input is not a JSON object"));
    };
    let text = |k: &str| obj.get(k).and_then(Value::as_str);
    match text("hook_event_name") {
        Some("PreToolUse") => {}
        Some(other) if OTHER_EVENTS.contains(&other) => {
            // Configured for another event: no decision to make there; say so to the user.
            errln!("foresee hook claude-code: configured for {other}; it only answers PreToolUse");
            return None;
        }
        // Anything else is not an input this hook understands: the command must not run.
        Some(other) => {
            return Some(deny(&format!(
                "the hook input's hook_event_name {other:?} is not one Claude Code sends"
            )));
        }
        None => return Some(deny("the hook input has no hook_event_name")),
    }
    match text("tool_name") {
        Some("Bash") => {}
        // A shell tool by another spelling is still a shell: judged, never waved through.
        Some(t) if t.eq_ignore_ascii_case("bash") => {}
        Some(_) => return None,
        None => return Some(deny("the hook input has no tool_name")),
    }
    let Some(tool_input) = obj.get("tool_input").and_then(Value::as_object) else {
        return Some(deny("the Bash call has no tool_input object"));
    };
    let command = match tool_input.get("command") {
        Some(Value::String(c)) if !c.trim().is_empty() => c.clone(),
        Some(Value::String(_)) => return Some(deny("the Bash command is empty")),
        _ => return Some(deny("the Bash call has no command string")),
    };
    if command.contains('\0') {
        return Some(deny("the command holds a NUL byte, which no shell can run"));
    }
    let Some(session) = text("session_id").filter(|s| !s.is_empty()) else {
        return Some(deny("the hook input has no session_id"));
    };
    let Some(transcript) = text("transcript_path").filter(|s| !s.is_empty()) else {
        return Some(deny(
            "the hook input has no transcript_path, so the user's request (the task scope) is unknown",
        ));
    };
    let task = match last_user_request(Path::new(transcript)) {
        Ok(t) => t,
        Err(e) => {
            return Some(deny(&format!(
                "cannot read the transcript {transcript} ({e}), so the user's request (the task scope) is unknown"
            )));
        }
    };
    let timeout_ms = match tool_input.get("timeout") {
        None | Some(Value::Null) => std::env::var("BASH_DEFAULT_TIMEOUT_MS")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .unwrap_or(DEFAULT_TIMEOUT_MS),
        Some(t) => match t.as_f64() {
            Some(ms) if ms >= 1.0 => ms as u64,
            _ => return Some(deny("the Bash timeout is not a positive number of milliseconds")),
        },
    };
    // The agent runs a command again that is waiting as a check-in: ask the user here, in
    // Claude Code's own dialog, with foresee's reason. If they approve, the rewritten command
    // answers the check-in "allow once" and runs gated; the approval covers only the effects
    // the check-in showed.
    let waiting = text("cwd")
        .filter(|c| Path::new(c).is_absolute())
        .and_then(|cwd| crate::manage::waiting_check_in(Path::new(cwd), session, &command));
    if let Some(p) = waiting {
        let wrapped = wrapped_command(exe, session, task.as_deref(), &command, timeout_ms, Some(p.id));
        let mut updated = tool_input.clone();
        updated.insert("command".into(), Value::String(wrapped));
        return Some(json!({
            "hookSpecificOutput": {
                "hookEventName": "PreToolUse",
                "permissionDecision": "ask",
                "permissionDecisionReason": format!(
                    "foresee check-in #{}: {} Approve to run it once, gated, with exactly those effects (your answer teaches foresee's policy); or answer later with `foresee review {}`.",
                    p.id,
                    clip_chars(&p.reason, 600),
                    p.id
                ),
                "updatedInput": Value::Object(updated),
            }
        }));
    }
    let wrapped = wrapped_command(exe, session, task.as_deref(), &command, timeout_ms, None);
    let mut updated = tool_input.clone();
    updated.insert("command".into(), Value::String(wrapped));
    Some(json!({
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "allow",
            "permissionDecisionReason":
                "foresee rehearses this command in a snapshot and applies its effects only if they are judged safe",
            "updatedInput": Value::Object(updated),
        }
    }))
}

/// The command Claude Code runs instead: the original, through `foresee exec`, with the task in
/// the environment (not on the command line, which other users can read in /proc).
///
/// foresee's own time limit is a little under Claude Code's, so that foresee (not a kill from
/// outside) ends a command that runs too long, and answers why.
pub fn wrapped_command(
    exe: &Path,
    session: &str,
    task: Option<&str>,
    command: &str,
    timeout_ms: u64,
    approve: Option<i64>,
) -> String {
    let secs = timeout_ms / 1000;
    let secs = if secs > 30 { secs - 5 } else { secs.max(1) };
    format!(
        "{TASK_ENV}={} {} exec --session {} --timeout {secs}{} -c {}",
        shell_quote(task.unwrap_or("")),
        shell_quote(&exe.to_string_lossy()),
        shell_quote(session),
        approve.map(|id| format!(" --approve-check-in {id}")).unwrap_or_default(),
        shell_quote(command)
    )
}

/// The text of the user's latest request in a Claude Code transcript (JSON lines), skipping
/// tool results, meta entries, sub-agent prompts, compaction summaries, interruptions and bare
/// slash commands. `Ok(None)` when the user has asked nothing yet; an error when the file
/// cannot be read.
pub fn last_user_request(path: &Path) -> std::io::Result<Option<String>> {
    let mut f = std::fs::File::open(path)?;
    let mut found = None;
    lines_backwards(&mut f, &mut |line| {
        found = user_request(line);
        found.is_some()
    })?;
    Ok(found.map(|t| clip_chars(&t, MAX_TASK_CHARS)))
}

fn clip_chars(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        Some((i, _)) => s[..i].to_string(),
        None => s.to_string(),
    }
}

/// Calls `f` on each line of `f`, last first, until it returns true. Reads blocks from the end,
/// so a long transcript costs only its tail.
fn lines_backwards(file: &mut std::fs::File, f: &mut dyn FnMut(&[u8]) -> bool) -> std::io::Result<()> {
    const BLOCK: u64 = 256 << 10;
    let mut pos = file.seek(SeekFrom::End(0))?;
    // Bytes after the last newline seen so far (a partial line, continued from the next block).
    let mut tail: Vec<u8> = Vec::new();
    while pos > 0 {
        let start = pos.saturating_sub(BLOCK);
        let mut block = vec![0u8; (pos - start) as usize];
        file.seek(SeekFrom::Start(start))?;
        file.read_exact(&mut block)?;
        pos = start;
        block.extend_from_slice(&tail);
        // Every complete line in `block` except the first (which may continue in the previous block).
        let mut end = block.len();
        while let Some(nl) = block[..end].iter().rposition(|&b| b == b'\n') {
            let line = &block[nl + 1..end];
            if !line.is_empty() && f(line) {
                return Ok(());
            }
            end = nl;
        }
        tail = block[..end].to_vec();
    }
    if !tail.is_empty() {
        f(&tail);
    }
    Ok(())
}

/// The request in one transcript line, when it is a message the user typed.
fn user_request(line: &[u8]) -> Option<String> {
    let v: Value = serde_json::from_slice(line).ok()?;
    if v.get("type").and_then(Value::as_str) != Some("user") {
        return None;
    }
    let flag = |k: &str| v.get(k).and_then(Value::as_bool).unwrap_or(false);
    if flag("isMeta") || flag("isSidechain") || flag("isCompactSummary") || v.get("toolUseResult").is_some() {
        return None;
    }
    let message = v.get("message")?;
    if message.get("role").and_then(Value::as_str).is_some_and(|r| r != "user") {
        return None;
    }
    let text = match message.get("content")? {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => {
            if blocks.iter().any(|b| b.get("type").and_then(Value::as_str) == Some("tool_result")) {
                return None;
            }
            blocks
                .iter()
                .filter(|b| b.get("type").and_then(Value::as_str) == Some("text"))
                .filter_map(|b| b.get("text").and_then(Value::as_str))
                .filter(|t| !t.trim_start().starts_with("<system-reminder>"))
                .collect::<Vec<_>>()
                .join("\n")
        }
        _ => return None,
    };
    let text = text.trim();
    if text.is_empty() || text.starts_with("[Request interrupted by user") {
        return None;
    }
    if text.starts_with("<local-command-") || text.starts_with("<bash-") {
        return None;
    }
    if text.contains("<command-name>") {
        // A slash command: its arguments are what the user asked for; without any (`/clear`,
        // `/compact`) it is no request.
        let args = between(text, "<command-args>", "</command-args>").map(str::trim).unwrap_or("");
        return (!args.is_empty()).then(|| args.to_string());
    }
    Some(text.to_string())
}

fn between<'a>(s: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let a = s.find(open)? + open.len();
    let b = s[a..].find(close)? + a;
    Some(&s[a..b])
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn fixtures() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/claude-code")
    }

    fn decision(v: &Value) -> &str {
        v["hookSpecificOutput"]["permissionDecision"].as_str().unwrap_or("")
    }

    #[test]
    fn the_latest_typed_request_is_the_task() {
        let t = last_user_request(&fixtures().join("transcript.jsonl")).unwrap();
        // Later lines are tool results, meta entries, a sub-agent prompt and /clear-free noise.
        assert_eq!(t.as_deref(), Some("Remove the old migration scripts in legacy/ and rerun the tests"));
        let t = last_user_request(&fixtures().join("transcript-array-content.jsonl")).unwrap();
        assert_eq!(
            t.as_deref(),
            Some("please tidy up docs/old-notes.md, it is obsolete\n(see the screenshot)")
        );
        let t = last_user_request(&fixtures().join("transcript-slash-command.jsonl")).unwrap();
        assert_eq!(t.as_deref(), Some("fix the failing test in tests/parser_test.py"));
    }

    #[test]
    fn a_transcript_without_a_request_has_no_task_and_a_missing_one_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("t.jsonl");
        std::fs::write(&p, "").unwrap();
        assert_eq!(last_user_request(&p).unwrap(), None);
        std::fs::write(&p, "{\"type\":\"summary\",\"summary\":\"x\"}\nnot json\n").unwrap();
        assert_eq!(last_user_request(&p).unwrap(), None);
        assert!(last_user_request(&dir.path().join("missing.jsonl")).is_err());
    }

    #[test]
    fn lines_are_found_across_block_boundaries() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("t.jsonl");
        let big = "x".repeat(600 << 10);
        let mut s = String::new();
        s.push_str(&json!({"type":"user","message":{"role":"user","content":"first request"}}).to_string());
        s.push('\n');
        s.push_str(&json!({"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":big}]}}).to_string());
        s.push('\n');
        s.push_str(
            &json!({"type":"user","message":{"role":"user","content":format!("second {big}")}}).to_string(),
        );
        // No trailing newline: the last line is still read.
        std::fs::write(&p, &s).unwrap();
        let t = last_user_request(&p).unwrap().unwrap();
        assert!(t.starts_with("second xxx"));
        assert_eq!(t.chars().count(), MAX_TASK_CHARS);
        let cut = s.rfind('\n').unwrap();
        std::fs::write(&p, &s[..cut + 1]).unwrap();
        assert_eq!(last_user_request(&p).unwrap().as_deref(), Some("first request"));
    }

    fn input_with(transcript: &Path, tool_input: Value) -> Vec<u8> {
        let mut v: Value =
            serde_json::from_slice(&std::fs::read(fixtures().join("pretooluse-bash.json")).unwrap()).unwrap();
        v["transcript_path"] = json!(transcript.to_string_lossy());
        v["tool_input"] = tool_input;
        serde_json::to_vec(&v).unwrap()
    }

    #[test]
    fn a_bash_call_is_rewritten_to_run_through_foresee() {
        let exe = Path::new("/opt/foresee bin/foresee");
        let input = input_with(
            &fixtures().join("transcript.jsonl"),
            json!({"command": "rm -rf legacy && echo 'done'", "description": "Drop old migrations", "timeout": 60000}),
        );
        let a = answer_with(&input, exe).unwrap();
        assert_eq!(decision(&a), "allow", "{a}");
        let updated = &a["hookSpecificOutput"]["updatedInput"];
        assert_eq!(updated["description"], "Drop old migrations", "other fields are kept");
        assert_eq!(updated["timeout"], 60000);
        let cmd = updated["command"].as_str().unwrap();
        assert_eq!(
            cmd,
            "FORESEE_TASK='Remove the old migration scripts in legacy/ and rerun the tests' \
             '/opt/foresee bin/foresee' exec --session 9f2c4e1a-7b3d-4c8e-a1f0-5d6e7f8a9b0c --timeout 55 \
             -c 'rm -rf legacy && echo '\\''done'\\'''"
        );
    }

    #[test]
    fn a_shell_tool_by_another_spelling_is_still_judged() {
        let t = fixtures().join("transcript.jsonl");
        let mut v: Value = serde_json::from_slice(&input_with(&t, json!({"command": "ls"}))).unwrap();
        v["tool_name"] = json!("bash");
        let a = answer_with(&serde_json::to_vec(&v).unwrap(), Path::new("/x/foresee")).unwrap();
        assert_eq!(decision(&a), "allow");
        assert!(
            a["hookSpecificOutput"]["updatedInput"]["command"].as_str().unwrap().contains(" exec "),
            "{a}"
        );
    }

    #[test]
    fn other_tools_get_no_opinion() {
        let mut v: Value =
            serde_json::from_slice(&std::fs::read(fixtures().join("pretooluse-write.json")).unwrap())
                .unwrap();
        v["transcript_path"] = json!(fixtures().join("transcript.jsonl").to_string_lossy());
        assert_eq!(answer_with(&serde_json::to_vec(&v).unwrap(), Path::new("/x/foresee")), None);
    }

    #[test]
    fn anything_malformed_is_denied() {
        let exe = Path::new("/x/foresee");
        let t = fixtures().join("transcript.jsonl");
        let base: Value = serde_json::from_slice(&input_with(&t, json!({"command": "ls"}))).unwrap();
        let mut cases: Vec<(String, Vec<u8>)> = vec![
            ("not json".into(), b"{\"tool_name\": \"Bash\"".to_vec()),
            ("not an object".into(), b"[1,2]".to_vec()),
            ("empty".into(), Vec::new()),
        ];
        for (name, edit) in [
            ("no command", json!({"tool_input": {"description": "x"}})),
            ("command not a string", json!({"tool_input": {"command": ["ls"]}})),
            ("empty command", json!({"tool_input": {"command": "  "}})),
            ("NUL", json!({"tool_input": {"command": "ls\u{0}"}})),
            ("bad timeout", json!({"tool_input": {"command": "ls", "timeout": "soon"}})),
            ("no session", json!({"session_id": null})),
            ("no transcript", json!({"transcript_path": null})),
            ("missing transcript", json!({"transcript_path": "/nonexistent/foresee-test/t.jsonl"})),
            ("no event", json!({"hook_event_name": null})),
            ("unknown event", json!({"hook_event_name": "pretooluse"})),
            ("not an event name", json!({"hook_event_name": 7})),
            ("no tool", json!({"tool_name": null})),
        ] {
            let mut v = base.clone();
            for (k, x) in edit.as_object().unwrap() {
                if x.is_null() {
                    v.as_object_mut().unwrap().remove(k);
                } else {
                    v[k] = x.clone();
                }
            }
            cases.push((name.into(), serde_json::to_vec(&v).unwrap()));
        }
        for (name, input) in cases {
            let a = answer_with(&input, exe);
            let a = a.unwrap_or_else(|| panic!("{name}: no answer"));
            assert_eq!(decision(&a), "deny", "{name}: {a}");
            assert!(
                a["hookSpecificOutput"]["permissionDecisionReason"].as_str().unwrap().contains("was not run"),
                "{name}"
            );
            assert!(a["hookSpecificOutput"].get("updatedInput").is_none(), "{name}");
        }
    }
}
