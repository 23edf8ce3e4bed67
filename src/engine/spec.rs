//! Player specs: the strings that name a player on the command line, in the
//! GTP server and in the window (`random`, `flatmc:games=5,turns=5`,
//! `mcts:playouts=10000,threads=2`, `gtp:<command line>`, `leela:...`).

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
}
