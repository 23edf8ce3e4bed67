//! Two groups in a capturing race, as a player asks about them: with one
//! side to move, does its group come out alive, does the other die, and
//! where to play. Where the racing chains' liberties are simple the race
//! count answers exactly (no eye against no eye, an eye against none,
//! seki); each group read alone cannot, since its reading takes the other
//! group for a wall. Elsewhere (an approach move, a ko, an eye space that
//! can still make two eyes) the count is not trusted and the groups'
//! own verdicts answer.

use super::{GroupStatus, Life, Source};
use crate::go::{Board, Color, Idx, Point};
pub use crate::reading::race::Outcome;
use crate::reading::race::Race;

/// A race decided by the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    /// Who comes out, with the first group's side to move.
    pub outcome: Outcome,
    /// That side's move in the race: `None` where the race is lost or the
    /// seki holds without one.
    pub key: Option<Point>,
}

/// The race between the groups `ours` and `theirs` on `board`, counted
/// with `ours`'s side to move: `None` where no chain of one races a chain
/// of the other, where the most urgent race's count is unsure, or where
/// either group lives for certain (Benson), so no race decides it.
pub fn count_race(board: &Board, ours: &GroupStatus, theirs: &GroupStatus) -> Option<Counted> {
    if ours.color == theirs.color || ours.source == Source::Benson || theirs.source == Source::Benson {
        return None;
    }
    let (a, b) = (heads(board, &ours.stones), heads(board, &theirs.stones));
    let race = most_urgent(board, a.iter().flat_map(|&x| b.iter().map(move |&y| (x, y))))?;
    if race.unsure.is_some() {
        return None;
    }
    let key = race.key_move(board, ours.color).map(|m| board.point(m));
    Some(Counted { outcome: race.outcome(ours.color), key })
}

/// Who comes out of the most urgent race of the group of `stones` (its
/// chains against the enemy chains beside them, the pair shortest of
/// liberties), where the count is sure and the same whoever moves first:
/// `None` where none of its chains races, where that race's count is
/// unsure, or where who moves first decides it.
pub fn race_settled(board: &Board, stones: &[Point]) -> Option<Outcome> {
    let heads = heads(board, stones);
    let color = board.at(*heads.first()?)?;
    let race = most_urgent(
        board,
        heads.iter().flat_map(|&x| {
            let mut enemies: Vec<Idx> = board
                .chain_stones(x)
                .flat_map(|s| board.neighbours(s))
                .filter(|&n| board.at(n) == Some(color.opponent()))
                .map(|n| board.chain_id(n))
                .collect();
            enemies.sort_unstable();
            enemies.dedup();
            enemies.into_iter().map(move |y| (x, y))
        }),
    )?;
    if race.unsure.is_some() {
        return None;
    }
    let outcome = race.outcome(Color::Black);
    (outcome == race.outcome(Color::White)).then_some(outcome)
}

/// The life the group of `stones` has by its most urgent race where
/// `race_settled` answers: alive where its side captures, dead where the
/// other side does, seki where neither.
pub fn settled_life(board: &Board, stones: &[Point]) -> Option<Life> {
    let color = board.get(*stones.first()?)?;
    Some(match race_settled(board, stones)? {
        Outcome::Captures(c) if c == color => Life::Alive,
        Outcome::Captures(_) => Life::Dead,
        Outcome::Seki => Life::Seki,
    })
}

/// The heads of the chains of `stones`, each once.
fn heads(board: &Board, stones: &[Point]) -> Vec<Idx> {
    let mut h: Vec<Idx> = stones.iter().map(|&p| board.chain_id(board.idx(p))).collect();
    h.sort_unstable();
    h.dedup();
    h
}

/// Of the races between the chains of `pairs` (heads), the one of the two
/// chains shortest of liberties between them: the first to be decided.
fn most_urgent(board: &Board, pairs: impl Iterator<Item = (Idx, Idx)>) -> Option<Race> {
    let libs = |h: Idx| board.liberty_count(h, usize::MAX);
    pairs
        .filter_map(|(x, y)| Race::count(board, x, y).map(|r| (libs(x) + libs(y), r)))
        .min_by_key(|(n, _)| *n)
        .map(|(_, r)| r)
}
