//! The window's count and Ishida picture, headless: two passes start the
//! count, the judge proposes the dead stones, a click turns a group, Accept
//! ends the game and the record keeps the result with its markup; AIs in
//! both seats accept the judge's count; the Ishida terrain is the picture
//! of the verdict.
#![cfg(feature = "gui")]

mod common;

use std::time::Duration;

use bevy::prelude::*;
use goscape::app::game::{BoardClicked, GoGame};
use goscape::app::records::{Autosave, record_of};
use goscape::app::scoring::{Scoring, ScoringCommand};
use goscape::app::terrain::{ISHIDA, TerrainSettings, TerrainTarget};
use goscape::app::verdict::Verdict;
use goscape::app::{StartConfig, headless_app};
use goscape::go::{Color, Game, GameResult, Move, Point, Rules};
use goscape::meaning::ishida::picture;
use goscape::sgf::SgfRecord;

/// Black walls off the left, White the right; a white stone lies dead in
/// Black's area (B5), a black one in White's (G5).
fn walls(passed: bool) -> Game {
    let mut g = Game::from_diagram(
        "...XO....
         ...XO....
         ...XO....
         ...XO....
         .O.XO.X..
         ...XO....
         ...XO....
         ...XO....
         ...XO....",
        Rules::default(),
        Color::Black,
    )
    .unwrap();
    if passed {
        g.play(Color::Black, Move::Pass).unwrap();
        g.play(Color::White, Move::Pass).unwrap();
    }
    g
}

const B5: Point = Point::new(1, 4);
const G5: Point = Point::new(6, 4);

fn app_with(game: Game, seat: Option<&str>) -> App {
    let seat = seat.map(String::from);
    let mut app = headless_app(StartConfig::new(game, seat.clone(), seat));
    app.insert_resource(Autosave { enabled: false, last: None });
    app.update();
    app
}

/// Updates until `done` holds, or fails after a minute.
fn until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    common::until(app, what, Duration::from_secs(60), done);
}

fn margin(app: &App) -> Option<f32> {
    app.world().resource::<Scoring>().count.as_ref().map(|c| c.margin())
}

#[test]
fn two_passes_start_the_count_a_click_turns_a_group_and_accept_writes_the_record() {
    let mut app = app_with(walls(true), None);
    assert!(app.world().resource::<GoGame>().scoring, "two passes start the count");
    until(&mut app, "the count", |a| margin(a).is_some());
    // Black: 9 stones and 27 points; White: 9 stones and 36 points; komi 7.5.
    assert_eq!(margin(&app), Some(-16.5));
    assert_eq!(app.world().resource::<Scoring>().dead(), vec![B5, G5]);
    app.update();
    assert_eq!(app.world().resource::<TerrainTarget>().sunk, vec![B5, G5], "dead stones sink into the terrace");

    // Turning the white stone alive spoils Black's territory; turning it
    // back restores the count.
    app.world_mut().write_message(BoardClicked { point: Some(B5), button: PointerButton::Primary });
    app.update();
    assert_ne!(margin(&app), Some(-16.5));
    assert_eq!(app.world().resource::<Scoring>().corrections, 1);
    app.world_mut().write_message(BoardClicked { point: Some(B5), button: PointerButton::Primary });
    app.update();
    assert_eq!(margin(&app), Some(-16.5));
    assert_eq!(app.world().resource::<Scoring>().corrections, 0, "turned back: the judge's verdict again");
    // A click on an empty point plays nothing while counting.
    app.world_mut().write_message(BoardClicked { point: Some(Point::new(0, 0)), button: PointerButton::Primary });
    app.update();
    assert_eq!(app.world().resource::<GoGame>().game.move_number(), 2);

    app.world_mut().write_message(ScoringCommand::Accept);
    app.update();
    let go = app.world().resource::<GoGame>();
    assert!(!go.scoring);
    let ending = go.ending.clone().expect("accepted");
    assert_eq!(ending.result, GameResult::Score(-16.5));
    assert_eq!(go.result(), Some(GameResult::Score(-16.5)));
    assert_eq!(ending.dead, vec![B5, G5]);
    assert_eq!(ending.black.len(), 27);
    assert_eq!(ending.white.len(), 36);
    assert!(ending.black.contains(&B5) && ending.white.contains(&G5), "dead stones' points are territory");

    let text = record_of(go).to_sgf();
    assert!(text.contains("RE[W+16.5]"), "{text}");
    assert!(text.contains("MA[be][ge]"), "{text}");
    let back = SgfRecord::parse(text.as_bytes()).unwrap();
    assert_eq!(back.result(), Some(GameResult::Score(-16.5)));
    assert_eq!(back.move_count(), 2, "the record keeps its moves");
    for id in ["TB[", "TW["] {
        assert_eq!(text.matches(id).count(), 1, "{text}");
    }
}

#[test]
fn leaving_the_count_and_undoing_a_pass_go_back_to_the_game() {
    let mut app = app_with(walls(true), None);
    app.world_mut().write_message(ScoringCommand::Leave);
    app.update();
    assert!(!app.world().resource::<GoGame>().scoring);
    assert!(app.world().resource::<GoGame>().ending.is_none());
    // Score now, during play, counts the position as an estimate that
    // cannot be accepted.
    let mut app = app_with(walls(false), None);
    app.world_mut().write_message(ScoringCommand::Start);
    app.update();
    until(&mut app, "the count", |a| margin(a).is_some());
    app.world_mut().write_message(ScoringCommand::Accept);
    app.update();
    let go = app.world().resource::<GoGame>();
    assert!(go.ending.is_none() && go.scoring, "a count during play is not a result");
}

#[test]
fn ais_in_both_seats_accept_the_judges_count() {
    let mut app = app_with(walls(true), Some("random"));
    until(&mut app, "the accepted count", |a| a.world().resource::<GoGame>().ending.is_some());
    assert_eq!(app.world().resource::<GoGame>().result(), Some(GameResult::Score(-16.5)));
}

#[test]
fn the_ishida_terrain_is_the_picture_of_the_verdict() {
    let mut app = app_with(walls(false), None);
    app.world_mut().resource_mut::<TerrainSettings>().model = ISHIDA.to_string();
    until(&mut app, "the verdict", |a| {
        let go = a.world().resource::<GoGame>();
        a.world().resource::<Verdict>().on(&go.game).is_some()
    });
    app.update();
    let go = app.world().resource::<GoGame>();
    let j = app.world().resource::<Verdict>().on(&go.game).unwrap().clone();
    let want = picture(go.game.board(), &j).values(&j, None);
    let t = app.world().resource::<TerrainTarget>();
    assert_eq!(t.values, want);
    assert_eq!(t.sunk, vec![B5, G5]);
    // Black's territory is a full terrace, White's too.
    assert_eq!(t.values[0], 1.0);
    assert_eq!(t.values[8], -1.0);
    assert!(!go.scoring, "the picture does not start a count");
}

#[test]
fn the_default_terrain_gives_dead_stones_to_the_other_side() {
    let mut app = app_with(walls(false), None);
    let model = app.world().resource::<TerrainSettings>().model.clone();
    assert_eq!(model, "control", "the default terrain");
    let at = |a: &App, p: Point| a.world().resource::<TerrainTarget>().values[p.y as usize * 9 + p.x as usize];
    // Before the verdict, the dead stones' points are their own colour's.
    assert!(at(&app, B5) < 0.0 && at(&app, G5) > 0.0, "{} {}", at(&app, B5), at(&app, G5));
    until(&mut app, "the dead stones counted for the other side", |a| at(a, B5) > 0.0 && at(a, G5) < 0.0);
    let go = app.world().resource::<GoGame>();
    let j = app.world().resource::<Verdict>().on(&go.game).expect("the verdict on this position");
    assert_eq!(j.surely_dead_stones(), vec![B5, G5]);
    // Both sides' ground reads as theirs around the dead stones too.
    assert!(at(&app, Point::new(0, 4)) > 0.5 && at(&app, Point::new(7, 4)) < -0.5);
}

#[test]
fn a_group_asked_about_while_counting_joins_the_count_and_the_players_corrections_stay() {
    let mut app = app_with(walls(true), None);
    until(&mut app, "the count", |a| margin(a).is_some());
    // The players keep White's B5 on the board (a correction).
    app.world_mut().write_message(BoardClicked { point: Some(B5), button: PointerButton::Primary });
    app.update();
    assert_eq!(app.world().resource::<Scoring>().dead(), vec![G5]);
    assert_eq!(app.world().resource::<Scoring>().corrections, 1);
    // Then Black's G5 is asked about alone (key K): the judge's verdict on
    // it comes, and the correction of B5 stays in the count.
    let game = app.world().resource::<GoGame>().game.clone();
    app.world_mut().resource_mut::<Verdict>().ask_group(&game, G5);
    until(&mut app, "the verdict on G5 alone", |a| a.world().resource::<Verdict>().group_alone(&game, G5).is_some());
    app.update();
    let scoring = app.world().resource::<Scoring>();
    assert_eq!(scoring.dead(), vec![G5], "B5 stays alive as the players said, G5 dead as the judge reads it");
    assert_eq!(scoring.corrections, 1);
}
