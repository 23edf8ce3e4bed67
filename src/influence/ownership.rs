//! Monte-Carlo ownership: random playouts of the position (the playout
//! policy of `go::playout`, from the side to move), and for each point the
//! share of playouts it ended Black's minus the share it ended White's, with
//! the standard deviation of that outcome (the terrain can show
//! uncertainty). Playouts run on several threads.
//!
//! Choices: at the end of a playout a point belongs to the colour of its
//! stone, or, when empty, to the colour of all its stone neighbours (the
//! playout's own scoring; a point touching both colours is nobody's). The
//! playouts are split evenly into streams, each with a generator of its
//! own seeded from `seed` (`stream_seed`), which the threads run: a result
//! depends only on the position, the settings and the seed, never on the
//! machine's cores.
//!
//! `OwnerTally` is goscape's one counter of ownership by playouts: the
//! split into streams, the seeding, the counts and their spread. This model's
//! light playouts, the heavy playouts of `crate::ai::ownership` (the
//! what-if terrain), the judge's (`crate::meaning::playouts`) and the
//! MCTS's owners all count through it.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::InfluenceModel;
use crate::go::playout::random_playout;
use crate::go::{Board, Color, Idx, Point};

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
        let mut tally = OwnerTally::new(board);
        let to_play = self.to_play;
        tally.add(board, (self.playouts, self.threads, self.seed), None, SmallRng::seed_from_u64, |b, rng| {
            random_playout(b, to_play, rng);
        });
        tally.map()
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

/// The seeded streams the judge's playouts split into (`OwnerTally::add`),
/// and the what-if's by default: a fixed number, so that their counts do
/// not depend on the machine's cores. The playouts are a small part of a
/// judgement beside the reading and the fights (these share out over
/// every core).
pub const STREAMS: usize = 2;

/// The generator seed of stream `t` of a count seeded `seed` (the
/// generator spreads neighbouring seeds apart itself).
pub fn stream_seed(seed: u64, t: usize) -> u64 {
    seed.wrapping_add(t as u64)
}

/// Playout outcomes gathered for one position: per point, the sum of its
/// owners at the playouts' ends (+1 Black, -1 White, 0 neither) and how
/// often someone owned it; and the area counts' sum and squares, the
/// count's spread, which no per-point figure gives (a group lives or dies
/// with all its points at once). Gathered in rounds, so that a caller can
/// show a first estimate at once and refine it.
#[derive(Clone, Debug)]
pub struct OwnerTally {
    size: usize,
    /// The padded index of each point, row by row from the top.
    points: Vec<Idx>,
    sums: Vec<i64>,
    owned: Vec<i64>,
    score_sum: f64,
    score_squares: f64,
    playouts: usize,
}

impl OwnerTally {
    pub fn new(board: &Board) -> OwnerTally {
        let n = board.size();
        OwnerTally::of_points(n, Point::all(n).map(|p| board.idx(p)).collect())
    }

    /// A tally of the points of a `size` board at the padded indices
    /// `points`, row by row from the top (as `new` lists them).
    pub fn of_points(size: usize, points: Vec<Idx>) -> OwnerTally {
        OwnerTally {
            size,
            sums: vec![0; points.len()],
            owned: vec![0; points.len()],
            points,
            score_sum: 0.0,
            score_squares: 0.0,
            playouts: 0,
        }
    }

    /// The padded index of each point, in the order of the counts.
    pub fn points(&self) -> &[Idx] {
        &self.points
    }

    pub fn playouts(&self) -> usize {
        self.playouts
    }

    /// Per point, the sum of its owners so far.
    pub fn sums(&self) -> &[i64] {
        &self.sums
    }

    /// Counts one playout's end: `owner(k, idx)` is the owner of point `k`
    /// (padded index `idx`) as the caller scores it (+1, -1, 0).
    pub fn count_by(&mut self, mut owner: impl FnMut(usize, Idx) -> i32) {
        let mut score = 0i64;
        for (k, &i) in self.points.iter().enumerate() {
            let o = owner(k, i) as i64;
            self.sums[k] += o;
            self.owned[k] += o.abs();
            score += o;
        }
        self.score_sum += score as f64;
        self.score_squares += (score * score) as f64;
        self.playouts += 1;
    }

    /// Counts one playout's end as the playouts score it.
    pub fn count(&mut self, end: &Board) {
        self.count_by(|_, i| end.playout_owner(i));
    }

    /// Turns the last playout's owner of point `k` from `from` to `to`
    /// (a point the caller knows better than the playout: the MCTS's
    /// points settled by reading). The area counts' spread keeps the
    /// playout's own count.
    pub fn turn(&mut self, k: usize, from: i32, to: i32) {
        self.sums[k] += (to - from) as i64;
        self.owned[k] += (to.abs() - from.abs()) as i64;
    }

    /// Adds another tally of the same position.
    pub fn merge(&mut self, other: &OwnerTally) {
        for k in 0..self.sums.len().min(other.sums.len()) {
            self.sums[k] += other.sums[k];
            self.owned[k] += other.owned[k];
        }
        self.score_sum += other.score_sum;
        self.score_squares += other.score_squares;
        self.playouts += other.playouts;
    }

    /// Forgets what was counted (a stream's batch, once handed on).
    pub fn clear(&mut self) {
        self.sums.fill(0);
        self.owned.fill(0);
        (self.score_sum, self.score_squares, self.playouts) = (0.0, 0.0, 0);
    }

    /// Plays `count` playouts of `board` split into `streams` streams and
    /// counts their ends. Stream `t` starts from `state(stream_seed(seed,
    /// t))` (its random numbers and whatever else it keeps) and plays each
    /// playout with `play`, which may note more of the end in its state (the
    /// judge's chains). The streams run on as many threads as the machine
    /// has, up to one each, and are counted in their order: the counts
    /// depend on `streams`, never on the machine. Stops early when `stop`
    /// is set. Returns the streams' states, in order.
    pub fn add<S: Send>(
        &mut self,
        board: &Board,
        split: (usize, usize, u64),
        stop: Option<&AtomicBool>,
        state: impl Fn(u64) -> S + Sync,
        play: impl Fn(&mut Board, &mut S) + Sync,
    ) -> Vec<S> {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        self.add_on(cores, board, split, stop, state, play)
    }

    /// [`OwnerTally::add`] on at most `workers` threads.
    fn add_on<S: Send>(
        &mut self,
        workers: usize,
        board: &Board,
        (count, streams, seed): (usize, usize, u64),
        stop: Option<&AtomicBool>,
        state: impl Fn(u64) -> S + Sync,
        play: impl Fn(&mut Board, &mut S) + Sync,
    ) -> Vec<S> {
        let streams = streams.clamp(1, count.max(1));
        let mut blank = self.clone();
        blank.clear();
        let (state, play, blank) = (&state, &play, &blank);
        let next = AtomicUsize::new(0);
        let next = &next;
        let run = move |t: usize| {
            let share = count / streams + usize::from(t < count % streams);
            let mut s = state(stream_seed(seed, t));
            let mut tally = blank.clone();
            for _ in 0..share {
                if stop.is_some_and(|f| f.load(Ordering::Relaxed)) {
                    break;
                }
                let mut b = board.clone();
                play(&mut b, &mut s);
                tally.count(&b);
            }
            (t, tally, s)
        };
        let mut parts: Vec<(usize, OwnerTally, S)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..streams.min(workers.max(1)))
                .map(|_| {
                    scope.spawn(move || {
                        let mut mine = Vec::new();
                        loop {
                            let t = next.fetch_add(1, Ordering::Relaxed);
                            if t >= streams {
                                break mine;
                            }
                            mine.push(run(t));
                        }
                    })
                })
                .collect();
            // A playout thread fails only on a bug in the board; the counts
            // of every stream it ran are then missing and the total rests
            // on the others.
            handles.into_iter().filter_map(|h| h.join().ok()).flatten().collect()
        });
        parts.sort_by_key(|p| p.0);
        parts
            .into_iter()
            .map(|(_, tally, s)| {
                self.merge(&tally);
                s
            })
            .collect()
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
    use rand::RngCore;

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
    fn the_counts_and_the_streams_states_do_not_depend_on_the_threads_that_run_them() {
        let b = Board::new(7);
        let run = |workers: usize| {
            let mut tally = OwnerTally::new(&b);
            let state = |s: u64| (SmallRng::seed_from_u64(s), 0u32);
            let states = tally.add_on(workers, &b, (53, 5, 9), None, state, |b, (rng, n)| {
                random_playout(b, Color::Black, rng);
                *n += 1;
            });
            let (map, score) = (tally.map(), tally.score_sum);
            (map, score, states.into_iter().map(|(mut rng, n)| (rng.next_u64(), n)).collect::<Vec<_>>())
        };
        let one = run(1);
        // Each stream its share, in the streams' order.
        assert_eq!(one.2.iter().map(|s| s.1).collect::<Vec<_>>(), [11, 11, 11, 10, 10]);
        for workers in [2, 5] {
            assert_eq!(run(workers), one, "{workers} threads against one");
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
