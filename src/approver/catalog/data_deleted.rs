//! `data.deleted`: a file deleted that no repository keeps a copy of.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in
//! [`crate::approver::build_outputs`], [`crate::approver::scope`]. What it catches, why, and an
//! example: [`RULE`], shown by `foresee rules explain data.deleted`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "data.deleted",
    action: Decision::Ask,
    catches: "a task that deletes duplicates deletes a file no file that stays duplicates byte for byte; or a \
        file no repository keeps a copy of (ignored by git, or in a workspace that is not a git \
        repository) is deleted, unless the task names it and asks to delete (a database or a secrets \
        file, `dev.sqlite`, `.env.local`, must be named itself, not only a folder above it); build \
        outputs, caches, scratch files (`*.tmp`, `*.orig`, `config.log`) and files that say they are \
        generated aside; so is, when the task asks to clean the build (\"clean the build\", \"remove \
        the build outputs\"), an untracked program or library the toolchain wrote, by its signature \
        (ELF, `!<arch>`, Mach-O, WebAssembly, Java class: Lua's `lua`), here and for `work.lost`; and \
        so is a file this agent session's own commands created through foresee, any number or size of \
        them, unchanged since (a test run's coverage data, also when the next run writes it under a new \
        name; a build's generated sources such as LuaJIT's `lj_vm.S`), but not a file the user had that \
        the session only rewrote",
    why: "git brings back a tracked file; an ignored one (a local database, uploads, backups) or any file \
        outside a repository has no copy anywhere. Deleting it is final once committed, so it is asked \
        about unless the task names it and asks for it to go. Build outputs and caches are rebuilt, and \
        go without a question.",
    example: Example {
        setup: "mkdir -p var build && printf 'var/\\nbuild/\\n' > .gitignore && echo rows > var/app.db && echo obj > build/app.o && git add .gitignore && git commit -qm ignore",
        fires: Run { command: "rm -rf var", task: Some("show me the README"), flags: &[] },
        passes: Run { command: "rm -rf build", task: Some("show me the README"), flags: &[] },
        contrast: "`build/` holds build outputs, which the next build writes again",
    },
    sources: &["src/approver/wall.rs", "src/approver/build_outputs.rs", "src/approver/scope.rs"],
};

#[cfg(test)]
mod tests {
    use crate::approver::{build_outputs, scope};
    use std::path::Path;

    /// The look-alike goes because `build/` is a build output by its name; a program the
    /// toolchain linked in place is one by its signature, when the task asks to clean the build.
    #[test]
    fn build_outputs_go_by_name_or_signature_and_data_does_not() {
        assert!(scope::is_generated(Path::new("build/app.o")));
        assert!(!scope::is_generated(Path::new("var/app.db")));
        let d = tempfile::tempdir().unwrap();
        let (lua, db) = (d.path().join("lua"), d.path().join("app.db"));
        std::fs::write(&lua, b"\x7fELF\x02\x01\x01\0").unwrap();
        std::fs::write(&db, b"rows\n").unwrap();
        assert!(build_outputs::is_toolchain_product(&lua));
        assert!(!build_outputs::is_toolchain_product(&db));
        let asks = |t: &str| build_outputs::asks_to_clean_build(&scope::TaskScope::from_task(Some(t)));
        assert!(asks("remove the build outputs"));
        assert!(!asks(super::RULE.example.fires.task.unwrap()));
    }
}
