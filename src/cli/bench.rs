//! `goscape bench`: speed figures that the README quotes. Each benchmark
//! prints its figure last, as `name: value`, so scripts can read it.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::go::playout::random_playout;
use crate::go::{Board, Color};

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
        #[cfg(feature = "gui")]
        What::Frame { size, moves, frames_per_move, scene } => frame(size, moves, frames_per_move, scene)?,
    }
    Ok(())
}

#[cfg(feature = "gui")]
fn frame(size: usize, moves: usize, frames_per_move: usize, scene: Option<String>) -> anyhow::Result<()> {
    use crate::app::bench::{frame_benchmark, recorded_game};
    let record = recorded_game(size, moves, 7).map_err(anyhow::Error::msg)?;
    if let Some(wxh) = scene {
        use crate::app::{camera::CameraPreset, shot, terrain::MODELS};
        let (width, height) = super::render::parse_size(&wxh)?;
        let job = shot::RenderJob {
            game: record.clone(),
            terrain: Some(MODELS[0].to_string()),
            camera: CameraPreset::Player,
            width,
            height,
            timeout: Duration::from_secs(180),
        };
        let ms = shot::frame_time_ms(&job, 30).map_err(anyhow::Error::msg)?;
        println!("scene: {width}x{height}");
        println!("ms_per_scene_frame: {ms:.1}");
    }
    let f = frame_benchmark(&record, frames_per_move).map_err(anyhow::Error::msg)?;
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
