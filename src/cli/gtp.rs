//! The `gtp` subcommand: goscape as a GTP v2 engine on stdin/stdout, with
//! the analysis commands of Leela Zero and KataGo for Lizzie and Sabaki.

use anyhow::Context;

use crate::cli::RuleArgs;
use crate::engine::gtp_analyze::ReportAs;
use crate::engine::gtp_server::GtpServer;
use crate::engine::{make_judge, make_player};

/// Options of `goscape gtp`.
#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    #[command(flatten)]
    pub rules: RuleArgs,
    /// The player that chooses moves for genmove (level:NAME, mcts:...,
    /// random, gtp:...); on a clock set by time_settings it times itself
    #[arg(long, default_value = crate::engine::spec::DEFAULT_GTP_PLAYER)]
    pub player: String,
    /// The point of view of analysis win rates and ownership in lz-analyze
    /// and kata-analyze: side-to-move, black or white
    #[arg(long, default_value = "side-to-move")]
    pub analysis_winrates_as: ReportAs,
    /// Who judges life and death for final_status_list, final_score and
    /// dragon_status: playouts[:nodes=K,playouts=N,read=R] (the reader of
    /// life and death first, K nodes a search, then playouts; more is
    /// surer and slower), fight:<player spec>, or engine:<gtp spec>
    #[arg(long, default_value = crate::engine::DEFAULT_JUDGE)]
    pub judge: String,
    /// For Lizzie 0.7.4: answer `name` as "KataGo-compatible goscape", so
    /// that it reads kata-analyze and shows score leads (under its own name
    /// goscape gets Lizzie's Leela Zero version check, which it fails)
    #[arg(long)]
    pub lizzie: bool,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let player = make_player(&args.player)?;
    let mut server = GtpServer::new(args.rules.size, args.rules.rules(), player)?;
    server.set_report_as(args.analysis_winrates_as);
    if args.lizzie {
        server.set_name(crate::engine::gtp_server::LIZZIE_NAME);
    }
    server.set_judge(make_judge(&args.judge)?);
    let stdin = std::io::BufReader::new(std::io::stdin());
    server.serve(stdin, std::io::stdout().lock()).context("writing GTP answers to stdout")
}
