//! A seki that stands still: chains of both sides that share their
//! liberties so that neither side can play on any of them. Every move
//! there captures nothing and leaves the mover's stones in atari, to be
//! taken at once for nothing (or fills the mover's own eye). Such a seki
//! needs no search, and a search may never see it: the chains sit in a
//! ground that also holds a whole side of the board, whose moves drown
//! the few that matter.

use super::area::Space;
use super::eyes::{eye_value, with_cache};
use crate::go::{Board, Color, Idx};

/// The most chains a standing seki is looked for among.
const MAX_CHAINS: usize = 8;
/// A chain with more liberties than this is no part of a standing seki:
/// the other side fills one and nothing is in atari.
const MAX_LIBERTIES: usize = 3;

/// The chains (one stone of each) of the standing seki the chain at `at`
/// is in, both sides', or `None` where it is not in one: where a chain
/// of it is in atari, has more than `MAX_LIBERTIES`, or stands beside an
/// enemy chain in atari (taken, it gives liberties).
pub fn standing_seki(board: &Board, at: Idx) -> Option<Vec<Idx>> {
    board.at(at)?;
    // The chains that touch a liberty of the chains found so far.
    let mut chains = vec![board.chain_id(at)];
    let mut liberties: Vec<Idx> = Vec::new();
    let mut k = 0;
    while k < chains.len() {
        let h = chains[k];
        k += 1;
        if board.in_atari(h) || board.liberty_count(h, MAX_LIBERTIES + 1) > MAX_LIBERTIES {
            return None;
        }
        // An enemy chain beside it in atari is taken for more liberties.
        let enemy = board.at(h).map(Color::opponent);
        let beside_atari = |st: Idx| board.neighbours(st).iter().any(|&n| board.at(n) == enemy && board.in_atari(n));
        if board.chain_stones(h).any(beside_atari) {
            return None;
        }
        for l in board.liberties(h) {
            if !liberties.contains(&l) {
                liberties.push(l);
            }
            for n in board.neighbours(l) {
                if board.at(n).is_some() && !chains.contains(&board.chain_id(n)) {
                    if chains.len() == MAX_CHAINS {
                        return None;
                    }
                    chains.push(board.chain_id(n));
                }
            }
        }
    }
    let colour = |h: Idx| board.at(h);
    if !chains.iter().any(|&h| colour(h) != colour(at)) {
        return None;
    }
    for &l in &liberties {
        for side in [Color::Black, Color::White] {
            if !loses_by_playing(board, l, side) {
                return None;
            }
        }
    }
    Some(chains)
}

/// Whether `side`'s move at `l` gains nothing: it is illegal, fills an
/// eye of `side`'s own, or captures nothing and is taken at once with its
/// chain, for nothing in return: not a throw-in that leaves the taker in
/// atari, and the chain taken is one stone or too big to be a nakade, or
/// its capture leaves the taker two eyes there, an eye of its own beside,
/// a chain that breathes outside, or another of `side`'s chains in atari.
fn loses_by_playing(board: &Board, l: Idx, side: Color) -> bool {
    if board.check(l, side, false).is_err() {
        return true;
    }
    let enemy = side.opponent();
    // Filling an own eye only shortens the chains around it.
    if board.is_eyeish(l, side) && board.neighbours(l).iter().all(|&n| board.at(n) != Some(side) || !board.in_atari(n))
    {
        return true;
    }
    let mut after = board.clone();
    if after.play(l, side) > 0 || after.liberty_count(l, 2) > 1 {
        return false;
    }
    let stones: Vec<Idx> = after.chain_stones(l).collect();
    let taken = stones.len();
    let last = after.atari_liberty(l);
    if after.check(last, enemy, false).is_err() {
        return false;
    }
    after.play(last, enemy);
    // A throw-in that leaves the taker in atari (an eye made one point, a
    // snapback, a ko) gains.
    if taken <= 2 && after.in_atari(last) {
        return false;
    }
    if taken == 1 || taken > 6 {
        return true;
    }
    // Two to six stones taken may leave a killing shape in the taker's
    // space; not where that space gives the taker two eyes, where the
    // taker keeps an eye of its own beside or breathes outside it, or
    // where the capture puts more of `side`'s stones in atari.
    let space = Space { points: stones.clone(), rim: Vec::new() };
    if with_cache(|cache| eye_value(&after, &space, enemy, cache)).attacker_first >= 2 {
        return true;
    }
    let taker_eye = after
        .chain_stones(last)
        .any(|st| after.neighbours(st).iter().any(|&e| after.is_eyeish(e, enemy) && board.is_empty_at(e)));
    // A chain of the taker's around the space that breathes outside it:
    // the taker's stones are not shut in that space, and a stone played
    // in it kills nothing.
    let breathes = stones.iter().any(|&p| {
        after.neighbours(p).iter().any(|&n| {
            after.at(n) == Some(enemy) && after.liberties(n).iter().filter(|l| !stones.contains(l)).count() >= 2
        })
    });
    let more_in_atari = after
        .chain_stones(last)
        .any(|st| after.neighbours(st).iter().any(|&n| after.at(n) == Some(side) && after.in_atari(n)));
    taker_eye || breathes || more_in_atari
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;
    use crate::reading::test_board as board;

    fn at(b: &Board, v: &str) -> Idx {
        b.idx(Point::parse_gtp(v, b.size()).unwrap().unwrap())
    }

    #[test]
    fn two_chains_sharing_their_only_two_liberties_stand_in_seki() {
        // Black C1 C2 C3 D3 and White E1 E2 E3 share D1 and D2, each
        // walled in by the other side's stones:
        //   4 . O O O X X .
        //   3 . O X X O X .
        //   2 . O X . O X .
        //   1 . O X . O X .
        //     A B C D E F G
        let black = ["C1", "C2", "C3", "D3", "F1", "F2", "F3", "E4", "F4"];
        let white = ["B1", "B2", "B3", "B4", "C4", "D4", "E1", "E2", "E3"];
        let b = board(9, &black, &white);
        let seki = standing_seki(&b, at(&b, "C2")).expect("a seki");
        assert_eq!(seki.len(), 2);
        assert!(standing_seki(&b, at(&b, "E2")).is_some());
        // With B1 empty Black's chain has a liberty outside: Black fills
        // D1 or D2 and keeps two, a race it wins, and nothing stands.
        let white = ["B2", "B3", "B4", "C4", "D4", "E1", "E2", "E3"];
        let b = board(9, &black, &white);
        assert_eq!(standing_seki(&b, at(&b, "C2")), None);
    }

    #[test]
    fn an_eye_against_no_eye_is_a_race_not_a_seki() {
        // Black's chain has the eye A1 and the liberties D1 and D2 it
        // shares with White's E1 E2 E3, which has no other. White on D1
        // or D2 is left in atari, but Black fills either with A1 still
        // its own: Black wins the race, and nothing stands.
        //   4 O O O O X X .
        //   3 O X X X O X .
        //   2 X X X . O X .
        //   1 . X X . O X .
        //     A B C D E F G
        let black = ["A2", "B1", "B2", "B3", "C1", "C2", "C3", "D3", "F1", "F2", "F3", "E4", "F4"];
        let white = ["A3", "A4", "B4", "C4", "D4", "E1", "E2", "E3"];
        let b = board(9, &black, &white);
        assert_eq!(standing_seki(&b, at(&b, "B2")), None);
    }
}
