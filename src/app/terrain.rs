//! The influence terrain: a finely divided mesh over the board that
//! shaders/terrain.wgsl raises by the influence of the chosen model, read
//! from a storage buffer and interpolated smoothly between points, coloured
//! by who controls each place, with contour lines, translucent. After each
//! move the values flow to the new shape. Key C shows the control map (the
//! colours, flat), key T the relief.

use bevy::asset::{RenderAssetUsages, load_internal_asset, uuid_handle};
use bevy::input::common_conditions::input_just_pressed;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::reflect::TypePath;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::render::storage::ShaderBuffer;
use bevy::shader::ShaderRef;

use super::game::{BoardChanged, GoGame};
use super::geometry::{SPACING, STONE_HEIGHT, point_to_world};
use super::stones::{Hover, HoverStone, LastMoveMarker, Stone};
use super::{AppSet, keyboard_free};
use crate::go::{Game, MAX_SIZE, Point};

/// The shader, compiled into the binary.
pub const TERRAIN_SHADER: Handle<Shader> = uuid_handle!("6f1c2b8e-3d4a-4c55-9e7f-0a1b2c3d4e5f");

/// The influence models the terrain can show, by name; the first is the
/// default (Gorilla's control map).
pub const MODELS: &[&str] = &["control", "path", "zobrist", "influencie", "swim", "ownership"];

/// Playouts of the `ownership` model for the terrain. They run on a worker
/// thread in the window (about 30 ms on 19x19), so the terrain follows a
/// move a few frames later while the stone appears at once.
const TERRAIN_OWNERSHIP_PLAYOUTS: usize = 600;

/// Whether `model` is slow enough to be computed off the main thread.
fn runs_in_background(model: &str) -> bool {
    model == "ownership"
}

/// Per-point influence of `model` in `game`: row by row from the top, each
/// in [-1, 1], positive for Black (see `crate::influence`). An unknown
/// model gives a flat terrain.
fn influence_values(model: &str, game: &Game) -> Vec<f32> {
    let n = game.size();
    let m: Option<Box<dyn crate::influence::InfluenceModel>> = if model == "ownership" {
        Some(Box::new(crate::influence::ownership::Ownership {
            playouts: TERRAIN_OWNERSHIP_PLAYOUTS,
            threads: 1,
            ..Default::default()
        }))
    } else {
        crate::influence::by_name(model)
    };
    match m {
        Some(mut m) => {
            m.set_to_play(game.to_play());
            m.compute(game.board())
        }
        None => vec![0.0; n * n],
    }
}

/// A thread that computes the slow models: requests carry an id, a model
/// and a position; only the newest waiting request is worked on, and a
/// reply is used if it is newer than the last one used and for the model
/// and board size shown (so the terrain keeps following a fast game).
#[derive(Resource)]
pub struct InfluenceWorker {
    requests: crossbeam_channel::Sender<(u64, String, Game)>,
    replies: crossbeam_channel::Receiver<(u64, String, Vec<f32>)>,
    last_sent: u64,
    last_used: u64,
}

impl InfluenceWorker {
    pub fn start() -> Self {
        let (requests, inbox) = crossbeam_channel::unbounded::<(u64, String, Game)>();
        let (outbox, replies) = crossbeam_channel::unbounded();
        std::thread::Builder::new()
            .name("terrain influence".into())
            .spawn(move || {
                // Ends when the app drops its sender.
                while let Ok(mut job) = inbox.recv() {
                    while let Ok(newer) = inbox.try_recv() {
                        job = newer;
                    }
                    let (id, model, game) = job;
                    let values = influence_values(&model, &game);
                    if outbox.send((id, model, values)).is_err() {
                        break;
                    }
                }
            })
            .expect("the influence thread starts");
        InfluenceWorker { requests, replies, last_sent: 0, last_used: 0 }
    }

    fn ask(&mut self, model: &str, game: &Game) {
        self.last_sent += 1;
        // A send fails only if the thread is gone; the terrain then keeps
        // its last shape.
        let _ = self.requests.send((self.last_sent, model.to_string(), game.clone()));
    }

    /// The newest reply for `model` on a board of `points` points, if one
    /// came that is newer than the last used.
    fn answer(&mut self, model: &str, points: usize) -> Option<Vec<f32>> {
        let mut found = None;
        while let Ok((id, m, values)) = self.replies.try_recv() {
            if id > self.last_used && m == model && values.len() == points {
                self.last_used = id;
                found = Some(values);
            }
        }
        found
    }
}

/// The public face of the models for other features (render, bench).
pub fn model_values(model: &str, game: &Game) -> Vec<f32> {
    influence_values(model, game)
}

/// What the terrain shows and how.
#[derive(Resource, Debug, Clone)]
pub struct Terrain {
    /// Key C: the colours of control, flat.
    pub control_map: bool,
    /// Key T: the relief.
    pub relief: bool,
    pub model: String,
    /// Height of full influence, in world units.
    pub height: f32,
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
}

impl Default for Terrain {
    fn default() -> Self {
        Terrain {
            control_map: false,
            relief: true,
            model: MODELS[0].to_string(),
            height: 1.0,
            opacity: 0.7,
            flow_secs: 0.35,
            target: Vec::new(),
            shown: Vec::new(),
            size: 0,
            stale: true,
        }
    }
}

impl Terrain {
    pub fn visible(&self) -> bool {
        self.control_map || self.relief
    }

    /// Height of the drawn surface at point `p` (the shader's curve passes
    /// through the values at the points): stones stand on it.
    pub fn lift_at(&self, p: Point) -> f32 {
        let k = p.y as usize * self.size + p.x as usize;
        match self.shown.get(k) {
            Some(&v) if self.relief && self.size > 0 => soft_abs(v.clamp(-1.0, 1.0)) * self.height,
            _ => 0.0,
        }
    }

    /// Height of the drawn surface above the board at world position
    /// (x, z): the shader's bicubic curve through the shown values, or 0
    /// off the grid and without relief.
    pub fn surface_height(&self, x: f32, z: f32) -> f32 {
        let n = self.size;
        if !self.relief || n < 2 || self.shown.len() != n * n {
            return 0.0;
        }
        let half = (n as f32 - 1.0) / 2.0;
        let (gx, gy) = (x / SPACING + half, z / SPACING + half);
        let last = n as f32 - 1.0;
        if !(0.0..=last).contains(&gx) || !(0.0..=last).contains(&gy) {
            return 0.0;
        }
        let (bx, by) = (gx.floor().clamp(0.0, last - 1.0), gy.floor().clamp(0.0, last - 1.0));
        let (wx, wy) = (catmull_rom(gx - bx), catmull_rom(gy - by));
        let at = |i: isize, j: isize| {
            let cx = (bx as isize + i).clamp(0, n as isize - 1) as usize;
            let cy = (by as isize + j).clamp(0, n as isize - 1) as usize;
            self.shown[cy * n + cx]
        };
        let mut v = 0.0;
        for (j, wj) in wy.iter().enumerate() {
            let row: f32 = wx.iter().enumerate().map(|(i, wi)| wi * at(i as isize - 1, j as isize - 1)).sum();
            v += wj * row;
        }
        soft_abs(v.clamp(-1.0, 1.0)) * self.height
    }

    /// Where `ray` first meets the drawn surface (the terrain, or the
    /// board where it is flat), if it comes down to it: what the person
    /// points at.
    pub fn hit(&self, ray: Ray3d) -> Option<Vec3> {
        let d = *ray.direction;
        if d.y >= -1e-6 || ray.origin.y <= 0.0 {
            return None;
        }
        let t_board = ray.origin.y / -d.y;
        let top = if self.relief { self.height.max(0.0) + 0.01 } else { 0.0 };
        // The hills stand only over the grid: march where the ray is over
        // it and between the hilltops' height and the board, in steps of a
        // twentieth of a point, then halve the step where it went under.
        let half = (self.size.max(1) as f32 - 1.0) / 2.0 * SPACING;
        let (mut t0, mut t1) = (((ray.origin.y - top) / -d.y).max(0.0), t_board);
        for (o, v) in [(ray.origin.x, d.x), (ray.origin.z, d.z)] {
            if v.abs() < 1e-9 {
                if o.abs() > half {
                    t1 = t0 - 1.0;
                }
            } else {
                let (a, b) = ((-half - o) / v, (half - o) / v);
                t0 = t0.max(a.min(b));
                t1 = t1.min(a.max(b));
            }
        }
        let under = |t: f32| {
            let p = ray.get_point(t);
            p.y <= self.surface_height(p.x, p.z)
        };
        if self.relief && t1 > t0 {
            if under(t0) {
                // The eye is inside a hill, or the ray enters the grid
                // below the surface: that place is what it sees.
                return (t0 > 0.0).then(|| ray.get_point(t0));
            }
            let steps = (((t1 - t0) * d.length()) / 0.05).ceil().clamp(1.0, 4096.0) as usize;
            let dt = (t1 - t0) / steps as f32;
            let mut before = t0;
            for k in 1..=steps {
                let t = t0 + dt * k as f32;
                if under(t) {
                    let (mut lo, mut hi) = (before, t);
                    for _ in 0..12 {
                        let mid = (lo + hi) / 2.0;
                        if under(mid) { hi = mid } else { lo = mid }
                    }
                    return Some(ray.get_point(hi));
                }
                before = t;
            }
        }
        Some(ray.get_point(t_board))
    }
}

/// Catmull-Rom weights for the samples at -1, 0, 1, 2 (shaders/terrain.wgsl,
/// `cr_weights`).
fn catmull_rom(t: f32) -> [f32; 4] {
    let (t2, t3) = (t * t, t * t * t);
    [0.5 * (-t3 + 2.0 * t2 - t), 0.5 * (3.0 * t3 - 5.0 * t2 + 2.0), 0.5 * (-3.0 * t3 + 4.0 * t2 + t), 0.5 * (t3 - t2)]
}

/// The shader's smooth absolute value (shaders/terrain.wgsl, `soft_abs`).
fn soft_abs(v: f32) -> f32 {
    const SOFT: f32 = 0.06;
    (v * v + SOFT * SOFT).sqrt() - SOFT
}

#[derive(ShaderType, Clone, Copy, Debug, Default)]
pub struct TerrainParams {
    pub size: u32,
    pub height: f32,
    pub opacity: f32,
    /// Influence between two contour lines.
    pub contour_step: f32,
}

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct TerrainMaterial {
    #[uniform(0)]
    pub params: TerrainParams,
    #[storage(1, read_only)]
    pub values: Handle<ShaderBuffer>,
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
    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Blend
    }
    // The default shadow and prepass shaders would see the flat mesh.
    fn enable_shadows() -> bool {
        false
    }
    fn enable_prepass() -> bool {
        false
    }
}

/// The terrain's entity and GPU data.
#[derive(Resource)]
pub struct TerrainHandles {
    pub entity: Entity,
    pub material: Handle<TerrainMaterial>,
    pub values: Handle<ShaderBuffer>,
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
        .add_systems(Startup, spawn_terrain)
        .add_systems(
            Update,
            (
                toggle_control_map.run_if(input_just_pressed(KeyCode::KeyC).and_then(keyboard_free)),
                toggle_relief.run_if(input_just_pressed(KeyCode::KeyT).and_then(keyboard_free)),
            )
                .in_set(AppSet::Input),
        )
        .add_systems(Update, (compute_targets, flow_and_upload, lift_stones).chain().in_set(AppSet::Visuals));
}

fn toggle_control_map(mut t: ResMut<Terrain>) {
    t.control_map = !t.control_map;
}

fn toggle_relief(mut t: ResMut<Terrain>) {
    t.relief = !t.relief;
}

/// A flat grid over the points of a `size` board: `cells` quads per
/// spacing, UV (0,0) at the top-left point and (1,1) at the bottom-right.
pub fn terrain_mesh(size: usize, cells: usize) -> Mesh {
    let k = (size - 1) * cells;
    let side = (size as f32 - 1.0) * SPACING;
    let corner = point_to_world(size, Point::new(0, 0));
    let mut pos = Vec::with_capacity((k + 1) * (k + 1));
    let mut uv = Vec::with_capacity((k + 1) * (k + 1));
    for j in 0..=k {
        for i in 0..=k {
            let (u, v) = (i as f32 / k as f32, j as f32 / k as f32);
            pos.push([corner.x + u * side, 0.0, corner.z + v * side]);
            uv.push([u, v]);
        }
    }
    let mut idx = Vec::with_capacity(k * k * 6);
    let w = (k + 1) as u32;
    for j in 0..k as u32 {
        for i in 0..k as u32 {
            let a = j * w + i;
            // Counter-clockwise seen from above.
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

/// Quads per spacing: about 90 across the board, fine enough for smooth
/// hills (the shader interpolates the values bicubically) and few enough
/// triangles for a software renderer.
fn cells_for(size: usize) -> usize {
    (90 / size.saturating_sub(1).max(1)).clamp(4, 16)
}

fn spawn_terrain(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<TerrainMaterial>>,
    mut buffers: ResMut<Assets<ShaderBuffer>>,
    t: Res<Terrain>,
    field: Res<super::look::StoneField>,
) {
    let size = 19;
    let values = buffers.add(ShaderBuffer::from(padded(&[])));
    let material = mats.add(TerrainMaterial {
        params: TerrainParams { size: size as u32, height: t.height, opacity: t.opacity, contour_step: 0.2 },
        values: values.clone(),
        stones: field.buffer.clone(),
    });
    let mesh = meshes.add(terrain_mesh(size, cells_for(size)));
    let entity = commands
        .spawn((
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_xyz(0.0, 0.012, 0.0),
            Visibility::Hidden,
            Pickable::IGNORE,
            bevy::light::NotShadowCaster,
        ))
        .id();
    commands.insert_resource(TerrainHandles { entity, material, values, mesh });
}

/// After a change of the position or of the model, the model's values
/// become the target: at once, or when the worker answers for the slow
/// models (the terrain keeps its shape meanwhile).
fn compute_targets(
    mut changed: MessageReader<BoardChanged>,
    go: Res<GoGame>,
    mut t: ResMut<Terrain>,
    worker: Option<ResMut<InfluenceWorker>>,
) {
    let n = go.game.size();
    let moved = changed.read().count() > 0;
    if t.size != n || t.shown.len() != n * n {
        t.size = n;
        t.shown = vec![0.0; n * n];
        t.target = vec![0.0; n * n];
        t.stale = true;
    }
    let mut worker = worker.filter(|_| runs_in_background(&t.model));
    if moved || t.stale {
        t.stale = false;
        match worker.as_mut() {
            Some(w) => w.ask(&t.model, &go.game),
            None => t.target = influence_values(&t.model, &go.game),
        }
    }
    if let Some(values) = worker.and_then(|mut w| w.answer(&t.model, n * n)) {
        t.target = values;
    }
}

/// What the material was last set for: size, height, opacity, control
/// map, relief.
type DrawnAs = (usize, f32, f32, bool, bool);

/// Moves the shown values toward the target and writes them to the GPU
/// buffer; rebuilds the mesh when the board size changed.
#[allow(clippy::too_many_arguments)]
fn flow_and_upload(
    time: Res<Time>,
    mut t: ResMut<Terrain>,
    handles: Option<Res<TerrainHandles>>,
    mut buffers: ResMut<Assets<ShaderBuffer>>,
    mut mats: ResMut<Assets<TerrainMaterial>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut vis: Query<&mut Visibility>,
    mut last: Local<Option<DrawnAs>>,
) {
    let Some(h) = handles else { return };
    let n = t.size;
    if n == 0 {
        return;
    }
    // Flow: exponential approach, all but 1% done after `flow_secs`.
    let mut moving = false;
    if t.shown != t.target {
        let a = if t.flow_secs <= 0.0 { 1.0 } else { 1.0 - (0.01f32).powf(time.delta_secs() / t.flow_secs) };
        let Terrain { shown, target, .. } = &mut *t;
        for (s, g) in shown.iter_mut().zip(target.iter()) {
            *s += (g - *s) * a;
            if (g - *s).abs() < 1e-3 {
                *s = *g;
            }
        }
        moving = true;
    }
    let height = if t.relief { t.height } else { 0.0 };
    let opacity = if t.visible() { t.opacity } else { 0.0 };
    let key = (n, height, opacity, t.control_map, t.relief);
    let resized = last.is_none_or(|l| l.0 != n);
    if (moving || resized)
        && let Some(mut buf) = buffers.get_mut(&h.values)
    {
        buf.set_data(padded(&t.shown));
    }
    if *last != Some(key) {
        *last = Some(key);
        if resized && let Some(mut m) = meshes.get_mut(&h.mesh) {
            *m = terrain_mesh(n, cells_for(n));
        }
        if let Some(mut m) = mats.get_mut(&h.material) {
            m.params = TerrainParams { size: n as u32, height, opacity, contour_step: 0.2 };
        }
        if let Ok(mut v) = vis.get_mut(h.entity) {
            *v = if t.visible() { Visibility::Inherited } else { Visibility::Hidden };
        }
    }
}

/// The values as the GPU buffer holds them: room for the largest board, so
/// that the buffer keeps its size (and the material's binding stays valid)
/// whatever the board.
fn padded(values: &[f32]) -> Vec<f32> {
    let mut v = vec![0.0; MAX_SIZE * MAX_SIZE];
    let k = values.len().min(v.len());
    v[..k].copy_from_slice(&values[..k]);
    v
}

/// Puts every stone, the hover stone and the last-move marker on the
/// terrain's surface, so they stay in view above the hills.
#[allow(clippy::type_complexity)]
pub(super) fn lift_stones(
    t: Res<Terrain>,
    go: Res<GoGame>,
    hover: Res<Hover>,
    mut q: ParamSet<(
        Query<(&Stone, &mut Transform)>,
        Query<&mut Transform, With<HoverStone>>,
        Query<&mut Transform, With<LastMoveMarker>>,
    )>,
) {
    let n = go.game.size();
    if t.size != n {
        return;
    }
    let set = |tf: &mut Transform, y: f32| {
        if (tf.translation.y - y).abs() > 1e-4 {
            tf.translation.y = y;
        }
    };
    for (stone, mut tf) in &mut q.p0() {
        set(&mut tf, t.lift_at(stone.point) + STONE_HEIGHT / 2.0);
    }
    if let Some(p) = hover.0.filter(|p| p.on_board(n))
        && let Ok(mut tf) = q.p1().single_mut()
    {
        set(&mut tf, t.lift_at(p) + STONE_HEIGHT / 2.0);
    }
    if let Some(p) = go.game.last_move().and_then(|m| m.mv.point())
        && let Ok(mut tf) = q.p2().single_mut()
    {
        set(&mut tf, t.lift_at(p) + STONE_HEIGHT - 0.005);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Rules};

    #[test]
    fn influence_is_positive_near_black_and_negative_near_white() {
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.play(Color::Black, crate::go::Move::Play(Point::new(2, 2))).unwrap();
        g.play(Color::White, crate::go::Move::Play(Point::new(6, 6))).unwrap();
        let v = influence_values("control", &g);
        assert!(v[2 * 9 + 2] > 0.5);
        assert!(v[6 * 9 + 6] < -0.5);
        assert!(v[4 * 9 + 4].abs() < 0.2);
        assert!(v.iter().all(|x| (-1.0..=1.0).contains(x)));
    }

    fn hill(size: usize, at: Point) -> Terrain {
        let mut t = Terrain { size, relief: true, height: 1.0, ..Default::default() };
        t.shown = vec![0.0; size * size];
        t.shown[at.y as usize * size + at.x as usize] = 1.0;
        t
    }

    #[test]
    fn the_surface_passes_through_the_values_at_the_points() {
        let t = hill(9, Point::new(4, 4));
        for p in Point::all(9) {
            let w = point_to_world(9, p);
            assert!((t.surface_height(w.x, w.z) - t.lift_at(p)).abs() < 1e-5, "{p:?}");
        }
        // Between the points it is smooth and lower than the peak.
        let w = point_to_world(9, Point::new(4, 4));
        let h = t.surface_height(w.x + 0.5, w.z);
        assert!(h > 0.2 && h < t.lift_at(Point::new(4, 4)), "{h}");
        assert_eq!(t.surface_height(100.0, 0.0), 0.0);
    }

    #[test]
    fn a_ray_meets_the_hill_before_the_board() {
        let t = hill(9, Point::new(4, 4));
        let peak = point_to_world(9, Point::new(4, 4));
        // Straight down onto the peak.
        let down = Ray3d::new(peak + Vec3::Y * 10.0, Dir3::NEG_Y);
        let hit = t.hit(down).unwrap();
        assert!((hit.y - t.lift_at(Point::new(4, 4))).abs() < 0.01, "{hit}");
        // At a low angle from the front, aimed at the board 1.4 points
        // behind the peak: the hill is in the way, and what is
        // pointed at is the peak's point, not the one behind it.
        let behind = peak - Vec3::Z * 1.4;
        let from = behind + Vec3::new(0.0, 3.0, 6.0);
        let ray = Ray3d::new(from, Dir3::new(behind - from).unwrap());
        let hit = t.hit(ray).unwrap();
        assert!(hit.y > 0.3, "{hit}");
        assert_eq!(crate::app::geometry::world_to_point(9, hit), Some(Point::new(4, 4)));
        assert_eq!(crate::app::geometry::world_to_point(9, behind), Some(Point::new(4, 3)));
        // From inside the hill nothing is pointed at.
        let inside = Ray3d::new(peak + Vec3::Y * 0.5, Dir3::new(Vec3::new(0.0, -1.0, 1.0)).unwrap());
        assert_eq!(t.hit(inside), None);
        // A ray that meets the board far beyond the grid passes over the
        // hills: the board plane (the table) is what it reaches.
        let far = Ray3d::new(Vec3::new(0.0, 2.0, 0.0), Dir3::new(Vec3::new(1.0, -0.001, 0.0)).unwrap());
        let hit = t.hit(far).unwrap();
        assert!(hit.x > 1000.0 && hit.y.abs() < 1e-3, "{hit}");
        // Without relief the ray goes to the board.
        let flat = Terrain { relief: false, ..hill(9, Point::new(4, 4)) };
        let hit = flat.hit(ray).unwrap();
        assert!(hit.y.abs() < 1e-4 && (hit - behind).length() < 1e-3, "{hit}");
    }

    #[test]
    fn the_terrain_mesh_covers_every_point_with_uvs_from_the_top_left() {
        let m = terrain_mesh(9, 4);
        let n = m.count_vertices();
        assert_eq!(n, (8 * 4 + 1) * (8 * 4 + 1));
    }
}
