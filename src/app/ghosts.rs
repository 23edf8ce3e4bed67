//! Principal variations as ghost stones. With the pointer on a candidate of
//! the evaluation (key E) or of the thinking AI's analysis (key S), its
//! line is drawn as numbered translucent stones; key V draws the best three
//! candidates' lines at once, each ringed in its own colour. A click on a
//! ghost plays its line up to it, as a variation of the record.

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;

use super::ai::{AiControl, Evaluation, Thinking};
use super::game::GoGame;
use super::stones::Hover;
use super::{AppSet, keyboard_free};
use crate::engine::Progress;
use crate::go::{Color, Move, Point};

/// Lines drawn at once with key V.
pub const LINES: usize = 3;
/// Moves of a line drawn as ghosts: the hovered candidate's, and each of
/// several lines drawn at once (fewer, so that they stay readable).
pub const DEPTH: usize = 12;
pub const DEPTH_OF_MANY: usize = 6;

/// One candidate's line: its rank among the candidates (0 best) and its
/// moves from the position shown, the side to move first.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub rank: usize,
    pub first: Color,
    pub moves: Vec<Move>,
}

impl Line {
    /// Who plays the line's move `k`.
    pub fn color(&self, k: usize) -> Color {
        if k.is_multiple_of(2) { self.first } else { self.first.opponent() }
    }
}

/// The lines drawn now.
#[derive(Resource, Default, Debug)]
pub struct Ghosts {
    /// Key V: the best lines at once, not only the hovered candidate's.
    pub all_lines: bool,
    pub lines: Vec<Line>,
}

impl Ghosts {
    /// Each ghost's point with its line and number (from 0), the first
    /// line to reach a point owning it; points the line passes again
    /// (after a capture) keep their first ghost.
    pub fn ghosts(&self) -> Vec<(Point, &Line, usize)> {
        let mut out: Vec<(Point, &Line, usize)> = Vec::new();
        let depth = if self.all_lines { DEPTH_OF_MANY } else { DEPTH };
        for line in &self.lines {
            for (k, mv) in line.moves.iter().enumerate().take(depth) {
                if let Some(p) = mv.point()
                    && !out.iter().any(|(q, _, _)| *q == p)
                {
                    out.push((p, line, k));
                }
            }
        }
        out
    }

    /// The moves a click on `p` plays: the line of the ghost there, up to
    /// and with it.
    pub fn line_to(&self, p: Point) -> Option<Vec<(Color, Move)>> {
        let (_, line, k) = self.ghosts().into_iter().find(|(q, _, _)| *q == p)?;
        Some(line.moves.iter().take(k + 1).enumerate().map(|(j, &m)| (line.color(j), m)).collect())
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Ghosts>()
        .add_systems(
            Update,
            (|mut g: ResMut<Ghosts>| g.all_lines = !g.all_lines)
                .run_if(input_just_pressed(KeyCode::KeyV).and_then(keyboard_free))
                .in_set(AppSet::Input),
        )
        .add_systems(Update, collect.in_set(AppSet::Visuals));
}

/// The analysis shown for the position on the board: the evaluation's,
/// else the thinking AI's when its analysis is on the board.
fn shown_analysis<'a>(eval: &'a Evaluation, thinking: &'a Thinking, control: &AiControl) -> Option<&'a Progress> {
    let e = eval.progress.as_ref().filter(|_| eval.active);
    let t = thinking.progress.as_ref().filter(|_| control.show_analysis && thinking.pending.is_some());
    e.or(t)
}

fn collect(
    go: Res<GoGame>,
    eval: Res<Evaluation>,
    thinking: Res<Thinking>,
    control: Res<AiControl>,
    hover: Res<Hover>,
    mut ghosts: ResMut<Ghosts>,
) {
    let first = go.game.to_play();
    let lines: Vec<Line> = match shown_analysis(&eval, &thinking, &control) {
        Some(progress) if !go.scoring => progress
            .candidates
            .iter()
            .enumerate()
            .filter(
                |(rank, c)| {
                    if ghosts.all_lines { *rank < LINES } else { hover.0.is_some() && c.mv.point() == hover.0 }
                },
            )
            .map(|(rank, c)| Line { rank, first, moves: c.pv.clone() })
            .collect(),
        _ => Vec::new(),
    };
    if ghosts.lines != lines {
        ghosts.lines = lines;
    }
}
