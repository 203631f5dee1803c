//! `private.read`: your mail or a browser's logins and cookies read.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::protected`].
//! What it catches, why, and an example: [`RULE`], shown by `foresee rules explain private.read`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

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
    sources: &["src/approver/wall.rs", "src/protected.rs"],
};
