//! The subcommands of the `goscape` binary, one file each; `main.rs` only
//! dispatches. Options shared by several subcommands live here.

pub mod analyze;
pub mod bench;
pub mod blunders;
pub mod dragons;
pub mod gnugo;
pub mod gtp;
pub mod influence;
pub mod leela_net;
pub mod matches;
pub mod play;
pub mod position;
pub mod problems;
pub mod render;
pub mod solve;
pub mod train;
pub mod what_if_report;

use crate::go::{KoRule, Rules, SuicideRule};

/// Output formats of the subcommands that print values.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    #[default]
    Text,
    Json,
}

/// Rule options that every subcommand starting a game takes.
#[derive(clap::Args, Debug, Clone)]
pub struct RuleArgs {
    /// Board size, 2 to 25
    #[arg(long, default_value_t = 19)]
    pub size: usize,
    /// Komi added to White's score
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true)]
    pub komi: f32,
    /// Ko rule: simple or positional (superko)
    #[arg(long, default_value = "positional")]
    pub ko: KoRule,
    /// Suicide: forbid or allow
    #[arg(long, default_value = "forbid")]
    pub suicide: SuicideRule,
}

impl RuleArgs {
    pub fn rules(&self) -> Rules {
        Rules { komi: self.komi, ko: self.ko, suicide: self.suicide }
    }
}
