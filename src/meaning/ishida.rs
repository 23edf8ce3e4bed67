//! Ishida-type pictures (the seed's steps 5 and 6): with dead stones
//! counted as the other side's (dead whoever moves first: an unsettled
//! group is weak, and still radiates), each point is given to at most one
//! living group, as its territory (secure: an empty region only that side's
//! living stones reach, the nearest of its groups taking it), or as its influence
//! (an empty point within `REACH` steps of the group, through empty points
//! and dead stones, nearer to it than to any enemy group). A connected area
//! of one side's influence of at least `MOYO` points is a moyo: a framework
//! not yet territory.

use std::collections::VecDeque;

use super::{Judgement, Life, cell};
use crate::go::{Board, Point};

/// How far a group's influence radiates, in steps.
pub const REACH: u32 = 4;
/// Influence areas this big or bigger are moyos.
pub const MOYO: usize = 12;

/// What a point is to the group that holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// One of the group's living stones.
    Stone,
    /// Secure territory.
    Territory,
    /// Influence, `steps` away from the group.
    Influence { steps: u32 },
    /// Influence that belongs to a moyo.
    Moyo { steps: u32 },
}

/// Each point's group and level, row by row from the top.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub size: usize,
    /// Index into `Judgement::groups`, and what the point is to it.
    pub cells: Vec<Option<(usize, Level)>>,
}

impl Picture {
    /// The group holding point `p` and what `p` is to it.
    pub fn at(&self, p: Point) -> Option<(usize, Level)> {
        self.cells[cell(self.size, p)]
    }

    /// The picture as terrain values: territory a flat terrace (+-1),
    /// influence a slope falling with distance, moyo a raised slope; one
    /// group's alone when `only` names it.
    pub fn values(&self, judgement: &Judgement, only: Option<usize>) -> Vec<f32> {
        self.cells
            .iter()
            .map(|c| match *c {
                Some((g, level)) if only.is_none_or(|o| o == g) => {
                    let s = judgement.groups[g].color.sign();
                    s * match level {
                        Level::Stone | Level::Territory => 1.0,
                        Level::Moyo { steps } => 0.75 - 0.1 * steps as f32,
                        Level::Influence { steps } => 0.55 - 0.1 * steps as f32,
                    }
                }
                _ => 0.0,
            })
            .collect()
    }
}

/// Draws the picture of `board` as `judgement` sees it.
pub fn picture(board: &Board, judgement: &Judgement) -> Picture {
    let n = board.size();
    let dead = judgement.surely_dead_stones();
    let area = board.area_owner(&dead);
    let mut cells: Vec<Option<(usize, Level)>> = vec![None; n * n];
    // Multi-source breadth-first search from every living group's stones
    // over empty points and dead stones: distance and nearest group.
    let mut dist = vec![u32::MAX; n * n];
    let mut nearest = vec![usize::MAX; n * n];
    let mut contested = vec![false; n * n];
    let mut queue = VecDeque::new();
    for (g, group) in judgement.groups.iter().enumerate() {
        if group.life == Life::Dead {
            continue;
        }
        for &p in &group.stones {
            let k = cell(n, p);
            cells[k] = Some((g, Level::Stone));
            dist[k] = 0;
            nearest[k] = g;
            queue.push_back(p);
        }
    }
    let open = |p: Point| board.get(p).is_none() || dead.contains(&p);
    while let Some(p) = queue.pop_front() {
        let k = cell(n, p);
        for q in p.neighbours(n) {
            let j = cell(n, q);
            if !open(q) {
                continue;
            }
            if dist[j] == u32::MAX {
                dist[j] = dist[k] + 1;
                nearest[j] = nearest[k];
                contested[j] = contested[k];
                queue.push_back(q);
            } else if dist[j] == dist[k] + 1
                && nearest[j] != nearest[k]
                && judgement.groups[nearest[j]].color != judgement.groups[nearest[k]].color
            {
                contested[j] = true;
            }
        }
    }
    for p in Point::all(n) {
        let k = cell(n, p);
        if cells[k].is_some() || nearest[k] == usize::MAX {
            continue;
        }
        let g = nearest[k];
        let color = judgement.groups[g].color;
        if area[k] == Some(color) {
            cells[k] = Some((g, Level::Territory));
        } else if area[k].is_none() && !contested[k] && dist[k] <= REACH {
            cells[k] = Some((g, Level::Influence { steps: dist[k] }));
        }
    }
    mark_moyos(n, judgement, &mut cells);
    Picture { size: n, cells }
}

/// Turns influence areas of one colour of at least `MOYO` points into moyo.
fn mark_moyos(n: usize, judgement: &Judgement, cells: &mut [Option<(usize, Level)>]) {
    let colour_of = |c: &Option<(usize, Level)>| match c {
        Some((g, Level::Influence { .. })) => Some(judgement.groups[*g].color),
        _ => None,
    };
    let mut seen = vec![false; n * n];
    for start in Point::all(n) {
        let k0 = cell(n, start);
        let Some(color) = colour_of(&cells[k0]) else { continue };
        if seen[k0] {
            continue;
        }
        let mut area = vec![start];
        let mut stack = vec![start];
        seen[k0] = true;
        while let Some(p) = stack.pop() {
            for q in p.neighbours(n) {
                let j = cell(n, q);
                if !seen[j] && colour_of(&cells[j]) == Some(color) {
                    seen[j] = true;
                    area.push(q);
                    stack.push(q);
                }
            }
        }
        if area.len() >= MOYO {
            for p in area {
                if let Some((g, Level::Influence { steps })) = cells[cell(n, p)] {
                    cells[cell(n, p)] = Some((g, Level::Moyo { steps }));
                }
            }
        }
    }
}

/// The stones of `board` with dead ones turned to the other colour: the
/// position the colour map is redrawn from (step 5).
pub fn with_dead_as_captured(board: &Board, judgement: &Judgement) -> Board {
    let mut b = board.clone();
    for p in judgement.surely_dead_stones() {
        if let Some(c) = board.get(p) {
            b.set(p, Some(c.opponent()));
        }
    }
    b
}

/// Whether point `p` is on the outline of group `g` in the picture: held by
/// the group, next to a point that is not.
pub fn on_outline(picture: &Picture, g: usize, p: Point) -> bool {
    let n = picture.size;
    let mine = |q: Point| picture.at(q).is_some_and(|(h, _)| h == g);
    mine(p) && (p.neighbours(n).any(|q| !mine(q)) || p.neighbours(n).count() < 4)
}
