//! The `foresee` command line.

use clap::{Parser, Subcommand};
use foresee::gate::{self, Request};
use foresee::output;
use std::ffi::OsString;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::time::Duration;

const AFTER_HELP: &str = "\
Exit codes (every other code is the command's own):
  126  blocked by a rule; nothing was changed
  125  needs a person's approval and none could be asked; nothing was changed
   75  the real tree changed while the command rehearsed; nothing was applied, re-run it
   69  this machine cannot sandbox (the cause and the fix are printed); the command did not run
   70  the sandbox could not be set up or the commit failed; nothing was applied
   78  invalid configuration
  130  interrupted; nothing was changed";

/// Run shell commands safely: rehearse each in a snapshot of the machine, judge what it did,
/// then commit its effects or roll them back with a reason.
#[derive(Parser)]
#[command(name = "foresee", version, after_help = AFTER_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Rehearse a command in a snapshot, judge its effects, then commit them or roll back.
    ///
    /// The command runs for real inside an overlay snapshot of every disk, with no network, in
    /// fresh namespaces. Its output is withheld until the decision. On allow, its effects land and
    /// its stdout, stderr and exit code are replayed as if foresee were not there. On block,
    /// nothing changed and the reason is printed.
    ///
    /// Examples:
    ///   foresee run -- make clean
    ///   foresee run --task "remove the build outputs" -c 'make clean && make'
    ///   foresee run --json -- ./check_env.sh
    #[command(after_help = AFTER_HELP, verbatim_doc_comment)]
    Run(RunArgs),
    /// Show, side by side, the same `make clean` in two projects whose Makefiles differ.
    Demo,
    /// Run benchmark suites through the gate and compare approvers (or import SABER tasks).
    Bench(foresee::bench::BenchArgs),
    /// Reports of past rehearsals.
    Report {
        #[command(subcommand)]
        what: ReportCmd,
    },
}

#[derive(Subcommand)]
enum ReportCmd {
    /// Show a report as text (or JSON): `last` (the default) or a saved report file.
    ///
    /// The last report is kept in the state folder after every rehearsal; `foresee run --json`
    /// also prints it in its answer.
    Show {
        /// `last`, or the path of a report in JSON.
        #[arg(default_value = "last")]
        which: String,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
}

#[derive(clap::Args)]
struct RunArgs {
    /// What the user asked for; paths and names it mentions are in scope.
    #[arg(long, value_name = "TEXT")]
    task: Option<String>,
    /// Print one JSON object: decision, reason, rule, exit_code, stdout, stderr, report.
    #[arg(long)]
    json: bool,
    /// Run a shell command string with bash (sh when bash is missing).
    #[arg(short = 'c', value_name = "SHELL_COMMAND", conflicts_with = "argv")]
    shell: Option<String>,
    /// Give the command this process's standard input (default: /dev/null).
    #[arg(long)]
    stdin: bool,
    /// Never ask at the terminal: a command that needs approval exits 125.
    #[arg(long)]
    no_prompt: bool,
    /// Wall-time limit in seconds (default 600).
    #[arg(long, value_name = "SECONDS")]
    timeout: Option<u64>,
    /// Memory limit in MiB (default 8192).
    #[arg(long, value_name = "MIB")]
    memory: Option<u64>,
    /// Process-count limit (default 2048).
    #[arg(long, value_name = "N")]
    max_procs: Option<u64>,
    /// How much the command may write in all, output included, in MiB (default 4096).
    #[arg(long, value_name = "MIB")]
    snapshot_size: Option<u64>,
    /// Who decides: foresee (the default), or a baseline for comparison: `none` allows
    /// everything, `command-text` judges the command string alone with a deny-list.
    #[arg(long, value_enum, default_value = "foresee")]
    approver: foresee::approver::ApproverKind,
    /// The command and its arguments.
    #[arg(last = true, value_name = "CMD")]
    argv: Vec<OsString>,
}

fn shell() -> OsString {
    let has = |p: &str| std::path::Path::new(p).is_file();
    if has("/bin/bash") || has("/usr/bin/bash") { "bash".into() } else { "sh".into() }
}

fn prompt(verdict: &foresee::approver::Verdict, report: &foresee_report::EffectsReport) -> bool {
    let color = std::io::stderr().is_terminal();
    let mut err = std::io::stderr().lock();
    let _ = write!(err, "{}", foresee_report::render::text(report, color));
    let _ = writeln!(err, "foresee: {} [rule {}]", verdict.reason, verdict.rule.unwrap_or("-"));
    let _ = write!(err, "Apply these changes? [y/N] ");
    let _ = err.flush();
    let mut line = String::new();
    if std::io::stdin().lock().read_line(&mut line).is_err() {
        return false;
    }
    matches!(line.trim().to_ascii_lowercase().as_str(), "y" | "yes")
}

fn run(a: RunArgs) -> i32 {
    let (argv, display) = match (&a.shell, a.argv.is_empty()) {
        (Some(s), _) => (vec![shell(), "-c".into(), s.into()], s.clone()),
        (None, false) => {
            let display =
                a.argv.iter().map(|x| shell_quote(&x.to_string_lossy())).collect::<Vec<_>>().join(" ");
            (a.argv.clone(), display)
        }
        (None, true) => {
            eprintln!(
                "foresee run: no command given; use `foresee run -- CMD [ARGS...]` or `foresee run -c 'shell command'`"
            );
            return 2;
        }
    };
    let cwd = match std::env::current_dir() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("foresee run: cannot read the working directory: {e}");
            return gate::exit::SETUP;
        }
    };
    let interactive = !a.json
        && !a.no_prompt
        && !a.stdin
        && std::io::stdin().is_terminal()
        && std::io::stderr().is_terminal();
    let req = Request {
        argv,
        // Raw: the report escapes (and redacts) it; the command-text baseline reads it as typed.
        display,
        task: a.task,
        cwd,
        stdin: if a.stdin { foresee_sandbox::Stdin::Inherit } else { foresee_sandbox::Stdin::Null },
        timeout: a.timeout.map(Duration::from_secs),
        memory_mb: a.memory,
        processes: a.max_procs,
        snapshot_mb: a.snapshot_size,
        interactive,
        state_dir: None,
        approver: a.approver,
    };
    let outcome = gate::run(&req, &mut |v, r| prompt(v, r));
    let code = output::present(&outcome, a.json);
    output::release(outcome);
    code
}

fn shell_quote(s: &str) -> String {
    if !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_./=:,+@%".contains(&b)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

fn report_show(which: &str, json: bool) -> i32 {
    let path = if which == "last" {
        foresee::store::last_report_path(&foresee_sandbox::state::default_state_dir())
    } else {
        PathBuf::from(which)
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!(
                "foresee report show: cannot read {}: {e}{}",
                path.display(),
                if which == "last" { " (no command has been rehearsed yet?)" } else { "" }
            );
            return 1;
        }
    };
    if json {
        println!("{}", text.trim_end());
        return 0;
    }
    match serde_json::from_str::<foresee_report::EffectsReport>(&text) {
        Ok(r) => {
            print!("{}", foresee_report::render::text(&r, std::io::stdout().is_terminal()));
            0
        }
        Err(e) => {
            eprintln!("foresee report show: {} is not a report: {e}", path.display());
            1
        }
    }
}

fn main() {
    let cli = Cli::parse();
    let code = match cli.command {
        Cmd::Run(a) => run(a),
        Cmd::Demo => foresee::demo::run(),
        Cmd::Bench(a) => foresee::bench::run(a),
        Cmd::Report { what: ReportCmd::Show { which, json } } => report_show(&which, json),
    };
    std::process::exit(code);
}
