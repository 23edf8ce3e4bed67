//! Third-party plugins and their settings, in one place: egui for the
//! panels, the orbit camera (told to leave the pointer to egui while it is
//! over a panel), and mesh picking for clicks on the board.

use bevy::prelude::*;
use bevy_egui::EguiPlugin;
use bevy_panorbit_camera::{EguiFocusIncludesHover, PanOrbitCameraPlugin};

pub fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .add_plugins(PanOrbitCameraPlugin)
        .insert_resource(EguiFocusIncludesHover(true))
        .add_plugins(MeshPickingPlugin);
}
