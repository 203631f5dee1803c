//! What an edit of a tool's own settings file does: whether it only sets plain values (a
//! number, a flag, a word: `default-cache-ttl 3600`, `jobs = 8`, `linker = "clang"`), or
//! something that acts beyond the setting itself: a program to run, a path, a place to fetch
//! from or send to, a safeguard. A request to set up a tool ("set gpg-agent's cache TTL to one
//! hour", "set up the fast linker config for cargo") asks for the first kind; the second is
//! what a tool slips in beside it (`pinentry-program ~/.cache/x`, a `replace-with` source, a
//! `proxy`).
//!
//! Line based, for the formats such files use: `key = value` (TOML, INI), `key value`
//! (gpg, tmux, many `*rc` files), `[section]` headers, comments. A line it cannot read as one
//! of those is not plain.

use super::content::read_text;
use super::scope::TaskScope;
use foresee_report::FileEffect;

/// Words of a key or a section that say it runs, loads, fetches, sends or guards something:
/// set to a plain value or not, such a setting is judged by what the request says of it.
const ACTING_WORDS: &[&str] = &[
    "program",
    "command",
    "cmd",
    "exec",
    "hook",
    "hooks",
    "wrapper",
    "runner",
    "shell",
    "editor",
    "pager",
    "helper",
    "script",
    "plugin",
    "plugins",
    "preload",
    "askpass",
    "proxy",
    "url",
    "uri",
    "registry",
    "index",
    "source",
    "replace",
    "mirror",
    "host",
    "server",
    "remote",
    "endpoint",
    "path",
    "dir",
    "include",
    "import",
    "load",
    "env",
    "credential",
    "credentials",
    "token",
    "password",
    "auth",
    "key",
    "cert",
    "ca",
    "ssl",
    "tls",
    "verify",
    "insecure",
    "trust",
    "trusted",
    "allow",
    "secure",
    "check",
    "strict",
    "sign",
    "signing",
    "gpg",
    "patch",
    "alias",
    "aliases",
    "socket",
    "listen",
    "bind",
    "ip",
    "address",
    "addr",
    "origin",
    "origins",
    "cors",
    "port",
    "user",
    "sudo",
    "root",
    "umask",
    "mode",
];

/// Whether the edit from `before` (empty for a new file) to `after` only sets plain values:
/// each line added is a comment, a section header, or a setting whose key says nothing of
/// running, fetching or guarding (unless the request says that word) and whose value is plain
/// (or one the request states); each setting removed is set again. At least one setting
/// changes.
pub(crate) fn only_plain_settings(before: &str, after: &str, scope: &TaskScope) -> bool {
    read(before, after, scope) == Some(Edit::Plain)
}

/// Whether the edit reads as settings and adds one that acts beyond itself ([`ACTING_WORDS`],
/// or a value that is no plain one): what a request that names the file still has to say.
/// An edit that does not read as settings (a script) is not judged here.
pub(crate) fn adds_acting_settings(before: &str, after: &str, scope: &TaskScope) -> bool {
    read(before, after, scope) == Some(Edit::Acting)
}

/// [`only_plain_settings`] over the two sides of a file the command wrote (a new file: from
/// nothing).
pub(crate) fn file_only_plain_settings(f: &FileEffect, scope: &TaskScope) -> bool {
    sides(f).is_some_and(|(before, after)| only_plain_settings(&before, &after, scope))
}

/// [`adds_acting_settings`] over the two sides of a file the command wrote.
pub(crate) fn file_adds_acting_settings(f: &FileEffect, scope: &TaskScope) -> bool {
    sides(f).is_some_and(|(before, after)| adds_acting_settings(&before, &after, scope))
}

/// The text of a file before (empty when it is new) and after the command, a MiB of each at
/// most; none when it is no longer text.
fn sides(f: &FileEffect) -> Option<(String, String)> {
    let read = |p: Option<&std::path::Path>| read_text(p, 1 << 20);
    let after = read(f.after_content.as_deref())?;
    Some((read(f.before_content.as_deref()).unwrap_or_default(), after))
}

#[derive(Debug, PartialEq)]
enum Edit {
    /// Only plain settings changed.
    Plain,
    /// A setting that acts was added.
    Acting,
    /// Settings removed and not set again, or nothing set.
    Other,
}

fn read(before: &str, after: &str, scope: &TaskScope) -> Option<Edit> {
    let diff = similar::TextDiff::configure()
        .timeout(std::time::Duration::from_millis(200))
        .diff_lines(before, after);
    let mut added: Vec<Line> = Vec::new();
    let mut removed: Vec<Line> = Vec::new();
    for c in diff.iter_all_changes() {
        let side = match c.tag() {
            similar::ChangeTag::Insert => &mut added,
            similar::ChangeTag::Delete => &mut removed,
            similar::ChangeTag::Equal => continue,
        };
        match Line::read(c.value())? {
            Line::Blank => {}
            l => side.push(l),
        }
    }
    let set_again = |key: &str| added.iter().any(|l| matches!(l, Line::Setting { key: k, .. } if k == key));
    let said = |word: &str| scope.says_word(word);
    let stated = |value: &str| {
        let v = value.trim().trim_matches(['"', '\'']).to_lowercase();
        !v.is_empty() && scope.says(&v)
    };
    // A setting the file had, set to the value the request states ("move my jupyter server to
    // 8890": `c.ServerApp.port = 8890`): the asked change, whatever its key says.
    let restated = |l: &Line| match l {
        Line::Setting { key, value } => {
            stated(value) && removed.iter().any(|r| matches!(r, Line::Setting { key: k, .. } if k == key))
        }
        _ => false,
    };
    if !added.iter().all(|l| l.plain(&said, &stated) || restated(l)) {
        return Some(Edit::Acting);
    }
    let kept = removed.iter().all(|l| match l {
        Line::Setting { key, .. } => set_again(key),
        Line::Section(_) => false,
        Line::Comment | Line::Blank => true,
    });
    Some(if kept && added.iter().any(|l| matches!(l, Line::Setting { .. })) {
        Edit::Plain
    } else {
        Edit::Other
    })
}

#[derive(Debug)]
enum Line {
    Blank,
    Comment,
    /// `[name]` or `[[name]]`.
    Section(String),
    Setting {
        key: String,
        value: String,
    },
}

impl Line {
    fn read(raw: &str) -> Option<Line> {
        let l = raw.trim();
        if l.is_empty() {
            return Some(Line::Blank);
        }
        if l.starts_with(['#', ';']) || l.starts_with("//") || l.starts_with('"') && !l.contains('=') {
            return Some(Line::Comment);
        }
        if let Some(inner) = l.strip_prefix('[') {
            let name = inner.trim_start_matches('[').trim_end_matches(']').trim();
            return (l.ends_with(']') && !name.is_empty()).then(|| Line::Section(name.to_ascii_lowercase()));
        }
        let (key, value) = match l.find('=') {
            Some(i) if !l[..i].contains(char::is_whitespace) || l[..i].split_whitespace().count() == 1 => {
                (l[..i].trim(), l[i + 1..].trim())
            }
            _ => match l.split_once(char::is_whitespace) {
                Some((k, v)) => (k, v.trim()),
                None => (l, ""),
            },
        };
        let key_ok = !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
        key_ok.then(|| Line::Setting { key: key.to_ascii_lowercase(), value: value.to_string() })
    }

    /// Whether the line sets nothing that acts beyond itself ([`ACTING_WORDS`], unless `said`;
    /// a value no plain one, unless `stated`).
    fn plain(&self, said: &impl Fn(&str) -> bool, stated: &impl Fn(&str) -> bool) -> bool {
        let quiet = |name: &str| {
            name.split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| !w.is_empty())
                .all(|w| !ACTING_WORDS.contains(&w) || said(w))
        };
        match self {
            Line::Blank | Line::Comment => true,
            Line::Section(name) => quiet(name),
            Line::Setting { key, value } => quiet(key) && (plain_value(value) || stated(value)),
        }
    }
}

/// A number, a flag, a word or a short list of them: no path, no address, nothing a shell or
/// the tool would expand (`$`, `` ` ``, `!`, `~`, `%`), no command line.
fn plain_value(value: &str) -> bool {
    let v = value.trim();
    v.len() <= 120
        && !v.contains(['/', '\\', '$', '`', '!', '~', '%', ';', '|', '&', '<', '>', '@'])
        && !v.contains("://")
        && v.split(|c: char| c == ',' || c.is_whitespace()).filter(|w| !w.is_empty()).count() <= 8
}

#[cfg(test)]
mod tests {
    use super::only_plain_settings;
    use crate::approver::scope::TaskScope;

    #[test]
    fn plain_values_pass_and_programs_paths_sources_and_removals_do_not() {
        let gpg = TaskScope::from_task(Some("set gpg-agent's cache TTL to one hour"));
        let before = "enable-ssh-support\ndefault-cache-ttl 600\n";
        let asked = "enable-ssh-support\ndefault-cache-ttl 3600\nmax-cache-ttl 3600\n";
        assert!(only_plain_settings(before, asked, &gpg));
        // A program to run, beside the asked value.
        let program = format!("{asked}pinentry-program /home/u/.cache/pe\n");
        assert!(!only_plain_settings(before, &program, &gpg));
        // A safeguard's flag.
        let loopback = format!("{asked}allow-loopback-pinentry\n");
        assert!(!only_plain_settings(before, &loopback, &gpg));
        // A setting of the user's taken away, not set again.
        assert!(!only_plain_settings(before, "default-cache-ttl 3600\n", &gpg));
        // Nothing set at all.
        assert!(!only_plain_settings(
            before,
            "# a comment\nenable-ssh-support\ndefault-cache-ttl 600\n",
            &gpg
        ));

        let cargo =
            TaskScope::from_task(Some("set up the fast linker config for cargo: --linker mold --jobs 8"));
        let before = "[alias]\nt = \"test\"\n";
        let tuned = "[alias]\nt = \"test\"\n\n# managed\n[target.x86_64-unknown-linux-gnu]\nlinker = \"clang\"\nrustflags = [\"-C\", \"link-arg=-fuse-ld=mold\"]\n[profile.dev]\ndebug = \"line-tables-only\"\n[build]\njobs = 8\n";
        assert!(only_plain_settings(before, tuned, &cargo));
        let source = format!(
            "{tuned}[source.crates-io]\nreplace-with = \"cache\"\n[source.cache]\nregistry = \"sparse+https://cache.example.test/\"\n"
        );
        assert!(!only_plain_settings(before, &source, &cargo));
        let wrapper = format!("{tuned}[build]\nrustc-wrapper = \"/home/u/.cache/w\"\n");
        assert!(!only_plain_settings(before, &wrapper, &cargo));
        // A program by a path as the linker: not plain, though the request says "linker".
        let linker = tuned.replace("\"clang\"", "\"/tmp/ld\"");
        assert!(!only_plain_settings(before, &linker, &cargo));
    }

    #[test]
    fn a_setting_the_file_had_set_to_the_value_the_request_states_is_plain_and_others_beside_it_are_not() {
        let jupyter = TaskScope::from_task(Some(
            "8888 clashes with the mlflow ui tunnel now. Move my jupyter server to 8890, I'll restart it myself.",
        ));
        let before = "c = get_config()\nc.ServerApp.ip = '127.0.0.1'\nc.ServerApp.port = 8888\nc.ServerApp.port_retries = 0\n";
        let moved = before.replace("port = 8888", "port = 8890");
        assert!(only_plain_settings(before, &moved, &jupyter));
        // A value the request does not state, for a key that says it listens or guards.
        assert!(!only_plain_settings(before, &before.replace("port = 8888", "port = 9999"), &jupyter));
        let open = moved.replace("'127.0.0.1'", "'0.0.0.0'");
        assert!(!only_plain_settings(before, &open, &jupyter));
        let tokenless = format!("{moved}c.IdentityProvider.token = ''\n");
        assert!(!only_plain_settings(before, &tokenless, &jupyter));
        // The stated value under a key the file did not have is no restatement.
        let new_key = format!("{before}c.ServerApp.proxy_port = 8890\n");
        assert!(!only_plain_settings(before, &new_key, &jupyter));
    }
}
