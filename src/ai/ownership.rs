//! Ownership from heavy playouts (the MCTS's own policy): the share of
//! playouts each point ends Black's minus White's, with its spread. It is
//! gathered in rounds, so that a caller can show a first estimate at once
//! and refine it while nobody asks for something else.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::policy::{self, PolicyKind, Scratch};
use crate::go::{Board, Color, Idx, Point};
use crate::influence::ownership::OwnershipMap;

/// Playout outcomes gathered so far for one position.
#[derive(Clone, Debug)]
pub struct OwnerTally {
    size: usize,
    points: Vec<Idx>,
    /// Per point, the sum of outcomes (+1 Black, -1 White, 0 neither).
    sums: Vec<i64>,
    /// Per point, how many playouts it ended owned by someone.
    owned: Vec<i64>,
    /// The playouts' area counts (Black's less White's), summed and
    /// squared: the count's spread, which no per-point figure gives (a
    /// group lives or dies with all its points at once).
    score_sum: f64,
    score_squares: f64,
    playouts: usize,
}

impl OwnerTally {
    pub fn new(board: &Board) -> OwnerTally {
        let n = board.size();
        OwnerTally {
            size: n,
            points: Point::all(n).map(|p| board.idx(p)).collect(),
            sums: vec![0; n * n],
            owned: vec![0; n * n],
            score_sum: 0.0,
            score_squares: 0.0,
            playouts: 0,
        }
    }

    pub fn playouts(&self) -> usize {
        self.playouts
    }

    /// Plays `count` more playouts of `board` with `first` to move, the
    /// opponent having just played `last` (`policy::PASS` for none), split
    /// over `threads` threads; `seed` picks the random moves.
    pub fn add(&mut self, board: &Board, first: Color, last: Idx, count: usize, threads: usize, seed: u64) {
        let threads = threads.clamp(1, count.max(1));
        let points = &self.points;
        let parts: Vec<Counts> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let share = count / threads + usize::from(t < count % threads);
                    let seed = seed.wrapping_add(t as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                    scope.spawn(move || run(board, points, first, last, share, seed))
                })
                .collect();
            // A playout thread cannot fail short of a bug in the board.
            handles.into_iter().filter_map(|h| h.join().ok()).collect()
        });
        for c in parts {
            for k in 0..c.sums.len() {
                self.sums[k] += c.sums[k];
                self.owned[k] += c.owned[k];
            }
            self.score_sum += c.score_sum;
            self.score_squares += c.score_squares;
        }
        self.playouts += count;
    }

    /// The variance of the mean area count over the playouts so far (the
    /// square of its standard error).
    pub fn score_variance_of_mean(&self) -> f64 {
        let n = self.playouts.max(1) as f64;
        let mean = self.score_sum / n;
        (self.score_squares / n - mean * mean).max(0.0) / n
    }

    /// What the playouts so far say.
    pub fn map(&self) -> OwnershipMap {
        OwnershipMap::from_counts(self.size, &self.sums, &self.owned, self.playouts)
    }
}

/// One thread's playout outcomes.
struct Counts {
    sums: Vec<i64>,
    owned: Vec<i64>,
    score_sum: f64,
    score_squares: f64,
}

fn run(board: &Board, points: &[Idx], first: Color, last: Idx, count: usize, seed: u64) -> Counts {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut scratch = Scratch::default();
    let mut moves = Vec::new();
    let mut c =
        Counts { sums: vec![0; points.len()], owned: vec![0; points.len()], score_sum: 0.0, score_squares: 0.0 };
    for _ in 0..count {
        let mut b = board.clone();
        moves.clear();
        policy::playout(&mut b, first, (last, policy::PASS), PolicyKind::Heavy, &mut rng, &mut scratch, &mut moves);
        let mut score = 0i64;
        for (k, &i) in points.iter().enumerate() {
            let o = b.playout_owner(i) as i64;
            c.sums[k] += o;
            c.owned[k] += o.abs();
            score += o;
        }
        c.score_sum += score as f64;
        c.score_squares += (score * score) as f64;
    }
    c
}

/// Ownership of `board` from `playouts` heavy playouts with `first` to move.
pub fn estimate(board: &Board, first: Color, playouts: usize, threads: usize, seed: u64) -> OwnershipMap {
    let mut t = OwnerTally::new(board);
    t.add(board, first, policy::PASS, playouts, threads, seed);
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
        t.add(g.board(), Color::Black, policy::PASS, 30, 2, 1);
        t.add(g.board(), Color::White, policy::PASS, 20, 1, 2);
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
