//! Influence models: each turns a position into one value per point, in
//! [-1, 1], positive for Black, row by row from the top (the order of
//! `Board::area_owner`). The window draws them as terrain; the command line
//! and the GTP server print them. Models that can follow a game cheaply
//! (stone placed, stone removed) say so through `InfluenceModel::incremental`.
//!
//! | name | model |
//! | --- | --- |
//! | `path` | line-of-sight paths toggled by occupancy (incremental) |
//! | `control` | Gorilla's wave-front control map; its sum evaluates a position |
//! | `zobrist` | Zobrist's four generations of radiation |
//! | `influencie` | a flood that only moves away from each stone, shadowed by enemy stones |
//! | `swim` | the Swim colour map over points and links, with clusters, dead stones and groups |
//! | `ownership` | share of random playouts each point ends Black's minus White's |

pub mod control;
mod grid;
pub mod influencie;
pub mod json;
pub mod ownership;
pub mod path;
pub mod swim;
pub mod zobrist;

use std::fmt::Write as _;

use crate::go::{Board, Color, Point};

/// One influence model.
pub trait InfluenceModel: Send {
    /// The name `by_name` knows it by.
    fn name(&self) -> &'static str;

    /// The map of `board`, computed from scratch: one value in [-1, 1] per
    /// point, row by row from the top, positive for Black.
    fn compute(&self, board: &Board) -> Vec<f32>;

    /// The incremental side of the model, if it has one.
    fn incremental(&mut self) -> Option<&mut dyn Incremental> {
        None
    }

    /// Tells the model who moves next (only playout-based models care).
    fn set_to_play(&mut self, _c: Color) {}

    /// The map of `board`: followed incrementally from the last board seen
    /// where the model can, computed from scratch otherwise.
    fn update(&mut self, board: &Board) -> Vec<f32> {
        match self.incremental() {
            Some(inc) => {
                inc.sync(board);
                inc.values()
            }
            None => self.compute(board),
        }
    }
}

/// A model that keeps its map up to date as stones come and go.
pub trait Incremental {
    /// A stone of `c` now stands on the empty point `p`.
    fn place(&mut self, p: Point, c: Color);
    /// The stone on `p` is gone (captured, undone, edited away).
    fn remove(&mut self, p: Point);
    /// Brings the model to `board` by placing and removing the stones that
    /// differ from the last position it followed (any board size: a new size
    /// starts afresh).
    fn sync(&mut self, board: &Board);
    /// The map of the position followed, as `InfluenceModel::compute` gives it.
    fn values(&self) -> Vec<f32>;
}

/// The names of every model, in the order every user interface lists them
/// (the window, `influence`, `bench`, GTP): the one registry. The first,
/// Gorilla's control map, is the window's default terrain.
pub fn model_names() -> &'static [&'static str] {
    &["control", "path", "zobrist", "influencie", "swim", "ownership"]
}

/// The model called `name`, with its default settings.
pub fn by_name(name: &str) -> Option<Box<dyn InfluenceModel>> {
    Some(match name.trim().to_ascii_lowercase().as_str() {
        "path" => Box::new(path::PathInfluence::new()),
        "control" => Box::new(control::Control),
        "zobrist" => Box::new(zobrist::Zobrist),
        "influencie" => Box::new(influencie::Influencie::default()),
        "swim" => Box::new(swim::Swim),
        "ownership" => Box::new(ownership::Ownership::default()),
        _ => return None,
    })
}

/// Formats one value with two decimals, never as `-0.00`.
fn two_decimals(v: f32) -> String {
    let s = format!("{v:.2}");
    if s == "-0.00" { "0.00".to_string() } else { s }
}

/// A map as text: one row per board line, top row first, each value with
/// two decimals, right-aligned in five columns and separated by a space.
pub fn format_text(size: usize, values: &[f32]) -> String {
    let mut out = String::with_capacity(size * size * 6);
    for row in values.chunks(size.max(1)).take(size) {
        for (k, &v) in row.iter().enumerate() {
            if k > 0 {
                out.push(' ');
            }
            let _ = write!(out, "{:>5}", two_decimals(v));
        }
        out.push('\n');
    }
    out
}

/// The same board with every stone's colour swapped; the symmetry checks use
/// it, and so can anyone who wants the other side's view.
pub fn swap_colours(board: &Board) -> Board {
    let mut b = Board::new(board.size());
    let mut stones = Vec::new();
    for p in Point::all(board.size()) {
        if let Some(c) = board.get(p) {
            stones.push((p, c.opponent()));
        }
    }
    place_stones(&mut b, &stones);
    b
}

/// Puts stones on a board outside play (setup: nothing is captured).
pub fn place_stones(board: &mut Board, stones: &[(Point, Color)]) {
    for &(p, c) in stones {
        board.set(p, Some(c));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_rows_run_from_the_top_with_two_decimals() {
        let text = format_text(2, &[1.0, -0.5, -0.001, 0.126]);
        assert_eq!(text, " 1.00 -0.50\n 0.00  0.13\n");
    }

    #[test]
    fn every_listed_name_makes_its_model_and_others_make_none() {
        for &name in model_names() {
            let m = by_name(name).unwrap_or_else(|| panic!("{name} missing"));
            assert_eq!(m.name(), name);
        }
        assert!(by_name("nonsense").is_none());
    }
}
