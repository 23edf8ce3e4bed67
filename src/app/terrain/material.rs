//! The terrain's GPU side: the material of shaders/terrain.wgsl, its
//! buffers (values, heights, spread, the stone field), the board's picture
//! and the finely divided mesh they are drawn on.

use bevy::asset::{RenderAssetUsages, load_internal_asset, uuid_handle};
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::reflect::TypePath;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::render::storage::ShaderBuffer;
use bevy::shader::ShaderRef;

use super::settings::TerrainSettings;
use crate::app::board_texture::board_image;
use crate::app::camera::software_renderer;
use crate::app::geometry::board_side;
use crate::app::ramp;
use crate::app::relief::{MAX_SAMPLES, Relief};
use crate::app::scene::ClickSurface;
use crate::go::MAX_SIZE;

/// The shader, compiled into the binary.
pub const TERRAIN_SHADER: Handle<Shader> = uuid_handle!("6f1c2b8e-3d4a-4c55-9e7f-0a1b2c3d4e5f");

/// Registers the material (or, without a renderer, its assets alone).
pub(super) fn register(app: &mut App) {
    if app.is_plugin_added::<bevy::render::RenderPlugin>() {
        load_internal_asset!(app, TERRAIN_SHADER, "../../../shaders/terrain.wgsl", Shader::from_wgsl);
        app.add_plugins(MaterialPlugin::<TerrainMaterial>::default());
    } else {
        app.init_asset::<TerrainMaterial>().init_asset::<ShaderBuffer>();
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
    pub(super) fn new(surface: &Relief, strength: f32, fog: f32) -> Self {
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
    /// The spread of each point's value (see `TerrainTarget::spread`).
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
pub(super) fn picture(size: usize, adapter: Option<&bevy::render::renderer::RenderAdapterInfo>) -> Image {
    board_image(size, if software_renderer(adapter) { 1 } else { 4 })
}

pub(super) fn spawn_surface(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<TerrainMaterial>>,
    mut buffers: ResMut<Assets<ShaderBuffer>>,
    mut images: ResMut<Assets<Image>>,
    t: Res<TerrainSettings>,
    field: Res<crate::app::materials::StoneField>,
) {
    let size = 19;
    let values = buffers.add(ShaderBuffer::from(padded(&[], MAX_SIZE * MAX_SIZE)));
    let heights = buffers.add(ShaderBuffer::from(padded(&[], MAX_SAMPLES)));
    let spread = buffers.add(ShaderBuffer::from(padded(&[], MAX_SIZE * MAX_SIZE)));
    let strength = t.strength();
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

/// `values` in a buffer of `len`: room for the largest board, so that the
/// buffer keeps its size (and the material's binding stays valid) whatever
/// the board.
pub(super) fn padded(values: &[f32], len: usize) -> Vec<f32> {
    let mut v = vec![0.0; len];
    let k = values.len().min(len);
    v[..k].copy_from_slice(&values[..k]);
    v
}

/// `padded` as the GPU buffer's bytes (a storage buffer of f32 is their
/// little-endian bytes back to back), written directly: the generic writer
/// costs a tenth of a millisecond for the heights.
pub(super) fn padded_bytes(values: &[f32], len: usize) -> Vec<u8> {
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
