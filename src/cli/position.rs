//! The position a command works on, from its options: the main line of
//! an SGF record (after `--move` moves), a board diagram, or moves from the
//! empty board. One set of options and one set of rules for every command
//! that takes a position (`influence`, `render`).

use std::path::{Path, PathBuf};

use crate::go::{Color, Game, Move, Rules};

/// Where the position comes from.
#[derive(clap::Args, Debug, Clone)]
pub struct PositionArgs {
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
    /// Board size for --moves (2 to 25)
    #[arg(long, default_value_t = 19)]
    pub size: usize,
    /// Who moves next in a diagram
    #[arg(long, default_value = "black")]
    pub to_play: String,
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
    // What was repaired to read it (a record cut short, an odd encoding).
    for w in record.warnings() {
        eprintln!("goscape: {}: {w}", path.display());
    }
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

impl PositionArgs {
    /// The position the options name, if they name one.
    pub fn load(&self) -> Result<Option<Game>, PositionError> {
        if let Some(path) = &self.sgf {
            return position_from_sgf(path, self.move_number).map(Some);
        }
        if let Some(path) = &self.diagram {
            let to_play = Color::parse(&self.to_play).ok_or_else(|| PositionError::Colour(self.to_play.clone()))?;
            return position_from_diagram(path, to_play).map(Some);
        }
        if let Some(moves) = &self.moves {
            return position_from_moves(self.size, moves, self.move_number).map(Some);
        }
        Ok(None)
    }

    /// The position the options name; an error when they name none.
    pub fn required(&self) -> Result<Game, PositionError> {
        self.load()?.ok_or(PositionError::Missing)
    }

    /// The position the options name, else an empty board of `--size`.
    pub fn or_empty(&self) -> Result<Game, PositionError> {
        match self.load()? {
            Some(g) => Ok(g),
            None => Game::new(self.size, Rules::default()).map_err(|_| PositionError::Size(self.size)),
        }
    }
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
