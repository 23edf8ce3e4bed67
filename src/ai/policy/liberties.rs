//! What a move leaves: the liberties and size of the chain it joins
//! (whether it puts a chain in atari is the board's own question,
//! `Board::is_self_atari`).

use super::PASS;
use crate::go::{Board, Color, Idx};

/// What a chain would look like right after `c` plays at the empty point `i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct After {
    /// Distinct liberties, counted up to the `max` asked for.
    pub libs: usize,
    /// Stones of the new chain.
    pub stones: usize,
    /// Whether the move captures an opponent chain.
    pub captures: bool,
}

/// The liberties (up to `max`, at most 4), size and captures of the chain
/// that `c` would make by playing at `i`, without playing. Captured stones
/// next to `i` count as liberties.
pub fn after_move(b: &Board, i: Idx, c: Color, max: usize) -> After {
    let max = max.min(4);
    let mut libs = [PASS; 4];
    let mut n = 0;
    let mut add = |p: Idx| {
        if n < max && p != i && !libs[..n].contains(&p) {
            libs[n] = p;
            n += 1;
        }
    };
    let mut captures = false;
    for m in b.neighbours(i) {
        if b.is_empty_at(m) {
            add(m);
        } else if b.at(m) == Some(c.opponent()) && b.in_atari(m) {
            captures = true;
            add(m);
        }
    }
    let mut stones = 1;
    each_chain_once(b, b.neighbours(i), |m| {
        if b.at(m) == Some(c) {
            stones += b.chain_len(m);
            // Five listed liberties are enough: at most four are asked for.
            b.listed_liberties(m).iter().for_each(|&l| add(l));
        }
    });
    After { libs: n, stones, captures }
}

/// Calls `f` once for each chain with a stone among `points`, with the
/// first of its stones met; empty and border points are skipped.
#[inline]
pub fn each_chain_once<const N: usize>(b: &Board, points: [Idx; N], mut f: impl FnMut(Idx)) {
    let mut seen = [PASS; N];
    let mut n = 0;
    for j in points {
        if b.at(j).is_none() {
            continue;
        }
        let h = b.chain_id(j);
        if seen[..n].contains(&h) {
            continue;
        }
        seen[n] = h;
        n += 1;
        f(j);
    }
}
