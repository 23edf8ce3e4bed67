//! The count at the end of a game. After two passes (or the panel's Score
//! at any time, as an estimate) the window enters scoring: the judge's
//! verdict proposes the dead stones, a click on a group marks it dead or
//! alive, and the count follows; a group asked about with K takes the
//! judge's verdict on it alone, unless the players turned it. Accept ends
//! the game with the count's result, which the record keeps with its
//! territory (TB, TW) and dead stones (MA). When no person sits at the
//! board, the count is accepted as the judge made it.

use bevy::prelude::*;

use super::AppSet;
use super::game::{BoardChanged, BoardClicked, Ending, GoGame, Status};
use super::seats::Seats;
use super::verdict::{Asked, Verdict};
use crate::go::Color;
use crate::meaning::score::{Count, PointCount, count};
use crate::meaning::{Judgement, Source};

/// The count being made: the verdict with the players' corrections.
#[derive(Resource, Default, Debug)]
pub struct Scoring {
    pub judgement: Option<Judgement>,
    pub count: Option<Count>,
    /// Groups the players turned from the judge's verdict.
    pub corrections: usize,
    /// The verdict the count started from, and the judge's own dead stones.
    from: Option<Asked>,
    proposed: Vec<crate::go::Point>,
}

impl Scoring {
    /// The stones counted as dead.
    pub fn dead(&self) -> Vec<crate::go::Point> {
        self.judgement.as_ref().map(|j| j.dead_stones()).unwrap_or_default()
    }
}

/// What the players ask of the count.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoringCommand {
    /// Count the position now.
    Start,
    /// Agree to the count: the game ends with its result.
    Accept,
    /// Back to the game without a result.
    Leave,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Scoring>()
        .add_message::<ScoringCommand>()
        .add_systems(Update, toggle_on_click.in_set(AppSet::Input))
        .add_systems(
            Update,
            (start_after_two_passes, apply_commands, take_verdict, accept_without_people)
                .chain()
                .in_set(AppSet::Requests)
                .before(super::judging::ask_when_needed),
        );
}

/// Two passes end play: the count begins, unless the players already
/// accepted one or someone resigned.
fn start_after_two_passes(mut changed: MessageReader<BoardChanged>, mut go: ResMut<GoGame>) {
    if changed.read().count() == 0 {
        return;
    }
    let g = &go.game;
    if g.passes_in_row() >= 2 && g.resigned().is_none() && !go.browsing && go.ending.is_none() {
        go.scoring = true;
    }
}

fn apply_commands(
    mut asked: MessageReader<ScoringCommand>,
    mut go: ResMut<GoGame>,
    scoring: Res<Scoring>,
    mut status: ResMut<Status>,
) {
    for cmd in asked.read() {
        match cmd {
            ScoringCommand::Start => {
                if go.game.resigned().is_none() {
                    go.scoring = true;
                }
            }
            ScoringCommand::Leave => go.scoring = false,
            ScoringCommand::Accept => {
                if !go.scoring || !go.game.is_over() {
                    status.0 = "a count is accepted once both players have passed".into();
                    continue;
                }
                if let Some(ending) = scoring.count.as_ref().zip(scoring.judgement.as_ref()).map(|(c, j)| ending(c, j))
                {
                    status.0 = format!("game over: {}", ending.result);
                    go.ending = Some(ending);
                    go.scoring = false;
                }
            }
        }
    }
}

/// The accepted count as the record keeps it.
pub fn ending(count: &Count, judgement: &Judgement) -> Ending {
    Ending {
        result: count.result(),
        black: count.territory(Color::Black),
        white: count.territory(Color::White),
        dead: judgement.dead_stones(),
    }
}

/// A new verdict on the position starts the count afresh, but for the
/// groups the players turned where it is the position the count started
/// from (a group asked about with K); leaving scoring forgets it.
fn take_verdict(go: Res<GoGame>, verdict: Res<Verdict>, mut scoring: ResMut<Scoring>) {
    if !go.scoring {
        if scoring.from.is_some() || scoring.judgement.is_some() {
            *scoring = Scoring::default();
        }
        return;
    }
    let Some((asked, j)) = verdict.judgement.as_ref() else { return };
    if !asked.same_position(&Asked::of(&go.game, &verdict.spec)) || scoring.from.as_ref() == Some(asked) {
        return;
    }
    let same = scoring.from.as_ref().is_some_and(|from| from.same_position(asked));
    let mut counted = j.clone();
    if let (true, Some(before)) = (same, scoring.judgement.as_ref()) {
        for g in before.groups.iter().filter(|g| g.source == Source::Player) {
            counted.replace_group(g.stones[0], g.clone());
        }
    }
    scoring.proposed = j.dead_stones();
    scoring.corrections = corrections_of(&counted, &scoring.proposed);
    scoring.count = Some(count(go.game.board(), &counted, go.game.rules().komi));
    scoring.judgement = Some(counted);
    scoring.from = Some(asked.clone());
}

/// A click on a stone while counting turns its group dead or alive.
fn toggle_on_click(mut clicks: MessageReader<BoardClicked>, go: Res<GoGame>, mut scoring: ResMut<Scoring>) {
    for c in clicks.read() {
        if !go.scoring || c.button != PointerButton::Primary {
            continue;
        }
        let Some(p) = c.point.filter(|p| go.game.board().get(*p).is_some()) else { continue };
        let Scoring { judgement: Some(j), proposed, .. } = &mut *scoring else { continue };
        if j.toggle(p) {
            let recount = count(go.game.board(), j, go.game.rules().komi);
            scoring.corrections = corrections_of(j, proposed);
            scoring.count = Some(recount);
        }
    }
}

/// How many groups of `j` the players turned from the judge's `proposed`
/// dead stones.
fn corrections_of(j: &Judgement, proposed: &[crate::go::Point]) -> usize {
    let dead = j.dead_stones();
    j.groups.iter().filter(|g| proposed.contains(&g.stones[0]) != dead.contains(&g.stones[0])).count()
}

/// With AIs in both seats nobody is there to agree: the judge's count
/// stands.
fn accept_without_people(
    seats: Res<Seats>,
    go: Res<GoGame>,
    scoring: Res<Scoring>,
    mut accept: MessageWriter<ScoringCommand>,
) {
    if go.scoring && go.game.is_over() && !seats.any_human() && scoring.count.is_some() {
        accept.write(ScoringCommand::Accept);
    }
}

/// The count as terrain values: each side's stones and territory a flat
/// terrace at full height, seki, dame and open ground level.
pub fn terrain_values(count: &Count) -> Vec<f32> {
    count
        .points
        .iter()
        .map(|c| match c {
            PointCount::Stone(c) | PointCount::Territory(c) => c.sign(),
            PointCount::Seki | PointCount::Dame(_) | PointCount::Open => 0.0,
        })
        .collect()
}
