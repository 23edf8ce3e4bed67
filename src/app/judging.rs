//! Life and death for the window: a thread that judges the position shown
//! with the judge the person chose (`crate::engine::make_judge`), and the
//! `Verdict` it gave, which the scoring phase, the Ishida picture and the
//! influence terrains read.
//! The judge runs only while one of them needs it, and a newer position
//! stops the judging of an older one.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use bevy::prelude::*;

use super::AppSet;
use super::background::{Background, Job};
use super::game::GoGame;
use super::terrain::{ISHIDA, TerrainSettings, counts_the_dead};
use super::verdict::{Asked, Verdict};
use crate::go::Game;
use crate::meaning::{Judge, Judgement};

/// The judging thread: it keeps the last judge it made and makes another
/// only when the spec changes (an engine judge keeps its process).
#[derive(Resource)]
pub struct JudgeThread {
    thread: Background<(Asked, Game), (Asked, Result<Judgement, String>)>,
    /// The share done, as f32 bits.
    progress: Arc<AtomicU32>,
}

impl JudgeThread {
    pub fn start() -> Self {
        let progress = Arc::new(AtomicU32::new(0));
        let shared = progress.clone();
        let mut judge: Option<(String, Box<dyn Judge>)> = None;
        let thread = Background::start("judge", move |job: Job<(Asked, Game)>, answers| {
            shared.store(0f32.to_bits(), Ordering::Relaxed);
            let (asked, game) = &job.question;
            if judge.as_ref().is_none_or(|(spec, _)| *spec != asked.spec) {
                judge = None;
                match crate::engine::make_judge(&asked.spec) {
                    Ok(j) => judge = Some((asked.spec.clone(), j)),
                    Err(e) => {
                        answers.send((asked.clone(), Err(e.to_string())));
                        return;
                    }
                }
            }
            let Some((_, j)) = judge.as_mut() else { return };
            let mut report = |f: f32| shared.store(f.to_bits(), Ordering::Relaxed);
            let result = j.judge(game, job.stop_flag(), &mut report).map_err(|e| e.to_string());
            if result.is_err() {
                // A judge that failed (an engine that died) is made afresh next time.
                judge = None;
            }
            answers.send((asked.clone(), result));
        });
        JudgeThread { thread, progress }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Verdict>()
        .insert_resource(JudgeThread::start())
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
    worker: Option<ResMut<JudgeThread>>,
) {
    let Some(mut worker) = worker else { return };
    if !needed(&go, &terrain) {
        if verdict.pending.take().is_some() {
            worker.thread.cancel();
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
    worker.thread.ask((want, go.game.clone()));
}

fn take_replies(mut verdict: ResMut<Verdict>, worker: Option<ResMut<JudgeThread>>) {
    let Some(mut worker) = worker else { return };
    if verdict.pending.is_some() {
        verdict.progress = f32::from_bits(worker.progress.load(Ordering::Relaxed));
    }
    for (_, (asked, result)) in worker.thread.answers() {
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
