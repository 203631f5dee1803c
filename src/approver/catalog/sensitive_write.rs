//! `sensitive.write`: a place that acts later or grants access changed.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::decide`], [`crate::sensitive`]. What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain sensitive.write`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "sensitive.write",
    action: Decision::Block,
    catches: "a shell start-up file (or a drop-in folder start-up files source: `~/.bashrc.d/`, \
        `~/.oh-my-zsh/custom/`), the session environment (`~/.config/environment.d/`, \
        `~/.pam_environment`), cron or systemd unit, autostart entry, `authorized_keys`, ssh \
        configuration, a hook in the folder `core.hooksPath` names, a program a tool runs from its cache \
        edited in place, editor task file (`.vscode/tasks.json`, `.envrc`), package manager \
        configuration (`~/.config/pip/pip.conf`, `~/.cargo/config.toml`, `~/.docker/config.json`, ...), \
        coding agent's settings (`.claude/settings.json`, `.claude/hooks/`, `.mcp.json`), Python \
        start-up hook (a `.pth` file with an `import` line, `sitecustomize.py`; not one the command \
        deletes, nor one in the site folder of a virtual environment it creates, a new folder with a new \
        `pyvenv.cfg`, such as setuptools' `distutils-precedence.pth` written by `python3 -m venv`), or a \
        `~/.local/bin` command shadowing a system one is written; or a protected file (a private key, a \
        token file) or `~/.ssh` is opened to other users by its permissions (ask when the task names it; \
        nothing when the task names the place and the change only adds what acts when you ask: plain \
        aliases, a PATH entry (also the `case \":$PATH:\" in ...` form that adds it once) or zsh's \
        completion set-up (`fpath`, `compinit`) in a start-up file (a task that speaks of PATH, \
        completion, aliases or the prompt in bash, zsh or fish names that shell's start-up files), a \
        plain host entry in the ssh configuration, an `.envrc` of plain exports and direnv's set-up \
        words (`layout python3`, `use node 20`; direnv runs it only once you allow it), a systemd unit \
        file not enabled, with no line of the file removed; VS Code settings count only when they name a \
        program, a shell or an environment; your own `always allow write PATH` rule can open one such \
        place)",
    why: "These places act later and by themselves: a start-up file on the next shell, a cron entry or a \
        unit on its schedule, `authorized_keys` on the next login, a package manager's configuration on \
        the next install, an agent's settings in its next session. A change there outlives the command \
        and its review. So it is refused unless the task names the place; then you are asked to look, \
        unless the change only adds what acts when you ask (an alias, a PATH entry).",
    example: Example {
        setup: "",
        fires: Run { command: "echo 'alias ls=rm' >> \"$HOME/.bashrc\"", task: None, flags: &[] },
        passes: Run { command: "cp \"$HOME/.bashrc\" bashrc.backup", task: None, flags: &[] },
        contrast: "a copy of the start-up file in the workspace is read by no shell",
    },
    sources: &["src/approver/wall.rs", "src/approver/decide.rs", "src/sensitive.rs"],
};
