//! Gorilla's control map: every stone sends a wave-front through the points
//! that hold no enemy stone; the wave adds its power to each point it
//! reaches, loses half its power per step, and is weakened further on points
//! the enemy controls. The sum of the map is Gorilla's position evaluation,
//! which the flat Monte-Carlo player runs at the end of every sample game.
//!
//! Choices, where the description this follows leaves room (the original
//! added stones one by one as they were played, so its map depended on the
//! order of the moves; this one depends on the position only):
//! - Two passes. The first sends every stone's wave unweakened: power
//!   `0.5^d` at breadth-first distance `d` (through empty points and own
//!   stones); the signed sum is the *enemy control* seen by the second pass.
//! - The second pass sends the waves again, level by level. A point's power
//!   is the best its parents one level nearer offer; what it passes on is
//!   `power * (1 - e) * 0.5`, where `e` is the first pass's control of the
//!   other colour at that point, clamped to [0, 1].
//! - A wave stops when the power it would pass on falls below 0.1: unweakened
//!   it reaches three steps (0.5, 0.25, 0.125).
//! - A stone's point is +1 (Black) or -1 (White); an empty point is the
//!   signed sum of the second pass, clamped to [-1, 1].

use super::InfluenceModel;
use super::grid::{self, WIN_CENTRE, WIN_RADIUS, WIN_STRIDE, Windows, dilate};
use crate::go::Board;

/// Power kept per step.
const DECAY: f32 = 0.5;
/// A wave with less power than this stops.
const MIN_POWER: f32 = 0.1;
/// The deepest level a wave can reach: `DECAY^LEVELS >= MIN_POWER`.
const LEVELS: usize = WIN_RADIUS;

/// The control model.
#[derive(Clone, Copy, Debug, Default)]
pub struct Control;

impl InfluenceModel for Control {
    fn name(&self) -> &'static str {
        "control"
    }

    fn compute(&self, board: &Board) -> Vec<f32> {
        map(board)
    }
}

/// Adds the unweakened wave of the stone of sign `c` on compact point `k`
/// to `out`.
#[inline]
fn first_wave(win: &Windows, c: i8, k: usize, out: &mut [f32]) {
    let open = win.open_around(c, k);
    let mut seen = 1u64 << WIN_CENTRE;
    let mut front = seen;
    let mut power = c as f32;
    for _ in 0..LEVELS {
        power *= DECAY;
        let mut level = dilate(front) & open & !seen;
        seen |= level;
        front = level;
        while level != 0 {
            let b = level.trailing_zeros() as usize;
            level &= level - 1;
            out[win.point(k, b)] += power;
        }
    }
}

/// Adds the wave of the stone of sign `c` on compact point `k`, weakened
/// where `first` (the first pass) favours the other colour, to `out`.
#[inline]
fn second_wave(win: &Windows, stones: &[i8], c: i8, k: usize, first: &[f32], out: &mut [f32]) {
    let open = win.open_around(c, k);
    let sign = c as f32;
    let mut onward = [0.0f32; 64];
    onward[WIN_CENTRE] = 1.0;
    let mut seen = 1u64 << WIN_CENTRE;
    let mut front = seen;
    for _ in 0..LEVELS {
        let mut level = dilate(front) & open & !seen;
        seen |= level;
        let mut next = 0u64;
        while level != 0 {
            let b = level.trailing_zeros() as usize;
            level &= level - 1;
            let mut p = 0.0f32;
            for nb in [b.wrapping_sub(1), b + 1, b.wrapping_sub(WIN_STRIDE), b + WIN_STRIDE] {
                if nb < 64 && front & (1 << nb) != 0 {
                    p = p.max(onward[nb]);
                }
            }
            p *= DECAY;
            let q = win.point(k, b);
            out[q] += sign * p;
            let on = if stones[q] == 0 { p * (1.0 - (-sign * first[q]).clamp(0.0, 1.0)) } else { p };
            onward[b] = on;
            if on * DECAY >= MIN_POWER {
                next |= 1 << b;
            }
        }
        front = next;
        if front == 0 {
            break;
        }
    }
}

/// The stones of `board` and the sums of the second pass, row by row from the top.
fn sums(board: &Board) -> (Vec<i8>, Vec<f32>) {
    let n = board.size();
    let stones = grid::signs(board);
    let win = Windows::new(n, &stones);
    let mut first = vec![0.0f32; n * n];
    let mut second = vec![0.0f32; n * n];
    for (k, &c) in stones.iter().enumerate() {
        if c != 0 {
            first_wave(&win, c, k, &mut first);
        }
    }
    for (k, &c) in stones.iter().enumerate() {
        if c != 0 {
            second_wave(&win, &stones, c, k, &first, &mut second);
        }
    }
    (stones, second)
}

/// The control map of `board`, row by row from the top.
pub fn map(board: &Board) -> Vec<f32> {
    let (stones, sums) = sums(board);
    stones.iter().zip(&sums).map(|(&s, &v)| if s != 0 { s as f32 } else { v.clamp(-1.0, 1.0) }).collect()
}

/// Gorilla's position evaluation: the sum of the control map, positive when
/// Black controls more (komi not included).
pub fn evaluate(board: &Board) -> f32 {
    let (stones, sums) = sums(board);
    stones.iter().zip(&sums).map(|(&s, &v)| if s != 0 { s as f32 } else { v.clamp(-1.0, 1.0) }).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Point};

    fn board(text: &str) -> Board {
        let (size, stones) = crate::go::parse_diagram(text).unwrap();
        let mut b = Board::new(size);
        super::super::place_stones(&mut b, &stones);
        b
    }

    #[test]
    fn a_lone_stone_halves_its_power_for_three_steps() {
        let b = board(
            ".........
             .........
             .........
             .........
             ....X....
             .........
             .........
             .........
             .........",
        );
        let v = map(&b);
        let at = |x: usize, y: usize| v[y * 9 + x];
        assert_eq!(at(4, 4), 1.0);
        assert_eq!(at(5, 4), 0.5);
        assert_eq!(at(6, 4), 0.25);
        assert_eq!(at(7, 4), 0.125);
        assert_eq!(at(8, 4), 0.0);
        assert_eq!(at(5, 5), 0.25);
    }

    #[test]
    fn the_wave_goes_round_an_enemy_stone_but_not_through_it() {
        let b = board(
            ".......
             .......
             .......
             .XO....
             .......
             .......
             .......",
        );
        let v = map(&b);
        // White's own wave reaches (3,3) at full strength; Black's would need
        // to pass through the white stone or go round it in four steps.
        let white_alone = map(&board(
            ".......
             .......
             .......
             ..O....
             .......
             .......
             .......",
        ));
        assert_eq!(v[3 * 7 + 3], white_alone[3 * 7 + 3]);
    }

    #[test]
    fn the_front_between_two_walls_belongs_to_neither() {
        let b = board(
            ".X...O.
             .X...O.
             .X...O.
             .X...O.
             .X...O.
             .X...O.
             .X...O.",
        );
        let v = map(&b);
        for y in 0..7 {
            assert!(v[y * 7 + 3].abs() < 1e-5, "row {y}: {}", v[y * 7 + 3]);
            assert!(v[y * 7 + 2] > 0.5);
            assert!(v[y * 7 + 4] < -0.5);
        }
        assert!(evaluate(&b).abs() < 1e-4);
    }

    #[test]
    fn the_evaluation_is_the_sum_of_the_map_and_favours_the_larger_area() {
        let mut b = Board::new(9);
        for y in 0..9 {
            b.play(b.idx(Point::new(2, y)), Color::Black);
            b.play(b.idx(Point::new(3, y)), Color::White);
        }
        let sum: f32 = map(&b).iter().sum();
        assert!((evaluate(&b) - sum).abs() < 1e-4);
        assert!(evaluate(&b) < 0.0, "White walls off the larger side");
    }
}
