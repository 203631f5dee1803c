//! foresee-report: what a rehearsed command did, as facts ([`Effects`], complete, for rules) and
//! as a bounded report ([`EffectsReport`], at most 8 KiB, for people and models).
//!
//! Nothing here knows how the facts were gathered (mounts, ptrace); it only ranks, bounds,
//! escapes and renders them.

pub mod effects;
pub mod escape;
pub mod render;
pub mod report;
pub mod shape;

pub use effects::{
    Disclosure, Effects, Entry, EntryKind, Execution, FileEffect, GitFact, GitStatus, LookupEffect,
    NetworkEffect, Output, Place, Processes, ReadEffect, Records, Refusal, RehearsedAgain, RepoEffect,
    StoppedBackground, Transition,
};
pub use report::{EffectsReport, HARD_CAP, SCHEMA, TARGET};
pub mod credentials;
