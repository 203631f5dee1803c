//! What foresee keeps between runs: the last report (for `foresee report show last`) and, per
//! repository, the policy store.

use foresee_report::EffectsReport;
use std::path::{Path, PathBuf};

pub fn last_report_path(state_dir: &Path) -> PathBuf {
    state_dir.join("last-report.json")
}

/// Best effort: a report that cannot be saved must not change the command's outcome.
pub fn save_last_report(state_dir: &Path, report: &EffectsReport) {
    // Concurrent runs each write whole files; the last rename wins.
    let _ = foresee_sandbox::state::write_atomic(&last_report_path(state_dir), report.to_json().as_bytes());
}

pub mod policy_db;
pub use policy_db::{
    AdviceRecord, CheckInCause, DecisionRecord, HumanDecision, ModelCommand, ModelSummary, Moved, Pending,
    PolicyStore, Produced, StoreError, Summary,
};
