//! A quick strength check for the MCTS player, outside the test suite:
//! plays games between two players and prints the score of the first.
//!
//! `cargo run --release --no-default-features --example mcts_selfcheck -- SPEC_A SPEC_B GAMES [SIZE] [KOMI]`
//!
//! A spec is any player spec (`random`, `mcts:playouts=1000`,
//! `mcts:playouts=1000,uct=1`) or `gnugo:LEVEL` for GNU Go over GTP (looked
//! for on PATH and in /usr/games). Colours alternate; games end on two
//! passes, a resignation or 3 moves per point, scored by Tromp-Taylor.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::AtomicBool;

use anyhow::{Context, bail};
use goscape::engine::{Decision, Player, PlayerError, Progress, Think, make_player};
use goscape::go::{Color, Game, Move, Rules};

/// GNU Go over GTP, kept in step with the game by replaying new moves.
struct GnuGo {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    level: u32,
    sent: usize,
}

impl GnuGo {
    fn start(level: u32) -> anyhow::Result<GnuGo> {
        let program = ["gnugo", "/usr/games/gnugo"]
            .into_iter()
            .find(|p| Command::new(p).arg("--version").stdout(Stdio::null()).status().is_ok())
            .context("GNU Go is not installed (apt-get install gnugo)")?;
        let mut child = Command::new(program)
            .args(["--mode", "gtp", "--level", &level.to_string(), "--chinese-rules", "--capture-all-dead"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let input = child.stdin.take().context("no stdin")?;
        let output = BufReader::new(child.stdout.take().context("no stdout")?);
        Ok(GnuGo { child, input, output, level, sent: usize::MAX })
    }

    fn send(&mut self, cmd: &str) -> anyhow::Result<String> {
        writeln!(self.input, "{cmd}")?;
        self.input.flush()?;
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line)? == 0 {
                bail!("GNU Go ended");
            }
            if line.trim().is_empty() {
                if !answer.is_empty() {
                    break;
                }
                continue;
            }
            answer.push_str(line.trim());
        }
        if let Some(rest) = answer.strip_prefix('=') {
            Ok(rest.trim().to_string())
        } else {
            bail!("GNU Go refused '{cmd}': {answer}")
        }
    }

    fn sync(&mut self, game: &Game) -> anyhow::Result<()> {
        let turns = game.turns();
        if self.sent > turns.len() {
            self.send(&format!("boardsize {}", game.size()))?;
            self.send("clear_board")?;
            self.send(&format!("komi {}", game.rules().komi))?;
            self.sent = 0;
        }
        for t in &turns[self.sent..] {
            self.send(&format!("play {} {}", t.color.letter(), t.mv.to_gtp(game.size())))?;
        }
        self.sent = turns.len();
        Ok(())
    }
}

impl Drop for GnuGo {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

impl Player for GnuGo {
    fn name(&self) -> String {
        format!("gnugo:{}", self.level)
    }

    fn gen_move(&mut self, game: &Game, _think: &mut Think) -> Result<Decision, PlayerError> {
        let fail = |e: anyhow::Error| PlayerError::Failed(e.to_string());
        self.sync(game).map_err(fail)?;
        let c = game.to_play();
        let answer = self.send(&format!("genmove {}", c.letter())).map_err(fail)?;
        self.sent += 1;
        if answer.eq_ignore_ascii_case("resign") {
            return Ok(Decision::Resign);
        }
        Move::parse_gtp(&answer, game.size()).map(Decision::Play).map_err(|e| PlayerError::Failed(e.to_string()))
    }
}

fn player(spec: &str) -> anyhow::Result<Box<dyn Player>> {
    if let Some(level) = spec.strip_prefix("gnugo:") {
        return Ok(Box::new(GnuGo::start(level.parse()?)?));
    }
    Ok(make_player(spec)?)
}

/// Plays one game; returns the winner and the result text.
fn play(size: usize, komi: f32, black: &mut dyn Player, white: &mut dyn Player) -> anyhow::Result<Option<Color>> {
    let mut g = Game::new(size, Rules { komi, ..Rules::default() })?;
    let stop = AtomicBool::new(false);
    for _ in 0..3 * size * size {
        if g.is_over() {
            break;
        }
        let c = g.to_play();
        let p: &mut dyn Player = if c == Color::Black { &mut *black } else { &mut *white };
        let mut sink = |_: Progress| {};
        match p.gen_move(&g, &mut Think::new(&stop, &mut sink))? {
            Decision::Resign => g.resign(c),
            Decision::Play(mv) => {
                if let Err(e) = g.play(c, mv) {
                    println!("{} played an illegal move {mv:?}: {e}", p.name());
                    return Ok(Some(c.opponent()));
                }
            }
        }
    }
    let result = g.result().unwrap_or_else(|| g.score(&[]).result());
    print!("{result} in {} moves; ", g.move_number());
    Ok(result.winner())
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        bail!("usage: mcts_selfcheck SPEC_A SPEC_B GAMES [SIZE] [KOMI]");
    }
    let games: usize = args[2].parse()?;
    let size: usize = args.get(3).map(|s| s.parse()).transpose()?.unwrap_or(9);
    let komi: f32 = args.get(4).map(|s| s.parse()).transpose()?.unwrap_or(7.5);
    let mut a = player(&args[0])?;
    let mut b = player(&args[1])?;
    let mut wins = 0.0;
    let start = std::time::Instant::now();
    for k in 0..games {
        let a_black = k % 2 == 0;
        let winner = if a_black { play(size, komi, &mut *a, &mut *b)? } else { play(size, komi, &mut *b, &mut *a)? };
        let a_color = if a_black { Color::Black } else { Color::White };
        wins += match winner {
            Some(c) if c == a_color => 1.0,
            None => 0.5,
            _ => 0.0,
        };
        println!("game {} ({} black): {}/{}", k + 1, if a_black { "A" } else { "B" }, wins, k + 1);
    }
    let p = wins / games as f64;
    let se = (p * (1.0 - p) / games as f64).sqrt();
    println!("seconds: {:.0}", start.elapsed().as_secs_f64());
    println!("result: {} {}-{} vs {} winrate {:.3} +- {:.3}", args[0], wins, games as f64 - wins, args[1], p, se);
    Ok(())
}
