//! The report as text for a terminal (colour when asked) or a log (plain).

use crate::effects::{GitStatus, Place, Transition};

use crate::report::{EffectsReport, FileCard, human_size};
use std::fmt::Write;

struct Style {
    color: bool,
}

impl Style {
    fn paint(&self, code: &str, s: &str) -> String {
        if self.color { format!("\x1b[{code}m{s}\x1b[0m") } else { s.to_string() }
    }
}

fn severity(c: &FileCard) -> &'static str {
    if c.work_lost || (c.git == Some(GitStatus::Tracked) && c.change.destroys()) {
        "1;31"
    } else if matches!(c.place, Place::Home | Place::System) {
        "33"
    } else if c.change == Transition::Created {
        "32"
    } else {
        "0"
    }
}

/// Renders the report; `color` adds ANSI colour (only for terminals).
pub fn text(r: &EffectsReport, color: bool) -> String {
    let st = Style { color };
    let mut o = String::new();
    let c = &r.files.counts;
    let mut parts = Vec::new();
    for (n, w) in [
        (c.created, "created"),
        (c.modified, "modified"),
        (c.deleted, "deleted"),
        (c.renamed, "renamed"),
        (c.replaced, "replaced"),
        (c.mode_changed, "mode changed"),
        (c.touched, "touched"),
    ] {
        if n > 0 {
            parts.push(format!("{n} {w}"));
        }
    }
    let _ = writeln!(o, "{} {}", st.paint("1", "command:"), r.command);
    if let Some(t) = &r.task {
        let _ = writeln!(o, "{} {t}", st.paint("1", "task:"));
    }
    let _ = writeln!(
        o,
        "{} {} in {} ms{}",
        st.paint("1", "ran:"),
        r.execution.status,
        r.execution.duration_ms,
        r.execution.ended_by.as_ref().map(|e| format!(", ended by the {e}")).unwrap_or_default()
    );
    if let Some(a) = &r.execution.rehearsed_again {
        let _ = writeln!(
            o,
            "{} twice, {}; the first rehearsal took {} ms more",
            st.paint("1", "rehearsed:"),
            a.reason,
            a.first_ms
        );
    }
    if parts.is_empty() {
        let _ = writeln!(o, "{} no changes", st.paint("1", "files:"));
    } else {
        let mut extra = Vec::new();
        if c.outside_workspace > 0 {
            extra.push(format!("{} outside the workspace", c.outside_workspace));
        }
        if c.tracked_touched > 0 {
            extra.push(format!("{} git-tracked", c.tracked_touched));
        }
        if c.work_lost > 0 {
            extra.push(format!("{} with uncommitted work lost", c.work_lost));
        }
        let extra = if extra.is_empty() { String::new() } else { format!(" ({})", extra.join(", ")) };
        let _ = writeln!(o, "{} {}{extra}", st.paint("1", "files:"), parts.join(", "));
    }
    let width = r.files.entries.iter().map(|e| e.path.chars().count()).max().unwrap_or(0).min(48);
    for e in &r.files.entries {
        let mut notes = Vec::new();
        if let Some(s) = &e.size {
            notes.push(s.clone());
        }
        if let Some(m) = &e.mode {
            notes.push(format!("mode {m}"));
        }
        match e.git {
            Some(GitStatus::Tracked) => notes.push("git-tracked".into()),
            Some(GitStatus::Untracked) => notes.push("untracked".into()),
            Some(GitStatus::Ignored) => notes.push("ignored".into()),
            Some(GitStatus::Unknown) => notes.push("git state unknown".into()),
            None => {}
        }
        if e.work_lost {
            notes.push("UNCOMMITTED WORK LOST".into());
        }
        if e.reverted_to_head {
            notes.push("reverted to HEAD".into());
        }
        match e.place {
            Place::Home => notes.push("in $HOME".into()),
            Place::System => notes.push("system".into()),
            Place::Temp => notes.push("temp".into()),
            Place::Cache => notes.push("cache".into()),
            Place::Workspace => {}
        }
        if let Some(c) = &e.copied_from {
            notes.push(format!("a copy of {c}"));
        }
        if let Some(f) = &e.from {
            notes.push(format!("from {f}"));
        }
        if let Some(l) = &e.link {
            notes.push(format!("-> {l}"));
        }
        if let Some(c) = &e.content {
            notes.push(c.clone());
        }
        if let Some(s) = &e.sensitive {
            notes.push(format!("SENSITIVE: {s}"));
        }
        if let Some(r) = &e.records {
            notes.push(format!(
                "records {} -> {}{}{}",
                r.before,
                r.after,
                if r.removed > 0 { format!(" ({} removed)", r.removed) } else { String::new() },
                if r.uncounted > 0 {
                    format!(" ({} tables not counted in time)", r.uncounted)
                } else {
                    String::new()
                }
            ));
        }
        if !e.values_lost.is_empty() {
            notes.push(format!("lost: {}", e.values_lost.join("; ")));
        }
        let verb = format!("{:<12}", e.change.verb());
        let line = format!("  {verb} {:<width$}  {}", quoted(&e.path), notes.join(", "));
        let _ = writeln!(o, "{}", st.paint(severity(e), line.trim_end()));
        if let Some(d) = &e.diff {
            for l in d.lines() {
                let code = if l.starts_with('+') {
                    "32"
                } else if l.starts_with('-') {
                    "31"
                } else {
                    "2"
                };
                let _ = writeln!(o, "      {}", st.paint(code, l));
            }
        }
    }
    for g in &r.files.groups {
        let git = g.git.as_ref().map(|s| format!(", {s}")).unwrap_or_default();
        let _ = writeln!(
            o,
            "  {:<12} {} paths under {} ({}{git})",
            g.change.verb(),
            g.count,
            g.folder,
            human_size(g.bytes)
        );
    }
    for g in &r.git {
        let mut what = Vec::new();
        if g.git_dir_deleted {
            what.push("the git folder deleted".to_string());
        }
        if g.lost_commits > 0 {
            what.push(format!("{} commits no longer reachable", g.lost_commits));
        }
        if g.objects_missing {
            what.push("objects missing".into());
        }
        if g.stash_lost {
            what.push("a stash entry dropped".into());
        }
        if !g.rewritten_refs.is_empty() {
            what.push(format!("moved off their history or deleted: {}", g.rewritten_refs.join(", ")));
        }
        if !g.unmerged_deleted.is_empty() {
            what.push(format!("deleted and merged nowhere: {}", g.unmerged_deleted.join(", ")));
        }
        if !g.hooks_changed.is_empty() {
            what.push(format!("hooks changed: {}", g.hooks_changed.join(", ")));
        }
        if !g.secrets_staged.is_empty() {
            what.push(format!("secret files staged: {}", g.secrets_staged.join(", ")));
        }
        if !g.config_changes.is_empty() {
            what.push(format!("config keys set: {}", g.config_changes.join(", ")));
        }
        if g.config_deleted {
            what.push("config deleted".into());
        }
        if !what.is_empty() {
            let _ = writeln!(
                o,
                "{} {}: {}",
                st.paint("1;31", "git:"),
                crate::escape::path(&g.repo),
                what.join("; ")
            );
        }
    }
    for n in &r.network {
        let after = if n.after_reading.is_empty() {
            String::new()
        } else {
            format!(" after reading {}", n.after_reading.join(", "))
        };
        let code = if n.loopback { "0" } else { "1;33" };
        let times = match (n.times, n.other_processes) {
            (1, 0) => String::new(),
            (t, 0) => format!(" ({t} times)"),
            (t, o) => format!(" ({t} times, also by {o} other process{})", if o == 1 { "" } else { "es" }),
        };
        // What the sink saw (all already escaped and clipped by the report).
        let mut what: Vec<String> = Vec::new();
        if let Some(name) = &n.name {
            what.push(format!("for {name}"));
        }
        if let Some(p) = &n.protocol {
            what.push(p.clone());
        }
        if let Some(sni) = &n.sni {
            what.push(format!("SNI {sni}"));
        }
        if let (Some(m), Some(p)) = (&n.method, &n.path) {
            what.push(format!("{m} {p}"));
        }
        if let Some(h) = &n.host {
            what.push(format!("Host {h}"));
        }
        if n.inspected && !n.headers.is_empty() {
            what.push(format!("headers {}", n.headers.join(", ")));
        }
        if let Some(b) = n.body_bytes.filter(|b| *b > 0) {
            what.push(format!("body {b} bytes"));
        }
        if let Some(u) = &n.untrusted {
            what.push(u.clone());
        }
        match (n.bytes, n.forwarded) {
            (Some(b), true) => what.push(format!("{b} bytes, sent: approved destination")),
            (Some(b), false) => what.push(format!("{b} bytes, not sent")),
            (None, _) => {}
        }
        if let Some(note) = &n.note {
            what.push(note.clone());
        }
        if !n.credentials.is_empty() {
            what.push(format!("carrying {}", n.credentials.join(", ")));
        }
        if !n.protected_values.is_empty() {
            what.push(format!("carrying the value of {}", n.protected_values.join(", ")));
        }
        if n.refused {
            what.push("refused".into());
        }
        if let Some(rule) = &n.allow_rule {
            what.push(format!("to let it through: foresee rules add '{rule}'"));
        }
        let what = if what.is_empty() { String::new() } else { format!(" ({})", what.join("; ")) };
        let _ = writeln!(
            o,
            "{} {} {}{what} by {}{after}{times}",
            st.paint(code, "network:"),
            n.op,
            n.destination,
            n.process
        );
    }
    for l in &r.lookups {
        let carries = if l.protected_values.is_empty() {
            String::new()
        } else {
            format!(", carrying the value of {}", l.protected_values.join(", "))
        };
        let _ =
            writeln!(o, "{} looked up {} (by {}{carries})", st.paint("1;33", "network:"), l.name, l.process);
    }
    for rd in &r.reads {
        let by = rd.process.as_ref().map(|p| format!(" by {p}")).unwrap_or_default();
        let _ = writeln!(o, "{} {} ({}){by}", st.paint("1;33", "read:"), rd.path.display(), rd.class);
    }
    for d in &r.disclosures {
        let _ = writeln!(
            o,
            "{} {} from {} appears in {}{}",
            st.paint("1;31", "secret:"),
            d.class,
            d.source.display(),
            d.into,
            d.form.as_deref().map(|f| format!(" ({f})")).unwrap_or_default()
        );
    }
    // clone3 is refused (ENOSYS) for every modern libc, which then uses clone: kept in the
    // report's data, not worth a line on screen.
    for x in r.refused.iter().filter(|x| x.call != "clone3") {
        let detail = if x.detail.is_empty() { String::new() } else { format!(" ({})", x.detail) };
        let _ = writeln!(o, "{} {}{detail} by {}", st.paint("1;31", "refused:"), x.call, x.process);
    }
    if r.processes.traced && r.processes.count > 1 {
        let _ = writeln!(
            o,
            "{} {} processes: {}",
            st.paint("1", "ran:"),
            r.processes.count,
            r.processes.programs.join(", ")
        );
    }
    let out = &r.output;
    if out.one_stream {
        let _ = writeln!(
            o,
            "{} stdout and stderr as one stream, {} lines ({})",
            st.paint("1", "output:"),
            out.stdout_lines,
            human_size(out.stdout_bytes)
        );
    } else {
        let _ = writeln!(
            o,
            "{} stdout {} lines ({}), stderr {} lines ({})",
            st.paint("1", "output:"),
            out.stdout_lines,
            human_size(out.stdout_bytes),
            out.stderr_lines,
            human_size(out.stderr_bytes)
        );
    }
    let excerpt = |o: &mut String, name: &str, head: &[String], tail: &[String]| {
        if head.is_empty() {
            return;
        }
        let _ = writeln!(o, "  {name}:");
        for l in head {
            let _ = writeln!(o, "    | {l}");
        }
        if !tail.is_empty() {
            let _ = writeln!(o, "    | ...");
            for l in tail {
                let _ = writeln!(o, "    | {l}");
            }
        }
    };
    excerpt(
        &mut o,
        if out.one_stream { "stdout and stderr" } else { "stdout" },
        &out.stdout_head,
        &out.stdout_tail,
    );
    excerpt(&mut o, "stderr", &out.stderr_head, &out.stderr_tail);
    if !out.credential_classes.is_empty() {
        let _ = writeln!(
            o,
            "{} the output contains {}",
            st.paint("1;31", "secret:"),
            out.credential_classes.join(", ")
        );
    }
    for u in &r.uncertainties {
        let _ = writeln!(o, "{} {u}", st.paint("33", "uncertain:"));
    }
    for c in &r.cut {
        let _ = writeln!(o, "{} {c}", st.paint("2", "cut:"));
    }
    o
}

/// A name that could be read as part of the report's own text (spaces, colons, quotes, words
/// like "APPROVER:") is shown in quotes, so it is always one value.
pub fn quoted(s: &str) -> String {
    if s.chars().any(|c| c.is_whitespace() || matches!(c, ':' | '"' | '\'' | ',' | ';' | '=' | '|')) {
        format!("\"{}\"", s.replace('"', "\\\""))
    } else {
        s.to_string()
    }
}
