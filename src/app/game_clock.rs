//! The game's clock in the window: each side's time counts down while it
//! is that side's turn and the game runs (not while the person steps
//! through the record, counts, or has paused the AIs), a move charges the
//! mover and writes its time left into the record (`BL`/`WL`, `OB`/`OW`),
//! and a flag falls the moment a side's time is spent.

use bevy::prelude::*;

use super::AppSet;
use super::game::{BoardChanged, GameCommand, GoGame};
use crate::go::{Clock, Color};

/// The clock of the game shown.
#[derive(Resource, Default)]
pub struct GameClock {
    /// Both sides' time as of the start of this turn; `None` untimed.
    pub clock: Option<Clock>,
    /// Seconds the side to move has used on this turn.
    pub thinking: f64,
    /// Set while AI against AI is paused: the clock stops with the game.
    pub paused: bool,
    /// The node the turn began at.
    turn_at: Vec<usize>,
    /// A flag fell and was reported.
    flagged: bool,
}

impl GameClock {
    /// The clock face of `c` now.
    pub fn face(&self, c: Color, to_play: Color) -> Option<String> {
        let clock = self.clock.as_ref()?;
        if clock.side(c).flagged || (self.flagged && c == to_play) {
            return Some("time is up".into());
        }
        Some(clock.face(c, if c == to_play { self.thinking } else { 0.0 }))
    }

    /// Seconds `c` has before its flag falls, counting this turn.
    pub fn left(&self, c: Color, to_play: Color) -> Option<f64> {
        let clock = self.clock.as_ref()?;
        Some(clock.until_flag(c) - if c == to_play { self.thinking } else { 0.0 })
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<GameClock>()
        .add_systems(Update, (follow_moves, run).chain().after(AppSet::Logic).before(AppSet::Requests));
}

/// A new game sets the clocks (from the record's last `BL`/`WL` when it has
/// them); a move charges the mover and is stamped with its time left; any
/// other jump in the record starts the turn afresh.
fn follow_moves(mut changed: MessageReader<BoardChanged>, mut go: ResMut<GoGame>, mut gc: ResMut<GameClock>) {
    let gc = &mut *gc;
    for c in changed.read() {
        let path = go.tree.path().to_vec();
        if c.reset {
            gc.clock = go.time_control.map(Clock::new);
            if let Some(clock) = &mut gc.clock {
                for color in [Color::Black, Color::White] {
                    let left = (0..=path.len()).rev().find_map(|d| go.tree.record.time_left(&path[..d], color));
                    if let Some((secs, count)) = left {
                        clock.set_left(color, secs, count);
                    }
                }
            }
            gc.flagged = false;
        } else if path.len() == gc.turn_at.len() + 1
            && path.starts_with(&gc.turn_at)
            && let (Some(clock), Some(last)) = (gc.clock.as_mut(), go.game.last_move())
        {
            // One move played: the mover pays for its turn.
            if clock.charge(last.color, gc.thinking) {
                let (secs, count) = crate::sgf::time_control::clock_left(clock, last.color);
                go.tree.record.set_time_left(&path, last.color, secs, count);
                go.edits += 1;
            }
        }
        gc.thinking = 0.0;
        gc.turn_at = path;
    }
}

/// Counts the time of the side to move, and lets its flag fall.
fn run(time: Res<Time>, go: Res<GoGame>, mut gc: ResMut<GameClock>, mut out: MessageWriter<GameCommand>) {
    let live = gc.clock.is_some() && !go.game.is_over() && !go.browsing && !go.scoring && !gc.paused;
    if !live || gc.flagged {
        return;
    }
    gc.thinking += time.delta_secs_f64();
    let c = go.game.to_play();
    if gc.left(c, c).is_some_and(|l| l <= 0.0) {
        gc.flagged = true;
        out.write(GameCommand::Flag(c));
    }
}
