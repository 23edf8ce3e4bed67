//! What a move looks like to the move predictor: one value from each of a
//! few groups (its 3x3 shape, what it captures, whether it escapes, ataris
//! or self-ataris, its distance to the last two moves, its line, whether
//! it is the vital point of an eye space, who owns its point at the end of
//! the playouts, its large shape when a common one: large_shapes.rs). The
//! predictor (gammas.rs) rates
//! a move by the product of its values' strengths; training (train.rs)
//! learns those strengths from games.

use std::sync::OnceLock;

use super::PASS;
use super::geometry::{go_distance, line_of, stones_near};
use super::ladder::{atari_in_ladder, caught_in_ladder};
use super::liberties::after_move;
use super::nakade::{is_nakade_sacrifice, vital_points};
use super::patterns::{C_BLACK, C_WHITE, RING, pattern_key, symmetric};
use super::tactics::save_moves;
use crate::go::{Board, Color, Idx};

/// The feature groups, in the order of a move's values.
pub const SHAPE: usize = 0;
pub const CAPTURE: usize = 1;
pub const ESCAPE: usize = 2;
pub const ATARI: usize = 3;
pub const SELF_ATARI: usize = 4;
pub const LAST: usize = 5;
pub const LAST2: usize = 6;
pub const LINE: usize = 7;
pub const VITAL: usize = 8;
pub const OWNER: usize = 9;
/// The large shape's place in the dictionary the gammas were learned with
/// (0: none of them); set by the predictor or training, not `of`.
pub const LARGE: usize = 10;
pub const GROUPS: usize = 11;

/// Names of the groups, as the gamma file writes them.
pub const GROUP_NAMES: [&str; GROUPS] =
    ["shape", "capture", "escape", "atari", "self-atari", "last", "last2", "line", "vital", "owner", "large"];

/// How many values each group has (shapes: every 16-bit key, though only
/// the canonical ones occur; large shapes: as many as the dictionary
/// holds, none before one is read).
pub const GROUP_SIZES: [usize; GROUPS] =
    [1 << 16, 5, 5, 4, 4, FAR as usize + 1, FAR as usize + 1, 10, 2, OWNER_BUCKETS as usize + 1, 1];

// Values of the capture group.
pub const CAPTURE_ONE: u16 = 1;
pub const CAPTURE_MORE: u16 = 2;
/// Captures a chain next to an own chain in atari: saves it.
pub const CAPTURE_SAVES: u16 = 3;
/// Captures the chain of the opponent's last move.
pub const CAPTURE_LAST: u16 = 4;

// Values of the escape group: the atari liberty of an own chain, played.
pub const ESCAPE_OUT: u16 = 1;
pub const ESCAPE_TWO: u16 = 2;
/// Two liberties, and a ladder catches the chain.
pub const ESCAPE_LADDER: u16 = 3;
/// Still in atari after it.
pub const ESCAPE_NONE: u16 = 4;

// Values of the atari group.
pub const ATARI_ANY: u16 = 1;
pub const ATARI_LAST: u16 = 2;
/// An atari that catches the chain in a ladder.
pub const ATARI_LADDER: u16 = 3;

// Values of the self-atari group.
pub const SELF_ATARI_ONE: u16 = 1;
pub const SELF_ATARI_MORE: u16 = 2;
/// A sacrifice inside an eye space that kills it.
pub const SELF_ATARI_NAKADE: u16 = 3;

/// Distances (dx + dy + max(dx, dy)) to the last moves are values of their
/// own: 0 (the last stone was captured and its point is played again) and
/// 2 (a neighbour) to 8; this one stands for 9 and farther, or no such move.
pub const FAR: u16 = 9;

/// Values of the owner group: how surely the playouts give the point to the
/// side to move, from 1 (the opponent's in all) to this (its own in all);
/// 0 when there are no playouts to read.
pub const OWNER_BUCKETS: u16 = 9;

/// Playouts read for the owner values where none were played yet: for
/// each position learned from, and at the start of a search.
pub const OWNER_PLAYOUTS: usize = 64;

/// The owner value of a point the playouts give the side to move with a
/// mean of `own` (-1: always the opponent's, +1: always its own).
pub fn owner_bucket(own: f32) -> u16 {
    let b = OWNER_BUCKETS as f32;
    1 + ((own + 1.0) * 0.5 * b).floor().clamp(0.0, b - 1.0) as u16
}

/// A move's value in each group.
pub type Features = [u16; GROUPS];

/// What the features of every move in one position share: the chains in
/// atari and of two liberties, ladders read once, vital points.
pub struct FeatureContext {
    to_play: Color,
    last: Idx,
    last2: Idx,
    /// Per point: capture, escape and atari values found by the whole-board
    /// pass (the highest of each where several apply).
    capture: Vec<u8>,
    escape: Vec<u8>,
    atari: Vec<u8>,
    vital: Vec<bool>,
    /// Per point, Black's mean ownership in playouts (none read: `None`).
    owner: Option<Vec<f32>>,
}

impl FeatureContext {
    /// Reads the position for `c` to move, the opponent having played `last`
    /// and `c` itself `last2` (`PASS` for none); `owner`, when given, holds
    /// per point Black's mean ownership at the end of playouts of it (+1
    /// Black's, -1 White's).
    pub fn new(b: &Board, c: Color, last: Idx, last2: Idx, owner: Option<Vec<f32>>) -> FeatureContext {
        let n = crate::go::MAX_POINTS;
        let (mut capture, mut escape, mut atari) = (vec![0u8; n], vec![0u8; n], vec![0u8; n]);
        let mut vital = vec![false; n];
        let last_chain = (last != PASS && b.at(last) == Some(c.opponent())).then(|| b.chain_id(last));
        let mut seen = vec![false; n];
        let mut saves = Vec::new();
        for p in crate::go::Point::all(b.size()) {
            let i = b.idx(p);
            let Some(col) = b.at(i) else { continue };
            let h = b.chain_id(i);
            if std::mem::replace(&mut seen[h as usize], true) {
                continue;
            }
            let of_last = last_chain == Some(h);
            if b.in_atari(i) {
                let lib = b.atari_liberty(i) as usize;
                if col == c {
                    saves.clear();
                    save_moves(b, i, c, &mut saves);
                    for &m in &saves {
                        if m as usize != lib {
                            capture[m as usize] = capture[m as usize].max(CAPTURE_SAVES as u8);
                        }
                    }
                    let a = after_move(b, lib as Idx, c, 3);
                    let v = match a.libs {
                        0 | 1 => ESCAPE_NONE,
                        2 if caught_in_ladder(b, i) => ESCAPE_LADDER,
                        2 => ESCAPE_TWO,
                        _ => ESCAPE_OUT,
                    };
                    escape[lib] = escape[lib].max(v as u8);
                } else {
                    let v = if of_last {
                        CAPTURE_LAST
                    } else if b.chain_len(i) >= 2 {
                        CAPTURE_MORE
                    } else {
                        CAPTURE_ONE
                    };
                    capture[lib] = capture[lib].max(v as u8);
                }
            } else if col != c
                && let Some(libs) = b.two_liberties(i)
            {
                for a in libs {
                    let v = if atari_in_ladder(b, i, a, c) {
                        ATARI_LADDER
                    } else if of_last {
                        ATARI_LAST
                    } else {
                        ATARI_ANY
                    };
                    atari[a as usize] = atari[a as usize].max(v as u8);
                }
            }
        }
        vital_points(b, |v| vital[v as usize] = true);
        FeatureContext { to_play: c, last, last2, capture, escape, atari, vital, owner }
    }

    /// The features of the side to move playing at the empty point `i`.
    pub fn of(&self, b: &Board, i: Idx) -> Features {
        let c = self.to_play;
        let mut f = [0u16; GROUPS];
        f[SHAPE] = shape_of(b, i, c);
        f[CAPTURE] = self.capture[i as usize] as u16;
        f[ESCAPE] = self.escape[i as usize] as u16;
        f[ATARI] = self.atari[i as usize] as u16;
        if f[CAPTURE] == 0 && b.is_self_atari(i, c, 1) {
            f[SELF_ATARI] = if is_nakade_sacrifice(b, i, c) {
                SELF_ATARI_NAKADE
            } else if after_move(b, i, c, 1).stones >= 2 {
                SELF_ATARI_MORE
            } else {
                SELF_ATARI_ONE
            };
        }
        f[LAST] = far_distance(b, i, self.last);
        f[LAST2] = far_distance(b, i, self.last2);
        f[LINE] = line_of(b, i).min(4) as u16 + if stones_near(b, i, 2) { 5 } else { 0 };
        f[VITAL] = self.vital[i as usize] as u16;
        f[OWNER] = self.owner.as_ref().map_or(0, |o| {
            let own = o[i as usize];
            owner_bucket(if c == Color::Black { own } else { -own })
        });
        f
    }
}

/// The distance value between `i` and an earlier move `j`.
fn far_distance(b: &Board, i: Idx, j: Idx) -> u16 {
    if j == PASS { FAR } else { (go_distance(b, i, j) as u16).min(FAR) }
}

/// The shape value of `c` playing at `i`: its 3x3 key with `c`'s stones as
/// Black, the smallest over the eight symmetries.
#[inline]
pub fn shape_of(b: &Board, i: Idx, c: Color) -> u16 {
    let key = pattern_key(b, i);
    canonical_shapes()[c as usize][key]
}

/// For each colour to move, every 16-bit key's canonical shape.
fn canonical_shapes() -> &'static [Vec<u16>; 2] {
    static TABLE: OnceLock<[Vec<u16>; 2]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let perms = ring_symmetries();
        let black: Vec<u16> = (0..1usize << 16).map(|k| canonical(k as u16, &perms)).collect();
        let white = (0..1usize << 16).map(|k| black[swap_colours(k as u16) as usize]).collect();
        // Indexed by `Color as usize`: Black first.
        [black, white]
    })
}

/// For each of the 8 symmetries, where each ring position's cell goes.
fn ring_symmetries() -> Vec<[usize; 8]> {
    (0..8)
        .map(|sym| {
            let mut perm = [0usize; 8];
            for (k, &offset) in RING.iter().enumerate() {
                let to = symmetric(sym, offset);
                perm[k] = RING.iter().position(|&r| r == to).expect("a ring cell");
            }
            perm
        })
        .collect()
}

fn canonical(key: u16, perms: &[[usize; 8]]) -> u16 {
    perms
        .iter()
        .map(|perm| {
            let mut out = 0u16;
            for (k, &to) in perm.iter().enumerate() {
                out |= ((key >> (2 * k)) & 3) << (2 * to);
            }
            out
        })
        .min()
        .expect("eight symmetries")
}

/// The key with Black and White exchanged.
fn swap_colours(key: u16) -> u16 {
    const BLACK: u16 = C_BLACK as u16;
    const WHITE: u16 = C_WHITE as u16;
    let mut out = 0u16;
    for k in 0..8 {
        let code = match (key >> (2 * k)) & 3 {
            BLACK => WHITE,
            WHITE => BLACK,
            other => other,
        };
        out |= code << (2 * k);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;

    use super::super::fixtures::{LADDER, board};

    #[test]
    fn a_shape_and_its_mirror_and_colour_swap_are_one_shape() {
        // Black to play at C2, below a white stone at C3, and at C4 above
        // it (the mirror image), then the same with colours exchanged and
        // White to play.
        let a = board(
            ".....
             .....
             ..O..
             .....
             .....",
        );
        let below = a.idx(Point::new(2, 3));
        let above = a.idx(Point::new(2, 1));
        assert_eq!(shape_of(&a, below, Color::Black), shape_of(&a, above, Color::Black));
        let b = board(
            ".....
             .....
             ..X..
             .....
             .....",
        );
        assert_eq!(shape_of(&a, below, Color::Black), shape_of(&b, below, Color::White));
        assert_ne!(shape_of(&a, below, Color::Black), shape_of(&b, below, Color::Black));
    }

    #[test]
    fn captures_escapes_and_ataris_are_told_apart() {
        // White D5 in atari at E5, running into a ladder; Black to play
        // captures there, White to play escapes into the ladder.
        let b = board(LADDER);
        let e5 = b.idx(Point::new(4, 4));
        let black = FeatureContext::new(&b, Color::Black, PASS, PASS, None);
        let f = black.of(&b, e5);
        assert_eq!(f[CAPTURE], CAPTURE_ONE);
        assert_eq!(f[ESCAPE], 0);
        let white = FeatureContext::new(&b, Color::White, PASS, PASS, None);
        let f = white.of(&b, e5);
        assert_eq!(f[ESCAPE], ESCAPE_LADDER);
        assert_eq!(f[CAPTURE], 0);
        assert_eq!(f[LAST], FAR);
        // A far corner point: first line, nothing near, nothing tactical.
        let a1 = b.idx(Point::new(0, 8));
        let f = white.of(&b, a1);
        assert_eq!((f[CAPTURE], f[ESCAPE], f[ATARI], f[SELF_ATARI], f[LINE]), (0, 0, 0, 0, 0));
    }

    #[test]
    fn the_owner_value_is_read_for_the_side_to_move() {
        assert_eq!((owner_bucket(-1.0), owner_bucket(0.0), owner_bucket(1.0)), (1, 5, OWNER_BUCKETS));
        assert!((-10..=10).map(|k| owner_bucket(k as f32 / 10.0)).collect::<Vec<_>>().is_sorted());
        // Playouts that give C3 to Black: high for Black to move, low for
        // White; without playouts, 0.
        let b = board(LADDER);
        let c3 = b.idx(Point::new(2, 6));
        let mut own = vec![0f32; crate::go::MAX_POINTS];
        own[c3 as usize] = 0.9;
        let for_black = FeatureContext::new(&b, Color::Black, PASS, PASS, Some(own.clone()));
        let for_white = FeatureContext::new(&b, Color::White, PASS, PASS, Some(own));
        assert_eq!(for_black.of(&b, c3)[OWNER], OWNER_BUCKETS);
        assert_eq!(for_white.of(&b, c3)[OWNER], 1);
        assert_eq!(FeatureContext::new(&b, Color::Black, PASS, PASS, None).of(&b, c3)[OWNER], 0);
    }

    #[test]
    fn an_atari_that_starts_a_working_ladder_is_its_own_value() {
        // White just played D5 (liberties E5 and D4); Black D4 drives it
        // into the ladder towards the upper right. F5 is no atari, two
        // points from the last move.
        let b = board(
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
        let d5 = b.idx(Point::new(3, 4));
        let ctx = FeatureContext::new(&b, Color::Black, d5, PASS, None);
        assert_eq!(ctx.of(&b, b.idx(Point::new(3, 5)))[ATARI], ATARI_LADDER);
        let f5 = ctx.of(&b, b.idx(Point::new(5, 4)));
        assert_eq!((f5[ATARI], f5[LAST]), (0, 4));
    }
}
