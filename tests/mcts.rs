//! The MCTS player as a whole: legal play on every size, the stop flag,
//! tactics it must find, eyes it must keep, passing, resigning, analysis.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use goscape::ai::mcts::MctsPlayer;
use goscape::ai::random::RandomPlayer;
use goscape::engine::{Decision, Player, Progress, Think};
use goscape::go::{Color, Game, Move, Point, Rules};
use goscape::player::split_options;

fn mcts(spec: &str) -> MctsPlayer {
    let (kind, opts) = split_options(spec);
    assert_eq!(kind, "mcts");
    MctsPlayer::from_spec(spec, &opts).unwrap()
}

fn decide(p: &mut dyn Player, g: &Game) -> Decision {
    let stop = AtomicBool::new(false);
    let mut sink = |_: Progress| {};
    p.gen_move(g, &mut Think::new(&stop, &mut sink)).unwrap()
}

fn gtp(g: &Game, v: &str) -> Move {
    Move::parse_gtp(v, g.size()).unwrap()
}

/// Plays `black` against `white` from `g` until two passes, a resignation
/// or `max_moves`, checking that every move is legal and fills no own eye.
fn play_out(g: &mut Game, black: &mut dyn Player, white: &mut dyn Player, max_moves: usize) {
    for _ in 0..max_moves {
        if g.is_over() {
            break;
        }
        let c = g.to_play();
        let p: &mut dyn Player = if c == Color::Black { &mut *black } else { &mut *white };
        match decide(p, g) {
            Decision::Resign => {
                g.resign(c);
                break;
            }
            Decision::Play(mv) => {
                if let Move::Play(pt) = mv {
                    let i = g.board().idx(pt);
                    assert!(!g.board().is_eye(i, c), "{c} filled its own eye at {pt:?}\n{:?}", g.board());
                }
                g.play(c, mv).unwrap_or_else(|e| panic!("{c} played {mv:?}: {e}\n{:?}", g.board()));
            }
        }
    }
}

#[test]
fn mcts_plays_only_legal_moves_on_every_size() {
    for (size, playouts, moves) in [(5, 200, 60), (7, 200, 80), (9, 150, 90), (13, 100, 60), (19, 80, 50)] {
        let mut g = Game::new(size, Rules::default()).unwrap();
        let mut a = mcts(&format!("mcts:playouts={playouts},seed=1"));
        let mut b = mcts(&format!("mcts:playouts={playouts},threads=2,seed=2"));
        play_out(&mut g, &mut a, &mut b, moves);
        assert!(g.move_number() > 0);
    }
}

#[test]
fn mcts_plays_legal_moves_under_simple_ko_and_suicide_rules_too() {
    let rules = Rules { komi: 0.5, ko: "simple".parse().unwrap(), suicide: "allow".parse().unwrap() };
    let mut g = Game::new(5, rules).unwrap();
    let mut a = mcts("mcts:playouts=150,seed=3");
    let mut b = mcts("mcts:playouts=150,seed=4,uct=1");
    play_out(&mut g, &mut a, &mut b, 80);
}

#[test]
fn a_seeded_search_on_one_thread_is_the_same_on_a_slow_machine() {
    // On a playout budget the search stops early once the second best move
    // cannot catch up. That is judged by count, so a run whose reports
    // stall (as on a loaded or slow machine) stops at the same playout and
    // plays the same move as one that runs freely.
    let g = Game::new(9, Rules::default()).unwrap();
    let run = |stall: Duration| {
        let mut p = mcts("mcts:playouts=20000,seed=7");
        let stop = AtomicBool::new(false);
        let mut last = None;
        let mut sink = |pr: Progress| {
            std::thread::sleep(stall);
            last = Some(pr);
        };
        let d = p.gen_move(&g, &mut Think::new(&stop, &mut sink)).unwrap();
        let last = last.unwrap();
        (d, last.playouts, last.candidates.iter().map(|c| (c.mv, c.visits)).collect::<Vec<_>>())
    };
    let free = run(Duration::ZERO);
    let stalled = run(Duration::from_millis(400));
    assert!(free.1 < 20_000, "the search should stop early on the empty board: {} playouts", free.1);
    assert_eq!(free, stalled);
}

#[test]
fn stop_flag_cuts_a_long_search_short() {
    let g = Game::new(19, Rules::default()).unwrap();
    for analyze in [false, true] {
        let mut p = mcts("mcts:seconds=60,threads=2");
        let stop = AtomicBool::new(false);
        let mut sink = |_: Progress| {};
        let (stopped_at, returned_at) = std::thread::scope(|s| {
            let stopper = s.spawn(|| {
                std::thread::sleep(Duration::from_millis(300));
                stop.store(true, Ordering::Relaxed);
                Instant::now()
            });
            let mut think = Think::new(&stop, &mut sink);
            if analyze {
                p.analyze(&g, &mut think).unwrap();
            } else {
                let d = p.gen_move(&g, &mut think).unwrap();
                assert!(matches!(d, Decision::Play(Move::Play(_))), "{d:?}");
            }
            let back = Instant::now();
            (stopper.join().unwrap(), back)
        });
        let lag = returned_at.saturating_duration_since(stopped_at);
        // 50 ms promised; the margin is for a loaded test machine.
        assert!(lag < Duration::from_millis(150), "returned {lag:?} after the stop (analyze {analyze})");
    }
}

#[test]
fn mcts_finds_the_one_capture_that_wins() {
    // White's three stones on row 5 have one liberty, E5; if White connects
    // there, Black's wall is cut and Black loses on the count.
    let g = Game::from_diagram(
        "....XO...
         ....XO...
         ....XO...
         .XXXXO...
         XOOO.O...
         .XXXXO...
         ....XO...
         ....XO...
         ....XO...",
        Rules::default(),
        Color::Black,
    )
    .unwrap();
    let mut p = mcts("mcts:playouts=3000,seed=7");
    assert_eq!(decide(&mut p, &g), Decision::Play(gtp(&g, "E5")));
}

#[test]
fn mcts_saves_the_big_group_in_atari() {
    // Black's three stones inside White's side have one liberty, E5:
    // connecting there saves them and wins; anything else loses them.
    let g = Game::from_diagram(
        "....XO...
         ....XO...
         ....XO...
         ....XOOO.
         .....XXXO
         ....XOOO.
         ....XO...
         ....XO...
         ....XO...",
        Rules::default(),
        Color::Black,
    )
    .unwrap();
    let mut p = mcts("mcts:playouts=3000,seed=8");
    assert_eq!(decide(&mut p, &g), Decision::Play(gtp(&g, "E5")));
}

#[test]
fn mcts_keeps_its_eyes_when_little_else_is_left() {
    // Black's group lives by its eyes at A7, C7 and A5; the last dame are
    // on the right. Whatever Black plays, it is no eye of its own.
    let g = Game::from_diagram(
        ".X.XO..
         XXXXO..
         .XXXO..
         XXXOO..
         XXXO.O.
         XXXOOOO
         XXXO...",
        Rules::default(),
        Color::Black,
    )
    .unwrap();
    for seed in 0..4 {
        let mut p = mcts(&format!("mcts:playouts=500,seed={seed}"));
        if let Decision::Play(Move::Play(pt)) = decide(&mut p, &g) {
            assert!(!g.board().is_eye(g.board().idx(pt), Color::Black), "filled an eye at {pt:?}");
        }
    }
}

#[test]
fn mcts_passes_when_the_opponent_passed_and_the_count_wins() {
    let mut g = Game::from_diagram(
        "..X..
         ..X..
         ..X..
         ..XO.
         ..XO.",
        Rules::default(),
        Color::White,
    )
    .unwrap();
    g.play_next(Move::Pass).unwrap();
    let mut p = mcts("mcts:playouts=500,seed=1");
    assert_eq!(decide(&mut p, &g), Decision::Play(Move::Pass));
    // White, who loses the count as it stands but has an open side to
    // take, plays on.
    let mut g = Game::from_diagram(
        "..X.O..
         ..X.O..
         ..X....
         ..X....
         ..X....
         ..X....
         ..X....",
        Rules::default(),
        Color::Black,
    )
    .unwrap();
    g.play_next(Move::Pass).unwrap();
    assert_ne!(decide(&mut p, &g), Decision::Play(Move::Pass));
}

#[test]
fn mcts_resigns_a_lost_game_only_when_asked() {
    // White's group lives with two eyes: 14 points that Black cannot take,
    // and Black needs 46 of the 49 to beat the komi.
    let rules = Rules { komi: 45.5, ..Rules::default() };
    let g = Game::from_diagram(
        ".......
         .......
         .......
         .......
         OOOO...
         O.O.O..
         OOOOO..",
        rules,
        Color::Black,
    )
    .unwrap();
    let mut resigner = mcts("mcts:playouts=1000,resign=0.2,seed=1");
    assert_eq!(decide(&mut resigner, &g), Decision::Resign);
    let mut fighter = mcts("mcts:playouts=1000,seed=1");
    assert!(matches!(decide(&mut fighter, &g), Decision::Play(_)));
}

/// Black has lost by sixty points whatever it does, but its corner group
/// lives if Black takes the vital point of its straight three (B1), and
/// dies if White does.
fn lost_by_sixty() -> Game {
    Game::from_diagram(
        ".O.O.O.
         OOOOOOO
         .O.O.O.
         OOOOOOO
         OOOOOO.
         XXXXXO.
         ...XXO.",
        Rules::default(),
        Color::Black,
    )
    .unwrap()
}

#[test]
fn mcts_that_has_lost_still_saves_its_group() {
    // A search for the game's komi sees every move lose alike; a lost side
    // plays for a komi shifted by most of its deficit, where living is
    // worth its ten points.
    let g = lost_by_sixty();
    let vital = gtp(&g, "B1");
    // Without priors, which would point at the vital point anyway, only the
    // search's values choose (with `dynkomi=0` it throws a stone into
    // White's eye at G1).
    let mut p = mcts("mcts:playouts=2000,priors=0,seed=3");
    // The first search finds the game lost; the next plays for the shift.
    decide(&mut p, &g);
    let stop = AtomicBool::new(false);
    let mut rates = Vec::new();
    let mut sink = |pr: Progress| rates.extend(pr.winrate.into_iter().chain(pr.candidates.iter().map(|c| c.winrate)));
    let d = p.gen_move(&g, &mut Think::new(&stop, &mut sink)).unwrap();
    assert_eq!(d, Decision::Play(vital));
    // The win rates it shows, its own and its candidates', are still the
    // game's: lost.
    assert!(!rates.is_empty() && rates.iter().all(|&r| r < 0.05), "{rates:?}");
}

#[test]
fn the_stronger_levels_resign_a_lost_game_and_the_weakest_plays_on() {
    let g = lost_by_sixty();
    for level in ["club", "strong"] {
        let mut p = goscape::engine::make_player(&format!("level:{level}")).unwrap();
        assert_eq!(decide(p.as_mut(), &g), Decision::Resign, "{level}");
    }
    // 50 playouts are too few to judge a game lost.
    let mut p = goscape::engine::make_player("level:beginner").unwrap();
    assert!(matches!(decide(p.as_mut(), &g), Decision::Play(_)));
}

#[test]
fn analysis_reports_candidates_best_first_and_ownership_until_stopped() {
    let mut g = Game::new(9, Rules::default()).unwrap();
    g.play_next(Move::Play(Point::new(4, 4))).unwrap();
    let mut p = mcts("mcts:playouts=1000,threads=2");
    let stop = AtomicBool::new(false);
    let mut reports: Vec<Progress> = Vec::new();
    let mut sink = |pr: Progress| reports.push(pr);
    let start = Instant::now();
    std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(700));
            stop.store(true, Ordering::Relaxed);
        });
        p.analyze(&g, &mut Think::new(&stop, &mut sink)).unwrap();
    });
    assert!(start.elapsed() >= Duration::from_millis(650), "analysis ended before it was stopped");
    assert!(reports.len() >= 3, "only {} reports", reports.len());
    let last = reports.last().unwrap();
    assert!(last.playouts > 1000, "analysis has no playout budget: {}", last.playouts);
    assert!(!last.candidates.is_empty());
    for w in last.candidates.windows(2) {
        assert!(w[0].visits >= w[1].visits);
    }
    let best = &last.candidates[0];
    assert_eq!(last.best, Some(best.mv));
    assert_eq!(best.pv.first(), Some(&best.mv));
    assert!((0.0..=1.0).contains(&best.winrate));
    assert!(best.prior.is_some_and(|p| (0.0..=1.0).contains(&p)));
    let own = last.ownership.as_ref().unwrap();
    assert_eq!(own.len(), 81);
    assert!(own.iter().all(|v| (-1.0..=1.0).contains(v)));
    // White (to move) is behind the centre stone: Black owns the centre.
    assert!(own[4 * 9 + 4] > 0.5, "centre ownership {}", own[4 * 9 + 4]);
}

#[test]
fn mcts_beats_the_random_player() {
    for (seed, mcts_black) in [(1, true), (2, false)] {
        let mut g = Game::new(7, Rules::default()).unwrap();
        // The count below is the board as it stands: dead stones must go.
        let mut m = mcts(&format!("mcts:playouts=400,seed={seed},scoring=tt"));
        let mut r = RandomPlayer::new(Some(seed));
        if mcts_black {
            play_out(&mut g, &mut m, &mut r, 200);
        } else {
            play_out(&mut g, &mut r, &mut m, 200);
        }
        let winner = g.result().and_then(|r| r.winner());
        let expected = if mcts_black { Color::Black } else { Color::White };
        assert_eq!(winner, Some(expected), "{:?}", g.board());
    }
}

#[test]
fn mcts_never_proposes_a_superko_retake_at_the_root() {
    // Black takes the ko at C4, both pass (which clears the simple ko), and
    // White's retake at B4 would repeat the start position.
    let mut g = Game::from_diagram(
        ".XO..
         XO.O.
         .XO..
         .....
         .....",
        Rules { komi: -20.5, ..Rules::default() },
        Color::Black,
    )
    .unwrap();
    g.play_next(gtp(&g, "C4")).unwrap();
    g.play_next(Move::Pass).unwrap();
    g.play_next(Move::Pass).unwrap();
    let retake = gtp(&g, "B4");
    assert!(g.board().is_legal_no_suicide(g.board().idx(retake.point().unwrap()), Color::White));
    assert!(g.check(Color::White, retake).is_err(), "the retake must be a superko repetition");
    let mut p = mcts("mcts:playouts=1000,seed=2");
    let stop = AtomicBool::new(false);
    let mut reports: Vec<Progress> = Vec::new();
    let mut sink = |pr: Progress| reports.push(pr);
    let d = p.gen_move(&g, &mut Think::new(&stop, &mut sink)).unwrap();
    assert_ne!(d, Decision::Play(retake));
    let last = reports.last().unwrap();
    assert!(!last.candidates.is_empty());
    assert!(last.candidates.iter().all(|c| c.mv != retake));
}

/// Empty points left on the board.
fn empty_points(g: &Game) -> usize {
    Point::all(g.size()).filter(|&p| g.board().get(p).is_none()).count()
}

#[test]
fn an_ai_game_ends_in_two_passes_with_open_territory_as_players_end_theirs() {
    // Before, both sides filled their own territory until single eyes were
    // all that was left, some 120 moves into a 9x9 game.
    let mut open = 0;
    for seed in 0..2 {
        let mut g = Game::new(9, Rules::default()).unwrap();
        let mut black = mcts(&format!("mcts:playouts=1500,seed={seed}"));
        let mut white = mcts(&format!("mcts:playouts=1500,seed={}", seed + 10));
        play_out(&mut g, &mut black, &mut white, 200);
        assert!(g.passes_in_row() >= 2 || g.resigned().is_some(), "the game did not end\n{:?}", g.board());
        assert!(g.move_number() <= 100, "{} moves\n{:?}", g.move_number(), g.board());
        // Some 15 to 35 points stay open; filling to the end left single
        // eyes, about 10.
        assert!(empty_points(&g) >= 12, "only {} empty points\n{:?}", empty_points(&g), g.board());
        open += empty_points(&g);
    }
    // Filling to the end would leave about 20 in two games; these seeds
    // leave 35 to 40 (the exact count moves with the search's details).
    assert!(open >= 30, "{open} empty points in two games");
}

#[test]
fn a_dead_stone_is_left_for_the_count_or_captured_when_tromp_taylor_counts() {
    // E3 is a lone black stone in White's one-column area: dead. Counted
    // as players count (dead stones off) White has nothing left to do; as
    // the board stands (Tromp-Taylor) it makes White's area neutral, and
    // White loses unless it captures.
    let g = Game::from_diagram(
        ".XXO.
         .XXO.
         .XXOX
         .XXO.
         .XXO.",
        Rules::default(),
        Color::White,
    )
    .unwrap();
    for seed in 0..3 {
        let mut area = mcts(&format!("mcts:playouts=2000,seed={seed}"));
        assert_eq!(decide(&mut area, &g), Decision::Play(Move::Pass), "seed {seed}");
        let mut tt = mcts(&format!("mcts:playouts=2000,seed={seed},scoring=tt"));
        assert_ne!(decide(&mut tt, &g), Decision::Play(Move::Pass), "seed {seed}");
    }
}
