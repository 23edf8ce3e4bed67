//! The knowledge of the MCTS player: playouts with cheap tactics (capture,
//! escape and save from atari, fights of two and of three or four
//! liberties, fresh kos, eyes kept from turning false, the vital point of
//! a small eye space, 3x3 shape answers, no eye filling, no self-atari of
//! big groups) on the fast board, and the prior values that new tree nodes
//! start with: from a move predictor whose feature strengths are learned
//! from played games (`train`), or hand-written.

use rand::RngCore;
use rand::rngs::SmallRng;

use crate::go::playout::{below, play_turns, random_empty_where};
use crate::go::{Board, Color, Idx};
use crate::influence::ownership::OwnerTally;

mod eye_fix;
pub mod features;
pub mod gammas;
mod geometry;
mod ladder;
pub mod large_shapes;
mod liberties;
mod nakade;
mod patterns;
mod priors;
mod tactics;
pub mod train;

pub use eye_fix::eye_fix_moves;
pub use features::FeatureContext;
pub use gammas::Gammas;
pub use geometry::{go_distance, line_of, stones_near};
pub use ladder::{atari_in_ladder, border_ladder, caught_in_ladder};
pub use large_shapes::large_key;
pub use liberties::{After, after_move};
pub use nakade::{is_nakade_sacrifice, nakade_answer, nakade_point, vital_points};
pub use patterns::{Shapes, matches_pattern, pattern_key, shapes};
pub use priors::{Prior, PriorContext, distance, reads_owners};
pub use tactics::{few_liberty_moves, is_snapback, save_moves, tactical_moves, two_liberty_moves};

/// The index that stands for a pass (index 0 is always border).
pub const PASS: Idx = 0;

/// Which playout policy to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PolicyKind {
    /// Uniformly random moves that keep the mover's eyes (as `go::playout`).
    Light,
    /// Tactics and shape around the last move first, then random moves that
    /// are neither eye fills nor self-ataris of two stones or more.
    Heavy,
}

/// Chance, in 1/256ths, that the heavy policy looks for tactics near the
/// last move, and for a shape answer there.
const TACTICS_P: u32 = 240;
const PATTERN_P: u32 = 230;
/// Chance, in 1/256ths, that it kills the small eye space the last move
/// bordered by playing its vital point.
const NAKADE_P: u32 = 205;
/// Chance, in 1/256ths, that it takes up a fight of two liberties the last
/// move started: atari, extend or counter-atari.
const TWO_LIB_P: u32 = 230;
/// Chance, in 1/256ths, that it retakes or settles a ko taken in the last
/// two turns.
const KO_P: u32 = 102;
/// Chance, in 1/256ths, that it answers a move that left an own chain
/// with three or four liberties by an atari on a neighbour with two.
const FEW_LIB_P: u32 = 64;
/// Chance, in 1/256ths, that it keeps an eye from being made false.
const EYE_FIX_P: u32 = 240;
/// Chance, in 1/256ths, that a random move into an own false eye turns into
/// an atari or capture of the stone that makes it false.
const EYE_FILL_P: u32 = 154;

/// Groups this big or bigger are never put in atari by a random move,
/// unless as a sacrifice that kills an eye space from inside.
const SELF_ATARI_STONES: usize = 2;

// ---------------------------------------------------------------------------
// Playouts

/// Reusable buffers for one playout thread.
#[derive(Default)]
pub struct Scratch {
    cands: Vec<Idx>,
}

#[inline]
fn pick(cands: &[Idx], rng: &mut SmallRng) -> Idx {
    cands[below(rng, cands.len())]
}

/// Whether the heavy policy accepts a random move at `i`.
#[inline]
fn random_ok(b: &Board, i: Idx, c: Color) -> bool {
    !b.is_eye(i, c)
        && b.is_legal_no_suicide(i, c)
        && (!b.is_self_atari(i, c, SELF_ATARI_STONES) || is_nakade_sacrifice(b, i, c))
}

/// What a playout remembers beyond the opponent's last move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recent {
    /// The mover's own last move (`PASS` when none).
    pub last2: Idx,
    /// A ko point taken in the last two turns and open again, where the
    /// taker connects or the other side retakes (`PASS` when none).
    pub ko: Idx,
}

/// The heavy policy's move for `c` after the opponent's `last` move
/// (`PASS` when there was none); `None` means pass.
pub fn heavy_move(
    b: &mut Board,
    c: Color,
    last: Idx,
    recent: Recent,
    rng: &mut SmallRng,
    s: &mut Scratch,
) -> Option<Idx> {
    if last != PASS {
        let r = rng.next_u32();
        let r2 = rng.next_u32();
        if recent.ko != PASS
            && (r2 & 0xFF) < KO_P
            && b.is_legal_no_suicide(recent.ko, c)
            && !b.is_self_atari(recent.ko, c, 1)
        {
            return Some(recent.ko);
        }
        if (r & 0xFF) < TACTICS_P {
            s.cands.clear();
            tactical_moves(b, last, c, &mut s.cands);
            s.cands.retain(|&i| b.is_legal_no_suicide(i, c) && !b.is_self_atari(i, c, SELF_ATARI_STONES));
            if !s.cands.is_empty() {
                return Some(pick(&s.cands, rng));
            }
        }
        if (r >> 24) < TWO_LIB_P {
            s.cands.clear();
            two_liberty_moves(b, last, c, &mut s.cands);
            if !s.cands.is_empty() {
                return Some(pick(&s.cands, rng));
            }
        }
        if ((r2 >> 8) & 0xFF) < FEW_LIB_P {
            s.cands.clear();
            few_liberty_moves(b, last, c, &mut s.cands);
            if !s.cands.is_empty() {
                return Some(pick(&s.cands, rng));
            }
        }
        if ((r2 >> 16) & 0xFF) < EYE_FIX_P {
            s.cands.clear();
            eye_fix_moves(b, last, c, &mut s.cands);
            s.cands.retain(|&i| b.is_legal_no_suicide(i, c) && !b.is_self_atari(i, c, 1));
            if !s.cands.is_empty() {
                return Some(pick(&s.cands, rng));
            }
        }
        if ((r >> 16) & 0xFF) < NAKADE_P
            && let Some(v) = nakade_answer(b, last)
            && b.is_legal_no_suicide(v, c)
        {
            return Some(v);
        }
        if ((r >> 8) & 0xFF) < PATTERN_P {
            s.cands.clear();
            // Around the last move, then around the mover's own last move
            // where the two rings do not overlap: a point of the first ring
            // is within one index, or within one of a row, of the last move.
            let w = b.stride() as u32;
            let near_last = |j: Idx| {
                let d = (j as i32 - last as i32).unsigned_abs();
                d <= 1 || (w - 1..=w + 1).contains(&d)
            };
            let own = (recent.last2 != PASS).then(|| b.ring(recent.last2)).into_iter().flatten();
            let shapes = shapes();
            for j in b.ring(last).into_iter().chain(own.filter(|&j| !near_last(j))) {
                if b.is_empty_at(j)
                    && shapes.matches(b, j)
                    && !b.is_eye(j, c)
                    && b.is_legal_no_suicide(j, c)
                    && !b.is_self_atari(j, c, 1)
                    && !runs_into_border_ladder(b, j, c)
                {
                    s.cands.push(j);
                }
            }
            if !s.cands.is_empty() {
                return Some(pick(&s.cands, rng));
            }
        }
    }
    let mv = random_empty_where(b, rng, |b, i| random_ok(b, i, c))?;
    if b.is_eyeish(mv, c) && (rng.next_u32() & 0xFF) < EYE_FILL_P {
        return Some(false_eye_answer(b, mv, c).unwrap_or(mv));
    }
    Some(mv)
}

/// Instead of filling `c`'s false eye at `eye`: a capture or atari of an
/// opponent stone on its diagonal, which may make the eye real. None when
/// filling it saves an own chain in atari, or no such move is fit.
fn false_eye_answer(b: &Board, eye: Idx, c: Color) -> Option<Idx> {
    if b.neighbours(eye).into_iter().any(|n| b.at(n) == Some(c) && b.in_atari(n)) {
        return None;
    }
    for d in b.diagonals(eye) {
        if b.at(d) != Some(c.opponent()) {
            continue;
        }
        if b.in_atari(d) {
            let l = b.atari_liberty(d);
            if random_ok(b, l, c) {
                return Some(l);
            }
        } else if let Some(libs) = b.two_liberties(d)
            && let Some(&l) = libs.iter().find(|&&l| random_ok(b, l, c))
        {
            return Some(l);
        }
    }
    None
}

/// Whether `c` at `j` only runs an own chain in atari along the first line
/// into a ladder.
fn runs_into_border_ladder(b: &Board, j: Idx, c: Color) -> bool {
    b.neighbours(j).into_iter().any(|n| b.at(n) == Some(c) && b.in_atari(n) && border_ladder(b, n))
}

/// The light policy's move: uniform over legal points that are not own eyes.
#[inline]
pub fn light_move(b: &mut Board, c: Color, rng: &mut SmallRng) -> Option<Idx> {
    random_empty_where(b, rng, |b, i| !b.is_eye(i, c) && b.is_legal_no_suicide(i, c))
}

/// Plays a playout from `to_play`, the opponent having just played `last`
/// and `to_play` before it `last2` (`PASS` for none), until two passes in
/// a row (or three moves per point). Every move is appended to `moves`.
/// Returns Black's area minus White's, komi not included.
pub fn playout(
    b: &mut Board,
    to_play: Color,
    (last, last2): (Idx, Idx),
    kind: PolicyKind,
    rng: &mut SmallRng,
    s: &mut Scratch,
    moves: &mut Vec<(Idx, Color)>,
) -> i32 {
    let cap = 3 * b.size() * b.size();
    let (mut last2, mut turn) = (last2, 0usize);
    let mut ko = (PASS, 0usize);
    let choose = |b: &mut Board, c: Color, last: Option<Idx>| {
        let last = last.unwrap_or(PASS);
        let mv = match kind {
            PolicyKind::Heavy => {
                if let Some((k, _)) = b.ko() {
                    ko = (k, turn);
                }
                let open_ko = if b.ko().is_none() && ko.0 != PASS && turn - ko.1 <= 2 { ko.0 } else { PASS };
                heavy_move(b, c, last, Recent { last2, ko: open_ko }, rng, s)
            }
            PolicyKind::Light => light_move(b, c, rng),
        };
        (last2, turn) = (last, turn + 1);
        mv
    };
    let record = |_: &Board, mv: Option<Idx>, c: Color| {
        if let Some(i) = mv {
            moves.push((i, c));
        }
    };
    play_turns(b, to_play, (last != PASS).then_some(last), cap, choose, record);
    b.playout_score()
}

/// Black's mean ownership of every point (indexed by padded index; +1
/// Black's, -1 White's) at the end of `n` heavy playouts of `b` with
/// `to_play` to move, the opponent having just played `last`.
pub fn playout_ownership(b: &Board, to_play: Color, last: Idx, n: usize, rng: &mut SmallRng) -> Vec<f32> {
    let mut tally = OwnerTally::new(b);
    let game = Playouts { board: b, to_play, last, kind: PolicyKind::Heavy };
    game.count_into(n, rng, &mut Scratch::default(), &mut tally);
    let mut own = vec![0f32; crate::go::MAX_POINTS];
    for (&i, &sum) in tally.points().iter().zip(tally.sums()) {
        own[i as usize] = sum as f32 / n.max(1) as f32;
    }
    own
}

/// Playouts of one position: `to_play` to move on `board`, the opponent
/// having just played `last`.
pub struct Playouts<'a> {
    pub board: &'a Board,
    pub to_play: Color,
    pub last: Idx,
    pub kind: PolicyKind,
}

impl Playouts<'_> {
    /// Plays `n` playouts one after another with `rng` and counts their
    /// ends into `tally`.
    pub fn count_into(&self, n: usize, rng: &mut SmallRng, s: &mut Scratch, tally: &mut OwnerTally) {
        let mut moves = Vec::new();
        for _ in 0..n {
            let mut end = self.board.clone();
            moves.clear();
            playout(&mut end, self.to_play, (self.last, PASS), self.kind, rng, s, &mut moves);
            tally.count(&end);
        }
    }
}

/// What the policy's tests share: boards from diagrams, and a ladder.
#[cfg(test)]
mod fixtures {
    use crate::go::{Board, Color, Game, Rules};

    pub fn board(diagram: &str) -> Board {
        Game::from_diagram(diagram, Rules::default(), Color::Black).unwrap().board().clone()
    }

    /// White D5 in atari at E5; running there leaves E6 and F5, and Black
    /// chases it up to the upper right edge.
    pub const LADDER: &str = ".........
                              .........
                              .........
                              ...X.....
                              ..XO.....
                              ...XX....
                              .........
                              .........
                              .........";

    /// White E8 in atari at E9 between Black D8, F8 and E7: running along
    /// the edge is caught.
    pub const EDGE_LADDER: &str = ".........
                                   ...XOX...
                                   ....X....
                                   .........
                                   .........
                                   .........
                                   .........
                                   .........
                                   .........";

    /// The same without Black E4: running gives three liberties.
    pub const NO_LADDER: &str = ".........
                                 .........
                                 .........
                                 ...X.....
                                 ..XO.....
                                 ...X.....
                                 .........
                                 .........
                                 .........";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;
    use rand::SeedableRng;

    use super::fixtures::{EDGE_LADDER, board};

    #[test]
    fn playouts_give_a_living_groups_points_to_its_owner() {
        // Black's wall with two eyes holds the left; White's the right.
        let b = board(
            ".X.XO.O
             XXXXOOO
             .X.XO.O
             XXXXOOO
             .X.XO.O
             XXXXOOO
             .X.XO.O",
        );
        let mut rng = SmallRng::seed_from_u64(3);
        let own = playout_ownership(&b, Color::Black, PASS, 32, &mut rng);
        assert_eq!(own[b.idx(Point::new(0, 0)) as usize], 1.0);
        assert_eq!(own[b.idx(Point::new(6, 6)) as usize], -1.0);
        assert_eq!(own[b.idx(Point::new(3, 3)) as usize], 1.0);
    }

    #[test]
    fn after_move_counts_liberties_of_the_joined_chain() {
        let b = board(
            ".....
             .XO..
             .....
             .....
             .....",
        );
        // Black B3 under its stone: the chain B4-B3 has A4, B5, A3, C3, B2.
        let i = b.idx(Point::new(1, 2));
        let a = after_move(&b, i, Color::Black, 4);
        assert_eq!((a.libs, a.stones, a.captures), (4, 2, false));
        assert_eq!(after_move(&b, i, Color::Black, 2).libs, 2);
    }

    #[test]
    fn self_atari_of_a_group_is_seen_and_a_capture_is_not_one() {
        let b = board(
            "..O..
             XXO..
             OOO..
             .....
             .....",
        );
        // Either liberty of the two black stones leaves three in atari.
        for x in [0, 1] {
            let i = b.idx(Point::new(x, 0));
            assert!(b.is_self_atari(i, Color::Black, 2));
            assert!(!b.is_self_atari(i, Color::Black, 4));
        }
        let c = board(
            ".XO..
             XO.O.
             .XO..
             .....
             .....",
        );
        // Black C4 has no empty neighbour but captures B4.
        let c4 = c.idx(Point::new(2, 1));
        let a = after_move(&c, c4, Color::Black, 2);
        assert!(a.captures);
        assert!(!c.is_self_atari(c4, Color::Black, 1));
    }

    #[test]
    fn patterns_match_a_hane_in_every_orientation_and_colour() {
        let b = board(
            ".....
             .XO..
             .....
             .....
             .....",
        );
        // Below the white stone, diagonal to black: the hane "XO. / ...".
        assert!(matches_pattern(&b, b.idx(Point::new(2, 2))));
        let t = board(
            ".....
             ..OX.
             .....
             .....
             .....",
        );
        assert!(matches_pattern(&t, t.idx(Point::new(2, 2))));
        let w = board(
            ".....
             .OX..
             .....
             .....
             .....",
        );
        assert!(matches_pattern(&w, w.idx(Point::new(2, 2))));
        // Far from everything: no shape.
        assert!(!matches_pattern(&b, b.idx(Point::new(4, 4))));
    }

    #[test]
    fn tactics_capture_the_stone_in_atari_and_save_the_own_chain() {
        // White C4 is in atari after its move: capture at C5.
        let cap = board(
            ".....
             .XOX.
             ..X..
             .....
             .....",
        );
        let mut out = Vec::new();
        tactical_moves(&cap, cap.idx(Point::new(2, 1)), Color::Black, &mut out);
        assert_eq!(out, vec![cap.idx(Point::new(2, 0))]);
        // White D4 ataris black C5-C4 but is in atari itself: D5 both
        // captures and saves.
        let save = board(
            ".OX..
             .OXOX
             ..OX.
             .....
             .....",
        );
        let mut out = Vec::new();
        tactical_moves(&save, save.idx(Point::new(3, 1)), Color::Black, &mut out);
        let d5 = save.idx(Point::new(3, 0));
        assert!(!out.is_empty() && out.iter().all(|&i| i == d5), "{out:?}");
        // Without the atari on D4, extending to D5 gives one liberty: no save.
        let dead = board(
            ".OX..
             .OXO.
             ..O..
             .....
             .....",
        );
        let mut out = Vec::new();
        tactical_moves(&dead, dead.idx(Point::new(3, 1)), Color::Black, &mut out);
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn taking_a_stone_into_a_snapback_is_seen() {
        // Black A8 takes White A9 and is then taken with B9 and B8.
        let snap = board(
            "OXO..
             .XO..
             OO...
             .....
             .....",
        );
        let a9 = snap.idx(Point::new(0, 0));
        assert!(is_snapback(&snap, a9));
        let mut out = Vec::new();
        tactical_moves(&snap, a9, Color::Black, &mut out);
        assert!(out.is_empty(), "{out:?}");
        // With C9 open Black's stones keep a liberty: a plain capture.
        let open = board(
            "OX...
             .XO..
             OO...
             .....
             .....",
        );
        assert!(!is_snapback(&open, open.idx(Point::new(0, 0))));
    }

    #[test]
    fn a_stone_caught_running_along_the_first_line_is_not_run_out() {
        // Black E7 has put White E8 in atari; E9 only runs along the edge.
        let caught = EDGE_LADDER;
        let e7 = Point::new(4, 2);
        let answers = |diagram: &str| {
            let b = board(diagram);
            let mut out = Vec::new();
            tactical_moves(&b, b.idx(e7), Color::White, &mut out);
            out.iter().map(|&i| b.point(i)).collect::<Vec<_>>()
        };
        assert_eq!(answers(caught), vec![]);
        // White stones on C9 and G9 wait on both sides: E9 runs.
        let helped = "..O...O..
                      ...XOX...
                      ....X....
                      .........
                      .........
                      .........
                      .........
                      .........
                      .........";
        assert_eq!(answers(helped), vec![Point::new(4, 0)]);
    }

    #[test]
    fn filling_a_false_eye_turns_into_taking_the_stone_that_makes_it_false() {
        // Black's eye at C5 is false with White B6 and D4 on its diagonals;
        // B6 is in atari at A6.
        let b = board(
            ".X.....
             .OX....
             .X.X...
             ..XO...
             .......
             .......
             .......",
        );
        let eye = b.idx(Point::new(2, 2));
        assert!(b.is_eyeish(eye, Color::Black) && !b.is_eye(eye, Color::Black));
        assert_eq!(false_eye_answer(&b, eye, Color::Black), Some(b.idx(Point::new(0, 1))));
    }

    fn two_liberty_answers(diagram: &str, last: Point, c: Color) -> Vec<Point> {
        let b = board(diagram);
        let mut out = Vec::new();
        two_liberty_moves(&b, b.idx(last), c, &mut out);
        let mut pts: Vec<Point> = out.iter().map(|&i| b.point(i)).collect();
        pts.sort_by_key(|p| (p.y, p.x));
        pts.dedup();
        pts
    }

    #[test]
    fn two_liberty_fights_atari_the_short_chain_unless_it_connects_either_way() {
        // White D5 has D6 and D4: Black ataris on either.
        let open = ".......
                    .......
                    ..XOX..
                    ..X.X..
                    .......
                    .......
                    .......";
        let p = |x, y| Point::new(x, y);
        assert_eq!(two_liberty_answers(open, p(3, 2), Color::Black), vec![p(3, 1), p(3, 3)]);
        // With White C6 and E6, D6 connects and D4 runs or connects: miai.
        let miai = ".......
                    ..O.O..
                    ..XOX..
                    ..X.X..
                    .......
                    .......
                    .......";
        assert_eq!(two_liberty_answers(miai, p(3, 2), Color::Black), vec![]);
    }

    #[test]
    fn two_liberty_fights_extend_or_counter_atari_and_skip_hopeless_extensions() {
        // White D4 leaves Black C5-C4 and E4 with two liberties each, and
        // has two itself. Black: C3 extends (D5 would gain only E5), E3
        // extends (E5 would gain only D5), and D5 or D3 ataris D4.
        let fight = ".OX..
                     .OXOX
                     .....
                     .....
                     .....";
        let p = |x, y| Point::new(x, y);
        assert_eq!(two_liberty_answers(fight, p(3, 1), Color::Black), vec![p(3, 0), p(2, 2), p(3, 2), p(4, 2)]);
    }

    #[test]
    fn heavy_playouts_end_with_a_sound_board_and_no_own_eye_filled() {
        let mut rng = SmallRng::seed_from_u64(3);
        let mut s = Scratch::default();
        let mut moves = Vec::new();
        for size in [5, 9, 13, 19] {
            for _ in 0..20 {
                let mut b = Board::new(size);
                moves.clear();
                playout(&mut b, Color::Black, (PASS, PASS), PolicyKind::Heavy, &mut rng, &mut s, &mut moves);
                b.check_invariants().unwrap();
                assert!(!moves.is_empty());
            }
        }
    }

    #[test]
    fn self_atari_agrees_with_the_liberties_after_the_move_everywhere() {
        // Positions from random games part played, every empty point,
        // both colours and sizes of group.
        let mut rng = SmallRng::seed_from_u64(17);
        let mut checked = 0;
        for size in [7, 9, 19] {
            for game in 0..30 {
                let mut b = Board::new(size);
                let mut c = Color::Black;
                for _ in 0..(game * size * size / 12) {
                    match crate::go::playout::random_move(&mut b, c, &mut rng) {
                        Some(i) => {
                            b.play(i, c);
                        }
                        None => b.pass(),
                    }
                    c = c.opponent();
                }
                for &i in b.empties() {
                    for c in [Color::Black, Color::White] {
                        let a = after_move(&b, i, c, 2);
                        // After_move against the move played, where it
                        // takes nothing (a capture may free more points
                        // than the ones beside the move) and is no suicide.
                        if b.is_legal_no_suicide(i, c) {
                            let mut played = b.clone();
                            assert_eq!(played.play(i, c) > 0, a.captures);
                            if !a.captures {
                                let libs = played.liberty_count(i, 2);
                                assert_eq!(libs, a.libs, "{c:?} at {:?}\n{b:?}", b.point(i));
                                assert_eq!(played.chain_len(i), a.stones);
                            }
                        }
                        for min in 1..4 {
                            let expect = a.libs < 2 && !a.captures && a.stones >= min;
                            assert_eq!(b.is_self_atari(i, c, min), expect, "{c:?} at {:?}\n{b:?}", b.point(i));
                            checked += expect as usize;
                        }
                    }
                }
            }
        }
        assert!(checked > 100, "the positions hold self-ataris to check ({checked})");
    }
}
