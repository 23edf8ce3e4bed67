//! The built-in players on their workers: only legal moves, stop flags that
//! cut a search short, stale replies dropped, crashes reported.

use std::time::{Duration, Instant};

use goscape::engine::referee::{GameEnd, play_game};
use goscape::engine::{Decision, Player, PlayerError, PlayerWorker, Reply, Think, make_player};
use goscape::go::{Color, Game, Move, Rules};

fn worker(spec: &str) -> PlayerWorker {
    PlayerWorker::spawn(make_player(spec).unwrap())
}

#[test]
fn random_and_flatmc_play_only_legal_moves_on_every_size() {
    for size in [5, 7, 9, 13, 19] {
        for (b, w) in [("random", "flatmc:games=2,turns=3"), ("flatmc:games=2,turns=3", "random")] {
            let (mut black, mut white) = (worker(b), worker(w));
            let played = play_game(Game::new(size, Rules::default()).unwrap(), &mut black, &mut white, 1000, |_| {});
            assert!(
                matches!(played.end, GameEnd::TwoPasses | GameEnd::MoveLimit),
                "{size}x{size} {b} vs {w}: {}",
                played.end
            );
        }
    }
}

#[test]
fn flatmc_beats_random_clearly() {
    let (mut mc, mut rnd) = (worker("flatmc:games=5,turns=5,seed=1"), worker("random:seed=2"));
    let mut wins = 0;
    for i in 0..20 {
        let game = Game::new(9, Rules::default()).unwrap();
        let (played, mc_color) = if i % 2 == 0 {
            (play_game(game, &mut mc, &mut rnd, 400, |_| {}), Color::Black)
        } else {
            (play_game(game, &mut rnd, &mut mc, 400, |_| {}), Color::White)
        };
        if played.result.winner() == Some(mc_color) {
            wins += 1;
        }
    }
    assert!(wins >= 15, "flatmc won only {wins} of 20 against random");
}

#[test]
fn the_stop_flag_cuts_a_long_search_short() {
    let mut w = worker("flatmc:games=1000000,turns=50");
    let game = Game::new(19, Rules::default()).unwrap();
    w.request_move(&game);
    std::thread::sleep(Duration::from_millis(200));
    let t = Instant::now();
    w.stop();
    let reply = w.wait(|_| {});
    // The search asked for takes minutes; a second leaves room for a
    // machine busy with other work to schedule the worker.
    assert!(t.elapsed() < Duration::from_secs(1), "stopping took {:?}", t.elapsed());
    assert!(matches!(reply, Some(Reply::Move { decision: Decision::Play(Move::Play(_)), .. })), "{reply:?}");
}

#[test]
fn replies_to_a_superseded_request_are_dropped() {
    let mut w = worker("flatmc:games=200000,turns=20");
    let game = Game::new(9, Rules::default()).unwrap();
    let first = w.request_move(&game);
    std::thread::sleep(Duration::from_millis(50));
    let mut quick = game.clone();
    quick.play_next(Move::Pass).unwrap();
    let second = w.request_move(&quick);
    assert_ne!(first, second);
    w.stop();
    let mut seen = Vec::new();
    while let Some(r) = w.recv_timeout(Duration::from_secs(5)) {
        seen.push(r.id());
        if !matches!(r, Reply::Progress { .. }) {
            break;
        }
    }
    assert!(!seen.is_empty());
    assert!(seen.iter().all(|&id| id == second), "stale replies came through: {seen:?}");
}

struct Crashing;

impl Player for Crashing {
    fn name(&self) -> String {
        "crashing".into()
    }
    fn gen_move(&mut self, _: &Game, _: &mut Think) -> Result<Decision, PlayerError> {
        panic!("out of cheese")
    }
}

#[test]
fn a_crashing_player_is_a_failed_reply_not_a_dead_program() {
    let mut w = PlayerWorker::spawn(Box::new(Crashing));
    w.request_move(&Game::new(9, Rules::default()).unwrap());
    match w.wait(|_| {}) {
        Some(Reply::Failed { why, .. }) => assert!(why.contains("out of cheese"), "{why}"),
        other => panic!("expected a failure, got {other:?}"),
    }
    // The worker still answers: the thread survived the panic.
    w.request_move(&Game::new(9, Rules::default()).unwrap());
    assert!(matches!(w.wait(|_| {}), Some(Reply::Failed { .. })));
}

#[test]
fn waiting_with_a_deadline_gives_up_and_leaves_the_request_to_stop() {
    let mut w = worker("mcts:seconds=30,threads=1");
    w.request_move(&Game::new(9, Rules::default()).unwrap());
    let gave_up = w.wait_until(Instant::now() + Duration::from_millis(600), |_| {});
    assert!(gave_up.is_none(), "a 30 s search gave its move within 0.6 s: {gave_up:?}");
    assert!(w.pending().is_some(), "the request is still pending");
    w.stop();
    let reply = w.wait_until(Instant::now() + Duration::from_secs(10), |_| {});
    assert!(matches!(reply, Some(Reply::Move { decision: Decision::Play(_), .. })), "{reply:?}");
}

/// Plays one move with `spec` on 9x9, waits `pause`, then asks for an
/// analysis of the position after that move and stops it at once: the
/// visits it reports are those the player kept from before.
fn visits_kept_after(spec: &str, pause: Duration) -> u64 {
    let mut w = worker(spec);
    let mut g = Game::new(9, Rules::default()).unwrap();
    w.request_move(&g);
    let Some(Reply::Move { decision: Decision::Play(mv), .. }) = w.wait(|_| {}) else { panic!("no move") };
    g.play_next(mv).unwrap();
    std::thread::sleep(pause);
    w.request_analysis(&g);
    w.stop();
    let mut playouts = 0;
    assert!(matches!(w.wait(|p| playouts = p.playouts), Some(Reply::AnalysisDone { .. })));
    playouts
}

#[test]
fn pondering_searches_on_the_opponents_time_and_the_next_move_starts_from_it() {
    let pondered = visits_kept_after("mcts:playouts=500,seed=3,ponder=1", Duration::from_millis(800));
    let not = visits_kept_after("mcts:playouts=500,seed=3", Duration::from_millis(800));
    assert!(not <= 600, "without pondering only the last search's subtree is kept: {not}");
    assert!(pondered > 3000, "pondering for 0.8 s kept only {pondered} visits");
}
