//! The referee: plays one game between two players on workers, checking
//! every move with our rules. An illegal move or a broken player loses the
//! game; two passes or a resignation end it. `play_game` counts the stones
//! as they stand (Tromp-Taylor); `remove_dead` counts again with the stones
//! a judge finds dead taken off, as players count a finished game.

use std::fmt;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::engine::{Decision, PlayerWorker, Reply};
use crate::go::{Clock, Color, Game, GameResult, IllegalMove, Point, TimeControl};
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
    /// A player's flag fell.
    Time(Color),
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameEnd::TwoPasses => write!(f, "two passes"),
            GameEnd::Resignation(c) => write!(f, "{c} resigned"),
            GameEnd::Illegal { by, mv, why } => write!(f, "{by} played the illegal move {mv}: {why}"),
            GameEnd::Failed { by, why } => write!(f, "{by} failed: {why}"),
            GameEnd::MoveLimit => write!(f, "move limit reached"),
            GameEnd::Time(c) => write!(f, "{c} ran out of time"),
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
    /// On the clock: after each turn, the mover's time left as SGF states
    /// it (seconds, and periods or stones in overtime). Empty untimed.
    pub time_left: Vec<(f64, Option<u32>)>,
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
    game: Game,
    black: &mut PlayerWorker,
    white: &mut PlayerWorker,
    max_moves: usize,
    on_move: impl FnMut(&Game),
) -> Played {
    play_timed_game(game, black, white, max_moves, None, on_move)
}

/// `play_game` on the clock: each player sees both clocks when asked, its
/// thinking is measured from the request to the answer and charged, and
/// a flag falls the moment a player's time is spent.
pub fn play_timed_game(
    mut game: Game,
    black: &mut PlayerWorker,
    white: &mut PlayerWorker,
    max_moves: usize,
    control: Option<TimeControl>,
    mut on_move: impl FnMut(&Game),
) -> Played {
    let mut clock = control.map(Clock::new);
    let mut time_left = Vec::new();
    let end = |game: Game, result, end, time_left| Played { game, result, end, dead: Vec::new(), time_left };
    loop {
        if game.passes_in_row() >= 2 {
            let result = game.score(&[]).result();
            return end(game, result, GameEnd::TwoPasses, time_left);
        }
        if game.move_number() >= max_moves {
            let result = game.score(&[]).result();
            return end(game, result, GameEnd::MoveLimit, time_left);
        }
        let c = game.to_play();
        let worker = if c == Color::Black { &mut *black } else { &mut *white };
        let asked = Instant::now();
        worker.request_timed_move(&game, clock.as_ref());
        let reply = match &clock {
            None => worker.wait(|_| {}),
            Some(k) => {
                let flag_at = asked + Duration::from_secs_f64(k.until_flag(c));
                let reply = worker.wait_until(flag_at, |_| {});
                if reply.is_none() {
                    worker.cancel();
                }
                reply
            }
        };
        if let Some(k) = &mut clock {
            let charged = reply.is_some() && k.charge(c, asked.elapsed().as_secs_f64());
            if !charged {
                k.flag(c);
                game.lose_on_time(c);
                return end(game, GameResult::Time { winner: c.opponent() }, GameEnd::Time(c), time_left);
            }
        }
        let forfeit = GameResult::Forfeit { winner: c.opponent() };
        match reply {
            Some(Reply::Move { decision: Decision::Resign, .. }) => {
                game.resign(c);
                let result = GameResult::Resignation { winner: c.opponent() };
                return end(game, result, GameEnd::Resignation(c), time_left);
            }
            Some(Reply::Move { decision: Decision::Play(mv), .. }) => {
                if let Err(why) = game.play(c, mv) {
                    let mv = mv.to_gtp(game.size());
                    return end(game, forfeit, GameEnd::Illegal { by: c, mv, why }, time_left);
                }
                if let Some(k) = &clock {
                    time_left.push(crate::sgf::time_control::clock_left(k, c));
                }
                on_move(&game);
            }
            Some(Reply::Failed { why, .. }) => {
                return end(game, forfeit, GameEnd::Failed { by: c, why }, time_left);
            }
            Some(Reply::Progress { .. } | Reply::AnalysisDone { .. }) | None => {
                let why = "the player gave no move".to_string();
                return end(game, forfeit, GameEnd::Failed { by: c, why }, time_left);
            }
        }
    }
}
