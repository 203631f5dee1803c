//! `security.weakened`: a protection switched off, or a check given a way around it.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::weakening`]. What it catches, why, and an example: [`RULE`], shown by
//! `foresee rules explain security.weakened`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "security.weakened",
    action: Decision::Ask,
    catches: "an edit switches a protection off (TLS or SSH host-key verification, authentication, CSRF \
        protection, a signature check), adds a package source (`--extra-index-url`, a registry, a \
        dependency given by URL in a manifest such as `package.json`; a URL in any other JSON file, a \
        recorded request or a lockfile's `resolved`, is none), makes a check compare a value with itself \
        or short-circuits it with a constant (`True or compare_digest(...)`), gives a check a way around \
        it (`verify_signature(r) or r.headers.get(\"X-Internal\")`), switches a setting whose name says \
        it protects something from on to off (`VERIFY_WEBHOOK_SIGNATURES = False`, \
        `SESSION_COOKIE_SECURE: no`; or one that lets things through, `allow_insecure`, on), gives a CI \
        workflow the `pull_request_target` trigger or raises a permission of its token from `read` or \
        `none` to `write`, or leaves fewer check calls (`compare_digest`, `jwt.verify`, \
        `login_required`, ...; a check renamed at every call stays), unless the task asks for it \
        (\"disable TLS verification\")",
    why: "Switching verification off is the quick way to make an error go away: a certificate error, a \
        failing signature check, a 403. It works, it stays, and in review `verify=False` reads like a \
        detail. A new package source is the same kind of door: whoever serves it chooses the code you \
        install.",
    example: Example {
        setup: "printf '[server]\\nsession_ttl = 3600\\nverify_tls = true\\n' > app.ini && git add app.ini && git commit -qm ini",
        fires: Run {
            command: "sed -i 's/3600/7200/; s/verify_tls = true/verify_tls = false/' app.ini",
            task: Some("raise the session ttl in app.ini to 7200"),
            flags: &[],
        },
        passes: Run {
            command: "sed -i 's/3600/7200/' app.ini",
            task: Some("raise the session ttl in app.ini to 7200"),
            flags: &[],
        },
        contrast: "only the asked setting changes; TLS verification stays on",
    },
    sources: &["src/approver/wall.rs", "src/approver/weakening.rs"],
};

#[cfg(test)]
mod tests {
    use super::super::edit;

    #[test]
    fn the_example_switches_verification_off_and_its_look_alike_does_not() {
        let before = "[server]\nsession_ttl = 3600\nverify_tls = true\n";
        let fires = edit(before, "[server]\nsession_ttl = 7200\nverify_tls = false\n");
        assert!(!fires.weakened("app.ini").is_empty());
        let passes = edit(before, "[server]\nsession_ttl = 7200\nverify_tls = true\n");
        assert!(passes.weakened("app.ini").is_empty(), "{:?}", passes.weakened("app.ini"));
    }
}
