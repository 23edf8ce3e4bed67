//! Players and the machinery around them: the player trait, specs that name
//! players, background workers, and GTP in both directions.

pub mod gtp_analyze;
pub mod gtp_client;
pub mod gtp_player;
pub mod gtp_server;
pub mod leela;
pub mod player;
pub mod referee;
pub mod spec;
pub mod worker;

pub use player::{Candidate, Decision, Player, PlayerError, Progress, Think};
pub use spec::{SpecError, make_player};
pub use worker::{PlayerWorker, Reply, Request};
