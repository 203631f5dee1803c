//! `privilege.change`: privileges granted, or another user's identity taken.
//!
//! The finding is raised here ([`check`]); its logic lives in [`crate::sensitive`].
//! What it catches, why, and an example: [`RULE`], shown by `foresee rules explain
//! privilege.change`.

use super::grants_privilege;
use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::{examples, list};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::FileEffect;

pub const RULE: Rule = Rule {
    id: "privilege.change",
    action: Decision::Block,
    catches: "a set-id bit or file capabilities are set; sudoers, the accounts database, or a polkit/doas/PAM \
        policy is written; or a program that acts as another user (`sudo`, `su`, `doas`, `pkexec`, ...) \
        is run. Final even when the task names it",
    why: "A set-id program, a sudoers line or a PAM policy outlives the command and gives whoever runs or \
        edits it more than you meant, often a root shell one step away. `sudo` or `su` in a command makes \
        the rest of it act as another user, usually root. Such steps are yours to run, never the agent's, \
        so the block is final even when the task asks for them.",
    example: Example {
        setup: "",
        fires: Run { command: "chmod u+s tool", task: None, flags: &[] },
        passes: Run { command: "chmod +x tool", task: None, flags: &[] },
        contrast: "an executable bit gives nobody another user's rights",
    },
    sources: &[
        "src/approver/catalog/privilege/change.rs",
        "src/approver/catalog/privilege/mod.rs",
        "src/sensitive.rs",
    ],
};

/// Files that grant privilege (a set-uid bit, sudoers, capabilities, ...), and programs run that
/// switch identity: refused, named or not.
pub(crate) fn check(ctx: &WallContext) -> Vec<Finding> {
    let e = ctx.effects;
    let mut findings = Vec::new();
    // Privilege: files that grant it, and programs that switch identity. Final, named or not.
    let granting: Vec<&FileEffect> = e
        .files
        .iter()
        .filter(|f| f.sensitive.as_deref().is_some_and(grants_privilege))
        .filter(|f| !(f.under_changed_folder && f.is_folder()))
        .collect();
    let switchers: Vec<String> = e
        .processes
        .programs
        .iter()
        .filter(|p| {
            let name = p.rsplit('/').next().unwrap_or(p);
            IDENTITY_SWITCHERS.contains(&name)
        })
        .cloned()
        .collect();
    if !granting.is_empty() || !switchers.is_empty() {
        let mut what = Vec::new();
        if !switchers.is_empty() {
            what.push(format!(
                "ran {} to act as another user (run it yourself if it is needed)",
                examples(&switchers)
            ));
        }
        if !granting.is_empty() {
            let kinds: std::collections::BTreeSet<String> =
                granting.iter().filter_map(|f| f.sensitive.clone()).collect();
            what.push(format!(
                "would grant privileges through {} ({})",
                list(&granting),
                kinds.into_iter().collect::<Vec<_>>().join(", ")
            ));
        }
        findings.push(Finding { rule: RULE.id, decision: Decision::Block, what: what.join("; ") });
    }
    findings
}

/// Programs whose purpose is to run something as another user or with more privilege.
const IDENTITY_SWITCHERS: &[&str] =
    &["sudo", "su", "doas", "pkexec", "run0", "runuser", "newgrp", "sg", "sudoedit", "setpriv", "capsh"];

#[cfg(test)]
mod tests {
    use crate::approver::Decision;
    use crate::approver::wall::testing::{decisions, file, run};
    use foresee_report::{Effects, Transition};

    #[test]
    fn a_set_uid_bit_or_sudo_is_refused_and_a_look_alike_is_not() {
        let mut bit = file("bin/netprobe", Transition::ModeChanged);
        bit.sensitive = Some("set-uid/set-gid bit".into());
        let e = Effects { files: vec![bit], ..Default::default() };
        assert_eq!(
            decisions(&run(Some("install netprobe"), &e, super::check)),
            [("privilege.change", Decision::Block)]
        );
        let mut e = Effects::default();
        e.processes.programs = vec!["/usr/bin/sudo".into()];
        assert_eq!(decisions(&run(None, &e, super::check)), [("privilege.change", Decision::Block)]);
        e.processes.programs = vec!["/usr/bin/sudoku".into(), "/usr/bin/su-exec-doc".into()];
        let mut rc = file("notes.txt", Transition::Modified);
        rc.sensitive = Some("shell start-up file".into());
        e.files = vec![rc];
        assert!(run(None, &e, super::check).is_empty());
    }
}
