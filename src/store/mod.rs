//! What foresee keeps between runs. For now: the last report, for `foresee report show last`.

use foresee_report::EffectsReport;
use std::path::{Path, PathBuf};

pub fn last_report_path(state_dir: &Path) -> PathBuf {
    state_dir.join("last-report.json")
}

/// Best effort: a report that cannot be saved must not change the command's outcome.
pub fn save_last_report(state_dir: &Path, report: &EffectsReport) {
    let path = last_report_path(state_dir);
    let tmp = path.with_extension("json.tmp");
    if std::fs::write(&tmp, report.to_json()).is_ok() {
        let _ = std::fs::rename(&tmp, &path);
    }
}

pub mod policy_db;
pub use policy_db::{CheckInCause, DecisionRecord, Pending, PolicyStore, StoreError, Summary};
