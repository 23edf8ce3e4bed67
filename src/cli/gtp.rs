//! The `gtp` subcommand.

/// Options of `goscape gtp`.
#[derive(clap::Args, Debug, Default)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("'gtp' is not available in this build yet")
}
