//! Judges of life and death by name, and the one that asks a GTP engine for
//! its own verdict.
//!
//! Specs:
//!
//! - `playouts[:playouts=N,threads=T,read=R,seed=S]`: Monte-Carlo playouts
//!   of the built-in policy (the default: 400 playouts with each side
//!   first), then a local fight read by the MCTS at R playouts a move (1500
//!   by default, 0 for none) for every group the playouts are unsure of.
//!   More playouts and a deeper read are surer and slower.
//! - `fight:<player spec>`: the local fight of each group, played out by
//!   the player (e.g. `fight:mcts:playouts=3000`, `fight:leela:visits=100`).
//! - `engine:<gtp spec>`: the engine's `final_status_list dead` and `seki`
//!   (e.g. `engine:gtp:gnugo --mode gtp --chinese-rules`).

use std::sync::atomic::AtomicBool;

use super::gtp_player::{GtpPlayer, parse_gtp_spec};
use super::make_player;
use crate::go::{Game, Point};
use crate::meaning::fight::FightJudge;
use crate::meaning::groups::{chains, join, stones_of};
use crate::meaning::playouts::PlayoutJudge;
use crate::meaning::{GroupStatus, Judge, JudgeError, Judgement, KeyMoves, Life};
use crate::player::{PlayerError, SpecError, parse_value, split_options};

/// The judge when nothing else is named.
pub const DEFAULT_JUDGE: &str = "playouts";

/// Makes the judge a spec names.
pub fn make_judge(spec: &str) -> Result<Box<dyn Judge>, SpecError> {
    let spec = spec.trim();
    if let Some(player) = spec.strip_prefix("fight:") {
        return Ok(Box::new(FightJudge::new(make_player(player)?)));
    }
    if let Some(gtp) = spec.strip_prefix("engine:") {
        return Ok(Box::new(EngineJudge { player: GtpPlayer::new(parse_gtp_spec(gtp)?) }));
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
                    _ => return Err(SpecError::new(spec, format!("playouts takes no option '{k}'"))),
                }
            }
            if j.playouts == 0 || j.threads == 0 {
                return Err(SpecError::new(spec, "playouts and threads must be at least 1"));
            }
            Ok(Box::new(j))
        }
        _ => Err(SpecError::new(spec, "unknown judge (expected playouts, fight:<player> or engine:<gtp spec>)")),
    }
}

/// A GTP engine's own verdict: its `final_status_list dead` and `seki`.
pub struct EngineJudge {
    player: GtpPlayer,
}

impl EngineJudge {
    /// The stones of every chain the engine lists for `status`.
    fn listed(&mut self, game: &Game, status: &str) -> Result<Vec<Point>, JudgeError> {
        let answer = self.player.ask(game, &format!("final_status_list {status}")).map_err(|e| match e {
            PlayerError::Stopped => JudgeError::Stopped,
            e => JudgeError::Failed(e.to_string()),
        })?;
        answer
            .split_whitespace()
            .map(|v| match Point::parse_gtp(v, game.size()) {
                Ok(Some(p)) => Ok(p),
                _ => Err(JudgeError::Failed(format!("the engine listed '{v}', which is not a point"))),
            })
            .collect()
    }
}

impl Judge for EngineJudge {
    fn name(&self) -> String {
        format!("engine:{}", self.player.options().name)
    }

    fn judge(
        &mut self,
        game: &Game,
        _stop: &AtomicBool,
        progress: &mut dyn FnMut(f32),
    ) -> Result<Judgement, JudgeError> {
        let dead = self.listed(game, "dead")?;
        progress(0.5);
        let seki = self.listed(game, "seki")?;
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
        assert_eq!(make_judge("playouts").unwrap().name(), "playouts=400");
        assert_eq!(make_judge("playouts:playouts=50,read=0").unwrap().name(), "playouts=50");
        assert!(make_judge("fight:mcts:playouts=100").unwrap().name().starts_with("fight:mcts"));
        assert!(make_judge("engine:gtp:gnugo --mode gtp").unwrap().name().starts_with("engine:"));
        for bad in ["oracle", "playouts:playouts=0", "playouts:read=many", "playouts:depth=3", "fight:nobody"] {
            assert!(make_judge(bad).is_err(), "{bad}");
        }
    }
}
