//! The judge's verdict on the position shown, and which position and judge
//! it is about: what the count, the Ishida picture and the influence
//! terrains read. The thread that judges is `judging`.

use bevy::prelude::*;

use crate::go::{Color, Game, Point};
use crate::meaning::{GroupStatus, Judgement};

/// Which position, seen by which judge, a verdict is about, and the
/// groups on it asked about alone (key K), by a stone of each: the
/// judge's verdict on each alone (`Judge::judge_group`; the default judge
/// reads it again, deeper) stands in the verdict in place of the whole
/// position's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    pub hash: u64,
    pub moves: usize,
    pub to_play: Color,
    pub spec: String,
    pub groups: Vec<Point>,
}

impl Asked {
    /// The position of `game` seen by the judge `spec`, no group asked about.
    pub fn of(game: &Game, spec: &str) -> Asked {
        Asked {
            hash: game.board().hash(),
            moves: game.move_number(),
            to_play: game.to_play(),
            spec: spec.to_string(),
            groups: Vec::new(),
        }
    }

    /// Whether both are about the same position, whatever judge sees it
    /// and whatever groups were asked about on it.
    fn same_board(&self, other: &Asked) -> bool {
        (self.hash, self.moves, self.to_play) == (other.hash, other.moves, other.to_play)
    }

    /// Whether both are about the same position seen by the same judge,
    /// whatever groups were asked about on it.
    pub fn same_position(&self, other: &Asked) -> bool {
        self.same_board(other) && self.spec == other.spec
    }
}

/// The verdict on the position shown and the judge asked for it.
#[derive(Resource, Debug)]
pub struct Verdict {
    /// The judge spec, as the panel edits it.
    pub spec: String,
    /// The last verdict and what it is about.
    pub judgement: Option<(Asked, Judgement)>,
    /// The question being worked on.
    pub pending: Option<Asked>,
    /// The share of the pending work done (0 to 1).
    pub progress: f32,
    /// Why the last judging failed.
    pub error: Option<String>,
    /// The groups asked about alone on a position: the question the
    /// judge is to answer next for it (`question`).
    pub asked_groups: Option<Asked>,
    /// The last question the judge failed on, not asked again.
    pub failed: Option<Asked>,
}

impl Default for Verdict {
    fn default() -> Self {
        Verdict {
            spec: crate::engine::DEFAULT_JUDGE.to_string(),
            judgement: None,
            pending: None,
            progress: 0.0,
            error: None,
            asked_groups: None,
            failed: None,
        }
    }
}

impl Verdict {
    /// The verdict on `game` by the chosen judge, once it came.
    pub fn on(&self, game: &Game) -> Option<&Judgement> {
        let want = Asked::of(game, &self.spec);
        self.judgement.as_ref().filter(|(a, _)| a.same_position(&want)).map(|(_, j)| j)
    }

    /// What the judge is to answer for `game`: its position, with the
    /// groups asked about alone on it.
    pub fn question(&self, game: &Game) -> Asked {
        let here = Asked::of(game, &self.spec);
        match &self.asked_groups {
            // Under another judge the same groups are asked about again.
            Some(a) if a.same_board(&here) => Asked { groups: a.groups.clone(), ..here },
            _ => here,
        }
    }

    /// Whether a group of `game`'s position was asked about alone: the
    /// judge answers it whether or not a picture needs the verdict.
    pub fn groups_asked(&self, game: &Game) -> bool {
        !self.question(game).groups.is_empty()
    }

    /// Asks the judge for the group of the stone at `at` on `game` alone.
    pub fn ask_group(&mut self, game: &Game, at: Point) {
        let mut q = self.question(game);
        if !q.groups.contains(&at) {
            q.groups.push(at);
        }
        self.asked_groups = Some(q);
    }

    /// Why the judge gave no verdict on `game`'s position, where it failed
    /// on it.
    pub fn failed_on(&self, game: &Game) -> Option<&str> {
        let here = Asked::of(game, &self.spec);
        self.failed.as_ref().filter(|f| f.same_position(&here)).and(self.error.as_deref())
    }

    /// The judge's verdict on the group of the stone at `at` on `game`,
    /// asked about alone, once it came.
    pub fn group_alone(&self, game: &Game, at: Point) -> Option<&GroupStatus> {
        let (asked, j) = self.judgement.as_ref()?;
        let g = j.group_at(at)?;
        (asked.same_position(&Asked::of(game, &self.spec)) && asked.groups.iter().any(|p| g.stones.contains(p)))
            .then_some(g)
    }
}
