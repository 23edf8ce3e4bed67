//! The 3D client: a Bevy app whose plugins each own one feature (the game
//! and its messages, AI seats on worker threads, the board scene, stones,
//! the influence terrain, the judge's verdict with the count and the
//! Ishida picture, input, camera, overlays, panels, offscreen rendering). This module only declares the shared system sets and puts
//! the plugins together for the window, for offscreen rendering and for
//! headless use (tests, benchmarks).

pub mod background;
pub mod bench;
pub mod board_texture;
pub mod camera;
pub mod files;
pub mod game;
pub mod game_clock;
pub mod geometry;
pub mod ghost_lines;
pub mod ghosts;
pub mod input;
pub mod judging;
pub mod legend;
pub mod materials;
pub mod meaning_marks;
pub mod meaning_terrain;
pub mod overlays;
pub mod ramp;
pub mod read_group;
pub mod record_marks;
pub mod records;
pub mod redraw;
pub mod relief;
pub mod review;
pub mod review_marks;
pub mod scene;
pub mod scoring;
pub mod seats;
pub mod shot;
pub mod stones;
pub mod terrain;
pub mod thinking;
pub mod third_party;
pub mod ui;
pub mod verdict;
pub mod what_if_view;

use bevy::prelude::*;
use bevy::window::PresentMode;

use crate::go::Game;

/// The order of goscape's work inside one `Update`: read the person and the
/// workers, change the game, then bring the scene up to date. Features only
/// say `.in_set(...)`.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSet {
    /// Keys, clicks and panels turned into messages.
    Input,
    /// Worker replies drained and turned into messages.
    Replies,
    /// Messages applied to the game.
    Logic,
    /// AIs asked for their move in the new position.
    Requests,
    /// Stones, markers and terrain follow the game.
    Visuals,
}

/// What the app starts on: a game and who plays each colour (`None` is a
/// person at the window, otherwise a player spec).
#[derive(Clone, Debug)]
pub struct StartConfig {
    pub game: Game,
    pub black: Option<String>,
    pub white: Option<String>,
    /// The record the game comes from, at the node to show; `None` starts
    /// a fresh record of `game`.
    pub tree: Option<Box<crate::sgf::Cursor>>,
    /// Each side's clock; `None` plays untimed (or, for a record, as its
    /// `TM`/`OT` say).
    pub time: Option<crate::go::TimeControl>,
}

impl StartConfig {
    /// A fresh record of `game` with these seats.
    pub fn new(game: Game, black: Option<String>, white: Option<String>) -> StartConfig {
        StartConfig { game, black, white, tree: None, time: None }
    }
}

/// The plugins that hold the game and the scene's entities and need no
/// renderer: the game, AI seats, stones, terrain data. Tests and benchmarks
/// run these under `MinimalPlugins`.
pub fn core_plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (AppSet::Input, AppSet::Replies, AppSet::Logic, AppSet::Requests, AppSet::Visuals).chain(),
    )
    .add_plugins((
        game::plugin,
        game_clock::plugin,
        thinking::plugin,
        records::plugin,
        materials::plugin,
        stones::plugin,
    ))
    .add_plugins(terrain::plugin)
    .add_plugins((judging::plugin, scoring::plugin, meaning_terrain::plugin, review::plugin, files::plugin))
    .add_plugins((what_if_view::plugin, ghost_lines::plugin, read_group::plugin));
}

/// A picture of the window to take after `after_secs`, then close it.
#[derive(Resource, Clone, Debug)]
pub struct WindowShot {
    pub path: std::path::PathBuf,
    pub after_secs: f32,
}

/// How the window first shows the game: the terrain's relief in spacings,
/// its model, and the judge of life and death for the count and the Ishida
/// picture.
#[derive(Clone, Debug)]
pub struct FirstView {
    pub relief: f32,
    pub model: String,
    pub judge: String,
    /// A move whose what-if terrain shows from the start, and whether as
    /// the difference it makes.
    pub what_if: Option<crate::go::Point>,
    pub difference: bool,
    /// Whether the evaluation (key E) runs from the start, and its best
    /// lines are drawn as ghost stones (key V).
    pub evaluate: bool,
    pub lines: bool,
    /// A group whose reading (key K) shows from the start.
    pub read: Option<crate::go::Point>,
    /// Whether key Y (why a mistake was one) is on from the start.
    pub why: bool,
    /// The window's size in pixels.
    pub window: (u32, u32),
    /// Where to write the panels' layout (`ui::layout`), for tests.
    pub layout: Option<std::path::PathBuf>,
}

impl Default for FirstView {
    fn default() -> Self {
        FirstView {
            relief: terrain::TerrainSettings::default().height,
            model: terrain::TerrainSettings::default().model,
            judge: crate::engine::DEFAULT_JUDGE.to_string(),
            what_if: None,
            difference: false,
            evaluate: false,
            lines: false,
            read: None,
            why: false,
            window: (1280, 800),
            layout: None,
        }
    }
}

/// Opens the window and runs until it is closed (or, with `shot`, until
/// the picture is taken).
pub fn run_window(config: StartConfig, shot: Option<WindowShot>, view: FirstView) -> Result<(), String> {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "goscape".into(),
                    resolution: view.window.into(),
                    present_mode: PresentMode::AutoVsync,
                    ..default()
                }),
                ..default()
            })
            // The window draws only when something changes (`redraw`): a
            // frame must then be whole, not wait for shaders still
            // compiling in the background until a later frame that may not
            // come.
            .set(bevy::render::RenderPlugin { synchronous_pipeline_compilation: true, ..default() }),
    )
    .insert_resource(game::StartGame(config))
    .insert_resource(terrain::SlowModels::start())
    .insert_resource(terrain::TerrainSettings { height: view.relief, model: view.model, ..default() })
    .insert_resource(verdict::Verdict { spec: view.judge, ..default() })
    .insert_resource(what_if_view::WhatIfView::pinned(view.what_if, view.difference, view.why))
    .insert_resource(ui::layout::UiLayout::to(view.layout.clone()))
    .insert_resource(ghosts::Ghosts { all_lines: view.lines, ..default() })
    .add_plugins(third_party::plugin)
    .add_plugins(core_plugin)
    .add_plugins((
        scene::plugin,
        input::plugin,
        camera::plugin,
        overlays::plugin,
        meaning_marks::plugin,
        record_marks::plugin,
        review_marks::plugin,
        read_group::window_plugin,
        ui::plugin,
    ))
    .add_plugins((redraw::plugin, files::window_plugin));
    if let Some(shot) = shot {
        app.insert_resource(shot).add_systems(Update, take_window_shot);
    }
    if let Some(p) = view.read {
        app.insert_resource(read_group::ReadFirst(p));
    }
    if view.evaluate {
        app.add_systems(PostStartup, |mut out: MessageWriter<thinking::ToggleEvaluation>| {
            out.write(thinking::ToggleEvaluation);
        });
    }
    match app.run() {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(format!("the window closed with error code {code}")),
    }
}

fn take_window_shot(
    mut commands: Commands,
    time: Res<Time<Real>>,
    shot: Res<WindowShot>,
    mut done: Local<bool>,
    mut frames: Local<Vec<f64>>,
) {
    if *done {
        return;
    }
    frames.push(time.elapsed_secs_f64());
    if time.elapsed_secs() < shot.after_secs {
        return;
    }
    *done = true;
    // How fast the window ran over the second half of the wait (the first
    // holds the start: pipelines compiling, assets loading).
    let half = shot.after_secs as f64 / 2.0;
    let recent: Vec<f64> = frames.iter().copied().filter(|&t| t >= half).collect();
    if let (Some(first), Some(last)) = (recent.first(), recent.last())
        && recent.len() > 1
    {
        let ms = (last - first) * 1000.0 / (recent.len() - 1) as f64;
        println!("window: {} frames in the last {:.1} s, {ms:.0} ms a frame", recent.len() - 1, last - first);
    }
    commands
        .spawn(bevy::render::view::screenshot::Screenshot::primary_window())
        .observe(bevy::render::view::screenshot::save_to_disk(shot.path.clone()))
        .observe(|_: On<bevy::render::view::screenshot::ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
            exit.write(AppExit::Success);
        });
}

/// A headless app for tests and benchmarks: `MinimalPlugins`, the assets
/// the core plugins use, and no renderer, window or input plugin (tests
/// drive `ButtonInput` themselves).
pub fn headless_app(config: StartConfig) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default(), bevy::mesh::MeshPlugin))
        .init_asset::<Image>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<ButtonInput<MouseButton>>()
        .insert_resource(game::StartGame(config))
        .add_plugins(core_plugin);
    app
}

/// Run condition: the keyboard is ours (no egui text field has it).
pub fn keyboard_free(wants: Option<Res<bevy_egui::input::EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_keyboard_input())
}

/// Run condition: the pointer is ours (not over or used by a panel).
pub fn pointer_free(wants: Option<Res<bevy_egui::input::EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_pointer_input())
}
