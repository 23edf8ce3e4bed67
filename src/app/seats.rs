//! Who sits at each colour: a person, or a player (an AI or an engine) on
//! its worker thread. The game changes the seats; the AI feature drives
//! the workers; the panel shows them.

use bevy::prelude::*;

use crate::engine::{PlayerWorker, make_player};
use crate::go::Color;

/// Who plays one colour: a person (`spec` is `None`) or an AI on a worker.
#[derive(Default)]
pub struct Seat {
    pub spec: Option<String>,
    pub worker: Option<PlayerWorker>,
    /// Why the AI could not be made or failed, until the seat changes.
    pub error: Option<String>,
}

/// Both seats, indexed by `Color::index()`.
#[derive(Resource, Default)]
pub struct Seats {
    pub seats: [Seat; 2],
}

impl Seats {
    pub fn is_human(&self, c: Color) -> bool {
        self.seats[c.index()].spec.is_none()
    }
    pub fn any_human(&self) -> bool {
        self.is_human(Color::Black) || self.is_human(Color::White)
    }
    /// A short name for the panel.
    pub fn name(&self, c: Color) -> String {
        match &self.seats[c.index()] {
            Seat { spec: None, .. } => "person".into(),
            Seat { worker: Some(w), .. } => w.name().to_string(),
            Seat { spec: Some(s), .. } => format!("{s} (not running)"),
        }
    }
    /// Who plays `c` as people say it: the record's name and rank for a
    /// person (PB/PW, BR/WR), else "you"; an AI as its spec describes it
    /// ("MCTS, 2 s a move").
    pub fn shown_name(&self, c: Color, info: &crate::sgf::GameInfo) -> String {
        let (name, rank) = match c {
            Color::Black => (&info.black, &info.black_rank),
            Color::White => (&info.white, &info.white_rank),
        };
        match &self.seats[c.index()].spec {
            Some(spec) => crate::engine::spec::describe(spec),
            None => match (name.as_deref().filter(|n| !n.is_empty()), rank.as_deref().filter(|r| !r.is_empty())) {
                (Some(n), Some(r)) => format!("{} {r}", as_said(n)),
                (Some(n), None) => as_said(n),
                _ => "you".into(),
            },
        }
    }

    /// Gives colour `c` to a person (`None`) or to the player `spec` names,
    /// starting its worker. A spec that makes no player leaves the seat
    /// with the error (shown in the panel), which is also returned.
    pub fn set(&mut self, c: Color, spec: Option<String>) -> Result<(), String> {
        let seat = &mut self.seats[c.index()];
        *seat = Seat { spec: spec.clone(), worker: None, error: None };
        if let Some(spec) = spec {
            match make_player(&spec) {
                Ok(p) => seat.worker = Some(PlayerWorker::spawn(p)),
                Err(e) => {
                    seat.error = Some(e.to_string());
                    return Err(format!("{c}: {e}"));
                }
            }
        }
        Ok(())
    }
}

/// A record's player name as people say it: records of matches written
/// before they named their players keep the spec ("gtp:/usr/games/gnugo
/// --mode gtp --level 0"), which reads as the program it names.
fn as_said(name: &str) -> String {
    if name.contains(':') { crate::engine::spec::describe(name) } else { name.to_string() }
}

#[cfg(test)]
mod tests {
    use super::as_said;

    #[test]
    fn a_spec_as_a_record_s_name_reads_as_its_program() {
        assert_eq!(as_said("gtp:/usr/games/gnugo --mode gtp --level 0 --seed 1"), "GNU Go, level 0");
        assert_eq!(as_said("mcts:playouts=10000"), "MCTS, 10000 playouts a move");
        assert_eq!(as_said("Cho Chikun"), "Cho Chikun");
        assert_eq!(as_said("Lee: Sedol"), "Lee: Sedol");
    }
}
