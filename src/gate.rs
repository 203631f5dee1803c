//! The gate: rehearse a command, gather its effects, let the approver decide, then commit and
//! replay the output, or roll back and say why. One function, [`run`], is what every
//! integration (the CLI, the agent hooks) calls.

use crate::approver::decide::{Context as DecideContext, Judgement, decide};
use crate::approver::scope::TaskScope;
use crate::approver::wall::Wall;
use crate::approver::{ApproverKind, Decision, Verdict};
use crate::config::Config;
use crate::effects;
use crate::policy::Autonomy;
use crate::store::{DecisionRecord, Moved, Pending, PolicyStore, Produced};
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

/// Bounds on remembering what a command wrote (per command): files, and bytes hashed in all
/// (build outputs and caches by their names are never remembered: no rule weighs them).
const PRODUCED_MAX_FILES: usize = 200_000;
const PRODUCED_MAX_BYTES: u64 = 4 << 30;

fn hash_file(p: &std::path::Path) -> Option<String> {
    let mut h = blake3::Hasher::new();
    h.update_reader(std::fs::File::open(p).ok()?).ok()?;
    Some(h.finalize().to_hex().to_string())
}

/// Paths are kept as hashes: a file name can hold a secret.
fn path_key(p: &std::path::Path) -> String {
    blake3::hash(p.as_os_str().as_encoded_bytes()).to_hex().to_string()
}

/// The workspace files a command wrote: the path's key, the content's hash, whether it created
/// the file, and for a rewrite (in place, or moved and edited: a test run's coverage file
/// replaced by the next run's under a new name) what it held before and where.
fn produced(e: &Effects) -> Vec<Produced> {
    use foresee_report::{EntryKind, Transition};
    let mut budget = PRODUCED_MAX_BYTES;
    let regular = |x: &Option<foresee_report::Entry>| x.as_ref().is_some_and(|x| x.kind == EntryKind::File);
    e.files
        .iter()
        .filter(|f| f.rel.as_deref().is_some_and(|r| !crate::approver::scope::is_generated(r)))
        .filter(|f| {
            matches!(
                f.transition,
                Transition::Created | Transition::Modified | Transition::Replaced | Transition::Renamed
            )
        })
        .filter(|f| regular(&f.after))
        .take(PRODUCED_MAX_FILES)
        .filter_map(|f| {
            // A rewrite of a regular file; anything else (nothing, a link, a folder) made anew.
            let rewrite =
                matches!(f.transition, Transition::Modified | Transition::Renamed) && regular(&f.before);
            let size = f.after.as_ref().map_or(0, |a| a.size)
                + if rewrite { f.before.as_ref().map_or(0, |b| b.size) } else { 0 };
            budget = budget.checked_sub(size)?;
            // A file moved whole has no content of its own before: the host still holds it where
            // it was.
            let held = f.before_content.as_deref().or(f.renamed_from.as_deref());
            let before = if rewrite { Some(hash_file(held?)?) } else { None };
            Some(Produced {
                path: path_key(&f.path),
                hash: hash_file(f.after_content.as_deref()?)?,
                created: !rewrite,
                before,
                from: f.renamed_from.as_deref().map(path_key),
            })
        })
        .collect()
}

/// The files this command would undo that hold exactly what this session's last write there
/// left: uncommitted work the session wrote itself, and files no repository keeps (ignored,
/// or outside git) that the session created (a test run's coverage data, a build's generated
/// sources), not a file the user had that the session only rewrote.
fn own_work(st: &PolicyStore, session: &str, e: &Effects) -> std::collections::HashSet<PathBuf> {
    e.files
        .iter()
        .filter(|f| f.before.is_some() && !f.is_folder())
        .filter(|f| f.rel.as_deref().is_some_and(|r| !crate::approver::scope::is_generated(r)))
        .filter(|f| f.transition != foresee_report::Transition::Created)
        // Only where a rule asks whose work it is: uncommitted work lost, a file no repository
        // keeps, a data file's records.
        .filter(|f| match &f.git {
            Some(g) => g.work_lost || g.status == foresee_report::GitStatus::Ignored || f.records.is_some(),
            None => true,
        })
        .filter(|f| {
            let work_lost = f.git.as_ref().is_some_and(|g| g.work_lost);
            let Ok(Some((h, created))) = st.produced_hash(session, &path_key(&f.path)) else {
                return false;
            };
            (work_lost || created)
                && f.before_content.as_deref().and_then(hash_file).is_some_and(|now| now == h)
        })
        .map(|f| f.path.clone())
        .collect()
}

/// What a file held before the command: the lower layer's copy, or for a plain rename (same
/// bytes) the moved content itself.
fn content_before(f: &foresee_report::FileEffect) -> Option<&std::path::Path> {
    match f.transition {
        foresee_report::Transition::Renamed => f.before_content.as_deref().or(f.after_content.as_deref()),
        _ => f.before_content.as_deref(),
    }
}

/// The record of what this session moved to where `f` was before the command, if the file
/// there still holds the content moved (or since edited by the session, see [`moved`]).
fn moved_here(st: &PolicyStore, session: &str, f: &foresee_report::FileEffect) -> Option<Moved> {
    if !f
        .before
        .as_ref()
        .is_some_and(|b| b.kind == foresee_report::EntryKind::File && b.size <= PRODUCED_MAX_BYTES)
    {
        return None;
    }
    let source = f.renamed_from.as_deref().unwrap_or(&f.path);
    let m = st.moved_to(session, &path_key(source)).ok()??;
    (content_before(f).and_then(hash_file)? == m.hash).then_some(m)
}

/// The user's files this command moves within the workspace (tracked, untracked and not
/// ignored, or outside git; build outputs by name aside), with where they came from; and the
/// files it moves on or edits that an earlier command of the session moved there, which keep
/// their origin. Hashed before the commit; paths as keys, origins as shown and redacted.
fn moved(st: &PolicyStore, session: &str, e: &Effects, workspace: &std::path::Path) -> Vec<Moved> {
    use foresee_report::{EntryKind, GitStatus, Place, Transition};
    e.files
        .iter()
        .filter(|f| f.rel.is_some() && f.place == Place::Workspace)
        .filter(|f| matches!(f.transition, Transition::Renamed | Transition::Modified | Transition::Replaced))
        .filter(|f| {
            f.after.as_ref().is_some_and(|a| a.kind == EntryKind::File && a.size <= PRODUCED_MAX_BYTES)
        })
        .filter_map(|f| {
            let earlier = moved_here(st, session, f);
            let origin = match (&earlier, f.transition) {
                (Some(m), _) => Some((m.origin.clone(), m.tracked)),
                (None, Transition::Renamed) => {
                    let rel = f.renamed_from.as_deref()?.strip_prefix(workspace).ok()?;
                    let users = match f.git.as_ref().map(|g| g.status) {
                        None => true,
                        Some(s) => s != GitStatus::Ignored,
                    };
                    (users && !crate::approver::scope::is_generated(rel)).then(|| {
                        let shown = foresee_report::credentials::redact(&foresee_report::escape::path(rel));
                        let tracked = f
                            .git
                            .as_ref()
                            .is_some_and(|g| matches!(g.status, GitStatus::Tracked | GitStatus::Unknown));
                        (shown, tracked)
                    })
                }
                (None, _) => None,
            }?;
            Some(Moved {
                path: path_key(&f.path),
                origin: origin.0,
                tracked: origin.1,
                hash: hash_file(f.after_content.as_deref()?)?,
            })
        })
        .take(PRODUCED_MAX_FILES)
        .collect()
}

/// The files this command deletes, overwrites or moves that this session moved there from the
/// user's files: the wall judges them as the user's files they were.
fn moved_in(
    st: &PolicyStore,
    session: &str,
    e: &Effects,
) -> std::collections::HashMap<PathBuf, crate::approver::wall::MovedIn> {
    use foresee_report::Transition;
    e.files
        .iter()
        .filter(|f| {
            matches!(
                f.transition,
                Transition::Deleted | Transition::Replaced | Transition::Modified | Transition::Renamed
            )
        })
        .take(PRODUCED_MAX_FILES)
        .filter_map(|f| {
            let m = moved_here(st, session, f)?;
            Some((f.path.clone(), crate::approver::wall::MovedIn { origin: m.origin, tracked: m.tracked }))
        })
        .collect()
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

fn run_once(req: &Request, prompt: Prompt<'_>, may_retry: bool) -> Outcome {
    foresee_sandbox::phase("gate start");
    let env = scrubbed_env();
    let ws = Workspace::detect(&req.cwd, &env);
    let config = match Config::load(ws.home.as_deref(), &ws.root) {
        Ok(c) => c,
        Err(e) => return Outcome::Failed { message: e.to_string(), exit_code: exit::CONFIG, report: None },
    };
    let state_dir = req.state_dir.clone().unwrap_or_else(foresee_sandbox::state::default_state_dir);
    let mut self_paths = vec![state_dir.clone(), ws.root.join("foresee.toml")];
    if let Some(p) = crate::config::user_config_path(ws.home.as_deref()) {
        self_paths.extend(p.parent().map(|p| p.to_path_buf()));
    }
    let mut wall = match Wall::new(
        TaskScope::from_task(req.task.as_deref()),
        &config.protect,
        self_paths,
        &ws.root,
        ws.home.as_deref(),
    ) {
        Ok(w) => w,
        Err(e) => return Outcome::Failed { message: e.to_string(), exit_code: exit::CONFIG, report: None },
    };
    let d = Limits::default();
    let mb = |v: Option<u64>, c: Option<u64>, dflt: u64| v.or(c).map(|m| m << 20).unwrap_or(dflt);
    let limits = Limits {
        wall_time: req
            .timeout
            .or(config.timeout())
            .unwrap_or(d.wall_time)
            .min(Duration::from_secs(MAX_TIMEOUT_SECS)),
        memory_bytes: mb(req.memory_mb, config.limits.memory_mb, d.memory_bytes),
        max_processes: req.processes.or(config.limits.processes).unwrap_or(d.max_processes),
        snapshot_bytes: mb(req.snapshot_mb, config.limits.snapshot_mb, d.snapshot_bytes),
    };
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
    let tracer_config = TracerConfig {
        protected: protected.iter().map(|p| p.path.clone()).collect(),
        privileged: foresee_sandbox::namespace::detect_privilege() == foresee_sandbox::Privilege::Root,
        // Checked when the configuration was read.
        approved: foresee_tracer::forward::Approved::parse(&live.approved).unwrap_or_default(),
        inspection,
        ..Default::default()
    };
    let progress = req.progress.then(crate::progress::Line::start);
    sandbox.progress = progress.as_ref().map(|l| l.sink());
    let mut monitor = TraceMonitor::new(tracer_config.clone());
    let mut rehearsed = foresee_sandbox::rehearse(&sandbox, &command, Some(&mut monitor));
    let (mut trace, mut warnings) = monitor.finish();
    foresee_sandbox::phase("tracer finish");
    let again = rehearsed.as_ref().ok().and_then(|r| {
        let reason = tried_read_only_tree(r, &trace)?;
        Some(foresee_report::RehearsedAgain { reason, first_ms: r.duration.as_millis() as u64 })
    });
    let retried = again.is_some();
    if retried {
        // It tried to change a folder bound read-only for speed and was refused where an
        // overlay would have taken the change: rehearsed again with every folder overlaid.
        drop(rehearsed);
        sandbox.read_only_trees.clear();
        let mut monitor = TraceMonitor::new(tracer_config);
        rehearsed = foresee_sandbox::rehearse(&sandbox, &command, Some(&mut monitor));
        (trace, warnings) = monitor.finish();
        foresee_sandbox::phase("again, all overlaid");
    }
    // Erased before anything else is said.
    drop(progress);
    if let Some(k) = &speculation {
        // Anything the tracer could not place (a relative path, dropped events) counts as written.
        let wrote = retried
            || changed_paths(&trace)
                .is_none_or(|mut paths| paths.any(|(p, _)| !p.is_absolute() || p.starts_with(&ws.root)));
        crate::speculate::record(&sandbox.state_dir, k, wrote);
    }
    let rehearsal = match rehearsed {
        Ok(r) => r,
        Err(e) => {
            let code = match e {
                SandboxError::Unsupported(_) => exit::UNSUPPORTED,
                _ => exit::SETUP,
            };
            return Outcome::Failed { message: e.to_string(), exit_code: code, report: None };
        }
    };
    crate::secrets::remember(&protected);
    foresee_sandbox::phase("secrets");
    let observed = effects::Observed { trace: Some(&trace), warnings: &warnings, protected: &protected };
    let mut effects: Effects =
        effects::gather(&rehearsal, &ws, req.display.clone(), req.task.clone(), &observed);
    if again.is_some() {
        effects.execution.rehearsals = 2;
        effects.execution.rehearsed_again = again;
    }
    foresee_sandbox::phase("effects");
    let report = EffectsReport::build(&effects);
    crate::store::save_last_report(&sandbox.state_dir, &report);
    if rehearsal.limit == Some(foresee_sandbox::LimitHit::Interrupted) {
        return Outcome::Failed {
            message: "interrupted; nothing was changed".into(),
            exit_code: exit::INTERRUPTED,
            report: Some(report),
        };
    }
    foresee_sandbox::phase("report");
    let mut store = match req.approver {
        ApproverKind::Foresee => match PolicyStore::open(&sandbox.state_dir, &ws.root) {
            Ok(s) => Some(s),
            Err(e) => {
                // Without its memory the approver still decides, from the wall and the priors.
                errln!("foresee: warning: {e}; deciding without remembered answers");
                None
            }
        },
        _ => None,
    };
    foresee_sandbox::phase("store open");
    let autonomy = req
        .autonomy
        .or(config.autonomy)
        .or_else(|| store.as_ref().and_then(|s| s.autonomy()))
        .unwrap_or_default();
    let cwd_text = req.cwd.to_string_lossy().into_owned();
    let effects_digest = crate::approver::decide::effects_digest(&effects);
    let judgement = match req.approver {
        ApproverKind::Foresee => {
            let ctx = DecideContext {
                store: store.as_ref(),
                autonomy,
                workspace: &ws.root,
                home: ws.home.as_deref(),
                cwd: &cwd_text,
                command: &req.display,
                config_rules: &config.rules,
                dry_run: req.dry_run,
                effects_digest: &effects_digest,
            };
            if let Some(st) = store.as_ref() {
                wall.own_work = own_work(st, &req.session, &effects);
                wall.moved_in = moved_in(st, &req.session, &effects);
            }
            wall.registries = registries(&effects, &ws);
            let mut j = decide(wall.judge(&effects), &effects, &ctx);
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
    let judgement = match req.approver {
        ApproverKind::Foresee => {
            crate::live::judge(judgement, &live, &report, store.as_ref().filter(|_| !req.dry_run))
        }
        _ => judgement,
    };
    if req.dry_run {
        let exit_code = match judgement.verdict.decision {
            Decision::Allow => 0,
            Decision::Ask => exit::NEEDS_APPROVAL,
            Decision::Block => exit::BLOCKED,
        };
        return Outcome::Rehearsed {
            verdict: judgement.verdict,
            report,
            exit_code,
            rehearsal: Box::new(rehearsal),
        };
    }
    let mut verdict = judgement.verdict.clone();
    let mut by_user = false;
    let redacted_command = foresee_report::credentials::redact(&req.display);
    let record = |decision: &str, source: &str, reason: &str| {
        if let Some(st) = &store {
            let _ = st.record(&DecisionRecord {
                session: req.session.clone(),
                command: redacted_command.clone(),
                task: req.task.as_deref().map(foresee_report::credentials::redact),
                area: judgement.area.clone(),
                kind: judgement.kind.clone(),
                decision: decision.into(),
                source: source.into(),
                cause: judgement.cause,
                rule: verdict_rule(&judgement.verdict),
                score: judgement.score,
                band: judgement.band.map(|b| b.as_str().to_string()),
                reason: foresee_report::credentials::redact(reason),
                features: Some(judgement.features),
            });
        }
    };
    record(judgement.verdict.decision.as_str(), judgement.source, &judgement.verdict.reason);
    if verdict.decision == Decision::Ask && req.interactive {
        let answer = prompt(&verdict, &report, &judgement);
        let allowed = !matches!(answer, Answer::Deny(_));
        if store.is_some() {
            // Only a person's answer teaches the policy; all of it lands, or none.
            let guidance = match &answer {
                Answer::Deny(Some(r)) => Some(foresee_report::credentials::redact(r)),
                _ => None,
            };
            let record = DecisionRecord {
                session: req.session.clone(),
                command: redacted_command.clone(),
                task: req.task.as_deref().map(foresee_report::credentials::redact),
                area: judgement.area.clone(),
                kind: judgement.kind.clone(),
                decision: if allowed { "allow".into() } else { "deny".into() },
                source: "human".into(),
                cause: judgement.cause,
                rule: verdict_rule(&judgement.verdict),
                score: judgement.score,
                band: judgement.band.map(|b| b.as_str().to_string()),
                reason: format!("answered at the terminal: {}", crate::manage::answer_words(&answer)),
                features: Some(judgement.features),
            };
            if let Ok(mut st) = PolicyStore::open(&sandbox.state_dir, &ws.root) {
                if let Err(e) = st.human_decision(&crate::store::HumanDecision {
                    pending: None,
                    allowed,
                    remember: answer == Answer::AllowAndRemember,
                    guidance: guidance.as_deref(),
                    features: judgement.features,
                    record: &record,
                }) {
                    errln!("foresee: warning: your answer was not remembered: {e}");
                }
            }
        }
        if allowed
            && crate::live::wants_second_run(&verdict, &report)
            && let Some(st) = store.as_ref()
            && allow_live(st, req, &judgement, &report, &effects_digest, answer == Answer::AllowAndRemember)
        {
            // Run again with the destinations let through; what it does is compared with this.
            drop(rehearsal);
            return run_once(req, prompt, may_retry);
        }
        if allowed {
            by_user = true;
            crate::live::settled(&live, store.as_ref());
        } else {
            verdict.decision = Decision::Block;
            verdict.reason =
                format!("declined by the user: {}", verdict.reason.trim_start_matches("needs approval: "));
        }
    } else if verdict.decision == Decision::Ask {
        // Nobody to ask: queue it for `foresee review`; the command did not run.
        if let Some(st) = store.as_ref() {
            let pending = Pending {
                id: 0,
                ts: 0.0,
                session: req.session.clone(),
                cwd: foresee_report::credentials::redact(&cwd_text),
                command: redacted_command.clone(),
                argv: serde_json::to_string(
                    &req.argv
                        .iter()
                        .map(|a| foresee_report::credentials::redact(&a.to_string_lossy()))
                        .collect::<Vec<_>>(),
                )
                .unwrap_or_default(),
                task: req.task.as_deref().map(foresee_report::credentials::redact),
                report: report.to_json(),
                reason: verdict.reason.clone(),
                rule: verdict.rule.map(String::from),
                features: judgement.features,
                area: judgement.area.clone(),
                kind: judgement.kind.clone(),
                status: "pending".into(),
                key: crate::store::policy_db::command_key(&cwd_text, &req.display),
                effects: effects_digest.clone(),
            };
            if let Ok(id) = st.enqueue(&pending) {
                verdict.reason = format!(
                    "{}. Queued as check-in #{id}: the user can answer with `foresee review {id}`, then re-run it",
                    verdict.reason.trim_end_matches('.')
                );
            }
        }
    }
    foresee_sandbox::phase("record");
    let apply = verdict.decision == Decision::Allow || by_user;
    if apply {
        // Hashed before the commit moves the new content out of the snapshot.
        let produced = if store.is_some() { produced(&effects) } else { Vec::new() };
        let moves = store.as_ref().map(|st| moved(st, &req.session, &effects, &ws.root)).unwrap_or_default();
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
                e.settle();
                run_once(req, prompt, false)
            }
            Err(CommitError::Conflict(c)) => Outcome::Failed {
                message: format!("{}; re-run the command", CommitError::Conflict(c)),
                exit_code: exit::CONFLICT,
                report: Some(report),
            },
            Err(e) => {
                Outcome::Failed { message: e.to_string(), exit_code: exit::SETUP, report: Some(report) }
            }
        }
    } else if verdict.decision == Decision::Block {
        Outcome::Refused { verdict, report, exit_code: exit::BLOCKED, rehearsal: Box::new(rehearsal) }
    } else {
        Outcome::Refused { verdict, report, exit_code: exit::NEEDS_APPROVAL, rehearsal: Box::new(rehearsal) }
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
        ApproverKind::Foresee => PolicyStore::open(state_dir, workspace).ok(),
        _ => None,
    };
    crate::live::approved(store.as_ref(), &req.cwd.to_string_lossy(), &req.display, &config.network_allow)
}

/// A person allowed, at the terminal, a command that tried destinations nobody had approved:
/// the answer is kept as an allowed check-in holding this run (the first), so that the second,
/// live run lets those destinations through and is compared with it; "allow and remember"
/// approves them for good as the user's rules. False when it could not be kept.
fn allow_live(
    st: &PolicyStore,
    req: &Request,
    judgement: &Judgement,
    report: &EffectsReport,
    effects_digest: &str,
    remember: bool,
) -> bool {
    if remember {
        crate::live::remember(st, report);
    }
    let cwd = req.cwd.to_string_lossy();
    let argv: Vec<String> =
        req.argv.iter().map(|a| foresee_report::credentials::redact(&a.to_string_lossy())).collect();
    let pending = Pending {
        id: 0,
        ts: 0.0,
        session: req.session.clone(),
        cwd: foresee_report::credentials::redact(&cwd),
        command: foresee_report::credentials::redact(&req.display),
        argv: serde_json::to_string(&argv).unwrap_or_default(),
        task: req.task.as_deref().map(foresee_report::credentials::redact),
        report: report.to_json(),
        reason: judgement.verdict.reason.clone(),
        rule: judgement.verdict.rule.map(String::from),
        features: judgement.features,
        area: judgement.area.clone(),
        kind: judgement.kind.clone(),
        status: "pending".into(),
        key: crate::store::policy_db::command_key(&cwd, &req.display),
        effects: effects_digest.to_string(),
    };
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
