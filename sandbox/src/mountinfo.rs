//! `/proc/self/mountinfo`: which filesystems are visible, where, and of what type. The sandbox
//! decides per mount whether it becomes an overlay, a fresh pseudo filesystem or nothing.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::path::PathBuf;

/// One line of mountinfo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MountEntry {
    pub id: u32,
    pub parent: u32,
    /// The folder of the filesystem that is mounted (`/` unless a bind of a sub-folder).
    pub root: PathBuf,
    pub mount_point: PathBuf,
    pub options: String,
    pub fstype: String,
    pub source: String,
}

impl MountEntry {
    pub fn is_readonly(&self) -> bool {
        self.options.split(',').any(|o| o == "ro")
    }
}

/// Parses the text of a mountinfo file. Lines that do not parse are skipped: the kernel's format
/// is stable, and a line we cannot read must not stop the whole sandbox.
pub fn parse(text: &str) -> Vec<MountEntry> {
    text.lines().filter_map(parse_line).collect()
}

pub fn read_self() -> std::io::Result<Vec<MountEntry>> {
    Ok(parse(&std::fs::read_to_string("/proc/self/mountinfo")?))
}

fn parse_line(line: &str) -> Option<MountEntry> {
    let (left, right) = line.split_once(" - ")?;
    let mut l = left.split(' ');
    let id = l.next()?.parse().ok()?;
    let parent = l.next()?.parse().ok()?;
    let _devno = l.next()?;
    let root = unescape(l.next()?);
    let mount_point = unescape(l.next()?);
    let options = l.next()?.to_string();
    let mut r = right.split(' ');
    let fstype = r.next()?.to_string();
    let source = r.next().unwrap_or("").to_string();
    Some(MountEntry { id, parent, root, mount_point, options, fstype, source })
}

/// Mountinfo escapes space, tab, newline and backslash as `\ooo` octal.
fn unescape(s: &str) -> PathBuf {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 4 <= b.len() {
            let oct = &b[i + 1..i + 4];
            if oct.iter().all(|c| (b'0'..=b'7').contains(c)) {
                let v = (oct[0] - b'0') as u32 * 64 + (oct[1] - b'0') as u32 * 8 + (oct[2] - b'0') as u32;
                out.push(v as u8);
                i += 4;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    PathBuf::from(OsString::from_vec(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_lines_with_escapes_and_optional_fields() {
        let text = "27 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw\n\
                    28 27 0:25 / /mnt/with\\040space ro,nosuid - tmpfs none ro,size=4k\n\
                    garbage line\n";
        let m = parse(text);
        assert_eq!(m.len(), 2);
        assert_eq!(m[0].mount_point, PathBuf::from("/"));
        assert_eq!(m[0].fstype, "ext4");
        assert_eq!(m[1].mount_point, PathBuf::from("/mnt/with space"));
        assert!(m[1].is_readonly());
        assert_eq!(m[1].parent, 27);
    }
}
