//! Frames only when something changes. The window's event loop waits for
//! input (winit's reactive mode: a key, a click or the pointer moving wakes
//! it at once), and this feature asks for the next frame as long as
//! anything moves on its own: an AI thinking or about to be asked, an
//! evaluation running, the judge working, the terrain flowing or waiting
//! for its worker, the
//! camera easing to where it was sent, a picture of the window to take.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_panorbit_camera::PanOrbitCamera;

use super::WindowShot;
use super::game::GoGame;
use super::terrain::{SlowModels, TerrainSettings, TerrainSurface, TerrainTarget};
use super::thinking::{AiControl, Evaluation, Seats, Thinking};
use super::verdict::Verdict;

pub fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(Duration::from_secs(5)),
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(30)),
    })
    .add_systems(Last, keep_drawing);
}

/// Whether the orbit camera is still on its way to its targets.
fn easing(c: &PanOrbitCamera) -> bool {
    let off = |now: Option<f32>, to: f32| now.is_none_or(|v| (v - to).abs() > 1e-4);
    !c.initialized
        || c.focus.distance(c.target_focus) > 1e-4
        || off(c.yaw, c.target_yaw)
        || off(c.pitch, c.target_pitch)
        || off(c.radius, c.target_radius)
}

#[allow(clippy::too_many_arguments)]
fn keep_drawing(
    go: Res<GoGame>,
    seats: Res<Seats>,
    thinking: Res<Thinking>,
    control: Res<AiControl>,
    eval: Res<Evaluation>,
    settings: Res<TerrainSettings>,
    target: Res<TerrainTarget>,
    surface: Res<TerrainSurface>,
    worker: Option<Res<SlowModels>>,
    verdict: Res<Verdict>,
    what_if: Res<super::what_if_view::WhatIfView>,
    cameras: Query<&PanOrbitCamera>,
    shot: Option<Res<WindowShot>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let g = &go.game;
    let ai_to_move = !g.is_over() && !seats.is_human(g.to_play()) && (control.running || control.step);
    let moving = ai_to_move
        || thinking.pending.is_some()
        || eval.active
        || surface.shown != target.values
        || worker.is_some_and(|w| w.waiting(&settings.model))
        || verdict.pending.is_some()
        || what_if.waiting()
        || cameras.iter().any(easing)
        || shot.is_some();
    if moving {
        redraw.write(RequestRedraw);
    }
}
