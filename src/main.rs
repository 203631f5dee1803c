//! The `foresee` command line.

#![deny(clippy::print_stdout, clippy::print_stderr)]

use clap::{Parser, Subcommand};
use foresee::gate::{self, Request};
use foresee::output;
use foresee::{errln, out, outln};
use std::ffi::OsString;
use std::io::{IsTerminal, Write};
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
    /// Run benchmark suites through the gate and compare approvers (or import SABER tasks, or merge
    /// the results of shards).
    Bench(foresee::bench::BenchArgs),
    /// Reports of past rehearsals.
    Report {
        #[command(subcommand)]
        what: ReportCmd,
    },
    /// List the check-ins waiting for an answer (commands that needed approval when no one
    /// could be asked).
    Pending {
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Answer check-ins: allow once, allow and remember for the area, or deny with a reason.
    /// Every answer teaches the policy. Then confirm (or not) the check-ins the model advising
    /// foresee answered for you: whether you would have allowed them teaches its confidence bar.
    Review {
        /// The check-in to answer (all waiting ones when omitted).
        id: Option<i64>,
        /// Allow without asking (for scripts).
        #[arg(long, conflicts_with = "deny")]
        allow: bool,
        /// With --allow: let this path area and effect kind through from now on.
        #[arg(long, requires = "allow")]
        remember: bool,
        /// Deny without asking (for scripts).
        #[arg(long)]
        deny: bool,
        /// With --deny: why, kept as guidance for next time.
        #[arg(long, requires = "deny")]
        reason: Option<String>,
    },
    /// What happened in a session of an agent.
    Session {
        #[command(subcommand)]
        what: SessionCmd,
    },
    /// Your rules in plain words, per repository (`foresee rules add "never write to files under
    /// config/prod/"`), and the wall's built-in ones explained (`foresee rules explain git.hooks`).
    Rules {
        #[command(subcommand)]
        what: RulesCmd,
    },
    /// What the approver has learned: `weights`, `preferences` (thresholds per level),
    /// `decisions`, or `resolver` (per category, the confidence the model advising foresee needs
    /// to answer a check-in for you, and how often its answers matched yours).
    Observe {
        #[arg(value_parser = ["weights", "preferences", "decisions", "resolver"])]
        what: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Tighten trust in one area without resetting the rest.
    Trust {
        #[command(subcommand)]
        what: TrustCmd,
    },
    /// Run one command for an agent: `foresee run` that never asks (a check-in is queued, exit 125).
    ///
    /// Examples:
    ///   foresee exec -c 'make clean && make'
    ///   foresee exec --session fix-42 -c 'cp "$1" "$2"' sh a.txt b.txt
    ///   foresee exec -- pytest tests/
    #[command(after_help = AFTER_HELP, verbatim_doc_comment)]
    Exec(foresee::integrations::exec::ExecArgs),
    /// Agent hooks: `foresee hook claude-code` is Claude Code's PreToolUse hook for Bash.
    Hook(foresee::integrations::claude_code::HookArgs),
    /// A Model Context Protocol server on stdio with a `bash` tool that runs through the gate.
    Mcp(foresee::integrations::mcp::McpArgs),
    /// Write the configuration, and print (or with --install, install) the snippets that connect
    /// Claude Code, MCP clients and other agents.
    Init(foresee::integrations::init::InitArgs),
    /// Print the shell completion script for bash, zsh, fish, elvish or powershell.
    ///
    /// Examples:
    ///   foresee completions bash > ~/.local/share/bash-completion/completions/foresee
    ///   foresee completions fish > ~/.config/fish/completions/foresee.fish
    #[command(verbatim_doc_comment)]
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff), or with --dir write foresee.1 and one page per subcommand
    /// (foresee-run.1, ...) there.
    Man {
        /// The folder to write the pages in (a man1 folder of your MANPATH).
        #[arg(long)]
        dir: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
enum SessionCmd {
    /// Counts of silent, flagged, blocked and checked-in commands, check-ins by cause.
    Summary {
        /// The session (default: $FORESEE_SESSION, else `default`).
        #[arg(long)]
        session: Option<String>,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum RulesCmd {
    /// Compile a rule from words, show how it reads, and add it once confirmed.
    ///
    /// Grammar: (never | always ask before | always allow) (write | delete | read | network)
    /// (a path glob | a host). Examples:
    ///   never write to files under config/prod/
    ///   always ask before deleting anything in migrations/
    ///   always allow network to pkgs.example.org
    #[command(verbatim_doc_comment)]
    Add {
        /// The rule in words, quoted: "never write to files under config/prod/".
        text: String,
        /// Confirm without asking (for scripts).
        #[arg(long)]
        yes: bool,
    },
    /// List the rules (and guidance) of this repository.
    List {
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Remove a rule by its number.
    Remove { id: i64 },
    /// Explain a rule of the wall: what it catches, why, and an example (all when none is named).
    ///
    /// The example is a command that fires the rule, beside the look-alike that does not. A
    /// blocked or asked command names its rule: `foresee: blocked: ... [rule git.hooks]`.
    ///
    /// Examples:
    ///   foresee rules explain tracked.destroy
    ///   foresee rules explain | less
    #[command(verbatim_doc_comment)]
    Explain {
        /// The rule's id (`tracked.destroy`, `secret.disclosed`, ...).
        rule: Option<String>,
    },
    /// Print the wall's rules as a Markdown table (README.md's), or with --full each rule with
    /// why it exists and its example.
    Reference {
        /// Each rule in full: what it catches, why, an example, where its logic is.
        #[arg(long)]
        full: bool,
    },
}

#[derive(Subcommand)]
enum TrustCmd {
    /// Earlier approvals and remembered answers for an area or kind stop counting.
    Revoke {
        /// A path glob (`src/**`, `config/`).
        #[arg(long)]
        path: Option<String>,
        /// An effect kind: delete, overwrite, modify, create, rename, network.
        #[arg(long, value_parser = ["delete", "overwrite", "modify", "create", "rename", "network", "none"])]
        kind: Option<String>,
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
    /// Print one JSON object: decision, reason, rule, findings, policy, exit_code, stdout,
    /// stderr, report.
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
    /// Wall-time limit in seconds, 1 to 604800 (default 600).
    #[arg(long, value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(1..=foresee::gate::MAX_TIMEOUT_SECS))]
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
    /// The autonomy level: copilot (every command asks), assisted (the default), autopilot,
    /// trusted. Also `autonomy = "..."` in the configuration; no level loosens the wall.
    #[arg(long, value_enum)]
    autonomy: Option<foresee::policy::Autonomy>,
    /// Groups an agent's commands for `foresee session summary` (default: $FORESEE_SESSION).
    #[arg(long)]
    session: Option<String>,
    /// Rehearse and show what would be decided; change nothing, ask nothing. Exits 0 (would
    /// be allowed), 125 (would check in) or 126 (would be blocked).
    #[arg(long)]
    dry_run: bool,
    /// Who decides: foresee (the default; with the model that advises it when one is configured
    /// in `[model]` or `FORESEE_MODEL_*`), `foresee+model` (the same, but a missing model is an
    /// error, exit 78), or a baseline for comparison: `none` allows everything, `command-text`
    /// judges the command string alone with a deny-list.
    #[arg(long, value_enum, default_value = "foresee")]
    approver: foresee::approver::ApproverKind,
    /// Do not inspect TLS. By default each rehearsal makes its own certificate authority, trusted
    /// inside the snapshot only (never on the host, never committed), so the report shows the
    /// method, path and header names of a TLS request too; with this flag a TLS connection is
    /// recorded by its destination and server name only, and an approved one passes unread.
    #[arg(long)]
    no_inspect: bool,
    /// The command and its arguments.
    #[arg(last = true, value_name = "CMD")]
    argv: Vec<OsString>,
}

fn shell() -> OsString {
    let has = |p: &str| std::path::Path::new(p).is_file();
    if has("/bin/bash") || has("/usr/bin/bash") { "bash".into() } else { "sh".into() }
}

fn default_session() -> String {
    std::env::var("FORESEE_SESSION").ok().filter(|s| !s.is_empty()).unwrap_or_else(|| "default".into())
}

/// A check-in at the terminal: the effects, why it is asked (rule, score and band, a resembling
/// past decision, the user's own guidance), and the three answers.
fn prompt(
    verdict: &foresee::approver::Verdict,
    report: &foresee_report::EffectsReport,
    j: &foresee::approver::decide::Judgement,
) -> gate::Answer {
    let color = std::io::stderr().is_terminal();
    let mut err = std::io::stderr().lock();
    let _ = write!(err, "{}", foresee_report::render::text(report, color));
    let _ = writeln!(err, "foresee: {} [rule {}]", verdict.reason, verdict.rule.unwrap_or("-"));
    if let (Some(score), cause) = (j.score, j.cause) {
        let _ = writeln!(
            err,
            "  why asked: {} (policy score {score:.2}; {} {})",
            cause.map(|c| c.as_str()).unwrap_or("rule"),
            j.kind,
            j.area
        );
    }
    if let Some((d, c)) = &j.resembles {
        let _ = writeln!(err, "  like your earlier {d} of: {}", foresee_report::escape::clip(c, 80));
    }
    for g in &j.guidance {
        let _ = writeln!(err, "  your guidance: {}", foresee_report::escape::clip(g, 160));
    }
    if let Some(m) = &verdict.model {
        let _ = writeln!(err, "  the model advising foresee: {}", foresee::manage::model_words(m));
    }
    let _ = err.flush();
    drop(err);
    foresee::manage::ask_answer()
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
            errln!(
                "foresee run: no command given; use `foresee run -- CMD [ARGS...]` or `foresee run -c 'shell command'`"
            );
            return 2;
        }
    };
    let cwd = match std::env::current_dir() {
        Ok(c) => c,
        Err(e) => {
            errln!("foresee run: cannot read the working directory: {e}");
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
        autonomy: a.autonomy,
        session: a.session.clone().unwrap_or_else(default_session),
        dry_run: a.dry_run,
        // --json answers with the two streams apart.
        one_stream: !a.json && output::one_stream(),
        progress: !a.json && std::io::stderr().is_terminal(),
        inspect: !a.no_inspect,
    };
    let outcome = gate::run(&req, &mut |v, r, j| prompt(v, r, j));
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
            errln!(
                "foresee report show: cannot read {}: {e}{}",
                path.display(),
                if which == "last" { " (no command has been rehearsed yet?)" } else { "" }
            );
            return 1;
        }
    };
    if json {
        outln!("{}", text.trim_end());
        return 0;
    }
    match serde_json::from_str::<foresee_report::EffectsReport>(&text) {
        Ok(r) => {
            out!("{}", foresee_report::render::text(&r, std::io::stdout().is_terminal()));
            0
        }
        Err(e) => {
            errln!("foresee report show: {} is not a report: {e}", path.display());
            1
        }
    }
}

/// Generated by clap from the same definitions that parse the command line, so they cannot
/// drift from it.
fn completions(shell: clap_complete::Shell) -> i32 {
    use clap::CommandFactory;
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "foresee", &mut script);
    out!("{}", String::from_utf8_lossy(&script));
    0
}

fn man(dir: Option<&std::path::Path>) -> i32 {
    use clap::CommandFactory;
    let cmd = Cli::command();
    if let Some(dir) = dir {
        return match std::fs::create_dir_all(dir).and_then(|()| clap_mangen::generate_to(cmd, dir)) {
            Ok(()) => 0,
            Err(e) => {
                errln!("foresee man: cannot write the pages in {}: {e}", dir.display());
                1
            }
        };
    }
    let mut page = Vec::new();
    if let Err(e) = clap_mangen::Man::new(cmd).render(&mut page) {
        errln!("foresee man: {e}");
        return 1;
    }
    out!("{}", String::from_utf8_lossy(&page));
    0
}

fn main() {
    foresee_sandbox::phase("main");
    let cli = Cli::parse();
    let code = match cli.command {
        Cmd::Run(a) => run(a),
        Cmd::Demo => foresee::demo::run(),
        Cmd::Bench(a) => foresee::bench::run(a),
        Cmd::Report { what: ReportCmd::Show { which, json } } => report_show(&which, json),
        Cmd::Pending { json } => foresee::manage::pending(json),
        Cmd::Review { id, allow, remember, deny, reason } => {
            foresee::manage::review(foresee::manage::ReviewArgs { id, allow, deny, remember, reason })
        }
        Cmd::Session { what: SessionCmd::Summary { session, json } } => {
            foresee::manage::session_summary(&session.unwrap_or_else(default_session), json)
        }
        Cmd::Rules { what: RulesCmd::Add { text, yes } } => foresee::manage::rules_add(&text, yes),
        Cmd::Rules { what: RulesCmd::List { json } } => foresee::manage::rules_list(json),
        Cmd::Rules { what: RulesCmd::Remove { id } } => foresee::manage::rules_remove(id),
        Cmd::Rules { what: RulesCmd::Explain { rule } } => {
            foresee::approver::catalog::explain_command(rule.as_deref())
        }
        Cmd::Rules { what: RulesCmd::Reference { full } } => {
            foresee::approver::catalog::reference_command(full)
        }
        Cmd::Observe { what, json } => foresee::manage::observe(&what, json),
        Cmd::Trust { what: TrustCmd::Revoke { path, kind } } => foresee::manage::trust_revoke(path, kind),
        Cmd::Exec(a) => foresee::integrations::exec::run(a),
        Cmd::Hook(a) => foresee::integrations::claude_code::run(a),
        Cmd::Mcp(a) => foresee::integrations::mcp::run(a),
        Cmd::Init(a) => foresee::integrations::init::run(a),
        Cmd::Completions { shell } => completions(shell),
        Cmd::Man { dir } => man(dir.as_deref()),
    };
    foresee_sandbox::phase("exit");
    foresee_sandbox::peak_memory();
    std::process::exit(code);
}
