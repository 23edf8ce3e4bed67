//! `goscape bench`: speed figures that the README quotes (playouts,
//! influence models). Each benchmark
//! prints its figure last, as `name: value`, so scripts can read it.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use std::path::Path;

use crate::engine::gtp_client::{CommandLine, GtpClient, find_program};
use crate::go::playout::{random_playout, random_playout_with};
use crate::go::{Board, Color};
use crate::influence::{self, InfluenceModel, ownership::Ownership};

/// Options of `goscape bench`.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub what: What,
}

#[derive(clap::Subcommand, Debug)]
pub enum What {
    /// Random playouts from the empty board: playouts per second
    Playouts {
        #[arg(long, default_value_t = 9)]
        size: usize,
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// Round trips of a cheap GTP command to an engine: the client's own
    /// overhead per command, in microseconds
    Gtp {
        /// The engine's command line (default: GNU Go, from PATH or
        /// /usr/games, in GTP mode)
        #[arg(long)]
        engine: Option<String>,
        /// The command to send
        #[arg(long, default_value = "protocol_version")]
        command: String,
        #[arg(long, default_value_t = 2000)]
        rounds: u32,
    },
    /// An influence model over random games: microseconds per move
    /// (incremental where the model is) and per full computation
    Influence {
        /// path, control, zobrist, influencie, swim or ownership
        #[arg(long)]
        model: String,
        #[arg(long, default_value_t = 19)]
        size: usize,
        /// Random games to follow move by move
        #[arg(long, default_value_t = 20)]
        games: usize,
        /// Positions (every tenth move of the games) timed for the full computation
        #[arg(long, default_value_t = 100)]
        positions: usize,
        /// Playouts per position, ownership only
        #[arg(long, default_value_t = 1000)]
        playouts: usize,
        /// Threads, ownership only
        #[arg(long, default_value_t = 2)]
        threads: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// MCTS from the empty board (default options): playouts per second
    Search {
        #[arg(long, default_value_t = 9)]
        size: usize,
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// What-if estimates of random points of a middle-game position (a
    /// seeded heavy-playout game): milliseconds to the first estimate the
    /// window shows and to the refined one, on one thread, with another
    /// thread busy as an AI thinking beside the window would be
    WhatIf {
        #[arg(long, default_value_t = 19)]
        size: usize,
        /// Moves played before the position is taken
        #[arg(long, default_value_t = 100)]
        moves: usize,
        /// Points timed
        #[arg(long, default_value_t = 20)]
        samples: usize,
        /// Leave the other thread idle
        #[arg(long)]
        quiet: bool,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// The status of every group (life and death, with local reading) of
    /// the final positions of SGF records: milliseconds per position; with
    /// --stop-after, how long the judge goes on once told to stop (the
    /// window moving to a newer position)
    Status {
        /// SGF records; each is judged after its last move
        #[arg(required = true)]
        sgf: Vec<std::path::PathBuf>,
        /// The judge (playouts[:...], fight:<player>, engine:<gtp spec>)
        #[arg(long, default_value = crate::engine::DEFAULT_JUDGE)]
        judge: String,
        /// Also judge each position again, stopped this many milliseconds
        /// in (comma-separated), and time how long each takes to return
        /// after the stop
        #[arg(long, value_delimiter = ',')]
        stop_after: Vec<u64>,
    },
    /// A player's score lead at the end of finished records against the
    /// count (area, komi included, the judge's dead stones taken off):
    /// how many are within 2 points
    Score {
        /// SGF records; each is searched after its last move
        #[arg(required = true)]
        sgf: Vec<std::path::PathBuf>,
        /// The player that gives the score lead
        #[arg(long, default_value = crate::engine::review::DEFAULT_ANALYST)]
        player: String,
        /// The judge whose dead stones the count takes off
        #[arg(long, default_value = crate::engine::DEFAULT_JUDGE)]
        judge: String,
    },
    /// The reader of life and death alone, on one thread: every group of
    /// each record's final position (Benson, then the reader on each
    /// ground), milliseconds per position and per group read
    Reading {
        /// SGF records; each is read after its last move
        #[arg(required = true)]
        sgf: Vec<std::path::PathBuf>,
        /// Nodes for each search of a group (default: the judge's)
        #[arg(long)]
        nodes: Option<u64>,
    },
    /// Life-and-death problems whose records give the answers (setup in
    /// the root, answers as the first moves below it, right ones marked
    /// where some are wrong): how often the reader's first move is one of
    /// them, and how long a problem takes
    Problems {
        /// Problem records, or folders of them
        #[arg(required = true)]
        sgf: Vec<std::path::PathBuf>,
        /// Nodes for each search of a group
        #[arg(long, default_value_t = crate::reading::problem::NODES)]
        nodes: u64,
        /// Ask GNU Go 3.8 the same problems and report its first moves too
        #[arg(long)]
        gnugo: bool,
    },
    /// Dragons from real games with known answers, in GNU Go's
    /// regression-test form (`.tst` files of `loadsgf`, then
    /// `dragon_status`, `owl_attack` or `owl_defend` with `#? [answer]`):
    /// the judge's status of each against the answers, per status
    Dragons {
        /// `.tst` files, or folders of them (the records' paths relative
        /// to each)
        #[arg(required = true)]
        tst: Vec<std::path::PathBuf>,
        /// Ask GNU Go 3.8 the same dragons and report its shares too
        #[arg(long)]
        gnugo: bool,
    },
    /// Blunders planted in real games (a chain of two liberties thrown
    /// away, checked with GNU Go), each record reviewed
    /// `runs` times: in how many the blunder is the biggest mistake of its
    /// colour, run by run
    Blunders {
        /// Game records, or folders of them
        #[arg(required = true)]
        sgf: Vec<std::path::PathBuf>,
        /// How many records to plant a blunder in
        #[arg(long, default_value_t = 10)]
        games: usize,
        /// The analyst
        #[arg(long, default_value = crate::engine::review::DEFAULT_ANALYST)]
        player: String,
        #[arg(long, default_value_t = 3)]
        runs: usize,
        /// A folder to write the planted records to
        #[arg(long)]
        keep: Option<std::path::PathBuf>,
    },
    /// The 3D app's own systems per frame, headless, over a recorded game;
    /// with --scene also a full frame of the scene rendered offscreen
    #[cfg(feature = "gui")]
    Frame {
        #[arg(long, default_value_t = 19)]
        size: usize,
        /// Moves of the recorded game (a seeded random game)
        #[arg(long, default_value_t = 250)]
        moves: usize,
        /// Frames per move (the ones after a move show the terrain flowing)
        #[arg(long, default_value_t = 4)]
        frames_per_move: usize,
        /// Also time the full scene at this size (WxH), e.g. 1280x720
        #[arg(long)]
        scene: Option<String>,
        /// The influence model drawn as terrain
        #[arg(long, default_value = "control")]
        model: String,
    },
}

pub fn run(args: Args) -> anyhow::Result<()> {
    match args.what {
        What::Playouts { size, seconds, threads } => {
            anyhow::ensure!((2..=25).contains(&size), "board size {size} is not supported (2 to 25)");
            anyhow::ensure!(threads >= 1, "--threads must be at least 1");
            let (n, moves, secs) = playouts(size, Duration::from_secs_f64(seconds), threads);
            println!("size: {size}");
            println!("threads: {threads}");
            println!("playouts: {n}");
            println!("moves_per_playout: {:.1}", moves as f64 / n.max(1) as f64);
            println!("ns_per_move: {:.1}", secs * 1e9 * threads as f64 / moves.max(1) as f64);
            println!("playouts_per_second: {:.0}", n as f64 / secs);
        }
        What::Gtp { engine, command, rounds } => {
            anyhow::ensure!(rounds >= 1, "--rounds must be at least 1");
            let line = match engine {
                Some(e) => CommandLine::parse(&e).map_err(|e| anyhow::anyhow!(e))?,
                None => {
                    let gnugo = find_program("gnugo", &[Path::new("/usr/games")]).map_err(|tried| {
                        anyhow::anyhow!(
                            "GNU Go was not found (looked at {}); install it or name an engine with --engine",
                            tried.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ")
                        )
                    })?;
                    CommandLine {
                        program: gnugo.display().to_string(),
                        args: vec!["--mode".into(), "gtp".into()],
                        cwd: None,
                    }
                }
            };
            let (secs, worst) = gtp_round_trips(&line, &command, rounds)?;
            println!("engine: {}", line.display());
            println!("command: {command}");
            println!("rounds: {rounds}");
            println!("worst_us: {:.1}", worst * 1e6);
            println!("us_per_roundtrip: {:.1}", secs * 1e6 / rounds as f64);
        }
        What::Influence { model, size, games, positions, playouts, threads, seed } => {
            anyhow::ensure!((2..=25).contains(&size), "board size {size} is not supported (2 to 25)");
            anyhow::ensure!(games >= 1 && positions >= 1, "--games and --positions must be at least 1");
            anyhow::ensure!(playouts >= 1 && threads >= 1, "--playouts and --threads must be at least 1");
            let known = influence::model_names().join(", ");
            let mut m: Box<dyn InfluenceModel> = if model.trim().eq_ignore_ascii_case("ownership") {
                Box::new(Ownership { playouts, threads, ..Default::default() })
            } else {
                influence::by_name(&model).ok_or_else(|| anyhow::anyhow!("unknown model '{model}' (known: {known})"))?
            };
            let r = influence_speed(m.as_mut(), size, games, positions, seed);
            println!("model: {}", m.name());
            println!("size: {size}");
            if m.name() == "ownership" {
                println!("playouts: {playouts}");
                println!("threads: {threads}");
            }
            println!("incremental: {}", r.incremental);
            println!("games: {games}");
            println!("moves: {}", r.moves);
            println!("positions: {}", r.positions);
            println!("us_per_move: {:.3}", r.us_per_move);
            println!("us_full: {:.3}", r.us_full);
        }
        What::Search { size, seconds, threads } => {
            anyhow::ensure!((2..=25).contains(&size), "board size {size} is not supported (2 to 25)");
            anyhow::ensure!((1..=256).contains(&threads), "--threads must be 1 to 256");
            anyhow::ensure!(seconds.is_finite() && seconds > 0.0, "--seconds must be positive");
            let (n, secs) = crate::ai::mcts::bench(size, seconds, threads)?;
            println!("size: {size}");
            println!("threads: {threads}");
            println!("playouts: {n}");
            println!("playouts_per_second: {:.0}", n as f64 / secs);
        }
        What::WhatIf { size, moves, samples, quiet, seed } => {
            anyhow::ensure!((2..=25).contains(&size), "board size {size} is not supported (2 to 25)");
            let r = what_if_bench(size, moves, samples, !quiet, seed)?;
            println!("size: {size}");
            println!("position_moves: {}", r.moves);
            println!("samples: {samples}");
            println!("busy_thread: {}", !quiet);
            println!("first_playouts: {}", crate::meaning::what_if::FIRST_ROUND);
            println!("first_ms_mean: {:.1}", r.first_mean);
            println!("first_ms_max: {:.1}", r.first_max);
            println!("refined_playouts: {}", crate::meaning::what_if::FULL);
            println!("refined_ms_mean: {:.1}", r.full_mean);
        }
        What::Status { sgf, judge, stop_after } => {
            let mut judge = crate::engine::make_judge(&judge)?;
            let stop = std::sync::atomic::AtomicBool::new(false);
            let mut times = Vec::new();
            let mut waits = Vec::new();
            for path in &sgf {
                let game = crate::cli::position::position_from_sgf(path, None)?;
                let start = std::time::Instant::now();
                let j = judge.judge(&game, &stop, &mut |_| {})?;
                let ms = start.elapsed().as_secs_f64() * 1e3;
                println!(
                    "{}: {}x{}, {} groups, {:.1} ms",
                    path.display(),
                    game.size(),
                    game.size(),
                    j.groups.len(),
                    ms
                );
                times.push(ms);
                for &after in &stop_after {
                    waits.push(judged_until_stopped(judge.as_mut(), &game, Duration::from_millis(after))?);
                }
            }
            println!("judge: {}", judge.name());
            println!("positions: {}", times.len());
            if !waits.is_empty() {
                println!("stops: {}", waits.len());
                println!("stop_wait_p90_ms: {:.1}", quantile(&waits, 0.9));
                println!("stop_wait_max_ms: {:.1}", quantile(&waits, 1.0));
            }
            println!("mean_ms: {:.1}", times.iter().sum::<f64>() / times.len() as f64);
            println!("max_ms: {:.1}", times.iter().copied().fold(0.0, f64::max));
        }
        What::Reading { sgf, nodes } => reading(&sgf, nodes)?,
        What::Problems { sgf, nodes, gnugo } => crate::cli::problems::bench(&sgf, nodes, gnugo)?,
        What::Dragons { tst, gnugo } => crate::cli::dragons::bench(&tst, gnugo)?,
        What::Score { sgf, player, judge } => score_at_the_end(&sgf, &player, &judge)?,
        What::Blunders { sgf, games, player, runs, keep } => {
            crate::cli::blunders::bench(&sgf, games, &player, runs, keep.as_deref())?
        }
        #[cfg(feature = "gui")]
        What::Frame { size, moves, frames_per_move, scene, model } => {
            frame(size, moves, frames_per_move, scene, &model)?
        }
    }
    Ok(())
}

/// Judges `game` with a stop raised `after` in, and returns how many
/// milliseconds past the stop the judge took to return (0 where it was
/// done before).
fn judged_until_stopped(
    judge: &mut dyn crate::meaning::Judge,
    game: &crate::go::Game,
    after: Duration,
) -> anyhow::Result<f64> {
    let stop = AtomicBool::new(false);
    let start = Instant::now();
    std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(after);
            stop.store(true, Ordering::Relaxed);
        });
        // A stopped judge may answer with what it had or with an error;
        // either way it has returned, which is what is timed.
        let _ = judge.judge(game, &stop, &mut |_| {});
        Ok(start.elapsed().saturating_sub(after).as_secs_f64() * 1e3)
    })
}

/// The value at share `q` (0 to 1) of sorted `xs`.
fn quantile(xs: &[f64], q: f64) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    v[((v.len() - 1) as f64 * q).round() as usize]
}

/// `bench reading`: the reader on every group of each record's final
/// position, as the judge runs it, and each group's read on its own.
fn reading(sgf: &[std::path::PathBuf], nodes: Option<u64>) -> anyhow::Result<()> {
    use crate::meaning::chains;
    use crate::meaning::read_first::{ReadingBudget, read_chains};
    let mut budget = ReadingBudget::default();
    if let Some(n) = nodes {
        budget.reader.nodes = n;
    }
    // The whole position's budget must not cut the figure short.
    budget.total = Duration::from_secs(3600);
    let stop = AtomicBool::new(false);
    let (mut positions, mut groups) = (Vec::new(), Vec::new());
    let (mut answered, mut chains_total) = (0usize, 0usize);
    for path in sgf {
        let game = crate::cli::position::position_from_sgf(path, None)?;
        let board = game.board();
        let cs = chains(board);
        let start = Instant::now();
        let verdicts = read_chains(board, &cs, &budget, &stop);
        let ms = start.elapsed().as_secs_f64() * 1e3;
        answered += verdicts.iter().filter(|v| v.is_some()).count();
        chains_total += cs.len();
        println!("{}: {}x{}, {} chains, {ms:.1} ms", path.display(), game.size(), game.size(), cs.len());
        positions.push(ms);
        for c in &cs {
            let t = Instant::now();
            budget.reader.read(board, c.stones[0]);
            groups.push(t.elapsed().as_secs_f64() * 1e3);
        }
    }
    println!("reader_nodes: {}", budget.reader.nodes);
    println!("chains_answered: {answered}/{chains_total}");
    println!("group_p90_ms: {:.1}", quantile(&groups, 0.9));
    println!("group_max_ms: {:.1}", quantile(&groups, 1.0));
    println!("positions: {}", positions.len());
    println!("position_p50_ms: {:.1}", quantile(&positions, 0.5));
    println!("position_p90_ms: {:.1}", quantile(&positions, 0.9));
    Ok(())
}

/// Sends `command` `rounds` times (after one warm-up) and returns the total
/// and the slowest round trip, in seconds.
pub fn gtp_round_trips(line: &CommandLine, command: &str, rounds: u32) -> anyhow::Result<(f64, f64)> {
    let mut client = GtpClient::spawn(line)?;
    client.command(command)?;
    let mut worst = 0f64;
    let start = Instant::now();
    for _ in 0..rounds {
        let t = Instant::now();
        client.command(command)?;
        worst = worst.max(t.elapsed().as_secs_f64());
    }
    let secs = start.elapsed().as_secs_f64();
    client.shutdown();
    Ok((secs, worst))
}

/// What `influence_speed` measured.
pub struct InfluenceSpeed {
    pub incremental: bool,
    /// Moves followed over all games.
    pub moves: u64,
    /// Positions timed for the full computation.
    pub positions: usize,
    /// Mean microseconds to bring the map up to date after a move: an
    /// incremental update where the model has one, a full computation
    /// otherwise.
    pub us_per_move: f64,
    /// Mean microseconds of one full computation.
    pub us_full: f64,
}

/// How often each timing is repeated; the fastest repeat counts, so that
/// other programs taking the processors do not inflate the figures.
const REPEATS: usize = 5;

/// Plays `games` random games (the playout policy, captures included) and
/// times the model: incremental models follow every move; the full
/// computation runs on every tenth position, `positions` at most. The games
/// are replayed `REPEATS` times from the same seed, and each move's (and
/// each position's) fastest time is kept.
pub fn influence_speed(
    model: &mut dyn InfluenceModel,
    size: usize,
    games: usize,
    positions: usize,
    seed: u64,
) -> InfluenceSpeed {
    let incremental = model.incremental().is_some();
    let mut samples: Vec<Board> = Vec::new();
    let mut best_move: Vec<f64> = Vec::new();
    for round in 0..if incremental { REPEATS } else { 1 } {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut moves = 0usize;
        for _ in 0..games {
            let mut b = Board::new(size);
            if let Some(inc) = model.incremental() {
                inc.sync(&b);
            }
            random_playout_with(&mut b, Color::Black, &mut rng, |b| {
                if let Some(inc) = model.incremental() {
                    let t = Instant::now();
                    inc.sync(b);
                    let secs = t.elapsed().as_secs_f64();
                    if round == 0 {
                        best_move.push(secs);
                    } else if let Some(best) = best_move.get_mut(moves) {
                        *best = best.min(secs);
                    }
                }
                moves += 1;
                if round == 0 && moves.is_multiple_of(10) && samples.len() < positions {
                    samples.push(b.clone());
                }
            });
        }
        if round == 0 && !incremental {
            best_move = vec![0.0; moves];
        }
    }
    let mut full = 0.0;
    let mut checksum = 0.0f32;
    for b in &samples {
        let mut best = f64::INFINITY;
        for _ in 0..REPEATS {
            let t = Instant::now();
            checksum += model.compute(b).iter().sum::<f32>();
            best = best.min(t.elapsed().as_secs_f64());
        }
        full += best;
    }
    std::hint::black_box(checksum);
    let us_full = full * 1e6 / samples.len().max(1) as f64;
    let moves = best_move.len() as u64;
    let us_per_move = if incremental { best_move.iter().sum::<f64>() * 1e6 / moves.max(1) as f64 } else { us_full };
    InfluenceSpeed { incremental, moves, positions: samples.len(), us_per_move, us_full }
}

#[cfg(feature = "gui")]
fn frame(size: usize, moves: usize, frames_per_move: usize, scene: Option<String>, model: &str) -> anyhow::Result<()> {
    anyhow::ensure!(
        crate::app::terrain::models().contains(&model),
        "unknown model {model}; the terrain draws {}",
        crate::app::terrain::models().join(", ")
    );
    use crate::app::bench::{frame_benchmark, recorded_game};
    let record = recorded_game(size, moves, 7).map_err(anyhow::Error::msg)?;
    if let Some(wxh) = scene {
        use crate::app::{camera::CameraPreset, shot};
        let (width, height) = super::render::parse_size(&wxh)?;
        let job = shot::RenderJob {
            game: record.clone(),
            terrain: Some(model.to_string()),
            relief: crate::app::terrain::TerrainSettings::default().height,
            fog: false,
            camera: CameraPreset::Player,
            width,
            height,
            timeout: Duration::from_secs(180),
        };
        let ms = shot::frame_time_ms(&job, 30).map_err(anyhow::Error::msg)?;
        println!("scene: {width}x{height}");
        println!("ms_per_scene_frame: {ms:.1}");
    }
    let f = frame_benchmark(&record, frames_per_move, model).map_err(anyhow::Error::msg)?;
    println!("model: {model}");
    println!("size: {size}");
    println!("moves: {}", f.moves);
    println!("frames: {}", f.frames);
    println!("us_per_move_frame: {:.1}", f.us_per_move_frame);
    println!("us_worst_frame: {:.1}", f.us_worst_frame);
    println!("us_per_frame: {:.1}", f.us_per_frame);
    Ok(())
}

/// Runs playouts from the empty board on `threads` threads for `duration`.
/// Returns (playouts, moves played, seconds).
pub fn playouts(size: usize, duration: Duration, threads: usize) -> (u64, u64, f64) {
    let done = AtomicBool::new(false);
    let total = AtomicU64::new(0);
    let total_moves = AtomicU64::new(0);
    let start = Instant::now();
    std::thread::scope(|s| {
        for t in 0..threads {
            let (done, total, total_moves) = (&done, &total, &total_moves);
            s.spawn(move || {
                let mut rng = SmallRng::seed_from_u64(0x5eed + t as u64);
                let empty = Board::new(size);
                let (mut n, mut moves) = (0u64, 0u64);
                while !done.load(Ordering::Relaxed) {
                    for _ in 0..64 {
                        let mut b = empty.clone();
                        random_playout(&mut b, Color::Black, &mut rng);
                        moves += (b.stone_count(Color::Black) + b.stone_count(Color::White)) as u64
                            + (b.captures(Color::Black) + b.captures(Color::White)) as u64;
                        n += 1;
                    }
                }
                total.fetch_add(n, Ordering::Relaxed);
                total_moves.fetch_add(moves, Ordering::Relaxed);
            });
        }
        std::thread::sleep(duration);
        done.store(true, Ordering::Relaxed);
    });
    (total.into_inner(), total_moves.into_inner(), start.elapsed().as_secs_f64())
}

/// What `bench what-if` measured.
struct WhatIfTimes {
    moves: usize,
    first_mean: f64,
    first_max: f64,
    full_mean: f64,
}

fn what_if_bench(size: usize, moves: usize, samples: usize, busy: bool, seed: u64) -> anyhow::Result<WhatIfTimes> {
    use crate::ai::policy::{self, PASS, PolicyKind, Scratch};
    use crate::meaning::what_if::{FIRST_ROUND, FULL, WhatIf};

    let mut game = crate::go::Game::new(size, crate::go::Rules::default())?;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let mut played = Vec::new();
    let mut b = game.board().clone();
    policy::playout(
        &mut b,
        Color::Black,
        (PASS, PASS),
        PolicyKind::Heavy,
        &mut rng,
        &mut Scratch::default(),
        &mut played,
    );
    for &(i, c) in played.iter().take(moves) {
        // A move the game refuses (superko) is left out.
        let _ = game.play(c, crate::go::Move::Play(game.board().point(i)));
    }
    let mut points = game.legal_points(game.to_play());
    anyhow::ensure!(!points.is_empty(), "the position has no legal move");
    let stop = AtomicBool::new(false);
    let (mut first, mut full) = (Vec::new(), Vec::new());
    std::thread::scope(|scope| {
        if busy {
            let board = game.board().clone();
            let stop = &stop;
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    crate::ai::ownership::estimate(&board, Color::Black, 16, 1, 0);
                }
            });
        }
        for k in 0..samples {
            let p = points.swap_remove(k * 7919 % points.len());
            let t = Instant::now();
            let Ok(mut w) = WhatIf::new(&game, p) else { continue };
            w.refine(FIRST_ROUND, 1, k as u64);
            first.push(t.elapsed().as_secs_f64() * 1e3);
            w.refine(FULL - FIRST_ROUND, 1, k as u64);
            full.push(t.elapsed().as_secs_f64() * 1e3);
            if points.is_empty() {
                break;
            }
        }
        stop.store(true, Ordering::Relaxed);
    });
    anyhow::ensure!(!first.is_empty(), "no point could be timed");
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    Ok(WhatIfTimes {
        moves: game.move_number(),
        first_mean: mean(&first),
        first_max: first.iter().cloned().fold(0.0, f64::max),
        full_mean: mean(&full),
    })
}

/// `bench score`: for each record's last position before its closing
/// passes, the player's score lead for Black beside the count by the
/// judge's dead stones.
fn score_at_the_end(sgf: &[std::path::PathBuf], player: &str, judge: &str) -> anyhow::Result<()> {
    use crate::player::{Progress, Think};
    let mut player = crate::engine::make_player(player)?;
    let mut judge = crate::engine::make_judge(judge)?;
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (mut within, mut total, mut errors) = (0, 0, Vec::new());
    for path in sgf {
        // The last position on the board: before the passes that ended
        // the game, which leave nothing to search.
        let record = crate::sgf::SgfRecord::load(path)?;
        let moves = record.moves();
        let passes = moves.iter().rev().take_while(|(_, m)| *m == crate::go::Move::Pass).count();
        let game = crate::cli::position::position_from_sgf(path, Some(moves.len() - passes))?;
        let j = judge.judge(&game, &stop, &mut |_| {})?;
        let count = game.score(&j.dead_stones()).margin();
        let mut last = Progress::default();
        let mut sink = |p: Progress| last = p;
        player.gen_move(&game, &mut Think::new(&stop, &mut sink))?;
        let Some(s) = last.score else {
            anyhow::bail!("{} gives no score lead", player.name());
        };
        let lead = s.lead * game.to_play().sign();
        let off = lead - count;
        println!("{}: count {count:+.1}, lead {lead:+.1} ± {:.1}, off by {off:+.1}", path.display(), s.error());
        total += 1;
        within += usize::from(off.abs() <= 2.0);
        errors.push(off.abs());
    }
    errors.sort_by(f32::total_cmp);
    println!("player: {}", player.name());
    println!("records: {total}");
    println!("within_2_points: {within} ({:.0}%)", 100.0 * within as f64 / total.max(1) as f64);
    println!("median_off: {:.1}", errors.get(errors.len() / 2).copied().unwrap_or(0.0));
    Ok(())
}
