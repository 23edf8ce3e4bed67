//! The MCTS player: UCT with RAVE over a shared tree in an index arena
//! (`u32` ids, atomics, virtual loss), priors for new nodes and heavy
//! playouts from `policy`, superko at the root only, tree reuse between
//! moves, budgets in playouts or seconds, passing once nothing gains, optional
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

use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{RngCore, SeedableRng};

use super::endgame;
use super::policy::features::OWNER_PLAYOUTS;
use super::policy::{self, PASS, Playouts};
use crate::go::{Clock, Color, Game, Idx, MAX_POINTS, Move, Point, Rules, SuicideRule, Turn};
use crate::player::SpecError;
use crate::player::{Decision, Player, PlayerError, Progress, Think};

mod config;
mod lost;
mod reading;
mod search;
mod tree;

pub use config::MctsConfig;
use search::{Pos, Search};
use tree::Tree;

const RELAXED: Ordering = Ordering::Relaxed;

/// How often the coordinator wakes to poll the stop flag and the clock.
const TICK: Duration = Duration::from_millis(5);
/// How often progress is reported.
const REPORT_EVERY: Duration = Duration::from_millis(200);
/// Candidates listed in progress reports.
const MAX_CANDIDATES: usize = 10;
/// Moves of a principal variation.
const MAX_PV: usize = 12;
/// The win rate at or below which the search holds the game lost: the
/// loser plays on for its chances until the winner has passed, then passes
/// too rather than throw stones into settled territory.
const LOST: f32 = 0.15;
/// Playouts whose ownership is enough to call the game settled.
const MIN_PLAYOUTS_TO_SETTLE: u64 = 64;

/// Playouts for a position where the only move is a pass: its score and
/// owners, no choice.
const ONLY_PASS_PLAYOUTS: u64 = 256;

/// Raises the search's stop flag when dropped: a panic in the coordinator
/// then stops the search threads and comes back as the player's failure,
/// instead of leaving the thread scope waiting for them forever.
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, RELAXED);
    }
}

// ---------------------------------------------------------------------------
// The player

/// What a search leaves behind for the next one: the game it was rooted
/// in, its tree (when trees are reused), and the komi shift of a side that
/// has lost (`lost.rs`).
struct Saved {
    tree: Option<Tree>,
    /// The shift the tree's statistics were gathered at.
    shift: f32,
    /// The shift the next search for the same side plays for.
    next_shift: f32,
    /// The side that searched.
    to_play: Color,
    size: usize,
    start_hash: u64,
    first: Color,
    rules: Rules,
    turns: Vec<Turn>,
}

/// How one think ended.
struct Outcome {
    /// The best move and its win rate at the game's komi.
    best: Option<(Move, f32)>,
    playouts: u64,
    /// The root's ownership from the playouts, when there were enough.
    ownership: Option<Vec<f32>>,
    /// The root's moves, most searched first.
    ranked: Vec<Move>,
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

    /// The tree and komi shift to search `game` with: the saved tree
    /// re-rooted at `game`'s position, when `game` extends the game it was
    /// built for at the same shift; else a fresh tree. Analysis plays for the
    /// game's komi.
    fn tree_for(&mut self, game: &Game, analyze: bool) -> (Tree, f32) {
        let fresh = || Tree::new(self.cfg.max_nodes);
        let Some(saved) = self.saved.take() else { return (fresh(), 0.0) };
        if saved.size != game.size()
            || saved.start_hash != game.start_board().hash()
            || saved.first != game.first_player()
            || saved.rules != game.rules()
            || !game.turns().starts_with(&saved.turns)
        {
            return (fresh(), 0.0);
        }
        // A shift is for the side that found itself lost: a player asked
        // for both sides' moves in turn (a GTP engine in self-play) keeps
        // the game's komi.
        let shift = if analyze || saved.to_play != game.to_play() { 0.0 } else { saved.next_shift };
        let Some(tree) = saved.tree.filter(|_| self.cfg.reuse && saved.shift == shift) else {
            return (fresh(), shift);
        };
        let mut node = 0u32;
        for t in &game.turns()[saved.turns.len()..] {
            let idx = match t.mv {
                Move::Pass => PASS,
                Move::Play(p) => game.board().idx(p),
            };
            let Some(kids) = tree.children(node) else { return (fresh(), shift) };
            let Some(k) = kids.clone().find(|&k| tree.node(k).mv.load(RELAXED) == idx) else {
                return (fresh(), shift);
            };
            node = k;
        }
        let b = game.board();
        let c = game.to_play();
        let legal = |i| i == PASS || (!b.is_eye(i, c) && game.check_idx(i, c).is_ok());
        (tree.reroot(node, self.cfg.max_nodes, legal), shift)
    }

    /// Searches `game` until the budget is spent (or, analysing, until
    /// stopped), reporting progress.
    fn search(&mut self, game: &Game, think: &mut Think, analyze: bool) -> Outcome {
        let (tree, shift) = self.tree_for(game, analyze);
        let b = game.board();
        let size = game.size();
        let last_idx = |k: usize| game.played_back(k).map_or(PASS, |p| b.idx(p));
        let points: Vec<Idx> = Point::all(size).map(|p| b.idx(p)).collect();
        // Playouts kept from the last move do not count against this one's.
        let reused = tree.node(0).visits.load(RELAXED) as u64;
        let plan = if analyze { Budget::default() } else { Budget::of(&self.cfg, game, think.clock()) };
        let budget = reused.saturating_add(plan.playouts.unwrap_or(u64::MAX));
        // Each move's true result is counted only while the komi is shifted.
        let counted = if shift == 0.0 { 0 } else { MAX_POINTS };
        // The move's time starts before the reader's share of it.
        let start = Instant::now();
        let mut search = Search {
            tree: &tree,
            cfg: &self.cfg,
            root: b,
            root_color: game.to_play(),
            root_last: last_idx(1),
            root_last2: last_idx(2),
            root_passes: game.passes_in_row().min(1) as u32,
            komi: game.rules().komi + shift,
            real_komi: game.rules().komi,
            real_visits: (0..counted).map(|_| AtomicU32::new(0)).collect(),
            real_wins: (0..counted).map(|_| AtomicU32::new(0)).collect(),
            score_sum: AtomicI64::new(0),
            scored: AtomicU64::new(0),
            allow_suicide: game.rules().suicide == SuicideRule::Allow,
            expand_at: self.cfg.expand_at(size),
            even: if size <= 9 { 10.0 } else { 20.0 },
            reads_owners: self.cfg.priors && self.cfg.predict > 0.0 && policy::reads_owners(size),
            ownership: points.iter().map(|_| AtomicI64::new(0)).collect(),
            size,
            points,
            owned: AtomicU64::new(0),
            started: AtomicU64::new(reused),
            reused,
            budget,
            done: AtomicBool::new(false),
            reading: (self.cfg.read > 0 && self.cfg.priors)
                .then(|| reading::read_root(b, self.cfg.read, read_time(size, plan.soft), self.cfg.read_uses)),
        };
        search.reprior_root();
        if search.reads_owners {
            // The move predictor reads who owns each point: playouts of the
            // root first, counted in the budget, as Pachi plays some before
            // its first priors.
            let mut w = search.thread_buffers(self.seed_rng.next_u64());
            let root = Playouts { board: b, to_play: search.root_color, last: search.root_last, kind: self.cfg.policy };
            root.count_into(OWNER_PLAYOUTS, &mut w.rng, &mut w.scratch, &mut w.own);
            search.flush_sums(&mut w);
            search.started.fetch_add(OWNER_PLAYOUTS as u64, RELAXED);
        }
        if tree.children(0).is_none() {
            let c = game.to_play();
            let mut cands = Vec::new();
            let pos = Pos { board: b, to_play: c, last: search.root_last, last2: search.root_last2 };
            search.expand(0, pos, &mut cands, |_, i| game.check_idx(i, c).is_ok());
        }
        let at = |secs: Option<f64>| secs.map(|s| start + Duration::from_secs_f64(s));
        let (soft, hard) = (at(plan.soft), at(plan.hard));
        let only_pass = tree.children(0).is_none_or(|k| k.len() <= 1);
        if only_pass {
            // Nothing but a pass to choose: a few playouts still give the
            // position's score and owners, which a finished game is asked for.
            search.budget = search.budget.min(search.started.load(RELAXED) + ONLY_PASS_PLAYOUTS);
        }
        let seeds: Vec<u64> = (0..self.cfg.threads).map(|_| self.seed_rng.next_u64()).collect();
        if !think.stopped() {
            std::thread::scope(|s| {
                for &seed in &seeds {
                    let search = &search;
                    s.spawn(move || search.work(seed));
                }
                let _stop = StopOnDrop(&search.done);
                let mut last_report = start;
                loop {
                    std::thread::sleep(TICK);
                    let now = Instant::now();
                    let done_playouts = search.started.load(RELAXED).saturating_sub(reused);
                    let fraction = plan.fraction(start, now, done_playouts);
                    let mut stop = think.stopped() || search.done.load(RELAXED);
                    let (a, b2) = search.top_two();
                    if hard.is_some_and(|d| now >= d) {
                        stop = true;
                    }
                    if soft.is_some_and(|d| now >= d) {
                        // On the clock, a close race between the best two
                        // moves earns time up to the most the clock allows.
                        let close = (b2 as f64) >= 0.7 * a as f64;
                        if !(close && hard > soft) {
                            stop = true;
                        }
                    } else if let (false, None, Some(d)) = (analyze || stop, plan.playouts, soft) {
                        // Stop early when the second best move can no longer
                        // catch up with the best in the time left (on a
                        // playout budget the workers judge this themselves).
                        let rate = done_playouts as f64 / (now - start).as_secs_f64().max(1e-3);
                        let left = (rate * (d - now).as_secs_f64()) as u64;
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
        let fraction = plan.fraction(start, Instant::now(), search.started.load(RELAXED).saturating_sub(reused));
        let progress = search.progress(fraction);
        let playouts = progress.playouts;
        let best = match search.root_children().first() {
            Some(&k) if only_pass || search.tree.node(k).visits.load(RELAXED) > 0 => {
                Some((search.to_move(search.tree.node(k).mv.load(RELAXED)), search.real_winrate(k)))
            }
            _ => None,
        };
        let ranked =
            search.root_children().iter().map(|&k| search.to_move(search.tree.node(k).mv.load(RELAXED))).collect();
        let ownership = if playouts >= MIN_PLAYOUTS_TO_SETTLE { progress.ownership.clone() } else { None };
        let next_shift = match (best, search.real_margin()) {
            (Some((_, rate)), Some(margin)) if self.cfg.dynkomi => {
                lost::next_shift(shift, rate, margin, game.to_play())
            }
            (_, Some(_)) => 0.0,
            _ => shift,
        };
        think.report(progress);
        drop(search);
        self.saved = Some(Saved {
            tree: self.cfg.reuse.then_some(tree),
            shift,
            next_shift,
            to_play: game.to_play(),
            size,
            start_hash: game.start_board().hash(),
            first: game.first_player(),
            rules: game.rules(),
            turns: game.turns().to_vec(),
        });
        Outcome { best, playouts, ownership, ranked }
    }
}

/// The reader's share of a move: a tenth of a timed move, capped by board
/// size (next to thousands of playouts it is cheap).
fn read_time(size: usize, soft: Option<f64>) -> Duration {
    let cap = match size {
        0..=9 => 0.04,
        10..=13 => 0.08,
        _ => 0.15,
    };
    Duration::from_secs_f64(soft.map_or(cap, |s| (0.1 * s).min(cap)))
}

/// What one move may spend: playouts, and seconds it aims at (`soft`) and
/// may stretch to (`hard`) when the best two moves are close. Nothing set:
/// until stopped (analysis).
#[derive(Clone, Copy, Default)]
struct Budget {
    playouts: Option<u64>,
    soft: Option<f64>,
    hard: Option<f64>,
}

impl Budget {
    /// The spec's budget, or on the clock the time it allows (the spec's
    /// own playouts and seconds, when given, still cap it).
    fn of(cfg: &MctsConfig, game: &Game, clock: Option<&Clock>) -> Budget {
        let Some(clock) = clock else {
            return Budget { playouts: cfg.playouts, soft: cfg.seconds, hard: cfg.seconds };
        };
        // About a third of the empty points are still to be played by each
        // side in a game played to the end.
        let moves_left = (game.board().empties().len() as u32 / 3).max(8);
        let t = clock.think_time(game.to_play(), moves_left);
        let cap = |v: f64| cfg.seconds.map_or(v, |s| v.min(s));
        Budget {
            playouts: if cfg.default_budget { None } else { cfg.playouts },
            soft: Some(cap(t.target)),
            hard: Some(cap(t.max)),
        }
    }

    /// The share of the budget spent, `playouts` being this search's own.
    fn fraction(&self, start: Instant, now: Instant, playouts: u64) -> Option<f32> {
        let by_time = self.soft.map(|s| ((now - start).as_secs_f64() / s) as f32);
        let by_playouts = self.playouts.map(|n| playouts as f32 / n as f32);
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
        let opponent_passed = game.last_move().is_some_and(|t| t.mv == Move::Pass);
        if opponent_passed && count_wins_for(game, c) {
            // The opponent passed and the count as it stands wins: end it.
            return Ok(Decision::Play(Move::Pass));
        }
        let out = self.search(game, think, false);
        match out.best {
            Some((_, rate)) if self.cfg.resign > 0.0 && out.playouts >= 100 && rate < self.cfg.resign => {
                Ok(Decision::Resign)
            }
            Some((_, rate)) if rate <= LOST && opponent_passed && out.playouts >= MIN_PLAYOUTS_TO_SETTLE => {
                Ok(Decision::Play(Move::Pass))
            }
            Some((mv, rate)) => Ok(Decision::Play(match &out.ownership {
                // Once every area is settled a move inside one gains
                // nothing under area scoring, whatever the search's noise
                // prefers; it is replaced by a dame or a pass, so that
                // close games end as decided ones do, with open territory.
                // A side that has lost plays on for its chances.
                Some(own) if rate > LOST => {
                    let seed = self.seed_rng.next_u64();
                    endgame::settle(endgame::advise_checked(game, own, self.cfg.remove_dead, seed), mv, out.ranked)
                }
                _ => mv,
            })),
            None => Err(PlayerError::Stopped),
        }
    }

    fn analyze(&mut self, game: &Game, think: &mut Think) -> Result<(), PlayerError> {
        self.search(game, think, true);
        Ok(())
    }

    fn ponders(&self) -> bool {
        self.cfg.ponder
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
    use super::tree::{Node, pack_prior, unpack_prior};
    use super::*;
    use crate::ai::policy::Prior;
    use std::sync::atomic::AtomicU32;

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
            let t = p.saved.as_ref().unwrap().tree.as_ref().unwrap();
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
    fn a_lost_side_shifts_its_own_komi_and_not_its_opponents() {
        // No 5x5 board is worth a komi of 40.5 to White: Black has lost.
        let mut g = Game::new(5, Rules { komi: 40.5, ..Rules::default() }).unwrap();
        let mut p =
            MctsPlayer::new("mcts", MctsConfig { playouts: Some(1000), seed: Some(2), ..MctsConfig::default() });
        let stop = AtomicBool::new(false);
        let mut sink = |_: Progress| {};
        let mut think = quiet_think(&stop, &mut sink);
        p.search(&g, &mut think, false);
        let shift = p.saved.as_ref().unwrap().next_shift;
        // Black is given points: a smaller komi, for its next search.
        assert!(shift < -20.0, "{shift}");
        assert_eq!(p.tree_for(&g, false).1, shift);
        // Analysis plays for the game's komi.
        p.search(&g, &mut think, false);
        assert_eq!(p.tree_for(&g, true).1, 0.0);
        // So does White, asked next by the same player.
        p.search(&g, &mut think, false);
        g.play_next(Move::Play(Point::new(2, 2))).unwrap();
        assert_eq!(p.tree_for(&g, false).1, 0.0);
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
        let saved = p.saved.as_ref().unwrap().tree.as_ref().unwrap();
        let kids = saved.children(0).unwrap();
        let ours = kids.clone().find(|&k| saved.node(k).mv.load(RELAXED) == g.board().idx(mv.point().unwrap()));
        let ours = ours.unwrap();
        let reply = saved.children(ours).unwrap().max_by_key(|&k| saved.node(k).visits.load(RELAXED)).unwrap();
        let reply_visits = saved.node(reply).visits.load(RELAXED);
        let reply_mv = saved.node(reply).mv.load(RELAXED);
        assert!(reply_visits > 10);
        let reply_move = if reply_mv == PASS { Move::Pass } else { Move::Play(g.board().point(reply_mv)) };
        g.play_next(reply_move).unwrap();
        let (tree, _) = p.tree_for(&g, false);
        assert_eq!(tree.node(0).visits.load(RELAXED), reply_visits);
        // A game that does not extend the saved one starts afresh.
        p.search(&g, &mut think, false);
        let other = Game::new(7, Rules::default()).unwrap();
        assert_eq!(p.tree_for(&other, false).0.node(0).visits.load(RELAXED), 0);
    }
}
