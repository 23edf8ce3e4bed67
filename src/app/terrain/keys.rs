//! The terrain's keys: C the colours, T the relief, F the fog.

use bevy::prelude::*;

use super::compute::TerrainTarget;
use super::settings::TerrainSettings;
use crate::app::game::Status;

/// Key F. The fog needs a source that knows how unsure it is: where the
/// terrain shown has none, the status line says so instead of nothing
/// happening.
pub(super) fn toggle_fog(mut t: ResMut<TerrainSettings>, target: Res<TerrainTarget>, mut status: ResMut<Status>) {
    t.fog = !t.fog;
    status.0 = if target.spread.is_none() {
        format!(
            "Fog {}: the {} terrain has no spread to show; the ownership model, the what-if terrain (W) and KataGo's ownership (engine) have one.",
            if t.fog { "on" } else { "off" },
            t.model
        )
    } else {
        String::new()
    };
}

pub(super) fn toggle_control_map(mut t: ResMut<TerrainSettings>) {
    t.control_map = !t.control_map;
}

pub(super) fn toggle_relief(mut t: ResMut<TerrainSettings>) {
    t.relief = !t.relief;
}
