use crate::client::Tx;
use anyhow::Result;
use std::io::Write;

pub fn append(path: &str, txs: &[Tx]) -> Result<()> {
    let mut f = std::fs::OpenOptions::new().append(true).create(true).open(path)?;
    for t in txs {
        writeln!(f, "{} {}\n    Assets:Bank  {:.2}\n    Expenses:Unsorted\n", t.date, t.payee, t.amount_cents as f64 / 100.0)?;
    }
    Ok(())
}
