//! Small helpers the models share: the stones of a board as signs on the
//! compact grid (`y * size + x`, top row first) and its neighbours.

use crate::go::{Board, Color, Idx};

/// `+1` for a black stone, `-1` for a white one, `0` for an empty point.
#[inline]
pub fn sign_of(c: Option<Color>) -> i8 {
    match c {
        Some(Color::Black) => 1,
        Some(Color::White) => -1,
        None => 0,
    }
}

/// The stones of `board` as signs, row by row from the top.
pub fn signs(board: &Board) -> Vec<i8> {
    let n = board.size();
    let w = board.stride();
    let mut out = Vec::with_capacity(n * n);
    for y in 0..n {
        let row = (y + 1) * w + 1;
        for x in 0..n {
            out.push(sign_of(board.at((row + x) as Idx)));
        }
    }
    out
}

/// Whether compact point `k` lies on the edge of a board of `n` lines.
#[inline]
pub fn on_edge(n: usize, k: usize) -> bool {
    let (x, y) = (k % n, k / n);
    x == 0 || y == 0 || x + 1 == n || y + 1 == n
}

/// The on-board orthogonal neighbours of compact point `k`.
#[inline]
pub fn neighbours(n: usize, k: usize) -> impl Iterator<Item = usize> {
    let (x, y) = (k % n, k / n);
    let up = (y > 0).then(|| k - n);
    let left = (x > 0).then(|| k - 1);
    let right = (x + 1 < n).then(|| k + 1);
    let down = (y + 1 < n).then(|| k + n);
    [up, left, right, down].into_iter().flatten()
}
