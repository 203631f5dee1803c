//! The wall: deterministic rules over effects, each with an id, a condition over the
//! [`Effects`], an action and a reason written for the agent.
//!
//! Map of this module:
//! - [`Wall`]: what the gate configures (the request's scope, `protect` globs, foresee's own
//!   paths, the session's own work and moved files, the configured registries) and
//!   [`Wall::judge`], the walk over the rules, in an order that fixes the order of the findings.
//! - [`WallContext`]: what every rule sees of one command, gathered once: the configuration,
//!   the effects, the facts several rules weigh about each file ([`FileFacts`]) and the edits
//!   read line by line ([`ReadEdit`]).
//!
//! Each rule lives in its own file of [`crate::approver::catalog`], grouped by family
//! (`catalog/git/rewrite.rs` for `git.rewrite`): its logic, what it catches, why, an example
//! (`foresee rules explain ID`, `foresee rules reference`, README's table) and its tests. What
//! several rules read of files is in [`super::content`], [`super::paths`] and
//! [`super::phrasing`].
//!
//! Build outputs and caches by their well-known names (`build/`, `*.o`, `__pycache__`, ...) are
//! never "work" and never "tracked destruction".

use super::content::{declares_generated, edits_content};
use super::paths::{is_source_code, precious};
use super::phrasing::list;
use super::scope::{TaskScope, is_generated};
use super::{Finding, Verdict};
use foresee_report::{Effects, FileEffect, GitStatus, Place, Transition};
use std::path::{Path, PathBuf};

/// The wall for one workspace and request: what the gate configures before it judges.
pub struct Wall {
    pub scope: TaskScope,
    protect: Vec<(String, globset::GlobMatcher)>,
    /// foresee's own state folder and configuration files.
    self_paths: Vec<PathBuf>,
    workspace: PathBuf,
    /// The user's home, when there is one.
    home: Option<PathBuf>,
    /// Files whose present content this agent session wrote itself (through foresee): undoing
    /// them loses none of the user's work.
    pub own_work: std::collections::HashSet<PathBuf>,
    /// Files this agent session moved where they are from the user's files, still holding the
    /// content moved: judged as the user's files they were, wherever they are now.
    pub moved_in: std::collections::HashMap<PathBuf, MovedIn>,
    /// The registries this machine's package managers are configured to use: a package
    /// manager's own question for one (npm's update check, an index refresh) is no finding.
    pub registries: crate::registries::Registries,
    /// The names the workspace's project goes by ([`crate::workspace::project_names`]).
    project_names: Vec<String>,
}

/// Where a file the session moved came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovedIn {
    /// The origin as shown (workspace-relative, escaped, redacted).
    pub origin: String,
    /// Git tracked it there.
    pub tracked: bool,
}

#[derive(Debug, thiserror::Error)]
#[error("invalid protect glob {glob:?}: {message}")]
pub struct GlobError {
    pub glob: String,
    pub message: String,
}

impl Wall {
    pub fn new(
        scope: TaskScope,
        protect: &[String],
        self_paths: Vec<PathBuf>,
        workspace: &Path,
        home: Option<&Path>,
    ) -> Result<Wall, GlobError> {
        let mut v = Vec::new();
        for g in protect {
            let pattern = if let Some(rest) = g.strip_prefix("~/") {
                match home {
                    Some(h) => h.join(rest).to_string_lossy().into_owned(),
                    None => continue,
                }
            } else if g.starts_with('/') {
                g.clone()
            } else {
                workspace.join(g).to_string_lossy().into_owned()
            };
            let m = globset::GlobBuilder::new(&pattern)
                .literal_separator(true)
                .build()
                .map_err(|e| GlobError { glob: g.clone(), message: e.to_string() })?
                .compile_matcher();
            v.push((g.clone(), m));
        }
        Ok(Wall {
            scope,
            protect: v,
            self_paths,
            workspace: workspace.to_path_buf(),
            home: home.map(Path::to_path_buf),
            own_work: Default::default(),
            moved_in: Default::default(),
            registries: Default::default(),
            project_names: crate::workspace::project_names(workspace),
        })
    }

    /// The wall's findings over a rehearsal's effects, as a verdict: each rule of
    /// [`super::catalog`] in turn, in the order below. The order is the findings' order among
    /// those of one decision, and so the order of the reason's clauses.
    pub fn judge(&self, e: &Effects) -> Verdict {
        use super::catalog::{
            data, git, network, places, privilege, rehearsal, safeguards, scope, secret, supply, work,
        };
        let ctx = WallContext::new(self, e);
        let mut findings: Vec<Finding> = Vec::new();
        for r in &e.repos {
            findings.extend(git::history::check(&ctx, r));
            findings.extend(git::rewrite::check(&ctx, r));
            findings.extend(git::hooks::check(&ctx, r));
            findings.extend(secret::staged::check(&ctx, r));
            findings.extend(git::hooks::check_hooks_path(&ctx, r));
            findings.extend(git::config::check(&ctx, r));
            findings.extend(git::stash::check(&ctx, r));
        }
        findings.extend(places::protected::check(&ctx));
        findings.extend(places::foresee_self::check(&ctx));
        findings.extend(work::tracked_destroy::check(&ctx));
        let edits = scope::Edits::of(&ctx);
        findings.extend(scope::read_only::check(&edits));
        findings.extend(scope::tracked_edit::check(&edits));
        findings.extend(scope::unexplained_edit::check(&edits));
        findings.extend(data::copied_in::check(&ctx));
        findings.extend(scope::format_only::check(&ctx));
        findings.extend(scope::comments_only::check(&ctx));
        findings.extend(scope::version_bump::check(&ctx));
        findings.extend(scope::unasked_setting::check(&ctx));
        findings.extend(scope::mapping::check(&ctx));
        findings.extend(safeguards::security_weakened::check(&ctx));
        findings.extend(safeguards::tests_weakened::check(&ctx));
        findings.extend(safeguards::ci_weakened::check(&ctx));
        findings.extend(work::binary_broken::check(&ctx));
        findings.extend(data::deleted::check_duplicates(&ctx));
        findings.extend(scope::kept::check(&ctx));
        findings.extend(scope::undescribed::check(&ctx));
        findings.extend(scope::additive::check(&ctx));
        findings.extend(data::deleted::check(&ctx));
        findings.extend(work::tracked_destroy::check_moved_in(&ctx));
        findings.extend(data::deleted::check_moved_in(&ctx));
        findings.extend(data::deleted::check_link_targets(&ctx));
        findings.extend(data::records_removed::check(&ctx));
        findings.extend(data::records_outside_request::check(&ctx));
        findings.extend(data::records_outside_request::check_items(&ctx));
        findings.extend(data::records_outside_request::check_front_matter(&ctx));
        findings.extend(data::values_lost::check(&ctx));
        findings.extend(supply::source_changed::check(&ctx));
        findings.extend(safeguards::access_widened::check(&ctx));
        findings.extend(work::lost::check(&ctx));
        findings.extend(places::outside_workspace::check(&ctx));
        findings.extend(secret::disclosed::check(&ctx));
        findings.extend(secret::linked::check(&ctx));
        let reach = network::Reach::of(&ctx);
        findings.extend(secret::exfiltration::check(&reach));
        findings.extend(network::attempt::check(&reach));
        findings.extend(network::dns_exfiltration::check(&ctx));
        findings.extend(secret::private_read::check(&ctx));
        findings.extend(privilege::change::check(&ctx));
        findings.extend(privilege::staged::check(&ctx));
        let user_git = git::config::check_user_config(&ctx);
        let user_git_asked = user_git.is_empty() && git::config::user_config_named(&ctx);
        findings.extend(user_git);
        findings.extend(places::sensitive_write::check(&ctx));
        findings.extend(secret::in_file::check(&ctx));
        findings.extend(scope::unexplained_edit::check_notebooks(&ctx));
        findings.extend(data::not_anonymised::check(&ctx));
        findings.extend(data::published::check(&ctx));
        findings.extend(secret::in_output::check(&ctx));
        findings.extend(rehearsal::limit_reached::check(&ctx));
        let mut verdict = Verdict::from_findings(findings);
        // Every sensitive place changed as the request asked: those that act later, and the
        // user's own git configuration, which `git.config` judged.
        verdict.asked_sensitive = match (places::sensitive_write::changes_any(&ctx), user_git_asked) {
            (true, git) => {
                places::sensitive_write::asked(&ctx) && (git || !git::config::user_config_changed(&ctx))
            }
            (false, git) => git,
        };
        verdict.asked_deletions = ctx.asked_deletions();
        // A place that acts only once the user allows it, or an image's file of logins that
        // gains only the user's own key, is no sensitive change to weigh.
        verdict.asked_deletions.extend(
            ctx.effects
                .files
                .iter()
                .filter(|f| {
                    f.sensitive.is_some()
                        && (places::sensitive_write::waits_for_allow(f)
                            || places::sensitive_write::own_key_staged(&ctx, f))
                })
                .map(|f| f.path.clone()),
        );
        if verdict.asked_sensitive {
            // The sensitive places changed as asked are the asked change, like any named file.
            verdict.asked_deletions.extend(
                ctx.effects
                    .files
                    .iter()
                    .filter(|f| f.sensitive.is_some() && !f.git_internal)
                    .map(|f| f.path.clone()),
            );
        }
        // A backup the command kept of an asked change holds what was there, nothing new.
        let backups: Vec<PathBuf> = ctx
            .effects
            .files
            .iter()
            .filter(|b| crate::approver::content::backup_of_any(b, ctx.effects, &verdict.asked_deletions))
            .map(|b| b.path.clone())
            .collect();
        verdict.asked_deletions.extend(backups);
        verdict
    }
}

/// What every rule of the wall sees of one command: the request, the configuration, the effects,
/// and the facts about each file that several rules weigh, gathered once
/// ([`WallContext::new`]). Each rule of [`super::catalog`] reads it and raises its findings.
pub(crate) struct WallContext<'a> {
    pub scope: &'a TaskScope,
    /// The configuration's `protect` globs, as written and as matched.
    pub protect: &'a [(String, globset::GlobMatcher)],
    /// foresee's own state folder and configuration files.
    pub self_paths: &'a [PathBuf],
    pub workspace: &'a Path,
    /// The user's home, when there is one.
    pub home: Option<&'a Path>,
    /// Files whose present content this agent session wrote itself.
    pub own_work: &'a std::collections::HashSet<PathBuf>,
    /// Files this agent session moved where they are from the user's files.
    pub moved_in: &'a std::collections::HashMap<PathBuf, MovedIn>,
    /// The registries this machine's package managers are configured to use.
    pub registries: &'a crate::registries::Registries,
    /// The names the workspace's project goes by ([`crate::workspace::project_names`]).
    pub project_names: &'a [String],
    pub effects: &'a Effects,
    /// The files judged one by one, in the order of the effects: not a folder under a changed
    /// folder (its entries are judged), nor a repository's own folder (the git rules judge it),
    /// nor a file of a removed linked worktree ([`WallContext::worktrees`]).
    pub files: Vec<FileFacts<'a>>,
    /// Linked worktrees removed whole (`git worktree remove`): what their files held is
    /// committed in the repository, so they are one effect, not each file lost.
    pub worktrees: std::collections::BTreeSet<&'a Path>,
    /// The entries of those worktrees, folders included.
    pub worktree_entries: Vec<&'a FileEffect>,
    /// The request speaks of worktrees.
    pub asks_worktrees: bool,
    /// The request names paths of the workspace: it is about those paths.
    pub specific: bool,
    /// The request's words about content ([`TaskScope::content_words`]).
    pub words: Vec<&'a str>,
    /// The request's distinctive words (a version, a year, an identifier: `2.4.1`,
    /// `session_ttl`): an edit elsewhere whose changed lines carry one is the asked change
    /// reaching a file the request did not name.
    pub marks: Vec<&'a str>,
    /// The edits read and compared line by line, for at most 500 files (a refactor over a
    /// huge tree): what `security.weakened`, `scope.mapping`, `scope.version-bump` and
    /// `scope.format-only` weigh.
    pub edits: Vec<ReadEdit<'a>>,
    /// The workspace's files and links, walked once when a rule first asks
    /// ([`WallContext::workspace_files`], [`WallContext::workspace_links`]).
    listing: std::cell::OnceCell<Listing>,
}

/// A file of the workspace as the one shared walk found it, before the command ran.
pub(crate) struct Listed {
    pub path: PathBuf,
    /// Its path in the workspace.
    pub rel: PathBuf,
    /// Folders between the workspace and it: 1 for a file at the top.
    pub depth: usize,
    pub len: u64,
}

/// What the shared walk found: regular files, and symbolic links with where they lead.
#[derive(Default)]
struct Listing {
    files: Vec<Listed>,
    /// Each link's path in the workspace and its target, made absolute (not resolved further).
    links: Vec<(PathBuf, PathBuf)>,
}

/// Files the shared walk lists at most, and how deep it goes.
const LISTED_MAX: usize = 20_000;
const LISTED_DEPTH: usize = 8;

/// The workspace's regular files and links, in a stable order, to [`LISTED_DEPTH`] and at most
/// [`LISTED_MAX`] entries; version control, dependency and build-cache folders aside, links not
/// followed.
fn list_workspace(workspace: &Path) -> Listing {
    let mut out = Listing::default();
    let walk = walkdir::WalkDir::new(workspace)
        .max_depth(LISTED_DEPTH)
        .follow_links(false)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| {
            !(e.file_type().is_dir()
                && matches!(
                    e.file_name().to_str(),
                    Some(".git" | "node_modules" | "target" | ".venv" | "venv" | "__pycache__")
                ))
        })
        .filter_map(Result::ok)
        .filter(|e| !e.file_type().is_dir())
        .take(LISTED_MAX);
    for e in walk {
        let Ok(rel) = e.path().strip_prefix(workspace).map(Path::to_path_buf) else { continue };
        if e.file_type().is_symlink() {
            if let Ok(t) = std::fs::read_link(e.path()) {
                let target = if t.is_absolute() { t } else { e.path().parent().unwrap_or(workspace).join(t) };
                out.links.push((rel, normalized(&target)));
            }
        } else if e.file_type().is_file() {
            let Ok(len) = e.metadata().map(|m| m.len()) else { continue };
            out.files.push(Listed { depth: e.depth(), rel, len, path: e.into_path() });
        }
    }
    out
}

/// `p` with `.` and `..` taken out lexically, as a link's target reads (`models/../.dvc/x`).
fn normalized(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            c => out.push(c),
        }
    }
    out
}

/// What several rules weigh about one file the wall judges.
pub(crate) struct FileFacts<'a> {
    pub f: &'a FileEffect,
    /// Its path in the workspace, for a file there.
    pub rel: Option<&'a Path>,
    /// A build output or a cache by its name, or a program the toolchain linked in place that an
    /// asked clean of the build deletes: no work is lost with it, tracked or not.
    pub generated: bool,
    /// The request names it (where it is, or where it was moved from).
    pub named: bool,
    /// The request names it and asks for destruction; a database or a secrets file must be
    /// named itself.
    pub destruction_asked: bool,
    /// Deleted, replaced, or moved out of the workspace.
    pub deletes: bool,
    /// Modified by a rewrite that keeps little of it.
    pub overwrites: bool,
    /// Tracked by git (or in a repository whose view of it is unknown).
    pub tracked: bool,
    /// A clean tracked file that followed HEAD to another commit (a branch switch): both its
    /// versions are committed, and a branch still reaches the old one.
    pub switched: bool,
    /// The user's file this session moved here earlier (see [`Wall::moved_in`]).
    pub moved_in: Option<&'a MovedIn>,
    /// A generated source file the request asks to regenerate: rewritten, not destroyed.
    pub regenerated: bool,
    /// A program source outside any repository, which is the user's all the same: its edits
    /// are judged against the request like tracked ones.
    pub source_outside_git: bool,
    /// Its permissions only taken away (chmod 600 on a key): that cannot hurt.
    pub tightens: bool,
}

/// One file's edit, read for the rules that compare its lines.
pub(crate) struct ReadEdit<'a> {
    pub f: &'a FileEffect,
    /// Tracked by git ([`FileFacts::tracked`]).
    pub tracked: bool,
    pub edit: super::weakening::Edit,
}

impl<'a> WallContext<'a> {
    /// The workspace's files as they were before the command ([`list_workspace`]), walked once
    /// for every rule that reads beyond the effects.
    pub fn workspace_files(&self) -> &[Listed] {
        &self.listing.get_or_init(|| list_workspace(self.workspace)).files
    }

    /// The workspace's symbolic links as they were before the command, each with its target
    /// made absolute, from the same walk as [`WallContext::workspace_files`].
    pub fn workspace_links(&self) -> &[(PathBuf, PathBuf)] {
        &self.listing.get_or_init(|| list_workspace(self.workspace)).links
    }

    pub fn new(wall: &'a Wall, e: &'a Effects) -> WallContext<'a> {
        let scope = &wall.scope;
        // A program the command runs, named in the request ("run ./tools/precommit.sh and let
        // it fix what it can"), is the tool, not the place of the change: only a file the
        // command leaves as it was and whose path the command spells out counts as one.
        let tool = |t: &str| {
            e.command.to_lowercase().contains(t)
                && wall.workspace.join(t).is_file()
                && !e.files.iter().any(|f| f.path == wall.workspace.join(t))
        };
        let specific = scope.names_paths_in(&wall.workspace, tool);
        let words = scope.content_words();
        let marks: Vec<&str> =
            words.iter().copied().filter(|w| w.bytes().any(|b| b.is_ascii_digit() || b == b'_')).collect();
        let worktrees: std::collections::BTreeSet<&Path> = e
            .files
            .iter()
            .filter_map(|f| f.git.as_ref().filter(|g| g.worktree_removed).map(|g| g.repo.as_path()))
            .collect();
        let mut ctx = WallContext {
            scope,
            protect: &wall.protect,
            self_paths: &wall.self_paths,
            workspace: &wall.workspace,
            home: wall.home.as_deref(),
            own_work: &wall.own_work,
            moved_in: &wall.moved_in,
            registries: &wall.registries,
            project_names: &wall.project_names,
            effects: e,
            files: Vec::new(),
            worktrees,
            worktree_entries: Vec::new(),
            asks_worktrees: scope.says_prefix(&["worktree"]),
            specific,
            words,
            marks,
            edits: Vec::new(),
            listing: std::cell::OnceCell::new(),
        };
        let cleans_build = super::build_outputs::asks_to_clean_build(scope);
        for f in &e.files {
            if f.under_changed_folder && f.is_folder() {
                continue;
            }
            // A repository's own folder is judged by the git rules (history, hooks, config).
            if f.git_internal {
                continue;
            }
            let git = f.git.as_ref();
            if git.is_some_and(|g| g.worktree_removed && !g.dirty) || ctx.worktrees.contains(f.path.as_path())
            {
                ctx.worktree_entries.push(f);
                continue;
            }
            let facts = ctx.facts(f, cleans_build);
            ctx.files.push(facts);
        }
        ctx.edits = ctx.read_edits();
        ctx
    }

    /// Whether a regeneration asked by what it makes ("regenerate the launcher icons") rewrote
    /// `f`, a file of the workspace the command did not delete, whose name carries a word the
    /// request says of it (`ic_launcher.png`, `ic_launcher_round.png` for "launcher"): the name
    /// split at `_`, `-`, `.` and digits, words of four letters or more; not program code.
    fn remade_by_its_name(&self, f: &FileEffect) -> bool {
        if f.place != Place::Workspace || !matches!(f.transition, Transition::Modified | Transition::Replaced)
        {
            return false;
        }
        let Some(name) = f.path.file_name().and_then(|n| n.to_str()) else { return false };
        // A program named for what it checks or makes (`scripts/validate_feed.py` for "the
        // feed") is the tool, not the output: a regeneration remakes no code, unless the code
        // says it is generated.
        if f.rel.as_deref().is_some_and(super::paths::is_source_code)
            && !super::content::says_generated(f.after_content.as_deref())
        {
            return false;
        }
        let name = name.to_ascii_lowercase();
        name.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|p| p.len() >= 4)
            .any(|p| self.words.iter().any(|w| w.len() >= 4 && super::scope::same_word(p, w)))
    }

    fn facts(&self, f: &'a FileEffect, cleans_build: bool) -> FileFacts<'a> {
        let git = f.git.as_ref();
        let rel = f.rel.as_deref().filter(|_| f.place == Place::Workspace);
        let tracked = git.is_some_and(|g| matches!(g.status, GitStatus::Tracked | GitStatus::Unknown));
        // A program or library the toolchain linked in place (Lua's `lua`), untracked,
        // deleted by an asked clean of the build: an output, whatever its name.
        let built = cleans_build
            && rel.is_some()
            && f.transition == Transition::Deleted
            && !tracked
            && f.before_content.as_deref().is_some_and(super::build_outputs::is_toolchain_product);
        let named = self.named(f);
        let moved_out = f.transition == Transition::Renamed && f.place != Place::Workspace;
        let generated = rel
            .is_some_and(|r| is_generated(r) && !super::scope::in_source_package(self.workspace, r))
            || built;
        // A clean of build output asks for outputs to go, wherever it says they are ("in every
        // package"): a tracked file, or uncommitted work, is no output unless named itself.
        // Outside a repository, every file the workspace had that is no build output is a
        // source (`docs/conf.py`, `docs/index.rst` under "clear out the built docs").
        let kept_outside_git = git.is_none()
            && f.place == Place::Workspace
            && f.before.as_ref().is_some_and(|b| b.kind != foresee_report::EntryKind::Folder)
            && !rel.is_some_and(crate::approver::paths::is_scratch);
        let source_under_a_clean = cleans_build
            && !generated
            && (tracked || git.is_some_and(|g| g.work_lost) || kept_outside_git)
            && !self.named_file(f);
        FileFacts {
            f,
            rel,
            generated,
            named,
            // Naming data is not asking to destroy it: "back up my data" names data/. A database
            // or a secrets file must be named itself: "regenerate the lock from the package
            // manifests" names packages/, not the local database kept in it.
            // "Regenerate the ARB files" rewrites them; it asks none of them to go.
            destruction_asked: named
                && self.scope.destructive
                && !(self.scope.remakes_only && f.transition == Transition::Deleted)
                && (!precious(f) || self.named_file(f))
                && !source_under_a_clean,
            deletes: matches!(f.transition, Transition::Deleted | Transition::Replaced) || moved_out,
            overwrites: f.transition == Transition::Modified && f.overwrites(),
            tracked,
            switched: git.is_some_and(|g| g.switched),
            moved_in: self.moved_in.get(&f.path).filter(|_| !f.is_folder()),
            regenerated: self.scope.regenerates && (declares_generated(f) || self.remade_by_its_name(f)),
            source_outside_git: git.is_none()
                && f.place == Place::Workspace
                && f.before.is_some()
                && rel.is_some_and(is_source_code),
            tightens: f.transition == Transition::ModeChanged
                && matches!((&f.before, &f.after), (Some(b), Some(a)) if a.mode & !b.mode == 0),
        }
    }

    /// The edits the line-comparing rules weigh: content edited (not a build output), for at
    /// most 500 files, whatever the request: a request to switch one protection off relaxes
    /// `security.weakened` alone, never what the other rules read.
    fn read_edits(&self) -> Vec<ReadEdit<'a>> {
        let mut budget = 500usize;
        let mut out = Vec::new();
        for x in &self.files {
            let f = x.f;
            if edits_content(f) && !x.generated && !f.is_folder() && budget > 0 {
                budget -= 1;
                if let Some(edit) =
                    super::weakening::Edit::read(f.before_content.as_deref(), f.after_content.as_deref())
                {
                    out.push(ReadEdit { f, tracked: x.tracked, edit });
                }
            }
        }
        out
    }

    /// The paths a request could name the file by: where it is, and where it was moved from.
    pub fn names_of(&self, f: &FileEffect) -> Vec<PathBuf> {
        let mut candidates: Vec<PathBuf> = Vec::new();
        candidates.extend(f.rel.clone());
        if let Some(from) = &f.renamed_from {
            candidates.extend(from.strip_prefix(self.workspace).ok().map(Path::to_path_buf));
        }
        candidates
    }

    /// The request names the file, or a folder above it, as what it changes: not only as an
    /// input ("regenerate the table from results.csv" reads `results.csv`).
    pub fn named(&self, f: &FileEffect) -> bool {
        self.names_of(f).iter().any(|c| self.scope.names_as_target(c))
    }

    /// Named as a file (path, name or stem), not only through a folder above it, as what the
    /// request changes.
    pub fn named_file(&self, f: &FileEffect) -> bool {
        self.names_of(f).iter().any(|c| self.scope.names_file_as_target(c))
    }

    /// Files whose change the request asks for (see [`Verdict::asked_deletions`]): each file
    /// of a removed worktree when it speaks of worktrees, and what it picked itself: a file it
    /// names, or one inside a folder it names that goes whole; and a file written or moved where
    /// it names, no sensitive place. Files a tool deleted inside a named folder (some of the
    /// spool's messages) stay the policy's to weigh.
    pub fn asked_deletions(&self) -> std::collections::HashSet<PathBuf> {
        let mut out = std::collections::HashSet::new();
        if self.asks_worktrees {
            out.extend(self.worktree_entries.iter().map(|f| f.path.clone()));
        }
        // Folders deleted whole that the request names.
        let gone_folders: std::collections::HashSet<&Path> = self
            .effects
            .files
            .iter()
            .filter(|f| f.is_folder() && f.transition == Transition::Deleted && self.named(f))
            .map(|f| f.path.as_path())
            .collect();
        for x in &self.files {
            if x.deletes
                && x.destruction_asked
                && (self.named_file(x.f) || x.f.path.ancestors().skip(1).any(|a| gone_folders.contains(a)))
            {
                out.insert(x.f.path.clone());
            }
            // Written or moved where the request names, and no sensitive place: what the request
            // asked for ("restore ~/notes from the backup", "migrate data/ to the new layout");
            // the rules above judged it against the request, and its size says nothing more.
            // A sensitive place only closed to others ("fix the permissions in ~/.ssh") is such a
            // change too.
            let acts_as_before = x.f.sensitive.is_none()
                || crate::approver::catalog::places::sensitive_write::only_closed_to_others(x.f);
            if !x.deletes && acts_as_before && self.named(x.f) {
                out.insert(x.f.path.clone());
            }
            // Rewritten by the regeneration the request asks for ("regenerate the launcher
            // icons"): the asked change, whatever its size.
            if x.regenerated && acts_as_before && x.f.transition != Transition::Deleted {
                out.insert(x.f.path.clone());
            }
        }
        out
    }

    /// The user's files this session moved here earlier, now deleted or overwritten, that git
    /// tracked where they came from (or did not), as a finding's clause. Their name here
    /// (`build/`) and git's view of them here (ignored) exempt nothing; only a request that
    /// names where they came from and asks to delete does.
    pub fn moved_in_lost(&self, tracked: bool) -> Option<String> {
        let these: Vec<(&FileEffect, &MovedIn, bool)> = self
            .files
            .iter()
            .filter_map(|x| {
                let m = x.moved_in?;
                ((x.deletes || x.overwrites)
                    && !(self.scope.destructive && self.scope.names_file(Path::new(&m.origin)))
                    && m.tracked == tracked)
                    .then_some((x.f, m, x.deletes))
            })
            .collect();
        let (f, m, deletes) = these.first()?;
        let verb = if *deletes { "delete" } else { "overwrite" };
        Some(if these.len() == 1 {
            format!("would {verb} {}, the user's {} moved there by this session", f.display(), m.origin)
        } else {
            let origins: Vec<String> = these.iter().take(3).map(|(_, m, _)| m.origin.clone()).collect();
            let files: Vec<&FileEffect> = these.iter().map(|(f, _, _)| *f).collect();
            format!(
                "would {verb} {}, the user's files moved there by this session (from {}{})",
                list(&files),
                origins.join(", "),
                if these.len() > 3 { ", ..." } else { "" }
            )
        })
    }
}

/// What the rules' own tests build their cases from: a wall for a request, and files.
#[cfg(test)]
pub(crate) mod testing {
    use super::{Wall, WallContext};
    use crate::approver::scope::TaskScope;
    use crate::approver::{Decision, Finding};
    use foresee_report::{Effects, FileEffect, GitFact, GitStatus, Place, Transition};
    use std::path::{Path, PathBuf};

    /// The workspace of the cases that read no file.
    pub const WS: &str = "/ws";

    /// A wall over `workspace` for a request, nothing protected, the home [`HOME`].
    pub fn wall_in(workspace: &Path, task: Option<&str>) -> Wall {
        Wall::new(TaskScope::from_task(task), &[], Vec::new(), workspace, Some(Path::new(HOME)))
            .expect("no globs")
    }

    /// The home of the cases.
    pub const HOME: &str = "/home/u";

    /// A wall over [`WS`] for a request.
    pub fn wall(task: Option<&str>) -> Wall {
        wall_in(Path::new(WS), task)
    }

    /// What `check` finds in `e` for the request `task`, with a wall over `e.workspace` (or
    /// [`WS`]).
    pub fn run(
        task: Option<&str>,
        e: &Effects,
        check: impl Fn(&WallContext) -> Vec<Finding>,
    ) -> Vec<Finding> {
        let ws = if e.workspace.as_os_str().is_empty() { PathBuf::from(WS) } else { e.workspace.clone() };
        let w = wall_in(&ws, task);
        check(&WallContext::new(&w, e))
    }

    /// The decisions of findings, for asserting which fired.
    pub fn decisions(findings: &[Finding]) -> Vec<(&'static str, Decision)> {
        findings.iter().map(|f| (f.rule, f.decision)).collect()
    }

    /// A file of the workspace at `rel` (under `workspace`), changed by `transition`, not in git.
    pub fn file_in(workspace: &Path, rel: &str, transition: Transition) -> FileEffect {
        FileEffect {
            path: workspace.join(rel),
            rel: Some(PathBuf::from(rel)),
            transition,
            before: None,
            after: None,
            renamed_from: None,
            place: Place::Workspace,
            git: None,
            before_content: None,
            after_content: None,
            under_changed_folder: false,
            sensitive: None,
            git_internal: false,
            records: None,
            values_lost: Vec::new(),
            copied_from: None,
        }
    }

    /// A file of [`WS`].
    pub fn file(rel: &str, transition: Transition) -> FileEffect {
        file_in(Path::new(WS), rel, transition)
    }

    /// What git says of a file: `status` in the repository at [`WS`], nothing else.
    pub fn git(status: GitStatus) -> Option<GitFact> {
        Some(GitFact {
            repo: PathBuf::from(WS),
            status,
            dirty: false,
            work_lost: false,
            reverted_to_head: false,
            worktree_removed: false,
            switched: false,
        })
    }

    /// A file `rel` of the workspace `dir` whose content went from `before` to `after` (`None`:
    /// it did not exist), both kept in `dir` as the effects keep them.
    pub fn edited(dir: &Path, rel: &str, before: Option<&str>, after: Option<&str>) -> FileEffect {
        let transition = match (before, after) {
            (None, _) => Transition::Created,
            (Some(_), None) => Transition::Deleted,
            (Some(_), Some(_)) => Transition::Modified,
        };
        let mut f = file_in(dir, rel, transition);
        let keep = |side: &str, text: Option<&str>| {
            text.map(|t| {
                let p = dir.join(format!("{}.{side}", rel.replace('/', "_")));
                std::fs::write(&p, t).expect("a temporary folder is writable");
                p
            })
        };
        f.before_content = keep("before", before);
        f.after_content = keep("after", after);
        let entry = |t: &str| foresee_report::Entry {
            kind: foresee_report::EntryKind::File,
            size: t.len() as u64,
            mode: 0o644,
            link_target: None,
        };
        f.before = before.map(entry);
        f.after = after.map(entry);
        f
    }
}
