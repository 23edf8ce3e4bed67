//! The still part of the scene: the wooden board (its painted top, its
//! body) and the table under it, in the materials of `look`. The board is
//! rebuilt when a new game changes its size.

use bevy::asset::RenderAssetUsages;
use bevy::color::ColorToComponents;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use super::AppSet;
use super::board_texture::board_image;
use super::camera::software_renderer;
use super::game::{BoardChanged, GoGame};
use super::geometry::{THICKNESS, board_side};
use super::look::{BACKGROUND, BoardTop, Shaded, StoneField};

/// What a click can land on: the board's top (`board`), and the table
/// around it, where only a left click on a hill near the edge counts (with
/// the relief raised, the pointer's ray over it goes on to the table).
#[derive(Component)]
pub struct ClickSurface {
    pub board: bool,
}

/// Any entity of the board, rebuilt with it.
#[derive(Component)]
pub struct BoardPart;

/// The size the board entities were built for.
#[derive(Resource, Default)]
pub struct BoardBuilt(pub usize);

pub fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(BACKGROUND))
        .init_resource::<BoardBuilt>()
        .add_systems(Update, build_board.run_if(on_message::<BoardChanged>).in_set(AppSet::Visuals));
}

/// The table: dark cloth under the board, in the board's soft shadow.
fn table(side: f32) -> Shaded {
    let mut m = Shaded::matte(Color::srgb(0.17, 0.14, 0.12));
    m.params.board_half = side / 2.0;
    m.params.far = BACKGROUND.to_linear().to_vec4();
    m
}

/// A square of side `side` at y = 0 facing up, UV (0,0) at the far left.
fn top_mesh(side: f32) -> Mesh {
    let h = side / 2.0;
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, vec![[-h, 0.0, -h], [h, 0.0, -h], [-h, 0.0, h], [h, 0.0, h]])
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; 4])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
        .with_inserted_indices(Indices::U32(vec![0, 2, 1, 1, 2, 3]))
}

#[allow(clippy::too_many_arguments)]
fn build_board(
    mut commands: Commands,
    go: Res<GoGame>,
    mut built: ResMut<BoardBuilt>,
    parts: Query<Entity, With<BoardPart>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<Shaded>>,
    mut tops: ResMut<Assets<BoardTop>>,
    mut images: ResMut<Assets<Image>>,
    field: Res<StoneField>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
) {
    let n = go.game.size();
    if built.0 == n {
        return;
    }
    built.0 = n;
    for e in &parts {
        commands.entity(e).despawn();
    }
    let side = board_side(n);
    // Anisotropic filtering keeps the far lines sharp; a software renderer
    // pays for it with about a tenth of its frame.
    let anisotropy = if software_renderer(adapter.as_deref()) { 1 } else { 4 };
    let top = tops.add(BoardTop::new(images.add(board_image(n, anisotropy)), field.buffer.clone()));
    commands.spawn((
        BoardPart,
        ClickSurface { board: true },
        Mesh3d(meshes.add(top_mesh(side))),
        MeshMaterial3d(top),
        Transform::IDENTITY,
    ));
    commands.spawn((
        BoardPart,
        Mesh3d(meshes.add(Cuboid::new(side, THICKNESS, side))),
        MeshMaterial3d(mats.add(Shaded::matte(Color::srgb(0.70, 0.52, 0.29)))),
        Transform::from_xyz(0.0, -THICKNESS / 2.0 - 0.002, 0.0),
        Pickable::IGNORE,
    ));
    // Wide enough to reach the horizon from the low camera.
    commands.spawn((
        BoardPart,
        Mesh3d(meshes.add(Plane3d::default().mesh().size(200.0, 200.0))),
        MeshMaterial3d(mats.add(table(side))),
        Transform::from_xyz(0.0, -THICKNESS - 0.02, 0.0),
        ClickSurface { board: false },
    ));
}
