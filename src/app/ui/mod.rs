//! The panels: the side panel (`side_panel`: game info, the count
//! (`score_panel`), AI thinking with a
//! win-rate graph, AI-vs-AI pace, terrain, its legend, overlays, camera
//! presets, SGF open and save with the autosave, replay, move list), the
//! new-game dialog (`new_game`, key R) and the seat editors they share
//! (`seat_editor`). This module holds their state and puts them together.

pub mod layout;
mod legend_overlay;
mod new_game;
mod review_panel;
mod score_panel;
mod seat_editor;
mod side_panel;
mod tree_panel;

pub use seat_editor::{Kind, SeatChoice};

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use super::game::{BoardChanged, GoGame};
use super::seats::Seats;
use super::{AppSet, StartConfig, keyboard_free};
use crate::go::{Color, Game, KoRule, Rules, SuicideRule};

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
    /// The clock, as the command line writes it; empty for none.
    pub time: String,
    pub form_error: Option<String>,
    pub sgf_path: String,
    pub seat_edit: [SeatChoice; 2],
    /// The comment being edited, and the node it belongs to.
    pub comment: String,
    pub comment_node: Option<Vec<usize>>,
    /// The node the game tree was last scrolled to.
    pub tree_seen: Option<Vec<usize>>,
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
            time: String::new(),
            form_error: None,
            sgf_path: "game.sgf".into(),
            seat_edit: [SeatChoice::human(), ai],
            comment: String::new(),
            comment_node: None,
            tree_seen: None,
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
        let time = self.time.trim();
        let time = if time.is_empty() || time == "none" { None } else { Some(crate::go::TimeControl::parse(time)?) };
        Ok(StartConfig { time, ..StartConfig::new(game, self.seats[0].spec(), self.seats[1].spec()) })
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<UiState>()
        .init_resource::<layout::UiLayout>()
        .add_systems(
            Update,
            ask_new_game.run_if(input_just_pressed(KeyCode::KeyR).and_then(keyboard_free)).in_set(AppSet::Input),
        )
        .add_systems(Update, follow_seats.in_set(AppSet::Visuals))
        .add_systems(
            EguiPrimaryContextPass,
            (side_panel::side_panel, legend_overlay::legend_overlay, new_game::dialogs, layout::write_layout).chain(),
        );
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
    ask_for_new_game(&go, &mut ui);
}

/// Opens the new-game form, asking first while the game shown is still
/// being played or its record has changes not saved.
fn ask_for_new_game(go: &GoGame, ui: &mut UiState) {
    if (go.game.move_number() > 0 && !go.game.is_over()) || go.unsaved() {
        ui.confirm_new = true;
    } else {
        ui.new_game_open = true;
    }
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

    #[test]
    fn levels_and_pondering_read_and_write_back_as_specs() {
        let mut s = SeatChoice::from_spec(Some("level:strong,ponder=1"));
        assert!(s.kind == Kind::Level && s.level == "strong" && s.ponder);
        assert_eq!(s.spec().as_deref(), Some("level:strong,ponder=1"));
        s.ponder = false;
        assert_eq!(s.spec().as_deref(), Some("level:strong"));
        let mut m = SeatChoice::from_spec(Some("mcts:playouts=500,threads=2"));
        m.ponder = true;
        assert_eq!(m.spec().as_deref(), Some("mcts:playouts=500,threads=2,ponder=1"));
        for spec in [s.spec().unwrap(), m.spec().unwrap()] {
            assert!(crate::engine::make_player(&spec).is_ok(), "{spec}");
        }
    }
}
