//! Player specs: the strings that name a player on the command line, in the
//! GTP server and in the window (`random`, `flatmc:games=5,turns=5`,
//! `mcts:playouts=10000,threads=2`, `gtp:<command line>`, `leela:...`).
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

use crate::engine::Player;

/// A spec that names no player we can make.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad player spec '{spec}': {why}")]
pub struct SpecError {
    pub spec: String,
    pub why: String,
}

impl SpecError {
    pub fn new(spec: &str, why: impl Into<String>) -> SpecError {
        SpecError { spec: spec.to_string(), why: why.into() }
    }
}

/// Splits `kind:k=v,k=v` into the kind and its options.
pub fn split_options(spec: &str) -> (&str, Vec<(&str, &str)>) {
    let (kind, rest) = spec.split_once(':').unwrap_or((spec, ""));
    let opts = rest
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|kv| kv.split_once('=').map(|(k, v)| (k.trim(), v.trim())).unwrap_or((kv, "")))
        .collect();
    (kind.trim(), opts)
}

/// Parses one option value, naming it in the error.
pub fn parse_value<T: std::str::FromStr>(spec: &str, key: &str, value: &str) -> Result<T, SpecError> {
    value.parse().map_err(|_| SpecError::new(spec, format!("'{value}' is not a valid value for {key}")))
}

/// Makes the player a spec names.
pub fn make_player(spec: &str) -> Result<Box<dyn Player>, SpecError> {
    let spec = spec.trim();
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
        _ => Err(SpecError::new(spec, "unknown player kind (expected random, flatmc, mcts, gtp or leela)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_split_into_kind_and_options() {
        assert_eq!(split_options("mcts:playouts=10,threads=2"), ("mcts", vec![("playouts", "10"), ("threads", "2")]));
        assert_eq!(split_options("random"), ("random", vec![]));
    }

    #[test]
    fn unknown_specs_are_refused_with_a_reason() {
        let e = make_player("nonsense").err().unwrap();
        assert!(e.to_string().contains("unknown player kind"));
        assert!(make_player("random:depth=3").is_err());
        assert!(make_player("random:seed=4").is_ok());
        assert!(make_player("mcts:playouts=100,threads=2,resign=0.1,seed=3").is_ok());
        assert!(make_player("mcts:seconds=0.5").is_ok());
        assert!(make_player("mcts:playouts=-5").is_err());
    }

    #[test]
    fn gtp_and_leela_specs_make_players_without_starting_anything() {
        assert_eq!(make_player("gtp:gnugo --mode gtp").unwrap().name(), "gtp:gnugo --mode gtp");
        assert_eq!(make_player("leela:visits=2,seed=1").unwrap().name(), "leela:visits=2,seed=1");
        assert!(make_player("leela:visits=-1").is_err());
        assert!(make_player("gtp:").is_err());
    }
}
