//! Wire types for the orders API.
pub use orders_core::LineItem;

#[derive(Debug, Clone)]
pub struct GetOrderRequest {
    pub id: String,
}
