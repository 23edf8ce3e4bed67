//! Players and the machinery around them: the player trait, specs that name
//! players, background workers, and GTP in both directions.

pub mod player;

pub use player::{Candidate, Decision, Player, PlayerError, Progress, Think};
