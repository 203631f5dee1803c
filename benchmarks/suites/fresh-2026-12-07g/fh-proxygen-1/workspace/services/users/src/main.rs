fn main() {
    println!("users on :8002");
}
