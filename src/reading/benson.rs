//! Life for certain. Benson's unconditional life: chains of one colour that
//! cannot be captured even if their side only ever passes, because each
//! borders two regions that are vital to it (every empty point of the
//! region is one of its liberties) and that border no chain that could
//! fall. The same iteration, fed with eye values instead of vitality, is
//! the reader's test of life: a chain lives when the spaces around it give
//! it two eyes even with the attacker moving first in each.

use super::area::Marks;
use crate::go::{Board, Color, Idx, Point};

/// A region around chains: its points (empty or enemy) and the chains of
/// the colour it borders (heads).
pub struct Region {
    pub points: Vec<Idx>,
    pub rim: Vec<Idx>,
}

/// Which chains of `rim`-regions live: each chain must collect `credit`
/// of at least 2 from regions all of whose bordering chains still live.
/// `credit(r, chain)` is what region `r` gives that chain (0, 1 or 2).
/// Returns the heads of the chains that live.
pub fn living_chains(regions: &[Region], mut chains: Vec<Idx>, credit: impl Fn(usize, Idx) -> u8) -> Vec<Idx> {
    let mut healthy = vec![true; regions.len()];
    loop {
        // A region whose rim holds a chain no longer in the set is lost.
        for (r, region) in regions.iter().enumerate() {
            if healthy[r] && region.rim.iter().any(|h| !chains.contains(h)) {
                healthy[r] = false;
            }
        }
        let before = chains.len();
        chains.retain(|&h| {
            let total: u32 = regions
                .iter()
                .enumerate()
                .filter(|(r, region)| healthy[*r] && region.rim.contains(&h))
                .map(|(r, _)| credit(r, h) as u32)
                .sum();
            total >= 2
        });
        if chains.len() == before {
            return chains;
        }
    }
}

/// Benson's pass-alive chains and regions of `color` on the whole board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassAlive {
    /// Stones of pass-alive chains, row by row.
    pub stones: Vec<Point>,
    /// Points of regions enclosed by pass-alive chains that the opponent
    /// can never live in (vital to one of them), enemy stones included.
    pub territory: Vec<Point>,
}

/// The regions of `color`: maximal connected sets of points that are not
/// `color`'s stones, with the chains of `color` around each.
pub fn regions(board: &Board, color: Color) -> Vec<Region> {
    let mut seen = Marks::default();
    let mut out = Vec::new();
    let mut stack = Vec::new();
    for p in Point::all(board.size()) {
        let i = board.idx(p);
        if board.at(i) == Some(color) || seen.has(i) {
            continue;
        }
        let mut region = Region { points: Vec::new(), rim: Vec::new() };
        seen.set(i);
        stack.push(i);
        while let Some(j) = stack.pop() {
            region.points.push(j);
            for n in board.neighbours(j) {
                if !board.on_board(n) {
                    continue;
                }
                if board.at(n) == Some(color) {
                    let h = board.chain_id(n);
                    if !region.rim.contains(&h) {
                        region.rim.push(h);
                    }
                } else if !seen.has(n) {
                    seen.set(n);
                    stack.push(n);
                }
            }
        }
        out.push(region);
    }
    out
}

/// Whether every empty point of `points` is a liberty of the chain `head`.
pub fn vital(board: &Board, points: &[Idx], head: Idx) -> bool {
    points.iter().filter(|&&p| board.is_empty_at(p)).all(|&p| {
        board.neighbours(p).iter().any(|&n| board.at(n).is_some() && board.chain_id(n) == head && board.on_board(n))
    })
}

/// Benson's algorithm for `color`.
pub fn pass_alive(board: &Board, color: Color) -> PassAlive {
    let regions = regions(board, color);
    let mut heads: Vec<Idx> = Vec::new();
    for r in &regions {
        for &h in &r.rim {
            if !heads.contains(&h) {
                heads.push(h);
            }
        }
    }
    let alive = living_chains(&regions, heads, |r, h| u8::from(vital(board, &regions[r].points, h)));
    let mut stones: Vec<Point> = Vec::new();
    for &h in &alive {
        stones.extend(board.chain_stones(h).map(|s| board.point(s)));
    }
    stones.sort_by_key(|p| (p.y, p.x));
    let mut territory: Vec<Point> = regions
        .iter()
        .filter(|r| {
            !r.rim.is_empty()
                && r.rim.iter().all(|h| alive.contains(h))
                && r.rim.iter().any(|&h| vital(board, &r.points, h))
        })
        .flat_map(|r| r.points.iter().map(|&i| board.point(i)))
        .collect();
    territory.sort_by_key(|p| (p.y, p.x));
    PassAlive { stones, territory }
}
