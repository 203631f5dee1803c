//! API key verification for the admin endpoints.

use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

pub struct KeyStore {
    hashes: Vec<[u8; 32]>,
}

impl KeyStore {
    pub fn new(hashes: Vec<[u8; 32]>) -> Self {
        Self { hashes }
    }

    pub fn verify(&self, presented: &str) -> bool {
        let h: [u8; 32] = Sha256::digest(presented.as_bytes()).into();
        self.hashes.iter().any(|k| k.ct_eq(&h).into())
    }
}
