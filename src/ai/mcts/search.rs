//! One search: what the threads share while thinking about a position,
//! the descent, expansion, playout and backup, and the progress reports.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU32, AtomicU64, Ordering};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::super::policy::{self, PASS, Prior, PriorContext, Scratch};
use super::config::MctsConfig;
use super::reading::RootReading;
use super::tree::{LOCK, Tree, bump, pack_prior, unpack_prior};
use super::{MAX_CANDIDATES, MAX_PV, RELAXED};
use crate::go::{Board, Color, Idx, MAX_POINTS, Move};
use crate::influence::ownership::OwnerTally;
use crate::player::{Candidate, Progress, Score};

/// What every search thread shares while thinking about one position.
pub(super) struct Search<'a> {
    pub(super) tree: &'a Tree,
    pub(super) cfg: &'a MctsConfig,
    pub(super) root: &'a Board,
    pub(super) root_color: Color,
    pub(super) root_last: Idx,
    pub(super) root_last2: Idx,
    /// Passes at the end of the game record (0 or 1).
    pub(super) root_passes: u32,
    /// The komi the search plays for: the game's, shifted for a side that
    /// has lost (`lost.rs`).
    pub(super) komi: f32,
    /// The game's komi, for the root's own count of the true result.
    pub(super) real_komi: f32,
    /// This search's playouts through each root child (by its place among
    /// the root's children), and their half wins for the side to move at
    /// the game's komi.
    pub(super) real_visits: Vec<AtomicU32>,
    pub(super) real_wins: Vec<AtomicU32>,
    /// The sum of Black's area margins over this search's playouts, and how
    /// many.
    pub(super) score_sum: AtomicI64,
    pub(super) scored: AtomicU64,
    pub(super) allow_suicide: bool,
    pub(super) expand_at: u32,
    /// Equivalent playouts of an even prior.
    pub(super) even: f32,
    /// The priors read who owns each point in the playouts (the move
    /// predictor, on a board it learned owners for).
    pub(super) reads_owners: bool,
    /// The board's size and padded indices, row by row from the top.
    pub(super) size: usize,
    pub(super) points: Vec<Idx>,
    pub(super) ownership: Vec<AtomicI64>,
    pub(super) owned: AtomicU64,
    pub(super) started: AtomicU64,
    /// Playouts kept from the last move's tree.
    pub(super) reused: u64,
    pub(super) budget: u64,
    pub(super) done: AtomicBool,
    /// What the reader of life and death found at the root.
    pub(super) reading: Option<RootReading>,
}

/// A position inside the search: the board, who moves, the last two moves.
#[derive(Clone, Copy)]
pub(super) struct Pos<'b> {
    pub(super) board: &'b Board,
    pub(super) to_play: Color,
    pub(super) last: Idx,
    pub(super) last2: Idx,
}

/// One thread's reusable buffers.
pub(super) struct ThreadBuffers {
    pub(super) rng: SmallRng,
    pub(super) scratch: Scratch,
    pub(super) path: Vec<u32>,
    pub(super) moves: Vec<(Idx, Color)>,
    pub(super) cands: Vec<Idx>,
    /// Per point, 1 + the place in the descent and playout where it was
    /// first played (0: not played).
    pub(super) first: Vec<u32>,
    /// This thread's ownership counts not yet added to the search's.
    pub(super) own: OwnerTally,
    /// Black's area margins of this thread's playouts not yet added to the
    /// search's sum, and how many.
    pub(super) score_sum: i64,
    pub(super) scored: u64,
}

impl<'a> Search<'a> {
    pub(super) fn thread_buffers(&self, seed: u64) -> ThreadBuffers {
        ThreadBuffers {
            rng: SmallRng::seed_from_u64(seed),
            scratch: Scratch::default(),
            path: Vec::with_capacity(64),
            moves: Vec::with_capacity(1024),
            cands: Vec::with_capacity(400),
            first: vec![0; MAX_POINTS],
            own: OwnerTally::of_points(self.size, self.points.clone()),
            score_sum: 0,
            scored: 0,
        }
    }

    /// A search thread: iterations until done or out of budget.
    pub(super) fn work(&self, seed: u64) {
        let mut w = self.thread_buffers(seed);
        while !self.done.load(RELAXED) {
            let n = self.started.fetch_add(1, RELAXED);
            if n >= self.budget || (n.is_multiple_of(64) && self.settled(n)) {
                self.done.store(true, RELAXED);
                break;
            }
            self.iterate(&mut w);
            if w.own.playouts() >= 32 {
                self.flush_sums(&mut w);
            }
        }
        self.flush_sums(&mut w);
    }

    /// Adds a thread's ownership and margins to the search's: in batches,
    /// so that threads do not contend for them on every playout.
    pub(super) fn flush_sums(&self, w: &mut ThreadBuffers) {
        for (sum, v) in self.ownership.iter().zip(w.own.sums()) {
            sum.fetch_add(*v, RELAXED);
        }
        self.owned.fetch_add(w.own.playouts() as u64, RELAXED);
        w.own.clear();
        self.score_sum.fetch_add(w.score_sum, RELAXED);
        self.scored.fetch_add(w.scored, RELAXED);
        (w.score_sum, w.scored) = (0, 0);
    }

    /// Descends the tree, expands, plays out and backs up once.
    pub(super) fn iterate(&self, w: &mut ThreadBuffers) {
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
        // The points the reader settled at the root count as it read them,
        // whatever the playout made of them, unless the tree played beside
        // their group.
        let touched = self.reading.as_ref().filter(|r| !r.settled.is_empty()).map_or(0, |r| r.touched(&w.moves));
        let score = if passes >= 2 {
            let (black, white) = b.area(&[]);
            let settled = self.reading.as_ref().filter(|r| !r.settled.is_empty()).map_or(0, |r| {
                let owner = b.area_owner(&[]);
                r.settle(touched, |s| owner[s.row].map_or(0, |c| if c == Color::Black { 1 } else { -1 }))
            });
            black as i32 - white as i32 + settled
        } else {
            let s =
                policy::playout(&mut b, c, (last, last2), self.cfg.policy, &mut w.rng, &mut w.scratch, &mut w.moves);
            w.own.count(&b);
            let mut s = s;
            for st in self.reading.iter().flat_map(|r| r.holding(touched)) {
                let from = b.playout_owner(st.at);
                w.own.turn(st.row, from, st.owner);
                s += st.owner - from;
            }
            s
        };
        // Half wins for Black at a komi.
        let black_at = |komi: f32| match (score as f32 - komi).partial_cmp(&0.0) {
            Some(std::cmp::Ordering::Greater) => 2,
            Some(std::cmp::Ordering::Equal) => 1,
            _ => 0,
        };
        let black = black_at(self.komi);
        let result = |col: Color| if col == Color::Black { black } else { 2 - black };
        if self.shifted()
            && let Some(&child) = w.path.get(1)
        {
            let k = self.root_slot(child);
            let real = black_at(self.real_komi);
            bump(&self.real_visits[k], 1);
            bump(&self.real_wins[k], if self.root_color == Color::Black { real } else { 2 - real });
        }
        w.score_sum += score as i64;
        w.scored += 1;
        for (k, &id) in w.path.iter().enumerate() {
            let mover = if k == 0 { self.root_color.opponent() } else { w.moves[k - 1].1 };
            let n = tree.node(id);
            n.wins.fetch_add(result(mover), RELAXED);
            n.scores.add(score);
        }
        if self.cfg.rave {
            self.update_amaf(w, tree_len, &result);
        }
    }

    /// All-moves-as-first: each child of a node on the path whose move its
    /// player made first at that point, later in the tree or the playout,
    /// shares the result; a move made soon after the node weighs up to
    /// `early` times one made at the end of the playout, as it more likely
    /// caused the result.
    pub(super) fn update_amaf(&self, w: &mut ThreadBuffers, tree_len: usize, result: &impl Fn(Color) -> u32) {
        w.first.fill(0);
        let len = w.moves.len();
        for (k, &(mv, _)) in w.moves.iter().enumerate().skip(tree_len).rev() {
            w.first[mv as usize] = k as u32 + 1;
        }
        let early = self.cfg.amaf_early as usize;
        for d in (0..tree_len).rev() {
            let (mv, col) = w.moves[d];
            w.first[mv as usize] = d as u32 + 1;
            let Some(kids) = self.tree.children(w.path[d]) else { continue };
            let r = result(col);
            for k in kids {
                let n = self.tree.node(k);
                let m = n.mv.load(RELAXED);
                let f = w.first[m as usize] as usize;
                if m == PASS || f == 0 || w.moves[f - 1].1 != col {
                    continue;
                }
                let weight = amaf_weight(early, len, d, f - 1);
                bump(&n.amaf_visits, weight);
                bump(&n.amaf_wins, r * weight);
            }
        }
    }

    /// The child with the best value: plain win rate with the prior mixed
    /// in, blended with the AMAF win rate, plus an optional UCB term.
    pub(super) fn select(&self, parent: u32, kids: Range<u32>) -> u32 {
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
    pub(super) fn expand(&self, node: u32, pos: Pos, cands: &mut Vec<Idx>, legal: impl Fn(&Board, Idx) -> bool) {
        let Pos { board: b, to_play: c, last, last2 } = pos;
        let tree = self.tree;
        let n = tree.node(node);
        if tree.full.load(RELAXED) || n.first_child.compare_exchange(0, LOCK, Ordering::Acquire, RELAXED).is_err() {
            return;
        }
        cands.clear();
        let useless = |i: Idx| self.reading.as_ref().is_some_and(|r| r.useless[i as usize]);
        cands.extend(b.empties().iter().copied().filter(|&i| !b.is_eye(i, c) && !useless(i) && legal(b, i)));
        cands.push(PASS);
        let Some(start) = tree.alloc(cands.len() as u32) else {
            n.first_child.store(0, Ordering::Release);
            return;
        };
        let ctx = self.cfg.priors.then(|| match self.cfg.predict {
            0.0 => PriorContext::new(b, c, last, last2),
            w => PriorContext::predicted(b, c, last, last2, w, self.owner_map()),
        });
        for (k, &i) in cands.iter().enumerate() {
            let ch = tree.node(start + k as u32);
            ch.mv.store(i, RELAXED);
            if let Some(ctx) = &ctx {
                let mut p = ctx.prior(b, i, c, self.even);
                if node == 0 {
                    self.key_prior(i, c, &mut p);
                }
                ch.prior.store(pack_prior(p), RELAXED);
            }
        }
        n.nchildren.store(cands.len() as u16, RELAXED);
        n.first_child.store(start, Ordering::Release);
    }

    /// A key move of a fight the reader solved starts as a move that wins
    /// often: the search looks at it first and keeps it unless its
    /// playouts say otherwise.
    fn key_prior(&self, i: Idx, c: Color, p: &mut Prior) {
        if i != PASS && self.reading.as_ref().is_some_and(|r| r.is_key(i, c)) {
            let v = 3.0 * self.even;
            p.visits += v;
            p.wins += 0.9 * v;
        }
    }

    /// The root's children kept from the last move's tree get the reader's
    /// key moves too (their priors were set before it read this position).
    pub(super) fn reprior_root(&self) {
        if self.reading.is_none() || !self.cfg.priors {
            return;
        }
        let Some(kids) = self.tree.children(0) else { return };
        for k in kids {
            let n = self.tree.node(k);
            let (visits, wins) = unpack_prior(n.prior.load(RELAXED));
            let mut p = Prior { visits, wins };
            self.key_prior(n.mv.load(RELAXED), self.root_color, &mut p);
            n.prior.store(pack_prior(p), RELAXED);
        }
    }

    pub(super) fn root_children(&self) -> Vec<u32> {
        // Sort a snapshot of the visits: the search threads go on counting
        // while a report is made, and a key that changes during a sort
        // breaks its order (the standard sort panics on that).
        let mut kids: Vec<(u32, u32)> = self
            .tree
            .children(0)
            .map(|r| r.map(|k| (k, self.tree.node(k).visits.load(RELAXED))).collect())
            .unwrap_or_default();
        kids.sort_by_key(|&(_, visits)| std::cmp::Reverse(visits));
        kids.into_iter().map(|(k, _)| k).collect()
    }

    pub(super) fn to_move(&self, i: Idx) -> Move {
        if i == PASS { Move::Pass } else { Move::Play(self.root.point(i)) }
    }

    pub(super) fn winrate(&self, id: u32) -> f32 {
        let n = self.tree.node(id);
        let v = n.visits.load(RELAXED);
        if v == 0 { 0.5 } else { n.wins.load(RELAXED) as f32 * 0.5 / v as f32 }
    }

    /// The most visited line from `id` on.
    pub(super) fn pv(&self, mut id: u32) -> Vec<Move> {
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

    /// A root child's win rate at the game's komi, over this search's
    /// playouts: the search's own unless the komi was shifted.
    pub(super) fn real_winrate(&self, id: u32) -> f32 {
        if !self.shifted() {
            return self.winrate(id);
        }
        let k = self.root_slot(id);
        let n = self.real_visits[k].load(RELAXED);
        if n == 0 { self.winrate(id) } else { self.real_wins[k].load(RELAXED) as f32 * 0.5 / n as f32 }
    }

    /// A root child's score lead for the side to move at the game's komi,
    /// and the spread of its playouts' scores, over this search's playouts.
    /// A node's score for the side to move at the root, at the game's
    /// komi: the mean final score of the playouts through it (those of the
    /// last move's search kept with the tree included) and their spread.
    pub(super) fn score(&self, id: u32) -> Option<Score> {
        let (mean, spread, samples) = self.tree.node(id).scores.mean_and_spread()?;
        let lead = (mean - self.real_komi as f64) * self.root_color.sign() as f64;
        Some(Score { lead: lead as f32, stdev: spread as f32, samples })
    }

    /// Whether this search plays for a shifted komi, and so counts each
    /// root child's true results (only then are they allocated).
    fn shifted(&self) -> bool {
        !self.real_visits.is_empty()
    }

    /// A root child's place among the root's children: its slot in the
    /// true counts.
    fn root_slot(&self, id: u32) -> usize {
        self.tree.children(0).map_or(0, |kids| (id - kids.start) as usize)
    }

    /// Black's mean ownership of each point (by padded index) over this
    /// search's playouts so far: what the move predictor reads as owners.
    /// `None` before the first playouts, or when the priors do not read it.
    pub(super) fn owner_map(&self) -> Option<Vec<f32>> {
        let n = self.owned.load(RELAXED);
        (self.reads_owners && n > 0).then(|| {
            let mut own = vec![0f32; MAX_POINTS];
            for (&i, sum) in self.points.iter().zip(&self.ownership) {
                own[i as usize] = sum.load(RELAXED) as f32 / n as f32;
            }
            own
        })
    }

    /// Black's mean area margin at the game's komi over this search's
    /// playouts.
    pub(super) fn real_margin(&self) -> Option<f32> {
        let n = self.scored.load(RELAXED);
        (n > 0).then(|| (self.score_sum.load(RELAXED) as f64 / n as f64 - self.real_komi as f64) as f32)
    }

    pub(super) fn progress(&self, fraction_done: Option<f32>) -> Progress {
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
                // With a shifted komi the search ranks moves by losing
                // less; what they are shown with is the true rate.
                winrate: self.real_winrate(k),
                prior: self.cfg.priors.then(|| prior_rate(k) / prior_sum),
                pv: self.pv(k),
                score: self.score(k),
                ownership: None,
            })
            .collect();
        let owned = self.owned.load(RELAXED);
        let ownership = (owned > 0)
            .then(|| self.ownership.iter().map(|s| (s.load(RELAXED) as f64 / owned as f64) as f32).collect());
        Progress {
            playouts: self.tree.node(0).visits.load(RELAXED) as u64,
            best: candidates.first().map(|c| c.mv),
            winrate: candidates.first().map(|c| c.winrate),
            score: self.score(0),
            candidates,
            ownership,
            ownership_stdev: None,
            fraction_done,
        }
    }

    /// On a playout budget: whether the second best move can no longer
    /// catch up with the best in the playouts left. Judged here, by count,
    /// rather than on the clock's ticks so that one thread with a seed
    /// searches the same way on any machine.
    fn settled(&self, started: u64) -> bool {
        if self.budget == u64::MAX || started.saturating_sub(self.reused) <= 100 {
            return false;
        }
        let (a, b) = self.top_two();
        a > b + self.budget.saturating_sub(started)
    }

    /// Visits of the two most visited root children.
    pub(super) fn top_two(&self) -> (u64, u64) {
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

/// The AMAF weight of a move first made at `first` for a node whose child
/// moves are made at `start`, in a descent and playout of `len` moves: as
/// Pachi's `distance_rave` weighs it, `early` (at least 1) right after the
/// node, falling to 1 at the end.
fn amaf_weight(early: usize, len: usize, start: usize, first: usize) -> u32 {
    1 + (early * (len - first) / (len - start + 1)) as u32
}

#[cfg(test)]
mod tests {
    use super::amaf_weight;

    #[test]
    fn amaf_weighs_moves_made_soon_after_the_node_most() {
        // 100 moves; the node's children are made at move 20.
        assert_eq!(amaf_weight(3, 100, 20, 20), 3);
        assert_eq!(amaf_weight(3, 100, 20, 22), 3);
        assert_eq!(amaf_weight(3, 100, 20, 60), 2);
        assert_eq!(amaf_weight(3, 100, 20, 99), 1);
        assert!((20..100).all(|f| amaf_weight(0, 100, 20, f) == 1));
        // The weights never rise along the playout.
        let w: Vec<u32> = (20..100).map(|f| amaf_weight(3, 100, 20, f)).collect();
        assert!(w.windows(2).all(|p| p[0] >= p[1]), "{w:?}");
    }
}
