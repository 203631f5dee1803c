//! `foresee exec` and `foresee-shell`: the wrapper an agent's bash tool calls instead of a shell.
//!
//! The semantics are those of `foresee run` for a program rather than a person: it never asks
//! at a terminal. On allow the command's stdout, stderr and exit code are replayed byte for byte;
//! on block the reason goes to stderr and it exits 126; a command that needs approval is queued
//! as a check-in (`foresee review N`) and it exits 125 with the reason.

use crate::gate::{self, Answer, Request};
use crate::output;
use std::ffi::OsString;
use std::time::Duration;

/// Environment variable carrying the user's request (the task scope) to `foresee exec` and
/// `foresee-shell`; the Claude Code hook sets it on the command it rewrites.
pub const TASK_ENV: &str = "FORESEE_TASK";

#[derive(clap::Args, Debug, Default)]
pub struct ExecArgs {
    /// Groups an agent's commands for `foresee session summary` and the policy
    /// (default: $FORESEE_SESSION, else `default`).
    #[arg(long, value_name = "ID")]
    pub session: Option<String>,
    /// What the user asked for; paths and names it mentions are in scope (default: $FORESEE_TASK).
    #[arg(long, value_name = "TEXT")]
    pub task: Option<String>,
    /// Print one JSON object (as `foresee run --json`) instead of replaying the output.
    #[arg(long)]
    pub json: bool,
    /// Run a shell command string with bash (sh when bash is missing); the arguments after it
    /// become `$0`, `$1`, ... as with `bash -c`.
    #[arg(short = 'c', value_name = "SHELL_COMMAND")]
    pub shell: Option<String>,
    /// Give the command this process's standard input (default: /dev/null).
    #[arg(long)]
    pub stdin: bool,
    /// Wall-time limit in seconds, 1 to 604800 (default: the configuration's, else 600).
    #[arg(long, value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(1..=crate::gate::MAX_TIMEOUT_SECS))]
    pub timeout: Option<u64>,
    /// Answer queued check-in N "allow once" first: what the Claude Code hook passes after the
    /// user approved that check-in in Claude's own permission dialog. Only the check-in of this
    /// very command, folder and session is answered, and it covers the effects it showed.
    #[arg(long, value_name = "N", hide = true)]
    pub approve_check_in: Option<i64>,
    /// The command and its arguments; with -c, `$0` and the positional parameters.
    #[arg(value_name = "ARGS", trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<OsString>,
}

/// One command to gate on behalf of an agent.
#[derive(Debug, Clone)]
pub struct Invocation {
    pub argv: Vec<OsString>,
    /// How the command is shown in reports and check-ins.
    pub display: String,
    pub task: Option<String>,
    pub session: String,
    pub json: bool,
    pub stdin: bool,
    pub timeout: Option<u64>,
}

/// The task from the flag, else from `$FORESEE_TASK`; empty means none.
pub fn task_or_env(flag: Option<String>) -> Option<String> {
    flag.or_else(|| std::env::var(TASK_ENV).ok()).filter(|t| !t.trim().is_empty())
}

/// Takes `$FORESEE_TASK` out of this process's environment, so that the rehearsed command does
/// not inherit the user's request.
///
/// Call it while the process is still single-threaded (before the gate runs).
pub fn forget_task_env() {
    if std::env::var_os(TASK_ENV).is_some() {
        // SAFETY: called from main before any thread is started (see the doc above).
        unsafe { std::env::remove_var(TASK_ENV) };
    }
}

fn display_of(argv: &[OsString]) -> String {
    argv.iter().map(|a| super::shell_quote(&a.to_string_lossy())).collect::<Vec<_>>().join(" ")
}

/// `foresee exec`.
pub fn run(a: ExecArgs) -> i32 {
    let task = task_or_env(a.task);
    forget_task_env();
    let (argv, display) = match a.shell {
        Some(s) => {
            let mut argv: Vec<OsString> = vec![super::shell_program().into(), "-c".into(), s.clone().into()];
            // Like bash: the first argument after the string is $0, the rest $1, $2, ...
            let display =
                if a.args.is_empty() { s } else { format!("{s} # with $0.. = {}", display_of(&a.args)) };
            argv.extend(a.args);
            (argv, display)
        }
        None if a.args.is_empty() => {
            errln!(
                "foresee exec: no command given; use `foresee exec -c 'shell command'` or `foresee exec -- CMD [ARGS...]`"
            );
            return 2;
        }
        None => {
            let display = display_of(&a.args);
            (a.args, display)
        }
    };
    let session = super::session_or(a.session, "default");
    if let Some(id) = a.approve_check_in {
        let cwd = std::env::current_dir().unwrap_or_default();
        if let Err(e) = crate::manage::approve_from_dialog(id, &cwd, &session, &display) {
            // Not an error of the command: it is gated as any other (and checks in again).
            errln!("foresee: the approval of check-in #{id} was not recorded: {e}");
        }
    }
    gate_and_present(&Invocation {
        argv,
        display,
        task,
        session,
        json: a.json,
        stdin: a.stdin,
        timeout: a.timeout,
    })
}

/// Runs one command through the gate without a person to ask, presents the outcome (the
/// command's own output and exit code, or the reason) and returns the exit code.
pub fn gate_and_present(inv: &Invocation) -> i32 {
    let cwd = match std::env::current_dir() {
        Ok(c) => c,
        Err(e) => {
            errln!("foresee: cannot read the working directory: {e}; the command did not run");
            return gate::exit::SETUP;
        }
    };
    let req = Request {
        argv: inv.argv.clone(),
        display: inv.display.clone(),
        task: inv.task.clone(),
        cwd,
        stdin: if inv.stdin { foresee_sandbox::Stdin::Inherit } else { foresee_sandbox::Stdin::Null },
        timeout: inv.timeout.map(Duration::from_secs),
        memory_mb: None,
        processes: None,
        snapshot_mb: None,
        // An agent is on the other end: a check-in is queued for `foresee review`, never asked here.
        interactive: false,
        state_dir: None,
        approver: crate::approver::ApproverKind::Foresee,
        autonomy: None,
        session: inv.session.clone(),
        dry_run: false,
        one_stream: !inv.json && output::one_stream(),
        progress: false,
        inspect: true,
    };
    // Never called (nobody can be asked); were it called, the answer would be no.
    let outcome = gate::run(&req, &mut |_, _, _| Answer::Deny(None));
    let code = output::present(&outcome, inv.json);
    output::release(outcome);
    code
}

/// What `foresee-shell ARGS` was asked to do, read as bash reads its arguments.
#[derive(Debug, PartialEq, Eq)]
pub enum ShellCall {
    /// Run: the argv of the real shell (its options, then `-c CMD $0 $1...` or a script and
    /// its arguments), and how to show it.
    Run {
        argv: Vec<OsString>,
        display: String,
    },
    /// An interactive shell, which cannot be rehearsed.
    Interactive,
    /// `--version` / `--help`.
    Info,
    Usage(String),
}

/// Reads `foresee-shell` arguments the way bash reads its own: option clusters such as `-lc`,
/// `-e -c`, `-o pipefail`, `--login`, `--noprofile`, then with `-c` the command string and
/// `$0 $1 ...`, or else a script file and its arguments.
pub fn parse_shell_args(shell: &std::path::Path, args: &[OsString]) -> ShellCall {
    let mut flags: Vec<OsString> = Vec::new();
    let mut command_mode = false;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].to_string_lossy().into_owned();
        match a.as_str() {
            "--" | "-" => {
                i += 1;
                break;
            }
            "--version" | "--help" => return ShellCall::Info,
            "--login" | "--noprofile" | "--norc" | "--posix" | "--noediting" => flags.push(a.into()),
            "--rcfile" | "--init-file" => {
                // Takes a file; harmless to pass on.
                let Some(v) = args.get(i + 1) else {
                    return ShellCall::Usage(format!("{a}: option requires an argument"));
                };
                flags.push(a.into());
                flags.push(v.clone());
                i += 1;
            }
            "-i" | "--interactive" => return ShellCall::Interactive,
            _ if a.starts_with("--") => return ShellCall::Usage(format!("{a}: unsupported option")),
            _ if (a.starts_with('-') || a.starts_with('+')) && a.len() > 1 => {
                let sign = &a[..1];
                let mut kept = String::from(sign);
                for ch in a[1..].chars() {
                    match ch {
                        'c' if sign == "-" => command_mode = true,
                        'i' if sign == "-" => return ShellCall::Interactive,
                        's' => {} // commands from stdin: with -c it means nothing; see below
                        'o' | 'O' => {
                            let Some(v) = args.get(i + 1) else {
                                return ShellCall::Usage(format!("{sign}{ch}: option requires an argument"));
                            };
                            flags.push(format!("{sign}{ch}").into());
                            flags.push(v.clone());
                            i += 1;
                        }
                        'a' | 'b' | 'e' | 'f' | 'h' | 'k' | 'l' | 'm' | 'n' | 'p' | 't' | 'u' | 'v' | 'x'
                        | 'B' | 'C' | 'E' | 'H' | 'P' | 'T' => kept.push(ch),
                        _ => return ShellCall::Usage(format!("{sign}{ch}: invalid option")),
                    }
                }
                if kept.len() > 1 {
                    flags.push(kept.into());
                }
            }
            _ => break,
        }
        i += 1;
    }
    let rest = &args[i.min(args.len())..];
    let mut argv: Vec<OsString> = vec![shell.as_os_str().to_owned()];
    argv.extend(flags.iter().cloned());
    if command_mode {
        let Some((cmd, params)) = rest.split_first() else {
            return ShellCall::Usage("-c: option requires an argument".into());
        };
        let s = cmd.to_string_lossy().into_owned();
        let display = if params.is_empty() { s } else { format!("{s} # with $0.. = {}", display_of(params)) };
        argv.push("-c".into());
        argv.push(cmd.clone());
        argv.extend(params.iter().cloned());
        ShellCall::Run { argv, display }
    } else if rest.is_empty() {
        // No command and no script: bash would read commands from standard input, as a
        // session. That cannot be rehearsed command by command.
        ShellCall::Interactive
    } else {
        argv.extend(rest.iter().cloned());
        ShellCall::Run { argv: argv.clone(), display: display_of(&argv[1..]) }
    }
}

/// `foresee-shell`: a drop-in for `bash -c CMD` whose commands go through the gate.
pub fn shell_main(args: Vec<OsString>) -> i32 {
    let shell = super::shell_program();
    let task = task_or_env(None);
    forget_task_env();
    // Programs inside the rehearsal that start "$SHELL" get the real shell, not this wrapper
    // (which cannot sandbox from inside a sandbox).
    // SAFETY: main calls this first, while the process is single-threaded.
    unsafe { std::env::set_var("SHELL", &shell) };
    match parse_shell_args(&shell, &args) {
        ShellCall::Run { argv, display } => gate_and_present(&Invocation {
            argv,
            display,
            task,
            session: super::session_or(None, "default"),
            json: false,
            // As a shell: piped input reaches the command; a terminal does not (a rehearsal's
            // output is withheld, so nobody would see what it asks).
            stdin: !std::io::IsTerminal::is_terminal(&std::io::stdin()),
            timeout: None,
        }),
        ShellCall::Interactive => {
            errln!(
                "foresee-shell: an interactive shell cannot be rehearsed command by command; \
                 run `foresee-shell -c 'COMMAND'` (each command is rehearsed, judged, then applied or refused)"
            );
            2
        }
        ShellCall::Info => {
            outln!(
                "foresee-shell {}: runs `-c COMMAND` (or a script) through foresee's gate with {}",
                env!("CARGO_PKG_VERSION"),
                shell.display()
            );
            0
        }
        ShellCall::Usage(m) => {
            errln!("foresee-shell: {m}\nusage: foresee-shell [-lec] [-o OPTION] -c COMMAND [$0 [$1 ...]]");
            2
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn os(v: &[&str]) -> Vec<OsString> {
        v.iter().map(OsString::from).collect()
    }

    fn run_argv(args: &[&str]) -> Vec<String> {
        match parse_shell_args(Path::new("/bin/bash"), &os(args)) {
            ShellCall::Run { argv, .. } => argv.iter().map(|a| a.to_string_lossy().into_owned()).collect(),
            other => panic!("{args:?}: {other:?}"),
        }
    }

    #[test]
    fn shell_arguments_read_as_bash_reads_them() {
        assert_eq!(run_argv(&["-c", "echo hi"]), ["/bin/bash", "-c", "echo hi"]);
        assert_eq!(run_argv(&["-lc", "echo hi"]), ["/bin/bash", "-l", "-c", "echo hi"]);
        assert_eq!(
            run_argv(&["-l", "-c", "echo $1", "zero", "one"]),
            ["/bin/bash", "-l", "-c", "echo $1", "zero", "one"]
        );
        assert_eq!(
            run_argv(&["-e", "-o", "pipefail", "-c", "false | true"]),
            ["/bin/bash", "-e", "-o", "pipefail", "-c", "false | true"]
        );
        assert_eq!(run_argv(&["--login", "-c", "x"]), ["/bin/bash", "--login", "-c", "x"]);
        // Options may follow -c; the first non-option is the command.
        assert_eq!(run_argv(&["-c", "-x", "echo hi"]), ["/bin/bash", "-x", "-c", "echo hi"]);
        assert_eq!(run_argv(&["script.sh", "a", "-b"]), ["/bin/bash", "script.sh", "a", "-b"]);
        assert_eq!(run_argv(&["-x", "--", "script.sh"]), ["/bin/bash", "-x", "script.sh"]);
    }

    #[test]
    fn interactive_and_bad_shell_arguments_are_refused() {
        let p = |a: &[&str]| parse_shell_args(Path::new("/bin/bash"), &os(a));
        assert_eq!(p(&[]), ShellCall::Interactive);
        assert_eq!(p(&["-i"]), ShellCall::Interactive);
        assert_eq!(p(&["-l"]), ShellCall::Interactive);
        assert!(matches!(p(&["-c"]), ShellCall::Usage(_)));
        assert!(matches!(p(&["-Z", "-c", "x"]), ShellCall::Usage(_)));
        assert!(matches!(p(&["-o"]), ShellCall::Usage(_)));
        assert_eq!(p(&["--version"]), ShellCall::Info);
    }
}
