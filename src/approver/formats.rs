//! Binary files broken by an edit meant for text.
//!
//! A bulk edit over "every tracked file" (a line-ending fix, a search and replace, a header
//! update) reaches images, archives and databases too; text tools rewrite their bytes and
//! leave files that no program opens any more, with nothing in the output to show it. Two
//! signs give it away without knowing the format: the file began with a format's signature
//! and no longer does, or a file holding NUL bytes (binary) changed only in its line endings.

/// Signatures at the start of common binary formats: (name, offset, bytes).
const SIGNATURES: &[(&str, usize, &[u8])] = &[
    ("PNG", 0, b"\x89PNG\r\n\x1a\n"),
    ("JPEG", 0, b"\xff\xd8\xff"),
    ("GIF", 0, b"GIF8"),
    ("WebP", 8, b"WEBP"),
    ("PDF", 0, b"%PDF-"),
    ("ZIP", 0, b"PK\x03\x04"),
    ("gzip", 0, b"\x1f\x8b"),
    ("bzip2", 0, b"BZh"),
    ("xz", 0, b"\xfd7zXZ\x00"),
    ("zstd", 0, b"\x28\xb5\x2f\xfd"),
    ("7-Zip", 0, b"7z\xbc\xaf\x27\x1c"),
    ("tar", 257, b"ustar"),
    ("ELF", 0, b"\x7fELF"),
    ("SQLite", 0, b"SQLite format 3\x00"),
    ("WebAssembly", 0, b"\x00asm"),
    ("Java class", 0, b"\xca\xfe\xba\xbe"),
    ("TrueType font", 0, b"\x00\x01\x00\x00\x00"),
    ("OpenType font", 0, b"OTTO"),
    ("WOFF font", 0, b"wOFF"),
    ("WOFF2 font", 0, b"wOF2"),
];

fn format_of(data: &[u8]) -> Option<&'static str> {
    SIGNATURES
        .iter()
        .find(|(_, at, sig)| data.get(*at..at + sig.len()) == Some(sig))
        .map(|(name, _, _)| *name)
}

/// How far into a file its signature can lie: what [`signature_lost`] needs of each side.
pub const HEAD: usize = 512;

/// The format whose signature the old start of a file had and its new start has not.
pub fn signature_lost(before: &[u8], after: &[u8]) -> Option<&'static str> {
    format_of(before).filter(|name| format_of(after) != Some(name))
}

/// How an edit broke a binary file, if it did: its format's signature is gone, or only its
/// line endings changed though it is binary.
pub fn broken(before: &[u8], after: &[u8]) -> Option<String> {
    if before == after {
        return None;
    }
    if let Some(name) = signature_lost(before, after) {
        return Some(format!("its {name} signature is gone"));
    }
    if before.contains(&0) && same_but_line_endings(before, after) {
        return Some(format!(
            "line endings rewritten inside {}",
            format_of(before).map(|n| format!("a {n} file")).unwrap_or_else(|| "a binary file".into())
        ));
    }
    None
}

/// Whether `a` and `b` differ only in CR LF against LF.
fn same_but_line_endings(a: &[u8], b: &[u8]) -> bool {
    let strip = |d: &[u8]| -> Vec<u8> {
        let mut v = Vec::with_capacity(d.len());
        for (i, &c) in d.iter().enumerate() {
            if c == b'\r' && d.get(i + 1) == Some(&b'\n') {
                continue;
            }
            v.push(c);
        }
        v
    };
    strip(a) == strip(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png() -> Vec<u8> {
        let mut v = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10".to_vec();
        v.extend_from_slice(b"\x00\x01\r\n\x02\x03\r\n\x00IEND");
        v
    }

    #[test]
    fn a_line_ending_fix_over_an_image_breaks_it() {
        let before = png();
        let after: Vec<u8> = String::from_utf8_lossy(&before).replace("\r\n", "\n").into_bytes();
        assert_eq!(broken(&before, &after).as_deref(), Some("its PNG signature is gone"));
        // A binary without a known signature: only its line endings changed.
        let blob = b"\x00\x01data\r\nmore\r\n\x00".to_vec();
        let fixed = b"\x00\x01data\nmore\n\x00".to_vec();
        assert_eq!(broken(&blob, &fixed).as_deref(), Some("line endings rewritten inside a binary file"));
    }

    #[test]
    fn rebuilt_binaries_and_text_files_are_fine() {
        // The same format rewritten (a recompressed image, a database written to).
        let mut other = png();
        other.extend_from_slice(b"\x00more");
        assert_eq!(broken(&png(), &other), None);
        let db = b"SQLite format 3\x00\x10\x00page1".to_vec();
        let db2 = b"SQLite format 3\x00\x10\x00page2".to_vec();
        assert_eq!(broken(&db, &db2), None);
        // A text file's line endings are its own business.
        assert_eq!(broken(b"a\r\nb\r\n", b"a\nb\n"), None);
        assert_eq!(broken(b"x", b"x"), None);
    }
}
