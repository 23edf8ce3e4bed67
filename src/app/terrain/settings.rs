//! What the terrain shows and how: the person's choices, written only by
//! the panel and the keys (C, T, F in `keys`; G in `meaning_terrain`).

use bevy::prelude::*;

use super::model::models;

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
