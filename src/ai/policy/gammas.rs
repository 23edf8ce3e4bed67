//! The move predictor: a strength (gamma) for every value of every feature
//! group; a move's strength is the product over its values, and its
//! probability its share of the position's total (Coulom's generalised
//! Bradley-Terry model). The gammas goscape plays with are learned by
//! `goscape train` and kept in data/move-gammas.txt, built into the binary.

use std::fmt::Write as _;
use std::sync::OnceLock;

use super::features::{Features, GROUP_NAMES, GROUP_SIZES, GROUPS, LARGE};
use super::large_shapes::{Dictionary, MAX_SHAPES, key_text, parse_key};

/// The range a gamma is kept in: a move's strength, the product of one
/// gamma per group, then stays a normal f32 (10^-36 to 10^36).
pub const GAMMA_RANGE: (f32, f32) = (1e-4, 1e4);

/// Strengths per group and value; 1 for a value never seen.
#[derive(Clone, Debug, PartialEq)]
pub struct Gammas {
    pub values: [Vec<f32>; GROUPS],
    /// The large shapes with a value of their own, by value less 1.
    shapes: Vec<u64>,
    dictionary: Dictionary,
}

impl Default for Gammas {
    fn default() -> Self {
        Gammas { values: GROUP_SIZES.map(|n| vec![1.0; n]), shapes: Vec::new(), dictionary: Dictionary::default() }
    }
}

/// How the gamma file writes the large group's value 0: no shape of the
/// dictionary.
const NO_SHAPE: &str = "none";

impl Gammas {
    /// The gammas built into goscape.
    pub fn builtin() -> &'static Gammas {
        static BUILTIN: OnceLock<Gammas> = OnceLock::new();
        BUILTIN.get_or_init(|| {
            Gammas::parse(include_str!("../../../data/move-gammas.txt")).expect("the built-in gammas parse")
        })
    }

    /// Gammas of 1 with `shapes` as the large shapes' dictionary (the first
    /// `MAX_SHAPES` of them, each once).
    pub fn with_shapes(shapes: &[u64]) -> Gammas {
        let mut g = Gammas::default();
        for &key in shapes {
            g.add_shape(key, 1.0);
        }
        g
    }

    /// Gives `key` the next value of the large group; `None` when it has
    /// one already or the group is full.
    fn add_shape(&mut self, key: u64, gamma: f32) -> Option<()> {
        if self.shapes.len() >= MAX_SHAPES || self.dictionary.contains_key(&key) {
            return None;
        }
        self.shapes.push(key);
        self.dictionary.insert(key, self.shapes.len() as u16);
        self.values[LARGE].push(gamma);
        Some(())
    }

    /// The large group's value of a shape key: its place in the
    /// dictionary, 0 when it has none.
    #[inline]
    pub fn large_value(&self, key: u64) -> u16 {
        self.dictionary.get(&key).copied().unwrap_or(0)
    }

    /// Whether any large shape has a value of its own.
    pub fn has_shapes(&self) -> bool {
        !self.shapes.is_empty()
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
    /// listed keep gamma 1. A large shape's value is its text (see
    /// large_shapes.rs), in the dictionary's order.
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
            let gamma: f32 = gamma.parse().map_err(|_| err("the gamma is not a number"))?;
            if !(GAMMA_RANGE.0..=GAMMA_RANGE.1).contains(&gamma) {
                return Err(err("a gamma must be a number from 0.0001 to 10000"));
            }
            if g == LARGE && value != NO_SHAPE {
                let key = parse_key(value).ok_or_else(|| err("not a large shape"))?;
                out.add_shape(key, gamma).ok_or_else(|| err("a large shape twice, or too many"))?;
                continue;
            }
            let v: usize = if g == LARGE { 0 } else { value.parse().map_err(|_| err("the value is not a number"))? };
            if v >= GROUP_SIZES[g] {
                return Err(err("the value is out of range"));
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
                // Every large shape is written, gamma 1 or not: its place
                // in the file is its value.
                if g == LARGE && v > 0 {
                    let _ = writeln!(s, "{} {} {gamma}", GROUP_NAMES[g], key_text(self.shapes[v - 1]));
                } else if gamma != 1.0 {
                    let value = if g == LARGE { NO_SHAPE.to_string() } else { v.to_string() };
                    // The shortest text that reads back as the same f32.
                    let _ = writeln!(s, "{} {value} {gamma}", GROUP_NAMES[g]);
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
        // The second shape has the edge in its text.
        let mut g = Gammas::with_shapes(&[0x0001_2345_6789, 0x3f]);
        g.values[CAPTURE][2] = 12.5;
        g.values[SHAPE][4321] = 0.000_371_23;
        g.values[LARGE][0] = 0.5;
        g.values[LARGE][2] = 3.25;
        let text = g.to_text("test gammas");
        let back = Gammas::parse(&text).unwrap();
        assert_eq!(back, g);
        assert_eq!((back.large_value(0x3f), back.large_value(0x0001_2345_6789), back.large_value(7)), (2, 1, 0));
        let mut f = [0u16; GROUPS];
        f[CAPTURE] = 2;
        f[SHAPE] = 4321;
        // Value 0 of the large group (no shape of the dictionary) is 0.5.
        assert!((g.strength(&f) - 12.5 * 0.000_371_23 * 0.5).abs() < 1e-7);
    }

    #[test]
    fn bad_lines_are_refused_with_their_number() {
        assert!(Gammas::parse("capture 1 2.0\nfoo 1 2.0").unwrap_err().contains("line 2"));
        assert!(Gammas::parse("large X..O 2.0").unwrap_err().contains("not a large shape"));
        let shape = format!("large {} 2.0\n", ".".repeat(20));
        assert!(Gammas::parse(&shape.repeat(2)).unwrap_err().contains("twice"));
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
