//! `goscape train`: learns the move predictor's gammas (the MCTS priors'
//! knowledge of shape and tactics) from the moves of SGF records, and
//! writes them in the format data/move-gammas.txt holds. scripts/train
//! makes the records (GNU Go against itself) and runs this.

use std::path::{Path, PathBuf};

use anyhow::Context;

use crate::ai::policy::train;
use crate::sgf::SgfRecord;

/// Options of `goscape train`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// SGF files, or folders searched for .sgf files
    #[arg(required = true)]
    pub records: Vec<PathBuf>,
    /// The gamma file to write
    #[arg(long)]
    pub out: PathBuf,
    /// Learn only the moves of players whose PB or PW holds this text (any
    /// case; repeat for more players); all moves by default
    #[arg(long)]
    pub player: Vec<String>,
    /// Rounds of minorization-maximization
    #[arg(long, default_value_t = 20)]
    pub rounds: usize,
    /// Large shapes (5x5 without corners) played at least this often get
    /// gammas of their own
    #[arg(long, default_value_t = 3)]
    pub min_shape: usize,
    /// Records not learned from, only to tell how well the gammas predict
    /// games they have not seen (files or folders)
    #[arg(long)]
    pub test: Vec<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    anyhow::ensure!(args.rounds >= 1, "--rounds must be at least 1");
    anyhow::ensure!(args.min_shape >= 1, "--min-shape must be at least 1");
    let (mut samples, games, skipped) = samples_from(&args.records, &args.player)?;
    println!("{} moves from {games} records ({skipped} skipped)", samples.len());
    let gammas = train::train(&mut samples, args.rounds, args.min_shape, |round, fit| {
        println!(
            "round {round:>3}: log-likelihood {:.4} a move, first choice right {:.1}%",
            fit.log_likelihood,
            100.0 * fit.top1
        );
    });
    let fit = train::fit(&gammas, &samples);
    if !args.test.is_empty() {
        let (mut unseen, games, _) = samples_from(&args.test, &args.player)?;
        train::label_shapes(&gammas, &mut unseen);
        let t = train::fit(&gammas, &unseen);
        println!(
            "on {} moves of {games} records not learned from: log-likelihood {:.4} a move, first choice right {:.1}%",
            unseen.len(),
            t.log_likelihood,
            100.0 * t.top1
        );
    }
    let header = format!(
        "goscape move predictor gammas: `goscape train` on {} moves from {games} records.\n\
         First choice right on {:.1}% of them; log-likelihood {:.4} a move.\n\
         Lines: feature group, value, gamma (values not listed: 1).",
        samples.len(),
        100.0 * fit.top1,
        fit.log_likelihood
    );
    std::fs::write(&args.out, gammas.to_text(&header))
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    println!("wrote {}", args.out.display());
    Ok(())
}

/// The samples of every record under `paths` (of `players` only, when
/// any are), how many records gave any, and how many were skipped (with
/// their reason) because they do not replay.
fn samples_from(paths: &[PathBuf], players: &[String]) -> anyhow::Result<(Vec<train::Sample>, usize, usize)> {
    let mut files = Vec::new();
    for p in paths {
        collect_sgf(p, &mut files)?;
    }
    files.sort();
    let mut samples = Vec::new();
    let (mut games, mut skipped) = (0usize, 0usize);
    for f in &files {
        match samples_of(f, players, &mut samples) {
            // A record none of whose moves were learned is not counted.
            Ok(n) => games += usize::from(n > 0),
            Err(e) => {
                skipped += 1;
                eprintln!("skipped {}: {e:#}", f.display());
            }
        }
    }
    anyhow::ensure!(!samples.is_empty(), "no moves to learn from in {} files", files.len());
    Ok((samples, games, skipped))
}

/// `path` itself when a file, else every .sgf file under it.
fn collect_sgf(path: &Path, out: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    if !path.is_dir() {
        anyhow::ensure!(path.exists(), "{} does not exist", path.display());
        out.push(path.to_path_buf());
        return Ok(());
    }
    for entry in std::fs::read_dir(path).with_context(|| format!("cannot read {}", path.display()))? {
        let entry = entry?;
        let p = entry.path();
        // Linked folders are not followed: a link back up would never end.
        if entry.file_type()?.is_dir() {
            collect_sgf(&p, out)?;
        } else if p.extension().is_some_and(|e| e.eq_ignore_ascii_case("sgf")) {
            out.push(p);
        }
    }
    Ok(())
}

/// Adds a sample for every move of the record's main line (of the
/// `players` named only, when any are); returns how many.
fn samples_of(path: &Path, players: &[String], out: &mut Vec<train::Sample>) -> anyhow::Result<usize> {
    let record = SgfRecord::load(path)?;
    let info = record.info();
    // "gnugo" finds both a spec's "gtp:gnugo ..." and a name's "GNU Go".
    let squeeze = |s: &str| s.to_lowercase().replace(' ', "");
    let wanted = |name: &Option<String>| {
        let name = squeeze(name.as_deref().unwrap_or(""));
        players.is_empty() || players.iter().any(|p| name.contains(&squeeze(p)))
    };
    let learn = [wanted(&info.black), wanted(&info.white)];
    Ok(train::samples_of_game(&record.game_at(usize::MAX)?, learn, out))
}
