//! `foresee mcp`: a Model Context Protocol server on stdio exposing one tool, `bash`, whose
//! commands run through the gate.
//!
//! JSON-RPC 2.0, one message per line. Requests are answered in order: `initialize` (the
//! protocol version is the client's when this server speaks it, else the newest it speaks),
//! `ping`, `tools/list`, `tools/call`; notifications are read and need no answer; anything else
//! is a JSON-RPC error. Each `bash` call runs `foresee exec --json` in a child process (a
//! rehearsal takes over the calling process's namespaces, so the server stays outside them)
//! and turns its answer into a tool result: the command's stdout, stderr and exit code on
//! allow; `isError` with the reason on block, on a check-in, or when foresee could not run it.

use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Protocol revisions of the `initialize` handshake this server speaks, oldest first.
pub const PROTOCOL_VERSIONS: &[&str] = &["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"];

/// JSON-RPC error codes.
mod code {
    pub const PARSE_ERROR: i64 = -32700;
    pub const INVALID_REQUEST: i64 = -32600;
    pub const METHOD_NOT_FOUND: i64 = -32601;
    pub const INVALID_PARAMS: i64 = -32602;
}

/// The longest stdout or stderr put in one tool result; the rest is cut with a note.
const MAX_STREAM: usize = 1 << 20;

#[derive(clap::Args, Debug)]
pub struct McpArgs {
    /// Groups the commands of this server's client for `foresee session summary` and the
    /// policy (default: $FORESEE_SESSION, else `mcp`).
    #[arg(long, value_name = "ID")]
    pub session: Option<String>,
    /// What the user asked for, the task scope of every command (default: $FORESEE_TASK).
    #[arg(long, value_name = "TEXT")]
    pub task: Option<String>,
}

pub fn run(a: McpArgs) -> i32 {
    let exe = match super::foresee_exe() {
        Ok(p) => p,
        Err(e) => {
            errln!("foresee mcp: cannot find foresee's own binary: {e}");
            return 1;
        }
    };
    let mut server = Server {
        exe,
        session: super::session_or(a.session, "mcp"),
        task: super::exec::task_or_env(a.task),
        version: None,
    };
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().split(b'\n') {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                errln!("foresee mcp: cannot read stdin: {e}");
                return 1;
            }
        };
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if let Some(reply) = server.handle_line(&line) {
            let mut text = serde_json::to_vec(&reply).unwrap_or_default();
            text.push(b'\n');
            if out.write_all(&text).and_then(|_| out.flush()).is_err() {
                // The client is gone.
                return 0;
            }
        }
    }
    0
}

pub struct Server {
    /// The foresee binary each command runs through.
    pub exe: PathBuf,
    pub session: String,
    pub task: Option<String>,
    /// The negotiated protocol version, once initialized.
    pub version: Option<&'static str>,
}

fn error(id: Value, code: i64, message: impl Into<String>) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message.into()}})
}

fn result(id: Value, result: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "result": result})
}

impl Server {
    /// The reply to one line from the client, if it needs one.
    pub fn handle_line(&mut self, line: &[u8]) -> Option<Value> {
        let msg: Value = match serde_json::from_slice(line) {
            Ok(v) => v,
            Err(e) => return Some(error(Value::Null, code::PARSE_ERROR, format!("not JSON: {e}"))),
        };
        let Some(obj) = msg.as_object() else {
            return Some(error(Value::Null, code::INVALID_REQUEST, "expected one JSON-RPC message object"));
        };
        let id = obj.get("id").cloned();
        let Some(method) = obj.get("method").and_then(Value::as_str) else {
            if obj.contains_key("result") || obj.contains_key("error") {
                // A response (this server sends no requests): never answered.
                return None;
            }
            return Some(error(id.unwrap_or(Value::Null), code::INVALID_REQUEST, "a request needs a method"));
        };
        let Some(id) = id.filter(|i| i.is_string() || i.is_number()) else {
            // A notification (initialized, cancelled, roots changed): nothing to answer.
            return None;
        };
        if obj.get("jsonrpc").and_then(Value::as_str) != Some("2.0") {
            return Some(error(id, code::INVALID_REQUEST, "jsonrpc must be \"2.0\""));
        }
        let params = obj.get("params").cloned().unwrap_or(Value::Null);
        Some(match method {
            "initialize" => {
                let asked = params.get("protocolVersion").and_then(Value::as_str).unwrap_or("");
                let version = PROTOCOL_VERSIONS
                    .iter()
                    .copied()
                    .find(|v| *v == asked)
                    .unwrap_or(PROTOCOL_VERSIONS[PROTOCOL_VERSIONS.len() - 1]);
                self.version = Some(version);
                result(
                    id,
                    json!({
                        "protocolVersion": version,
                        "capabilities": {"tools": {"listChanged": false}},
                        "serverInfo": {"name": "foresee", "title": "foresee", "version": env!("CARGO_PKG_VERSION")},
                        "instructions": "Every command given to the `bash` tool is rehearsed in a snapshot of the machine, \
                            judged by what it did, and then applied (its real output is returned) or refused with a reason \
                            (nothing changed). On a refusal, follow the reason: narrow the command, or ask the user.",
                    }),
                )
            }
            "ping" => result(id, json!({})),
            "tools/list" => result(id, json!({"tools": [self.bash_tool()]})),
            "tools/call" => {
                let name = params.get("name").and_then(Value::as_str).unwrap_or("");
                if name != "bash" {
                    return Some(error(
                        id,
                        code::INVALID_PARAMS,
                        format!("unknown tool {name:?}; the only tool is `bash`"),
                    ));
                }
                let args = params.get("arguments").cloned().unwrap_or_else(|| json!({}));
                result(id, self.call_bash(&args))
            }
            other => error(id, code::METHOD_NOT_FOUND, format!("method not found: {other}")),
        })
    }

    fn structured(&self) -> bool {
        // Structured tool output arrived with 2025-06-18.
        self.version.is_some_and(|v| v >= "2025-06-18")
    }

    pub fn bash_tool(&self) -> Value {
        let mut tool = json!({
            "name": "bash",
            "title": "Run a shell command (through foresee)",
            "description": "Runs a bash command. It is first rehearsed in a snapshot of the machine without network; \
                if what it did is judged safe its effects are applied and its stdout, stderr and exit code are returned. \
                Otherwise nothing changes and the reason is returned (isError): a blocked command must not be retried \
                as is; a command that needs approval is queued for the user (`foresee review N`) and can be re-run once \
                they answer. Standard input is empty; each call starts a fresh shell (cd and exports do not persist).",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "command": {"type": "string", "description": "The command, as for `bash -c`."},
                    "cwd": {"type": "string", "description": "The directory to run it in (default: the server's)."},
                    "timeout": {"type": "number", "exclusiveMinimum": 0, "description": "Time limit in seconds (default: foresee's configuration, else 600)."},
                },
                "required": ["command"],
                "additionalProperties": false,
            },
            "annotations": {"destructiveHint": true, "openWorldHint": false},
        });
        if self.structured() {
            tool["outputSchema"] = json!({
                "type": "object",
                "properties": {
                    "decision": {"type": "string", "enum": ["allow", "block", "ask", "error"]},
                    "exit_code": {"type": "integer"},
                    "stdout": {"type": ["string", "null"]},
                    "stderr": {"type": ["string", "null"]},
                    "reason": {"type": "string"},
                    "rule": {"type": ["string", "null"]},
                },
                "required": ["decision", "exit_code", "reason"],
            });
        }
        tool
    }

    /// A `bash` call: its tool result (bad arguments are a tool error the model can correct).
    pub fn call_bash(&self, args: &Value) -> Value {
        let Some(command) = args.get("command").and_then(Value::as_str) else {
            return tool_error("`command` (a string) is required");
        };
        if command.contains('\0') {
            return tool_error("the command holds a NUL byte, which no shell can run");
        }
        if let Some(k) = args
            .as_object()
            .and_then(|o| o.keys().find(|k| !["command", "cwd", "timeout"].contains(&k.as_str())))
        {
            return tool_error(&format!(
                "unknown argument `{k}`; the arguments are command, cwd and timeout"
            ));
        }
        let cwd = match args.get("cwd") {
            None | Some(Value::Null) => None,
            Some(Value::String(c)) => {
                let p = Path::new(c);
                if !p.is_dir() {
                    return tool_error(&format!("cwd {c:?} is not an existing directory"));
                }
                Some(p.to_path_buf())
            }
            Some(_) => return tool_error("`cwd` must be a string"),
        };
        let timeout = match args.get("timeout") {
            None | Some(Value::Null) => None,
            Some(t) => match t.as_f64() {
                Some(s) if s > 0.0 && s <= crate::gate::MAX_TIMEOUT_SECS as f64 => Some(s.ceil() as u64),
                _ => {
                    return tool_error(&format!(
                        "`timeout` must be a number of seconds above 0 and at most {}",
                        crate::gate::MAX_TIMEOUT_SECS
                    ));
                }
            },
        };
        let mut c = Command::new(&self.exe);
        c.args(["exec", "--json", "--session", &self.session]);
        if let Some(t) = timeout {
            c.args(["--timeout", &t.to_string()]);
        }
        c.arg("-c").arg(command);
        if let Some(d) = &cwd {
            c.current_dir(d);
        }
        match &self.task {
            Some(t) => c.env(super::exec::TASK_ENV, t),
            None => c.env_remove(super::exec::TASK_ENV),
        };
        // The server's stdin is the protocol; the command gets nothing.
        c.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
        let out = match c.output() {
            Ok(o) => o,
            Err(e) => return tool_error(&format!("cannot start foresee: {e}; the command did not run")),
        };
        let answer: Value = match serde_json::from_slice(&out.stdout) {
            Ok(v) => v,
            Err(_) => {
                return tool_error(&format!(
                    "foresee ended without an answer ({}); the command's effects were not applied. {}",
                    out.status,
                    String::from_utf8_lossy(&out.stderr).trim()
                ));
            }
        };
        self.tool_result(&answer, &String::from_utf8_lossy(&out.stderr))
    }

    /// Turns the `foresee exec --json` answer into a tool result.
    pub fn tool_result(&self, a: &Value, foresee_stderr: &str) -> Value {
        let decision = a.get("decision").and_then(Value::as_str).unwrap_or("error");
        let exit_code = a.get("exit_code").and_then(Value::as_i64).unwrap_or(crate::gate::exit::SETUP as i64);
        let reason = a.get("reason").and_then(Value::as_str).unwrap_or("").to_string();
        let rule = a.get("rule").and_then(Value::as_str).map(String::from);
        let stream = |k: &str| -> Option<String> {
            let v = a.get(k)?.as_str()?;
            let bytes = if a.get(format!("{k}_encoding")).and_then(Value::as_str) == Some("base64") {
                use base64::Engine;
                base64::engine::general_purpose::STANDARD.decode(v).unwrap_or_default()
            } else {
                v.as_bytes().to_vec()
            };
            Some(clip_stream(&bytes))
        };
        let (stdout, stderr) = (stream("stdout"), stream("stderr"));
        let mut text = String::new();
        let is_error = decision != "allow";
        if !is_error {
            let (o, e) = (stdout.clone().unwrap_or_default(), stderr.clone().unwrap_or_default());
            text.push_str(&o);
            if !e.is_empty() {
                if !text.is_empty() && !text.ends_with('\n') {
                    text.push('\n');
                }
                text.push_str("[stderr]\n");
                text.push_str(&e);
            }
            if !text.is_empty() && !text.ends_with('\n') {
                text.push('\n');
            }
            // What the command left running ended with it: said before the exit code.
            for p in a.get("stopped_background").and_then(Value::as_array).into_iter().flatten() {
                let pid =
                    p.get("pid").and_then(Value::as_i64).map(|n| format!(" (pid {n} in the rehearsal)"));
                text.push_str(&format!(
                    "[stopped background process: {}{}]\n",
                    p.get("command").and_then(Value::as_str).unwrap_or("?"),
                    pid.unwrap_or_default()
                ));
            }
            let strings = |key: &str| -> Vec<String> {
                a.get(key)
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter_map(|h| h.as_str().map(String::from))
                    .collect()
            };
            let held = strings("held_back");
            if exit_code != 0
                && let Some(line) = crate::output::held_back_line(&held, &strings("allow_rules"))
            {
                text.push_str(&format!("[{}]\n", line.trim_start_matches("foresee: ")));
            }
            text.push_str(&format!("[exit code {exit_code}]"));
        } else {
            // The reason says what happened ("blocked: ...", "needs approval: ...") and what to do.
            if decision == "error" {
                text.push_str("foresee could not run the command; nothing was applied: ");
            }
            text.push_str(&reason);
            if let Some(r) = &rule {
                text.push_str(&format!(" [rule {r}]"));
            }
            // The effects, so the agent can see what its command would have done.
            if let Some(report) = a
                .get("report")
                .and_then(|r| serde_json::from_value::<foresee_report::EffectsReport>(r.clone()).ok())
            {
                text.push_str("\n\n");
                text.push_str(&foresee_report::render::text(&report, false));
            }
            let extra = foresee_stderr.trim();
            if decision == "error" && !extra.is_empty() && !reason.contains(extra) {
                text.push_str(&format!("\n{extra}"));
            }
        }
        let mut r = json!({"content": [{"type": "text", "text": text}], "isError": is_error});
        if self.structured() {
            r["structuredContent"] = json!({
                "decision": decision, "exit_code": exit_code, "stdout": stdout, "stderr": stderr,
                "reason": reason, "rule": rule,
            });
        }
        r
    }
}

fn tool_error(message: &str) -> Value {
    json!({"content": [{"type": "text", "text": format!("foresee: {message}")}], "isError": true})
}

fn clip_stream(b: &[u8]) -> String {
    if b.len() <= MAX_STREAM {
        return String::from_utf8_lossy(b).into_owned();
    }
    format!(
        "{}\n[... {} more bytes not shown]",
        String::from_utf8_lossy(&b[..MAX_STREAM]),
        b.len() - MAX_STREAM
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server() -> Server {
        Server { exe: PathBuf::from("/nonexistent/foresee"), session: "t".into(), task: None, version: None }
    }

    fn call(s: &mut Server, msg: Value) -> Option<Value> {
        s.handle_line(&serde_json::to_vec(&msg).unwrap())
    }

    #[test]
    fn the_handshake_negotiates_a_version_this_server_speaks() {
        let mut s = server();
        let r = call(&mut s, json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}})).unwrap();
        assert_eq!(r["result"]["protocolVersion"], "2025-03-26");
        assert_eq!(r["id"], 1);
        // Without structured output in that version, tools have no output schema.
        let t = call(&mut s, json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"})).unwrap();
        assert!(t["result"]["tools"][0].get("outputSchema").is_none());
        let r = call(&mut s, json!({"jsonrpc": "2.0", "id": "x", "method": "initialize", "params": {"protocolVersion": "2099-01-01"}})).unwrap();
        assert_eq!(r["result"]["protocolVersion"], "2025-11-25");
        assert_eq!(r["id"], "x");
        let t = call(&mut s, json!({"jsonrpc": "2.0", "id": 3, "method": "tools/list"})).unwrap();
        assert_eq!(t["result"]["tools"][0]["name"], "bash");
        assert_eq!(t["result"]["tools"][0]["inputSchema"]["required"], json!(["command"]));
        assert!(t["result"]["tools"][0].get("outputSchema").is_some());
    }

    #[test]
    fn notifications_get_no_answer_and_bad_messages_get_errors() {
        let mut s = server();
        assert_eq!(call(&mut s, json!({"jsonrpc": "2.0", "method": "notifications/initialized"})), None);
        assert_eq!(
            call(
                &mut s,
                json!({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 4}})
            ),
            None
        );
        let r = s.handle_line(b"{not json").unwrap();
        assert_eq!(r["error"]["code"], -32700);
        assert_eq!(r["id"], Value::Null);
        let r = s.handle_line(b"[1]").unwrap();
        assert_eq!(r["error"]["code"], -32600);
        let r = call(&mut s, json!({"jsonrpc": "2.0", "id": 5, "method": "server/discover"})).unwrap();
        assert_eq!(r["error"]["code"], -32601);
        let r = call(&mut s, json!({"jsonrpc": "1.0", "id": 6, "method": "ping"})).unwrap();
        assert_eq!(r["error"]["code"], -32600);
        let r = call(&mut s, json!({"jsonrpc": "2.0", "id": 7, "method": "ping"})).unwrap();
        assert_eq!(r["result"], json!({}));
        let r = call(&mut s, json!({"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": {"name": "rm", "arguments": {}}})).unwrap();
        assert_eq!(r["error"]["code"], -32602);
    }

    #[test]
    fn bad_arguments_are_tool_errors_and_nothing_runs() {
        let s = server();
        for args in [
            json!({}),
            json!({"command": 3}),
            json!({"command": "ls", "cwd": "/nonexistent/foresee-test"}),
            json!({"command": "ls", "timeout": -1}),
            json!({"command": "ls", "timeout": "1"}),
            json!({"command": "ls", "shell": "zsh"}),
        ] {
            let r = s.call_bash(&args);
            assert_eq!(r["isError"], true, "{args}");
        }
        // A foresee that cannot start: a tool error, never a run elsewhere.
        let r = s.call_bash(&json!({"command": "true"}));
        assert_eq!(r["isError"], true);
        assert!(r["content"][0]["text"].as_str().unwrap().contains("did not run"));
    }

    #[test]
    fn answers_become_tool_results() {
        let mut s = server();
        s.version = Some("2025-11-25");
        let r = s.tool_result(
            &json!({"decision": "allow", "exit_code": 3, "stdout": "hi\n", "stderr": "/w==", "stderr_encoding": "base64", "reason": "no rule fired", "rule": null}),
            "",
        );
        assert_eq!(r["isError"], false);
        assert_eq!(r["content"][0]["text"], "hi\n[stderr]\n\u{fffd}\n[exit code 3]");
        assert_eq!(r["structuredContent"]["exit_code"], 3);
        let r = s.tool_result(
            &json!({"decision": "allow", "exit_code": 0, "stdout": "started\n", "stderr": "", "reason": "no rule fired", "rule": null,
                "stopped_background": [{"pid": 3, "command": "python3 -m http.server"}]}),
            "",
        );
        assert_eq!(
            r["content"][0]["text"],
            "started\n[stopped background process: python3 -m http.server (pid 3 in the rehearsal)]\n[exit code 0]"
        );
        let r = s.tool_result(
            &json!({"decision": "block", "exit_code": 126, "stdout": null, "stderr": null, "reason": "blocked: would install git hooks", "rule": "git.hooks"}),
            "",
        );
        assert_eq!(r["isError"], true);
        let t = r["content"][0]["text"].as_str().unwrap();
        assert_eq!(t, "blocked: would install git hooks [rule git.hooks]");
    }
}
