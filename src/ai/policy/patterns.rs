//! The 3x3 shapes that call for a move at their centre, as a table
//! indexed by the eight neighbours' colours.

use std::sync::OnceLock;

use crate::go::{Board, Idx};

/// The 3x3 shapes that call for a move at their centre, the player to move
/// being either colour: `X`, `O` stones, `.` empty, `#` edge, `?` anything,
/// `x` not X, `o` not O. The classic hane, cut and edge shapes of MoGo.
const PATTERNS: [[&str; 3]; 13] = [
    ["XOX", "...", "???"], // hane enclosing
    ["XO.", "...", "?.?"], // hane, not cutting
    ["XO?", "X..", "x.?"], // hane, magari
    [".O.", "X..", "..."], // attachment beside a stone
    ["XO?", "O.o", "?o?"], // cut, unprotected
    ["XO?", "O.X", "???"], // cut, peeped
    ["?X?", "O.O", "ooo"], // cut across
    ["OX?", "o.O", "???"], // cut keima
    ["X.?", "O.?", "##?"], // edge: chase
    ["OX?", "X.O", "###"], // edge: block the side cut
    ["?X?", "x.O", "###"], // edge: block the connection
    ["?XO", "x.x", "###"], // edge: sagari
    ["?OX", "X.O", "###"], // edge: cut
];

/// Cell codes in a pattern key: two bits per neighbour, as `Board::code`
/// gives them.
const C_EMPTY: u8 = 0;
pub(super) const C_BLACK: u8 = 1;
pub(super) const C_WHITE: u8 = 2;
const C_EDGE: u8 = 3;

/// The eight neighbours in key order, as (dx, dy).
pub(super) const RING: [(i32, i32); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];

/// Where the offset (dx, dy) goes under symmetry `sym` of the eight (bit 0
/// mirrors x, bit 1 mirrors y, bit 2 exchanges them).
pub(super) fn symmetric(sym: usize, (dx, dy): (i32, i32)) -> (i32, i32) {
    let (mut x, mut y) = (dx, dy);
    if sym & 1 != 0 {
        x = -x;
    }
    if sym & 2 != 0 {
        y = -y;
    }
    if sym & 4 != 0 {
        std::mem::swap(&mut x, &mut y);
    }
    (x, y)
}

/// The table of the 3x3 shapes, one bit a key (8 KiB, so that it stays
/// in the first-level cache beside the board).
#[derive(Clone, Copy)]
pub struct Shapes(&'static [u64]);

impl Shapes {
    /// Whether the empty point `i` is the centre of a known good shape.
    #[inline]
    pub fn matches(self, b: &Board, i: Idx) -> bool {
        let key = pattern_key(b, i);
        self.0[key / 64] >> (key % 64) & 1 != 0
    }
}

/// The shape table, built on first use; a caller in a loop takes it once.
pub fn shapes() -> Shapes {
    static TABLE: OnceLock<Vec<u64>> = OnceLock::new();
    Shapes(TABLE.get_or_init(build_pattern_table))
}

/// Expands every pattern over the 8 symmetries, both colourings and its
/// wildcards into a table indexed by the 16-bit neighbourhood key.
fn build_pattern_table() -> Vec<u64> {
    let mut table = vec![0u64; (1 << 16) / 64];
    for pat in PATTERNS {
        let grid: Vec<Vec<u8>> = pat.iter().map(|r| r.bytes().collect()).collect();
        for sym in 0..8 {
            for swap in [false, true] {
                // Allowed codes per ring position, as 4-bit masks.
                let mut allowed = [0u8; 8];
                for (k, &offset) in RING.iter().enumerate() {
                    let (x, y) = symmetric(sym, offset);
                    let mut ch = grid[(y + 1) as usize][(x + 1) as usize];
                    if swap {
                        ch = match ch {
                            b'X' => b'O',
                            b'O' => b'X',
                            b'x' => b'o',
                            b'o' => b'x',
                            other => other,
                        };
                    }
                    let bit = |c: u8| 1u8 << c;
                    allowed[k] = match ch {
                        b'X' => bit(C_BLACK),
                        b'O' => bit(C_WHITE),
                        b'.' => bit(C_EMPTY),
                        b'#' => bit(C_EDGE),
                        b'x' => bit(C_EMPTY) | bit(C_WHITE) | bit(C_EDGE),
                        b'o' => bit(C_EMPTY) | bit(C_BLACK) | bit(C_EDGE),
                        _ => 0xF,
                    };
                }
                fill(&mut table, &allowed, 0, 0);
            }
        }
    }
    table
}

fn fill(table: &mut [u64], allowed: &[u8; 8], k: usize, key: usize) {
    if k == 8 {
        table[key / 64] |= 1 << (key % 64);
        return;
    }
    for code in 0..4u8 {
        if allowed[k] & (1 << code) != 0 {
            fill(table, allowed, k + 1, key | (code as usize) << (2 * k));
        }
    }
}

/// The 16-bit key of the 3x3 neighbourhood of `i`.
#[inline]
pub fn pattern_key(b: &Board, i: Idx) -> usize {
    let mut key = 0usize;
    for (k, &j) in b.ring(i).iter().enumerate() {
        key |= (b.code(j) as usize) << (2 * k);
    }
    key
}

/// Whether the empty point `i` is the centre of a known good shape.
#[inline]
pub fn matches_pattern(b: &Board, i: Idx) -> bool {
    shapes().matches(b, i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::policy::fixtures::board;

    #[test]
    fn the_boards_codes_are_the_keys_codes() {
        let b = board(
            "X..
             .O.
             ...",
        );
        assert_eq!(b.code(b.idx(crate::go::Point::new(0, 0))), C_BLACK);
        assert_eq!(b.code(b.idx(crate::go::Point::new(1, 1))), C_WHITE);
        assert_eq!(b.code(b.idx(crate::go::Point::new(2, 2))), C_EMPTY);
        assert_eq!(b.code(0), C_EDGE);
    }
}
