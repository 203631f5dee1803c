pub const VERSION: &str = "0.8.3";

pub fn user_agent() -> String {
    format!("rateguard/{}", VERSION)
}
