//! `goscape bench problems`: the reader on a collection of life-and-death
//! problems whose records give their answers. Each problem is framed and
//! read as `goscape solve` reads it; its first move is right when it is
//! one of the record's answers. With `--gnugo`, GNU Go 3.8 is asked the
//! same problems, for a measure of the reader against a program that
//! reads: its move on the problem as drawn, kept to the problem's region
//! (`restricted_genmove`: on a board empty elsewhere it would otherwise
//! take an empty corner).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::Context;

use crate::engine::gtp_client::GtpClient;
use crate::go::{Board, Color, Point};
use crate::reading::{Reader, problem};
use crate::sgf::SgfRecord;

/// GNU Go over GTP, asked for its move on a problem.
struct GnuGo(GtpClient);

impl GnuGo {
    fn start() -> anyhow::Result<GnuGo> {
        let line = crate::cli::gnugo::command_line("--gnugo asks GNU Go")?;
        Ok(GnuGo(GtpClient::spawn(&line)?))
    }

    /// GNU Go's move for `to_play` on `board` among the empty points of
    /// the problem's region (`None`: it passes), without playing it.
    fn first_move(&mut self, board: &Board, to_play: Color) -> anyhow::Result<Option<Point>> {
        let size = board.size();
        self.0.command(&format!("boardsize {size}"))?;
        self.0.command("clear_board")?;
        for p in Point::all(size) {
            if let Some(c) = board.get(p) {
                self.0.command(&format!("play {} {}", c.letter(), p.to_gtp(size)))?;
            }
        }
        let Some(region) = problem::region(board) else { return Ok(None) };
        let open: Vec<String> = Point::all(size)
            .filter(|&p| region.contains(p) && board.get(p).is_none())
            .map(|p| p.to_gtp(size))
            .collect();
        let answer = self.0.command(&format!("restricted_genmove {} {}", to_play.letter(), open.join(" ")))?;
        Ok(Point::parse_gtp(answer.trim(), size).ok().flatten())
    }
}

/// Reads every problem in `paths` (files or folders) with `nodes` for each
/// search, and prints one line per problem and the totals; with `gnugo`,
/// GNU Go's first move beside it.
pub fn bench(paths: &[PathBuf], nodes: u64, gnugo: bool) -> anyhow::Result<()> {
    let files = crate::cli::analyze::records(paths)?;
    let reader = Reader { nodes, time: Duration::from_secs(30), ..Reader::default() };
    let mut engine = if gnugo { Some(GnuGo::start()?) } else { None };
    // GNU Go right; GNU Go's move the same as ours.
    let (mut theirs_right, mut alike) = (0usize, 0usize);
    let (mut right, mut wrong, mut silent, mut skipped) = (0usize, 0usize, 0usize, 0usize);
    let mut millis: Vec<f64> = Vec::new();
    // The time of the problems given a first move: the rest spend the
    // budget on every frame before saying unknown.
    let mut answered: Vec<f64> = Vec::new();
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
        let ms = start.elapsed().as_secs_f64() * 1e3;
        millis.push(ms);
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
        if first.is_some() {
            answered.push(ms);
        }
        let found = first.map_or("-".to_string(), |(m, _)| m.to_gtp(size));
        let theirs = match engine.as_mut() {
            Some(g) => {
                let m = g.first_move(game.board(), to_play).with_context(|| format!("GNU Go on {}", path.display()))?;
                let ok = m.is_some_and(|m| answers.contains(&(to_play, m)));
                theirs_right += ok as usize;
                alike += (m.is_some() && m == first.map(|(m, _)| m)) as usize;
                let name = m.map_or("pass".to_string(), |m| m.to_gtp(size));
                format!("; GNU Go {} {name}", if ok { "right" } else { "wrong" })
            }
            None => String::new(),
        };
        println!("{}: {verdict} {found} (answers {}) {ms:.1} ms{theirs}", path.display(), given.join(" "));
    }
    let read = right + wrong + silent;
    anyhow::ensure!(read > 0, "no problem with answers among {} records", files.len());
    millis.sort_by(f64::total_cmp);
    answered.sort_by(f64::total_cmp);
    let at = |v: &[f64], f: f64| v.get(((v.len().max(1) - 1) as f64 * f).round() as usize).copied().unwrap_or(0.0);
    let q = |f: f64| at(&millis, f);
    println!("reader_nodes: {nodes}");
    println!("problems: {read} (skipped {skipped})");
    println!("first_move_right: {right} ({:.1}%)", 100.0 * right as f64 / read as f64);
    println!("first_move_wrong: {wrong}");
    println!("no_first_move: {silent}");
    println!("problem_p50_ms: {:.1}", q(0.5));
    println!("problem_p90_ms: {:.1}", q(0.9));
    println!("problem_max_ms: {:.1}", q(1.0));
    println!("answered_p50_ms: {:.1}", at(&answered, 0.5));
    println!("answered_p90_ms: {:.1}", at(&answered, 0.9));
    if let Some(g) = engine {
        println!("gnugo_first_move_right: {theirs_right} ({:.1}%)", 100.0 * theirs_right as f64 / read as f64);
        println!("same_first_move_as_gnugo: {alike}");
        g.0.shutdown();
    }
    Ok(())
}
