//! The git family: what a command does to a repository's history, branches, hooks,
//! configuration and stash. Each rule is judged once per repository the command touched
//! ([`foresee_report::RepoEffect`]); `git.config` also over the user's own `~/.gitconfig`.

pub(crate) mod config;
pub(crate) mod history;
pub(crate) mod hooks;
pub(crate) mod rewrite;
pub(crate) mod stash;
