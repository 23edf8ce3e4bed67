//! The person at the window: clicks on the board (mesh picking; drags and
//! clicks on panels are not clicks), the point under the cursor for the
//! hover stone, and the game keys: P pass, U undo, arrows/Home/End replay.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::game::{BoardClicked, GameCommand, GoGame};
use super::geometry::world_to_point;
use super::scene::ClickSurface;
use super::stones::Hover;
use super::terrain::Terrain;
use super::{AppSet, keyboard_free, pointer_free};

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (read_clicks, track_hover, game_keys.run_if(keyboard_free)).in_set(AppSet::Input));
}

/// The game's keys and what they ask for.
const GAME_KEYS: [(KeyCode, GameCommand); 6] = [
    (KeyCode::KeyP, GameCommand::Pass),
    (KeyCode::KeyU, GameCommand::Undo),
    (KeyCode::ArrowLeft, GameCommand::Back),
    (KeyCode::ArrowRight, GameCommand::Forward),
    (KeyCode::Home, GameCommand::First),
    (KeyCode::End, GameCommand::Last),
];

fn game_keys(keys: Res<ButtonInput<KeyCode>>, mut out: MessageWriter<GameCommand>) {
    for (key, cmd) in GAME_KEYS.iter() {
        if keys.just_pressed(*key) {
            out.write(cmd.clone());
        }
    }
}

/// What the pointer at `cursor` shows: the place on the terrain's surface
/// (or the board where it is flat) under it.
fn pointed_at(camera: (&Camera, &GlobalTransform), terrain: &Terrain, cursor: Vec2) -> Option<Vec3> {
    let ray = camera.0.viewport_to_world(camera.1, cursor).ok()?;
    terrain.hit(ray)
}

/// Pointer clicks on the board become `BoardClicked` at the place on the
/// terrain the person sees under the pointer, unless the pointer moved more
/// than a few pixels between press and release (a drag of the camera).
#[allow(clippy::too_many_arguments)]
fn read_clicks(
    mut presses: MessageReader<Pointer<Press>>,
    mut clicks: MessageReader<Pointer<Click>>,
    surfaces: Query<&ClickSurface>,
    go: Res<GoGame>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    terrain: Res<Terrain>,
    mut press_at: Local<Option<Vec2>>,
    mut out: MessageWriter<BoardClicked>,
) {
    for p in presses.read() {
        *press_at = Some(p.pointer_location.position);
    }
    for c in clicks.read() {
        let Ok(surface) = surfaces.get(c.entity) else { continue };
        let moved = press_at.map_or(0.0, |p| p.distance(c.pointer_location.position));
        if moved > 5.0 {
            continue;
        }
        let Some(world) = pointed_at(*camera, &terrain, c.pointer_location.position).or(c.hit.position) else {
            continue;
        };
        let on_grid = world_to_point(go.game.size(), world).is_some();
        if surface.board || (c.button == PointerButton::Primary && on_grid) {
            out.write(BoardClicked { world, button: c.button });
        }
    }
}

/// The board point under the cursor, on the terrain as it is drawn.
fn track_hover(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    terrain: Res<Terrain>,
    go: Res<GoGame>,
    free: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut hover: ResMut<Hover>,
) {
    let over_panel = !pointer_free(free);
    let p = window
        .cursor_position()
        .filter(|_| !over_panel)
        .and_then(|c| pointed_at(*camera, &terrain, c))
        .and_then(|w| world_to_point(go.game.size(), w));
    if hover.0 != p {
        hover.0 = p;
    }
}
