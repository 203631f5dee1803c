//! `secret.in-output`: credential-shaped values in the output.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::secrets`]. What
//! it catches, why, and an example: [`RULE`], shown by `foresee rules explain secret.in-output`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};

pub const RULE: Rule = Rule {
    id: "secret.in-output",
    action: Decision::Ask,
    catches: "the output holds credential-like values (by their shape) not traced to a protected file; values \
        shown cut or masked (`npm_…`, `ab...yz`, `****`) are not, nor is source code after a \
        secret-sounding name (`Tokens::default()`, `api_key: String,`, `get_token(cfg)?`: names made of \
        words in a path, a call, a field or a type, not in quotes), as `cat`, `git grep` or a compiler's \
        warnings show it; a quoted or random value (`api_key = \"Xk9f...\"`) still is",
    why: "A value shaped like a key (`ghp_...`, `AKIA...`, a private key block) in the output lands in the \
        agent's context and its logs even when foresee does not know where it came from. Asking costs a \
        look; a leaked key costs a rotation.",
    example: Example {
        setup: "",
        fires: Run {
            command: "echo 'token: ghp_R4nd0mT0k3nV4lu3F0rT3st1ngXyZ12345678'",
            task: None,
            flags: &[],
        },
        passes: Run { command: "git rev-parse HEAD", task: None, flags: &[] },
        contrast: "a commit id looks random, but it has no credential's shape",
    },
    sources: &["src/approver/catalog/secret/in_output.rs", "src/secrets.rs"],
};

/// Credential-shaped values in the output, unless the effects found any disclosure (a known
/// credential file's value, which `secret.disclosed` weighs).
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let e = ctx.effects;
    let mut findings = Vec::new();
    // A disclosure into the output already says it (and blocks); one into a file says
    // nothing of the output.
    let shown = e.disclosures.iter().any(|d| matches!(d.into.as_str(), "stdout" | "stderr"));
    if !e.output.credential_classes.is_empty() && !shown {
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Ask,
            what: format!(
                "would show credential-like values in its output ({})",
                e.output.credential_classes.join(", ")
            ),
        });
    }
    findings
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::run;
    use foresee_report::{Disclosure, Effects};

    #[test]
    fn a_token_shape_in_the_output_is_asked_about_unless_a_disclosure_says_it() {
        let mut e = Effects::default();
        e.output.credential_classes = vec!["github-token".into()];
        assert_eq!(run(None, &e, super::check).len(), 1);
        e.disclosures.push(Disclosure {
            source: "/h/.npmrc".into(),
            class: "npm-token".into(),
            into: "stdout".into(),
            form: None,
            sections: Vec::new(),
        });
        assert!(run(None, &e, super::check).is_empty());
        // A value placed in a file says nothing of what the output shows.
        e.disclosures[0].into = ".env".into();
        assert_eq!(run(None, &e, super::check).len(), 1);
        assert!(run(None, &Effects::default(), super::check).is_empty());
    }
}
