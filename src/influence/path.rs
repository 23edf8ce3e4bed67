//! The line-of-sight path model: a stone sends influence to an empty point
//! along every short greedy path between them that no stone blocks. The
//! paths depend on the board's geometry only, so they are computed once per
//! board size; a move then only toggles the paths it opens or blocks, through
//! occupancy counts, and the map follows a game incrementally.
//!
//! Choices, where the description this follows leaves room:
//! - A path joins a source `s` to a terminus `t` at Manhattan distance 1 to
//!   `MAX_STEPS` (5). It is built greedily: each step goes to the neighbour
//!   nearest `t` in Euclidean distance (a tie gives two branches). Paths are
//!   built from `s` to `t` and from `t` to `s` (then reversed) so that the
//!   set is symmetric; a path that both directions produce counts once. Every
//!   greedy step shortens the Manhattan distance, so a path has exactly as many
//!   steps as its ends are apart.
//! - On 19x19 that gives 53,728 paths over 17,620 ordered pairs of points;
//!   a point lies inside (strictly between the ends of) at most 592 of them.
//!   (The original program reported 143,296 paths: twice 71,648, which is
//!   the count when the paths both directions share are kept twice.)
//! - A path is open when its interior points are all empty; its terminus may
//!   hold a stone (a point with a stone shows that stone's colour, so what
//!   reaches it does not show; leaving the terminus out means removing a
//!   stone needs no work for the paths ending on it).
//! - A pair contributes `f(d) * open / N` to its terminus, signed by the
//!   stone on its source, where `N` is its number of paths and
//!   `f(d) = 0.6 * exp(-(d - 1) / 2)` (0.60, 0.36, 0.22, 0.13, 0.08).
//! - Contributions are fixed-point integers (1.0 = 65536), so incremental
//!   results equal a full recomputation bit for bit, whatever the order of
//!   placements and removals.
//! - The value of an empty point is its sum clamped to [-1, 1]; a stone's
//!   point is +1 (Black) or -1 (White).

use std::sync::{Arc, Mutex, OnceLock};

use super::grid::{self, sign_of};
use super::{Incremental, InfluenceModel};
use crate::go::{Board, Color, Idx, MAX_SIZE, Point};

/// The longest path, in steps.
pub const MAX_STEPS: usize = 5;

/// Fixed-point one.
const ONE: i32 = 1 << 16;

/// The distance weight `f(d)` before it is shared among the pair's paths.
fn weight(d: usize) -> f64 {
    0.6 * (-(d as f64 - 1.0) / 2.0).exp()
}

/// An ordered pair (source, terminus) and its paths.
#[derive(Clone, Copy, Debug)]
struct Pair {
    source: u16,
    terminus: u16,
    /// `f(d) / N` in fixed point: the share of one open path.
    unit: i32,
    first_path: u32,
    paths: u16,
}

/// Every path of one board size, with the indexes a move needs.
pub struct PathTables {
    size: usize,
    /// Pairs grouped by source: those of source `k` are
    /// `pair_start[k]..pair_start[k + 1]`.
    pairs: Vec<Pair>,
    pair_start: Vec<u32>,
    /// The interior points of path `p` are `interior[interior_start[p]..interior_start[p + 1]]`.
    interior_start: Vec<u32>,
    interior: Vec<u16>,
    /// The (path, pair) of every path passing through point `k`:
    /// `through[through_start[k]..through_start[k + 1]]`.
    through_start: Vec<u32>,
    through: Vec<(u32, u32)>,
}

impl PathTables {
    /// The tables of a board size, built on first use and shared after.
    pub fn for_size(size: usize) -> Arc<PathTables> {
        static CACHE: OnceLock<Mutex<Vec<Option<Arc<PathTables>>>>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| Mutex::new(vec![None; MAX_SIZE + 1]));
        let mut slots = cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(t) = slots.get(size).and_then(|s| s.clone()) {
            return t;
        }
        let t = Arc::new(PathTables::build(size));
        if let Some(slot) = slots.get_mut(size) {
            *slot = Some(t.clone());
        }
        t
    }

    /// The board size the tables are for.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The number of distinct paths.
    pub fn path_count(&self) -> usize {
        self.interior_start.len() - 1
    }

    /// The number of ordered (source, terminus) pairs joined by paths.
    pub fn pair_count(&self) -> usize {
        self.pairs.len()
    }

    /// The largest number of paths passing through one point.
    pub fn max_through(&self) -> usize {
        self.through_start.windows(2).map(|w| (w[1] - w[0]) as usize).max().unwrap_or(0)
    }

    fn build(n: usize) -> PathTables {
        let mut pairs = Vec::new();
        let mut pair_start = vec![0u32];
        let mut interior_start = vec![0u32];
        let mut interior: Vec<u16> = Vec::new();
        let mut found: Vec<Vec<(i32, i32)>> = Vec::new();
        let mut acc = Vec::new();
        let m = MAX_STEPS as i32;
        for sy in 0..n as i32 {
            for sx in 0..n as i32 {
                for dy in -m..=m {
                    let rest = m - dy.abs();
                    for dx in -rest..=rest {
                        let (tx, ty) = (sx + dx, sy + dy);
                        if (dx, dy) == (0, 0) || tx < 0 || ty < 0 || tx >= n as i32 || ty >= n as i32 {
                            continue;
                        }
                        found.clear();
                        acc.clear();
                        greedy((sx, sy), (tx, ty), &mut acc, &mut found);
                        let forward = found.len();
                        greedy((tx, ty), (sx, sy), &mut acc, &mut found);
                        for p in &mut found[forward..] {
                            p.reverse();
                        }
                        found.sort();
                        found.dedup();
                        let d = (dx.abs() + dy.abs()) as usize;
                        let unit = (weight(d) / found.len() as f64 * ONE as f64).round() as i32;
                        pairs.push(Pair {
                            source: (sy as usize * n + sx as usize) as u16,
                            terminus: (ty as usize * n + tx as usize) as u16,
                            unit,
                            first_path: (interior_start.len() - 1) as u32,
                            paths: found.len() as u16,
                        });
                        for p in &found {
                            // Interior: every point but the two ends.
                            for &(x, y) in &p[1..p.len() - 1] {
                                interior.push((y as usize * n + x as usize) as u16);
                            }
                            interior_start.push(interior.len() as u32);
                        }
                    }
                }
                pair_start.push(pairs.len() as u32);
            }
        }
        // Invert the interiors: for each point, the paths through it.
        let mut count = vec![0u32; n * n + 1];
        for &k in &interior {
            count[k as usize + 1] += 1;
        }
        for k in 0..n * n {
            count[k + 1] += count[k];
        }
        let through_start = count.clone();
        let mut fill = count;
        let mut through = vec![(0u32, 0u32); interior.len()];
        for (pair_id, pair) in pairs.iter().enumerate() {
            for path in pair.first_path..pair.first_path + pair.paths as u32 {
                let (a, b) = (interior_start[path as usize] as usize, interior_start[path as usize + 1] as usize);
                for &k in &interior[a..b] {
                    through[fill[k as usize] as usize] = (path, pair_id as u32);
                    fill[k as usize] += 1;
                }
            }
        }
        PathTables { size: n, pairs, pair_start, interior_start, interior, through_start, through }
    }

    #[inline]
    fn pairs_from(&self, k: usize) -> std::ops::Range<usize> {
        self.pair_start[k] as usize..self.pair_start[k + 1] as usize
    }

    #[inline]
    fn through(&self, k: usize) -> &[(u32, u32)] {
        &self.through[self.through_start[k] as usize..self.through_start[k + 1] as usize]
    }

    #[inline]
    fn interior_of(&self, path: usize) -> &[u16] {
        &self.interior[self.interior_start[path] as usize..self.interior_start[path + 1] as usize]
    }
}

/// Every greedy path from `s` to `t`, appended to `out` as point lists.
fn greedy(s: (i32, i32), t: (i32, i32), acc: &mut Vec<(i32, i32)>, out: &mut Vec<Vec<(i32, i32)>>) {
    acc.push(s);
    if s == t {
        out.push(acc.clone());
    } else {
        let dist = |p: (i32, i32)| (p.0 - t.0).pow(2) + (p.1 - t.1).pow(2);
        let steps = [(s.0 + 1, s.1), (s.0 - 1, s.1), (s.0, s.1 + 1), (s.0, s.1 - 1)];
        // The nearest neighbours lie between s and t, so always on the board.
        let best = steps.iter().map(|&p| dist(p)).min().unwrap_or(0);
        for p in steps {
            if dist(p) == best {
                greedy(p, t, acc, out);
            }
        }
    }
    acc.pop();
}

/// Turns sums and stones into the map.
fn to_values(raw: &[i32], stones: &[i8]) -> Vec<f32> {
    raw.iter()
        .zip(stones)
        .map(|(&r, &s)| if s != 0 { s as f32 } else { (r as f32 / ONE as f32).clamp(-1.0, 1.0) })
        .collect()
}

/// The path model, following a game incrementally.
#[derive(Default)]
pub struct PathInfluence {
    tables: Option<Arc<PathTables>>,
    /// The stone on each point as a sign.
    stone: Vec<i8>,
    /// Stones on each path's interior.
    occ: Vec<u8>,
    /// Open paths of each pair.
    open: Vec<u8>,
    /// Fixed-point sum at each point.
    raw: Vec<i32>,
}

impl PathInfluence {
    /// A model that follows nothing yet: `sync` (or `reset`) gives it a board
    /// size.
    pub fn new() -> PathInfluence {
        PathInfluence::default()
    }

    /// Starts over on an empty board of `size` lines.
    pub fn reset(&mut self, size: usize) {
        let t = PathTables::for_size(size);
        self.stone = vec![0; size * size];
        self.occ = vec![0; t.path_count()];
        self.open = t.pairs.iter().map(|p| p.paths as u8).collect();
        self.raw = vec![0; size * size];
        self.tables = Some(t);
    }

    /// The board size followed, if any.
    pub fn size(&self) -> Option<usize> {
        self.tables.as_ref().map(|t| t.size)
    }

    /// The fixed-point sums (1.0 = 65536), before clamping: for checks.
    pub fn raw(&self) -> &[i32] {
        &self.raw
    }

    /// A stone of sign `s` appears on the empty compact point `k`.
    fn place_at(&mut self, k: usize, s: i8) {
        let Some(t) = self.tables.as_deref() else { return };
        self.stone[k] = s;
        let s32 = s as i32;
        for pid in t.pairs_from(k) {
            let open = self.open[pid] as i32;
            if open > 0 {
                let pair = &t.pairs[pid];
                self.raw[pair.terminus as usize] += s32 * pair.unit * open;
            }
        }
        for &(path, pid) in t.through(k) {
            let occ = &mut self.occ[path as usize];
            *occ += 1;
            if *occ == 1 {
                self.open[pid as usize] -= 1;
                let pair = &t.pairs[pid as usize];
                let src = self.stone[pair.source as usize] as i32;
                self.raw[pair.terminus as usize] -= src * pair.unit;
            }
        }
    }

    /// The stone on compact point `k` goes.
    fn remove_at(&mut self, k: usize) {
        let Some(t) = self.tables.as_deref() else { return };
        let s32 = self.stone[k] as i32;
        self.stone[k] = 0;
        for pid in t.pairs_from(k) {
            let open = self.open[pid] as i32;
            if open > 0 {
                let pair = &t.pairs[pid];
                self.raw[pair.terminus as usize] -= s32 * pair.unit * open;
            }
        }
        for &(path, pid) in t.through(k) {
            let occ = &mut self.occ[path as usize];
            *occ -= 1;
            if *occ == 0 {
                self.open[pid as usize] += 1;
                let pair = &t.pairs[pid as usize];
                let src = self.stone[pair.source as usize] as i32;
                self.raw[pair.terminus as usize] += src * pair.unit;
            }
        }
    }

    fn compact(&self, p: Point) -> Option<usize> {
        let n = self.size()?;
        p.on_board(n).then_some(p.y as usize * n + p.x as usize)
    }

    /// The fixed-point sums of a board, from scratch: every stone's pairs,
    /// each path checked point by point.
    pub fn raw_from_scratch(board: &Board) -> Vec<i32> {
        let n = board.size();
        let t = PathTables::for_size(n);
        let stones = grid::signs(board);
        let mut raw = vec![0i32; n * n];
        for (k, &s) in stones.iter().enumerate() {
            if s == 0 {
                continue;
            }
            for pair in &t.pairs[t.pairs_from(k)] {
                let first = pair.first_path as usize;
                let open = (first..first + pair.paths as usize)
                    .filter(|&path| t.interior_of(path).iter().all(|&q| stones[q as usize] == 0))
                    .count() as i32;
                raw[pair.terminus as usize] += s as i32 * pair.unit * open;
            }
        }
        raw
    }
}

impl Incremental for PathInfluence {
    /// Places a stone; on an occupied point the old stone goes first. Does
    /// nothing before the model knows its board size, or off the board.
    fn place(&mut self, p: Point, c: Color) {
        if let Some(k) = self.compact(p) {
            if self.stone[k] != 0 {
                self.remove_at(k);
            }
            self.place_at(k, sign_of(Some(c)));
        }
    }

    fn remove(&mut self, p: Point) {
        if let Some(k) = self.compact(p)
            && self.stone[k] != 0
        {
            self.remove_at(k);
        }
    }

    fn sync(&mut self, board: &Board) {
        let n = board.size();
        if self.size() != Some(n) {
            self.reset(n);
        }
        let w = board.stride();
        for y in 0..n {
            let row = (y + 1) * w + 1;
            for x in 0..n {
                let k = y * n + x;
                let now = sign_of(board.at((row + x) as Idx));
                let was = self.stone[k];
                if now != was {
                    if was != 0 {
                        self.remove_at(k);
                    }
                    if now != 0 {
                        self.place_at(k, now);
                    }
                }
            }
        }
    }

    fn values(&self) -> Vec<f32> {
        to_values(&self.raw, &self.stone)
    }
}

impl InfluenceModel for PathInfluence {
    fn name(&self) -> &'static str {
        "path"
    }

    fn compute(&self, board: &Board) -> Vec<f32> {
        to_values(&PathInfluence::raw_from_scratch(board), &grid::signs(board))
    }

    fn incremental(&mut self) -> Option<&mut dyn Incremental> {
        Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nineteen_by_nineteen_has_the_stated_path_counts() {
        let t = PathTables::for_size(19);
        assert_eq!(t.path_count(), 53_728);
        assert_eq!(t.pair_count(), 17_620);
        assert_eq!(t.max_through(), 592);
    }

    #[test]
    fn paths_run_both_ways_between_every_pair() {
        let t = PathTables::for_size(9);
        let mut seen = std::collections::HashSet::new();
        for pair in &t.pairs {
            let first = pair.first_path as usize;
            for path in first..first + pair.paths as usize {
                seen.insert((pair.source, pair.terminus, t.interior_of(path).to_vec()));
            }
        }
        for (s, e, inner) in &seen {
            let back: Vec<u16> = inner.iter().rev().copied().collect();
            assert!(seen.contains(&(*e, *s, back)), "path {s}->{e} has no reverse");
        }
    }

    #[test]
    fn a_knight_move_apart_has_four_paths_and_an_adjacent_point_one() {
        let t = PathTables::for_size(9);
        let n = 9;
        let pair_to = |s: usize, e: usize| t.pairs[t.pairs_from(s)].iter().find(|p| p.terminus as usize == e).copied();
        let s = 4 * n + 4;
        assert_eq!(pair_to(s, s + 1).map(|p| p.paths), Some(1));
        // Three right and one down: two greedy paths each way, none shared.
        assert_eq!(pair_to(s, s + 3 + n).map(|p| p.paths), Some(4));
        // Two steps each way: greedy paths all cross the middle point, two
        // ways into it and two ways out (the L-shaped paths are not greedy).
        assert_eq!(pair_to(s, s + 2 + 2 * n).map(|p| p.paths), Some(4));
        let west = 4 * n + 1;
        assert_eq!(pair_to(west, west + 5).map(|p| p.paths), Some(1));
        assert!(pair_to(west, west + 6).is_none(), "six steps is out of range");
    }

    #[test]
    fn a_lone_stone_radiates_with_the_stated_weights() {
        let mut b = Board::new(19);
        let centre = b.idx(Point::new(9, 9));
        b.play(centre, Color::Black);
        let v = PathInfluence::new().compute(&b);
        let at = |x: usize, y: usize| v[y * 19 + x];
        assert_eq!(at(9, 9), 1.0);
        for d in 1..=5 {
            assert!((at(9 + d, 9) - weight(d) as f32).abs() < 1e-3, "distance {d}: {}", at(9 + d, 9));
        }
        assert_eq!(at(9 + 6, 9), 0.0);
        // Every pair shares f(d) among its paths, so a diagonal point gets f(2) in full.
        assert!((at(10, 10) - weight(2) as f32).abs() < 1e-3);
    }

    #[test]
    fn a_stone_in_between_casts_a_shadow() {
        let mut b = Board::new(9);
        b.play(b.idx(Point::new(2, 4)), Color::Black);
        b.play(b.idx(Point::new(3, 4)), Color::White);
        let v = PathInfluence::new().compute(&b);
        // Black's only path to (4,4) runs through the white stone.
        let black_alone = {
            let mut c = Board::new(9);
            c.play(c.idx(Point::new(2, 4)), Color::Black);
            PathInfluence::new().compute(&c)
        };
        let white_alone = {
            let mut c = Board::new(9);
            c.play(c.idx(Point::new(3, 4)), Color::White);
            PathInfluence::new().compute(&c)
        };
        assert!(black_alone[4 * 9 + 4] > 0.0);
        assert_eq!(v[4 * 9 + 4], white_alone[4 * 9 + 4]);
    }

    #[test]
    fn place_and_remove_events_match_a_sync() {
        let mut events = PathInfluence::new();
        events.reset(9);
        let mut b = Board::new(9);
        for (x, y, c) in [(2, 2, Color::Black), (3, 2, Color::White), (4, 4, Color::Black)] {
            let p = Point::new(x, y);
            b.play(b.idx(p), c);
            events.place(p, c);
        }
        b.set(Point::new(3, 2), None);
        events.remove(Point::new(3, 2));
        let mut synced = PathInfluence::new();
        synced.sync(&b);
        assert_eq!(events.raw(), synced.raw());
        assert_eq!(events.values(), synced.compute(&b));
    }
}
