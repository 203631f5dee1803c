//! `foresee init`: writes a commented configuration (when there is none) and prints, or with
//! `--install` writes, what connects each agent to the gate: the Claude Code hook, the MCP
//! server entry, and the generic wrapper.

use super::shell_quote;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The PreToolUse hook in Claude Code's settings.json (the project's, or with --user yours).
    ClaudeCode,
    /// The `foresee` server in the project's .mcp.json (read by Claude Code and other MCP clients).
    Mcp,
}

#[derive(clap::Args, Debug)]
pub struct InitArgs {
    /// Your own configuration (~/.config/foresee/config.toml) and settings (~/.claude/settings.json)
    /// rather than the repository's (foresee.toml, .claude/settings.json).
    #[arg(long)]
    pub user: bool,
    /// Overwrite an existing configuration file with the commented template.
    #[arg(long)]
    pub force: bool,
    /// Also install an integration; may be repeated.
    #[arg(long, value_enum, value_name = "TARGET")]
    pub install: Vec<Target>,
    /// Only this: find the registries your package managers are configured to use (npm's,
    /// pip's index and file host, cargo's registry and caches, go's proxy, gem's sources) and
    /// approve them in your own configuration's `[network] allow`, so installs go through,
    /// live. Asks first at a terminal; elsewhere needs --yes.
    #[arg(long)]
    pub network: bool,
    /// With --network: approve without asking.
    #[arg(long, requires = "network")]
    pub yes: bool,
}

const REPO_CONFIG: &str = r#"# foresee: settings for this repository. Every setting is optional; the defaults are shown.
# Your own settings live in ~/.config/foresee/config.toml; this file can only make them stricter.

# Paths no command may write, create or delete (globs relative to the repository, absolute, or ~/...).
# protect = ["config/prod/**", "*.pem"]

# How much the approver decides alone: copilot (every command asks), assisted, autopilot, trusted.
# A repository can lower the user's level, never raise it.
# autonomy = "assisted"

# Rules in plain words (as `foresee rules add`); a repository may add `never` and `always ask` rules.
# [[rule]]
# id = "migrations"
# when = "always ask before deleting anything in migrations/"
# reason = "migrations that ran in production must stay"

# Limits of one rehearsal.
# [limits]
# timeout_secs = 600
# memory_mb = 8192
# processes = 2048
# snapshot_mb = 4096

# Destinations whose connections go through, live, while a command rehearses (nothing is by
# default). `foresee init --network` adds the registries your package managers use.
# [network]
# allow = ["pkgs.example.org", "files.example.org:443", "*.example.com"]
"#;

const USER_CONFIG: &str = r#"# foresee: your settings, for every repository. Every setting is optional; the defaults are shown.
# A repository's foresee.toml may add protections and rules, and lower the autonomy, never raise it.

# Paths no command may write, create or delete (absolute, or ~/...).
# protect = ["~/.ssh/**", "~/.aws/**"]

# How much the approver decides alone: copilot (every command asks), assisted, autopilot, trusted.
# autonomy = "assisted"

# Rules in plain words (as `foresee rules add`); yours may also allow.
# [[rule]]
# id = "packages"
# when = "always allow network to pkgs.example.org"
# reason = "installing packages is part of my work"

# Limits of one rehearsal.
# [limits]
# timeout_secs = 600
# memory_mb = 8192
# processes = 2048
# snapshot_mb = 4096
"#;

/// The `command` of the Claude Code hook. `|| exit 2` makes a foresee that cannot start (moved,
/// deleted, crashed) block the tool call: Claude Code runs the raw command after any other
/// failing exit code.
pub fn claude_hook_command(exe: &Path) -> String {
    format!("{} hook claude-code || exit 2", shell_quote(&exe.to_string_lossy()))
}

/// The settings.json fragment with the hook.
pub fn claude_settings_snippet(exe: &Path) -> Value {
    json!({"hooks": {"PreToolUse": [hook_entry(exe)]}})
}

fn hook_entry(exe: &Path) -> Value {
    json!({"matcher": "Bash", "hooks": [{"type": "command", "command": claude_hook_command(exe), "timeout": 30}]})
}

pub fn mcp_snippet(exe: &Path) -> Value {
    json!({"mcpServers": {"foresee": {"command": exe.to_string_lossy(), "args": ["mcp"]}}})
}

fn is_our_hook(h: &Value) -> bool {
    h.get("command").and_then(Value::as_str).is_some_and(|c| c.contains(" hook claude-code"))
}

/// Merges the hook into Claude Code settings, keeping every other key and hook. Idempotent: a
/// foresee hook already there is updated in place (its binary may have moved), not added again.
/// Returns whether anything changed.
pub fn merge_claude_settings(settings: &mut Value, exe: &Path) -> Result<bool, String> {
    let Some(root) = settings.as_object_mut() else {
        return Err("the settings are not a JSON object".into());
    };
    let hooks = root.entry("hooks").or_insert_with(|| json!({}));
    let Some(hooks) = hooks.as_object_mut() else {
        return Err("`hooks` is not an object".into());
    };
    let pre = hooks.entry("PreToolUse").or_insert_with(|| json!([]));
    let Some(pre) = pre.as_array_mut() else {
        return Err("`hooks.PreToolUse` is not an array".into());
    };
    let command = claude_hook_command(exe);
    for entry in pre.iter_mut() {
        let Some(list) = entry.get_mut("hooks").and_then(Value::as_array_mut) else { continue };
        if let Some(h) = list.iter_mut().find(|h| is_our_hook(h)) {
            if h.get("command").and_then(Value::as_str) == Some(command.as_str()) {
                return Ok(false);
            }
            h["command"] = Value::String(command);
            return Ok(true);
        }
    }
    pre.push(hook_entry(exe));
    Ok(true)
}

/// Sets the `foresee` server in an MCP client configuration, keeping the other servers.
pub fn merge_mcp_config(config: &mut Value, exe: &Path) -> Result<bool, String> {
    let Some(root) = config.as_object_mut() else {
        return Err("the configuration is not a JSON object".into());
    };
    let servers = root.entry("mcpServers").or_insert_with(|| json!({}));
    let Some(servers) = servers.as_object_mut() else {
        return Err("`mcpServers` is not an object".into());
    };
    let ours = mcp_snippet(exe)["mcpServers"]["foresee"].clone();
    if servers.get("foresee") == Some(&ours) {
        return Ok(false);
    }
    servers.insert("foresee".into(), ours);
    Ok(true)
}

fn read_json(path: &Path) -> Result<Value, String> {
    match std::fs::read_to_string(path) {
        Ok(t) if t.trim().is_empty() => Ok(json!({})),
        Ok(t) => serde_json::from_str(&t)
            .map_err(|e| format!("{} is not valid JSON ({e}); left unchanged", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(json!({})),
        Err(e) => Err(format!("cannot read {}: {e}", path.display())),
    }
}

/// Writes beside the target, then renames over it: a reader never sees half a file.
fn write_atomic(path: &Path, text: &str) -> Result<(), String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let tmp = dir.join(format!(
        ".{}.foresee-{}",
        path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
        std::process::id()
    ));
    std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    if let Ok(m) = std::fs::metadata(path) {
        let _ = std::fs::set_permissions(&tmp, m.permissions());
    }
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot replace {}: {e}", path.display())
    })
}

fn install_json(
    path: &Path,
    merge: fn(&mut Value, &Path) -> Result<bool, String>,
    exe: &Path,
) -> Result<bool, String> {
    let mut v = read_json(path)?;
    let changed = merge(&mut v, exe).map_err(|e| format!("{}: {e}; left unchanged", path.display()))?;
    if changed {
        let text = serde_json::to_string_pretty(&v).map_err(|e| e.to_string())? + "\n";
        write_atomic(path, &text)?;
    }
    Ok(changed)
}

fn pretty(v: &Value) -> String {
    serde_json::to_string_pretty(v).unwrap_or_default()
}

pub fn run(a: InitArgs) -> i32 {
    match init(&a) {
        Ok(()) => 0,
        Err(e) => {
            errln!("foresee init: {e}");
            1
        }
    }
}

fn init(a: &InitArgs) -> Result<(), String> {
    if a.network {
        return init_network(a);
    }
    let exe = super::foresee_exe().map_err(|e| format!("cannot find foresee's own binary: {e}"))?;
    let cwd = std::env::current_dir().map_err(|e| format!("cannot read the working directory: {e}"))?;
    let env: Vec<_> = std::env::vars_os().collect();
    let ws = crate::workspace::Workspace::detect(&cwd, &env);
    let home = ws.home.clone();
    let need_home = || home.clone().ok_or_else(|| "HOME is not set to an absolute path".to_string());

    // 1. The configuration.
    let (config_path, template) = if a.user {
        let p =
            crate::config::user_config_path(home.as_deref()).ok_or("HOME is not set to an absolute path")?;
        (p, USER_CONFIG)
    } else {
        (ws.root.join("foresee.toml"), REPO_CONFIG)
    };
    if config_path.exists() && !a.force {
        outln!(
            "Kept {} (it exists; --force replaces it with the commented template).",
            config_path.display()
        );
    } else {
        write_atomic(&config_path, template)?;
        outln!("Wrote {} (commented; every setting is optional).", config_path.display());
    }

    // 2. Installs asked for.
    let mut installed = Vec::new();
    for t in &a.install {
        match t {
            Target::ClaudeCode => {
                let dir = if a.user {
                    std::env::var_os("CLAUDE_CONFIG_DIR")
                        .filter(|d| !d.is_empty())
                        .map(PathBuf::from)
                        .map_or_else(|| need_home().map(|h| h.join(".claude")), Ok)?
                } else {
                    ws.root.join(".claude")
                };
                let path = dir.join("settings.json");
                let changed = install_json(&path, merge_claude_settings, &exe)?;
                installed.push(format!(
                    "{} the Claude Code hook in {}",
                    if changed { "Installed" } else { "Already installed:" },
                    path.display()
                ));
            }
            Target::Mcp => {
                if a.user {
                    return Err(format!(
                        "MCP clients keep user-wide servers in their own files; add it with the client, e.g. \
                         `claude mcp add --scope user foresee -- {} mcp`",
                        shell_quote(&exe.to_string_lossy())
                    ));
                }
                let path = ws.root.join(".mcp.json");
                let changed = install_json(&path, merge_mcp_config, &exe)?;
                installed.push(format!(
                    "{} the MCP server in {}",
                    if changed { "Installed" } else { "Already installed:" },
                    path.display()
                ));
            }
        }
    }
    for line in &installed {
        outln!("{line}.");
    }

    // 3. The snippets.
    let exe_q = shell_quote(&exe.to_string_lossy());
    let shell_q = shell_quote(&super::foresee_shell_exe().to_string_lossy());
    outln!(
        "\n## Claude Code: every Bash command through foresee\n\
         Add to .claude/settings.json (this project) or ~/.claude/settings.json (all projects),\n\
         or run `foresee init --install claude-code [--user]`:\n\n{}\n",
        pretty(&claude_settings_snippet(&exe))
    );
    outln!(
        "## MCP clients: a `bash` tool that runs through foresee\n\
         Add to the client's configuration (.mcp.json in a project for Claude Code, or run\n\
         `foresee init --install mcp`; `claude mcp add foresee -- {exe_q} mcp` also works):\n\n{}\n",
        pretty(&mcp_snippet(&exe))
    );
    let lines = [
        (format!("SHELL={shell_q} your-agent"), "agents that run \"$SHELL -c CMD\""),
        (format!("{shell_q} -c 'CMD'"), "where a tool lets you choose the shell program"),
        (format!("{exe_q} exec -c 'CMD'"), "one command, from a script or a tool definition"),
    ];
    let width = lines.iter().map(|(l, _)| l.len()).max().unwrap_or(0);
    outln!("## Any other agent: a shell that runs through foresee");
    for (l, why) in &lines {
        outln!("  {l:width$}   # {why}");
    }
    outln!(
        "Group an agent's commands with FORESEE_SESSION=NAME (see `foresee session summary`) and give\n\
         the user's request with FORESEE_TASK='...' (paths it names are in scope).\n\
         Exit 126: blocked; 125: needs approval (`foresee pending`, `foresee review N`)."
    );
    Ok(())
}

/// `foresee init --network`: the registries found, approved in the user's configuration.
fn init_network(a: &InitArgs) -> Result<(), String> {
    use std::io::IsTerminal;
    let cwd = std::env::current_dir().map_err(|e| format!("cannot read the working directory: {e}"))?;
    let env: Vec<_> = std::env::vars_os().collect();
    let ws = crate::workspace::Workspace::detect(&cwd, &env);
    let var = |k: &str| std::env::var(k).ok();
    let found = crate::registries::Registries::discover(&crate::registries::Sources {
        home: ws.home.as_deref(),
        workspace: &ws.root,
        var: &var,
    });
    let path =
        crate::config::user_config_path(ws.home.as_deref()).ok_or("HOME is not set to an absolute path")?;
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => USER_CONFIG.to_string(),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    let mut hosts: Vec<(String, &'static str)> = Vec::new();
    for (family, host) in found.hosts() {
        match hosts.iter_mut().find(|(h, _)| h == host) {
            Some(_) => {}
            None => hosts.push((host.to_string(), family.name())),
        }
    }
    if hosts.is_empty() {
        outln!("No package manager here names a registry foresee could read (npm, pip, cargo, go, gem).");
        return Ok(());
    }
    let (merged, added) = add_network_allow(&text, hosts.iter().map(|(h, _)| h.as_str()))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    outln!("Registries your package managers are configured to use:");
    for (h, family) in &hosts {
        let state = if added.contains(h) { "" } else { "  (already approved)" };
        outln!("  {h:<40} {family}{state}");
    }
    if added.is_empty() {
        outln!("Nothing to add to {}.", path.display());
        return Ok(());
    }
    let yes = a.yes
        || {
            if std::io::stdin().is_terminal() && std::io::stderr().is_terminal() {
                errout!(
                    "Approve {} of them in {}, for reading (GET, HEAD, OPTIONS)? Their connections then go through, live. [y/N] ",
                    added.len(),
                    path.display()
                );
                let mut line = String::new();
                let _ = std::io::stdin().read_line(&mut line);
                matches!(line.trim(), "y" | "Y" | "yes")
            } else {
                false
            }
        };
    if !yes {
        outln!("Nothing changed; `foresee init --network --yes` approves them.");
        return Ok(());
    }
    write_atomic(&path, &merged)?;
    outln!(
        "Approved {} in [network] allow of {}, for reading (GET, HEAD, OPTIONS; add ` any` to an entry for every method).",
        added.len(),
        path.display()
    );
    Ok(())
}

/// `text` (a configuration) with `hosts` added to `[network] allow`, comments and order kept;
/// and the hosts that were not there yet.
pub(crate) fn add_network_allow<'a>(
    text: &str,
    hosts: impl Iterator<Item = &'a str>,
) -> Result<(String, Vec<String>), String> {
    let mut doc: toml_edit::DocumentMut = text.parse().map_err(|e: toml_edit::TomlError| e.to_string())?;
    let network = doc
        .entry("network")
        .or_insert_with(|| toml_edit::Item::Table(toml_edit::Table::new()))
        .as_table_like_mut()
        .ok_or("`network` is not a table")?;
    let allow = network
        .entry("allow")
        .or_insert(toml_edit::value(toml_edit::Array::new()))
        .as_array_mut()
        .ok_or("`network.allow` is not a list")?;
    let mut added = Vec::new();
    for h in hosts {
        if !allow.iter().any(|v| v.as_str().is_some_and(|s| s.eq_ignore_ascii_case(h))) {
            allow.push(h);
            added.push(h.to_string());
        }
    }
    Ok((doc.to_string(), added))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registries_are_added_to_network_allow_keeping_the_rest() {
        let text = "# mine\nautonomy = \"assisted\"\n\n[network]\nallow = [\"pkgs.example.org\"] # kept\n";
        let (out, added) =
            add_network_allow(text, ["pkgs.example.org", "npm.example.com"].into_iter()).unwrap();
        assert_eq!(added, vec!["npm.example.com"]);
        assert!(out.starts_with("# mine\nautonomy = \"assisted\"\n"), "{out}");
        let parsed: crate::config::FileConfig = toml::from_str(&out).unwrap();
        assert_eq!(parsed.network.allow, vec!["pkgs.example.org", "npm.example.com"]);
        // From the commented template: a [network] table appears, the comments stay.
        let (out, added) = add_network_allow(USER_CONFIG, ["npm.example.com"].into_iter()).unwrap();
        assert_eq!(added, vec!["npm.example.com"]);
        assert!(out.contains("# Limits of one rehearsal."));
        let parsed: crate::config::FileConfig = toml::from_str(&out).unwrap();
        assert_eq!(parsed.network.allow, vec!["npm.example.com"]);
        assert!(add_network_allow("network = 3\n", ["a.example.com"].into_iter()).is_err());
    }

    #[test]
    fn the_hook_merges_into_settings_once_and_keeps_everything_else() {
        let exe = Path::new("/opt/tools/foresee");
        let mut s = json!({
            "model": "opus",
            "permissions": {"allow": ["Bash(npm test)"]},
            "hooks": {
                "PreToolUse": [{"matcher": "Edit", "hooks": [{"type": "command", "command": "lint.sh"}]}],
                "Stop": [{"hooks": [{"type": "command", "command": "notify.sh"}]}]
            }
        });
        assert!(merge_claude_settings(&mut s, exe).unwrap());
        let once = s.clone();
        assert!(!merge_claude_settings(&mut s, exe).unwrap());
        assert_eq!(s, once);
        assert_eq!(s["model"], "opus");
        assert_eq!(s["permissions"]["allow"][0], "Bash(npm test)");
        assert_eq!(s["hooks"]["Stop"][0]["hooks"][0]["command"], "notify.sh");
        let pre = s["hooks"]["PreToolUse"].as_array().unwrap();
        assert_eq!(pre.len(), 2);
        assert_eq!(pre[0]["matcher"], "Edit");
        assert_eq!(pre[1]["matcher"], "Bash");
        assert_eq!(pre[1]["hooks"][0]["command"], "/opt/tools/foresee hook claude-code || exit 2");
        // The binary moved: the same entry is updated, not a second one added.
        assert!(merge_claude_settings(&mut s, Path::new("/usr/local/bin/foresee")).unwrap());
        let pre = s["hooks"]["PreToolUse"].as_array().unwrap();
        assert_eq!(pre.len(), 2);
        assert_eq!(pre[1]["hooks"][0]["command"], "/usr/local/bin/foresee hook claude-code || exit 2");
    }

    #[test]
    fn settings_of_the_wrong_shape_are_left_alone() {
        let exe = Path::new("/x/foresee");
        for bad in [json!([]), json!({"hooks": []}), json!({"hooks": {"PreToolUse": {}}})] {
            let mut v = bad.clone();
            assert!(merge_claude_settings(&mut v, exe).is_err());
            assert_eq!(v, bad);
        }
        let mut v = json!({"mcpServers": {"other": {"command": "x"}}});
        assert!(merge_mcp_config(&mut v, exe).unwrap());
        assert!(!merge_mcp_config(&mut v, exe).unwrap());
        assert_eq!(v["mcpServers"]["other"]["command"], "x");
        assert_eq!(v["mcpServers"]["foresee"], json!({"command": "/x/foresee", "args": ["mcp"]}));
    }

    #[test]
    fn the_templates_are_valid_configuration() {
        for t in [REPO_CONFIG, USER_CONFIG] {
            let c: crate::config::FileConfig = toml::from_str(t).unwrap();
            assert!(c.protect.is_empty() && c.rules.is_empty() && c.autonomy.is_none());
            // And each commented example is valid once uncommented.
            let uncommented: String = t
                .lines()
                .filter(|l| l.starts_with("# ") && (l.contains(" = ") || l.starts_with("# [")))
                .map(|l| format!("{}\n", &l[2..]))
                .collect();
            let c: crate::config::FileConfig =
                toml::from_str(&uncommented).unwrap_or_else(|e| panic!("{e}\n{uncommented}"));
            assert_eq!(c.rules.len(), 1);
            assert!(crate::approver::rules::compile(&c.rules[0].when).is_ok(), "{}", c.rules[0].when);
        }
    }
}
