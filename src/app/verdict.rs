//! The judge's verdict on the position shown, and which position and judge
//! it is about: what the count, the Ishida picture and the influence
//! terrains read. The thread that judges is `judging`.

use bevy::prelude::*;

use crate::go::{Color, Game};
use crate::meaning::Judgement;

/// Which position, seen by which judge, a verdict is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    pub hash: u64,
    pub moves: usize,
    pub to_play: Color,
    pub spec: String,
}

impl Asked {
    pub fn of(game: &Game, spec: &str) -> Asked {
        Asked { hash: game.board().hash(), moves: game.move_number(), to_play: game.to_play(), spec: spec.to_string() }
    }
}

/// The verdict on the position shown and the judge asked for it.
#[derive(Resource, Debug)]
pub struct Verdict {
    /// The judge spec, as the panel edits it.
    pub spec: String,
    /// The last verdict and what it is about.
    pub judgement: Option<(Asked, Judgement)>,
    /// The question being worked on.
    pub pending: Option<Asked>,
    /// The share of the pending work done (0 to 1).
    pub progress: f32,
    /// Why the last judging failed.
    pub error: Option<String>,
}

impl Default for Verdict {
    fn default() -> Self {
        Verdict {
            spec: crate::engine::DEFAULT_JUDGE.to_string(),
            judgement: None,
            pending: None,
            progress: 0.0,
            error: None,
        }
    }
}

impl Verdict {
    /// The verdict on `game` by the chosen judge, once it came.
    pub fn on(&self, game: &Game) -> Option<&Judgement> {
        let want = Asked::of(game, &self.spec);
        self.judgement.as_ref().filter(|(a, _)| *a == want).map(|(_, j)| j)
    }
}
