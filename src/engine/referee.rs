//! The referee: plays one game between two players on workers, checking
//! every move with our rules. An illegal move or a broken player loses the
//! game; two passes or a resignation end it. `play_game` counts the stones
//! as they stand (Tromp-Taylor); `remove_dead` counts again with the stones
//! a judge finds dead taken off, as players count a finished game.

use std::fmt;

use std::sync::atomic::AtomicBool;

use crate::engine::{Decision, PlayerWorker, Reply};
use crate::go::{Color, Game, GameResult, IllegalMove, Point};
use crate::meaning::score::count;
use crate::meaning::{Judge, JudgeError};

/// How a game ended.
#[derive(Clone, Debug, PartialEq)]
pub enum GameEnd {
    TwoPasses,
    Resignation(Color),
    /// A player answered a move our rules refuse.
    Illegal {
        by: Color,
        mv: String,
        why: IllegalMove,
    },
    /// A player failed (engine died, hung, crashed).
    Failed {
        by: Color,
        why: String,
    },
    /// The move limit was reached; the position was counted as it stood.
    MoveLimit,
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameEnd::TwoPasses => write!(f, "two passes"),
            GameEnd::Resignation(c) => write!(f, "{c} resigned"),
            GameEnd::Illegal { by, mv, why } => write!(f, "{by} played the illegal move {mv}: {why}"),
            GameEnd::Failed { by, why } => write!(f, "{by} failed: {why}"),
            GameEnd::MoveLimit => write!(f, "move limit reached"),
        }
    }
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Played {
    pub game: Game,
    pub result: GameResult,
    pub end: GameEnd,
    /// Stones taken off as dead before the count (see `remove_dead`).
    pub dead: Vec<Point>,
}

/// Counts a game that ended on the board (two passes or the move limit)
/// again, the stones `judge` finds dead removed and open borders counted by
/// its ownership. Other endings keep their result. Fails when the judge does.
pub fn remove_dead(played: &mut Played, judge: &mut dyn Judge) -> Result<(), JudgeError> {
    if !matches!(played.end, GameEnd::TwoPasses | GameEnd::MoveLimit) {
        return Ok(());
    }
    let stop = AtomicBool::new(false);
    let j = judge.judge(&played.game, &stop, &mut |_| {})?;
    played.result = count(played.game.board(), &j, played.game.rules().komi).result();
    played.dead = j.dead_stones();
    Ok(())
}

/// Plays `game` to its end between the two workers. `on_move` sees the game
/// after every move.
pub fn play_game(
    mut game: Game,
    black: &mut PlayerWorker,
    white: &mut PlayerWorker,
    max_moves: usize,
    mut on_move: impl FnMut(&Game),
) -> Played {
    loop {
        if game.passes_in_row() >= 2 {
            let result = game.score(&[]).result();
            return Played { game, result, end: GameEnd::TwoPasses, dead: Vec::new() };
        }
        if game.move_number() >= max_moves {
            let result = game.score(&[]).result();
            return Played { game, result, end: GameEnd::MoveLimit, dead: Vec::new() };
        }
        let c = game.to_play();
        let worker = if c == Color::Black { &mut *black } else { &mut *white };
        worker.request_move(&game);
        let reply = worker.wait(|_| {});
        let forfeit = GameResult::Forfeit { winner: c.opponent() };
        match reply {
            Some(Reply::Move { decision: Decision::Resign, .. }) => {
                game.resign(c);
                let result = GameResult::Resignation { winner: c.opponent() };
                return Played { game, result, end: GameEnd::Resignation(c), dead: Vec::new() };
            }
            Some(Reply::Move { decision: Decision::Play(mv), .. }) => {
                if let Err(why) = game.play(c, mv) {
                    let mv = mv.to_gtp(game.size());
                    return Played {
                        game,
                        result: forfeit,
                        end: GameEnd::Illegal { by: c, mv, why },
                        dead: Vec::new(),
                    };
                }
                on_move(&game);
            }
            Some(Reply::Failed { why, .. }) => {
                return Played { game, result: forfeit, end: GameEnd::Failed { by: c, why }, dead: Vec::new() };
            }
            Some(Reply::Progress { .. } | Reply::AnalysisDone { .. }) | None => {
                let why = "the player gave no move".to_string();
                return Played { game, result: forfeit, end: GameEnd::Failed { by: c, why }, dead: Vec::new() };
            }
        }
    }
}
