//! The what-if terrain (key W): with the pointer on a point the side to
//! move may play, the terrain shows the ownership after that move, from
//! heavy playouts on a worker thread: a first estimate within a few frames,
//! refined while the pointer stays. Key D shows the difference instead:
//! ownership after the move less ownership had the opponent played there,
//! the landscape the move raises and sinks. The legend gives the move's
//! value in points (`crate::meaning::what_if`).

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;

use super::game::GoGame;
use super::stones::Hover;
use super::terrain::Terrain;
use super::{AppSet, keyboard_free};
use crate::go::{Game, Move, Point};
use crate::meaning::what_if::{Effect, FIRST_ROUND, FULL, WhatIf};

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
    /// The position and point asked about last.
    asked: Option<(u64, Point)>,
    worker: Option<Worker>,
}

impl WhatIfView {
    /// The view on from the start at `point`, if one is given.
    pub fn pinned(point: Option<Point>, difference: bool) -> WhatIfView {
        WhatIfView { on: point.is_some(), difference, pinned: point, ..Default::default() }
    }

    /// The terrain values for `e` as the view shows them: the ownership
    /// after the move, or its change (-2 to 2) halved into the terrain's
    /// range.
    pub fn values(&self, e: &Effect) -> Vec<f32> {
        if self.difference {
            e.change().iter().map(|v| (v * 0.5).clamp(-1.0, 1.0)).collect()
        } else {
            e.after.mean.clone()
        }
    }
}

/// The thread that plays the playouts: the newest request is worked on,
/// round after round, each answered; a newer request ends the rounds.
struct Worker {
    requests: crossbeam_channel::Sender<(u64, Game, Point)>,
    replies: crossbeam_channel::Receiver<(u64, Effect)>,
    last_sent: u64,
}

impl Worker {
    fn start() -> Worker {
        let (requests, inbox) = crossbeam_channel::unbounded::<(u64, Game, Point)>();
        let (outbox, replies) = crossbeam_channel::unbounded();
        std::thread::Builder::new()
            .name("what-if".into())
            .spawn(move || {
                // Ends when the view drops its sender.
                while let Ok(mut job) = inbox.recv() {
                    while let Ok(newer) = inbox.try_recv() {
                        job = newer;
                    }
                    let (id, game, p) = job;
                    let Ok(mut w) = WhatIf::new(&game, p) else { continue };
                    // Rounds double: the first estimate at once, then
                    // better ones while nobody asks for another point.
                    let mut round = FIRST_ROUND;
                    while w.playouts() < FULL && inbox.is_empty() {
                        w.refine(round.min(FULL - w.playouts()), 1, id);
                        if outbox.send((id, w.effect())).is_err() {
                            return;
                        }
                        round = w.playouts();
                    }
                }
            })
            .expect("the what-if thread starts");
        Worker { requests, replies, last_sent: 0 }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<WhatIfView>()
        .add_systems(
            Update,
            (
                (|mut v: ResMut<WhatIfView>| v.on = !v.on)
                    .run_if(input_just_pressed(KeyCode::KeyW).and_then(keyboard_free)),
                (|mut v: ResMut<WhatIfView>| v.difference = !v.difference)
                    .run_if(input_just_pressed(KeyCode::KeyD).and_then(keyboard_free)),
            )
                .in_set(AppSet::Input),
        )
        .add_systems(
            Update,
            (follow_pointer, show).chain().in_set(AppSet::Visuals).before(super::terrain::compute_targets),
        );
}

/// The point the view should value: the hovered point where the side to
/// move may play it now, else the pinned one where it may.
fn target(go: &GoGame, hover: &Hover, pinned: Option<Point>) -> Option<Point> {
    let g = &go.game;
    let playable = |p: &Point| !go.scoring && !g.is_over() && g.check(g.to_play(), Move::Play(*p)).is_ok();
    hover.0.filter(playable).or(pinned.filter(playable))
}

/// Asks the worker about the hovered move when it changes, and takes its
/// answers for the move asked about last.
fn follow_pointer(go: Res<GoGame>, hover: Res<Hover>, mut view: ResMut<WhatIfView>) {
    let want = if view.on { target(&go, &hover, view.pinned) } else { None };
    let key = want.map(|p| (go.game.board().hash() ^ go.game.to_play().index() as u64, p));
    if key != view.asked {
        view.asked = key;
        view.shown = None;
        if let Some(p) = want {
            let worker = view.worker.get_or_insert_with(Worker::start);
            worker.last_sent += 1;
            // A send fails only if the thread is gone; the view then shows
            // the model's terrain.
            let _ = worker.requests.send((worker.last_sent, go.game.clone(), p));
        }
    }
    let Some(worker) = view.worker.as_ref() else { return };
    let mut newest = None;
    while let Ok((id, e)) = worker.replies.try_recv() {
        if id == worker.last_sent && view.asked.is_some() {
            newest = Some(e);
        }
    }
    if newest.is_some() {
        view.shown = newest;
    }
}

/// Puts the estimate on the terrain, or takes it off.
fn show(view: Res<WhatIfView>, mut terrain: ResMut<Terrain>) {
    if !view.is_changed() {
        return;
    }
    // The spread is the outcome's after the move; a difference has none.
    let wanted = view.shown.as_ref().map(|e| (view.values(e), (!view.difference).then(|| e.after.std_dev.clone())));
    if terrain.what_if != wanted {
        terrain.what_if = wanted;
    }
}

/// The legend's line for the estimate shown.
pub fn readout(view: &WhatIfView, size: usize) -> Option<String> {
    let e = view.shown.as_ref()?;
    let (c, o) = (e.color.letter(), e.color.opponent().letter());
    Some(format!(
        "{c} {}: worth {:.1} points (±{:.1}) by area, against {o} there; {} playouts{}",
        e.point.to_gtp(size),
        e.value(),
        e.margin(),
        e.after.playouts,
        if e.captures > 0 { format!(", captures {}", e.captures) } else { String::new() }
    ))
}
