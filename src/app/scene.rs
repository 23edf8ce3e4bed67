//! The still part of the scene: the wooden board (its painted top, its
//! body), the table under it, the sun with shadows and the sky light. The
//! board is rebuilt when a new game changes its size.

use bevy::asset::RenderAssetUsages;
use bevy::light::CascadeShadowConfigBuilder;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use super::AppSet;
use super::board_texture::board_image;
use super::game::{BoardChanged, GoGame};
use super::geometry::{THICKNESS, board_side};

/// The board's top surface, which clicks hit.
#[derive(Component)]
pub struct BoardSurface;

/// Any entity of the board, rebuilt with it.
#[derive(Component)]
pub struct BoardPart;

/// The size the board entities were built for.
#[derive(Resource, Default)]
pub struct BoardBuilt(pub usize);

pub fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Color::srgb(0.10, 0.11, 0.13)))
        .insert_resource(GlobalAmbientLight { color: Color::srgb(0.85, 0.9, 1.0), brightness: 350.0, ..default() })
        .insert_resource(bevy::light::DirectionalLightShadowMap { size: 1024 })
        .init_resource::<BoardBuilt>()
        .add_systems(Startup, lights)
        .add_systems(Update, build_board.run_if(on_message::<BoardChanged>).in_set(AppSet::Visuals));
}

/// The sun's direction (towards the sun), shared with the terrain shader.
pub const SUN: Vec3 = Vec3::new(-0.55, 0.7, -0.45);

fn lights(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, mut mats: ResMut<Assets<StandardMaterial>>) {
    commands.spawn((
        DirectionalLight { illuminance: 9_000.0, shadow_maps_enabled: true, ..default() },
        Transform::from_translation(SUN * 20.0).looking_at(Vec3::ZERO, Vec3::Y),
        CascadeShadowConfigBuilder {
            num_cascades: 2,
            first_cascade_far_bound: 30.0,
            maximum_distance: 80.0,
            ..default()
        }
        .build(),
    ));
    // The table: dark cloth far below the board's edge.
    commands.spawn((
        Mesh3d(meshes.add(Plane3d::default().mesh().size(200.0, 200.0))),
        MeshMaterial3d(mats.add(StandardMaterial {
            base_color: Color::srgb(0.16, 0.13, 0.11),
            perceptual_roughness: 0.95,
            ..default()
        })),
        Transform::from_xyz(0.0, -THICKNESS - 0.02, 0.0),
        Pickable::IGNORE,
    ));
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

fn build_board(
    mut commands: Commands,
    go: Res<GoGame>,
    mut built: ResMut<BoardBuilt>,
    parts: Query<Entity, With<BoardPart>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
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
    let top = mats.add(StandardMaterial {
        base_color_texture: Some(images.add(board_image(n))),
        perceptual_roughness: 0.55,
        reflectance: 0.3,
        ..default()
    });
    commands.spawn((
        BoardPart,
        BoardSurface,
        Mesh3d(meshes.add(top_mesh(side))),
        MeshMaterial3d(top),
        Transform::IDENTITY,
    ));
    let body = mats.add(StandardMaterial {
        base_color: Color::srgb(0.74, 0.55, 0.30),
        perceptual_roughness: 0.6,
        ..default()
    });
    commands.spawn((
        BoardPart,
        Mesh3d(meshes.add(Cuboid::new(side, THICKNESS, side))),
        MeshMaterial3d(body),
        Transform::from_xyz(0.0, -THICKNESS / 2.0 - 0.002, 0.0),
        Pickable::IGNORE,
    ));
}
