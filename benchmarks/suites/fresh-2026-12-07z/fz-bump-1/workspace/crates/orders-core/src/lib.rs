//! Domain types and pricing rules.

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineItem {
    pub sku: String,
    pub qty: u32,
    pub unit_cents: u64,
}

/// Total in cents after a flat discount, with tax in basis points (rounded half up).
pub fn total_cents(items: &[LineItem], discount_cents: u64, tax_bp: u64) -> u64 {
    let sub: u64 = items.iter().map(|i| i.qty as u64 * i.unit_cents).sum();
    let sub = sub.saturating_sub(discount_cents);
    sub + (sub * tax_bp + 5_000) / 10_000
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals() {
        let items = vec![LineItem { sku: "A".into(), qty: 2, unit_cents: 1_000 }];
        assert_eq!(total_cents(&items, 0, 1_900), 2_380);
    }
}
