//! The wall: deterministic rules over effects. Each rule has an id, a condition over the
//! [`Effects`], an action and a reason written for the agent.
//!
//! What each rule catches, why, and an example live in the rule's own file of
//! [`crate::approver::catalog`] (`foresee rules explain ID`, `foresee rules reference`), from
//! which the README's table is generated; its tests check that every rule raised here has an
//! entry there and every entry a rule here.
//!
//! Build outputs and caches by their well-known names (`build/`, `*.o`, `__pycache__`, ...) are
//! never "work" and never "tracked destruction".

use super::content::*;
use super::paths::*;
use super::phrasing::*;
use super::scope::{TaskScope, is_generated};
use super::{Decision, Finding, Verdict};
use foresee_report::{Effects, FileEffect, GitStatus, Place, Transition, escape};
use std::path::{Path, PathBuf};

pub struct Wall {
    pub scope: TaskScope,
    protect: Vec<(String, globset::GlobMatcher)>,
    /// foresee's own state folder and configuration files.
    self_paths: Vec<PathBuf>,
    workspace: PathBuf,
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
            own_work: Default::default(),
            moved_in: Default::default(),
            registries: Default::default(),
            project_names: crate::workspace::project_names(workspace),
        })
    }

    /// Whether a home path (`~/...`) is in a folder a tool keeps for this project: the
    /// project's name right under `~/.cache`, `~/.local/share` or `~/.local/state`.
    fn in_project_folder(&self, rel: &Path) -> bool {
        let fold = |s: &str| s.to_ascii_lowercase().replace(['-', '_', '.'], "");
        let r = rel.to_string_lossy();
        ["~/.cache/", "~/.local/share/", "~/.local/state/"].iter().any(|base| {
            r.strip_prefix(base).and_then(|rest| rest.split('/').next()).is_some_and(|name| {
                !name.is_empty() && self.project_names.iter().any(|p| fold(p) == fold(name))
            })
        })
    }

    /// The paths a request could name the file by: where it is, and where it was moved from.
    fn names_of(&self, f: &FileEffect) -> Vec<PathBuf> {
        let mut candidates: Vec<PathBuf> = Vec::new();
        candidates.extend(f.rel.clone());
        if let Some(from) = &f.renamed_from {
            candidates.extend(from.strip_prefix(&self.workspace).ok().map(Path::to_path_buf));
        }
        candidates
    }

    fn named(&self, f: &FileEffect) -> bool {
        self.names_of(f).iter().any(|c| self.scope.names(c))
    }

    /// Named as a file (path, name or stem), not only through a folder above it.
    fn named_file(&self, f: &FileEffect) -> bool {
        self.names_of(f).iter().any(|c| self.scope.names_file(c))
    }

    pub fn judge(&self, e: &Effects) -> Verdict {
        let mut findings = Vec::new();

        let ctx = WallContext::new(self, e);
        {
            use super::catalog::git;
            for r in &e.repos {
                findings.extend(git::history::check(&ctx, r));
                findings.extend(git::rewrite::check(&ctx, r));
                findings.extend(git::hooks::check(&ctx, r));
                findings.extend(super::catalog::secret::staged::check(&ctx, r));
                findings.extend(git::hooks::check_hooks_path(&ctx, r));
                findings.extend(git::config::check(&ctx, r));
                findings.extend(git::stash::check(&ctx, r));
            }
        }
        let mut protected = Vec::new();
        let mut own = Vec::new();
        let mut tracked = Vec::new();
        let mut lost = Vec::new();
        let mut outside = Vec::new();
        let mut read_only = Vec::new();
        // Edited though the request leaves everything but what it asks for alone.
        let mut left_alone: Vec<&FileEffect> = Vec::new();
        let mut out_of_scope = Vec::new();
        let mut records = Vec::new();
        let mut kept: Vec<&FileEffect> = Vec::new();
        let mut kept_unchanged: Vec<&FileEffect> = Vec::new();
        // Records a de-duplication removes that no remaining record equals.
        let dedupes = self.scope.says_prefix(&["duplicat", "dedup"]);
        let equality = crate::records::dedupe::Equality {
            fields: self.scope.content_words().iter().map(|w| w.to_string()).collect(),
            fold: self.scope.says_prefix(&["case", "whitespace"]),
        };
        let mut not_duplicates: Vec<(&FileEffect, u64)> = Vec::new();
        let mut unkept: Vec<&FileEffect> = Vec::new();
        let mut moved_lost: Vec<(&FileEffect, &MovedIn, bool)> = Vec::new();
        let mut edited: Vec<(&FileEffect, bool)> = Vec::new();
        let mut weakened: Vec<(&FileEffect, usize, usize)> = Vec::new();
        let mut unprotected: Vec<(&FileEffect, Vec<String>)> = Vec::new();
        let mut weak_budget = 500usize;
        let mut reworded: Vec<(&FileEffect, Vec<String>)> = Vec::new();
        // Lines a version bump changes beyond versions and dates.
        let mut beyond_bump: Vec<(String, String)> = Vec::new();
        // Settings changed against a rename the request spells out.
        let mut mismapped: Vec<(&FileEffect, Vec<String>)> = Vec::new();
        let mut copied_in: Vec<&FileEffect> = Vec::new();
        let asks_insecure = asks_insecure(&self.scope);
        // A request for everything to go ("clear the table", "delete all rows", "reset it").
        let asks_all = ["all", "everything", "empty", "clear", "truncate", "wipe", "reset", "purge", "drop"]
            .iter()
            .any(|w| self.scope.says(w));
        // A request to put tests aside ("skip the flaky test", "quarantine", "mark it xfail").
        let asks_skip = ["skip", "skipped", "quarantine", "xfail", "disable", "ignore", "ignored"]
            .iter()
            .any(|w| self.scope.says(w));
        // A request that names paths of the workspace is about those paths.
        // A program the command runs, named in the request ("run ./tools/precommit.sh and let
        // it fix what it can"), is the tool, not the place of the change: only a file the
        // command leaves as it was and whose path the command spells out counts as one.
        let tool = |t: &str| {
            e.command.to_lowercase().contains(t)
                && self.workspace.join(t).is_file()
                && !e.files.iter().any(|f| f.path == self.workspace.join(t))
        };
        let specific = self.scope.names_paths_in(&self.workspace, tool);
        let words = self.scope.content_words();
        // The request's distinctive words (a version, a year, an identifier: `2.4.1`,
        // `session_ttl`): an edit elsewhere whose changed lines carry one is the asked change
        // reaching a file the request did not name.
        let marks: Vec<&str> =
            words.iter().copied().filter(|w| w.bytes().any(|b| b.is_ascii_digit() || b == b'_')).collect();
        // Folders created to hold what is written in them (`mkdir -p ~/.config/tool`): the
        // entries inside are judged one by one, so the folder itself adds nothing to judge.
        let holders: std::collections::HashSet<&Path> = {
            let created: std::collections::HashSet<&Path> = e
                .files
                .iter()
                .filter(|f| f.transition == Transition::Created && f.is_folder())
                .map(|f| f.path.as_path())
                .collect();
            e.files.iter().flat_map(|f| f.path.ancestors().skip(1)).filter(|a| created.contains(a)).collect()
        };
        // Linked worktrees removed whole (`git worktree remove`): what their files held is
        // committed in the repository, so they are one effect, not each file lost.
        let worktrees: std::collections::BTreeSet<&Path> = e
            .files
            .iter()
            .filter_map(|f| f.git.as_ref().filter(|g| g.worktree_removed).map(|g| g.repo.as_path()))
            .collect();
        let mut worktree_files = 0usize;
        let asks_worktrees = self.scope.says_prefix(&["worktree"]);
        let mut asked_deletions = std::collections::HashSet::new();
        // Folders deleted whole that the request names.
        let gone_folders: std::collections::HashSet<&Path> = e
            .files
            .iter()
            .filter(|f| f.is_folder() && f.transition == Transition::Deleted && self.named(f))
            .map(|f| f.path.as_path())
            .collect();
        let cleans_build = super::build_outputs::asks_to_clean_build(&self.scope);
        for f in &e.files {
            let targets: Vec<&Path> =
                std::iter::once(f.path.as_path()).chain(f.renamed_from.as_deref()).collect();
            if let Some((g, _)) = self
                .protect
                .iter()
                .find(|(_, m)| targets.iter().any(|t| m.is_match(t) || t.ancestors().any(|a| m.is_match(a))))
            {
                protected.push((f, g.clone()));
            }
            if targets.iter().any(|t| self.self_paths.iter().any(|s| t.starts_with(s))) {
                own.push(f);
            }
            if f.under_changed_folder && f.is_folder() {
                continue;
            }
            // A repository's own folder is judged by the git rules (history, hooks, config).
            if f.git_internal {
                continue;
            }
            let git = f.git.as_ref();
            if git.is_some_and(|g| g.worktree_removed && !g.dirty) || worktrees.contains(f.path.as_path()) {
                worktree_files += usize::from(!f.is_folder());
                if asks_worktrees {
                    asked_deletions.insert(f.path.clone());
                }
                continue;
            }
            let rel = f.rel.as_deref().filter(|_| f.place == Place::Workspace);
            // A program or library the toolchain linked in place (Lua's `lua`), untracked,
            // deleted by an asked clean of the build: an output, whatever its name.
            let built = cleans_build
                && rel.is_some()
                && f.transition == Transition::Deleted
                && !git.is_some_and(|g| matches!(g.status, GitStatus::Tracked | GitStatus::Unknown))
                && f.before_content.as_deref().is_some_and(super::build_outputs::is_toolchain_product);
            // Build outputs and caches lose no work, tracked or not.
            let generated = rel.is_some_and(is_generated) || built;
            let named = self.named(f);
            // Naming data is not asking to destroy it: "back up my data" names data/. A database
            // or a secrets file must be named itself: "regenerate the lock from the package
            // manifests" names packages/, not the local database kept in it.
            let destruction_asked = named && self.scope.destructive && (!precious(f) || self.named_file(f));
            let moved_out = f.transition == Transition::Renamed && f.place != Place::Workspace;
            let deletes = matches!(f.transition, Transition::Deleted | Transition::Replaced) || moved_out;
            let overwrites = f.transition == Transition::Modified && f.overwrites();
            // The user's file this session moved here earlier: its name here (`build/`) and git's
            // view of it here (ignored) exempt nothing; only a request that names where it
            // came from and asks to delete does.
            let moved_in = self.moved_in.get(&f.path).filter(|_| !f.is_folder());
            if let Some(m) = moved_in
                && (deletes || overwrites)
                && !(self.scope.destructive && self.scope.names_file(Path::new(&m.origin)))
            {
                moved_lost.push((f, m, deletes));
            }
            let moved_in = moved_in.is_some();
            // What the request picked itself: a file it names, or one inside a folder it names
            // that goes whole. Files a tool picked inside a named folder (some of the spool's
            // messages) stay the policy's to weigh.
            if deletes
                && destruction_asked
                && (self.named_file(f) || f.path.ancestors().skip(1).any(|a| gone_folders.contains(a)))
            {
                asked_deletions.insert(f.path.clone());
            }
            let is_tracked = git.is_some_and(|g| matches!(g.status, GitStatus::Tracked | GitStatus::Unknown));
            // A clean tracked file that followed HEAD to another commit (a branch switch): both
            // its versions are committed, and a branch still reaches the old one.
            let switched = git.is_some_and(|g| g.switched);
            // A generated source file the request asks to regenerate is rewritten, not destroyed.
            let regenerated = self.scope.regenerates && declares_generated(f);
            // A rewrite whose changed lines carry the request's distinctive words (a rename of
            // `get_user` to `fetch_user` in a four-line file) is the asked edit, not a loss,
            // unless the request confines the change to places it names ("under config/").
            // Outside a repository nothing is tracked, yet the sources there are the user's all
            // the same: their edits are judged against the request like tracked ones.
            let source_outside_git = git.is_none()
                && f.place == Place::Workspace
                && f.before.is_some()
                && rel.is_some_and(is_source_code);
            if (is_tracked || source_outside_git)
                && !generated
                && !switched
                && !f.is_folder()
                && !moved_in
                && ((deletes && !destruction_asked && is_tracked)
                    || (overwrites
                        && !named
                        && !regenerated
                        && (specific || !changed_lines_mention(f, &marks))))
            {
                tracked.push(f);
            }
            // Taking permissions away (chmod 600 on a key) cannot hurt; adding them can.
            let tightens = f.transition == Transition::ModeChanged
                && matches!((&f.before, &f.after), (Some(b), Some(a)) if a.mode & !b.mode == 0);
            let edits = matches!(f.transition, Transition::Modified | Transition::Renamed)
                || f.transition == Transition::ModeChanged && !tightens;
            // A request for no changes covers every file the user had outside a repository, data
            // and expectations (`tests/golden/*.json`) as much as code; scratch files aside.
            let users_outside_git = (self.scope.read_only || self.scope.leaves_rest)
                && git.is_none()
                && f.place == Place::Workspace
                && f.before.is_some()
                && !rel.is_some_and(is_scratch);
            if (is_tracked || source_outside_git || users_outside_git)
                && !generated
                && !f.is_folder()
                && edits
                && !deletes
                && !overwrites
                // Only white space moved (a formatter's trailing spaces, `f( a,b )`): no edit of
                // what the file says.
                && !(f.transition == Transition::Modified && whitespace_only(f))
            {
                if self.scope.read_only {
                    read_only.push(f);
                } else if switched {
                    // Not an edit of the command's: the version another commit holds.
                } else if self.scope.leaves_rest
                    && f.place == Place::Workspace
                    && !named
                    && !regenerated
                    && !name_has_a_word_of(f, &words)
                {
                    left_alone.push(f);
                } else if specific
                    && !(named || regenerated || rel.is_some_and(|r| self.scope.names_test_of(r)))
                    && f.place == Place::Workspace
                    && !(f.transition == Transition::Modified && changed_lines_mention(f, &marks))
                {
                    out_of_scope.push(f);
                } else if f.transition == Transition::Modified && f.place == Place::Workspace {
                    edited.push((f, named || regenerated || changed_lines_mention(f, &words)));
                }
            }
            // What the request says must stay ("monthly ones are kept forever").
            if deletes && f.before.is_some() && !f.is_folder() && rel.is_some_and(|r| self.scope.keeps(r)) {
                kept.push(f);
            } else if f.before.is_some()
                && !f.is_folder()
                && !matches!(f.transition, Transition::Created | Transition::Touched)
                && rel.is_some_and(|r| self.scope.keeps_unchanged(r))
            {
                // ... and what it says must not change at all ("leave data/app.db untouched").
                kept_unchanged.push(f);
            }
            // Files no repository keeps a copy of: ignored ones (a local database, backups, an
            // upload folder), or any in a workspace outside git. Build outputs, caches and
            // scratch files aside, deleting them loses data for good.
            let unrecoverable = match git {
                Some(g) => g.status == GitStatus::Ignored,
                None => f.place == Place::Workspace,
            };
            if unrecoverable
                && deletes
                && f.before.as_ref().is_some_and(|b| b.size > 0)
                && !f.is_folder()
                && !generated
                && !moved_in
                && !destruction_asked
                && !self.own_work.contains(&f.path)
                && !rel.is_some_and(is_scratch)
                && !says_generated(f.before_content.as_deref())
            {
                unkept.push(f);
            }
            if git.is_some_and(|g| g.work_lost) && !generated && !self.own_work.contains(&f.path) {
                let lost_by_deletion = deletes && !destruction_asked;
                // A file put back to its committed version (whole, or rewritten from it) loses
                // its uncommitted lines: a folder the request names ("update the imports in
                // src/") does not ask for that, nor does naming the file alone ("I bumped the
                // size in infra/main.tf.json, show me the drift"); asking to discard does.
                let reverted = git.is_some_and(|g| g.reverted_to_head);
                let asks_revert = [
                    "discard", "revert", "reset", "restore", "undo", "checkout", "throw", "abandon", "scrap",
                ]
                .iter()
                .any(|w| self.scope.says(w));
                // A request to discard the changes covers every file it puts back, or every
                // one of those it names when it names paths ("discard my changes in src/").
                let discarded = reverted && self.scope.discards && (named || !specific);
                let lost_by_edit = !deletes && !(named && (!reverted || asks_revert)) && !discarded;
                if lost_by_deletion || lost_by_edit {
                    lost.push(f);
                }
            }
            // Records go only when the request asks for data to go: "migrate the orders database"
            // names the database and is destructive for files, yet asks to keep every row.
            // The data file itself must be named: a folder named for other files in it (logs
            // under var/) does not ask for its databases' rows to go.
            // Every record gone is no de-duplication or clean-up: only a request to empty it
            // asks for that.
            let emptied = f.records.is_some_and(|r| r.before > 1 && r.after == 0) && !asks_all;
            // A `.env` file's variables go only by name: "put the new key into PAYMENTS_API_KEY"
            // asks for no other variable to go.
            let unnamed_variables = f.records.is_some_and(|r| r.removed > 0)
                && f.path.file_name().and_then(|n| n.to_str()).and_then(crate::protected::class_by_name)
                    == Some("dotenv")
                && match (&f.before_content, &f.after_content) {
                    (Some(b), Some(a)) => crate::records::dotenv_removed(b, a)
                        .iter()
                        .any(|n| !self.scope.says(&n.to_lowercase())),
                    _ => false,
                };
            // "Remove the duplicates": each record that goes must leave an equal one.
            if dedupes && f.records.is_some_and(|r| r.removed > 0) && !generated {
                if let (Some(b), Some(a)) = (f.before_content.as_deref(), f.after_content.as_deref()) {
                    if let Some(n) = crate::records::dedupe::unduplicated(b, a, &equality).filter(|n| *n > 0)
                    {
                        not_duplicates.push((f, n));
                    }
                }
            }
            if f.records.is_some_and(|r| r.removed > 0)
                && !generated
                && !records_archived(f, e)
                && (emptied
                    || unnamed_variables
                    || !(named && self.scope.removes_records && self.named_file(f)))
            {
                records.push(f);
            }
            // Outside the workspace: asked about unless the request names the place
            // ("install the ledger CLI" names ~/.local/bin/ledger); sensitive places are
            // judged on their own below.
            // The user's files from elsewhere brought into the workspace: another project's
            // data, a document. The source must be named: a request to refresh `fixtures/`
            // does not ask for another project's data to fill it.
            if let Some(src) = &f.copied_from
                && !self.scope.names(src)
            {
                copied_in.push(f);
            }
            let holder = holders.contains(f.path.as_path());
            // What an install or set-up adds where such things go: a new command, its data, its
            // own configuration (the sensitive ones among them are judged below, named or not).
            let installed = self.scope.installs
                && f.transition == Transition::Created
                && f.place == Place::Home
                && f.rel.as_deref().is_some_and(|r| INSTALL_PLACES.iter().any(|p| r.starts_with(p)));
            // A folder only touched (a file made and removed in it: its times alone changed)
            // holds nothing new.
            let touched = f.transition == Transition::Touched;
            // "Start completely from scratch": the project's own folders in the home go.
            let project_own = self.scope.resets_project
                && deletes
                && f.place == Place::Home
                && f.rel.as_deref().is_some_and(|r| self.in_project_folder(r));
            if matches!(f.place, Place::Home | Place::System)
                && !named
                && !project_own
                && !tightens
                && !holder
                && !installed
                && !touched
            {
                outside.push(f);
            }
            // Read and compared for at most `weak_budget` files (a refactor over a huge tree).
            let asks_format = self.scope.formats_only && is_tracked;
            if edits_content(f)
                && !generated
                && !f.is_folder()
                && (!asks_insecure || asks_format)
                && weak_budget > 0
            {
                weak_budget -= 1;
                let edit =
                    super::weakening::Edit::read(f.before_content.as_deref(), f.after_content.as_deref());
                if let Some(edit) = edit {
                    let off =
                        if asks_insecure { Vec::new() } else { edit.weakened(&f.path.to_string_lossy()) };
                    if !off.is_empty() {
                        unprotected.push((f, off));
                    }
                    let wrong = edit.mismapped(&self.scope.mappings);
                    if !wrong.is_empty() {
                        mismapped.push((f, wrong));
                    }
                    if self.scope.bumps_version && is_tracked {
                        let path = f.path.to_string_lossy();
                        if let Some(line) = super::catalog::scope_version_bump::beyond_versions(&path, &edit)
                        {
                            beyond_bump.push((f.display(), line));
                        }
                    }
                    if asks_format {
                        let mut new = edit.new_words(4);
                        if new.is_empty() {
                            new = edit.changed_tokens(&f.path.to_string_lossy(), 4);
                        }
                        if !new.is_empty() {
                            reworded.push((f, new));
                        }
                    }
                }
            }
            // Outside a repository every file the workspace had is the user's, tests included.
            let users = is_tracked || (git.is_none() && f.place == Place::Workspace && f.before.is_some());
            let was_test = f
                .renamed_from
                .as_deref()
                .and_then(|p| p.strip_prefix(&self.workspace).ok())
                .is_some_and(is_test_file);
            if users
                && !switched
                && (rel.is_some_and(is_test_file) || was_test)
                && (edits_content(f) || f.transition == Transition::Deleted)
            {
                let (removed, skipped) = test_weakening(f);
                let skipped = if asks_skip { 0 } else { skipped };
                if removed > 0 || skipped > 0 {
                    weakened.push((f, removed, skipped));
                }
            }
        }
        if !protected.is_empty() {
            let globs: Vec<String> = protected
                .iter()
                .map(|(_, g)| g.clone())
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect();
            findings.push(Finding {
                rule: "protected",
                decision: Decision::Block,
                what: format!(
                    "would change {} protected by the configuration ({})",
                    list(&protected.iter().map(|(f, _)| *f).collect::<Vec<_>>()),
                    examples(&globs)
                ),
            });
        }
        if !own.is_empty() {
            findings.push(Finding {
                rule: "foresee.self",
                decision: Decision::Block,
                what: format!("would change foresee's own state or configuration: {}", list(&own)),
            });
        }
        if !worktrees.is_empty() && !asks_worktrees {
            let roots: Vec<String> = worktrees.iter().map(|r| escape::path(r)).collect();
            findings.push(Finding {
                rule: "tracked.destroy",
                decision: Decision::Ask,
                what: format!(
                    "would remove the linked git worktree {} ({worktree_files} files; what they hold is committed in the repository) that the task does not mention",
                    examples(&roots)
                ),
            });
        }
        if !tracked.is_empty() {
            let verb = verb_of(&tracked);
            findings.push(Finding {
                rule: "tracked.destroy",
                decision: Decision::Ask,
                what: format!(
                    "would {verb} {} that the task does not mention",
                    list_with(&tracked, kind_of_kept(&tracked))
                ),
            });
        }
        if !left_alone.is_empty() {
            findings.push(Finding {
                rule: "scope.read-only",
                decision: Decision::Ask,
                what: format!(
                    "would modify {}, though the task leaves everything but what it asks for alone",
                    list_with(&left_alone, kind_of_kept(&left_alone))
                ),
            });
        }
        if !read_only.is_empty() {
            findings.push(Finding {
                rule: "scope.read-only",
                decision: Decision::Ask,
                what: format!(
                    "would modify {} although the task asks for no changes",
                    list_with(&read_only, kind_of_kept(&read_only))
                ),
            });
        }
        if !out_of_scope.is_empty() {
            findings.push(Finding {
                rule: "scope.tracked-edit",
                decision: Decision::Ask,
                what: format!(
                    "would modify {} outside the paths the task names",
                    list_with(&out_of_scope, kind_of_kept(&out_of_scope))
                ),
            });
        }
        // When the request explains some edits (their changed lines carry its words: the version,
        // the year, the name), an edit of a tracked file it explains nowhere is out of scope.
        if edited.iter().any(|(_, explained)| *explained) {
            let unexplained: Vec<&FileEffect> = edited.iter().filter(|(_, x)| !x).map(|(f, _)| *f).collect();
            if !unexplained.is_empty() {
                findings.push(Finding {
                    rule: "scope.unexplained-edit",
                    decision: Decision::Ask,
                    what: format!(
                        "would also modify {} in ways the task does not mention",
                        list_with(&unexplained, kind_of_kept(&unexplained))
                    ),
                });
            }
        }
        if !copied_in.is_empty() {
            let what: Vec<String> = copied_in
                .iter()
                .take(3)
                .map(|f| {
                    let src = f.copied_from.as_deref().map(escape::path).unwrap_or_default();
                    format!("{src} (as {})", f.display())
                })
                .collect();
            findings.push(Finding {
                rule: "data.copied-in",
                decision: Decision::Ask,
                what: format!(
                    "would copy your files from elsewhere into the workspace, which the task does not mention: {}",
                    what.join("; ")
                ),
            });
        }
        if !reworded.is_empty() {
            findings.push(Finding {
                rule: "scope.format-only",
                decision: Decision::Ask,
                what: format!(
                    "was asked to format, but would change the code, not only its layout: {}",
                    each_file_with(&reworded, 60)
                ),
            });
        }
        if !beyond_bump.is_empty() {
            findings.push(super::catalog::scope_version_bump::finding(&beyond_bump));
        }
        if !mismapped.is_empty() {
            findings.push(Finding {
                rule: "scope.mapping",
                decision: Decision::Ask,
                what: format!(
                    "would change values to something other than the task's renames say: {}",
                    each_file_with(&mismapped, 120)
                ),
            });
        }
        if !unprotected.is_empty() {
            let mut what: Vec<String> = Vec::new();
            for (f, off) in unprotected.iter().take(3) {
                what.push(format!("{} {}", f.display(), off.join(", ")));
            }
            findings.push(Finding {
                rule: "security.weakened",
                decision: Decision::Ask,
                what: format!("would switch a protection off: {}", what.join("; ")),
            });
        }
        if !weakened.is_empty() {
            let (removed, skipped): (usize, usize) =
                weakened.iter().fold((0, 0), |(r, s), (_, a, b)| (r + a, s + b));
            let files: Vec<&FileEffect> = weakened.iter().map(|(f, _, _)| *f).collect();
            let mut how = Vec::new();
            if removed > 0 {
                how.push(format!("remove {removed} assertions"));
            }
            if skipped > 0 {
                how.push(format!("mark {skipped} tests to be skipped"));
            }
            findings.push(Finding {
                rule: "tests.weakened",
                decision: Decision::Ask,
                what: format!("would {} in {}", how.join(" and "), list_with(&files, "test file")),
            });
        }
        findings.extend(super::catalog::safeguards::ci_weakened::check(&ctx));
        // Binary files a text edit went through (a line-ending fix over every tracked file).
        let broken: Vec<String> = e
            .files
            .iter()
            .filter(|f| f.transition == Transition::Modified)
            .filter_map(|f| {
                use crate::approver::formats;
                // The starts first: most modified files are text, or keep their signature.
                let (b, a) = (f.before_content.as_deref()?, f.after_content.as_deref()?);
                let (head_b, head_a) = (read_head(b, formats::HEAD)?, read_head(a, formats::HEAD)?);
                if let Some(name) = formats::signature_lost(&head_b, &head_a) {
                    return Some(format!("{} (its {name} signature is gone)", f.display()));
                }
                // Line endings rewritten change the size of a file that holds NUL bytes.
                let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).ok();
                if !head_b.contains(&0) || size(b) == size(a) {
                    return None;
                }
                let before = read_bounded(Some(b), 32 << 20)?;
                let after = read_bounded(Some(a), 32 << 20)?;
                formats::broken(&before, &after).map(|how| format!("{} ({how})", f.display()))
            })
            .take(3)
            .collect();
        if !broken.is_empty() {
            findings.push(Finding {
                rule: "binary.broken",
                decision: Decision::Ask,
                what: format!("would leave binary files unreadable: {}", broken.join("; ")),
            });
        }
        // "Delete the exact duplicates": each file that goes must have a byte-identical copy
        // that stays.
        if self.scope.says_prefix(&["duplicat", "dedup"]) {
            let unique = unduplicated(e);
            if !unique.is_empty() {
                findings.push(Finding {
                    rule: "data.deleted",
                    decision: Decision::Ask,
                    what: format!(
                        "would delete {}, which no file that stays duplicates byte for byte, though the task deletes duplicates",
                        list(&unique)
                    ),
                });
            }
        }
        // "Keep the 3 most recent": what goes must be older than what stays, by the date in
        // the names of a series (`db-2024-06-14.sql.gz`).
        if self.scope.keeps_newest {
            let newer_gone = newer_deleted(e);
            if !newer_gone.is_empty() {
                findings.push(Finding {
                    rule: "scope.kept",
                    decision: Decision::Ask,
                    what: format!(
                        "would delete {}, newer than files of the same series that stay, though the task keeps the most recent",
                        list(&newer_gone)
                    ),
                });
            }
        }
        if !kept.is_empty() {
            findings.push(Finding {
                rule: "scope.kept",
                decision: Decision::Ask,
                what: format!("would delete {}, which the task says to keep", list(&kept)),
            });
        }
        if !kept_unchanged.is_empty() {
            findings.push(Finding {
                rule: "scope.kept",
                decision: Decision::Ask,
                what: format!(
                    "would change {}, which the task says to leave unchanged",
                    list(&kept_unchanged)
                ),
            });
        }
        if !unkept.is_empty() {
            findings.push(Finding {
                rule: "data.deleted",
                decision: Decision::Ask,
                what: format!(
                    "would delete {} that no repository keeps a copy of (ignored by git, or outside one), which the task does not ask to delete",
                    list(&unkept)
                ),
            });
        }
        for (rule, tracked) in [("tracked.destroy", true), ("data.deleted", false)] {
            let these: Vec<&(&FileEffect, &MovedIn, bool)> =
                moved_lost.iter().filter(|(_, m, _)| m.tracked == tracked).collect();
            let Some((f, m, deletes)) = these.first() else { continue };
            let verb = if *deletes { "delete" } else { "overwrite" };
            let what = if these.len() == 1 {
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
            };
            findings.push(Finding { rule, decision: Decision::Ask, what });
        }
        if !records.is_empty() {
            let removed: u64 = records.iter().filter_map(|f| f.records.map(|r| r.removed)).sum();
            findings.push(Finding {
                rule: "data.records-removed",
                decision: Decision::Ask,
                what: format!(
                    "would remove {removed} record{} from {} that the task does not ask to delete",
                    if removed == 1 { "" } else { "s" },
                    list_with(&records, "data file")
                ),
            });
        }
        if !not_duplicates.is_empty() {
            let n: u64 = not_duplicates.iter().map(|(_, n)| n).sum();
            let files: Vec<&FileEffect> = not_duplicates.iter().map(|(f, _)| *f).collect();
            findings.push(Finding {
                rule: "data.records-removed",
                decision: Decision::Ask,
                what: format!(
                    "would remove {n} record{} from {} that no remaining record duplicates, though the task removes duplicates",
                    if n == 1 { "" } else { "s" },
                    list_with(&files, "data file")
                ),
            });
        }
        findings.extend(super::catalog::data_values_lost::check(&self.scope, &self.own_work, e));
        findings.extend(super::catalog::supply::source_changed::check(&ctx));
        findings.extend(super::catalog::safeguards::access_widened::check(&ctx));
        if !lost.is_empty() {
            findings.push(Finding {
                rule: "work.lost",
                decision: Decision::Block,
                what: format!(
                    "would lose uncommitted work in {} that the task does not mention",
                    list(&lost)
                ),
            });
        }
        if !outside.is_empty() {
            findings.push(Finding {
                rule: "outside.workspace",
                decision: Decision::Ask,
                what: {
                    // Deletions first: losing the user's files there is the graver effect.
                    let (deleted, written): (Vec<&FileEffect>, Vec<&FileEffect>) =
                        outside.iter().partition(|f| f.transition == Transition::Deleted);
                    match (deleted.is_empty(), written.is_empty()) {
                        (true, _) => format!("would write outside the workspace: {}", list(&written)),
                        (false, true) => format!("would delete outside the workspace: {}", list(&deleted)),
                        (false, false) => format!(
                            "would delete outside the workspace: {}; and write there: {}",
                            list(&deleted),
                            list(&written)
                        ),
                    }
                },
            });
        }
        findings.extend(super::catalog::secret::disclosed::check(&ctx));
        {
            use super::catalog::{network, secret};
            let reach = network::Reach::of(&ctx);
            findings.extend(secret::exfiltration::check(&reach));
            findings.extend(network::attempt::check(&reach));
        }
        findings.extend(super::catalog::network::dns_exfiltration::check(&ctx));
        findings.extend(super::catalog::secret::private_read::check(&ctx));
        findings.extend(super::catalog::privilege::change::check(&ctx));
        findings.extend(super::catalog::privilege::staged::check(&ctx));
        findings.extend(super::catalog::git::config::check_user_config(&ctx));
        findings.extend(super::catalog::places::sensitive_write::check(&ctx));
        findings.extend(super::catalog::secret::in_file::check(&ctx));
        // Asked about a notebook's outputs ("strip the outputs"), yet its code changed: a cell
        // the tool took for output (a check, an assertion) is gone or rewritten.
        if self.scope.says_prefix(&["output"])
            && !self.scope.says_prefix(&["cell", "code", "source", "refactor", "rewrit", "edit", "fix"])
        {
            let touched: Vec<&FileEffect> = e
                .files
                .iter()
                .filter(|f| {
                    f.transition == Transition::Modified
                        && f.path.extension().is_some_and(|x| x == "ipynb")
                        && notebook_code(f.before_content.as_deref())
                            != notebook_code(f.after_content.as_deref())
                })
                .collect();
            if !touched.is_empty() {
                findings.push(Finding {
                    rule: "scope.unexplained-edit",
                    decision: Decision::Ask,
                    what: format!(
                        "would change the code cells of {}, though the task is about their outputs",
                        list_with(&touched, "notebook")
                    ),
                });
            }
        }
        // Asked to anonymise, yet an output carries personal values of the input verbatim.
        if super::personal::asks_anonymising(&self.scope) {
            let outputs: Vec<&FileEffect> = e
                .files
                .iter()
                .filter(|f| {
                    matches!(f.transition, Transition::Created | Transition::Modified | Transition::Replaced)
                        && f.place == Place::Workspace
                        && !f.is_folder()
                })
                .take(64)
                .collect();
            let carried: Vec<(Vec<String>, &Path)> = outputs
                .iter()
                .map(|f| (super::personal::personal_values(&added_text(f), 200), f.path.as_path()))
                .collect();
            let sources = super::personal::copied_from(&self.workspace, &carried);
            let hits: Vec<(&FileEffect, usize, PathBuf)> = outputs
                .iter()
                .zip(&carried)
                .zip(sources)
                .filter_map(|((f, (values, _)), src)| src.map(|s| (*f, values.len(), s)))
                .collect();
            // The input itself rewritten: an anonymisation that ran on the original (the
            // user's only real data) instead of the copy. Only a data file the request does not
            // name: "anonymise data/app.db" asks for exactly that.
            let rewritten: Vec<&FileEffect> = e
                .files
                .iter()
                .filter(|f| {
                    f.transition == Transition::Modified
                        && f.place == Place::Workspace
                        && f.records.is_some()
                        && !self.named(f)
                        && !self.own_work.contains(&f.path)
                })
                .collect();
            if !rewritten.is_empty() {
                findings.push(Finding {
                    rule: "data.not-anonymised",
                    decision: Decision::Ask,
                    what: format!(
                        "would rewrite {} in place, which the task does not name, though it asks for anonymised data elsewhere",
                        list_with(&rewritten, "data file")
                    ),
                });
            }
            if !hits.is_empty() {
                let what: Vec<String> = hits
                    .iter()
                    .take(3)
                    .map(|(f, n, src)| {
                        let from = src.strip_prefix(&self.workspace).unwrap_or(src);
                        format!("{} ({n} from {})", f.display(), escape::path(from))
                    })
                    .collect();
                findings.push(Finding {
                    rule: "data.not-anonymised",
                    decision: Decision::Ask,
                    what: format!(
                        "would write personal data (e-mail addresses, social security numbers) copied verbatim from the input, though the task asks for it to be taken out: {}",
                        what.join("; ")
                    ),
                });
            }
        }
        findings.extend(super::catalog::secret::in_output::check(&ctx));
        findings.extend(super::catalog::rehearsal::limit_reached::check(&ctx));
        let mut verdict = Verdict::from_findings(findings);
        verdict.asked_sensitive = super::catalog::places::sensitive_write::asked(&ctx);
        verdict.asked_deletions = asked_deletions;
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
        FileFacts {
            f,
            rel,
            generated: rel.is_some_and(is_generated) || built,
            named,
            // Naming data is not asking to destroy it: "back up my data" names data/. A database
            // or a secrets file must be named itself: "regenerate the lock from the package
            // manifests" names packages/, not the local database kept in it.
            destruction_asked: named && self.scope.destructive && (!precious(f) || self.named_file(f)),
            deletes: matches!(f.transition, Transition::Deleted | Transition::Replaced) || moved_out,
            overwrites: f.transition == Transition::Modified && f.overwrites(),
            tracked,
            switched: git.is_some_and(|g| g.switched),
            moved_in: self.moved_in.get(&f.path).filter(|_| !f.is_folder()),
            regenerated: self.scope.regenerates && declares_generated(f),
            source_outside_git: git.is_none()
                && f.place == Place::Workspace
                && f.before.is_some()
                && rel.is_some_and(is_source_code),
            tightens: f.transition == Transition::ModeChanged
                && matches!((&f.before, &f.after), (Some(b), Some(a)) if a.mode & !b.mode == 0),
        }
    }

    /// The edits the line-comparing rules weigh: content edited (not a build output), for at
    /// most 500 files. Asked to switch a protection off ([`super::catalog::safeguards::security_weakened::asks_insecure`]),
    /// only the edits of tracked files a format-only request checks are read.
    fn read_edits(&self) -> Vec<ReadEdit<'a>> {
        let asks_insecure = asks_insecure(self.scope);
        let mut budget = 500usize;
        let mut out = Vec::new();
        for x in &self.files {
            let f = x.f;
            let asks_format = self.scope.formats_only && x.tracked;
            if edits_content(f)
                && !x.generated
                && !f.is_folder()
                && (!asks_insecure || asks_format)
                && budget > 0
            {
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

    /// The request names the file, or a folder above it.
    pub fn named(&self, f: &FileEffect) -> bool {
        self.names_of(f).iter().any(|c| self.scope.names(c))
    }

    /// Named as a file (path, name or stem), not only through a folder above it.
    pub fn named_file(&self, f: &FileEffect) -> bool {
        self.names_of(f).iter().any(|c| self.scope.names_file(c))
    }

    /// Files whose deletion the request asks for (see [`Verdict::asked_deletions`]): each file
    /// of a removed worktree when it speaks of worktrees, and what it picked itself: a file it
    /// names, or one inside a folder it names that goes whole. Files a tool picked inside a
    /// named folder (some of the spool's messages) stay the policy's to weigh.
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

/// A request to switch a protection off ("use --insecure", "disable TLS verification").
pub(crate) fn asks_insecure(scope: &TaskScope) -> bool {
    scope.says("insecure")
        || scope.says("--insecure")
        || ["disable", "turn", "skip", "without"].iter().any(|w| scope.says(w))
            && [
                "tls",
                "ssl",
                "verification",
                "verify",
                "auth",
                "authentication",
                "csrf",
                "certificate",
                "certificates",
                "signature",
            ]
            .iter()
            .any(|w| scope.says(w))
}

/// Where an install or a set-up puts new files in the home.
const INSTALL_PLACES: &[&str] =
    &["~/.local/bin", "~/bin", "~/.local/share", "~/.local/lib", "~/.local/state", "~/.config", "~/.zfunc"];

/// Whether a file says a tool made it ("generated by build.rs", "@generated", "auto-generated"):
/// deleting it loses nothing the tool cannot make again.
fn says_generated(p: Option<&Path>) -> bool {
    head_lines(p).iter().any(|l| {
        l.contains("@generated")
            || l.contains("generated by")
            || l.contains("auto-generated")
            || l.contains("autogenerated")
            || l.contains("automatically generated")
            || l.contains("generated file")
            || l.contains("do not edit")
    })
}

/// Test files by the conventions of common test runners.
fn is_test_file(rel: &Path) -> bool {
    let comps: Vec<String> =
        rel.components().map(|c| c.as_os_str().to_string_lossy().to_lowercase()).collect();
    let name = comps.last().map(|s| s.as_str()).unwrap_or("");
    comps
        .iter()
        .take(comps.len().saturating_sub(1))
        .any(|c| matches!(c.as_str(), "test" | "tests" | "spec" | "specs" | "__tests__" | "testing"))
        || name.starts_with("test_")
        || name.contains("_test.")
        || name.contains(".test.")
        || name.contains(".spec.")
        || name.ends_with("test.java")
        || name.ends_with("tests.cs")
}

/// How a test file was weakened: how many more assertion lines the old version had than the
/// new one, and how many more markers that put a test aside (skip, expected failure, ignore)
/// the new version has than the old one (a failing test silenced instead of fixed). Each
/// version is read once for both counts.
fn test_weakening(f: &FileEffect) -> (usize, usize) {
    const ASSERTS: &[&str] =
        &["assert", "expect(", ".should", "t.error", "t.fatal", "require.", "@test", "raises(", "check("];
    // Lower case: matched against the lower-cased text.
    const SKIPS: &[&str] = &[
        "@unittest.skip",
        "@unittest.expectedfailure",
        "self.skiptest(",
        "unittest.skiptest(",
        "@pytest.mark.skip",
        "@pytest.mark.xfail",
        "pytest.skip(",
        "pytest.xfail(",
        "it.skip(",
        "test.skip(",
        "describe.skip(",
        "it.todo(",
        "test.todo(",
        "xit(",
        "xtest(",
        "xdescribe(",
        "#[ignore",
        "t.skip(",
        "t.skipnow(",
        "t.skipf(",
        "@disabled",
        "@ignore",
        "[ignore",
        "marktestskipped(",
        "skip_unless",
    ];
    // (assertion lines, skip markers) of one version; a missing version has neither.
    let count = |p: Option<&Path>| -> (usize, usize) {
        let Some(d) = p.and_then(|p| std::fs::read(p).ok()) else { return (0, 0) };
        let text = String::from_utf8_lossy(&d).to_lowercase();
        let asserts = text.lines().filter(|l| ASSERTS.iter().any(|m| l.contains(m))).count();
        let skips = SKIPS.iter().map(|m| text.matches(m).count()).sum();
        (asserts, skips)
    };
    let (before, after) = (count(f.before_content.as_deref()), count(f.after_content.as_deref()));
    let skipped = if edits_content(f) { after.1.saturating_sub(before.1) } else { 0 };
    (before.0.saturating_sub(after.0), skipped)
}

/// Whether the records a text data file lost went into files this command wrote beside it
/// (a log rotated into `archive/api-20261204.jsonl.gz`): files created or modified whose name
/// holds the data file's stem, in its folder or below.
fn records_archived(f: &FileEffect, e: &Effects) -> bool {
    let (Some(before), Some(after)) = (f.before_content.as_deref(), f.after_content.as_deref()) else {
        return false;
    };
    let Some(stem) = f.path.file_name().and_then(|n| n.to_str()).map(|n| n.split('.').next().unwrap_or(n))
    else {
        return false;
    };
    let Some(folder) = f.path.parent() else { return false };
    let archives: Vec<&Path> = e
        .files
        .iter()
        .filter(|a| {
            a.path != f.path
                && matches!(a.transition, Transition::Created | Transition::Modified)
                && a.path.starts_with(folder)
                && a.path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| stem.len() >= 2 && n.contains(stem))
        })
        .filter_map(|a| a.after_content.as_deref())
        .collect();
    crate::records::archived(before, after, &archives)
}

/// Whether a modified file differs from its old content only in white space within lines, at
/// their ends or in blank lines. Indentation counts: in Python or YAML it is meaning.
fn whitespace_only(f: &FileEffect) -> bool {
    const MAX: u64 = 4 << 20;
    let read = |p: Option<&Path>| -> Option<Vec<Vec<u8>>> {
        let p = p?;
        if std::fs::metadata(p).ok()?.len() > MAX {
            return None;
        }
        let b = std::fs::read(p).ok()?;
        Some(
            b.split(|&c| c == b'\n')
                .filter(|l| l.iter().any(|c| !c.is_ascii_whitespace()))
                .map(|l| {
                    let indent = l.iter().take_while(|c| **c == b' ' || **c == b'\t').count();
                    let mut v = l[..indent].to_vec();
                    v.extend(l[indent..].iter().filter(|c| !c.is_ascii_whitespace()));
                    v
                })
                .collect(),
        )
    };
    match (read(f.before_content.as_deref()), read(f.after_content.as_deref())) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

/// The date or version in a series file's name, with the name's shape around it
/// (`db-2024-06-14.sql.gz` -> `db-#.sql.gz`, `app-1.10.0.tar.gz` -> `app-#.tar.gz`): files of
/// one series share the shape. The stamp orders the series: a date as one number (compared only
/// with dates of as many digits), a version by its numbers (`1.10.0` is newer than `1.9.1`).
fn series_stamp(name: &str) -> Option<(String, Vec<u64>)> {
    static DATE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    static VERSION: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let date = DATE.get_or_init(|| {
        regex::Regex::new(
            r"(19|20)\d\d[-_.]?[01]\d[-_.]?[0-3]\d(?:[T_.-]?[0-2]\d[:.-]?[0-5]\d(?:[:.-]?[0-5]\d)?)?",
        )
        .expect("pattern compiles")
    });
    if let Some(m) = date.find(name) {
        let digits: String = m.as_str().chars().filter(char::is_ascii_digit).collect();
        let shape = format!("{}#{}", &name[..m.start()], &name[m.end()..]);
        return Some((shape, vec![0, digits.len() as u64, digits.parse().ok()?]));
    }
    let version = VERSION.get_or_init(|| {
        regex::Regex::new(r"[-_]v?(\d{1,6}(?:\.\d{1,6}){1,3})(?:[-_.+]|$)").expect("pattern compiles")
    });
    let m = version.captures(name)?.get(1)?;
    let mut parts: Vec<u64> = m.as_str().split('.').filter_map(|p| p.parse().ok()).collect();
    parts.resize(4, 0);
    let shape = format!("{}#{}", &name[..m.start()], &name[m.end()..]);
    Some((shape, std::iter::once(1).chain(parts).collect()))
}

/// Whether two stamps of one series can be ordered: both versions, or dates of as many digits.
fn comparable(a: &[u64], b: &[u64]) -> bool {
    a.first() == b.first() && (a.first() == Some(&1) || a.get(1) == b.get(1))
}

/// Files deleted though a file of the same series, older by the date in its name, stays in
/// the same folder.
fn newer_deleted(e: &Effects) -> Vec<&FileEffect> {
    let deleted: Vec<&FileEffect> =
        e.files.iter().filter(|f| f.transition == Transition::Deleted && !f.is_folder()).collect();
    let gone: std::collections::HashSet<&Path> = deleted.iter().map(|f| f.path.as_path()).collect();
    let mut out = Vec::new();
    let mut listed: std::collections::HashMap<&Path, Vec<String>> = std::collections::HashMap::new();
    for f in &deleted {
        let (Some(dir), Some(name)) = (f.path.parent(), f.path.file_name().and_then(|n| n.to_str())) else {
            continue;
        };
        let Some((shape, stamp)) = series_stamp(name) else { continue };
        // What stays: the folder as it is now (nothing is committed yet) without what goes.
        let names = listed.entry(dir).or_insert_with(|| {
            std::fs::read_dir(dir)
                .map(|rd| {
                    rd.flatten()
                        .take(10_000)
                        .filter(|d| !gone.contains(d.path().as_path()))
                        .filter_map(|d| d.file_name().to_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default()
        });
        let older_stays = names
            .iter()
            .filter_map(|n| series_stamp(n))
            .any(|(s, st)| s == shape && comparable(&st, &stamp) && st < stamp);
        if older_stays {
            out.push(*f);
        }
    }
    out
}

/// Deleted files with no byte-identical copy left among the files that stay under the folder
/// holding all the deletions (a bounded walk; files the command changed are not copies).
fn unduplicated(e: &Effects) -> Vec<&FileEffect> {
    let deleted: Vec<&FileEffect> = e
        .files
        .iter()
        .filter(|f| {
            f.transition == Transition::Deleted
                && !f.is_folder()
                && f.before.as_ref().is_some_and(|b| b.size > 0)
        })
        .collect();
    let Some(first) = deleted.first() else { return Vec::new() };
    let mut root = first.path.parent().unwrap_or(Path::new("/")).to_path_buf();
    for f in &deleted {
        while !f.path.starts_with(&root) {
            if !root.pop() {
                break;
            }
        }
    }
    let changed: std::collections::HashSet<&Path> = e.files.iter().map(|f| f.path.as_path()).collect();
    let mut by_size: std::collections::HashMap<u64, Vec<PathBuf>> = std::collections::HashMap::new();
    for entry in walkdir::WalkDir::new(&root)
        .max_depth(6)
        .into_iter()
        .filter_entry(|d| d.file_name() != ".git")
        .flatten()
        .take(20_000)
    {
        if entry.file_type().is_file() && !changed.contains(entry.path()) {
            if let Ok(md) = entry.metadata() {
                by_size.entry(md.len()).or_default().push(entry.into_path());
            }
        }
    }
    let hash = |p: &Path| -> Option<blake3::Hash> {
        let mut h = blake3::Hasher::new();
        h.update_reader(std::fs::File::open(p).ok()?).ok()?;
        Some(h.finalize())
    };
    // Each file that stays is read once, however many deleted files share its size.
    let mut hashes: std::collections::HashMap<&Path, Option<blake3::Hash>> = std::collections::HashMap::new();
    let mut out = Vec::new();
    for f in deleted {
        let size = f.before.as_ref().map_or(0, |b| b.size);
        let Some(mine) = hash(&f.path) else { continue };
        let copied = by_size.get(&size).is_some_and(|c| {
            c.iter().any(|p| *hashes.entry(p.as_path()).or_insert_with(|| hash(p)) == Some(mine))
        });
        if !copied {
            out.push(f);
        }
    }
    out
}

fn verb_of(files: &[&FileEffect]) -> &'static str {
    let del =
        files.iter().filter(|f| matches!(f.transition, Transition::Deleted | Transition::Replaced)).count();
    if del == files.len() {
        "delete"
    } else if del == 0 {
        "overwrite or move"
    } else {
        "delete or overwrite"
    }
}

/// Whether the file's name (without extensions) holds one of `words` (`Button.snap` for
/// "update the Button snapshot").
fn name_has_a_word_of(f: &FileEffect, words: &[&str]) -> bool {
    let Some(name) = f.path.file_name().and_then(|n| n.to_str()) else { return false };
    let stem = name.split('.').find(|p| !p.is_empty()).unwrap_or(name).to_ascii_lowercase();
    words.iter().any(|w| w.len() >= 3 && stem.contains(*w))
}

/// The sources of a notebook's code cells, in order (`None`: not readable as a notebook).
fn notebook_code(p: Option<&Path>) -> Option<Vec<String>> {
    let bytes = std::fs::read(p?).ok().filter(|b| b.len() <= 8 << 20)?;
    let nb: serde_json::Value = serde_json::from_slice(&bytes).ok()?;
    let text = |v: &serde_json::Value| match v {
        serde_json::Value::Array(a) => a.iter().filter_map(|l| l.as_str()).collect::<String>(),
        v => v.as_str().unwrap_or_default().to_string(),
    };
    Some(
        nb.get("cells")?
            .as_array()?
            .iter()
            .filter(|c| c.get("cell_type").and_then(|t| t.as_str()) == Some("code"))
            .map(|c| text(c.get("source").unwrap_or(&serde_json::Value::Null)))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::{comparable, series_stamp, whitespace_only};
    use foresee_report::{FileEffect, Place, Transition};

    fn modified(before: &str, after: &str) -> (tempfile::TempDir, FileEffect) {
        let d = tempfile::tempdir().unwrap();
        let (b, a) = (d.path().join("b"), d.path().join("a"));
        std::fs::write(&b, before).unwrap();
        std::fs::write(&a, after).unwrap();
        let f = FileEffect {
            path: b.clone(),
            rel: None,
            transition: Transition::Modified,
            before: None,
            after: None,
            renamed_from: None,
            place: Place::Workspace,
            git: None,
            before_content: Some(b),
            after_content: Some(a),
            under_changed_folder: false,
            sensitive: None,
            git_internal: false,
            records: None,
            values_lost: Vec::new(),
            copied_from: None,
        };
        (d, f)
    }

    #[test]
    fn white_space_within_and_after_lines_is_no_edit_but_indentation_is() {
        let ws = |b: &str, a: &str| whitespace_only(&modified(b, a).1);
        assert!(ws("def f( a,b ):  \n    return a\n", "def f(a, b):\n\n    return a\n"));
        assert!(ws("", "\n"));
        assert!(!ws("if x:\n    y()\nz()\n", "if x:\n    y()\n    z()\n"));
        assert!(!ws("return a\n", "return b\n"));
    }

    #[test]
    fn a_series_is_ordered_by_the_date_or_the_version_in_its_names() {
        let (shape, a) = series_stamp("ledgerd-1.9.1.tar.gz").unwrap();
        let (shape2, b) = series_stamp("ledgerd-1.10.0.tar.gz").unwrap();
        assert_eq!(shape, shape2);
        assert!(comparable(&a, &b) && a < b, "1.9.1 before 1.10.0");
        let (wheel, _) = series_stamp("ledgerd-1.10.0-py3-none-any.whl").unwrap();
        assert_ne!(wheel, shape, "wheels and tarballs are two series");
        let (d1, x) = series_stamp("db-2024-06-14.sql.gz").unwrap();
        let (d2, y) = series_stamp("db-2024-11-02.sql.gz").unwrap();
        assert!(d1 == d2 && comparable(&x, &y) && x < y);
        assert!(!comparable(&x, &a), "a date and a version are not one order");
        assert!(series_stamp("README.md").is_none() && series_stamp("main.py").is_none());
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

    /// A wall over `workspace` for a request, nothing protected.
    pub fn wall_in(workspace: &Path, task: Option<&str>) -> Wall {
        Wall::new(TaskScope::from_task(task), &[], Vec::new(), workspace, None).expect("no globs")
    }

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

    /// A file whose content went from `before` to `after` (`None`: it did not exist), both kept
    /// in `dir` as the effects keep them.
    pub fn edited(dir: &Path, rel: &str, before: Option<&str>, after: Option<&str>) -> FileEffect {
        let transition = match (before, after) {
            (None, _) => Transition::Created,
            (Some(_), None) => Transition::Deleted,
            (Some(_), Some(_)) => Transition::Modified,
        };
        let mut f = file(rel, transition);
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
