//! The terrain's legend, in the corner of the view as on a map: what the
//! model shown measures, the colour ramp from White to Black sampled from
//! the very table the shader draws with, what the height means, and the
//! value under the pointer.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::ramp;
use super::stones::Hover;
use super::terrain::Terrain;
use crate::go::Point;

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw);
}

/// What a value of `model` means, in a line.
pub fn meaning(model: &str) -> &'static str {
    match model {
        "control" => "Gorilla's control: waves from every stone, halved at each step; 1 is full control",
        "path" => "line-of-sight paths from stones, 0.6 for a neighbour falling to 0.08 at five steps, summed",
        "zobrist" => "Zobrist's radiation: four generations from every stone, summed and divided by 4",
        "influencie" => "the Influencie flood: 1 - d/4 from every stone, blocked by enemy stones",
        "swim" => "the Swim colour map: 1 on coloured points, links' share elsewhere, dead stones taken off",
        "ownership" => "share of playouts that end with the point Black's, less the share that end White's",
        _ => "the model's value, positive for Black",
    }
}

fn colour32(c: [f32; 3]) -> egui::Color32 {
    let b = |x: f32| (x.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
    egui::Color32::from_rgb(b(c[0]), b(c[1]), b(c[2]))
}

/// The legend's text for the value `v` at `p`.
pub fn readout(p: Point, size: usize, v: f32) -> String {
    let side = if v > 0.05 {
        "Black"
    } else if v < -0.05 {
        "White"
    } else {
        "neither"
    };
    format!("{}: {:+.2} ({side})", p.to_gtp(size), v)
}

fn draw(mut contexts: EguiContexts, terrain: Res<Terrain>, hover: Res<Hover>) -> Result {
    if !terrain.visible() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("terrain legend"))
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(12.0, -12.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(260.0);
                ui.label(egui::RichText::new(format!("Terrain: {}", terrain.model)).strong());
                ui.label(egui::RichText::new(meaning(&terrain.model)).small());
                let (rect, _) = ui.allocate_exact_size(egui::vec2(240.0, 16.0), egui::Sense::hover());
                let painter = ui.painter_at(rect.expand(1.0));
                let steps = 120;
                for i in 0..steps {
                    let v = -1.0 + 2.0 * (i as f32 + 0.5) / steps as f32;
                    let x0 = rect.left() + rect.width() * i as f32 / steps as f32;
                    let x1 = rect.left() + rect.width() * (i + 1) as f32 / steps as f32 + 0.5;
                    let r = egui::Rect::from_min_max(egui::pos2(x0, rect.top()), egui::pos2(x1, rect.bottom()));
                    painter.rect_filled(r, 0.0, colour32(ramp::ground(v, ramp::WOOD, terrain.opacity)));
                }
                painter.rect_stroke(rect, 0.0, egui::Stroke::new(1.0, egui::Color32::GRAY), egui::StrokeKind::Outside);
                let ticks = [(-1.0, "1"), (-0.5, ".5"), (0.0, "0"), (0.5, ".5"), (1.0, "1")];
                let (tick_rect, _) = ui.allocate_exact_size(egui::vec2(240.0, 14.0), egui::Sense::hover());
                for (v, label) in ticks {
                    let x = rect.left() + rect.width() * (v + 1.0) / 2.0;
                    painter.line_segment(
                        [egui::pos2(x, rect.bottom() - 4.0), egui::pos2(x, rect.bottom())],
                        egui::Stroke::new(1.0, egui::Color32::GRAY),
                    );
                    ui.painter().text(
                        egui::pos2(x, tick_rect.center().y),
                        egui::Align2::CENTER_CENTER,
                        label,
                        egui::FontId::proportional(11.0),
                        ui.visuals().text_color(),
                    );
                }
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new("White's ground").small());
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.label(egui::RichText::new("Black's ground").small());
                    });
                });
                if terrain.relief {
                    ui.label(
                        egui::RichText::new(format!(
                            "Height: how sure the ground is, {:.1} spacings at 1; kept low beside stones and the \
                             edge so that no hill hides a point",
                            terrain.height.min(super::relief::RELIEF_MAX)
                        ))
                        .small(),
                    );
                }
                ui.label(
                    egui::RichText::new("A square on a stone: the terrain gives its point to the other side").small(),
                );
                if let Some((p, v)) = hover.0.and_then(|p| terrain.value_at(p).map(|v| (p, v))) {
                    ui.label(egui::RichText::new(readout(p, terrain.size, v)).monospace());
                }
            });
        });
    Ok(())
}
