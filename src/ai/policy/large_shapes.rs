//! The move predictor's large shapes: the 20 points around a move within
//! two lines of it (a 5x5 square without its corners), with the player to
//! move's stones as one colour and the eight symmetries as one shape.
//! There are far too many to give each a gamma: training keeps those
//! played often enough (a dictionary), and any other is "no large shape".
//! A shape is kept as a 40-bit key (two bits a point) and written as 20
//! characters, so that a gamma file names its shapes plainly.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

use super::patterns::symmetric;
use crate::go::{Board, Color, Idx};

/// The points of a large shape, as (dx, dy), row by row from the top.
const CELLS: [(i32, i32); 20] = [
    (-1, -2),
    (0, -2),
    (1, -2),
    (-2, -1),
    (-1, -1),
    (0, -1),
    (1, -1),
    (2, -1),
    (-2, 0),
    (-1, 0),
    (1, 0),
    (2, 0),
    (-2, 1),
    (-1, 1),
    (0, 1),
    (1, 1),
    (2, 1),
    (-1, 2),
    (0, 2),
    (1, 2),
];

/// Point codes, and the characters a shape is written with.
const EMPTY: u64 = 0;
const OWN: u64 = 1;
const OTHER: u64 = 2;
const EDGE: u64 = 3;
/// Not `#` for the edge, as in the 3x3 shapes: that starts a comment in a
/// gamma file.
const CHARS: [u8; 4] = [b'.', b'X', b'O', b'+'];

/// The large shape of `c` playing at the empty point `i`: the smallest key
/// over the eight symmetries.
pub fn large_key(b: &Board, i: Idx, c: Color) -> u64 {
    let p = b.point(i);
    let n = b.size() as i32;
    let code = |s: Option<Color>| match s {
        None => EMPTY,
        Some(s) if s == c => OWN,
        Some(_) => OTHER,
    };
    let mut codes = [0u8; CELLS.len()];
    let w = b.stride() as i32;
    let (px, py) = (p.x as i32, p.y as i32);
    for (out, &(dx, dy)) in codes.iter_mut().zip(&CELLS) {
        let on = (0..n).contains(&(px + dx)) && (0..n).contains(&(py + dy));
        // On the board, the padded index is the point's.
        *out = if on { code(b.at((i as i32 + dy * w + dx) as Idx)) } else { EDGE } as u8;
    }
    // The key under every symmetry at once, from each point's share (an
    // empty point, most of them, adds no bits).
    let shares = shares();
    let mut keys = [0u64; 8];
    for (share, &code) in shares.iter().zip(&codes) {
        if code as u64 != EMPTY {
            for (key, bits) in keys.iter_mut().zip(&share[code as usize]) {
                *key |= bits;
            }
        }
    }
    keys.into_iter().min().expect("eight symmetries")
}

/// Per point of the shape and code, its bits in the key under each of the
/// 8 symmetries.
fn shares() -> &'static [[[u64; 8]; 4]; CELLS.len()] {
    static SHARES: OnceLock<[[[u64; 8]; 4]; CELLS.len()]> = OnceLock::new();
    SHARES.get_or_init(|| {
        std::array::from_fn(|k| {
            std::array::from_fn(|code| {
                std::array::from_fn(|sym| {
                    let to = symmetric(sym, CELLS[k]);
                    let at = CELLS.iter().position(|&cell| cell == to).expect("the shape is symmetric");
                    (code as u64) << (2 * at)
                })
            })
        })
    })
}

/// A shape as the gamma file writes it: one character a point, in the
/// order of `CELLS` (`X` the player to move, `O` the other, `+` off the
/// board).
pub fn key_text(key: u64) -> String {
    (0..CELLS.len()).map(|k| CHARS[((key >> (2 * k)) & 3) as usize] as char).collect()
}

/// Reads what `key_text` writes.
pub fn parse_key(text: &str) -> Option<u64> {
    if text.len() != CELLS.len() {
        return None;
    }
    text.bytes().enumerate().try_fold(0u64, |key, (k, ch)| {
        let code = CHARS.iter().position(|&c| c == ch)? as u64;
        Some(key | code << (2 * k))
    })
}

/// A dictionary of large shapes: each key's value in the `large` group
/// (from 1; 0 is every shape not in it).
pub type Dictionary = HashMap<u64, u16, BuildHasherDefault<KeyHasher>>;

/// The most shapes a dictionary holds: values are 16-bit.
pub const MAX_SHAPES: usize = u16::MAX as usize;

/// Hashes a key, already well spread over its bits, with one multiply:
/// the dictionary is asked for every move of every new tree node.
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = k.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// The shapes to give gammas: those played at least `min_played` times in
/// `played`, the most played first, at most `MAX_SHAPES`.
pub fn dictionary_of(played: impl Iterator<Item = u64>, min_played: usize) -> Vec<u64> {
    let mut counts: HashMap<u64, usize, BuildHasherDefault<KeyHasher>> = HashMap::default();
    for k in played {
        *counts.entry(k).or_default() += 1;
    }
    let mut kept: Vec<(u64, usize)> = counts.into_iter().filter(|&(_, n)| n >= min_played).collect();
    kept.sort_by_key(|&(k, n)| (std::cmp::Reverse(n), k));
    kept.truncate(MAX_SHAPES);
    kept.into_iter().map(|(k, _)| k).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;

    use super::super::fixtures::board;

    #[test]
    fn a_large_shape_and_its_mirror_and_colour_swap_are_one_shape() {
        // Black at C3 with White D4: a move at D3 and its mirror at C4 (the
        // diagonal swaps them), and the same with colours exchanged.
        let a = board(
            ".....
             ...O.
             ..X..
             .....
             .....",
        );
        let b = board(
            ".....
             ...X.
             ..O..
             .....
             .....",
        );
        let d3 = a.idx(Point::new(3, 2));
        let c4 = a.idx(Point::new(2, 1));
        assert_eq!(large_key(&a, d3, Color::Black), large_key(&a, c4, Color::Black));
        assert_eq!(large_key(&a, d3, Color::Black), large_key(&b, d3, Color::White));
        assert_ne!(large_key(&a, d3, Color::Black), large_key(&a, d3, Color::White));
        // The edge is part of the shape: a move below a stone on the first
        // line is another shape than below one in the centre.
        let centre = board(
            ".......
             .......
             ...X...
             .......
             .......
             .......
             .......",
        );
        let edge = board(
            "...X...
             .......
             .......
             .......
             .......
             .......
             .......",
        );
        let below = |b: &Board, y| large_key(b, b.idx(Point::new(3, y)), Color::Black);
        assert_ne!(below(&centre, 3), below(&edge, 1));
    }

    #[test]
    fn a_shape_with_every_point_on_the_board_reads_its_stones() {
        // The centre of a 5x5 board: its shape is the whole board less the
        // corners, read by padded offsets. A stone two lines above and one
        // two lines to the left are the same shape.
        let above = board(
            "..X..
             .....
             .....
             ....O
             .....",
        );
        let left = board(
            ".....
             .....
             X....
             .....
             ...O.",
        );
        let centre = above.idx(Point::new(2, 2));
        let text = key_text(large_key(&above, centre, Color::Black));
        assert_eq!((text.matches('X').count(), text.matches('O').count(), text.matches('.').count()), (1, 1, 18));
        assert_eq!(large_key(&above, centre, Color::Black), large_key(&left, centre, Color::Black));
    }

    #[test]
    fn a_shape_reads_back_from_its_text() {
        let b = board(
            "X....
             .O...
             .....
             .....
             .....",
        );
        let key = large_key(&b, b.idx(Point::new(0, 1)), Color::White);
        let text = key_text(key);
        assert_eq!(text.len(), 20);
        assert!(text.contains('+') && text.contains('X') && text.contains('O'), "{text}");
        assert_eq!(parse_key(&text), Some(key));
        assert_eq!(parse_key("...."), None);
        assert_eq!(parse_key(&"a".repeat(20)), None);
    }

    #[test]
    fn the_dictionary_keeps_shapes_played_often_enough_most_played_first() {
        let played = [5u64, 7, 5, 9, 7, 5, 11];
        assert_eq!(dictionary_of(played.into_iter(), 2), vec![5, 7]);
        assert_eq!(dictionary_of(played.into_iter(), 1), vec![5, 7, 9, 11]);
    }
}
