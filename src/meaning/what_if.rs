//! What a move does (irgobot, Part 1): the ownership of the board if the
//! side to move plays a point, against the ownership if the opponent plays
//! it instead. Point by point, the difference is the move's effect (the
//! landscape that rises and sinks); its sum is the move's value in points,
//! counted as area: a captured stone's point changes hands, so captures are
//! in it. This is the swing between the two sides playing there (deiri
//! counting: a "2-point gote move" is worth 2 here). Where the opponent
//! cannot play the point, the comparison is with the opponent moving
//! first elsewhere.
//!
//! For a region (or the surroundings of a group), the same with each
//! side's best first move in it: the value of playing first there.
//!
//! For a mistake, the same with the better move against the move played
//! (`WhatIf::versus`): where the points it cost were lost.
//!
//! Ownership comes from heavy playouts of the MCTS's policy
//! (`crate::ai::ownership`, counted by `crate::influence::ownership::OwnerTally`), gathered in rounds so that the window can show
//! a first estimate at once and refine it.

use crate::ai::ownership::add_heavy;
use crate::ai::policy::PASS;
use crate::go::{Board, Color, Game, Idx, IllegalMove, Move, Point};
use crate::influence::ownership::OwnerTally;
use crate::influence::ownership::OwnershipMap;

use super::groups::{chain_index, chains};

/// Playouts of each position in the first round the window shows.
pub const FIRST_ROUND: usize = 128;
/// Playouts of each position the window refines to.
pub const FULL: usize = 2048;

/// How many playouts, in how many seeded streams.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Playouts of each of the two positions compared.
    pub playouts: usize,
    /// The streams they split into (`OwnerTally::add`), each run on a
    /// thread of its own where the machine has one.
    pub threads: usize,
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { playouts: 2000, threads: crate::influence::ownership::STREAMS, seed: 0x0057_a7e5 }
    }
}

/// One side of the comparison: a position and who moves first in it.
#[derive(Clone, Debug)]
struct Side {
    board: Board,
    first: Color,
    last: Idx,
    tally: OwnerTally,
}

impl Side {
    fn new(board: Board, first: Color, last: Idx) -> Side {
        let tally = OwnerTally::new(&board);
        Side { board, first, last, tally }
    }

    fn refine(&mut self, playouts: usize, threads: usize, seed: u64) {
        add_heavy(&mut self.tally, &self.board, (self.first, self.last), playouts, threads, seed);
    }
}

/// The position after `c` plays `p` in `game` (`None` for a pass), with the
/// stones it captured, or why it cannot be played.
fn after(game: &Game, c: Color, p: Option<Point>) -> Result<(Side, u32), IllegalMove> {
    let mut board = game.board().clone();
    let Some(p) = p else { return Ok((Side::new(board, c.opponent(), PASS), 0)) };
    game.check(c, Move::Play(p))?;
    let i = board.idx(p);
    let captured = board.play(i, c);
    Ok((Side::new(board, c.opponent(), i), captured))
}

/// A move's effect, refined round by round.
#[derive(Clone, Debug)]
pub struct WhatIf {
    pub color: Color,
    pub point: Point,
    /// Stones the move captures at once.
    pub captures: u32,
    /// The move played, the opponent to move.
    played: Side,
    /// The opponent on the point instead (or first elsewhere where it
    /// cannot play there), the mover to move; or the mover's own move
    /// `versus`.
    instead: Side,
    versus: Option<Move>,
    seed: u64,
}

impl WhatIf {
    /// The comparison for the side to move of `game` playing `point`;
    /// nothing is played out yet.
    pub fn new(game: &Game, point: Point) -> Result<WhatIf, IllegalMove> {
        let color = game.to_play();
        let (played, captures) = after(game, color, Some(point))?;
        let instead = match after(game, color.opponent(), Some(point)) {
            Ok((side, _)) => side,
            // The mover passing: the opponent moves first.
            Err(_) => after(game, color, None)?.0,
        };
        Ok(WhatIf { color, point, captures, played, instead, versus: None, seed: 0 })
    }

    /// The comparison of the side to move of `game` playing `better`
    /// against its playing `played` (a pass included): what the move
    /// played gave away, point by point.
    pub fn versus(game: &Game, better: Point, played: Move) -> Result<WhatIf, IllegalMove> {
        let color = game.to_play();
        let (better_side, captures) = after(game, color, Some(better))?;
        let instead = match played {
            Move::Play(p) => after(game, color, Some(p))?.0,
            _ => after(game, color, None)?.0,
        };
        Ok(WhatIf { color, point: better, captures, played: better_side, instead, versus: Some(played), seed: 0 })
    }

    /// Plays `playouts` more playouts of each position.
    pub fn refine(&mut self, playouts: usize, threads: usize, seed: u64) {
        self.seed = self.seed.wrapping_add(seed).wrapping_add(1);
        self.played.refine(playouts, threads, self.seed);
        self.instead.refine(playouts, threads, self.seed ^ 0x5a5a);
    }

    /// Playouts of each position so far.
    pub fn playouts(&self) -> usize {
        self.played.tally.playouts()
    }

    pub fn effect(&self) -> Effect {
        let var = self.played.tally.score_variance_of_mean() + self.instead.tally.score_variance_of_mean();
        Effect {
            color: self.color,
            point: self.point,
            captures: self.captures,
            after: self.played.tally.map(),
            instead: self.instead.tally.map(),
            versus: self.versus,
            margin: 2.0 * var.sqrt() as f32,
        }
    }
}

/// What the playouts say a move does.
#[derive(Clone, Debug, PartialEq)]
pub struct Effect {
    pub color: Color,
    pub point: Point,
    pub captures: u32,
    /// Ownership after the move.
    pub after: OwnershipMap,
    /// Ownership had the opponent played there instead, or the mover
    /// `versus`.
    pub instead: OwnershipMap,
    /// `None`: against the opponent on the point; else against the mover
    /// playing this move (a mistake against the better move).
    pub versus: Option<Move>,
    /// A rough error bar on the value: two standard errors of the
    /// difference of the two mean area counts, from the playouts' counts.
    pub margin: f32,
}

impl Effect {
    /// Per point, ownership after the move less ownership had the opponent
    /// played there (or the mover `versus`), positive for Black, row by
    /// row from the top.
    pub fn change(&self) -> Vec<f32> {
        difference(&self.after, &self.instead)
    }

    /// The move's value in points for its player: the swing of the area
    /// count between playing the point and the opponent playing it (or
    /// the mover playing `versus`: what that move cost).
    pub fn value(&self) -> f32 {
        self.color.sign() * (score(&self.after) - score(&self.instead))
    }
}

/// Black's expected area less White's.
pub fn score(m: &OwnershipMap) -> f32 {
    m.mean.iter().sum()
}

fn difference(a: &OwnershipMap, b: &OwnershipMap) -> Vec<f32> {
    a.mean.iter().zip(&b.mean).map(|(x, y)| x - y).collect()
}

/// The effect of the side to move of `game` playing `point`.
pub fn what_if(game: &Game, point: Point, s: Settings) -> Result<Effect, IllegalMove> {
    let mut w = WhatIf::new(game, point)?;
    w.refine(s.playouts, s.threads, s.seed);
    Ok(w.effect())
}

/// The value of playing first in a region.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionValue {
    /// Black's best first move there (`None`: none is legal) and the
    /// ownership after it.
    pub black: (Option<Point>, OwnershipMap),
    pub white: (Option<Point>, OwnershipMap),
}

impl RegionValue {
    /// Per point, ownership after Black's first move less after White's.
    pub fn change(&self) -> Vec<f32> {
        difference(&self.black.1, &self.white.1)
    }

    /// The swing in points between Black and White playing first there.
    pub fn value(&self) -> f32 {
        score(&self.black.1) - score(&self.white.1)
    }
}

/// Candidates kept after the quick look, per side.
const SHORTLIST: usize = 3;

/// Black-first against White-first in `region`: each side's first move
/// there is the one whose playouts leave it the most (every legal point
/// looked at with an eighth of the playouts, the best few again with all).
pub fn region_value(game: &Game, region: &[Point], s: Settings) -> RegionValue {
    let best = |c: Color| -> (Option<Point>, OwnershipMap) {
        let quick = (s.playouts / 8).max(32);
        let mut looked: Vec<(f32, Point)> = region
            .iter()
            .filter_map(|&p| {
                let (mut side, _) = after(game, c, Some(p)).ok()?;
                side.refine(quick, s.threads, s.seed);
                Some((c.sign() * score(&side.tally.map()), p))
            })
            .collect();
        looked.sort_by(|a, b| b.0.total_cmp(&a.0));
        let full = |p: Option<Point>| {
            let (mut side, _) = after(game, c, p).expect("a point looked at, or a pass, is legal");
            side.refine(s.playouts, s.threads, s.seed ^ 0x77);
            side.tally.map()
        };
        looked
            .iter()
            .take(SHORTLIST)
            .map(|&(_, p)| (Some(p), full(Some(p))))
            .max_by(|a, b| (c.sign() * score(&a.1)).total_cmp(&(c.sign() * score(&b.1))))
            .unwrap_or_else(|| (None, full(None)))
    };
    RegionValue { black: best(Color::Black), white: best(Color::White) }
}

/// How far from its chain, in steps over empty points, a group's region
/// reaches.
const GROUP_REACH: usize = 3;

/// The surroundings of the chain at `p` as a region: the empty points
/// reached from its stones in up to three steps over empty points, row by
/// row from the top (none where `p` is empty).
pub fn group_region(board: &Board, p: Point) -> Vec<Point> {
    let n = board.size();
    let cs = chains(board);
    let index = chain_index(n, &cs);
    let Some(&k) = index.get(p.y as usize * n + p.x as usize).filter(|&&k| k < cs.len()) else {
        return Vec::new();
    };
    let mut reached = vec![false; n * n];
    let mut front: Vec<Point> = cs[k].stones.clone();
    for _ in 0..GROUP_REACH {
        let mut next = Vec::new();
        for q in front {
            for r in q.neighbours(n) {
                let j = r.y as usize * n + r.x as usize;
                if board.get(r).is_none() && !reached[j] {
                    reached[j] = true;
                    next.push(r);
                }
            }
        }
        front = next;
    }
    Point::all(n).filter(|q| reached[q.y as usize * n + q.x as usize]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Rules;

    /// Both sides' areas are walls around one-point eyes, so that nothing
    /// but the open points can change hands; each test opens one thing.
    fn position(diagram: &str, to_play: Color) -> Game {
        Game::from_diagram(diagram, Rules::default(), to_play).unwrap()
    }

    fn value(game: &Game, vertex: &str) -> f32 {
        let p = Point::parse_gtp(vertex, game.size()).unwrap().unwrap();
        let s = Settings { playouts: 600, threads: 2, seed: 5 };
        what_if(game, p, s).unwrap().value()
    }

    /// A point touching both sides' walls: whoever fills it has it.
    const DAME: &str = ".X.XOO.O.
                        XXXXOOOOO
                        .X.XOO.O.
                        XXXXOOOOO
                        .X.XOO.O.
                        XXXXOOOOO
                        .X.XOO.O.
                        XXXXOOOOO
                        .X.X.O.O.";

    /// D1 closes a one-point pocket (C1) behind Black's wall. Black there:
    /// both points Black's. White there: Black must fill C1 beside it,
    /// one point each. A gote move worth 2 points (1 by territory
    /// counting, which leaves out the stones).
    const POCKET: &str = ".X.XOO.O.
                          XXXXOOOOO
                          .X.XOO.O.
                          XXXXOOOOO
                          .X.XOO.O.
                          XXXXOOOOO
                          .X.XOO.O.
                          XXXXOOOOO
                          .X..OO.O.";

    /// Four White stones in Black's area with one liberty, E5, next to
    /// White's wall. Black there captures them: E5 and the four points are
    /// Black's. White there connects them out: all five are White's.
    /// A 10-point capture.
    const CAPTURE: &str = ".X.XOO.O.
                           XXXXOOOOO
                           .X.XOO.O.
                           XXXXOOOOO
                           XXXX.XXXX
                           XXXXOXXXX
                           .X.XOX.X.
                           XXXXOXXXX
                           .X.XOX.X.";

    /// E4 touches a Black stone (E5) and a White one (E3), each with two
    /// liberties. Black at E4 saves E5 and ataris E3: White must connect at
    /// F3, and D5 is Black's. White at E4 saves E3 and ataris E5: Black
    /// must connect at D5, and F3 is White's. Sente for both (double
    /// sente), worth 2 points (2 by territory counting too: both sides
    /// answered, the stones cancel).
    const DOUBLE_SENTE: &str = ".X.XOO.O.
                                XXXXOOOOO
                                .X.XOO.O.
                                XXXXOOOOO
                                .XX.XOOOO
                                XXXX.OOOO
                                .XXXO.O.O
                                XXXXXOOOO
                                .X.XXO.O.";

    #[test]
    fn known_endgame_moves_are_valued_within_a_point_for_either_side() {
        let cases = [(DAME, "E1", 2.0), (POCKET, "D1", 2.0), (CAPTURE, "E5", 10.0), (DOUBLE_SENTE, "E4", 2.0)];
        for (diagram, vertex, truth) in cases {
            for c in [Color::Black, Color::White] {
                let v = value(&position(diagram, c), vertex);
                assert!((v - truth).abs() <= 1.0, "{vertex} for {c:?}: {v}, not {truth}\n{diagram}");
            }
        }
    }

    #[test]
    fn a_move_that_changes_nothing_is_worth_nothing() {
        // Filling one's own eye: the area is Black's either way (White
        // cannot play there, so the comparison is with White elsewhere).
        let v = value(&position(DAME, Color::Black), "A9");
        assert!(v.abs() <= 1.0, "{v}");
    }

    #[test]
    fn the_capture_is_counted_and_its_change_lies_on_the_captured_points() {
        let g = position(CAPTURE, Color::Black);
        let e =
            what_if(&g, Point::parse_gtp("E5", 9).unwrap().unwrap(), Settings { playouts: 300, threads: 1, seed: 1 })
                .unwrap();
        assert_eq!(e.captures, 4);
        let change = e.change();
        for y in 4..9 {
            assert!((change[y * 9 + 4] - 2.0).abs() < 0.2, "row {y}: {change:?}");
        }
        assert!(change.iter().map(|v| v.abs()).sum::<f32>() < 10.5, "{change:?}");
    }

    #[test]
    fn a_mistake_is_valued_against_the_better_move_by_the_same_side() {
        // Black passing instead of capturing at E5 lets White save its
        // stones there: the pass costs what E5 is worth, and E5 against
        // itself costs nothing.
        let g = position(CAPTURE, Color::Black);
        let e5 = Point::parse_gtp("E5", 9).unwrap().unwrap();
        let cost = |played: Move| {
            let mut w = WhatIf::versus(&g, e5, played).unwrap();
            w.refine(300, 1, 1);
            let e = w.effect();
            assert_eq!((e.point, e.versus, e.color), (e5, Some(played), Color::Black));
            e.value()
        };
        let pass = cost(Move::Pass);
        assert!((pass - 10.0).abs() <= 1.0, "{pass}");
        assert!(cost(Move::Play(e5)).abs() <= 0.5);
        assert!(WhatIf::versus(&g, e5, Move::Play(Point::new(1, 0))).is_err(), "a stone is there");
    }

    #[test]
    fn illegal_moves_are_refused() {
        let g = position(CAPTURE, Color::Black);
        assert!(WhatIf::new(&g, Point::new(1, 0)).is_err(), "a stone is there");
        let g = position(DAME, Color::White);
        assert!(WhatIf::new(&g, Point::new(0, 0)).is_err(), "suicide in Black's eye");
    }

    #[test]
    fn refining_adds_playouts_and_keeps_the_value() {
        let g = position(CAPTURE, Color::White);
        let mut w = WhatIf::new(&g, Point::parse_gtp("E5", 9).unwrap().unwrap()).unwrap();
        w.refine(64, 1, 1);
        let first = w.effect().value();
        w.refine(256, 2, 2);
        assert_eq!(w.playouts(), 320);
        assert!((w.effect().value() - first).abs() < 1.0);
    }

    #[test]
    fn a_region_finds_each_sides_first_move_and_the_swing() {
        let g = position(CAPTURE, Color::Black);
        let e5 = Point::parse_gtp("E5", 9).unwrap();
        // The stones' surroundings: the one empty point next to them.
        let region = group_region(g.board(), Point::parse_gtp("E4", 9).unwrap().unwrap());
        assert_eq!(region, vec![e5.unwrap()]);
        let r = region_value(&g, &region, Settings { playouts: 300, threads: 2, seed: 3 });
        assert_eq!((r.black.0, r.white.0), (e5, e5));
        assert!((r.value() - 10.0).abs() <= 1.0, "{}", r.value());
        // In Black's pocket White's best is the point that spoils it.
        let g = position(POCKET, Color::Black);
        let corner: Vec<Point> =
            Point::all(9).filter(|p| p.y == 8 && p.x <= 3 && g.board().get(*p).is_none()).collect();
        let r = region_value(&g, &corner, Settings { playouts: 300, threads: 2, seed: 4 });
        assert_eq!(r.white.0, Point::parse_gtp("D1", 9).unwrap());
        assert!((r.value() - 2.0).abs() <= 1.0, "{}", r.value());
    }
}
