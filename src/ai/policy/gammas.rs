//! The move predictor: a strength (gamma) for every value of every feature
//! group; a move's strength is the product over its values, and its
//! probability its share of the position's total (Coulom's generalised
//! Bradley-Terry model). The gammas goscape plays with are learned by
//! `goscape train` and kept in data/move-gammas.txt, built into the binary.

use std::fmt::Write as _;
use std::sync::OnceLock;

use super::features::{Features, GROUP_NAMES, GROUP_SIZES, GROUPS};

/// The range a gamma is kept in: a move's strength, the product of one
/// gamma per group, then stays a normal f32 (10^-36 to 10^36).
pub const GAMMA_RANGE: (f32, f32) = (1e-4, 1e4);

/// Strengths per group and value; 1 for a value never seen.
#[derive(Clone, Debug, PartialEq)]
pub struct Gammas {
    pub values: [Vec<f32>; GROUPS],
}

impl Default for Gammas {
    fn default() -> Self {
        Gammas { values: GROUP_SIZES.map(|n| vec![1.0; n]) }
    }
}

impl Gammas {
    /// The gammas built into goscape.
    pub fn builtin() -> &'static Gammas {
        static BUILTIN: OnceLock<Gammas> = OnceLock::new();
        BUILTIN.get_or_init(|| {
            Gammas::parse(include_str!("../../../data/move-gammas.txt")).expect("the built-in gammas parse")
        })
    }

    /// The strength of a move with these features.
    #[inline]
    pub fn strength(&self, f: &Features) -> f32 {
        let mut s = 1.0;
        for (g, &v) in f.iter().enumerate() {
            s *= self.values[g][v as usize];
        }
        s
    }

    /// Reads lines `group value gamma` (`#` starts a comment); values not
    /// listed keep gamma 1.
    pub fn parse(text: &str) -> Result<Gammas, String> {
        let mut out = Gammas::default();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let err = |why: &str| format!("line {}: {why}: '{line}'", n + 1);
            let mut parts = line.split_whitespace();
            let (Some(name), Some(value), Some(gamma), None) = (parts.next(), parts.next(), parts.next(), parts.next())
            else {
                return Err(err("expected a group, a value and a gamma"));
            };
            let g = GROUP_NAMES.iter().position(|&g| g == name).ok_or_else(|| err("unknown group"))?;
            let v: usize = value.parse().map_err(|_| err("the value is not a number"))?;
            let gamma: f32 = gamma.parse().map_err(|_| err("the gamma is not a number"))?;
            if v >= GROUP_SIZES[g] {
                return Err(err("the value is out of range"));
            }
            if !(GAMMA_RANGE.0..=GAMMA_RANGE.1).contains(&gamma) {
                return Err(err("a gamma must be a number from 0.0001 to 10000"));
            }
            out.values[g][v] = gamma;
        }
        Ok(out)
    }

    /// Writes every gamma that is not 1, in the format `parse` reads, under
    /// the comment lines of `header`.
    pub fn to_text(&self, header: &str) -> String {
        let mut s = String::new();
        for line in header.lines() {
            let _ = writeln!(s, "# {line}");
        }
        for (g, values) in self.values.iter().enumerate() {
            for (v, &gamma) in values.iter().enumerate() {
                if gamma != 1.0 {
                    // The shortest text that reads back as the same f32.
                    let _ = writeln!(s, "{} {v} {gamma}", GROUP_NAMES[g]);
                }
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::super::features::{CAPTURE, SHAPE};
    use super::*;

    #[test]
    fn gammas_survive_writing_and_reading() {
        let mut g = Gammas::default();
        g.values[CAPTURE][2] = 12.5;
        g.values[SHAPE][4321] = 0.000_371_23;
        let text = g.to_text("test gammas");
        assert_eq!(Gammas::parse(&text).unwrap(), g);
        let mut f = [0u16; GROUPS];
        f[CAPTURE] = 2;
        f[SHAPE] = 4321;
        assert!((g.strength(&f) - 12.5 * 0.000_371_23).abs() < 1e-7);
    }

    #[test]
    fn bad_lines_are_refused_with_their_number() {
        assert!(Gammas::parse("capture 1 2.0\nfoo 1 2.0").unwrap_err().contains("line 2"));
        assert!(Gammas::parse("capture 99 2.0").unwrap_err().contains("out of range"));
        for bad in ["capture 1 -2", "capture 1 0", "capture 1 1e9", "capture 1 NaN"] {
            assert!(Gammas::parse(bad).unwrap_err().contains("0.0001 to 10000"), "{bad}");
        }
    }

    #[test]
    fn the_builtin_gammas_favour_captures_over_self_ataris() {
        use super::super::features::{CAPTURE_LAST, SELF_ATARI, SELF_ATARI_MORE};
        let g = Gammas::builtin();
        assert!(g.values[CAPTURE][CAPTURE_LAST as usize] > 1.0);
        assert!(g.values[SELF_ATARI][SELF_ATARI_MORE as usize] < g.values[SELF_ATARI][0]);
    }
}
