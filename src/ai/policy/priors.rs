//! The values new tree nodes start with: by default from the move predictor
//! (features and learned gammas), or (`predict=0`) hand-written ones:
//! captures (ladders included), saves (not into a ladder), shapes, vital
//! points of eye spaces, distance to the last moves and to other stones.
//! The edge priors of big boards apply to both.

use super::features::FeatureContext;
use super::gammas::Gammas;
use super::geometry::{go_distance, line_of, stones_near};
use super::ladder::{atari_in_ladder, caught_in_ladder};
use super::large_shapes::large_key;
use super::liberties::after_move;
use super::nakade::vital_points;
use super::patterns::matches_pattern;
use super::tactics::save_moves;
use super::{PASS, features};
use crate::go::{Board, Color, Idx};

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
/// moves and its last moves, or the move predictor's probabilities.
pub struct PriorContext {
    /// Points that capture, save, run into a ladder or are vital, marked
    /// with their kind.
    urgent: Vec<u8>,
    last: Idx,
    last2: Idx,
    /// Empty boards on the larger sizes make the first two lines bad.
    size: usize,
    /// Per point, the move predictor's probability, and the weight it has
    /// (in even priors at its square root): set, it replaces the
    /// hand-written tactics and shapes.
    predicted: Option<(Vec<f32>, f32)>,
}

const URGENT_CAPTURE: u8 = 1;
const URGENT_SAVE: u8 = 2;
/// The vital point of a small eye space: to kill it, or to make two eyes.
const VITAL: u8 = 4;
/// Running out of an atari into a ladder that catches the chain.
const LADDER_RUN: u8 = 8;

impl PriorContext {
    /// Gathers, for `c` to move, every capture of an opponent chain in atari,
    /// every move that saves an own chain in atari (a run into a ladder that
    /// catches marked as such) and every vital point of a small eye space,
    /// over the whole board; and the ataris that catch the chain of the
    /// opponent's last move in a ladder.
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
                let run = b.atari_liberty(i);
                let caught = moves.contains(&run) && caught_in_ladder(b, i);
                for &m in &moves {
                    urgent[m as usize] |= if caught && m == run { LADDER_RUN } else { URGENT_SAVE };
                }
            } else {
                urgent[b.atari_liberty(i) as usize] |= URGENT_CAPTURE;
            }
        }
        if last != PASS && b.at(last) == Some(c.opponent()) {
            ladder_ataris(b, last, c, &mut urgent);
        }
        vital_points(b, |v| urgent[v as usize] |= VITAL);
        PriorContext { urgent, last, last2, size: b.size(), predicted: None }
    }

    /// Priors from the move predictor (the built-in gammas) for `c` to
    /// move, with Black's mean ownership of each point in the search's
    /// playouts when there are any: a move the predictor gives probability
    /// p starts with `weight * sqrt(p)` even priors won, as Pachi weighs its
    /// patterns.
    pub fn predicted(b: &Board, c: Color, last: Idx, last2: Idx, weight: f32, owner: Option<Vec<f32>>) -> PriorContext {
        // The built-in gammas learned the lines of 9x9 games: on the big
        // boards the edge priors below judge the lines instead. The large
        // shapes hold the first two lines too, and are left out there.
        let big = is_big(b.size());
        let ctx = FeatureContext::new(b, c, last, last2, owner);
        let gammas = Gammas::builtin();
        let shapes = gammas.has_shapes() && !big;
        let mut p = vec![0f32; crate::go::MAX_POINTS];
        // Summed in f64: a few hundred strengths of up to 10^36 each.
        let mut total = 0.0f64;
        for &i in b.empties() {
            if !b.is_eye(i, c) && b.is_legal_no_suicide(i, c) {
                let mut f = ctx.of(b, i);
                if shapes {
                    f[features::LARGE] = gammas.large_value(large_key(b, i, c));
                }
                let line = if big { gammas.values[features::LINE][f[features::LINE] as usize] } else { 1.0 };
                p[i as usize] = gammas.strength(&f) / line;
                total += p[i as usize] as f64;
            }
        }
        if total > 0.0 {
            p.iter_mut().for_each(|v| *v = (*v as f64 / total) as f32);
        }
        PriorContext { urgent: Vec::new(), last, last2, size: b.size(), predicted: Some((p, weight)) }
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
        if let Some((probs, weight)) = &self.predicted {
            p.add(weight * even * probs[i as usize].sqrt(), 1.0);
            self.edge_prior(b, i, even, &mut p);
            return p;
        }
        let urgent = self.urgent[i as usize];
        if urgent & URGENT_CAPTURE != 0 {
            p.add(2.0 * even, 1.0);
        }
        if urgent & URGENT_SAVE != 0 {
            p.add(2.0 * even, 1.0);
        } else if urgent & LADDER_RUN != 0 {
            p.add(2.0 * even, 0.0);
        }
        if b.is_self_atari(i, c, 1) {
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
        self.edge_prior(b, i, even, &mut p);
        if (9..13).contains(&self.size) {
            let line = self.line(b, i);
            if line <= 2 && !stones_near(b, i, 2) {
                p.add(even, if line == 1 { 0.1 } else { 0.3 });
            }
        }
        p
    }

    /// The line of `i` from the edge, 1 for the edge itself.
    fn line(&self, b: &Board, i: Idx) -> usize {
        1 + line_of(b, i)
    }

    /// Low moves far from every stone on a big board.
    fn edge_prior(&self, b: &Board, i: Idx, even: f32, p: &mut Prior) {
        let line = self.line(b, i);
        if is_big(self.size) {
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
        }
    }
}

/// Boards of 13x13 and more, where the 9x9 lessons of the learned gammas
/// (lines, owners, large shapes) do not hold.
fn is_big(size: usize) -> bool {
    size >= 13
}

/// Whether the move predictor is given who owns each point on a board of
/// `size`: the owners were learned on 9x9, and are not measured on the
/// big boards.
pub fn reads_owners(size: usize) -> bool {
    !is_big(size)
}

/// `go_distance` halved (rounding down) to count "steps": a neighbour and
/// a diagonal are 1, a knight's move 2.
pub fn distance(b: &Board, i: Idx, j: Idx) -> u32 {
    go_distance(b, i, j) / 2
}

/// Marks as captures the ataris on the chain of the opponent's last move
/// that catch it in a ladder (it has two liberties).
fn ladder_ataris(b: &Board, last: Idx, c: Color, urgent: &mut [u8]) {
    let Some(libs) = b.two_liberties(last) else { return };
    for a in libs {
        if atari_in_ladder(b, last, a, c) {
            urgent[a as usize] |= URGENT_CAPTURE;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;

    use super::super::fixtures::{LADDER, NO_LADDER, board};

    fn rate(p: Prior) -> f32 {
        p.wins / p.visits
    }

    #[test]
    fn running_into_a_ladder_starts_behind_and_running_out_ahead() {
        // White D5 in atari at E5: with Black E4 the run is a ladder to the
        // upper right edge; without it, D5-E5 has three liberties.
        let ladder = board(LADDER);
        let open = board(NO_LADDER);
        let e5 = ladder.idx(Point::new(4, 4));
        let run = |b: &Board| {
            let ctx = PriorContext::new(b, Color::White, b.idx(Point::new(3, 5)), PASS);
            rate(ctx.prior(b, e5, Color::White, 10.0))
        };
        assert!(run(&ladder) < 0.5, "into the ladder: {}", run(&ladder));
        assert!(run(&open) > 0.6, "out: {}", run(&open));
    }

    #[test]
    fn the_predictor_puts_taking_the_last_move_ahead_of_a_far_edge_point() {
        // Black to play; White D5 in atari at E5. The capture starts well
        // ahead, the empty first-line corner behind it, and no prior is
        // below an even one.
        let b = board(LADDER);
        let d5 = b.idx(Point::new(3, 4));
        let ctx = PriorContext::predicted(&b, Color::Black, d5, PASS, 15.0, None);
        let capture = ctx.prior(&b, b.idx(Point::new(4, 4)), Color::Black, 10.0);
        let corner = ctx.prior(&b, b.idx(Point::new(0, 8)), Color::Black, 10.0);
        assert!(rate(capture) > 0.75, "capture {capture:?}");
        assert!(capture.visits > 3.0 * corner.visits, "capture {capture:?}, corner {corner:?}");
        assert!(rate(corner) >= 0.5);
    }

    #[test]
    fn an_atari_that_starts_a_working_ladder_counts_as_a_capture() {
        // White just played D5 (liberties E5 and D4). Black D4 drives it
        // into the ladder towards the upper right; without Black E4 no
        // atari catches it.
        let with_e4 = board(
            ".........
             .........
             .........
             ...X.....
             ..XO.....
             ....X....
             .........
             .........
             .........",
        );
        let d5 = with_e4.idx(Point::new(3, 4));
        let d4 = with_e4.idx(Point::new(3, 5));
        let mut urgent = vec![0u8; crate::go::MAX_POINTS];
        ladder_ataris(&with_e4, d5, Color::Black, &mut urgent);
        assert_ne!(urgent[d4 as usize] & URGENT_CAPTURE, 0);
        let without = board(
            ".........
             .........
             .........
             ...X.....
             ..XO.....
             .........
             .........
             .........
             .........",
        );
        let mut urgent = vec![0u8; crate::go::MAX_POINTS];
        ladder_ataris(&without, d5, Color::Black, &mut urgent);
        assert!(urgent.iter().all(|&u| u == 0));
    }
}
