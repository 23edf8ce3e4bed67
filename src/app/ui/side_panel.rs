//! The side panel: game info and the person's buttons, the game tree, the AIs (pace,
//! thinking, evaluation, win-rate graph, seats), the view (terrain
//! settings, overlays, camera; its legend is over the view), the record
//! (replay, SGF files, autosave) and
//! the move list. Each section is a function of what it shows and changes.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui_plot::{Line, Plot, PlotPoints};

use super::UiState;
use super::review_panel::review_section;
use super::score_panel::score_section;
use super::seat_editor::seat_editor;
use super::tree_panel::tree_section;
use crate::app::StartConfig;
use crate::app::camera::{CameraPreset, ViewShift};
use crate::app::files::{AskForFile, FileDialog, OpenRecord, SaveRecord};
use crate::app::game::{GameCommand, GoGame, Status};
use crate::app::game_clock::GameClock;
use crate::app::ghosts::Ghosts;
use crate::app::meaning_terrain::IshidaView;
use crate::app::overlays::Overlays;
use crate::app::records::{Autosave, load_autosave, recent_files};
use crate::app::review::{Analysis, AnalysisCommand, ShownReview};
use crate::app::scoring::{Scoring, ScoringCommand};
use crate::app::seats::Seats;
use crate::app::terrain::{ENGINE, ISHIDA, TerrainSettings, models};
use crate::app::thinking::{AiControl, Evaluation, Thinking, ToggleEvaluation};
use crate::app::verdict::Verdict;
use crate::app::what_if_view::WhatIfView;
use crate::go::Color;

/// What the panel reads and changes.
#[derive(SystemParam)]
pub(super) struct PanelState<'w> {
    go: Res<'w, GoGame>,
    seats: Res<'w, Seats>,
    thinking: Res<'w, Thinking>,
    eval: Res<'w, Evaluation>,
    control: ResMut<'w, AiControl>,
    overlays: ResMut<'w, Overlays>,
    terrain: ResMut<'w, TerrainSettings>,
    ui_state: ResMut<'w, UiState>,
    autosave: ResMut<'w, Autosave>,
    status: ResMut<'w, Status>,
    shift: ResMut<'w, ViewShift>,
    scoring: Res<'w, Scoring>,
    verdict: ResMut<'w, Verdict>,
    ishida: ResMut<'w, IshidaView>,
    analysis: ResMut<'w, Analysis>,
    shown_review: Res<'w, ShownReview>,
    dialog: Res<'w, FileDialog>,
    clock: Res<'w, GameClock>,
    what_if: ResMut<'w, WhatIfView>,
    ghosts: ResMut<'w, Ghosts>,
    layout: ResMut<'w, super::layout::UiLayout>,
}

/// What the panel asks for, sent once it is drawn.
#[derive(Default)]
struct Asked {
    commands: Vec<GameCommand>,
    presets: Vec<CameraPreset>,
    toggle_evaluation: bool,
    scoring: Vec<ScoringCommand>,
    analysis: Vec<AnalysisCommand>,
    open: Vec<OpenRecord>,
    save: Vec<SaveRecord>,
    ask: Vec<AskForFile>,
}

/// Where the panel's requests go.
#[derive(SystemParam)]
pub(super) struct Outbox<'w> {
    commands: MessageWriter<'w, GameCommand>,
    presets: MessageWriter<'w, CameraPreset>,
    evaluate: MessageWriter<'w, ToggleEvaluation>,
    score: MessageWriter<'w, ScoringCommand>,
    analyse: MessageWriter<'w, AnalysisCommand>,
    open: MessageWriter<'w, OpenRecord>,
    save: MessageWriter<'w, SaveRecord>,
    ask: MessageWriter<'w, AskForFile>,
}

pub(super) fn side_panel(mut contexts: EguiContexts, mut s: PanelState, mut out: Outbox) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut asked = Asked::default();
    #[allow(deprecated)]
    let panel = egui::Panel::right("goscape").resizable(true).default_size(330.0).show(ctx, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading("goscape");
            if !s.status.0.is_empty() {
                ui.colored_label(egui::Color32::from_rgb(240, 200, 120), &s.status.0);
            }
            let game = ui.scope(|ui| game_section(ui, &s.go, &s.seats, &s.clock, &mut s.ui_state, &mut asked));
            s.layout.note("panel.game", game.response.rect);
            tree_section(ui, &s.go, &mut s.ui_state, &mut asked.commands);
            review_section(ui, &s.go, &mut s.analysis, &s.shown_review, &mut asked.commands, &mut asked.analysis);
            score_section(ui, &s.go, &s.scoring, &mut s.verdict, &mut asked.scoring);
            ai_section(
                ui,
                &s.go,
                &s.seats,
                &s.thinking,
                &s.eval,
                &mut s.control,
                &mut s.ghosts,
                &mut s.ui_state,
                &mut asked,
            );
            let source = engine_source(&s.eval, &s.thinking);
            view_section(ui, &mut s.terrain, &mut s.ishida, &mut s.overlays, &mut s.what_if, &source, &mut asked);
            record_section(ui, &mut s, &mut asked);
            moves_section(ui, &s.go, &mut asked);
        });
    });
    // The board is centred in the part of the window the panel leaves free.
    let width = ctx.content_rect().width().max(1.0);
    s.shift.0 = (panel.response.rect.width() / width / 2.0).clamp(0.0, 0.4);
    out.commands.write_batch(asked.commands);
    out.presets.write_batch(asked.presets);
    out.score.write_batch(asked.scoring);
    out.analyse.write_batch(asked.analysis);
    out.open.write_batch(asked.open);
    out.save.write_batch(asked.save);
    out.ask.write_batch(asked.ask);
    if asked.toggle_evaluation {
        out.evaluate.write(ToggleEvaluation);
    }
    Ok(())
}

fn game_section(
    ui: &mut egui::Ui,
    go: &GoGame,
    seats: &Seats,
    clock: &GameClock,
    ui_state: &mut UiState,
    asked: &mut Asked,
) {
    let g = &go.game;
    let info = go.tree.record.info();
    let commands = &mut asked.commands;
    egui::CollapsingHeader::new("Game").default_open(true).show(ui, |ui| {
        egui::Grid::new("info").num_columns(2).show(ui, |ui| {
            if let Some(event) = info.event.as_ref().or(info.game_name.as_ref()).filter(|e| !e.is_empty()) {
                let date = info.date.as_deref().map_or(String::new(), |d| format!(", {d}"));
                ui.label("Event");
                ui.label(format!("{event}{date}"));
                ui.end_row();
            }
            for c in [Color::Black, Color::White] {
                ui.label(if c == Color::Black { "Black" } else { "White" });
                ui.label(format!("{}  (captures {})", seats.shown_name(c, &info), g.board().captures(c)))
                    .on_hover_text(seats.name(c));
                ui.end_row();
                if let Some(face) = clock.face(c, g.to_play()) {
                    ui.label("");
                    // The side to move's clock is the one running; red in
                    // its last ten seconds.
                    let running = c == g.to_play() && !g.is_over();
                    let low = clock.left(c, g.to_play()).is_some_and(|l| l < 10.0);
                    let text = egui::RichText::new(format!("⏱ {face}")).monospace().strong();
                    let text = match (running, low) {
                        (true, true) => text.color(egui::Color32::from_rgb(250, 110, 90)),
                        (true, false) => text.color(egui::Color32::from_rgb(240, 220, 150)),
                        _ => text.weak(),
                    };
                    ui.label(text);
                    ui.end_row();
                }
            }
            if let Some(tc) = &go.time_control {
                ui.label("Time");
                ui.label(tc.to_string());
                ui.end_row();
            }
            ui.label("Move");
            ui.label(go.move_number().to_string());
            ui.end_row();
            ui.label("To play");
            ui.label(g.to_play().to_string());
            ui.end_row();
            ui.label("Komi");
            ui.label(format!("{}", g.rules().komi));
            ui.end_row();
            if g.handicap() > 0 {
                ui.label("Handicap");
                ui.label(g.handicap().to_string());
                ui.end_row();
            }
            ui.label("Result");
            ui.label(match go.result() {
                _ if go.scoring => "counting".into(),
                Some(r) => r.to_string(),
                // A record shown before its end: its own result, as written.
                None if go.browsing => match info.result.as_deref().filter(|r| !r.is_empty()) {
                    Some(r) => format!("{r} (the record's), reviewing"),
                    None => "reviewing".into(),
                },
                None => "in play".into(),
            });
            ui.end_row();
        });
        ui.horizontal(|ui| {
            if ui.button("Pass (P)").clicked() {
                commands.push(GameCommand::Pass);
            }
            if ui.button("Undo (U)").clicked() {
                commands.push(GameCommand::Undo);
            }
            if ui.button("Resign").clicked() && seats.is_human(g.to_play()) {
                commands.push(GameCommand::Resign(g.to_play()));
            }
            if ui.button("New game (R)").clicked() {
                super::ask_for_new_game(go, ui_state);
            }
        });
    });
}

#[allow(clippy::too_many_arguments)]
fn ai_section(
    ui: &mut egui::Ui,
    go: &GoGame,
    seats: &Seats,
    thinking: &Thinking,
    eval: &Evaluation,
    control: &mut AiControl,
    ghosts: &mut Ghosts,
    ui_state: &mut UiState,
    asked: &mut Asked,
) {
    let n = go.game.size();
    egui::CollapsingHeader::new("AI").default_open(true).show(ui, |ui| {
        for c in [Color::Black, Color::White] {
            if let Some(e) = &seats.seats[c.index()].error {
                ui.colored_label(egui::Color32::from_rgb(250, 120, 100), format!("{c}: {e}"));
            }
        }
        ui.horizontal(|ui| {
            let label = if control.running { "Pause (Space)" } else { "Play (Space)" };
            if ui.button(label).clicked() {
                control.running = !control.running;
            }
            if ui.button("Step").clicked() {
                control.step = true;
            }
        });
        ui.add(egui::Slider::new(&mut control.delay_secs, 0.0..=3.0).text("s between AI moves"));
        match (&thinking.pending, &thinking.progress) {
            (Some(p), progress) => {
                ui.label(format!("{} is thinking…", p.color));
                if let Some(pr) = progress {
                    ui.add(egui::ProgressBar::new(pr.fraction_done.unwrap_or(0.0)).show_percentage());
                    ui.label(format!("playouts {}", pr.playouts));
                    if let Some(b) = pr.best {
                        ui.label(format!("best {}", b.to_gtp(n)));
                    }
                    if let Some(w) = pr.winrate {
                        ui.label(format!("win rate {:.1}%", w * 100.0));
                    }
                    if let Some(s) = pr.score {
                        ui.label(leads_by(s.lead * p.color.sign(), s.error()));
                    }
                } else {
                    ui.add(egui::ProgressBar::new(0.0).animate(true));
                }
            }
            (None, _) => {
                ui.label("no AI is thinking");
            }
        }
        ui.checkbox(&mut control.show_analysis, "show its analysis on the board (S)");
        ui.checkbox(&mut ghosts.all_lines, "the best three lines as ghost stones (V)").on_hover_text(
            "without it, pointing at a candidate shows its line; a click on a ghost plays the line up to it",
        );
        ui.horizontal(|ui| {
            if ui.button(if eval.active { "Stop evaluating (E)" } else { "Evaluate (E)" }).clicked() {
                asked.toggle_evaluation = true;
            }
            if eval.active {
                ui.label(format!("{}: {} playouts", eval.spec, eval.progress.as_ref().map_or(0, |p| p.playouts)));
            }
        });
        if let Some(s) = eval.progress.as_ref().and_then(|p| p.score).filter(|_| eval.active) {
            ui.label(leads_by(s.lead * go.game.to_play().sign(), s.error()));
        }
        if let Some(e) = &eval.error {
            ui.colored_label(egui::Color32::from_rgb(250, 120, 100), e);
        }
        ui.label("Win rate of Black");
        let points: Vec<[f64; 2]> = thinking.winrates.clone();
        Plot::new("winrate")
            .height(110.0)
            .include_y(0.0)
            .include_y(1.0)
            .include_x(0.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .show(ui, |p| {
                p.line(Line::new("Black", PlotPoints::from(points)));
            });
        if !thinking.leads.is_empty() {
            ui.label("Black's score lead in points");
            Plot::new("score lead")
                .height(80.0)
                .include_y(0.0)
                .include_x(0.0)
                .allow_drag(false)
                .allow_zoom(false)
                .allow_scroll(false)
                .show(ui, |p| {
                    p.line(Line::new("Black", PlotPoints::from(thinking.leads.clone())));
                });
        }
        ui.label("Players for this game:");
        let mut set = None;
        for (k, c) in [Color::Black, Color::White].into_iter().enumerate() {
            ui.horizontal(|ui| {
                ui.label(if k == 0 { "Black" } else { "White" });
                seat_editor(ui, &format!("seat{k}"), &mut ui_state.seat_edit[k]);
                if ui.button("Apply").clicked() {
                    set = Some((c, ui_state.seat_edit[k].spec()));
                }
            });
        }
        if let Some((c, spec)) = set {
            asked.commands.push(GameCommand::SetSeat(c, spec));
        }
    });
}

/// Where the `engine` terrain's ownership comes from now, in a line (the
/// terrain's own rule, `engine_ownership`).
fn engine_source(eval: &Evaluation, thinking: &Thinking) -> String {
    let reported = crate::app::terrain::engine_ownership(Some(eval), Some(thinking)).is_some();
    match (eval.active, thinking.pending.is_some(), reported) {
        (true, _, true) => format!("Ownership from the evaluation ({}).", eval.spec),
        (true, _, false) => format!("The evaluation ({}) reports no ownership yet.", eval.spec),
        (false, true, true) => "Ownership from the AI thinking now.".to_string(),
        (false, true, false) => {
            "The AI thinking now reports no ownership (GNU Go and Leela Zero give none).".to_string()
        }
        (false, false, _) => "No player is thinking: the terrain keeps the last ownership reported. Start the \
                              evaluation (E); the MCTS and KataGo report ownership, GNU Go and Leela Zero do not."
            .to_string(),
    }
}

#[allow(clippy::too_many_arguments)]
fn view_section(
    ui: &mut egui::Ui,
    terrain: &mut TerrainSettings,
    ishida: &mut IshidaView,
    overlays: &mut Overlays,
    what_if: &mut WhatIfView,
    engine_source: &str,
    asked: &mut Asked,
) {
    egui::CollapsingHeader::new("View").default_open(true).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.checkbox(&mut terrain.control_map, "control map (C)");
            ui.checkbox(&mut terrain.relief, "terrain (T)");
        });
        let mut model = terrain.model.clone();
        egui::ComboBox::from_label("model").selected_text(&model).show_ui(ui, |ui| {
            for m in models() {
                ui.selectable_value(&mut model, m.to_string(), m);
            }
        });
        if model != terrain.model {
            terrain.model = model;
        }
        if terrain.model == ISHIDA {
            ui.checkbox(&mut ishida.one_group, "only the group under the pointer (G)");
        }
        if terrain.model == ENGINE {
            ui.label(egui::RichText::new(engine_source).small());
        }
        ui.horizontal(|ui| {
            ui.checkbox(&mut what_if.on, "what if (W)")
                .on_hover_text("the terrain after the move under the pointer, and its value in points");
            ui.add_enabled(what_if.on, egui::Checkbox::new(&mut what_if.difference, "difference (D)"));
            ui.checkbox(&mut terrain.fog, "fog (F)").on_hover_text("draw uncertain ownership as fog");
        });
        ui.checkbox(&mut what_if.line_end, "the terrain at the end of the ghost stones' line (L)");
        ui.checkbox(&mut what_if.why, "why a mistake was one (Y)")
            .on_hover_text("after a move the review lists as a mistake: the better move against the move played");
        ui.add(egui::Slider::new(&mut terrain.height, 0.1..=crate::app::relief::RELIEF_MAX).text("height (spacings)"));
        ui.add(egui::Slider::new(&mut terrain.opacity, 0.2..=1.0).text("colour"));
        ui.label(egui::RichText::new("The terrain's key and values are over the view, top left.").small());
        ui.horizontal(|ui| {
            ui.checkbox(&mut overlays.move_numbers, "numbers (N)");
            ui.checkbox(&mut overlays.liberties, "liberties (Q)");
            ui.checkbox(&mut overlays.chain_marks, "chains (M)");
        });
        ui.horizontal(|ui| {
            ui.label("Camera:");
            for (label, p) in
                [("top (1)", CameraPreset::Top), ("player (2)", CameraPreset::Player), ("low (3)", CameraPreset::Low)]
            {
                if ui.button(label).clicked() {
                    asked.presets.push(p);
                }
            }
        });
    });
}

fn record_section(ui: &mut egui::Ui, s: &mut PanelState, asked: &mut Asked) {
    let PanelState { go, seats, ui_state, autosave, status, dialog, .. } = s;
    let dialog_open = dialog.open();
    let commands = &mut asked.commands;
    // Files and the move list fold away until asked for: the game, the
    // review and the AI stay in view at 1280x800.
    egui::CollapsingHeader::new("Record").default_open(false).show(ui, |ui| {
        let total = go.tree.branch_moves();
        let mut at = go.move_number();
        ui.horizontal(|ui| {
            if ui.button("⏮").clicked() {
                commands.push(GameCommand::First);
            }
            if ui.button("◀").clicked() {
                commands.push(GameCommand::Back);
            }
            if ui.button("▶").clicked() {
                commands.push(GameCommand::Forward);
            }
            if ui.button("⏭").clicked() {
                commands.push(GameCommand::Last);
            }
        });
        if ui.add(egui::Slider::new(&mut at, 0..=total).text("move")).changed() {
            commands.push(GameCommand::GoTo(at));
        }
        let mut open = None;
        ui.horizontal(|ui| {
            ui.add(egui::TextEdit::singleline(&mut ui_state.sgf_path).desired_width(150.0));
            if ui.button("Open").clicked() {
                open = Some(std::path::PathBuf::from(ui_state.sgf_path.trim()));
            }
            if ui.button("Save").clicked() {
                asked.save.push(SaveRecord(std::path::PathBuf::from(ui_state.sgf_path.trim())));
            }
        });
        ui.horizontal(|ui| {
            if ui.add_enabled(!dialog_open, egui::Button::new("Open…")).clicked() {
                asked.ask.push(AskForFile { save: false, start: ui_state.sgf_path.trim().into() });
            }
            if ui.add_enabled(!dialog_open, egui::Button::new("Save as…")).clicked() {
                asked.ask.push(AskForFile { save: true, start: ui_state.sgf_path.trim().into() });
            }
            if go.unsaved() {
                ui.small("changes not saved");
            }
        });
        let recent = recent_files();
        if !recent.is_empty() {
            egui::ComboBox::from_id_salt("recent").selected_text("Recent files").show_ui(ui, |ui| {
                for p in recent {
                    if ui.selectable_label(false, p.display().to_string()).clicked() {
                        open = Some(p);
                    }
                }
            });
        }
        if let Some(path) = open {
            ui_state.sgf_path = path.display().to_string();
            asked.open.push(OpenRecord { path, discard: false });
        }
        ui.horizontal(|ui| {
            ui.checkbox(&mut autosave.enabled, "autosave");
            if ui.button("Reopen autosave").clicked() {
                match load_autosave() {
                    Ok(saved) => {
                        let (black, white) =
                            saved.seats.unwrap_or_else(|| (seats.seats[0].spec.clone(), seats.seats[1].spec.clone()));
                        let tree = Some(Box::new(saved.opened.tree));
                        commands.push(GameCommand::New(Box::new(StartConfig {
                            game: saved.opened.game,
                            black,
                            white,
                            tree,
                            time: None,
                        })))
                    }
                    Err(e) => status.0 = format!("cannot reopen the autosave: {e}"),
                }
            }
        });
        match &autosave.last {
            Some(Ok(p)) => ui.small(format!("autosaved to {}", p.display())),
            Some(Err(e)) => ui.small(format!("autosave failed: {e}")),
            None => ui.small(""),
        };
    });
}

fn moves_section(ui: &mut egui::Ui, go: &GoGame, asked: &mut Asked) {
    let n = go.game.size();
    let shown = go.tree.path().len();
    egui::CollapsingHeader::new("Moves").default_open(false).show(ui, |ui| {
        egui::ScrollArea::vertical().max_height(220.0).id_salt("moves").show(ui, |ui| {
            for (i, (depth, color, mv)) in go.tree.branch_line().into_iter().enumerate() {
                let text = format!("{:>3}. {} {}", i + 1, color.letter(), mv.to_gtp(n));
                let text = if depth <= shown { egui::RichText::new(text) } else { egui::RichText::new(text).weak() };
                let current = i + 1 == go.move_number();
                if ui.selectable_label(current, text.monospace()).clicked() {
                    asked.commands.push(GameCommand::GoTo(i + 1));
                }
            }
        });
    });
}

/// A score lead for Black, as people say it: "Black leads by 3.5 points
/// (± 0.4)".
fn leads_by(black: f32, error: f32) -> String {
    let (side, by) = if black >= 0.0 { ("Black", black) } else { ("White", -black) };
    format!("{side} leads by {by:.1} points (± {:.1})", 2.0 * error)
}
