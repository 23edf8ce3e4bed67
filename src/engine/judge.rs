//! Judges of life and death by name, and the one that asks a GTP engine for
//! its own verdict.
//!
//! Specs:
//!
//! - `playouts[:playouts=N,threads=T,read=R,seed=S,nodes=K]`: the reader of
//!   life and death first (K nodes a search for each group, 4000 by
//!   default, 0 for no reading), then Monte-Carlo playouts of the built-in
//!   policy for the groups it cannot answer (400 playouts with each side
//!   first), then a local fight played by the MCTS at R playouts a move
//!   (1000 by default, 0 for none) for every group still unsure. More
//!   playouts, nodes and a deeper fight are surer and slower. T threads
//!   run the fights; a verdict is the same on any number of them and any
//!   number of cores (the reading's time caps bind only a machine slower
//!   or busier than it needs).
//! - `fight:<player spec>`: the local fight of each group, played out by
//!   the player (e.g. `fight:mcts:playouts=3000`, `fight:leela:visits=100`).
//! - `engine:<gtp spec>`: the engine's `final_status_list dead` and `seki`
//!   (e.g. `engine:gtp:gnugo --mode gtp --chinese-rules`); an engine without
//!   that command but with `kata-analyze` is judged by its ownership, as
//!   below.
//! - `ownership[:visits=V,seconds=S]:<gtp spec>`: the ownership an engine
//!   reports with `kata-analyze ... ownership true` (KataGo, or `goscape
//!   gtp`), read once it has searched V visits (400) or S seconds (10),
//!   whichever comes first: a chain on points its side owns lives, one on
//!   points the opponent owns is dead, one in between is unsettled.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::gtp_player::{GtpPlayer, parse_gtp_spec};
use super::make_player;
use crate::go::{Color, Game, Point};
use crate::meaning::fight::FightJudge;
use crate::meaning::groups::{chains, join, stones_of};
use crate::meaning::playouts::PlayoutJudge;
use crate::meaning::{GroupStatus, Judge, JudgeError, Judgement, KeyMoves, Life, Source};
use crate::player::{Player, PlayerError, Progress, SpecError, Think, parse_value, split_options};

/// The judge when nothing else is named.
pub const DEFAULT_JUDGE: &str = "playouts";

/// Makes the judge a spec names.
pub fn make_judge(spec: &str) -> Result<Box<dyn Judge>, SpecError> {
    let spec = spec.trim();
    if let Some(player) = spec.strip_prefix("fight:") {
        return Ok(Box::new(FightJudge::new(make_player(player)?)));
    }
    if let Some(gtp) = spec.strip_prefix("engine:") {
        let player = GtpPlayer::new(parse_gtp_spec(gtp)?);
        return Ok(Box::new(EngineJudge { player, budget: Budget::default(), ownership_only: false }));
    }
    if let Some(rest) = spec.strip_prefix("ownership:") {
        let mut budget = Budget::default();
        // Options, when given, come before the engine's spec.
        let gtp = match rest.split_once(':') {
            Some((opts, gtp)) if opts.split(',').all(|kv| kv.starts_with("visits=") || kv.starts_with("seconds=")) => {
                for (k, v) in split_options(&format!("ownership:{opts}")).1 {
                    match k {
                        "visits" => budget.visits = parse_value(spec, k, v)?,
                        "seconds" => budget.seconds = parse_value(spec, k, v)?,
                        _ => return Err(SpecError::new(spec, format!("ownership takes no option '{k}'"))),
                    }
                }
                gtp
            }
            _ => rest,
        };
        if budget.visits == 0 || budget.seconds <= 0.0 {
            return Err(SpecError::new(spec, "visits and seconds must be more than 0"));
        }
        let player = GtpPlayer::new(parse_gtp_spec(gtp)?);
        return Ok(Box::new(EngineJudge { player, budget, ownership_only: true }));
    }
    let (kind, opts) = split_options(spec);
    match kind {
        "playouts" => {
            let mut j = PlayoutJudge::default();
            for (k, v) in opts {
                match k {
                    "playouts" => j.playouts = parse_value(spec, k, v)?,
                    "threads" => j.threads = parse_value(spec, k, v)?,
                    "seed" => j.seed = parse_value(spec, k, v)?,
                    "read" => j.read = parse_value(spec, k, v)?,
                    "nodes" => j.reading.reader.nodes = parse_value(spec, k, v)?,
                    _ => return Err(SpecError::new(spec, format!("playouts takes no option '{k}'"))),
                }
            }
            if j.playouts == 0 || j.threads == 0 {
                return Err(SpecError::new(spec, "playouts and threads must be at least 1"));
            }
            Ok(Box::new(j))
        }
        _ => Err(SpecError::new(
            spec,
            "unknown judge (expected playouts, fight:<player>, engine:<gtp spec> or ownership:<gtp spec>)",
        )),
    }
}

fn judge_error(e: PlayerError) -> JudgeError {
    match e {
        PlayerError::Stopped => JudgeError::Stopped,
        e => JudgeError::Failed(e.to_string()),
    }
}

/// How long an engine's ownership is searched before it is read.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub visits: u64,
    pub seconds: f32,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { visits: 400, seconds: 10.0 }
    }
}

/// A chain whose points its side owns by at least this much lives; one
/// the opponent owns by as much is dead.
const OWNED: f32 = 0.3;

/// A GTP engine's own verdict: its `final_status_list dead` and `seki`, or
/// the ownership it reports.
pub struct EngineJudge {
    player: GtpPlayer,
    budget: Budget,
    /// Judge by ownership even if the engine has `final_status_list`.
    ownership_only: bool,
}

impl EngineJudge {
    /// The stones of every chain the engine lists for `status`.
    fn listed(&mut self, game: &Game, status: &str) -> Result<Vec<Point>, PlayerError> {
        let answer = self.player.ask(game, &format!("final_status_list {status}"))?;
        answer
            .split_whitespace()
            .map(|v| match Point::parse_gtp(v, game.size()) {
                Ok(Some(p)) => Ok(p),
                _ => Err(PlayerError::Failed(format!("the engine listed '{v}', which is not a point"))),
            })
            .collect()
    }

    /// The engine's ownership of `game`'s position (Black's view, row by
    /// row), once it has searched the budget; an error if it never reports
    /// any. `stop` ends the wait.
    fn ownership(&mut self, game: &Game, stop: &AtomicBool) -> Result<Vec<f32>, JudgeError> {
        let budget = self.budget;
        let enough = AtomicBool::new(false);
        let mut last: Option<Vec<f32>> = None;
        let started = Instant::now();
        let deadline = Duration::from_secs_f32(budget.seconds);
        let result = std::thread::scope(|s| {
            // Ends the analysis at the deadline, or when the user stops,
            // even if the engine reports nothing.
            let watch = s.spawn(|| {
                while !enough.load(Ordering::Relaxed) {
                    if stop.load(Ordering::Relaxed) || started.elapsed() >= deadline {
                        enough.store(true, Ordering::Relaxed);
                    }
                    std::thread::sleep(Duration::from_millis(20));
                }
            });
            let mut seen = |p: Progress| {
                if let Some(o) = p.ownership {
                    last = Some(o);
                    if p.playouts >= budget.visits {
                        enough.store(true, Ordering::Relaxed);
                    }
                }
            };
            let r = self.player.analyze(game, &mut Think::new(&enough, &mut seen));
            enough.store(true, Ordering::Relaxed);
            let _ = watch.join();
            r
        });
        if stop.load(Ordering::Relaxed) {
            return Err(JudgeError::Stopped);
        }
        result.map_err(judge_error)?;
        let n = game.size();
        match last {
            Some(o) if o.len() == n * n => Ok(o),
            Some(o) => Err(JudgeError::Failed(format!("the engine's ownership has {} points, not {}", o.len(), n * n))),
            None => Err(JudgeError::Failed(format!(
                "{} reported no ownership in {} s (it needs kata-analyze with ownership)",
                self.player.options().name,
                budget.seconds
            ))),
        }
    }

    /// The verdict from ownership: each chain by the mean ownership of its
    /// points, from its side's view.
    fn by_ownership(&mut self, game: &Game, stop: &AtomicBool) -> Result<Judgement, JudgeError> {
        let own = self.ownership(game, stop)?;
        let board = game.board();
        let n = board.size();
        let cs = chains(board);
        let verdict = |k: usize| {
            let c = &cs[k];
            let sign = if c.color == Color::Black { 1.0 } else { -1.0 };
            let v = sign * c.stones.iter().map(|p| own[p.y as usize * n + p.x as usize]).sum::<f32>()
                / c.stones.len() as f32;
            let life = if v >= OWNED {
                Life::Alive
            } else if v <= -OWNED {
                Life::Dead
            } else {
                Life::Unsettled
            };
            (life, v.abs().min(1.0))
        };
        let verdicts: Vec<(Life, f32)> = (0..cs.len()).map(verdict).collect();
        let groups = join(board, &cs, |a, b| verdicts[a].0 == verdicts[b].0)
            .into_iter()
            .map(|members| GroupStatus {
                color: cs[members[0]].color,
                stones: stones_of(&cs, &members),
                life: verdicts[members[0]].0,
                confidence: members.iter().map(|&k| verdicts[k].1).fold(1.0f32, f32::min),
                keys: KeyMoves::default(),
                source: Source::Engine,
                ko: crate::meaning::Ko::default(),
            })
            .collect();
        Ok(Judgement { size: n, to_play: game.to_play(), groups, ownership: Some(own), source: self.name() })
    }
}

impl Judge for EngineJudge {
    fn name(&self) -> String {
        let kind = if self.ownership_only { "ownership" } else { "engine" };
        format!("{kind}:{}", self.player.options().name)
    }

    fn judge(
        &mut self,
        game: &Game,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(f32),
    ) -> Result<Judgement, JudgeError> {
        if self.ownership_only {
            let j = self.by_ownership(game, stop)?;
            progress(1.0);
            return Ok(j);
        }
        let dead = match self.listed(game, "dead") {
            // No final_status_list: the engine's ownership, if it has one.
            Err(PlayerError::Unsupported(why)) => {
                return self.by_ownership(game, stop).map_err(|e| match e {
                    JudgeError::Failed(more) => JudgeError::Failed(format!("{why}; {more}")),
                    e => e,
                });
            }
            r => r.map_err(judge_error)?,
        };
        progress(0.5);
        let seki = self.listed(game, "seki").map_err(judge_error)?;
        progress(1.0);
        let board = game.board();
        let cs = chains(board);
        let life_of = |k: usize| {
            let p = cs[k].stones[0];
            if dead.contains(&p) {
                Life::Dead
            } else if seki.contains(&p) {
                Life::Seki
            } else {
                Life::Alive
            }
        };
        let groups = join(board, &cs, |a, b| life_of(a) == life_of(b))
            .into_iter()
            .map(|members| {
                let stones = stones_of(&cs, &members);
                GroupStatus {
                    color: cs[members[0]].color,
                    stones,
                    life: life_of(members[0]),
                    confidence: 1.0,
                    keys: KeyMoves::default(),
                    source: Source::Engine,
                    ko: crate::meaning::Ko::default(),
                }
            })
            .collect();
        Ok(Judgement { size: board.size(), to_play: game.to_play(), groups, ownership: None, source: self.name() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_name_judges_and_bad_ones_are_refused() {
        assert_eq!(make_judge("playouts").unwrap().name(), "reading (nodes=4000), playouts=400");
        assert_eq!(make_judge("playouts:playouts=50,read=0,nodes=0").unwrap().name(), "playouts=50");
        assert!(make_judge("fight:mcts:playouts=100").unwrap().name().starts_with("fight:mcts"));
        assert!(make_judge("engine:gtp:gnugo --mode gtp").unwrap().name().starts_with("engine:"));
        for ok in [
            "ownership:gtp:katago gtp",
            "ownership:visits=50,seconds=3:gtp:katago gtp",
            "ownership:gtp[start_timeout=9]:k",
        ] {
            assert!(make_judge(ok).unwrap().name().starts_with("ownership:"), "{ok}");
        }
        for bad in ["ownership:visits=0:gtp:k", "ownership:seconds=0:gtp:k", "ownership:visits=x:gtp:k"] {
            assert!(make_judge(bad).is_err(), "{bad}");
        }
        for bad in ["oracle", "playouts:playouts=0", "playouts:read=many", "playouts:depth=3", "fight:nobody"] {
            assert!(make_judge(bad).is_err(), "{bad}");
        }
    }
}
