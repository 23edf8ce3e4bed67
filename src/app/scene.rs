//! The still part of the scene: the wooden board's body and the table
//! under it, in the materials of `materials` (the board's top is the terrain's
//! surface). They are rebuilt when a new game changes the board's size.

use bevy::color::ColorToComponents;
use bevy::prelude::*;

use super::AppSet;
use super::game::{BoardChanged, GoGame};
use super::geometry::{THICKNESS, board_side};
use super::materials::{BACKGROUND, Shaded};

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

fn build_board(
    mut commands: Commands,
    go: Res<GoGame>,
    mut built: ResMut<BoardBuilt>,
    parts: Query<Entity, With<BoardPart>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<Shaded>>,
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
