//! Zobrist's radiating influence: every stone radiates for four generations;
//! each generation adds one to every vacant neighbour of the points the
//! previous generation reached (the stone itself is generation zero), and
//! the contributions of all stones are summed, signed by colour.
//!
//! Choices: a generation is a *set* of points, so a point counts once per
//! generation that reaches it; on an open board the grid's parity brings
//! generation three back to distance one and generation four back to
//! distance two, so a lone stone gives 2, 2, 1, 1 at distances 1 to 4.
//! Radiation passes through vacant points only (stones of either colour
//! stop it). An empty point's value is its sum divided by 4, clamped to
//! [-1, 1]; a stone's point is +1 (Black) or -1 (White).

use super::InfluenceModel;
use super::grid;
use crate::go::Board;

/// Generations of radiation.
pub const GENERATIONS: usize = 4;
/// The sum that saturates a point.
const FULL: f32 = 4.0;

/// The Zobrist model.
#[derive(Clone, Copy, Debug, Default)]
pub struct Zobrist;

impl InfluenceModel for Zobrist {
    fn name(&self) -> &'static str {
        "zobrist"
    }

    fn compute(&self, board: &Board) -> Vec<f32> {
        let n = board.size();
        let stones = grid::signs(board);
        let sums = sums(n, &stones);
        sums.iter()
            .zip(&stones)
            .map(|(&r, &s)| if s != 0 { s as f32 } else { (r as f32 / FULL).clamp(-1.0, 1.0) })
            .collect()
    }
}

/// The signed sums of every stone's radiation on the compact grid.
pub fn sums(n: usize, stones: &[i8]) -> Vec<i32> {
    let mut out = vec![0i32; n * n];
    let mut stamp = vec![0u32; n * n];
    let mut now = 0u32;
    let mut cur: Vec<usize> = Vec::with_capacity(64);
    let mut next: Vec<usize> = Vec::with_capacity(64);
    for (s, &sign) in stones.iter().enumerate() {
        if sign == 0 {
            continue;
        }
        cur.clear();
        cur.push(s);
        for _ in 0..GENERATIONS {
            now += 1;
            next.clear();
            for &p in &cur {
                for q in grid::neighbours(n, p) {
                    if stones[q] == 0 && stamp[q] != now {
                        stamp[q] = now;
                        next.push(q);
                        out[q] += sign as i32;
                    }
                }
            }
            std::mem::swap(&mut cur, &mut next);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Point};

    #[test]
    fn a_lone_stone_gives_two_two_one_one() {
        let mut b = Board::new(13);
        b.play(b.idx(Point::new(6, 6)), Color::White);
        let s = sums(13, &grid::signs(&b));
        let row: Vec<i32> = (6..13).map(|x| s[6 * 13 + x]).collect();
        assert_eq!(row, vec![0, -2, -2, -1, -1, 0, 0]);
    }

    #[test]
    fn radiation_stops_at_stones_of_either_colour() {
        let mut b = Board::new(9);
        b.play(b.idx(Point::new(0, 0)), Color::Black);
        b.play(b.idx(Point::new(1, 0)), Color::Black);
        b.play(b.idx(Point::new(0, 1)), Color::Black);
        // The corner stone is walled in by its own stones: it adds nothing.
        let with = sums(9, &grid::signs(&b));
        let mut alone = Board::new(9);
        alone.play(alone.idx(Point::new(1, 0)), Color::Black);
        alone.play(alone.idx(Point::new(0, 1)), Color::Black);
        let mut expect = sums(9, &grid::signs(&alone));
        expect[0] = 0;
        let mut got = with.clone();
        got[0] = 0;
        assert_eq!(got, expect);
    }
}
