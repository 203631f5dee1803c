//! Hostile names are data, never structure. A file name can hold a newline, an ANSI escape, bytes
//! that are not UTF-8, or text written to look like the report's own fields; everything that
//! reaches a report passes through here and comes out as one line of printable text.

use std::path::Path;

/// Escapes bytes for display: printable UTF-8 stays, everything else becomes `\n`, `\t`, `\e`,
/// `\xNN` or `\u{...}`; a backslash becomes `\\`. Credential values (by their shape) are
/// replaced by their class first: every string of a report passes through here.
pub fn escape_bytes(b: &[u8]) -> String {
    let lossy = String::from_utf8_lossy(b);
    if crate::credentials::may_contain(&lossy) {
        let red = crate::credentials::redact(&lossy);
        if red != lossy {
            return escape_raw(red.as_bytes());
        }
    }
    escape_raw(b)
}

fn escape_raw(b: &[u8]) -> String {
    let mut out = String::with_capacity(b.len());
    let mut rest = b;
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(s) => {
                push_str(&mut out, s);
                break;
            }
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                push_str(&mut out, std::str::from_utf8(good).unwrap_or(""));
                let n = e.error_len().unwrap_or(bad.len()).max(1);
                for x in &bad[..n.min(bad.len())] {
                    out.push_str(&format!("\\x{x:02x}"));
                }
                rest = &bad[n.min(bad.len())..];
            }
        }
    }
    out
}

fn push_str(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\x1b' => out.push_str("\\e"),
            c if (c as u32) < 0x20 || c == '\x7f' => out.push_str(&format!("\\x{:02x}", c as u32)),
            // C1 controls and the Unicode characters that reorder or hide text.
            c if ('\u{80}'..='\u{9f}').contains(&c)
                || ('\u{200b}'..='\u{200f}').contains(&c)
                || ('\u{202a}'..='\u{202e}').contains(&c)
                || ('\u{2066}'..='\u{2069}').contains(&c)
                || c == '\u{feff}' =>
            {
                out.push_str(&format!("\\u{{{:x}}}", c as u32))
            }
            c => out.push(c),
        }
    }
}

/// A path for display, escaped.
pub fn path(p: &Path) -> String {
    use std::os::unix::ffi::OsStrExt;
    escape_bytes(p.as_os_str().as_bytes())
}

/// Shortens escaped text to at most `max` characters, marking the cut.
pub fn clip(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let keep: String = s.chars().take(max.saturating_sub(1)).collect();
    format!("{keep}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_invalid_utf8_are_escaped() {
        assert_eq!(escape_bytes(b"a\nb"), "a\\nb");
        assert_eq!(escape_bytes(b"\x1b[31mred"), "\\e[31mred");
        assert_eq!(escape_bytes(b"ok\xff\xfe"), "ok\\xff\\xfe");
        assert_eq!(escape_bytes("é".as_bytes()), "é");
        assert_eq!(escape_bytes("a\u{202e}b".as_bytes()), "a\\u{202e}b");
        assert!(!escape_bytes(b"x\ny\rz\x07").contains(['\n', '\r', '\x07']));
    }

    #[test]
    fn clip_marks_the_cut() {
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(clip("abc", 4), "abc");
    }
}
