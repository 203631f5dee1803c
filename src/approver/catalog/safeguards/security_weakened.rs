//! `security.weakened`: a protection switched off, or a check given a way around it.
//!
//! The finding is raised here ([`check`]); its logic lives in
//! [`crate::approver::weakening`]. What it catches, why, and an example: [`RULE`], shown by
//! `foresee rules explain security.weakened`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::scope::TaskScope;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::FileEffect;

pub const RULE: Rule = Rule {
    id: "security.weakened",
    action: Decision::Ask,
    catches: "an edit switches a protection off (TLS or SSH host-key verification, authentication, CSRF \
        protection, a signature check), adds a package source (`--extra-index-url`, a registry, a \
        dependency given by URL in a manifest such as `package.json`; a URL in any other JSON file, a \
        recorded request or a lockfile's `resolved`, is none; nor is the manifest's own URL moved to a \
        line of its own), adds an install script to a `package.json` (`preinstall`, `install`, \
        `postinstall`: npm runs it on every install, in every project that depends on the package), \
        switches off a safeguard in C's preprocessor or a Kconfig file (`#define VERIFY_ENFORCE 0`, \
        `# CONFIG_SECURE_BOOT is not set`) or leaves out of a settings file a protection it had on \
        (`CONFIG_SECURE_BOOT=y`, `validateDistributionUrl=true`), lets an Android app send cleartext \
        or back up its data, drops its network security config or the Gradle wrapper's checksum, \
        makes a check compare a value with itself \
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
    sources: &["src/approver/catalog/safeguards/security_weakened.rs", "src/approver/weakening.rs"],
};

/// Edits that switch a protection off, unless the request asks to ([`asks_insecure`]).
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    if asks_insecure(ctx.scope) {
        return None;
    }
    let unprotected: Vec<(&FileEffect, Vec<String>)> = ctx
        .edits
        .iter()
        .filter_map(|r| {
            let off = r.edit.weakened(&r.f.path.to_string_lossy());
            (!off.is_empty()).then_some((r.f, off))
        })
        .collect();
    if unprotected.is_empty() {
        return None;
    }
    let what: Vec<String> =
        unprotected.iter().take(3).map(|(f, off)| format!("{} {}", f.display(), off.join(", "))).collect();
    Some(Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!("would switch a protection off: {}", what.join("; ")),
    })
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

#[cfg(test)]
mod tests {
    use crate::approver::catalog::edit;

    #[test]
    fn the_example_switches_verification_off_and_its_look_alike_does_not() {
        let before = "[server]\nsession_ttl = 3600\nverify_tls = true\n";
        let fires = edit(before, "[server]\nsession_ttl = 7200\nverify_tls = false\n");
        assert!(!fires.weakened("app.ini").is_empty());
        let passes = edit(before, "[server]\nsession_ttl = 7200\nverify_tls = true\n");
        assert!(passes.weakened("app.ini").is_empty(), "{:?}", passes.weakened("app.ini"));
    }
}
