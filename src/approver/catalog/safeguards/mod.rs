//! The safeguards family: protections, checks and grants a change weakens: security checks,
//! tests, CI pipelines, and what access a file grants.

pub(crate) mod access_widened;
pub(crate) mod ci_weakened;
pub(crate) mod security_weakened;
pub(crate) mod tests_weakened;
