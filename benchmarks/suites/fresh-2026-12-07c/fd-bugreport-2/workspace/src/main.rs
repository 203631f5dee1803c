use anyhow::Result;

fn main() -> Result<()> {
    let path = std::env::args().nth(1).unwrap_or_else(|| "tiles.json".into());
    let set = acme_tiles::TileSet::load(&path)?;
    println!("{} tiles, zoom {}..{}", set.len(), set.min_zoom(), set.max_zoom());
    Ok(())
}
