//! The work family: the user's work in the workspace destroyed, lost or broken: committed files
//! deleted or overwritten, uncommitted lines thrown away, binary files a text edit went through.

pub(crate) mod binary_broken;
pub(crate) mod lost;
pub(crate) mod tracked_destroy;
