//! The `render` subcommand.

/// Options of `goscape render`.
#[derive(clap::Args, Debug, Default)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("'render' is not available in this build yet")
}
