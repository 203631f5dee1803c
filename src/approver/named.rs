//! What the request names, read from the workspace: the files it spells out by path, and the
//! files of a folder it spells out. A command that installs one of them elsewhere (a unit file
//! copied into `~/.config/systemd/user/`, a public key appended to `authorized_keys`) puts there
//! what the user pointed at, nothing of its own. Read only when a rule needs it, and bounded.

use super::scope::TaskScope;
use std::collections::HashSet;
use std::io::Read;
use std::path::Path;

/// Files read at most, and bytes of each.
const MAX_FILES: usize = 400;
const MAX_FILE: u64 = 1 << 20;

#[derive(Debug, Default)]
pub struct NamedSources {
    /// Content hashes of the named files, each with the names (lower case) of the files that
    /// hold it.
    hashes: std::collections::HashMap<[u8; 32], Vec<String>>,
    /// Their lines, trimmed, not empty.
    lines: HashSet<String>,
}

impl NamedSources {
    /// The files `scope` spells out under `workspace` (a folder's own files, not its folders'), as
    /// they are on the host: the command did not write them, or they are no source.
    pub fn gather(scope: &TaskScope, workspace: &Path) -> NamedSources {
        let mut n = NamedSources::default();
        let mut budget = MAX_FILES;
        for spelled in scope.spelled_paths() {
            let Some(p) = resolve(workspace, spelled) else { continue };
            // A folder's own files: "the keys in team/keys/" are not those of a folder inside it
            // (`team/keys/offboarded/`).
            let walk = walkdir::WalkDir::new(&p).max_depth(1).follow_links(false).sort_by_file_name();
            for e in walk.into_iter().flatten() {
                if budget == 0 {
                    return n;
                }
                if !e.file_type().is_file() {
                    continue;
                }
                budget -= 1;
                n.add(e.path(), true);
            }
        }
        n
    }

    /// [`NamedSources::gather`], and every file of the workspace's own, whole (not by line) (to four levels, at most
    /// [`MAX_FILES`] in all; version control, dependency and build folders aside): what a
    /// request to install the repository's files points at.
    pub fn gather_with_repository(scope: &TaskScope, workspace: &Path) -> NamedSources {
        let mut n = NamedSources::gather(scope, workspace);
        n.add_repository(workspace, false);
        n
    }

    /// Every file of the workspace's own, whole and by line (to four levels, at most
    /// [`MAX_FILES`]; version control, dependency and build folders aside): what the repository
    /// already says, which a copy of it into a build output only repeats.
    pub fn repository(workspace: &Path) -> NamedSources {
        let mut n = NamedSources::default();
        n.add_repository(workspace, true);
        n
    }

    fn add_repository(&mut self, workspace: &Path, lines: bool) {
        let skip = |name: &std::ffi::OsStr| {
            matches!(
                name.to_str(),
                Some(
                    ".git"
                        | "node_modules"
                        | "target"
                        | ".venv"
                        | "venv"
                        | "__pycache__"
                        | "dist"
                        | "build"
                        | "out"
                )
            )
        };
        let walk = walkdir::WalkDir::new(workspace)
            .max_depth(4)
            .follow_links(false)
            .sort_by_file_name()
            .into_iter()
            .filter_entry(|e| !skip(e.file_name()));
        let mut budget = MAX_FILES;
        for e in walk.flatten() {
            if budget == 0 {
                break;
            }
            if e.file_type().is_file() {
                budget -= 1;
                self.add(e.path(), lines);
            }
        }
    }

    /// Reads one source file into the hashes, and its lines when the request named it (a line of
    /// any file of the repository is no line the user pointed at); skipped if too large.
    fn add(&mut self, p: &Path, lines: bool) {
        let Ok(f) = std::fs::File::open(p) else { return };
        let mut data = Vec::new();
        if f.take(MAX_FILE + 1).read_to_end(&mut data).is_err() || data.len() as u64 > MAX_FILE {
            return;
        }
        let name = p.file_name().map(|n| n.to_string_lossy().to_lowercase()).unwrap_or_default();
        self.hashes.entry(*blake3::hash(&data).as_bytes()).or_default().push(name);
        if lines {
            self.lines.extend(
                String::from_utf8_lossy(&data)
                    .lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(str::to_string),
            );
        }
    }

    /// Whether a line of the sources has `word` as a whole word (letters, digits, `_`, `-`,
    /// `.`, `@` around it end it).
    pub fn mentions(&self, word: &str) -> bool {
        let part = |c: char| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '@');
        !word.is_empty()
            && self.lines.iter().any(|l| {
                l.match_indices(word).any(|(i, _)| {
                    l[..i].chars().next_back().is_none_or(|c| !part(c))
                        && l[i + word.len()..].chars().next().is_none_or(|c| !part(c))
                })
            })
    }

    /// Whether the file at `p` holds exactly what one of the named files holds.
    pub fn holds_file(&self, p: &Path) -> bool {
        self.sources_of(p).is_some()
    }

    /// Whether the file at `p` holds exactly what a named file holds whose name has `name` in
    /// it, or is in `name` (lower case, at least four characters): `bash/bashrc` or
    /// `dot_bashrc` for `bashrc`, `bash/aliases` for `bash_aliases`.
    pub fn holds_file_as(&self, p: &Path, name: &str) -> bool {
        self.sources_of(p).is_some_and(|names| {
            names.iter().any(|n| {
                let n = n.trim_start_matches('.');
                n.contains(name) || (n.len() >= 4 && name.contains(n))
            })
        })
    }

    /// The names of the named files that hold exactly what the file at `p` holds.
    fn sources_of(&self, p: &Path) -> Option<&Vec<String>> {
        if self.hashes.is_empty() {
            return None;
        }
        let f = std::fs::File::open(p).ok()?;
        let mut data = Vec::new();
        if f.take(MAX_FILE + 1).read_to_end(&mut data).is_err() || data.len() as u64 > MAX_FILE {
            return None;
        }
        self.hashes.get(blake3::hash(&data).as_bytes())
    }

    /// Whether `text` has a line, and each of its lines (trimmed; blank ones and comments
    /// aside) is a line of a named file.
    pub fn holds_lines(&self, text: &str) -> bool {
        let mut any = false;
        for l in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            if !self.lines.contains(l) {
                return false;
            }
            any = true;
        }
        any
    }
}

/// The path `spelled` (lower case, as the scope keeps it) names under `workspace`: as written,
/// or the one entry whose path matches it ignoring case.
fn resolve(workspace: &Path, spelled: &str) -> Option<std::path::PathBuf> {
    let spelled = spelled.trim_end_matches('/');
    let direct = workspace.join(spelled);
    if direct.symlink_metadata().is_ok() {
        return direct.starts_with(workspace).then_some(direct);
    }
    let mut at = workspace.to_path_buf();
    for part in spelled.split('/').filter(|p| !p.is_empty() && *p != ".") {
        let found = std::fs::read_dir(&at)
            .ok()?
            .flatten()
            .find(|e| e.file_name().to_string_lossy().eq_ignore_ascii_case(part))?;
        at = found.path();
    }
    Some(at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_a_request_spells_out_are_the_named_sources() {
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        std::fs::create_dir_all(ws.join("deploy/systemd")).unwrap();
        std::fs::create_dir_all(ws.join("keys")).unwrap();
        std::fs::write(
            ws.join("deploy/systemd/backup.service"),
            "[Service]\nExecStart=%h/.local/bin/backup\n",
        )
        .unwrap();
        std::fs::write(ws.join("deploy/systemd/backup.timer"), "[Timer]\nOnCalendar=daily\n").unwrap();
        std::fs::write(ws.join("keys/Laptop.pub"), "ssh-ed25519 AAAAC3Nza laptop@example.com\n").unwrap();
        std::fs::write(ws.join("other.txt"), "ssh-ed25519 AAAAOTHER other@example.com\n").unwrap();
        let scope = TaskScope::from_task(Some(
            "install the units in deploy/systemd/ and add keys/laptop.pub to my authorized_keys",
        ));
        let n = NamedSources::gather(&scope, ws);
        let copy = ws.join("copy");
        std::fs::write(&copy, "[Timer]\nOnCalendar=daily\n").unwrap();
        assert!(n.holds_file(&copy));
        std::fs::write(&copy, "[Timer]\nOnCalendar=hourly\n").unwrap();
        assert!(!n.holds_file(&copy), "a unit changed on the way is no copy");
        assert!(n.holds_lines("ssh-ed25519 AAAAC3Nza laptop@example.com\n\n"));
        assert!(!n.holds_lines(
            "ssh-ed25519 AAAAC3Nza laptop@example.com\nssh-ed25519 AAAAOTHER other@example.com\n"
        ));
        assert!(!n.holds_lines("\n"), "nothing added is no line of a named file");
        // A request that spells out nothing names no source.
        let none = NamedSources::gather(&TaskScope::from_task(Some("set up the timer")), ws);
        assert!(!none.holds_file(&ws.join("deploy/systemd/backup.timer")));
    }
}
