//! Stones as lit meshes, one entity per stone, kept equal to the board after
//! every change; the last-move marker; the translucent hover stone where a
//! click would play (or on the move the what-if terrain shows); territory
//! marks once the game is over.

use bevy::prelude::*;

use super::AppSet;
use super::game::{BoardChanged, GoGame};
use super::geometry::{STONE_HEIGHT, jitter, point_to_world, stone_transform};
use super::materials::Shaded;
use super::scoring::Scoring;
use super::terrain::TerrainSurface;
use super::thinking::Seats;
use crate::go::{Color, GameResult, Point};

/// A stone on the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stone {
    pub point: Point,
    pub color: Color,
}

#[derive(Component)]
pub struct LastMoveMarker;

#[derive(Component)]
pub struct HoverStone;

#[derive(Component)]
pub struct TerritoryMark;

/// The point under the cursor (set by the input feature).
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct Hover(pub Option<Point>);

/// A move another feature shows on the board as the hover stone (the
/// what-if terrain's), whoever's turn it is.
#[derive(Resource, Default, Debug, PartialEq)]
pub struct ShownMove(pub Option<Point>);

/// The stone entity at each point, row by row from the top.
#[derive(Resource, Default)]
pub struct StoneIndex {
    pub size: usize,
    pub at: Vec<Option<(Entity, Color)>>,
}

/// Meshes and materials shared by all stones.
#[derive(Resource)]
pub struct StoneAssets {
    pub stone: Handle<Mesh>,
    /// A few slightly different shades per colour.
    pub black: Vec<Handle<Shaded>>,
    pub white: Vec<Handle<Shaded>>,
    pub hover: [Handle<Shaded>; 2],
    pub marker: Handle<Mesh>,
    pub marker_on: [Handle<Shaded>; 2],
    pub square: Handle<Mesh>,
    pub territory: [Handle<Shaded>; 2],
    /// Dead stones while counting: see-through.
    pub dead: [Handle<Shaded>; 2],
}

pub fn plugin(app: &mut App) {
    app.init_resource::<StoneIndex>()
        .init_resource::<Hover>()
        .init_resource::<ShownMove>()
        .add_systems(Startup, make_assets)
        .add_systems(
            Update,
            (
                sync_stones.run_if(on_message::<BoardChanged>),
                place_last_marker.run_if(on_message::<BoardChanged>),
                mark_territory.run_if(on_message::<BoardChanged>.or_else(resource_changed::<Scoring>)),
                (sink_dead.run_if(resource_changed::<TerrainSurface>.or_else(on_message::<BoardChanged>)), show_hover),
            )
                .chain()
                .after(super::terrain::TerrainSet::Upload)
                .in_set(AppSet::Visuals),
        );
}

fn make_assets(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, mut mats: ResMut<Assets<Shaded>>) {
    // Seen from the player's chair a stone is a few dozen pixels across:
    // 20 segments keep its outline round (within 1.2% of its radius) and 6
    // rings its curve smooth, since the light is worked out per pixel: 240
    // triangles, which a software renderer draws at about 0.4 µs each.
    let stone = meshes.add(Sphere::new(0.5).mesh().uv(20, 6));
    let black = (0..3)
        .map(|i| {
            let v = 0.035 + 0.008 * i as f32;
            mats.add(Shaded::stone(bevy::color::Color::srgb(v, v, v + 0.004), 0.55 - 0.05 * i as f32, 40.0))
        })
        .collect();
    let white = (0..3)
        .map(|i| {
            let v = 0.90 - 0.025 * i as f32;
            mats.add(Shaded::stone(bevy::color::Color::srgb(v, v - 0.005, v - 0.03), 0.35 - 0.04 * i as f32, 24.0))
        })
        .collect();
    let hover = [
        mats.add(Shaded::stone(bevy::color::Color::srgba(0.03, 0.03, 0.03, 0.5), 0.4, 40.0)),
        mats.add(Shaded::stone(bevy::color::Color::srgba(0.95, 0.95, 0.95, 0.5), 0.3, 24.0)),
    ];
    // The marker on a black stone is light, on a white stone dark red.
    let marker_on = [
        mats.add(Shaded::glowing(bevy::color::Color::srgb(0.95, 0.35, 0.25), 0.6)),
        mats.add(Shaded::glowing(bevy::color::Color::srgb(0.75, 0.1, 0.08), 0.6)),
    ];
    let territory = [
        mats.add(Shaded::matte(bevy::color::Color::srgb(0.05, 0.05, 0.06))),
        mats.add(Shaded::matte(bevy::color::Color::srgb(0.95, 0.95, 0.93))),
    ];
    let marker = meshes.add(Torus::new(0.13, 0.2).mesh().major_resolution(32).minor_resolution(12));
    commands.spawn((
        LastMoveMarker,
        Mesh3d(marker.clone()),
        MeshMaterial3d(marker_on[0].clone()),
        Transform::default(),
        Visibility::Hidden,
        Pickable::IGNORE,
    ));
    commands.spawn((
        HoverStone,
        Mesh3d(stone.clone()),
        MeshMaterial3d(hover[0].clone()),
        Transform::default(),
        Visibility::Hidden,
        Pickable::IGNORE,
    ));
    commands.insert_resource(StoneAssets {
        stone,
        black,
        white,
        hover,
        marker,
        marker_on,
        square: meshes.add(Cuboid::new(0.34, 0.04, 0.34)),
        territory,
        dead: [
            mats.add(Shaded::stone(bevy::color::Color::srgba(0.03, 0.03, 0.03, 0.7), 0.4, 40.0)),
            mats.add(Shaded::stone(bevy::color::Color::srgba(0.95, 0.95, 0.95, 0.6), 0.3, 24.0)),
        ],
    });
}

fn color_of(c: Color) -> usize {
    c.index()
}

/// The shade of a standing stone: one of its colour's few, by its point.
fn shade(assets: &StoneAssets, c: Color, p: Point) -> Handle<Shaded> {
    let shades = if c == Color::Black { &assets.black } else { &assets.white };
    shades[(jitter(p, 5) * shades.len() as f32) as usize % shades.len()].clone()
}

/// Spawns and despawns stone entities until they match the board.
pub fn sync_stones(
    mut commands: Commands,
    go: Res<GoGame>,
    assets: Option<Res<StoneAssets>>,
    mut index: ResMut<StoneIndex>,
) {
    let Some(assets) = assets else { return };
    let board = go.game.board();
    let n = board.size();
    if index.size != n {
        for (e, _) in index.at.iter().flatten() {
            commands.entity(*e).despawn();
        }
        index.size = n;
        index.at = vec![None; n * n];
    }
    for p in Point::all(n) {
        let k = p.y as usize * n + p.x as usize;
        let want = board.get(p);
        let have = index.at[k].map(|(_, c)| c);
        if want == have {
            continue;
        }
        if let Some((e, _)) = index.at[k].take() {
            commands.entity(e).despawn();
        }
        if let Some(c) = want {
            let mat = shade(&assets, c, p);
            let e = commands
                .spawn((
                    Stone { point: p, color: c },
                    Mesh3d(assets.stone.clone()),
                    MeshMaterial3d(mat),
                    stone_transform(n, p),
                    Pickable::IGNORE,
                ))
                .id();
            index.at[k] = Some((e, c));
        }
    }
}

fn place_last_marker(
    go: Res<GoGame>,
    assets: Option<Res<StoneAssets>>,
    mut markers: Query<(&mut Transform, &mut Visibility, &mut MeshMaterial3d<Shaded>), With<LastMoveMarker>>,
) {
    let Some(assets) = assets else { return };
    let n = go.game.size();
    let last = go.game.last_move().and_then(|t| t.mv.point().map(|p| (p, t.color)));
    let Ok((mut tf, mut vis, mut mat)) = markers.single_mut() else { return };
    match last {
        Some((p, c)) if go.game.board().get(p) == Some(c) => {
            let top = stone_transform(n, p).translation + Vec3::Y * (STONE_HEIGHT / 2.0 - 0.005);
            *tf = Transform::from_translation(top).with_scale(Vec3::new(1.0, 0.35, 1.0));
            mat.0 = assets.marker_on[color_of(c)].clone();
            *vis = Visibility::Inherited;
        }
        _ => *vis = Visibility::Hidden,
    }
}

/// Each side's territory, dead stones' points included: the count being
/// made, the one accepted, or once two passes ended the game without one,
/// the bare area of the stones as they stand.
fn territory(go: &GoGame, scoring: &Scoring) -> Vec<(Point, Color)> {
    if go.scoring {
        let Some(count) = scoring.count.as_ref() else { return Vec::new() };
        return [Color::Black, Color::White]
            .into_iter()
            .flat_map(|c| count.territory(c).into_iter().map(move |p| (p, c)))
            .collect();
    }
    if let Some(e) = &go.ending {
        let black = e.black.iter().map(|&p| (p, Color::Black));
        return black.chain(e.white.iter().map(|&p| (p, Color::White))).collect();
    }
    if !matches!(go.game.result(), Some(GameResult::Score(_))) {
        return Vec::new();
    }
    let board = go.game.board();
    let n = board.size();
    Point::all(n)
        .zip(board.area_owner(&[]))
        .filter_map(|(p, owner)| owner.filter(|&c| board.get(p) != Some(c)).map(|c| (p, c)))
        .collect()
}

/// Once the game is counted, a small square on every point of each side's
/// territory.
fn mark_territory(
    mut commands: Commands,
    go: Res<GoGame>,
    scoring: Res<Scoring>,
    terrain: Res<TerrainSurface>,
    assets: Option<Res<StoneAssets>>,
    marks: Query<Entity, With<TerritoryMark>>,
) {
    let Some(assets) = assets else { return };
    for e in &marks {
        commands.entity(e).despawn();
    }
    let board = go.game.board();
    let n = board.size();
    for (p, c) in territory(&go, &scoring) {
        // On a dead stone's top, or on the ground (a sunk stone's too).
        let sunk = terrain.sunk.contains(&p);
        let y = if board.get(p).is_some() && !sunk {
            STONE_HEIGHT + 0.02
        } else {
            terrain.point_height(p).max(if sunk { SUNK_TOP } else { 0.0 }) + 0.02
        };
        commands.spawn((
            TerritoryMark,
            Mesh3d(assets.square.clone()),
            MeshMaterial3d(assets.territory[c.index()].clone()),
            Transform::from_translation(point_to_world(n, p) + Vec3::Y * y),
            Pickable::IGNORE,
        ));
    }
}

/// How far a sunk stone's top stands above the ground around it.
const SUNK_TOP: f32 = STONE_HEIGHT * 0.45;

/// Dead stones, while the count or the picture says so, sink into the
/// terrace of the side that takes them and turn see-through; the others
/// stand on the board with their own shade.
fn sink_dead(
    go: Res<GoGame>,
    terrain: Res<TerrainSurface>,
    assets: Option<Res<StoneAssets>>,
    mut stones: Query<(&Stone, &mut Transform, &mut MeshMaterial3d<Shaded>)>,
) {
    let Some(assets) = assets else { return };
    let n = go.game.size();
    for (s, mut tf, mut mat) in &mut stones {
        let mut at = stone_transform(n, s.point);
        let want = if terrain.sunk.contains(&s.point) {
            at.translation.y += terrain.point_height(s.point) - STONE_HEIGHT + SUNK_TOP;
            assets.dead[s.color.index()].clone()
        } else {
            shade(&assets, s.color, s.point)
        };
        if *tf != at {
            *tf = at;
        }
        if mat.0 != want {
            mat.0 = want;
        }
    }
}

/// The hover stone: shown where the person to move could legally play,
/// on the ground as drawn there.
fn show_hover(
    hover: Res<Hover>,
    terrain: Res<TerrainSurface>,
    go: Res<GoGame>,
    seats: Res<Seats>,
    shown: Res<ShownMove>,
    assets: Option<Res<StoneAssets>>,
    mut q: Query<(&mut Transform, &mut Visibility, &mut MeshMaterial3d<Shaded>), With<HoverStone>>,
) {
    let Some(assets) = assets else { return };
    let Ok((mut tf, mut vis, mut mat)) = q.single_mut() else { return };
    let g = &go.game;
    let c = g.to_play();
    let legal = hover.0.filter(|&p| {
        !g.is_over()
            && !go.scoring
            && seats.is_human(c)
            && p.on_board(g.size())
            && g.check(c, crate::go::Move::Play(p)).is_ok()
    });
    // The move another feature shows (the what-if terrain), whoever's turn
    // it is.
    let legal = legal.or(shown.0);
    match legal {
        Some(p) => {
            let mut at = stone_transform(g.size(), p);
            at.translation.y += terrain.point_height(p);
            if *tf != at {
                *tf = at;
            }
            if mat.0 != assets.hover[c.index()] {
                mat.0 = assets.hover[c.index()].clone();
            }
            if *vis != Visibility::Inherited {
                *vis = Visibility::Inherited;
            }
        }
        None => {
            if *vis != Visibility::Hidden {
                *vis = Visibility::Hidden;
            }
        }
    }
}
