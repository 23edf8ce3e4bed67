//! Marks of the verdict over the board, drawn with egui's painter while
//! the count or the Ishida picture is shown: a cross on every dead stone,
//! each living group's outline in its colour (where the points its picture
//! holds meet the other side's or nobody's), and, for groups the judge
//! calls unsettled, a red rim on every stone and the key moves: A where
//! the attacker kills, D where the defender lives, AD where one point is
//! both.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::game::GoGame;
use super::geometry::{SPACING, STONE_HEIGHT, point_to_world};
use super::meaning_terrain::{IshidaView, shown_judgement};
use super::overlays::Screen;
use super::scoring::Scoring;
use super::terrain::{TerrainSettings, TerrainSurface};
use super::verdict::Verdict;
use crate::go::{Color, Point};
use crate::meaning::Life;
use crate::meaning::ishida::on_outline;

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw);
}

const RED: egui::Color32 = egui::Color32::from_rgb(225, 45, 35);

/// The sides of point `p`'s square that face a point `inside` refuses
/// (not the board's edge), as pairs of corners in the world.
fn frontier(n: usize, p: Point, inside: impl Fn(Point) -> bool, lift: f32) -> Vec<(Vec3, Vec3)> {
    let c = point_to_world(n, p) + Vec3::Y * lift;
    let h = SPACING / 2.0;
    let corner = |sx: f32, sz: f32| c + Vec3::new(sx * h, 0.0, sz * h);
    let (x, y) = (p.x as i32, p.y as i32);
    // The world's x grows with the column, its z with the row.
    [
        (-1, 0, corner(-1.0, -1.0), corner(-1.0, 1.0)),
        (1, 0, corner(1.0, -1.0), corner(1.0, 1.0)),
        (0, -1, corner(-1.0, -1.0), corner(1.0, -1.0)),
        (0, 1, corner(-1.0, 1.0), corner(1.0, 1.0)),
    ]
    .into_iter()
    .filter(|&(dx, dy, _, _)| {
        let (qx, qy) = (x + dx, y + dy);
        let on_board = (0..n as i32).contains(&qx) && (0..n as i32).contains(&qy);
        on_board && !inside(Point::new(qx as u8, qy as u8))
    })
    .map(|(_, _, a, b)| (a, b))
    .collect()
}

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    go: Res<GoGame>,
    settings: Res<TerrainSettings>,
    terrain: Res<TerrainSurface>,
    scoring: Res<Scoring>,
    verdict: Res<Verdict>,
    view: Res<IshidaView>,
) -> Result {
    let Some(j) = shown_judgement(&go, &settings, &scoring, &verdict) else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("verdict marks")));
    let (cam, cam_tf) = *camera;
    let n = go.game.size();
    let screen = Screen { camera: cam, at: cam_tf, size: n };
    let board = go.game.board();
    // Outlines of the picture's areas, only the group shown alone if one is.
    if let Some(pic) = view.picture.as_ref().filter(|_| !go.scoring) {
        for (g, group) in j.groups.iter().enumerate() {
            if view.only.is_some_and(|o| o != g) || group.life == Life::Dead {
                continue;
            }
            let colour = match (group.life, group.color) {
                (Life::Unsettled, _) => RED,
                (_, Color::Black) => egui::Color32::from_rgb(20, 20, 24),
                (_, Color::White) => egui::Color32::from_rgb(250, 250, 246),
            };
            // All groups: only where the area meets the other side's or
            // nobody's (friendly groups' common borders say nothing); one
            // group alone: all round.
            let inside = |q: Point| match pic.at(q) {
                Some((h, _)) if view.only.is_some() => h == g,
                Some((h, _)) => j.groups[h].color == group.color,
                None => false,
            };
            for p in Point::all(n).filter(|&p| on_outline(pic, g, p)) {
                let lift = terrain.point_height(p) + 0.03;
                for (a, b) in frontier(n, p, inside, lift) {
                    if let (Some(a), Some(b)) = (screen.world(a), screen.world(b)) {
                        painter.line_segment([a, b], egui::Stroke::new(2.0, colour));
                    }
                }
            }
        }
    }
    for group in &j.groups {
        // The count takes off what is lost when play stops now; a picture
        // of the game in play only what is dead whoever moves first.
        let lost = if go.scoring { j.is_lost(group) } else { group.life == Life::Dead };
        for &p in &group.stones {
            let top =
                if terrain.sunk.contains(&p) { terrain.point_height(p) + 0.45 * STONE_HEIGHT } else { STONE_HEIGHT };
            let Some(at) = screen.point(p, top) else { continue };
            let s = screen.scale(p, top);
            if lost {
                // A cross in the colour of the side that takes the stone.
                let ink = if group.color == Color::Black { egui::Color32::WHITE } else { egui::Color32::BLACK };
                let d = s * 0.2;
                let stroke = egui::Stroke::new((s * 0.07).max(2.0), ink);
                painter.line_segment([at + egui::vec2(-d, -d), at + egui::vec2(d, d)], stroke);
                painter.line_segment([at + egui::vec2(-d, d), at + egui::vec2(d, -d)], stroke);
            } else if group.life == Life::Unsettled {
                painter.circle_stroke(at, s * 0.42, egui::Stroke::new((s * 0.08).max(2.0), RED));
            }
        }
        if group.life != Life::Unsettled {
            continue;
        }
        // One point that both sides want is one mark with both letters.
        let keys = match (group.keys.attack, group.keys.defence) {
            (Some(a), Some(d)) if a == d => [(Some(a), "AD"), (None, "")],
            (a, d) => [(a, "A"), (d, "D")],
        };
        for (key, letter) in keys {
            let Some(p) = key.filter(|&p| board.get(p).is_none()) else { continue };
            let lift = terrain.point_height(p) + 0.05;
            let Some(at) = screen.point(p, lift) else { continue };
            let s = screen.scale(p, lift);
            let fill = egui::Color32::from_rgba_unmultiplied(255, 255, 255, 210);
            painter.circle(at, s * 0.3, fill, egui::Stroke::new(2.0, RED));
            let size = if letter.len() > 1 { s * 0.28 } else { s * 0.4 };
            painter.text(at, egui::Align2::CENTER_CENTER, letter, egui::FontId::proportional(size), RED);
        }
    }
    Ok(())
}
