//! KataGo through the GTP player: its `kata-analyze` ownership reaches the
//! terrain as Black's and judges life and death, and its candidates carry
//! principal variations for the ghost stones. And KataGo's JSON analysis
//! engine as the `katago:` player: a move with its candidates, score leads,
//! ownership and the ownership's spread. KataGo cannot run on CI machines
//! without OpenCL, so the tests are ignored unless asked for: set
//! GOSCAPE_KATAGO to its GTP command line and GOSCAPE_KATAGO_ANALYSIS to
//! its analysis command line (`scripts/katago/setup` and `scripts/katago/setup
//! --analysis` print them; docs/players.md, "KataGo") and run
//! `cargo test --test katago -- --ignored`. Asked for without the
//! variables, they fail and say why.

use std::time::Duration;

use goscape::engine::make_player;

mod common;

#[test]
#[ignore = "needs KataGo: set GOSCAPE_KATAGO to its GTP command line and run with --ignored"]
fn katagos_ownership_and_lines_reach_the_player() {
    let Ok(command) = std::env::var("GOSCAPE_KATAGO") else {
        panic!("GOSCAPE_KATAGO is not set: give KataGo's GTP command line (see the README, \"KataGo\")");
    };
    let mut p = make_player(&format!("gtp[start_timeout=300]:{command}")).unwrap();
    // KataGo on a CPU through OpenCL manages a few visits a second.
    let reports = common::analyse_until(p.as_mut(), &common::walled_position(), Duration::from_secs(120), |pr| {
        pr.ownership.is_some() && pr.candidates.iter().any(|c| c.pv.len() >= 2)
    });
    common::walls_owned(&reports, 0.3);
    assert!(
        reports.iter().any(|pr| pr.candidates.iter().any(|c| c.pv.len() >= 2)),
        "no candidate came with a line for the ghost stones"
    );
}

/// KataGo as a judge of life and death through its ownership: the white
/// stone in Black's territory is dead, the walls live.
#[test]
#[ignore = "needs KataGo: set GOSCAPE_KATAGO to its GTP command line and run with --ignored"]
fn katagos_ownership_judges_the_dead_stone_in_territory() {
    use goscape::go::{Color, Game, Point, Rules};
    use goscape::meaning::Life;
    let Ok(command) = std::env::var("GOSCAPE_KATAGO") else {
        panic!("GOSCAPE_KATAGO is not set: give KataGo's GTP command line (see the README, \"KataGo\")");
    };
    let game = Game::from_diagram(common::DEAD_IN_TERRITORY, Rules::default(), Color::Black).unwrap();
    let mut judge =
        goscape::engine::make_judge(&format!("ownership:visits=20,seconds=120:gtp[start_timeout=300]:{command}"))
            .unwrap();
    let stop = std::sync::atomic::AtomicBool::new(false);
    let j = judge.judge(&game, &stop, &mut |_| {}).unwrap();
    let at = |v: &str| Point::parse_gtp(v, 9).unwrap().unwrap();
    assert_eq!(j.group_at(at("B4")).unwrap().life, Life::Dead, "{j:?}");
    assert_eq!(j.group_at(at("C9")).unwrap().life, Life::Alive, "{j:?}");
}

/// The analysis engine as a player, at a tiny visit count: a move, and the
/// walled position read as Black's left and White's right, with the
/// ownership's spread for the fog.
#[test]
#[ignore = "needs KataGo: set GOSCAPE_KATAGO_ANALYSIS to its analysis command line and run with --ignored"]
fn katagos_analysis_engine_plays_with_scores_ownership_and_its_spread() {
    use goscape::engine::{Decision, Progress, Think};
    let Ok(command) = std::env::var("GOSCAPE_KATAGO_ANALYSIS") else {
        panic!(
            "GOSCAPE_KATAGO_ANALYSIS is not set: give KataGo's analysis command line (scripts/katago/setup --analysis)"
        );
    };
    let mut p = make_player(&format!("katago[visits=4]:{command}")).unwrap();
    let game = common::walled_position();
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mut reports: Vec<Progress> = Vec::new();
    let mut sink = |pr: Progress| reports.push(pr);
    let decision = p.gen_move(&game, &mut Think::new(&stop, &mut sink)).unwrap();
    assert!(matches!(decision, Decision::Play(_)), "{decision:?}");
    let last = reports.last().expect("the answer is reported");
    assert!(last.playouts >= 4 && !last.candidates.is_empty(), "{last:?}");
    assert!(last.score.is_some() && last.candidates[0].score.is_some(), "score leads: {last:?}");
    assert_eq!(last.ownership_stdev.as_ref().map(Vec::len), Some(81), "{last:?}");
    common::walls_owned(&reports, 0.3);
    // A second position in the same process.
    let mut after = game.clone();
    let Decision::Play(mv) = decision else { unreachable!() };
    after.play(game.to_play(), mv).unwrap();
    let mut sink = |_: Progress| {};
    assert!(matches!(p.gen_move(&after, &mut Think::new(&stop, &mut sink)).unwrap(), Decision::Play(_)));
}
