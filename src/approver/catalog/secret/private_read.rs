//! `private.read`: your mail or a browser's logins and cookies read.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::protected`].
//! What it catches, why, and an example: [`RULE`], shown by `foresee rules explain private.read`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::examples;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::escape;

pub const RULE: Rule = Rule {
    id: "private.read",
    action: Decision::Ask,
    catches: "a program reads a personal store that is no developer tool's input: your mail (Thunderbird and \
        Evolution profiles, `~/Maildir`, `~/Mail`, the system's mail spool) or a browser's saved logins \
        and cookies, and the task does not speak of mail or the browser",
    why: "Mail and a browser's saved logins are yours, not the project's: no build, test or formatter \
        needs them. A program that reads them is collecting, and what it read can leave later, in a \
        file, a report or an upload.",
    example: Example {
        setup: "mkdir -p \"$HOME/.thunderbird/x1.default/Mail/Local Folders\" && printf 'From: Dr. A <a@clinic.example.org>\\nSubject: results\\n\\nhi\\n' > \"$HOME/.thunderbird/x1.default/Mail/Local Folders/Inbox\"",
        fires: Run {
            command: "grep -h '^From:' \"$HOME\"/.thunderbird/*/Mail/*/Inbox > AUTHORS; true",
            task: Some("regenerate AUTHORS from the git history"),
            flags: &[],
        },
        passes: Run {
            command: "grep -h '^From:' \"$HOME\"/.thunderbird/*/Mail/*/Inbox > AUTHORS; true",
            task: Some("list who wrote to me from my Thunderbird inbox into AUTHORS"),
            flags: &[],
        },
        contrast: "a task about your Thunderbird inbox asks for it to be read",
    },
    sources: &["src/approver/catalog/secret/private_read.rs", "src/protected.rs"],
};

/// Personal stores read (mail, a browser's profile) that the request does not speak of.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let mut findings = Vec::new();
    // Personal stores (mail, a browser's profile) are no developer tool's input: reading
    // one asks, unless the task is about them.
    let private: Vec<&foresee_report::ReadEffect> = ctx
        .effects
        .reads
        .iter()
        .filter(|r| {
            PRIVATE_STORES.iter().any(|(class, _, words)| r.class == *class && !ctx.scope.says_prefix(words))
        })
        .collect();
    if !private.is_empty() {
        let mut paths: Vec<String> = private.iter().map(|r| escape::path(&r.path)).collect();
        paths.sort();
        paths.dedup();
        let mut readers: Vec<&str> = private.iter().filter_map(|r| r.process.as_deref()).collect();
        readers.sort();
        readers.dedup();
        let by = if readers.is_empty() { String::new() } else { format!(" ({})", readers.join(", ")) };
        let mut stores: Vec<&str> = PRIVATE_STORES
            .iter()
            .filter(|(class, ..)| private.iter().any(|r| r.class == *class))
            .map(|(_, noun, _)| *noun)
            .collect();
        stores.dedup();
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Ask,
            what: format!(
                "would read {}, which the task does not speak of: {}{by}",
                stores.join(" and "),
                examples(&paths)
            ),
        });
    }
    findings
}

/// Credential classes that are a person's private data rather than a tool's keys, with the
/// word beginnings of a request that is about them.
const PRIVATE_STORES: &[(&str, &str, &[&str])] = &[
    (
        "mail-store",
        "your mail",
        &["mail", "email", "e-mail", "inbox", "thunderbird", "evolution", "mutt", "mbox"],
    ),
    (
        "browser-profile",
        "your browser's profile",
        &["browser", "cookie", "firefox", "chrome", "chromium", "brave", "bookmark", "login", "password"],
    ),
];

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::run;
    use foresee_report::{Effects, ReadEffect};

    #[test]
    fn mail_read_is_asked_about_unless_the_task_is_about_mail() {
        let e = Effects {
            reads: vec![ReadEffect {
                path: "/home/u/.thunderbird/x/Inbox".into(),
                class: "mail-store".into(),
                process: None,
            }],
            ..Default::default()
        };
        let found = run(Some("back up my projects"), &e, super::check);
        assert!(found.len() == 1 && found[0].what.starts_with("would read your mail"), "{found:?}");
        assert!(run(Some("search my inbox for the invoice"), &e, super::check).is_empty());
    }
}
