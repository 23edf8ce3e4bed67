//! The rules of Go: points and moves, the fast board, the game with its
//! history and superko, scoring, time controls and the clock, and random
//! playouts. Uses nothing else of goscape's.

mod board;
pub mod clock;
mod game;
pub mod playout;
mod point;

pub use board::{Board, BoardIllegal, Idx, MAX_POINTS, zobrist};
pub use clock::{Clock, ThinkTime, TimeControl};
pub use game::{
    Game, GameResult, IllegalMove, KoRule, Rules, Score, SetupError, SuicideRule, Turn, fixed_handicap_points,
    star_points,
};
pub use point::{Color, CoordError, GTP_LETTERS, MAX_SIZE, MIN_SIZE, Move, Point};

/// Reads a board diagram: one line per row from the top, `X`/`#`/`B` black,
/// `O`/`W` white, `.`/`+`/`,` empty; spaces are ignored. Returns the size and
/// the stones. For tests and documentation.
pub fn parse_diagram(text: &str) -> Result<(usize, Vec<(Point, Color)>), String> {
    let rows: Vec<Vec<char>> = text
        .lines()
        .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>())
        .filter(|r| !r.is_empty())
        .collect();
    let size = rows.len();
    let mut stones = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        if row.len() != size {
            return Err(format!("row {} has {} points, expected {}", y + 1, row.len(), size));
        }
        for (x, &ch) in row.iter().enumerate() {
            let p = Point::new(x as u8, y as u8);
            match ch {
                'X' | '#' | 'B' | 'x' => stones.push((p, Color::Black)),
                'O' | 'W' | 'o' => stones.push((p, Color::White)),
                '.' | '+' | ',' => {}
                _ => return Err(format!("unknown diagram character '{ch}'")),
            }
        }
    }
    Ok((size, stones))
}

impl Game {
    /// A game whose start position is the diagram (see `parse_diagram`), with
    /// `to_play` to move.
    pub fn from_diagram(text: &str, rules: Rules, to_play: Color) -> Result<Game, String> {
        let (size, stones) = parse_diagram(text)?;
        let mut g = Game::new(size, rules).map_err(|e| e.to_string())?;
        let setup: Vec<_> = stones.into_iter().map(|(p, c)| (p, Some(c))).collect();
        g.setup(&setup).map_err(|e| e.to_string())?;
        g.set_first_player(to_play);
        Ok(g)
    }
}
