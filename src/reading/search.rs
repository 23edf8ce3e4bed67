//! The local search: can the attacker capture a group (the target chain,
//! and once it is taken the largest chain of the group left), or can its
//! side keep it? An AND/OR search over the moves of the fight's
//! ground (its empty points, the liberties of the group and of the enemy
//! chains short of liberties around it), by depth-first proof-number
//! search (df-pn) with a table keyed by the Zobrist hash, the ko, the
//! passes and the side to move. Its terminal tests come from the knowledge before it:
//! the target taken (the attacker wins); the group out in the open
//! (through its own stones or strong chains, where it was shut in at the
//! root), or two eyes for certain by the eye values and Benson's
//! iteration (the defender wins); fewer than two eyes even with the defender to move and
//! no enemy chain around short enough of liberties to race (the attacker
//! wins); both passing with the target on the board (the defender wins,
//! alive or in seki). Past the node budget or the deadline, or once its
//! asker has moved on, it says unknown, never guesses.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::area::{Flood, Ground, Space};
use super::benson::{Region, living_chains};
use super::eyes::{EyeValue, Fast, MAX_EYE, eye_value, with_cache};
use crate::go::{Board, Color, Idx};

/// A pass in the search's move lists (index 0 is border, never a point).
pub const PASS: Idx = 0;

/// Enemy chains with more liberties than this are walls, not racers: their
/// liberties are not moves of the fight.
const RACE_LIBERTIES: usize = 6;
/// The most points of a pocket behind a wall stone in atari that the
/// fight takes in (a stone taken opens it to the group).
const POCKET: usize = 6;
/// The deepest the search goes, in plies.
const MAX_DEPTH: u8 = 64;

/// Who wins the fight for the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Win {
    Attacker,
    Defender,
    Unknown,
}

/// What the fight is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The group's life: two eyes, seki or a way out against capture.
    Life,
    /// The chain's capture alone (a group out in the open): the defender
    /// wins once the chain has `SAFE_LIBERTIES`, as a tactical reader
    /// reads ladders and nets.
    Capture,
}

/// A chain with this many liberties is out of tactical danger.
pub const SAFE_LIBERTIES: usize = 5;

/// When a reading must end: its deadline passed, or whoever asked for it
/// has moved on (a newer position in the window) and raised `stop`.
#[derive(Clone, Copy, Debug)]
pub struct Until<'s> {
    pub deadline: Instant,
    pub stop: Option<&'s AtomicBool>,
}

impl<'s> Until<'s> {
    /// Until `deadline`, or until `stop` is raised.
    pub fn new(deadline: Instant, stop: Option<&'s AtomicBool>) -> Until<'s> {
        Until { deadline, stop }
    }

    pub fn passed(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed)) || Instant::now() >= self.deadline
    }
}

/// What the search may spend.
#[derive(Clone, Copy, Debug)]
pub struct Limits<'s> {
    pub nodes: u64,
    pub until: Option<Until<'s>>,
    /// Empty points past which the group is out in the open.
    pub open: usize,
}

/// A df-pn node, from the side to move's view: `phi` is what it still
/// takes to prove that side wins (0: proven), `delta` to prove it loses.
#[derive(Clone, Copy)]
struct Proof {
    phi: u32,
    delta: u32,
    best: Idx,
}

/// A child of a node: the move, the passes in a row after it, its key,
/// and the position's hash after it (for superko along the line; 0 for a
/// pass).
#[derive(Clone, Copy)]
struct Child {
    m: Idx,
    passes: u8,
    key: u64,
    hash: u64,
    /// Takes one stone in the shape of a ko.
    retakes: bool,
}

/// An infinite proof number: proven the other way.
const INF: u32 = u32::MAX / 4;

/// What the static tests found at a node, for the verdict and the moves.
pub struct Look {
    pub ground: Ground,
    pub values: Vec<EyeValue>,
    pub verdict: Option<Win>,
}

/// One search for one target.
pub struct Search<'s> {
    goal: Goal,
    /// A stone of each chain the defender fights for, the one asked about
    /// first, then the rest of its group of two stones or more, largest
    /// first: a group that gives up a chain to live still lives.
    targets: Vec<Idx>,
    defender: Color,
    candidates: Vec<Idx>,
    /// Candidates that are only liberties of walls of four liberties or
    /// more at the root, sorted: the attacker playing there lengthens a
    /// wall in no danger.
    lengthen: Vec<Idx>,
    /// The side whose kos the opponent may always take back (to tell a
    /// kill by ko from one without).
    ko_banned: Option<Color>,
    /// Proof and disproof numbers of the nodes seen (df-pn).
    pn: HashMap<u64, Proof, Fast>,
    /// The children of each node expanded, by its key: df-pn enters a node
    /// again each time its thresholds grow, and its static tests and move
    /// generation would give the same again.
    kids: HashMap<u64, Vec<Child>, Fast>,
    pub nodes: u64,
    limits: Limits<'s>,
    exhausted: bool,
    flood: Flood,
    /// The stones of the group at the root, sorted.
    root_stones: Vec<Idx>,
    /// The group's ground was open at the root. Where it was shut in, a
    /// ground found open at a node was opened by the fight's moves, and is
    /// an escape only through strong chains.
    root_open: bool,
}

fn salt(to_move: Color, board: &Board, passes: u8) -> u64 {
    key(board.hash(), to_move, board.ko(), passes)
}

/// A node's key: the position, the side to move, the ko and the passes.
fn key(hash: u64, to_move: Color, ko: Option<(Idx, Color)>, passes: u8) -> u64 {
    let mut k = hash;
    if to_move == Color::White {
        k ^= 0x9e37_79b9_7f4a_7c15;
    }
    if let Some((i, c)) = ko {
        k ^= (i as u64 + 1).wrapping_mul(0xc2b2_ae3d_27d4_eb4f) ^ c.index() as u64;
    }
    k ^ (passes as u64).wrapping_mul(0x1656_67b1_9e37_79f9)
}

/// The liberties a group has in a race: its liberties outside the eye
/// spaces, and for each eye space what filling it costs the attacker (a
/// big eye is worth more than its points: 3, 5, 8, 12 for three to six).
fn race_liberties(board: &Board, g: &Ground) -> usize {
    let eye = |s: &Space| {
        let k = s.points.iter().filter(|&&p| board.is_empty_at(p)).count();
        match s.points.len() {
            0..=3 => k,
            4 => k + 1,
            5 => k + 3,
            6 => k + 6,
            _ => k + 10,
        }
    };
    g.outside_liberties.len() + g.spaces.iter().map(eye).sum::<usize>()
}

/// An enemy chain shut inside the group with two liberties or fewer,
/// beside a chain of the group with fewer than two liberties of its own
/// besides them: whoever fills a shared liberty first may be the one
/// taken, a seki the eye values (which take the group around a space as
/// safe) do not see.
fn seki_inside(board: &Board, g: &Ground) -> bool {
    g.inside.iter().any(|&h| {
        if board.liberty_count(h, 3) > 2 {
            return false;
        }
        let shared = board.liberties(h);
        g.chains.iter().any(|&c| {
            let libs = board.liberties(c);
            libs.iter().any(|l| shared.contains(l)) && libs.iter().filter(|l| !shared.contains(l)).count() < 2
        })
    })
}

/// Whether the wall at `wall` has no point of its own: nothing its side
/// reaches from it (through empty points and its own stones) is out of
/// the `defender`'s reach, no empty point with neither a stone of the
/// defender beside it nor beside an empty point next to it. Such a wall,
/// shut in by the defender's other stones with no room for an eye, may
/// lose a race to the group however many liberties it has (a nakade in a
/// group that has no eyes itself is seki); one joined to living stones
/// (a problem's frame) or to open ground has room.
fn shut_in(board: &Board, wall: Idx, defender: Color) -> bool {
    let Some(colour) = board.at(wall) else { return false };
    let touches = |l: Idx| board.neighbours(l).iter().any(|&n| board.at(n) == Some(defender));
    let own_point = |l: Idx| !touches(l) && board.neighbours(l).iter().all(|&n| !board.is_empty_at(n) || !touches(n));
    let mut seen = vec![false; crate::go::MAX_POINTS];
    let mut stack = vec![wall];
    seen[wall as usize] = true;
    while let Some(i) = stack.pop() {
        if board.is_empty_at(i) && own_point(i) {
            return false;
        }
        for n in board.neighbours(i) {
            let through = board.is_empty_at(n) || board.at(n) == Some(colour);
            if through && !seen[n as usize] {
                seen[n as usize] = true;
                stack.push(n);
            }
        }
    }
    true
}

/// What an open part (beside a wall) can still give: an eye where the
/// defender walls off a point that no wall stone touches.
fn open_part_value(board: &Board, part: &Space, defender: Color) -> u8 {
    let enemy = defender.opponent();
    // Enemy stones shut in the part may be taken, and their points walled
    // off: no bound is sure.
    if part.points.iter().any(|&p| board.at(p).is_some()) {
        return 2;
    }
    let inner =
        part.points.iter().filter(|&&p| board.neighbours(p).iter().all(|&n| board.at(n) != Some(enemy))).count();
    match inner {
        0 => 0,
        1..=3 => 1,
        _ => 2,
    }
}

/// The eyes a space surely gives for the test of life. The small game
/// takes the group around a space as safe; that holds while each chain
/// around it has two liberties outside the space. Where one has fewer, the
/// attacker's stones inside can shorten its liberties (a big space in the
/// corner, a rectangular six): then a space counts for one eye at most,
/// and one too big for the small game for none, until the search shows
/// more; but for a roomy space whose chains have no liberty outside at all.
fn credit(board: &Board, space: &Space, v: &EyeValue) -> u8 {
    // A rim chain in atari is no wall: the attacker takes it from
    // another side (a ko, a throw-in) and the space opens.
    if space.rim.iter().any(|&h| board.in_atari(h)) {
        return 0;
    }
    // Enemy stones inside and a rim chain of three liberties or fewer: the
    // attacker can play inside with a threat, and the small game, which
    // takes the rim as safe, is not to be trusted.
    let invaded = space.points.iter().any(|&p| board.at(p).is_some());
    if invaded && space.rim.iter().any(|&h| board.liberty_count(h, 4) <= 3) {
        return 0;
    }
    // One liberty outside is not enough: the attacker fills it and the
    // group is short of liberties inside its own space.
    let outside = |h: Idx| board.liberties(h).iter().filter(|l| !space.points.contains(l)).count();
    if space.points.len() <= MAX_EYE {
        let breathes = space.rim.iter().all(|&h| outside(h) >= 2);
        return if breathes { v.attacker_first } else { v.attacker_first.min(1) };
    }
    // A space too big for the small game, and empty: two eyes, unless a
    // rim chain can be shut off from outside. In a space twice that size,
    // one with no liberty outside at all (a stone standing in the space, a
    // wall whose outside is all enemy stones) is reached only through the
    // space, where the defender answers each move; in a smaller one the
    // attacker's stone inside can cut such chains apart (GNU Go's
    // incident199: eight points, three chains with nothing outside,
    // killed at the vital point).
    let roomy = space.points.len() >= 2 * MAX_EYE;
    let breathes = space.rim.iter().all(|&h| {
        let o = outside(h);
        o >= 2 || (roomy && o == 0)
    });
    if breathes && space.points.iter().all(|&p| board.is_empty_at(p)) { 2 } else { 0 }
}

/// The empty points joined to the liberty of the wall at `wall` where it
/// is in atari, if they are `POCKET` or fewer: where its stone, once
/// taken, leaves the group room.
fn pocket_behind(board: &Board, wall: Idx) -> Option<Vec<Idx>> {
    if !board.in_atari(wall) {
        return None;
    }
    empty_reach(board, vec![board.atari_liberty(wall)], POCKET)
}

/// `points` and the empty points joined to them, unless a point more would
/// come in once they number `max`.
fn empty_reach(board: &Board, mut points: Vec<Idx>, max: usize) -> Option<Vec<Idx>> {
    let mut k = 0;
    while k < points.len() {
        for n in board.neighbours(points[k]) {
            if board.is_empty_at(n) && !points.contains(&n) {
                if points.len() == max {
                    return None;
                }
                points.push(n);
            }
        }
        k += 1;
    }
    Some(points)
}

impl<'s> Search<'s> {
    /// A search for the group of the chain at `target` on `board`, that
    /// chain first: its candidate moves are fixed here, from the ground at
    /// the root.
    pub fn new(board: &Board, target: Idx, limits: Limits<'s>, ko_banned: Option<Color>) -> Search<'s> {
        Search::with_goal(Goal::Life, board, target, limits, ko_banned)
    }

    /// A search for the capture of the chain at `target` alone.
    pub fn capture(board: &Board, target: Idx, limits: Limits<'s>, ko_banned: Option<Color>) -> Search<'s> {
        Search::with_goal(Goal::Capture, board, target, limits, ko_banned)
    }

    fn with_goal(goal: Goal, board: &Board, target: Idx, limits: Limits<'s>, ko_banned: Option<Color>) -> Search<'s> {
        let defender = board.at(target).expect("the target is a stone");
        let mut s = Search {
            goal,
            targets: vec![target],
            defender,
            candidates: Vec::new(),
            lengthen: Vec::new(),
            ko_banned,
            pn: HashMap::default(),
            kids: HashMap::default(),
            nodes: 0,
            limits,
            exhausted: false,
            flood: Flood::open_at(limits.open),
            root_stones: Vec::new(),
            root_open: false,
        };
        if goal == Goal::Capture {
            return s;
        }
        let g = s.flood.ground(board, target);
        // A lone stone left is no group: a group taken but for one stone
        // (retaken in a ko, or shut in the enemy's area) has not lived.
        let mut rest: Vec<Idx> = g
            .chains
            .iter()
            .copied()
            .filter(|&h| board.chain_id(h) != board.chain_id(target) && board.chain_len(h) >= 2)
            .collect();
        rest.sort_by_key(|&h| std::cmp::Reverse(board.chain_len(h)));
        s.targets.extend(rest);
        let mut c: Vec<Idx> = g.empties.clone();
        // The group's own stones: once a chain of it is taken, its points
        // are the fight's (a throw-in taken back, a ko retaken).
        for &h in &g.chains {
            c.extend(board.chain_stones(h));
        }
        for &h in &g.inside {
            c.extend(board.chain_stones(h));
        }
        for &h in &g.chains {
            c.extend(board.liberties(h));
        }
        // Points the fight needs for sure; the walls' other liberties are
        // moves of the fight only for the defender (a race), or for the
        // attacker to save a wall short of liberties.
        let mut needed = c.clone();
        for &h in g.walls.iter().chain(&g.inside) {
            let libs = board.liberties(h);
            if libs.len() <= RACE_LIBERTIES {
                c.extend(board.chain_stones(h));
                c.extend(&libs);
                if libs.len() <= 3 || g.inside.contains(&h) {
                    needed.extend(libs);
                }
                // The attacker's stones may be saved by taking a chain of
                // the defender's outside the group (one short of
                // liberties beside them); its points, once taken, are
                // where the attacker connects or the defender takes back.
                for st in board.chain_stones(h) {
                    for n in board.neighbours(st) {
                        if board.at(n) == Some(defender) && board.liberty_count(n, 3) <= 2 {
                            let short = board.liberties(n);
                            c.extend(&short);
                            needed.extend(short);
                            c.extend(board.chain_stones(n));
                        }
                    }
                }
            }
        }
        // A wall stone in atari, taken, opens the pocket behind its
        // liberty to the group: a small one (a stone taken under the
        // stones, the corner beyond it) is the fight's ground too.
        for pocket in g.walls.iter().filter_map(|&h| pocket_behind(board, h)) {
            c.extend(&pocket);
            needed.extend(pocket);
        }
        c.sort_unstable();
        c.dedup();
        needed.sort_unstable();
        s.lengthen = c.iter().copied().filter(|&m| board.is_empty_at(m) && needed.binary_search(&m).is_err()).collect();
        s.candidates = c;
        s.root_stones = g.chains.iter().flat_map(|&h| board.chain_stones(h)).collect();
        s.root_stones.sort_unstable();
        s.root_open = g.open;
        s
    }

    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// The chain fought for on `board`: the first target still the
    /// defender's (`None`: all taken).
    fn target(&self, board: &Board) -> Option<Idx> {
        self.targets.iter().copied().find(|&t| board.at(t) == Some(self.defender))
    }

    /// The static tests at a node.
    pub fn look(&mut self, board: &Board) -> Look {
        let Some(target) = self.target(board) else {
            // Taken, unless the taking dies of it: the nakade the group
            // leaves kills a capturer with no eye of its own, so neither
            // side takes (a seki the group's side wins).
            let verdict = if self.capture_kills_capturer(board) { Win::Defender } else { Win::Attacker };
            return Look { ground: Ground::empty(self.defender), values: Vec::new(), verdict: Some(verdict) };
        };
        if self.goal == Goal::Capture {
            let safe = board.liberty_count(target, SAFE_LIBERTIES) >= SAFE_LIBERTIES;
            let verdict = safe.then_some(Win::Defender);
            return Look { ground: Ground::empty(self.defender), values: Vec::new(), verdict };
        }
        let mut ground = self.flood.ground(board, target);
        if ground.open && !self.root_open {
            // A ground the fight's moves opened is an escape only through
            // the group's own stones or chains of three liberties or more
            // away from the group: a stone that captured its way out with
            // two liberties (and the group behind it) can still be put in
            // atari and cut off, and the points it took beside the group
            // are the group's eye space, not a way out.
            let root = &self.root_stones;
            let of_group = |l: &Idx| board.neighbours(*l).iter().any(|n| root.binary_search(n).is_ok());
            let strong = |i: Idx| {
                root.binary_search(&i).is_ok()
                    || (board.liberty_count(i, 3) >= 3
                        && board.liberties(i).iter().filter(|l| !of_group(l)).count() >= 3)
            };
            ground = self.flood.ground_through(board, target, strong);
        }
        if ground.open {
            return Look { ground, values: Vec::new(), verdict: Some(Win::Defender) };
        }
        let values: Vec<EyeValue> =
            with_cache(|cache| ground.spaces.iter().map(|s| eye_value(board, s, self.defender, cache)).collect());
        // Two eyes for certain: Benson's iteration over the eye spaces,
        // each giving its eyes with the attacker first.
        let regions: Vec<Region> =
            ground.spaces.iter().map(|s| Region { points: s.points.clone(), rim: s.rim.clone() }).collect();
        let credits: Vec<u8> = ground.spaces.iter().zip(&values).map(|(s, v)| credit(board, s, v)).collect();
        let living = living_chains(&regions, ground.chains.clone(), |r, _| credits[r]);
        if living.contains(&board.chain_id(target)) {
            return Look { ground, values, verdict: Some(Win::Defender) };
        }
        // Fewer than two eyes even with the defender to move, and nothing
        // around to capture.
        let (mut sure, mut gain) = (0u32, 0u32);
        for v in &values {
            sure += v.attacker_first as u32;
            gain = gain.max((v.defender_first - v.attacker_first.min(v.defender_first)) as u32);
        }
        // An open part can give an eye whoever plays there first (a strip
        // of the first line walled off at one end only: the attacker's
        // stone at the open end is answered, the points behind stay the
        // defender's), and parts apart from each other each give theirs:
        // what they can give adds up, or a group with an eye coming in
        // each of two such strips reads dead without a move.
        for part in &ground.open_parts {
            gain += open_part_value(board, part, self.defender) as u32;
        }
        if sure + gain < 2 {
            let ours = race_liberties(board, &ground);
            let racer =
                ground.walls.iter().any(|&h| board.liberty_count(h, 8) <= ours + 1 || shut_in(board, h, self.defender));
            let in_atari =
                ground.chains.iter().any(|&h| board.in_atari(h)) && ground.walls.iter().any(|&h| board.in_atari(h));
            // A group of three to six points in all inside one enemy
            // chain may be a nakade whose capture kills the capturer (a
            // seki): the search's capture tells, in few nodes.
            let points = ground.chains.iter().map(|&h| board.chain_len(h)).sum::<usize>() + ground.empties.len();
            let nakade = ground.walls.len() == 1 && (3..=6).contains(&points);
            if !racer && !in_atari && !nakade && !seki_inside(board, &ground) {
                return Look { ground, values, verdict: Some(Win::Attacker) };
            }
        }
        Look { ground, values, verdict: None }
    }

    /// Whether the group just taken (its points at the root, now empty,
    /// with the empty points joined to them) leaves a nakade that kills
    /// the capturer: the points taken make a
    /// space of three to six that gives the capturer one eye at most with
    /// the group's side to play there, the capturer has no other point
    /// of its own (each of its liberties past the space touches a stone of
    /// the group's side), and every stone of the group's side beside those
    /// liberties is safe (five liberties or out in the open), so it wins
    /// the race that follows. GNU Go's seki_nakade positions.
    pub fn capture_kills_capturer(&mut self, board: &Board) -> bool {
        // The points taken: the group's points at the root now empty, and
        // the empty points joined to them (stones it added in the fight).
        let emptied: Vec<Idx> = self.root_stones.iter().copied().filter(|&i| board.is_empty_at(i)).collect();
        let Some(taken) = empty_reach(board, emptied, 6) else { return false };
        if taken.len() < 3 {
            return false;
        }
        let capturer_colour = self.defender.opponent();
        let mut capturers: Vec<Idx> = Vec::new();
        for &p in &taken {
            for n in board.neighbours(p) {
                match board.at(n) {
                    Some(c) if c == capturer_colour && !capturers.contains(&board.chain_id(n)) => {
                        capturers.push(board.chain_id(n));
                    }
                    Some(c) if c == capturer_colour => {}
                    // A stone of the group's side left beside the space:
                    // no clean space.
                    Some(_) => return false,
                    None => {}
                }
            }
        }
        let space = Space { points: taken.clone(), rim: Vec::new() };
        if with_cache(|cache| eye_value(board, &space, capturer_colour, cache)).attacker_first > 1 {
            return false;
        }
        let mut beside: Vec<Idx> = Vec::new();
        for &h in &capturers {
            for l in board.liberties(h) {
                if taken.contains(&l) {
                    continue;
                }
                let ours: Vec<Idx> =
                    board.neighbours(l).iter().copied().filter(|&n| board.at(n) == Some(self.defender)).collect();
                if ours.is_empty() {
                    return false;
                }
                for n in ours {
                    if !beside.contains(&board.chain_id(n)) {
                        beside.push(board.chain_id(n));
                    }
                }
            }
        }
        beside
            .iter()
            .all(|&h| board.liberty_count(h, SAFE_LIBERTIES) >= SAFE_LIBERTIES || self.flood.ground(board, h).open)
    }

    /// The moves worth trying first for `side` at a node, best first, pass
    /// last.
    fn moves(&self, board: &Board, side: Color, look: &Look) -> Vec<Idx> {
        let attacker = side != self.defender;
        let Some(target) = self.target(board) else { return vec![PASS] };
        let target_libs = board.liberty_count(target, 3);
        let tactical;
        let candidates = if self.goal == Goal::Capture {
            tactical = self.tactical_candidates(board, target, attacker);
            &tactical
        } else {
            &self.candidates
        };
        let mut scored: Vec<(i32, Idx)> = Vec::with_capacity(candidates.len() + 4);
        // A one-point eye of one chain: filling it never helps a local fight
        // (one that joins chains is a connection, and may be the key move),
        // but for the attacker's chain short of liberties: given up, a
        // stone more makes the space it leaves a killing shape (a bulky
        // five from a bent four).
        let short = |h: Idx| board.liberty_count(h, 3) <= 2;
        let own_eye = |m: Idx| {
            board.is_eyeish(m, side) && {
                let mut heads =
                    board.neighbours(m).into_iter().filter(|&n| board.at(n).is_some()).map(|n| board.chain_id(n));
                let first = heads.next();
                heads.all(|h| Some(h) == first) && !(attacker && first.is_some_and(short))
            }
        };
        // Capturing a stone played in atari on a point of the fight (a
        // throw-in on a liberty) may take a point outside the fight's.
        let mut extra: Vec<Idx> = Vec::new();
        if self.goal == Goal::Life {
            for &m in candidates {
                if board.at(m) == Some(side.opponent()) && board.in_atari(m) {
                    let l = board.atari_liberty(m);
                    if !candidates.contains(&l) && !extra.contains(&l) {
                        extra.push(l);
                    }
                }
            }
            // A chain of the defender's new or grown since the root, short
            // of liberties: its liberties outside the root's points are
            // where it is cut off or runs out, or where the attacker takes
            // it (a stone that took stones given up and joined the group
            // brings its liberty outside).
            for &h in &look.ground.chains {
                let grown = || board.chain_stones(h).any(|st| self.root_stones.binary_search(&st).is_err());
                if board.liberty_count(h, 3) <= 2 && grown() {
                    for l in board.liberties(h) {
                        if !candidates.contains(&l) && !extra.contains(&l) {
                            extra.push(l);
                        }
                    }
                }
            }
        }
        // The attacker's move on its own wall's liberty, away from the
        // group, only lengthens the wall: worth it to save a wall short of
        // liberties, else a move that changes nothing, and every such move
        // the defender must answer multiplies the lines of a seki.
        let idle = |m: Idx| {
            attacker
                && self.goal == Goal::Life
                && self.lengthen.binary_search(&m).is_ok()
                && board.neighbours(m).iter().all(|&n| match board.at(n) {
                    Some(c) if c == side => board.liberty_count(n, 3) > 2,
                    Some(_) => false,
                    None => true,
                })
        };
        for &m in candidates.iter().chain(&extra) {
            if own_eye(m) || idle(m) || board.check(m, side, false).is_err() {
                continue;
            }
            let mut score = 0i32;
            for n in board.neighbours(m) {
                match board.at(n) {
                    Some(c) if c != side && board.in_atari(n) => score += 100 + board.chain_len(n) as i32,
                    Some(c) if c != side && board.liberty_count(n, 3) == 2 => score += 20,
                    Some(c) if c == side && board.in_atari(n) => score += 60,
                    _ => {}
                }
                if board.at(n).is_some() && board.chain_id(n) == board.chain_id(target) {
                    score += if attacker { 30 } else { 15 } + 10 * (3 - target_libs as i32);
                }
            }
            for v in &look.values {
                if (attacker && v.attack == Some(m)) || (!attacker && v.defence == Some(m)) {
                    score += if v.unsettled() { 90 } else { 40 };
                }
            }
            score += board.empty_neighbours(m) as i32 * 3;
            scored.push((score, m));
        }
        // A total order (no two moves alike): unstable sorting is as stable.
        scored.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut out: Vec<Idx> = Vec::with_capacity(scored.len() + 1);
        out.extend(scored.into_iter().map(|(_, m)| m));
        // In a fight for one chain a pass only gives up, unless nothing
        // else is left, or the chain's liberties are all eyes of its own:
        // its every move fills one (two one-point eyes that each join its
        // chains, so the move list keeps them), and the attacker cannot
        // come nearer; or each of its two liberties would put it in atari
        // (`seki_stand`).
        let eyes_only = || !attacker && board.liberties(target).iter().all(|&l| board.is_eyeish(l, side));
        if self.goal == Goal::Life || out.is_empty() || eyes_only() || (!attacker && self.seki_stand(board, target)) {
            out.push(PASS);
        }
        out
    }

    /// Whether the chain at `target`, with two liberties, does best to
    /// stand: each of them would put it in atari itself (both shared with
    /// an enemy chain as short, say: a seki, whoever fills one first is
    /// taken). A fight for its capture that makes it move loses it.
    fn seki_stand(&self, board: &Board, target: Idx) -> bool {
        let Some(libs) = board.two_liberties(target) else { return false };
        libs.iter().all(|&l| board.check(l, self.defender, false).is_err() || board.is_self_atari(l, self.defender, 1))
    }

    /// The moves of a fight for one chain: its liberties, the liberties of
    /// the enemy chains beside it short of liberties (to capture one and
    /// escape, or for the attacker to save one in atari), and with two
    /// liberties or fewer the points next to them (the net).
    fn tactical_candidates(&self, board: &Board, target: Idx, attacker: bool) -> Vec<Idx> {
        let libs = board.liberties(target);
        let mut c = libs.clone();
        let mut enemies: Vec<Idx> = Vec::new();
        for s in board.chain_stones(target) {
            for n in board.neighbours(s) {
                if board.at(n) == Some(self.defender.opponent()) && !enemies.contains(&board.chain_id(n)) {
                    enemies.push(board.chain_id(n));
                }
            }
        }
        if attacker {
            // Two liberties or fewer: the points beside them close a net.
            if libs.len() <= 2 {
                for &l in &libs {
                    c.extend(board.neighbours(l).into_iter().filter(|&n| board.is_empty_at(n)));
                }
            }
            // A wall stone in atari is saved first, by running or by taking
            // a stone of the defender's in atari beside it: filling the
            // chain's liberty instead lets it capture the wall and run.
            for h in enemies {
                if board.in_atari(h) {
                    c.push(board.atari_liberty(h));
                    for s in board.chain_stones(h) {
                        for n in board.neighbours(s) {
                            if board.at(n) == Some(self.defender) && board.in_atari(n) {
                                c.push(board.atari_liberty(n));
                            }
                        }
                    }
                }
            }
        } else {
            // Capturing a chain around it, or putting one in atari.
            for h in enemies {
                if board.liberty_count(h, 3) <= 2 {
                    c.extend(board.liberties(h));
                }
            }
        }
        c.sort_unstable();
        c.dedup();
        c
    }

    /// In a search where the attacker's kos are banned, whether the
    /// attacker can take one of the defender's stones in the shape of a
    /// ko on a point of the fight.
    fn ko_unended(&self, board: &Board) -> bool {
        let attacker = self.defender.opponent();
        self.goal == Goal::Life
            && self.ko_banned == Some(attacker)
            && self.candidates.iter().any(|&m| board.is_empty_at(m) && board.ko_after(m, attacker).is_some())
    }

    /// Proves who wins with `to_move` to play, by depth-first
    /// proof-number search (df-pn): it follows the line that looks closest
    /// to a proof or a disproof, so a wide fight whose answer is short is
    /// read in few nodes. A move that repeats a position of its line is not
    /// played (superko), but by the side that takes back a ko the banned
    /// side took; a banned defender's ko taken into such a cycle wins it
    /// (two kos for life).
    pub fn run(&mut self, board: &Board, to_move: Color) -> (Win, Idx) {
        let mut path = vec![board.hash()];
        let root = self.mid(board, to_move, 0, INF - 1, INF - 1, &mut path);
        let win = |side: Color| if side == self.defender { Win::Defender } else { Win::Attacker };
        if root.phi == 0 {
            (win(to_move), root.best)
        } else if root.delta == 0 {
            (win(to_move.opponent()), root.best)
        } else {
            (Win::Unknown, root.best)
        }
    }

    /// One df-pn node: expands it until its numbers pass the thresholds.
    fn mid(
        &mut self,
        board: &Board,
        to_move: Color,
        passes: u8,
        th_phi: u32,
        th_delta: u32,
        path: &mut Vec<u64>,
    ) -> Proof {
        self.nodes += 1;
        let here_key = salt(to_move, board, passes);
        let known = self.pn.get(&here_key).copied();
        if self.nodes > self.limits.nodes
            || (self.nodes.is_multiple_of(256) && self.limits.until.is_some_and(|u| u.passed()))
        {
            self.exhausted = true;
        }
        if self.exhausted {
            return known.unwrap_or(Proof { phi: 1, delta: 1, best: PASS });
        }
        let mine = if to_move == self.defender { Win::Defender } else { Win::Attacker };
        let settled = |w: Win| {
            if w == mine { Proof { phi: 0, delta: INF, best: PASS } } else { Proof { phi: INF, delta: 0, best: PASS } }
        };
        if let Some(p) = known
            && (p.phi == 0 || p.delta == 0)
        {
            return p;
        }
        if passes >= 2 || path.len() > MAX_DEPTH as usize {
            // Both passed with the target on the board: it lives (unless
            // the static tests say otherwise). A line this long is no
            // local fight: the defender holds.
            // (A node with children known had no verdict.)
            let verdict = if self.kids.contains_key(&here_key) { None } else { self.look(board).verdict };
            // Where the attacker's kos are banned, a ko the defender has
            // retaken but cannot end (its stone stays in atari on a point
            // it cannot fill) is still there once both pass: the attacker
            // takes it again and the defender must find a threat, for
            // ever. That is no life.
            let unended = verdict.is_none() && passes >= 2 && self.ko_unended(board);
            let p = settled(if unended { Win::Attacker } else { verdict.unwrap_or(Win::Defender) });
            self.pn.insert(here_key, p);
            return p;
        }
        if !self.kids.contains_key(&here_key) {
            let look = self.look(board);
            if let Some(w) = look.verdict {
                let p = settled(w);
                self.pn.insert(here_key, p);
                return p;
            }
            // The children, in the order the move generator likes them,
            // known by their keys (a board is made only for the child
            // descended into).
            let moves = self.moves(board, to_move, &look);
            let mut kids: Vec<Child> = Vec::with_capacity(moves.len());
            for m in moves {
                let child = if m == PASS {
                    Child {
                        m,
                        passes: passes + 1,
                        key: key(board.hash(), to_move.opponent(), None, passes + 1),
                        hash: 0,
                        retakes: false,
                    }
                } else {
                    let hash = board.hash_after(m, to_move);
                    // This side wins no ko where it is banned: the opponent
                    // may take back at once, as if it always had a threat.
                    let ko_shape = board.ko_after(m, to_move);
                    let ko = if self.ko_banned == Some(to_move) { None } else { ko_shape };
                    Child { m, passes: 0, key: key(hash, to_move.opponent(), ko, 0), hash, retakes: ko_shape.is_some() }
                };
                kids.push(child);
            }
            self.kids.insert(here_key, kids);
        }
        // Superko: no move repeats a position of the line, but the side
        // that may always take back a ko the banned side took retakes it.
        // Only a ko: a longer cycle (two stones sent, one taken back)
        // costs the side that repeats it stones, and is no ko to win.
        let may_retake = self.ko_banned == Some(to_move.opponent());
        // The defender, banned, taking a ko back into a position of the
        // line: the attacker's every retake was answered by a take
        // elsewhere (two kos), so it never has the free move that ends
        // them, and the group is never taken: two kos for its life are
        // life, however many threats the attacker has. (The attacker
        // banned, its cycle stays barred: a group it holds two kos
        // against is never taken either.)
        if self.ko_banned == Some(to_move)
            && to_move == self.defender
            && let Some(cycle) =
                self.kids[&here_key].iter().find(|c| c.m != PASS && c.retakes && path.contains(&c.hash))
        {
            return Proof { best: cycle.m, ..settled(mine) };
        }
        let children: Vec<(Idx, u8, u64)> = self.kids[&here_key]
            .iter()
            .filter(|c| c.m == PASS || (may_retake && c.retakes) || !path.contains(&c.hash))
            .map(|c| (c.m, c.passes, c.key))
            .collect();
        let child_proof = |pn: &HashMap<u64, Proof, Fast>, k: u64| {
            pn.get(&k).copied().unwrap_or(Proof { phi: 1, delta: 1, best: PASS })
        };
        let mut here;
        loop {
            // phi: the easiest child to refute; delta: all children proven.
            // A lost node keeps the generator's first move as its best:
            // the resistance a player would try, not a pass.
            let (mut best, mut phi, mut second, mut delta) = (0, INF + 1, INF, 0u32);
            for (i, c) in children.iter().enumerate() {
                let p = child_proof(&self.pn, c.2);
                delta = delta.saturating_add(p.phi).min(INF);
                if p.delta < phi {
                    second = phi;
                    phi = p.delta;
                    best = i;
                } else if p.delta < second {
                    second = p.delta;
                }
            }
            let phi = phi.min(INF);
            here = Proof { phi, delta, best: children.get(best).map_or(PASS, |c| c.0) };
            if phi >= th_phi || delta >= th_delta || self.exhausted || children.is_empty() {
                break;
            }
            let (m, np, ck) = children[best];
            let cp = child_proof(&self.pn, ck);
            let child_th_phi = th_delta.saturating_sub(delta).saturating_add(cp.phi).min(INF - 1);
            // The 1+epsilon trick: a child is left only once its number
            // grows a quarter past its sibling's, not at the first step,
            // so the search does not swing between two lines.
            let child_th_delta = th_phi.min(second.saturating_add(second / 4).saturating_add(1));
            let mut b = board.clone();
            if m == PASS {
                b.pass();
            } else {
                b.play(m, to_move);
                if self.ko_banned == Some(to_move) {
                    b.pass();
                }
                path.push(b.hash());
            }
            let got = self.mid(&b, to_move.opponent(), np, child_th_phi, child_th_delta, path);
            if m != PASS {
                path.pop();
            }
            self.pn.insert(ck, got);
        }
        // An attacker who cannot kill passes, so that a seki's line ends
        // with both passing.
        if here.phi >= INF && self.goal == Goal::Life && to_move != self.defender {
            here.best = PASS;
        }
        if !self.exhausted {
            self.pn.insert(here_key, here);
        }
        here
    }

    /// The line the proof holds from `board`: each side's best move in
    /// turn, until a terminal test or both pass.
    pub fn line(&mut self, board: &Board, to_move: Color) -> Vec<(Color, Idx)> {
        let mut b = board.clone();
        let mut side = to_move;
        let mut passes = 0;
        let mut out = Vec::new();
        while out.len() < 40 && passes < 2 {
            let Some(e) = self.pn.get(&salt(side, &b, passes)).copied() else { break };
            if (e.phi != 0 && e.delta != 0) || self.look(&b).verdict.is_some() {
                break;
            }
            out.push((side, e.best));
            if e.best == PASS {
                b.pass();
                passes += 1;
            } else {
                b.play(e.best, side);
                passes = 0;
            }
            side = side.opponent();
        }
        out
    }
}
