//! `goscape render`: one frame of the 3D scene to a PNG file, without a
//! window (the README's pictures, the render tests).

use std::path::PathBuf;

use crate::go::{Color, Game, Move, Rules};

/// Options of `goscape render`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game record to show
    #[arg(long, conflicts_with_all = ["moves", "diagram"])]
    pub sgf: Option<PathBuf>,
    /// Moves from the empty board instead of a record, e.g. "D4 Q16 pass C3"
    #[arg(long, conflicts_with = "diagram")]
    pub moves: Option<String>,
    /// A board diagram file (rows from the top: X black, O white, . empty)
    #[arg(long)]
    pub diagram: Option<PathBuf>,
    /// Board size for --moves, 2 to 25 (as `--size` everywhere else)
    #[arg(long, default_value_t = 19)]
    pub size: usize,
    /// Show the position after this many moves (default: all)
    #[arg(long = "move")]
    pub move_number: Option<usize>,
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

/// The game the options describe, at the move asked for.
pub fn game_from_args(
    args: &Args,
    load_sgf: impl Fn(&std::path::Path) -> Result<Game, String>,
) -> anyhow::Result<Game> {
    let mut game = if let Some(path) = &args.sgf {
        load_sgf(path).map_err(|e| anyhow::anyhow!("cannot open {}: {e}", path.display()))?
    } else if let Some(path) = &args.diagram {
        let text = std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
        Game::from_diagram(&text, Rules::default(), Color::Black).map_err(anyhow::Error::msg)?
    } else {
        let mut g = Game::new(args.size, Rules::default())?;
        for m in args.moves.as_deref().unwrap_or("").split_whitespace() {
            let mv = Move::parse_gtp(m, g.size())?;
            g.play_next(mv).map_err(|e| anyhow::anyhow!("move {} ({m}): {e}", g.move_number() + 1))?;
        }
        g
    };
    if let Some(n) = args.move_number {
        let total = game.move_number();
        anyhow::ensure!(n <= total, "--move {n} is past the end of the game ({total} moves)");
        game.go_to(n);
    }
    Ok(game)
}

#[cfg(feature = "gui")]
pub fn run(args: Args) -> anyhow::Result<()> {
    use crate::app::{camera::CameraPreset, records::load_sgf, shot, terrain::models};
    let game = game_from_args(&args, |p| load_sgf(p).map(|o| o.game))?;
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
