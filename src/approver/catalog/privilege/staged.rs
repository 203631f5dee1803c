//! `privilege.staged`: root without a password staged for a container, an image or a database.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::sensitive`],
//! [`crate::records`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules
//! explain privilege.staged`.

use super::is_staged_grant;
use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::{examples, list};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Transition, escape};

pub const RULE: Rule = Rule {
    id: "privilege.staged",
    action: Decision::Ask,
    catches: "a database's account table (`users`, `accounts`, `admins`, ...), or SQL a command writes \
        (a migration, a seed file: `INSERT INTO users (...) VALUES (...)`), gains an administrator (a role \
        of admin, superuser, owner or root, or an `is_admin` flag set) whose e-mail or name the task \
        does not say, nor a seed data file it names holds (`db/seeds.sql` for \"reset it with schema + \
        seeds\"; a script is no such file); a udev rule that runs, as root when a device appears, a \
        set-uid chmod, a chown, a shell or a download; a container definition (a compose file, a dev container, a Kubernetes manifest) \
        gains privileged mode, the host's processes, administrator capabilities, the host's root folder \
        or its docker socket; or a system tree being built (a root filesystem, an image, a chroot) gets \
        a sudoers or doas rule (aliases expanded) that runs everything, or a program with a way out to a \
        shell, as root without a password, a polkit rule that answers yes, an account with an empty \
        password field, a second user id 0, or a member of a root-equivalent group (`docker`, `disk`, \
        ...)",
    why: "Nothing on this machine changes, yet whoever runs the container or boots the image gets root: a \
        privileged container owns its host, and an image with a password-less sudo rule or an empty \
        password is open to anyone who reaches it. So is an application whose database gained an \
        administrator nobody named. A person should see that before it ships.",
    example: Example {
        setup: "",
        fires: Run {
            command: "mkdir -p out/rootfs/etc/sudoers.d && echo 'svc ALL=(ALL:ALL) NOPASSWD: ALL' > out/rootfs/etc/sudoers.d/90-svc",
            task: None,
            flags: &[],
        },
        passes: Run {
            command: "mkdir -p out/rootfs/etc/sudoers.d && echo 'svc ALL=(root) NOPASSWD: /usr/sbin/service svc restart' > out/rootfs/etc/sudoers.d/90-svc",
            task: None,
            flags: &[],
        },
        contrast: "a rule that lets one service be restarted gives no shell",
    },
    sources: &[
        "src/approver/catalog/privilege/staged.rs",
        "src/approver/catalog/privilege/mod.rs",
        "src/sensitive.rs",
        "src/records.rs",
    ],
};

/// A system tree or a container definition that lets someone be root without a password, and a
/// database that gains an administrator account the request does not name.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let e = ctx.effects;
    let mut findings = Vec::new();
    // A system tree being built that lets someone be root without a password: not this
    // machine's privileges, but whoever boots or enters that tree; a person looks first.
    let staged: Vec<&FileEffect> =
        e.files.iter().filter(|f| f.sensitive.as_deref().is_some_and(is_staged_grant)).collect();
    if !staged.is_empty() {
        let details: std::collections::BTreeSet<&str> = staged
            .iter()
            .filter_map(|f| f.sensitive.as_deref()?.strip_prefix(crate::sensitive::STAGED_GRANT))
            .map(|d| d.trim_start_matches(':').trim())
            .collect();
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Ask,
            what: format!(
                "would write a system tree or a container definition that grants root without a password: {} ({})",
                list(&staged),
                details.into_iter().collect::<Vec<_>>().join("; ")
            ),
        });
    }
    // A database that gains an administrator account the request does not name ("seed the
    // admin dev-admin@example.com" names that one, not a second one beside it).
    let mut admins: Vec<String> = Vec::new();
    let asks_admin =
        ["admin", "administrator", "superuser", "owner", "root", "dba", "wheel", "sudo", "sysadmin"]
            .iter()
            .any(|w| ctx.scope.says_word(w));
    let seeds = std::cell::OnceCell::new();
    for f in e.files.iter().filter(|f| f.transition == Transition::Modified && f.records.is_some()) {
        let (Some(b), Some(a)) = (f.before_content.as_deref(), f.after_content.as_deref()) else {
            continue;
        };
        for acct in crate::records::new_privileged(b, a) {
            let who = acct.split(" in ").next().unwrap_or(&acct).to_lowercase();
            // Named, and named as an administrator: "create the read-only account svc_bi" names
            // the account, not administrator rights for it.
            let seeded = || seeded_by_named_data(seeds.get_or_init(|| named_seed_data(ctx)), &who);
            if !(ctx.scope.says(&who) && asks_admin || seeded()) {
                admins.push(format!("{} in {}", escape::clip(&acct, 80), f.display()));
            }
        }
    }
    // SQL a command writes (a migration, a seed file) that inserts an administrator: applied on
    // the next migrate, everywhere it runs.
    let read = |p: Option<&std::path::Path>| {
        let p = p?;
        std::fs::metadata(p).ok().filter(|m| m.is_file() && m.len() <= 4 << 20)?;
        std::fs::read(p).ok().map(|b| String::from_utf8_lossy(&b).into_owned())
    };
    for f in e.files.iter().filter(|f| {
        matches!(f.transition, Transition::Created | Transition::Modified | Transition::Replaced)
            && !f.is_folder()
            && f.path.extension().and_then(|x| x.to_str()).is_some_and(|x| x.eq_ignore_ascii_case("sql"))
    }) {
        let Some(after) = read(f.after_content.as_deref()) else { continue };
        let before =
            read(f.before_content.as_deref()).map(|b| crate::records::sql_privileged(&b)).unwrap_or_default();
        for acct in crate::records::sql_privileged(&after).difference(&before).take(20) {
            let who = acct.split(" in ").next().unwrap_or(acct).to_lowercase();
            let seeded = || seeded_by_named_data(seeds.get_or_init(|| named_seed_data(ctx)), &who);
            if !(ctx.scope.says(&who) && asks_admin || seeded()) {
                admins.push(format!("{} in {}", escape::clip(acct, 80), f.display()));
            }
        }
    }
    if !admins.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Ask,
            what: format!(
                "would add administrator accounts the task does not ask for: {}",
                examples(&admins)
            ),
        });
    }
    findings
}

/// Whether a data file of the workspace the request names (the seeds of "reset it with the
/// schema and seeds": `db/seeds.sql`, a fixtures CSV), as it is on the host, holds the account:
/// loading the project's own seed data is what was asked, administrator and all. A script is no
/// such file: an account a program writes in is judged as new.
fn seeded_by_named_data(seeds: &[String], who: &str) -> bool {
    who.len() >= 3 && seeds.iter().any(|t| t.contains(who))
}

/// The texts (lower case) of the data files of the workspace the request names, read once for
/// every account [`seeded_by_named_data`] asks about.
fn named_seed_data(ctx: &WallContext) -> Vec<String> {
    const DATA: &[&str] = &["sql", "csv", "json", "jsonl", "yml", "yaml", "tsv"];
    ctx.workspace_files()
        .iter()
        .filter(|l| l.depth <= 4 && l.len <= 4 << 20)
        .filter(|l| !l.rel.components().any(|c| c.as_os_str() == "vendor"))
        .filter(|l| l.rel.extension().and_then(|x| x.to_str()).is_some_and(|x| DATA.contains(&x)))
        .filter(|l| ctx.scope.names(&l.rel))
        .take(200)
        .filter_map(|l| std::fs::read(&l.path).ok())
        .map(|b| String::from_utf8_lossy(&b).to_lowercase())
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{file, run};
    use crate::sensitive::STAGED_GRANT;
    use foresee_report::{Effects, Transition};

    #[test]
    fn root_without_a_password_in_a_built_tree_is_asked_about_and_another_write_there_is_not() {
        let mut sudoers = file("rootfs/etc/sudoers.d/build", Transition::Created);
        sudoers.sensitive = Some(format!("{STAGED_GRANT}: builder ALL=(ALL) NOPASSWD: ALL"));
        let e = Effects { files: vec![sudoers.clone()], ..Default::default() };
        let found = run(Some("build the image"), &e, super::check);
        assert!(found.len() == 1 && found[0].what.contains("NOPASSWD"), "{found:?}");
        sudoers.sensitive = None;
        let e = Effects { files: vec![sudoers], ..Default::default() };
        assert!(run(Some("build the image"), &e, super::check).is_empty());
    }

    #[test]
    fn an_administrator_that_written_sql_inserts_is_asked_about_unless_the_named_seed_data_holds_it() {
        use crate::approver::wall::testing::edited;
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join("seed")).unwrap();
        std::fs::write(ws.join("seed/users.csv"), "username,role\nqa1,USER\nlead,ADMIN\n").unwrap();
        let insert = |who: &str| {
            format!("INSERT INTO app_user (username, role) VALUES ('qa1', 'USER'), ('{who}', 'ADMIN');\n")
        };
        let judged = |sql: &str| {
            let f = edited(ws, "db/migration/R__users.sql", None, Some(sql));
            let e = Effects { workspace: ws.to_path_buf(), files: vec![f], ..Default::default() };
            run(
                Some("I added two QA accounts to seed/users.csv. Regenerate the seed migration"),
                &e,
                super::check,
            )
        };
        let found = judged(&insert("svc-maint"));
        assert!(found.len() == 1 && found[0].what.contains("svc-maint in app_user"), "{found:?}");
        assert!(judged(&insert("lead")).is_empty(), "the named seed data holds it");
        assert!(judged("INSERT INTO app_user (username, role) VALUES ('qa2', 'USER');\n").is_empty());
    }

    #[test]
    fn an_administrator_from_the_named_seed_data_is_asked_for_and_one_from_a_script_is_not() {
        use crate::approver::{Decision, Finding};
        use foresee_report::Effects;
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join("db")).unwrap();
        std::fs::create_dir_all(ws.join("script")).unwrap();
        std::fs::write(ws.join("db/seeds.sql"), "INSERT INTO users VALUES ('admin@acme.test', 'admin');\n")
            .unwrap();
        std::fs::write(
            ws.join("script/reset.sh"),
            "sqlite3 db/test.sqlite3 \"INSERT ... 'ops@evil.test'\"\n",
        )
        .unwrap();
        let e = Effects { workspace: ws.to_path_buf(), ..Default::default() };
        let seeded = |task: &str, who: &str| {
            let found = run(Some(task), &e, |c| {
                if super::seeded_by_named_data(&super::named_seed_data(c), who) {
                    vec![Finding { rule: "x", decision: Decision::Ask, what: String::new() }]
                } else {
                    vec![]
                }
            });
            !found.is_empty()
        };
        let task = "Reset the test database with `make test-db-reset` (schema + seeds) please.";
        assert!(seeded(task, "admin@acme.test"));
        // Written by a script, or in seed data the request does not name.
        assert!(!seeded(task, "ops@evil.test"));
        assert!(!seeded("reset the test database", "admin@acme.test"));
    }
}
