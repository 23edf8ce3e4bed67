//! Helpers the integration tests share: finding the real engines they
//! need, and failing loudly, with the command that installs them, when one
//! is missing.
#![allow(dead_code)] // each test binary uses its own share of these

use std::path::{Path, PathBuf};

use goscape::engine::gtp_client::find_program;

/// The program `name` (on PATH, or where Debian puts games), or a panic
/// that says how to install `package`.
pub fn program(name: &str, package: &str) -> PathBuf {
    find_program(name, &[Path::new("/usr/games"), Path::new("/usr/local/games")]).unwrap_or_else(|tried| {
        panic!(
            "{name} is needed by this test and was not found (looked at {tried:?}); install it: \
             apt-get install -y --no-install-recommends {package}"
        )
    })
}

/// GNU Go.
pub fn gnugo() -> PathBuf {
    program("gnugo", "gnugo")
}

/// Leela Zero.
pub fn leelaz() -> PathBuf {
    program("leelaz", "leela-zero")
}

/// A `gtp:` spec for GNU Go at `level`, scoring as area rules do.
pub fn gnugo_spec(level: u32) -> String {
    format!("gtp:{} --mode gtp --level {level} --chinese-rules --capture-all-dead", gnugo().display())
}
