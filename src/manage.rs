//! The commands that look after the approver between rehearsals: answering queued check-ins,
//! the user's plain-language rules, the session summary, what the policy has learned, and
//! tightening trust in one area.

use crate::approver::rules;
use crate::gate::Answer;
use crate::policy::{self, Autonomy};
use crate::store::PolicyStore;
use crate::workspace::Workspace;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

fn open_store() -> Result<(PolicyStore, Workspace), String> {
    let cwd = std::env::current_dir().map_err(|e| format!("cannot read the working directory: {e}"))?;
    open_store_at(&cwd)
}

/// The policy store of the repository around `cwd`.
pub fn open_store_at(cwd: &std::path::Path) -> Result<(PolicyStore, Workspace), String> {
    let env: Vec<_> = std::env::vars_os().collect();
    let ws = Workspace::detect(cwd, &env);
    let state = foresee_sandbox::state::default_state_dir();
    PolicyStore::open(&state, &ws.root).map(|s| (s, ws)).map_err(|e| e.to_string())
}

/// The check-in waiting for this very command (folder, session, command text), if any: an
/// agent's integration can then ask the user in its own dialog.
pub fn waiting_check_in(
    cwd: &std::path::Path,
    session: &str,
    command: &str,
) -> Option<crate::store::Pending> {
    let (store, _) = open_store_at(cwd).ok()?;
    store.waiting_for(session, &cwd.to_string_lossy(), command).ok().flatten()
}

/// Answers check-in `id` "allow once" because the user approved it in an agent's own
/// permission dialog (Claude Code's). Only the check-in of this very command, folder and session
/// is answered; the approval then covers the effects the user was shown, once.
pub fn approve_from_dialog(
    id: i64,
    cwd: &std::path::Path,
    session: &str,
    command: &str,
) -> Result<(), String> {
    let (mut store, _) = open_store_at(cwd)?;
    let p = store
        .pending_by_id(id)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| format!("there is no check-in #{id}"))?;
    let key = crate::store::policy_db::command_key(&cwd.to_string_lossy(), command);
    if p.status != "pending" || p.session != session || p.key != key {
        return Err(format!("check-in #{id} is not waiting for this command in this session and folder"));
    }
    let record = crate::store::DecisionRecord {
        session: p.session.clone(),
        command: p.command.clone(),
        task: p.task.clone(),
        area: p.area.clone(),
        kind: p.kind.clone(),
        decision: "allow".into(),
        source: "human".into(),
        cause: None,
        rule: p.rule.clone(),
        score: None,
        band: None,
        reason: "answered in the agent's permission dialog: allow once".into(),
        features: Some(p.features),
    };
    store
        .human_decision(&crate::store::HumanDecision {
            pending: Some(id),
            allowed: true,
            remember: false,
            guidance: None,
            features: p.features,
            record: &record,
        })
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// What the model said, in one line for a person: its verdict, how sure, the bar it had to
/// reach, and why; or why it was not heard.
pub fn model_words(m: &crate::advisor::ModelNote) -> String {
    let Some(decision) = m.decision else {
        return format!("not heard ({}); foresee decided alone", m.error.as_deref().unwrap_or("no answer"));
    };
    let conf = m.confidence.unwrap_or(0.0);
    let weight = match (decision, m.bar, m.decided) {
        ("allow", Some(_), false) if !m.resolvable => format!(
            "confidence {conf:.2}; a model may not answer this check-in for you ({})",
            m.kept_for_you.join(", ")
        ),
        ("allow", Some(bar), false) => {
            format!("confidence {conf:.2}, below the bar {bar:.2} for {}", m.category)
        }
        _ => format!("confidence {conf:.2}"),
    };
    let reason = m.reason.as_deref().unwrap_or("");
    let escaped = foresee_report::escape::escape_bytes(reason.as_bytes());
    format!("{decision} ({weight}, {} ms): {}", m.latency_ms, foresee_report::escape::clip(&escaped, 200))
}

fn fail(msg: impl std::fmt::Display) -> i32 {
    errln!("foresee: {msg}");
    1
}

fn ask_line(prompt: &str) -> Option<String> {
    let mut err = std::io::stderr().lock();
    let _ = write!(err, "{prompt}");
    let _ = err.flush();
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).ok()?;
    Some(line.trim().to_string())
}

/// An answer in words, for the decision log (a denial's reason is kept as guidance, not here).
pub fn answer_words(a: &Answer) -> &'static str {
    match a {
        Answer::AllowOnce => "allow once",
        Answer::AllowAndRemember => "allow and remember",
        Answer::Deny(_) => "deny",
    }
}

/// Asks allow once / allow and remember / deny (with an optional reason) at the terminal.
pub fn ask_answer() -> Answer {
    loop {
        let Some(a) = ask_line("Allow once [a], allow and remember for this area [r], or deny [d]? ") else {
            return Answer::Deny(None);
        };
        match a.to_lowercase().as_str() {
            "a" | "y" | "yes" | "allow" => return Answer::AllowOnce,
            "r" | "remember" => return Answer::AllowAndRemember,
            "d" | "n" | "no" | "deny" | "" => {
                let reason = ask_line("Why (kept as guidance for next time; empty to skip)? ")
                    .filter(|r| !r.is_empty());
                return Answer::Deny(reason);
            }
            _ => {}
        }
    }
}

pub fn pending(json: bool) -> i32 {
    let (store, _) = match open_store() {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let items = match store.pending() {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    let confirmations = store.confirmations().map(|c| c.len()).unwrap_or(0);
    if json {
        outln!("{}", serde_json::to_string(&items).unwrap_or_else(|_| "[]".into()));
        return 0;
    }
    let say_confirmations = || {
        if confirmations > 0 {
            outln!(
                "{confirmations} check-in(s) the model answered for you wait for your confirmation: `foresee review`"
            );
        }
    };
    if items.is_empty() {
        outln!("no check-ins are waiting");
        say_confirmations();
        return 0;
    }
    for p in &items {
        outln!("#{}  {}  in {}", p.id, foresee_report::escape::escape_bytes(p.command.as_bytes()), p.cwd);
        outln!("     {}", p.reason);
    }
    outln!("\nAnswer with `foresee review ID` (or `foresee review ID --allow|--deny`).");
    say_confirmations();
    0
}

pub struct ReviewArgs {
    pub id: Option<i64>,
    pub allow: bool,
    pub deny: bool,
    pub remember: bool,
    pub reason: Option<String>,
}

pub fn review(a: ReviewArgs) -> i32 {
    let (mut store, _) = match open_store() {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let items = match a.id {
        Some(id) => match store.pending_by_id(id) {
            Ok(Some(p)) if p.status == "pending" || p.status == crate::store::policy_db::CONFIRM => vec![p],
            Ok(Some(p)) => return fail(format!("check-in #{id} was already answered ({})", p.status)),
            Ok(None) => return fail(format!("there is no check-in #{id}; `foresee pending` lists them")),
            Err(e) => return fail(e),
        },
        None => match (store.pending(), store.confirmations()) {
            (Ok(mut p), Ok(c)) => {
                p.extend(c);
                p
            }
            (Err(e), _) | (_, Err(e)) => return fail(e),
        },
    };
    if items.is_empty() {
        outln!("no check-ins are waiting");
        return 0;
    }
    let interactive = std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    if !a.allow && !a.deny && !interactive {
        return fail("not a terminal: answer with `foresee review ID --allow` or `--deny [--reason TEXT]`");
    }
    for p in items {
        if p.status == crate::store::policy_db::CONFIRM {
            if let Err(e) = confirm(&mut store, &p, &a, interactive) {
                return fail(e);
            }
            continue;
        }
        let answer = if a.allow {
            if a.remember { Answer::AllowAndRemember } else { Answer::AllowOnce }
        } else if a.deny {
            Answer::Deny(a.reason.clone())
        } else {
            if let Ok(r) = serde_json::from_str::<foresee_report::EffectsReport>(&p.report) {
                errout!("{}", foresee_report::render::text(&r, std::io::stderr().is_terminal()));
            }
            errln!("check-in #{}: {} [rule {}]", p.id, p.reason, p.rule.as_deref().unwrap_or("-"));
            errln!("  effects: {} in {}", p.kind, p.area);
            if let Ok(Some((d, c, _))) = store.resembling(&p.area, &p.kind) {
                errln!("  like your earlier {d} of: {}", foresee_report::escape::clip(&c, 80));
            }
            for g in store.guidance(&p.area, &p.kind).unwrap_or_default() {
                errln!("  your guidance: {}", foresee_report::escape::clip(&g, 160));
            }
            ask_answer()
        };
        let allowed = matches!(answer, Answer::AllowOnce | Answer::AllowAndRemember);
        let guidance = match &answer {
            Answer::Deny(Some(r)) => Some(foresee_report::credentials::redact(r)),
            _ => None,
        };
        let record = crate::store::DecisionRecord {
            session: p.session.clone(),
            command: foresee_report::credentials::redact(&p.command),
            task: p.task.as_deref().map(foresee_report::credentials::redact),
            area: p.area.clone(),
            kind: p.kind.clone(),
            decision: if allowed { "allow".into() } else { "deny".into() },
            source: "human".into(),
            cause: None,
            rule: p.rule.clone(),
            score: None,
            band: None,
            reason: format!("answered in review: {}", answer_words(&answer)),
            features: Some(p.features),
        };
        if let Err(e) = store.human_decision(&crate::store::HumanDecision {
            pending: Some(p.id),
            allowed,
            remember: answer == Answer::AllowAndRemember,
            guidance: guidance.as_deref(),
            features: p.features,
            record: &record,
        }) {
            return fail(e);
        }
        // Destinations it was held back from go through on its re-run (see `crate::live`).
        let held = serde_json::from_str::<foresee_report::EffectsReport>(&p.report)
            .map(|r| {
                if answer == Answer::AllowAndRemember {
                    crate::live::remember(&store, &r);
                }
                r.allow_rules()
            })
            .unwrap_or_default();
        if allowed && !held.is_empty() {
            outln!(
                "#{}: allowed; re-run the command: it runs again with the destinations it was held back from let through{}, and what it does is compared with what you approved",
                p.id,
                if answer == Answer::AllowAndRemember { " (now your rules)" } else { "" }
            );
            continue;
        }
        outln!(
            "#{}: {}",
            p.id,
            match answer {
                Answer::AllowOnce => "allowed once; re-run the command and it will proceed".to_string(),
                Answer::AllowAndRemember =>
                    format!("allowed; {} in {} will proceed from now on", p.kind, p.area),
                Answer::Deny(_) => "denied".to_string(),
            }
        );
    }
    0
}

/// Whether the user would have allowed a check-in the model answered for them: teaches the
/// resolver's bar; the command already ran, so nothing is allowed or run by this answer.
fn confirm(
    store: &mut PolicyStore,
    p: &crate::store::Pending,
    a: &ReviewArgs,
    interactive: bool,
) -> Result<(), String> {
    let allowed = if a.allow {
        true
    } else if a.deny {
        false
    } else if interactive {
        if let Ok(r) = serde_json::from_str::<foresee_report::EffectsReport>(&p.report) {
            errout!("{}", foresee_report::render::text(&r, std::io::stderr().is_terminal()));
        }
        errln!("#{}: {}", p.id, p.reason);
        errln!("  effects: {} in {}; it already ran", p.kind, p.area);
        loop {
            let Some(ans) = ask_line("Would you have allowed it? [y/n] ") else { return Ok(()) };
            match ans.to_lowercase().as_str() {
                "y" | "yes" | "a" | "allow" => break true,
                "n" | "no" | "d" | "deny" => break false,
                _ => {}
            }
        }
    } else {
        return Err("not a terminal: answer with `foresee review ID --allow` or `--deny`".into());
    };
    let guidance = if allowed { None } else { a.reason.as_deref().map(foresee_report::credentials::redact) };
    let record = crate::store::DecisionRecord {
        session: p.session.clone(),
        command: p.command.clone(),
        task: p.task.clone(),
        area: p.area.clone(),
        kind: p.kind.clone(),
        decision: if allowed { "allow".into() } else { "deny".into() },
        source: "human".into(),
        cause: None,
        rule: p.rule.clone(),
        score: None,
        band: None,
        reason: format!(
            "confirming the model's answer in review: {}",
            if allowed { "would have allowed" } else { "would not have allowed" }
        ),
        features: Some(p.features),
    };
    store
        .confirm(
            p.id,
            &crate::store::HumanDecision {
                pending: None,
                allowed,
                remember: false,
                guidance: guidance.as_deref(),
                features: p.features,
                record: &record,
            },
        )
        .map_err(|e| e.to_string())?;
    outln!(
        "#{}: {}",
        p.id,
        if allowed {
            "you agree with the model's answer; it counts toward its record"
        } else {
            "you would not have allowed it; the model's bar for this category rises"
        }
    );
    Ok(())
}

pub fn session_summary(session: &str, json: bool) -> i32 {
    let (store, _) = match open_store() {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let s = match store.summary(session) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    if json {
        outln!("{}", serde_json::to_string(&s).unwrap_or_default());
        return 0;
    }
    outln!("session {}", s.session);
    outln!("  proceeded silently   {}", s.silent);
    outln!("  proceeded, flagged   {}", s.flagged);
    outln!("  blocked              {}", s.blocked);
    outln!(
        "  check-ins            {}  (rule {}, policy {}, model {})",
        s.asked,
        s.asked_by_rule,
        s.asked_by_policy,
        s.asked_by_model
    );
    outln!("  answered by you      {} allowed, {} denied", s.human_allowed, s.human_denied);
    if let Some(m) = &s.model {
        outln!(
            "  model asked          {}: decided {} ({} check-ins answered for you, {} blocked, {} checked in), advised {}, not heard {}",
            m.asked,
            m.resolved + m.blocked + m.checked_in,
            m.resolved,
            m.blocked,
            m.checked_in,
            m.advised,
            m.not_heard
        );
        let ms = |v: Option<u64>| v.map(|x| format!("{x} ms")).unwrap_or_else(|| "-".into());
        outln!(
            "  model cost           latency median {}, p95 {}, total {:.1} s; tokens {} in, {} out",
            ms(m.latency_ms_median),
            ms(m.latency_ms_p95),
            m.latency_ms_total as f64 / 1000.0,
            m.tokens_in,
            m.tokens_out
        );
        if m.not_heard > 0 {
            outln!(
                "  model not heard      {} time(s): foresee decided alone; last: {}",
                m.not_heard,
                m.last_error.as_deref().unwrap_or("-")
            );
        }
        if m.awaiting_confirmation > 0 {
            outln!("  to confirm           {} of its answers: `foresee review`", m.awaiting_confirmation);
        }
        outln!("\nthe model's part, latest last (decided: its verdict stood; advised: foresee's did):");
        for c in &m.commands {
            let said = match (&c.model, c.confidence) {
                (Some(d), Some(x)) => format!("{d} {x:.2}"),
                (Some(d), None) => d.clone(),
                (None, _) => "not heard".into(),
            };
            let role = if c.decided {
                "decided"
            } else if c.model.is_some() {
                "advised"
            } else {
                "-"
            };
            outln!(
                "  {:<6} {:<8} {:<15} {}",
                c.decision,
                role,
                said,
                foresee_report::escape::clip(&foresee_report::escape::escape_bytes(c.command.as_bytes()), 80)
            );
        }
    }
    if !s.flagged_commands.is_empty() {
        outln!("\nflagged (proceeded, worth a look), latest last:");
        for c in &s.flagged_commands {
            outln!(
                "  {}",
                foresee_report::escape::clip(&foresee_report::escape::escape_bytes(c.as_bytes()), 100)
            );
        }
    }
    0
}

pub fn rules_add(text: &str, yes: bool) -> i32 {
    let (store, _) = match open_store() {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    match rules::compile(text) {
        Ok(rule) => {
            outln!("foresee reads this as: {}.", rule.describe());
            let confirmed = yes
                || (std::io::stdin().is_terminal()
                    && ask_line("Add it? [y/N] ")
                        .is_some_and(|a| matches!(a.to_lowercase().as_str(), "y" | "yes")));
            if !confirmed {
                if !yes && !std::io::stdin().is_terminal() {
                    return fail("not added: confirm with --yes when not on a terminal");
                }
                outln!("not added");
                return 1;
            }
            match store.add_rule(text, serde_json::to_string(&rule).ok().as_deref()) {
                Ok(id) => {
                    outln!("rule #{id} added");
                    0
                }
                Err(e) => fail(e),
            }
        }
        Err(why) => {
            // Not compiled, but not lost: kept as guidance shown at check-ins.
            let _ = store.add_guidance("*", "*", text);
            outln!(
                "foresee cannot turn this into a rule ({why}); it is kept as guidance and shown at check-ins."
            );
            0
        }
    }
}

pub fn rules_list(json: bool) -> i32 {
    let (store, _) = match open_store() {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let rules = match store.rules() {
        Ok(r) => r,
        Err(e) => return fail(e),
    };
    if json {
        let v: Vec<serde_json::Value> = rules.iter().map(|(id, t, c)| serde_json::json!({"id": id, "text": t, "compiled": c.as_deref().and_then(|c| serde_json::from_str::<serde_json::Value>(c).ok())})).collect();
        outln!("{}", serde_json::Value::Array(v));
        return 0;
    }
    let guidance = store.general_guidance().unwrap_or_default();
    if rules.is_empty() && guidance.is_empty() {
        outln!("no rules; add one with `foresee rules add \"never write to files under config/prod/\"`");
    }
    for (id, text, compiled) in rules {
        let how = compiled
            .and_then(|c| serde_json::from_str::<rules::UserRule>(&c).ok())
            .map(|r| r.describe())
            .unwrap_or_else(|| "guidance".into());
        outln!("#{id}  {text}\n      {how}");
    }
    if !guidance.is_empty() {
        outln!("\nguidance (shown at check-ins, not enforced):");
        for (_, text) in guidance {
            outln!("  - {text}");
        }
    }
    0
}

pub fn rules_remove(id: i64) -> i32 {
    let (store, _) = match open_store() {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    match store.remove_rule(id) {
        Ok(true) => {
            outln!("rule #{id} removed");
            0
        }
        Ok(false) => fail(format!("there is no rule #{id}")),
        Err(e) => fail(e),
    }
}

pub fn observe(what: &str, json: bool) -> i32 {
    let (store, _) = match open_store() {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    match what {
        "weights" => {
            let m = store.model().unwrap_or_default();
            if json {
                let v: Vec<serde_json::Value> = policy::NAMES
                    .iter()
                    .enumerate()
                    .map(|(i, n)| serde_json::json!({"feature": n, "prior": policy::PRIOR[i], "current": m.weights.get(i)}))
                    .collect();
                outln!("{}", serde_json::json!({"samples": m.samples, "weights": v}));
                return 0;
            }
            outln!("learned from {} of your decisions\n", m.samples);
            outln!("{:<18} {:>8} {:>8} {:>8}", "feature", "prior", "current", "change");
            for (i, n) in policy::NAMES.iter().enumerate() {
                let cur = m.weights.get(i).copied().unwrap_or(0.0);
                outln!("{n:<18} {:>8.3} {:>8.3} {:>+8.3}", policy::PRIOR[i], cur, cur - policy::PRIOR[i]);
            }
            0
        }
        "preferences" => {
            let levels = [Autonomy::Copilot, Autonomy::Assisted, Autonomy::Autopilot, Autonomy::Trusted];
            if json {
                let v: Vec<serde_json::Value> = levels
                    .iter()
                    .map(|l| {
                        let b = l.bands();
                        serde_json::json!({"level": l.as_str(), "silent_at_or_above": if b.upper.is_finite() { Some(b.upper) } else { None }, "check_in_below": if b.lower.is_finite() { Some(b.lower) } else { None }})
                    })
                    .collect();
                outln!("{}", serde_json::Value::Array(v));
                return 0;
            }
            outln!("{:<10} {:>22} {:>20}", "level", "silent at or above", "check in below");
            for l in levels {
                let b = l.bands();
                let f = |x: f64| if x.is_finite() { format!("{x:.2}") } else { "never (always asks)".into() };
                outln!("{:<10} {:>22} {:>20}", l.as_str(), f(b.upper), f(b.lower));
            }
            outln!(
                "\nBetween the two, a command proceeds and is flagged in the session summary. The wall applies at every level."
            );
            0
        }
        "decisions" => {
            let rows = store.recent(30).unwrap_or_default();
            if json {
                outln!("{}", serde_json::Value::Array(rows));
                return 0;
            }
            for r in rows.iter().rev() {
                outln!(
                    "{:<6} {:<9} {:<12} {:<16} {}",
                    r["decision"].as_str().unwrap_or(""),
                    r["source"].as_str().unwrap_or(""),
                    r["kind"].as_str().unwrap_or(""),
                    r["area"].as_str().unwrap_or(""),
                    foresee_report::escape::clip(r["command"].as_str().unwrap_or(""), 60)
                );
            }
            0
        }
        "resolver" => {
            use crate::advisor::resolver;
            let records = match store.resolver_records() {
                Ok(r) => r,
                Err(e) => return fail(e),
            };
            if json {
                outln!(
                    "{}",
                    serde_json::json!({
                        "base_bar": resolver::BASE_BAR,
                        "bar_range": [resolver::MIN_BAR, resolver::MAX_BAR],
                        "min_samples": resolver::MIN_SAMPLES,
                        "window": resolver::WINDOW,
                        "categories": records,
                    })
                );
                return 0;
            }
            if records.is_empty() {
                outln!(
                    "the model has answered no check-in here yet; every category starts at the bar {:.2}",
                    resolver::BASE_BAR
                );
            } else {
                outln!(
                    "{:<24} {:>6} {:>8} {:>10} {:>6} {:>9} {:>8}",
                    "category",
                    "bar",
                    "answers",
                    "matched",
                    "rate",
                    "resolved",
                    "waiting"
                );
                for r in &records {
                    let rate =
                        r.match_rate.map(|x| format!("{:.0}%", x * 100.0)).unwrap_or_else(|| "-".into());
                    outln!(
                        "{:<24} {:>6.2} {:>8} {:>10} {:>6} {:>9} {:>8}",
                        r.category,
                        r.bar,
                        r.samples,
                        r.matched,
                        rate,
                        r.resolved,
                        r.waiting
                    );
                }
            }
            outln!(
                "\nA model's \"allow\" answers a check-in only at or above its category's bar: {:.2} + (0.5 - match rate) x {:.1}, \
                 within [{:.2}, {:.2}], and {:.2} until {} of its answers there meet yours (the latest {} count). \
                 It never answers a block, nor check-ins about secrets, the network, privilege, safeguards or your own rules.",
                resolver::BASE_BAR,
                resolver::SLOPE,
                resolver::MIN_BAR,
                resolver::MAX_BAR,
                resolver::BASE_BAR,
                resolver::MIN_SAMPLES,
                resolver::WINDOW
            );
            0
        }
        other => {
            fail(format!("nothing to observe called {other:?}: weights, preferences, decisions or resolver"))
        }
    }
}

pub fn trust_revoke(path: Option<String>, kind: Option<String>) -> i32 {
    if path.is_none() && kind.is_none() {
        return fail(
            "say what to revoke: --path GLOB and/or --kind KIND (delete, overwrite, modify, create, rename, network)",
        );
    }
    let (store, _) = match open_store() {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    match store.revoke(path.as_deref(), kind.as_deref()) {
        Ok(()) => {
            outln!(
                "revoked: earlier approvals and remembered answers for {}{} no longer count; those commands check in again",
                path.as_deref().map(|p| format!("paths under {p}")).unwrap_or_else(|| "every path".into()),
                kind.as_deref().map(|k| format!(" ({k})")).unwrap_or_default()
            );
            0
        }
        Err(e) => fail(e),
    }
}

pub fn state_path() -> PathBuf {
    foresee_sandbox::state::default_state_dir()
}
