//! GTP engines with the real programs: Leela Zero with a network made by
//! `goscape leela-net`, GNU Go, and goscape's own GTP engine. These tests
//! need `leelaz` and `gnugo` (Debian packages leela-zero and gnugo) and fail,
//! saying so, when they are missing.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use goscape::engine::gtp_analyze::parse_analysis;
mod common;

use common::{gnugo, leelaz};
use goscape::engine::gtp_client::{CommandLine, GtpClient};
use goscape::engine::leela::{LeelaOptions, LeelaPlayer};
use goscape::engine::{Decision, Player, PlayerError, PlayerWorker, Progress, Reply, Think, make_player};
use goscape::go::{Color, Game, Move, Rules};

/// A 2-block, 16-filter network made once by the real `goscape leela-net`
/// (gzipped, as downloaded networks are).
fn network() -> &'static Path {
    static NET: OnceLock<PathBuf> = OnceLock::new();
    NET.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("goscape-engines-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("net-2x16.gz");
        let status = std::process::Command::new(env!("CARGO_BIN_EXE_goscape"))
            .args(["leela-net", "--blocks", "2", "--filters", "16", "--seed", "7", "--gzip", "--out"])
            .arg(&out)
            .status()
            .expect("running goscape leela-net");
        assert!(status.success(), "goscape leela-net failed");
        out
    })
}

fn leela(extra: &str) -> LeelaPlayer {
    let spec = format!("leela:binary={},weights={},threads=1,seed=3{extra}", leelaz().display(), network().display());
    let (_, opts) = goscape::player::split_options(&spec);
    LeelaPlayer::new(LeelaOptions::from_spec(&spec, &opts).unwrap())
}

/// The final reply to the worker's current request, within `limit`.
fn final_reply(w: &mut PlayerWorker, limit: Duration, on_progress: impl FnMut(&Progress)) -> Reply {
    w.wait_until(Instant::now() + limit, on_progress)
        .unwrap_or_else(|| panic!("{} gave no answer within {limit:?}", w.name()))
}

/// Plays `black` against `white` until the game ends (or `max_moves`).
fn play_game(black: Box<dyn Player>, white: Box<dyn Player>, mut game: Game, max_moves: usize) -> Game {
    let mut workers = [PlayerWorker::spawn(black), PlayerWorker::spawn(white)];
    while !game.is_over() && game.move_number() < max_moves {
        let color = game.to_play();
        let w = &mut workers[if color == Color::Black { 0 } else { 1 }];
        w.request_move(&game);
        match final_reply(w, Duration::from_secs(60), |_| {}) {
            Reply::Move { decision: Decision::Play(mv), .. } => {
                game.play(color, mv).unwrap_or_else(|e| panic!("{} played an illegal {mv:?}: {e}", w.name()))
            }
            Reply::Move { decision: Decision::Resign, .. } => game.resign(color),
            other => panic!("{} failed at move {}: {other:?}", w.name(), game.move_number() + 1),
        }
    }
    game
}

#[test]
fn leela_zero_with_a_generated_network_plays_a_full_19x19_game_against_random() {
    let game = play_game(
        Box::new(leela(",visits=2,resign=0")),
        make_player("random:seed=11").unwrap(),
        Game::new(19, Rules::default()).unwrap(),
        2000,
    );
    eprintln!("Leela Zero vs random: {} moves, {:?}", game.move_number(), game.result());
    assert!(game.is_over(), "the game did not end in 2000 moves");
    assert!(game.result().is_some());
    assert!(game.move_number() > 100, "only {} moves", game.move_number());
}

#[test]
fn leela_analysis_lines_carry_win_rates_and_priors_in_its_scales() {
    // Straight through the client: the info lines, and the summary Leela Zero
    // writes to stderr with percentages, for the same search.
    let cl = LeelaOptions { visits: Some(30), threads: Some(1), seed: Some(5), ..Default::default() }
        .command_line(&leelaz(), network());
    let mut c = GtpClient::spawn(&cl).unwrap();
    c.timeout = Duration::from_secs(60);
    c.command("play b Q16").unwrap();
    let mut lines = Vec::new();
    c.command_with("lz-analyze w 100000", Duration::from_secs(60), None, false, &mut |l| lines.push(l.to_string()))
        .unwrap();
    let last = lines.iter().rev().find(|l| l.starts_with("info ")).expect("lz-analyze wrote no info line");
    let p = parse_analysis(last, 19, Color::Black);
    assert!(!p.candidates.is_empty(), "{last}");
    assert_eq!(p.playouts, p.candidates.iter().map(|c| c.visits).sum::<u64>());
    // Stderr lines look like ` D4 ->  12 (V: 52.34%) (LCB: 40.00%) (N:  9.87%) PV: D4 Q16`.
    // Leela writes that summary after its answer, on another pipe: wait
    // for it rather than read the pipe before it arrives.
    let mut stderr = c.stderr_tail(200);
    for _ in 0..100 {
        if stderr.iter().any(|l| l.contains(" -> ")) {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
        stderr = c.stderr_tail(200);
    }
    let mut compared = 0;
    for cand in &p.candidates {
        let name = cand.mv.to_gtp(19);
        let Some(s) = stderr.iter().rev().find(|l| l.trim_start().starts_with(&format!("{name} ->"))) else {
            continue;
        };
        let pct = |tag: &str| -> f32 {
            let rest = &s[s.find(tag).unwrap() + tag.len()..];
            rest[..rest.find('%').unwrap()].trim().parse().unwrap()
        };
        if cand.visits > 0 {
            assert!((cand.winrate * 100.0 - pct("(V:")).abs() < 0.02, "{name}: {} vs {s}", cand.winrate);
        }
        assert!((cand.prior.unwrap() * 100.0 - pct("(N:")).abs() < 0.02, "{name}: {:?} vs {s}", cand.prior);
        assert_eq!(cand.pv.first(), Some(&cand.mv));
        compared += 1;
    }
    assert!(compared > 0, "no candidate found in Leela Zero's stderr summary: {stderr:#?}");
    drop(c);

    // Through the player: lz-genmove_analyze progress, then lz-analyze.
    let mut p = leela(",visits=20");
    let mut g = Game::new(19, Rules::default()).unwrap();
    g.play_next(Move::parse_gtp("D4", 19).unwrap()).unwrap();
    let stop = AtomicBool::new(false);
    let mut seen: Vec<Progress> = Vec::new();
    let mut sink = |pr: Progress| seen.push(pr);
    let d = p.gen_move(&g, &mut Think::new(&stop, &mut sink)).unwrap();
    let Decision::Play(mv) = d else { panic!("resigned at move 2") };
    assert!(g.check(Color::White, mv).is_ok());
    let last = seen.last().expect("no progress while Leela Zero thought");
    assert_eq!(last.best, Some(mv));
    assert!(last.candidates.iter().all(|c| (0.0..=1.0).contains(&c.winrate) && c.prior.is_some()));
    seen.clear();
    let mut sink = |pr: Progress| seen.push(pr);
    p.analyze(&g, &mut Think::new(&stop, &mut sink)).unwrap();
    assert!(seen.iter().any(|pr| !pr.candidates.is_empty()), "lz-analyze gave no candidates");
}

#[test]
fn killing_leela_zero_while_it_thinks_fails_within_a_second_and_a_new_request_restarts_it() {
    let mut p = leela(",visits=1000000");
    p.start().unwrap();
    let pid = p.pid().unwrap();
    let mut w = PlayerWorker::spawn(Box::new(p));
    let game = Game::new(19, Rules::default()).unwrap();
    w.request_move(&game);
    // Wait until it reports progress: it is thinking.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        match w.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Some(Reply::Progress { .. }) => break,
            other => assert!(Instant::now() < deadline, "no progress from Leela Zero: {other:?}"),
        }
    }
    let killed = Instant::now();
    let status = std::process::Command::new("kill").args(["-9", &pid.to_string()]).status().unwrap();
    assert!(status.success());
    let reply = final_reply(&mut w, Duration::from_secs(5), |_| {});
    let took = killed.elapsed();
    let Reply::Failed { why, .. } = reply else { panic!("expected a failure, got {reply:?}") };
    assert!(took < Duration::from_secs(1), "the failure took {took:?}");
    assert!(why.contains("signal 9") && why.contains("What to do"), "{why}");
    eprintln!("{why}");

    // The game goes on: the next request starts a fresh engine, and a stop
    // gets the best move it had so far.
    let w2 = &mut w;
    w2.request_move(&game);
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        match w2.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Some(Reply::Progress { progress, .. }) if progress.best.is_some() => break,
            Some(Reply::Failed { why, .. }) => panic!("the restart failed: {why}"),
            other => assert!(Instant::now() < deadline, "no progress after the restart: {other:?}"),
        }
    }
    w2.stop();
    let stopped = Instant::now();
    match final_reply(w2, Duration::from_secs(10), |_| {}) {
        Reply::Move { decision: Decision::Play(mv), .. } => assert!(game.check(Color::Black, mv).is_ok()),
        other => panic!("expected the best move so far, got {other:?}"),
    }
    assert!(stopped.elapsed() < Duration::from_secs(3), "stopping took {:?}", stopped.elapsed());
}

#[test]
fn leela_zero_past_its_time_limit_is_stopped_with_a_message() {
    let mut p = leela(",visits=1000000,timeout=0.5");
    let game = Game::new(19, Rules::default()).unwrap();
    p.start().unwrap();
    let pid = p.pid().unwrap();
    let stop = AtomicBool::new(false);
    let mut sink = |_: Progress| {};
    let t = Instant::now();
    let e = p.gen_move(&game, &mut Think::new(&stop, &mut sink)).unwrap_err();
    assert!(t.elapsed() < Duration::from_secs(3), "took {:?}", t.elapsed());
    let PlayerError::Failed(msg) = e else { panic!("{e:?}") };
    assert!(msg.contains("within 0.5 s") && msg.contains("timeout="), "{msg}");
    eprintln!("{msg}");
    assert_eq!(p.pid(), None);
    assert!(!Path::new(&format!("/proc/{pid}")).exists(), "the hung engine was not ended");
}

#[test]
fn missing_or_corrupt_leela_zero_files_fail_with_messages_naming_them() {
    let game = Game::new(19, Rules::default()).unwrap();
    let stop = AtomicBool::new(false);
    let mut sink = |_: Progress| {};
    let mut failure = |p: &mut LeelaPlayer| match p.gen_move(&game, &mut Think::new(&stop, &mut sink)) {
        Err(PlayerError::Failed(m)) => m,
        other => panic!("expected a failure, got {other:?}"),
    };

    let missing = std::env::temp_dir().join("goscape-no-such-network.gz");
    let mut p =
        LeelaPlayer::new(LeelaOptions { binary: Some(leelaz()), weights: Some(missing.clone()), ..Default::default() });
    let m = failure(&mut p);
    assert!(m.contains(&missing.display().to_string()), "{m}");
    eprintln!("{m}");

    let mut p = LeelaPlayer::new(LeelaOptions {
        binary: Some("/no/such/leelaz".into()),
        weights: Some(network().to_path_buf()),
        ..Default::default()
    });
    assert!(failure(&mut p).contains("/no/such/leelaz"));

    let corrupt = network().with_file_name("corrupt.txt");
    std::fs::write(&corrupt, "1\n0.1 0.2 nonsense\n").unwrap();
    let mut p = LeelaPlayer::new(LeelaOptions {
        binary: Some(leelaz()),
        weights: Some(corrupt.clone()),
        threads: Some(1),
        ..Default::default()
    });
    let m = failure(&mut p);
    assert!(m.contains("ended") && m.contains("Last lines of its error output"), "{m}");
    assert!(m.contains(&corrupt.display().to_string()), "{m}");
    eprintln!("{m}");
}

#[test]
fn gnu_go_as_a_gtp_player_plays_a_9x9_game_against_random_to_the_end() {
    let spec = format!("gtp:{} --mode gtp --level 1 --chinese-rules --capture-all-dead", gnugo().display());
    let game = play_game(
        make_player(&spec).unwrap(),
        make_player("random:seed=5").unwrap(),
        Game::new(9, Rules::default()).unwrap(),
        600,
    );
    assert!(game.is_over(), "the game did not end");
    eprintln!("GNU Go vs random: {} moves, {:?}", game.move_number(), game.result());
    // GNU Go, capturing every dead stone as area scoring needs, beats random.
    assert_eq!(game.result().and_then(|r| r.winner()), Some(Color::Black), "{:?}", game.result());
}

#[test]
fn gnu_go_follows_handicap_undo_and_a_loaded_position() {
    let spec = format!("gtp:{} --mode gtp --level 0", gnugo().display());
    let mut p = make_player(&spec).unwrap();
    let stop = AtomicBool::new(false);
    let mut sink = |_: Progress| {};
    let mut ask = |p: &mut Box<dyn Player>, g: &Game| {
        let d = p.gen_move(g, &mut Think::new(&stop, &mut sink)).unwrap();
        if let Decision::Play(mv) = d {
            assert!(g.check(g.to_play(), mv).is_ok(), "{mv:?} is illegal");
        }
        d
    };
    let mut g = Game::new(9, Rules::default()).unwrap();
    g.fixed_handicap(3).unwrap();
    for _ in 0..6 {
        match ask(&mut p, &g) {
            Decision::Play(mv) => g.play_next(mv).unwrap(),
            Decision::Resign => break,
        }
    }
    g.undo();
    g.undo();
    g.undo();
    ask(&mut p, &g);
    // A different position altogether (a diagram with setup stones).
    let g = Game::from_diagram(
        ".........
         .........
         ..XXX....
         ..XOOX...
         ..XO.OX..
         ..XOOX...
         ...XX....
         .........
         .........",
        Rules::default(),
        Color::White,
    )
    .unwrap();
    ask(&mut p, &g);
}

#[test]
fn goscape_gtp_as_a_gtp_player_plays_a_9x9_game_to_the_end() {
    let spec = format!("gtp:{} gtp", env!("CARGO_BIN_EXE_goscape"));
    let game = play_game(
        make_player(&spec).unwrap(),
        make_player("random:seed=9").unwrap(),
        Game::new(9, Rules::default()).unwrap(),
        600,
    );
    assert!(game.is_over(), "the game did not end");
}

/// The command line a `gtp:` spec makes, quoted back: paths with spaces
/// survive.
#[test]
fn gtp_command_lines_with_quoted_paths_start_the_program() {
    let dir = std::env::temp_dir().join(format!("goscape engines {}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("gnu go");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(gnugo(), &link).unwrap();
    let line =
        CommandLine { program: link.display().to_string(), args: vec!["--mode".into(), "gtp".into()], cwd: None };
    let mut p = make_player(&format!("gtp[cwd={}]:{}", dir.display(), line.display())).unwrap();
    let stop = AtomicBool::new(false);
    let mut sink = |_: Progress| {};
    let g = Game::new(5, Rules::default()).unwrap();
    assert!(p.gen_move(&g, &mut Think::new(&stop, &mut sink)).is_ok());
    drop(p);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A GTP engine that speaks KataGo's `kata-analyze` (here goscape itself)
/// reports ownership with its analysis; the player turns it to Black's
/// view, whoever is to move, so the terrain can draw it.
#[test]
fn a_gtp_engines_kata_analyze_ownership_reaches_the_player_as_blacks() {
    let spec = format!("gtp:{} gtp --player mcts:threads=1", env!("CARGO_BIN_EXE_goscape"));
    let mut p = make_player(&spec).unwrap();
    // Until ownership comes: a loaded machine may need seconds for the
    // playouts the search reports it from.
    let reports = common::analyse_until(p.as_mut(), &common::walled_position(), Duration::from_secs(60), |pr| {
        pr.ownership.is_some() && pr.playouts >= 2000
    });
    common::walls_owned(&reports, 0.5);
}

/// The ownership judge reads life and death from an engine's `kata-analyze`
/// ownership (here goscape's own, over GTP): the white stone in Black's
/// territory is dead, the walls live, and the count takes the stone off.
#[test]
fn an_engines_ownership_judges_the_dead_stone_in_territory() {
    use goscape::engine::make_judge;
    use goscape::go::Point;
    use goscape::meaning::Life;
    let game = Game::from_diagram(common::DEAD_IN_TERRITORY, Rules::default(), Color::Black).unwrap();
    let spec =
        format!("ownership:visits=3000,seconds=60:gtp:{} gtp --player mcts:threads=1", env!("CARGO_BIN_EXE_goscape"));
    let mut judge = make_judge(&spec).unwrap();
    assert!(judge.name().starts_with("ownership:"), "{}", judge.name());
    let stop = AtomicBool::new(false);
    let j = judge.judge(&game, &stop, &mut |_| {}).unwrap();
    let at = |v: &str| Point::parse_gtp(v, 9).unwrap().unwrap();
    assert_eq!(j.group_at(at("B4")).unwrap().life, Life::Dead, "{j:?}");
    for v in ["C9", "D9", "F1"] {
        assert_eq!(j.group_at(at(v)).unwrap().life, Life::Alive, "{v}: {j:?}");
    }
    assert_eq!(j.dead_stones(), vec![at("B4")]);
    assert!(j.ownership.is_some());
}
