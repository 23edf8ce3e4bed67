//! The Influencie flood: every stone floods outwards, each step moving
//! strictly away from it (Manhattan distance grows by one), and enemy stones
//! stop the flood, so they cast shadows behind them. A point at distance `d`
//! that the flood reaches gets `max(0, 1 - d / k)`, signed by colour; the
//! floods of all stones are summed. The Swim model uses the same flood to
//! draw each cluster's shadow.
//!
//! Choices: own stones let the flood pass (they are friends, not walls);
//! `k` is 4 by default, so a stone reaches three steps (0.75, 0.5, 0.25).
//! An empty point's value is its sum clamped to [-1, 1]; a stone's point is
//! +1 (Black) or -1 (White).

use super::InfluenceModel;
use super::grid::{self, WIN_CENTRE, WIN_RADIUS, Windows, dilate};
use crate::go::Board;

/// The Influencie model.
#[derive(Clone, Copy, Debug)]
pub struct Influencie {
    /// `k`: the distance at which a flood's contribution reaches zero.
    pub range: usize,
}

impl Default for Influencie {
    fn default() -> Self {
        Influencie { range: 4 }
    }
}

impl InfluenceModel for Influencie {
    fn name(&self) -> &'static str {
        "influencie"
    }

    fn compute(&self, board: &Board) -> Vec<f32> {
        let n = board.size();
        let stones = grid::signs(board);
        let sums = if self.range == WIN_RADIUS + 1 { sums_windowed(n, &stones) } else { self.sums(n, &stones) };
        sums.iter().zip(&stones).map(|(&r, &s)| if s != 0 { s as f32 } else { r.clamp(-1.0, 1.0) }).collect()
    }
}

impl Influencie {
    /// The signed sums of every stone's flood over the empty points, by the
    /// general flood (any range).
    pub fn sums(&self, n: usize, stones: &[i8]) -> Vec<f32> {
        let mut flood = Flood::new(self.range);
        let mut sums = vec![0.0f32; n * n];
        let step = 1.0 / self.range as f32;
        for (s, &c) in stones.iter().enumerate() {
            if c != 0 {
                flood.run(n, stones, s, c, |q, d| {
                    if stones[q] == 0 {
                        sums[q] += c as f32 * (1.0 - d as f32 * step);
                    }
                });
            }
        }
        sums
    }
}

/// The same sums for the default range, on bit windows: the points at
/// distance `d` that the flood reaches are the ring at `d`, free of enemy
/// stones, next to those reached at `d - 1`.
pub fn sums_windowed(n: usize, stones: &[i8]) -> Vec<f32> {
    const RINGS: [u64; WIN_RADIUS + 1] = [grid::ring(0), grid::ring(1), grid::ring(2), grid::ring(3)];
    let win = Windows::new(n, stones);
    let mut sums = vec![0.0f32; n * n];
    let step = 1.0 / (WIN_RADIUS + 1) as f32;
    for (k, &c) in stones.iter().enumerate() {
        if c == 0 {
            continue;
        }
        let open = win.open_around(c, k);
        let mut reached = 1u64 << WIN_CENTRE;
        for (d, ring) in RINGS.iter().enumerate().skip(1) {
            reached = dilate(reached) & ring & open;
            let value = c as f32 * (1.0 - d as f32 * step);
            let mut bits = reached;
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let q = win.point(k, b);
                if stones[q] == 0 {
                    sums[q] += value;
                }
            }
        }
    }
    sums
}

/// One step of the flood, as an offset from the source, with the offsets
/// (as window indices) of the one or two points one step nearer it.
#[derive(Clone, Copy)]
struct Step {
    dx: i32,
    dy: i32,
    d: u8,
    parents: [u16; 2],
    parent_count: u8,
}

/// The flood's steps for one range and a window to run it in.
pub struct Flood {
    reach: usize,
    steps: Vec<Step>,
    reached: Vec<bool>,
}

impl Flood {
    /// Floods that reach `range - 1` steps.
    pub fn new(range: usize) -> Flood {
        let r = range.saturating_sub(1) as i32;
        let side = (2 * r + 1) as usize;
        let slot = |dx: i32, dy: i32| ((dy + r) as usize * side + (dx + r) as usize) as u16;
        let mut steps = Vec::new();
        for d in 1..=r {
            for dy in -d..=d {
                let rest = d - dy.abs();
                let mut dxs = vec![-rest];
                if rest != 0 {
                    dxs.push(rest);
                }
                for dx in dxs {
                    let mut parents = [0u16; 2];
                    let mut parent_count = 0u8;
                    if dx != 0 {
                        parents[parent_count as usize] = slot(dx - dx.signum(), dy);
                        parent_count += 1;
                    }
                    if dy != 0 {
                        parents[parent_count as usize] = slot(dx, dy - dy.signum());
                        parent_count += 1;
                    }
                    steps.push(Step { dx, dy, d: d as u8, parents, parent_count });
                }
            }
        }
        Flood { reach: r as usize, steps, reached: vec![false; side * side] }
    }

    /// Floods from the stone of sign `c` on compact point `s` over a board of
    /// `n` lines with `stones` (signs), calling `visit(point, distance)` for
    /// every point it reaches (the source excluded).
    pub fn run(&mut self, n: usize, stones: &[i8], s: usize, c: i8, mut visit: impl FnMut(usize, usize)) {
        let r = self.reach as i32;
        let side = (2 * r + 1) as usize;
        self.reached.fill(false);
        self.reached[r as usize * side + r as usize] = true;
        let (sx, sy) = ((s % n) as i32, (s / n) as i32);
        for st in &self.steps {
            let (x, y) = (sx + st.dx, sy + st.dy);
            if x < 0 || y < 0 || x >= n as i32 || y >= n as i32 {
                continue;
            }
            let q = y as usize * n + x as usize;
            if stones[q] == -c {
                continue;
            }
            let from_parent = st.parents[..st.parent_count as usize].iter().any(|&p| self.reached[p as usize]);
            if from_parent {
                self.reached[((st.dy + r) as usize) * side + (st.dx + r) as usize] = true;
                visit(q, st.d as usize);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Point};

    #[test]
    fn a_lone_stone_fades_over_three_steps() {
        let mut b = Board::new(9);
        b.play(b.idx(Point::new(4, 4)), Color::Black);
        let v = Influencie::default().compute(&b);
        let row: Vec<f32> = (4..9).map(|x| v[4 * 9 + x]).collect();
        assert_eq!(row, vec![1.0, 0.75, 0.5, 0.25, 0.0]);
        assert_eq!(v[5 * 9 + 5], 0.5);
    }

    #[test]
    fn the_bit_window_flood_equals_the_general_flood() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::SmallRng::seed_from_u64(3);
        for size in [5, 9, 19] {
            let mut b = Board::new(size);
            let mut c = Color::Black;
            for _ in 0..size * size {
                if let Some(i) = crate::go::playout::random_move(&mut b, c, &mut rng) {
                    b.play(i, c);
                }
                c = c.opponent();
                let stones = grid::signs(&b);
                assert_eq!(sums_windowed(size, &stones), Influencie::default().sums(size, &stones));
            }
        }
    }

    #[test]
    fn an_enemy_stone_casts_a_shadow_straight_behind_it() {
        let mut b = Board::new(9);
        b.play(b.idx(Point::new(4, 4)), Color::Black);
        b.play(b.idx(Point::new(5, 4)), Color::White);
        let mut flood = Flood::new(4);
        let stones = grid::signs(&b);
        let mut reached = [false; 81];
        flood.run(9, &stones, 4 * 9 + 4, 1, |q, _| reached[q] = true);
        // Straight behind the white stone: every path away from Black runs through it.
        assert!(!reached[4 * 9 + 6] && !reached[4 * 9 + 7]);
        // Off the line, the flood goes round by moving away on both axes.
        assert!(reached[5 * 9 + 6] && reached[3 * 9 + 6]);
    }
}
