//! The terrain's key over the 3D view, in its top-left corner, always
//! there while a terrain is shown: the model and what its value means, the
//! ramp from White to Black, what height means, the value under the
//! pointer, and the what-if value with its error bar while W is on. The
//! panel keeps the settings; the answers are where the eye is.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::review::class_colour;
use crate::app::stones::Hover;
use crate::app::terrain::{TerrainSettings, TerrainSurface, TerrainTarget};
use crate::app::thinking::{AiControl, Evaluation};
use crate::app::what_if_view::{WhatIfView, meaning, readout, title};
use crate::engine::review::Class;

/// The key's width, in points: wide and short, so that it sits in the
/// strip above the board's far edge (its lines wrap at this width); less
/// where the panel leaves less of the view.
const WIDTH: f32 = 560.0;

#[allow(clippy::too_many_arguments)]
pub(super) fn legend_overlay(
    mut contexts: EguiContexts,
    settings: Res<TerrainSettings>,
    target: Res<TerrainTarget>,
    surface: Res<TerrainSurface>,
    hover: Res<Hover>,
    what_if: Res<WhatIfView>,
    eval: Res<Evaluation>,
    control: Res<AiControl>,
    mut layout: ResMut<super::layout::UiLayout>,
    mut view_top: ResMut<crate::app::camera::ViewTop>,
    shift: Res<crate::app::camera::ViewShift>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The panel is on the right: the view's corner is the window's.
    let view = ctx.content_rect();
    let line = readout(&what_if, surface.size).map(|l| (l, meaning(&what_if)));
    let mut drawn = (None, None);
    let key = egui::Area::new(egui::Id::new("terrain key"))
        .fixed_pos(view.left_top() + egui::vec2(10.0, 10.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_width(WIDTH.min(view.width() * (1.0 - 2.0 * shift.0) - 40.0).max(260.0));
                let name = title(&what_if).map_or_else(|| settings.model.clone(), str::to_string);
                ui.label(egui::RichText::new(format!("Terrain: {name}")).strong());
                if what_if.on && line.is_none() {
                    ui.label(egui::RichText::new("What if (W): point at a move, or at a stone.").small());
                }
                drawn = crate::app::legend::show(ui, (&settings, &target, &surface), hover.0, line);
                if eval.active || control.show_analysis {
                    candidates_key(ui);
                }
            });
        });
    layout.note("legend", key.response.rect);
    // The board is fitted below the key, in steps of a twentieth of the
    // view's height so that a line more or less does not move it.
    let share = ((key.response.rect.bottom() + 8.0) / view.height().max(1.0) * 20.0).ceil() / 20.0;
    if view_top.0 != share {
        view_top.0 = share;
    }
    for (name, rect) in [("legend.what_if", drawn.0), ("legend.value", drawn.1)] {
        match rect {
            Some(r) => layout.note(name, r),
            None => layout.forget(name),
        }
    }
    Ok(())
}

/// What the candidates' circles say: their label's unit and their colours.
fn candidates_key(ui: &mut egui::Ui) {
    ui.horizontal_wrapped(|ui| {
        ui.label(
            egui::RichText::new(
                "Candidates: the side to move's score lead in points (win % where the player gives no score); \
                 coloured by what they lose against the best:",
            )
            .small(),
        );
        for (text, class) in [
            ("0", Class::Good),
            ("0.5", Class::Slack),
            ("1.5", Class::Inaccuracy),
            ("3", Class::Mistake),
            ("6", Class::Blunder),
            ("12+", Class::Disaster),
        ] {
            ui.label(egui::RichText::new(text).small().strong().color(class_colour(class)));
        }
    });
}
