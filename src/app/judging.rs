//! Life and death for the window: a thread that judges the position shown
//! with the judge the person chose (`crate::engine::make_judge`), and the
//! `Verdict` it gave, which the scoring phase and the Ishida picture read.
//! The judge runs only while one of them needs it, and a newer position
//! stops the judging of an older one.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use bevy::prelude::*;

use super::AppSet;
use super::game::GoGame;
use super::terrain::{ISHIDA, Terrain};
use crate::go::{Color, Game};
use crate::meaning::{Judge, Judgement};

/// Which position, seen by which judge, a verdict is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    pub hash: u64,
    pub moves: usize,
    pub to_play: Color,
    pub spec: String,
}

impl Asked {
    pub fn of(game: &Game, spec: &str) -> Asked {
        Asked { hash: game.board().hash(), moves: game.move_number(), to_play: game.to_play(), spec: spec.to_string() }
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
}

impl Default for Verdict {
    fn default() -> Self {
        Verdict {
            spec: crate::engine::DEFAULT_JUDGE.to_string(),
            judgement: None,
            pending: None,
            progress: 0.0,
            error: None,
        }
    }
}

impl Verdict {
    /// The verdict on `game` by the chosen judge, once it came.
    pub fn on(&self, game: &Game) -> Option<&Judgement> {
        let want = Asked::of(game, &self.spec);
        self.judgement.as_ref().filter(|(a, _)| *a == want).map(|(_, j)| j)
    }
}

type Reply = (Asked, Result<Judgement, String>);

/// The judging thread: it keeps the last judge it made and makes another
/// only when the spec changes (an engine judge keeps its process).
#[derive(Resource)]
pub struct JudgeWorker {
    requests: crossbeam_channel::Sender<(Asked, Game, Arc<AtomicBool>)>,
    replies: crossbeam_channel::Receiver<Reply>,
    /// The stop flag of the question being worked on.
    stop: Arc<AtomicBool>,
    /// The share done, as f32 bits.
    progress: Arc<AtomicU32>,
}

impl JudgeWorker {
    pub fn start() -> Self {
        let (requests, inbox) = crossbeam_channel::unbounded::<(Asked, Game, Arc<AtomicBool>)>();
        let (outbox, replies) = crossbeam_channel::unbounded::<Reply>();
        let progress = Arc::new(AtomicU32::new(0));
        let shared = progress.clone();
        std::thread::Builder::new()
            .name("judge".into())
            .spawn(move || {
                let mut judge: Option<(String, Box<dyn Judge>)> = None;
                // Ends when the app drops its sender.
                while let Ok(mut job) = inbox.recv() {
                    while let Ok(newer) = inbox.try_recv() {
                        job = newer;
                    }
                    let (asked, game, stop) = job;
                    if stop.load(Ordering::Relaxed) {
                        continue;
                    }
                    shared.store(0f32.to_bits(), Ordering::Relaxed);
                    if judge.as_ref().is_none_or(|(spec, _)| *spec != asked.spec) {
                        judge = None;
                        match crate::engine::make_judge(&asked.spec) {
                            Ok(j) => judge = Some((asked.spec.clone(), j)),
                            Err(e) => {
                                let _ = outbox.send((asked, Err(e.to_string())));
                                continue;
                            }
                        }
                    }
                    let Some((_, j)) = judge.as_mut() else { continue };
                    let mut report = |f: f32| shared.store(f.to_bits(), Ordering::Relaxed);
                    let result = j.judge(&game, &stop, &mut report).map_err(|e| e.to_string());
                    if result.is_err() {
                        // A judge that failed (an engine that died) is made afresh next time.
                        judge = None;
                    }
                    if outbox.send((asked, result)).is_err() {
                        break;
                    }
                }
            })
            .expect("the judging thread starts");
        JudgeWorker { requests, replies, stop: Arc::new(AtomicBool::new(false)), progress }
    }

    fn ask(&mut self, asked: Asked, game: &Game) {
        self.stop.store(true, Ordering::Relaxed);
        self.stop = Arc::new(AtomicBool::new(false));
        // A send fails only if the thread is gone; the verdict then never comes.
        let _ = self.requests.send((asked, game.clone(), self.stop.clone()));
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Verdict>()
        .insert_resource(JudgeWorker::start())
        .add_systems(Update, (take_replies, ask_when_needed).chain().in_set(AppSet::Requests));
}

/// Whether anything shown needs the verdict on the position: the count,
/// or the Ishida picture.
pub fn needed(go: &GoGame, terrain: &Terrain) -> bool {
    go.scoring || (terrain.model == ISHIDA && terrain.visible())
}

pub(super) fn ask_when_needed(
    go: Res<GoGame>,
    terrain: Res<Terrain>,
    mut verdict: ResMut<Verdict>,
    worker: Option<ResMut<JudgeWorker>>,
) {
    let Some(mut worker) = worker else { return };
    if !needed(&go, &terrain) {
        if verdict.pending.take().is_some() {
            worker.stop.store(true, Ordering::Relaxed);
        }
        return;
    }
    let want = Asked::of(&go.game, &verdict.spec);
    let have = verdict.judgement.as_ref().is_some_and(|(a, _)| *a == want);
    if have || verdict.pending.as_ref() == Some(&want) {
        return;
    }
    verdict.pending = Some(want.clone());
    verdict.progress = 0.0;
    verdict.error = None;
    worker.ask(want, &go.game);
}

fn take_replies(mut verdict: ResMut<Verdict>, worker: Option<Res<JudgeWorker>>) {
    let Some(worker) = worker else { return };
    if verdict.pending.is_some() {
        verdict.progress = f32::from_bits(worker.progress.load(Ordering::Relaxed));
    }
    while let Ok((asked, result)) = worker.replies.try_recv() {
        if verdict.pending.as_ref() != Some(&asked) {
            continue;
        }
        verdict.pending = None;
        match result {
            Ok(j) => verdict.judgement = Some((asked, j)),
            Err(e) => verdict.error = Some(format!("{}: {e}", asked.spec)),
        }
    }
}
