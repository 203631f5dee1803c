fn main() {
    println!("ledger-rs: {} entries", 0);
}
