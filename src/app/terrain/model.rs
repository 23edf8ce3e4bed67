//! Which models the terrain can show, and their values for a position:
//! computed at once, followed move by move by a model that updates
//! incrementally (path influence), or on a worker thread for the slow ones
//! (ownership playouts), so that the window never waits on them.

use bevy::prelude::*;

use crate::app::background::{Background, Job};
use crate::go::Game;

/// The Ishida picture of the judge's verdict (`crate::app::meaning_terrain`),
/// a model of the meaning layer rather than of influence.
pub const ISHIDA: &str = "ishida";

/// The ownership the players report as they think (the built-in MCTS from
/// its playouts, a GTP engine through `kata-analyze ... ownership true`),
/// a model of the players rather than of the position alone.
pub const ENGINE: &str = "engine";

/// The models the terrain can show, by name: the influence models in the
/// registry's order (the first, Gorilla's control map, is the default),
/// then the Ishida picture and the players' own ownership.
pub fn models() -> Vec<&'static str> {
    let mut all = crate::influence::model_names().to_vec();
    all.push(ISHIDA);
    all.push(ENGINE);
    all
}

/// Whether the terrain of `model` is drawn with the judge's dead stones
/// turned to the other side (irgobot's step 5, as the Ishida picture is):
/// the stone-based influence models, which would otherwise spread a dead
/// group's influence as if it lived. Swim takes dead shapes off itself;
/// ownership and the players' ownership come from playouts that capture
/// them.
pub fn counts_the_dead(model: &str) -> bool {
    matches!(model, "control" | "path" | "zobrist" | "influencie")
}

/// The values of `model` for `game` with the stones `judgement` calls dead
/// turned to the other side.
pub(super) fn values_with_dead_captured(model: &str, game: &Game, judgement: &crate::meaning::Judgement) -> Vec<f32> {
    let board = crate::meaning::ishida::with_dead_as_captured(game.board(), judgement);
    match make_model(model) {
        Some(mut m) => {
            m.set_to_play(game.to_play());
            m.compute(&board)
        }
        None => vec![0.0; game.size() * game.size()],
    }
}

/// Playouts of the `ownership` model for the terrain. They run on a worker
/// thread in the window (about 30 ms on 19x19), so the terrain follows a
/// move a few frames later while the stone appears at once.
const TERRAIN_OWNERSHIP_PLAYOUTS: usize = 600;

/// Whether `model` is slow enough to be computed off the main thread.
pub(super) fn runs_in_background(model: &str) -> bool {
    model == "ownership"
}

/// The model called `name` as the terrain runs it (ownership with the
/// terrain's playouts on one thread).
fn make_model(model: &str) -> Option<Box<dyn crate::influence::InfluenceModel>> {
    if model == "ownership" { Some(Box::new(terrain_ownership())) } else { crate::influence::by_name(model) }
}

/// The `ownership` model with the terrain's playouts, on one thread.
fn terrain_ownership() -> crate::influence::ownership::Ownership {
    crate::influence::ownership::Ownership { playouts: TERRAIN_OWNERSHIP_PLAYOUTS, threads: 1, ..Default::default() }
}

/// `influence_values` with the spread of each value where the model has
/// one (ownership: its standard deviation over the playouts).
pub(super) fn values_and_spread(model: &str, game: &Game) -> (Vec<f32>, Option<Vec<f32>>) {
    if model == "ownership" {
        let m = crate::influence::ownership::Ownership { to_play: game.to_play(), ..terrain_ownership() }
            .estimate(game.board());
        return (m.mean, Some(m.std_dev));
    }
    (influence_values(model, game), None)
}

/// Per-point influence of `model` in `game`, computed afresh: row by row
/// from the top, each in [-1, 1], positive for Black (see
/// `crate::influence`). An unknown model gives a flat terrain.
fn influence_values(model: &str, game: &Game) -> Vec<f32> {
    match make_model(model) {
        Some(mut m) => {
            m.set_to_play(game.to_play());
            m.compute(game.board())
        }
        None => vec![0.0; game.size() * game.size()],
    }
}

/// The model the terrain follows the game with, kept from move to move so
/// that a model that can follow a game incrementally (path influence) only
/// updates by the stones that came and went: after a move, an undo, a step
/// through the record, alike.
#[derive(Default)]
pub(super) struct Following {
    name: String,
    model: Option<Box<dyn crate::influence::InfluenceModel>>,
}

impl Following {
    /// The values of `model` for `game`.
    pub(super) fn values(&mut self, model: &str, game: &Game) -> Vec<f32> {
        if self.name != model || self.model.is_none() {
            self.name = model.to_string();
            self.model = make_model(model);
        }
        match self.model.as_mut() {
            Some(m) => {
                m.set_to_play(game.to_play());
                m.update(game.board())
            }
            None => vec![0.0; game.size() * game.size()],
        }
    }
}

/// A model's values with their spread, where it has one.
pub(super) type Values = (Vec<f32>, Option<Vec<f32>>);

/// The thread that computes the slow models: only the newest question
/// waiting is worked on, and an answer is used if it is newer than the
/// last one used and for the model and board size shown (so the terrain
/// keeps following a fast game).
#[derive(Resource)]
pub struct SlowModels(Background<(String, Game), (String, Values)>);

impl SlowModels {
    pub fn start() -> Self {
        SlowModels(Background::start("terrain models", |job: Job<(String, Game)>, answers| {
            let (model, game) = job.question;
            let values = values_and_spread(&model, &game);
            answers.send((model, values));
        }))
    }

    /// Whether an answer is still to come for the slow model shown.
    pub fn waiting(&self, model: &str) -> bool {
        runs_in_background(model) && self.0.waiting()
    }

    pub(super) fn ask(&mut self, model: &str, game: &Game) {
        self.0.ask((model.to_string(), game.clone()));
    }

    /// The newest answer for `model` on a board of `points` points, if one
    /// came that is newer than the last used.
    pub(super) fn answer(&mut self, model: &str, points: usize) -> Option<Values> {
        let fits = |(m, values): &(String, Values)| m == model && values.0.len() == points;
        self.0.answers().into_iter().map(|(_, a)| a).rfind(fits).map(|(_, values)| values)
    }
}

/// The public face of the models for other features (render, bench).
pub fn model_values(model: &str, game: &Game) -> Vec<f32> {
    influence_values(model, game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Move, Point, Rules};

    #[test]
    fn influence_is_positive_near_black_and_negative_near_white() {
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.play(Color::Black, Move::Play(Point::new(2, 2))).unwrap();
        g.play(Color::White, Move::Play(Point::new(6, 6))).unwrap();
        let v = influence_values("control", &g);
        assert!(v[2 * 9 + 2] > 0.5);
        assert!(v[6 * 9 + 6] < -0.5);
        assert!(v[4 * 9 + 4].abs() < 0.2);
        assert!(v.iter().all(|x| (-1.0..=1.0).contains(x)));
    }
}
