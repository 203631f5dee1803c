//! The supply family: where the code a project builds and runs comes from.

pub(crate) mod source_changed;
