pub struct Layer {
    pub tiles: Vec<u16>,
}
