//! Keeping an eye from being made false: the approach move that would
//! falsify an eye of the player to move, answered before it is played.

use crate::go::{Board, Color, Idx};

/// Moves for `c` after the opponent's `last` that keep one of `c`'s eyes
/// from turning false. When `last` stands diagonally between two of `c`'s
/// stones (or the edge) next to an opponent stone with a liberty, that
/// liberty may be the point from which the opponent takes a diagonal of
/// an eye of `c`: `c` fills it first, or captures an opponent stone in
/// atari on the eye's diagonal. As Pachi's eye-fix check. May hold
/// duplicates.
pub fn eye_fix_moves(b: &Board, last: Idx, c: Color, out: &mut Vec<Idx>) {
    let opp = c.opponent();
    let own_or_edge = |j: Idx| b.at(j) == Some(c) || !b.on_board(j);
    let w = b.stride() as Idx;
    // Each orthogonal neighbour of `last` with the two diagonals beside it.
    for (side, d) in [(last - w, 1), (last + 1, w), (last + w, 1), (last - 1, w)] {
        if b.at(side) != Some(opp) || !own_or_edge(side - d) || !own_or_edge(side + d) {
            continue;
        }
        for falsifying in b.neighbours(side) {
            if falsifying == last || !b.is_empty_at(falsifying) {
                continue;
            }
            for eye in b.diagonals(falsifying) {
                if !b.is_eyeish(eye, c) {
                    continue;
                }
                let (mut opp_diagonals, mut edge) = (0, 0);
                for corner in b.diagonals(eye) {
                    match b.at(corner) {
                        Some(col) if col == opp && b.in_atari(corner) => out.push(b.atari_liberty(corner)),
                        Some(col) if col == opp => opp_diagonals += 1,
                        None if !b.on_board(corner) => edge += 1,
                        _ => {}
                    }
                }
                // One more opponent diagonal would make the eye false.
                if opp_diagonals == 1 || (opp_diagonals == 0 && edge == 2) {
                    out.push(falsifying);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::board;
    use super::*;
    use crate::go::Point;

    fn answers(diagram: &str, last: Point) -> Vec<Point> {
        let b = board(diagram);
        let mut out = Vec::new();
        eye_fix_moves(&b, b.idx(last), Color::Black, &mut out);
        out.iter().map(|&i| b.point(i)).collect()
    }

    #[test]
    fn the_approach_to_an_eye_with_one_white_diagonal_is_filled_first() {
        // White has just played E7, beside D7. White at C7 would take a
        // second diagonal of Black's eye at B6 (C5 is the first): Black
        // fills C7.
        let eye = "XX.OOO.
                   X.XXO..
                   XXOO...
                   .......
                   .......
                   .......
                   .......";
        assert_eq!(answers(eye, Point::new(4, 0)), vec![Point::new(2, 0)]);
        // Without White C5 one more diagonal leaves the eye real: no answer.
        let safe = "XX.OOO.
                    X.XXO..
                    XX.O...
                    .......
                    .......
                    .......
                    .......";
        assert_eq!(answers(safe, Point::new(4, 0)), vec![]);
    }
}
