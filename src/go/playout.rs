//! Random playouts on the fast board: uniformly random legal moves that
//! never fill a true eye of the mover, until both pass; then the area score.
//! The random AI, flat Monte-Carlo and ownership all stand on this.

use rand::RngCore;

use super::board::{Board, Idx};
use super::point::Color;

/// A uniform integer in `0..n` from 32 random bits (Lemire's multiply; the
/// bias is below 1e-7 for boards up to 25x25).
#[inline]
pub fn below<R: RngCore + ?Sized>(rng: &mut R, n: usize) -> usize {
    ((rng.next_u32() as u64 * n as u64) >> 32) as usize
}

/// Whether the playout policy may play at `i` for `c`: legal (simple ko, no
/// suicide) and not a true eye of `c`.
#[inline]
pub fn policy_allows(board: &Board, i: Idx, c: Color) -> bool {
    !board.is_eye(i, c) && board.is_legal_no_suicide(i, c)
}

/// A uniformly random empty point that `accept` takes, or `None` when it
/// takes none. Each point is tried at most once.
#[inline]
pub fn random_empty_where<R: RngCore + ?Sized>(
    board: &mut Board,
    rng: &mut R,
    mut accept: impl FnMut(&Board, Idx) -> bool,
) -> Option<Idx> {
    let mut n = board.empties().len();
    while n > 0 {
        let k = below(rng, n);
        let i = board.empties()[k];
        if accept(board, i) {
            return Some(i);
        }
        n -= 1;
        board.swap_empties(k, n);
    }
    None
}

/// The playout policy's move for `c`: uniform over the legal points that do
/// not fill an eye of `c`; `None` means pass.
#[inline]
pub fn random_move<R: RngCore + ?Sized>(board: &mut Board, c: Color, rng: &mut R) -> Option<Idx> {
    random_empty_where(board, rng, |b, i| policy_allows(b, i, c))
}

/// Plays random moves from `to_play` until two passes in a row (or a cap of
/// three moves per point, against endless ko fights), and returns Black's
/// area minus White's, komi not included.
pub fn random_playout<R: RngCore + ?Sized>(board: &mut Board, to_play: Color, rng: &mut R) -> i32 {
    random_playout_with(board, to_play, rng, |_| {})
}

/// `random_playout`, calling `after_move` with the board after every move
/// and every pass but the one that ends the game.
#[inline]
pub fn random_playout_with<R: RngCore + ?Sized>(
    board: &mut Board,
    to_play: Color,
    rng: &mut R,
    mut after_move: impl FnMut(&Board),
) -> i32 {
    let cap = 3 * board.size() * board.size();
    play_turns(board, to_play, None, cap, |b, c, _| random_move(b, c, rng), |b, _, _| after_move(b));
    board.playout_score()
}

/// The one loop every random game runs, whatever picks its moves: from
/// `to_play`, the opponent's last move being `last`, each side plays what
/// `choose` picks (given the board, the colour and the last move; `None`
/// passes), until two passes in a row or `turns` turns. `after` sees the
/// board after every turn but a game-ending pass, with the move just
/// played (`None`: a pass) and who played it.
#[inline]
pub fn play_turns(
    board: &mut Board,
    mut to_play: Color,
    mut last: Option<Idx>,
    turns: usize,
    mut choose: impl FnMut(&mut Board, Color, Option<Idx>) -> Option<Idx>,
    mut after: impl FnMut(&Board, Option<Idx>, Color),
) {
    let mut passes = 0;
    for _ in 0..turns {
        let mv = choose(board, to_play, last);
        match mv {
            Some(i) => {
                board.play(i, to_play);
                passes = 0;
            }
            None => {
                board.pass();
                passes += 1;
                if passes == 2 {
                    break;
                }
            }
        }
        after(board, mv, to_play);
        last = mv;
        to_play = to_play.opponent();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn playouts_end_with_only_eyes_left_and_keep_the_board_sound() {
        let mut rng = SmallRng::seed_from_u64(7);
        for size in [5, 9, 13, 19] {
            for _ in 0..50 {
                let mut b = Board::new(size);
                random_playout(&mut b, Color::Black, &mut rng);
                b.check_invariants().unwrap();
                for c in [Color::Black, Color::White] {
                    assert!(random_move(&mut b.clone(), c, &mut rng).is_none(), "{b:?}");
                }
            }
        }
    }

    #[test]
    fn random_move_is_uniform_over_allowed_points() {
        let mut rng = SmallRng::seed_from_u64(1);
        let mut counts = [0u32; 9];
        let mut b = Board::new(3);
        let centre = b.idx(crate::go::Point::new(1, 1));
        b.play(centre, Color::Black);
        for _ in 0..80_000 {
            let i = random_move(&mut b, Color::White, &mut rng).unwrap();
            let p = b.point(i);
            counts[p.y as usize * 3 + p.x as usize] += 1;
        }
        assert_eq!(counts[4], 0);
        for (k, &n) in counts.iter().enumerate() {
            if k != 4 {
                assert!((9_000..11_000).contains(&n), "point {k} drawn {n} times");
            }
        }
    }
}
