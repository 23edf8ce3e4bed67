//! The terrain's target: the values of the highest source offered, else
//! of the model chosen (at once, followed move by move, or from the worker
//! for the slow models) or of the players' ownership; and which point the
//! last move changed most.

use bevy::prelude::*;

use super::model::{
    ENGINE, SlowModels, counts_the_dead, runs_in_background, values_and_spread, values_with_dead_captured,
};
use super::model::{Following, Values};
use super::settings::TerrainSettings;
use super::sources::TerrainSources;
use crate::app::game::{BoardChanged, GoGame};
use crate::app::verdict::{Asked, Verdict};
use crate::go::{Board, Color, Point};

/// The values the terrain is on its way to.
#[derive(Resource, Debug, Clone, Default)]
pub struct TerrainTarget {
    /// The board size the values are for.
    pub size: usize,
    pub values: Vec<f32>,
    /// How unsure the values are, per point (0 sure, 1 a coin toss: the
    /// spread of ownership over playouts), where the source knows it.
    pub spread: Option<Vec<f32>>,
    /// Stones the ground runs over (see `Offer::sunk`).
    pub sunk: Vec<Point>,
    /// The point whose value the last move changed most (stones that came
    /// or went aside), with the change, when it moved by at least
    /// `CHANGED_MOST_MIN`.
    pub changed_most: Option<(Point, f32)>,
}

/// What the model was last asked for, so that it is asked again only
/// after a move, a new model, a new verdict, or when offered values go.
#[derive(Default)]
pub(super) struct Asking {
    model: String,
    size: usize,
    /// The model's values are to be computed again.
    stale: bool,
    /// The verdict the dead were counted by.
    dead_counted: Option<Asked>,
}

/// After a change of the position, of the model or of the offers, the
/// shown source's values become the target: at once, or when the worker
/// answers for the slow models (the terrain keeps its shape meanwhile).
#[allow(clippy::too_many_arguments)]
pub(super) fn compute_targets(
    mut changed: MessageReader<BoardChanged>,
    go: Res<GoGame>,
    settings: Res<TerrainSettings>,
    sources: Res<TerrainSources>,
    mut t: ResMut<TerrainTarget>,
    worker: Option<ResMut<SlowModels>>,
    players: EngineOwnership,
    verdict: Res<Verdict>,
    mut asking: Local<Asking>,
    mut following: Local<Following>,
    mut before: Local<Before>,
    mut engine_last: Local<Option<Values>>,
) {
    let n = go.game.size();
    let moved = changed.read().count() > 0;
    if asking.size != n || asking.model != settings.model {
        asking.size = n;
        asking.model = settings.model.clone();
        asking.stale = true;
    }
    if t.size != n || t.values.len() != n * n {
        t.size = n;
        t.values = vec![0.0; n * n];
        t.spread = None;
    }
    if sources.is_changed() {
        let sunk = sources.sunk();
        if t.sunk != sunk {
            t.sunk = sunk;
        }
    }
    // Values offered in place of the model's. Read first, written only
    // where they differ, so that the terrain is not marked changed (and
    // redrawn) every frame.
    if let Some((_, offer)) = sources.shown(n * n) {
        set(&mut t, &offer.values, offer.spread.as_ref());
        // The model is asked afresh once these values go.
        asking.stale = true;
        return;
    }
    if settings.model == ENGINE {
        // The last ownership a player reported, never another source's
        // values: flat until one reports.
        if let Some((own, spread)) = players.ownership().filter(|(o, _)| o.len() == n * n) {
            *engine_last = Some((own.clone(), spread.filter(|s| s.len() == n * n).cloned()));
        }
        let (values, spread) =
            engine_last.clone().filter(|(v, _)| v.len() == n * n).unwrap_or_else(|| (vec![0.0; n * n], None));
        set(&mut t, &values, spread.as_ref());
        if t.changed_most.is_some() {
            t.changed_most = None;
        }
        asking.stale = false;
        return;
    }
    let model = settings.model.as_str();
    let mut worker = worker.filter(|_| runs_in_background(model));
    // The judge's verdict on this position, for a model that counts dead
    // stones for the other side: once it comes, the values are redrawn.
    let judged = verdict.on(&go.game).filter(|_| counts_the_dead(model));
    let judged_now = judged.is_some() && asking.dead_counted.as_ref() != verdict.judgement.as_ref().map(|(a, _)| a);
    if moved || asking.stale || judged_now {
        asking.stale = false;
        match worker.as_mut() {
            Some(w) => w.ask(model, &go.game),
            None => {
                // Followed move by move on the board as it stands; redrawn
                // whole with the dead turned once the verdict is in. A
                // model with a spread (ownership, where no worker runs it:
                // a rendered picture) is computed whole, spread and all.
                let (values, spread) = if runs_in_background(model) {
                    values_and_spread(model, &go.game)
                } else {
                    (following.values(model, &go.game), None)
                };
                t.values = match judged {
                    Some(j) if !j.surely_dead_stones().is_empty() => values_with_dead_captured(model, &go.game, j),
                    _ => values,
                };
                asking.dead_counted = judged.and(verdict.judgement.as_ref().map(|(a, _)| a.clone()));
                t.spread = spread;
            }
        }
    }
    if let Some((values, spread)) = worker.and_then(|mut w| w.answer(model, n * n)) {
        t.values = values;
        t.spread = spread;
    }
    // The model's shape after a move: which point it changed most.
    before.moved |= moved;
    if before.values != t.values {
        let board = go.game.board();
        let most = if before.moved && before.model == settings.model {
            changed_most(board, &before.stones, &before.values, &t.values)
        } else {
            None
        };
        if t.changed_most != most {
            t.changed_most = most;
        }
        *before = Before {
            stones: Point::all(n).map(|p| board.get(p)).collect(),
            values: t.values.clone(),
            model: settings.model.clone(),
            moved: false,
        };
    }
}

/// Sets the target to `values`, writing only what differs.
fn set(t: &mut ResMut<TerrainTarget>, values: &Vec<f32>, spread: Option<&Vec<f32>>) {
    if t.values != *values {
        t.values = values.clone();
    }
    if t.spread.as_ref() != spread {
        t.spread = spread.cloned();
    }
}

/// The model's last shape, for the "changed most" mark: the stones it was
/// computed with, its values, its model, and whether a move came since.
#[derive(Default)]
pub(super) struct Before {
    stones: Vec<Option<Color>>,
    values: Vec<f32>,
    model: String,
    moved: bool,
}

/// The least change of a point's value that the "changed most" mark shows.
pub const CHANGED_MOST_MIN: f32 = 0.25;

/// The point of `board` whose value changed most from `before` to `after`
/// among those whose stone stayed as it was (`stones`: what stood on each
/// point with the values before).
fn changed_most(board: &Board, stones: &[Option<Color>], before: &[f32], after: &[f32]) -> Option<(Point, f32)> {
    let n = board.size();
    if stones.len() != n * n || before.len() != n * n || after.len() != n * n {
        return None;
    }
    Point::all(n)
        .enumerate()
        .filter(|&(k, p)| board.get(p) == stones[k])
        .map(|(k, p)| (p, after[k] - before[k]))
        .max_by(|a, b| a.1.abs().total_cmp(&b.1.abs()))
        .filter(|(_, d)| d.abs() >= CHANGED_MOST_MIN)
}

/// The ownership the players report while they think: the evaluation's
/// (key E) when it runs, else the thinking AI's.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct EngineOwnership<'w> {
    thinking: Option<Res<'w, crate::app::thinking::Thinking>>,
    eval: Option<Res<'w, crate::app::thinking::Evaluation>>,
}

impl EngineOwnership<'_> {
    fn ownership(&self) -> Option<(&Vec<f32>, Option<&Vec<f32>>)> {
        engine_ownership(self.eval.as_deref(), self.thinking.as_deref())
    }
}

/// The ownership a player reports now, with its spread where the player
/// gives one (KataGo's `ownershipStdev`): the evaluation's while it runs
/// (key E), else the AI's while it thinks; `None` when neither reports one.
pub fn engine_ownership<'a>(
    eval: Option<&'a crate::app::thinking::Evaluation>,
    thinking: Option<&'a crate::app::thinking::Thinking>,
) -> Option<(&'a Vec<f32>, Option<&'a Vec<f32>>)> {
    let progress = crate::app::thinking::engine_progress(eval, thinking)?;
    Some((progress.ownership.as_ref()?, progress.ownership_stdev.as_ref()))
}
