//! The secret family: credentials shown, written, staged, sent, or personal stores read.

pub(crate) mod disclosed;
pub(crate) mod exfiltration;
pub(crate) mod in_file;
pub(crate) mod in_output;
pub(crate) mod linked;
pub(crate) mod private_read;
pub(crate) mod staged;
