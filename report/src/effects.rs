//! The complete, unbudgeted facts of one rehearsal. The approver's rules read these; the
//! [`crate::EffectsReport`] is the bounded view of them that people and models read.

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Transition {
    Created,
    Modified,
    Deleted,
    Renamed,
    /// A different type now (a link where a file was, a file where a folder was).
    Replaced,
    /// Mode or owner only.
    ModeChanged,
    /// Its modification time only (a `touch`): the same bytes, mode and owner. Build tools
    /// (make) read the time, so it is kept, shown, and harmless.
    Touched,
}

impl Transition {
    pub fn verb(&self) -> &'static str {
        match self {
            Transition::Created => "created",
            Transition::Modified => "modified",
            Transition::Deleted => "deleted",
            Transition::Renamed => "renamed",
            Transition::Replaced => "replaced",
            Transition::ModeChanged => "mode changed",
            Transition::Touched => "touched",
        }
    }

    /// Whether the path's previous content is gone.
    pub fn destroys(&self) -> bool {
        matches!(self, Transition::Deleted | Transition::Replaced | Transition::Renamed)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EntryKind {
    File,
    Folder,
    Symlink,
    Special,
}

/// One side of a transition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub kind: EntryKind,
    pub size: u64,
    pub mode: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link_target: Option<PathBuf>,
}

/// Where a changed path lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Place {
    Workspace,
    /// `/tmp`, `/var/tmp`, `$TMPDIR`: cleared by the system, reported, not asked about.
    Temp,
    /// `~/.cache` and `$XDG_CACHE_HOME`.
    Cache,
    Home,
    System,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GitStatus {
    Tracked,
    Untracked,
    Ignored,
    /// In a repository, but git could not tell (git missing or failing).
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GitFact {
    pub repo: PathBuf,
    pub status: GitStatus,
    /// The file held work not in HEAD (modified tracked file, or untracked and not ignored).
    pub dirty: bool,
    /// That work is gone after the command (deleted, overwritten, or reverted to HEAD).
    pub work_lost: bool,
    /// The new content equals HEAD's: uncommitted edits were reverted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reverted_to_head: bool,
    /// The file went with the whole of a linked worktree (`git worktree remove`): its `.git`
    /// file is gone too, and what it held committed stays in the repository.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub worktree_removed: bool,
    /// The command moved HEAD to another commit (a branch switch, a fast-forward) and the file
    /// went with it: before, it held exactly what the old HEAD commits, and a branch or tag
    /// still reaches that commit after the command; now it holds what the new HEAD commits, or
    /// is gone as the new HEAD has no such file. Both versions are in history: nothing is lost.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub switched: bool,
}

/// One changed path, everything known about it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FileEffect {
    pub path: PathBuf,
    /// Relative to the workspace when inside it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rel: Option<PathBuf>,
    pub transition: Transition,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<Entry>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<Entry>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub renamed_from: Option<PathBuf>,
    pub place: Place,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub git: Option<GitFact>,
    /// Where the old and new content can be read, for diffs.
    #[serde(skip)]
    pub before_content: Option<PathBuf>,
    #[serde(skip)]
    pub after_content: Option<PathBuf>,
    /// Part of a deletion or creation of a whole folder listed on its own.
    #[serde(skip)]
    pub under_changed_folder: bool,
    /// A place where a change takes effect later or grants something: a shell start-up file,
    /// a git hook, a cron or systemd unit, `authorized_keys`, a set-id bit...
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sensitive: Option<String>,
    /// Inside a git folder (the workspace's `.git`, another repository's, a bare repository):
    /// judged by what it does to the repository, not as a file.
    #[serde(skip)]
    pub git_internal: bool,
    /// For data files (SQLite databases, CSV, JSON lines): records before and after, and how
    /// many of the old ones are gone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub records: Option<Records>,
    /// For data files whose records stay: values lost inside them, by column and count, never
    /// by value ("column users.email dropped (2 values)", "users.phone: 3 values cleared").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values_lost: Vec<String>,
    /// A file of the user's elsewhere (outside the workspace, outside the home's hidden tool
    /// folders) that a program was given by path and this new file is a copy of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copied_from: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Records {
    pub before: u64,
    pub after: u64,
    pub removed: u64,
    /// Tables of a database that could not be counted in time (on either side); their rows are
    /// in none of the numbers above.
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub uncounted: u64,
}

impl FileEffect {
    /// Whether the file is one a tool may make and remove at will: in a temp folder or a cache,
    /// or ignored by git (build outputs), and no sensitive place. Its name is compared by its
    /// shape ([`crate::shape`]) across runs.
    pub fn disposable(&self) -> bool {
        self.sensitive.is_none()
            && (matches!(self.place, Place::Temp | Place::Cache)
                || self.git.as_ref().is_some_and(|g| g.status == GitStatus::Ignored && !g.work_lost))
    }

    pub fn is_folder(&self) -> bool {
        self.after.as_ref().or(self.before.as_ref()).is_some_and(|e| e.kind == EntryKind::Folder)
    }

    /// Whether the file's content was overwritten: emptied, or modified so that most of a
    /// substantial old text is gone (rewriting a one-line VERSION file is an edit).
    pub fn overwrites(&self) -> bool {
        match self.transition {
            Transition::Replaced => true,
            Transition::Modified => {
                let (Some(b), Some(a)) = (&self.before_content, &self.after_content) else { return true };
                let old_size = std::fs::symlink_metadata(b).map(|m| m.len()).unwrap_or(0);
                let new_size = std::fs::symlink_metadata(a).map(|m| m.len()).unwrap_or(0);
                if old_size > 0 && new_size == 0 {
                    return true;
                }
                let old_lines = std::fs::read(b)
                    .map(|d| d.split(|c| *c == b'\n').filter(|l| !l.is_empty()).count())
                    .unwrap_or(0);
                old_lines >= 4 && removed_share(b, a) >= 0.5
            }
            _ => false,
        }
    }

    pub fn display(&self) -> String {
        crate::escape::path(self.rel.as_deref().unwrap_or(&self.path))
    }
}

/// Share of the old file's lines that are absent from the new one (1.0 = all gone), white space
/// aside. Binary or large files count as fully replaced when they differ.
pub fn removed_share(before: &Path, after: &Path) -> f64 {
    const MAX: u64 = 4 << 20;
    let small = |p: &Path| std::fs::symlink_metadata(p).map(|m| m.len() <= MAX).unwrap_or(false);
    if !small(before) || !small(after) {
        return 1.0;
    }
    let (Ok(b), Ok(a)) = (std::fs::read(before), std::fs::read(after)) else { return 1.0 };
    if b.is_empty() {
        return 0.0;
    }
    // Lines compared without their white space: re-indenting (tabs to spaces), trailing blanks
    // or CRLF line ends remove nothing.
    let squeeze = |l: &[u8]| -> Vec<u8> { l.iter().copied().filter(|c| !c.is_ascii_whitespace()).collect() };
    let new_lines: std::collections::HashSet<Vec<u8>> = a.split(|c| *c == b'\n').map(squeeze).collect();
    let old: Vec<Vec<u8>> = b.split(|c| *c == b'\n').map(squeeze).filter(|l| !l.is_empty()).collect();
    if old.is_empty() {
        return if a.is_empty() { 1.0 } else { 0.0 };
    }
    let gone = old.iter().filter(|l| !new_lines.contains(*l)).count();
    gone as f64 / old.len() as f64
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Execution {
    /// `exit 0`, `signal 9`, `not found`, ...
    pub status: String,
    pub exit_code: i32,
    pub duration_ms: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_by: Option<String>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub leftover_processes: u32,
    /// Those still running when the command exited, named (at most 16): a server started in
    /// the background ends with the command. Withheld when the command is not allowed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stopped_background: Vec<StoppedBackground>,
    /// How many times the command ran: 2 when the first rehearsal tried to change a folder
    /// bound read-only for speed, and had to be run again with that folder overlaid.
    #[serde(default = "one_rehearsal")]
    pub rehearsals: u32,
    /// Why the command was rehearsed a second time, and what the first rehearsal cost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rehearsed_again: Option<RehearsedAgain>,
}

/// A background process stopped at the end of the command.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoppedBackground {
    /// Its process id in the rehearsal (what `$!` and a pid file inside it held).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pid: Option<i32>,
    /// Its command line, escaped, credential values masked.
    pub command: String,
}

fn one_rehearsal() -> u32 {
    1
}

/// A second rehearsal: the reason in words, and the time the first one took (on top of
/// `duration_ms`, which is the second's).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RehearsedAgain {
    pub reason: String,
    pub first_ms: u64,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Output {
    /// stdout and stderr were one stream (one pipe or terminal for the caller): all of it is
    /// counted and quoted as stdout, in the order written.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub one_stream: bool,
    pub stdout_bytes: u64,
    pub stderr_bytes: u64,
    pub stdout_lines: u64,
    pub stderr_lines: u64,
    /// The first and last lines of each stream, escaped, credential values replaced by their
    /// class (`[aws-secret-access-key]`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stdout_head: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stdout_tail: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stderr_head: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stderr_tail: Vec<String>,
    /// Credential classes that appear in the output.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub credential_classes: Vec<String>,
}

impl Output {
    /// Reads an excerpt of captured output: `lines` lines from the start and from the end,
    /// each escaped, clipped and redacted, and the credential classes anywhere in the first
    /// `scan` bytes.
    pub fn excerpt(data: &[u8], lines: usize) -> (Vec<String>, Vec<String>, Vec<String>) {
        let text = String::from_utf8_lossy(data);
        // One search serves both; the whole text is redacted first, as a key spans lines.
        let found = crate::credentials::find(&text);
        let classes: Vec<String> =
            crate::credentials::classes_of(&found).into_iter().map(String::from).collect();
        let red = crate::credentials::redact_found(&text, &found);
        let all: Vec<&str> = red.lines().collect();
        let clean = |l: &&str| crate::escape::clip(&crate::escape::escape_bytes(l.as_bytes()), 160);
        let head: Vec<String> = all.iter().take(lines).map(clean).collect();
        let tail: Vec<String> = if all.len() > lines {
            all.iter().skip(all.len().saturating_sub(lines).max(lines)).map(clean).collect()
        } else {
            Vec::new()
        };
        (head, tail, classes)
    }
}

/// What a command did to a git repository's own folder.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RepoEffect {
    pub repo: PathBuf,
    /// The whole git folder is gone.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub git_dir_deleted: bool,
    /// Commits of branches or tags that no ref or reflog reaches any more.
    #[serde(default, skip_serializing_if = "is_zero_usize")]
    pub lost_commits: usize,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub objects_missing: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stash_lost: bool,
    /// Branches or tags rewritten or deleted (their old tip is not in their new history).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rewritten_refs: Vec<String>,
    /// Of those, branches deleted whose commits no remaining branch or HEAD contains (never
    /// merged anywhere).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unmerged_deleted: Vec<String>,
    /// Of those, branches whose every lost commit has one with the same change in their new
    /// history, on a new base: rebased, nothing dropped.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rebased_refs: Vec<String>,
    /// Of those, branches still there whose new tip holds another tree than the old one: a
    /// squash or a reword that also changed what the branch holds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tree_changed_refs: Vec<String>,
    /// A history purge: every rewritten branch and tag still exists, and each of its old
    /// commits either has a twin in its new history (same author, time and subject) that
    /// differs only by these paths, or touched only these paths; the paths appear nowhere in the
    /// new history. Empty when the rewrite did anything else.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub purged_paths: Vec<String>,
    /// Every commit lost here is still held by the workspace's own repository (a rebased
    /// branch force-pushed to a remote: the old commits remain in the local reflog).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lost_held_locally: bool,
    /// Hooks created or changed (they run on later git commands).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hooks_changed: Vec<String>,
    /// Files whose names say they hold secrets (`.env`, `*.pem`, `id_rsa`) newly in the index:
    /// staged or committed, on their way to wherever the repository is pushed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub secrets_staged: Vec<String>,
    /// Every hook changed is the repository's own: a copy of a file it tracks, or a short script
    /// that only runs its own tasks (`exec make -s lint`, `npm test`, `./scripts/check.sh`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hooks_from_repo: bool,
    /// `core.hooksPath` set to a folder the repository tracks (its own hooks, used in place).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hooks_path_tracked: Option<String>,
    /// Configuration keys that execute programs or redirect remotes, added or changed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub config_changes: Vec<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub config_deleted: bool,
}

fn is_zero_usize(n: &usize) -> bool {
    *n == 0
}

impl RepoEffect {
    pub fn is_empty(&self) -> bool {
        *self == RepoEffect { repo: self.repo.clone(), ..Default::default() }
    }
}

/// A network attempt. Nothing leaves a rehearsal: a TCP connection ends at foresee's sink,
/// which records what identifies it and sends nothing; any other datagram than a name lookup is
/// refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct NetworkEffect {
    /// connect, send, bind or listen.
    pub op: String,
    /// `ip:port`, `[ip6]:port`, `unix:/path`, `unix:@abstract`.
    pub destination: String,
    /// Loopback, a Unix socket or a kernel-local family (netlink): never leaves the machine.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub loopback: bool,
    /// The exec chain of the process (`make > sh > curl`).
    pub process: String,
    /// Credential classes that process or its ancestors read before this attempt.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub after_reading: Vec<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unverified: bool,
    /// How many times this same attempt was made (a resolver retrying, a library probing its
    /// daemon from every process): repeats are one entry, so they cannot crowd out the rest.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub times: u64,
    /// How many process chains besides `process` made it too.
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub other_processes: u64,
    /// The name the command looked up for the address (foresee's resolver gave it a
    /// placeholder).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<u16>,
    /// What the sink saw: `tls`, `http`, or the first bytes' shape (`ssh banner ...`, `text`,
    /// `binary`, `nothing sent`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protocol: Option<String>,
    /// The TLS ClientHello's server name and protocols.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sni: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alpn: Vec<String>,
    /// A plain HTTP request's method, path and `Host`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub method: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host: Option<String>,
    /// The request's header names (never a value), for plain HTTP and inspected TLS.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub headers: Vec<String>,
    /// The request body's size (as declared, else as received).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body_bytes: Option<u64>,
    /// A TLS connection foresee ended itself (inspection): its request was read in the clear.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub inspected: bool,
    /// Why a TLS client did not finish the handshake with foresee's certificate: it does not
    /// trust it (it pins its server's key or keeps roots of its own), or it stopped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub untrusted: Option<String>,
    /// The user's rule that would let this destination through (`foresee rules add '...'`),
    /// for one held back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allow_rule: Option<String>,
    /// Bytes the command sent on the connection: to the sink only, or, when `forwarded`, on to
    /// its approved destination.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bytes: Option<u64>,
    /// Credential classes those bytes carry, by shape (never the value).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub credentials: Vec<String>,
    /// Values of protected files those bytes carry (as `secret.disclosed` finds them, disguises
    /// included): `class from path`, never the value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub protected_values: Vec<String>,
    /// Carried a protected file's value kept for this very destination (its own token, as its
    /// file names or is named for the host), and no other protected value.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub own_credential: bool,
    /// Made to fail by foresee (a datagram to anything but its resolver).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub refused: bool,
    /// Let through, live, to its approved destination (`bytes` then counts what was sent).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forwarded: bool,
    /// Why a connection to an approved destination was held back (a name that did not match,
    /// a protected file read before it, the destination unreachable), or why a forwarded one
    /// was cut.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl NetworkEffect {
    /// How the destination is named to the user: the name looked up (or the TLS server name)
    /// with the port, else the address.
    pub fn shown(&self) -> String {
        match (self.name.as_deref().or(self.sni.as_deref()), self.port) {
            (Some(name), Some(port)) => format!("{name}:{port}"),
            (Some(name), None) => name.to_string(),
            _ => self.destination.clone(),
        }
    }

    /// A connection (or a datagram) for another machine that foresee held back: the sink took
    /// it and sent nothing, or foresee refused it.
    pub fn held_back(&self) -> bool {
        !self.loopback && !self.forwarded && matches!(self.op.as_str(), "connect" | "send")
    }
}

fn one() -> u64 {
    1
}

fn is_one(n: &u64) -> bool {
    *n == 1
}

/// A name the command looked up (answered with a placeholder address, or "no data").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct LookupEffect {
    pub name: String,
    pub process: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub after_reading: Vec<String>,
    /// The record type asked (`A`, `AAAA`, `HTTPS`, `TXT`, or its number).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub qtype: String,
    /// Values of protected files the name carries: `class from path`, never the value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub protected_values: Vec<String>,
}

/// A read of a protected file: its class and who read it, never its content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReadEffect {
    pub path: PathBuf,
    pub class: String,
    /// The reader's exec chain, when the kernel named it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub process: Option<String>,
}

/// A credential value found where it should not be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Disclosure {
    /// The protected file the value comes from.
    pub source: PathBuf,
    pub class: String,
    /// `stdout`, `stderr`, or the path of a file the command wrote.
    pub into: String,
    /// How the value was disguised when it was not there as is: `base64`, `hex`, `reversed`,
    /// `partial`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<String>,
    /// The sections of the source (`[staging]`, `[profile dev]` of an INI file, shown as
    /// `staging`, `dev`) the values found came from; empty when the source has none. A value
    /// before any section is in the section `""`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sections: Vec<String>,
}

/// A call the deny filter refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    pub call: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub detail: String,
    pub process: String,
}

/// Process-level facts of the trace.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Processes {
    /// Whether a tracer followed the command (without one the other fields are empty).
    pub traced: bool,
    pub count: usize,
    /// Distinct programs run, in order of first run (bounded).
    pub programs: Vec<String>,
    /// Events seen, by kind.
    pub events: std::collections::BTreeMap<String, u64>,
    /// Events seen but not kept (the buffer was full), by kind.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub dropped: std::collections::BTreeMap<String, u64>,
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub unverified: u64,
    /// Size of the raw trace, bytes.
    pub raw_trace_bytes: u64,
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

/// Everything a rehearsal showed.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Effects {
    /// The command as the agent gave it (escaped for display).
    pub command: String,
    pub cwd: PathBuf,
    pub workspace: PathBuf,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task: Option<String>,
    pub execution: Execution,
    pub files: Vec<FileEffect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub repos: Vec<RepoEffect>,
    pub processes: Processes,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub network: Vec<NetworkEffect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lookups: Vec<LookupEffect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reads: Vec<ReadEffect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub disclosures: Vec<Disclosure>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refused: Vec<Refusal>,
    pub output: Output,
    /// What the rehearsal could not see or do, in words.
    pub uncertainties: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reindenting_removes_no_line_and_rewriting_does() {
        let t = tempfile::tempdir().unwrap();
        let (b, a) = (t.path().join("b"), t.path().join("a"));
        std::fs::write(&b, "def f(x):\n\tif x:\n\t\treturn 1\n\treturn 2\n").unwrap();
        std::fs::write(&a, "def f(x):\r\n    if x:\r\n        return 1  \r\n    return 2\r\n").unwrap();
        assert_eq!(removed_share(&b, &a), 0.0);
        std::fs::write(&a, "def f(x):\n    return 3\n").unwrap();
        assert_eq!(removed_share(&b, &a), 0.75);
    }
}
