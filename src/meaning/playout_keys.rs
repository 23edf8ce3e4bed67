//! Where an unsure chain's fate is decided, by the playouts: for every
//! point, how often the chain kept its points when its own side played
//! there first against when the other side did (the Monte-Carlo
//! criticality of a point for a chain). Of the points that decide its
//! life (it lives more often than not when its side plays there first,
//! and dies more often than not when the other side does), the one with
//! the biggest difference is the chain's key move, for the attack and the
//! defence, among the points both sides may play now:
//! where reading has no answer (an open group), this is the vital point
//! the playouts show.

use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::ai::policy::{self, PASS, PolicyKind, Scratch};
use crate::go::{Board, Color, Idx, MAX_POINTS, Point};
use crate::influence::ownership::OwnerTally;

/// Playouts in which each side must have played a point first for the
/// point to be weighed: fewer say nothing.
const MIN_FIRST: u32 = 12;
/// The least difference in the chain's survival that makes a key point.
const MIN_SWING: f32 = 0.1;
/// A key point decides: the chain lives in more than this share of the
/// playouts where its side played there first, and in fewer where the
/// other side did. A point that only makes a living chain a little safer,
/// or a dead one a little less dead, swings its survival without deciding
/// its life.
const DECIDES: f32 = 0.5;

/// One playout thread's own: its random numbers and buffers, who played
/// each point first, and per chain and point the counts: played first by
/// the chain's side (times, times it lived), by the other side (the same).
struct Firsts {
    rng: SmallRng,
    scratch: Scratch,
    moves: Vec<(Idx, Color)>,
    first: Vec<Option<Color>>,
    /// The points played in this playout, each once.
    touched: Vec<Idx>,
    counts: Vec<[u32; 4]>,
}

/// The key point of each chain of `chains` (a stone of it, its colour),
/// from `count` playouts of `board` with `to_play` first: `None` where no
/// point decides its life (see `DECIDES`) with a swing of `MIN_SWING`;
/// `Some(None)` where one does but no point both sides may play now swings
/// it.
pub fn key_points(
    board: &Board,
    chains: &[(Idx, Color)],
    to_play: Color,
    (count, streams, seed): (usize, usize, u64),
    stop: &AtomicBool,
) -> Vec<Option<Option<Point>>> {
    if chains.is_empty() {
        return Vec::new();
    }
    let state = |s: u64| Firsts {
        rng: SmallRng::seed_from_u64(s),
        scratch: Scratch::default(),
        moves: Vec::new(),
        first: vec![None; MAX_POINTS],
        touched: Vec::new(),
        counts: vec![[0; 4]; chains.len() * MAX_POINTS],
    };
    let parts = OwnerTally::new(board).add(board, (count, streams, seed), Some(stop), state, |b, t| {
        t.moves.clear();
        policy::playout(b, to_play, (PASS, PASS), PolicyKind::Heavy, &mut t.rng, &mut t.scratch, &mut t.moves);
        t.touched.clear();
        for &(i, c) in &t.moves {
            if i != PASS && t.first[i as usize].is_none() {
                t.first[i as usize] = Some(c);
                t.touched.push(i);
            }
        }
        for (k, &(at, color)) in chains.iter().enumerate() {
            let lived = u32::from(b.playout_owner(at) == color.sign() as i32);
            for &i in &t.touched {
                let by = t.first[i as usize];
                let slot = &mut t.counts[k * MAX_POINTS + i as usize];
                let side = if by == Some(color) { 0 } else { 2 };
                slot[side] += 1;
                slot[side + 1] += lived;
            }
        }
        for &i in &t.touched {
            t.first[i as usize] = None;
        }
    });
    let mut counts = vec![[0u32; 4]; chains.len() * MAX_POINTS];
    for part in parts {
        for (sum, c) in counts.iter_mut().zip(&part.counts) {
            for j in 0..4 {
                sum[j] += c[j];
            }
        }
    }
    (0..chains.len())
        .map(|k| {
            let color = chains[k].1;
            // The deciding point of the biggest swing decides the chain's
            // life; its key is the best such point both sides may play
            // now. A point one side may not play yet (its suicide, a ko)
            // that the playouts reached later still shows a contested
            // life, and the key is then the best point of any swing that
            // both may play.
            let mut decides = false;
            let mut key: Option<(f32, Idx)> = None;
            let mut fallback = None;
            for i in 0..MAX_POINTS {
                let [own, own_lived, other, other_lived] = counts[k * MAX_POINTS + i];
                let at = i as Idx;
                if own < MIN_FIRST || other < MIN_FIRST || !board.is_empty_at(at) {
                    continue;
                }
                let (saved, killed) = (own_lived as f32 / own as f32, other_lived as f32 / other as f32);
                let swing = saved - killed;
                if swing < MIN_SWING {
                    continue;
                }
                // Ranked by what the swing is at least, within its noise:
                // a point played first a few times can swing by chance.
                let sure = swing - 0.5 * (1.0 / own as f32 + 1.0 / other as f32).sqrt();
                let deciding = saved >= DECIDES && killed < DECIDES;
                decides |= deciding;
                let slot = if deciding { &mut key } else { &mut fallback };
                // Legality last: it is asked only of a point that would lead.
                let playable =
                    || board.is_legal_no_suicide(at, color) && board.is_legal_no_suicide(at, color.opponent());
                if slot.is_none_or(|(s, _)| sure > s) && playable() {
                    *slot = Some((sure, at));
                }
            }
            decides.then(|| key.or(fallback).map(|(_, i)| board.point(i)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_of_a_stone_in_atari_is_its_last_liberty() {
        // Black E5 in atari, White on D5, E6 and F5: Black at E4 runs out
        // to its stones below and lives more often than not, White at E4
        // takes it.
        let p = |v: &str| Point::parse_gtp(v, 9).unwrap().unwrap();
        let black = ["E5", "D3", "F3"].map(|v| (p(v), Color::Black));
        let white = ["D5", "E6", "F5"].map(|v| (p(v), Color::White));
        let board = Board::from_stones(9, black.into_iter().chain(white));
        let stop = AtomicBool::new(false);
        let keys = key_points(&board, &[(board.idx(p("E5")), Color::Black)], Color::Black, (400, 1, 7), &stop);
        assert_eq!(keys[0].flatten().map(|k| k.to_gtp(9)), Some("E4".to_string()));
        // No chains, no work.
        assert!(key_points(&board, &[], Color::Black, (400, 1, 7), &stop).is_empty());
    }

    #[test]
    fn a_point_that_only_weakens_a_living_chain_is_no_key() {
        // Black's two stones in the middle of an empty board, White's
        // stones loose on either side: who plays at F5 first changes how
        // often they live, but White there does not kill them.
        let p = |v: &str| Point::parse_gtp(v, 9).unwrap().unwrap();
        let black = ["D5", "E5"].map(|v| (p(v), Color::Black));
        let white = ["C5", "F6"].map(|v| (p(v), Color::White));
        let board = Board::from_stones(9, black.into_iter().chain(white));
        let stop = AtomicBool::new(false);
        let keys = key_points(&board, &[(board.idx(p("E5")), Color::Black)], Color::Black, (2000, 1, 7), &stop);
        assert_eq!(keys[0], None);
    }
}
