//! Which lines are drawn as ghost stones. With the pointer on a candidate
//! of the evaluation (key E) or of the thinking AI's analysis (key S), its
//! line; with key V, the best three candidates' lines at once, each ringed
//! in its own colour; with no analysis shown, the line that proves the
//! reading of a group (key K).

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;

use super::game::GoGame;
use super::ghosts::{Ghosts, LINES, Line};
use super::read_group::GroupReading;
use super::stones::Hover;
use super::thinking::{AiControl, Evaluation, Thinking};
use super::{AppSet, keyboard_free};
use crate::engine::Progress;

pub fn plugin(app: &mut App) {
    app.init_resource::<Ghosts>()
        .add_systems(
            Update,
            (|mut g: ResMut<Ghosts>| g.all_lines = !g.all_lines)
                .run_if(input_just_pressed(KeyCode::KeyV).and_then(keyboard_free))
                .in_set(AppSet::Input),
        )
        .add_systems(Update, collect.in_set(AppSet::Visuals));
}

/// The analysis shown for the position on the board: the evaluation's,
/// else the thinking AI's when its analysis is on the board.
fn shown_analysis<'a>(eval: &'a Evaluation, thinking: &'a Thinking, control: &AiControl) -> Option<&'a Progress> {
    let e = eval.progress.as_ref().filter(|_| eval.active);
    let t = thinking.progress.as_ref().filter(|_| control.show_analysis && thinking.pending.is_some());
    e.or(t)
}

fn collect(
    go: Res<GoGame>,
    eval: Res<Evaluation>,
    thinking: Res<Thinking>,
    control: Res<AiControl>,
    hover: Res<Hover>,
    reading: Res<GroupReading>,
    mut ghosts: ResMut<Ghosts>,
) {
    let inputs_changed = go.is_changed()
        || eval.is_changed()
        || thinking.is_changed()
        || control.is_changed()
        || hover.is_changed()
        || reading.is_changed()
        || ghosts.is_changed();
    if !inputs_changed {
        return;
    }
    let first = go.game.to_play();
    let lines: Vec<Line> = match shown_analysis(&eval, &thinking, &control) {
        Some(progress) if !go.scoring => progress
            .candidates
            .iter()
            .enumerate()
            .filter(
                |(rank, c)| {
                    if ghosts.all_lines { *rank < LINES } else { hover.0.is_some() && c.mv.point() == hover.0 }
                },
            )
            .map(|(rank, c)| Line { rank, first, moves: c.pv.clone(), marked: true })
            .collect(),
        None if !go.scoring => reading
            .line(&go.game)
            .map(|(first, moves)| vec![Line { rank: 0, first, moves, marked: false }])
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    if ghosts.lines != lines {
        ghosts.lines = lines;
    }
}
