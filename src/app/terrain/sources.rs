//! Where the terrain's values come from. The model and the players'
//! ownership are computed by the terrain itself (`compute`); the features
//! that make values of their own (the count and the Ishida picture, the
//! what-if terrain, the end of a ghost line) offer them here, and the
//! highest source offered is shown.

use std::collections::BTreeMap;

use bevy::prelude::*;

use crate::go::Point;

/// A source of the terrain's values, lowest first: a source offered
/// covers every one below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Source {
    /// The influence model chosen (`TerrainSettings::model`).
    Model,
    /// The ownership the players report (the `engine` model).
    Engine,
    /// The meaning layer: the count while scoring, the Ishida picture.
    Meaning,
    /// The what-if terrain (keys W, D, Y).
    WhatIf,
    /// The terrain at the end of a ghost line (key L).
    LineEnd,
}

/// Values offered for the terrain.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Offer {
    pub values: Vec<f32>,
    /// How unsure each value is (0 sure, 1 a coin toss), where it is known.
    pub spread: Option<Vec<f32>>,
    /// Stones the ground runs over, as if their points were empty: the
    /// dead stones of the count or the picture, sunk into the terrace.
    pub sunk: Vec<Point>,
}

/// The values the features offer, by source.
#[derive(Resource, Default, Debug)]
pub struct TerrainSources {
    offers: BTreeMap<Source, Offer>,
}

impl TerrainSources {
    /// Offers `offer` from `source`, or withdraws it (`None`). Written only
    /// where it differs, so that the terrain is not marked changed (and
    /// redrawn) every frame.
    pub fn set(this: &mut ResMut<Self>, source: Source, offer: Option<Offer>) {
        if this.offers.get(&source) != offer.as_ref() {
            match offer {
                Some(o) => this.offers.insert(source, o),
                None => this.offers.remove(&source),
            };
        }
    }

    /// The highest source offered for a board of `points` points.
    pub fn shown(&self, points: usize) -> Option<(Source, &Offer)> {
        self.offers.iter().rev().find(|(_, o)| o.values.len() == points).map(|(s, o)| (*s, o))
    }

    /// The offer of `source`, if any.
    pub fn get(&self, source: Source) -> Option<&Offer> {
        self.offers.get(&source)
    }

    /// Every stone sunk by any source.
    pub fn sunk(&self) -> Vec<Point> {
        self.offers.values().flat_map(|o| o.sunk.iter().copied()).collect()
    }
}
