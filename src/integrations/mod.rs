//! Integrations with agents: every shell command an agent runs goes through the gate
//! ([`crate::gate::run`]) and the agent sees what it would have seen without foresee on allow,
//! or a reason it can act on when the command was refused. None of them ever runs a command
//! outside the gate: when an integration cannot do its job, the command does not run.
//!
//! ```text
//! agent ─ bash tool ──▶ foresee exec / foresee-shell -c ──▶ gate::run ─▶ output::present
//! Claude Code ─ PreToolUse hook ─▶ foresee hook claude-code ─▶ command rewritten to `foresee exec`
//! MCP client ─ tools/call bash ─▶ foresee mcp ─▶ `foresee exec --json` ─▶ tool result
//! ```
//!
//! `foresee init` writes the configuration and the snippets that connect each of them.

pub mod claude_code;
pub mod exec;
pub mod init;
pub mod mcp;

use std::path::PathBuf;

/// The shell that runs a command string: bash, else sh (as `foresee run -c` does).
pub fn shell_program() -> PathBuf {
    for p in ["/bin/bash", "/usr/bin/bash"] {
        if std::path::Path::new(p).is_file() {
            return PathBuf::from(p);
        }
    }
    PathBuf::from("/bin/sh")
}

/// Quotes `s` for a POSIX shell: unchanged when it is made only of safe characters, else in
/// single quotes (a `'` inside becomes `'\''`). Every byte string except one holding NUL
/// survives a round trip through `sh -c`.
pub fn shell_quote(s: &str) -> String {
    if !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_./=:,+@%".contains(&b)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// This program's absolute path, for commands and snippets that must call it again.
pub fn foresee_exe() -> std::io::Result<PathBuf> {
    let p = std::env::current_exe()?;
    // A binary replaced while running reads as "path (deleted)"; the path is still the one to call.
    let s = p.to_string_lossy();
    match s.strip_suffix(" (deleted)") {
        Some(live) => Ok(PathBuf::from(live)),
        None => Ok(p),
    }
}

/// `foresee-shell` beside this binary (they are installed together), else by name on `PATH`.
pub fn foresee_shell_exe() -> PathBuf {
    foresee_exe()
        .ok()
        .and_then(|p| p.parent().map(|d| d.join("foresee-shell")))
        .filter(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from("foresee-shell"))
}

/// The session an agent's commands are grouped under: the flag, else `$FORESEE_SESSION`, else
/// `fallback`.
pub fn session_or(flag: Option<String>, fallback: &str) -> String {
    flag.filter(|s| !s.is_empty())
        .or_else(|| std::env::var("FORESEE_SESSION").ok().filter(|s| !s.is_empty()))
        .unwrap_or_else(|| fallback.to_string())
}

#[cfg(test)]
mod tests {
    use super::shell_quote;

    #[test]
    fn quoting_survives_a_shell_round_trip() {
        for s in ["plain", "", "it's", "a b\tc\nd", "$HOME `id` $(id) \\ \" ' ''", "-n", "*?[x]", "é ü 😀"]
        {
            let out = std::process::Command::new("sh")
                .arg("-c")
                .arg(format!("printf %s {}", shell_quote(s)))
                .output()
                .unwrap();
            assert_eq!(String::from_utf8_lossy(&out.stdout), s, "{s:?}");
        }
    }
}
