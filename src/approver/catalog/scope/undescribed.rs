//! `scope.undescribed`: a deletion the task describes by a word of the files' names ("the
//! per-epoch checkpoints") that also takes files whose names do not carry it.
//!
//! The finding is raised here ([`check`]). What it catches, why, and an example: [`RULE`],
//! shown by `foresee rules explain scope.undescribed`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::list;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::FileEffect;
use std::path::Path;

pub const RULE: Rule = Rule {
    id: "scope.undescribed",
    action: Decision::Ask,
    catches: "the task asks to delete files of a folder it names, described by a word that their names \
        carry (\"the old per-epoch checkpoints in checkpoints/\": `epoch_01.pt`, `epoch_02.pt`), and \
        the command also deletes files of that folder whose names carry none of the words that describe \
        the others (`best.pt`, `export/model-v1.2.onnx`); the folder's own name describes nothing",
    why: "A clean-up script selects by age or by a pattern wider than the request's description, and \
        the files it should have spared are the ones that matter: the best model beside the per-epoch \
        checkpoints, the release beside the nightly builds. The request said which files go; the \
        names show which went beyond it.",
    example: Example {
        setup: "mkdir -p ckpt && touch ckpt/epoch_01.pt ckpt/epoch_02.pt ckpt/best.pt",
        fires: Run {
            command: "rm ckpt/epoch_01.pt ckpt/best.pt",
            task: Some("delete the old per-epoch checkpoints in ckpt/"),
            flags: &[],
        },
        passes: Run {
            command: "rm ckpt/epoch_01.pt",
            task: Some("delete the old per-epoch checkpoints in ckpt/"),
            flags: &[],
        },
        contrast: "only a per-epoch checkpoint goes",
    },
    sources: &["src/approver/catalog/scope/undescribed.rs"],
};

/// The parts of a request's word that could appear in a file's name: `per-epoch` gives `per`
/// and `epoch`; `epochs` gives `epoch` too.
fn word_parts(w: &str) -> Vec<String> {
    w.split(['-', '_', '.', '/'])
        .filter(|p| p.len() >= 4 && p.chars().all(|c| c.is_ascii_alphabetic()))
        .flat_map(|p| {
            let p = p.to_ascii_lowercase();
            let singular = p.strip_suffix('s').filter(|s| s.len() >= 4).map(str::to_string);
            std::iter::once(p).chain(singular)
        })
        .collect()
}

pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    if !ctx.scope.destructive {
        return None;
    }
    // Files deleted because the request names their folder, not themselves.
    let gone: Vec<(&FileEffect, &Path)> = ctx
        .files
        .iter()
        .filter(|x| x.deletes && x.destruction_asked && !x.f.is_folder() && !ctx.named_file(x.f))
        .filter_map(|x| x.rel.map(|r| (x.f, r)))
        .collect();
    if gone.len() < 2 {
        return None;
    }
    let folders: std::collections::HashSet<String> = gone
        .iter()
        .flat_map(|(_, r)| r.parent().into_iter().flat_map(|p| p.components()))
        .map(|c| c.as_os_str().to_string_lossy().to_ascii_lowercase())
        .collect();
    let name_of =
        |r: &Path| r.file_name().map(|n| n.to_string_lossy().to_ascii_lowercase()).unwrap_or_default();
    // The words that describe what goes: parts of the request's words that some gone file's
    // name carries, the folders' own names aside.
    let describing: Vec<String> = ctx
        .words
        .iter()
        // A file name the request spells (`app.log.1`, an example of what goes) describes
        // nothing beyond itself.
        .filter(|w| !w.contains(['.', '/']))
        .flat_map(|w| word_parts(w))
        .filter(|p| !folders.iter().any(|f| f.contains(p.as_str())))
        .filter(|p| gone.iter().any(|(_, r)| name_of(r).contains(p.as_str())))
        .collect();
    if describing.is_empty() {
        return None;
    }
    let beyond: Vec<&FileEffect> = gone
        .iter()
        .filter(|(_, r)| {
            let n = name_of(r);
            !describing.iter().any(|d| n.contains(d.as_str()))
        })
        .map(|(f, _)| *f)
        .collect();
    (!beyond.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would also delete {}, whose names are not of the {} files the task describes",
            list(&beyond),
            describing.first().map(String::as_str).unwrap_or("")
        ),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_word_gives_the_parts_a_name_may_carry() {
        assert_eq!(super::word_parts("per-epoch"), ["epoch"]);
        assert_eq!(super::word_parts("epochs"), ["epochs", "epoch"]);
        assert!(super::word_parts("v1.2").is_empty());
    }
}
