//! The terrain when it shows what the meaning layer says rather than an
//! influence model: while scoring, the count (each side's stones and
//! territory a flat terrace, dead stones sunk into it); with the `ishida`
//! model, the Ishida picture of the verdict (territory a terrace, influence
//! a slope, moyo raised), of every living group or, with key G, only of the
//! group under the pointer.

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;

use super::game::GoGame;
use super::scoring::{Scoring, terrain_values};
use super::stones::Hover;
use super::terrain::{ISHIDA, Offer, Source, TerrainSet, TerrainSettings, TerrainSources};
use super::verdict::Verdict;
use super::{AppSet, keyboard_free};
use crate::meaning::Judgement;
use crate::meaning::ishida::{Picture, picture};

/// The Ishida picture shown and how.
#[derive(Resource, Default, Debug)]
pub struct IshidaView {
    /// Key G: only the group under the pointer.
    pub one_group: bool,
    /// The picture of the verdict shown, and the group shown alone.
    pub picture: Option<Picture>,
    pub only: Option<usize>,
    /// The verdict the picture was drawn from.
    drawn_from: Option<Judgement>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<IshidaView>()
        .add_systems(
            Update,
            one_group.run_if(input_just_pressed(KeyCode::KeyG).and_then(keyboard_free)).in_set(AppSet::Input),
        )
        .add_systems(Update, fix_terrain.in_set(TerrainSet::Sources));
}

/// Key G: the Ishida picture of the group under the pointer alone, or of
/// every group again. From another terrain it brings up the picture, one
/// group at a time, so that the key always shows something.
fn one_group(mut view: ResMut<IshidaView>, mut terrain: ResMut<TerrainSettings>) {
    if terrain.model != ISHIDA || !terrain.visible() {
        terrain.model = ISHIDA.to_string();
        terrain.relief = terrain.relief || !terrain.control_map;
        view.one_group = true;
    } else {
        view.one_group = !view.one_group;
    }
}

/// The verdict the marks and the picture show: the count's, corrections
/// included, while scoring; the judge's on the position with the Ishida
/// model.
pub fn shown_judgement<'a>(
    go: &GoGame,
    terrain: &TerrainSettings,
    scoring: &'a Scoring,
    verdict: &'a Verdict,
) -> Option<&'a Judgement> {
    if go.scoring {
        scoring.judgement.as_ref()
    } else if terrain.model == ISHIDA && terrain.visible() {
        verdict.on(&go.game)
    } else {
        None
    }
}

/// Offers the terrain the values and sunk stones of the count or the
/// picture; withdraws them for the influence models. While a new verdict is
/// on its way the terrain keeps the last one's shape.
fn fix_terrain(
    go: Res<GoGame>,
    scoring: Res<Scoring>,
    verdict: Res<Verdict>,
    hover: Res<Hover>,
    mut view: ResMut<IshidaView>,
    settings: Res<TerrainSettings>,
    mut sources: ResMut<TerrainSources>,
) {
    if go.scoring {
        view.picture = None;
        view.drawn_from = None;
        // The count changes only with the verdict or a click.
        if !scoring.is_changed() && sources.get(Source::Meaning).is_some() {
            return;
        }
        let (Some(count), Some(j)) = (scoring.count.as_ref(), scoring.judgement.as_ref()) else { return };
        offer(&mut sources, terrain_values(count), j.dead_stones());
        return;
    }
    if settings.model != ISHIDA {
        view.picture = None;
        view.drawn_from = None;
        TerrainSources::set(&mut sources, Source::Meaning, None);
        return;
    }
    let Some(j) = verdict.on(&go.game) else { return };
    let redrawn = view.drawn_from.as_ref() != Some(j);
    if redrawn {
        view.picture = Some(picture(go.game.board(), j));
        view.drawn_from = Some(j.clone());
    }
    let Some(pic) = view.picture.as_ref() else { return };
    let only = if view.one_group { hover.0.and_then(|p| pic.at(p)).map(|(g, _)| g) } else { None };
    // The values change only with the picture or the group shown alone.
    if !redrawn && only == view.only && sources.get(Source::Meaning).is_some() {
        return;
    }
    let values = pic.values(j, only);
    view.only = only;
    offer(&mut sources, values, j.surely_dead_stones());
}

fn offer(sources: &mut ResMut<TerrainSources>, values: Vec<f32>, sunk: Vec<crate::go::Point>) {
    TerrainSources::set(sources, Source::Meaning, Some(Offer { values, spread: None, sunk }));
}
