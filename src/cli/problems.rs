//! `goscape bench problems`: the reader on a collection of life-and-death
//! problems whose records give their answers. Each problem is framed and
//! read as `goscape solve` reads it; its first move is right when it is
//! one of the record's answers.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::Context;

use crate::reading::{Reader, problem};
use crate::sgf::SgfRecord;

/// Reads every problem in `paths` (files or folders) with `nodes` for each
/// search, and prints one line per problem and the totals.
pub fn bench(paths: &[PathBuf], nodes: u64) -> anyhow::Result<()> {
    let files = crate::cli::analyze::records(paths)?;
    let reader = Reader { nodes, time: Duration::from_secs(30), ..Reader::default() };
    let (mut right, mut wrong, mut silent, mut skipped) = (0usize, 0usize, 0usize, 0usize);
    let mut millis: Vec<f64> = Vec::new();
    for path in &files {
        let record = SgfRecord::load(path).with_context(|| format!("cannot read {}", path.display()))?;
        let answers = record.answers();
        let game = record.game_at(0).with_context(|| format!("cannot replay {}", path.display()))?;
        let size = game.size();
        if answers.is_empty() {
            skipped += 1;
            println!("{}: no answer in the record, skipped", path.display());
            continue;
        }
        let to_play = answers[0].0;
        let start = Instant::now();
        let answer = problem::solve(game.board(), to_play, &reader, None);
        millis.push(start.elapsed().as_secs_f64() * 1e3);
        let first = answer.and_then(|a| a.first);
        let given: Vec<String> = answers.iter().map(|(_, p)| p.to_gtp(size)).collect();
        let verdict = match first {
            Some((m, _)) if answers.contains(&(to_play, m)) => {
                right += 1;
                "right"
            }
            Some(_) => {
                wrong += 1;
                "wrong"
            }
            None => {
                silent += 1;
                "none"
            }
        };
        let found = first.map_or("-".to_string(), |(m, _)| m.to_gtp(size));
        println!("{}: {verdict} {found} (answers {})", path.display(), given.join(" "));
    }
    let read = right + wrong + silent;
    anyhow::ensure!(read > 0, "no problem with answers among {} records", files.len());
    millis.sort_by(f64::total_cmp);
    let q = |f: f64| millis[((millis.len() - 1) as f64 * f).round() as usize];
    println!("reader_nodes: {nodes}");
    println!("problems: {read} (skipped {skipped})");
    println!("first_move_right: {right} ({:.1}%)", 100.0 * right as f64 / read as f64);
    println!("first_move_wrong: {wrong}");
    println!("no_first_move: {silent}");
    println!("problem_p50_ms: {:.1}", q(0.5));
    println!("problem_p90_ms: {:.1}", q(0.9));
    println!("problem_max_ms: {:.1}", q(1.0));
    Ok(())
}
