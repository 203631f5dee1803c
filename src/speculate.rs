//! Which commands may run with their workspace bound read-only.
//!
//! Every open of a file through overlayfs opens the real file as well, and every read and close
//! passes through both: reading the 20,000 small files of a working tree costs 1.15x to 1.30x of
//! the host even when every name is already looked up. A command that only reads its workspace
//! (`grep -r`, `find`, `cat`, `git log`) loses nothing if the workspace is bound read-only
//! instead, as `/usr` is; one that writes there gets `EROFS` and is rehearsed again with the
//! workspace overlaid (the same second rehearsal as for `/usr`), so a wrong guess costs time,
//! never a wrong report.
//!
//! The guess is learned per program: a command's key is its first word (for a shell's `-c`,
//! the script's first), with the second when that reads like a subcommand (`git log` and `git
//! status` are told apart; `cat notes.txt` is `cat`). A key whose last two rehearsals changed nothing in
//! the workspace is bound read-only; any change there sets it back. The tally is kept in the state
//! folder (`speculate.json`: a hash of each key and its count; a key is words of a command line,
//! which may be anything, a secret run as a program among them).

use std::collections::BTreeMap;
use std::path::Path;

/// Clean rehearsals in a row after which a key's workspace is bound read-only.
pub const CLEAN_RUNS: u32 = 2;
/// Keys kept at most; past that the tally starts over.
const MAX_KEYS: usize = 512;
const FILE: &str = "speculate.json";

/// The key of a command line.
pub fn key(argv: &[std::ffi::OsString]) -> Option<String> {
    let script: Vec<String> = match foresee_sandbox::warm::shell_script(argv) {
        Some(s) => s.to_string_lossy().split_whitespace().map(str::to_string).collect(),
        None => argv.iter().map(|a| a.to_string_lossy().into_owned()).collect(),
    };
    let first = script.first()?;
    let program = Path::new(first).file_name()?.to_str()?.to_string();
    let sub = script
        .get(1)
        .filter(|w| {
            !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .filter(|w| !w.starts_with('-'));
    Some(match sub {
        Some(s) => format!("{program} {s}"),
        None => program,
    })
}

/// What the tally file holds for a key.
fn hashed(key: &str) -> String {
    blake3::hash(key.as_bytes()).to_hex()[..32].to_string()
}

fn load(state_dir: &Path) -> BTreeMap<String, u32> {
    std::fs::read(state_dir.join(FILE)).ok().and_then(|b| serde_json::from_slice(&b).ok()).unwrap_or_default()
}

/// Whether the command with this key may run with its workspace bound read-only.
pub fn read_only(state_dir: &Path, key: &str) -> bool {
    load(state_dir).get(&hashed(key)).is_some_and(|n| *n >= CLEAN_RUNS)
}

/// Records a rehearsal of the key: whether it changed (or tried to change) the workspace.
pub fn record(state_dir: &Path, key: &str, wrote: bool) {
    let mut tally = load(state_dir);
    let key = hashed(key);
    let before = tally.get(&key).copied();
    let after = if wrote { 0 } else { before.unwrap_or(0).saturating_add(1).min(CLEAN_RUNS) };
    if before == Some(after) {
        return;
    }
    if tally.len() >= MAX_KEYS && before.is_none() {
        tally.clear();
    }
    tally.insert(key, after);
    if let Ok(text) = serde_json::to_vec(&tally) {
        let tmp = state_dir.join(format!("{FILE}.{}", std::process::id()));
        if std::fs::write(&tmp, text).is_ok() && std::fs::rename(&tmp, state_dir.join(FILE)).is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn k(a: &[&str]) -> Option<String> {
        key(&a.iter().map(std::ffi::OsString::from).collect::<Vec<_>>())
    }

    #[test]
    fn keys_name_the_program_and_its_subcommand() {
        assert_eq!(k(&["git", "log", "--oneline"]).as_deref(), Some("git log"));
        assert_eq!(k(&["sh", "-c", "git status"]).as_deref(), Some("git status"));
        assert_eq!(k(&["bash", "-lc", "/usr/bin/find src -name x"]).as_deref(), Some("find src"));
        assert_eq!(k(&["cat", "notes.txt"]).as_deref(), Some("cat"));
        assert_eq!(k(&["grep", "-r", "x", "."]).as_deref(), Some("grep"));
        // The first command of several names it: a wrong guess only costs a second rehearsal.
        assert_eq!(k(&["sh", "-c", "make && ./run"]).as_deref(), Some("make"));
        assert_eq!(k(&[]), None);
    }

    #[test]
    fn two_clean_runs_in_a_row_and_a_write_sets_it_back() {
        let d = tempfile::tempdir().unwrap();
        assert!(!read_only(d.path(), "grep"));
        record(d.path(), "grep", false);
        assert!(!read_only(d.path(), "grep"));
        record(d.path(), "grep", false);
        assert!(read_only(d.path(), "grep"));
        record(d.path(), "grep", false);
        assert!(read_only(d.path(), "grep"));
        record(d.path(), "grep", true);
        assert!(!read_only(d.path(), "grep"));
        assert!(!read_only(d.path(), "make"));
        // The file names no key.
        let text = std::fs::read_to_string(d.path().join(FILE)).unwrap();
        assert!(!text.contains("grep"), "{text}");
    }
}
