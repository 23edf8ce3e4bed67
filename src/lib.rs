//! goscape: a 3D Go client. The rules core, influence models, AI players,
//! GTP engines and SGF records live here; the Bevy client lives in `app`.

pub mod ai;
#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod engine;
pub mod go;
pub mod influence;
pub mod meaning;
pub mod player;
pub mod reading;
pub mod sgf;
