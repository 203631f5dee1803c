pub struct Bucket {
    pub tokens: u32,
    pub max_burst: u32,
}

impl Bucket {
    pub fn take(&mut self, cost: u32) -> bool {
        if self.tokens < cost {
            return false;
        }
        self.tokens -= cost;
        true
    }
}
