//! Gorilla's flat Monte-Carlo player: every reasonable move (legal, not
//! filling one of its own eyes) gets G sample games of T random reasonable
//! turns; each sample ends with a position evaluation, the samples are
//! averaged, and the move with the best average is played. Candidates are
//! spread over threads.

use std::time::{Duration, Instant};

use crossbeam_channel::RecvTimeoutError;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::endgame;
use crate::go::playout::{play_turns, random_move};
use crate::go::{Board, Color, Game, Move, Point};
use crate::player::{Candidate, Decision, Player, PlayerError, Progress, Think};
use crate::player::{SpecError, parse_value, split_options};

/// Settings of the flat Monte-Carlo player.
#[derive(Clone, Debug, PartialEq)]
pub struct FlatMcConfig {
    /// Sample games per candidate move (Gorilla's G).
    pub games: usize,
    /// Random turns per sample game (Gorilla's T).
    pub turns: usize,
    pub threads: usize,
    pub seed: Option<u64>,
}

impl Default for FlatMcConfig {
    fn default() -> Self {
        FlatMcConfig { games: 10, turns: 10, threads: default_threads(), seed: None }
    }
}

pub(crate) fn default_threads() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}

impl FlatMcConfig {
    /// Reads `flatmc:games=G,turns=T,threads=N,seed=S`.
    pub fn from_spec(spec: &str) -> Result<FlatMcConfig, SpecError> {
        let (_, opts) = split_options(spec);
        let mut c = FlatMcConfig::default();
        for (k, v) in opts {
            match k {
                "games" | "g" => c.games = parse_value(spec, k, v)?,
                "turns" | "t" => c.turns = parse_value(spec, k, v)?,
                "threads" => c.threads = parse_value(spec, k, v)?,
                "seed" => c.seed = Some(parse_value(spec, k, v)?),
                _ => {
                    return Err(SpecError::new(
                        spec,
                        format!("flatmc has no option '{k}' (games, turns, threads, seed)"),
                    ));
                }
            }
        }
        if c.games == 0 || c.threads == 0 {
            return Err(SpecError::new(spec, "games and threads must be at least 1"));
        }
        Ok(c)
    }
}

/// Gorilla's position evaluation at the end of a sample: the sum of the
/// control map, positive for Black.
pub fn evaluate(board: &Board) -> f32 {
    crate::influence::control::evaluate(board)
}

/// Playouts that judge whether the game is settled.
const SETTLE_PLAYOUTS: usize = 256;

pub struct FlatMcPlayer {
    config: FlatMcConfig,
    seed_counter: u64,
}

impl FlatMcPlayer {
    pub fn new(config: FlatMcConfig) -> FlatMcPlayer {
        let seed_counter = config.seed.unwrap_or_else(rand::random);
        FlatMcPlayer { config, seed_counter }
    }

    /// Every reasonable move for the side to move, with its average
    /// evaluation from the mover's side, best first. Stops early (with the
    /// candidates finished so far) when `think` is stopped.
    pub fn evaluate_moves(&mut self, game: &Game, think: &mut Think) -> Vec<(Point, f32)> {
        let c = game.to_play();
        let board = game.board();
        let candidates: Vec<Point> = board
            .empties()
            .iter()
            .filter(|&&i| !board.is_eye(i, c) && game.check_idx(i, c).is_ok())
            .map(|&i| board.point(i))
            .collect();
        let next = AtomicUsize::new(0);
        let threads = self.config.threads.min(candidates.len()).max(1);
        let (games, turns) = (self.config.games, self.config.turns);
        let base_seed = self.seed_counter;
        self.seed_counter = self.seed_counter.wrapping_add(0x9E37_79B9);
        let total = candidates.len();
        let stop = think.stop_flag();
        let (tx, rx) = crossbeam_channel::unbounded::<(Point, f32)>();
        let mut r = Vec::with_capacity(total);
        std::thread::scope(|s| {
            for t in 0..threads {
                let (candidates, next, tx) = (&candidates, &next, tx.clone());
                s.spawn(move || {
                    let mut rng = SmallRng::seed_from_u64(base_seed ^ (t as u64).wrapping_mul(0xA24B_AED4_963E_E407));
                    while !stop.load(Ordering::Relaxed) {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&p) = candidates.get(k) else { break };
                        if tx.send((p, sample(board, p, c, games, turns, stop, &mut rng))).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(tx);
            // Collect results, reporting progress a few times a second.
            let mut last_report = Instant::now();
            loop {
                match rx.recv_timeout(Duration::from_millis(50)) {
                    Ok(v) => r.push(v),
                    Err(RecvTimeoutError::Disconnected) => break,
                    Err(RecvTimeoutError::Timeout) => {}
                }
                if last_report.elapsed() >= Duration::from_millis(200) {
                    think.report(progress(&r, total, games));
                    last_report = Instant::now();
                }
            }
        });
        think.report(progress(&r, total, games));
        r.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        r
    }
}

/// The average evaluation, from `c`'s side, of `games` samples of `turns`
/// random turns after `c` plays `p` (fewer when `stop` is raised).
fn sample(board: &Board, p: Point, c: Color, games: usize, turns: usize, stop: &AtomicBool, rng: &mut SmallRng) -> f32 {
    let mut sum = 0.0;
    let mut n = 0;
    for _ in 0..games {
        if stop.load(Ordering::Relaxed) && n > 0 {
            break;
        }
        n += 1;
        let mut b = board.clone();
        b.play(b.idx(p), c);
        play_turns(&mut b, c.opponent(), None, turns, |b, c, _| random_move(b, c, rng), |_, _, _| {});
        sum += evaluate(&b) * c.sign();
    }
    sum / n as f32
}

fn progress(done: &[(Point, f32)], total: usize, games: usize) -> Progress {
    let mut sorted = done.to_vec();
    sorted.sort_by(|a, b| b.1.total_cmp(&a.1));
    Progress {
        playouts: (done.len() * games) as u64,
        best: sorted.first().map(|&(p, _)| Move::Play(p)),
        winrate: None,
        score: None,
        candidates: sorted
            .iter()
            .take(10)
            .map(|&(p, v)| Candidate {
                mv: Move::Play(p),
                visits: games as u64,
                // The average evaluation per point of the board, squashed to 0..1.
                winrate: 0.5 + 0.5 * (v / 10.0).tanh(),
                prior: None,
                pv: vec![Move::Play(p)],
                score: None,
                ownership: None,
            })
            .collect(),
        ownership: None,
        ownership_stdev: None,
        fraction_done: Some(if total == 0 { 1.0 } else { done.len() as f32 / total as f32 }),
    }
}

impl Player for FlatMcPlayer {
    fn name(&self) -> String {
        format!("flatmc:games={},turns={}", self.config.games, self.config.turns)
    }

    fn gen_move(&mut self, game: &Game, think: &mut Think) -> Result<Decision, PlayerError> {
        let ranked = self.evaluate_moves(game, think);
        let Some(&(best, _)) = ranked.first() else { return Ok(Decision::Play(Move::Pass)) };
        // The samples are too short to see that a move gains nothing once
        // the game is decided: playouts to the end judge that instead.
        let seed = self.seed_counter;
        let own = endgame::ownership_with_first(game.board(), game.to_play(), SETTLE_PLAYOUTS, seed);
        let advice = endgame::advise_checked(game, &own, true, seed ^ 1);
        Ok(Decision::Play(endgame::settle(advice, Move::Play(best), ranked.iter().map(|&(p, _)| Move::Play(p)))))
    }
}
