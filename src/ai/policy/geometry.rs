//! Where a point lies for the priors and the move predictor: its distance
//! to another as Go players see it, its line, and whether stones are near.

use crate::go::{Board, Idx, Point};

/// |dx| + |dy| + max(|dx|, |dy|): a neighbour is 2, a diagonal 3, a
/// knight's move 5; 0 for the same point.
pub fn go_distance(b: &Board, i: Idx, j: Idx) -> u32 {
    let (p, q) = (b.point(i), b.point(j));
    let dx = (p.x as i32 - q.x as i32).unsigned_abs();
    let dy = (p.y as i32 - q.y as i32).unsigned_abs();
    dx + dy + dx.max(dy)
}

/// The line of `i` counted from 0 at the edge.
pub fn line_of(b: &Board, i: Idx) -> usize {
    let pt = b.point(i);
    let edge = (b.size() - 1) as u8;
    pt.x.min(pt.y).min(edge - pt.x).min(edge - pt.y) as usize
}

/// Whether any stone lies within Manhattan distance `r` of `i`.
pub fn stones_near(b: &Board, i: Idx, r: i32) -> bool {
    let p = b.point(i);
    let n = b.size() as i32;
    for dy in -r..=r {
        for dx in -(r - dy.abs())..=(r - dy.abs()) {
            let (x, y) = (p.x as i32 + dx, p.y as i32 + dy);
            if (0..n).contains(&x) && (0..n).contains(&y) && b.get(Point::new(x as u8, y as u8)).is_some() {
                return true;
            }
        }
    }
    false
}
