//! `goscape analyze`: goes over every move of a record's main line with a
//! player, writes the record back whole with Black's win rate on each move
//! (SBKV) and a comment on each mistake, and lists the mistakes biggest
//! first (text, or JSON with `--json`).

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};

use crate::engine::review::{DEFAULT_ANALYST, review};
use crate::sgf::SgfRecord;

/// Options of `goscape analyze`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The record to go over (its main line)
    pub game: PathBuf,
    /// Who values the moves: a player spec that reports a win rate (mcts,
    /// flatmc, leela:..., gtp:... engines that analyse)
    #[arg(long, default_value = DEFAULT_ANALYST)]
    pub player: String,
    /// Search this many seconds a position instead (sets the player's
    /// seconds=, mcts and flatmc only)
    #[arg(long)]
    pub seconds: Option<f32>,
    /// Search this many playouts a position instead (mcts and flatmc only)
    #[arg(long)]
    pub playouts: Option<u64>,
    /// Where to write the record with the review (the input is never changed)
    #[arg(long)]
    pub out: PathBuf,
    /// Also write the review as JSON here
    #[arg(long)]
    pub json: Option<PathBuf>,
}

/// The player spec with the budget options asked for in place of its own.
fn spec_with_budget(args: &Args) -> anyhow::Result<String> {
    let spec = args.player.trim().to_string();
    if args.seconds.is_none() && args.playouts.is_none() {
        return Ok(spec);
    }
    let (kind, options) = spec.split_once(':').unwrap_or((spec.as_str(), ""));
    anyhow::ensure!(
        kind == "mcts" || kind == "flatmc",
        "--seconds and --playouts set the budget of mcts and flatmc; give {kind}'s own options in --player"
    );
    let mut kept: Vec<&str> = options
        .split(',')
        .filter(|o| !o.is_empty() && !o.starts_with("seconds=") && !o.starts_with("playouts="))
        .collect();
    let budget = match (args.seconds, args.playouts) {
        (Some(s), _) => format!("seconds={s}"),
        (None, Some(p)) => format!("playouts={p}"),
        (None, None) => unreachable!("checked above"),
    };
    kept.push(&budget);
    Ok(format!("{kind}:{}", kept.join(",")))
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let mut record = SgfRecord::load(&args.game).with_context(|| format!("cannot open {}", args.game.display()))?;
    for w in record.warnings() {
        eprintln!("goscape: {}: {w}", args.game.display());
    }
    let spec = spec_with_budget(&args)?;
    let mut player = crate::engine::make_player(&spec)?;
    let total = record.move_count() as u64 + 1;
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} positions [{elapsed_precise}, {eta} left]")
            .expect("the template is valid"),
    );
    let stop = AtomicBool::new(false);
    let started = std::time::Instant::now();
    let result = review(&record, player.as_mut(), &stop, |n, _| bar.set_position(n as u64 + 1));
    bar.finish_and_clear();
    let review = result?;
    review.annotate(&mut record);
    std::fs::write(&args.out, record.to_bytes()).with_context(|| format!("cannot write {}", args.out.display()))?;
    if let Some(path) = &args.json {
        std::fs::write(path, review.to_json()).with_context(|| format!("cannot write {}", path.display()))?;
    }
    let n = review.size;
    println!(
        "{} moves gone over by {spec} in {:.1} s; record with win rates written to {}",
        review.moves.len(),
        started.elapsed().as_secs_f32(),
        args.out.display()
    );
    let mistakes = review.mistakes();
    if mistakes.is_empty() {
        println!("no move lost {:.0}% of win rate or more", crate::engine::review::MISTAKE * 100.0);
    }
    for m in mistakes {
        println!("{}", m.summary(n));
    }
    Ok(())
}
