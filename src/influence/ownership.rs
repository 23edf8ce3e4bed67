//! Monte-Carlo ownership: random playouts of the position (the playout
//! policy of `go::playout`, from the side to move), and for each point the
//! share of playouts it ended Black's minus the share it ended White's, with
//! the standard deviation of that outcome (the terrain can show
//! uncertainty). Playouts run on several threads.
//!
//! Choices: at the end of a playout a point belongs to the colour of its
//! stone, or, when empty, to the colour of all its stone neighbours (the
//! playout's own scoring; a point touching both colours is nobody's). The
//! playouts are split evenly across the threads; thread `t` draws from a
//! generator seeded with `seed + t`, so a result depends only on the
//! position, the settings and the seed.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::InfluenceModel;
use crate::go::playout::random_playout;
use crate::go::{Board, Color, Idx};

/// Ownership settings.
#[derive(Clone, Copy, Debug)]
pub struct Ownership {
    pub playouts: usize,
    pub threads: usize,
    pub seed: u64,
    /// Who moves first in the playouts.
    pub to_play: Color,
}

impl Default for Ownership {
    fn default() -> Self {
        Ownership { playouts: 1000, threads: 2, seed: 0x0057_a7e5, to_play: Color::Black }
    }
}

/// What the playouts found.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnershipMap {
    pub size: usize,
    /// Share of playouts a point ended Black's minus White's, row by row from the top.
    pub mean: Vec<f32>,
    /// The standard deviation of a point's outcome (+1, 0 or -1) over the playouts.
    pub std_dev: Vec<f32>,
    pub playouts: usize,
}

impl Ownership {
    /// Runs the playouts and gathers the ownership of every point.
    pub fn estimate(&self, board: &Board) -> OwnershipMap {
        let n = board.size();
        let total = self.playouts;
        let threads = self.threads.clamp(1, total.max(1));
        let mut sums = vec![0i64; n * n];
        let mut hits = vec![0i64; n * n];
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let count = total / threads + usize::from(t < total % threads);
                    let seed = self.seed.wrapping_add(t as u64);
                    let to_play = self.to_play;
                    scope.spawn(move || playouts(board, to_play, count, seed))
                })
                .collect();
            for h in handles {
                // A playout thread cannot fail short of a bug in the board;
                // its counts are then lost, and the shares shrink towards zero.
                if let Ok((s, q)) = h.join() {
                    for k in 0..n * n {
                        sums[k] += s[k] as i64;
                        hits[k] += q[k] as i64;
                    }
                }
            }
        });
        OwnershipMap::from_counts(n, &sums, &hits, total)
    }
}

impl OwnershipMap {
    /// The map of `playouts` playouts from their counts per point: the sum
    /// of outcomes (+1 Black, -1 White, 0 neither) and how many ended owned
    /// by someone.
    pub fn from_counts(size: usize, sums: &[i64], owned: &[i64], playouts: usize) -> OwnershipMap {
        let d = playouts.max(1) as f64;
        let mean = sums.iter().map(|&s| (s as f64 / d) as f32).collect();
        let std_dev = sums
            .iter()
            .zip(owned)
            .map(|(&s, &o)| {
                let m = s as f64 / d;
                (o as f64 / d - m * m).max(0.0).sqrt() as f32
            })
            .collect();
        OwnershipMap { size, mean, std_dev, playouts }
    }
}

/// Runs `count` playouts; returns per point the sum of outcomes and the
/// number of playouts the point ended owned by someone.
fn playouts(board: &Board, to_play: Color, count: usize, seed: u64) -> (Vec<i32>, Vec<i32>) {
    let n = board.size();
    let w = board.stride();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut sums = vec![0i32; n * n];
    let mut hits = vec![0i32; n * n];
    for _ in 0..count {
        let mut b = board.clone();
        random_playout(&mut b, to_play, &mut rng);
        for y in 0..n {
            for x in 0..n {
                let i = ((y + 1) * w + x + 1) as Idx;
                let owner = b.playout_owner(i);
                sums[y * n + x] += owner;
                hits[y * n + x] += owner.abs();
            }
        }
    }
    (sums, hits)
}

impl InfluenceModel for Ownership {
    fn name(&self) -> &'static str {
        "ownership"
    }

    fn compute(&self, board: &Board) -> Vec<f32> {
        self.estimate(board).mean
    }

    fn set_to_play(&mut self, c: Color) {
        self.to_play = c;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_settled_position_is_owned_with_certainty() {
        // Both sides own their half with three true eyes each: no playout
        // can change anything.
        let (size, stones) = crate::go::parse_diagram(
            ".XOO.
             XXOOO
             .XOO.
             XXOOO
             .XOO.",
        )
        .unwrap();
        let mut b = Board::new(size);
        crate::influence::place_stones(&mut b, &stones);
        let m = Ownership { playouts: 64, threads: 2, ..Default::default() }.estimate(&b);
        for y in [0, 2, 4] {
            assert_eq!(m.mean[y * 5], 1.0);
            assert_eq!(m.mean[y * 5 + 4], -1.0);
            assert_eq!(m.std_dev[y * 5 + 4], 0.0);
        }
    }

    #[test]
    fn an_open_point_is_uncertain_and_the_thread_count_does_not_change_the_total() {
        let b = Board::new(5);
        let one = Ownership { playouts: 200, threads: 1, ..Default::default() }.estimate(&b);
        let three = Ownership { playouts: 200, threads: 3, ..Default::default() }.estimate(&b);
        assert_eq!(one.playouts, three.playouts);
        assert!(one.std_dev.iter().all(|&s| s > 0.5), "{:?}", one.std_dev);
        for m in [&one, &three] {
            assert!(m.mean.iter().all(|v| v.abs() < 0.4), "{:?}", m.mean);
        }
    }
}
