//! `goscape leela-net`: writes a Leela Zero network (weights file format
//! version 1, plain text or gzipped) with seeded random weights, so that the
//! real engine runs with no download. It plays like a random policy with
//! opinions; real users point goscape at trained weights.
//!
//! The layout is what Leela Zero's `Network::load_v1_network` reads: a line
//! `1`, then one line of space-separated numbers per tensor: the input
//! convolution (weights, biases, batch-norm means, batch-norm variances),
//! two convolutions per residual block (the same four lines each), the
//! policy head (1x1 convolution with 2 outputs: weights, biases, means,
//! variances; fully connected 2*361 -> 362: weights, biases) and the value
//! head (1x1 convolution with 1 output: four lines; fully connected 361 ->
//! 256: weights, biases; 256 -> 1: weights, biases).

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Inputs of Leela Zero's network: 8 past positions of each colour, and
/// two planes for the side to move.
pub const INPUT_PLANES: usize = 18;
/// Points of the 19x19 board.
pub const POINTS: usize = 361;
/// Policy outputs: every point and pass.
pub const MOVES: usize = POINTS + 1;
/// Width of the value head's hidden layer.
pub const VALUE_HIDDEN: usize = 256;

/// Options of `goscape leela-net`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Residual blocks
    #[arg(long, default_value_t = 2)]
    pub blocks: usize,
    /// Filters (channels) of every convolution
    #[arg(long, default_value_t = 16)]
    pub filters: usize,
    /// The file to write
    #[arg(long)]
    pub out: PathBuf,
    /// Seed of the random weights: the same seed gives the same file
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Compress with gzip (Leela Zero reads both)
    #[arg(long)]
    pub gzip: bool,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let lines = write_network_file(&args.out, args.blocks, args.filters, args.seed, args.gzip)?;
    println!(
        "wrote {} ({} blocks x {} filters, {} lines{})",
        args.out.display(),
        args.blocks,
        args.filters,
        lines,
        if args.gzip { ", gzipped" } else { "" }
    );
    Ok(())
}

/// How many lines a network of this shape has (the version line included):
/// Leela Zero reads the block count from it.
pub fn line_count(blocks: usize) -> usize {
    1 + 4 + 8 * blocks + 14
}

/// Writes a network to `path` (through a temporary file, so a half-written
/// network is never left under that name). Returns the number of lines.
pub fn write_network_file(path: &Path, blocks: usize, filters: usize, seed: u64, gzip: bool) -> anyhow::Result<usize> {
    anyhow::ensure!((1..=64).contains(&blocks), "--blocks must be 1 to 64, not {blocks}");
    anyhow::ensure!((1..=512).contains(&filters), "--filters must be 1 to 512, not {filters}");
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().with_context(|| format!("{} names no file", path.display()))?;
    let tmp = dir.join(format!(".{}.part{}", name.to_string_lossy(), std::process::id()));
    let written = (|| -> anyhow::Result<usize> {
        let file = std::fs::File::create(&tmp).with_context(|| format!("cannot create {}", tmp.display()))?;
        let lines = if gzip {
            let mut gz = flate2::write::GzEncoder::new(BufWriter::new(file), flate2::Compression::default());
            let n = write_network(&mut gz, blocks, filters, seed)?;
            gz.finish()?.flush()?;
            n
        } else {
            let mut w = BufWriter::new(file);
            let n = write_network(&mut w, blocks, filters, seed)?;
            w.flush()?;
            n
        };
        std::fs::rename(&tmp, path).with_context(|| format!("cannot write {}", path.display()))?;
        Ok(lines)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written.with_context(|| format!("writing the network {}", path.display()))
}

/// Writes the network text. Convolution and fully connected weights are
/// drawn uniformly with He scaling (variance 2 / fan-in), biases and
/// batch-norm means near zero, batch-norm variances near one (they must be
/// positive). Returns the number of lines.
pub fn write_network(w: &mut impl Write, blocks: usize, filters: usize, seed: u64) -> std::io::Result<usize> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut lines = 0;
    let mut line = String::new();
    let mut emit = |w: &mut dyn Write, rng: &mut SmallRng, n: usize, f: &dyn Fn(&mut SmallRng) -> f32| {
        line.clear();
        for i in 0..n {
            if i > 0 {
                line.push(' ');
            }
            push_float(&mut line, f(rng));
        }
        line.push('\n');
        lines += 1;
        w.write_all(line.as_bytes())
    };
    let he = |fan_in: usize| {
        let limit = (6.0 / fan_in as f32).sqrt();
        move |r: &mut SmallRng| r.random_range(-limit..limit)
    };
    let small = |r: &mut SmallRng| r.random_range(-0.05f32..0.05);
    let zero = |_: &mut SmallRng| 0.0f32;
    let var = |r: &mut SmallRng| r.random_range(0.8f32..1.2);
    writeln!(w, "1")?;
    // The input convolution, then two per residual block: 3x3 kernels.
    for layer in 0..1 + 2 * blocks {
        let inputs = if layer == 0 { INPUT_PLANES } else { filters };
        emit(w, &mut rng, filters * inputs * 9, &he(inputs * 9))?;
        emit(w, &mut rng, filters, &zero)?;
        emit(w, &mut rng, filters, &small)?;
        emit(w, &mut rng, filters, &var)?;
    }
    // Policy head.
    emit(w, &mut rng, 2 * filters, &he(filters))?;
    emit(w, &mut rng, 2, &zero)?;
    emit(w, &mut rng, 2, &small)?;
    emit(w, &mut rng, 2, &var)?;
    emit(w, &mut rng, 2 * POINTS * MOVES, &he(2 * POINTS))?;
    emit(w, &mut rng, MOVES, &small)?;
    // Value head.
    emit(w, &mut rng, filters, &he(filters))?;
    emit(w, &mut rng, 1, &zero)?;
    emit(w, &mut rng, 1, &small)?;
    emit(w, &mut rng, 1, &var)?;
    emit(w, &mut rng, POINTS * VALUE_HIDDEN, &he(POINTS))?;
    emit(w, &mut rng, VALUE_HIDDEN, &small)?;
    emit(w, &mut rng, VALUE_HIDDEN, &he(VALUE_HIDDEN))?;
    emit(w, &mut rng, 1, &zero)?;
    Ok(lines + 1)
}

/// Appends `x` with four significant decimals, short (`-0.0123`, `0.5`).
fn push_float(s: &mut String, x: f32) {
    use std::fmt::Write as _;
    let start = s.len();
    let _ = write!(s, "{x:.4}");
    // Trim trailing zeros (and a bare point) to keep the file small.
    while s.len() > start + 1 && s.ends_with('0') {
        s.pop();
    }
    if s.ends_with('.') {
        s.pop();
    }
    if &s[start..] == "-0" {
        s.truncate(start);
        s.push('0');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(blocks: usize, filters: usize, seed: u64) -> String {
        let mut out = Vec::new();
        write_network(&mut out, blocks, filters, seed).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn networks_have_the_lines_and_widths_leela_zero_reads() {
        let t = text(2, 8, 1);
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), line_count(2));
        assert_eq!(lines[0], "1");
        let width = |i: usize| lines[i].split(' ').count();
        // Leela Zero counts the channels on the third line (conv biases).
        assert_eq!(width(2), 8);
        assert_eq!(width(1), 8 * INPUT_PLANES * 9);
        assert_eq!(width(5), 8 * 8 * 9);
        let head = 1 + 4 * (1 + 2 * 2);
        assert_eq!(width(head), 2 * 8);
        assert_eq!(width(head + 4), 2 * POINTS * MOVES);
        assert_eq!(width(head + 5), MOVES);
        assert_eq!(width(head + 10), POINTS * VALUE_HIDDEN);
        assert_eq!(width(head + 13), 1);
        // Every number parses; every variance is positive.
        for l in &lines[1..] {
            assert!(l.split(' ').all(|x| x.parse::<f32>().is_ok()), "{}", &l[..l.len().min(80)]);
        }
        for i in (0..5).map(|layer| 4 + 4 * layer).chain([head + 3, head + 9]) {
            assert!(lines[i].split(' ').all(|x| x.parse::<f32>().unwrap() > 0.0), "line {i}");
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_network_and_another_seed_another() {
        assert_eq!(text(1, 4, 7), text(1, 4, 7));
        assert_ne!(text(1, 4, 7), text(1, 4, 8));
    }

    #[test]
    fn gzipped_networks_read_back_as_the_same_text() {
        use std::io::Read;
        let dir = std::env::temp_dir().join(format!("goscape-net-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("n.gz");
        write_network_file(&p, 1, 4, 3, true).unwrap();
        let mut s = String::new();
        flate2::read::GzDecoder::new(std::fs::File::open(&p).unwrap()).read_to_string(&mut s).unwrap();
        assert_eq!(s, text(1, 4, 3));
        assert!(write_network_file(&p, 0, 4, 3, false).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn floats_are_written_short() {
        let mut s = String::new();
        for x in [0.5f32, -0.01234, 0.0, -0.00001, 1.0] {
            push_float(&mut s, x);
            s.push(' ');
        }
        assert_eq!(s, "0.5 -0.0123 0 0 1 ");
    }
}
