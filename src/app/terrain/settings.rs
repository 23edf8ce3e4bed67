//! What the terrain shows and how: the person's choices, written only by
//! the panel and the keys (C, T, F here; G in `meaning_terrain`).

use bevy::prelude::*;

use super::model::models;
use crate::app::game::Status;

/// The person's settings of the terrain.
#[derive(Resource, Debug, Clone)]
pub struct TerrainSettings {
    /// Key C: the colours of control, flat.
    pub control_map: bool,
    /// Key T: the relief.
    pub relief: bool,
    pub model: String,
    /// Height of full influence, in spacings (at most `relief::RELIEF_MAX`).
    pub height: f32,
    /// How strongly the colours cover the wood (1: as the ramp is made).
    pub opacity: f32,
    /// Seconds the values take to flow to a new shape (0: at once).
    pub flow_secs: f32,
    /// Key F: draw the uncertainty of ownership as fog.
    pub fog: bool,
}

impl Default for TerrainSettings {
    fn default() -> Self {
        TerrainSettings {
            control_map: false,
            relief: true,
            model: models()[0].to_string(),
            height: 1.0,
            opacity: 1.0,
            flow_secs: 0.35,
            fog: true,
        }
    }
}

impl TerrainSettings {
    pub fn visible(&self) -> bool {
        self.control_map || self.relief
    }

    /// The height the relief is drawn at now.
    pub fn drawn_height(&self) -> f32 {
        if self.relief { self.height.clamp(0.0, crate::app::relief::RELIEF_MAX) } else { 0.0 }
    }

    /// How strongly the colours are drawn now (0: not at all).
    pub fn strength(&self) -> f32 {
        if self.visible() { self.opacity } else { 0.0 }
    }
}

/// Key F. The fog needs a source that knows how unsure it is: where the
/// terrain shown has none, the status line says so instead of nothing
/// happening.
pub(super) fn toggle_fog(
    mut t: ResMut<TerrainSettings>,
    target: Res<super::TerrainTarget>,
    mut status: ResMut<Status>,
) {
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
