//! The integrations as agents use them: `foresee exec` and `foresee-shell` in place of a shell,
//! the Claude Code hook run the way Claude Code runs it (the command from the installed
//! settings, the hook input on stdin, then the rewritten command with bash), and the MCP server
//! driven by the official MCP Python SDK.

mod common;
use common::*;
use serde_json::{Value, json};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn shell_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_foresee-shell"))
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/claude-code").join(name)
}

fn with_stdin(mut c: Command, input: &[u8]) -> Output {
    c.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = c.spawn().unwrap();
    // A program that exits without reading closes the pipe; that is its answer, not ours.
    let _ = child.stdin.take().unwrap().write_all(input);
    child.wait_with_output().unwrap()
}

fn summary(env: &Env, session: &str) -> Value {
    let o = env.foresee().args(["session", "summary", "--json", "--session", session]).output().unwrap();
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)))
}

fn allowed(s: &Value) -> u64 {
    s["silent"].as_u64().unwrap() + s["flagged"].as_u64().unwrap()
}

/// The check-in number in a "Queued as check-in #N" reason.
fn check_in(text: &str) -> String {
    let at = text.find("check-in #").unwrap_or_else(|| panic!("no check-in in: {text}")) + "check-in #".len();
    text[at..].chars().take_while(char::is_ascii_digit).collect()
}

#[test]
fn exec_replays_output_and_refuses_with_the_agents_exit_codes() {
    for mode in modes() {
        let env = Env::new(mode);
        env.git_repo(&[("tracked.txt", "keep\n"), ("other.txt", "other\n")]);
        let exec = |args: &[&str]| env.foresee().arg("exec").args(args).output().unwrap();

        let o = exec(&["--session", "s1", "-c", "printf out; printf err >&2; exit 7"]);
        assert_eq!(
            (o.stdout.as_slice(), o.stderr.as_slice(), o.status.code()),
            (&b"out"[..], &b"err"[..], Some(7))
        );
        let o = exec(&["--session", "s1", "-c", "echo \"$0:$1:$2\"", "zero", "one", "two"]);
        assert_eq!(stdout(&o), "zero:one:two\n", "{mode:?}: {}", stderr(&o));
        let o = exec(&["--session", "s1", "--", "printf", "%s", "a b"]);
        assert_eq!(stdout(&o), "a b");

        // Blocked: 126 and the reason; nothing happened.
        let o = exec(&["--session", "s1", "-c", "printf '#!/bin/sh\\n' > .git/hooks/pre-commit"]);
        assert_eq!(o.status.code(), Some(126), "{mode:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("[rule git.hooks]"));
        assert!(!env.ws.join(".git/hooks/pre-commit").exists());

        // Needs approval: never asked here, queued, 125; the user answers with `foresee review`
        // and the same command then proceeds.
        let o = exec(&["--session", "s1", "-c", "rm tracked.txt"]);
        assert_eq!(o.status.code(), Some(125), "{mode:?}: {}", stderr(&o));
        assert!(env.ws.join("tracked.txt").exists());
        let n = check_in(&stderr(&o));
        let r = env.foresee().args(["review", &n, "--allow"]).output().unwrap();
        assert!(r.status.success(), "{}", stderr(&r));
        let o = exec(&["--session", "s1", "-c", "rm tracked.txt"]);
        assert_eq!(o.status.code(), Some(0), "{mode:?}: {}", stderr(&o));
        assert!(!env.ws.join("tracked.txt").exists());

        // The task, from the flag or $FORESEE_TASK, is the scope; the command does not see it.
        let o = env
            .foresee()
            .env("FORESEE_TASK", "delete other.txt")
            .args(["exec", "--session", "s2", "-c", "rm other.txt; echo \"[$FORESEE_TASK]\""])
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{mode:?}: {}", stderr(&o));
        assert_eq!(stdout(&o), "[]\n");
        assert!(!env.ws.join("other.txt").exists());

        // $FORESEE_SESSION groups commands too.
        let o = env.foresee().env("FORESEE_SESSION", "s2").args(["exec", "-c", "true"]).output().unwrap();
        assert_eq!(o.status.code(), Some(0));
        let s1 = summary(&env, "s1");
        assert_eq!(
            (allowed(&s1), s1["blocked"].as_u64(), s1["asked"].as_u64()),
            (4, Some(1), Some(1)),
            "{s1}"
        );
        assert_eq!(allowed(&summary(&env, "s2")), 2);

        let o = exec(&[]);
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains("no command given"));
    }
}

#[test]
fn foresee_shell_stands_in_for_bash() {
    for mode in modes() {
        let env = Env::new(mode);
        env.git_repo(&[("README", "hi\n")]);
        env.write("script.sh", "echo script \"$1\"\n");
        let sh = |args: &[&str]| env.command(&shell_bin()).args(args).output().unwrap();

        let o = sh(&["-c", "echo \"$0 $1\"; echo \"$SHELL\"", "a", "b"]);
        let out = stdout(&o);
        let mut lines = out.lines();
        assert_eq!(lines.next(), Some("a b"), "{mode:?}: {}", stderr(&o));
        // Inside, $SHELL is the real shell (this wrapper cannot sandbox inside a sandbox).
        assert!(lines.next().is_some_and(|s| s.ends_with("sh") && !s.contains("foresee")), "{out}");
        assert_eq!(sh(&["-lc", "exit 4"]).status.code(), Some(4));
        let o = sh(&["-e", "-o", "pipefail", "-c", "false | true; echo unreachable"]);
        assert_eq!((o.status.code(), stdout(&o)), (Some(1), String::new()));
        assert_eq!(stdout(&sh(&["script.sh", "x"])), "script x\n");

        let o = sh(&["-c", "printf x > .git/hooks/post-checkout"]);
        assert_eq!(o.status.code(), Some(126), "{}", stderr(&o));
        assert!(!env.ws.join(".git/hooks/post-checkout").exists());

        // As $SHELL of another program: the program's `$SHELL -c` goes through the gate.
        let o = env
            .command(Path::new("bash"))
            .env("SHELL", shell_bin())
            .args(["-c", "\"$SHELL\" -c 'rm README'; echo \"status $?\""])
            .output()
            .unwrap();
        assert!(stdout(&o).ends_with("status 125\n"), "{}{}", stdout(&o), stderr(&o));
        assert!(env.ws.join("README").exists());

        let o = sh(&[]);
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains("-c"));
    }
}

/// A PreToolUse input for `command`, pointing at `transcript`, as Claude Code sends it.
fn hook_input(env: &Env, transcript: &Path, tool_input: Value) -> Vec<u8> {
    let mut v: Value =
        serde_json::from_slice(&std::fs::read(fixture("pretooluse-bash.json")).unwrap()).unwrap();
    v["transcript_path"] = json!(transcript);
    v["cwd"] = json!(env.ws);
    v["tool_input"] = tool_input;
    serde_json::to_vec(&v).unwrap()
}

#[test]
fn claude_code_hook_gates_every_bash_command_end_to_end() {
    for mode in modes() {
        let env = Env::new(mode);
        env.git_repo(&[
            ("src/app.py", "print('app')\n"),
            ("README.md", "# shop\n"),
            ("legacy/001_init.sql", "create table t (id int);\n"),
        ]);
        let transcript = env.tmp.path().join("transcript.jsonl");
        std::fs::copy(fixture("transcript.jsonl"), &transcript).unwrap();
        env.fix_owner();

        // Installed as a user would, then read back: the command Claude Code will run.
        let o = env.foresee().args(["init", "--install", "claude-code"]).output().unwrap();
        assert!(o.status.success(), "{mode:?}: {}", stderr(&o));
        let settings: Value =
            serde_json::from_slice(&std::fs::read(env.ws.join(".claude/settings.json")).unwrap()).unwrap();
        let entry = &settings["hooks"]["PreToolUse"][0];
        assert_eq!(entry["matcher"], "Bash");
        let hook_cmd = entry["hooks"][0]["command"].as_str().unwrap().to_string();
        // Claude Code runs the hook command with a shell, the input on stdin, in the project.
        let hook = |input: &[u8]| {
            let mut c = env.command(Path::new("bash"));
            c.args(["-c", &hook_cmd]);
            with_stdin(c, input)
        };
        // ... then, on allow, the Bash tool runs updatedInput.command with a shell.
        let bash_tool = |command: &str| {
            let o = hook(&hook_input(&env, &transcript, json!({"command": command, "description": "d"})));
            assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
            let a: Value = serde_json::from_slice(&o.stdout).unwrap();
            let out = &a["hookSpecificOutput"];
            assert_eq!(out["hookEventName"], "PreToolUse");
            assert_eq!(out["permissionDecision"], "allow", "{a}");
            assert_eq!(out["updatedInput"]["description"], "d");
            let rewritten = out["updatedInput"]["command"].as_str().unwrap();
            assert_ne!(rewritten, command);
            env.command(Path::new("bash")).args(["-c", rewritten]).output().unwrap()
        };

        let o = bash_tool("echo hello > notes.txt && cat notes.txt");
        assert_eq!(
            (stdout(&o), o.status.code()),
            ("hello\n".to_string(), Some(0)),
            "{mode:?}: {}",
            stderr(&o)
        );
        assert!(env.ws.join("notes.txt").exists());

        // Deleting tracked files the user did not ask about: refused with a reason, not applied.
        let o = bash_tool("rm -f src/app.py README.md; echo done");
        assert!(matches!(o.status.code(), Some(125 | 126)), "{mode:?}: {:?} {}", o.status, stderr(&o));
        assert!(stderr(&o).contains("foresee:") && stderr(&o).contains("[rule "), "{}", stderr(&o));
        assert_eq!(stdout(&o), "", "the command's output is withheld");
        assert!(env.ws.join("src/app.py").exists() && env.ws.join("README.md").exists());

        // Nor can a command take the hook out of the settings.
        let before = std::fs::read(env.ws.join(".claude/settings.json")).unwrap();
        let o = bash_tool("echo '{}' > .claude/settings.json");
        assert_eq!(o.status.code(), Some(126), "{mode:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("agent settings"), "{}", stderr(&o));
        assert_eq!(std::fs::read(env.ws.join(".claude/settings.json")).unwrap(), before);

        // The user's request in the transcript ("Remove the old migration scripts in legacy/
        // ...") is the task: deleting legacy/ is in scope (without it, it would check in).
        let o = bash_tool("rm -rf legacy");
        assert_eq!(o.status.code(), Some(0), "{mode:?}: {}", stderr(&o));
        assert!(!env.ws.join("legacy").exists());

        // The commands are grouped under Claude Code's session id.
        let s = summary(&env, "9f2c4e1a-7b3d-4c8e-a1f0-5d6e7f8a9b0c");
        assert_eq!(allowed(&s), 2, "{s}");
        assert_eq!(s["blocked"].as_u64().unwrap() + s["asked"].as_u64().unwrap(), 2, "{s}");

        // Other tools: no opinion.
        let mut write: Value =
            serde_json::from_slice(&std::fs::read(fixture("pretooluse-write.json")).unwrap()).unwrap();
        write["transcript_path"] = json!(transcript);
        let o = hook(&serde_json::to_vec(&write).unwrap());
        assert_eq!((o.status.code(), o.stdout.len()), (Some(0), 0), "{}", stdout(&o));

        // Never fails open: malformed input, a missing transcript -> deny with a reason.
        let missing = env.tmp.path().join("gone.jsonl");
        for input in [
            b"{\"tool_name\": \"Bash\", \"tool_input\": {\"command\": \"rm -rf src\"".to_vec(),
            hook_input(&env, &missing, json!({"command": "rm -rf src"})),
        ] {
            let o = hook(&input);
            assert_eq!(o.status.code(), Some(0));
            let a: Value = serde_json::from_slice(&o.stdout).unwrap();
            assert_eq!(a["hookSpecificOutput"]["permissionDecision"], "deny", "{a}");
            assert!(
                a["hookSpecificOutput"]["permissionDecisionReason"].as_str().unwrap().contains("not run")
            );
        }
        // A foresee that cannot start (moved, deleted) blocks the call: exit 2 is Claude Code's
        // "block", where any other failing code would let the raw command run.
        let gone = hook_cmd.replacen(&foresee_bin().display().to_string(), "/nonexistent/foresee", 1);
        assert_ne!(gone, hook_cmd);
        let mut c = env.command(Path::new("bash"));
        c.args(["-c", &gone]);
        let o = with_stdin(c, &hook_input(&env, &transcript, json!({"command": "rm -rf src"})));
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(env.ws.join("src/app.py").exists());
    }
}

#[test]
fn claude_code_hook_keeps_the_time_limit_and_background_flag() {
    let env = Env::new(Mode::Root);
    let transcript = env.tmp.path().join("transcript.jsonl");
    std::fs::copy(fixture("transcript.jsonl"), &transcript).unwrap();
    let mut v: Value =
        serde_json::from_slice(&std::fs::read(fixture("pretooluse-bash-background.json")).unwrap()).unwrap();
    v["transcript_path"] = json!(transcript);
    let o = with_stdin(
        {
            let mut c = env.foresee();
            c.args(["hook", "claude-code"]).env("BASH_DEFAULT_TIMEOUT_MS", "20000");
            c
        },
        &serde_json::to_vec(&v).unwrap(),
    );
    let a: Value = serde_json::from_slice(&o.stdout).unwrap();
    let u = &a["hookSpecificOutput"]["updatedInput"];
    assert_eq!(u["run_in_background"], true);
    let cmd = u["command"].as_str().unwrap();
    assert!(cmd.contains(" exec --session 9f2c4e1a-7b3d-4c8e-a1f0-5d6e7f8a9b0c --timeout 20 -c "), "{cmd}");
    assert!(cmd.ends_with("-c 'cargo build --release 2>&1 | tail -5'"), "{cmd}");
}

/// A Python with the official MCP SDK: $FORESEE_TEST_PYTHON, the venv .ci/run makes, or python3.
fn python_with_mcp() -> Option<PathBuf> {
    let mut candidates: Vec<PathBuf> =
        std::env::var_os("FORESEE_TEST_PYTHON").map(PathBuf::from).into_iter().collect();
    candidates.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-venv/bin/python3"));
    candidates.push(PathBuf::from("python3"));
    candidates.into_iter().find(|p| {
        Command::new(p)
            .args(["-c", "from mcp import Client, ClientSession, StdioServerParameters, stdio_client"])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

#[test]
fn mcp_server_works_with_the_official_python_sdk() {
    let Some(python) = python_with_mcp() else {
        need(false, "python3 with the MCP SDK (`pip install mcp`; .ci/run installs it in target/test-venv)");
        return;
    };
    let env = Env::new(Mode::Root);
    env.git_repo(&[("tracked.txt", "t\n")]);
    std::fs::create_dir(env.ws.join("sub")).unwrap();
    let client = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mcp_client.py");
    let o =
        env.command(&python).arg(&client).arg(foresee_bin()).arg(&env.ws).arg("mcp-test").output().unwrap();
    assert!(o.status.success(), "the client failed: {}", stderr(&o));
    let seen: Value = serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", stdout(&o)));

    assert_eq!(seen["server_name"], "foresee");
    assert_eq!(seen["tools"].as_array().unwrap().len(), 1);
    let tool = &seen["tools"][0];
    assert_eq!(tool["name"], "bash");
    assert_eq!(tool["input_schema"]["required"], json!(["command"]));
    for k in ["command", "cwd", "timeout"] {
        assert!(tool["input_schema"]["properties"].get(k).is_some(), "{k}");
    }

    let a = &seen["allowed"];
    assert_eq!(a["is_error"], false, "{a}");
    assert_eq!(a["text"], "hello\n[stderr]\nwarn\n[exit code 3]");
    assert_eq!(a["structured"]["exit_code"], 3);
    assert_eq!(a["structured"]["stdout"], "hello\n");

    let b = &seen["blocked"];
    assert_eq!(b["is_error"], true, "{b}");
    assert!(b["text"].as_str().unwrap().starts_with("blocked: "), "{b}");
    assert_eq!(b["structured"]["rule"], "git.hooks");
    assert!(!env.ws.join(".git/hooks/pre-commit").exists());

    let q = &seen["needs_approval"];
    assert_eq!(q["is_error"], true, "{q}");
    assert_eq!(q["structured"]["decision"], "ask");
    assert!(q["text"].as_str().unwrap().contains("foresee review"), "{q}");
    assert!(env.ws.join("tracked.txt").exists());

    assert_eq!(seen["cwd"]["structured"]["stdout"], format!("{}\n", env.ws.join("sub").display()));
    assert_eq!(seen["bad_cwd"]["is_error"], true);
    // The time limit reached foresee: the rehearsal was cut short, and nothing applied.
    assert_eq!(seen["timeout"]["structured"]["rule"], "limit.reached", "{}", seen["timeout"]);
    assert_eq!(seen["unknown_tool"]["code"], -32602);
    assert_eq!(seen["legacy_call"]["text"], "legacy\n[exit code 0]");
    for k in ["protocol_version", "legacy_protocol_version"] {
        assert!(seen[k].as_str().is_some_and(|v| v.starts_with("20")), "{k}: {}", seen[k]);
    }

    let s = summary(&env, "mcp-test");
    assert_eq!((allowed(&s), s["blocked"].as_u64(), s["asked"].as_u64()), (3, Some(1), Some(2)), "{s}");
}

#[test]
fn init_writes_the_configuration_once_and_prints_every_snippet() {
    let env = Env::new(Mode::Root);
    env.git_repo(&[("README", "hi\n")]);
    std::fs::create_dir(env.ws.join("sub")).unwrap();
    let init = |args: &[&str]| {
        env.foresee().current_dir(env.ws.join("sub")).arg("init").args(args).output().unwrap()
    };

    let o = init(&[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let config = env.ws.join("foresee.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    assert!(text.starts_with("# foresee"));
    let out = stdout(&o);
    let exe = foresee_bin().display().to_string();
    assert!(out.contains(&format!("\"command\": \"{exe} hook claude-code || exit 2\"")), "{out}");
    assert!(out.contains("\"matcher\": \"Bash\""));
    assert!(out.contains("\"mcpServers\"") && out.contains(&format!("\"command\": \"{exe}\"")));
    assert!(out.contains("foresee-shell") && out.contains(&format!("{exe} exec -c")));

    // The written configuration is valid: a command runs (an invalid one would exit 78).
    assert_eq!(env.foresee().args(["exec", "-c", "true"]).status().unwrap().code(), Some(0));

    // Never overwritten without --force.
    std::fs::write(&config, "protect = [\"secret/**\"]\n").unwrap();
    let o = init(&[]);
    assert!(o.status.success() && stdout(&o).contains("Kept"));
    assert_eq!(std::fs::read_to_string(&config).unwrap(), "protect = [\"secret/**\"]\n");
    assert!(init(&["--force"]).status.success());
    assert_eq!(std::fs::read_to_string(&config).unwrap(), text);

    // --user writes the user's configuration and installs for the user.
    let o = init(&["--user", "--install", "claude-code"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(env.home.join(".config/foresee/config.toml").is_file());
    assert!(env.home.join(".claude/settings.json").is_file());

    // MCP: merged into the project's .mcp.json, keeping other servers, idempotently.
    std::fs::write(env.ws.join(".mcp.json"), r#"{"mcpServers": {"db": {"command": "db-mcp"}}}"#).unwrap();
    assert!(init(&["--install", "mcp"]).status.success());
    let first = std::fs::read_to_string(env.ws.join(".mcp.json")).unwrap();
    let o = init(&["--install", "mcp"]);
    assert!(stdout(&o).contains("Already installed"), "{}", stdout(&o));
    assert_eq!(std::fs::read_to_string(env.ws.join(".mcp.json")).unwrap(), first);
    let v: Value = serde_json::from_str(&first).unwrap();
    assert_eq!(v["mcpServers"]["db"]["command"], "db-mcp");
    assert_eq!(v["mcpServers"]["foresee"], json!({"command": exe, "args": ["mcp"]}));

    // Settings that are not JSON are left alone, and init says why.
    std::fs::create_dir_all(env.ws.join(".claude")).unwrap();
    std::fs::write(env.ws.join(".claude/settings.json"), "{ not json").unwrap();
    let o = init(&["--install", "claude-code"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("not valid JSON"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(env.ws.join(".claude/settings.json")).unwrap(), "{ not json");
}

#[test]
fn claude_code_hook_asks_in_claudes_own_dialog_for_a_command_waiting_as_a_check_in() {
    let env = Env::new(Mode::Root);
    env.git_repo(&[("src/app.py", "print('app')\n"), ("README.md", "# shop\n")]);
    let transcript = env.tmp.path().join("transcript.jsonl");
    std::fs::copy(fixture("transcript.jsonl"), &transcript).unwrap();
    let hook = |command: &str| -> Value {
        let mut c = env.foresee();
        c.args(["hook", "claude-code"]);
        let o = with_stdin(c, &hook_input(&env, &transcript, json!({"command": command})));
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        serde_json::from_slice(&o.stdout).unwrap()
    };
    let run = |a: &Value| {
        let rewritten = a["hookSpecificOutput"]["updatedInput"]["command"].as_str().unwrap().to_string();
        env.command(Path::new("bash")).args(["-c", &rewritten]).output().unwrap()
    };
    let command = "rm -f README.md; echo gone";

    // First time: routed through foresee, which checks in (the request does not name README).
    let a = hook(command);
    assert_eq!(a["hookSpecificOutput"]["permissionDecision"], "allow", "{a}");
    let o = run(&a);
    assert_eq!(o.status.code(), Some(125), "{}", stderr(&o));
    assert!(env.ws.join("README.md").exists());

    // The agent tries it again: now Claude Code asks the user, with foresee's reason.
    let a = hook(command);
    let out = &a["hookSpecificOutput"];
    assert_eq!(out["permissionDecision"], "ask", "{a}");
    let reason = out["permissionDecisionReason"].as_str().unwrap();
    assert!(reason.contains("check-in #") && reason.contains("README.md"), "{reason}");
    // Approved in the dialog: the rewritten command answers the check-in and runs, gated.
    let o = run(&a);
    assert_eq!((o.status.code(), stdout(&o)), (Some(0), "gone\n".to_string()), "{}", stderr(&o));
    assert!(!env.ws.join("README.md").exists());
    let w: Value = serde_json::from_slice(
        &env.foresee().args(["observe", "weights", "--json"]).output().unwrap().stdout,
    )
    .unwrap();
    assert_eq!(w["samples"], 1, "the answer taught the policy: {w}");

    // Nothing waits for other commands: routed as usual.
    assert_eq!(hook("echo hi")["hookSpecificOutput"]["permissionDecision"], "allow");
    // An agent cannot approve for itself: its own `--approve-check-in` runs inside a rehearsal.
    let o = run(&hook("rm -f src/app.py; echo x"));
    assert_eq!(o.status.code(), Some(125), "{}", stderr(&o));
    assert!(stderr(&o).contains("check-in #2"), "{}", stderr(&o));
    let forged =
        format!("{} exec --approve-check-in 2 -c 'rm -f src/app.py; echo x'", foresee_bin().display());
    let a = hook(&forged);
    assert_eq!(a["hookSpecificOutput"]["permissionDecision"], "allow", "{a}");
    let _ = run(&a);
    assert!(env.ws.join("src/app.py").exists(), "a forged approval went through");
    let p: Value =
        serde_json::from_slice(&env.foresee().args(["pending", "--json"]).output().unwrap().stdout).unwrap();
    assert_eq!(p[0]["id"], 2, "check-in #2 still waits: {p}");
}
