//! What foresee keeps between runs: the last report (for `foresee report show last`) and, per
//! repository, the policy store.

use foresee_report::EffectsReport;
use std::path::{Path, PathBuf};

pub fn last_report_path(state_dir: &Path) -> PathBuf {
    state_dir.join("last-report.json")
}

/// Best effort: a report that cannot be saved must not change the command's outcome.
pub fn save_last_report(state_dir: &Path, report: &EffectsReport) {
    let path = last_report_path(state_dir);
    // Unique per process: concurrent runs each write whole files; the last rename wins.
    let tmp = path.with_extension(format!("json.{}.tmp", std::process::id()));
    if std::fs::write(&tmp, report.to_json()).is_ok() {
        let _ = std::fs::rename(&tmp, &path);
    } else {
        let _ = std::fs::remove_file(&tmp);
    }
}

pub mod policy_db;
pub use policy_db::{CheckInCause, DecisionRecord, HumanDecision, Pending, PolicyStore, StoreError, Summary};
