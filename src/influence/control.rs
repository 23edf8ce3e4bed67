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
use crate::go::{Board, Color, Idx};

/// Power kept per step.
const DECAY: f32 = 0.5;
/// A wave with less power than this stops.
const MIN_POWER: f32 = 0.1;
/// The deepest level a wave can reach: `DECAY^LEVELS >= MIN_POWER`.
const LEVELS: usize = 3;

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

/// Scratch space for the waves, indexed by padded board index.
struct Waves {
    stamp: Vec<u32>,
    level: Vec<u8>,
    power: Vec<f32>,
    now: u32,
    frontier: Vec<Idx>,
    next: Vec<Idx>,
}

impl Waves {
    fn new(len: usize) -> Waves {
        Waves {
            stamp: vec![0; len],
            level: vec![0; len],
            power: vec![0.0; len],
            now: 0,
            frontier: Vec::with_capacity(64),
            next: Vec::with_capacity(64),
        }
    }

    /// Sends the wave of the stone of colour `c` at `s` and adds its signed
    /// power to `out`. With `enemy`, a point passes on less where the other
    /// colour controls it (`enemy[i]` is Black's first-pass control).
    fn send(&mut self, board: &Board, s: Idx, c: Color, enemy: Option<&[f32]>, out: &mut [f32]) {
        self.now += 1;
        let now = self.now;
        let sign = c.sign();
        let foe = Some(c.opponent());
        self.stamp[s as usize] = now;
        self.level[s as usize] = 0;
        self.power[s as usize] = 1.0;
        self.frontier.clear();
        self.frontier.push(s);
        for level in 1..=LEVELS as u8 {
            self.next.clear();
            for k in 0..self.frontier.len() {
                let y = self.frontier[k];
                let mut onward = self.power[y as usize];
                if let Some(a) = enemy
                    && board.is_empty_at(y)
                {
                    onward *= 1.0 - (-sign * a[y as usize]).clamp(0.0, 1.0);
                }
                let send = onward * DECAY;
                if send < MIN_POWER {
                    continue;
                }
                for x in board.neighbours(y) {
                    let xu = x as usize;
                    if !board.on_board(x) || board.at(x) == foe {
                        continue;
                    }
                    if self.stamp[xu] != now {
                        self.stamp[xu] = now;
                        self.level[xu] = level;
                        self.power[xu] = send;
                        self.next.push(x);
                    } else if self.level[xu] == level && self.power[xu] < send {
                        self.power[xu] = send;
                    }
                }
            }
            for &x in &self.next {
                out[x as usize] += sign * self.power[x as usize];
            }
            std::mem::swap(&mut self.frontier, &mut self.next);
            if self.frontier.is_empty() {
                break;
            }
        }
    }
}

/// The sums of the second pass, by padded index.
fn padded_sums(board: &Board) -> Vec<f32> {
    let len = board.stride() * board.stride();
    let mut waves = Waves::new(len);
    let mut first = vec![0.0f32; len];
    let mut second = vec![0.0f32; len];
    let stones: Vec<(Idx, Color)> = stones(board);
    for &(s, c) in &stones {
        waves.send(board, s, c, None, &mut first);
    }
    for &(s, c) in &stones {
        waves.send(board, s, c, Some(&first), &mut second);
    }
    second
}

fn stones(board: &Board) -> Vec<(Idx, Color)> {
    let n = board.size();
    let w = board.stride();
    let mut out = Vec::with_capacity(n * n);
    for y in 0..n {
        for x in 0..n {
            let i = ((y + 1) * w + x + 1) as Idx;
            if let Some(c) = board.at(i) {
                out.push((i, c));
            }
        }
    }
    out
}

/// The control map of `board`, row by row from the top.
pub fn map(board: &Board) -> Vec<f32> {
    let sums = padded_sums(board);
    let n = board.size();
    let w = board.stride();
    let mut out = Vec::with_capacity(n * n);
    for y in 0..n {
        for x in 0..n {
            let i = ((y + 1) * w + x + 1) as Idx;
            out.push(match board.at(i) {
                Some(c) => c.sign(),
                None => sums[i as usize].clamp(-1.0, 1.0),
            });
        }
    }
    out
}

/// Gorilla's position evaluation: the sum of the control map, positive when
/// Black controls more (komi not included).
pub fn evaluate(board: &Board) -> f32 {
    let sums = padded_sums(board);
    let n = board.size();
    let w = board.stride();
    let mut total = 0.0;
    for y in 0..n {
        for x in 0..n {
            let i = ((y + 1) * w + x + 1) as Idx;
            total += match board.at(i) {
                Some(c) => c.sign(),
                None => sums[i as usize].clamp(-1.0, 1.0),
            };
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;

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
