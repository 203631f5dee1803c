//! Front end for the orders service.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

pub fn banner() -> String {
    format!("orders-api {VERSION} (core {})", "orders-core")
}
