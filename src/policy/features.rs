//! The feature vector the learned policy scores: what a rehearsal did, reduced to a few numbers
//! in [0, 3], plus this user's history in the same path area and effect kind. Files inside git
//! folders are left out: the wall judges them by what they do to the repository.
//!
//! | # | name | computed as |
//! |---|---|---|
//! | 0 | `bias` | 1 |
//! | 1 | `created` | log1p(files created) / log1p(100) |
//! | 2 | `modified` | log1p(files modified) / log1p(100) |
//! | 3 | `deleted` | log1p(files deleted, replaced or renamed away) / log1p(100) |
//! | 4 | `tracked_touched` | min(git-tracked files changed / 10, 1) |
//! | 5 | `tracked_destroyed` | min(git-tracked files deleted or overwritten / 5, 1) |
//! | 6 | `removed_share` | mean share of old lines gone from modified files |
//! | 7 | `ignored_share` | share of changed files that git ignores |
//! | 8 | `outside` | min(writes outside the workspace, temp and caches aside / 5, 1) |
//! | 9 | `network` | min((network attempts + names looked up) / 5, 1) |
//! | 10 | `protected_reads` | min(protected reads / 3, 1) |
//! | 11 | `sensitive` | 1 if a sensitive place was touched (git's own files aside: the wall judges them; and a change the request asks for, as the wall read it) |
//! | 12 | `diff_size` | log1p(bytes changed) / log1p(10^6), capped at 1 |
//! | 13 | `failed` | 1 if the command exited non-zero |
//! | 14 | `area_approvals` | min(human approvals in this area and kind / 10, 3) |
//! | 15 | `area_denials` | min(human denials in this area and kind / 3, 3) |
//! | 16 | `denial_recency` | exp(-days since the last denial there / 7); 0 if none |

use foresee_report::{Effects, GitStatus, Place, Transition};

pub const NAMES: [&str; 17] = [
    "bias",
    "created",
    "modified",
    "deleted",
    "tracked_touched",
    "tracked_destroyed",
    "removed_share",
    "ignored_share",
    "outside",
    "network",
    "protected_reads",
    "sensitive",
    "diff_size",
    "failed",
    "area_approvals",
    "area_denials",
    "denial_recency",
];

pub const N: usize = NAMES.len();
/// The index of the `sensitive` feature.
pub const SENSITIVE: usize = 11;
const _: () = assert!(matches!(NAMES[SENSITIVE].as_bytes(), b"sensitive"));

pub type Vector = [f64; N];

/// The user's past decisions in one area and kind.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct History {
    pub approvals: u32,
    pub denials: u32,
    /// Days since the last denial, if any.
    pub days_since_denial: Option<f64>,
    /// The user revoked trust here; counts above are since then.
    pub revoked: bool,
}

/// Where a command's effects are and what they are, for keying history and precedents:
/// (area, kind). The area is the first two levels of the most consequential path (relative to
/// the workspace, or `~/...`, or absolute); the kind is `delete`, `overwrite`, `modify`,
/// `create`, `network` or `none`.
pub fn area_and_kind(e: &Effects) -> (String, String) {
    // Git's own files are judged by what they do to the repository (the wall's git rules); the
    // area is where the work is, unless git's files are all there is. A touched file (its time
    // only) is no work either.
    let mut files: Vec<&foresee_report::FileEffect> = e
        .files
        .iter()
        .filter(|f| !(f.under_changed_folder && f.is_folder()))
        .filter(|f| !f.git_internal && f.transition != Transition::Touched)
        .collect();
    if files.is_empty() {
        files = e.files.iter().filter(|f| !(f.under_changed_folder && f.is_folder())).collect();
    }
    files.sort_by_key(|f| std::cmp::Reverse(foresee_report::report::danger(f)));
    let kind = if let Some(f) = files.first() {
        match f.transition {
            Transition::Deleted | Transition::Replaced => "delete",
            Transition::Renamed => "rename",
            Transition::Modified if f.overwrites() => "overwrite",
            Transition::Modified | Transition::ModeChanged | Transition::Touched => "modify",
            Transition::Created => "create",
        }
    } else if !e.network.is_empty() || !e.lookups.is_empty() {
        "network"
    } else {
        "none"
    };
    let area = files
        .first()
        .map(|f| {
            let p = f.rel.clone().unwrap_or_else(|| f.path.clone());
            // A disposable file's generated names (a build's hashed folder) by their shape, so a
            // remembered answer for the area holds on the next run.
            let name = |c: std::path::Component<'_>| {
                let s = c.as_os_str().to_string_lossy();
                if f.disposable() { foresee_report::shape::name_shape(&s) } else { s.into_owned() }
            };
            let comps: Vec<String> = p.components().map(name).collect();
            // The folder (two levels at most) holding the path; the workspace's own files are `./`.
            let take = if comps.len() > 2 { 2 } else { comps.len().saturating_sub(1) };
            let mut a = comps[..take].join("/");
            if a.is_empty() {
                a = ".".into();
            }
            if !a.ends_with('/') {
                a.push('/');
            }
            // A path can hold a credential (a key used as a file name): never keep it.
            foresee_report::credentials::redact(&a.replace("//", "/"))
        })
        .unwrap_or_else(|| ".".into());
    (area, kind.into())
}

fn log_scale(n: usize, top: f64) -> f64 {
    ((n as f64).ln_1p() / top.ln_1p()).min(3.0)
}

/// The features of a rehearsal's effects; files in `asked` (deletions the request asks for)
/// are left out: what the user asked to go is no risk the policy should weigh. So are touched
/// files: the same bytes with a new time are no risk at all.
pub fn compute(e: &Effects, h: &History, asked: &std::collections::HashSet<std::path::PathBuf>) -> Vector {
    let mut v = [0.0; N];
    let files: Vec<&foresee_report::FileEffect> = e
        .files
        .iter()
        .filter(|f| {
            !f.is_folder()
                && !f.git_internal
                && !asked.contains(&f.path)
                && f.transition != Transition::Touched
        })
        .collect();
    let count = |t: &[Transition]| files.iter().filter(|f| t.contains(&f.transition)).count();
    let tracked =
        |f: &&&foresee_report::FileEffect| f.git.as_ref().is_some_and(|g| g.status == GitStatus::Tracked);
    v[0] = 1.0;
    v[1] = log_scale(count(&[Transition::Created]), 100.0);
    v[2] = log_scale(count(&[Transition::Modified, Transition::ModeChanged]), 100.0);
    v[3] = log_scale(count(&[Transition::Deleted, Transition::Replaced, Transition::Renamed]), 100.0);
    v[4] = (files.iter().filter(tracked).count() as f64 / 10.0).min(1.0);
    v[5] = (files
        .iter()
        .filter(tracked)
        .filter(|f| f.transition.destroys() || (f.transition == Transition::Modified && f.overwrites()))
        .count() as f64
        / 5.0)
        .min(1.0);
    let shares: Vec<f64> = files
        .iter()
        .filter(|f| f.transition == Transition::Modified)
        .filter_map(|f| {
            Some(foresee_report::effects::removed_share(
                f.before_content.as_deref()?,
                f.after_content.as_deref()?,
            ))
        })
        .collect();
    v[6] = if shares.is_empty() { 0.0 } else { shares.iter().sum::<f64>() / shares.len() as f64 };
    v[7] = if files.is_empty() {
        0.0
    } else {
        files.iter().filter(|f| f.git.as_ref().is_some_and(|g| g.status == GitStatus::Ignored)).count() as f64
            / files.len() as f64
    };
    v[8] = (files.iter().filter(|f| matches!(f.place, Place::Home | Place::System)).count() as f64 / 5.0)
        .min(1.0);
    v[9] = ((e.network.iter().filter(|n| !n.loopback).count() + e.lookups.len()) as f64 / 5.0).min(1.0);
    v[10] = (e.reads.len() as f64 / 3.0).min(1.0);
    v[SENSITIVE] =
        if e.files.iter().any(|f| f.sensitive.is_some() && !f.git_internal && !asked.contains(&f.path)) {
            1.0
        } else {
            0.0
        };
    let bytes: u64 =
        files.iter().map(|f| f.after.as_ref().or(f.before.as_ref()).map(|x| x.size).unwrap_or(0)).sum();
    v[12] = ((bytes as f64).ln_1p() / 1e6f64.ln_1p()).min(1.0);
    v[13] = if e.execution.exit_code != 0 { 1.0 } else { 0.0 };
    v[14] = (h.approvals as f64 / 10.0).min(3.0);
    v[15] = (h.denials as f64 / 3.0).min(3.0);
    v[16] = h.days_since_denial.map(|d| (-d / 7.0).exp()).unwrap_or(0.0);
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use foresee_report::{Effects, FileEffect};

    fn effects(rel: &str, git: &str) -> Effects {
        let f: FileEffect = serde_json::from_value(serde_json::json!({
            "path": format!("/ws/{rel}"), "rel": rel, "transition": "created", "place": "workspace",
            "git": {"repo": "/ws", "status": git, "dirty": false, "work_lost": false},
        }))
        .unwrap();
        Effects { workspace: "/ws".into(), files: vec![f], ..Default::default() }
    }

    #[test]
    fn a_build_outputs_generated_folder_is_one_area_across_runs_a_users_folder_is_its_own() {
        let (a, _) = area_and_kind(&effects("out-20261204T0304/run-7f3a9c0e/log.txt", "ignored"));
        let (b, _) = area_and_kind(&effects("out-20261205T1159/run-0b1c2d3e/log.txt", "ignored"));
        assert_eq!(a, b);
        assert_eq!(a, "out-#/run-#/");
        let (a, _) = area_and_kind(&effects("reports-2024/q1/summary.txt", "untracked"));
        let (b, _) = area_and_kind(&effects("reports-2025/q1/summary.txt", "untracked"));
        assert_ne!(a, b);
    }
}
