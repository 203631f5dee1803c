//! `data.published`: personal data or unpublished writing put where a site is served from.
//!
//! The finding is raised here ([`check`]); it uses [`crate::approver::personal`]. What it
//! catches, why, and an example: [`RULE`], shown by `foresee rules explain data.published`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::added_text;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::{FileEffect, Place, Transition};
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "data.published",
    action: Decision::Ask,
    catches: "a file the command writes in a folder a site or a package is served from (`public/`, \
        `static/`, `dist/`, `_site/`, `www/`, `htdocs/`) newly carries e-mail addresses that a file of the \
        workspace holds (a database, a CSV: the commenters' or customers' own; not one the file holds \
        only as a value a framework ships to browsers by its name, `VITE_SUPPORT_EMAIL=...`), or text of writing \
        that is not published: a file whose front matter says `draft: true`, `published: false` or \
        `status: draft`, or one in a drafts or private folder (`_drafts/`, `drafts/`, `.notes/`, \
        `private/`); unless the task asks for e-mail addresses, or affirms drafts (\"publish the \
        drafts\")",
    why: "What lands in a site's public folder is uploaded with it, and a search index or a JSON \
        export is read by anyone. An export that takes `SELECT *` publishes commenters' addresses; an \
        index that does not skip drafts publishes what you had not decided to say.",
    example: Example {
        setup: "mkdir -p data _drafts public && printf 'name,email\\nAna,ana.lima@mailbox.example.org\\n' > data/comments.csv && printf -- '---\\ndraft: true\\n---\\nThe walk-away number for the renewal is forty thousand.\\n' > _drafts/pricing.md",
        fires: Run {
            command: "cp data/comments.csv public/comments.json",
            task: Some("export the comments for the widget"),
            flags: &[],
        },
        passes: Run {
            command: "cut -d, -f1 data/comments.csv > public/comments.json",
            task: Some("export the comments for the widget"),
            flags: &[],
        },
        contrast: "the export keeps the names only",
    },
    sources: &["src/approver/catalog/data/published.rs", "src/approver/personal.rs"],
};

/// Folders a site or a package is served from, by name.
const SERVED: &[&str] = &["public", "static", "dist", "_site", "www", "htdocs", "wwwroot"];

/// Folders of writing that is not published, by name.
const UNPUBLISHED: &[&str] = &["_drafts", "drafts", ".notes", "notes", "private", ".private"];

fn served(rel: &Path) -> bool {
    let comps: Vec<&str> = rel.components().filter_map(|c| c.as_os_str().to_str()).collect();
    comps.iter().take(comps.len().saturating_sub(1)).any(|c| SERVED.contains(c))
}

/// Whether a text file's front matter marks it as not published.
fn marked_draft(text: &str) -> bool {
    let Some(rest) = text.strip_prefix("---\n").or_else(|| text.strip_prefix("+++\n")) else { return false };
    let head: String = rest
        .lines()
        .take_while(|l| !matches!(l.trim(), "---" | "+++"))
        .take(40)
        .collect::<Vec<_>>()
        .join("\n");
    head.lines().any(|l| {
        let l = l.trim().to_ascii_lowercase().replace([' ', '"', '\''], "");
        matches!(
            l.as_str(),
            "draft:true"
                | "draft=true"
                | "published:false"
                | "published=false"
                | "status:draft"
                | "status=draft"
        )
    })
}

/// Sentences of the workspace's unpublished writing (forty characters of each line of prose
/// that long, its markup taken off), each with the file it is from: what a published file must
/// not carry. Bounded: 500 files, text only.
fn unpublished_sentences(files: &[crate::approver::wall::Listed]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let texts = files.iter().filter(|l| {
        let ext = l.rel.extension().and_then(|x| x.to_str()).unwrap_or("");
        l.depth <= 6
            && matches!(ext, "md" | "markdown" | "rst" | "txt" | "html" | "org" | "adoc")
            && !l.rel.parent().is_some_and(|p| {
                p.components().any(|c| c.as_os_str().to_str().is_some_and(|c| SERVED.contains(&c)))
            })
    });
    for e in texts.take(500) {
        let rel = e.rel.as_path();
        if e.len > 256 << 10 {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&e.path) else { continue };
        let in_private =
            rel.components().any(|c| c.as_os_str().to_str().is_some_and(|c| UNPUBLISHED.contains(&c)));
        if !(in_private || marked_draft(&text)) {
            continue;
        }
        for l in text.lines() {
            let l = l.trim().trim_start_matches(['#', '*', '-', '>', ' ']);
            if l.len() >= 40 && l.is_char_boundary(40) && !l.contains(':') {
                out.push((l[..40].to_string(), rel.display().to_string()));
            }
        }
    }
    out
}

/// Files written where a site is served from that carry addresses the workspace's data holds, or
/// text of unpublished writing.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let written: Vec<&FileEffect> = ctx
        .effects
        .files
        .iter()
        .filter(|f| {
            matches!(f.transition, Transition::Created | Transition::Modified | Transition::Replaced)
                && f.place == Place::Workspace
                && !f.is_folder()
                && f.rel.as_deref().is_some_and(served)
        })
        .take(64)
        .collect();
    if written.is_empty() {
        return None;
    }
    let texts: Vec<String> = written.iter().map(|f| added_text(f)).collect();
    let mut said: Vec<String> = Vec::new();
    if !ctx.scope.says_prefix(&["email", "e-mail", "address"]) {
        let carried: Vec<(Vec<String>, &Path)> = written
            .iter()
            .zip(&texts)
            .map(|(f, t)| {
                let emails: Vec<String> = crate::approver::personal::personal_values(t, 200)
                    .into_iter()
                    .filter(|v| v.contains('@'))
                    .collect();
                (emails, f.path.as_path())
            })
            .collect();
        let sources = crate::approver::personal::copied_from(ctx.workspace, &carried);
        for ((f, (values, _)), src) in written.iter().zip(&carried).zip(sources) {
            // Values a framework ships to every browser by their name (`VITE_SUPPORT_EMAIL`
            // in `.env.production`): public by convention.
            let public = |src: &Path| {
                let text =
                    std::fs::read(src).map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_default();
                let public = crate::secrets::public_values(&text);
                values.iter().all(|v| public.iter().any(|p| p.windows(v.len()).any(|w| w == v.as_bytes())))
            };
            if let Some(src) = src.filter(|s| !public(s)) {
                let from = src.strip_prefix(ctx.workspace).unwrap_or(&src).display().to_string();
                said.push(format!("{} ({} e-mail addresses that {from} holds)", f.display(), values.len()));
            }
        }
    }
    if !ctx.scope.affirms("draft") && !ctx.scope.affirms("drafts") {
        let sentences = unpublished_sentences(ctx.workspace_files());
        for (f, t) in written.iter().zip(&texts) {
            if let Some((_, from)) = sentences.iter().find(|(s, _)| t.contains(s.as_str())) {
                said.push(format!("{} (text of {from}, which is not published)", f.display()));
            }
        }
    }
    (!said.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!("would publish private data where the site is served from: {}", said.join(", ")),
    })
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::{edited, run};
    use foresee_report::Effects;

    #[test]
    fn a_draft_is_known_by_its_front_matter_or_its_folder() {
        assert!(super::marked_draft("---\ntitle: x\ndraft: true\n---\nbody\n"));
        assert!(super::marked_draft("---\nstatus: \"draft\"\n---\n"));
        assert!(!super::marked_draft("---\ndraft: false\n---\n"));
        assert!(!super::marked_draft("draft: true\n"));
    }

    #[test]
    fn published_addresses_and_drafts_are_asked_about_and_public_text_is_not() {
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join("data")).unwrap();
        std::fs::create_dir_all(ws.join("content/posts")).unwrap();
        std::fs::create_dir_all(ws.join(".notes")).unwrap();
        std::fs::write(ws.join("data/comments.csv"), "name,email\nJonas,jonas.wendt@mailbox.test\n").unwrap();
        std::fs::write(
            ws.join("content/posts/pricing.md"),
            "---\ndraft: true\n---\nOur walk-away number for the enterprise renewal is forty thousand.\n",
        )
        .unwrap();
        std::fs::write(
            ws.join(".notes/todo.md"),
            "Ask about the retention package before the review in March.\n",
        )
        .unwrap();
        std::fs::write(
            ws.join("content/posts/hello.md"),
            "---\ntitle: Hello\n---\nWelcome to the handbook, which is public for everyone.\n",
        )
        .unwrap();
        let judged = |rel: &str, text: &str, task: &str| {
            let out = edited(ws, rel, None, Some(text));
            let e = Effects { workspace: ws.to_path_buf(), files: vec![out], ..Default::default() };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let task = "regenerate the search index; drafts and my private notes must not end up in it";
        assert_eq!(
            judged(
                "public/search.json",
                "[{\"t\": \"Our walk-away number for the enterprise renewal is forty thousand.\"}]",
                task
            ),
            1
        );
        assert_eq!(
            judged(
                "public/search.json",
                "[{\"t\": \"Ask about the retention package before the review in March.\"}]",
                task
            ),
            1
        );
        assert_eq!(
            judged(
                "public/search.json",
                "[{\"t\": \"Welcome to the handbook, which is public for everyone.\"}]",
                task
            ),
            0
        );
        let export = "export the approved comments to static/comments/";
        assert_eq!(
            judged("static/comments/a.json", "[{\"email\": \"jonas.wendt@mailbox.test\"}]", export),
            1
        );
        assert_eq!(judged("static/comments/a.json", "[{\"name\": \"Jonas\"}]", export), 0);
        // Not a served folder, or a request that asks for the addresses.
        assert_eq!(judged("reports/a.json", "[{\"email\": \"jonas.wendt@mailbox.test\"}]", export), 0);
        assert_eq!(
            judged(
                "static/a.json",
                "jonas.wendt@mailbox.test",
                "export the commenters' e-mail addresses to static/"
            ),
            0
        );
        // An address a framework ships to browsers by its name; the same one under another name.
        std::fs::write(ws.join(".env.production"), "VITE_SUPPORT_EMAIL=help@shop.example.test\n").unwrap();
        std::fs::write(ws.join(".env.staging"), "ADMIN_EMAIL=ops.lead@shop.example.test\n").unwrap();
        let config = "generate public/runtime-config.js from .env.production";
        assert_eq!(judged("public/runtime-config.js", "{\"s\": \"help@shop.example.test\"}", config), 0);
        assert_eq!(judged("public/runtime-config.js", "{\"s\": \"ops.lead@shop.example.test\"}", config), 1);
    }
}
