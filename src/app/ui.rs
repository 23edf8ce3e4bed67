//! The panels: game info, AI thinking with a win-rate graph, AI-vs-AI pace,
//! overlays and terrain settings, camera presets, SGF open and save with the
//! autosave, replay slider, move list, and the new-game dialog (key R, which
//! asks first while a game is running).

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{Line, Plot, PlotPoints};

use super::ai::{AiControl, Evaluation, Seats, Thinking, ToggleEvaluation};
use super::camera::{CameraPreset, ViewShift};
use super::game::{BoardChanged, GameCommand, GoGame, Status};
use super::overlays::Overlays;
use super::records::{Autosave, load_autosave, load_sgf, save_sgf};
use super::stones::Hover;
use super::terrain::{Terrain, models};
use super::{AppSet, StartConfig, keyboard_free};
use crate::go::{Color, Game, KoRule, Rules, SuicideRule};
use crate::player::split_options;

/// Kinds of player offered for a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Human,
    Random,
    FlatMc,
    Mcts,
    Leela,
    Gtp,
}

impl Kind {
    const ALL: [Kind; 6] = [Kind::Human, Kind::Random, Kind::FlatMc, Kind::Mcts, Kind::Leela, Kind::Gtp];
    fn label(self) -> &'static str {
        match self {
            Kind::Human => "person",
            Kind::Random => "random",
            Kind::FlatMc => "flat Monte-Carlo",
            Kind::Mcts => "MCTS",
            Kind::Leela => "Leela Zero",
            Kind::Gtp => "GTP engine",
        }
    }
}

/// One seat of the new-game form.
#[derive(Debug, Clone)]
pub struct SeatChoice {
    pub kind: Kind,
    /// MCTS strength: playouts per move, or seconds per move when `by_time`.
    pub playouts: u32,
    pub seconds: f32,
    pub by_time: bool,
    /// The command line of a GTP engine.
    pub command: String,
    /// The spec the choice was read from: its other options (threads,
    /// weights, an engine's settings...) are kept while the kind stays.
    kept: Option<String>,
}

/// The kind a player spec names.
fn kind_of(spec: &str) -> Kind {
    match split_options(spec).0 {
        "random" => Kind::Random,
        "flatmc" => Kind::FlatMc,
        "mcts" => Kind::Mcts,
        "leela" => Kind::Leela,
        k if k.starts_with("gtp") => Kind::Gtp,
        _ => Kind::Random,
    }
}

impl SeatChoice {
    fn human() -> SeatChoice {
        SeatChoice {
            kind: Kind::Human,
            playouts: 10_000,
            seconds: 2.0,
            by_time: false,
            command: "gnugo --mode gtp".into(),
            kept: None,
        }
    }

    /// The form's view of a player spec.
    pub fn from_spec(spec: Option<&str>) -> SeatChoice {
        let mut s = SeatChoice::human();
        let Some(spec) = spec.map(str::trim) else { return s };
        s.kind = kind_of(spec);
        s.kept = Some(spec.to_string());
        match s.kind {
            Kind::Mcts => {
                for (k, v) in split_options(spec).1 {
                    match k {
                        "playouts" => s.playouts = v.parse().unwrap_or(s.playouts),
                        "seconds" => {
                            s.seconds = v.parse().unwrap_or(s.seconds);
                            s.by_time = true;
                        }
                        _ => {}
                    }
                }
            }
            Kind::Gtp => s.command = spec.split_once(':').map(|(_, c)| c.to_string()).unwrap_or_default(),
            _ => {}
        }
        s
    }

    /// The player spec of this choice; `None` for a person.
    pub fn spec(&self) -> Option<String> {
        let kept = self.kept.as_deref().filter(|k| kind_of(k) == self.kind);
        match self.kind {
            Kind::Human => None,
            Kind::Random | Kind::FlatMc | Kind::Leela => Some(kept.map(String::from).unwrap_or_else(|| {
                match self.kind {
                    Kind::Random => "random",
                    Kind::FlatMc => "flatmc",
                    _ => "leela",
                }
                .into()
            })),
            Kind::Mcts => {
                let mut opts: Vec<String> = kept
                    .map(|k| split_options(k).1)
                    .unwrap_or_default()
                    .into_iter()
                    .filter(|(k, _)| !matches!(*k, "playouts" | "seconds"))
                    .map(|(k, v)| if v.is_empty() { k.to_string() } else { format!("{k}={v}") })
                    .collect();
                opts.insert(
                    0,
                    if self.by_time {
                        format!("seconds={}", self.seconds)
                    } else {
                        format!("playouts={}", self.playouts)
                    },
                );
                Some(format!("mcts:{}", opts.join(",")))
            }
            Kind::Gtp => {
                // The engine's own settings (gtp[...]) stay with its command.
                let head = kept.and_then(|k| k.split_once(':')).map_or("gtp", |(h, _)| h);
                Some(format!("{head}:{}", self.command.trim()))
            }
        }
    }
}

/// The new-game form and the panel's other state.
#[derive(Resource)]
pub struct UiState {
    pub new_game_open: bool,
    pub confirm_new: bool,
    pub size: usize,
    pub komi: f32,
    pub handicap: usize,
    pub ko: KoRule,
    pub suicide: SuicideRule,
    pub seats: [SeatChoice; 2],
    pub form_error: Option<String>,
    pub sgf_path: String,
    pub seat_edit: [SeatChoice; 2],
}

impl Default for UiState {
    fn default() -> Self {
        let ai = SeatChoice::from_spec(Some(crate::engine::DEFAULT_AI));
        UiState {
            new_game_open: false,
            confirm_new: false,
            size: 19,
            komi: 7.5,
            handicap: 0,
            ko: KoRule::Positional,
            suicide: SuicideRule::Forbid,
            seats: [SeatChoice::human(), ai.clone()],
            form_error: None,
            sgf_path: "game.sgf".into(),
            seat_edit: [SeatChoice::human(), ai],
        }
    }
}

impl UiState {
    /// The game and seats the form describes.
    fn start_config(&self) -> Result<StartConfig, String> {
        let rules = Rules { komi: self.komi, ko: self.ko, suicide: self.suicide };
        let mut game = Game::new(self.size, rules).map_err(|e| e.to_string())?;
        // A handicap of 1 is refused with the reason, not dropped silently.
        if self.handicap > 0 {
            game.fixed_handicap(self.handicap).map_err(|e| e.to_string())?;
        }
        Ok(StartConfig { game, black: self.seats[0].spec(), white: self.seats[1].spec() })
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<UiState>()
        .add_systems(
            Update,
            ask_new_game.run_if(input_just_pressed(KeyCode::KeyR).and_then(keyboard_free)).in_set(AppSet::Input),
        )
        .add_systems(Update, follow_seats.in_set(AppSet::Visuals))
        .add_systems(EguiPrimaryContextPass, (side_panel, dialogs).chain());
}

/// The panel's seat editors show who plays now after every new game.
fn follow_seats(mut changed: MessageReader<BoardChanged>, seats: Res<Seats>, mut ui: ResMut<UiState>) {
    if changed.read().any(|c| c.reset) {
        for c in [Color::Black, Color::White] {
            ui.seat_edit[c.index()] = SeatChoice::from_spec(seats.seats[c.index()].spec.as_deref());
        }
    }
}

fn ask_new_game(go: Res<GoGame>, mut ui: ResMut<UiState>) {
    if go.game.move_number() > 0 && !go.game.is_over() {
        ui.confirm_new = true;
    } else {
        ui.new_game_open = true;
    }
}

fn seat_editor(ui: &mut egui::Ui, id: &str, s: &mut SeatChoice) {
    egui::ComboBox::from_id_salt(id).selected_text(s.kind.label()).show_ui(ui, |ui| {
        for k in Kind::ALL {
            ui.selectable_value(&mut s.kind, k, k.label());
        }
    });
    match s.kind {
        Kind::Mcts => {
            // Short, so that the seat stays on one line of the panel.
            ui.spacing_mut().slider_width = 60.0;
            let by = if s.by_time { "seconds" } else { "playouts" };
            egui::ComboBox::from_id_salt((id, "budget")).width(70.0).selected_text(by).show_ui(ui, |ui| {
                ui.selectable_value(&mut s.by_time, false, "playouts");
                ui.selectable_value(&mut s.by_time, true, "seconds");
            });
            if s.by_time {
                ui.add(egui::Slider::new(&mut s.seconds, 0.1..=30.0).logarithmic(true));
            } else {
                ui.add(egui::Slider::new(&mut s.playouts, 100..=200_000).logarithmic(true));
            }
        }
        Kind::Gtp => {
            ui.add(egui::TextEdit::singleline(&mut s.command).hint_text("engine command"));
        }
        _ => {}
    }
}

#[allow(clippy::too_many_arguments)]
fn side_panel(
    mut contexts: EguiContexts,
    go: Res<GoGame>,
    seats: Res<Seats>,
    thinking: Res<Thinking>,
    mut control: ResMut<AiControl>,
    mut overlays: ResMut<Overlays>,
    mut terrain: ResMut<Terrain>,
    mut ui_state: ResMut<UiState>,
    mut autosave: ResMut<Autosave>,
    mut status: ResMut<Status>,
    eval: Res<Evaluation>,
    mut shift: ResMut<ViewShift>,
    hover: Res<Hover>,
    mut out: MessageWriter<GameCommand>,
    mut presets: MessageWriter<CameraPreset>,
    mut evaluate: MessageWriter<ToggleEvaluation>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let g = &go.game;
    let n = g.size();
    let mut commands: Vec<GameCommand> = Vec::new();
    #[allow(deprecated)]
    let panel = egui::Panel::right("goscape").resizable(true).default_size(330.0).show(ctx, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading("goscape");
            if !status.0.is_empty() {
                ui.colored_label(egui::Color32::from_rgb(240, 200, 120), &status.0);
            }

            egui::CollapsingHeader::new("Game").default_open(true).show(ui, |ui| {
                egui::Grid::new("info").num_columns(2).show(ui, |ui| {
                    for c in [Color::Black, Color::White] {
                        ui.label(if c == Color::Black { "Black" } else { "White" });
                        ui.label(format!("{}  (captures {})", seats.name(c), g.board().captures(c)));
                        ui.end_row();
                    }
                    ui.label("Move");
                    ui.label(g.move_number().to_string());
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
                    ui.label(match g.result() {
                        Some(r) => r.to_string(),
                        None if go.browsing => "reviewing".into(),
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
                        ui_state.new_game_open = true;
                    }
                });
            });

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
                        } else {
                            ui.add(egui::ProgressBar::new(0.0).animate(true));
                        }
                    }
                    (None, _) => {
                        ui.label("no AI is thinking");
                    }
                }
                ui.checkbox(&mut control.show_analysis, "show its analysis on the board (S)");
                ui.horizontal(|ui| {
                    if ui.button(if eval.active { "Stop evaluating (E)" } else { "Evaluate (E)" }).clicked() {
                        evaluate.write(ToggleEvaluation);
                    }
                    if eval.active {
                        ui.label(format!(
                            "{}: {} playouts",
                            eval.spec,
                            eval.progress.as_ref().map_or(0, |p| p.playouts)
                        ));
                    }
                });
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
                    commands.push(GameCommand::SetSeat(c, spec));
                }
            });

            egui::CollapsingHeader::new("View").default_open(true).show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.checkbox(&mut terrain.control_map, "control map (C)");
                    ui.checkbox(&mut terrain.relief, "terrain (T)");
                });
                let mut model = terrain.model.clone();
                egui::ComboBox::from_label("model").selected_text(&model).show_ui(ui, |ui| {
                    for m in models() {
                        ui.selectable_value(&mut model, m.to_string(), *m);
                    }
                });
                if model != terrain.model {
                    terrain.model = model;
                    terrain.stale = true;
                }
                ui.add(
                    egui::Slider::new(&mut terrain.height, 0.1..=super::relief::RELIEF_MAX).text("height (spacings)"),
                );
                ui.add(egui::Slider::new(&mut terrain.opacity, 0.2..=1.0).text("colour"));
                super::legend::show(ui, &terrain, hover.0);
                ui.horizontal(|ui| {
                    ui.checkbox(&mut overlays.move_numbers, "numbers (N)");
                    ui.checkbox(&mut overlays.liberties, "liberties (Q)");
                    ui.checkbox(&mut overlays.chain_marks, "chains (M)");
                });
                ui.horizontal(|ui| {
                    ui.label("Camera:");
                    for (label, p) in [
                        ("top (1)", CameraPreset::Top),
                        ("player (2)", CameraPreset::Player),
                        ("low (3)", CameraPreset::Low),
                    ] {
                        if ui.button(label).clicked() {
                            presets.write(p);
                        }
                    }
                });
            });

            egui::CollapsingHeader::new("Record").default_open(true).show(ui, |ui| {
                let total = g.move_number() + g.redo_turns().count();
                let mut at = g.move_number();
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
                ui.horizontal(|ui| {
                    ui.add(egui::TextEdit::singleline(&mut ui_state.sgf_path).desired_width(150.0));
                    if ui.button("Open").clicked() {
                        match load_sgf(std::path::Path::new(ui_state.sgf_path.trim())) {
                            Ok(game) => commands.push(GameCommand::New(Box::new(StartConfig {
                                game,
                                black: None,
                                white: None,
                            }))),
                            Err(e) => status.0 = format!("cannot open {}: {e}", ui_state.sgf_path),
                        }
                    }
                    if ui.button("Save").clicked() {
                        status.0 = match save_sgf(std::path::Path::new(ui_state.sgf_path.trim()), g) {
                            Ok(()) => format!("saved {}", ui_state.sgf_path),
                            Err(e) => format!("cannot save {}: {e}", ui_state.sgf_path),
                        };
                    }
                });
                ui.horizontal(|ui| {
                    ui.checkbox(&mut autosave.enabled, "autosave");
                    if ui.button("Reopen autosave").clicked() {
                        match load_autosave() {
                            Ok(saved) => {
                                let (black, white) = saved
                                    .seats
                                    .unwrap_or_else(|| (seats.seats[0].spec.clone(), seats.seats[1].spec.clone()));
                                commands.push(GameCommand::New(Box::new(StartConfig {
                                    game: saved.game,
                                    black,
                                    white,
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

            egui::CollapsingHeader::new("Moves").default_open(true).show(ui, |ui| {
                egui::ScrollArea::vertical().max_height(220.0).id_salt("moves").show(ui, |ui| {
                    let played = g.turns().iter().map(|t| (t, true));
                    let ahead = g.redo_turns().map(|t| (t, false));
                    for (i, (t, on_board)) in played.chain(ahead).enumerate() {
                        let text = format!("{:>3}. {} {}", i + 1, t.color.letter(), t.mv.to_gtp(n));
                        let text = if on_board { egui::RichText::new(text) } else { egui::RichText::new(text).weak() };
                        let current = i + 1 == g.move_number();
                        if ui.selectable_label(current, text.monospace()).clicked() {
                            commands.push(GameCommand::GoTo(i + 1));
                        }
                    }
                });
            });
        });
    });
    // The board is centred in the part of the window the panel leaves free.
    let width = ctx.content_rect().width().max(1.0);
    shift.0 = (panel.response.rect.width() / width / 2.0).clamp(0.0, 0.4);
    for c in commands {
        out.write(c);
    }
    Ok(())
}

fn dialogs(mut contexts: EguiContexts, mut ui_state: ResMut<UiState>, mut out: MessageWriter<GameCommand>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if ui_state.confirm_new {
        egui::Window::new("New game?")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.label("A game is in progress. Start a new one?");
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
                ui.label("Black");
                ui.vertical(|ui| seat_editor(ui, "new black", &mut s.seats[0]));
                ui.end_row();
                ui.label("White");
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_new_game_form_refuses_a_handicap_of_one_and_places_two() {
        let mut form = UiState { handicap: 1, ..Default::default() };
        let why = form.start_config().expect_err("a handicap of 1 is refused");
        assert!(why.contains("handicap"), "{why}");
        form.handicap = 2;
        assert_eq!(form.start_config().unwrap().game.handicap(), 2);
    }

    #[test]
    fn a_seat_gives_back_the_spec_it_was_read_from() {
        for spec in [
            "random",
            "flatmc:games=5,turns=5",
            "mcts:playouts=500,threads=1",
            "mcts:seconds=2",
            "leela:weights=/tmp/net.gz",
            "gtp:gnugo --mode gtp --level 3",
            "gtp[timeout=5]:gnugo --mode gtp",
        ] {
            let s = SeatChoice::from_spec(Some(spec));
            assert_eq!(s.spec().as_deref(), Some(spec), "{s:?}");
        }
        assert_eq!(SeatChoice::from_spec(None).spec(), None);
    }

    #[test]
    fn changing_a_seat_keeps_what_the_editor_does_not_show() {
        let mut s = SeatChoice::from_spec(Some("mcts:seconds=2,threads=1"));
        assert!(s.by_time && s.kind == Kind::Mcts);
        s.by_time = false;
        s.playouts = 3000;
        assert_eq!(s.spec().as_deref(), Some("mcts:playouts=3000,threads=1"));
        s.kind = Kind::Random;
        assert_eq!(s.spec().as_deref(), Some("random"));
        s.kind = Kind::Gtp;
        assert_eq!(s.spec().as_deref(), Some("gtp:gnugo --mode gtp"));
    }
}
