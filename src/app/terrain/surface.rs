//! The drawn surface: the shown values flowing to the target, the relief
//! built from them (what stones, marks and picking stand on), and all of
//! it written to the GPU; the mesh and the picture are remade when the
//! board size changes.

use bevy::prelude::*;
use bevy::render::storage::ShaderBuffer;

use super::compute::TerrainTarget;
use super::material::{TerrainHandles, TerrainMaterial, TerrainParams, padded_bytes, picture, terrain_mesh};
use super::settings::TerrainSettings;
use crate::app::game::GoGame;
use crate::app::ramp;
use crate::app::relief::{MAX_SAMPLES, Relief};
use crate::go::{MAX_SIZE, Point};

/// The surface drawn now.
#[derive(Resource, Debug, Clone, Default)]
pub struct TerrainSurface {
    /// The board size drawn.
    pub size: usize,
    /// The values drawn now, on their way to the target.
    pub shown: Vec<f32>,
    /// The drawn ground: what stones, marks and picking stand on.
    pub relief: Relief,
    /// Stones the ground runs over (see `sources::Offer::sunk`).
    pub sunk: Vec<Point>,
    /// Whether the terrain's colours or relief are drawn at all.
    pub visible: bool,
}

impl TerrainSurface {
    /// Height of the drawn ground at point `p`: where its intersection, a
    /// hover stone or a mark on the empty point is drawn (zero under a
    /// stone: stones stand on the board).
    pub fn point_height(&self, p: Point) -> f32 {
        self.relief.point_height(p)
    }

    /// The value shown at point `p`, if the terrain is on.
    pub fn value_at(&self, p: Point) -> Option<f32> {
        let k = p.y as usize * self.size + p.x as usize;
        self.shown.get(k).copied().filter(|_| self.visible && p.on_board(self.size))
    }
}

/// What the surface was last drawn for.
#[derive(Default)]
pub(super) struct DrawnFor {
    size: usize,
    target: Vec<f32>,
    shown: Vec<f32>,
    stones: Vec<bool>,
    height: f32,
    strength: f32,
    spread: Option<Vec<f32>>,
    fog: f32,
}

/// The surface on its way from one shape to the next: both ends are built
/// once, when the target, the stones or the height change, and blended as
/// the values flow (every value flows by the same factor, so one value's
/// progress is everyone's). A blend of two surfaces that are zero under
/// the stones and nowhere steeper than the slope limit is both too.
#[derive(Default)]
pub(super) struct Morph {
    from: Relief,
    to: Relief,
    /// The point whose value had furthest to go, and how far.
    key: usize,
    gap: f32,
}

/// Moves the shown values toward the target, brings the surface along, and
/// writes it all to the GPU; rebuilds the mesh and the picture when the
/// board size changed.
#[allow(clippy::too_many_arguments)]
pub(super) fn flow_and_upload(
    time: Res<Time>,
    go: Res<GoGame>,
    settings: Res<TerrainSettings>,
    target: Res<TerrainTarget>,
    mut t: ResMut<TerrainSurface>,
    handles: Option<Res<TerrainHandles>>,
    mut buffers: ResMut<Assets<ShaderBuffer>>,
    mut mats: ResMut<Assets<TerrainMaterial>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut images: ResMut<Assets<Image>>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    mut last: Local<DrawnFor>,
    mut morph: Local<Morph>,
) {
    let n = target.size;
    if n == 0 || target.values.len() != n * n {
        return;
    }
    if t.size != n || t.shown.len() != n * n {
        t.size = n;
        t.shown = vec![0.0; n * n];
    }
    if t.sunk != target.sunk {
        t.sunk = target.sunk.clone();
    }
    if t.visible != settings.visible() {
        t.visible = settings.visible();
    }
    // Flow: exponential approach, all but 1% done after `flow_secs`.
    if t.shown != target.values {
        let flow = settings.flow_secs;
        let a = if flow <= 0.0 { 1.0 } else { 1.0 - (0.01f32).powf(time.delta_secs() / flow) };
        for (s, g) in t.shown.iter_mut().zip(target.values.iter()) {
            *s += (g - *s) * a;
            if (g - *s).abs() < 1e-3 {
                *s = *g;
            }
        }
    }
    let board = go.game.board();
    let (height, strength) = (settings.drawn_height(), settings.strength());
    let fog = if settings.fog && target.spread.is_some() { ramp::FOG_VEIL } else { 0.0 };
    // Most frames nothing changed: tell without building anything.
    let stands = |p: Point| board.get(p).is_some() && !t.sunk.contains(&p);
    let same_stones = last.stones.len() == n * n && Point::all(n).zip(&last.stones).all(|(p, &had)| stands(p) == had);
    if last.size == n
        && same_stones
        && last.target == target.values
        && last.shown == t.shown
        && last.height == height
        && last.strength == strength
        && last.spread == target.spread
        && last.fog == fog
    {
        return;
    }
    let want = DrawnFor {
        size: n,
        target: target.values.clone(),
        shown: t.shown.clone(),
        stones: Point::all(n).map(stands).collect(),
        height,
        strength,
        spread: target.spread.clone(),
        fog,
    };
    let resized = last.size != n;
    if resized || want.target != last.target || want.stones != last.stones || want.height != last.height {
        let to = Relief::build(n, &want.target, &want.stones, want.height);
        let from = if want.shown == want.target {
            to.clone()
        } else {
            Relief::build(n, &want.shown, &want.stones, want.height)
        };
        let (key, gap) = want
            .shown
            .iter()
            .zip(&want.target)
            .map(|(s, g)| (g - s).abs())
            .enumerate()
            .fold((0, 0.0), |best, (k, d)| if d > best.1 { (k, d) } else { best });
        *morph = Morph { from, to, key, gap };
    }
    let left = if morph.gap > 0.0 { (want.target[morph.key] - want.shown[morph.key]).abs() / morph.gap } else { 0.0 };
    t.relief = if left <= 0.0 {
        morph.to.clone()
    } else {
        let mut s = morph.to.clone();
        for (h, f) in s.heights.iter_mut().zip(&morph.from.heights) {
            *h += (f - *h) * left;
        }
        s
    };
    if let Some(h) = handles {
        if want.shown != last.shown
            && let Some(mut buf) = buffers.get_mut(&h.values)
        {
            buf.data = Some(padded_bytes(&t.shown, MAX_SIZE * MAX_SIZE));
        }
        if let Some(mut buf) = buffers.get_mut(&h.heights) {
            buf.data = Some(padded_bytes(&t.relief.heights, MAX_SAMPLES));
        }
        if want.spread != last.spread
            && let Some(mut buf) = buffers.get_mut(&h.spread)
        {
            buf.data = Some(padded_bytes(want.spread.as_deref().unwrap_or(&[]), MAX_SIZE * MAX_SIZE));
        }
        if resized && let Some(mut m) = meshes.get_mut(&h.mesh) {
            *m = terrain_mesh(n);
        }
        if (resized || want.strength != last.strength || want.fog != last.fog)
            && let Some(mut m) = mats.get_mut(&h.material)
        {
            m.params = TerrainParams::new(&t.relief, want.strength, want.fog);
            if resized {
                m.picture = images.add(picture(n, adapter.as_deref()));
            }
        }
    }
    *last = want;
}
