//! The MCTS player: UCT with RAVE over a shared tree in an index arena
//! (`u32` ids, atomics, virtual loss), priors for new nodes and heavy
//! playouts from `policy`, superko at the root only, tree reuse between
//! moves, budgets in playouts or seconds, pass-when-winning, optional
//! resignation, and progress with ownership a few times a second.
//!
//! Threads share one tree rather than each growing its own (root
//! parallelism): node statistics are atomics, a descent counts its visit at
//! once so that an unfinished playout weighs as a loss and steers other
//! threads elsewhere, and one thread at a time expands a node (a lock value
//! in `first_child`). Two threads make 2.0 times the playouts of one on
//! 9x9 and 19x19 (`goscape bench search --threads 2`), so sharing costs no
//! speed, and one tree is what tree reuse, progress reports and analysis
//! need anyway.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU16, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{RngCore, SeedableRng};

use super::policy::{self, PASS, PolicyKind, Prior, PriorContext, Scratch};
use crate::go::{Board, Color, Game, Idx, MAX_POINTS, Move, Point, Rules, SuicideRule, Turn};
use crate::player::{Candidate, Decision, Player, PlayerError, Progress, Think};
use crate::player::{SpecError, parse_value};

const RELAXED: Ordering = Ordering::Relaxed;

/// How often the coordinator wakes to poll the stop flag and the budget.
const TICK: Duration = Duration::from_millis(5);
/// How often progress is reported.
const REPORT_EVERY: Duration = Duration::from_millis(200);
/// Candidates listed in progress reports.
const MAX_CANDIDATES: usize = 10;
/// Moves of a principal variation.
const MAX_PV: usize = 12;

// ---------------------------------------------------------------------------
// Options

/// Everything a `mcts:` spec sets.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsConfig {
    /// Playouts per move (the default budget: 10,000 when neither is set).
    pub playouts: Option<u64>,
    /// Seconds per move.
    pub seconds: Option<f64>,
    pub threads: usize,
    /// Resign when the best move's win rate falls below this (0: never).
    pub resign: f32,
    pub seed: Option<u64>,
    /// Mix all-moves-as-first statistics into the value (RAVE).
    pub rave: bool,
    /// Give new nodes prior knowledge.
    pub priors: bool,
    pub policy: PolicyKind,
    /// UCB exploration constant (0: none; RAVE and priors explore).
    pub explore: f32,
    /// RAVE equivalence: visits at which RAVE and plain values weigh alike.
    pub rave_equiv: f32,
    /// Visits a leaf needs before it is expanded (0: by board size).
    pub expand: u32,
    /// Most nodes in the tree.
    pub max_nodes: usize,
    /// Keep the subtree of the position reached between moves.
    pub reuse: bool,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            playouts: None,
            seconds: None,
            threads: 1,
            resign: 0.0,
            seed: None,
            rave: true,
            priors: true,
            policy: PolicyKind::Heavy,
            explore: 0.0,
            rave_equiv: 3000.0,
            expand: 0,
            max_nodes: 1 << 22,
            reuse: true,
        }
    }
}

fn parse_bool(spec: &str, key: &str, v: &str) -> Result<bool, SpecError> {
    match v {
        "1" | "true" | "on" | "yes" | "" => Ok(true),
        "0" | "false" | "off" | "no" => Ok(false),
        _ => Err(SpecError::new(spec, format!("'{v}' is not a valid value for {key} (0 or 1)"))),
    }
}

impl MctsConfig {
    /// Reads the options of a `mcts:` spec: `playouts=N` or `seconds=S`,
    /// `threads=T`, `resign=R`, `seed=N`, `rave=0|1`, `priors=0|1`,
    /// `policy=heavy|light`, `explore=C`, `equiv=E`, `expand=V`,
    /// `nodes=N`, `reuse=0|1`. `uct` alone is plain UCT: no RAVE, no
    /// priors, light playouts, exploration 0.7.
    pub fn from_options(spec: &str, opts: &[(&str, &str)]) -> Result<MctsConfig, SpecError> {
        let mut c = MctsConfig::default();
        let mut explore_set = false;
        for &(k, v) in opts {
            match k {
                "playouts" => c.playouts = Some(parse_value(spec, k, v)?),
                "seconds" => c.seconds = Some(parse_value(spec, k, v)?),
                "threads" => c.threads = parse_value(spec, k, v)?,
                "resign" => c.resign = parse_value(spec, k, v)?,
                "seed" => c.seed = Some(parse_value(spec, k, v)?),
                "rave" => c.rave = parse_bool(spec, k, v)?,
                "priors" => c.priors = parse_bool(spec, k, v)?,
                "policy" => {
                    c.policy = match v {
                        "heavy" => PolicyKind::Heavy,
                        "light" => PolicyKind::Light,
                        _ => return Err(SpecError::new(spec, format!("unknown policy '{v}' (heavy or light)"))),
                    }
                }
                "explore" => {
                    c.explore = parse_value(spec, k, v)?;
                    explore_set = true;
                }
                "equiv" => c.rave_equiv = parse_value(spec, k, v)?,
                "expand" => c.expand = parse_value(spec, k, v)?,
                "nodes" => c.max_nodes = parse_value(spec, k, v)?,
                "reuse" => c.reuse = parse_bool(spec, k, v)?,
                "uct" => {
                    if parse_bool(spec, k, v)? {
                        c.rave = false;
                        c.priors = false;
                        c.policy = PolicyKind::Light;
                    }
                }
                _ => return Err(SpecError::new(spec, format!("mcts takes no option '{k}'"))),
            }
        }
        if !c.rave && !explore_set {
            c.explore = 0.7;
        }
        if c.playouts == Some(0) {
            return Err(SpecError::new(spec, "playouts must be at least 1"));
        }
        if let Some(s) = c.seconds
            && !(s.is_finite() && s > 0.0)
        {
            return Err(SpecError::new(spec, "seconds must be a positive number"));
        }
        if !(1..=256).contains(&c.threads) {
            return Err(SpecError::new(spec, "threads must be 1 to 256"));
        }
        if !(0.0..1.0).contains(&c.resign) {
            return Err(SpecError::new(spec, "resign must be a win rate from 0 (never) to below 1"));
        }
        if !(c.explore.is_finite() && c.explore >= 0.0 && c.rave_equiv.is_finite() && c.rave_equiv > 0.0) {
            return Err(SpecError::new(spec, "explore must be 0 or more, equiv above 0"));
        }
        if !(1000..=(1 << 28)).contains(&c.max_nodes) {
            return Err(SpecError::new(spec, "nodes must be 1000 to 268435456"));
        }
        if c.playouts.is_none() && c.seconds.is_none() {
            c.playouts = Some(10_000);
        }
        Ok(c)
    }

    fn expand_at(&self, size: usize) -> u32 {
        match self.expand {
            0 if size <= 9 => 2,
            0 if size <= 13 => 3,
            0 => 4,
            e => e,
        }
    }
}

// ---------------------------------------------------------------------------
// The tree: an arena of nodes with u32 ids; 0 is the root.

/// `first_child` while one thread expands the node.
const LOCK: u32 = u32::MAX;

/// One node: the move into it and its statistics, all atomic so that every
/// thread shares the tree. Wins count in halves (a draw is 1, a win 2), for
/// the player who made the move into the node.
#[derive(Default)]
struct Node {
    mv: AtomicU16,
    nchildren: AtomicU16,
    /// 0: not expanded; `LOCK`: being expanded; else the first child's id
    /// (children are contiguous).
    first_child: AtomicU32,
    /// Includes descents whose playout has not finished: a virtual loss.
    visits: AtomicU32,
    wins: AtomicU32,
    amaf_visits: AtomicU32,
    amaf_wins: AtomicU32,
    /// Prior visits (high 16 bits) and prior half-wins (low 16 bits).
    prior: AtomicU32,
}

fn pack_prior(p: Prior) -> u32 {
    let v = p.visits.round().clamp(0.0, 30_000.0) as u32;
    let w = (2.0 * p.wins).round().clamp(0.0, 2.0 * v as f32) as u32;
    (v << 16) | w
}

fn unpack_prior(x: u32) -> (f32, f32) {
    ((x >> 16) as f32, (x & 0xFFFF) as f32 * 0.5)
}

/// A relaxed add without a locked instruction: for statistics where a rare
/// lost update does not matter.
#[inline]
fn bump(a: &AtomicU32, by: u32) {
    a.store(a.load(RELAXED).wrapping_add(by), RELAXED);
}

struct Tree {
    nodes: Box<[Node]>,
    next: AtomicU32,
    full: AtomicBool,
}

impl Tree {
    fn new(capacity: usize) -> Tree {
        let zeroed = Box::<[Node]>::new_zeroed_slice(capacity);
        // SAFETY: a Node is atomics over plain integers only, for which the
        // all-zero bit pattern is a valid value. Zeroed memory comes from the
        // allocator untouched, so a large arena costs only the pages used.
        let nodes = unsafe { zeroed.assume_init() };
        Tree { nodes, next: AtomicU32::new(1), full: AtomicBool::new(false) }
    }

    #[inline]
    fn node(&self, id: u32) -> &Node {
        &self.nodes[id as usize]
    }

    /// The children of a node, if it is expanded.
    #[inline]
    fn children(&self, id: u32) -> Option<Range<u32>> {
        let n = self.node(id);
        let fc = n.first_child.load(Ordering::Acquire);
        if fc == 0 || fc == LOCK {
            return None;
        }
        Some(fc..fc + n.nchildren.load(RELAXED) as u32)
    }

    /// Reserves `n` contiguous nodes.
    fn alloc(&self, n: u32) -> Option<u32> {
        if self.full.load(RELAXED) {
            return None;
        }
        let start = self.next.fetch_add(n, RELAXED);
        if start as usize + n as usize > self.nodes.len() {
            self.full.store(true, RELAXED);
            return None;
        }
        Some(start)
    }

    /// Copies the subtree under `root` into a fresh tree where it is the
    /// root; of the root's children only those `keep` accepts survive.
    fn reroot(&self, root: u32, capacity: usize, keep: impl Fn(Idx) -> bool) -> Tree {
        let t = Tree::new(capacity);
        copy_stats(self.node(root), t.node(0));
        let mut queue: Vec<(u32, u32)> = vec![(root, 0)];
        let mut head = 0;
        while head < queue.len() {
            let (old, new) = queue[head];
            head += 1;
            let Some(kids) = self.children(old) else { continue };
            let kept: Vec<u32> = kids.filter(|&k| new != 0 || keep(self.node(k).mv.load(RELAXED))).collect();
            if kept.is_empty() {
                continue;
            }
            let Some(start) = t.alloc(kept.len() as u32) else { break };
            for (j, &k) in kept.iter().enumerate() {
                copy_stats(self.node(k), t.node(start + j as u32));
                queue.push((k, start + j as u32));
            }
            let n = t.node(new);
            n.nchildren.store(kept.len() as u16, RELAXED);
            n.first_child.store(start, Ordering::Release);
        }
        t
    }
}

fn copy_stats(from: &Node, to: &Node) {
    to.mv.store(from.mv.load(RELAXED), RELAXED);
    to.visits.store(from.visits.load(RELAXED), RELAXED);
    to.wins.store(from.wins.load(RELAXED), RELAXED);
    to.amaf_visits.store(from.amaf_visits.load(RELAXED), RELAXED);
    to.amaf_wins.store(from.amaf_wins.load(RELAXED), RELAXED);
    to.prior.store(from.prior.load(RELAXED), RELAXED);
}

// ---------------------------------------------------------------------------
// One search

/// What every search thread shares while thinking about one position.
struct Search<'a> {
    tree: &'a Tree,
    cfg: &'a MctsConfig,
    root: &'a Board,
    root_color: Color,
    root_last: Idx,
    root_last2: Idx,
    /// Passes at the end of the game record (0 or 1).
    root_passes: u32,
    komi: f32,
    allow_suicide: bool,
    expand_at: u32,
    /// Equivalent playouts of an even prior.
    even: f32,
    /// The board's padded indices, row by row from the top.
    points: Vec<Idx>,
    ownership: Vec<AtomicI64>,
    owned: AtomicU64,
    started: AtomicU64,
    budget: u64,
    done: AtomicBool,
}

/// A position inside the search: the board, who moves, the last two moves.
#[derive(Clone, Copy)]
struct Pos<'b> {
    board: &'b Board,
    to_play: Color,
    last: Idx,
    last2: Idx,
}

/// One thread's reusable buffers.
struct Worker {
    rng: SmallRng,
    scratch: Scratch,
    path: Vec<u32>,
    moves: Vec<(Idx, Color)>,
    cands: Vec<Idx>,
    first: Vec<u8>,
    own: Vec<i32>,
    own_n: u64,
}

impl<'a> Search<'a> {
    fn worker(&self, seed: u64) -> Worker {
        Worker {
            rng: SmallRng::seed_from_u64(seed),
            scratch: Scratch::default(),
            path: Vec::with_capacity(64),
            moves: Vec::with_capacity(1024),
            cands: Vec::with_capacity(400),
            first: vec![0; MAX_POINTS],
            own: vec![0; self.points.len()],
            own_n: 0,
        }
    }

    /// A search thread: iterations until done or out of budget.
    fn work(&self, seed: u64) {
        let mut w = self.worker(seed);
        while !self.done.load(RELAXED) {
            if self.started.fetch_add(1, RELAXED) >= self.budget {
                self.done.store(true, RELAXED);
                break;
            }
            self.iterate(&mut w);
            if w.own_n >= 32 {
                self.flush_ownership(&mut w);
            }
        }
        self.flush_ownership(&mut w);
    }

    fn flush_ownership(&self, w: &mut Worker) {
        for (sum, v) in self.ownership.iter().zip(w.own.iter_mut()) {
            sum.fetch_add(*v as i64, RELAXED);
            *v = 0;
        }
        self.owned.fetch_add(w.own_n, RELAXED);
        w.own_n = 0;
    }

    /// Descends the tree, expands, plays out and backs up once.
    fn iterate(&self, w: &mut Worker) {
        let tree = self.tree;
        let mut b = self.root.clone();
        let mut c = self.root_color;
        let (mut last, mut last2) = (self.root_last, self.root_last2);
        let mut passes = self.root_passes;
        w.path.clear();
        w.moves.clear();
        let mut node = 0u32;
        tree.node(0).visits.fetch_add(1, RELAXED);
        w.path.push(0);
        loop {
            let kids = match tree.children(node) {
                Some(k) => k,
                None => {
                    if passes >= 2 || tree.node(node).visits.load(RELAXED) < self.expand_at {
                        break;
                    }
                    let pos = Pos { board: &b, to_play: c, last, last2 };
                    self.expand(node, pos, &mut w.cands, |b, i| b.check(i, c, self.allow_suicide).is_ok());
                    match tree.children(node) {
                        Some(k) => k,
                        None => break,
                    }
                }
            };
            let child = self.select(node, kids);
            let ch = tree.node(child);
            ch.visits.fetch_add(1, RELAXED);
            let mv = ch.mv.load(RELAXED);
            if mv == PASS {
                b.pass();
                passes += 1;
            } else {
                b.play(mv, c);
                passes = 0;
            }
            w.moves.push((mv, c));
            (last2, last) = (last, mv);
            c = c.opponent();
            w.path.push(child);
            node = child;
            if passes >= 2 {
                break;
            }
        }
        let tree_len = w.moves.len();
        let margin = if passes >= 2 {
            let (black, white) = b.area(&[]);
            black as f32 - white as f32 - self.komi
        } else {
            let s = policy::playout(&mut b, c, last, self.cfg.policy, &mut w.rng, &mut w.scratch, &mut w.moves);
            policy::add_ownership(&b, &self.points, &mut w.own);
            w.own_n += 1;
            s as f32 - self.komi
        };
        let black = if margin > 0.0 {
            2
        } else if margin == 0.0 {
            1
        } else {
            0
        };
        let result = |col: Color| if col == Color::Black { black } else { 2 - black };
        for (k, &id) in w.path.iter().enumerate() {
            let mover = if k == 0 { self.root_color.opponent() } else { w.moves[k - 1].1 };
            tree.node(id).wins.fetch_add(result(mover), RELAXED);
        }
        if self.cfg.rave {
            self.update_amaf(w, tree_len, &result);
        }
    }

    /// All-moves-as-first: each child of a node on the path whose move its
    /// player made first at that point, later in the tree or the playout,
    /// shares the result.
    fn update_amaf(&self, w: &mut Worker, tree_len: usize, result: &impl Fn(Color) -> u32) {
        w.first.fill(0);
        for &(mv, col) in w.moves[tree_len..].iter().rev() {
            w.first[mv as usize] = col as u8 + 1;
        }
        for d in (0..tree_len).rev() {
            let (mv, col) = w.moves[d];
            w.first[mv as usize] = col as u8 + 1;
            let Some(kids) = self.tree.children(w.path[d]) else { continue };
            let r = result(col);
            let mark = col as u8 + 1;
            for k in kids {
                let n = self.tree.node(k);
                let m = n.mv.load(RELAXED);
                if m != PASS && w.first[m as usize] == mark {
                    bump(&n.amaf_visits, 1);
                    bump(&n.amaf_wins, r);
                }
            }
        }
    }

    /// The child with the best value: plain win rate with the prior mixed
    /// in, blended with the AMAF win rate, plus an optional UCB term.
    fn select(&self, parent: u32, kids: Range<u32>) -> u32 {
        let explore = self.cfg.explore;
        let log_n = if explore > 0.0 { (self.tree.node(parent).visits.load(RELAXED).max(1) as f32).ln() } else { 0.0 };
        let equiv = self.cfg.rave_equiv;
        let mut best = kids.start;
        let mut best_v = f32::NEG_INFINITY;
        for id in kids {
            let n = self.tree.node(id);
            let visits = n.visits.load(RELAXED) as f32;
            let wins = n.wins.load(RELAXED) as f32 * 0.5;
            let (pv, pw) = unpack_prior(n.prior.load(RELAXED));
            let nt = visits + pv;
            let mut v = if nt > 0.0 { (wins + pw) / nt } else { 0.5 };
            if self.cfg.rave {
                let rn = n.amaf_visits.load(RELAXED) as f32;
                if rn > 0.0 {
                    let rq = n.amaf_wins.load(RELAXED) as f32 * 0.5 / rn;
                    let beta = rn / (rn + nt + rn * nt / equiv);
                    v += beta * (rq - v);
                }
            }
            if explore > 0.0 {
                v += if nt > 0.0 { explore * (log_n / nt).sqrt() } else { 10.0 };
            }
            if v > best_v {
                best_v = v;
                best = id;
            }
        }
        best
    }

    /// Expands `node` (at `pos`) with every move `legal` accepts that does
    /// not fill an own eye, plus a pass. Does nothing when another thread got
    /// there first or the tree is full.
    fn expand(&self, node: u32, pos: Pos, cands: &mut Vec<Idx>, legal: impl Fn(&Board, Idx) -> bool) {
        let Pos { board: b, to_play: c, last, last2 } = pos;
        let tree = self.tree;
        let n = tree.node(node);
        if tree.full.load(RELAXED) || n.first_child.compare_exchange(0, LOCK, Ordering::Acquire, RELAXED).is_err() {
            return;
        }
        cands.clear();
        cands.extend(b.empties().iter().copied().filter(|&i| !b.is_eye(i, c) && legal(b, i)));
        cands.push(PASS);
        let Some(start) = tree.alloc(cands.len() as u32) else {
            n.first_child.store(0, Ordering::Release);
            return;
        };
        let ctx = self.cfg.priors.then(|| PriorContext::new(b, c, last, last2));
        for (k, &i) in cands.iter().enumerate() {
            let ch = tree.node(start + k as u32);
            ch.mv.store(i, RELAXED);
            if let Some(ctx) = &ctx {
                ch.prior.store(pack_prior(ctx.prior(b, i, c, self.even)), RELAXED);
            }
        }
        n.nchildren.store(cands.len() as u16, RELAXED);
        n.first_child.store(start, Ordering::Release);
    }

    fn root_children(&self) -> Vec<u32> {
        let mut kids: Vec<u32> = self.tree.children(0).map(|r| r.collect()).unwrap_or_default();
        kids.sort_by_key(|&k| std::cmp::Reverse(self.tree.node(k).visits.load(RELAXED)));
        kids
    }

    fn to_move(&self, i: Idx) -> Move {
        if i == PASS { Move::Pass } else { Move::Play(self.root.point(i)) }
    }

    fn winrate(&self, id: u32) -> f32 {
        let n = self.tree.node(id);
        let v = n.visits.load(RELAXED);
        if v == 0 { 0.5 } else { n.wins.load(RELAXED) as f32 * 0.5 / v as f32 }
    }

    /// The most visited line from `id` on.
    fn pv(&self, mut id: u32) -> Vec<Move> {
        let mut pv = vec![self.to_move(self.tree.node(id).mv.load(RELAXED))];
        while pv.len() < MAX_PV {
            let Some(kids) = self.tree.children(id) else { break };
            let Some(best) = kids.max_by_key(|&k| self.tree.node(k).visits.load(RELAXED)) else { break };
            if self.tree.node(best).visits.load(RELAXED) == 0 {
                break;
            }
            id = best;
            pv.push(self.to_move(self.tree.node(id).mv.load(RELAXED)));
        }
        pv
    }

    fn progress(&self, fraction_done: Option<f32>) -> Progress {
        let kids = self.root_children();
        let prior_rate = |k: u32| {
            let (v, w) = unpack_prior(self.tree.node(k).prior.load(RELAXED));
            if v > 0.0 { w / v } else { 0.5 }
        };
        let prior_sum: f32 = kids.iter().map(|&k| prior_rate(k)).sum::<f32>().max(1e-6);
        let candidates: Vec<Candidate> = kids
            .iter()
            .take(MAX_CANDIDATES)
            .filter(|&&k| self.tree.node(k).visits.load(RELAXED) > 0)
            .map(|&k| Candidate {
                mv: self.to_move(self.tree.node(k).mv.load(RELAXED)),
                visits: self.tree.node(k).visits.load(RELAXED) as u64,
                winrate: self.winrate(k),
                prior: self.cfg.priors.then(|| prior_rate(k) / prior_sum),
                pv: self.pv(k),
            })
            .collect();
        let owned = self.owned.load(RELAXED);
        let ownership = (owned > 0)
            .then(|| self.ownership.iter().map(|s| (s.load(RELAXED) as f64 / owned as f64) as f32).collect());
        Progress {
            playouts: self.tree.node(0).visits.load(RELAXED) as u64,
            best: candidates.first().map(|c| c.mv),
            winrate: candidates.first().map(|c| c.winrate),
            candidates,
            ownership,
            fraction_done,
        }
    }

    /// Visits of the two most visited root children.
    fn top_two(&self) -> (u64, u64) {
        let mut top = (0u64, 0u64);
        if let Some(kids) = self.tree.children(0) {
            for k in kids {
                let v = self.tree.node(k).visits.load(RELAXED) as u64;
                if v > top.0 {
                    top = (v, top.0);
                } else if v > top.1 {
                    top.1 = v;
                }
            }
        }
        top
    }
}

// ---------------------------------------------------------------------------
// The player

/// What a search leaves behind for the next one: the tree and the game it
/// was rooted in.
struct Saved {
    tree: Tree,
    size: usize,
    start_hash: u64,
    first: Color,
    rules: Rules,
    turns: Vec<Turn>,
}

/// How one think ended.
struct Outcome {
    best: Option<(Move, f32)>,
    playouts: u64,
}

/// The MCTS player.
pub struct MctsPlayer {
    name: String,
    cfg: MctsConfig,
    seed_rng: SmallRng,
    saved: Option<Saved>,
}

impl MctsPlayer {
    pub fn new(name: impl Into<String>, cfg: MctsConfig) -> MctsPlayer {
        let seed_rng = match cfg.seed {
            Some(s) => SmallRng::seed_from_u64(s),
            None => SmallRng::from_rng(&mut rand::rng()),
        };
        MctsPlayer { name: name.into(), cfg, seed_rng, saved: None }
    }

    /// Makes the player from the options of a `mcts:` spec.
    pub fn from_spec(spec: &str, opts: &[(&str, &str)]) -> Result<MctsPlayer, SpecError> {
        Ok(MctsPlayer::new(spec, MctsConfig::from_options(spec, opts)?))
    }

    pub fn config(&self) -> &MctsConfig {
        &self.cfg
    }

    /// The saved tree re-rooted at `game`'s position, when `game` extends
    /// the game the tree was built for; else a fresh tree.
    fn tree_for(&mut self, game: &Game) -> Tree {
        let fresh = || Tree::new(self.cfg.max_nodes);
        let Some(saved) = self.saved.take() else { return fresh() };
        if !self.cfg.reuse
            || saved.size != game.size()
            || saved.start_hash != game.start_board().hash()
            || saved.first != game.first_player()
            || saved.rules != game.rules()
            || !game.turns().starts_with(&saved.turns)
        {
            return fresh();
        }
        let mut node = 0u32;
        for t in &game.turns()[saved.turns.len()..] {
            let idx = match t.mv {
                Move::Pass => PASS,
                Move::Play(p) => game.board().idx(p),
            };
            let Some(kids) = saved.tree.children(node) else { return fresh() };
            let Some(k) = kids.clone().find(|&k| saved.tree.node(k).mv.load(RELAXED) == idx) else { return fresh() };
            node = k;
        }
        let b = game.board();
        let c = game.to_play();
        saved.tree.reroot(node, self.cfg.max_nodes, |i| i == PASS || (!b.is_eye(i, c) && game.check_idx(i, c).is_ok()))
    }

    /// Searches `game` until the budget is spent (or, analysing, until
    /// stopped), reporting progress.
    fn search(&mut self, game: &Game, think: &mut Think, analyze: bool) -> Outcome {
        let tree = self.tree_for(game);
        let b = game.board();
        let size = game.size();
        let turns = game.turns();
        let last_idx = |k: usize| match turns.len().checked_sub(k).map(|j| turns[j].mv) {
            Some(Move::Play(p)) => b.idx(p),
            _ => PASS,
        };
        let points: Vec<Idx> = Point::all(size).map(|p| b.idx(p)).collect();
        // Playouts kept from the last move do not count against this one's.
        let reused = tree.node(0).visits.load(RELAXED) as u64;
        let budget = if analyze { u64::MAX } else { reused.saturating_add(self.cfg.playouts.unwrap_or(u64::MAX)) };
        let search = Search {
            tree: &tree,
            cfg: &self.cfg,
            root: b,
            root_color: game.to_play(),
            root_last: last_idx(1),
            root_last2: last_idx(2),
            root_passes: game.passes_in_row().min(1) as u32,
            komi: game.rules().komi,
            allow_suicide: game.rules().suicide == SuicideRule::Allow,
            expand_at: self.cfg.expand_at(size),
            even: if size <= 9 { 10.0 } else { 20.0 },
            ownership: points.iter().map(|_| AtomicI64::new(0)).collect(),
            points,
            owned: AtomicU64::new(0),
            started: AtomicU64::new(reused),
            budget,
            done: AtomicBool::new(false),
        };
        if tree.children(0).is_none() {
            let c = game.to_play();
            let mut cands = Vec::new();
            let pos = Pos { board: b, to_play: c, last: search.root_last, last2: search.root_last2 };
            search.expand(0, pos, &mut cands, |_, i| game.check_idx(i, c).is_ok());
        }
        let start = Instant::now();
        let deadline = (!analyze).then(|| self.cfg.seconds.map(|s| start + Duration::from_secs_f64(s))).flatten();
        let only_pass = tree.children(0).is_none_or(|k| k.len() <= 1);
        let seeds: Vec<u64> = (0..self.cfg.threads).map(|_| self.seed_rng.next_u64()).collect();
        if !only_pass && !think.stopped() {
            std::thread::scope(|s| {
                for &seed in &seeds {
                    let search = &search;
                    s.spawn(move || search.work(seed));
                }
                let mut last_report = start;
                loop {
                    std::thread::sleep(TICK);
                    let now = Instant::now();
                    let done_playouts = search.started.load(RELAXED).saturating_sub(reused);
                    let fraction = self.fraction(start, now, done_playouts, analyze);
                    let mut stop = think.stopped() || search.done.load(RELAXED);
                    if deadline.is_some_and(|d| now >= d) {
                        stop = true;
                    }
                    if !analyze && !stop {
                        // Stop early when the second best move can no longer
                        // catch up with the best within the budget left.
                        let left = match (self.cfg.playouts, deadline) {
                            (Some(_), _) => budget.saturating_sub(search.started.load(RELAXED)),
                            (None, Some(d)) => {
                                let rate = done_playouts as f64 / (now - start).as_secs_f64().max(1e-3);
                                (rate * (d - now).as_secs_f64()) as u64
                            }
                            (None, None) => u64::MAX,
                        };
                        let (a, b2) = search.top_two();
                        if done_playouts > 100 && a > b2 + left {
                            stop = true;
                        }
                    }
                    if stop {
                        search.done.store(true, RELAXED);
                        break;
                    }
                    if now - last_report >= REPORT_EVERY {
                        last_report = now;
                        think.report(search.progress(fraction));
                    }
                }
            });
        }
        let fraction =
            self.fraction(start, Instant::now(), search.started.load(RELAXED).saturating_sub(reused), analyze);
        let progress = search.progress(fraction);
        let playouts = progress.playouts;
        let best = match search.root_children().first() {
            Some(&k) if only_pass || search.tree.node(k).visits.load(RELAXED) > 0 => {
                Some((search.to_move(search.tree.node(k).mv.load(RELAXED)), search.winrate(k)))
            }
            _ => None,
        };
        think.report(progress);
        drop(search);
        if self.cfg.reuse {
            self.saved = Some(Saved {
                tree,
                size,
                start_hash: game.start_board().hash(),
                first: game.first_player(),
                rules: game.rules(),
                turns: game.turns().to_vec(),
            });
        }
        Outcome { best, playouts }
    }

    /// The share of the budget spent, `playouts` being this search's own.
    fn fraction(&self, start: Instant, now: Instant, playouts: u64, analyze: bool) -> Option<f32> {
        if analyze {
            return None;
        }
        let by_time = self.cfg.seconds.map(|s| ((now - start).as_secs_f64() / s) as f32);
        let by_playouts = self.cfg.playouts.map(|n| playouts as f32 / n as f32);
        by_time.into_iter().chain(by_playouts).reduce(f32::max).map(|f| f.clamp(0.0, 1.0))
    }
}

/// Whether `c` wins the Tromp-Taylor count of the board as it stands.
fn count_wins_for(game: &Game, c: Color) -> bool {
    let margin = game.score(&[]).margin();
    margin * c.sign() > 0.0
}

impl Player for MctsPlayer {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn gen_move(&mut self, game: &Game, think: &mut Think) -> Result<Decision, PlayerError> {
        let c = game.to_play();
        if game.last_move().is_some_and(|t| t.mv == Move::Pass) && count_wins_for(game, c) {
            // The opponent passed and the count as it stands wins: end it.
            return Ok(Decision::Play(Move::Pass));
        }
        let out = self.search(game, think, false);
        match out.best {
            Some((_, rate)) if self.cfg.resign > 0.0 && out.playouts >= 100 && rate < self.cfg.resign => {
                Ok(Decision::Resign)
            }
            Some((mv, _)) => Ok(Decision::Play(mv)),
            None => Err(PlayerError::Stopped),
        }
    }

    fn analyze(&mut self, game: &Game, think: &mut Think) -> Result<(), PlayerError> {
        self.search(game, think, true);
        Ok(())
    }
}

/// Searches from the empty board of `size` for `seconds` on `threads`
/// threads; returns the playouts made and the seconds taken.
pub fn bench(size: usize, seconds: f64, threads: usize) -> Result<(u64, f64), PlayerError> {
    let game = Game::new(size, Rules::default()).map_err(|e| PlayerError::Unsupported(e.to_string()))?;
    let cfg = MctsConfig { seconds: Some(seconds), threads, reuse: false, seed: Some(1), ..MctsConfig::default() };
    let mut player = MctsPlayer::new("mcts", cfg);
    let stop = AtomicBool::new(false);
    let mut sink = |_: Progress| {};
    let mut think = Think::new(&stop, &mut sink);
    let start = Instant::now();
    // Early stopping would cut the bench short: search as analysis does,
    // stopped by a timer thread.
    let out = std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_secs_f64(seconds));
            stop.store(true, RELAXED);
        });
        player.search(&game, &mut think, true)
    });
    Ok((out.playouts, start.elapsed().as_secs_f64()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiet_think<'a>(stop: &'a AtomicBool, sink: &'a mut dyn FnMut(Progress)) -> Think<'a> {
        Think::new(stop, sink)
    }

    #[test]
    fn options_parse_and_bad_ones_are_refused() {
        let c = MctsConfig::from_options("s", &[("seconds", "1.5"), ("threads", "2"), ("resign", "0.1")]).unwrap();
        assert_eq!((c.seconds, c.threads, c.resign, c.playouts), (Some(1.5), 2, 0.1, None));
        assert_eq!(MctsConfig::from_options("s", &[]).unwrap().playouts, Some(10_000));
        let uct = MctsConfig::from_options("s", &[("uct", "1")]).unwrap();
        assert!(!uct.rave && !uct.priors && uct.explore > 0.0);
        for bad in [("playouts", "0"), ("seconds", "-1"), ("threads", "0"), ("resign", "1.5"), ("depth", "3")] {
            assert!(MctsConfig::from_options("s", &[bad]).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn priors_round_trip_through_their_packing() {
        let (v, w) = unpack_prior(pack_prior(Prior { visits: 30.0, wins: 22.5 }));
        assert_eq!((v, w), (30.0, 22.5));
    }

    #[test]
    fn rave_shares_results_among_moves_played_later_in_the_playout() {
        for rave in [true, false] {
            let cfg = MctsConfig { playouts: Some(300), seed: Some(1), rave, ..MctsConfig::default() };
            let mut p = MctsPlayer::new("mcts", cfg);
            let g = Game::new(9, Rules::default()).unwrap();
            let stop = AtomicBool::new(false);
            let mut sink = |_: Progress| {};
            p.search(&g, &mut quiet_think(&stop, &mut sink), false);
            let t = &p.saved.as_ref().unwrap().tree;
            let sum =
                |f: fn(&Node) -> &AtomicU32| t.children(0).unwrap().map(|k| f(t.node(k)).load(RELAXED)).sum::<u32>();
            let (visits, amaf) = (sum(|n| &n.visits), sum(|n| &n.amaf_visits));
            if rave {
                // Each playout credits dozens of Black's first moves at once.
                assert!(amaf > 10 * visits, "amaf {amaf} visits {visits}");
            } else {
                assert_eq!(amaf, 0);
            }
        }
    }

    #[test]
    fn reuse_keeps_the_subtree_of_the_moves_played_since() {
        let cfg = MctsConfig { playouts: Some(2000), seed: Some(5), ..MctsConfig::default() };
        let mut p = MctsPlayer::new("mcts", cfg);
        let mut g = Game::new(7, Rules::default()).unwrap();
        let stop = AtomicBool::new(false);
        let mut sink = |_: Progress| {};
        let mut think = quiet_think(&stop, &mut sink);
        let out = p.search(&g, &mut think, false);
        let (mv, _) = out.best.unwrap();
        g.play_next(mv).unwrap();
        // The reply most searched in our tree: its subtree should survive.
        let saved = p.saved.as_ref().unwrap();
        let kids = saved.tree.children(0).unwrap();
        let ours = kids.clone().find(|&k| saved.tree.node(k).mv.load(RELAXED) == g.board().idx(mv.point().unwrap()));
        let ours = ours.unwrap();
        let reply =
            saved.tree.children(ours).unwrap().max_by_key(|&k| saved.tree.node(k).visits.load(RELAXED)).unwrap();
        let reply_visits = saved.tree.node(reply).visits.load(RELAXED);
        let reply_mv = saved.tree.node(reply).mv.load(RELAXED);
        assert!(reply_visits > 10);
        let reply_move = if reply_mv == PASS { Move::Pass } else { Move::Play(g.board().point(reply_mv)) };
        g.play_next(reply_move).unwrap();
        let tree = p.tree_for(&g);
        assert_eq!(tree.node(0).visits.load(RELAXED), reply_visits);
        // A game that does not extend the saved one starts afresh.
        p.search(&g, &mut think, false);
        let other = Game::new(7, Rules::default()).unwrap();
        assert_eq!(p.tree_for(&other).node(0).visits.load(RELAXED), 0);
    }
}
