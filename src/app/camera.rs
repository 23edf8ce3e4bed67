//! The camera: orbit, pan and zoom with the orbit camera crate (which
//! ignores the pointer while a panel has it), three presets (top view, the
//! player's view, a low angle over the terrain) on keys 1, 2, 3 and in the
//! panel, reached by a smooth transition.

use std::f32::consts::FRAC_PI_2;

use bevy::prelude::*;
use bevy_panorbit_camera::PanOrbitCamera;

use super::game::{BoardChanged, GoGame};
use super::geometry::board_side;
use super::{AppSet, keyboard_free};

/// The preset views.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CameraPreset {
    Top,
    #[default]
    Player,
    Low,
}

impl std::str::FromStr for CameraPreset {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "top" => Ok(CameraPreset::Top),
            "player" => Ok(CameraPreset::Player),
            "low" => Ok(CameraPreset::Low),
            _ => Err(format!("unknown camera '{s}' (expected top, player or low)")),
        }
    }
}

/// The share of the view's width a panel covers on the right, halved: the
/// presets move the board left by as much, to centre it in the free part.
#[derive(Resource, Debug, Clone, Copy)]
pub struct ViewShift(pub f32);

impl Default for ViewShift {
    fn default() -> Self {
        ViewShift(0.12)
    }
}

/// The share of the view's height the terrain's key covers at the top:
/// the presets fit the board below it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct ViewTop(pub f32);

/// An orbit: yaw and pitch in radians (pitch > 0 looks down), distance.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Orbit {
    pub focus: Vec3,
    pub yaw: f32,
    pub pitch: f32,
    pub radius: f32,
}

/// Vertical field of view of the camera (Bevy's default).
const FOV: f32 = std::f32::consts::FRAC_PI_4;

/// The orbit of a preset for a board of `size` lines seen in a view of
/// `aspect` (width / height), the board moved left by `shift` of the view's
/// width and down by half of `top`, the share of its height a key covers.
pub fn preset_orbit(preset: CameraPreset, size: usize, aspect: f32, shift: f32, top: f32) -> Orbit {
    // Far enough that the whole board fits the free part of the view.
    let half = board_side(size) / 2.0 + 0.3;
    // The presets' margins (the player's view sees the far edge narrowed
    // by perspective) leave room for half the key already.
    let top = top.clamp(0.0, 0.5) * 0.5;
    let free_aspect = aspect * (1.0 - 2.0 * shift);
    let fit = half / (FOV / 2.0).tan() / free_aspect.min(1.0 - top).clamp(0.3, 1.0);
    let mut o = match preset {
        CameraPreset::Top => Orbit { focus: Vec3::ZERO, yaw: 0.0, pitch: FRAC_PI_2 - 0.02, radius: fit * 1.08 },
        CameraPreset::Player => {
            Orbit { focus: Vec3::new(0.0, 0.0, half * 0.08), yaw: 0.0, pitch: 0.95, radius: fit * 1.25 }
        }
        CameraPreset::Low => Orbit { focus: Vec3::ZERO, yaw: 0.55, pitch: 0.6, radius: fit * 1.15 },
    };
    let rot = Quat::from_rotation_y(o.yaw) * Quat::from_rotation_x(-o.pitch);
    o.focus += rot * Vec3::X * shift * 2.0 * o.radius * (FOV / 2.0).tan() * aspect;
    o.focus += rot * Vec3::Y * top * o.radius * (FOV / 2.0).tan();
    o
}

/// The camera transform of an orbit (the orbit camera crate's convention).
pub fn orbit_transform(o: Orbit) -> Transform {
    let rot = Quat::from_rotation_y(o.yaw) * Quat::from_rotation_x(-o.pitch);
    Transform { translation: o.focus + rot * Vec3::new(0.0, 0.0, o.radius), rotation: rot, ..default() }
}

pub fn plugin(app: &mut App) {
    app.add_message::<CameraPreset>()
        .init_resource::<ViewShift>()
        .init_resource::<ViewTop>()
        .init_resource::<Fitted>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, preset_keys.run_if(keyboard_free).in_set(AppSet::Input))
        .add_systems(Update, (refit_on_new_size, keep_fitted, go_to_preset).chain().in_set(AppSet::Visuals))
        .add_systems(PostUpdate, not_through_the_panel.before(bevy_panorbit_camera::PanOrbitCameraSystemSet));
}

/// The camera takes no pointer input while the pointer is over the side
/// panel: the wheel that scrolls the panel must not zoom the board. (The
/// orbit camera's own check of egui's focus lets the wheel through when
/// only the pointer's place has changed.)
fn not_through_the_panel(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    shift: Res<ViewShift>,
    mut cams: Query<&mut PanOrbitCamera>,
) {
    let Ok(window) = windows.single() else { return };
    // `ViewShift` is half the panel's share of the window's width.
    let panel_left = window.width() * (1.0 - 2.0 * shift.0);
    let over_panel = window.cursor_position().is_some_and(|c| c.x >= panel_left);
    for mut cam in &mut cams {
        if cam.enabled == over_panel {
            cam.enabled = !over_panel;
        }
    }
}

/// Whether the scene is drawn by a software renderer (Mesa's lavapipe,
/// say), where every sample of every pixel costs real time.
pub fn software_renderer(adapter: Option<&bevy::render::renderer::RenderAdapterInfo>) -> bool {
    // wgpu's DeviceType is not re-exported by Bevy; its name is stable.
    adapter.is_some_and(|info| format!("{:?}", info.device_type) == "Cpu")
}

/// Multisampling where the adapter can afford it: four samples on a GPU,
/// none on a software renderer, where they would nearly double the frame.
pub fn msaa_for(adapter: Option<&bevy::render::renderer::RenderAdapterInfo>) -> Msaa {
    if software_renderer(adapter) { Msaa::Off } else { Msaa::Sample4 }
}

/// The preset the camera was last sent to, the view (aspect and panel
/// shift) it was fitted to, and the orbit it was given.
#[derive(Resource, Debug, Default)]
struct Fitted {
    preset: CameraPreset,
    aspect: f32,
    shift: f32,
    top: f32,
    orbit: Option<Orbit>,
}

fn spawn_camera(
    mut commands: Commands,
    shift: Res<ViewShift>,
    mut fitted: ResMut<Fitted>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
) {
    let o = preset_orbit(CameraPreset::Player, 19, 1.6, shift.0, 0.0);
    *fitted = Fitted { preset: CameraPreset::Player, aspect: 1.6, shift: shift.0, top: 0.0, orbit: Some(o) };
    commands.spawn((
        PanOrbitCamera {
            focus: o.focus,
            yaw: Some(o.yaw),
            pitch: Some(o.pitch),
            radius: Some(o.radius),
            pitch_lower_limit: Some(0.08),
            pitch_upper_limit: Some(FRAC_PI_2 - 0.01),
            zoom_lower_limit: 3.0,
            zoom_upper_limit: Some(120.0),
            orbit_smoothness: 0.15,
            zoom_smoothness: 0.2,
            pan_smoothness: 0.1,
            ..default()
        },
        orbit_transform(o),
        msaa_for(adapter.as_deref()),
    ));
}

fn preset_keys(keys: Res<ButtonInput<KeyCode>>, mut out: MessageWriter<CameraPreset>) {
    for (k, p) in [
        (KeyCode::Digit1, CameraPreset::Top),
        (KeyCode::Digit2, CameraPreset::Player),
        (KeyCode::Digit3, CameraPreset::Low),
    ] {
        if keys.just_pressed(k) {
            out.write(p);
        }
    }
}

fn refit_on_new_size(
    mut changed: MessageReader<BoardChanged>,
    go: Res<GoGame>,
    mut last: Local<usize>,
    mut out: MessageWriter<CameraPreset>,
) {
    if changed.read().any(|c| c.reset) && *last != go.game.size() {
        *last = go.game.size();
        out.write(CameraPreset::Player);
    }
}

/// While the camera stays where a preset put it, the preset is fitted
/// again when the view's shape or the panel's width changes (a window of
/// another size, a panel that grew): the whole board stays in the free
/// part of the view. Once the person moves the camera it is theirs.
fn keep_fitted(
    shift: Res<ViewShift>,
    top: Res<ViewTop>,
    fitted: Res<Fitted>,
    cams: Query<(&PanOrbitCamera, &Camera)>,
    mut out: MessageWriter<CameraPreset>,
) {
    let Some(placed) = fitted.orbit else { return };
    for (cam, camera) in &cams {
        let Some(aspect) = camera.logical_viewport_size().map(|s| s.x / s.y.max(1.0)) else { continue };
        let moved = (cam.target_radius - placed.radius).abs() > 1e-3
            || cam.target_focus.distance(placed.focus) > 1e-3
            || (cam.target_yaw - placed.yaw).abs() > 1e-3
            || (cam.target_pitch - placed.pitch).abs() > 1e-3;
        let reshaped = (aspect - fitted.aspect).abs() > 0.01
            || (shift.0 - fitted.shift).abs() > 0.005
            || (top.0 - fitted.top).abs() > 0.005;
        if cam.initialized && !moved && reshaped {
            out.write(fitted.preset);
        }
    }
}

/// Sets the orbit camera's targets: it eases there by itself.
fn go_to_preset(
    mut presets: MessageReader<CameraPreset>,
    go: Res<GoGame>,
    shift: Res<ViewShift>,
    top: Res<ViewTop>,
    mut fitted: ResMut<Fitted>,
    mut cams: Query<(&mut PanOrbitCamera, &Camera)>,
) {
    let Some(&preset) = presets.read().last() else { return };
    for (mut cam, camera) in &mut cams {
        let aspect = camera.logical_viewport_size().map_or(1.6, |s| s.x / s.y.max(1.0));
        let o = preset_orbit(preset, go.game.size(), aspect, shift.0, top.0);
        *fitted = Fitted { preset, aspect, shift: shift.0, top: top.0, orbit: Some(o) };
        cam.target_focus = o.focus;
        cam.target_yaw = o.yaw;
        cam.target_pitch = o.pitch;
        cam.target_radius = o.radius;
        if !cam.initialized {
            // Before its first update the camera starts from these instead.
            cam.focus = o.focus;
            cam.yaw = Some(o.yaw);
            cam.pitch = Some(o.pitch);
            cam.radius = Some(o.radius);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_look_at_the_board_from_above() {
        for p in [CameraPreset::Top, CameraPreset::Player, CameraPreset::Low] {
            let o = preset_orbit(p, 19, 1.6, 0.0, 0.0);
            let t = orbit_transform(o);
            assert!(t.translation.y > 0.0, "{p:?}");
            let ahead = t.forward().as_vec3();
            let to_focus = (o.focus - t.translation).normalize();
            assert!(ahead.dot(to_focus) > 0.999, "{p:?} looks at its focus");
        }
    }
}
