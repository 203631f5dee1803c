//! The places family: where a change lands that asks for more care than the workspace: paths
//! your configuration protects, foresee's own state, the home and the system outside the
//! workspace, and places that act later by themselves.

pub(crate) mod foresee_self;
pub(crate) mod outside_workspace;
pub(crate) mod protected;
pub(crate) mod sensitive_write;
