//! The data family: the user's data a command deletes, thins out or empties, copies in from
//! elsewhere, or leaves personal in what it was asked to anonymise.

pub(crate) mod copied_in;
pub(crate) mod deleted;
pub(crate) mod not_anonymised;
pub(crate) mod published;
pub(crate) mod records_outside_request;
pub(crate) mod records_removed;
pub(crate) mod values_lost;
