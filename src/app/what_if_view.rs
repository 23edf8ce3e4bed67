//! The what-if terrain (key W): with the pointer on a point the side to
//! move may play, the terrain shows the ownership after that move, from
//! heavy playouts on a worker thread: a first estimate within a few frames,
//! refined while the pointer stays. Key D shows the difference instead:
//! ownership after the move less ownership had the opponent played there,
//! the landscape the move raises and sinks. The legend gives the move's
//! value in points (`crate::meaning::what_if`). With the pointer on a
//! stone, the same for its surroundings (irgobot's Part 1): each side's
//! best first move there, the difference between them, and its value.
//! Key L shows the ownership at the end of the line the ghost stones draw.
//! Where the thinking engine reports the ownership after the hovered move
//! (KataGo's `includeMovesOwnership`), W shows that at once, no playouts.
//! Key Y, after a move the review lists as a mistake: why it was one, the
//! ownership after the better move less after the move played, and the
//! points that cost.

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;

use super::background::{Answers, Background, Job};
use super::game::{GoGame, Status};
use super::ghosts::Ghosts;
use super::review::ShownReview;
use super::stones::{Hover, ShownMove};
use super::terrain::{Offer, Source, TerrainSet, TerrainSources};
use super::thinking::{Evaluation, Thinking, engine_progress};
use super::{AppSet, keyboard_free};
use crate::ai::ownership::add_heavy;
use crate::go::{Game, Move, Point};
use crate::influence::ownership::OwnerTally;
use crate::influence::ownership::OwnershipMap;
use crate::meaning::what_if::{Effect, FIRST_ROUND, FULL, RegionValue, Settings, WhatIf, group_region, region_value};

/// Playouts of each position compared for a group's surroundings.
const GROUP_PLAYOUTS: usize = 512;

/// What the what-if terrain shows.
#[derive(Resource, Default)]
pub struct WhatIfView {
    /// Key W: the terrain follows the hovered move.
    pub on: bool,
    /// Key D: the change the move makes rather than the ownership after it.
    pub difference: bool,
    /// A point valued while the pointer is on no playable point (the
    /// command line's `--what-if`).
    pub pinned: Option<Point>,
    /// The latest estimate for the move hovered now.
    pub shown: Option<Effect>,
    /// With the pointer on a stone: the value of playing first around its
    /// chain, with the stone and the number of points looked at.
    pub group: Option<GroupValue>,
    /// Key L: the terrain at the end of the line drawn as ghost stones
    /// (the hovered candidate's, or the best of several).
    pub line_end: bool,
    /// The ownership at the end of that line, and the moves played to it.
    pub at_line_end: Option<(OwnershipMap, Vec<Move>)>,
    /// Key Y: after a mistake, the better move against the move played.
    pub why: bool,
    /// The ownership after the hovered move as the engine reports it,
    /// shown instead of the playouts' where there is one.
    pub engine_after: Option<EngineAfter>,
    /// The position and what was asked about last.
    asked: Option<(u64, Ask)>,
    /// Whether the last request's final answer is still to come.
    pending: bool,
    worker: Option<PlayoutThread>,
}

/// The ownership after a move as the engine reports it for one of its
/// candidates.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineAfter {
    pub color: crate::go::Color,
    pub point: Point,
    /// Black's, row by row from the top.
    pub ownership: Vec<f32>,
    pub visits: u64,
    /// The score lead after it for the mover, where the engine gives one.
    pub lead: Option<f32>,
}

/// The engine's ownership after the side to move plays `p`, where the
/// player reporting now gives it for that candidate.
fn engine_after(go: &GoGame, p: Point, eval: Option<&Evaluation>, thinking: Option<&Thinking>) -> Option<EngineAfter> {
    let progress = engine_progress(eval, thinking)?;
    let c = progress.candidates.iter().find(|c| c.mv == Move::Play(p))?;
    let ownership = c.ownership.clone().filter(|o| o.len() == go.game.size() * go.game.size())?;
    Some(EngineAfter { color: go.game.to_play(), point: p, ownership, visits: c.visits, lead: c.score.map(|s| s.lead) })
}

/// Playing first around the chain of a stone.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupValue {
    pub stone: Point,
    pub points: usize,
    pub value: RegionValue,
}

/// What the worker is asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ask {
    Move(Point),
    Group(Point),
    LineEnd(Vec<Move>),
    /// The better move against the one played, in the position before it.
    Why {
        better: Point,
        played: Move,
    },
}

/// What it answers.
enum Answer {
    Move(Effect),
    Group(GroupValue),
    LineEnd(OwnershipMap, Vec<Move>),
    /// Nothing to show (no such move or stone any more).
    Nothing,
}

impl WhatIfView {
    /// Whether an answer is still to come (the window keeps drawing).
    pub fn waiting(&self) -> bool {
        self.pending
    }

    /// The view on from the start at `point`, if one is given, and key Y
    /// on if `why`.
    pub fn pinned(point: Option<Point>, difference: bool, why: bool) -> WhatIfView {
        WhatIfView { on: point.is_some(), difference, pinned: point, why, ..Default::default() }
    }

    /// The terrain values for `e` as the view shows them: the ownership
    /// after the move, or its change (-2 to 2) halved into the terrain's
    /// range. A mistake against the better move shows its change whole,
    /// cut at one: the points it lost are rarely a whole point each, and
    /// halved they would hardly show.
    pub fn values(&self, e: &Effect) -> Vec<f32> {
        if e.versus.is_some() {
            e.change().iter().map(|v| v.clamp(-1.0, 1.0)).collect()
        } else if self.difference {
            halved(&e.change())
        } else {
            e.after.mean.clone()
        }
    }
}

fn halved(change: &[f32]) -> Vec<f32> {
    change.iter().map(|v| (v * 0.5).clamp(-1.0, 1.0)).collect()
}

/// The thread that plays the playouts: the newest question is worked on,
/// a move round after round, each answered (with whether it is the last);
/// a newer question ends the rounds.
type PlayoutThread = Background<(Game, Ask), (Answer, bool)>;

fn start_playouts() -> PlayoutThread {
    Background::start("what-if", |job: Job<(Game, Ask)>, answers| {
        let (game, ask) = &job.question;
        match ask.clone() {
            Ask::Move(p) => rounds(WhatIf::new(game, p), &job, answers),
            Ask::Why { better, played } => rounds(WhatIf::versus(game, better, played), &job, answers),
            Ask::LineEnd(moves) => {
                // The moves the game takes, up to one it refuses.
                let mut end = game.clone();
                let played: Vec<Move> = moves.into_iter().take_while(|&m| end.play_next(m).is_ok()).collect();
                let mut tally = OwnerTally::new(end.board());
                while tally.playouts() < FULL && !job.stopped() {
                    let round = tally.playouts().max(FIRST_ROUND).min(FULL - tally.playouts());
                    // A seed per round: each round plays new playouts.
                    let seed = job.id.wrapping_mul(31).wrapping_add(tally.playouts() as u64);
                    add_heavy(&mut tally, end.board(), (end.to_play(), crate::ai::policy::PASS), round, 1, seed);
                    let last = tally.playouts() >= FULL;
                    if !answers.send((Answer::LineEnd(tally.map(), played.clone()), last)) {
                        return;
                    }
                }
            }
            Ask::Group(p) => {
                let region = group_region(game.board(), p);
                if region.is_empty() {
                    answers.send((Answer::Nothing, true));
                    return;
                }
                let s = Settings { playouts: GROUP_PLAYOUTS, threads: 1, seed: job.id };
                let value = region_value(game, &region, s);
                answers.send((Answer::Group(GroupValue { stone: p, points: region.len(), value }), true));
            }
        }
    })
}

/// A comparison's rounds, each answered: they double, the first estimate
/// at once, then better ones while no newer question waits. A move that
/// cannot be played is answered with nothing.
fn rounds(w: Result<WhatIf, crate::go::IllegalMove>, job: &Job<(Game, Ask)>, answers: &mut Answers<(Answer, bool)>) {
    let Ok(mut w) = w else {
        answers.send((Answer::Nothing, true));
        return;
    };
    let mut round = FIRST_ROUND;
    while w.playouts() < FULL && !job.stopped() {
        w.refine(round.min(FULL - w.playouts()), 1, job.id);
        if !answers.send((Answer::Move(w.effect()), w.playouts() >= FULL)) {
            return;
        }
        round = w.playouts();
    }
}

/// Key Y: why the move shown was a mistake, or what to do first.
fn toggle_why(mut v: ResMut<WhatIfView>, go: Res<GoGame>, shown: Res<ShownReview>, mut status: ResMut<Status>) {
    v.why = !v.why;
    status.0 = match (v.why, mistake_shown(&go, &shown)) {
        (true, None) => "Why: go to a move the review lists as a mistake ([ and ] step through them).".into(),
        _ => String::new(),
    };
}

/// The better move and the move played, when the move shown is a mistake
/// of the review with a better move on the board.
fn mistake_shown(go: &GoGame, shown: &ShownReview) -> Option<(Point, Move)> {
    let now = go.move_number();
    let m = shown.review.as_ref()?.moves.iter().find(|m| m.number == now && m.is_mistake())?;
    match m.best {
        Some(Move::Play(better)) if now > 0 => Some((better, m.mv)),
        _ => None,
    }
}

/// Key D: the difference a move makes, which the what-if terrain shows;
/// without it on, the status line says to press W.
fn toggle_difference(mut v: ResMut<WhatIfView>, mut status: ResMut<Status>) {
    v.difference = !v.difference;
    status.0 = if v.on {
        String::new()
    } else {
        format!("Difference {}: it shows with the what-if terrain; press W.", if v.difference { "on" } else { "off" })
    };
}

pub fn plugin(app: &mut App) {
    app.init_resource::<WhatIfView>()
        .add_systems(
            Update,
            (
                (|mut v: ResMut<WhatIfView>| v.on = !v.on)
                    .run_if(input_just_pressed(KeyCode::KeyW).and_then(keyboard_free)),
                toggle_difference.run_if(input_just_pressed(KeyCode::KeyD).and_then(keyboard_free)),
                (|mut v: ResMut<WhatIfView>| v.line_end = !v.line_end)
                    .run_if(input_just_pressed(KeyCode::KeyL).and_then(keyboard_free)),
                toggle_why.run_if(input_just_pressed(KeyCode::KeyY).and_then(keyboard_free)),
            )
                .in_set(AppSet::Input),
        )
        .add_systems(Update, (follow_pointer, show).chain().in_set(TerrainSet::Sources));
}

/// What the view should value: with key Y after a mistake, the better
/// move against the one played; with key L, the end of the line the ghost
/// stones show; else the hovered point where the side to move may play it
/// now, or the surroundings of the stone hovered; else the pinned point
/// where it may be played.
fn target(go: &GoGame, hover: &Hover, view: &WhatIfView, ghosts: &Ghosts, shown: &ShownReview) -> Option<Ask> {
    let g = &go.game;
    if go.scoring {
        return None;
    }
    if view.why
        && let Some((better, played)) = mistake_shown(go, shown)
    {
        return Some(Ask::Why { better, played });
    }
    if g.is_over() {
        return None;
    }
    if view.line_end
        && let Some(line) = ghosts.lines.first()
    {
        return Some(Ask::LineEnd(line.moves.iter().take(ghosts.depth()).copied().collect()));
    }
    if !view.on {
        return None;
    }
    let pinned = view.pinned;
    let playable = |p: &Point| g.check(g.to_play(), Move::Play(*p)).is_ok();
    match hover.0 {
        Some(p) if g.board().get(p).is_some() => Some(Ask::Group(p)),
        Some(p) if playable(&p) => Some(Ask::Move(p)),
        _ => pinned.filter(playable).map(Ask::Move),
    }
}

/// Asks the worker about the hovered move or stone when it changes, and
/// takes its answers for what was asked about last.
fn follow_pointer(
    go: Res<GoGame>,
    hover: Res<Hover>,
    ghosts: Res<Ghosts>,
    shown: Res<ShownReview>,
    engine: (Option<Res<Evaluation>>, Option<Res<Thinking>>),
    mut view: ResMut<WhatIfView>,
) {
    let mut want = target(&go, &hover, &view, &ghosts, &shown);
    // A move the engine gives the ownership after: its answer, at once,
    // and no playouts (the difference view still plays them: the engine
    // does not say what the opponent there would do).
    let from_engine = match &want {
        Some(Ask::Move(p)) if !view.difference => engine_after(&go, *p, engine.0.as_deref(), engine.1.as_deref()),
        _ => None,
    };
    if view.engine_after != from_engine {
        view.engine_after = from_engine;
    }
    if view.engine_after.is_some() {
        want = None;
    }
    let key = want.clone().map(|a| (go.game.board().hash() ^ go.game.to_play().index() as u64, a));
    if key != view.asked {
        view.asked = key;
        // What is shown stays until the first answer to the new request,
        // so that the terrain does not flow back to the model between two
        // points; with nothing asked, it goes.
        if want.is_none() {
            view.shown = None;
            view.group = None;
            view.at_line_end = None;
        }
        view.pending = want.is_some();
        // With nothing asked the worker is told so, and stops refining.
        let worker = view.worker.get_or_insert_with(start_playouts);
        match want {
            Some(ask) => {
                // A mistake is weighed in the position before it.
                let mut game = go.game.clone();
                if matches!(ask, Ask::Why { .. }) {
                    game.undo();
                }
                worker.ask((game, ask));
            }
            None => worker.cancel(),
        }
    }
    let asked = view.asked.is_some();
    // Taking answers is no change of the view.
    let Some(worker) = view.bypass_change_detection().worker.as_mut() else { return };
    let latest = worker.latest();
    let newest = worker.answers().into_iter().rfind(|(id, _)| *id == latest && asked).map(|(_, a)| a);
    let Some((answer, last)) = newest else { return };
    view.pending = !last;
    let (mut shown, mut group, mut end) = (None, None, None);
    match answer {
        Answer::Move(e) => shown = Some(e),
        Answer::Group(g) => group = Some(g),
        Answer::LineEnd(m, moves) => end = Some((m, moves)),
        Answer::Nothing => {}
    }
    view.shown = shown;
    view.group = group;
    view.at_line_end = end;
}

/// Puts the estimate on the terrain, or takes it off.
fn show(view: Res<WhatIfView>, mut sources: ResMut<TerrainSources>, mut marked: ResMut<ShownMove>) {
    if !view.is_changed() {
        return;
    }
    let point = view.shown.as_ref().map(|e| e.point).or(view.engine_after.as_ref().map(|e| e.point));
    if marked.0 != point {
        marked.0 = point;
    }
    // The spread is the outcome's after the move; a difference has none.
    let wanted = match (&view.shown, &view.group, &view.at_line_end) {
        _ if view.engine_after.is_some() => view.engine_after.as_ref().map(|e| (e.ownership.clone(), None)),
        (Some(e), _, _) => {
            let spread = !view.difference && e.versus.is_none();
            Some((view.values(e), spread.then(|| e.after.std_dev.clone())))
        }
        (None, Some(g), _) => Some((halved(&g.value.change()), None)),
        (None, None, Some((m, _))) => Some((m.mean.clone(), Some(m.std_dev.clone()))),
        _ => None,
    };
    // The end of a ghost line is a source of its own; one of the two at most.
    let line_end = view.engine_after.is_none() && view.shown.is_none() && view.group.is_none();
    let (source, other) = if line_end { (Source::LineEnd, Source::WhatIf) } else { (Source::WhatIf, Source::LineEnd) };
    TerrainSources::set(&mut sources, other, None);
    TerrainSources::set(
        &mut sources,
        source,
        wanted.map(|(values, spread)| Offer { values, spread, sunk: Vec::new() }),
    );
}

/// The name of the what-if terrain shown, for the legend's title (`None`
/// while none is shown: the model's terrain is).
pub fn title(view: &WhatIfView) -> Option<&'static str> {
    match (&view.shown, &view.group, &view.at_line_end) {
        _ if view.engine_after.is_some() => Some("what if (W), from the engine"),
        (Some(e), _, _) if e.versus.is_some() => Some("why it was a mistake (Y)"),
        (Some(_), _, _) if view.difference => Some("what the move changes (W, D)"),
        (Some(_), _, _) => Some("what if (W)"),
        (None, Some(_), _) => Some("playing first around a group (W)"),
        (None, None, Some(_)) => Some("the end of the line (L)"),
        _ => None,
    }
}

/// What the values of the what-if terrain shown mean, for the legend.
pub fn meaning(view: &WhatIfView) -> &'static str {
    if view.engine_after.is_some() {
        "ownership after the hovered move, as the engine analysing reports it (no playouts)"
    } else if view.shown.as_ref().is_some_and(|e| e.versus.is_some()) {
        "why it was a mistake: ownership after the better move less after the move played (a whole point or more is full colour)"
    } else if view.at_line_end.is_some() && view.shown.is_none() && view.group.is_none() {
        "ownership at the end of the line, from heavy playouts"
    } else if view.group.is_some() && view.shown.is_none() {
        "what playing first here changes: ownership after Black's first move less after White's, halved"
    } else if view.difference {
        "what the move changes: ownership after it less ownership had the opponent played there, halved"
    } else {
        "ownership after the hovered move, from heavy playouts"
    }
}

/// The legend's line for the estimate shown.
pub fn readout(view: &WhatIfView, size: usize) -> Option<String> {
    if let Some(e) = &view.engine_after {
        let lead = e.lead.map_or(String::new(), |l| format!(", score lead {l:+.1} for {} after it", e.color.letter()));
        return Some(format!(
            "{} {}: the engine's ownership after it, {} visits{lead}",
            e.color.letter(),
            e.point.to_gtp(size),
            e.visits
        ));
    }
    if let Some((m, moves)) = view.at_line_end.as_ref().filter(|_| view.shown.is_none() && view.group.is_none()) {
        let line: Vec<String> = moves.iter().map(|mv| mv.to_gtp(size)).collect();
        return Some(format!(
            "the end of the line {} ({} moves): ownership there; {} playouts",
            line.join(" "),
            moves.len(),
            m.playouts
        ));
    }
    if let Some(g) = &view.group {
        let first = |m: Option<Point>| m.map_or_else(|| "nowhere".to_string(), |p| p.to_gtp(size));
        return Some(format!(
            "around {} ({} points): B first at {}, W first at {}; worth {:.1} points to whoever plays first, by area",
            g.stone.to_gtp(size),
            g.points,
            first(g.value.black.0),
            first(g.value.white.0),
            g.value.value()
        ));
    }
    let e = view.shown.as_ref()?;
    if let Some(played) = e.versus {
        return Some(format!(
            "{} {} instead of {}: {:.1} points better (±{:.1}) by area; {} playouts each",
            e.color.letter(),
            e.point.to_gtp(size),
            played.to_gtp(size),
            e.value(),
            e.margin,
            e.after.playouts
        ));
    }
    let (c, o) = (e.color.letter(), e.color.opponent().letter());
    Some(format!(
        "{c} {}: worth {:.1} points (±{:.1}) by area, against {o} there; {} playouts{}",
        e.point.to_gtp(size),
        e.value(),
        e.margin,
        e.after.playouts,
        if e.captures > 0 { format!(", captures {}", e.captures) } else { String::new() }
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Rules};
    use std::time::Duration;

    /// The worker's answers, not the frames': a frame shows only the newest,
    /// and a fast machine may finish every round between two frames.
    #[test]
    fn a_move_is_answered_at_once_and_then_in_doubling_rounds_up_to_the_full_count() {
        let game = Game::from_diagram(".X.\n...\n.O.", Rules::default(), Color::Black).unwrap();
        let mut worker = start_playouts();
        let id = worker.ask((game, Ask::Move(Point::new(1, 1))));
        let answers = worker.wait_for(Duration::from_secs(60), |a| a.last().is_some_and(|(_, (_, last))| *last));
        let rounds: Vec<(usize, bool)> = answers
            .into_iter()
            .map(|(answer_id, (answer, last))| {
                assert_eq!(answer_id, id);
                let Answer::Move(e) = answer else { panic!("a move is answered with its effect") };
                (e.after.playouts, last)
            })
            .collect();
        let counts: Vec<usize> = rounds.iter().map(|&(n, _)| n).collect();
        assert_eq!(counts[0], FIRST_ROUND);
        assert!(counts.windows(2).all(|w| w[1] == (2 * w[0]).min(FULL)), "{counts:?}");
        assert_eq!(counts.last(), Some(&FULL));
        assert!(rounds[..rounds.len() - 1].iter().all(|&(_, last)| !last));
    }
}
