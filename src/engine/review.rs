//! Going over a game with a player: every position of the main line is
//! searched, and each move is valued by how much of the mover's win rate
//! it kept against the best the search found. The record comes back with
//! Black's win rate on every move (SBKV, as Sabaki and Lizzie read it) and
//! a line in the comment of every mistake; the mistakes are listed biggest
//! first.

use std::sync::atomic::AtomicBool;

use crate::go::{Color, Move};
use crate::player::{Player, PlayerError, Progress, Think};
use crate::sgf::SgfRecord;

/// The player that goes over a game unless another is named: the MCTS at
/// a strength that goes over a 19x19 game of 250 moves in under three
/// minutes on 2 cores.
pub const DEFAULT_ANALYST: &str = "mcts:playouts=16000,threads=2";

/// A loss of win rate at least this big is a mistake worth a comment.
pub const MISTAKE: f32 = 0.05;

/// How bad a move was, by the mover's win rate it gave away (the classes
/// KaTrain draws, in win rate where it counts points: 12/6/3/1.5 points
/// are about 20/10/5/2.5% in an even game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
    Disaster,
}

impl Class {
    pub fn of(loss: f32) -> Class {
        match loss {
            l if l >= 0.20 => Class::Disaster,
            l if l >= 0.10 => Class::Blunder,
            l if l >= MISTAKE => Class::Mistake,
            l if l >= 0.025 => Class::Inaccuracy,
            _ => Class::Good,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
            Class::Disaster => "disaster",
        }
    }
}

/// One move of the main line, valued.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// 1 for the first move.
    pub number: usize,
    pub color: Color,
    pub mv: Move,
    /// Black's win rate after the move, 0 to 1.
    pub black_winrate: f32,
    /// The mover's win rate given away against the best move found (0 when
    /// the move was as good).
    pub loss: f32,
    /// The move the search liked best in the position before, when it was
    /// another.
    pub best: Option<Move>,
}

/// A whole game gone over.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub size: usize,
    pub moves: Vec<MoveReview>,
}

impl MoveReview {
    /// One line for a list of mistakes: number, colour, point, class, the
    /// share of win rate lost and the better move.
    pub fn summary(&self, size: usize) -> String {
        let better = self.best.map_or(String::new(), |b| format!(", {} was better", b.to_gtp(size)));
        format!(
            "move {:>3} {} {:<4} {:<10} {:5.1}% lost{better}",
            self.number,
            self.color.letter(),
            self.mv.to_gtp(size),
            Class::of(self.loss).name(),
            self.loss * 100.0
        )
    }
}

impl Review {
    /// The moves that lost at least `MISTAKE`, biggest loss first.
    pub fn mistakes(&self) -> Vec<&MoveReview> {
        let mut v: Vec<&MoveReview> = self.moves.iter().filter(|m| m.loss >= MISTAKE).collect();
        v.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.number.cmp(&b.number)));
        v
    }

    /// Writes the review into `record`: SBKV on every main-line move's node
    /// and, for mistakes, a line appended to its comment.
    pub fn annotate(&self, record: &mut SgfRecord) {
        let line = record.main_line_paths();
        let n = self.size;
        for m in &self.moves {
            let Some(path) = line.get(m.number - 1) else { continue };
            record.set_unknown(path, "SBKV", &format!("{:.2}", m.black_winrate * 100.0));
            if m.loss >= MISTAKE {
                let better = m.best.map_or(String::new(), |b| format!("; {} was better", b.to_gtp(n)));
                record.append_comment(
                    path,
                    &format!("goscape: {}, {:.1}% of win rate lost{better}", Class::of(m.loss).name(), m.loss * 100.0),
                );
            }
        }
    }

    /// The review as JSON: every move, then the mistakes biggest first.
    pub fn to_json(&self) -> String {
        let item = |m: &MoveReview| {
            let best = m.best.map_or("null".to_string(), |b| format!("\"{}\"", b.to_gtp(self.size)));
            format!(
                "{{\"move\": {}, \"color\": \"{}\", \"point\": \"{}\", \"winrate\": {:.4}, \"loss\": {:.4}, \"best\": {best}, \"class\": \"{}\"}}",
                m.number,
                m.color.letter(),
                m.mv.to_gtp(self.size),
                m.black_winrate,
                m.loss,
                Class::of(m.loss).name()
            )
        };
        let moves: Vec<String> = self.moves.iter().map(item).collect();
        let mistakes: Vec<String> = self.mistakes().into_iter().map(item).collect();
        format!("{{\"moves\": [\n  {}\n], \"mistakes\": [\n  {}\n]}}\n", moves.join(",\n  "), mistakes.join(",\n  "))
    }
}

/// Why a review stopped.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error("the record does not replay: {0}")]
    Record(String),
    #[error("{0} gives no win rate, so it cannot value moves; use mcts or a GTP engine that analyses")]
    NoWinrate(String),
    #[error("{0}")]
    Player(#[from] PlayerError),
}

/// Black's win rate in a position and the move the search liked best.
pub type Eval = (f32, Option<Move>);

/// Searches the position after move `n` of the main line. `before` is the
/// value of the position before it, which stands for positions with
/// nothing to search (after two passes, or a player that answers a pass at
/// once).
fn evaluate(
    record: &SgfRecord,
    n: usize,
    player: &mut dyn Player,
    stop: &AtomicBool,
    before: Option<Eval>,
) -> Result<Eval, ReviewError> {
    let game = record.game_at(n).map_err(|e| ReviewError::Record(e.to_string()))?;
    if game.is_over()
        && let Some((black, _)) = before
    {
        return Ok((black, None));
    }
    let mut last = Progress::default();
    let mut sink = |p: Progress| last = p;
    let mut think = Think::new(stop, &mut sink);
    player.gen_move(&game, &mut think)?;
    match (last.winrate, before) {
        (Some(w), _) => Ok((if game.to_play() == Color::Black { w } else { 1.0 - w }, last.best)),
        (None, Some((black, _))) => Ok((black, None)),
        (None, None) => Err(ReviewError::NoWinrate(player.name())),
    }
}

/// Values the moves of a main line from the evaluations of the positions
/// (the start, then after each move; as many as are known).
pub fn value_moves(moves: &[(Color, Move)], size: usize, evals: &[Eval]) -> Review {
    let mut out = Vec::new();
    for (k, &(color, mv)) in moves.iter().enumerate() {
        let (Some(&(before, best)), Some(&(after, _))) = (evals.get(k), evals.get(k + 1)) else { break };
        let mine = |black: f32| if color == Color::Black { black } else { 1.0 - black };
        let loss = (mine(before) - mine(after)).max(0.0);
        out.push(MoveReview { number: k + 1, color, mv, black_winrate: after, loss, best: best.filter(|&b| b != mv) });
    }
    Review { size, moves: out }
}

/// Goes over the main line of `record` with `player`, one position after
/// another (the start, after each move), handing `each` the position's
/// number (0 the start) and value as it is found. Stops with what it has
/// when `stop` is set.
pub fn review(
    record: &SgfRecord,
    player: &mut dyn Player,
    stop: &AtomicBool,
    mut each: impl FnMut(usize, Eval),
) -> Result<Review, ReviewError> {
    let moves = record.moves();
    let mut evals: Vec<Eval> = Vec::with_capacity(moves.len() + 1);
    for n in 0..=moves.len() {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        let eval = evaluate(record, n, player, stop, evals.last().copied())?;
        evals.push(eval);
        each(n, eval);
    }
    Ok(value_moves(&moves, record.size(), &evals))
}
