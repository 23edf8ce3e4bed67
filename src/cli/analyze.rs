//! `goscape analyze`: goes over every move of a record's main line with a
//! player, writes the record back whole with Black's win rate (SBKV) and
//! score lead (SBKS) on each move and a comment on each mistake, and lists
//! the mistakes biggest first (text, or JSON with `--json`). Given several
//! records or folders it goes over them `--jobs` at a time, into a folder,
//! skipping those already there, with one JSON line per record as each
//! finishes: a collection is spread over machines by running it on parts
//! of it (GNU parallel, a job array), not by a scheduler of ours.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;

use crate::engine::review::{DEFAULT_ANALYST, Review, review};
use crate::go::Color;
use crate::sgf::SgfRecord;

/// Options of `goscape analyze`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The records to go over (their main lines): files, or folders of
    /// `.sgf` files
    #[arg(required = true)]
    pub games: Vec<PathBuf>,
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
    /// Where to write the record with the review (the input is never
    /// changed); for several records, or when it is a folder (or ends in
    /// /), a folder, where a record already there is not gone over again
    #[arg(long)]
    pub out: PathBuf,
    /// Also write the review as JSON here (one record only)
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// Records gone over at once, each with its own player
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
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

/// The records named: files as they are, folders' `.sgf` files in name
/// order.
pub(crate) fn records(paths: &[PathBuf]) -> anyhow::Result<Vec<PathBuf>> {
    files_named(paths, "sgf")
}

/// The files named: files as they are, folders' files ending in `.ext` in
/// name order.
pub(crate) fn files_named(paths: &[PathBuf], ext: &str) -> anyhow::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(p)
                .with_context(|| format!("cannot read the folder {}", p.display()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| f.is_file() && f.extension().is_some_and(|x| x.eq_ignore_ascii_case(ext)))
                .collect();
            found.sort();
            out.extend(found);
        } else {
            anyhow::ensure!(p.is_file(), "no such file: {}", p.display());
            out.push(p.clone());
        }
    }
    Ok(out)
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let spec = spec_with_budget(&args)?;
    // A bad spec is said once, before any record.
    drop(crate::engine::make_player(&spec)?);
    // Several records, a folder of them, or a folder to write into: the
    // form for collections, one record per task of a job array included.
    let into_folder = args.out.is_dir() || args.out.as_os_str().to_string_lossy().ends_with('/');
    let many = args.games.len() > 1 || args.games[0].is_dir() || into_folder;
    if !many {
        return one(&args, &spec);
    }
    anyhow::ensure!(args.json.is_none(), "--json is for one record; for several, each one's line goes to stdout");
    let files = records(&args.games)?;
    std::fs::create_dir_all(&args.out).with_context(|| format!("cannot make the folder {}", args.out.display()))?;
    // Two records of one name from two folders would share an output.
    let mut names = std::collections::HashSet::new();
    for f in &files {
        let name = f.file_name().expect("a file has a name");
        anyhow::ensure!(names.insert(name.to_owned()), "two records are called {}", name.to_string_lossy());
    }
    let queue = Mutex::new(files.iter());
    let stdout = Mutex::new(std::io::stdout());
    let jobs = args.jobs.clamp(1, files.len().max(1));
    let started = Instant::now();
    let failed = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| {
                let mut player = None;
                loop {
                    let Some(file) = queue.lock().expect("no job panics holding the queue").next() else { break };
                    let out = args.out.join(file.file_name().expect("a file has a name"));
                    let line = if out.exists() {
                        json!({"record": file, "skipped": format!("already in {}", args.out.display())})
                    } else {
                        let t = Instant::now();
                        let player = player.get_or_insert_with(|| crate::engine::make_player(&spec));
                        match player
                            .as_mut()
                            .map_err(|e| anyhow::anyhow!("{e}"))
                            .and_then(|p| go_over(file, &out, p.as_mut()))
                        {
                            Ok(r) => summary_line(file, &out, &r, t.elapsed().as_secs_f64()),
                            Err(e) => {
                                failed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                                json!({"record": file, "error": format!("{e:#}")})
                            }
                        }
                    };
                    let mut o = stdout.lock().expect("no job panics holding stdout");
                    let _ = writeln!(o, "{line}");
                    let _ = o.flush();
                }
            });
        }
    });
    let failed = failed.into_inner();
    eprintln!(
        "goscape: {} records gone over by {spec}, {jobs} at a time, in {:.1} s; {failed} failed",
        files.len(),
        started.elapsed().as_secs_f64()
    );
    anyhow::ensure!(failed == 0, "{failed} of {} records could not be gone over (their lines say why)", files.len());
    Ok(())
}

/// Goes over one record of many into `out`: written through a temporary
/// file, so that a record cut short is never taken for one gone over.
fn go_over(file: &Path, out: &Path, player: &mut dyn crate::player::Player) -> anyhow::Result<Review> {
    let mut record = SgfRecord::load(file).with_context(|| format!("cannot open {}", file.display()))?;
    let stop = AtomicBool::new(false);
    let review = review(&record, player, &stop, |_, _| {})?;
    review.annotate(&mut record);
    let part = out.with_extension("sgf.part");
    std::fs::write(&part, record.to_bytes()).with_context(|| format!("cannot write {}", part.display()))?;
    std::fs::rename(&part, out).with_context(|| format!("cannot write {}", out.display()))?;
    Ok(review)
}

/// One record's line: where it went, its moves and each player's mistakes
/// and mean points lost.
fn summary_line(file: &Path, out: &Path, r: &Review, seconds: f64) -> serde_json::Value {
    let side = |c: Color| {
        let p = r.player(c);
        json!({"moves": p.moves, "mistakes": p.mistakes, "mean_points_lost": p.mean_points_lost})
    };
    json!({
        "record": file,
        "out": out,
        "moves": r.moves.len(),
        "mistakes": r.mistakes().len(),
        "seconds": (seconds * 10.0).round() / 10.0,
        "black": side(Color::Black),
        "white": side(Color::White),
    })
}

/// One record, as before: a progress bar, the record and JSON written
/// where asked, the mistakes printed.
fn one(args: &Args, spec: &str) -> anyhow::Result<()> {
    let game = &args.games[0];
    let mut record = SgfRecord::load(game).with_context(|| format!("cannot open {}", game.display()))?;
    for w in record.warnings() {
        eprintln!("goscape: {}: {w}", game.display());
    }
    let mut player = crate::engine::make_player(spec)?;
    let total = record.move_count() as u64 + 1;
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} positions [{elapsed_precise}, {eta} left]")
            .expect("the template is valid"),
    );
    let stop = AtomicBool::new(false);
    let started = Instant::now();
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
        "{} moves gone over by {spec} in {:.1} s; record with win rates and score leads written to {}",
        review.moves.len(),
        started.elapsed().as_secs_f32(),
        args.out.display()
    );
    let mistakes = review.mistakes();
    if mistakes.is_empty() {
        println!("no move lost 3 points (or, without scores, 5% of win rate) beyond the analysis' own error");
    }
    for m in mistakes {
        println!("{}", m.summary(n));
    }
    Ok(())
}
