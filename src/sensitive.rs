//! Sensitive places: paths where a change does not stay put. It runs later (shell start-up
//! files, git hooks, cron and systemd units, autostart entries, editor task files, Python start-up
//! hooks), grants access (`authorized_keys`, sudoers, set-id bits, file capabilities), or makes
//! a name on PATH mean something else (`~/.local/bin` shadowing a system command, or a
//! well-known privileged or key-handling one such as `sudo` even where it is not installed).

use std::path::{Component, Path};

const SHELL_STARTUP: &[&str] = &[
    ".bashrc",
    ".bash_profile",
    ".bash_login",
    ".bash_logout",
    ".profile",
    ".zshrc",
    ".zshenv",
    ".zprofile",
    ".zlogin",
    ".zlogout",
    ".kshrc",
    ".mkshrc",
    ".cshrc",
    ".tcshrc",
    ".xprofile",
    ".xsessionrc",
    ".xinitrc",
];
const TOOL_STARTUP: &[&str] = &[
    ".vimrc",
    ".gdbinit",
    ".tmux.conf",
    ".inputrc",
    ".pythonrc",
    ".pythonstartup",
    ".npmrc",
    ".yarnrc",
    ".curlrc",
    ".wgetrc",
];
const SYSTEM_BIN: &[&str] = &["/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin", "/usr/local/sbin"];
/// Commands that switch identity, ask for passwords or passphrases, or hold keys: a program of
/// that name early on PATH (`~/.local/bin/sudo`) captures what the user types into it or runs
/// with what they unlock, so it shadows the real one whether or not this machine has it (the
/// user may install it later, or another machine that shares the home has it). Commands that
/// are installed count too (the check on the system's folders below).
const SECURITY_COMMANDS: &[&str] = &[
    // Identity and privilege.
    "sudo",
    "sudoedit",
    "su",
    "doas",
    "pkexec",
    "pkttyagent",
    "runuser",
    "login",
    "newgrp",
    "sg",
    "passwd",
    "gpasswd",
    "chsh",
    "chfn",
    "visudo",
    // Polkit authentication agents (desktop sessions start them by name).
    "polkit-gnome-authentication-agent-1",
    "polkit-kde-authentication-agent-1",
    "polkit-mate-authentication-agent-1",
    "lxpolkit",
    // Keys and remote access.
    "ssh",
    "scp",
    "sftp",
    "ssh-add",
    "ssh-agent",
    "ssh-keygen",
    "ssh-copy-id",
    "gpg",
    "gpg2",
    "gpg-agent",
    "pinentry",
    "pinentry-curses",
    "pinentry-tty",
    "kinit",
    "secret-tool",
    // Signs and pushes code with the user's credentials.
    "git",
];

fn comps(p: &Path) -> Vec<String> {
    p.components()
        .filter_map(
            |c| if let Component::Normal(n) = c { Some(n.to_string_lossy().into_owned()) } else { None },
        )
        .collect()
}

/// Why a change at `path` matters beyond the file itself, if it does. `home` is the user's home.
pub fn kind(path: &Path, home: Option<&Path>, mode_after: Option<u32>) -> Option<String> {
    if mode_after.is_some_and(|m| m & 0o6000 != 0) {
        return Some("set-uid/set-gid bit".into());
    }
    let c = comps(path);
    let name = c.last().map(|s| s.as_str()).unwrap_or("");
    let in_home = |rel: &str| home.is_some_and(|h| path == h.join(rel));
    let under_home = |rel: &str| home.is_some_and(|h| path.starts_with(h.join(rel)));
    let under = |p: &str| path.starts_with(p);
    // Git: hooks run on later git commands; configuration can run programs.
    if let Some(i) = c.iter().position(|x| x == ".git") {
        let rest = &c[i + 1..];
        if rest.first().map(|s| s.as_str()) == Some("hooks") && rest.len() > 1 && !name.ends_with(".sample") {
            return Some("git hook".into());
        }
        if rest.len() == 1 && rest[0] == "config" {
            return Some("git configuration".into());
        }
    }
    if in_home(".gitconfig") || in_home(".config/git/config") || path == Path::new("/etc/gitconfig") {
        return Some("git configuration".into());
    }
    if home.is_some_and(|h| path.parent() == Some(h)) && SHELL_STARTUP.contains(&name) {
        return Some("shell start-up file".into());
    }
    if under_home(".config/fish") && (name == "config.fish" || c.iter().any(|x| x == "conf.d")) {
        return Some("shell start-up file".into());
    }
    if under("/etc/profile")
        || path == Path::new("/etc/bash.bashrc")
        || path == Path::new("/etc/environment")
        || under("/etc/zsh")
    {
        return Some("shell start-up file".into());
    }
    if home.is_some_and(|h| path.parent() == Some(h)) && TOOL_STARTUP.contains(&name) {
        return Some("tool start-up file".into());
    }
    if name.starts_with("authorized_keys") && c.iter().any(|x| x == ".ssh") {
        return Some("ssh authorized keys".into());
    }
    if under_home(".ssh/config") || under_home(".ssh/rc") || path == Path::new("/etc/ssh/sshd_config") {
        return Some("ssh configuration".into());
    }
    if under("/etc/cron")
        || path == Path::new("/etc/crontab")
        || under("/var/spool/cron")
        || under("/etc/anacrontab")
    {
        return Some("cron job".into());
    }
    if under("/etc/systemd")
        || under("/lib/systemd/system")
        || under("/usr/lib/systemd/system")
        || under_home(".config/systemd")
        || under_home(".local/share/systemd")
    {
        return Some("systemd unit".into());
    }
    if under_home(".config/autostart")
        || under("/etc/xdg/autostart")
        || under("/etc/init.d")
        || path == Path::new("/etc/rc.local")
    {
        return Some("autostart entry".into());
    }
    if under("/etc/sudoers") || under("/etc/sudoers.d") || name == "sudoers" {
        return Some("sudoers".into());
    }
    if under("/etc/polkit-1")
        || under("/usr/share/polkit-1/rules.d")
        || path == Path::new("/etc/doas.conf")
        || under("/etc/pam.d")
        || under("/etc/security")
    {
        return Some("privilege policy".into());
    }
    if matches!(path.to_str(), Some("/etc/passwd" | "/etc/shadow" | "/etc/group" | "/etc/gshadow")) {
        return Some("accounts database".into());
    }
    if path == Path::new("/etc/ld.so.preload") || under("/etc/ld.so.conf") {
        return Some("preloaded library".into());
    }
    if name.ends_with(".pth") && c.iter().any(|x| x == "site-packages" || x == "dist-packages")
        || name == "sitecustomize.py"
        || name == "usercustomize.py"
    {
        return Some("python start-up hook".into());
    }
    if (under_home(".local/bin") || under_home("bin"))
        && path
            .parent()
            .is_some_and(|p| home.is_some_and(|h| p == h.join(".local/bin") || p == h.join("bin")))
        && (SECURITY_COMMANDS.contains(&name) || SYSTEM_BIN.iter().any(|d| Path::new(d).join(name).exists()))
    {
        return Some(format!("shadows the system command {name}"));
    }
    if c.iter().any(|x| x == ".vscode")
        && matches!(name, "tasks.json" | "settings.json" | "launch.json" | "extensions.json")
        || c.iter().any(|x| x == ".idea")
            && (name == "workspace.xml" || c.iter().any(|x| x == "runConfigurations"))
        || name == ".envrc"
        || c.iter().any(|x| x == ".devcontainer")
    {
        return Some("editor or environment task file".into());
    }
    // A coding agent's settings: hooks and MCP servers there run programs, and an agent that
    // could rewrite them could take foresee's own hook out of its way.
    if c.iter().any(|x| x == ".claude")
        && (matches!(name, "settings.json" | "settings.local.json") || c.iter().any(|x| x == "hooks"))
        || name == ".mcp.json"
        || in_home(".claude.json")
    {
        return Some("agent settings (hooks, MCP servers)".into());
    }
    None
}

/// Whether the new file carries file capabilities (it would gain privileges when run).
pub fn has_file_capabilities(upper: &Path) -> bool {
    let Ok(c) = std::ffi::CString::new(upper.as_os_str().as_encoded_bytes()) else { return false };
    let n = unsafe { libc::lgetxattr(c.as_ptr(), c"security.capability".as_ptr(), std::ptr::null_mut(), 0) };
    n > 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_places_that_act_later_and_not_their_look_alikes() {
        let h = Path::new("/home/u");
        let k = |p: &str| kind(Path::new(p), Some(h), None);
        assert_eq!(k("/home/u/.bashrc").as_deref(), Some("shell start-up file"));
        assert_eq!(k("/home/u/.ssh/authorized_keys").as_deref(), Some("ssh authorized keys"));
        assert_eq!(k("/repo/.git/hooks/pre-commit").as_deref(), Some("git hook"));
        assert_eq!(k("/repo/.git/config").as_deref(), Some("git configuration"));
        assert_eq!(k("/home/u/.config/autostart/x.desktop").as_deref(), Some("autostart entry"));
        assert_eq!(k("/home/u/.config/systemd/user/x.service").as_deref(), Some("systemd unit"));
        assert_eq!(k("/repo/.vscode/tasks.json").as_deref(), Some("editor or environment task file"));
        for p in [
            "/repo/.claude/settings.json",
            "/home/u/.claude/settings.local.json",
            "/repo/.mcp.json",
            "/home/u/.claude.json",
            "/repo/.claude/hooks/check.sh",
        ] {
            assert_eq!(k(p).as_deref(), Some("agent settings (hooks, MCP servers)"), "{p}");
        }
        assert_eq!(k("/repo/.claude/commands/review.md"), None);
        assert_eq!(k("/repo/docs/settings.json"), None);
        assert_eq!(
            kind(Path::new("/repo/tool"), Some(h), Some(0o4755)).as_deref(),
            Some("set-uid/set-gid bit")
        );
        // A well-known privileged or key-handling command is shadowed whether or not it is
        // installed here.
        for (p, name) in [
            ("/home/u/.local/bin/sudo", "sudo"),
            ("/home/u/.local/bin/doas", "doas"),
            ("/home/u/bin/pkexec", "pkexec"),
            ("/home/u/.local/bin/ssh", "ssh"),
        ] {
            assert_eq!(k(p), Some(format!("shadows the system command {name}")), "{p}");
        }
        // Look-alikes are not sensitive.
        for p in [
            "/home/u/.local/bin/sudo-helper-not-a-command",
            "/home/u/.local/share/sudo",
            "/home/u/.local/bin/tools/sudo",
            "/repo/bin/sudo",
            "/repo/build/.bashrc.template",
            "/repo/docs/.bashrc",
            "/repo/.git/hooks/pre-commit.sample",
            "/home/u/.bashrc.d.bak/x",
            "/repo/hooks/pre-commit",
            "/home/u/notes/authorized.txt",
        ] {
            assert_eq!(k(p), None, "{p}");
        }
    }
}
