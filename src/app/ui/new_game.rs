//! The new-game dialog (key R, or the panel's button), the question asked
//! first while a game is running, and the one asked before a record with
//! unsaved changes gives way to another.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::UiState;
use super::seat_editor::seat_editor;
use crate::app::files::{OpenRecord, PendingOpen};
use crate::app::game::GameCommand;
use crate::go::{KoRule, SuicideRule};

pub(super) fn dialogs(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<UiState>,
    mut out: MessageWriter<GameCommand>,
    mut pending: ResMut<PendingOpen>,
    mut open: MessageWriter<OpenRecord>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(path) = pending.0.clone() {
        egui::Window::new("Unsaved changes")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.label(format!(
                    "The record shown has changes that are not saved. Open {} and drop them?",
                    path.display()
                ));
                ui.horizontal(|ui| {
                    if ui.button("Open it").clicked() {
                        open.write(OpenRecord { path: path.clone(), discard: true });
                        pending.0 = None;
                    }
                    if ui.button("Keep this record").clicked() {
                        pending.0 = None;
                    }
                });
            });
    }
    if ui_state.confirm_new {
        egui::Window::new("New game?")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.label("The game shown is still being played, or its record has changes not saved. Start a new one?");
                ui.horizontal(|ui| {
                    if ui.button("Yes").clicked() {
                        ui_state.confirm_new = false;
                        ui_state.new_game_open = true;
                    }
                    if ui.button("No").clicked() {
                        ui_state.confirm_new = false;
                    }
                });
            });
    }
    if ui_state.new_game_open {
        let mut open = true;
        let mut start = false;
        egui::Window::new("New game").open(&mut open).collapsible(false).show(ctx, |ui| {
            let s = &mut *ui_state;
            egui::Grid::new("new game").num_columns(2).show(ui, |ui| {
                ui.label("Size");
                ui.horizontal(|ui| {
                    for k in [9, 13, 19] {
                        ui.selectable_value(&mut s.size, k, k.to_string());
                    }
                    ui.add(egui::DragValue::new(&mut s.size).range(2..=25));
                });
                ui.end_row();
                ui.label("Komi");
                ui.add(egui::DragValue::new(&mut s.komi).speed(0.5).range(-50.0..=50.0));
                ui.end_row();
                ui.label("Handicap");
                ui.add(egui::DragValue::new(&mut s.handicap).range(0..=9));
                ui.end_row();
                ui.label("Ko");
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut s.ko, KoRule::Positional, "superko");
                    ui.selectable_value(&mut s.ko, KoRule::Simple, "simple");
                });
                ui.end_row();
                ui.label("Suicide");
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut s.suicide, SuicideRule::Forbid, "forbidden");
                    ui.selectable_value(&mut s.suicide, SuicideRule::Allow, "allowed");
                });
                ui.end_row();
                ui.vertical(|ui| ui.label("Clock"));
                ui.vertical(|ui| {
                    ui.add(
                        egui::TextEdit::singleline(&mut s.time)
                            .hint_text("none, or e.g. 10m+5x30s")
                            .desired_width(160.0),
                    );
                    ui.horizontal_wrapped(|ui| {
                        for (label, tc) in [
                            ("none", ""),
                            ("blitz", "5m+3x10s"),
                            ("rapid", "20m+5x30s"),
                            ("Canadian", "10m+25/5m"),
                            ("Fischer", "10m+10s/move"),
                        ] {
                            if ui
                                .small_button(label)
                                .on_hover_text(if tc.is_empty() { "untimed" } else { tc })
                                .clicked()
                            {
                                s.time = tc.to_string();
                            }
                        }
                    });
                });
                ui.end_row();
                // Labels at the top of their rows: a seat's editor may be
                // several widgets high.
                ui.vertical(|ui| ui.label("Black"));
                ui.vertical(|ui| seat_editor(ui, "new black", &mut s.seats[0]));
                ui.end_row();
                ui.vertical(|ui| ui.label("White"));
                ui.vertical(|ui| seat_editor(ui, "new white", &mut s.seats[1]));
                ui.end_row();
            });
            if let Some(e) = &s.form_error {
                ui.colored_label(egui::Color32::from_rgb(250, 120, 100), e);
            }
            if ui.button("Start").clicked() {
                start = true;
            }
        });
        if start {
            match ui_state.start_config() {
                Ok(config) => {
                    ui_state.seat_edit = ui_state.seats.clone();
                    ui_state.form_error = None;
                    ui_state.new_game_open = false;
                    out.write(GameCommand::New(Box::new(config)));
                }
                Err(e) => ui_state.form_error = Some(e),
            }
        } else if !open {
            ui_state.new_game_open = false;
        }
    }
    Ok(())
}
