//! The `play` subcommand.

/// Options of `goscape play`.
#[derive(clap::Args, Debug, Default)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("'play' is not available in this build yet")
}
