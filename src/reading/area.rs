//! The ground a fight is read on: from one chain, every point its side can
//! reach through empty points and its own stones (the group and its eye
//! space), the enemy chains shut inside that ground (invaders, nakade
//! stones) and the enemy chains on its rim (the wall). The eye spaces are
//! the parts of the ground that touch no wall chain.

use crate::go::{Board, Color, Idx, MAX_POINTS};

/// A group reaching more empty points than this is out in the open: it
/// can run or make eyes at will, and no local reading tells its fate.
pub const OPEN: usize = 40;

/// Marks on the board's padded indices, cleared in O(1) by a new stamp.
#[derive(Clone)]
pub struct Marks {
    stamp: u32,
    at: Vec<u32>,
}

impl Default for Marks {
    fn default() -> Self {
        Marks { stamp: 1, at: vec![0; MAX_POINTS] }
    }
}

impl Marks {
    pub fn clear(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.at.fill(0);
            self.stamp = 1;
        }
    }
    #[inline]
    pub fn set(&mut self, i: Idx) {
        self.at[i as usize] = self.stamp;
    }
    #[inline]
    pub fn has(&self, i: Idx) -> bool {
        self.at[i as usize] == self.stamp
    }
}

/// One eye space: empty points and the enemy stones shut in with them.
#[derive(Clone, Debug, Default)]
pub struct Space {
    /// Its points, empty or enemy, in board order.
    pub points: Vec<Idx>,
    /// The chains of the defender beside it (their heads).
    pub rim: Vec<Idx>,
}

/// The ground of a group, read from one of its chains.
#[derive(Clone, Debug)]
pub struct Ground {
    pub defender: Color,
    /// More than `OPEN` empty points reached: the group can run.
    pub open: bool,
    /// The defender's chains reached (heads): the group.
    pub chains: Vec<Idx>,
    /// Empty points reached.
    pub empties: Vec<Idx>,
    /// Enemy chains on the rim, with an empty point or a defender stone
    /// beside them outside the ground (heads).
    pub walls: Vec<Idx>,
    /// Enemy chains shut inside (heads).
    pub inside: Vec<Idx>,
    /// Eye spaces: parts of the ground beside no wall chain.
    pub spaces: Vec<Space>,
    /// Parts of the ground beside a wall chain: liberties shared with the
    /// wall or open to it, where an eye can still be walled off.
    pub open_parts: Vec<Space>,
    /// The liberties of the group's chains that touch a wall chain: the
    /// outside and shared liberties of a race.
    pub outside_liberties: Vec<Idx>,
}

impl Ground {
    /// A ground with nothing in it yet.
    pub fn empty(defender: Color) -> Ground {
        Ground {
            defender,
            open: false,
            chains: Vec::new(),
            empties: Vec::new(),
            walls: Vec::new(),
            inside: Vec::new(),
            spaces: Vec::new(),
            open_parts: Vec::new(),
            outside_liberties: Vec::new(),
        }
    }
}

/// Scratch for the floods, kept between calls.
#[derive(Clone)]
pub struct Flood {
    seen: Marks,
    aux: Marks,
    done: Marks,
    stack: Vec<Idx>,
    /// Empty points past which a ground is open (`OPEN` in a game; a
    /// framed problem has no outside to run to).
    open_at: usize,
}

impl Default for Flood {
    fn default() -> Self {
        Flood::open_at(OPEN)
    }
}

impl Flood {
    /// Scratch whose grounds are open past `open_at` empty points.
    pub fn open_at(open_at: usize) -> Flood {
        Flood { seen: Marks::default(), aux: Marks::default(), done: Marks::default(), stack: Vec::new(), open_at }
    }

    /// The ground of the chain at `start`. Stops counting past `open_at`
    /// empty points, with `open` set and nothing else filled in.
    pub fn ground(&mut self, board: &Board, start: Idx) -> Ground {
        self.ground_through(board, start, |_| true)
    }

    /// The ground of the chain at `start`, going on past a defender's
    /// stone only where `cross` says so (a stone it does not cross is still
    /// of the group, and the empty points beyond it are not).
    pub fn ground_through(&mut self, board: &Board, start: Idx, cross: impl Fn(Idx) -> bool) -> Ground {
        let defender = board.at(start).expect("a ground starts on a stone");
        let enemy = defender.opponent();
        let mut g = Ground::empty(defender);
        // Room for a corner's ground at once: growing these a push at a
        // time is a good part of a search node's cost.
        g.empties.reserve(32);
        g.chains.reserve(4);
        self.seen.clear();
        self.stack.clear();
        self.stack.push(start);
        self.seen.set(start);
        let mut enemy_heads: Vec<Idx> = Vec::new();
        while let Some(i) = self.stack.pop() {
            match board.at(i) {
                None => {
                    g.empties.push(i);
                    if g.empties.len() > self.open_at {
                        g.open = true;
                        return g;
                    }
                }
                Some(c) if c == defender => {
                    let h = board.chain_id(i);
                    if !g.chains.contains(&h) {
                        g.chains.push(h);
                    }
                    if i != start && !cross(i) {
                        continue;
                    }
                }
                Some(_) => {}
            }
            for n in board.neighbours(i) {
                if !board.on_board(n) || self.seen.has(n) {
                    continue;
                }
                if board.at(n) == Some(enemy) {
                    let h = board.chain_id(n);
                    if !enemy_heads.contains(&h) {
                        enemy_heads.push(h);
                    }
                    continue;
                }
                self.seen.set(n);
                self.stack.push(n);
            }
        }
        // An enemy chain is inside when every empty or defender point
        // beside it lies in the ground.
        for h in enemy_heads {
            let shut = board.chain_stones(h).all(|s| {
                board
                    .neighbours(s)
                    .iter()
                    .all(|&n| !board.on_board(n) || board.at(n) == Some(enemy) || self.seen.has(n))
            });
            if shut { g.inside.push(h) } else { g.walls.push(h) }
        }
        self.spaces(board, &mut g);
        g
    }

    /// Splits the ground's empty points and inside chains into connected
    /// parts; those beside no wall chain are eye spaces.
    fn spaces(&mut self, board: &Board, g: &mut Ground) {
        let enemy = g.defender.opponent();
        // aux marks the points of the parts: empties and inside stones.
        self.aux.clear();
        for &i in &g.empties {
            self.aux.set(i);
        }
        for &h in &g.inside {
            for s in board.chain_stones(h) {
                self.aux.set(s);
            }
        }
        let wall_heads = &g.walls;
        self.done.clear();
        for k in 0..g.empties.len() {
            let s = g.empties[k];
            if self.done.has(s) {
                continue;
            }
            let mut part = Space::default();
            let mut touches_wall = false;
            self.stack.clear();
            self.stack.push(s);
            self.done.set(s);
            while let Some(i) = self.stack.pop() {
                part.points.push(i);
                for n in board.neighbours(i) {
                    if !board.on_board(n) {
                        continue;
                    }
                    if self.aux.has(n) {
                        if !self.done.has(n) {
                            self.done.set(n);
                            self.stack.push(n);
                        }
                    } else if board.at(n) == Some(enemy) {
                        if wall_heads.contains(&board.chain_id(n)) {
                            touches_wall = true;
                        }
                    } else if board.at(n) == Some(g.defender) {
                        let h = board.chain_id(n);
                        if !part.rim.contains(&h) {
                            part.rim.push(h);
                        }
                    }
                }
            }
            if touches_wall {
                for &i in &part.points {
                    if board.is_empty_at(i) && board.neighbours(i).iter().any(|&n| board.at(n) == Some(g.defender)) {
                        g.outside_liberties.push(i);
                    }
                }
                g.open_parts.push(part);
            } else {
                part.points.sort_unstable();
                g.spaces.push(part);
            }
        }
        g.outside_liberties.sort_unstable();
    }
}

/// One stone of each group of `board` with its ground, in board order: the
/// chains sharing a ground that is shut in are one group, read once from
/// its first stone; out in the open each chain stands alone.
pub fn groups(board: &Board) -> Vec<(Idx, Ground)> {
    let mut flood = Flood::default();
    let mut seen: Vec<Idx> = Vec::new();
    let mut out = Vec::new();
    for p in crate::go::Point::all(board.size()) {
        let i = board.idx(p);
        if board.at(i).is_none() || seen.contains(&board.chain_id(i)) {
            continue;
        }
        let ground = flood.ground(board, i);
        if ground.open {
            seen.push(board.chain_id(i));
        } else {
            seen.extend(ground.chains.iter().copied());
        }
        out.push((i, ground));
    }
    out
}
