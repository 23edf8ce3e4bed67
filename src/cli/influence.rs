//! The `influence` subcommand.

/// Options of `goscape influence`.
#[derive(clap::Args, Debug, Default)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("'influence' is not available in this build yet")
}
