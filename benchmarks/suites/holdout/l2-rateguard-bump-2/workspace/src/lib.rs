pub mod auth;
pub mod limiter;
pub mod version;
