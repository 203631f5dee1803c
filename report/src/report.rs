//! The bounded view: [`EffectsReport`] holds what matters of an [`Effects`] in at most 8 KiB of
//! JSON. Dangerous entries come first (lost work, git-tracked deletions, writes outside the
//! workspace), the rest is aggregated with honest counts, and what was cut is said.

use crate::effects::{Effects, EntryKind, FileEffect, GitStatus, Place, Transition};
use crate::escape;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

pub const SCHEMA: &str = "foresee.report/v1";
/// No report is ever larger than this.
pub const HARD_CAP: usize = 8 * 1024;
/// What typical commands should fit in.
pub const TARGET: usize = 4 * 1024;

#[derive(Debug, Clone, Serialize, Deserialize, Default, PartialEq, Eq)]
pub struct Counts {
    pub created: usize,
    pub modified: usize,
    pub deleted: usize,
    pub renamed: usize,
    pub replaced: usize,
    pub mode_changed: usize,
    #[serde(default)]
    pub touched: usize,
    pub outside_workspace: usize,
    pub tracked_touched: usize,
    pub work_lost: usize,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FileCard {
    pub path: String,
    pub change: Transition,
    pub kind: EntryKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub git: Option<GitStatus>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub work_lost: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reverted_to_head: bool,
    #[serde(rename = "where")]
    pub place: Place,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diff: Option<String>,
    /// What the content is when it is not text (`sqlite database`, `ELF executable`, ...),
    /// before -> after when that changed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// blake3 of the new content (first 16 hex digits).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sensitive: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub records: Option<crate::effects::Records>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values_lost: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copied_from: Option<String>,
}

/// Several changes of one kind under one folder, counted rather than listed.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Group {
    pub folder: String,
    pub change: Transition,
    pub count: usize,
    pub bytes: u64,
    /// `all ignored`, `3 tracked`, ...
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub git: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FilesSection {
    pub counts: Counts,
    pub entries: Vec<FileCard>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<Group>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EffectsReport {
    pub schema: String,
    pub command: String,
    pub cwd: String,
    pub workspace: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task: Option<String>,
    pub execution: crate::effects::Execution,
    pub files: FilesSection,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub git: Vec<crate::effects::RepoEffect>,
    pub processes: crate::effects::Processes,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub network: Vec<crate::effects::NetworkEffect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lookups: Vec<crate::effects::LookupEffect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reads: Vec<crate::effects::ReadEffect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub disclosures: Vec<crate::effects::Disclosure>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refused: Vec<crate::effects::Refusal>,
    pub output: crate::effects::Output,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cut: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub uncertainties: Vec<String>,
}

/// How much danger an entry shows; higher is listed first and cut last.
pub fn danger(f: &FileEffect) -> u32 {
    let git = f.git.as_ref();
    let mut d: u32 = match f.place {
        Place::Workspace => 10,
        Place::Temp | Place::Cache => 2,
        Place::Home => 60,
        Place::System => 70,
    };
    if git.is_some_and(|g| g.work_lost) {
        d += 100;
    }
    if git.is_some_and(|g| g.status == GitStatus::Tracked) {
        d += if f.transition.destroys() { 80 } else { 30 };
    }
    if f.records.is_some_and(|r| r.removed > 0) || !f.values_lost.is_empty() {
        d += 60;
    }
    if f.after.as_ref().is_some_and(|a| a.mode & 0o6000 != 0) || f.sensitive.is_some() {
        d += 90;
    }
    if f.transition.destroys() {
        d += 20;
    }
    if git.is_some_and(|g| g.status == GitStatus::Ignored) {
        d = d.saturating_sub(8);
    }
    d
}

pub fn human_size(n: u64) -> String {
    const U: [&str; 5] = ["B", "KB", "MB", "GB", "TB"];
    let mut v = n as f64;
    let mut i = 0;
    while v >= 1000.0 && i < U.len() - 1 {
        v /= 1000.0;
        i += 1;
    }
    if i == 0 { format!("{n} B") } else { format!("{v:.1} {}", U[i]) }
}

fn size_text(f: &FileEffect) -> Option<String> {
    let s =
        |e: &crate::effects::Entry| if e.kind == EntryKind::Folder { None } else { Some(human_size(e.size)) };
    match (f.before.as_ref().and_then(s), f.after.as_ref().and_then(s)) {
        (Some(a), Some(b)) if a != b => Some(format!("{a} -> {b}")),
        (Some(a), Some(_)) => Some(a),
        (Some(a), None) => Some(a),
        (None, Some(b)) => Some(b),
        (None, None) => None,
    }
}

/// A bounded unified diff of two small text files.
pub fn bounded_diff(
    before: Option<&Path>,
    after: Option<&Path>,
    max_lines: usize,
    max_bytes: usize,
) -> Option<String> {
    const MAX_FILE: u64 = 256 * 1024;
    let read = |p: Option<&Path>| -> Option<String> {
        match p {
            None => Some(String::new()),
            Some(p) => {
                let md = std::fs::symlink_metadata(p).ok()?;
                if !md.is_file() || md.len() > MAX_FILE {
                    return None;
                }
                let b = std::fs::read(p).ok()?;
                if b.contains(&0) {
                    return None;
                }
                String::from_utf8(b).ok()
            }
        }
    };
    let old = read(before)?;
    let new = read(after)?;
    if old == new || max_lines == 0 {
        return None;
    }
    let diff = similar::TextDiff::from_lines(&old, &new);
    let text = diff.unified_diff().context_radius(1).to_string();
    let mut out = String::new();
    let mut lines = 0;
    let mut cut = false;
    for line in text.lines() {
        if lines >= max_lines || out.len() + line.len() > max_bytes {
            cut = true;
            break;
        }
        out.push_str(&escape::clip(&escape::escape_bytes(crate::credentials::redact(line).as_bytes()), 160));
        out.push('\n');
        lines += 1;
    }
    if cut {
        out.push_str(&format!("… ({} more lines)\n", text.lines().count().saturating_sub(lines)));
    }
    Some(out)
}

/// What a file holds, by its first bytes, when that is not plain text.
pub fn sniff(path: &Path) -> Option<&'static str> {
    use std::io::Read;
    let mut head = [0u8; 512];
    let n = std::fs::File::open(path).and_then(|mut f| f.read(&mut head)).ok()?;
    let h = &head[..n];
    let kinds: [(&[u8], &str); 12] = [
        (b"SQLite format 3\0", "sqlite database"),
        (b"\x7fELF", "ELF executable"),
        (b"\x89PNG", "png image"),
        (b"\xff\xd8\xff", "jpeg image"),
        (b"GIF8", "gif image"),
        (b"%PDF", "pdf document"),
        (b"PK\x03\x04", "zip archive"),
        (b"\x1f\x8b", "gzip data"),
        (b"BZh", "bzip2 data"),
        (b"\xfd7zXZ\0", "xz data"),
        (b"(\xb5/\xfd", "zstd data"),
        (b"#!", "script"),
    ];
    if let Some((_, k)) = kinds.iter().find(|(m, _)| h.starts_with(m)) {
        return Some(k);
    }
    if n == 0 {
        return Some("empty");
    }
    if h.contains(&0)
        || std::str::from_utf8(h).is_err() && std::str::from_utf8(&h[..n.saturating_sub(3)]).is_err()
    {
        return Some("binary data");
    }
    None
}

fn short_hash(path: &Path) -> Option<String> {
    const MAX: u64 = 64 << 20;
    let md = std::fs::symlink_metadata(path).ok()?;
    if !md.is_file() || md.len() > MAX {
        return None;
    }
    let data = std::fs::read(path).ok()?;
    Some(blake3::hash(&data).to_hex()[..16].to_string())
}

fn card(f: &FileEffect, diff: Option<String>, workspace: &Path) -> FileCard {
    let is_file = |e: &Option<crate::effects::Entry>| e.as_ref().is_some_and(|e| e.kind == EntryKind::File);
    let before_kind = if is_file(&f.before) { f.before_content.as_deref().and_then(sniff) } else { None };
    let after_kind = if is_file(&f.after) { f.after_content.as_deref().and_then(sniff) } else { None };
    let content = match (before_kind, after_kind) {
        (Some(b), Some(a)) if a != b => Some(format!("{b} -> {a}")),
        (Some(b), None) if is_file(&f.after) => Some(format!("{b} -> text")),
        (None, Some(a)) if is_file(&f.before) => Some(format!("text -> {a}")),
        (_, Some(a)) => Some(a.to_string()),
        (Some(b), None) => Some(b.to_string()),
        _ => None,
    };
    let hash = if is_file(&f.after) { f.after_content.as_deref().and_then(short_hash) } else { None };
    let mode = match (&f.before, &f.after) {
        (Some(b), Some(a)) if b.mode != a.mode => Some(format!("{:o} -> {:o}", b.mode, a.mode)),
        _ => None,
    };
    FileCard {
        path: escape::clip(&f.display(), 200),
        change: f.transition,
        kind: f.after.as_ref().or(f.before.as_ref()).map(|e| e.kind).unwrap_or(EntryKind::File),
        size: size_text(f),
        mode,
        git: f.git.as_ref().map(|g| g.status),
        work_lost: f.git.as_ref().is_some_and(|g| g.work_lost),
        reverted_to_head: f.git.as_ref().is_some_and(|g| g.reverted_to_head),
        place: f.place,
        from: f
            .renamed_from
            .as_ref()
            .map(|p| escape::clip(&escape::path(p.strip_prefix(workspace).unwrap_or(p)), 200)),
        link: f
            .after
            .as_ref()
            .and_then(|a| a.link_target.as_ref())
            .map(|t| escape::clip(&escape::path(t), 200)),
        diff,
        content,
        hash,
        sensitive: f.sensitive.as_ref().map(|s| esc(s, 80)),
        records: f.records,
        values_lost: f.values_lost.clone(),
        copied_from: f.copied_from.as_ref().map(|p| escape::clip(&escape::path(p), 200)),
    }
}

/// Whether a change is listed on its own: it is not part of a folder created or deleted whole,
/// or it is too dangerous to be counted with it.
pub fn listed_alone(f: &FileEffect) -> bool {
    !f.under_changed_folder || danger(f) >= 100
}

pub fn counts(files: &[FileEffect]) -> Counts {
    let mut c = Counts::default();
    for f in files {
        match f.transition {
            Transition::Created => c.created += 1,
            Transition::Modified => c.modified += 1,
            Transition::Deleted => c.deleted += 1,
            Transition::Renamed => c.renamed += 1,
            Transition::Replaced => c.replaced += 1,
            Transition::ModeChanged => c.mode_changed += 1,
            Transition::Touched => c.touched += 1,
        }
        if !matches!(f.place, Place::Workspace) {
            c.outside_workspace += 1;
        }
        if f.git.as_ref().is_some_and(|g| g.status == GitStatus::Tracked) {
            c.tracked_touched += 1;
        }
        if f.git.as_ref().is_some_and(|g| g.work_lost) {
            c.work_lost += 1;
        }
    }
    c
}

fn group_key(f: &FileEffect) -> String {
    let p = f.rel.as_deref().unwrap_or(&f.path);
    let parent = p.parent().map(|x| x.to_path_buf()).unwrap_or_default();
    // Group by the first two levels so deep trees collapse into a few lines.
    let comps: Vec<_> = parent.components().take(if f.rel.is_some() { 2 } else { 3 }).collect();
    let mut s: std::path::PathBuf = comps.iter().collect();
    if s.as_os_str().is_empty() {
        s = ".".into();
    }
    format!("{}/", escape::path(&s))
}

#[derive(Default)]
struct GroupTally {
    count: usize,
    bytes: u64,
    tracked: usize,
    ignored: usize,
    untracked: usize,
}

fn groups(rest: &[&FileEffect]) -> Vec<Group> {
    let mut m: BTreeMap<(String, u8), (Transition, GroupTally)> = BTreeMap::new();
    for f in rest {
        let (_, t) =
            m.entry((group_key(f), f.transition as u8)).or_insert((f.transition, GroupTally::default()));
        t.count += 1;
        t.bytes += f.before.as_ref().or(f.after.as_ref()).map(|x| x.size).unwrap_or(0);
        match f.git.as_ref().map(|g| g.status) {
            Some(GitStatus::Tracked) => t.tracked += 1,
            Some(GitStatus::Ignored) => t.ignored += 1,
            Some(GitStatus::Untracked) => t.untracked += 1,
            _ => {}
        }
    }
    m.into_iter()
        .map(|((folder, _), (change, t))| Group {
            folder,
            change,
            count: t.count,
            bytes: t.bytes,
            git: if t.ignored == t.count {
                Some("all ignored by git".into())
            } else if t.tracked + t.ignored + t.untracked == 0 {
                None
            } else {
                Some(format!("{} tracked, {} untracked, {} ignored", t.tracked, t.untracked, t.ignored))
            },
        })
        .collect()
}

/// Escapes every string of an event card (names come from the command).
/// What [`EffectsReport::withheld`] says it left out.
const WITHHELD_NOTE: &str = "output lines and file contents withheld: the command was not allowed";

/// The execution facts with every text bounded (they are written by the command's own doing:
/// a status, the command lines of what it left running, a reason for a second rehearsal).
fn bounded_execution(x: &crate::effects::Execution) -> crate::effects::Execution {
    let mut x = x.clone();
    x.status = esc(&x.status, 80);
    x.ended_by = x.ended_by.as_deref().map(|s| esc(s, 80));
    x.stopped_background.truncate(8);
    for p in &mut x.stopped_background {
        p.command = esc(&p.command, 200);
    }
    if let Some(a) = &mut x.rehearsed_again {
        a.reason = esc(&a.reason, 200);
    }
    x
}

/// The output facts with at most `lines` lines of each excerpt and the classes bounded.
fn bounded_output(o: &crate::effects::Output, lines: usize) -> crate::effects::Output {
    let mut o = o.clone();
    for v in [&mut o.stdout_head, &mut o.stdout_tail, &mut o.stderr_head, &mut o.stderr_tail] {
        v.truncate(lines);
        for l in v.iter_mut() {
            *l = esc(l, 160);
        }
    }
    o.credential_classes.truncate(8);
    for c in &mut o.credential_classes {
        *c = esc(c, 40);
    }
    o
}

/// The process facts with at most 16 kinds of event (each name bounded) counted.
fn bounded_processes(p: &crate::effects::Processes) -> crate::effects::Processes {
    let bound = |m: &std::collections::BTreeMap<String, u64>| {
        m.iter().take(16).map(|(k, v)| (esc(k, 40), *v)).collect()
    };
    crate::effects::Processes { events: bound(&p.events), dropped: bound(&p.dropped), ..p.clone() }
}

fn esc(s: &str, max: usize) -> String {
    escape::clip(&escape::escape_bytes(s.as_bytes()), max)
}

fn bounded_events(e: &Effects, n: usize, cut: &mut Vec<String>) -> BoundedEvents {
    use crate::effects::*;
    // The same attempt, repeated, is one entry with counts: how often, and by how many other
    // process chains (named by the first). What a process read before it stays part of the
    // attempt, so a process that read a secret first is never folded into one that did not.
    let mut network: Vec<NetworkEffect> = Vec::new();
    let mut seen: std::collections::HashMap<_, (usize, std::collections::HashSet<&str>)> =
        std::collections::HashMap::new();
    for x in &e.network {
        // What was sent is part of the attempt: two connections to one place with different
        // requests stay two entries.
        let key = (
            (&x.op, &x.destination, &x.after_reading, x.unverified),
            (&x.name, &x.sni, &x.method, &x.path, &x.host, &x.credentials, &x.protected_values),
        );
        match seen.get_mut(&key) {
            Some((i, chains)) => {
                network[*i].times += x.times;
                if chains.insert(x.process.as_str()) {
                    network[*i].other_processes += 1;
                }
                network[*i].other_processes += x.other_processes;
            }
            None => {
                seen.insert(key, (network.len(), std::collections::HashSet::from([x.process.as_str()])));
                network.push(x.clone());
            }
        }
    }
    // External destinations first; loopback last.
    network.sort_by_key(|x| (x.loopback, x.after_reading.is_empty()));
    if network.len() > n {
        let more: u64 = network[n..].iter().map(|x| x.times).sum();
        cut.push(format!("{more} more network attempts only counted"));
        network.truncate(n);
    }
    let network = network
        .into_iter()
        .map(|x| NetworkEffect {
            destination: esc(&x.destination, 120),
            process: esc(&x.process, 120),
            after_reading: x.after_reading.iter().map(|c| esc(c, 40)).collect(),
            name: x.name.as_deref().map(|n| esc(n, 255)),
            protocol: x.protocol.as_deref().map(|n| esc(n, 100)),
            sni: x.sni.as_deref().map(|n| esc(n, 255)),
            alpn: x.alpn.iter().map(|a| esc(a, 40)).collect(),
            method: x.method.as_deref().map(|n| esc(n, 20)),
            path: x.path.as_deref().map(|n| esc(n, 200)),
            host: x.host.as_deref().map(|n| esc(n, 255)),
            headers: x.headers.iter().take(40).map(|h| esc(h, 60)).collect(),
            untrusted: x.untrusted.as_deref().map(|n| esc(n, 200)),
            allow_rule: x.allow_rule.as_deref().map(|n| esc(n, 300)),
            credentials: x.credentials.iter().map(|c| esc(c, 40)).collect(),
            protected_values: x.protected_values.iter().map(|c| esc(c, 160)).collect(),
            ..x
        })
        .collect();
    let mut lookups: Vec<LookupEffect> = Vec::new();
    for l in &e.lookups {
        // Compared as shown: A and AAAA questions for one name are one entry.
        let name = esc(&l.name, 120);
        if !lookups.iter().any(|k| k.name == name) {
            lookups.push(LookupEffect {
                name,
                process: esc(&l.process, 120),
                after_reading: l.after_reading.clone(),
                qtype: esc(&l.qtype, 10),
                protected_values: l.protected_values.iter().map(|v| esc(v, 160)).collect(),
            });
        }
    }
    if lookups.len() > n {
        cut.push(format!("{} more names looked up only counted", lookups.len() - n));
        lookups.truncate(n);
    }
    let mut reads: Vec<ReadEffect> = e.reads.clone();
    if reads.len() > n {
        cut.push(format!("{} more protected reads only counted", reads.len() - n));
        reads.truncate(n);
    }
    let reads = reads
        .into_iter()
        .map(|r| ReadEffect {
            path: std::path::PathBuf::from(escape::clip(&escape::path(&r.path), 160)),
            class: esc(&r.class, 40),
            process: r.process.map(|p| esc(&p, 120)),
        })
        .collect();
    let disclosures = e
        .disclosures
        .iter()
        .take(n)
        .map(|d| Disclosure {
            source: std::path::PathBuf::from(escape::clip(&escape::path(&d.source), 160)),
            class: esc(&d.class, 40),
            into: esc(&d.into, 160),
            form: d.form.as_deref().map(|f| esc(f, 20)),
            sections: d.sections.iter().take(4).map(|x| esc(x, 40)).collect(),
        })
        .collect();
    let mut refused: Vec<Refusal> = Vec::new();
    for r in &e.refused {
        if refused.len() >= n {
            cut.push("more refused calls only counted".into());
            break;
        }
        refused.push(Refusal {
            call: esc(&r.call, 60),
            detail: esc(&r.detail, 120),
            process: esc(&r.process, 120),
        });
    }
    let mut processes = bounded_processes(&e.processes);
    processes.programs = processes.programs.iter().take(n).map(|p| esc(p, 100)).collect();
    BoundedEvents { network, lookups, reads, disclosures, refused, processes }
}

struct BoundedEvents {
    network: Vec<crate::effects::NetworkEffect>,
    lookups: Vec<crate::effects::LookupEffect>,
    reads: Vec<crate::effects::ReadEffect>,
    disclosures: Vec<crate::effects::Disclosure>,
    refused: Vec<crate::effects::Refusal>,
    processes: crate::effects::Processes,
}

struct Params {
    max_entries: usize,
    max_events: usize,
    diff_lines: usize,
    diff_total: usize,
    max_groups: usize,
}

impl EffectsReport {
    /// The destinations on other machines the command tried to reach, as shown (`name:port`),
    /// each once: foresee held every one back, so a command that needed them failed for that.
    pub fn held_back(&self) -> Vec<String> {
        let mut v: Vec<String> = Vec::new();
        for n in self.network.iter().filter(|n| n.held_back()) {
            let shown = crate::escape::escape_bytes(n.shown().as_bytes());
            if !v.contains(&shown) {
                v.push(shown);
            }
        }
        v
    }

    /// The user's rules that would let the held-back destinations through, each once
    /// (`always allow network to pkgs.example.org:443`).
    pub fn allow_rules(&self) -> Vec<String> {
        let mut v: Vec<String> = Vec::new();
        for r in self.network.iter().filter(|n| n.held_back()).filter_map(|n| n.allow_rule.clone()) {
            if !v.contains(&r) {
                v.push(r);
            }
        }
        v
    }

    /// The report as the agent sees it when its command was not allowed: what would have
    /// happened (paths, changes, sizes, destinations, credential classes), without what the
    /// command produced (output lines, new file content). A refused command delivers nothing
    /// it read; the person answering the check-in sees the whole report.
    pub fn withheld(&self) -> EffectsReport {
        let mut r = self.clone();
        // What it left running is named by its command line, which the command wrote.
        r.execution.stopped_background.clear();
        let o = &mut r.output;
        let had_output = !(o.stdout_head.is_empty() && o.stderr_head.is_empty());
        o.stdout_head.clear();
        o.stdout_tail.clear();
        o.stderr_head.clear();
        o.stderr_tail.clear();
        let mut had_diff = false;
        for e in &mut r.files.entries {
            had_diff |= e.diff.take().is_some();
        }
        if had_output || had_diff {
            r.cut.push(WITHHELD_NOTE.into());
        }
        r
    }

    /// The report of `effects` within [`HARD_CAP`] bytes of JSON, with room left for the
    /// note [`EffectsReport::withheld`] adds, so the withheld report fits as well.
    pub fn build(effects: &Effects) -> EffectsReport {
        const CAP: usize = HARD_CAP - WITHHELD_NOTE.len() - 16;
        let mut ranked: Vec<&FileEffect> = effects.files.iter().collect();
        ranked.sort_by_key(|f| std::cmp::Reverse(danger(f)));
        let mut diffs: Vec<Option<String>> = Vec::new();
        let mut p =
            Params { max_entries: 40, max_events: 12, diff_lines: 24, diff_total: 2600, max_groups: 30 };
        loop {
            let r = Self::build_with(effects, &ranked, &p, &mut diffs);
            let len = serde_json::to_vec(&r).map(|v| v.len()).unwrap_or(usize::MAX);
            if len <= CAP || (p.max_entries == 0 && p.max_groups == 0 && p.diff_total == 0) {
                return if len <= CAP { r } else { Self::minimal(effects) };
            }
            if p.diff_total > 0 {
                p.diff_total = if p.diff_total > 600 { p.diff_total / 2 } else { 0 };
                p.diff_lines = (p.diff_lines / 2).max(6);
                diffs.clear();
            } else if p.max_entries > 0 {
                p.max_entries /= 2;
                p.max_events = (p.max_events / 2).max(2);
            } else {
                p.max_groups /= 2;
                p.max_events = 1;
            }
        }
    }

    fn build_with(
        effects: &Effects,
        ranked: &[&FileEffect],
        p: &Params,
        diffs: &mut Vec<Option<String>>,
    ) -> EffectsReport {
        let mut cut = Vec::new();
        // Whole folders created or deleted are listed once; their contents are counted.
        let (listed, rest): (Vec<&FileEffect>, Vec<&FileEffect>) =
            ranked.iter().partition(|f| listed_alone(f));
        let take = listed.len().min(p.max_entries);
        let mut rest: Vec<&FileEffect> = rest;
        rest.extend(listed[take..].iter().copied());
        let mut spent = 0;
        if diffs.len() != take {
            diffs.clear();
            for f in &listed[..take] {
                // A file moved and edited keeps its old content to show the edit against.
                let moved_edit = f.transition == Transition::Renamed && f.before_content.is_some();
                let want = (matches!(f.transition, Transition::Modified | Transition::Created) || moved_edit)
                    && f.after.as_ref().is_some_and(|a| a.kind == EntryKind::File)
                    && spent < p.diff_total;
                let d = if want {
                    bounded_diff(
                        f.before_content.as_deref(),
                        f.after_content.as_deref(),
                        p.diff_lines,
                        (p.diff_total - spent).min(1200),
                    )
                } else {
                    None
                };
                spent += d.as_ref().map(|d| d.len()).unwrap_or(0);
                diffs.push(d);
            }
        }
        let entries: Vec<FileCard> = listed[..take]
            .iter()
            .zip(diffs.iter())
            .map(|(f, d)| card(f, d.clone(), &effects.workspace))
            .collect();
        let mut groups = groups(&rest);
        if groups.len() > p.max_groups {
            let dropped: usize = groups[p.max_groups..].iter().map(|g| g.count).sum();
            groups.truncate(p.max_groups);
            cut.push(format!("{dropped} more changed paths in other folders are only counted"));
        }
        if listed.len() > take {
            cut.push(format!("{} entries aggregated into groups to fit", listed.len() - take));
        }
        let ev = bounded_events(effects, p.max_events, &mut cut);
        EffectsReport {
            schema: SCHEMA.to_string(),
            command: esc(&crate::credentials::redact(&effects.command), 400),
            cwd: escape::clip(&escape::path(&effects.cwd), 200),
            workspace: escape::clip(&escape::path(&effects.workspace), 200),
            task: effects.task.as_ref().map(|t| escape::clip(&escape::escape_bytes(t.as_bytes()), 300)),
            execution: bounded_execution(&effects.execution),
            files: FilesSection { counts: counts(&effects.files), entries, groups },
            git: effects.repos.iter().take(4).cloned().collect(),
            processes: ev.processes,
            network: ev.network,
            lookups: ev.lookups,
            reads: ev.reads,
            disclosures: ev.disclosures,
            refused: ev.refused,
            output: bounded_output(&effects.output, 8),
            cut,
            uncertainties: effects.uncertainties.iter().take(8).map(|u| esc(u, 200)).collect(),
        }
    }

    fn minimal(effects: &Effects) -> EffectsReport {
        EffectsReport {
            schema: SCHEMA.to_string(),
            command: esc(&crate::credentials::redact(&effects.command), 200),
            cwd: escape::clip(&escape::path(&effects.cwd), 100),
            workspace: escape::clip(&escape::path(&effects.workspace), 100),
            task: None,
            execution: bounded_execution(&effects.execution),
            files: FilesSection { counts: counts(&effects.files), entries: Vec::new(), groups: Vec::new() },
            git: Vec::new(),
            processes: crate::effects::Processes {
                programs: Vec::new(),
                ..bounded_processes(&effects.processes)
            },
            network: Vec::new(),
            lookups: Vec::new(),
            reads: Vec::new(),
            disclosures: Vec::new(),
            refused: Vec::new(),
            output: bounded_output(&effects.output, 2),
            cut: vec!["every entry cut to fit; only counts remain".into()],
            uncertainties: Vec::new(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }
}
