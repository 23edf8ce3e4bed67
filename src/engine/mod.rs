//! The machinery around players: the factory that turns a spec into a
//! player, background workers, a referee, and GTP in both directions. The
//! player trait itself lives one layer down, in `player`.

pub mod gtp_analyze;
pub mod gtp_client;
pub mod gtp_player;
pub mod gtp_server;
pub mod judge;
pub mod katago;
pub mod leela;
pub mod process;
pub mod referee;
pub mod review;
pub mod spec;
pub mod worker;

pub use crate::player::{Candidate, Decision, Player, PlayerError, Progress, Score, SpecError, Think};
pub use judge::{DEFAULT_JUDGE, make_judge};
pub use spec::{DEFAULT_AI, make_player};
pub use worker::{PlayerWorker, Reply, Request};
