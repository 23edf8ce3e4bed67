//! The options of a player spec, `kind:key=value,key=value`: splitting
//! them, reading one value, and the error that names a bad spec.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_split_into_kind_and_options() {
        assert_eq!(split_options("mcts:playouts=10,threads=2"), ("mcts", vec![("playouts", "10"), ("threads", "2")]));
        assert_eq!(split_options("random"), ("random", vec![]));
    }

    #[test]
    fn a_bad_value_is_named_in_the_error() {
        let e = parse_value::<u32>("mcts:playouts=x", "playouts", "x").unwrap_err();
        assert!(e.to_string().contains("'x' is not a valid value for playouts"), "{e}");
    }
}
