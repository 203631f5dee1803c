//! The gate: rehearse a command, gather its effects, let the approver decide, then commit and
//! replay the output, or roll back and say why. One function, [`run`], is what every
//! integration (the CLI, the agent hooks) calls. It walks these stages, each a function here:
//!
//! ```text
//! Setup::prepare   workspace, configuration, wall, limits, sandbox layout, protected files
//!   rehearse       the command in its snapshot, traced (again, all overlaid, if it must)
//!   observe        effects from snapshot and trace ─▶ the report (saved as the last one)
//!   judge          the wall, the user's rules, remembered answers, the policy (or a baseline)
//!   advise         the model, when one is configured: asked about check-ins (or everything the
//!                  wall passes); its block is final, its allow may answer some check-ins
//!   settle         record; ask the person at the terminal, or queue the check-in
//!   conclude       commit and note what the session wrote and moved (provenance), or refuse
//! ```

use crate::approver::decide::{Context as DecideContext, Judgement, decide};
use crate::approver::scope::TaskScope;
use crate::approver::wall::Wall;
use crate::approver::{ApproverKind, Decision, Verdict};
use crate::config::Config;
use crate::effects;
use crate::policy::Autonomy;
use crate::store::{DecisionRecord, Pending, PolicyStore};

mod advise;
mod provenance;
use crate::tracing::TraceMonitor;
use crate::workspace::Workspace;
use foresee_report::{Effects, EffectsReport};
use foresee_sandbox::{CommitError, CommitOptions, Limits, Rehearsal, SandboxConfig, SandboxError, Stdin};
use foresee_tracer::TracerConfig;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// Exit codes foresee itself answers with (every other code is the command's own).
/// The longest wall-time limit a command may ask for: a week.
pub const MAX_TIMEOUT_SECS: u64 = 7 * 24 * 3600;

pub mod exit {
    /// The approver blocked the command; nothing was changed.
    pub const BLOCKED: i32 = 126;
    /// The command needs a human's approval and none could be asked; nothing was changed.
    pub const NEEDS_APPROVAL: i32 = 125;
    /// The real tree changed while the command rehearsed; nothing was applied.
    pub const CONFLICT: i32 = 75;
    /// This machine cannot sandbox (cause and fix on stderr); the command did not run.
    pub const UNSUPPORTED: i32 = 69;
    /// The sandbox could not be set up or the commit failed; the command's effects were not applied.
    pub const SETUP: i32 = 70;
    /// Invalid configuration.
    pub const CONFIG: i32 = 78;
    /// Interrupted (Ctrl-C); nothing was changed.
    pub const INTERRUPTED: i32 = 130;
    /// The command ran into the wall-time limit (as timeout(1) answers).
    pub const TIMED_OUT: i32 = 124;
}

/// Environment variables that are handles to daemons on the host; a rehearsal must not reach
/// them (and could not: their sockets are hidden), so they are removed.
pub const DAEMON_HANDLES: &[&str] = &[
    "SSH_AUTH_SOCK",
    "SSH_AGENT_PID",
    "DOCKER_HOST",
    "DOCKER_CONTEXT",
    "CONTAINER_HOST",
    "DBUS_SESSION_BUS_ADDRESS",
    "DBUS_SYSTEM_BUS_ADDRESS",
    "DISPLAY",
    "WAYLAND_DISPLAY",
    "XAUTHORITY",
    "GPG_AGENT_INFO",
    "KRB5CCNAME",
];

pub fn scrubbed_env() -> Vec<(OsString, OsString)> {
    std::env::vars_os().filter(|(k, _)| !DAEMON_HANDLES.iter().any(|d| k == d)).collect()
}

#[derive(Debug, Clone)]
pub struct Request {
    pub argv: Vec<OsString>,
    /// How the command is shown in reports (the shell string, or the argv joined).
    pub display: String,
    pub task: Option<String>,
    pub cwd: PathBuf,
    pub stdin: Stdin,
    pub timeout: Option<Duration>,
    pub memory_mb: Option<u64>,
    pub processes: Option<u64>,
    pub snapshot_mb: Option<u64>,
    /// Whether "ask" may be answered by a person on this terminal.
    pub interactive: bool,
    /// foresee's state folder (default: [`foresee_sandbox::state::default_state_dir`]).
    pub state_dir: Option<PathBuf>,
    /// Who decides (benchmarks compare foresee with baselines).
    pub approver: ApproverKind,
    /// The autonomy level (else the configuration's, else `assisted`).
    pub autonomy: Option<Autonomy>,
    /// Groups an agent's commands for `foresee session summary`.
    pub session: String,
    /// Rehearse and decide only: nothing is committed, asked, queued or recorded.
    pub dry_run: bool,
    /// The caller's stdout and stderr are one pipe or terminal ([`crate::output::one_stream`]):
    /// the command gets one file for both, and its output is replayed in the order written.
    pub one_stream: bool,
    /// A live progress line on stderr while it rehearses ([`crate::progress`]): stderr is a
    /// terminal and no program reads it.
    pub progress: bool,
    /// TLS inspection ([`crate::trust`]): the sink ends TLS itself and sees requests' methods,
    /// paths and header names (`--no-inspect` turns it off).
    pub inspect: bool,
}

/// The registries of the package managers that asked the network, read from their own
/// configuration; nothing is read when none did.
fn registries(e: &Effects, ws: &Workspace) -> crate::registries::Registries {
    use crate::registries::{Registries, Sources, package_manager_of};
    let asked =
        e.network.iter().map(|n| n.process.as_str()).chain(e.lookups.iter().map(|l| l.process.as_str()));
    let mut asked = asked.filter(|p| package_manager_of(p).is_some()).peekable();
    if asked.peek().is_none() {
        return Registries::default();
    }
    let var = |k: &str| std::env::var(k).ok();
    Registries::discover(&Sources { home: ws.home.as_deref(), workspace: &ws.root, var: &var })
}

fn verdict_rule(v: &Verdict) -> Option<String> {
    v.rule.map(String::from)
}

fn baseline_judgement(verdict: Verdict) -> Judgement {
    Judgement {
        verdict,
        source: "baseline",
        cause: None,
        score: None,
        band: None,
        area: String::new(),
        kind: String::new(),
        features: [0.0; crate::policy::N],
        resembles: None,
        guidance: Vec::new(),
    }
}

/// What happened, for the caller to present.
pub enum Outcome {
    /// Allowed and committed: replay `stdout`/`stderr` and exit with `exit_code`.
    Allowed {
        rehearsal: Box<Rehearsal>,
        verdict: Verdict,
        report: EffectsReport,
        exit_code: i32,
        by_user: bool,
    },
    /// Blocked or asking: nothing changed. The rehearsal is kept only to be released.
    Refused { verdict: Verdict, report: EffectsReport, exit_code: i32, rehearsal: Box<Rehearsal> },
    /// `--dry-run`: what would be decided; nothing changed. `exit_code` is the decision's
    /// (0 allow, 125 ask, 126 block).
    Rehearsed { verdict: Verdict, report: EffectsReport, exit_code: i32, rehearsal: Box<Rehearsal> },
    /// foresee could not do its job; nothing changed.
    Failed { message: String, exit_code: i32, report: Option<EffectsReport> },
}

/// A person's answer to a check-in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    AllowOnce,
    /// Allow, and let this path area and effect kind through from now on.
    AllowAndRemember,
    /// Deny, with an optional reason kept as guidance.
    Deny(Option<String>),
}

/// Asks the person at the terminal.
pub type Prompt<'a> = &'a mut dyn FnMut(&Verdict, &EffectsReport, &Judgement) -> Answer;

pub fn run(req: &Request, prompt: Prompt<'_>) -> Outcome {
    run_once(req, prompt, true)
}

/// One pass through the stages; `may_retry` allows one more when the commit cannot tell a
/// host change from one made before the command began.
fn run_once(req: &Request, prompt: Prompt<'_>, may_retry: bool) -> Outcome {
    foresee_sandbox::phase("gate start");
    let mut setup = match Setup::prepare(req) {
        Ok(s) => s,
        Err(o) => return *o,
    };
    let observed = match rehearse(req, &mut setup).and_then(|r| observe(req, &setup, r)) {
        Ok(o) => o,
        Err(o) => return *o,
    };
    let judged = judge(req, &mut setup, &observed);
    let judged = match advise::advise(req, &setup, &observed, judged) {
        Ok(j) => j,
        Err(o) => return *o,
    };
    if req.dry_run {
        return Outcome::Rehearsed {
            exit_code: refusal_code(judged.judgement.verdict.decision).unwrap_or(0),
            verdict: judged.judgement.verdict,
            report: observed.report,
            rehearsal: Box::new(observed.rehearsal),
        };
    }
    let settled = settle(req, prompt, &setup, &observed, &judged);
    if settled.again {
        drop(observed);
        drop(judged);
        return run_once(req, prompt, may_retry);
    }
    conclude(req, prompt, may_retry, &setup, observed, judged, settled)
}

/// The exit code of a decision that applies nothing: `None` for allow.
fn refusal_code(d: Decision) -> Option<i32> {
    match d {
        Decision::Allow => None,
        Decision::Ask => Some(exit::NEEDS_APPROVAL),
        Decision::Block => Some(exit::BLOCKED),
    }
}

/// Stage 1: everything decided before the command runs: the workspace, the configuration,
/// the wall, the limits, the sandbox's layout and what the tracer watches.
struct Setup {
    ws: Workspace,
    config: Config,
    wall: Wall,
    sandbox: SandboxConfig,
    protected: Vec<crate::protected::Protected>,
    command: foresee_sandbox::Command,
    tracer: TracerConfig,
    /// The program's key for the read-only speculation ([`crate::speculate`]).
    speculation: Option<String>,
    /// What this run lets through to the network, live ([`crate::live`]).
    live: crate::live::Live,
}

impl Setup {
    fn prepare(req: &Request) -> Result<Setup, Box<Outcome>> {
        let failed =
            |message: String, exit_code| Box::new(Outcome::Failed { message, exit_code, report: None });
        let env = scrubbed_env();
        let ws = Workspace::detect(&req.cwd, &env);
        let config =
            Config::load(ws.home.as_deref(), &ws.root).map_err(|e| failed(e.to_string(), exit::CONFIG))?;
        let state_dir = req.state_dir.clone().unwrap_or_else(foresee_sandbox::state::default_state_dir);
        let mut self_paths = vec![state_dir.clone(), ws.root.join("foresee.toml")];
        if let Some(p) = crate::config::user_config_path(ws.home.as_deref()) {
            self_paths.extend(p.parent().map(|p| p.to_path_buf()));
        }
        let wall = Wall::new(
            TaskScope::from_task(req.task.as_deref()),
            &config.protect,
            self_paths,
            &ws.root,
            ws.home.as_deref(),
        )
        .map_err(|e| failed(e.to_string(), exit::CONFIG))?;
        let limits = limits(req, &config);
        let own_roots = std::iter::once(ws.root.clone()).chain(ws.home.clone()).collect();
        let mut sandbox =
            SandboxConfig { state_dir, limits, masked: Vec::new(), own_roots, ..SandboxConfig::default() };
        sandbox.one_stream = req.one_stream;
        if req.stdin == Stdin::Inherit {
            // A second run could not give the command its input again.
            sandbox.read_only_trees.clear();
        }
        foresee_sandbox::phase("config");
        let protected = crate::protected::protected_set_cached(
            ws.home.as_deref(),
            &ws.root,
            &[],
            Some(&sandbox.state_dir.join(crate::protected::SCAN_CACHE)),
        );
        foresee_sandbox::phase("protected set");
        // A command that only read its workspace the last times gets it bound read-only too.
        let speculation = crate::speculate::key(&req.argv);
        if req.stdin != Stdin::Inherit
            && speculation.as_deref().is_some_and(|k| crate::speculate::read_only(&sandbox.state_dir, k))
        {
            sandbox.read_only_trees.push(ws.root.clone());
        }
        // A read-only bind shares the host's files, and a mark on one would see the host's reads
        // too: a tree holding a protected file stays overlaid.
        sandbox.read_only_trees.retain(|t| !protected.iter().any(|p| p.path.starts_with(t)));
        let mut env = env;
        foresee_sandbox::phase("before inspection");
        let inspection = inspection(req.inspect && !config.no_inspect, &mut env, &mut sandbox);
        foresee_sandbox::phase("inspection");
        let live = live_approvals(req, &config, &sandbox.state_dir, &ws.root);
        let command =
            foresee_sandbox::Command { argv: req.argv.clone(), cwd: req.cwd.clone(), env, stdin: req.stdin };
        let tracer = TracerConfig {
            protected: protected.iter().map(|p| p.path.clone()).collect(),
            privileged: foresee_sandbox::namespace::detect_privilege() == foresee_sandbox::Privilege::Root,
            // Checked when the configuration was read.
            approved: foresee_tracer::forward::Approved::parse(&live.approved).unwrap_or_default(),
            // Read only when something may go through live: the hosts each credential file is
            // for, so an approved registry still gets the token its own configuration keeps.
            credential_hosts: if live.approved.is_empty() {
                Default::default()
            } else {
                // An approved host a credential file is named for (`push-gw.staging.key` for
                // `push-gw.example.test`) is one of its hosts too.
                let approved_hosts: Vec<&str> = live
                    .approved
                    .iter()
                    .filter_map(|a| a.split_whitespace().next())
                    .map(foresee_tracer::forward::without_port)
                    .collect();
                protected
                    .iter()
                    .map(|p| {
                        let mut hosts = crate::secrets::credential_hosts(&p.path, p.class);
                        hosts.extend(
                            approved_hosts
                                .iter()
                                .filter(|h| crate::secrets::named_for_host(&p.path, h))
                                .map(|h| h.to_string()),
                        );
                        (p.path.clone(), hosts)
                    })
                    .filter(|(_, hosts)| !hosts.is_empty())
                    .collect()
            },
            inspection,
            ..Default::default()
        };
        Ok(Setup { ws, config, wall, sandbox, protected, command, tracer, speculation, live })
    }
}

/// The command's limits: its own options, else the configuration's, else the defaults.
fn limits(req: &Request, config: &Config) -> Limits {
    let d = Limits::default();
    let mb = |v: Option<u64>, c: Option<u64>, dflt: u64| v.or(c).map(|m| m << 20).unwrap_or(dflt);
    Limits {
        wall_time: req
            .timeout
            .or(config.timeout())
            .unwrap_or(d.wall_time)
            .min(Duration::from_secs(MAX_TIMEOUT_SECS)),
        memory_bytes: mb(req.memory_mb, config.limits.memory_mb, d.memory_bytes),
        max_processes: req.processes.or(config.limits.processes).unwrap_or(d.max_processes),
        snapshot_bytes: mb(req.snapshot_mb, config.limits.snapshot_mb, d.snapshot_bytes),
    }
}

/// What the rehearsal left: the snapshot, the trace, and whether it took a second run.
struct Rehearsed {
    rehearsal: Rehearsal,
    trace: foresee_tracer::Trace,
    warnings: Vec<String>,
    again: Option<foresee_report::RehearsedAgain>,
}

/// Stage 2: run the command in its snapshot, traced; again with every folder overlaid when it
/// tried to change one bound read-only for speed.
fn rehearse(req: &Request, setup: &mut Setup) -> Result<Rehearsed, Box<Outcome>> {
    let progress = req.progress.then(crate::progress::Line::start);
    setup.sandbox.progress = progress.as_ref().map(|l| l.sink());
    let mut monitor = TraceMonitor::new(setup.tracer.clone());
    let mut rehearsed = foresee_sandbox::rehearse(&setup.sandbox, &setup.command, Some(&mut monitor));
    let (mut trace, mut warnings) = monitor.finish();
    foresee_sandbox::phase("tracer finish");
    let again = rehearsed.as_ref().ok().and_then(|r| {
        let reason = tried_read_only_tree(r, &trace)?;
        Some(foresee_report::RehearsedAgain { reason, first_ms: r.duration.as_millis() as u64 })
    });
    if again.is_some() {
        // It tried to change a folder bound read-only for speed and was refused where an
        // overlay would have taken the change: rehearsed again with every folder overlaid.
        drop(rehearsed);
        setup.sandbox.read_only_trees.clear();
        let mut monitor = TraceMonitor::new(setup.tracer.clone());
        rehearsed = foresee_sandbox::rehearse(&setup.sandbox, &setup.command, Some(&mut monitor));
        (trace, warnings) = monitor.finish();
        foresee_sandbox::phase("again, all overlaid");
    }
    // Erased before anything else is said.
    drop(progress);
    setup.sandbox.progress = None;
    if let Some(k) = &setup.speculation {
        // Anything the tracer could not place (a relative path, dropped events) counts as written.
        let wrote = again.is_some()
            || changed_paths(&trace).is_none_or(|mut paths| {
                paths.any(|(p, _)| !p.is_absolute() || p.starts_with(&setup.ws.root))
            });
        crate::speculate::record(&setup.sandbox.state_dir, k, wrote);
    }
    let rehearsal = rehearsed.map_err(|e| {
        let exit_code = match e {
            SandboxError::Unsupported(_) => exit::UNSUPPORTED,
            _ => exit::SETUP,
        };
        Box::new(Outcome::Failed { message: e.to_string(), exit_code, report: None })
    })?;
    Ok(Rehearsed { rehearsal, trace, warnings, again })
}

/// What the approver is shown: the effects, and the report condensed from them.
struct Observed {
    rehearsal: Rehearsal,
    effects: Effects,
    report: EffectsReport,
}

/// Stage 3: gather the effects from the snapshot and the trace, and build the report (kept as
/// the last report even when the run was interrupted).
fn observe(req: &Request, setup: &Setup, r: Rehearsed) -> Result<Observed, Box<Outcome>> {
    crate::secrets::remember(&setup.protected);
    foresee_sandbox::phase("secrets");
    let observed =
        effects::Observed { trace: Some(&r.trace), warnings: &r.warnings, protected: &setup.protected };
    let mut effects: Effects =
        effects::gather(&r.rehearsal, &setup.ws, req.display.clone(), req.task.clone(), &observed);
    if r.again.is_some() {
        effects.execution.rehearsals = 2;
        effects.execution.rehearsed_again = r.again;
    }
    foresee_sandbox::phase("effects");
    let report = EffectsReport::build(&effects);
    crate::store::save_last_report(&setup.sandbox.state_dir, &report);
    if r.rehearsal.limit == Some(foresee_sandbox::LimitHit::Interrupted) {
        return Err(Box::new(Outcome::Failed {
            message: "interrupted; nothing was changed".into(),
            exit_code: exit::INTERRUPTED,
            report: Some(report),
        }));
    }
    foresee_sandbox::phase("report");
    Ok(Observed { rehearsal: r.rehearsal, effects, report })
}

/// The approver's judgement, with the store it drew on.
struct Judged {
    judgement: Judgement,
    store: Option<PolicyStore>,
    effects_digest: String,
}

/// Stage 4: the approver judges the effects: the wall, then the user's rules, remembered
/// answers and the learned policy ([`decide`]); or a baseline for comparison.
fn judge(req: &Request, setup: &mut Setup, o: &Observed) -> Judged {
    let store = match req.approver {
        ApproverKind::Foresee | ApproverKind::ForeseeModel => {
            match PolicyStore::open(&setup.sandbox.state_dir, &setup.ws.root) {
                Ok(s) => Some(s),
                Err(e) => {
                    // Without its memory the approver still decides, from the wall and the priors.
                    errln!("foresee: warning: {e}; deciding without remembered answers");
                    None
                }
            }
        }
        _ => None,
    };
    foresee_sandbox::phase("store open");
    let effects_digest = crate::approver::decide::effects_digest(&o.effects);
    let judgement = match req.approver {
        ApproverKind::Foresee | ApproverKind::ForeseeModel => {
            let autonomy = req
                .autonomy
                .or(setup.config.autonomy)
                .or_else(|| store.as_ref().and_then(|s| s.autonomy()))
                .unwrap_or_default();
            let cwd_text = req.cwd.to_string_lossy();
            let ctx = DecideContext {
                store: store.as_ref(),
                autonomy,
                workspace: &setup.ws.root,
                home: setup.ws.home.as_deref(),
                cwd: &cwd_text,
                command: &req.display,
                config_rules: &setup.config.rules,
                dry_run: req.dry_run,
                effects_digest: &effects_digest,
            };
            let wall = &mut setup.wall;
            if let Some(st) = store.as_ref() {
                wall.own_work = provenance::own_work(st, &req.session, &o.effects);
                wall.moved_in = provenance::moved_in(st, &req.session, &o.effects);
            }
            wall.registries = registries(&o.effects, &setup.ws);
            let mut j = decide(wall.judge(&o.effects), &o.effects, &ctx);
            foresee_sandbox::phase("decide");
            j.verdict.policy = Some(crate::approver::PolicyNote {
                source: j.source,
                autonomy: autonomy.as_str(),
                score: j.score.map(|s| (s * 1000.0).round() / 1000.0),
                band: j.band.map(|b| b.as_str()),
                area: j.area.clone(),
                kind: j.kind.clone(),
            });
            j
        }
        ApproverKind::None | ApproverKind::CommandText => {
            let verdict = if req.approver == ApproverKind::None {
                Verdict::from_findings(Vec::new())
            } else {
                crate::approver::command_text::judge(&req.display)
            };
            baseline_judgement(verdict)
        }
    };
    // A second, live run is weighed against the first run its approval was given for.
    let judgement = match req.approver {
        ApproverKind::Foresee | ApproverKind::ForeseeModel => {
            crate::live::judge(judgement, &setup.live, &o.report, store.as_ref().filter(|_| !req.dry_run))
        }
        _ => judgement,
    };
    Judged { judgement, store, effects_digest }
}

/// The decision after a person had their say, if one could.
struct Settled {
    verdict: Verdict,
    /// A person allowed what the approver asked about.
    by_user: bool,
    /// A person allowed destinations the command was held back from: run it again, live.
    again: bool,
}

/// A decision as the store keeps it: the command, task and reason redacted.
fn decision_record(
    req: &Request,
    j: &Judgement,
    decision: &str,
    source: &str,
    reason: &str,
) -> DecisionRecord {
    DecisionRecord {
        session: req.session.clone(),
        command: foresee_report::credentials::redact(&req.display),
        task: req.task.as_deref().map(foresee_report::credentials::redact),
        area: j.area.clone(),
        kind: j.kind.clone(),
        decision: decision.into(),
        source: source.into(),
        cause: j.cause,
        rule: verdict_rule(&j.verdict),
        score: j.score,
        band: j.band.map(|b| b.as_str().to_string()),
        reason: foresee_report::credentials::redact(reason),
        features: Some(j.features),
    }
}

/// Stage 5: record the decision; a question goes to the person at the terminal, or is queued
/// for `foresee review` when nobody can answer.
fn settle(req: &Request, prompt: Prompt<'_>, setup: &Setup, o: &Observed, judged: &Judged) -> Settled {
    let j = &judged.judgement;
    let mut verdict = j.verdict.clone();
    let mut by_user = false;
    let decision_id = judged.store.as_ref().and_then(|st| {
        st.record(&decision_record(req, j, j.verdict.decision.as_str(), j.source, &j.verdict.reason)).ok()
    });
    let share = setup.config.model.as_ref().map_or(0.0, |m| m.confirm_share);
    let advice = advise::record(req, judged, decision_id, |v| pending_for(req, o, judged, v), share);
    // The request names where the command goes (or asks to publish to where its credentials
    // are kept for, or to check what it only probes): that approves those destinations as a
    // person's answer would, and the command runs again, live, to be compared with this run.
    // A check's probes held back from an allowed command go live too: "is the API up" is
    // answered by the API, not by the sink (unless the command's input cannot be given again).
    let may_go_live = verdict.decision == Decision::Ask
        || (verdict.decision == Decision::Allow && req.stdin != Stdin::Inherit);
    if may_go_live
        && setup.live.first.is_none()
        && let Some(st) = judged.store.as_ref()
        && let Some(why) = crate::live::approved_by_request(req.task.as_deref(), &verdict, &o.report, &|| {
            read_hosts(setup, o)
        })
    {
        let mut first = verdict.clone();
        first.reason = format!("{}: {why}", crate::live::BY_REQUEST);
        if st.enqueue_allowed(&pending_for(req, o, judged, &first)).is_ok() {
            return Settled { verdict, by_user: false, again: true };
        }
    }
    if verdict.decision == Decision::Ask && req.interactive {
        let answer = prompt(&verdict, &o.report, j);
        let allowed = !matches!(answer, Answer::Deny(_));
        if let Some(st) = &judged.store {
            remember_answer(req, setup, j, &answer, allowed);
            advise::answered(st, advice, allowed);
        }
        if allowed
            && crate::live::wants_second_run(&verdict, &o.report)
            && let Some(st) = judged.store.as_ref()
            && allow_live(st, req, o, judged, answer == Answer::AllowAndRemember)
        {
            // Run again with the destinations let through; what it does is compared with this.
            return Settled { verdict, by_user: false, again: true };
        }
        if allowed {
            by_user = true;
            crate::live::settled(&setup.live, judged.store.as_ref());
        } else {
            verdict.decision = Decision::Block;
            verdict.reason =
                format!("declined by the user: {}", verdict.reason.trim_start_matches("needs approval: "));
        }
    } else if verdict.decision == Decision::Ask {
        // Nobody to ask: queue it for `foresee review`; the command did not run.
        if let Some((st, id)) =
            judged.store.as_ref().and_then(|st| Some((st, queue(req, st, o, judged, &verdict)?)))
        {
            advise::queued(st, advice, id);
            verdict.reason = format!(
                "{}. Queued as check-in #{id}: the user can answer with `foresee review {id}`, then re-run it",
                verdict.reason.trim_end_matches('.')
            );
        }
    }
    foresee_sandbox::phase("record");
    Settled { verdict, by_user, again: false }
}

/// The hosts the credential files the command read are kept for ([`crate::secrets::credential_hosts`]).
fn read_hosts(setup: &Setup, o: &Observed) -> Vec<String> {
    setup
        .protected
        .iter()
        .filter(|p| o.effects.reads.iter().any(|r| r.path == setup.ws.display_outside(&p.path)))
        .flat_map(|p| crate::secrets::credential_hosts(&p.path, p.class))
        .collect()
}

/// Keeps a person's answer: only a person's answer teaches the policy; all of it lands, or none.
fn remember_answer(req: &Request, setup: &Setup, j: &Judgement, answer: &Answer, allowed: bool) {
    let guidance = match answer {
        Answer::Deny(Some(r)) => Some(foresee_report::credentials::redact(r)),
        _ => None,
    };
    let reason = format!("answered at the terminal: {}", crate::manage::answer_words(answer));
    let record = decision_record(req, j, if allowed { "allow" } else { "deny" }, "human", &reason);
    if let Ok(mut st) = PolicyStore::open(&setup.sandbox.state_dir, &setup.ws.root) {
        if let Err(e) = st.human_decision(&crate::store::HumanDecision {
            pending: None,
            allowed,
            remember: *answer == Answer::AllowAndRemember,
            guidance: guidance.as_deref(),
            features: j.features,
            record: &record,
        }) {
            errln!("foresee: warning: your answer was not remembered: {e}");
        }
    }
}

/// Queues a check-in for `foresee review`; its id.
fn queue(req: &Request, st: &PolicyStore, o: &Observed, judged: &Judged, verdict: &Verdict) -> Option<i64> {
    st.enqueue(&pending_for(req, o, judged, verdict)).ok()
}

/// A check-in as `foresee review` shows it: the command as it will run again, the report, why.
fn pending_for(req: &Request, o: &Observed, judged: &Judged, verdict: &Verdict) -> Pending {
    let j = &judged.judgement;
    let cwd_text = req.cwd.to_string_lossy();
    Pending {
        id: 0,
        ts: 0.0,
        session: req.session.clone(),
        cwd: foresee_report::credentials::redact(&cwd_text),
        command: foresee_report::credentials::redact(&req.display),
        argv: serde_json::to_string(
            &req.argv
                .iter()
                .map(|a| foresee_report::credentials::redact(&a.to_string_lossy()))
                .collect::<Vec<_>>(),
        )
        .unwrap_or_default(),
        task: req.task.as_deref().map(foresee_report::credentials::redact),
        report: o.report.to_json(),
        reason: verdict.reason.clone(),
        rule: verdict.rule.map(String::from),
        features: j.features,
        area: j.area.clone(),
        kind: j.kind.clone(),
        status: "pending".into(),
        key: crate::store::policy_db::command_key(&cwd_text, &req.display),
        effects: judged.effects_digest.clone(),
    }
}

/// Stage 6: commit the snapshot into the real tree and note what the session wrote and moved,
/// or refuse and roll back.
fn conclude(
    req: &Request,
    prompt: Prompt<'_>,
    may_retry: bool,
    setup: &Setup,
    o: Observed,
    judged: Judged,
    settled: Settled,
) -> Outcome {
    let Observed { rehearsal, effects, report } = o;
    let Settled { verdict, by_user, .. } = settled;
    if verdict.decision != Decision::Allow && !by_user {
        let exit_code = refusal_code(verdict.decision).unwrap_or(exit::NEEDS_APPROVAL);
        return Outcome::Refused { verdict, report, exit_code, rehearsal: Box::new(rehearsal) };
    }
    let mut store = judged.store;
    // Hashed before the commit moves the new content out of the snapshot.
    let produced = if store.is_some() { provenance::produced(&effects) } else { Vec::new() };
    let moves = store
        .as_ref()
        .map(|st| provenance::moved(st, &req.session, &effects, &setup.ws.root))
        .unwrap_or_default();
    let committed = rehearsal.commit(&CommitOptions::default());
    foresee_sandbox::phase("commit clean");
    match committed {
        Ok(_) => {
            if let Some(st) = store.as_mut() {
                let _ = st.note_produced(&req.session, &produced);
                let _ = st.note_moved(&req.session, &moves);
            }
            let exit_code = if rehearsal.limit == Some(foresee_sandbox::LimitHit::WallTime) {
                exit::TIMED_OUT
            } else {
                rehearsal.exit.shell_code()
            };
            Outcome::Allowed { rehearsal: Box::new(rehearsal), verdict, report, exit_code, by_user }
        }
        Err(e) if may_retry && e.is_ambiguous() => {
            // The host changed a path within a clock tick of the start: it may have been
            // before the command began. A rehearsal has no effects, so run it again once
            // the clock can tell those changes from later ones.
            drop(rehearsal);
            drop(store);
            e.settle();
            run_once(req, prompt, false)
        }
        Err(CommitError::Conflict(c)) => Outcome::Failed {
            message: format!("{}; re-run the command", CommitError::Conflict(c)),
            exit_code: exit::CONFLICT,
            report: Some(report),
        },
        Err(e) => Outcome::Failed { message: e.to_string(), exit_code: exit::SETUP, report: Some(report) },
    }
}

/// What this run lets through, live ([`crate::live`]): the configuration's approvals, the
/// user's rules, and the destinations of this command's allowed check-ins.
fn live_approvals(
    req: &Request,
    config: &Config,
    state_dir: &std::path::Path,
    workspace: &std::path::Path,
) -> crate::live::Live {
    let store = match req.approver {
        ApproverKind::Foresee | ApproverKind::ForeseeModel => PolicyStore::open(state_dir, workspace).ok(),
        _ => None,
    };
    crate::live::approved(store.as_ref(), &req.cwd.to_string_lossy(), &req.display, &config.network_allow)
}

/// A person allowed, at the terminal, a command that tried destinations nobody had approved:
/// the answer is kept as an allowed check-in holding this run (the first), so that the second,
/// live run lets those destinations through and is compared with it; "allow and remember"
/// approves them for good as the user's rules. False when it could not be kept.
fn allow_live(st: &PolicyStore, req: &Request, o: &Observed, judged: &Judged, remember: bool) -> bool {
    if remember {
        crate::live::remember(st, &o.report);
    }
    let pending = pending_for(req, o, judged, &judged.judgement.verdict);
    st.enqueue_allowed(&pending).is_ok()
}

/// The rehearsal's TLS inspection, when asked for: its authority for the sink, the trust files
/// bound into the sandbox and the variables set for the command ([`crate::trust`]). Without
/// one (it could not be made), TLS connections are still recorded and held back, unread.
fn inspection(
    on: bool,
    env: &mut Vec<(OsString, OsString)>,
    sandbox: &mut SandboxConfig,
) -> Option<std::sync::Arc<foresee_tracer::inspect::Authority>> {
    if !on {
        return None;
    }
    match crate::trust::prepare(env) {
        Ok(i) => {
            sandbox.bound_files.extend(i.files);
            Some(i.authority)
        }
        Err(e) => {
            errln!("foresee: warning: {e}; TLS requests are recorded by destination only");
            None
        }
    }
}

/// Why the command must be rehearsed again with every folder overlaid, if it must: it tried to
/// change something in a folder the rehearsal bound read-only (a file event there, or one the
/// tracer could not place), or the tracer had no room to keep every file event.
fn tried_read_only_tree(r: &Rehearsal, trace: &foresee_tracer::Trace) -> Option<String> {
    // Nothing bound read-only: nothing to owe a second rehearsal to.
    r.read_only_trees().next()?;
    let Some(paths) = changed_paths(trace) else {
        return Some(
            "more files were changed than the tracer could keep, so a change in a read-only folder cannot be ruled out".into(),
        );
    };
    let p = r.first_in_read_only_tree(paths)?;
    // A path's name may hold anything, a secret among them.
    let shown = foresee_report::credentials::redact(&foresee_report::escape::path(p));
    Some(if p.is_absolute() {
        let trees: Vec<String> = r.read_only_trees().map(foresee_report::escape::path).collect();
        format!("it tried to change {shown}, in a folder bound read-only for speed ({})", trees.join(", "))
    } else {
        format!(
            "it changed {shown}, a path the tracer could not place, so it may be in a folder bound read-only"
        )
    })
}

/// The paths the command changed or tried to ([`foresee_tracer::Trace::changed_paths`]), or
/// `None` when the list is not whole.
fn changed_paths(trace: &foresee_tracer::Trace) -> Option<impl Iterator<Item = (&std::path::Path, bool)>> {
    Some(trace.changed_paths()?.map(|c| (std::path::Path::new(c.path), c.follows)))
}
