//! The person at the window: what the pointer is on (worked out once a
//! frame, from the surface and stones as they are drawn, before anything
//! else reads it), clicks on the board (drags and clicks on panels are not
//! clicks), and the game keys: P pass, U undo, arrows/Home/End replay.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::game::{BoardClicked, GameCommand};
use super::scene::ClickSurface;
use super::stones::Hover;
use super::terrain::TerrainSurface;
use super::{AppSet, keyboard_free, pointer_free};
use crate::go::Point;

pub fn plugin(app: &mut App) {
    app.init_resource::<Pointed>()
        .add_systems(Update, (pick_pointer, read_clicks).chain().in_set(AppSet::Input))
        .add_systems(Update, game_keys.run_if(keyboard_free).in_set(AppSet::Input));
}

/// What the pointer is on this frame: its place in the window and the
/// board point seen under it.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct Pointed {
    pub cursor: Option<Vec2>,
    pub point: Option<Point>,
}

/// The game's keys and what they ask for.
const GAME_KEYS: [(KeyCode, GameCommand); 8] = [
    (KeyCode::KeyP, GameCommand::Pass),
    (KeyCode::KeyU, GameCommand::Undo),
    (KeyCode::ArrowLeft, GameCommand::Back),
    (KeyCode::ArrowRight, GameCommand::Forward),
    (KeyCode::Home, GameCommand::First),
    (KeyCode::End, GameCommand::Last),
    (KeyCode::ArrowUp, GameCommand::SwitchVariation(-1)),
    (KeyCode::ArrowDown, GameCommand::SwitchVariation(1)),
];

fn game_keys(keys: Res<ButtonInput<KeyCode>>, mut out: MessageWriter<GameCommand>) {
    for (key, cmd) in GAME_KEYS.iter() {
        if keys.just_pressed(*key) {
            out.write(cmd.clone());
        }
    }
}

/// The board point seen at `cursor`: the first stone or place of the
/// drawn surface the camera's ray through it meets.
pub fn point_at(camera: (&Camera, &GlobalTransform), terrain: &TerrainSurface, cursor: Vec2) -> Option<Point> {
    let ray = camera.0.viewport_to_world(camera.1, cursor).ok()?;
    terrain.relief.pick(ray).and_then(|(_, p)| p)
}

/// Works out once what the pointer is on; the hover stone follows it.
fn pick_pointer(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    camera: Option<Single<(&Camera, &GlobalTransform), With<Camera3d>>>,
    terrain: Res<TerrainSurface>,
    free: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut pointed: ResMut<Pointed>,
    mut hover: ResMut<Hover>,
) {
    let (Some(window), Some(camera)) = (window, camera) else { return };
    let cursor = window.cursor_position();
    let point = cursor.and_then(|c| point_at(*camera, &terrain, c));
    *pointed = Pointed { cursor, point };
    let over_panel = !pointer_free(free);
    let p = point.filter(|_| !over_panel);
    if hover.0 != p {
        hover.0 = p;
    }
}

/// Pointer clicks on the board become `BoardClicked` at the point the
/// person sees under the pointer, unless the pointer moved more than a few
/// pixels between press and release (a drag of the camera).
#[allow(clippy::too_many_arguments)]
fn read_clicks(
    mut presses: MessageReader<Pointer<Press>>,
    mut clicks: MessageReader<Pointer<Click>>,
    surfaces: Query<&ClickSurface>,
    camera: Option<Single<(&Camera, &GlobalTransform), With<Camera3d>>>,
    terrain: Res<TerrainSurface>,
    pointed: Res<Pointed>,
    mut press_at: Local<Option<Vec2>>,
    mut out: MessageWriter<BoardClicked>,
) {
    for p in presses.read() {
        *press_at = Some(p.pointer_location.position);
    }
    let Some(camera) = camera else { return };
    for c in clicks.read() {
        let Ok(surface) = surfaces.get(c.entity) else { continue };
        let at = c.pointer_location.position;
        if press_at.map_or(0.0, |p| p.distance(at)) > 5.0 {
            continue;
        }
        // The pick of this frame, where the click is where the pointer is.
        let point = match pointed.cursor {
            Some(cursor) if cursor.distance(at) < 0.5 => pointed.point,
            _ => point_at(*camera, &terrain, at),
        };
        if surface.board || (c.button == PointerButton::Primary && point.is_some()) {
            out.write(BoardClicked { point, button: c.button });
        }
    }
}
