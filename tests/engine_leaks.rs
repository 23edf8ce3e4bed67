//! Many games against GNU Go leave no process and no open file behind. Alone
//! in its own test binary, so that no other test's engines are counted.
//! Needs `gnugo` (Debian package gnugo) and fails, saying so, without it.

use std::time::{Duration, Instant};

mod common;

use goscape::engine::gtp_player::GtpPlayer;
use goscape::engine::{Decision, PlayerWorker, Reply, make_player};
use goscape::go::{Color, Game, Rules};

fn open_fds() -> usize {
    std::fs::read_dir("/proc/self/fd").expect("reading /proc/self/fd").count()
}

/// Processes (zombies included) whose parent is this test process.
fn children() -> Vec<String> {
    let me = std::process::id().to_string();
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").expect("reading /proc").flatten() {
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
        // pid (comm) state ppid ...: comm may hold spaces, so read after ')'.
        let Some(close) = stat.rfind(')') else { continue };
        let fields: Vec<&str> = stat[close + 1..].split_whitespace().collect();
        if fields.get(1) == Some(&me.as_str()) {
            found.push(stat[..=close].to_string());
        }
    }
    found
}

fn play(spec: &str, size: usize, seed: u64, abandon_at: Option<usize>) -> Game {
    let mut game = Game::new(size, Rules::default()).unwrap();
    let mut workers = [
        PlayerWorker::spawn(make_player(spec).unwrap()),
        PlayerWorker::spawn(make_player(&format!("random:seed={seed}")).unwrap()),
    ];
    while !game.is_over() && game.move_number() < 300 {
        let color = game.to_play();
        let w = &mut workers[if color == Color::Black { 0 } else { 1 }];
        w.request_move(&game);
        if abandon_at == Some(game.move_number()) {
            // Dropped while the engine thinks.
            break;
        }
        let reply = w
            .wait_until(Instant::now() + Duration::from_secs(60), |_| {})
            .unwrap_or_else(|| panic!("{} gave no answer", w.name()));
        match reply {
            Reply::Move { decision: Decision::Play(mv), .. } => game.play(color, mv).unwrap(),
            Reply::Move { decision: Decision::Resign, .. } => game.resign(color),
            other => panic!("{} failed: {other:?}", w.name()),
        }
    }
    game
}

#[test]
fn many_games_against_gnu_go_leave_no_process_and_no_file_descriptor_behind() {
    let gnugo = common::gnugo();
    let spec = format!("gtp:{} --mode gtp --level 0", gnugo.display());
    // A first game warms up whatever the process keeps open for good.
    play(&spec, 7, 0, None);
    let fds = open_fds();
    assert_eq!(children(), Vec::<String>::new());
    // The census sees an engine while it runs.
    let mut one = GtpPlayer::from_command_line(&format!("{} --mode gtp", gnugo.display())).unwrap();
    one.start().unwrap();
    assert_eq!(children().len(), 1, "the running engine was not seen");
    drop(one);
    assert_eq!(children(), Vec::<String>::new(), "a dropped engine was left running");
    let games = 100;
    let mut finished = 0;
    for i in 0..games {
        // Every fifth game is abandoned while GNU Go thinks.
        let abandon = (i % 5 == 4).then_some(6);
        if play(&spec, 5, i, abandon).is_over() {
            finished += 1;
        }
        // Engines that cannot start leave nothing either.
        if i % 10 == 0 {
            let mut w = PlayerWorker::spawn(make_player("gtp:/no/such/engine --gtp").unwrap());
            w.request_move(&Game::new(7, Rules::default()).unwrap());
            assert!(matches!(w.recv_timeout(Duration::from_secs(10)), Some(Reply::Failed { .. })));
        }
    }
    assert!(finished >= games * 4 / 5 - 1, "only {finished} games finished");
    // Workers end their threads and engines on drop, within a moment.
    let deadline = Instant::now() + Duration::from_secs(5);
    while (open_fds() != fds || !children().is_empty()) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(children(), Vec::<String>::new(), "engine processes were left behind");
    assert_eq!(open_fds(), fds, "file descriptors were left open");
}
