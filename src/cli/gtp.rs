//! The `gtp` subcommand: goscape as a GTP v2 engine on stdin/stdout.

use anyhow::Context;

use crate::cli::RuleArgs;
use crate::engine::gtp_server::GtpServer;
use crate::engine::make_player;

/// Options of `goscape gtp`.
#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    #[command(flatten)]
    pub rules: RuleArgs,
    /// The player that chooses moves for genmove (random, mcts:..., gtp:...)
    #[arg(long, default_value = "random")]
    pub player: String,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let player = make_player(&args.player)?;
    let mut server = GtpServer::new(args.rules.size, args.rules.rules(), player)?;
    let stdin = std::io::BufReader::new(std::io::stdin());
    server.serve(stdin, std::io::stdout().lock()).context("writing GTP answers to stdout")
}
