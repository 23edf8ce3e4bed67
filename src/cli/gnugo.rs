//! GNU Go 3.8 as the benches ask it: where it is installed and how it is
//! started (its strongest level, Chinese rules: the area count the
//! benches measure by).

use std::path::Path;

use crate::engine::gtp_client::find_program;
use crate::engine::process::CommandLine;

/// Its options for the benches.
pub const ARGS: &str = "--mode gtp --level 10 --chinese-rules";

/// GNU Go's command line with `ARGS`; `what_for` says in the error why it
/// is needed when it is not installed.
pub fn command_line(what_for: &str) -> anyhow::Result<CommandLine> {
    let program = find_program("gnugo", &[Path::new("/usr/games")])
        .map_err(|_| anyhow::anyhow!("{what_for}: install GNU Go (Debian's gnugo package)"))?;
    CommandLine::parse(&format!("{} {ARGS}", program.display())).map_err(|e| anyhow::anyhow!(e))
}
