//! KataGo through the GTP player: its `kata-analyze` ownership reaches the
//! terrain as Black's, and its candidates carry principal variations for
//! the ghost stones. KataGo cannot run on CI machines without OpenCL, so
//! the test is ignored unless asked for: set GOSCAPE_KATAGO to its GTP
//! command line (see the README, "KataGo") and run
//! `cargo test --test katago -- --ignored`. Asked for without the variable,
//! it fails and says why.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use goscape::engine::{Progress, Think, make_player};
use goscape::go::{Color, Game, Rules};

#[test]
#[ignore = "needs KataGo: set GOSCAPE_KATAGO to its GTP command line and run with --ignored"]
fn katagos_ownership_and_lines_reach_the_player() {
    let Ok(command) = std::env::var("GOSCAPE_KATAGO") else {
        panic!("GOSCAPE_KATAGO is not set: give KataGo's GTP command line (see the README, \"KataGo\")");
    };
    let mut p = make_player(&format!("gtp[start_timeout=300]:{command}")).unwrap();
    // Black walls off the left side, White the right; White to move, so
    // KataGo's ownership, for the side to move, must be turned to Black's.
    let g = Game::from_diagram(
        "..X...O..
         ..X...O..
         ..X...O..
         ..X...O..
         ..X...O..
         ..X...O..
         ..X...O..
         ..X...O..
         ..X...O..",
        Rules::default(),
        Color::White,
    )
    .unwrap();
    let stop = AtomicBool::new(false);
    let mut seen: Vec<Progress> = Vec::new();
    std::thread::scope(|s| {
        s.spawn(|| {
            // KataGo on a CPU through OpenCL manages a few visits a second.
            let deadline = std::time::Instant::now() + Duration::from_secs(120);
            while std::time::Instant::now() < deadline && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(200));
            }
            stop.store(true, Ordering::Relaxed);
        });
        let mut sink = |pr: Progress| {
            let done = pr.ownership.is_some() && pr.candidates.iter().any(|c| c.pv.len() >= 2);
            seen.push(pr);
            if done {
                stop.store(true, Ordering::Relaxed);
            }
        };
        p.analyze(&g, &mut Think::new(&stop, &mut sink)).unwrap();
    });
    let last = seen.iter().rev().find(|pr| pr.ownership.is_some()).expect("KataGo reported no ownership");
    let own = last.ownership.as_ref().unwrap();
    assert_eq!(own.len(), 81);
    assert!(own[4 * 9] > 0.3, "A5 is Black's: {own:?}");
    assert!(own[4 * 9 + 8] < -0.3, "J5 is White's: {own:?}");
    assert!(
        seen.iter().any(|pr| pr.candidates.iter().any(|c| c.pv.len() >= 2)),
        "no candidate came with a line for the ghost stones"
    );
}
