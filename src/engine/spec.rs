//! Player specs: the strings that name a player on the command line, in the
//! GTP server and in the window (`random`, `flatmc:games=5,turns=5`,
//! `mcts:playouts=10000,threads=2`, `gtp:<command line>`, `leela:...`).
//!
//! Levels: `level:beginner`, `level:casual`, `level:club`, `level:strong`,
//! `level:strongest` name MCTS players of rising strength (`LEVELS`); MCTS
//! options may follow (`level:club,ponder=1`).
//!
//! GTP engines:
//!
//! - `gtp:<command line>`: any GTP engine; everything after the first colon
//!   is the command line, split like a shell does (quotes, backslashes), e.g.
//!   `gtp:gnugo --mode gtp --level 10`. Options go in brackets before the
//!   colon: `gtp[cwd=DIR,timeout=SECS,start_timeout=SECS,analysis=off]:...`
//!   (working directory; time per move, default 600 s; time to start, default
//!   60 s; whether to use `lz-genmove_analyze` when the engine has it).
//! - `leela:k=v,...`: Leela Zero 0.17 (`leelaz`), 19x19 only. Options:
//!   `weights=PATH` (default `$GOSCAPE_LEELA_WEIGHTS`, then
//!   `~/.local/share/leela-zero/best-network`), `binary=PATH` (default
//!   `leelaz` on PATH, then /usr/games), `visits=N` (default 200 when
//!   playouts is not given either), `playouts=N`, `threads=N`, `seed=N`,
//!   `resign=PERCENT` (0 never resigns), `opencl` (use the GPU instead of
//!   `--cpu-only`), `timeout=SECS` (per move, default 600).
//! - `katago:<command line>`: KataGo's JSON analysis engine (`katago
//!   analysis -model M -config C`), options in brackets before the colon:
//!   `katago[visits=N,timeout=SECS,start_timeout=SECS]:...`
//!   (`engine::katago`).

use crate::player::{Player, SpecError, parse_value, split_options};

/// The AI a new game is played against when nothing else is said: the one
/// place that names it (the window's new-game panel, `goscape play`).
pub const DEFAULT_AI: &str = "mcts:seconds=2,resign=0.05";

/// Named strengths for people choosing an opponent, weakest first: the
/// name (also a spec: `level:club`) and the player it stands for. Their
/// results against GNU Go are in the README.
pub const LEVELS: &[(&str, &str)] = &[
    // The move predictor made 150 playouts win 4 of 10 against GNU Go
    // level 10: a beginner plays 50 with the hand-written priors.
    ("beginner", "mcts:playouts=50,predict=0"),
    ("casual", "mcts:playouts=150"),
    // The stronger levels resign, as players do, once their win rate is
    // below 5%: played on, a lost game ends with hundreds of stones thrown
    // into the opponent's area (the 19x19 games in the README). The weak
    // ones read too few playouts to judge that.
    ("club", "mcts:playouts=5000,threads=2,resign=0.05"),
    ("strong", "mcts:playouts=20000,threads=2,resign=0.05"),
    ("strongest", "mcts:seconds=10,threads=2,resign=0.05"),
];

/// The player `goscape gtp` answers with when none is named: what a GUI
/// that starts it bare should meet.
pub const DEFAULT_GTP_PLAYER: &str = "mcts:playouts=20000,threads=2,resign=0.05";

/// The spec a level's name stands for.
pub fn level_spec(name: &str) -> Option<&'static str> {
    LEVELS.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|&(_, s)| s)
}

/// A player spec as people say it: "MCTS, 2 s a move", "MCTS, club
/// level", "GNU Go", "Leela Zero", "random player".
pub fn describe(spec: &str) -> String {
    let spec = spec.trim();
    let (kind, options) = spec.split_once(':').unwrap_or((spec, ""));
    // `gtp[cwd=DIR]:...` is a GTP engine run in a folder of its own.
    let kind = if kind.starts_with("gtp[") { "gtp" } else { kind };
    let option = |key: &str| options.split(',').find_map(|o| o.strip_prefix(key)?.strip_prefix('='));
    match kind {
        "level" => format!("MCTS, {} level", options.split(',').next().unwrap_or("")),
        "mcts" => match (option("seconds"), option("playouts")) {
            (Some(s), _) => format!("MCTS, {s} s a move"),
            (None, Some(p)) => format!("MCTS, {p} playouts a move"),
            (None, None) => "MCTS".into(),
        },
        "flatmc" => "flat Monte-Carlo".into(),
        "random" => "random player".into(),
        "leela" => "Leela Zero".into(),
        "katago" => "KataGo".into(),
        "gtp" => {
            let mut words = options.split_whitespace();
            let program = words.next().unwrap_or(options);
            let base = std::path::Path::new(program).file_name().map_or(program.into(), |f| f.to_string_lossy());
            // GNU Go's level tells two GNU Gos apart, as people name them.
            let level = words.skip_while(|w| *w != "--level").nth(1);
            match (base.as_ref(), level) {
                ("gnugo", Some(l)) => format!("GNU Go, level {l}"),
                ("gnugo", None) => "GNU Go".into(),
                ("katago", _) => "KataGo".into(),
                ("pachi", _) => "Pachi".into(),
                ("leelaz", _) => "Leela Zero".into(),
                (other, _) => other.to_string(),
            }
        }
        _ => spec.to_string(),
    }
}

/// Makes the player a spec names.
pub fn make_player(spec: &str) -> Result<Box<dyn Player>, SpecError> {
    let spec = spec.trim();
    if let Some(rest) = spec.strip_prefix("level:") {
        // level:NAME[,OPTION...]: the options go to the level's MCTS.
        let (name, extra) = rest.split_once(',').unwrap_or((rest, ""));
        let levels = LEVELS.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ");
        let inner =
            level_spec(name).ok_or_else(|| SpecError::new(spec, format!("no such level (levels: {levels})")))?;
        return if extra.is_empty() { make_player(inner) } else { make_player(&format!("{inner},{extra}")) };
    }
    if spec.starts_with("katago:") || spec.starts_with("katago[") {
        let options = crate::engine::katago::KataGoOptions::from_spec(spec)?;
        return Ok(Box::new(crate::engine::katago::KataGoPlayer::new(options)));
    }
    if spec.starts_with("gtp:") || spec.starts_with("gtp[") {
        let options = crate::engine::gtp_player::parse_gtp_spec(spec)?;
        return Ok(Box::new(crate::engine::gtp_player::GtpPlayer::new(options)));
    }
    let (kind, opts) = split_options(spec);
    match kind {
        "random" => {
            let mut seed = None;
            for (k, v) in opts {
                match k {
                    "seed" => seed = Some(parse_value(spec, k, v)?),
                    _ => return Err(SpecError::new(spec, format!("random takes no option '{k}' (only seed)"))),
                }
            }
            Ok(Box::new(crate::ai::random::RandomPlayer::new(seed)))
        }
        "flatmc" => {
            Ok(Box::new(crate::ai::flatmc::FlatMcPlayer::new(crate::ai::flatmc::FlatMcConfig::from_spec(spec)?)))
        }
        "leela" => {
            let options = crate::engine::leela::LeelaOptions::from_spec(spec, &opts)?;
            Ok(Box::new(crate::engine::leela::LeelaPlayer::new(options)))
        }
        "mcts" => Ok(Box::new(crate::ai::mcts::MctsPlayer::from_spec(spec, &opts)?)),
        _ => Err(SpecError::new(spec, "unknown player kind (expected random, flatmc, mcts, gtp, leela or katago)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_specs_are_refused_with_a_reason() {
        let e = make_player("nonsense").err().unwrap();
        assert!(e.to_string().contains("unknown player kind"));
        assert!(make_player("random:depth=3").is_err());
        assert!(make_player("random:seed=4").is_ok());
        assert!(make_player("mcts:playouts=100,threads=2,resign=0.1,seed=3").is_ok());
        assert!(make_player("mcts:seconds=0.5").is_ok());
        assert!(make_player("mcts:playouts=-5").is_err());
        assert!(make_player("level:grandmaster").is_err());
        for (name, spec) in LEVELS {
            assert_eq!(make_player(&format!("level:{name}")).unwrap().name(), *spec);
        }
    }

    #[test]
    fn gtp_and_leela_specs_make_players_without_starting_anything() {
        assert_eq!(make_player("gtp:gnugo --mode gtp").unwrap().name(), "gtp:gnugo --mode gtp");
        assert_eq!(make_player("leela:visits=2,seed=1").unwrap().name(), "leela:visits=2,seed=1");
        assert!(make_player("leela:visits=-1").is_err());
        assert!(make_player("gtp:").is_err());
    }

    #[test]
    fn specs_are_described_as_people_say_them() {
        assert_eq!(describe("mcts:seconds=2,resign=0.05"), "MCTS, 2 s a move");
        assert_eq!(describe("mcts:playouts=16000,threads=2"), "MCTS, 16000 playouts a move");
        assert_eq!(describe("level:club,ponder=1"), "MCTS, club level");
        assert_eq!(describe("gtp:/usr/games/gnugo --mode gtp --level 10"), "GNU Go, level 10");
        assert_eq!(describe("gtp:gnugo --mode gtp"), "GNU Go");
        assert_eq!(describe("gtp[cwd=/opt/pachi]:/opt/pachi/pachi --nodcnn -t =10000 threads=1"), "Pachi");
        assert_eq!(describe("random"), "random player");
    }
}
