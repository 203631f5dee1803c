//! The approver's stages after the wall, in order:
//!
//! 1. **The wall** (hard rules over effects). A block is final: nothing below overrides it.
//! 2. **The user's rules** (plain-language, per repository): `never` blocks, `always ask`
//!    asks, `always allow` answers the wall's questions for commands it fully covers.
//! 3. **Remembered answers**: an "allow once" for this very command, answered in a review; an
//!    "allow and remember" for this path area and effect kind (a precedent).
//! 4. **The learned policy**: what the wall let through is scored; the autonomy level's bands
//!    decide between proceeding silently, proceeding flagged, and a check-in.

use super::rules::{self, Action, UserRule};
use super::{Decision, Finding, Verdict};
use crate::policy::{self, Autonomy, Band, Vector};
use crate::store::{CheckInCause, PolicyStore};
use foresee_report::Effects;
use serde::Serialize;
use std::path::Path;

#[derive(Debug, Clone, Serialize)]
pub struct Judgement {
    pub verdict: Verdict,
    /// Who decided: wall, rule, precedent, approval, policy.
    pub source: &'static str,
    /// For a check-in: what caused it.
    pub cause: Option<CheckInCause>,
    pub score: Option<f64>,
    pub band: Option<Band>,
    pub area: String,
    pub kind: String,
    #[serde(skip)]
    pub features: Vector,
    /// A past human decision this one resembles: (decision, command).
    pub resembles: Option<(String, String)>,
    /// What the user said when denying something like this before.
    pub guidance: Vec<String>,
}

pub struct Context<'a> {
    pub store: Option<&'a PolicyStore>,
    pub autonomy: Autonomy,
    pub workspace: &'a Path,
    pub home: Option<&'a Path>,
    /// The command as it would run again, to find an "allow once" answered for it.
    pub cwd: &'a str,
    pub command: &'a str,
    /// `[[rule]]`s of the user's and the repository's configuration.
    pub config_rules: &'a [crate::config::ConfiguredRule],
    /// Only rehearsing: an "allow once" answer is not used up.
    pub dry_run: bool,
    /// [`effects_digest`] of this rehearsal: an "allow once" covers the effects the user saw.
    pub effects_digest: &'a str,
}

/// One rule to apply: its id, the rule, a reason for the agent.
struct Applied<'r> {
    id: &'static str,
    label: String,
    rule: &'r UserRule,
    reason: Option<&'r str>,
    users: bool,
}

fn ask(what: String, rule: &'static str) -> Verdict {
    Verdict::from_findings(vec![Finding { rule, decision: Decision::Ask, what }])
}

pub fn decide(wall: Verdict, e: &Effects, ctx: &Context<'_>) -> Judgement {
    let (area, kind) = policy::features::area_and_kind(e);
    let history = ctx.store.and_then(|s| s.history(&area, &kind).ok()).unwrap_or_default();
    let mut features = policy::features::compute(e, &history, &wall.asked_deletions);
    if wall.asked_sensitive {
        // Sensitive places changed exactly as the request asked: no penalty for touching them.
        features[policy::features::SENSITIVE] = 0.0;
    }
    let model = ctx.store.and_then(|s| s.model().ok()).unwrap_or_default();
    let score = model.score(&features);
    let resembles = ctx.store.and_then(|s| s.resembling(&area, &kind).ok().flatten()).map(|(d, c, _)| (d, c));
    let guidance = ctx.store.and_then(|s| s.guidance(&area, &kind).ok()).unwrap_or_default();
    let mut j = Judgement {
        verdict: wall,
        source: "wall",
        cause: None,
        score: Some(score),
        band: None,
        area: area.clone(),
        kind: kind.clone(),
        features,
        resembles,
        guidance,
    };
    // The user's rules: configured ones, then those added with `foresee rules add`.
    let stored: Vec<(i64, UserRule)> = ctx
        .store
        .and_then(|s| s.rules().ok())
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(id, _, compiled)| {
            compiled.and_then(|c| serde_json::from_str::<UserRule>(&c).ok()).map(|r| (id, r))
        })
        .collect();
    let applied: Vec<Applied<'_>> = ctx
        .config_rules
        .iter()
        .map(|c| Applied {
            id: c.id,
            label: format!("rule {}", c.id),
            rule: &c.rule,
            reason: c.reason.as_deref(),
            users: c.users,
        })
        .chain(stored.iter().map(|(id, r)| Applied {
            id: "user.rule",
            label: format!("your rule #{id}"),
            rule: r,
            reason: None,
            users: true,
        }))
        .collect();
    if j.verdict.decision == Decision::Block {
        // A block is final, with one exception the user writes down: a sensitive place their
        // own allow rule names (`always allow write ~/.bashrc`). Privilege, secrets, git
        // history and the rest stay blocked.
        let only_sensitive =
            j.verdict.findings.iter().all(|f| f.decision != Decision::Block || f.rule == "sensitive.write");
        let sensitive: Vec<&Path> =
            e.files.iter().filter(|f| f.sensitive.is_some()).map(|f| f.path.as_path()).collect();
        if only_sensitive
            && !sensitive.is_empty()
            && sensitive.iter().all(|p| {
                applied.iter().any(|a| {
                    a.users
                        && a.rule.action == Action::Allow
                        && a.rule.op == rules::Op::Write
                        && rules::matches_path(&a.rule.target, p, ctx.workspace, ctx.home)
                })
            })
        {
            let mut f: Vec<Finding> =
                j.verdict.findings.iter().filter(|f| f.rule != "sensitive.write").cloned().collect();
            f.push(Finding {
                rule: "sensitive.write",
                decision: Decision::Ask,
                what: "would change a sensitive place your allow rule names".into(),
            });
            j.verdict = Verdict::from_findings(f);
            j.source = "rule";
        } else {
            return j;
        }
    }
    let mut covered = false;
    for a in &applied {
        let (hit, of) = rules::evaluate(a.rule, e, ctx.workspace, ctx.home);
        if hit == 0 {
            continue;
        }
        let because = a.reason.map(|r| format!(": {r}")).unwrap_or_default();
        match a.rule.action {
            Action::Never => {
                j.verdict = Verdict::from_findings(vec![Finding {
                    rule: a.id,
                    decision: Decision::Block,
                    what: format!("would break {} ({}){because}", a.label, a.rule.describe()),
                }]);
                j.source = "rule";
                return j;
            }
            Action::Ask => {
                let mut f = j.verdict.findings.clone();
                f.push(Finding {
                    rule: a.id,
                    decision: Decision::Ask,
                    what: format!("matches {} ({}){because}", a.label, a.rule.describe()),
                });
                j.verdict = Verdict::from_findings(f);
            }
            Action::Allow if hit == of && a.users => covered = true,
            Action::Allow => {}
        }
    }
    let user_ask = j.verdict.findings.iter().any(|f| f.rule == "user.rule" || f.rule.starts_with("config."));
    if j.verdict.decision == Decision::Ask {
        if covered && !user_ask {
            j.verdict = Verdict {
                decision: Decision::Allow,
                rule: None,
                reason: "allowed by your rule".into(),
                findings: j.verdict.findings,
                policy: None,
                asked_sensitive: false,
                asked_deletions: Default::default(),
                model: None,
            };
            j.source = "rule";
            return j;
        }
        if !user_ask {
            if let Some(note) = ctx.store.and_then(|s| s.precedent(&area, &kind).ok().flatten()) {
                j.verdict = Verdict {
                    decision: Decision::Allow,
                    rule: None,
                    reason: format!(
                        "you allowed {kind} in {area} before{}",
                        if note.is_empty() { String::new() } else { format!(" ({note})") }
                    ),
                    findings: j.verdict.findings,
                    policy: None,
                    asked_sensitive: false,
                    asked_deletions: Default::default(),
                    model: None,
                };
                j.source = "precedent";
                return j;
            }
        }
        j.cause = Some(CheckInCause::Rule);
        j.source = if user_ask { "rule" } else { "wall" };
        return approved_once(j, ctx);
    }
    // A revoked area checks in, whatever the weights say, until trust is rebuilt there.
    if history.revoked && history.approvals < policy::TRUST_REBUILD {
        j.band = Some(Band::CheckIn);
        j.source = "policy";
        j.verdict = ask(
            format!(
                "you revoked trust for {kind} in {area}; it checks in until you approve {} there again ({} so far)",
                policy::TRUST_REBUILD,
                history.approvals
            ),
            "policy.revoked",
        );
        j.cause = Some(CheckInCause::Policy);
        return approved_once(j, ctx);
    }
    // The learned policy, over what the wall let through.
    let band = Band::of(score, ctx.autonomy);
    j.band = Some(band);
    j.source = "policy";
    match band {
        Band::Silent | Band::Flagged => {
            j.verdict.reason = format!(
                "allowed (policy score {score:.2}, {} band at {})",
                band.as_str(),
                ctx.autonomy.as_str()
            );
        }
        Band::CheckIn => {
            let why = if ctx.autonomy == Autonomy::Copilot {
                "the autonomy level is copilot: every command is checked in".to_string()
            } else {
                format!(
                    "the learned policy scores it {score:.2}, below {:.2} for {} at {}",
                    ctx.autonomy.bands().lower,
                    kind,
                    ctx.autonomy.as_str()
                )
            };
            j.verdict = ask(why, "policy.check-in");
            j.cause = Some(CheckInCause::Policy);
            return approved_once(j, ctx);
        }
    }
    j
}

/// A check-in already answered "allow once" in a review, for this very command, is used up
/// and lets the command through.
fn approved_once(mut j: Judgement, ctx: &Context<'_>) -> Judgement {
    if ctx.dry_run {
        return j;
    }
    if let Some(Ok(Some(id))) = ctx.store.map(|s| s.take_approval(ctx.cwd, ctx.command, ctx.effects_digest)) {
        j.verdict = Verdict {
            decision: Decision::Allow,
            rule: None,
            reason: format!("approved by you (review #{id})"),
            findings: j.verdict.findings,
            policy: None,
            asked_sensitive: false,
            asked_deletions: Default::default(),
            model: None,
        };
        j.source = "approval";
        j.cause = None;
    }
    j
}

/// What an approval covers: each changed path and how it changes (by its shape where a tool
/// names what it writes after the moment: temp folders, caches, build outputs; see
/// [`foresee_report::shape`]), each destination tried and each protected file read. Contents are
/// left out, so a command that writes a fresh timestamp each run, in a file's content or in a
/// build output's name, keeps its digest; one that deletes more files does not.
pub fn effects_digest(e: &Effects) -> String {
    let mut lines: Vec<String> = foresee_report::shape::file_lines(&e.files)
        .into_iter()
        .map(|l| format!("file\t{l}"))
        .chain(e.network.iter().filter(|n| !n.loopback).map(|n| format!("net\t{}", n.destination)))
        .chain(e.lookups.iter().map(|l| format!("lookup\t{}", l.name)))
        .chain(e.reads.iter().map(|r| format!("read\t{}", r.path.to_string_lossy())))
        .collect();
    lines.sort();
    lines.dedup();
    blake3::hash(lines.join("\n").as_bytes()).to_hex().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use foresee_report::FileEffect;

    fn file(path: &str, transition: &str, place: &str, git: Option<&str>) -> FileEffect {
        let mut v = serde_json::json!({"path": path, "transition": transition, "place": place});
        if let Some(status) = git {
            v["git"] =
                serde_json::json!({"repo": "/ws", "status": status, "dirty": false, "work_lost": false});
        }
        serde_json::from_value(v).unwrap()
    }

    fn digest(files: Vec<FileEffect>, net: &[&str]) -> String {
        let network = net
            .iter()
            .map(|d| {
                serde_json::from_value(serde_json::json!({
                    "op": "connect", "destination": d, "process": "curl", "times": 1,
                }))
                .unwrap()
            })
            .collect();
        effects_digest(&Effects { files, network, ..Default::default() })
    }

    #[test]
    fn an_approval_covers_fresh_generated_names_not_more_deletions_or_destinations() {
        let run = |stamp: &str| {
            vec![
                file(
                    &format!("/ws/target/debug/incremental/app-{stamp}/s-{stamp}-x1"),
                    "created",
                    "workspace",
                    Some("ignored"),
                ),
                file(
                    &format!("/home/u/.npm/_logs/2026-12-04T03_{stamp}Z-debug-0.log"),
                    "created",
                    "cache",
                    None,
                ),
            ]
        };
        assert_eq!(digest(run("2u3z8ect8idau"), &[]), digest(run("hor5fo5ivm"), &[]));
        let mut more = run("hor5fo5ivm");
        more.push(file("/ws/README.md", "deleted", "workspace", Some("tracked")));
        assert_ne!(digest(run("2u3z8ect8idau"), &[]), digest(more, &[]));
        assert_ne!(digest(run("a1"), &[]), digest(run("a1"), &["registry.example.test:443"]));
    }
}
