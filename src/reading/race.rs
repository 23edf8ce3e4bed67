//! Capturing races counted as the race theory counts them (M. Müller,
//! "Race to capture: analyzing semeai in Go"; Lenz's semeai formula):
//! each of the two racing chains has its outside liberties (its own, that
//! only the opponent fills), the liberties both share, and its eye (the
//! liberties the opponent can fill only last; a big eye is worth more than
//! its points: 3, 5, 8, 12 for three to six). The race's class follows
//! from the eyes, and who captures with either side first (or whether both
//! live in seki) from a small exact game on those counts.
//!
//! The count is exact for chains whose liberties are all simple. Where an
//! outside liberty needs an approach move first (the opponent's stone
//! there would be in atari), the approach is counted as one more liberty,
//! and the race says so: that count can be wrong (a class T. Wolf found).
//! A ko among the liberties, an eye space its side can still make two
//! eyes of, an eye beside another chain of its side, or a liberty where
//! the chain extends to more make the count unsure: the race says why,
//! and the search decides.

use std::collections::HashMap;

use super::area::Space;
use super::eyes::{eye_value, with_cache};
use crate::go::{Board, Color, Idx, Point};

/// What filling an eye of so many points costs the opponent, in moves:
/// the liberties a big eye is worth in a race.
const EYE_LIBERTIES: [u8; 6] = [1, 2, 3, 5, 8, 12];

/// The race's class, from the eyes of its two chains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Neither chain has an eye: shared liberties make seki possible.
    NoEyes,
    /// One chain has an eye (me ari me nashi): the shared liberties count
    /// for the side with the eye.
    EyeAgainstNone,
    /// Both have eyes worth the same: the shared liberties count for
    /// nobody, and a race the outside liberties do not decide is seki.
    EyeAgainstEye,
    /// Both have eyes, one bigger: the shared liberties count for the
    /// bigger eye.
    BigEyeAgainstSmaller,
}

impl Class {
    pub fn as_str(self) -> &'static str {
        match self {
            Class::NoEyes => "no eye against no eye",
            Class::EyeAgainstNone => "eye against no eye",
            Class::EyeAgainstEye => "eye against eye",
            Class::BigEyeAgainstSmaller => "big eye against smaller eye",
        }
    }
}

/// One side of a race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Racer {
    /// The chain (its head).
    pub chain: Idx,
    /// A stone of the chain, to name it.
    pub at: Point,
    pub color: Color,
    /// Liberties only the opponent fills, approach moves included.
    pub outside: u8,
    /// Of those, the approach moves: outside liberties where the
    /// opponent's stone would be in atari, counted twice.
    pub approach: u8,
    /// The points of its eye (0: none).
    pub eye_points: u8,
    /// What its eye costs the opponent to fill, in moves.
    pub eye: u8,
}

/// Who comes out of a race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// This side captures the other's chain.
    Captures(Color),
    /// Neither can fill the shared liberties: both live.
    Seki,
}

/// A race between two chains of opposite colours, counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    pub sides: [Racer; 2],
    pub shared: u8,
    pub class: Class,
    /// Why the count is not to be trusted, where it is not: a ko, an eye
    /// space that can still make two eyes, an eye beside another chain, a
    /// chain that can run.
    pub unsure: Option<&'static str>,
}

impl Race {
    /// The race between the chains at `a` and `b`, if they race: opposite
    /// colours, side by side or sharing a liberty, neither with two eyes.
    pub fn count(board: &Board, a: Idx, b: Idx) -> Option<Race> {
        let (ca, cb) = (board.at(a)?, board.at(b)?);
        if ca == cb {
            return None;
        }
        let (a, b) = (board.chain_id(a), board.chain_id(b));
        let (la, lb) = (board.liberties(a), board.liberties(b));
        let shared: Vec<Idx> = la.iter().copied().filter(|l| lb.contains(l)).collect();
        let touching = board.chain_stones(a).any(|s| board.neighbours(s).iter().any(|&n| board.chain_id(n) == b));
        if shared.is_empty() && !touching {
            return None;
        }
        let mut unsure = None;
        let mut side = |h: Idx, libs: &[Idx], other: &[Idx]| -> Option<Racer> {
            let color = board.at(h).expect("a stone");
            let mut r = Racer { chain: h, at: board.point(h), color, outside: 0, approach: 0, eye_points: 0, eye: 0 };
            let mut eyes = 0;
            let mut counted: Vec<Idx> = Vec::new();
            for &l in libs.iter().filter(|l| !other.contains(l)) {
                if counted.contains(&l) {
                    continue;
                }
                match eye_of(board, h, l, other) {
                    Eye::Of(points) => {
                        eyes += 1;
                        counted.extend(&points);
                        r.eye_points = points.len() as u8;
                        r.eye = EYE_LIBERTIES[points.len() - 1];
                        let space = Space { points, rim: vec![h] };
                        let v = with_cache(|c| eye_value(board, &space, color, c));
                        if v.defender_first >= 2 {
                            unsure.get_or_insert("an eye space that can still make two eyes");
                        }
                    }
                    Eye::BesideAnother => {
                        unsure.get_or_insert("an eye beside another chain of its side");
                        r.outside += 1;
                    }
                    Eye::None => {
                        counted.push(l);
                        // Its side playing there gains liberties: the
                        // chain runs, it does not race.
                        let gained = board
                            .neighbours(l)
                            .iter()
                            .filter(|&&n| board.on_board(n) && board.is_empty_at(n) && !libs.contains(&n))
                            .count();
                        if gained >= 2 {
                            unsure.get_or_insert("a liberty where the chain extends to more");
                        }
                        match fill(board, l, color.opponent()) {
                            Fill::Simple => r.outside += 1,
                            Fill::Approach => {
                                r.outside += 2;
                                r.approach += 1;
                                unsure.get_or_insert("an approach move, where a throw-in may make a ko");
                            }
                            Fill::Ko => {
                                unsure.get_or_insert("a ko among the liberties");
                                r.outside += 1;
                            }
                        }
                    }
                }
            }
            // Two eyes: no race, the chain lives.
            (eyes < 2).then_some(r)
        };
        let sa = side(a, &la, &lb)?;
        let sb = side(b, &lb, &la)?;
        if board.ko().is_some_and(|(k, _)| la.contains(&k) || lb.contains(&k)) {
            unsure.get_or_insert("a ko among the liberties");
        }
        let class = match (sa.eye, sb.eye) {
            (0, 0) => Class::NoEyes,
            (0, _) | (_, 0) => Class::EyeAgainstNone,
            (x, y) if x == y => Class::EyeAgainstEye,
            _ => Class::BigEyeAgainstSmaller,
        };
        Some(Race { sides: [sa, sb], shared: shared.len() as u8, class, unsure })
    }

    /// The race of the chain at `target` against the enemy chain among
    /// `enemies` (heads) that is shortest of liberties and races it, if
    /// any has six liberties or fewer.
    pub fn of(board: &Board, target: Idx, enemies: &[Idx]) -> Option<Race> {
        let mut by_liberties: Vec<(usize, Idx)> =
            enemies.iter().map(|&h| (board.liberty_count(h, 7), h)).filter(|&(n, _)| n <= 6).collect();
        by_liberties.sort_unstable();
        by_liberties.into_iter().find_map(|(_, h)| Race::count(board, target, h))
    }

    /// Who comes out of the race with `first` to move, as the counts say.
    pub fn outcome(&self, first: Color) -> Outcome {
        let o = [self.sides[0].outside, self.sides[1].outside];
        let e = [self.sides[0].eye, self.sides[1].eye];
        let mover = if self.sides[0].color == first { 0 } else { 1 };
        let mut memo = HashMap::new();
        match play(State { o, e, s: self.shared, mover, passed: false }, &mut memo) {
            1 => Outcome::Captures(self.sides[0].color),
            -1 => Outcome::Captures(self.sides[1].color),
            _ => Outcome::Seki,
        }
    }

    /// A move for `first` that gets it the outcome the count gives it:
    /// filling one of the opponent's outside liberties, a shared one or a
    /// point of its eye, as the count game's best line starts. `None`
    /// where the race is lost, where a seki holds without a move, or where
    /// the fill the count wants is no simple move on the board (an
    /// approach first, a ko).
    pub fn key_move(&self, board: &Board, first: Color) -> Option<Idx> {
        let o = [self.sides[0].outside, self.sides[1].outside];
        let e = [self.sides[0].eye, self.sides[1].eye];
        let mover = if self.sides[0].color == first { 0 } else { 1 };
        let root = State { o, e, s: self.shared, mover, passed: false };
        let mut memo = HashMap::new();
        let want = play(root, &mut memo);
        let won = if mover == 0 { 1 } else { -1 };
        // A race lost needs no move, and a seki that passing keeps none; a
        // capture is shown by its first fill, even where it could wait.
        if want == -won || (want == 0 && play(State { mover: 1 - mover, passed: true, ..root }, &mut memo) == 0) {
            return None;
        }
        let (us, them) = (self.sides[mover].chain, self.sides[1 - mover].chain);
        let (ours, theirs) = (board.liberties(us), board.liberties(them));
        let simple = |l: &Idx| matches!(fill(board, *l, first), Fill::Simple);
        let kind = children(root).into_iter().find(|&(_, t)| captures(root, t) || play(t, &mut memo) == want)?.0;
        match kind {
            Kind::Outside => theirs
                .iter()
                .copied()
                .filter(|l| !ours.contains(l) && matches!(eye_of(board, them, *l, &ours), Eye::None))
                .find(simple),
            Kind::Shared => theirs.iter().copied().filter(|l| ours.contains(l)).find(simple),
            Kind::Eye => theirs.iter().copied().find(|&l| board.check(l, first, false).is_ok()),
        }
    }

    /// The race as a line of text: its class, each chain (a stone of it on
    /// a board of `size`) with its counts, and the outcome with each side
    /// first; where the count is unsure, why (the search's status stands).
    pub fn describe(&self, size: usize) -> String {
        let side = |r: &Racer| {
            let mut s = format!("{} ({}) {} outside", name(r.color), r.at.to_gtp(size), r.outside);
            if r.approach > 0 {
                s += &format!(" ({} by approach)", r.approach);
            }
            if r.eye_points > 0 {
                s += &format!(" and an eye of {} worth {}", r.eye_points, r.eye);
            }
            s
        };
        let says = |o: Outcome| match o {
            Outcome::Captures(c) => format!("{} captures", name(c)),
            Outcome::Seki => "seki".to_string(),
        };
        let (a, b) = (self.sides[0].color, self.sides[1].color);
        let (oa, ob) = (self.outcome(a), self.outcome(b));
        let result = if oa == ob {
            format!("{} whoever moves first", says(oa))
        } else {
            format!("{} first: {}; {} first: {}", name(a), says(oa), name(b), says(ob))
        };
        let mut s = format!(
            "{}: {}, {}, {} shared; {}",
            self.class.as_str(),
            side(&self.sides[0]),
            side(&self.sides[1]),
            self.shared,
            result
        );
        if let Some(why) = self.unsure {
            s += &format!(" (count unsure: {why}; the search decides)");
        }
        s
    }
}

fn name(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

enum Eye {
    /// The liberty is in an eye of the chain: these points.
    Of(Vec<Idx>),
    /// An empty region of six points or fewer that only the chain's side
    /// borders, but other chains of that side too.
    BesideAnother,
    None,
}

/// Whether the liberty `l` of the chain `h` lies in an eye of it: an empty
/// region of six points or fewer, none a liberty of the opponent's racer
/// (`other`), bordered by the chain alone (and the board's edge).
fn eye_of(board: &Board, h: Idx, l: Idx, other: &[Idx]) -> Eye {
    let color = board.at(h);
    let mut points = vec![l];
    let mut i = 0;
    let mut another = false;
    while i < points.len() {
        let p = points[i];
        i += 1;
        if other.contains(&p) {
            return Eye::None;
        }
        for n in board.neighbours(p) {
            if !board.on_board(n) {
                continue;
            }
            match board.at(n) {
                None if !points.contains(&n) => {
                    points.push(n);
                    if points.len() > EYE_LIBERTIES.len() {
                        return Eye::None;
                    }
                }
                None => {}
                Some(c) if Some(c) != color => return Eye::None,
                Some(_) => another |= board.chain_id(n) != h,
            }
        }
    }
    points.sort_unstable();
    if another { Eye::BesideAnother } else { Eye::Of(points) }
}

enum Fill {
    Simple,
    /// The opponent's stone there would be in atari: an approach first.
    Approach,
    /// The opponent's stone there takes one stone and can be taken back.
    Ko,
}

/// What it takes `by` to fill the liberty `l`.
fn fill(board: &Board, l: Idx, by: Color) -> Fill {
    if board.check(l, by, false).is_err() {
        return Fill::Approach;
    }
    let mut after = board.clone();
    let taken = after.play(l, by);
    let libs = after.liberty_count(l, 2);
    match (taken, libs) {
        (1, 1) if after.chain_len(l) == 1 => Fill::Ko,
        (0, 1) => Fill::Approach,
        _ => Fill::Simple,
    }
}

/// A position of the count game: outside liberties and eyes of each side
/// (index 0 and 1), the shared liberties, the side to move, and whether
/// the last move was a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct State {
    o: [u8; 2],
    e: [u8; 2],
    s: u8,
    mover: usize,
    passed: bool,
}

/// Which of the opponent's liberties a move of the count game fills.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Outside,
    Shared,
    Eye,
}

/// The liberties of side `x` left in `t`.
fn libs(t: &State, x: usize) -> u32 {
    t.o[x] as u32 + t.s as u32 + t.e[x] as u32
}

/// Whether the move from `st` to `t` takes the opponent's chain.
fn captures(st: State, t: State) -> bool {
    libs(&t, 1 - st.mover) == 0
}

/// The moves of the count game from `st` (passing aside), and the
/// positions after them: fill one of the opponent's outside liberties,
/// or a shared one (its own too: not when that is its last, short of
/// capturing), or, once the opponent has nothing else, a point of its
/// eye.
fn children(st: State) -> Vec<(Kind, State)> {
    let (i, j) = (st.mover, 1 - st.mover);
    let next = |mut t: State| {
        t.mover = j;
        t.passed = false;
        t
    };
    let mut out = Vec::with_capacity(3);
    if st.o[j] > 0 {
        let mut t = st;
        t.o[j] -= 1;
        out.push((Kind::Outside, next(t)));
    }
    if st.s > 0 {
        let mut t = st;
        t.s -= 1;
        if libs(&t, j) == 0 || libs(&t, i) > 0 {
            out.push((Kind::Shared, next(t)));
        }
    }
    if st.o[j] == 0 && st.s == 0 && st.e[j] > 0 {
        let mut t = st;
        t.e[j] -= 1;
        out.push((Kind::Eye, next(t)));
    }
    out
}

/// The count game's value with `st.mover` to move: 1 where side 0
/// captures, -1 where side 1 does, 0 for seki (both pass).
fn play(st: State, memo: &mut HashMap<State, i8>) -> i8 {
    if let Some(&v) = memo.get(&st) {
        return v;
    }
    let won: i8 = if st.mover == 0 { 1 } else { -1 };
    let kids = children(st);
    let v = if kids.iter().any(|&(_, t)| captures(st, t)) {
        won
    } else {
        let pass = if st.passed { 0 } else { play(State { mover: 1 - st.mover, passed: true, ..st }, memo) };
        let values = kids.into_iter().map(|(_, t)| play(t, memo)).chain([pass]);
        if st.mover == 0 { values.max().unwrap_or(0) } else { values.min().unwrap_or(0) }
    };
    memo.insert(st, v);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn race(o: [u8; 2], e: [u8; 2], s: u8) -> Race {
        let r = |i: usize, color| Racer {
            chain: 0,
            at: Point::new(0, 0),
            color,
            outside: o[i],
            approach: 0,
            eye_points: 0,
            eye: e[i],
        };
        Race { sides: [r(0, Color::Black), r(1, Color::White)], shared: s, class: Class::NoEyes, unsure: None }
    }

    use Color::{Black, White};
    use Outcome::{Captures, Seki};

    #[test]
    fn the_count_game_gives_the_race_books_answers() {
        // No eyes, no shared liberty: more outside liberties win; equal,
        // the side to move.
        assert_eq!(race([3, 3], [0, 0], 0).outcome(Black), Captures(Black));
        assert_eq!(race([3, 3], [0, 0], 0).outcome(White), Captures(White));
        assert_eq!(race([3, 2], [0, 0], 0).outcome(White), Captures(Black));
        // One shared liberty changes nothing.
        assert_eq!(race([2, 2], [0, 0], 1).outcome(White), Captures(White));
        // Two shared and equal outside: seki whoever moves.
        assert_eq!(race([0, 0], [0, 0], 2).outcome(Black), Seki);
        assert_eq!(race([1, 1], [0, 0], 3).outcome(White), Seki);
        // One more outside liberty than needed for seki: the side to move
        // decides between a kill and seki.
        assert_eq!(race([1, 0], [0, 0], 2).outcome(Black), Captures(Black));
        assert_eq!(race([1, 0], [0, 0], 2).outcome(White), Seki);
        // An eye against none: the shared liberties are the eye's.
        assert_eq!(race([0, 2], [1, 0], 2).outcome(White), Captures(Black));
        assert_eq!(race([0, 3], [1, 0], 2).outcome(White), Captures(White));
        // Eye against eye: the shared liberties are nobody's.
        assert_eq!(race([0, 0], [1, 1], 1).outcome(Black), Seki);
        assert_eq!(race([1, 0], [1, 1], 3).outcome(Black), Seki);
        // An outside lead as large as the shared liberties wins.
        assert_eq!(race([4, 0], [1, 1], 3).outcome(White), Captures(Black));
        // A big eye against a small one: square four (5) against one point.
        assert_eq!(race([0, 2], [5, 1], 2).outcome(White), Captures(Black));
    }

    /// The race of the chains at `a` and `b` on a 9x9 picture.
    fn counted(black: &[&str], white: &[&str], a: &str, b: &str) -> (Board, Race) {
        let board = crate::reading::test_board(9, black, white);
        let at = |v: &str| board.idx(crate::go::Point::parse_gtp(v, 9).unwrap().unwrap());
        let r = Race::count(&board, at(a), at(b)).expect("a race");
        (board, r)
    }

    #[test]
    fn the_race_move_fills_the_liberty_the_count_wants() {
        // Black's C1-C3 (three liberties: B1 B3 C4) against White's D1-D3
        // (three: E1 E3 D4), each shut in by the other's wall, no eyes,
        // nothing shared: whoever moves first captures, by filling one of
        // the other's outside liberties.
        let walls_b = ["F1", "F2", "F3", "E2", "E4", "E5", "D5"];
        let walls_w = ["A1", "A2", "A3", "A4", "B4", "B5", "C5", "B2"];
        let black: Vec<&str> = ["C1", "C2", "C3"].into_iter().chain(walls_b).collect();
        let white: Vec<&str> = ["D1", "D2", "D3"].into_iter().chain(walls_w).collect();
        let (board, r) = counted(&black, &white, "C1", "D1");
        assert_eq!((r.sides[0].outside, r.sides[1].outside, r.shared, r.unsure), (3, 3, 0, None));
        let name = |m: Option<Idx>| m.map(|m| board.point(m).to_gtp(9));
        assert_eq!(r.outcome(Black), Captures(Black));
        assert!(matches!(name(r.key_move(&board, Black)).as_deref(), Some("E1" | "E3" | "D4")));
        assert_eq!(r.outcome(White), Captures(White));
        assert!(matches!(name(r.key_move(&board, White)).as_deref(), Some("B1" | "B3" | "C4")));
        // Seki: one outside liberty each (D4, E4), two shared (D1 D2).
        // Either side first fills the other's outside liberty and no more,
        // and neither needs to: no move.
        let black = ["C1", "C2", "C3", "D3", "F1", "F2", "F3", "F4", "E5"];
        let white = ["E1", "E2", "E3", "B1", "B2", "B3", "C4", "C5", "D5"];
        let (board, r) = counted(&black, &white, "C1", "E1");
        assert_eq!((r.sides[0].outside, r.sides[1].outside, r.shared, r.unsure), (1, 1, 2, None));
        for first in [Black, White] {
            assert_eq!(r.outcome(first), Seki);
            assert_eq!(r.key_move(&board, first), None);
        }
        // One outside liberty more for Black (C4): Black first kills,
        // White first must fill one of them to get the seki.
        let (board, r) =
            counted(&black, &white[..6].iter().chain(&white[7..]).copied().collect::<Vec<_>>(), "C1", "E1");
        assert_eq!((r.sides[0].outside, r.sides[1].outside, r.shared, r.unsure), (2, 1, 2, None));
        assert_eq!(r.outcome(Black), Captures(Black));
        assert_eq!(name(r.key_move(&board, Black)).as_deref(), Some("E4"));
        assert_eq!(r.outcome(White), Seki);
        assert!(matches!(name(r.key_move(&board, White)).as_deref(), Some("C4" | "D4")));
        // A chain that can run from its liberties races nobody: the count
        // says it is unsure.
        let (_, r) = counted(&["E5"], &["D5", "E6"], "E5", "D5");
        assert!(r.unsure.is_some());
    }
}
