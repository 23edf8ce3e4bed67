//! `goscape match`: headless games between two players, refereed by our
//! rules, with a progress bar and a summary counted per player spec.

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};

use crate::engine::make_judge;
use crate::engine::referee::{GameEnd, Played, play_timed_game, remove_dead};
use crate::engine::{PlayerWorker, make_player};
use crate::go::{Color, Game, Rules, TimeControl};
use crate::sgf::{GameInfo, SgfRecord};

/// Options of `goscape match`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Player for Black in the first game (random, flatmc:..., mcts:..., gtp:<command>, leela:...)
    #[arg(long)]
    pub black: String,
    /// Player for White in the first game
    #[arg(long)]
    pub white: String,
    /// Number of games
    #[arg(long, default_value_t = 1)]
    pub games: usize,
    /// Board size
    #[arg(long, default_value_t = 9)]
    pub size: usize,
    /// Komi
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true)]
    pub komi: f32,
    /// Ko rule: simple or positional (superko)
    #[arg(long, default_value = "positional")]
    pub ko: crate::go::KoRule,
    /// Suicide: forbid or allow
    #[arg(long, default_value = "forbid")]
    pub suicide: crate::go::SuicideRule,
    /// Swap colours after every game
    #[arg(long)]
    pub alternate: bool,
    /// A clock for each side: MAIN, MAIN+PERIODSxSECONDS (byo-yomi),
    /// MAIN+STONES/PERIOD (Canadian) or MAIN+SECONDS/move (Fischer), e.g.
    /// 1m+5x10s. Players see their time; a fallen flag loses the game
    #[arg(long, value_parser = TimeControl::parse)]
    pub time: Option<TimeControl>,
    /// Stop a game after this many moves and count it as it stands
    /// (default: three moves a point)
    #[arg(long)]
    pub max_moves: Option<usize>,
    /// Who judges which stones are dead before a game is counted:
    /// playouts[:nodes=K,playouts=N,read=R] (reading first), fight:<player
    /// spec>, engine:<gtp spec>
    #[arg(long, default_value = crate::engine::DEFAULT_JUDGE)]
    pub judge: String,
    /// Write each game's SGF record into this folder (game-0001.sgf on, numbered after the records already there)
    #[arg(long)]
    pub sgf_dir: Option<std::path::PathBuf>,
    /// Print one line per game
    #[arg(long, short)]
    pub verbose: bool,
}

/// Games counted for the first spec (A) against the second (B).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MatchTally {
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
}

impl MatchTally {
    pub fn games(&self) -> usize {
        self.wins + self.losses + self.draws
    }
    /// A's score share, draws counting half.
    pub fn winrate(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games() as f64
    }
    /// Standard error of the win rate.
    pub fn stderr(&self) -> f64 {
        let p = self.winrate();
        (p * (1.0 - p) / self.games().max(1) as f64).sqrt()
    }
    /// Elo difference of A over B from the win rate, clamped to half a
    /// game from 0% and 100% so that a clean sweep stays finite.
    pub fn elo(&self) -> f64 {
        let n = self.games().max(1) as f64;
        let p = self.winrate().clamp(0.5 / n, 1.0 - 0.5 / n);
        400.0 * (p / (1.0 - p)).log10()
    }
}

pub fn run(args: Args) -> anyhow::Result<()> {
    anyhow::ensure!(args.games >= 1, "--games must be at least 1");
    let rules = Rules { komi: args.komi, ko: args.ko, suicide: args.suicide };
    Game::new(args.size, rules)?;
    let (spec_a, spec_b) = (args.black.clone(), args.white.clone());
    let mut judge = make_judge(&args.judge)?;
    let mut a = PlayerWorker::spawn(make_player(&spec_a)?);
    let mut b = PlayerWorker::spawn(make_player(&spec_b)?);
    // Records go after those already in the folder: a second match into it
    // adds its games rather than writing over the first's.
    let first_number = match &args.sgf_dir {
        Some(dir) => {
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create the SGF folder {}", dir.display()))?;
            next_record_number(dir)?
        }
        None => 1,
    };
    let max_moves = args.max_moves.unwrap_or(args.size * args.size * 3);
    let bar = ProgressBar::new(args.games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games {msg} [{elapsed_precise}, eta {eta}]")
            .expect("the template is valid"),
    );
    let mut tally = MatchTally::default();
    let mut failures = Vec::new();
    // Losses on time of the first player and the second.
    let mut time_losses = [0usize; 2];
    for i in 0..args.games {
        let a_is_black = !args.alternate || i % 2 == 0;
        let game = Game::new(args.size, rules)?;
        let on_move = |g: &Game| bar.set_message(format!("move {}", g.move_number()));
        let played = if a_is_black {
            play_timed_game(game, &mut a, &mut b, max_moves, args.time, on_move)
        } else {
            play_timed_game(game, &mut b, &mut a, max_moves, args.time, on_move)
        };
        if let GameEnd::Time(c) = played.end {
            time_losses[usize::from((c == Color::Black) != a_is_black)] += 1;
        }
        let mut played = played;
        if let Err(e) = remove_dead(&mut played, judge.as_mut()) {
            bar.suspend(|| eprintln!("game {}: counted with every stone alive, as {e}", i + 1));
        }
        let a_color = if a_is_black { Color::Black } else { Color::White };
        match played.result.winner() {
            Some(c) if c == a_color => tally.wins += 1,
            Some(_) => tally.losses += 1,
            None => tally.draws += 1,
        }
        let (black, white) = if a_is_black { (&spec_a, &spec_b) } else { (&spec_b, &spec_a) };
        let line = format!(
            "game {}: {} (B) vs {} (W): {} after {} moves ({}{})",
            i + 1,
            black,
            white,
            played.result,
            played.game.move_number(),
            played.end,
            if played.dead.is_empty() { String::new() } else { format!(", {} dead stones removed", played.dead.len()) }
        );
        if matches!(played.end, GameEnd::Illegal { .. } | GameEnd::Failed { .. }) {
            failures.push(line.clone());
        }
        if args.verbose {
            bar.suspend(|| println!("{line}"));
        }
        if let Some(dir) = &args.sgf_dir {
            write_sgf(dir, first_number + i, &played, black, white, args.time.as_ref())?;
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    for f in &failures {
        println!("{f}");
    }
    println!("games: {}", tally.games());
    if let Some(tc) = &args.time {
        println!("time {tc}: {spec_a} lost {} on time, {spec_b} lost {}", time_losses[0], time_losses[1]);
    }
    println!(
        "{spec_a}: {} wins, {} losses, {} draws; {spec_b}: {} wins",
        tally.wins, tally.losses, tally.draws, tally.losses
    );
    println!(
        "result: {spec_a} {}-{} vs {spec_b} winrate {:.3} +- {:.3} elo {:.0}",
        tally.wins,
        tally.losses,
        tally.winrate(),
        tally.stderr(),
        tally.elo()
    );
    Ok(())
}

/// One past the highest `game-NNNN.sgf` in `dir` (1 when there is none).
fn next_record_number(dir: &std::path::Path) -> anyhow::Result<usize> {
    let mut last = 0;
    for entry in std::fs::read_dir(dir).with_context(|| format!("cannot read the SGF folder {}", dir.display()))? {
        let number = entry?.file_name().to_str().and_then(record_number);
        last = last.max(number.unwrap_or(0));
    }
    Ok(last + 1)
}

/// The file name of game `number`'s record, and back.
fn record_name(number: usize) -> String {
    format!("game-{number:04}.sgf")
}

fn record_number(name: &str) -> Option<usize> {
    name.strip_prefix("game-")?.strip_suffix(".sgf")?.parse().ok()
}

fn write_sgf(
    dir: &std::path::Path,
    number: usize,
    played: &Played,
    black: &str,
    white: &str,
    time: Option<&TimeControl>,
) -> anyhow::Result<()> {
    // The players as people name them; the specs that rebuild them stay
    // in the game's comment.
    let info = GameInfo {
        black: Some(crate::engine::spec::describe(black)),
        white: Some(crate::engine::spec::describe(white)),
        result: Some(played.result.to_string()),
        game_name: Some(format!("goscape match, game {number}")),
        game_comment: Some(format!("Black: {black}\nWhite: {white}")),
        ..GameInfo::default()
    };
    let path = dir.join(record_name(number));
    let mut record = SgfRecord::from_game(&played.game, &info);
    if let Some(tc) = time {
        record.set_time_control(tc);
        let paths = record.main_line_paths();
        for ((path, turn), &(secs, count)) in paths.iter().zip(played.game.turns()).zip(&played.time_left) {
            record.set_time_left(path, turn.color, secs, count);
        }
    }
    std::fs::write(&path, record.to_sgf()).with_context(|| format!("cannot write {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tally_statistics_follow_the_binomial_model() {
        let t = MatchTally { wins: 75, losses: 25, draws: 0 };
        assert!((t.winrate() - 0.75).abs() < 1e-9);
        assert!((t.stderr() - (0.75f64 * 0.25 / 100.0).sqrt()).abs() < 1e-9);
        assert!((t.elo() - 190.8).abs() < 0.1);
        let sweep = MatchTally { wins: 10, losses: 0, draws: 0 };
        assert!(sweep.elo().is_finite() && sweep.elo() > 400.0);
        assert_eq!(MatchTally { wins: 1, losses: 1, draws: 2 }.winrate(), 0.5);
    }
}
