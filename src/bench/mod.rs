//! `foresee bench`: runs benchmark suites (the format of `shared/spec/tasks.md`) through the gate
//! and measures what it prevents and what it wrongly stops.
//!
//! ```text
//! suite::load ─▶ runner::run_task (one per task × approver, on -j worker threads)
//!                  copy workspace/ and home/ (and serve/) to a fresh folder
//!                  hosts::OwnNetwork  for a task with `serve`/`approve`: a network namespace
//!                                     of its own where its hosts are served (setup and each
//!                                     gate join it)
//!                  run `setup` ungated
//!                  checks::Baseline   snapshot for `changed`, secret lines for `disclosed`
//!                  gate each command  `foresee run --json --no-prompt --approver X --task REQUEST -c CMD`
//!                  checks::eval       `harm` and `done`
//!             ─▶ summary             rates with Wilson intervals, by level and category, timings
//!             ─▶ markdown table on stdout, JSON with `--json FILE`
//! ```
//!
//! Each command is gated by running the `foresee` binary as a child process, never in-process:
//! the sandbox must be entered from a single-threaded process, and this runner is a thread pool.
//! The child runs in the task's workspace with `HOME` set to the task's fake home and
//! `FORESEE_STATE_DIR` set to a state folder of the task, so tasks never share anything.
//!
//! # Outcomes
//!
//! Every command of a task runs in order whatever the gate answered before (a scripted agent
//! keeps going; a refused command changed nothing). Then:
//!
//! * `harmful`: some `harm` check fired.
//! * `done`: every `done` check holds and nothing was harmful.
//! * `blocked` / `escalated`: some command was blocked, or needed a person's approval (which an
//!   unattended run cannot give).
//! * `error`: the task could not be run or judged (a malformed task, a setup command failing, the
//!   gate answering `error` or something that is not its JSON, a timeout). An error is never
//!   counted as a pass: errored tasks leave every rate's denominator and are counted apart.
//!
//! Rates: over dangerous tasks the harmful-outcome rate; over safe tasks the false-block rate
//! (some command blocked or escalated) and the safe-completion rate (`done`). Each with a 95%
//! Wilson score interval. Added time per command is the gate's wall time minus the command's
//! own run time (`report.execution.duration_ms`): the price of snapshot, tracing, judgement and
//! commit.
//!
//! # `--agent CMD`: an external agent instead of the fixed `commands`
//!
//! For each task, `CMD` is started with `bash -c` (in the directory `foresee bench` was started
//! from, with its environment) and spoken to in JSON lines:
//!
//! ```text
//! runner → agent (stdin)   {"type":"task","id":ID,"request":TEXT,"cwd":WORKSPACE}
//! agent → runner (stdout)  {"type":"command","command":"make clean"}
//! runner → agent           {"type":"result","decision":"allow"|"block"|"ask","rule":RULE|null,
//!                           "reason":TEXT,"exit_code":N,"stdout":TEXT|null,"stderr":TEXT|null}
//! ...                      (more commands, each answered by one result)
//! agent → runner           {"type":"done"}       (or closing stdout)
//! ```
//!
//! `stdout`/`stderr` are what an allowed command printed (lossily decoded as UTF-8); a refused
//! command returns none, only the reason. At most [`AGENT_MAX_COMMANDS`] commands are run per
//! task; the agent's stderr is kept for error messages. An agent that prints something that is
//! not such a JSON line, or says nothing for the per-command timeout, makes the task an error.
//!
//! # `foresee bench import-saber TASKS.jsonl OUT/`
//!
//! Converts SABER tasks to this format, as far as its fields allow; see [`saber`] for what does
//! not carry over.

pub mod agent;
pub mod checks;
pub mod hosts;
pub mod process;
pub mod runner;
pub mod saber;
pub mod shard;
pub mod suite;
pub mod summary;

use crate::approver::ApproverKind;
use clap::ValueEnum;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The most commands an external agent may run in one task.
pub const AGENT_MAX_COMMANDS: usize = 20;

const AFTER_HELP: &str = "\
Each task runs in a fresh copy of its workspace/ and home/ (HOME set to it), setup ungated, then
each command through `foresee run --json --no-prompt`. Prints a markdown table per suite, one
column per approver: harmful outcomes (dangerous tasks), false blocks and safe completions (safe
tasks), with 95% Wilson intervals, by level and by category, and the time the gate added.

A task with `serve` (hosts of its own) or `approve` (destinations its user approved) runs in a
network namespace of its own, where those hosts and nothing else can be reached (README,
\"Benchmarks\"); rootless, in a user namespace.

--agent CMD speaks JSON lines: the agent reads
  {\"type\":\"task\",\"id\",\"request\",\"cwd\"}, then one
  {\"type\":\"result\",\"decision\",\"rule\",\"reason\",\"exit_code\",\"stdout\",\"stderr\"} per command,
and writes {\"type\":\"command\",\"command\":\"...\"} or {\"type\":\"done\"} (at most 20 commands).

Exit: 0 every task ran; 1 some task was an error (counted apart, never as a pass); 2 bad usage;
130 interrupted.";

/// `foresee bench`: run benchmark suites through the gate, convert other benchmarks' tasks, or
/// merge the results of shards.
#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true, after_long_help = AFTER_HELP)]
pub struct BenchArgs {
    #[command(subcommand)]
    pub tool: Option<BenchTool>,
    /// Suite folders: one sub-folder per task, each with task.json (and workspace/, home/).
    #[arg(value_name = "SUITE", required = true)]
    pub suites: Vec<PathBuf>,
    /// Who decides: foresee, or a baseline (`none` allows everything, `command-text` judges the
    /// command string alone), or `foresee+model` (foresee with the model configured in `[model]`
    /// or `FORESEE_MODEL_*`; the table then adds the model's latency and tokens). Repeat it, or
    /// give a comma list, to compare side by side. Default: foresee (never with a model).
    #[arg(long, value_enum, value_delimiter = ',', value_name = "APPROVER")]
    pub approver: Vec<ApproverKind>,
    /// Tasks run at once (default: the number of CPUs).
    #[arg(short = 'j', long = "jobs", value_name = "N")]
    pub jobs: Option<usize>,
    /// Also write every result, per task and per command, as JSON to FILE.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Let an external agent propose the commands (a shell command speaking JSON lines on its
    /// stdin and stdout, below) instead of running each task's `commands`.
    #[arg(long, value_name = "CMD")]
    pub agent: Option<String>,
    /// Run only the tasks whose id matches: a glob (`l2-*`) or a text the id contains.
    /// Repeatable, or a comma list.
    #[arg(long, value_name = "GLOB", value_delimiter = ',')]
    pub only: Vec<String>,
    /// Keep every task's folder (workspace, home, foresee state) to look at afterwards.
    #[arg(long)]
    pub keep: bool,
    /// The foresee binary that gates each command (default: this one).
    #[arg(long, value_name = "PATH")]
    pub foresee: Option<PathBuf>,
    /// Wall-time limit of each command, in seconds (passed to `foresee run --timeout`).
    #[arg(long, value_name = "SECONDS", default_value_t = 300)]
    pub timeout: u64,
    /// Run only the I-th of N shards (every N-th task from the I-th, over all suites; each task
    /// under every approver). Combine the shards' `--json` files with `foresee bench merge`.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<shard::Shard>,
}

#[derive(clap::Subcommand, Debug)]
pub enum BenchTool {
    /// Convert SABER tasks (JSON lines) into a suite folder of this format.
    ///
    /// What carries over and what does not is written to OUT/.saber-import.json and printed.
    ImportSaber {
        /// SABER tasks, one JSON object per line.
        #[arg(value_name = "TASKS.jsonl")]
        input: PathBuf,
        /// The suite folder to create (it must not exist, or be empty).
        #[arg(value_name = "OUT")]
        out: PathBuf,
    },
    /// Combine the `--json` files of the shards 1..N of one run (`--shard I/N`) into the table
    /// one unsharded run prints: the rates and their Wilson intervals from all results at once.
    Merge {
        /// The shards' JSON files, each shard once, in any order.
        #[arg(value_name = "SHARD.json", required = true)]
        files: Vec<PathBuf>,
        /// Also write the merged results as JSON (the document `--json` writes) to FILE.
        #[arg(long, value_name = "FILE")]
        json: Option<PathBuf>,
    },
    /// The runner's own helper for tasks that serve hosts: makes a network namespace, serves
    /// the hosts of SPEC.json in it, says `ready`, and serves until its stdin closes.
    #[command(hide = true)]
    ServeHosts {
        #[arg(value_name = "SPEC.json")]
        spec: PathBuf,
    },
}

/// Everything a task run needs that is the same for every task.
#[derive(Debug, Clone)]
pub struct Settings {
    pub foresee: PathBuf,
    /// The binary whose `bench serve-hosts` serves a task's hosts (this one).
    pub helper: PathBuf,
    /// The model `foresee+model` asks (the user's, passed to each gate as `FORESEE_MODEL_*`: a
    /// task's home is not the user's).
    pub model: Option<crate::advisor::Settings>,
    pub agent: Option<String>,
    pub keep: bool,
    pub command_timeout: Duration,
}

/// `foresee bench ...`; returns the exit code: 0 when every task ran, 1 when some task was an
/// error, 2 for bad usage, 130 when interrupted.
pub fn run(args: BenchArgs) -> i32 {
    match &args.tool {
        Some(BenchTool::ImportSaber { input, out }) => return import_saber(input, out),
        Some(BenchTool::Merge { files, json }) => return shard::run_merge(files, json.as_deref()),
        Some(BenchTool::ServeHosts { spec }) => return hosts::serve_hosts(spec),
        None => {}
    }
    let mut approvers: Vec<ApproverKind> = Vec::new();
    for a in if args.approver.is_empty() { vec![ApproverKind::Foresee] } else { args.approver.clone() } {
        if !approvers.contains(&a) {
            approvers.push(a);
        }
    }
    let model = if approvers.contains(&ApproverKind::ForeseeModel) {
        let home = std::env::var_os("HOME").map(PathBuf::from);
        match crate::config::users_model(home.as_deref()) {
            Ok(Some(m)) => {
                errln!(
                    "foresee bench: foresee+model asks {} at {} ({} API, advise = {}, timeout {} s)",
                    m.model,
                    m.endpoint,
                    m.api.as_str(),
                    m.advise.as_str(),
                    m.timeout.as_secs()
                );
                Some(m)
            }
            Ok(None) => {
                errln!(
                    "foresee bench: --approver foresee+model needs a model, and none is configured. Set [model] in \
                     ~/.config/foresee/config.toml (api, endpoint, model), or FORESEE_MODEL_ENDPOINT and FORESEE_MODEL \
                     (FORESEE_MODEL_API=anthropic for the Anthropic API); README.md, \"A model that advises\", shows how"
                );
                return 2;
            }
            Err(e) => {
                errln!("foresee bench: --approver foresee+model: {e}");
                return 2;
            }
        }
    } else {
        None
    };
    let foresee = match args.foresee.clone().map(Ok).unwrap_or_else(std::env::current_exe) {
        Ok(p) => p,
        Err(e) => {
            errln!("foresee bench: cannot find the foresee binary ({e}); give it with --foresee PATH");
            return 2;
        }
    };
    if !foresee.is_file() {
        errln!("foresee bench: {}: no such file (--foresee)", foresee.display());
        return 2;
    }
    let only = match suite::Filter::new(&args.only) {
        Ok(f) => f,
        Err(e) => {
            errln!("foresee bench: --only: {e}");
            return 2;
        }
    };
    let mut suites = Vec::new();
    for path in &args.suites {
        match suite::load(path) {
            Ok(mut s) => {
                s.entries.retain(|e| only.matches(e.id()));
                if args.agent.is_none() {
                    s.require_commands();
                }
                suites.push(s);
            }
            Err(e) => {
                errln!("foresee bench: {e}");
                return 2;
            }
        }
    }
    let mut total_tasks: usize = suites.iter().map(|s| s.entries.len()).sum();
    if total_tasks == 0 {
        errln!("foresee bench: no tasks to run (check the suite folders and --only)");
        return 2;
    }
    if let Some(sh) = args.shard {
        let mut k = 0;
        for s in &mut suites {
            s.entries.retain(|_| {
                k += 1;
                sh.takes(k - 1)
            });
        }
        errln!(
            "foresee bench: shard {}/{}: {} of {total_tasks} task(s)",
            sh.index,
            sh.count,
            suites.iter().map(|s| s.entries.len()).sum::<usize>()
        );
        total_tasks = suites.iter().map(|s| s.entries.len()).sum();
        if total_tasks == 0 {
            errln!("foresee bench: this shard has no task (fewer tasks than shards)");
        }
    }
    let helper = match std::env::current_exe() {
        Ok(p) => p,
        Err(e) => {
            errln!("foresee bench: cannot find this program's own binary ({e}), which serves tasks' hosts");
            return 2;
        }
    };
    let settings = Settings {
        foresee,
        helper,
        model,
        agent: args.agent.clone(),
        keep: args.keep,
        command_timeout: Duration::from_secs(args.timeout.max(1)),
    };
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1))
        .max(1);

    // One job per (suite, approver, task), approver-major so that a partial run is readable.
    let mut work = Vec::new();
    for (si, s) in suites.iter().enumerate() {
        for &a in &approvers {
            for ti in 0..s.entries.len() {
                work.push((si, a, ti));
            }
        }
    }
    process::install_interrupt_handler();
    let started = Instant::now();
    let progress = Mutex::new(Progress::new(work.len()));
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<runner::TaskResult>>> = Mutex::new((0..work.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(work.len()) {
            scope.spawn(|| {
                loop {
                    if process::interrupted() {
                        break;
                    }
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(&(si, approver, ti)) = work.get(i) else { break };
                    let entry = &suites[si].entries[ti];
                    let r = runner::run_task(entry, approver, &settings);
                    if let Ok(mut p) = progress.lock() {
                        p.finished(approver, &r);
                    }
                    if let Ok(mut all) = results.lock() {
                        all[i] = Some(r);
                    }
                }
            });
        }
    });
    if let Ok(mut p) = progress.lock() {
        p.end();
    }
    let interrupted = process::interrupted();
    let results: Vec<Option<runner::TaskResult>> = results.into_inner().unwrap_or_default();

    let mut reports = Vec::new();
    for (si, s) in suites.iter().enumerate() {
        let mut per_approver = Vec::new();
        for &a in &approvers {
            let rs: Vec<runner::TaskResult> = work
                .iter()
                .zip(results.iter())
                .filter(|((wsi, wa, _), _)| *wsi == si && *wa == a)
                .filter_map(|(_, r)| r.clone())
                .collect();
            per_approver.push(summary::ApproverRun { approver: a, results: rs });
        }
        reports.push(summary::SuiteReport {
            path: s.path.clone(),
            tasks: s.entries.len(),
            dangerous: s.entries.iter().filter(|e| e.dangerous() == Some(true)).count(),
            safe: s.entries.iter().filter(|e| e.dangerous() == Some(false)).count(),
            runs: per_approver,
        });
    }
    let how = match &args.agent {
        Some(cmd) => format!("commands proposed by the agent `{cmd}`"),
        None => "each task's fixed `commands`".to_string(),
    };
    let mut markdown = summary::markdown(&reports, &how, started.elapsed(), jobs);
    if let Some(sh) = args.shard {
        markdown = format!(
            "Shard {} of {}: these rates cover this shard's tasks only; `foresee bench merge` combines the shards.\n\n{markdown}",
            sh.index, sh.count
        );
    }
    out!("{markdown}");
    let _ = std::io::stdout().flush();
    if let Some(path) = &args.json {
        let mut doc = summary::json(&reports, &how, std::env::args().collect(), started.elapsed(), jobs);
        if let Some(sh) = args.shard {
            doc["shard"] = shard::describe(sh);
        }
        let text = serde_json::to_string_pretty(&doc).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
        if let Err(e) = std::fs::write(path, text + "\n") {
            errln!("foresee bench: cannot write {}: {e}", path.display());
            return 1;
        }
    }
    let left: Vec<String> = results.iter().flatten().flat_map(|r| r.left_behind.iter().cloned()).collect();
    for l in &left {
        errln!("foresee bench: could not remove {l}");
    }
    if settings.keep {
        errln!("foresee bench: task folders kept (--keep); remove them when done");
    }
    if interrupted {
        errln!("foresee bench: interrupted; the table covers only the tasks that finished");
        return 130;
    }
    let errors = results.iter().flatten().filter(|r| r.outcome == runner::Outcome::Error).count();
    if errors > 0 {
        errln!("foresee bench: {errors} task run(s) ended in an error (see the table and the JSON)");
        return 1;
    }
    0
}

/// `foresee bench import-saber TASKS.jsonl OUT/`; returns the exit code.
pub fn import_saber(input: &Path, out: &Path) -> i32 {
    match saber::import(input, out) {
        Ok(s) => {
            errout!("{}", s.text());
            0
        }
        Err(e) => {
            errln!("foresee bench import-saber: {e}");
            1
        }
    }
}

pub fn approver_name(a: ApproverKind) -> String {
    a.to_possible_value().map(|v| v.get_name().to_string()).unwrap_or_else(|| format!("{a:?}"))
}

/// The progress line on stderr: rewritten in place on a terminal, one line per task otherwise.
struct Progress {
    total: usize,
    done: usize,
    tty: bool,
    counts: std::collections::BTreeMap<String, [usize; 6]>,
}

impl Progress {
    fn new(total: usize) -> Progress {
        Progress { total, done: 0, tty: std::io::stderr().is_terminal(), counts: Default::default() }
    }

    fn finished(&mut self, approver: ApproverKind, r: &runner::TaskResult) {
        self.done += 1;
        let name = approver_name(approver);
        let c = self.counts.entry(name.clone()).or_default();
        c[r.outcome as usize] += 1;
        let tally = format!(
            "harmful {} blocked {} escalated {} done {} not-done {} error {}",
            c[0], c[1], c[2], c[3], c[4], c[5]
        );
        let line =
            format!("[{}/{}] {name} {} {}  ({tally})", self.done, self.total, r.id, r.outcome.as_str(),);
        let mut err = std::io::stderr().lock();
        if self.tty {
            let _ = write!(err, "\r\x1b[K");
        }
        // An error stays on screen, above the progress line.
        if let Some(e) = &r.error {
            let first = e.lines().next().unwrap_or("");
            let _ = writeln!(err, "{} ({name}): error: {first}", r.id);
        }
        if let Some(f) = &r.folder {
            let _ = writeln!(err, "{} ({name}): kept in {}", r.id, f.display());
        }
        if self.tty {
            let width = terminal_width().unwrap_or(120).saturating_sub(1);
            let shown: String = line.chars().take(width).collect();
            let _ = write!(err, "{shown}");
        } else {
            let _ = writeln!(err, "{line}");
        }
        let _ = err.flush();
    }

    fn end(&mut self) {
        if self.tty && self.done > 0 {
            let _ = writeln!(std::io::stderr());
        }
    }
}

fn terminal_width() -> Option<usize> {
    let mut ws: libc::winsize = unsafe { std::mem::zeroed() };
    // TIOCGWINSZ fills `ws` for a terminal; on anything else it fails and we fall back.
    let r = unsafe { libc::ioctl(libc::STDERR_FILENO, libc::TIOCGWINSZ, &mut ws) };
    (r == 0 && ws.ws_col > 0).then_some(ws.ws_col as usize)
}
