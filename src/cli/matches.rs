//! The `matches` subcommand.

/// Options of `goscape matches`.
#[derive(clap::Args, Debug, Default)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("'matches' is not available in this build yet")
}
