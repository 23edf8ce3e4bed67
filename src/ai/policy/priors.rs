//! The values new tree nodes start with: captures, saves, shapes, vital
//! points of eye spaces, distance to the last moves and to other stones.

use super::*;

/// Equivalent experience a prior stands for: `visits` playouts won at
/// `rate`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prior {
    pub visits: f32,
    pub wins: f32,
}

impl Prior {
    fn add(&mut self, visits: f32, rate: f32) {
        self.visits += visits;
        self.wins += visits * rate;
    }
}

/// What the priors of one node's children share: the position's tactical
/// moves and its last moves.
pub struct PriorContext {
    /// Points that capture or save something, or are vital, marked with
    /// their kind.
    urgent: Vec<u8>,
    last: Idx,
    last2: Idx,
    /// Empty boards on the larger sizes make the first two lines bad.
    size: usize,
}

const URGENT_CAPTURE: u8 = 1;
const URGENT_SAVE: u8 = 2;
/// The vital point of a small eye space: to kill it, or to make two eyes.
const VITAL: u8 = 4;

impl PriorContext {
    /// Gathers, for `c` to move, every capture of an opponent chain in atari,
    /// every move that saves an own chain in atari and every vital point of
    /// a small eye space, over the whole board.
    pub fn new(b: &Board, c: Color, last: Idx, last2: Idx) -> PriorContext {
        let mut urgent = vec![0u8; crate::go::MAX_POINTS];
        let mut moves = Vec::new();
        let mut seen = Vec::new();
        for p in crate::go::Point::all(b.size()) {
            let i = b.idx(p);
            let Some(col) = b.at(i) else { continue };
            if !b.in_atari(i) {
                continue;
            }
            let h = b.chain_id(i);
            if seen.contains(&h) {
                continue;
            }
            seen.push(h);
            if col == c {
                moves.clear();
                save_moves(b, i, c, &mut moves);
                for &m in &moves {
                    urgent[m as usize] |= URGENT_SAVE;
                }
            } else {
                urgent[b.atari_liberty(i) as usize] |= URGENT_CAPTURE;
            }
        }
        vital_points(b, |v| urgent[v as usize] |= VITAL);
        PriorContext { urgent, last, last2, size: b.size() }
    }

    /// The prior of `c` playing at `i` (`PASS` for a pass), with `even`
    /// playouts of equivalent experience as the unit.
    pub fn prior(&self, b: &Board, i: Idx, c: Color, even: f32) -> Prior {
        let mut p = Prior { visits: even, wins: even * 0.5 };
        if i == PASS {
            // Passing is rarely right while much of the board is open.
            let open = b.empties().len() as f32 / (b.size() * b.size()) as f32;
            p.add(even, if open < 0.1 { 0.4 } else { 0.1 });
            return p;
        }
        let urgent = self.urgent[i as usize];
        if urgent & URGENT_CAPTURE != 0 {
            p.add(2.0 * even, 1.0);
        }
        if urgent & URGENT_SAVE != 0 {
            p.add(2.0 * even, 1.0);
        }
        if is_self_atari(b, i, c, 1) {
            let a = after_move(b, i, c, 2);
            p.add(if a.stones >= 3 { 3.0 * even } else { even }, 0.0);
        } else if matches_pattern(b, i) {
            p.add(even, 0.9);
        }
        if urgent & VITAL != 0 {
            p.add(even, 0.85);
        }
        if self.last != PASS {
            let d = distance(b, i, self.last);
            if d <= 2 {
                p.add(even, if d <= 1 { 0.75 } else { 0.65 });
            }
        }
        if self.last2 != PASS && distance(b, i, self.last2) <= 1 {
            p.add(0.5 * even, 0.65);
        }
        let pt = b.point(i);
        let line = 1 + pt.x.min(pt.y).min((self.size - 1) as u8 - pt.x).min((self.size - 1) as u8 - pt.y) as usize;
        if self.size >= 13 {
            // Playouts overrate the edge of a big empty board: low moves far
            // from every stone start heavily behind, the 3rd and 4th lines
            // ahead.
            if line <= 4 && !stones_near(b, i, 3) {
                match line {
                    1 => p.add(3.0 * even, 0.0),
                    2 => p.add(2.0 * even, 0.15),
                    _ => p.add(even, 0.75),
                }
            }
        } else if self.size >= 9 && line <= 2 && !stones_near(b, i, 2) {
            p.add(even, if line == 1 { 0.1 } else { 0.3 });
        }
        p
    }
}

/// A distance between two points that grows like Go players see it:
/// |dx| + |dy| + max(|dx|, |dy|), so that a knight's move is 5 and a
/// diagonal 3; 0 for the same point. Halved (rounding down) to count
/// "steps": a neighbour and a diagonal are 1, a knight's move 2.
pub fn distance(b: &Board, i: Idx, j: Idx) -> u32 {
    let (p, q) = (b.point(i), b.point(j));
    let dx = (p.x as i32 - q.x as i32).unsigned_abs();
    let dy = (p.y as i32 - q.y as i32).unsigned_abs();
    (dx + dy + dx.max(dy)) / 2
}

/// Whether any stone lies within Manhattan distance `r` of `i`.
fn stones_near(b: &Board, i: Idx, r: i32) -> bool {
    let p = b.point(i);
    let n = b.size() as i32;
    for dy in -r..=r {
        for dx in -(r - dy.abs())..=(r - dy.abs()) {
            let (x, y) = (p.x as i32 + dx, p.y as i32 + dy);
            if (0..n).contains(&x) && (0..n).contains(&y) && b.get(crate::go::Point::new(x as u8, y as u8)).is_some() {
                return true;
            }
        }
    }
    false
}
