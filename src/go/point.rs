//! Colours, points and moves, with every coordinate conversion (GTP "D4",
//! SGF "dd") in one place.

use std::fmt;

/// The largest board goscape plays on (SGF's letters stop at 26; GTP at 25).
pub const MAX_SIZE: usize = 25;
/// The smallest board.
pub const MIN_SIZE: usize = 2;

/// The colour of a stone or of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black = 0,
    White = 1,
}

impl Color {
    /// The other colour.
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// `0` for Black, `1` for White: an index into per-colour arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The SGF and GTP letter: `B` or `W`.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// `+1.0` for Black, `-1.0` for White: the sign of influence and scores.
    #[inline]
    pub fn sign(self) -> f32 {
        match self {
            Color::Black => 1.0,
            Color::White => -1.0,
        }
    }

    /// Parses GTP's colour names: `b`, `black`, `w`, `white`, any case.
    pub fn parse(s: &str) -> Option<Color> {
        match s.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}

/// A point of the board: `x` is the column from the left (0 = A), `y` the row
/// from the top (0 = the top line, as SGF counts; GTP's row 1 is the bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    pub x: u8,
    pub y: u8,
}

/// GTP's column letters: A to Z without I (the board's coordinates too).
pub const GTP_LETTERS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

impl Point {
    pub const fn new(x: u8, y: u8) -> Point {
        Point { x, y }
    }

    /// Whether the point lies on a board of `size` lines.
    pub fn on_board(self, size: usize) -> bool {
        (self.x as usize) < size && (self.y as usize) < size
    }

    /// The GTP vertex, e.g. `D4` (column letter without I, row from the bottom).
    pub fn to_gtp(self, size: usize) -> String {
        let letter = GTP_LETTERS[self.x as usize] as char;
        format!("{}{}", letter, size - self.y as usize)
    }

    /// Parses a GTP vertex (`D4`, `d4`); `Ok(None)` for `pass`.
    pub fn parse_gtp(s: &str, size: usize) -> Result<Option<Point>, CoordError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") {
            return Ok(None);
        }
        let bad = || CoordError::Malformed(s.to_string());
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        let x = GTP_LETTERS.iter().position(|&l| l as char == letter).ok_or_else(bad)?;
        let row: usize = chars.as_str().parse().map_err(|_| bad())?;
        if x >= size || row == 0 || row > size {
            return Err(CoordError::OffBoard(s.to_string(), size));
        }
        Ok(Some(Point::new(x as u8, (size - row) as u8)))
    }

    /// The SGF point, e.g. `dd` (both letters from the top left corner).
    pub fn to_sgf(self) -> String {
        let l = |v: u8| (if v < 26 { b'a' + v } else { b'A' + v - 26 }) as char;
        format!("{}{}", l(self.x), l(self.y))
    }

    /// Parses an SGF point; `Ok(None)` for a pass (`""`, or `tt` on boards up to 19).
    pub fn parse_sgf(s: &str, size: usize) -> Result<Option<Point>, CoordError> {
        let b = s.as_bytes();
        if b.is_empty() || (size <= 19 && s == "tt") {
            return Ok(None);
        }
        let v = |c: u8| match c {
            b'a'..=b'z' => Some(c - b'a'),
            b'A'..=b'Z' => Some(c - b'A' + 26),
            _ => None,
        };
        if b.len() != 2 {
            return Err(CoordError::Malformed(s.to_string()));
        }
        let (x, y) = match (v(b[0]), v(b[1])) {
            (Some(x), Some(y)) => (x, y),
            _ => return Err(CoordError::Malformed(s.to_string())),
        };
        let p = Point::new(x, y);
        if !p.on_board(size) {
            return Err(CoordError::OffBoard(s.to_string(), size));
        }
        Ok(Some(p))
    }

    /// The points next to this one along the lines, on a board of `size`.
    pub fn neighbours(self, size: usize) -> impl Iterator<Item = Point> {
        let (x, y) = (self.x as i32, self.y as i32);
        [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
            .into_iter()
            .filter(move |&(a, b)| a >= 0 && b >= 0 && (a as usize) < size && (b as usize) < size)
            .map(|(a, b)| Point::new(a as u8, b as u8))
    }

    /// Every point of a board of `size` lines, row by row from the top.
    pub fn all(size: usize) -> impl Iterator<Item = Point> {
        (0..size).flat_map(move |y| (0..size).map(move |x| Point::new(x as u8, y as u8)))
    }
}

/// A coordinate that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CoordError {
    #[error("'{0}' is not a board coordinate")]
    Malformed(String),
    #[error("'{0}' lies off a {1}x{1} board")]
    OffBoard(String, usize),
}

/// What a player does on a turn (resigning is not a move: see `Game::resign`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Play(Point),
    Pass,
}

impl Move {
    /// The GTP vertex of the move, `pass` for a pass.
    pub fn to_gtp(self, size: usize) -> String {
        match self {
            Move::Play(p) => p.to_gtp(size),
            Move::Pass => "pass".to_string(),
        }
    }

    /// Parses a GTP vertex or `pass`.
    pub fn parse_gtp(s: &str, size: usize) -> Result<Move, CoordError> {
        Ok(match Point::parse_gtp(s, size)? {
            Some(p) => Move::Play(p),
            None => Move::Pass,
        })
    }

    pub fn point(self) -> Option<Point> {
        match self {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_coordinates_skip_i_and_count_rows_from_the_bottom() {
        assert_eq!(Point::new(0, 18).to_gtp(19), "A1");
        assert_eq!(Point::new(8, 0).to_gtp(19), "J19");
        assert_eq!(Point::parse_gtp("j19", 19), Ok(Some(Point::new(8, 0))));
        assert_eq!(Point::parse_gtp("D4", 19), Ok(Some(Point::new(3, 15))));
        assert_eq!(Point::parse_gtp("PASS", 19), Ok(None));
        assert!(Point::parse_gtp("I5", 19).is_err());
        assert!(Point::parse_gtp("T20", 19).is_err());
        assert!(Point::parse_gtp("K1", 9).is_err());
        assert!(Point::parse_gtp("", 9).is_err());
        for p in Point::all(25) {
            assert_eq!(Point::parse_gtp(&p.to_gtp(25), 25), Ok(Some(p)));
        }
    }

    #[test]
    fn sgf_coordinates_round_trip_and_know_passes() {
        assert_eq!(Point::new(3, 3).to_sgf(), "dd");
        assert_eq!(Point::parse_sgf("tt", 19), Ok(None));
        assert_eq!(Point::parse_sgf("", 19), Ok(None));
        assert_eq!(Point::parse_sgf("tt", 21), Ok(Some(Point::new(19, 19))));
        assert!(Point::parse_sgf("zz", 19).is_err());
        assert!(Point::parse_sgf("a", 19).is_err());
        for p in Point::all(25) {
            assert_eq!(Point::parse_sgf(&p.to_sgf(), 25), Ok(Some(p)));
        }
    }
}
