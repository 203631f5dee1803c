//! The rehearsal family: what the rehearsal itself says about how much of the command it saw.

pub(crate) mod limit_reached;
