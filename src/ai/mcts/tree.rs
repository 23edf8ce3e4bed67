//! The shared tree: an arena of nodes with `u32` ids (0 is the root),
//! their statistics in atomics, priors packed in one word.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU16, AtomicU32, AtomicU64, Ordering};

use super::super::policy::Prior;
use super::RELAXED;
use crate::go::Idx;

/// `first_child` while one thread expands the node.
pub(super) const LOCK: u32 = u32::MAX;

/// One node: the move into it and its statistics, all atomic so that every
/// thread shares the tree. Wins count in halves (a draw is 1, a win 2), for
/// the player who made the move into the node.
#[derive(Default)]
pub(super) struct Node {
    pub(super) mv: AtomicU16,
    pub(super) nchildren: AtomicU16,
    /// 0: not expanded; `LOCK`: being expanded; else the first child's id
    /// (children are contiguous).
    pub(super) first_child: AtomicU32,
    /// Includes descents whose playout has not finished: a virtual loss.
    pub(super) visits: AtomicU32,
    pub(super) wins: AtomicU32,
    pub(super) amaf_visits: AtomicU32,
    pub(super) amaf_wins: AtomicU32,
    /// Prior visits (high 16 bits) and prior half-wins (low 16 bits).
    pub(super) prior: AtomicU32,
    pub(super) scores: ScoreSum,
}

/// Black's area margins at the end of the playouts through a node: their
/// count, sum and sum of squares, enough for a mean and a spread.
#[derive(Default)]
pub(super) struct ScoreSum {
    n: AtomicU32,
    sum: AtomicI64,
    squares: AtomicU64,
}

impl ScoreSum {
    pub(super) fn add(&self, margin: i32) {
        self.n.fetch_add(1, RELAXED);
        self.sum.fetch_add(margin as i64, RELAXED);
        self.squares.fetch_add((margin as i64 * margin as i64) as u64, RELAXED);
    }

    fn copy_to(&self, to: &ScoreSum) {
        to.n.store(self.n.load(RELAXED), RELAXED);
        to.sum.store(self.sum.load(RELAXED), RELAXED);
        to.squares.store(self.squares.load(RELAXED), RELAXED);
    }

    /// The mean margin, its standard deviation and the count, once there
    /// are playouts.
    pub(super) fn mean_and_spread(&self) -> Option<(f64, f64, u64)> {
        let n = self.n.load(RELAXED) as f64;
        if n == 0.0 {
            return None;
        }
        let mean = self.sum.load(RELAXED) as f64 / n;
        let var = (self.squares.load(RELAXED) as f64 / n - mean * mean).max(0.0);
        Some((mean, var.sqrt(), n as u64))
    }
}

pub(super) fn pack_prior(p: Prior) -> u32 {
    let v = p.visits.round().clamp(0.0, 30_000.0) as u32;
    let w = (2.0 * p.wins).round().clamp(0.0, 2.0 * v as f32) as u32;
    (v << 16) | w
}

pub(super) fn unpack_prior(x: u32) -> (f32, f32) {
    ((x >> 16) as f32, (x & 0xFFFF) as f32 * 0.5)
}

/// A relaxed add without a locked instruction: for statistics where a rare
/// lost update does not matter.
#[inline]
pub(super) fn bump(a: &AtomicU32, by: u32) {
    a.store(a.load(RELAXED).wrapping_add(by), RELAXED);
}

pub(super) struct Tree {
    pub(super) nodes: Box<[Node]>,
    pub(super) next: AtomicU32,
    pub(super) full: AtomicBool,
}

impl Tree {
    pub(super) fn new(capacity: usize) -> Tree {
        let zeroed = Box::<[Node]>::new_zeroed_slice(capacity);
        // SAFETY: a Node is atomics over plain integers only, for which the
        // all-zero bit pattern is a valid value. Zeroed memory comes from the
        // allocator untouched, so a large arena costs only the pages used.
        let nodes = unsafe { zeroed.assume_init() };
        Tree { nodes, next: AtomicU32::new(1), full: AtomicBool::new(false) }
    }

    #[inline]
    pub(super) fn node(&self, id: u32) -> &Node {
        &self.nodes[id as usize]
    }

    /// The children of a node, if it is expanded.
    #[inline]
    pub(super) fn children(&self, id: u32) -> Option<Range<u32>> {
        let n = self.node(id);
        let fc = n.first_child.load(Ordering::Acquire);
        if fc == 0 || fc == LOCK {
            return None;
        }
        Some(fc..fc + n.nchildren.load(RELAXED) as u32)
    }

    /// Reserves `n` contiguous nodes.
    pub(super) fn alloc(&self, n: u32) -> Option<u32> {
        if self.full.load(RELAXED) {
            return None;
        }
        let start = self.next.fetch_add(n, RELAXED);
        if start as usize + n as usize > self.nodes.len() {
            self.full.store(true, RELAXED);
            return None;
        }
        Some(start)
    }

    /// Copies the subtree under `root` into a fresh tree where it is the
    /// root; of the root's children only those `keep` accepts survive.
    pub(super) fn reroot(&self, root: u32, capacity: usize, keep: impl Fn(Idx) -> bool) -> Tree {
        let t = Tree::new(capacity);
        copy_stats(self.node(root), t.node(0));
        let mut queue: Vec<(u32, u32)> = vec![(root, 0)];
        let mut head = 0;
        while head < queue.len() {
            let (old, new) = queue[head];
            head += 1;
            let Some(kids) = self.children(old) else { continue };
            let kept: Vec<u32> = kids.filter(|&k| new != 0 || keep(self.node(k).mv.load(RELAXED))).collect();
            if kept.is_empty() {
                continue;
            }
            let Some(start) = t.alloc(kept.len() as u32) else { break };
            for (j, &k) in kept.iter().enumerate() {
                copy_stats(self.node(k), t.node(start + j as u32));
                queue.push((k, start + j as u32));
            }
            let n = t.node(new);
            n.nchildren.store(kept.len() as u16, RELAXED);
            n.first_child.store(start, Ordering::Release);
        }
        t
    }
}

pub(super) fn copy_stats(from: &Node, to: &Node) {
    to.mv.store(from.mv.load(RELAXED), RELAXED);
    to.visits.store(from.visits.load(RELAXED), RELAXED);
    to.wins.store(from.wins.load(RELAXED), RELAXED);
    to.amaf_visits.store(from.amaf_visits.load(RELAXED), RELAXED);
    to.amaf_wins.store(from.amaf_wins.load(RELAXED), RELAXED);
    to.prior.store(from.prior.load(RELAXED), RELAXED);
    from.scores.copy_to(&to.scores);
}
