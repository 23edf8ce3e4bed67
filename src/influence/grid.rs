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

/// Radius of the bit windows: three steps around a point.
pub const WIN_RADIUS: usize = 3;
/// Bits per window row: seven columns and one always-clear guard column, so
/// that a shift by one never carries a point into the next row.
pub const WIN_STRIDE: usize = 8;
/// The window bit of the centre point.
pub const WIN_CENTRE: usize = WIN_RADIUS * WIN_STRIDE + WIN_RADIUS;
const WIN_SIDE: usize = 2 * WIN_RADIUS + 1;

/// The window points one step from any point of `set`.
#[inline]
pub fn dilate(set: u64) -> u64 {
    (set << 1) | (set >> 1) | (set << WIN_STRIDE) | (set >> WIN_STRIDE)
}

/// The window points at Manhattan distance `d` from the centre.
pub const fn ring(d: usize) -> u64 {
    let mut out = 0u64;
    let mut b = 0;
    while b < 64 {
        let (row, col) = (b / WIN_STRIDE, b % WIN_STRIDE);
        if row < WIN_SIDE && col < WIN_SIDE && row.abs_diff(WIN_RADIUS) + col.abs_diff(WIN_RADIUS) == d {
            out |= 1 << b;
        }
        b += 1;
    }
    out
}

/// A board seen through 7x7 windows of bits: for each colour, the points
/// that hold no enemy stone. Floods and waves that reach three steps run on
/// a window with a few shifts and masks.
pub struct Windows {
    n: usize,
    /// Per colour (0 Black, 1 White), rows of bits shifted by `WIN_RADIUS`
    /// columns, with `WIN_RADIUS` empty rows above and below.
    open: [Vec<u64>; 2],
    /// Compact-index offset of each window bit from the centre.
    offset: [isize; 64],
}

impl Windows {
    /// The windows of a board of `n` lines with `stones` (signs).
    pub fn new(n: usize, stones: &[i8]) -> Windows {
        let mut open = [vec![0u64; n + 2 * WIN_RADIUS], vec![0u64; n + 2 * WIN_RADIUS]];
        for y in 0..n {
            let (mut for_black, mut for_white) = (0u64, 0u64);
            for x in 0..n {
                let bit = 1u64 << (x + WIN_RADIUS);
                match stones[y * n + x] {
                    1 => for_black |= bit,
                    -1 => for_white |= bit,
                    _ => {
                        for_black |= bit;
                        for_white |= bit;
                    }
                }
            }
            open[0][y + WIN_RADIUS] = for_black;
            open[1][y + WIN_RADIUS] = for_white;
        }
        let mut offset = [0isize; 64];
        for (b, o) in offset.iter_mut().enumerate() {
            let (row, col) = ((b / WIN_STRIDE) as isize, (b % WIN_STRIDE) as isize);
            *o = (row - WIN_RADIUS as isize) * n as isize + (col - WIN_RADIUS as isize);
        }
        Windows { n, open, offset }
    }

    /// The window around compact point `k` that a stone of sign `sign` may
    /// enter: on the board and free of the other colour's stones.
    #[inline]
    pub fn open_around(&self, sign: i8, k: usize) -> u64 {
        let rows = &self.open[usize::from(sign < 0)];
        let (x, y) = (k % self.n, k / self.n);
        let mut win = 0u64;
        for r in 0..WIN_SIDE {
            win |= ((rows[y + r] >> x) & ((1 << WIN_SIDE) - 1)) << (r * WIN_STRIDE);
        }
        win
    }

    /// The compact point of window bit `b` around compact point `k`.
    #[inline]
    pub fn point(&self, k: usize, b: usize) -> usize {
        (k as isize + self.offset[b]) as usize
    }
}
