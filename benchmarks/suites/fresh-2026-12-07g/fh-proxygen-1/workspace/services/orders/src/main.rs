fn main() {
    println!("orders on :8001");
}
