//! `binary.broken`: a binary file left unreadable by a text edit.
//!
//! The finding is raised here ([`check`]); its logic lives in
//! [`crate::approver::formats`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain binary.broken`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::{read_bounded, read_head};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::Transition;
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "binary.broken",
    action: Decision::Ask,
    catches: "an edit leaves a binary file unreadable: it began with a format's signature (PNG, ZIP, SQLite, \
        ELF, ...) and no longer does, or only its line endings changed though it holds NUL bytes (a text \
        tool run over every file)",
    why: "Text tools run over every file (a line-ending fix, a search and replace) rewrite images, \
        archives and databases too. Nothing in the output says so, and the damage shows only when a \
        program fails to open the file, often long after it was committed.",
    example: Example {
        setup: "printf 'a\\r\\nb\\r\\n' > notes.txt && printf '\\211PNG\\r\\n\\032\\n\\0\\0\\0\\rIHDR\\r\\n\\0' > logo.png && git add -A && git commit -qm files",
        fires: Run {
            command: "git ls-files -z | xargs -0 sed -i 's/\\r$//'",
            task: Some("normalise line endings to LF in the repo"),
            flags: &[],
        },
        passes: Run {
            command: "sed -i 's/\\r$//' notes.txt",
            task: Some("normalise line endings to LF in the repo"),
            flags: &[],
        },
        contrast: "only the text file is rewritten; the image keeps its bytes",
    },
    sources: &["src/approver/catalog/work/binary_broken.rs", "src/approver/formats.rs"],
};

/// Binary files a text edit went through (a line-ending fix over every tracked file): a
/// signature gone, or a file with NUL bytes resized and no longer readable as its format.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let mut findings = Vec::new();
    // Binary files a text edit went through (a line-ending fix over every tracked file).
    let broken: Vec<String> = ctx
        .effects
        .files
        .iter()
        .filter(|f| f.transition == Transition::Modified)
        .filter_map(|f| {
            use crate::approver::formats;
            // The starts first: most modified files are text, or keep their signature.
            let (b, a) = (f.before_content.as_deref()?, f.after_content.as_deref()?);
            let (head_b, head_a) = (read_head(b, formats::HEAD)?, read_head(a, formats::HEAD)?);
            if let Some(name) = formats::signature_lost(&head_b, &head_a) {
                return Some(format!("{} (its {name} signature is gone)", f.display()));
            }
            // Line endings rewritten change the size of a file that holds NUL bytes.
            let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).ok();
            if !head_b.contains(&0) || size(b) == size(a) {
                return None;
            }
            let before = read_bounded(Some(b), 32 << 20)?;
            let after = read_bounded(Some(a), 32 << 20)?;
            formats::broken(&before, &after).map(|how| format!("{} ({how})", f.display()))
        })
        .take(3)
        .collect();
    if !broken.is_empty() {
        findings.push(Finding {
            rule: RULE.id,
            decision: Decision::Ask,
            what: format!("would leave binary files unreadable: {}", broken.join("; ")),
        });
    }
    findings
}

#[cfg(test)]
mod tests {
    use crate::approver::formats;

    /// The example's line-ending fix, byte for byte: `sed 's/\r$//'` over the image and the
    /// text file.
    #[test]
    fn the_example_breaks_the_image_and_not_the_text_file() {
        let png: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\r\n\0";
        let fixed: &[u8] = b"\x89PNG\n\x1a\n\0\0\0\rIHDR\n\0";
        assert_eq!(formats::signature_lost(png, fixed), Some("PNG"));
        assert!(formats::broken(png, fixed).is_some());
        assert_eq!(formats::broken(b"a\r\nb\r\n", b"a\nb\n"), None);
    }
}
