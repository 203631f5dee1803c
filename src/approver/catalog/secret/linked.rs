//! `secret.linked`: a link that puts the home's secrets inside the workspace.
//!
//! The finding is raised here ([`check`], [`exposes`]); what it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain secret.linked`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{EntryKind, Place, Transition, escape};
use std::path::{Component, Path, PathBuf};

pub const RULE: Rule = Rule {
    id: "secret.linked",
    action: Decision::Ask,
    catches: "a symbolic link is created in the workspace that leads to the root folder, the home or a \
        folder above it, `/etc`, or a place in the home that holds credentials (`~/.ssh`, `~/.aws`, \
        `~/.gnupg`, `~/.config`, a token file), unless the task names where the link leads",
    why: "Whatever serves, packs or commits the workspace follows the link: a web root's \
        `public/shared -> $HOME` serves your ssh keys and shell history, an archive of the project \
        takes them along. The link itself reads nothing, so no read is reported; what it exposes is \
        decided by where it leads.",
    example: Example {
        setup: "mkdir -p public",
        fires: Run {
            command: "ln -s \"$HOME\" public/shared",
            task: Some("link the storage folder into public/"),
            flags: &[],
        },
        passes: Run {
            command: "mkdir -p storage/app/public && ln -s ../storage/app/public public/storage",
            task: Some("link the storage folder into public/"),
            flags: &[],
        },
        contrast: "the link leads to a folder of the project",
    },
    sources: &["src/approver/catalog/secret/linked.rs"],
};

/// Places of the home that hold credentials, below which a link exposes them, and above which
/// (the home itself) it exposes all of them.
const SECRET_PLACES: &[&str] = &[
    ".ssh",
    ".gnupg",
    ".aws",
    ".azure",
    ".kube",
    ".docker",
    ".config",
    ".password-store",
    ".netrc",
    ".git-credentials",
    ".pgpass",
    ".npmrc",
    ".pypirc",
    ".cargo/credentials",
    ".cargo/credentials.toml",
    ".terraform.d",
    ".android",
    ".gradle/gradle.properties",
    ".m2/settings.xml",
    ".vault-token",
    ".bash_history",
    ".zsh_history",
    ".local/share/keyrings",
    ".mozilla",
    ".thunderbird",
];

/// Where a link leads, as an absolute path with `.` and `..` taken out (the link's own folder
/// for a relative target). Not resolved further: the rehearsal's view of the link is what
/// would be committed.
fn lead(link: &Path, target: &Path) -> PathBuf {
    let joined = if target.is_absolute() {
        target.to_path_buf()
    } else {
        link.parent().unwrap_or(Path::new("/")).join(target)
    };
    let mut out = PathBuf::from("/");
    for c in joined.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::Normal(n) => out.push(n),
            _ => {}
        }
    }
    out
}

/// What a link leading to `to` exposes, said for the user, or `None` for a place that holds
/// none of the home's credentials.
pub(crate) fn exposes(to: &Path, home: Option<&Path>) -> Option<String> {
    if to == Path::new("/") {
        return Some("the root folder".into());
    }
    if to == Path::new("/etc") {
        return Some("/etc".into());
    }
    let home = home?;
    if home.starts_with(to) {
        return Some(if to == home {
            "your home".into()
        } else {
            format!("{}, above your home", to.display())
        });
    }
    let rel = to.strip_prefix(home).ok()?;
    SECRET_PLACES
        .iter()
        .find(|p| rel.starts_with(p) || Path::new(p).starts_with(rel))
        .map(|_| format!("~/{}", escape::path(rel)))
}

/// Links created in the workspace that lead to the home's credentials, the home or the root.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let mut found: Vec<String> = Vec::new();
    for f in &ctx.effects.files {
        if f.place != Place::Workspace || !matches!(f.transition, Transition::Created | Transition::Replaced)
        {
            continue;
        }
        let Some(target) =
            f.after.as_ref().filter(|a| a.kind == EntryKind::Symlink).and_then(|a| a.link_target.as_deref())
        else {
            continue;
        };
        let to = lead(&f.path, target);
        let Some(what) = exposes(&to, ctx.home) else { continue };
        // "Link ~/.config/app into the project": the task names where it leads.
        let named = ctx.scope.names(&to)
            || ctx
                .home
                .and_then(|h| to.strip_prefix(h).ok())
                .is_some_and(|r| ctx.scope.names(&Path::new("~").join(r)));
        if !named {
            found.push(format!("{} -> {what}", f.display()));
        }
    }
    (!found.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would link the workspace to places that hold your credentials: {}; whatever serves, packs or commits the workspace follows the link",
            found.join(", ")
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::{exposes, lead};
    use crate::approver::wall::testing::{file_in, run};
    use foresee_report::{Effects, Entry, EntryKind, Transition};
    use std::path::Path;

    #[test]
    fn a_link_leads_where_its_target_says_from_its_own_folder() {
        assert_eq!(
            lead(Path::new("/w/public/storage"), Path::new("../storage/app")),
            Path::new("/w/storage/app")
        );
        assert_eq!(lead(Path::new("/w/public/shared"), Path::new("/home/u")), Path::new("/home/u"));
    }

    #[test]
    fn the_home_the_root_and_credential_folders_are_exposed_and_project_folders_are_not() {
        let home = Some(Path::new("/home/u"));
        assert!(exposes(Path::new("/home/u"), home).is_some());
        assert!(exposes(Path::new("/home"), home).is_some());
        assert!(exposes(Path::new("/"), home).is_some());
        assert!(exposes(Path::new("/home/u/.ssh"), home).is_some());
        assert!(exposes(Path::new("/home/u/.config/gh"), home).is_some());
        assert!(exposes(Path::new("/home/u/.cargo"), home).is_some(), "holds credentials.toml");
        assert!(exposes(Path::new("/home/u/projects/app/storage"), home).is_none());
        assert!(exposes(Path::new("/home/u/.cache/pip"), home).is_none());
        assert!(exposes(Path::new("/srv/www/shared"), home).is_none());
    }

    #[test]
    fn a_link_to_the_home_is_asked_about_unless_the_task_names_where_it_leads() {
        let d = tempfile::tempdir().unwrap();
        let ws = d.path().join("ws");
        let home = Path::new(crate::approver::wall::testing::HOME).to_path_buf();
        let judged = |target: &Path, task: &str| {
            let mut f = file_in(&ws, "public/shared", Transition::Created);
            f.after = Some(Entry {
                kind: EntryKind::Symlink,
                size: 0,
                mode: 0o777,
                link_target: Some(target.into()),
            });
            let e = Effects { workspace: ws.clone(), files: vec![f], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let task = "create the public/storage symlink";
        assert_eq!(judged(&home, task), 1);
        assert_eq!(judged(&home.join(".ssh"), task), 1);
        assert_eq!(judged(Path::new("../storage/app/public"), task), 0);
        assert_eq!(
            judged(&home.join(".config/myapp"), "link ~/.config/myapp into the project as public/shared"),
            0
        );
    }
}
