//! The record's marks over the board, drawn with egui's painter: the
//! markup of the node shown (SGF labels LB, triangles TR, squares SQ,
//! circles CR, crosses MA), and where the record branches, the next move
//! of each variation as a lettered ghost stone (A the first, B, C the
//! others in the tree's order; a red ring on the one the branch follows),
//! so a person sees that the record holds more than one line here.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::game::GoGame;
use super::geometry::STONE_HEIGHT;
use super::overlays::Screen;
use super::terrain::TerrainSurface;
use crate::go::{Color, Move};
use crate::sgf::Mark;

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw);
}

fn draw(
    mut contexts: EguiContexts,
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    go: Res<GoGame>,
    terrain: Res<TerrainSurface>,
) -> Result {
    let path = go.tree.path();
    let marks = go.tree.record.markup(path);
    let children = go.tree.record.children(path);
    if marks.is_empty() && children < 2 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("record marks")));
    let (cam, cam_tf) = *camera;
    let board = go.game.board();
    let screen = Screen { camera: cam, at: cam_tf, size: go.game.size() };
    // On a stone's top, or on the ground of an empty point.
    let place = |p| {
        let lift = if board.get(p).is_some() { STONE_HEIGHT } else { terrain.point_height(p) + 0.03 };
        screen.point(p, lift).map(|at| (at, screen.scale(p, lift)))
    };
    let ink = |p| match board.get(p) {
        Some(Color::Black) => egui::Color32::WHITE,
        Some(Color::White) => egui::Color32::BLACK,
        None => egui::Color32::from_rgb(20, 40, 160),
    };
    for (p, mark) in marks {
        let Some((at, scale)) = place(p) else { continue };
        let r = scale * 0.28;
        let stroke = egui::Stroke::new((scale * 0.07).max(1.5), ink(p));
        match mark {
            Mark::Label(text) => {
                if board.get(p).is_none() {
                    // A clear spot, so the label reads over the grid.
                    painter.circle_filled(at, r * 1.1, egui::Color32::from_rgba_unmultiplied(240, 220, 170, 220));
                }
                painter.text(at, egui::Align2::CENTER_CENTER, text, egui::FontId::proportional(scale * 0.45), ink(p));
            }
            Mark::Circle => {
                painter.circle_stroke(at, r, stroke);
            }
            Mark::Square => {
                painter.rect_stroke(
                    egui::Rect::from_center_size(at, egui::vec2(r * 1.6, r * 1.6)),
                    0.0,
                    stroke,
                    egui::StrokeKind::Middle,
                );
            }
            Mark::Triangle => {
                let pts = (0..3)
                    .map(|k| {
                        let a = std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::TAU / 3.0;
                        at + egui::vec2(a.cos() * r * 1.15, -a.sin() * r * 1.15)
                    })
                    .collect::<Vec<_>>();
                painter.add(egui::Shape::closed_line(pts, stroke));
            }
            Mark::Cross => {
                let d = r * 0.8;
                painter.line_segment([at + egui::vec2(-d, -d), at + egui::vec2(d, d)], stroke);
                painter.line_segment([at + egui::vec2(-d, d), at + egui::vec2(d, -d)], stroke);
            }
        }
    }
    if children >= 2 {
        let followed = go.tree.branch().get(path.len()).copied();
        let mut child = path.to_vec();
        child.push(0);
        for k in 0..children {
            *child.last_mut().expect("pushed above") = k;
            let Some((c, Move::Play(p))) = go.tree.record.move_at(&child) else { continue };
            let Some((at, scale)) = place(p) else { continue };
            let fill = match c {
                Color::Black => egui::Color32::from_rgba_unmultiplied(15, 15, 15, 120),
                Color::White => egui::Color32::from_rgba_unmultiplied(245, 245, 245, 140),
            };
            let edge = if Some(k) == followed { egui::Color32::from_rgb(230, 60, 40) } else { egui::Color32::GRAY };
            painter.circle(at, scale * 0.42, fill, egui::Stroke::new(2.0, edge));
            let letter = char::from(b'A' + (k.min(25)) as u8).to_string();
            let text = if c == Color::Black { egui::Color32::WHITE } else { egui::Color32::BLACK };
            painter.text(at, egui::Align2::CENTER_CENTER, letter, egui::FontId::proportional(scale * 0.4), text);
        }
    }
    Ok(())
}
