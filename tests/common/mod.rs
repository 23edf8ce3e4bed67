//! Helpers the integration tests share: finding the real engines they
//! need, and failing loudly, with the command that installs them, when one
//! is missing.
#![allow(dead_code)] // each test binary uses its own share of these

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

use goscape::engine::gtp_client::find_program;

/// The `.sgf` records of the folder `tests/data/{folder}`, in name order.
pub fn data_records(folder: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    files
}

/// The records under `tests/data/{folder}` and its subfolders, sorted.
pub fn data_records_deep(folder: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "sgf") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(folder), &mut files);
    files.sort();
    files
}

/// The position of GNU Go's dragon test record
/// `tests/data/gnugo-dragons/games/{file}` as its `.tst` files' `loadsgf`
/// gives it: after `moves` moves, or the whole record for `None`.
pub fn gnugo_dragon_game(file: &str, moves: Option<usize>) -> goscape::go::Game {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/gnugo-dragons/games").join(file);
    let record = goscape::sgf::SgfRecord::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    record.game_at(moves.unwrap_or(record.move_count())).unwrap()
}

/// The program `name` (on PATH, or where Debian puts games), or a panic
/// that says how to install `package`.
pub fn program(name: &str, package: &str) -> PathBuf {
    find_program(name, &[Path::new("/usr/games"), Path::new("/usr/local/games")]).unwrap_or_else(|tried| {
        panic!(
            "{name} is needed by this test and was not found (looked at {tried:?}); install it: \
             apt-get install -y --no-install-recommends {package}"
        )
    })
}

/// GNU Go.
pub fn gnugo() -> PathBuf {
    program("gnugo", "gnugo")
}

/// Leela Zero.
pub fn leelaz() -> PathBuf {
    program("leelaz", "leela-zero")
}

/// A `gtp:` spec for GNU Go at `level`, scoring as area rules do.
pub fn gnugo_spec(level: u32) -> String {
    format!("gtp:{} --mode gtp --level {level} --chinese-rules --capture-all-dead", gnugo().display())
}

/// Black walls off the left side of a 9x9 board, White the right; White to
/// move, so that an engine's ownership for the side to move must be turned
/// to Black's.
pub fn walled_position() -> goscape::go::Game {
    use goscape::go::{Color, Game, Rules};
    Game::from_diagram(
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
    .unwrap()
}

/// Every report of `player` analysing `game`, until `enough` holds for one
/// or `limit` passes.
pub fn analyse_until(
    player: &mut dyn goscape::engine::Player,
    game: &goscape::go::Game,
    limit: std::time::Duration,
    enough: impl Fn(&goscape::engine::Progress) -> bool,
) -> Vec<goscape::engine::Progress> {
    use std::sync::atomic::{AtomicBool, Ordering};
    let stop = AtomicBool::new(false);
    let mut seen = Vec::new();
    std::thread::scope(|s| {
        s.spawn(|| {
            let deadline = std::time::Instant::now() + limit;
            while std::time::Instant::now() < deadline && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            stop.store(true, Ordering::Relaxed);
        });
        let mut sink = |pr: goscape::engine::Progress| {
            if enough(&pr) {
                stop.store(true, Ordering::Relaxed);
            }
            seen.push(pr);
        };
        player.analyze(game, &mut goscape::engine::Think::new(&stop, &mut sink)).unwrap();
    });
    seen
}

/// The last ownership among `reports`, checked to give `walled_position`'s
/// left side to Black and its right to White by at least `sure`.
pub fn walls_owned(reports: &[goscape::engine::Progress], sure: f32) -> Vec<f32> {
    let own = reports.iter().rev().find_map(|pr| pr.ownership.clone()).expect("no ownership came with the analysis");
    assert_eq!(own.len(), 81);
    assert!(own[4 * 9] > sure, "A5 is Black's: {own:?}");
    assert!(own[4 * 9 + 8] < -sure, "J5 is White's: {own:?}");
    own
}

/// A white stone (B4) dead in Black's territory; every other group lives.
pub const DEAD_IN_TERRITORY: &str = "
    . . X O . . . . .
    . X X O . . . . .
    X . X O . . O . .
    X X O O . . . . .
    . X X O O O . . .
    X O X X X O . . .
    . . X . X O O . .
    . . X X X X O . .
    . . . . . X O . .";

/// An X server for the window tests: the one in DISPLAY, or Xvfb started
/// on a free display.
pub struct XServer {
    pub display: String,
    child: Option<Child>,
}

impl XServer {
    pub fn start() -> XServer {
        XServer::start_screen(1280, 800)
    }

    /// The same with a screen of `w` x `h` pixels where Xvfb is started.
    pub fn start_screen(w: u32, h: u32) -> XServer {
        if let Ok(d) = std::env::var("DISPLAY")
            && !d.is_empty()
        {
            return XServer { display: d, child: None };
        }
        let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]
            .iter()
            .find(|p| Path::new(p).exists())
            .unwrap_or_else(|| panic!("Xvfb is missing: apt-get install -y xvfb"));
        // Tests run side by side: each takes its own number, then skips
        // those another process holds.
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(90);
        let n = std::iter::from_fn(|| Some(NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst)))
            .take_while(|&n| n < 400)
            .find(|n| {
                !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists() && !Path::new(&format!("/tmp/.X{n}-lock")).exists()
            })
            .expect("a free X display number");
        let child = Command::new(xvfb)
            .args([format!(":{n}").as_str(), "-screen", "0", &format!("{w}x{h}x24"), "-nolisten", "tcp", "-noreset"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("Xvfb starts");
        // The socket file appears when Xvfb binds it, a little before it
        // listens: wait until a client can connect. (-noreset keeps that
        // probe, the server's only client, from resetting it as it leaves.)
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::os::unix::net::UnixStream::connect(format!("/tmp/.X11-unix/X{n}")).is_err() {
            assert!(Instant::now() < deadline, "Xvfb did not open display :{n}");
            std::thread::sleep(Duration::from_millis(50));
        }
        XServer { display: format!(":{n}"), child: Some(child) }
    }
}

impl Drop for XServer {
    fn drop(&mut self) {
        if let Some(c) = self.child.as_mut() {
            // SIGTERM lets Xvfb remove its lock file and socket; SIGKILL
            // only if it does not end.
            let _ = Command::new("kill").arg(c.id().to_string()).status();
            let deadline = Instant::now() + Duration::from_secs(5);
            while c.try_wait().ok().flatten().is_none() && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// Updates the headless window's `app` until `done` holds, or fails after
/// `within`, saying what it waited for.
#[cfg(feature = "gui")]
pub fn until(app: &mut bevy::app::App, what: &str, within: Duration, done: impl Fn(&bevy::app::App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(start.elapsed() < within, "timed out after {within:?} waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
        app.update();
    }
}
