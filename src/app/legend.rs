//! The terrain's legend, drawn over the view (`ui::legend_overlay`): what the model shown
//! measures, the colour ramp from White to Black sampled from the very
//! table the shader draws with, what the height means, and the value under
//! the pointer.

use bevy_egui::egui;

use super::ramp;
use super::terrain::{ISHIDA, TerrainSettings, TerrainSurface, TerrainTarget, counts_the_dead};
use crate::go::Point;

/// What a value of `model` means, in a line.
pub fn meaning(model: &str) -> &'static str {
    match model {
        "control" => "Gorilla's control: waves from every stone, halved at each step; 1 is full control",
        "path" => "line-of-sight paths from stones, 0.6 for a neighbour falling to 0.08 at five steps, summed",
        "zobrist" => "Zobrist's radiation: four generations from every stone, summed and divided by 4",
        "influencie" => "the Influencie flood: 1 - d/4 from every stone, blocked by enemy stones",
        "swim" => "the Swim colour map: 1 on coloured points, links' share elsewhere, dead stones taken off",
        "ownership" => "share of playouts that end with the point Black's, less the share that end White's",
        "engine" => "the ownership the thinking player reports (the MCTS from its playouts, KataGo's ownership)",
        "ishida" => {
            "the judge's picture: living groups' territory a terrace, their influence a slope, moyos raised; dead stones count for the other side"
        }
        _ => "the model's value, positive for Black",
    }
}

fn colour32(c: [f32; 3]) -> egui::Color32 {
    let b = |x: f32| (x.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
    egui::Color32::from_rgb(b(c[0]), b(c[1]), b(c[2]))
}

/// The legend's text for the value `v` at `p`.
pub fn value_readout(p: Point, size: usize, v: f32) -> String {
    let side = if v > 0.05 {
        "Black"
    } else if v < -0.05 {
        "White"
    } else {
        "neither"
    };
    format!("{}: {:+.2} ({side})", p.to_gtp(size), v)
}

/// The legend of `terrain`, with the value at `hover` and, while the
/// what-if terrain is shown, its readout and what its values mean. Returns
/// where the what-if line and the value readout were drawn.
pub fn show(
    ui: &mut egui::Ui,
    (settings, target, surface): (&TerrainSettings, &TerrainTarget, &TerrainSurface),
    hover: Option<Point>,
    what_if: Option<(String, &str)>,
) -> (Option<egui::Rect>, Option<egui::Rect>) {
    if !settings.visible() {
        ui.label(egui::RichText::new("The terrain is off: C shows its colours, T its relief.").small());
        return (None, None);
    }
    let what = what_if.as_ref().map_or_else(|| meaning(&settings.model), |(_, m)| *m);
    ui.label(egui::RichText::new(what).small());
    // Two columns, so that the key stays short and the board below it big:
    // the ramp and the readouts on the left, what the marks mean on the right.
    // The what-if line, the answer W asks for, runs the key's whole width.
    let mut value = None;
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(RAMP_WIDTH);
            ramp_with_ticks(ui, settings);
            value = Some(value_line(ui, surface, hover));
        });
        ui.vertical(|ui| notes(ui, settings, target, surface));
    });
    let line = what_if.as_ref().map(|(line, _)| ui.label(egui::RichText::new(line).monospace().strong()).rect);
    (line, value)
}

/// The ramp's width in points, and the left column's.
const RAMP_WIDTH: f32 = 240.0;

/// The colour ramp from White to Black, sampled from the shader's table,
/// with ticks and the two sides named under it.
fn ramp_with_ticks(ui: &mut egui::Ui, settings: &TerrainSettings) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(RAMP_WIDTH, 16.0), egui::Sense::hover());
    let painter = ui.painter().clone();
    let steps = 120;
    for i in 0..steps {
        let v = -1.0 + 2.0 * (i as f32 + 0.5) / steps as f32;
        let x0 = rect.left() + rect.width() * i as f32 / steps as f32;
        let x1 = rect.left() + rect.width() * (i + 1) as f32 / steps as f32 + 0.5;
        let r = egui::Rect::from_min_max(egui::pos2(x0, rect.top()), egui::pos2(x1, rect.bottom()));
        painter.rect_filled(r, 0.0, colour32(ramp::ground(v, ramp::WOOD, settings.opacity)));
    }
    painter.rect_stroke(rect, 0.0, egui::Stroke::new(1.0, egui::Color32::GRAY), egui::StrokeKind::Outside);
    let (ticks_rect, _) = ui.allocate_exact_size(egui::vec2(RAMP_WIDTH, 14.0), egui::Sense::hover());
    for (v, label) in [(-1.0, "1"), (-0.5, ".5"), (0.0, "0"), (0.5, ".5"), (1.0, "1")] {
        let x = rect.left() + rect.width() * (v + 1.0) / 2.0;
        painter.line_segment(
            [egui::pos2(x, rect.bottom() - 4.0), egui::pos2(x, rect.bottom())],
            egui::Stroke::new(1.0, egui::Color32::GRAY),
        );
        painter.text(
            egui::pos2(x, ticks_rect.center().y),
            egui::Align2::CENTER_CENTER,
            label,
            egui::FontId::proportional(11.0),
            ui.visuals().text_color(),
        );
    }
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new("White's ground").small());
        ui.add_space(110.0);
        ui.label(egui::RichText::new("Black's ground").small());
    });
}

/// The value under the pointer; returns where it was drawn.
fn value_line(ui: &mut egui::Ui, surface: &TerrainSurface, hover: Option<Point>) -> egui::Rect {
    let readout = hover
        .and_then(|p| surface.value_at(p).map(|v| value_readout(p, surface.size, v)))
        .unwrap_or_else(|| "point at the board for a value".into());
    ui.label(egui::RichText::new(readout).monospace()).rect
}

/// What height, the marks, the dead stones and the fog mean, as far as
/// each is shown.
fn notes(ui: &mut egui::Ui, settings: &TerrainSettings, target: &TerrainTarget, surface: &TerrainSurface) {
    if settings.relief {
        ui.label(
            egui::RichText::new(format!(
                "Height: how sure the ground is; 1 rises {:.1} grid spacings, kept low by stones and the edge.",
                settings.height.min(super::relief::RELIEF_MAX)
            ))
            .small(),
        );
    }
    let marks = if settings.model == ISHIDA {
        "A cross on a stone: the judge finds it dead. Red: a group whose fate turns on who moves first; \
         A marks the move that kills it, D the one that saves it, AD one point that does both."
    } else {
        "A square on a stone: the terrain gives its point to the other side."
    };
    ui.label(egui::RichText::new(marks).small());
    if let Some((p, d)) = target.changed_most {
        ui.label(
            egui::RichText::new(format!(
                "Triangle: the last move changed {} most ({d:+.2}, towards {}).",
                p.to_gtp(surface.size),
                if d > 0.0 { "Black" } else { "White" }
            ))
            .small(),
        );
    }
    if counts_the_dead(&settings.model) {
        ui.label(egui::RichText::new("Stones the judge calls dead count for the other side.").small());
    }
    if settings.fog && target.spread.is_some() {
        ui.label(
            egui::RichText::new("Fog (F): faded, mottled ground is unsure; its colour still says whose it leans to.")
                .small(),
        );
    }
}
