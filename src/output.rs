//! Presenting an outcome: on allow, the command's output byte for byte and its exit code, as if
//! no gate were there; on refusal, the reason (and the effects) on stderr; or one JSON object.

use crate::gate::Outcome;
use base64::Engine;
use foresee_report::render;
use serde_json::{Value, json};
use std::io::{IsTerminal, Write};

fn bytes_value(b: &[u8]) -> (Value, Option<&'static str>) {
    match std::str::from_utf8(b) {
        Ok(s) => (Value::String(s.to_string()), None),
        Err(_) => (Value::String(base64::engine::general_purpose::STANDARD.encode(b)), Some("base64")),
    }
}

/// Adds the command's stdout and stderr (base64 when not UTF-8, with `*_encoding`).
fn with_output(mut v: Value, rehearsal: &foresee_sandbox::Rehearsal) -> Value {
    for (key, bytes) in [("stdout", rehearsal.stdout()), ("stderr", rehearsal.stderr())] {
        let (text, encoding) = bytes_value(&bytes.unwrap_or_default());
        v[key] = text;
        if let Some(e) = encoding {
            v[format!("{key}_encoding")] = json!(e);
        }
    }
    v
}

/// The `--json` object: `{"decision", "reason", "rule", "findings", "policy", "exit_code", "stdout",
/// "stderr", "stopped_background", "held_back", "report"}`, and `"model"` when a model was asked
/// ([`crate::advisor::ModelNote`]: its decision, confidence, reason, latency, or the error that
/// kept it from being heard).
pub fn json_object(o: &Outcome) -> Value {
    let mut v = json_fields(o);
    if let Outcome::Allowed { verdict, .. }
    | Outcome::Refused { verdict, .. }
    | Outcome::Rehearsed { verdict, .. } = o
        && let Some(m) = &verdict.model
    {
        v["model"] = json!(m);
    }
    // What the command left running and foresee stopped: named where its output is handed over.
    if let Outcome::Allowed { report, .. } | Outcome::Rehearsed { report, .. } = o {
        v["stopped_background"] = json!(report.execution.stopped_background);
        v["held_back"] = json!(report.held_back());
        v["allow_rules"] = json!(report.allow_rules());
    }
    v
}

fn json_fields(o: &Outcome) -> Value {
    match o {
        Outcome::Allowed { rehearsal, verdict, report, exit_code, by_user } => with_output(
            json!({
                "decision": "allow",
                "reason": if *by_user { "approved by the user".to_string() } else { verdict.reason.clone() },
                "rule": verdict.rule,
                "findings": verdict.findings,
                "policy": verdict.policy,
                "exit_code": exit_code,
                "report": report,
            }),
            rehearsal,
        ),
        Outcome::Refused { verdict, report, exit_code, .. } => json!({
            "decision": verdict.decision.as_str(),
            "reason": verdict.reason,
            "rule": verdict.rule,
            "findings": verdict.findings,
            "policy": verdict.policy,
            "exit_code": exit_code,
            "stdout": Value::Null,
            "stderr": Value::Null,
            "report": report.withheld(),
        }),
        Outcome::Rehearsed { rehearsal, verdict, report, exit_code } => with_output(
            json!({
                "decision": verdict.decision.as_str(),
                "dry_run": true,
                "reason": verdict.reason,
                "rule": verdict.rule,
                "findings": verdict.findings,
                "policy": verdict.policy,
                "exit_code": exit_code,
                "command_exit_code": rehearsal.exit.shell_code(),
                "report": report,
            }),
            rehearsal,
        ),
        Outcome::Failed { message, exit_code, report } => json!({
            "decision": "error",
            "reason": foresee_report::credentials::redact(message),
            "rule": Value::Null,
            "exit_code": exit_code,
            "stdout": Value::Null,
            "stderr": Value::Null,
            "report": report,
        }),
    }
}

/// Leaves the snapshot's teardown to a child once this process exits (see
/// `Rehearsal::release`). Call last.
pub fn release(o: Outcome) {
    match o {
        Outcome::Allowed { rehearsal, .. }
        | Outcome::Refused { rehearsal, .. }
        | Outcome::Rehearsed { rehearsal, .. } => rehearsal.release(),
        Outcome::Failed { .. } => {}
    }
}

/// Writes the outcome for a person or an agent and returns the exit code.
pub fn present(o: &Outcome, as_json: bool) -> i32 {
    let code = match o {
        Outcome::Allowed { exit_code, .. }
        | Outcome::Refused { exit_code, .. }
        | Outcome::Rehearsed { exit_code, .. }
        | Outcome::Failed { exit_code, .. } => *exit_code,
    };
    if as_json {
        let mut out = std::io::stdout().lock();
        let _ = serde_json::to_writer(&mut out, &json_object(o));
        let _ = out.write_all(b"\n");
        return code;
    }
    match o {
        Outcome::Allowed { rehearsal, report, exit_code, .. } => {
            // A program that could not start says so, as a shell or env(1) would.
            match rehearsal.exit {
                foresee_sandbox::Exit::NotFound => {
                    errln!("foresee: {}: command not found", rehearsal_program(rehearsal))
                }
                foresee_sandbox::Exit::CannotExecute(e) => {
                    errln!(
                        "foresee: {}: cannot execute: {}",
                        rehearsal_program(rehearsal),
                        foresee_sandbox::sys::errno_text(e)
                    )
                }
                _ => {}
            }
            // Replayed byte for byte: one stream as written, or stdout then stderr when they
            // go to two places (where their interleaving cannot show).
            if let Ok(mut f) = rehearsal.stdout_file() {
                let mut out = std::io::stdout().lock();
                let _ = std::io::copy(&mut f, &mut out);
                let _ = out.flush();
            }
            if let Ok(mut f) = rehearsal.stderr_file() {
                let mut err = std::io::stderr().lock();
                let _ = std::io::copy(&mut f, &mut err);
            }
            say_stopped(report);
            if *exit_code != 0 {
                say_held_back(report);
            }
        }
        Outcome::Refused { verdict, report, .. } => {
            let color = std::io::stderr().is_terminal();
            let mut err = std::io::stderr().lock();
            let _ = writeln!(err, "foresee: {} [rule {}]", verdict.reason, verdict.rule.unwrap_or("-"));
            let _ = write!(err, "{}", render::text(&report.withheld(), color));
        }
        Outcome::Rehearsed { verdict, report, .. } => {
            let color = std::io::stderr().is_terminal();
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "{}", render::text(report, color));
            drop(err);
            say_stopped(report);
            let mut err = std::io::stderr().lock();
            let _ = writeln!(
                err,
                "foresee: dry run, nothing changed; it would be {}: {} [rule {}]",
                match verdict.decision {
                    crate::approver::Decision::Allow => "allowed",
                    crate::approver::Decision::Ask => "a check-in",
                    crate::approver::Decision::Block => "blocked",
                },
                verdict.reason,
                verdict.rule.unwrap_or("-")
            );
        }
        Outcome::Failed { message, .. } => {
            let _ = writeln!(std::io::stderr(), "foresee: {}", foresee_report::credentials::redact(message));
        }
    }
    code
}

/// One line on stderr per background process stopped at the end of the command, after its
/// output: the agent learns that its server is gone, and that a pid it saved was the rehearsal's.
fn say_stopped(report: &foresee_report::EffectsReport) {
    for p in &report.execution.stopped_background {
        let pid = p.pid.map(|n| format!(" (pid {n} in the rehearsal)")).unwrap_or_default();
        errln!("foresee: stopped background process: {}{pid}", p.command);
    }
}

/// When an allowed command failed after trying other machines: one line on stderr that says
/// foresee held those connections back, so the agent does not take it for a broken network.
fn say_held_back(report: &foresee_report::EffectsReport) {
    let held = report.held_back();
    if let Some(line) = held_back_line(&held, &report.allow_rules()) {
        errln!("{line}");
    }
}

/// The line `say_held_back` prints (and the MCP answer holds): up to five destinations, then a
/// count, and the user's rules that would let them through.
pub fn held_back_line(held: &[String], rules: &[String]) -> Option<String> {
    const SHOWN: usize = 5;
    if held.is_empty() {
        return None;
    }
    let mut names = held.iter().take(SHOWN).cloned().collect::<Vec<_>>().join(", ");
    if held.len() > SHOWN {
        names.push_str(&format!(" and {} more", held.len() - SHOWN));
    }
    let n = held.len();
    let how = if rules.is_empty() {
        "`[network] allow` in ~/.config/foresee/config.toml".to_string()
    } else {
        let mut r: Vec<String> =
            rules.iter().take(SHOWN).map(|r| format!("`foresee rules add '{r}'`")).collect();
        if rules.len() > SHOWN {
            r.push(format!("{} more", rules.len() - SHOWN));
        }
        r.join(", ")
    };
    Some(format!(
        "foresee: held back {n} destination{} on other machines, nothing was sent: {names} (only destinations the user approved go through: {how})",
        if n == 1 { "" } else { "s" }
    ))
}

/// Whether foresee's stdout and stderr are one stream: the same pipe, socket or terminal (as
/// with `2>&1`, or a terminal's two descriptors), or the same open regular file (`kcmp`), so
/// that the order of what goes to either shows. Two opens of one file each have their own
/// offset and stay apart, as they would for the command.
pub fn one_stream() -> bool {
    let stat = |fd: libc::c_int| {
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: fstat fills `st`; a closed descriptor fails.
        (unsafe { libc::fstat(fd, &mut st) } == 0).then_some(st)
    };
    let (Some(a), Some(b)) = (stat(1), stat(2)) else { return false };
    if (a.st_dev, a.st_ino) != (b.st_dev, b.st_ino) {
        return false;
    }
    match a.st_mode & libc::S_IFMT {
        libc::S_IFIFO | libc::S_IFSOCK | libc::S_IFCHR => true,
        libc::S_IFREG => {
            const KCMP_FILE: libc::c_long = 0;
            let pid = std::process::id() as libc::c_long;
            // SAFETY: kcmp compares two of this process's descriptors; no memory is passed.
            unsafe {
                libc::syscall(libc::SYS_kcmp, pid, pid, KCMP_FILE, 1 as libc::c_long, 2 as libc::c_long) == 0
            }
        }
        _ => false,
    }
}

fn rehearsal_program(r: &foresee_sandbox::Rehearsal) -> String {
    foresee_report::escape::escape_bytes(r.program().as_encoded_bytes())
}
