//! The board's top with the influence terrain on it: a finely divided mesh
//! over the whole board that shaders/terrain.wgsl raises by the height
//! field of `relief` and colours by the ramp of `ramp`, with the grid and
//! coordinates drawn on the surface. The values of the chosen model flow
//! to their new shape after each move. Key C shows the colours flat (the
//! control map), key T the relief; with both off it is the bare board.

use bevy::asset::{RenderAssetUsages, load_internal_asset, uuid_handle};
use bevy::input::common_conditions::input_just_pressed;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::reflect::TypePath;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::render::storage::ShaderBuffer;
use bevy::shader::ShaderRef;

use super::board_texture::board_image;
use super::camera::software_renderer;
use super::game::{BoardChanged, GoGame, Status};
use super::geometry::board_side;
use super::ramp;
use super::relief::{MAX_SAMPLES, Relief};
use super::scene::ClickSurface;
pub use super::terrain_values::{ENGINE, ISHIDA, InfluenceWorker, counts_the_dead, model_values, models};
use super::terrain_values::{Following, runs_in_background, values_and_spread, values_with_dead_captured};
use super::verdict::{Asked, Verdict};
use super::{AppSet, keyboard_free};
use crate::go::{MAX_SIZE, Point};

/// The shader, compiled into the binary.
pub const TERRAIN_SHADER: Handle<Shader> = uuid_handle!("6f1c2b8e-3d4a-4c55-9e7f-0a1b2c3d4e5f");

/// What the terrain shows and how.
#[derive(Resource, Debug, Clone)]
pub struct Terrain {
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
    /// The model's values for the current position.
    pub target: Vec<f32>,
    /// The values drawn now, on their way to `target`.
    pub shown: Vec<f32>,
    /// The board size the values are for.
    pub size: usize,
    /// Set when the values must be recomputed (model changed).
    pub stale: bool,
    /// The surface drawn now: what stones, marks and picking stand on.
    pub surface: Relief,
    /// Values from the meaning layer shown instead of the model's (the
    /// count while scoring, the Ishida picture), when set.
    pub fixed: Option<Vec<f32>>,
    /// Stones the ground runs over, as if their points were empty: the
    /// dead stones of the count or the picture, sunk into the terrace.
    pub sunk: Vec<Point>,
    /// Key F: draw the uncertainty of ownership as fog.
    pub fog: bool,
    /// How unsure the values are, per point (0 sure, 1 a coin toss: the
    /// spread of ownership over playouts), where the source knows it.
    pub spread: Option<Vec<f32>>,
    /// The point whose value the last move changed most (stones that came
    /// or went aside), with the change, when it moved by at least
    /// `CHANGED_MOST_MIN`.
    pub changed_most: Option<(Point, f32)>,
    /// Values shown in place of the model's for a hovered move (the
    /// what-if terrain), with their spread where it means something; above
    /// `fixed`.
    pub what_if: Option<(Vec<f32>, Option<Vec<f32>>)>,
}

impl Default for Terrain {
    fn default() -> Self {
        Terrain {
            control_map: false,
            relief: true,
            model: models()[0].to_string(),
            height: 1.0,
            opacity: 1.0,
            flow_secs: 0.35,
            target: Vec::new(),
            shown: Vec::new(),
            size: 0,
            stale: true,
            surface: Relief::default(),
            fixed: None,
            sunk: Vec::new(),
            fog: true,
            changed_most: None,
            spread: None,
            what_if: None,
        }
    }
}

impl Terrain {
    pub fn visible(&self) -> bool {
        self.control_map || self.relief
    }

    /// The height the relief is drawn at now.
    fn drawn_height(&self) -> f32 {
        if self.relief { self.height.clamp(0.0, super::relief::RELIEF_MAX) } else { 0.0 }
    }

    /// Height of the drawn ground at point `p`: where its intersection, a
    /// hover stone or a mark on the empty point is drawn (zero under a
    /// stone: stones stand on the board).
    pub fn point_height(&self, p: Point) -> f32 {
        self.surface.point_height(p)
    }

    /// The value shown at point `p`, if the terrain is on.
    pub fn value_at(&self, p: Point) -> Option<f32> {
        let k = p.y as usize * self.size + p.x as usize;
        self.shown.get(k).copied().filter(|_| self.visible() && p.on_board(self.size))
    }
}

#[derive(ShaderType, Clone, Copy, Debug, Default)]
pub struct TerrainParams {
    pub size: u32,
    pub cells: u32,
    pub k: u32,
    pub strength: f32,
    /// Value between two contour lines.
    pub contour_step: f32,
    pub dark_ground: f32,
    /// The most of the ground the fog takes back to the wood (0: no fog).
    pub fog: f32,
    pub pad1: f32,
}

impl TerrainParams {
    fn new(surface: &Relief, strength: f32, fog: f32) -> Self {
        TerrainParams {
            size: surface.size as u32,
            cells: surface.cells as u32,
            k: surface.k as u32,
            strength,
            contour_step: 0.25,
            dark_ground: ramp::DARK_GROUND,
            fog,
            pad1: 0.0,
        }
    }
}

#[derive(ShaderType, Clone, Copy, Debug)]
pub struct RampTable {
    pub colours: [Vec4; ramp::STEPS],
}

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct TerrainMaterial {
    #[uniform(0)]
    pub params: TerrainParams,
    #[storage(1, read_only)]
    pub values: Handle<ShaderBuffer>,
    #[storage(2, read_only)]
    pub heights: Handle<ShaderBuffer>,
    /// The spread of each point's value (see `Terrain::spread`).
    #[storage(6, read_only)]
    pub spread: Handle<ShaderBuffer>,
    #[uniform(3)]
    pub ramp: RampTable,
    #[texture(4)]
    #[sampler(5)]
    pub picture: Handle<Image>,
    /// The stone field (shaders/stones.wgsl).
    #[storage(10, read_only)]
    pub stones: Handle<ShaderBuffer>,
}

impl Material for TerrainMaterial {
    fn vertex_shader() -> ShaderRef {
        TERRAIN_SHADER.into()
    }
    fn fragment_shader() -> ShaderRef {
        TERRAIN_SHADER.into()
    }
    // The default shadow and prepass shaders would see the flat mesh.
    fn enable_shadows() -> bool {
        false
    }
    fn enable_prepass() -> bool {
        false
    }
}

/// The surface's entity and GPU data.
#[derive(Resource)]
pub struct TerrainHandles {
    pub entity: Entity,
    pub material: Handle<TerrainMaterial>,
    pub values: Handle<ShaderBuffer>,
    pub heights: Handle<ShaderBuffer>,
    pub spread: Handle<ShaderBuffer>,
    pub mesh: Handle<Mesh>,
}

pub fn plugin(app: &mut App) {
    if app.is_plugin_added::<bevy::render::RenderPlugin>() {
        load_internal_asset!(app, TERRAIN_SHADER, "../../shaders/terrain.wgsl", Shader::from_wgsl);
        app.add_plugins(MaterialPlugin::<TerrainMaterial>::default());
    } else {
        app.init_asset::<TerrainMaterial>().init_asset::<ShaderBuffer>();
    }
    app.init_resource::<Terrain>()
        .add_systems(Startup, spawn_surface)
        .add_systems(
            Update,
            (
                toggle_control_map.run_if(input_just_pressed(KeyCode::KeyC).and_then(keyboard_free)),
                toggle_relief.run_if(input_just_pressed(KeyCode::KeyT).and_then(keyboard_free)),
                toggle_fog.run_if(input_just_pressed(KeyCode::KeyF).and_then(keyboard_free)),
            )
                .in_set(AppSet::Input),
        )
        .add_systems(Update, (compute_targets, flow_and_upload).chain().in_set(AppSet::Visuals));
}

/// Key F. The fog needs a source that knows how unsure it is: where the
/// terrain shown has none, the status line says so instead of nothing
/// happening.
fn toggle_fog(mut t: ResMut<Terrain>, mut status: ResMut<Status>) {
    t.fog = !t.fog;
    status.0 = if t.spread.is_none() {
        format!(
            "Fog {}: the {} terrain has no spread to show; the ownership model, the what-if terrain (W) and KataGo's ownership (engine) have one.",
            if t.fog { "on" } else { "off" },
            t.model
        )
    } else {
        String::new()
    };
}

fn toggle_control_map(mut t: ResMut<Terrain>) {
    t.control_map = !t.control_map;
}

fn toggle_relief(mut t: ResMut<Terrain>) {
    t.relief = !t.relief;
}

/// A flat grid over the whole top of a `size` board: `cells` quads per
/// spacing, UV (0,0) at the far left corner and (1,1) at the near right,
/// so that every point and the board's edge fall on vertices.
pub fn terrain_mesh(size: usize) -> Mesh {
    let flat = Relief::flat(size);
    let k = flat.k;
    let side = board_side(size);
    let mut pos = Vec::with_capacity((k + 1) * (k + 1));
    let mut uv = Vec::with_capacity((k + 1) * (k + 1));
    for j in 0..=k {
        for i in 0..=k {
            let (u, v) = (i as f32 / k as f32, j as f32 / k as f32);
            pos.push([(u - 0.5) * side, 0.0, (v - 0.5) * side]);
            uv.push([u, v]);
        }
    }
    let mut idx = Vec::with_capacity(k * k * 6);
    let w = (k + 1) as u32;
    for j in 0..k as u32 {
        for i in 0..k as u32 {
            let a = j * w + i;
            // Counter-clockwise seen from above, split along (i+1, j)-(i,
            // j+1) as `Relief::height` assumes.
            idx.extend_from_slice(&[a, a + w, a + 1, a + 1, a + w, a + w + 1]);
        }
    }
    let normals = vec![[0.0, 1.0, 0.0]; pos.len()];
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uv)
        .with_inserted_indices(Indices::U32(idx))
}

/// The board's picture, with anisotropic filtering where the adapter can
/// afford it (a software renderer pays about a tenth of its frame).
fn picture(size: usize, adapter: Option<&bevy::render::renderer::RenderAdapterInfo>) -> Image {
    board_image(size, if software_renderer(adapter) { 1 } else { 4 })
}

fn spawn_surface(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<TerrainMaterial>>,
    mut buffers: ResMut<Assets<ShaderBuffer>>,
    mut images: ResMut<Assets<Image>>,
    t: Res<Terrain>,
    field: Res<super::look::StoneField>,
) {
    let size = 19;
    let values = buffers.add(ShaderBuffer::from(padded(&[], MAX_SIZE * MAX_SIZE)));
    let heights = buffers.add(ShaderBuffer::from(padded(&[], MAX_SAMPLES)));
    let spread = buffers.add(ShaderBuffer::from(padded(&[], MAX_SIZE * MAX_SIZE)));
    let strength = if t.visible() { t.opacity } else { 0.0 };
    let material = mats.add(TerrainMaterial {
        params: TerrainParams::new(&Relief::flat(size), strength, 0.0),
        values: values.clone(),
        heights: heights.clone(),
        spread: spread.clone(),
        ramp: RampTable { colours: ramp::table() },
        // Painted for the real board size on the first frame.
        picture: images.add(Image::default()),
        stones: field.buffer.clone(),
    });
    let mesh = meshes.add(terrain_mesh(size));
    let entity = commands
        .spawn((
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::IDENTITY,
            ClickSurface { board: true },
            bevy::light::NotShadowCaster,
        ))
        .id();
    commands.insert_resource(TerrainHandles { entity, material, values, heights, spread, mesh });
}

/// After a change of the position or of the model, the model's values
/// become the target: at once, or when the worker answers for the slow
/// models (the terrain keeps its shape meanwhile).
#[allow(clippy::too_many_arguments)]
pub(super) fn compute_targets(
    mut changed: MessageReader<BoardChanged>,
    go: Res<GoGame>,
    mut t: ResMut<Terrain>,
    worker: Option<ResMut<InfluenceWorker>>,
    players: EngineOwnership,
    verdict: Res<Verdict>,
    mut dead_counted: Local<Option<Asked>>,
    mut following: Local<Following>,
    mut before: Local<Before>,
    mut engine_last: Local<Option<(Vec<f32>, Option<Vec<f32>>)>>,
) {
    let n = go.game.size();
    let moved = changed.read().count() > 0;
    if t.size != n || t.shown.len() != n * n {
        t.size = n;
        t.shown = vec![0.0; n * n];
        t.target = vec![0.0; n * n];
        t.spread = None;
        t.stale = true;
    }
    // The what-if terrain, else the meaning layer's values, in place of
    // the model's. Read first, written only where they differ, so that
    // the terrain is not marked changed (and redrawn) every frame.
    if let Some((values, spread)) = shown_instead(&t, n) {
        let target = (t.target != *values).then(|| values.clone());
        let spread = (t.spread.as_ref() != spread).then(|| spread.cloned());
        if let Some(v) = target {
            t.target = v;
        }
        if let Some(s) = spread {
            t.spread = s;
        }
        // The model is asked afresh once these values go.
        if !t.stale {
            t.stale = true;
        }
        return;
    }
    if t.model == ENGINE {
        // The last ownership a player reported, never another source's
        // values: flat until one reports.
        if let Some((own, spread)) = players.ownership().filter(|(o, _)| o.len() == n * n) {
            *engine_last = Some((own.clone(), spread.filter(|s| s.len() == n * n).cloned()));
        }
        let (values, spread) =
            engine_last.clone().filter(|(v, _)| v.len() == n * n).unwrap_or_else(|| (vec![0.0; n * n], None));
        if t.target != values {
            t.target = values;
        }
        if t.spread != spread {
            t.spread = spread;
        }
        if t.changed_most.is_some() {
            t.changed_most = None;
        }
        if t.stale {
            t.stale = false;
        }
        return;
    }
    let mut worker = worker.filter(|_| runs_in_background(&t.model));
    // The judge's verdict on this position, for a model that counts dead
    // stones for the other side: once it comes, the values are redrawn.
    let judged = verdict.on(&go.game).filter(|_| counts_the_dead(&t.model));
    let judged_now = judged.is_some() && dead_counted.as_ref() != verdict.judgement.as_ref().map(|(a, _)| a);
    if moved || t.stale || judged_now {
        t.stale = false;
        match worker.as_mut() {
            Some(w) => w.ask(&t.model, &go.game),
            None => {
                // Followed move by move on the board as it stands; redrawn
                // whole with the dead turned once the verdict is in. A
                // model with a spread (ownership, where no worker runs it:
                // a rendered picture) is computed whole, spread and all.
                let (values, spread) = if runs_in_background(&t.model) {
                    values_and_spread(&t.model, &go.game)
                } else {
                    (following.values(&t.model, &go.game), None)
                };
                t.target = match judged {
                    Some(j) if !j.surely_dead_stones().is_empty() => values_with_dead_captured(&t.model, &go.game, j),
                    _ => values,
                };
                *dead_counted = judged.and(verdict.judgement.as_ref().map(|(a, _)| a.clone()));
                t.spread = spread;
            }
        }
    }
    if let Some((values, spread)) = worker.and_then(|mut w| w.answer(&t.model, n * n)) {
        t.target = values;
        t.spread = spread;
    }
    // The model's shape after a move: which point it changed most.
    before.moved |= moved;
    if before.values != t.target {
        let board = go.game.board();
        let most = if before.moved && before.model == t.model {
            changed_most(board, &before.stones, &before.values, &t.target)
        } else {
            None
        };
        if t.changed_most != most {
            t.changed_most = most;
        }
        *before = Before {
            stones: Point::all(n).map(|p| board.get(p)).collect(),
            values: t.target.clone(),
            model: t.model.clone(),
            moved: false,
        };
    }
}

/// The model's last shape, for the "changed most" mark: the stones it was
/// computed with, its values, its model, and whether a move came since.
#[derive(Default)]
pub(super) struct Before {
    stones: Vec<Option<crate::go::Color>>,
    values: Vec<f32>,
    model: String,
    moved: bool,
}

/// The least change of a point's value that the "changed most" mark shows.
pub const CHANGED_MOST_MIN: f32 = 0.25;

/// The point of `board` whose value changed most from `before` to `after`
/// among those whose stone stayed as it was (`stones`: what stood on each
/// point with the values before).
fn changed_most(
    board: &crate::go::Board,
    stones: &[Option<crate::go::Color>],
    before: &[f32],
    after: &[f32],
) -> Option<(Point, f32)> {
    let n = board.size();
    if stones.len() != n * n || before.len() != n * n || after.len() != n * n {
        return None;
    }
    Point::all(n)
        .enumerate()
        .filter(|&(k, p)| board.get(p) == stones[k])
        .map(|(k, p)| (p, after[k] - before[k]))
        .max_by(|a, b| a.1.abs().total_cmp(&b.1.abs()))
        .filter(|(_, d)| d.abs() >= CHANGED_MOST_MIN)
}

/// The values shown in place of the model's, with their spread: the
/// what-if terrain's, else the meaning layer's (`fixed`).
fn shown_instead(t: &Terrain, n: usize) -> Option<(&Vec<f32>, Option<&Vec<f32>>)> {
    match (&t.what_if, &t.fixed) {
        (Some((values, spread)), _) if values.len() == n * n => Some((values, spread.as_ref())),
        (_, Some(values)) if values.len() == n * n => Some((values, None)),
        _ => None,
    }
}

/// The ownership the players report while they think: the evaluation's
/// (key E) when it runs, else the thinking AI's.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct EngineOwnership<'w> {
    thinking: Option<Res<'w, super::ai::Thinking>>,
    eval: Option<Res<'w, super::ai::Evaluation>>,
}

impl EngineOwnership<'_> {
    fn ownership(&self) -> Option<(&Vec<f32>, Option<&Vec<f32>>)> {
        engine_ownership(self.eval.as_deref(), self.thinking.as_deref())
    }
}

/// The ownership a player reports now, with its spread where the player
/// gives one (KataGo's `ownershipStdev`): the evaluation's while it runs
/// (key E), else the AI's while it thinks; `None` when neither reports one.
pub fn engine_ownership<'a>(
    eval: Option<&'a super::ai::Evaluation>,
    thinking: Option<&'a super::ai::Thinking>,
) -> Option<(&'a Vec<f32>, Option<&'a Vec<f32>>)> {
    let progress = super::ai::engine_progress(eval, thinking)?;
    Some((progress.ownership.as_ref()?, progress.ownership_stdev.as_ref()))
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
    mut t: ResMut<Terrain>,
    handles: Option<Res<TerrainHandles>>,
    mut buffers: ResMut<Assets<ShaderBuffer>>,
    mut mats: ResMut<Assets<TerrainMaterial>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut images: ResMut<Assets<Image>>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    mut last: Local<DrawnFor>,
    mut morph: Local<Morph>,
) {
    let n = t.size;
    if n == 0 {
        return;
    }
    // Flow: exponential approach, all but 1% done after `flow_secs`.
    if t.shown != t.target {
        let a = if t.flow_secs <= 0.0 { 1.0 } else { 1.0 - (0.01f32).powf(time.delta_secs() / t.flow_secs) };
        let Terrain { shown, target, .. } = &mut *t;
        for (s, g) in shown.iter_mut().zip(target.iter()) {
            *s += (g - *s) * a;
            if (g - *s).abs() < 1e-3 {
                *s = *g;
            }
        }
    }
    let board = go.game.board();
    let (height, strength) = (t.drawn_height(), if t.visible() { t.opacity } else { 0.0 });
    let fog = if t.fog && t.spread.is_some() { ramp::FOG_VEIL } else { 0.0 };
    // Most frames nothing changed: tell without building anything.
    let stands = |p: Point| board.get(p).is_some() && !t.sunk.contains(&p);
    let same_stones = last.stones.len() == n * n && Point::all(n).zip(&last.stones).all(|(p, &had)| stands(p) == had);
    if last.size == n
        && same_stones
        && last.target == t.target
        && last.shown == t.shown
        && last.height == height
        && last.strength == strength
        && last.spread == t.spread
        && last.fog == fog
    {
        return;
    }
    let want = DrawnFor {
        size: n,
        target: t.target.clone(),
        shown: t.shown.clone(),
        stones: Point::all(n).map(stands).collect(),
        height,
        strength,
        spread: t.spread.clone(),
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
    t.surface = if left <= 0.0 {
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
            buf.data = Some(padded_bytes(&t.surface.heights, MAX_SAMPLES));
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
            m.params = TerrainParams::new(&t.surface, want.strength, want.fog);
            if resized {
                m.picture = images.add(picture(n, adapter.as_deref()));
            }
        }
    }
    *last = want;
}

/// `values` in a buffer of `len`: room for the largest board, so that the
/// buffer keeps its size (and the material's binding stays valid) whatever
/// the board.
fn padded(values: &[f32], len: usize) -> Vec<f32> {
    let mut v = vec![0.0; len];
    let k = values.len().min(len);
    v[..k].copy_from_slice(&values[..k]);
    v
}

/// `padded` as the GPU buffer's bytes (a storage buffer of f32 is their
/// little-endian bytes back to back), written directly: the generic writer
/// costs a tenth of a millisecond for the heights.
fn padded_bytes(values: &[f32], len: usize) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(len * 4);
    for v in values.iter().take(len) {
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    bytes.resize(len * 4, 0);
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mesh_has_a_vertex_at_every_sample_of_the_relief() {
        for n in [5, 9, 13, 19] {
            let m = terrain_mesh(n);
            let r = Relief::flat(n);
            assert_eq!(m.count_vertices(), (r.k + 1) * (r.k + 1));
        }
    }
}
