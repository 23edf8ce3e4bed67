//! KataGo through the GTP player: its `kata-analyze` ownership reaches the
//! terrain as Black's and judges life and death, and its candidates carry
//! principal variations for the ghost stones. KataGo cannot run on CI machines without OpenCL, so
//! the test is ignored unless asked for: set GOSCAPE_KATAGO to its GTP
//! command line (see the README, "KataGo") and run
//! `cargo test --test katago -- --ignored`. Asked for without the variable,
//! it fails and says why.

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
