//! Tile map rendering on top of wgpu.

pub mod layer;

pub struct TileMap {
    pub width: u32,
    pub height: u32,
}
