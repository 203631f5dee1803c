//! What the request names, read from the workspace: the files it spells out by path, and the
//! files of a folder it spells out. A command that installs one of them elsewhere (a unit file
//! copied into `~/.config/systemd/user/`, a public key appended to `authorized_keys`) puts there
//! what the user pointed at, nothing of its own. Read only when a rule needs it, and bounded.

use super::catalog::safeguards::access_widened::{key_blob, only_restricting};
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
    /// The bodies of the public keys among their lines.
    keys: HashSet<String>,
}

impl NamedSources {
    /// The files `scope` spells out under `workspace` (a folder's own files, not its folders'), as
    /// they are on the host: the command did not write them, or they are no source. A program
    /// `command` runs by its path ("install it with ./install.sh") is the tool, not what the user
    /// points at: what it writes is its own choice, its heredocs included.
    pub fn gather(scope: &TaskScope, workspace: &Path, command: &str) -> NamedSources {
        let mut n = NamedSources::default();
        let mut budget = MAX_FILES;
        // Where a command runs a program: first, after a separator, or after an interpreter
        // or a wrapper (`bash install.sh`, `sudo ./setup`).
        const RUNNERS: &[&str] = &[
            "sh", "bash", "zsh", "dash", "python", "python3", "node", "perl", "ruby", "php", "deno", "bun",
            "exec", "sudo", "env", "nohup", "time", "source", ".",
        ];
        let words: Vec<String> = command
            .replace([';', '&', '|', '(', ')'], " ; ")
            .split_whitespace()
            .map(|w| w.trim_matches(['"', '\'']).trim_start_matches("./").to_ascii_lowercase())
            .collect();
        let runs = |spelled: &str, p: &Path| {
            let bare = spelled.trim_start_matches("./");
            let at_run = words.iter().enumerate().any(|(i, w)| {
                w == bare && (i == 0 || words[i - 1] == ";" || RUNNERS.contains(&words[i - 1].as_str()))
            });
            at_run && p.is_file() && is_program(p)
        };
        for spelled in scope.spelled_paths() {
            let Some(p) = resolve(workspace, spelled) else { continue };
            if runs(spelled, &p) {
                continue;
            }
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
    pub fn gather_with_repository(scope: &TaskScope, workspace: &Path, command: &str) -> NamedSources {
        let mut n = NamedSources::gather(scope, workspace, command);
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
            let text = String::from_utf8_lossy(&data);
            for l in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
                if let Some(key) = key_blob(l) {
                    self.keys.insert(key.to_string());
                }
                self.lines.insert(l.to_string());
            }
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
    /// aside) is a line of a named file, or a named public key behind options that only narrow
    /// what it may do (`restrict,command="rrsync -ro ~/share" ssh-ed25519 AAAA...`).
    pub fn holds_lines(&self, text: &str) -> bool {
        let mut any = false;
        for l in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            let restricted_key = || key_blob(l).is_some_and(|k| self.keys.contains(k)) && only_restricting(l);
            if !self.lines.contains(l) && !restricted_key() {
                return false;
            }
            any = true;
        }
        any
    }
}

/// Whether the file at `p` is a program: executable, or a script by its first line (`#!`) or
/// its extension.
pub(crate) fn is_program(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let executable = std::fs::metadata(p).is_ok_and(|m| m.permissions().mode() & 0o111 != 0);
    let script = p.extension().and_then(|x| x.to_str()).is_some_and(|x| {
        matches!(x, "sh" | "bash" | "py" | "pl" | "rb" | "js" | "mjs" | "cjs" | "ts" | "php")
    });
    let shebang = std::fs::File::open(p).ok().and_then(|mut f| {
        let mut head = [0u8; 2];
        f.read_exact(&mut head).ok().map(|_| &head == b"#!")
    });
    executable || script || shebang == Some(true)
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
        let n = NamedSources::gather(&scope, ws, "");
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
        let none = NamedSources::gather(&TaskScope::from_task(Some("set up the timer")), ws, "");
        assert!(!none.holds_file(&ws.join("deploy/systemd/backup.timer")));
        // The named key behind options that only narrow it; not behind one that widens it.
        assert!(n.holds_lines(
            "restrict,command=\"rrsync -ro /srv/share,x\" ssh-ed25519 AAAAC3Nza laptop@example.com\n"
        ));
        assert!(n.holds_lines("from=\"10.0.0.0/8\",no-pty ssh-ed25519 AAAAC3Nza laptop\n"));
        assert!(!n.holds_lines("environment=\"LD_PRELOAD=/tmp/x.so\" ssh-ed25519 AAAAC3Nza laptop\n"));
        assert!(!n.holds_lines("restrict,pty ssh-ed25519 AAAAC3Nza laptop\n"));
        assert!(!n.holds_lines("restrict ssh-ed25519 AAAAOTHER other@example.com\n"));
    }

    #[test]
    fn a_program_the_command_runs_by_its_path_is_the_tool_not_a_source() {
        let d = tempfile::tempdir().unwrap();
        let ws = d.path();
        let script = "#!/bin/sh\ncat >>\"$HOME/.bashrc\" <<'EOF'\n(nohup hb agent &)\nEOF\n";
        std::fs::write(ws.join("install.sh"), script).unwrap();
        std::fs::write(ws.join("aliases.sh"), "alias gs='git status'\n").unwrap();
        let scope = TaskScope::from_task(Some("add aliases.sh to my bashrc with ./install.sh"));
        let run = NamedSources::gather(&scope, ws, "./install.sh");
        assert!(!run.holds_lines("(nohup hb agent &)\n"), "the tool's own heredoc");
        assert!(run.holds_lines("alias gs='git status'\n"));
        // Named, and not run: its lines are what the request points at.
        let read = NamedSources::gather(&scope, ws, "cat install.sh");
        assert!(read.holds_lines("(nohup hb agent &)\n"));
    }
}
