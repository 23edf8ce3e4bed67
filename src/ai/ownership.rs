//! Ownership from heavy playouts (the MCTS's own policy), counted by the
//! one `OwnerTally`: the share of playouts each point ends Black's minus
//! White's, with its spread, gathered in rounds so that a caller can show a
//! first estimate at once and refine it while nobody asks for something
//! else.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::policy::{self, PolicyKind, Scratch};
use crate::go::{Board, Color, Idx};
use crate::influence::ownership::{OwnerTally, OwnershipMap};

/// Plays `count` more heavy playouts of `board` into `tally`, with `first`
/// to move, the opponent having just played `last` (`policy::PASS` for
/// none), split into `threads` seeded streams (`OwnerTally::add`); `seed`
/// picks the random moves.
pub fn add_heavy(
    tally: &mut OwnerTally,
    board: &Board,
    (first, last): (Color, Idx),
    count: usize,
    threads: usize,
    seed: u64,
) {
    let state = |s: u64| (SmallRng::seed_from_u64(s), Scratch::default(), Vec::new());
    tally.add(board, (count, threads, seed), None, state, |b, (rng, scratch, moves)| {
        moves.clear();
        policy::playout(b, first, (last, policy::PASS), PolicyKind::Heavy, rng, scratch, moves);
    });
}

/// Ownership of `board` from `playouts` heavy playouts with `first` to move.
pub fn estimate(board: &Board, first: Color, playouts: usize, threads: usize, seed: u64) -> OwnershipMap {
    let mut t = OwnerTally::new(board);
    add_heavy(&mut t, board, (first, policy::PASS), playouts, threads, seed);
    t.map()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Game, Rules};

    #[test]
    fn a_settled_position_is_owned_with_certainty_and_rounds_add_up() {
        let g = Game::from_diagram(
            ".XOO.
             XXOOO
             .XOO.
             XXOOO
             .XOO.",
            Rules::default(),
            Color::Black,
        )
        .unwrap();
        let mut t = OwnerTally::new(g.board());
        add_heavy(&mut t, g.board(), (Color::Black, policy::PASS), 30, 2, 1);
        add_heavy(&mut t, g.board(), (Color::White, policy::PASS), 20, 1, 2);
        let m = t.map();
        assert_eq!(m.playouts, 50);
        assert_eq!(m.mean[0], 1.0);
        assert_eq!(m.mean[4], -1.0);
        assert!(m.std_dev.iter().all(|&s| s < 1e-6));
    }

    #[test]
    fn an_open_point_is_uncertain() {
        let g = Game::new(5, Rules::default()).unwrap();
        let m = estimate(g.board(), Color::Black, 200, 2, 7);
        assert!(m.std_dev[12] > 0.5, "{:?}", m.std_dev);
    }
}
