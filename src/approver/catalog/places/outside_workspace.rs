//! `outside.workspace`: a write outside the workspace.
//!
//! The finding is raised here ([`check`]). What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain outside.workspace`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::backup_beside_changed;
use crate::approver::phrasing::list;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Place, Transition};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "outside.workspace",
    action: Decision::Ask,
    catches: "anything is written outside the workspace (temp folders and caches, `~/.cache` and package \
        managers' own, are reported, not asked about, but `~/.cache` itself deleted whole is asked about \
        unless the task says `~/.cache`; so is a tool's bookkeeping in its own home folder, \
        an entry whose name says cache, log, temporary or lock: `~/.cargo/.global-cache`, \
        `~/.npm/_logs/`, not `~/.cargo/config.toml` or `~/.cargo/bin`; so are new files where an install \
        puts them, `~/.local/bin`, `~/.config`, `~/.local/share`, when the task asks to install or set \
        up; a folder whose times alone changed, a file made and removed in it, holds nothing written; a \
        request to start the project from scratch, \"wipe the project's own caches\", covers deleting the \
        folders named for the project, by its manifests, right under `~/.cache`, `~/.local/share` and \
        `~/.local/state`, never those folders themselves; a request to uninstall or remove a tool covers \
        deleting what carries the tool's name below those shared folders, `~/.local/state/devtunnel`, \
        `.../completions/devtunnel`, never a shared folder or another tool's; a backup the command \
        keeps beside a file it changed, under its name, with its old content and no wider \
        permissions, `~/.bashrc.bak`, is no write elsewhere; nor, written and not deleted, is a file \
        beside a home path the task spells out, in the folder whose name the task says of what it \
        asks for: \"pull my calendars, the work one into ~/.local/share/calendars/work\" covers \
        `~/.local/share/calendars/holidays/`; nor is a new file in the home, in no sensitive place, that \
        is a copy of a file the task names (\"share results/ with Priya\": `~/share/paper/results/a.csv`); nor, \
        for a task that makes a new key, is a key pair written new into `~/.ssh`)",
    why: "The workspace is what the task is about and what you review. A write elsewhere changes something \
        you did not look at and git cannot restore: another project, a tool's settings, your documents.",
    example: Example {
        setup: "",
        fires: Run { command: "echo x > \"$HOME/elsewhere.txt\"", task: None, flags: &[] },
        passes: Run { command: "echo x > \"${TMPDIR:-/tmp}/foresee-example.txt\"", task: None, flags: &[] },
        contrast: "a temporary folder is reported, not asked about",
    },
    sources: &["src/approver/catalog/places/outside_workspace.rs"],
};

/// Files written or deleted in the home or the system that the request does not name: asked
/// about unless the request names the place ("install the ledger CLI" names
/// ~/.local/bin/ledger); sensitive places are judged on their own (`sensitive.write`).
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let e = ctx.effects;
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
    // The files the request names, read once when a new file outside needs them.
    let named_files: std::cell::OnceCell<crate::approver::named::NamedSources> = std::cell::OnceCell::new();
    let outside: Vec<&FileEffect> = ctx
        .files
        .iter()
        .filter(|x| {
            let f = x.f;
            // A new file in the home that is a copy of a file the request names ("share the
            // results/ folder with Priya": `~/share/.../results/uuas.csv`): it overwrites
            // nothing, and holds only what the user pointed at.
            let copy_of_named = || {
                f.transition == Transition::Created
                    && f.place == Place::Home
                    && f.sensitive.is_none()
                    && f.after.as_ref().is_some_and(|a| a.kind == foresee_report::EntryKind::File)
                    && f.after_content.as_deref().is_some_and(|p| {
                        named_files
                            .get_or_init(|| {
                                crate::approver::named::NamedSources::gather(
                                    ctx.scope,
                                    ctx.workspace,
                                    &ctx.effects.command,
                                )
                            })
                            .holds_file(p)
                    })
            };
            // What an install or set-up adds where such things go: a new command, its data, its
            // own configuration (the sensitive ones among them are judged by `sensitive.write`,
            // named or not).
            let installed = ctx.scope.installs
                && f.transition == Transition::Created
                && f.place == Place::Home
                && f.rel.as_deref().is_some_and(|r| INSTALL_PLACES.iter().any(|p| r.starts_with(p)));
            // A folder only touched (a file made and removed in it: its times alone changed)
            // holds nothing new.
            let touched = f.transition == Transition::Touched;
            let uninstalled = x.deletes && f.place == Place::Home && carries_asked_name(ctx, f);
            // "Start completely from scratch": the project's own folders in the home go.
            let project_own = ctx.scope.resets_project
                && x.deletes
                && f.place == Place::Home
                && f.rel.as_deref().is_some_and(|r| in_project_folder(ctx, r));
            // The user's git configuration, under a request that speaks of git, is judged by
            // what it sets (`git.config`).
            let git_judged =
                f.sensitive.as_deref() == Some("git configuration") && ctx.scope.says_word("git");
            // A source a clean of build outputs deletes is asked about whatever else exempts it.
            let unasked_source = source_under_a_clean(ctx, f, x.deletes);
            // Named, and set as a named file is: no program, path or source slipped in. A
            // deletion must be asked for besides: naming a place is not asking for it to go,
            // and a request that reshapes ("migrate my settings", "convert") asks for nothing
            // to go.
            // A named folder replaced with its files kept beside it ("link my configs into
            // ~/.config", the old `git/` moved to `git.pre-dotfiles/`) loses nothing.
            // Weighed only for a place outside the workspace (below): it reads files.
            let named_as_asked = || {
                (x.named || !x.deletes && beside_named_of_said_kind(ctx, f))
                    && !adds_acting_settings(ctx, f)
                    && (!x.deletes
                        || ctx.scope.removes_records
                        || crate::approver::content::folder_kept_beside(f, e)
                        || crate::approver::content::backed_up_beside(f, e))
            };
            // The cache folder itself, every tool's caches in it (downloaded models, build
            // caches), deleted: caches are rebuilt one by one, not wiped whole, unless the
            // request says that folder.
            let cache_root_wiped = f.place == Place::Cache
                && x.deletes
                && ctx.home.is_some_and(|h| f.path == h.join(".cache"))
                && !ctx.scope.says("~/.cache");
            // "Make a new deploy key": a key pair written new into `~/.ssh`, overwriting none.
            let new_key_asked = || {
                f.transition == Transition::Created
                    && ctx.scope.says_word("key")
                    && ["make", "create", "generate", "new", "mint"].iter().any(|w| ctx.scope.says_words(w))
                    && ctx.home.is_some_and(|h| f.path.parent() == Some(h.join(".ssh").as_path()))
                    && crate::approver::content::read_text(f.after_content.as_deref(), 16 << 10).is_some_and(
                        |t| {
                            t.starts_with("-----BEGIN ") && t.contains("PRIVATE KEY-----")
                                || crate::approver::catalog::safeguards::access_widened::key_blob(t.trim())
                                    .is_some()
                        },
                    )
            };
            unasked_source
                || cache_root_wiped
                || matches!(f.place, Place::Home | Place::System)
                    && !git_judged
                    && !named_as_asked()
                    && !crate::approver::catalog::places::sensitive_write::dotfile_asked(ctx, f)
                    && !settings_of_named_tool(ctx, f)
                    && !project_own
                    && !x.tightens
                    && !holders.contains(f.path.as_path())
                    && !installed
                    && !touched
                    && !uninstalled
                    && !backup_beside_changed(f, e)
                    && !copy_of_named()
                    && !new_key_asked()
        })
        .map(|x| x.f)
        .collect();
    if outside.is_empty() {
        return None;
    }
    // Deletions first: losing the user's files there is the graver effect.
    let (deleted, written): (Vec<&FileEffect>, Vec<&FileEffect>) =
        outside.iter().partition(|f| f.transition == Transition::Deleted);
    let what = match (deleted.is_empty(), written.is_empty()) {
        (true, _) => format!("would write outside the workspace: {}", list(&written)),
        (false, true) => format!("would delete outside the workspace: {}", list(&deleted)),
        (false, false) => format!(
            "would delete outside the workspace: {}; and write there: {}",
            list(&deleted),
            list(&written)
        ),
    };
    Some(Finding { rule: RULE.id, decision: RULE.action, what })
}

/// Whether `f` is a settings file of the home that belongs to a tool the request names ("set
/// gpg-agent's cache TTL" names `~/.gnupg/gpg-agent.conf`; "configure tmux" names
/// `~/.config/tmux/tmux.conf`), edited to set only plain values
/// ([`crate::approver::tool_settings`]). Sensitive places are judged by `sensitive.write`.
fn settings_of_named_tool(ctx: &WallContext, f: &FileEffect) -> bool {
    use foresee_report::EntryKind;
    if f.place != Place::Home
        || f.sensitive.is_some()
        || !matches!(f.transition, Transition::Modified | Transition::Created)
        || f.after.as_ref().is_none_or(|a| a.kind != EntryKind::File)
    {
        return false;
    }
    let Some(rel) = f.rel.as_deref() else { return false };
    // The tool's names the path carries: the file's stem (`gpg-agent` of `gpg-agent.conf`,
    // `tmux` of `.tmux.conf`, `npm` of `.npmrc`) and the folders below the home (`gnupg`).
    let names: Vec<String> = rel
        .components()
        .skip(1)
        .map(|c| {
            let n = c.as_os_str().to_string_lossy().to_ascii_lowercase();
            let n = n.trim_start_matches('.').to_string();
            let n = n.split('.').next().unwrap_or_default().to_string();
            n.strip_suffix("rc").filter(|s| s.len() >= 3).map(str::to_string).unwrap_or(n)
        })
        .filter(|n| {
            n.len() >= 3 && !SHARED_FOLDERS.contains(&n.as_str()) && !GENERIC_NAMES.contains(&n.as_str())
        })
        .collect();
    if !names.iter().any(|n| ctx.scope.says_word(n)) {
        return false;
    }
    crate::approver::tool_settings::file_only_plain_settings(f, ctx.scope)
}

/// Whether `f`, a settings file of the home, gains a setting that runs, loads, fetches or
/// guards something the request does not say (`pinentry-program ~/.x` in the
/// `gpg-agent.conf` a request to set the cache TTL names): naming the file asked for settings,
/// not for that.
fn adds_acting_settings(ctx: &WallContext, f: &FileEffect) -> bool {
    f.place == Place::Home
        && f.sensitive.is_none()
        && settings_file_name(&f.path)
        && crate::approver::tool_settings::file_adds_acting_settings(f, ctx.scope)
}

/// Whether the file's name says it holds settings in the line formats
/// [`crate::approver::tool_settings`] reads: `*.conf`, `*.cfg`, `*.ini`, `*.toml`,
/// `*.properties`, an `rc` file (`.curlrc`), a `config` file. Not a script, a program's source
/// (`jupyter_server_config.py`, `ftplugin/lua.vim`), an environment file or a document.
fn settings_file_name(path: &Path) -> bool {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().to_ascii_lowercase()) else { return false };
    let bare = name.trim_start_matches('.');
    match bare.rsplit_once('.') {
        Some((_, ext)) => matches!(ext, "conf" | "cfg" | "ini" | "toml" | "properties"),
        None => bare.ends_with("rc") || bare == "config",
    }
}

/// Whether `f` is a program source of the home that a request to clean build outputs deletes
/// ("remove build outputs and dependency folders from my projects under ~/projects"): naming
/// the folder that holds the projects asks for their outputs, never their sources. A source
/// inside an output or dependency folder (`target/`, `node_modules/`, or a folder the request
/// names below the projects, `vendor/`) goes with it.
fn source_under_a_clean(ctx: &WallContext, f: &FileEffect, deletes: bool) -> bool {
    let Some(rel) = f.rel.as_deref().filter(|_| deletes && f.place == Place::Home) else { return false };
    if !crate::approver::paths::is_source_code(rel)
        || !crate::approver::build_outputs::asks_to_clean_build(ctx.scope)
    {
        return false;
    }
    // Below `~` and the folder the request names (`~/projects/`): each project's own parts.
    let inner: Vec<&std::ffi::OsStr> = rel.components().skip(2).map(|c| c.as_os_str()).collect();
    let covered = crate::approver::scope::is_generated(rel)
        || ctx.scope.names_file(rel)
        || inner.iter().take(inner.len().saturating_sub(1)).any(|c| ctx.scope.names(Path::new(c)));
    !covered
}

/// Whether `f` lies in a folder of the home that holds a path the request spells out and whose
/// name the request says of what it asks for ("pull my calendars; the work one should end up in
/// ~/.local/share/calendars/work" covers `~/.local/share/calendars/holidays/`): the other items
/// of the kind the request speaks of, beside the named one. A folder of many tools' files
/// (`~/.local/share`) is no kind.
fn beside_named_of_said_kind(ctx: &WallContext, f: &FileEffect) -> bool {
    let Some(rel) = f.rel.as_deref().filter(|_| f.place == Place::Home) else { return false };
    ctx.scope.home_paths().iter().any(|spelled| {
        Path::new(spelled).ancestors().skip(1).any(|a| {
            let name = a.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.len() >= 4
                && !SHARED_FOLDERS.contains(&name)
                && !GENERIC_NAMES.contains(&name)
                && ctx.scope.says_word(name)
                && rel.starts_with(a)
        })
    })
}

/// Names of settings files that name no tool.
const GENERIC_NAMES: &[&str] =
    &["config", "settings", "conf", "prefs", "preferences", "options", "init", "default"];

/// Where an install or a set-up puts new files in the home.
/// Folders of the home that hold many tools' files: a name here is no tool's own.
const SHARED_FOLDERS: &[&str] = &[
    ".local",
    "local",
    "share",
    "state",
    "lib",
    "bin",
    "libexec",
    "include",
    ".config",
    "config",
    ".cache",
    "cache",
    "data",
    "completions",
    "bash-completion",
    "zsh",
    "site-functions",
    "autostart",
    "applications",
    "systemd",
    "user",
    "man",
    "man1",
    "icons",
    "fonts",
    "doc",
    "docs",
    "etc",
    "opt",
    "var",
    "log",
    "logs",
    "tmp",
];

/// Whether a path of the home carries a name the request says as the name of one of its own
/// parts below the shared folders (`~/.local/state/devtunnel/…`, `…/completions/devtunnel`,
/// `~/.config/autostart/devtunnel.desktop` when the request speaks of devtunnel): what a
/// request to uninstall or remove a tool covers. A shared folder itself (`~/.local/share`), or
/// another tool's folder beside it, carries no such name.
fn carries_asked_name(ctx: &WallContext, f: &FileEffect) -> bool {
    // Asked to uninstall or remove a thing, not to prune a cache of it.
    if !ctx.scope.says_prefix(&["uninstal", "remov", "delet", "purg", "wipe", "erase"]) {
        return false;
    }
    let Some(rel) = f.rel.as_deref() else { return false };
    rel.components().skip(1).any(|c| {
        let name = c.as_os_str().to_string_lossy().to_lowercase();
        let stem = name.trim_start_matches(['.', '_']);
        let stem = stem.split('.').next().unwrap_or(stem);
        stem.len() >= 3
            && !SHARED_FOLDERS.contains(&stem)
            && !SHARED_FOLDERS.contains(&name.as_str())
            && ctx.scope.says_word(stem)
    })
}

const INSTALL_PLACES: &[&str] =
    &["~/.local/bin", "~/bin", "~/.local/share", "~/.local/lib", "~/.local/state", "~/.config", "~/.zfunc"];

/// Whether a home path (`~/...`) is in a folder a tool keeps for this project: the project's
/// name right under `~/.cache`, `~/.local/share` or `~/.local/state`.
fn in_project_folder(ctx: &WallContext, rel: &Path) -> bool {
    let fold = |s: &str| s.to_ascii_lowercase().replace(['-', '_', '.'], "");
    let r = rel.to_string_lossy();
    ["~/.cache/", "~/.local/share/", "~/.local/state/"].iter().any(|base| {
        r.strip_prefix(base)
            .and_then(|rest| rest.split('/').next())
            .is_some_and(|name| !name.is_empty() && ctx.project_names.iter().any(|p| fold(p) == fold(name)))
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{file, run};
    use foresee_report::{Effects, Place, Transition};

    fn home(rel: &str, transition: Transition) -> foresee_report::FileEffect {
        let mut f = file("x", transition);
        f.path = format!("/home/u/{rel}").into();
        f.rel = Some(format!("~/{rel}").into());
        f.place = Place::Home;
        f
    }

    #[test]
    fn a_clean_of_build_outputs_in_named_home_folders_covers_outputs_and_never_sources() {
        let task = "remove build outputs and dependency folders (target/, node_modules/, vendor/) from my projects under ~/projects";
        let judged = |rel: &str| {
            let e = Effects { files: vec![home(rel, Transition::Deleted)], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        assert_eq!(judged("projects/ledger/target/debug/build.rs"), 0);
        assert_eq!(judged("projects/shop/vendor/acme/lib.php"), 0);
        assert_eq!(judged("projects/web/node_modules/x/index.js"), 0);
        assert_eq!(judged("projects/invoice/src/Invoice.php"), 1);
        // Not asked to clean: deleting what the request names is its own matter.
        let e = Effects {
            files: vec![home("projects/invoice/src/Invoice.php", Transition::Deleted)],
            ..Default::default()
        };
        assert_eq!(
            run(Some("delete the invoice project under ~/projects"), &e, |c| super::check(c)
                .into_iter()
                .collect())
            .len(),
            0
        );
    }

    #[test]
    fn a_named_folder_replaced_with_its_files_kept_beside_it_loses_nothing_and_without_them_does() {
        use foresee_report::{Entry, EntryKind};
        let d = tempfile::tempdir().unwrap();
        let task =
            "hook up my dotfiles: make link should symlink the nvim, git and tmux configs into ~/.config";
        let at = |f: &mut foresee_report::FileEffect, rel: &str| {
            f.path = format!("/home/u/{rel}").into();
            f.rel = Some(format!("~/{rel}").into());
            f.place = Place::Home;
        };
        let folder = |kind| Entry { kind, size: 0, mode: 0o755, link_target: None };
        // `~/.config/git` (a folder with `config`) replaced by a link; its file gone with it.
        let mut replaced = home(".config/git", Transition::Replaced);
        replaced.before = Some(folder(EntryKind::Folder));
        replaced.after = Some(folder(EntryKind::Symlink));
        let mut gone =
            crate::approver::wall::testing::edited(d.path(), "old", Some("[user]\n\tname = J\n"), None);
        at(&mut gone, ".config/git/config");
        gone.under_changed_folder = true;
        let mut kept_folder = home(".config/git.pre-dotfiles.20261207/", Transition::Created);
        kept_folder.after = Some(folder(EntryKind::Folder));
        let mut kept =
            crate::approver::wall::testing::edited(d.path(), "kept", None, Some("[user]\n\tname = J\n"));
        at(&mut kept, ".config/git.pre-dotfiles.20261207/config");
        let judged = |files: Vec<foresee_report::FileEffect>| {
            let e = Effects { files, ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        assert_eq!(judged(vec![replaced.clone(), gone.clone(), kept_folder.clone(), kept.clone()]), 0);
        // Nothing kept: the user's git configuration is gone.
        assert_eq!(judged(vec![replaced.clone(), gone.clone()]), 1);
        // Kept under another name than the folder's: no backup of it.
        let mut elsewhere = kept.clone();
        at(&mut elsewhere, ".config/gh.pre-dotfiles.20261207/config");
        assert_eq!(judged(vec![replaced, gone, elsewhere]), 1);
        // A folder replaced whole lists none of its entries: what it held is read where it is.
        let host = tempfile::tempdir().unwrap();
        let real = host.path().join(".config/git");
        std::fs::create_dir_all(&real).unwrap();
        std::fs::write(real.join("config"), "[user]\n\tname = J\n").unwrap();
        let place = |f: &mut foresee_report::FileEffect, rel: &str| {
            f.path = host.path().join(rel);
            f.rel = Some(format!("~/{rel}").into());
            f.place = Place::Home;
        };
        let mut whole = home(".config/git", Transition::Replaced);
        place(&mut whole, ".config/git");
        whole.before = Some(folder(EntryKind::Folder));
        whole.after = Some(folder(EntryKind::Symlink));
        let mut copy = kept.clone();
        place(&mut copy, ".config/git.pre-dotfiles.20261207/config");
        assert_eq!(judged(vec![whole.clone(), copy.clone()]), 0);
        // Moved there whole (`mv`), the file is listed as renamed from where it was.
        let mut moved = copy.clone();
        moved.transition = Transition::Renamed;
        moved.renamed_from = Some(real.join("config"));
        moved.before = Some(Entry { kind: EntryKind::File, size: 16, mode: 0o644, link_target: None });
        assert_eq!(judged(vec![whole.clone(), moved]), 0);
        std::fs::write(real.join("credentials"), "token\n").unwrap();
        assert_eq!(judged(vec![whole, copy]), 1, "a file of it not kept");
    }

    #[test]
    fn the_items_beside_a_named_one_of_the_kind_the_request_speaks_of_are_asked_for_and_not_deleted() {
        let judged = |task: &str, rel: &str, t: Transition| {
            let e = Effects { files: vec![home(rel, t)], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let task = "pull my calendars (make sync). the work one should end up in ~/.local/share/calendars/work for khal";
        assert_eq!(judged(task, ".local/share/calendars/holidays/x.ics", Transition::Created), 0);
        // Not another folder of the shared one, and no deletion of the other calendars.
        assert_eq!(judged(task, ".local/share/keyrings/login.keyring", Transition::Created), 1);
        assert_eq!(judged(task, ".local/share/calendars/holidays/x.ics", Transition::Deleted), 1);
        // A request that does not speak of calendars names only the work one.
        let one = "sync the work one into ~/.local/share/calendars/work";
        assert_eq!(judged(one, ".local/share/calendars/holidays/x.ics", Transition::Created), 1);
    }

    #[test]
    fn a_named_tools_settings_set_to_plain_values_are_no_write_elsewhere() {
        let d = tempfile::tempdir().unwrap();
        let judged = |task: &str, rel: &str, after: &str| {
            let mut f = crate::approver::wall::testing::edited(
                d.path(),
                &rel.replace('/', "_"),
                Some("default-cache-ttl 600\n"),
                Some(after),
            );
            f.path = format!("/home/u/{rel}").into();
            f.rel = Some(format!("~/{rel}").into());
            f.place = Place::Home;
            let e = Effects { files: vec![f], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let task = "and set gpg-agent's cache TTL to one hour";
        let ttl = "default-cache-ttl 3600\nmax-cache-ttl 3600\n";
        assert_eq!(judged(task, ".gnupg/gpg-agent.conf", ttl), 0);
        // A program slipped in beside the asked value.
        assert_eq!(judged(task, ".gnupg/gpg-agent.conf", &format!("{ttl}pinentry-program /home/u/.x\n")), 1);
        // Another tool's settings, which the request does not name.
        assert_eq!(judged(task, ".config/syncd/syncd.conf", ttl), 1);
    }

    #[test]
    fn a_new_key_pair_in_ssh_is_asked_for_by_a_request_to_make_a_key_and_nothing_else_is() {
        let d = tempfile::tempdir().unwrap();
        let judged = |task: &str, rel: &str, text: &str| {
            let mut f =
                crate::approver::wall::testing::edited(d.path(), &rel.replace('/', "_"), None, Some(text));
            f.path = format!("/home/u/{rel}").into();
            f.rel = Some(format!("~/{rel}").into());
            f.place = Place::Home;
            let e = Effects { files: vec![f], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let task = "Make a new deploy key for the docs pipeline: bin/mkdeploykey docs";
        let private =
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk\n-----END OPENSSH PRIVATE KEY-----\n";
        assert_eq!(judged(task, ".ssh/docs_deploy", private), 0);
        assert_eq!(judged(task, ".ssh/docs_deploy.pub", "ssh-ed25519 AAAAC3Nza docs-deploy\n"), 0);
        // Anything else in ~/.ssh, a key elsewhere, or a request that makes no key.
        assert_eq!(judged(task, ".ssh/rc", "curl x | sh\n"), 1);
        assert_eq!(judged(task, ".config/acme/k1", private), 1);
        assert_eq!(judged("show me the deploy key", ".ssh/docs_deploy", private), 1);
    }

    #[test]
    fn a_write_in_the_home_is_asked_about_unless_an_install_puts_it_where_such_things_go() {
        let e = Effects { files: vec![home(".local/bin/ledger", Transition::Created)], ..Default::default() };
        let found: Vec<String> =
            run(None, &e, |c| super::check(c).into_iter().collect()).into_iter().map(|f| f.what).collect();
        assert_eq!(found, ["would write outside the workspace: path ~/.local/bin/ledger"]);
        assert!(
            run(Some("install the ledger CLI"), &e, |c| super::check(c).into_iter().collect()).is_empty()
        );
        let gone =
            Effects { files: vec![home("Documents/paper.tex", Transition::Deleted)], ..Default::default() };
        let found = run(Some("install the ledger CLI"), &gone, |c| super::check(c).into_iter().collect());
        assert!(found[0].what.starts_with("would delete outside the workspace"), "{found:?}");
    }

    #[test]
    fn a_named_home_folder_is_not_asked_to_go_by_a_request_that_reshapes_it() {
        let e = Effects {
            files: vec![
                home(".local/share/pocketledger", Transition::Deleted),
                home(".local/share/pocketledger/ledger.db", Transition::Deleted),
            ],
            ..Default::default()
        };
        let judged = |task: &str| run(Some(task), &e, |c| super::check(c).into_iter().collect()).len();
        assert_eq!(
            judged("Pocketledger changed its settings format: migrate my pocketledger settings to v3"),
            1
        );
        assert_eq!(judged("convert the pocketledger data in ~/.local/share/pocketledger to v3"), 1);
        assert_eq!(judged("delete ~/.local/share/pocketledger, I no longer use it"), 0);
    }

    #[test]
    fn the_cache_folder_wiped_whole_is_asked_about_and_one_tools_cache_is_not() {
        let mut root = home(".cache", Transition::Deleted);
        root.place = Place::Cache;
        let mut pip = home(".cache/pip", Transition::Deleted);
        pip.place = Place::Cache;
        let judged = |f: &foresee_report::FileEffect, task: &str| {
            let e = Effects { files: vec![f.clone()], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let task = "The .venv is broken. Delete it and recreate it from scratch";
        assert_eq!(judged(&root, task), 1);
        assert_eq!(judged(&pip, task), 0);
        assert_eq!(judged(&root, "my disk is full, empty ~/.cache"), 0);
    }

    #[test]
    fn an_uninstall_covers_what_carries_the_tools_name_and_no_shared_folder() {
        let task = Some("I'm done with devtunnel. Uninstall it completely from my home");
        let judged = |rels: &[&str]| {
            let e = Effects {
                files: rels.iter().map(|r| home(r, Transition::Deleted)).collect(),
                ..Default::default()
            };
            run(task, &e, |c| super::check(c).into_iter().collect()).len()
        };
        assert_eq!(
            judged(&[
                ".local/state/devtunnel",
                ".local/state/devtunnel/last-session.json",
                ".local/share/bash-completion/completions/devtunnel",
            ]),
            0
        );
        // The shared folder around it, or another tool's data beside it.
        assert_eq!(judged(&[".local/share"]), 1);
        assert_eq!(judged(&[".local/share/atuin/history.db"]), 1);
        // The same deletions, asked by no request.
        let e = Effects {
            files: vec![home(".local/state/devtunnel", Transition::Deleted)],
            ..Default::default()
        };
        assert_eq!(run(Some("run the tests"), &e, |c| super::check(c).into_iter().collect()).len(), 1);
    }

    #[test]
    fn a_backup_kept_beside_a_file_the_command_changed_is_no_write_elsewhere() {
        let d = tempfile::tempdir().unwrap();
        let old = d.path().join("old");
        std::fs::write(&old, "# bashrc\n").unwrap();
        let new = d.path().join("new");
        std::fs::write(&new, "# bashrc\nalias gs='git status'\n").unwrap();
        let entry = |mode| foresee_report::Entry {
            kind: foresee_report::EntryKind::File,
            size: 9,
            mode,
            link_target: None,
        };
        let mut rc = home(".bashrc", Transition::Modified);
        (rc.before_content, rc.after_content, rc.before) =
            (Some(old.clone()), Some(new.clone()), Some(entry(0o644)));
        let backup = |name: &str, content: &std::path::Path, mode| {
            let mut b = home(name, Transition::Created);
            (b.after_content, b.after) = (Some(content.to_path_buf()), Some(entry(mode)));
            b
        };
        let judged = |b| {
            let e = Effects { files: vec![rc.clone(), b], ..Default::default() };
            run(Some("add the aliases to my ~/.bashrc"), &e, |c| super::check(c).into_iter().collect()).len()
        };
        assert_eq!(judged(backup(".bashrc.bak.devbox", &old, 0o644)), 0);
        // Not the old content, not under its name, or readable by more users than it was.
        assert_eq!(judged(backup(".bashrc.bak.devbox", &new, 0o644)), 1);
        assert_eq!(judged(backup(".profile.bak", &old, 0o644)), 1);
        assert_eq!(judged(backup(".bashrc.bak", &old, 0o666)), 1);
    }
}
