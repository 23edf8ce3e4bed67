//! `goscape influence`: prints one influence model's map of a position, as
//! text (one row per board line, top row first, two decimals) or as JSON
//! (size and values; ownership adds its spread, swim its clusters, groups
//! and dead stones). The position comes from an SGF record, a board diagram
//! or a list of moves.

use std::path::{Path, PathBuf};

use super::Format;
use crate::go::{Color, Game, Move, Rules};
use crate::influence::{self, json, ownership::Ownership, swim};

/// Options of `goscape influence`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// An SGF record; the position is that of its main line
    #[arg(long, conflicts_with_all = ["diagram", "moves"])]
    pub sgf: Option<PathBuf>,
    /// Stop after this many moves of the record or of --moves (default: all)
    #[arg(long = "move")]
    pub move_number: Option<usize>,
    /// A board diagram file: one line per row from the top, X black, O white, . empty
    #[arg(long, conflicts_with = "moves")]
    pub diagram: Option<PathBuf>,
    /// Moves as GTP vertices, alternating from Black, e.g. "D4 Q16 pass"
    #[arg(long)]
    pub moves: Option<String>,
    /// Board size for --moves
    #[arg(long, default_value_t = 19)]
    pub size: usize,
    /// Who moves next in a diagram (ownership plays out from there)
    #[arg(long, default_value = "black")]
    pub to_play: String,
    /// The model: path, control, zobrist, influencie, swim or ownership; or
    /// status (every group alive, dead, seki or unsettled, with key moves,
    /// and the score), or ishida (each living group's territory and
    /// influence, dead stones counted as the other side's)
    #[arg(long, default_value = "path")]
    pub model: String,
    /// Who judges life and death for status and ishida: playouts[:nodes=K,
    /// playouts=N,threads=T,read=R,seed=S] (reading first, then playouts),
    /// fight:<player spec>, or engine:<gtp spec>
    #[arg(long, default_value = crate::engine::DEFAULT_JUDGE)]
    pub judge: String,
    /// text or json
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Playouts for the ownership model
    #[arg(long, default_value_t = 1000)]
    pub playouts: usize,
    /// Threads for the ownership model
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// What a move of the side to move does: the change of ownership
    /// between playing VERTEX and the opponent playing it, and its value in
    /// points (heavy playouts; --playouts per position)
    #[arg(long, value_name = "VERTEX", conflicts_with = "region")]
    pub what_if: Option<String>,
    /// What playing first in a region is worth: each side's best first move
    /// there and the value of the difference. A rectangle "C3:G7", vertices
    /// "D4,E4", or one stone for the points around its chain
    #[arg(long)]
    pub region: Option<String>,
}

/// Why no position could be set up.
#[derive(Debug, thiserror::Error)]
pub enum PositionError {
    #[error("{0}")]
    Sgf(String),
    #[error("give the position with --sgf FILE, --diagram FILE or --moves \"D4 Q16 ...\"")]
    Missing,
    #[error("cannot read {path}: {why}")]
    Read { path: PathBuf, why: String },
    #[error("the diagram cannot be read: {0}")]
    Diagram(String),
    #[error("board size {0} is not supported (2 to 25)")]
    Size(usize),
    #[error("move {number} '{text}': {why}")]
    Move { number: usize, text: String, why: String },
    #[error("'{0}' is not a colour (black or white)")]
    Colour(String),
}

/// The game of an SGF record's main line, after `move_number` moves (all by
/// default).
pub fn position_from_sgf(path: &Path, move_number: Option<usize>) -> Result<Game, PositionError> {
    let record = crate::sgf::SgfRecord::load(path).map_err(|e| PositionError::Sgf(e.to_string()))?;
    let n = move_number.unwrap_or(record.move_count());
    if n > record.move_count() {
        return Err(PositionError::Sgf(format!(
            "move {n} is past the end of the record, which has {} moves",
            record.move_count()
        )));
    }
    record.game_at(n).map_err(|e| PositionError::Sgf(e.to_string()))
}

/// The game of a diagram file, with `to_play` to move.
pub fn position_from_diagram(path: &Path, to_play: Color) -> Result<Game, PositionError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| PositionError::Read { path: path.to_path_buf(), why: e.to_string() })?;
    Game::from_diagram(&text, Rules::default(), to_play).map_err(PositionError::Diagram)
}

/// The game after playing `moves` (GTP vertices, alternating from Black) on
/// an empty board, stopping after `move_number` moves if given.
pub fn position_from_moves(size: usize, moves: &str, move_number: Option<usize>) -> Result<Game, PositionError> {
    let mut game = Game::new(size, Rules::default()).map_err(|_| PositionError::Size(size))?;
    let limit = move_number.unwrap_or(usize::MAX);
    for (k, text) in moves.split_whitespace().take(limit).enumerate() {
        let bad = |why: String| PositionError::Move { number: k + 1, text: text.to_string(), why };
        let mv = Move::parse_gtp(text, size).map_err(|e| bad(e.to_string()))?;
        game.play_next(mv).map_err(|e| bad(e.to_string()))?;
    }
    Ok(game)
}

/// The position the options name.
pub fn load_position(args: &Args) -> Result<Game, PositionError> {
    if let Some(path) = &args.sgf {
        return position_from_sgf(path, args.move_number);
    }
    if let Some(path) = &args.diagram {
        let to_play = Color::parse(&args.to_play).ok_or_else(|| PositionError::Colour(args.to_play.clone()))?;
        return position_from_diagram(path, to_play);
    }
    if let Some(moves) = &args.moves {
        return position_from_moves(args.size, moves, args.move_number);
    }
    Err(PositionError::Missing)
}

/// The map of `game`'s position by the model called `name`, formatted.
pub fn render(game: &Game, name: &str, format: Format, playouts: usize, threads: usize) -> anyhow::Result<String> {
    let board = game.board();
    let size = board.size();
    let known = influence::model_names().join(", ");
    let name = name.trim().to_ascii_lowercase();
    Ok(match name.as_str() {
        "ownership" => {
            anyhow::ensure!(playouts >= 1, "--playouts must be at least 1");
            anyhow::ensure!(threads >= 1, "--threads must be at least 1");
            let m = Ownership { playouts, threads, to_play: game.to_play(), ..Default::default() }.estimate(board);
            match format {
                Format::Text => influence::format_text(size, &m.mean),
                Format::Json => json::ownership(&m) + "\n",
            }
        }
        "swim" => {
            let a = swim::analyse(board);
            match format {
                Format::Text => influence::format_text(size, &a.values),
                Format::Json => json::swim(&a) + "\n",
            }
        }
        _ => {
            let mut model =
                influence::by_name(&name).ok_or_else(|| anyhow::anyhow!("unknown model '{name}' (known: {known})"))?;
            model.set_to_play(game.to_play());
            let values = model.compute(board);
            match format {
                Format::Text => influence::format_text(size, &values),
                Format::Json => json::map(model.name(), size, &values) + "\n",
            }
        }
    })
}

/// The judgement of `game` by the judge `spec` names.
pub fn judge(game: &Game, spec: &str) -> anyhow::Result<crate::meaning::Judgement> {
    let mut judge = crate::engine::make_judge(spec)?;
    let stop = std::sync::atomic::AtomicBool::new(false);
    Ok(judge.judge(game, &stop, &mut |_| {})?)
}

/// The groups, their status and the score of `game`, formatted.
pub fn render_status(game: &Game, spec: &str, format: Format) -> anyhow::Result<String> {
    let j = judge(game, spec)?;
    let count = crate::meaning::score::count(game.board(), &j, game.rules().komi);
    Ok(match format {
        Format::Text => crate::meaning::report::text(&j, &count),
        Format::Json => crate::meaning::report::json(&j, &count),
    })
}

/// The Ishida-type picture of `game` as terrain values, formatted.
pub fn render_ishida(game: &Game, spec: &str, format: Format) -> anyhow::Result<String> {
    let j = judge(game, spec)?;
    let values = crate::meaning::ishida::picture(game.board(), &j).values(&j, None);
    let size = game.size();
    Ok(match format {
        Format::Text => influence::format_text(size, &values),
        Format::Json => json::map("ishida", size, &values) + "\n",
    })
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let game = load_position(&args)?;
    let text = if let Some(v) = &args.what_if {
        super::what_if_report::render_move(&game, v, args.format, args.playouts, args.threads)?
    } else if let Some(r) = &args.region {
        super::what_if_report::render_region(&game, r, args.format, args.playouts, args.threads)?
    } else {
        match args.model.trim().to_ascii_lowercase().as_str() {
            "status" => render_status(&game, &args.judge, args.format)?,
            "ishida" => render_ishida(&game, &args.judge, args.format)?,
            _ => render(&game, &args.model, args.format, args.playouts, args.threads)?,
        }
    };
    print!("{text}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_replayed_up_to_the_move_asked() {
        let g = position_from_moves(9, "E5 C3 pass G7", Some(2)).unwrap();
        assert_eq!(g.move_number(), 2);
        assert_eq!(g.to_play(), Color::Black);
        assert!(position_from_moves(9, "E5 E5", None).is_err());
        assert!(matches!(position_from_moves(9, "Z9", None), Err(PositionError::Move { number: 1, .. })));
    }

    #[test]
    fn text_has_one_row_per_line_and_json_names_the_model() {
        let g = position_from_moves(5, "C3", None).unwrap();
        for &name in influence::model_names() {
            let text = render(&g, name, Format::Text, 50, 2).unwrap();
            assert_eq!(text.lines().count(), 5, "{name}");
            assert!(text.lines().all(|l| l.split_whitespace().count() == 5), "{name}: {text}");
            if name != "ownership" {
                // The stone itself; playouts may lose it now and then.
                assert_eq!(text.lines().nth(2).and_then(|l| l.split_whitespace().nth(2)), Some("1.00"), "{name}");
            }
            let json = render(&g, name, Format::Json, 50, 2).unwrap();
            assert!(json.starts_with(&format!("{{\"model\":\"{name}\",\"size\":5")), "{json}");
        }
        assert!(render(&g, "nonsense", Format::Text, 50, 2).is_err());
    }

    #[test]
    fn status_and_ishida_print_groups_score_and_a_map() {
        let g = position_from_moves(5, "C3 pass C4 pass C2 pass", None).unwrap();
        let text = render_status(&g, "playouts:playouts=50,read=0", Format::Text).unwrap();
        assert!(text.starts_with("1 groups, B to play, judged by reading (nodes=4000), playouts=50"), "{text}");
        assert!(text.contains("B alive") && text.contains("score B+"), "{text}");
        let json = render_status(&g, "playouts:playouts=50,read=0", Format::Json).unwrap();
        assert!(json.starts_with("{\"model\":\"status\",\"size\":5,\"to_play\":\"B\""), "{json}");
        assert!(json.contains("\"life\":\"alive\"") && json.contains("\"dead\":[]"), "{json}");
        let map = render_ishida(&g, "playouts:playouts=50,read=0", Format::Text).unwrap();
        assert_eq!(map.lines().count(), 5);
        assert!(render_status(&g, "oracle", Format::Text).is_err());
    }

    #[test]
    fn sgf_positions_load_at_any_move_and_refuse_moves_past_the_end() {
        let dir = std::env::temp_dir().join(format!("goscape-influence-sgf-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("g.sgf");
        std::fs::write(&path, "(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg])").unwrap();
        assert_eq!(position_from_sgf(&path, None).unwrap().move_number(), 3);
        assert_eq!(position_from_sgf(&path, Some(1)).unwrap().move_number(), 1);
        let err = position_from_sgf(&path, Some(4)).unwrap_err().to_string();
        assert!(err.contains("past the end"), "{err}");
        let err = position_from_sgf(&dir.join("missing.sgf"), None).unwrap_err().to_string();
        assert!(err.contains("missing.sgf"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
