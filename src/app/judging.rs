//! Life and death for the window: a thread that judges the position shown
//! with the judge the person chose (`crate::engine::make_judge`), and the
//! `Verdict` it gave, which the scoring phase, the Ishida picture and the
//! influence terrains read.
//! The judge runs only while one of them needs it or a group was asked
//! about alone (key K), and a newer position stops the judging of an
//! older one. A group asked about is given the judge's verdict on it
//! alone, as `dragon_status` gives it (the default judge reads it again,
//! deeper), and that verdict stands in the judgement in place of the
//! whole position's, so the pictures and the count show what the person
//! was told.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use bevy::prelude::*;

use super::AppSet;
use super::background::{Background, Job};
use super::game::GoGame;
use super::terrain::{ISHIDA, TerrainSettings, counts_the_dead};
use super::verdict::{Asked, Verdict};
use crate::go::Game;
use crate::meaning::{GroupStatus, Judge, Judgement};

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
        // The last position's judgement and the groups read alone on it: a
        // group asked about on the position judged already is read alone,
        // not the whole position again.
        let mut last: Option<Judged> = None;
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
            if last.as_ref().is_none_or(|l| !l.asked.same_position(asked)) {
                let mut report = |f: f32| shared.store(f.to_bits(), Ordering::Relaxed);
                match j.judge(game, job.stop_flag(), &mut report) {
                    Ok(whole) => last = Some(Judged { asked: asked.clone(), whole, alone: Vec::new() }),
                    Err(e) => {
                        // A judge that failed (an engine that died) is made afresh next time.
                        judge = None;
                        answers.send((asked.clone(), Err(e.to_string())));
                        return;
                    }
                }
            }
            let Some(l) = last.as_mut() else { return };
            let mut judgement = l.whole.clone();
            for (k, &at) in asked.groups.iter().enumerate() {
                shared.store((k as f32 / asked.groups.len() as f32).to_bits(), Ordering::Relaxed);
                // A group asked about by another of its stones is read once.
                let g = match l.alone.iter().find(|g| g.stones.contains(&at)) {
                    Some(g) => g.clone(),
                    None => {
                        let Some(g) = j.judge_group(game, &l.whole, at, job.stop_flag()) else { continue };
                        if job.stop_flag().load(Ordering::Relaxed) {
                            // Stopped inside: what it had is not the verdict.
                            return;
                        }
                        l.alone.push(g.clone());
                        g
                    }
                };
                judgement.replace_group(at, g);
            }
            answers.send((asked.clone(), Ok(judgement)));
        });
        JudgeThread { thread, progress }
    }
}

/// A position the judging thread judged: the question it was, the whole
/// position's judgement, and the verdict of each group read alone on it.
struct Judged {
    asked: Asked,
    whole: Judgement,
    alone: Vec<GroupStatus>,
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
    if !needed(&go, &terrain) && !verdict.groups_asked(&go.game) {
        if verdict.pending.take().is_some() {
            worker.thread.cancel();
        }
        return;
    }
    let want = verdict.question(&go.game);
    let have = verdict.judgement.as_ref().is_some_and(|(a, _)| *a == want);
    // A question the judge failed on is not asked again until it changes
    // (another position, judge or group): its error stays shown.
    if have || verdict.pending.as_ref() == Some(&want) || verdict.failed.as_ref() == Some(&want) {
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
            Err(e) => {
                verdict.error = Some(format!("{}: {e}", asked.spec));
                verdict.failed = Some(asked);
            }
        }
    }
}
