//! `goscape render`: one frame of the 3D scene to a PNG file, without a
//! window (the README's pictures, the render tests).

use std::path::PathBuf;

use super::position::PositionArgs;

/// Options of `goscape render`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The position shown (an empty board of --size without one)
    #[command(flatten)]
    pub position: PositionArgs,
    /// An overlay: terrain:MODEL (the influence terrain of that model)
    #[arg(long)]
    pub overlay: Option<String>,
    /// Height of the terrain's relief at full influence, in grid spacings (0 to 2)
    #[arg(long, default_value_t = 1.0)]
    pub relief: f32,
    /// Draw the fog of uncertain ownership over the terrain (key F in the
    /// window; on a terrain with a spread, e.g. terrain:ownership)
    #[arg(long)]
    pub fog: bool,
    /// Camera preset: top, player or low
    #[arg(long, default_value = "player")]
    pub camera: String,
    /// Picture size in pixels, WxH
    #[arg(long, default_value = "1280x800")]
    pub resolution: String,
    /// Give up after this many seconds if the picture does not settle
    #[arg(long, default_value_t = 120)]
    pub timeout: u64,
    /// The PNG file to write
    #[arg(long)]
    pub out: PathBuf,
}

/// Parses `WxH`.
pub fn parse_size(s: &str) -> anyhow::Result<(u32, u32)> {
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(|| anyhow::anyhow!("size '{s}' is not WxH, e.g. 1280x800"))?;
    let (w, h): (u32, u32) = (w.trim().parse()?, h.trim().parse()?);
    anyhow::ensure!((16..=8192).contains(&w) && (16..=8192).contains(&h), "size {w}x{h} is out of range (16 to 8192)");
    Ok((w, h))
}

/// The terrain model an `--overlay` names, or none.
pub fn parse_overlay(s: Option<&str>, models: &[&str]) -> anyhow::Result<Option<String>> {
    let Some(s) = s else { return Ok(None) };
    if s == "none" {
        return Ok(None);
    }
    let model = s.strip_prefix("terrain:").or((s == "terrain").then_some(models[0]));
    match model {
        Some(m) if models.contains(&m) => Ok(Some(m.to_string())),
        Some(m) => anyhow::bail!("unknown influence model '{m}' (known: {})", models.join(", ")),
        None => anyhow::bail!("unknown overlay '{s}' (expected terrain:MODEL or none)"),
    }
}

#[cfg(feature = "gui")]
pub fn run(args: Args) -> anyhow::Result<()> {
    use crate::app::{camera::CameraPreset, shot, terrain::models};
    let game = args.position.or_empty()?;
    let (width, height) = parse_size(&args.resolution)?;
    let camera: CameraPreset = args.camera.parse().map_err(anyhow::Error::msg)?;
    let terrain = parse_overlay(args.overlay.as_deref(), &models())?;
    let relief = crate::app::relief::checked_relief(args.relief).map_err(anyhow::Error::msg)?;
    let timeout = std::time::Duration::from_secs(args.timeout);
    let job = shot::RenderJob { game, terrain, relief, fog: args.fog, camera, width, height, timeout };
    shot::render_to_png(&job, &args.out).map_err(anyhow::Error::msg)?;
    println!("wrote {}", args.out.display());
    Ok(())
}

#[cfg(not(feature = "gui"))]
pub fn run(args: Args) -> anyhow::Result<()> {
    let _ = args;
    anyhow::bail!("this goscape was built without the gui feature: 'render' needs it (cargo build --features gui)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_read_as_width_by_height() {
        assert_eq!(parse_size("640x480").unwrap(), (640, 480));
        assert!(parse_size("640").is_err());
        assert!(parse_size("0x10").is_err());
    }

    #[test]
    fn overlays_name_a_known_model() {
        assert_eq!(parse_overlay(Some("terrain:decay"), &["decay"]).unwrap(), Some("decay".into()));
        assert_eq!(parse_overlay(Some("terrain"), &["decay"]).unwrap(), Some("decay".into()));
        assert_eq!(parse_overlay(None, &["decay"]).unwrap(), None);
        assert!(parse_overlay(Some("terrain:nope"), &["decay"]).is_err());
        assert!(parse_overlay(Some("fog"), &["decay"]).is_err());
    }
}
