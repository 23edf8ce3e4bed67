//! The 3D client's game logic, headless: `MinimalPlugins`, no window, no
//! renderer. Clicks, captures, undo, AI seats and the terrain buffer.
#![cfg(feature = "gui")]

mod common;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::render::storage::ShaderBuffer;
use goscape::app::game::{BoardClicked, GameCommand, GoGame};
use goscape::app::records::Autosave;
use goscape::app::stones::Stone;
use goscape::app::terrain::material::TerrainHandles;
use goscape::app::terrain::{
    SlowModels, Source, TerrainSettings, TerrainSources, TerrainSurface, TerrainTarget, model_values,
};
use goscape::app::thinking::{AiControl, AiReply, Pending, Thinking};
use goscape::app::{StartConfig, headless_app};
use goscape::engine::{Decision, Reply};
use goscape::go::{Color, Game, Move, Point, Rules};

fn app_with(game: Game, black: Option<&str>, white: Option<&str>) -> App {
    let mut app = headless_app(StartConfig::new(game, black.map(String::from), white.map(String::from)));
    app.insert_resource(Autosave { enabled: false, last: None });
    app.update();
    app
}

fn stones(app: &mut App) -> Vec<Stone> {
    let mut v: Vec<Stone> = app.world_mut().query::<&Stone>().iter(app.world()).copied().collect();
    v.sort_by_key(|s| (s.point, s.color.index()));
    v
}

fn click(app: &mut App, p: Point) {
    app.world_mut().write_message(BoardClicked { point: Some(p), button: PointerButton::Primary });
    app.update();
}

fn game(app: &App) -> &Game {
    &app.world().resource::<GoGame>().game
}

#[test]
fn a_click_on_a_point_plays_there_and_a_stone_appears() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    click(&mut app, Point::new(2, 6));
    assert_eq!(game(&app).board().get(Point::new(2, 6)), Some(Color::Black));
    assert_eq!(stones(&mut app), vec![Stone { point: Point::new(2, 6), color: Color::Black }]);
}

#[test]
fn an_illegal_click_changes_nothing() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    click(&mut app, Point::new(4, 4));
    click(&mut app, Point::new(4, 4)); // occupied
    assert_eq!(game(&app).move_number(), 1);
    assert_eq!(game(&app).to_play(), Color::White);
    assert_eq!(stones(&mut app).len(), 1);
}

#[test]
fn a_capture_removes_the_stone_entities_and_undo_brings_them_back() {
    let start = Game::from_diagram(
        ".....
         ..X..
         .XOX.
         .....
         .....",
        Rules::default(),
        Color::Black,
    )
    .unwrap();
    let mut app = app_with(start, None, None);
    assert_eq!(stones(&mut app).len(), 4);
    click(&mut app, Point::new(2, 3));
    let after = stones(&mut app);
    assert_eq!(after.len(), 4, "{after:?}");
    assert!(after.iter().all(|s| s.color == Color::Black));
    assert!(!after.iter().any(|s| s.point == Point::new(2, 2)));

    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    let back = stones(&mut app);
    assert!(back.contains(&Stone { point: Point::new(2, 2), color: Color::White }));
    assert!(!back.iter().any(|s| s.point == Point::new(2, 3)));
    assert_eq!(back.len(), 4);
}

#[test]
fn two_random_players_play_a_game_to_its_end() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), Some("random:seed=1"), Some("random:seed=2"));
    app.world_mut().resource_mut::<AiControl>().delay_secs = 0.0;
    let deadline = Instant::now() + Duration::from_secs(60);
    while !game(&app).is_over() && Instant::now() < deadline {
        app.update();
        std::thread::sleep(Duration::from_micros(200));
    }
    let g = game(&app);
    assert!(g.is_over(), "after {} moves the game is still going", g.move_number());
    assert!(g.result().is_some());
    assert!(g.move_number() > 40);
    // The stone entities match the final board.
    let on_board = Point::all(9).filter(|&p| g.board().get(p).is_some()).count();
    assert_eq!(stones(&mut app).len(), on_board);
}

#[test]
fn a_worker_reply_with_a_stale_id_is_ignored() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), Some("random"), Some("random"));
    app.world_mut().resource_mut::<AiControl>().running = false;
    let hash = game(&app).board().hash();
    app.world_mut().resource_mut::<Thinking>().pending =
        Some(Pending { color: Color::Black, id: 7, move_number: 0, hash });
    let d4 = Move::Play(Point::new(3, 5));
    let reply = |id| AiReply { color: Color::Black, reply: Reply::Move { id, decision: Decision::Play(d4) } };

    app.world_mut().write_message(reply(6));
    app.update();
    assert_eq!(game(&app).move_number(), 0, "a reply to an older request must not play");
    assert!(app.world().resource::<Thinking>().pending.is_some());

    app.world_mut().write_message(reply(7));
    app.update();
    assert_eq!(game(&app).last_move().map(|t| t.mv), Some(d4));
    assert!(app.world().resource::<Thinking>().pending.is_none());
}

#[test]
fn the_terrain_buffer_holds_the_models_values_after_a_move() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    app.world_mut().resource_mut::<TerrainSettings>().flow_secs = 0.0;
    click(&mut app, Point::new(2, 2));
    click(&mut app, Point::new(6, 6));
    app.update();
    let want = model_values(&app.world().resource::<TerrainSettings>().model, game(&app));
    assert!(want.iter().any(|v| v.abs() > 0.5));
    assert_eq!(terrain_buffer(&app), want);
    // The stones stand on the board, the ground under them held down, and
    // the ground rises over Black's empty points around them.
    let t = app.world().resource::<TerrainSurface>();
    assert_eq!(t.point_height(Point::new(2, 2)), 0.0);
    let beside = t.point_height(Point::new(1, 1));
    assert!(beside > 0.1, "Black's ground rises beside its stone: {beside}");
    let y: Vec<f32> = app
        .world_mut()
        .query::<(&Stone, &Transform)>()
        .iter(app.world())
        .filter(|(s, _)| s.point == Point::new(2, 2))
        .map(|(_, tf)| tf.translation.y)
        .collect();
    assert_eq!(y.len(), 1);
    assert!(
        (y[0] - goscape::app::geometry::STONE_HEIGHT / 2.0).abs() < 1e-5,
        "the stone stands on the board: {}",
        y[0]
    );
    // The GPU's heights are the surface's.
    let handle = app.world().resource::<TerrainHandles>().heights.clone();
    let buffers = app.world().resource::<Assets<ShaderBuffer>>();
    let bytes = buffers.get(&handle).and_then(|b| b.data.clone()).expect("the height buffer has data");
    let heights: Vec<f32> = bytes.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let surface = &app.world().resource::<TerrainSurface>().relief;
    assert_eq!(&heights[..surface.heights.len()], &surface.heights[..]);
}

/// The values of the board's points in the terrain's GPU buffer (which has
/// room for the largest board).
fn terrain_buffer(app: &App) -> Vec<f32> {
    let handle = app.world().resource::<TerrainHandles>().values.clone();
    let buffers = app.world().resource::<Assets<ShaderBuffer>>();
    let bytes = buffers.get(&handle).and_then(|b| b.data.clone()).expect("the terrain buffer has data");
    let all: Vec<f32> = bytes.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    assert_eq!(all.len(), 25 * 25, "the buffer keeps room for the largest board");
    let n = game(app).size();
    assert!(all[n * n..].iter().all(|&v| v == 0.0), "nothing beyond the board's points");
    all[..n * n].to_vec()
}

#[test]
fn a_persons_move_shows_its_stone_and_terrain_in_the_frame_of_the_click() {
    for flow_secs in [0.0, 0.35] {
        let mut app = app_with(Game::new(19, Rules::default()).unwrap(), None, None);
        app.world_mut().resource_mut::<TerrainSettings>().flow_secs = flow_secs;
        app.update();
        let before = terrain_buffer(&app);
        // One frame: the click is read, played, drawn.
        click(&mut app, Point::new(3, 15));
        assert_eq!(stones(&mut app), vec![Stone { point: Point::new(3, 15), color: Color::Black }]);
        let after = terrain_buffer(&app);
        let want = model_values(&app.world().resource::<TerrainSettings>().model, game(&app));
        if flow_secs == 0.0 {
            assert_eq!(after, want, "the terrain has its new shape");
        } else {
            let k = 15 * 19 + 3;
            assert!(after[k] > before[k], "the terrain starts to change at the stone: {} -> {}", before[k], after[k]);
        }
    }
}

#[test]
fn a_new_game_of_another_size_keeps_the_terrain_buffer_right() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    app.world_mut().resource_mut::<TerrainSettings>().flow_secs = 0.0;
    click(&mut app, Point::new(2, 2));
    for size in [13, 19, 5] {
        let config = StartConfig::new(Game::new(size, Rules::default()).unwrap(), None, None);
        app.world_mut().write_message(GameCommand::New(Box::new(config)));
        app.update();
        click(&mut app, Point::new(1, 1));
        app.update();
        assert_eq!(game(&app).size(), size);
        let want = model_values(&app.world().resource::<TerrainSettings>().model, game(&app));
        assert_eq!(terrain_buffer(&app), want, "size {size}");
        assert_eq!(stones(&mut app), vec![Stone { point: Point::new(1, 1), color: Color::Black }]);
    }
}

#[test]
fn the_ownership_terrain_is_computed_off_the_main_thread() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    app.insert_resource(SlowModels::start());
    {
        let mut t = app.world_mut().resource_mut::<TerrainSettings>();
        t.model = "ownership".into();
        t.flow_secs = 0.0;
    }
    app.update();
    click(&mut app, Point::new(2, 2));
    click(&mut app, Point::new(6, 6));
    // The stones are there at once; the terrain follows when the worker
    // answers for the newest position.
    assert_eq!(stones(&mut app).len(), 2);
    // The model is seeded: the worker's answer is what the model gives.
    let want = model_values("ownership", game(&app));
    let (black, white) = (2 * 9 + 2, 6 * 9 + 6);
    assert!(want[black] > 0.3 && want[white] < -0.3, "{want:?}");
    // Computed in the frame of the click, the values would be there
    // already; the worker needs milliseconds for its playouts.
    assert_ne!(
        app.world().resource::<TerrainTarget>().values,
        want,
        "the frame of the click did not wait for the playouts"
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let t = app.world().resource::<TerrainTarget>();
        if t.values == want {
            break;
        }
        assert!(Instant::now() < deadline, "the ownership terrain never came: {:?}", t.values);
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    // Once there, the drawn values are the target's.
    app.update();
    let t = app.world().resource::<TerrainTarget>();
    assert_eq!(terrain_buffer(&app), t.values);
}

#[test]
fn undo_against_an_ai_goes_back_to_the_persons_turn() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, Some("random:seed=3"));
    app.world_mut().resource_mut::<AiControl>().delay_secs = 0.0;
    click(&mut app, Point::new(4, 4));
    let deadline = Instant::now() + Duration::from_secs(10);
    while game(&app).move_number() < 2 && Instant::now() < deadline {
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(game(&app).move_number(), 2, "the AI answered");
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    assert_eq!(game(&app).move_number(), 0);
    assert_eq!(game(&app).to_play(), Color::Black);
    assert!(stones(&mut app).is_empty());
}

#[test]
fn the_incremental_path_terrain_follows_moves_undo_and_stepping_as_a_full_computation_would() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    {
        let mut t = app.world_mut().resource_mut::<TerrainSettings>();
        t.model = "path".into();
        t.flow_secs = 0.0;
    }
    app.update();
    let check = |app: &mut App, what: &str| {
        app.update();
        let want = model_values("path", game(app));
        assert_eq!(app.world().resource::<TerrainTarget>().values, want, "after {what}");
    };
    for (x, y) in [(2, 2), (6, 6), (2, 6), (6, 2), (4, 4), (3, 4)] {
        click(&mut app, Point::new(x, y));
        check(&mut app, "a move");
    }
    for cmd in [GameCommand::Undo, GameCommand::Back, GameCommand::First, GameCommand::Last, GameCommand::Back] {
        app.world_mut().write_message(cmd.clone());
        check(&mut app, &format!("{cmd:?}"));
    }
}

#[test]
fn a_variation_played_in_a_loaded_record_is_saved_with_every_original_node() {
    use goscape::app::records::{load_sgf, save_sgf};
    use goscape::sgf::SgfRecord;
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sgf/Honinbo-51-5.sgf");
    let original = SgfRecord::load(&file).unwrap();
    let opened = load_sgf(&file).unwrap();
    let total = opened.tree.branch_moves();
    let config =
        StartConfig { game: opened.game, black: None, white: None, tree: Some(Box::new(opened.tree)), time: None };
    let mut app = app_with(Game::new(19, Rules::default()).unwrap(), None, None);
    app.world_mut().write_message(GameCommand::New(Box::new(config)));
    app.update();
    assert_eq!(app.world().resource::<GoGame>().move_number(), total);
    // Back to move 40 and play elsewhere: a variation, not a cut.
    app.world_mut().write_message(GameCommand::GoTo(40));
    app.update();
    let at = app.world().resource::<GoGame>().tree.path().to_vec();
    let g = game(&app).clone();
    let free = Point::all(19)
        .find(|&p| {
            g.check(g.to_play(), Move::Play(p)).is_ok() && g.redo_turns().next().is_some_and(|t| t.mv != Move::Play(p))
        })
        .unwrap();
    click(&mut app, free);
    app.update();
    {
        let go = app.world().resource::<GoGame>();
        assert_eq!(go.move_number(), 41);
        assert_eq!(go.game.board().get(free), Some(g.to_play()));
        assert_eq!(go.tree.record.children(&at), 2, "the old line stays beside the new move");
        assert!(!go.browsing);
    }
    // Up and down switch between the two; the panel's comment is kept.
    app.world_mut().write_message(GameCommand::SwitchVariation(-1));
    app.update();
    assert_eq!(app.world().resource::<GoGame>().tree.path().last(), Some(&0));
    app.world_mut().write_message(GameCommand::SwitchVariation(1));
    app.update();
    let new_branch = app.world().resource::<GoGame>().tree.path().to_vec();
    app.world_mut().write_message(GameCommand::SetComment(new_branch.clone(), "tried here".into()));
    app.update();
    let saved = std::env::temp_dir().join(format!("goscape-variation-{}.sgf", std::process::id()));
    save_sgf(&saved, app.world().resource::<GoGame>()).unwrap();
    let back = SgfRecord::load(&saved).unwrap();
    let _ = std::fs::remove_file(&saved);
    assert_eq!(back.comment_at(&new_branch).as_deref(), Some("tried here"));
    assert_eq!(back.move_at(&new_branch).map(|m| m.1), Some(Move::Play(free)));
    // Less the new branch, the tree read back is the original, node for node.
    let mut less = back.clone();
    less.delete(&new_branch);
    assert_eq!(less.to_sgf(), original.to_sgf());
    assert_eq!(less.layout(), original.layout());
}

#[test]
fn analyzing_in_the_window_fills_in_the_win_rates_and_finds_the_thrown_away_group() {
    use goscape::app::review::{Analysis, AnalysisCommand};
    use goscape::sgf::{Cursor, SgfRecord};
    // Black fills its own eye at A9 (move 3) and White takes the group.
    let text = "(;GM[1]FF[4]SZ[9]KM[0.5]RU[Chinese]AB[ba][da][ab][bb][cb][db][af][bf][cf][df][ef][ff][gf][hf][if]\
                AW[ac][bc][cc][dc][ec][eb][ea][ae][be][ce][de][ee][fe][ge][he][ie]PL[B];B[eg];W[gb];B[aa];W[ca])";
    let record = SgfRecord::parse(text.as_bytes()).unwrap();
    let rules = record.rules();
    let mut tree = Cursor::new(record, rules);
    tree.last();
    let game = tree.game().unwrap().game;
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    app.world_mut().write_message(GameCommand::New(Box::new(StartConfig {
        game,
        black: None,
        white: None,
        tree: Some(Box::new(tree)),
        time: None,
    })));
    app.update();
    app.world_mut().resource_mut::<Analysis>().spec = "mcts:playouts=3000".into();
    app.world_mut().write_message(AnalysisCommand::Start);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    app.update();
    while app.world().resource::<Analysis>().running {
        assert!(std::time::Instant::now() < deadline, "the analysis did not finish");
        std::thread::sleep(std::time::Duration::from_millis(20));
        app.update();
    }
    let analysis = app.world().resource::<Analysis>();
    assert!(analysis.error.is_none(), "{:?}", analysis.error);
    let review = analysis.review.as_ref().expect("values");
    assert_eq!(review.moves.len(), 4);
    let worst = review.moves.iter().max_by(|a, b| a.loss.total_cmp(&b.loss)).unwrap();
    assert_eq!(worst.number, 3, "{:?}", review.moves);
    // The win rates are in the record, for the graph and for saving.
    let go = app.world().resource::<GoGame>();
    let values = go.tree.branch_values("SBKV");
    assert_eq!(values.len(), 4);
    assert!(values.iter().all(Option::is_some), "{values:?}");
}

#[test]
fn opening_a_record_over_unsaved_changes_waits_for_the_person() {
    use goscape::app::files::{OpenRecord, PendingOpen};
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sgf/Mehin-21-2.sgf");
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    // Nothing changed yet: it opens at once.
    app.world_mut().write_message(OpenRecord { path: file.clone(), discard: false });
    app.update();
    app.update();
    assert_eq!(game(&app).size(), 19);
    assert!(!app.world().resource::<GoGame>().unsaved());
    // A comment makes a change; the next open waits.
    app.world_mut().write_message(GameCommand::SetComment(vec![], "mine".into()));
    app.update();
    assert!(app.world().resource::<GoGame>().unsaved());
    app.world_mut().write_message(OpenRecord { path: file.clone(), discard: false });
    app.update();
    app.update();
    assert_eq!(app.world().resource::<PendingOpen>().0.as_deref(), Some(file.as_path()));
    assert_eq!(app.world().resource::<GoGame>().tree.record.comment_at(&[]).as_deref(), Some("mine"));
    // Saving clears it; dropping the changes opens the file.
    app.world_mut().write_message(GameCommand::Saved);
    app.update();
    assert!(!app.world().resource::<GoGame>().unsaved());
    app.world_mut().write_message(GameCommand::SetComment(vec![], "again".into()));
    app.world_mut().write_message(OpenRecord { path: file, discard: true });
    app.update();
    app.update();
    assert_ne!(app.world().resource::<GoGame>().tree.record.comment_at(&[]).as_deref(), Some("again"));
}

#[test]
fn a_timed_game_stamps_each_move_with_the_time_left_and_a_persons_flag_falls() {
    let config = StartConfig {
        time: Some(goscape::go::TimeControl::parse("2s+1x1s").unwrap()),
        ..StartConfig::new(Game::new(9, Rules::default()).unwrap(), None, Some("random:seed=1".into()))
    };
    let mut app = headless_app(config);
    app.insert_resource(Autosave { enabled: false, last: None });
    app.world_mut().resource_mut::<AiControl>().delay_secs = 0.0;
    app.update();
    click(&mut app, Point::new(4, 4));
    let deadline = Instant::now() + Duration::from_secs(20);
    while !game(&app).is_over() && Instant::now() < deadline {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let go = app.world().resource::<GoGame>();
    // The person moved at once, the random player answered, and then the
    // person thought past main time and the one period.
    assert_eq!(go.game.move_number(), 2, "{:?}", go.game.turns());
    assert_eq!(go.game.out_of_time(), Some(Color::Black));
    let text = goscape::app::records::record_of(go).to_sgf();
    assert!(text.contains("RE[W+T]") && text.contains("TM[2]") && text.contains("OT[1x1 byo-yomi]"), "{text}");
    let (black_left, _) = go.tree.record.time_left(&[0], Color::Black).expect("BL on the first move");
    assert!(black_left > 1.0 && black_left <= 2.0, "{black_left}");
    assert!(go.tree.record.time_left(&[0, 0], Color::White).is_some(), "{text}");
}

/// Four White stones with one liberty, E5, in Black's area: Black there
/// captures them, White there connects them out; 10 points either way.
const FOUR_TO_TAKE: &str = ".X.XOO.O.
                            XXXXOOOOO
                            .X.XOO.O.
                            XXXXOOOOO
                            XXXX.XXXX
                            XXXXOXXXX
                            .X.XOX.X.
                            XXXXOXXXX
                            .X.XOX.X.";

#[test]
fn hovering_a_move_with_what_if_on_shows_its_terrain_and_value_and_leaving_restores_the_model() {
    use goscape::app::stones::Hover;
    use goscape::app::what_if_view::WhatIfView;
    let g = Game::from_diagram(FOUR_TO_TAKE, Rules::default(), Color::Black).unwrap();
    let mut app = app_with(g, None, None);
    app.world_mut().resource_mut::<TerrainSettings>().flow_secs = 0.0;
    app.update();
    let model = app.world().resource::<TerrainTarget>().values.clone();
    let e5 = Point::new(4, 4);
    app.world_mut().resource_mut::<WhatIfView>().on = true;
    app.world_mut().resource_mut::<Hover>().0 = Some(e5);
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut rounds = Vec::new();
    loop {
        app.update();
        if let Some(e) = &app.world().resource::<WhatIfView>().shown {
            if rounds.last() != Some(&e.after.playouts) {
                rounds.push(e.after.playouts);
            }
            if e.after.playouts == goscape::meaning::what_if::FULL {
                break;
            }
        }
        assert!(Instant::now() < deadline, "the what-if estimate never finished: rounds {rounds:?}");
        std::thread::sleep(Duration::from_millis(2));
    }
    // A frame shows the newest round only, so on a fast machine the first
    // may be the last; the worker's doubling rounds are tested beside it.
    assert!(rounds.windows(2).all(|w| w[0] < w[1]), "estimates only refine: {rounds:?}");
    app.update();
    let view = app.world().resource::<WhatIfView>();
    let e = view.shown.clone().unwrap();
    assert_eq!((e.point, e.color, e.captures), (e5, Color::Black, 4));
    assert!((e.value() - 10.0).abs() <= 1.0, "{}", e.value());
    let after = view.values(&e);
    let t = app.world().resource::<TerrainTarget>();
    assert_eq!(t.values, after, "the terrain shows the ownership after the move");
    assert!(t.spread.is_some(), "with its spread, for the fog");
    assert!(after[4 * 9 + 4] > 0.9 && after[8 * 9 + 4] > 0.9, "E5 and the captured stones' points are Black's");
    // The difference: the move's change, halved into the terrain's range.
    app.world_mut().resource_mut::<WhatIfView>().difference = true;
    app.update();
    app.update();
    let t = app.world().resource::<TerrainTarget>();
    assert!((t.values[8 * 9 + 4] - 1.0).abs() < 0.1, "{:?}", t.values);
    assert!(t.values[0].abs() < 0.05, "nothing changes in the settled corner");
    // On a stone: the value of playing first around its chain, E5 for
    // both sides, and the difference terrain of the two.
    app.world_mut().resource_mut::<Hover>().0 = Some(Point::new(4, 5));
    let deadline = Instant::now() + Duration::from_secs(30);
    while app.world().resource::<WhatIfView>().group.is_none() {
        assert!(Instant::now() < deadline, "the group's value never came");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    app.update();
    let g = app.world().resource::<WhatIfView>().group.clone().unwrap();
    assert_eq!((g.value.black.0, g.value.white.0, g.points), (Some(e5), Some(e5), 1));
    assert!((g.value.value() - 10.0).abs() <= 1.0, "{}", g.value.value());
    let t = app.world().resource::<TerrainTarget>();
    assert!((t.values[8 * 9 + 4] - 1.0).abs() < 0.1, "{:?}", t.values);
    // Off the board, the model's terrain comes back.
    app.world_mut().resource_mut::<Hover>().0 = None;
    app.update();
    app.update();
    assert!(app.world().resource::<TerrainSources>().get(Source::WhatIf).is_none());
    let t = app.world().resource::<TerrainTarget>();
    assert_eq!(t.values, model);
}

#[test]
fn a_click_on_a_ghost_stone_plays_its_line_up_to_it() {
    use goscape::app::ghosts::{Ghosts, Line};
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    let line: Vec<Move> = ["E5", "C3", "G7", "C7"].iter().map(|v| Move::parse_gtp(v, 9).unwrap()).collect();
    {
        let mut g = app.world_mut().resource_mut::<Ghosts>();
        g.all_lines = true;
        g.lines = vec![Line { rank: 0, first: Color::Black, moves: line.clone(), marked: true }];
    }
    // The third move's ghost, G7: E5, C3 and G7 are played, Black's and
    // White's in turn, and the line goes on from there.
    click(&mut app, Point::parse_gtp("G7", 9).unwrap().unwrap());
    let played: Vec<Move> = game(&app).turns().iter().map(|t| t.mv).collect();
    assert_eq!(played, line[..3]);
    assert_eq!(game(&app).to_play(), Color::White);
    // Without analysis there are no ghosts: a click plays that one point.
    app.update();
    assert!(app.world().resource::<Ghosts>().lines.is_empty());
    click(&mut app, Point::parse_gtp("C7", 9).unwrap().unwrap());
    assert_eq!(game(&app).move_number(), 4);
}

#[test]
fn after_a_move_the_terrain_names_the_point_it_changed_most_leaving_the_stone_itself_aside() {
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    app.update();
    assert_eq!(app.world().resource::<TerrainTarget>().changed_most, None, "no move yet");
    let before = app.world().resource::<TerrainTarget>().values.clone();
    click(&mut app, Point::new(4, 4));
    app.update();
    let t = app.world().resource::<TerrainTarget>();
    let (p, d) = t.changed_most.expect("a move changes the control map");
    assert_ne!(p, Point::new(4, 4), "the stone's own point is left aside");
    assert!(game(&app).board().get(p).is_none());
    let k = p.y as usize * 9 + p.x as usize;
    assert!((d - (t.values[k] - before[k])).abs() < 1e-6 && d > 0.25, "{d}");
    // Every other empty point changed less.
    for q in Point::all(9).filter(|&q| q != Point::new(4, 4)) {
        let j = q.y as usize * 9 + q.x as usize;
        assert!((t.values[j] - before[j]).abs() <= d.abs() + 1e-6);
    }
    click(&mut app, Point::new(2, 2));
    app.update();
    let (_, d) = app.world().resource::<TerrainTarget>().changed_most.unwrap();
    assert!(d < 0.0, "White's move gains for White: {d}");
}

#[test]
fn key_l_shows_the_ownership_at_the_end_of_the_ghost_stones_line() {
    use goscape::app::ghosts::Ghosts;
    use goscape::app::thinking::Evaluation;
    use goscape::app::what_if_view::WhatIfView;
    use goscape::engine::{Candidate, Progress};
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    app.world_mut().resource_mut::<TerrainSettings>().flow_secs = 0.0;
    let pv: Vec<Move> = ["C3", "G7", "C7", "G3"].iter().map(|v| Move::parse_gtp(v, 9).unwrap()).collect();
    {
        let mut e = app.world_mut().resource_mut::<Evaluation>();
        e.active = true;
        e.progress = Some(Progress {
            candidates: vec![Candidate {
                mv: pv[0],
                visits: 10,
                winrate: 0.5,
                prior: None,
                pv: pv.clone(),
                score: None,
                ownership: None,
            }],
            ..Default::default()
        });
    }
    app.world_mut().resource_mut::<Ghosts>().all_lines = true;
    app.world_mut().resource_mut::<WhatIfView>().line_end = true;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        app.update();
        let v = app.world().resource::<WhatIfView>();
        if v.at_line_end.as_ref().is_some_and(|(m, _)| m.playouts == goscape::meaning::what_if::FULL) {
            break;
        }
        assert!(Instant::now() < deadline, "the line's end never came");
        std::thread::sleep(Duration::from_millis(2));
    }
    app.update();
    let (m, moves) = app.world().resource::<WhatIfView>().at_line_end.clone().unwrap();
    assert_eq!(moves, pv, "the whole line is played");
    // Black's C3 and C7, White's G7 and G3: the left is Black's, the right White's.
    assert!(m.mean[4 * 9 + 1] > 0.2 && m.mean[4 * 9 + 7] < -0.2, "{:?}", m.mean);
    assert_eq!(app.world().resource::<TerrainTarget>().values, m.mean);
    assert_eq!(game(&app).move_number(), 0, "the game itself is untouched");
}

#[test]
fn the_engine_terrain_takes_the_ownership_and_its_spread_a_player_reports() {
    use goscape::app::thinking::Evaluation;
    use goscape::engine::Progress;
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    let own: Vec<f32> = (0..81).map(|k| if k % 9 < 4 { 0.8 } else { -0.8 }).collect();
    let spread: Vec<f32> = (0..81).map(|k| (k % 9) as f32 * 0.05).collect();
    app.world_mut().resource_mut::<TerrainSettings>().model = goscape::app::terrain::ENGINE.to_string();
    {
        let mut e = app.world_mut().resource_mut::<Evaluation>();
        e.active = true;
        e.progress = Some(Progress {
            ownership: Some(own.clone()),
            ownership_stdev: Some(spread.clone()),
            ..Default::default()
        });
    }
    app.update();
    app.update();
    let t = app.world().resource::<TerrainTarget>();
    assert_eq!(t.values, own);
    assert_eq!(t.spread.as_ref(), Some(&spread), "the fog reads KataGo's ownershipStdev");
}

#[test]
fn what_if_over_a_candidate_the_engine_gives_the_ownership_after_shows_it_without_playouts() {
    use goscape::app::stones::Hover;
    use goscape::app::thinking::Evaluation;
    use goscape::app::what_if_view::{WhatIfView, readout, title};
    use goscape::engine::{Candidate, Progress, Score};
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    app.world_mut().resource_mut::<TerrainSettings>().flow_secs = 0.0;
    let c3 = Point::parse_gtp("C3", 9).unwrap().unwrap();
    let after: Vec<f32> = (0..81).map(|k| if k % 9 < 3 { 0.9 } else { -0.1 }).collect();
    {
        let mut e = app.world_mut().resource_mut::<Evaluation>();
        e.active = true;
        e.progress = Some(Progress {
            candidates: vec![Candidate {
                mv: Move::Play(c3),
                visits: 40,
                winrate: 0.5,
                prior: None,
                pv: vec![Move::Play(c3)],
                score: Some(Score { lead: 1.5, stdev: 9.0, samples: 40 }),
                ownership: Some(after.clone()),
            }],
            ..Default::default()
        });
    }
    app.world_mut().resource_mut::<WhatIfView>().on = true;
    app.world_mut().resource_mut::<Hover>().0 = Some(c3);
    app.update();
    app.update();
    let v = app.world().resource::<WhatIfView>();
    assert!(
        v.engine_after.is_some() && v.shown.is_none() && !v.waiting(),
        "the engine's answer, no playouts asked for"
    );
    assert_eq!(title(v), Some("what if (W), from the engine"));
    assert_eq!(
        readout(v, 9).unwrap(),
        "B C3: the engine's ownership after it, 40 visits, score lead +1.5 for B after it"
    );
    assert_eq!(app.world().resource::<TerrainTarget>().values, after);
    // A point the engine says nothing about goes to the playouts.
    app.world_mut().resource_mut::<Hover>().0 = Some(Point::parse_gtp("G7", 9).unwrap().unwrap());
    app.update();
    let v = app.world().resource::<WhatIfView>();
    assert!(v.engine_after.is_none() && v.waiting(), "playouts asked for G7");
}

#[test]
fn key_y_after_a_mistake_shows_the_better_move_against_the_one_played() {
    use goscape::app::review::ShownReview;
    use goscape::app::what_if_view::{WhatIfView, readout, title};
    use goscape::engine::review::{MoveReview, Points, Review};
    // Black passes where E5 takes four stones: the review calls it a
    // mistake with E5 better.
    let mut g = Game::from_diagram(FOUR_TO_TAKE, Rules::default(), Color::Black).unwrap();
    g.play(Color::Black, Move::Pass).unwrap();
    let mut app = app_with(g, None, None);
    let e5 = Point::parse_gtp("E5", 9).unwrap().unwrap();
    let mistake = MoveReview {
        number: 1,
        color: Color::Black,
        mv: Move::Pass,
        black_winrate: 0.2,
        black_lead: Some(-5.0),
        loss: 0.5,
        points: Some(Points { value: 10.0, error: 0.5 }),
        best: Some(Move::Play(e5)),
    };
    app.world_mut().resource_mut::<WhatIfView>().why = true;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        // The review follows the record shown; put it back each frame.
        app.world_mut().resource_mut::<ShownReview>().review = Some(Review { size: 9, moves: vec![mistake.clone()] });
        app.update();
        let v = app.world().resource::<WhatIfView>();
        if v.shown.as_ref().is_some_and(|e| e.after.playouts == goscape::meaning::what_if::FULL) {
            break;
        }
        assert!(Instant::now() < deadline, "the why terrain never came");
        std::thread::sleep(Duration::from_millis(2));
    }
    let v = app.world().resource::<WhatIfView>();
    let e = v.shown.clone().unwrap();
    assert_eq!((e.point, e.versus), (e5, Some(Move::Pass)));
    assert!((e.value() - 10.0).abs() <= 1.0, "E5 instead of the pass: {}", e.value());
    assert_eq!(title(v), Some("why it was a mistake (Y)"));
    let line = readout(v, 9).unwrap();
    assert!(line.starts_with("B E5 instead of pass:") && line.contains("points better"), "{line}");
    // The stones E5 takes rise to Black's colour, whole.
    let target = app.world().resource::<TerrainTarget>().values.clone();
    assert!(target[5 * 9 + 4] > 0.9, "E4: {}", target[5 * 9 + 4]);
    assert_eq!(game(&app).move_number(), 1, "the game itself is untouched");
}

#[test]
fn keys_whose_effect_cannot_show_say_why() {
    use goscape::app::game::Status;
    use goscape::app::terrain::{TerrainSettings, TerrainTarget};
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    let press = |app: &mut App, key: KeyCode| {
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
        app.update();
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        input.release(key);
        input.clear();
        app.update();
    };
    // The default control map has no spread for the fog to draw.
    assert!(app.world().resource::<TerrainTarget>().spread.is_none());
    press(&mut app, KeyCode::KeyF);
    let said = app.world().resource::<Status>().0.clone();
    assert!(said.contains("no spread") && said.contains("control"), "{said:?}");
    // D without the what-if terrain.
    press(&mut app, KeyCode::KeyD);
    let said = app.world().resource::<Status>().0.clone();
    assert!(said.contains("press W"), "{said:?}");
    // G from the default view brings up the Ishida picture, one group.
    press(&mut app, KeyCode::KeyG);
    assert_eq!(app.world().resource::<TerrainSettings>().model, goscape::app::terrain::ISHIDA);
    assert!(app.world().resource::<goscape::app::meaning_terrain::IshidaView>().one_group);
}

/// Time for the judge's verdict on one group alone, the whole position
/// judged first, on a loaded machine.
const JUDGED: Duration = Duration::from_secs(180);

#[test]
fn a_group_asked_about_with_k_is_judged_alone_and_the_pictures_show_that_verdict() {
    use goscape::app::read_group::ReadFirst;
    use goscape::app::verdict::Verdict;
    use goscape::meaning::Life;
    // strategy20 at move 236: White's B6, which the whole position's
    // judgement calls alive and which asked about alone is critical
    // (tests/meaning.rs). Asked about in the window, the judge's verdict
    // on it stands in the judgement the marks, the Ishida picture and the
    // count read, as `dragon_status` would answer.
    let game = common::gnugo_dragon_game("strategy20.sgf", Some(235));
    let b6 = Point::parse_gtp("B6", 19).unwrap().unwrap();
    let mut app = app_with(game.clone(), None, None);
    app.insert_resource(ReadFirst(b6));
    let alone_at = |app: &App, p: Point| app.world().resource::<Verdict>().group_alone(&game, p).cloned();
    common::until(&mut app, "the verdict on B6 alone", JUDGED, |a| alone_at(a, b6).is_some());
    let alone = alone_at(&app, b6).unwrap();
    assert_eq!(alone.life, Life::Unsettled, "{alone:?}");
    let attack = alone.keys.attack.map(|p| p.to_gtp(19));
    assert!(matches!(attack.as_deref(), Some("A6" | "A5" | "A4" | "A3" | "B1" | "C5")), "{alone:?}");
    let verdict = app.world().resource::<Verdict>();
    let shown = verdict.on(&game).and_then(|j| j.group_at(b6)).expect("the verdict on the position");
    assert_eq!(shown, &alone, "the judgement the pictures read holds the group's verdict");
    // Asked again by another of its stones, the group is not read again.
    let b5 = Point::parse_gtp("B5", 19).unwrap().unwrap();
    assert!(alone.stones.contains(&b5));
    app.world_mut().resource_mut::<Verdict>().ask_group(&game, b5);
    common::until(&mut app, "the verdict on B5 alone", JUDGED, |a| alone_at(a, b5).is_some());
    assert_eq!(alone_at(&app, b5), Some(alone.clone()));
    // Another group asked about on the same position keeps B6's verdict.
    let c16 = Point::parse_gtp("C16", 19).unwrap().unwrap();
    assert!(game.board().get(c16).is_some());
    app.world_mut().resource_mut::<Verdict>().ask_group(&game, c16);
    common::until(&mut app, "the verdict on C16 alone", JUDGED, |a| alone_at(a, c16).is_some());
    assert_eq!(alone_at(&app, b6), Some(alone));
}

#[test]
fn a_judge_that_fails_is_not_asked_again_and_its_error_stays_shown() {
    use goscape::app::verdict::Verdict;
    let mut app = app_with(Game::new(9, Rules::default()).unwrap(), None, None);
    click(&mut app, Point::new(2, 2));
    let game = game(&app).clone();
    app.world_mut().resource_mut::<Verdict>().spec = "no-such-judge".to_string();
    app.world_mut().resource_mut::<Verdict>().ask_group(&game, Point::new(2, 2));
    common::until(&mut app, "the judge's failure", Duration::from_secs(20), |a| {
        a.world().resource::<Verdict>().failed_on(&game).is_some()
    });
    for _ in 0..20 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let verdict = app.world().resource::<Verdict>();
    assert!(verdict.pending.is_none(), "the failed question was asked again: {:?}", verdict.pending);
    let error = verdict.failed_on(&game).expect("the error stays");
    assert!(error.contains("no-such-judge"), "{error}");
}
