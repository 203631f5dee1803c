fn main() {
    println!("ingest-gw");
}
