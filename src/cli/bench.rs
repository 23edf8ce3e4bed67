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
    /// MCTS from the empty board (default options): playouts per second
    Search {
        #[arg(long, default_value_t = 9)]
        size: usize,
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        threads: usize,
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
    }
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
