//! Ladders: whether a chain in atari that runs is caught by a chain of
//! ataris all the same. Read on copies of the board, for the priors of new
//! tree nodes (too slow for every playout move).

use crate::go::{Board, Color, Idx};

/// Ataris deep enough for a ladder across a 19x19 board and back.
const MAX_DEPTH: u32 = 80;
/// Positions read at most: a chain that both ataris drive on for long would
/// branch without end; past this it counts as escaping.
const MAX_READS: u32 = 400;

/// Whether the chain at `chain` (in atari, its owner to move) is caught in
/// a ladder when it extends to its liberty: every extension leaves two
/// liberties or fewer and the attacker always has an atari that keeps the
/// chain short. Capturing an attacker that is in atari counts as escaping.
pub fn caught_in_ladder(b: &Board, chain: Idx) -> bool {
    let mut reads = 0;
    !escapes(b, chain, 0, &mut reads)
}

/// Whether the chain at `chain` (in atari, its liberty on the first line
/// beside one of its stones) is caught running along the edge: the two
/// attacking stones beside that stone have liberties to spare and no
/// stone of the chain's colour waits on both sides. A pattern, no
/// reading, cheap enough for the playouts; as Pachi's border ladder.
pub fn border_ladder(b: &Board, chain: Idx) -> bool {
    let owner = b.at(chain).expect("a chain");
    let lib = b.atari_liberty(chain);
    let nbs = b.neighbours(lib);
    let off = nbs.iter().filter(|&&n| !b.on_board(n)).count();
    if off != 1 || b.neighbours_of(lib, owner) != 1 || captures_an_attacker(b, chain, owner) {
        return false;
    }
    let w = b.stride() as i32;
    let at = |d: i32| (lib as i32 + d) as Idx;
    // Along the edge, and one step in from it, where the chain stands.
    let along = if !b.on_board(at(-1)) || !b.on_board(at(1)) { w } else { 1 };
    let perp = if along == w { 1 } else { w };
    let inward = if b.on_board(at(perp)) { perp } else { -perp };
    if b.at(at(inward)) != Some(owner) {
        return false;
    }
    let on = |j: Idx| b.on_board(j) && b.at(j) == Some(owner);
    if on(at(2 * along)) && on(at(-2 * along)) {
        return false;
    }
    for side in [along, -along] {
        let g = at(side + inward);
        if b.at(g).is_none() {
            return false;
        }
        let libs = b.liberty_count(g, 3);
        if libs < 2 {
            return false;
        }
        let short = libs < 3
            && (!b.is_empty_at(at(2 * side))
                || b.two_liberties(g).is_some_and(|[l1, l2]| b.neighbours(l1).contains(&l2)));
        if short {
            return false;
        }
    }
    true
}

/// Whether `c` at `a`, one of the two liberties of the opponent chain at
/// `chain`, puts it in atari (without a self-atari) and a ladder catches it.
pub fn atari_in_ladder(b: &Board, chain: Idx, a: Idx, c: Color) -> bool {
    if !b.is_legal_no_suicide(a, c) || b.is_self_atari(a, c, 1) {
        return false;
    }
    let mut chase = b.clone();
    chase.play(a, c);
    chase.in_atari(chain) && caught_in_ladder(&chase, chain)
}

/// The owner of the chain at `chain`, in atari, to move: whether it gets
/// out of the atari and the ladder.
fn escapes(b: &Board, chain: Idx, depth: u32, reads: &mut u32) -> bool {
    let owner = b.at(chain).expect("a chain");
    *reads += 1;
    if depth >= MAX_DEPTH || *reads > MAX_READS || captures_an_attacker(b, chain, owner) {
        return true;
    }
    let lib = b.atari_liberty(chain);
    if !b.is_legal_no_suicide(lib, owner) {
        return false;
    }
    let mut run = b.clone();
    run.play(lib, owner);
    let Some(libs) = run.two_liberties(chain) else {
        // One liberty (or none) after running is caught; three are out.
        return run.liberty_count(chain, 3) >= 3;
    };
    libs.iter().all(|&a| {
        let attacker = owner.opponent();
        if !run.is_legal_no_suicide(a, attacker) {
            return true;
        }
        let mut chase = run.clone();
        chase.play(a, attacker);
        // An atari that leaves the attacking stone capturable with the
        // chain's escape counts for the defender in the next read.
        !chase.in_atari(chain) || escapes(&chase, chain, depth + 1, reads)
    })
}

/// Whether some stone next to the chain belongs to an opponent chain in
/// atari (capturing it gives liberties: the ladder is broken).
fn captures_an_attacker(b: &Board, chain: Idx, owner: Color) -> bool {
    b.chain_stones(chain)
        .any(|s| b.neighbours(s).into_iter().any(|m| b.at(m) == Some(owner.opponent()) && b.in_atari(m)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;

    use super::super::fixtures::board;

    use super::super::fixtures::{EDGE_LADDER, LADDER, NO_LADDER};

    fn with(diagram: &str, stones: &[(u8, u8, Color)]) -> Board {
        let mut b = board(diagram);
        for &(x, y, c) in stones {
            b.set(Point::new(x, y), Some(c));
        }
        b
    }

    #[test]
    fn a_stone_running_along_the_first_line_is_caught_unless_friends_wait_on_both_sides() {
        // White E8 in atari at E9, between Black D8, F8 and E7.
        let caught = EDGE_LADDER;
        let b = board(caught);
        let e8 = b.idx(Point::new(4, 1));
        assert!(border_ladder(&b, e8));
        let helped = with(caught, &[(2, 0, Color::White), (6, 0, Color::White)]);
        assert!(!border_ladder(&helped, e8));
        // Black D8 short of liberties (White C8, D7): White captures it.
        let counter = with(caught, &[(2, 1, Color::White), (3, 2, Color::White)]);
        assert!(!border_ladder(&counter, e8));
    }

    #[test]
    fn a_ladder_to_the_edge_catches() {
        // White D5 in atari at E5; running there leaves E6 and F5, and
        // Black chases it up to the upper right edge.
        let b = board(LADDER);
        let d5 = b.idx(Point::new(3, 4));
        assert!(b.in_atari(d5));
        assert!(caught_in_ladder(&b, d5));
    }

    #[test]
    fn a_ladder_breaker_or_an_attacker_in_atari_lets_the_chain_out() {
        let d5 = |b: &Board| b.idx(Point::new(3, 4));
        // A white stone on the ladder's path, near the upper right.
        let broken = with(LADDER, &[(6, 2, Color::White)]);
        assert!(!caught_in_ladder(&broken, d5(&broken)));
        // Black D6 itself in atari (White C6 and D7): White captures it.
        let counter = with(LADDER, &[(2, 3, Color::White), (3, 2, Color::White)]);
        assert!(!caught_in_ladder(&counter, d5(&counter)));
        // Far from the edge the chain gets three liberties: not a ladder.
        let open = board(NO_LADDER);
        assert!(!caught_in_ladder(&open, d5(&open)));
    }
}
