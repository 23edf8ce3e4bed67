//! The board's top with the influence terrain on it, as a pipeline with
//! one writer for each thing:
//!
//! - `settings`: what the terrain shows and how (`TerrainSettings`),
//!   written only by the panel and the keys (`keys`);
//! - `sources`: values offered by the features that make them (the count
//!   and the Ishida picture, the what-if terrain, the end of a ghost line:
//!   `TerrainSources`), each writing its own `Source`;
//! - `model`: the influence models' values, on a worker for the slow ones;
//! - `compute`: the target, from the highest source offered or else the
//!   model or the players' ownership (`TerrainTarget`);
//! - `surface`: the values flowing to the target and the relief built from
//!   them (`TerrainSurface`), read by picking, stones and marks, and
//!   written to the GPU through `material` (shaders/terrain.wgsl).
//!
//! Other plugins order their systems against the published sets
//! `TerrainSet::{Sources, Compute, Upload}`, never against a function here.

mod compute;
mod keys;
pub mod material;
pub mod model;
mod settings;
mod sources;
mod surface;

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;

pub use compute::{CHANGED_MOST_MIN, TerrainTarget, engine_ownership};
pub use model::{ENGINE, ISHIDA, SlowModels, counts_the_dead, model_values, models};
pub use settings::TerrainSettings;
pub use sources::{Offer, Source, TerrainSources};
pub use surface::TerrainSurface;

use super::{AppSet, keyboard_free};

/// The terrain's steps in a frame, in order, inside `AppSet::Visuals`:
/// features offer their values, the target is computed, the surface flows
/// and is uploaded.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum TerrainSet {
    Sources,
    Compute,
    Upload,
}

pub fn plugin(app: &mut App) {
    material::register(app);
    app.init_resource::<TerrainSettings>()
        .init_resource::<TerrainSources>()
        .init_resource::<TerrainTarget>()
        .init_resource::<TerrainSurface>()
        .configure_sets(
            Update,
            (TerrainSet::Sources, TerrainSet::Compute, TerrainSet::Upload).chain().in_set(AppSet::Visuals),
        )
        .add_systems(Startup, material::spawn_surface)
        .add_systems(
            Update,
            (
                keys::toggle_control_map.run_if(input_just_pressed(KeyCode::KeyC).and_then(keyboard_free)),
                keys::toggle_relief.run_if(input_just_pressed(KeyCode::KeyT).and_then(keyboard_free)),
                keys::toggle_fog.run_if(input_just_pressed(KeyCode::KeyF).and_then(keyboard_free)),
            )
                .in_set(AppSet::Input),
        )
        .add_systems(Update, compute::compute_targets.in_set(TerrainSet::Compute))
        .add_systems(Update, surface::flow_and_upload.in_set(TerrainSet::Upload));
}
