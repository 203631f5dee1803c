//! `binary.broken`: a binary file left unreadable by a text edit.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::formats`]. What it catches, why, and an example: [`RULE`], shown by `foresee
//! rules explain binary.broken`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

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
    sources: &["src/approver/wall.rs", "src/approver/formats.rs"],
};

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
