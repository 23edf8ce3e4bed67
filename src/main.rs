//! The goscape command line: the window, GTP engine mode, headless matches,
//! benchmarks, offline rendering and influence maps.

use clap::{Parser, Subcommand};
use goscape::cli;

#[derive(Parser)]
#[command(
    name = "goscape",
    version,
    about = "A 3D Go client: play, watch engines fight, and orbit a terrain of influence"
)]
#[command(args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// An SGF record to open in the window for review
    file: Option<std::path::PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Open the 3D window on a game (the default with no subcommand)
    Play(cli::play::Args),
    /// Speak GTP v2 on stdin/stdout as a Go engine
    Gtp(cli::gtp::Args),
    /// Play headless games between two players and report the score
    Match(cli::matches::Args),
    /// Measure playouts, influence models or search speed
    Bench(cli::bench::Args),
    /// Render one frame of the 3D scene to a PNG file and exit
    Render(cli::render::Args),
    /// Go over a record's moves with a player: win rates and mistakes
    Analyze(cli::analyze::Args),
    /// Print an influence map of a position
    Influence(cli::influence::Args),
    /// Read the life and death of a problem or a position: status, key moves, the line
    Solve(cli::solve::Args),
    /// Write a small Leela Zero network with seeded random weights
    LeelaNet(cli::leela_net::Args),
    /// Learn the move predictor's gammas from the moves of SGF records
    Train(cli::train::Args),
}

fn main() -> anyhow::Result<()> {
    quiet_on_closed_stdout();
    let cli = Cli::parse();
    match cli.command {
        None => match cli.file {
            Some(path) => cli::play::open_file(path),
            None => cli::play::run_default(),
        },
        Some(Command::Play(a)) => cli::play::run(a),
        Some(Command::Gtp(a)) => cli::gtp::run(a),
        Some(Command::Match(a)) => cli::matches::run(a),
        Some(Command::Bench(a)) => cli::bench::run(a),
        Some(Command::Render(a)) => cli::render::run(a),
        Some(Command::Influence(a)) => cli::influence::run(a),
        Some(Command::Solve(a)) => cli::solve::run(a),
        Some(Command::Analyze(a)) => cli::analyze::run(a),
        Some(Command::LeelaNet(a)) => cli::leela_net::run(a),
        Some(Command::Train(a)) => cli::train::run(a),
    }
}

/// A reader of our output that stops early (`goscape solve ... | head`)
/// closes the pipe; `println!` then panics. Nothing is lost, so end as a
/// program killed by SIGPIPE does, without a crash report. Only stdout is
/// treated so: a closed pipe to an engine stays an error its caller sees.
fn quiet_on_closed_stdout() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}
