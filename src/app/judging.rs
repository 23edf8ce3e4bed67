//! Life and death for the window: a thread that judges the position shown
//! with the judge the person chose (`crate::engine::make_judge`), and the
//! `Verdict` it gave, which the scoring phase, the Ishida picture and the
//! influence terrains read.
//! The judge runs only while one of them needs it, and a newer position
//! stops the judging of an older one.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use bevy::prelude::*;

use super::AppSet;
use super::game::GoGame;
use super::terrain::{ISHIDA, TerrainSettings, counts_the_dead};
use super::verdict::{Asked, Verdict};
use crate::go::Game;
use crate::meaning::{Judge, Judgement};

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
/// the Ishida picture, or an influence terrain that counts dead stones for
/// the other side.
pub fn needed(go: &GoGame, terrain: &TerrainSettings) -> bool {
    go.scoring || (terrain.visible() && (terrain.model == ISHIDA || counts_the_dead(&terrain.model)))
}

pub(super) fn ask_when_needed(
    go: Res<GoGame>,
    terrain: Res<TerrainSettings>,
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
