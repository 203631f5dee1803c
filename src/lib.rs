//! foresee: rehearse a shell command in a snapshot of the machine, judge what it did, then
//! commit its effects or roll them back with a reason the agent can act on.
//!
//! ```text
//! gate::run ─▶ foresee_sandbox::rehearse      snapshot, namespaces, limits, run
//!          ─▶ effects::gather               changes + renames + git facts  (foresee_report::Effects)
//!          ─▶ approver::wall::Wall::judge     hard rules over effects       (Verdict)
//!          ─▶ approver::decide                your rules, remembered answers, the learned policy
//!          ─▶ advisor (when configured)       a model's advice: never over a block (ModelNote)
//!          ─▶ Rehearsal::commit / drop       apply all or nothing, or discard
//! ```

#![cfg_attr(not(test), deny(clippy::print_stdout, clippy::print_stderr))]

#[macro_use]
pub mod console;

pub mod advisor;
pub mod approver;
pub mod bench;
pub mod config;
pub mod demo;
pub mod effects;
pub mod fuzzing;
pub mod gate;
pub mod git;
pub mod integrations;
pub mod live;
pub mod manage;
pub mod output;
pub mod policy;
pub mod progress;
pub mod protected;
pub mod records;
pub mod registries;
pub mod secrets;
pub mod sensitive;
pub mod speculate;
pub mod store;
pub mod tracing;
pub mod trust;
pub mod workspace;
