use std::{env, fs, path::PathBuf};

fn main() {
    let home = env::var("HOME").unwrap();
    let cache = PathBuf::from(home).join(".cache/tilemap/shaders");
    fs::create_dir_all(&cache).unwrap();
    println!("cargo:rerun-if-changed=shaders");
}
