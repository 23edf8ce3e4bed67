//! The scene's own materials, lit by one shared light (shaders/light.wgsl):
//! `Shaded` for stones, markers, the board's body and the table (the
//! board's top is the terrain's, which works out the shadow of every stone
//! from the position itself). There are no shadow maps and no PBR: on a software
//! renderer Bevy's standard material costs about 0.2 µs a pixel, which
//! alone would take a 1280x720 frame past 100 ms, while these cost a few
//! milliseconds for the whole screen.
//!
//! The stone field (`StoneField`) is a storage buffer the terrain reads
//! for the stones' shadows (shaders/stones.wgsl): the board size, then per
//! point the height of the base of its stone (0: stones stand on the
//! board) or -1. It follows the board.

use bevy::asset::{load_internal_asset, uuid_handle};
use bevy::color::ColorToComponents;
use bevy::prelude::*;
use bevy::reflect::TypePath;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::render::storage::ShaderBuffer;
use bevy::shader::ShaderRef;

use super::AppSet;
use super::game::{BoardChanged, GoGame};
use super::geometry::{SPACING, STONE_DIAMETER, STONE_HEIGHT};
use crate::go::MAX_SIZE;

const LIGHT_SHADER: Handle<Shader> = uuid_handle!("0b7e4f1a-2c3d-4e5f-8a9b-1c2d3e4f5a6b");
const SHADED_SHADER: Handle<Shader> = uuid_handle!("0b7e4f1a-2c3d-4e5f-8a9b-1c2d3e4f5a6c");
const STONES_SHADER: Handle<Shader> = uuid_handle!("0b7e4f1a-2c3d-4e5f-8a9b-1c2d3e4f5a6e");

// shaders/stones.wgsl puts points one unit apart and knows the stone's size.
const _: () = assert!(SPACING == 1.0 && STONE_DIAMETER == 0.95 && STONE_HEIGHT == 0.40);

#[derive(ShaderType, Clone, Copy, Debug)]
pub struct ShadedParams {
    /// Linear colour; alpha below 1 needs `blend`.
    pub colour: Vec4,
    pub emissive: Vec4,
    pub gloss: f32,
    pub shininess: f32,
    /// 1 darkens the side turned to the board (stones).
    pub underside: f32,
    /// Half the side of a board standing on this surface (the table).
    pub board_half: f32,
    /// The colour far surfaces fade into (linear; with `board_half`).
    pub far: Vec4,
}

/// A plain surface lit by the scene's light.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct Shaded {
    #[uniform(0)]
    pub params: ShadedParams,
    pub blend: bool,
}

impl Shaded {
    /// A matte surface of `colour`.
    pub fn matte(colour: Color) -> Self {
        Shaded {
            params: ShadedParams {
                colour: colour.to_linear().to_vec4(),
                emissive: Vec4::ZERO,
                gloss: 0.0,
                shininess: 8.0,
                underside: 0.0,
                board_half: 0.0,
                far: Vec4::ZERO,
            },
            blend: false,
        }
    }

    /// A polished stone: highlight, sky reflection, dark underside.
    pub fn stone(colour: Color, gloss: f32, shininess: f32) -> Self {
        let mut s = Shaded::matte(colour);
        s.params.gloss = gloss;
        s.params.shininess = shininess;
        s.params.underside = 1.0;
        s.blend = colour.alpha() < 1.0;
        s
    }

    pub fn glowing(colour: Color, glow: f32) -> Self {
        let mut s = Shaded::matte(colour);
        s.params.emissive = colour.to_linear().to_vec4() * glow;
        s
    }
}

/// The colour behind the scene, which the table fades into far away.
pub const BACKGROUND: Color = Color::srgb(0.045, 0.04, 0.038);

impl Material for Shaded {
    fn fragment_shader() -> ShaderRef {
        SHADED_SHADER.into()
    }
    fn alpha_mode(&self) -> AlphaMode {
        if self.blend { AlphaMode::Blend } else { AlphaMode::Opaque }
    }
    fn enable_shadows() -> bool {
        false
    }
    fn enable_prepass() -> bool {
        false
    }
}

/// The buffer of what stands where, for the stones' shadows on the board
/// and the terrain.
#[derive(Resource)]
pub struct StoneField {
    pub buffer: Handle<ShaderBuffer>,
    /// What the buffer holds now.
    pub data: Vec<f32>,
}

pub fn plugin(app: &mut App) {
    if app.is_plugin_added::<bevy::render::RenderPlugin>() {
        load_internal_asset!(app, LIGHT_SHADER, "../../shaders/light.wgsl", Shader::from_wgsl);
        load_internal_asset!(app, SHADED_SHADER, "../../shaders/shaded.wgsl", Shader::from_wgsl);
        load_internal_asset!(app, STONES_SHADER, "../../shaders/stones.wgsl", Shader::from_wgsl);
        app.add_plugins(MaterialPlugin::<Shaded>::default());
    } else {
        app.init_asset::<Shaded>().init_asset::<ShaderBuffer>();
    }
    app.add_systems(PreStartup, make_field)
        .add_systems(Update, follow_stones.run_if(on_message::<BoardChanged>).in_set(AppSet::Visuals));
}

fn make_field(mut commands: Commands, mut buffers: ResMut<Assets<ShaderBuffer>>) {
    let mut data = vec![-1.0; FIELD_LEN];
    data[0] = 1.0;
    let buffer = buffers.add(ShaderBuffer::from(data.clone()));
    commands.insert_resource(StoneField { buffer, data });
}

/// The field's length: room for the largest board, so that the GPU buffer
/// keeps its size (and every material's binding to it stays valid) whatever
/// the board.
const FIELD_LEN: usize = 1 + MAX_SIZE * MAX_SIZE;

/// The field's contents for the current board.
pub fn field_data(go: &GoGame) -> Vec<f32> {
    let n = go.game.size();
    let mut data = vec![-1.0; FIELD_LEN];
    data[0] = n as f32;
    for p in crate::go::Point::all(n) {
        let k = p.y as usize * n + p.x as usize;
        if go.game.board().get(p).is_some() {
            data[1 + k] = 0.0;
        }
    }
    data
}

/// Rewrites the buffer when a stone came or went (only a change of the
/// board can do that).
fn follow_stones(go: Res<GoGame>, mut field: ResMut<StoneField>, mut buffers: ResMut<Assets<ShaderBuffer>>) {
    let data = field_data(&go);
    if data == field.data {
        return;
    }
    if let Some(mut b) = buffers.get_mut(&field.buffer) {
        b.set_data(data.clone());
    }
    field.data = data;
}
