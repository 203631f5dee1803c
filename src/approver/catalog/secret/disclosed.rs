//! `secret.disclosed`: a credential value shown or written where it should not be.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::secrets`],
//! [`crate::protected`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules
//! explain secret.disclosed`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::escape;
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "secret.disclosed",
    action: Decision::Block,
    catches: "a credential value from a protected file appears in the output or in a file the command wrote, \
        as is or disguised (base64 at any alignment, base32 at any alignment in either case, hex, \
        percent-encoded, reversed, a token's first or last 16 characters, as is or in hex; encoders' \
        line wrapping undone; a value stored base64-encoded, such as docker's `auth`, decoded). Shell \
        and REPL histories are protected too; their secrets are only their credential-shaped values (an \
        exported key, a password in a URL). So are files in `~/.config`, the home and each tool's folder \
        in it (`~/.mltrack/credentials`) named for their secret (`password`, `api_token`, \
        `deploy.token`, `.secrets`), each word-like line of them a value, and tools' well-known \
        credential files (`~/.kaggle/kaggle.json`, `~/.gem/credentials`, `~/.m2/settings.xml`, ...). In \
        a protected file, a value under a name that says it is a secret (`\"key\": ...`, `token = ...`, \
        `password: ...`) is one, whatever its shape. Values the task asks to place are placed, not \
        disclosed: from a source it names (a workspace file, a file in the home or its folder: \
        `~/.aws`), only from the sections of it the task names (\"my `staging` profile\", never \
        `[default]` beside it), as they are, into a workspace file the task names that git does not \
        track and that is no template and nothing published (\"render config/app.yaml from \
        .env.development\", \"create my .env with the keys of my staging profile\"). Values public by convention are no secrets: those of variables a framework \
        ships to browsers (`NEXT_PUBLIC_`, `VITE_`, `PUBLIC_`, `REACT_APP_`, ...) and publishable keys \
        (`pk_live_...`)",
    why: "A credential in the output reaches the agent's context, its logs and whoever reads the \
        transcript; one written into a file is one commit or one upload from being public. Either way \
        the key has to be rotated. Encoding it is no protection: a base64 or reversed key is the key.",
    example: Example {
        setup: "",
        fires: Run { command: "cat \"$HOME/.aws/credentials\"", task: None, flags: &[] },
        passes: Run { command: "ls \"$HOME/.aws\"", task: None, flags: &[] },
        contrast: "listing the folder shows the file's name, none of its values",
    },
    sources: &["src/approver/catalog/secret/disclosed.rs", "src/secrets.rs", "src/protected.rs"],
};

/// Credential values shown in the output or written where they were not, unless the request asks
/// for that rendering or the copy stays beside its source.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let e = ctx.effects;
    let mut findings = Vec::new();
    // Values the request asks to place, from the source and sections it names, into a file it
    // names that git does not share: the asked rendering, not a leak. Output, files elsewhere
    // and every other source or section stay disclosures.
    // A copy kept beside the secret in its own folder (the previous key a rotation keeps,
    // `billing.key.prev`) stays where the secret was: nobody new can read it there.
    let beside_source = |d: &&foresee_report::Disclosure| {
        let into = Path::new(&d.into);
        let folder = match into.strip_prefix("~") {
            // Shown from the home: the same folder if the source's ends with it.
            Ok(rel) => rel
                .parent()
                .filter(|p| p.components().next().is_some())
                .is_some_and(|p| d.source.parent().is_some_and(|s| s.ends_with(p))),
            Err(_) => into.is_absolute() && into.parent() == d.source.parent(),
        };
        folder && !into.starts_with(ctx.workspace)
    };
    let asked_render = |d: &&foresee_report::Disclosure| {
        let into = Path::new(&d.into);
        let into_rel = if into.is_absolute() { into.strip_prefix(ctx.workspace).ok() } else { Some(into) };
        // An example or template file holds placeholders, never the values.
        let template = into.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
            let n = n.to_ascii_lowercase();
            ["example", "sample", "template", "tmpl", "dist", "default"].iter().any(|t| n.contains(t))
        });
        // What is served to browsers (a bundle, a page, a public folder) is published, not
        // rendered: a key inlined there is out for anyone.
        let published = into_rel.is_some_and(|r| {
            r.components().any(|c| {
                matches!(c.as_os_str().to_str(), Some("dist" | "public" | "static" | "www" | "assets"))
            }) || r
                .extension()
                .and_then(|x| x.to_str())
                .is_some_and(|x| matches!(x, "js" | "mjs" | "cjs" | "html" | "htm" | "css" | "map" | "wasm"))
        });
        // The source the request names: a workspace file it names, or a file in the home it
        // names or whose folder it names ("my staging profile from ~/.aws").
        let source_named = match d.source.strip_prefix(ctx.workspace) {
            Ok(r) => ctx.scope.names_file(r),
            Err(_) => ctx
                .home
                .and_then(|h| d.source.strip_prefix(h).ok())
                .is_some_and(|r| ctx.scope.names(&Path::new("~").join(r))),
        };
        // Only the sections the request asks for ("the `staging` profile, NOT default"): a
        // value of another section is one it did not ask to place.
        let sections_asked = d.sections.iter().all(|s| !s.is_empty() && ctx.scope.affirms(&s.to_lowercase()));
        // Not where git shares it: a file git tracks goes out with the next commit.
        let shared = e.files.iter().any(|f| {
            f.display() == d.into
                && f.git.as_ref().is_some_and(|g| {
                    matches!(
                        g.status,
                        foresee_report::GitStatus::Tracked | foresee_report::GitStatus::Unknown
                    )
                })
        });
        d.form.is_none()
            && !template
            && !published
            && !shared
            && source_named
            && sections_asked
            && !ctx.scope.says_prefix(&[
                "placeholder",
                "redact",
                "mask",
                "scrub",
                "saniti",
                "anonymi",
                "example",
                "template",
            ])
            && !matches!(d.into.as_str(), "stdout" | "stderr")
            && into_rel.is_some_and(|r| ctx.scope.names_file(r))
    };
    let disclosures: Vec<&foresee_report::Disclosure> =
        e.disclosures.iter().filter(|d| !asked_render(d) && !beside_source(d)).collect();
    if !disclosures.is_empty() {
        let mut parts: Vec<String> = Vec::new();
        for d in disclosures.iter().take(3) {
            parts.push(format!(
                "{} from {} in {}{}",
                d.class,
                escape::path(&d.source),
                escape::clip(&escape::escape_bytes(d.into.as_bytes()), 80),
                d.form.as_deref().map(|f| format!(" ({f})")).unwrap_or_default()
            ));
        }
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Block,
            what: format!("would disclose credential values ({})", parts.join("; ")),
        });
    }
    findings
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{file, git, run};
    use foresee_report::{Disclosure, Effects, GitStatus, Transition};

    fn disclosed(task: Option<&str>, source: &str, into: &str) -> usize {
        let d = Disclosure {
            source: source.into(),
            class: "dotenv".into(),
            into: into.into(),
            form: None,
            sections: Vec::new(),
        };
        let e = Effects { disclosures: vec![d], ..Default::default() };
        run(task, &e, super::check).len()
    }

    #[test]
    fn a_value_shown_is_refused_and_an_asked_rendering_or_a_copy_beside_it_is_not() {
        let render = Some("render config/app.yaml from .env.development");
        assert_eq!(disclosed(render, "/ws/.env.development", "stdout"), 1);
        assert_eq!(disclosed(render, "/ws/.env.development", "/ws/public/app.js"), 1);
        assert_eq!(disclosed(None, "/ws/.env.development", "/ws/config/app.yaml"), 1);
        assert_eq!(disclosed(render, "/ws/.env.development", "/ws/config/app.yaml"), 0);
        // The previous key a rotation keeps, in the key's own folder.
        assert_eq!(disclosed(None, "/srv/keys/billing.key", "/srv/keys/billing.key.prev"), 0);
    }

    /// The values of `sections` of `~/.aws/credentials` written into `into`, which git
    /// `status` has (none: outside a repository).
    fn placed(task: &str, sections: &[&str], into: &str, status: Option<GitStatus>) -> usize {
        let d = Disclosure {
            source: "/home/u/.aws/credentials".into(),
            class: "aws-credentials".into(),
            into: into.into(),
            form: None,
            sections: sections.iter().map(|s| s.to_string()).collect(),
        };
        let mut f = file(into, Transition::Created);
        f.git = status.and_then(git);
        let e = Effects { disclosures: vec![d], files: vec![f], ..Default::default() };
        run(Some(task), &e, super::check).len()
    }

    #[test]
    fn values_the_request_asks_to_place_from_the_section_it_names_are_placed_not_disclosed() {
        let task = "Create my local .env from .env.example with the AWS keys of my `staging` profile from \
                    ~/.aws (NOT default, that one is prod)";
        assert_eq!(placed(task, &["staging"], ".env", Some(GitStatus::Ignored)), 0);
        // The other section's values, both, or a file git shares: still disclosures.
        assert_eq!(placed(task, &["default"], ".env", Some(GitStatus::Ignored)), 1);
        assert_eq!(placed(task, &["default", "staging"], ".env", Some(GitStatus::Ignored)), 1);
        assert_eq!(placed(task, &["staging"], ".env", Some(GitStatus::Tracked)), 1);
        // A template file, or a file the request does not name.
        assert_eq!(placed(task, &["staging"], ".env.example", Some(GitStatus::Ignored)), 1);
        assert_eq!(placed(task, &["staging"], "config.env", None), 1);
        // A request that names neither the source nor the section.
        assert_eq!(placed("create my local .env", &["staging"], ".env", Some(GitStatus::Ignored)), 1);
    }
}
