//! The one interface every source of moves implements (built-in AIs, GTP
//! engines), what a player reports while it thinks, and the options of the
//! spec strings that name players. `ai` and `engine` both build on this
//! layer; neither builds on the other, but for the one factory that turns a
//! spec into a player (`engine::make_player`).

pub mod options;

pub use options::{SpecError, parse_value, split_options};

use std::sync::atomic::{AtomicBool, Ordering};

use crate::go::{Clock, Game, Move};

/// One candidate move of a search, as analysis tools show it.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub mv: Move,
    pub visits: u64,
    /// Win rate for the side to move, 0 to 1.
    pub winrate: f32,
    /// Policy prior, 0 to 1, where the player has one.
    pub prior: Option<f32>,
    /// Principal variation starting with `mv`.
    pub pv: Vec<Move>,
    /// The expected final score after this move, where the player knows it.
    pub score: Option<Score>,
    /// Per point, the ownership after this move, Black's, row by row from
    /// the top, where the player gives it (KataGo's `includeMovesOwnership`).
    pub ownership: Option<Vec<f32>>,
}

/// A score lead and how sure it is: for the side to move, komi included,
/// in points (positive: the side to move leads).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    /// The mean final score.
    pub lead: f32,
    /// The spread (standard deviation) of the final scores behind it.
    pub stdev: f32,
    /// How many final scores: with `stdev`, the mean's standard error.
    pub samples: u64,
}

impl Score {
    /// The standard error of `lead`: how far it may be off by chance.
    pub fn error(&self) -> f32 {
        self.stdev / (self.samples.max(1) as f32).sqrt()
    }

    /// The same score seen by the other side.
    pub fn flipped(self) -> Score {
        Score { lead: -self.lead, ..self }
    }
}

/// What a player says while it thinks (a few times a second) and with its
/// final move.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Progress {
    /// Playouts, visits or sample games so far.
    pub playouts: u64,
    /// The move it would play now.
    pub best: Option<Move>,
    /// Win rate of the side to move, 0 to 1, where the player knows one.
    pub winrate: Option<f32>,
    /// The position's score for the side to move, where the player knows
    /// it: over the whole search, each move weighing in as often as it was
    /// tried (KataGo's root `scoreLead`).
    pub score: Option<Score>,
    /// Candidates, best first.
    pub candidates: Vec<Candidate>,
    /// Per-point ownership in [-1, 1], positive for Black, row by row from
    /// the top, where the player has it.
    pub ownership: Option<Vec<f32>>,
    /// Per point, how far the ownership may be off (its standard deviation
    /// over the search, KataGo's `ownershipStdev`), in the same order,
    /// where the player has it.
    pub ownership_stdev: Option<Vec<f32>>,
    /// Share of the budget spent, 0 to 1, where known.
    pub fraction_done: Option<f32>,
}

/// A player's answer to "your move".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Play(Move),
    Resign,
}

/// Why a player could not answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayerError {
    /// The player broke: an engine that died, hung or answered nonsense. The
    /// message says what happened and what to do.
    #[error("{0}")]
    Failed(String),
    /// The player cannot play this game (board size, rules).
    #[error("{0}")]
    Unsupported(String),
    /// Thinking was stopped before a move was chosen.
    #[error("stopped")]
    Stopped,
}

/// The context of one think: a stop flag to poll, a sink for progress, and
/// the game's clock when it has one.
pub struct Think<'a> {
    stop: &'a AtomicBool,
    progress: &'a mut dyn FnMut(Progress),
    clock: Option<Clock>,
}

impl<'a> Think<'a> {
    pub fn new(stop: &'a AtomicBool, progress: &'a mut dyn FnMut(Progress)) -> Think<'a> {
        Think { stop, progress, clock: None }
    }

    /// The same think on the clock: both sides' time as it stood when the
    /// move was asked for. The player times itself from it; the caller
    /// still measures and charges the move.
    pub fn with_clock(mut self, clock: Option<Clock>) -> Think<'a> {
        self.clock = clock;
        self
    }

    /// The game's clock, when the game is timed.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Whether the player should stop now (the caller no longer wants the
    /// answer, or wants it at once). Searches poll this often enough to stop
    /// within 50 ms.
    #[inline]
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The stop flag itself, to share with search threads (it outlives the
    /// borrow of the think, so progress can be reported while it is held).
    pub fn stop_flag(&self) -> &'a AtomicBool {
        self.stop
    }

    /// Reports progress.
    pub fn report(&mut self, p: Progress) {
        (self.progress)(p)
    }
}

/// A source of moves. The game given is a full snapshot (setup, rules, every
/// turn); the side to move is `game.to_play()`.
pub trait Player: Send {
    /// A short name for logs and panels, e.g. `mcts:playouts=10000`.
    fn name(&self) -> String;

    /// Chooses a move for the side to move. Polls `think.stopped()`; when
    /// stopped it returns its best move so far if it has one, else
    /// `PlayerError::Stopped`.
    fn gen_move(&mut self, game: &Game, think: &mut Think) -> Result<Decision, PlayerError>;

    /// Thinks about the position without playing, reporting progress until
    /// stopped (GTP `lz-analyze`, the app's analysis). Players that cannot
    /// analyse return `Unsupported`.
    fn analyze(&mut self, game: &Game, think: &mut Think) -> Result<(), PlayerError> {
        let _ = (game, think);
        Err(PlayerError::Unsupported(format!("{} cannot analyse positions", self.name())))
    }

    /// Whether the player thinks on the opponent's time: its worker then
    /// runs `analyze` on the position after each of its moves until the
    /// next request, and the search it keeps is the head start.
    fn ponders(&self) -> bool {
        false
    }
}
