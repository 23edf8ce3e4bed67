//! What an eye space is worth: how many eyes its group gets from it when
//! the attacker moves there first and when the defender does, and where
//! each should play (the vital point). Read by a small exact game on the
//! space alone, the group's stones around it taken as safe: a defender
//! stone beside the rim joins the group, an attacker stone inside has only
//! the space's liberties. When both pass, each part of the space that the
//! defender's stones split off is one eye. This is the eye-space graph of
//! the reading programs, computed instead of tabled, so the middle, the
//! edge and the corner, and spaces with the attacker's stones already
//! inside, all come out of the same rules. The result bounds the eyes from
//! above (the group around is taken as safe), which is what a proof of
//! death needs.

use std::collections::HashMap;

use super::area::Space;
use crate::go::{Board, Color, Idx};

/// Spaces of more points than this are not read: with nothing of the
/// attacker's inside they give two eyes; with stones of the attacker's
/// inside they are left to the search.
pub const MAX_EYE: usize = 7;

/// The eyes a space gives, with each side first, and the points to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EyeValue {
    pub attacker_first: u8,
    pub defender_first: u8,
    /// The attacker's best move in the space (its vital point).
    pub attack: Option<Idx>,
    /// The defender's best move in the space.
    pub defence: Option<Idx>,
}

impl EyeValue {
    /// Whether the side to move there decides between one eye and two.
    pub fn unsettled(&self) -> bool {
        self.attacker_first < self.defender_first
    }
}

/// A space as the small game sees it: points in board order, their
/// neighbours within the space, which touch the group, and the attacker's
/// stones.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Shape {
    n: u8,
    adj: [u8; MAX_EYE],
    rim: u8,
    att: u8,
}

/// Values of shapes already read: (attacker first, defender first, the
/// attacker's point, the defender's point), points as shape indices.
pub type EyeCache = HashMap<u128, (u8, u8, Option<u8>, Option<u8>), Fast>;

/// A multiply-shift hasher for the small integer keys here: the default
/// hasher cost as much as the small game itself.
#[derive(Clone, Copy, Default)]
pub struct Fast(u64);

impl std::hash::Hasher for Fast {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    fn write_u128(&mut self, x: u128) {
        self.write_u64(x as u64);
        self.write_u64((x >> 64) as u64);
    }
    fn write_u32(&mut self, x: u32) {
        self.write_u64(x as u64);
    }
}

impl std::hash::BuildHasher for Fast {
    type Hasher = Fast;
    fn build_hasher(&self) -> Fast {
        Fast(0)
    }
}

/// Shapes read so far on this thread, shared by every search (the same
/// shapes come back in every fight). Forgotten when it grows large.
pub fn with_cache<T>(f: impl FnOnce(&mut EyeCache) -> T) -> T {
    thread_local! {
        static CACHE: std::cell::RefCell<EyeCache> = std::cell::RefCell::new(EyeCache::default());
    }
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() > 200_000 {
            c.clear();
        }
        f(&mut c)
    })
}

fn key(s: &Shape) -> u128 {
    let mut k = s.n as u128;
    for (i, a) in s.adj.iter().enumerate() {
        k |= (*a as u128) << (8 + 8 * i);
    }
    k | (s.rim as u128) << 72 | (s.att as u128) << 80
}

/// The value of `space` for `defender`.
pub fn eye_value(board: &Board, space: &Space, defender: Color, cache: &mut EyeCache) -> EyeValue {
    let n = space.points.len();
    let has_attacker = space.points.iter().any(|&p| board.at(p).is_some());
    if n > MAX_EYE {
        let (a, d) = if has_attacker { (0, 2) } else { (2, 2) };
        return EyeValue { attacker_first: a, defender_first: d, attack: None, defence: None };
    }
    let mut s = Shape { n: n as u8, adj: [0; MAX_EYE], rim: 0, att: 0 };
    for (k, &p) in space.points.iter().enumerate() {
        for q in board.neighbours(p) {
            if let Some(j) = space.points.iter().position(|&r| r == q) {
                s.adj[k] |= 1 << j;
            } else if board.at(q) == Some(defender) {
                s.rim |= 1 << k;
            }
        }
        if board.at(p).is_some() {
            s.att |= 1 << k;
        }
    }
    let (a, d, am, dm) = *cache.entry(key(&s)).or_insert_with(|| {
        let mut game = Small { s, memo: HashMap::default(), path: Vec::new() };
        let (a, am) = game.value(0, s.att, false, 0, 0);
        game.memo.clear();
        let (d, mut dm) = game.value(0, s.att, true, 0, 0);
        // Where the attacker's vital point saves as well, it is the
        // defence a player names: the point both sides want.
        if let Some(k) = am
            && dm != am
            && let Some((d2, a2)) = game.play(0, s.att, k, true)
        {
            game.memo.clear();
            if game.value(d2, a2, false, 0, 1).0 == d {
                dm = am;
            }
        }
        (a, d, am, dm)
    });
    let at = |m: Option<u8>| m.map(|k| space.points[k as usize]);
    EyeValue { attacker_first: a, defender_first: d, attack: at(am), defence: at(dm) }
}

/// The small game on one space.
struct Small {
    s: Shape,
    memo: HashMap<u32, (u8, Option<u8>), Fast>,
    path: Vec<(u8, u8, bool)>,
}

impl Small {
    fn all(&self) -> u8 {
        ((1u16 << self.s.n) - 1) as u8
    }

    /// The chain of the stones `mask` holding point `k`.
    fn chain(&self, mask: u8, k: u8) -> u8 {
        let mut chain = 1u8 << k;
        loop {
            let mut grow = chain;
            for j in 0..self.s.n {
                if chain & (1 << j) != 0 {
                    grow |= self.s.adj[j as usize] & mask;
                }
            }
            if grow == chain {
                return chain;
            }
            chain = grow;
        }
    }

    fn liberties(&self, chain: u8, empty: u8) -> u8 {
        let mut libs = 0;
        for j in 0..self.s.n {
            if chain & (1 << j) != 0 {
                libs |= self.s.adj[j as usize] & empty;
            }
        }
        libs
    }

    /// Plays at `k` for the defender (`def`) or the attacker; `None` when
    /// the move is suicide.
    fn play(&self, d: u8, a: u8, k: u8, def: bool) -> Option<(u8, u8)> {
        let bit = 1u8 << k;
        let (mut own, mut opp) = if def { (d | bit, a) } else { (a | bit, d) };
        let empty = self.all() & !(own | opp);
        // Captures: enemy chains beside the move left without liberties
        // (a defender chain touching the rim is the group: never taken).
        for j in 0..self.s.n {
            if self.s.adj[k as usize] & (1 << j) != 0 && opp & (1 << j) != 0 {
                let ch = self.chain(opp, j);
                let safe = !def && ch & self.s.rim != 0;
                if !safe && self.liberties(ch, empty) == 0 {
                    opp &= !ch;
                }
            }
        }
        let empty = self.all() & !(own | opp);
        let ch = self.chain(own, k);
        let safe = def && ch & self.s.rim != 0;
        if !safe && self.liberties(ch, empty) == 0 {
            return None;
        }
        own &= self.all();
        Some(if def { (own, opp) } else { (opp, own) })
    }

    /// Eyes when play stops: the parts the defender's stones split the
    /// space into.
    fn eyes(&self, d: u8) -> u8 {
        let mut left = self.all() & !d;
        let mut parts = 0;
        while left != 0 && parts < 2 {
            let k = left.trailing_zeros() as u8;
            left &= !self.chain(self.all() & !d, k);
            parts += 1;
        }
        parts
    }

    fn value(&mut self, d: u8, a: u8, def: bool, passes: u8, depth: u8) -> (u8, Option<u8>) {
        if passes >= 2 || depth > 2 * self.s.n + 6 || self.path.contains(&(d, a, def)) {
            return (self.eyes(d), None);
        }
        let key = d as u32 | (a as u32) << 8 | (def as u32) << 16 | (passes as u32) << 17;
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        self.path.push((d, a, def));
        let (pass, _) = self.value(d, a, !def, passes + 1, depth + 1);
        let mut best = (pass, None);
        for k in 0..self.s.n {
            if (d | a) & (1 << k) != 0 {
                continue;
            }
            let Some((d2, a2)) = self.play(d, a, k, def) else { continue };
            let (v, _) = self.value(d2, a2, !def, 0, depth + 1);
            let better = if def { v > best.0 } else { v < best.0 };
            if better {
                best = (v, Some(k));
            }
            if (def && best.0 == 2) || (!def && best.0 == 0) {
                break;
            }
        }
        self.path.pop();
        self.memo.insert(key, best);
        best
    }
}

/// The book's name of a space's shape, for the killing shapes: the ones
/// whose vital point decides between one eye and two, or that make one
/// eye however they are played.
pub fn shape_name(board: &Board, space: &Space) -> Option<&'static str> {
    let pts = &space.points;
    let n = pts.len();
    let deg = |p: Idx| board.neighbours(p).iter().filter(|q| pts.contains(q)).count();
    let degrees: Vec<usize> = pts.iter().map(|&p| deg(p)).collect();
    let max = degrees.iter().copied().max().unwrap_or(0);
    let squares = pts
        .iter()
        .filter(|&&p| {
            let w = board.stride() as Idx;
            [p + 1, p + w, p + w + 1].iter().all(|q| pts.contains(q))
        })
        .count();
    let straight = |ps: &[Idx]| {
        let w = board.stride() as Idx;
        ps.windows(2).all(|x| x[1] - x[0] == 1) || ps.windows(2).all(|x| x[1] - x[0] == w)
    };
    match (n, max, squares) {
        (3, _, _) if straight(pts) => Some("straight three"),
        (3, _, _) => Some("bent three"),
        (4, 2, 1) => Some("square four"),
        (4, 3, 0) => Some("pyramid four"),
        (4, _, _) if straight(pts) => Some("straight four"),
        (4, _, 0) if degrees.iter().filter(|&&d| d == 1).count() == 2 => Some("bent four"),
        (5, 3, 1) => Some("bulky five"),
        (5, 4, 0) => Some("crossed five"),
        (6, 4, 1) => Some("rabbity six"),
        _ => None,
    }
}
