//! Nakade: the vital point of a small eye space. An empty area of three to
//! six points walled in by one colour makes one eye or two depending on
//! who plays its vital point first (a straight or bent three, a pyramid
//! four, a bulky or crossed five, a rabbity six); playouts that never play
//! there let dead groups live.

use super::PASS;
use crate::go::{Board, Color, Idx};

/// The largest eye space that can still be killed from inside.
const NAKADE_MAX: usize = 6;

/// The vital point of the empty area holding `around`, when the area has
/// three to six points, is walled in by `owner`'s stones and the edge only,
/// and has a shape whose owner gets one eye if the opponent plays there
/// first. `None` for any other area (a straight or bent four, a square
/// four, anything of seven points or more).
pub fn nakade_point(b: &Board, around: Idx, owner: Color) -> Option<Idx> {
    let opp = owner.opponent();
    if !b.is_empty_at(around) || b.neighbours_of(around, opp) > 0 {
        return None;
    }
    let mut area = [PASS; NAKADE_MAX];
    area[0] = around;
    let mut n = 1;
    let mut k = 0;
    while k < n {
        for m in b.neighbours(area[k]) {
            if b.is_empty_at(m) && !area[..n].contains(&m) {
                if n == NAKADE_MAX || b.neighbours_of(m, opp) > 0 {
                    return None;
                }
                area[n] = m;
                n += 1;
            }
        }
        k += 1;
    }
    vital_of(b, &area[..n])
}

/// The vital point of an area of points, by its shape alone (see
/// `nakade_point`).
fn vital_of(b: &Board, area: &[Idx]) -> Option<Idx> {
    let n = area.len();
    if !(3..=NAKADE_MAX).contains(&n) {
        return None;
    }
    // How many area neighbours each point has, and how many points have
    // each count: the counts tell the shapes apart.
    let mut degree = [0usize; NAKADE_MAX];
    for a in 0..n {
        for c in a + 1..n {
            if b.neighbours(area[a]).contains(&area[c]) {
                degree[a] += 1;
                degree[c] += 1;
            }
        }
    }
    let mut with = [0usize; 5];
    for &d in &degree[..n] {
        with[d] += 1;
    }
    let having = |d: usize| area.iter().zip(&degree).find(|&(_, &g)| g == d).map(|(&i, _)| i);
    match n {
        // Straight or bent three: the middle point.
        3 => having(2),
        // Pyramid four; a line, an L or a square has no vital point.
        4 if with[3] == 1 => having(3),
        // Bulky five (one point of three neighbours, one end) or crossed five.
        5 if with[3] == 1 && with[1] == 1 => having(3),
        5 if with[4] == 1 => having(4),
        // Rabbity six.
        6 if with[4] == 1 && with[2] == 3 => having(4),
        _ => None,
    }
}

/// Whether `c` at `i`, a self-atari, is a sacrifice that kills from
/// inside: the chain it makes (two to six stones) lies inside the
/// opponent's eye space, touching nothing but enemy stones, the edge and
/// its last liberty (which enemy stones touch too), and once captured
/// leaves one eye (two points) or an eye space with a vital point for `c`
/// to play again.
pub fn is_nakade_sacrifice(b: &Board, i: Idx, c: Color) -> bool {
    let mut stones = [PASS; NAKADE_MAX];
    stones[0] = i;
    let mut n = 1;
    for m in b.neighbours(i) {
        if b.at(m) == Some(c) && !stones[..n].contains(&m) {
            for s in b.chain_stones(m) {
                if n == NAKADE_MAX {
                    return false;
                }
                stones[n] = s;
                n += 1;
            }
        }
    }
    let mut liberty = PASS;
    for &s in &stones[..n] {
        for m in b.neighbours(s) {
            if stones[..n].contains(&m) || b.at(m) == Some(c.opponent()) || (!b.on_board(m)) {
                continue;
            }
            if b.is_empty_at(m) && (liberty == PASS || liberty == m) {
                liberty = m;
            } else {
                return false;
            }
        }
    }
    // The capture must come from outside: a last liberty only `c`'s stones
    // touch is `c`'s own eye, and filling next to it kills its own group
    // (a seki, not an eye space of the opponent's).
    if liberty == PASS || b.neighbours_of(liberty, c.opponent()) == 0 {
        return false;
    }
    n == 2 || vital_of(b, &stones[..n]).is_some()
}

/// After the opponent's move `last`, the vital point of the eye space it
/// borders, for `c` to kill by playing there first.
pub fn nakade_answer(b: &Board, last: Idx) -> Option<Idx> {
    let owner = b.at(last)?;
    // A stone in the open (three or four empty neighbours, always two of
    // them opposite) borders no one small eye space.
    if !(1..=2).contains(&b.empty_neighbours(last)) {
        return None;
    }
    let mut empty = PASS;
    for m in b.neighbours(last) {
        if !b.is_empty_at(m) {
            continue;
        }
        if empty != PASS && !b.diagonals(m).contains(&empty) {
            // Between two areas.
            return None;
        }
        empty = m;
    }
    if empty == PASS {
        return None;
    }
    nakade_point(b, empty, owner)
}

/// Calls `mark` with the vital point of every small eye space of either
/// colour on the board, in one pass over the empty points.
pub fn vital_points(b: &Board, mut mark: impl FnMut(Idx)) {
    let mut seen = vec![false; crate::go::MAX_POINTS];
    let mut region = Vec::new();
    for &start in b.empties() {
        if seen[start as usize] {
            continue;
        }
        seen[start as usize] = true;
        region.clear();
        region.push(start);
        let mut borders = [false; 2];
        let mut k = 0;
        while k < region.len() {
            for m in b.neighbours(region[k]) {
                match b.at(m) {
                    Some(c) => borders[(c == Color::White) as usize] = true,
                    None if b.is_empty_at(m) && !seen[m as usize] => {
                        seen[m as usize] = true;
                        region.push(m);
                    }
                    None => {}
                }
            }
            k += 1;
        }
        if borders[0] != borders[1]
            && let Some(v) = vital_of(b, &region)
        {
            mark(v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;

    use super::super::fixtures::board;

    fn at(b: &Board, x: u8, y: u8) -> Idx {
        b.idx(Point::new(x, y))
    }

    #[test]
    fn the_vital_points_of_the_killable_shapes_are_found() {
        // A bulky five in the corner: B3 (x 1, y 6) has three neighbours.
        let bulky = board(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             O O O O O . . . .
             X X X X O . . . .
             . . . X O . . . .
             . . X X O . . . .
             X X X O O . . . .",
        );
        let vital = at(&bulky, 1, 6);
        for (x, y) in [(0, 6), (1, 6), (2, 6), (0, 7), (1, 7)] {
            assert_eq!(nakade_point(&bulky, at(&bulky, x, y), Color::Black), Some(vital));
        }
        // The same area is not White's.
        assert_eq!(nakade_point(&bulky, vital, Color::White), None);
        let mut marked = Vec::new();
        vital_points(&bulky, |v| marked.push(v));
        assert_eq!(marked, vec![vital]);
        // Straight three: the middle.
        let three = board(
            ". . . . .
             . . . . .
             O O O O O
             X X X X O
             . . . X O",
        );
        assert_eq!(nakade_point(&three, at(&three, 0, 4), Color::Black), Some(at(&three, 1, 4)));
        // Black's own move beside it calls for White at the vital point.
        assert_eq!(nakade_answer(&three, at(&three, 3, 4)), Some(at(&three, 1, 4)));
    }

    #[test]
    fn a_sacrifice_that_leaves_a_killable_eye_space_is_told_from_a_blunder() {
        // White B3-B2 inside Black's bulky five, A2 and C3 shared: White A2
        // makes a bent three that Black must capture and White plays into.
        let b = board(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             O O O O O . . . .
             X X X X O . . . .
             X O . X O . . . .
             . O X X O . . . .
             X X X O O . . . .",
        );
        let a2 = at(&b, 0, 7);
        assert!(b.is_self_atari(a2, Color::White, 2));
        assert!(is_nakade_sacrifice(&b, a2, Color::White));
        // Filling the shared liberty of a seki beside one's own eye is
        // suicide, not a sacrifice, though the shape is a bulky five.
        let seki = board(
            ". X . O . O X . .
             X X X O O O X . .
             O O O X X X X . .
             O . O X . . X . .
             O O O X . X X . .
             . . O X X X . . .
             O O O O O X . . .
             . . . . O X . . .
             . . . . O X . . .",
        );
        let c9 = at(&seki, 2, 0);
        assert!(seki.is_self_atari(c9, Color::Black, 2));
        assert!(!is_nakade_sacrifice(&seki, c9, Color::Black));
        // A self-atari that makes a square four leaves two eyes' worth of
        // nothing: no vital point, no sacrifice.
        let square = board(
            ". . . . .
             . X X . .
             X O O X .
             X O . X .
             . X . . .",
        );
        let c2 = at(&square, 2, 3);
        assert!(square.is_self_atari(c2, Color::White, 2));
        assert!(!is_nakade_sacrifice(&square, c2, Color::White));
    }

    #[test]
    fn living_and_open_shapes_have_no_vital_point() {
        // Straight four, square four, and an area White touches.
        let b = board(
            ". . . . . . . . .
             O O O O O O . . .
             X X X X X O . . .
             . . . . X O . . .
             X X X X X O . . .
             O O O O O O . . .
             X X X O . . . . .
             . . X O . . . . .
             . . X O . . . . .",
        );
        assert_eq!(nakade_point(&b, at(&b, 0, 3), Color::Black), None);
        assert_eq!(nakade_point(&b, at(&b, 0, 7), Color::Black), None);
        let open = board(
            ". . . . .
             . . . . .
             O O O O O
             X X X X O
             . . . O .",
        );
        assert_eq!(nakade_point(&open, at(&open, 0, 4), Color::Black), None);
        // The open middle of the board is far too big.
        assert_eq!(nakade_point(&open, at(&open, 2, 0), Color::White), None);
    }
}
