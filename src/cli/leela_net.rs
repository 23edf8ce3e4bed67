//! The `leela_net` subcommand.

/// Options of `goscape leela_net`.
#[derive(clap::Args, Debug, Default)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("'leela_net' is not available in this build yet")
}
