//! The AI at the seats: each AI seat's `PlayerWorker` is asked for a move
//! when it is that colour's turn; its replies are drained without waiting and turned
//! into `AiReply` messages, and only the reply to the request the app is
//! waiting for becomes a move. Also the evaluation (key E: the AI's view of
//! every move in the current position) and AI-vs-AI pace: run, pause, step,
//! delay.

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;

use super::game::{BoardChanged, GameCommand, GoGame, PlayMove, Status};
use super::game_clock::GameClock;
pub use super::seats::{Seat, Seats};
use super::{AppSet, keyboard_free};
use crate::engine::{Decision, PlayerWorker, Progress, Reply, make_player};
use crate::go::Color;

/// Starts or stops the evaluation (key E, the panel's button).
#[derive(Message, Debug, Clone, Copy)]
pub struct ToggleEvaluation;

/// A reply from the worker of colour `color`.
#[derive(Message, Debug, Clone)]
pub struct AiReply {
    pub color: Color,
    pub reply: Reply,
}

/// The request the app waits for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pending {
    pub color: Color,
    pub id: u64,
    /// The position it was asked about: a reply to another one is stale.
    pub move_number: usize,
    pub hash: u64,
}

/// What the AI to move is doing, and the win rates seen so far.
#[derive(Resource, Default)]
pub struct Thinking {
    pub pending: Option<Pending>,
    pub progress: Option<Progress>,
    /// (move number, Black's win rate) after each AI move that gave one.
    pub winrates: Vec<[f64; 2]>,
    /// (move number, Black's score lead in points) after each AI move that
    /// gave one.
    pub leads: Vec<[f64; 2]>,
    /// Seconds (app time) of the last change of the position.
    pub last_change: f64,
}

/// AI pace, for AI vs AI above all.
#[derive(Resource, Debug, Clone)]
pub struct AiControl {
    /// AIs move on their own.
    pub running: bool,
    /// One AI move, then pause.
    pub step: bool,
    /// Seconds to wait after each move before asking an AI.
    pub delay_secs: f32,
    /// Draw the thinking AI's candidates on the board (key S).
    pub show_analysis: bool,
}

impl Default for AiControl {
    fn default() -> Self {
        AiControl { running: true, step: false, delay_secs: 0.25, show_analysis: false }
    }
}

/// The evaluation of the current position (key E).
#[derive(Resource, Default)]
pub struct Evaluation {
    pub active: bool,
    pub spec: String,
    pub progress: Option<Progress>,
    pub error: Option<String>,
    worker: Option<PlayerWorker>,
    position: Option<(usize, u64)>,
}

/// What a player reports now about the position shown: the evaluation's
/// progress while it runs (key E), else the thinking AI's; `None` when
/// neither reports.
pub fn engine_progress<'a>(eval: Option<&'a Evaluation>, thinking: Option<&'a Thinking>) -> Option<&'a Progress> {
    match (eval.filter(|e| e.active), thinking.filter(|t| t.pending.is_some())) {
        (Some(e), _) => e.progress.as_ref(),
        (None, Some(t)) => t.progress.as_ref(),
        (None, None) => None,
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Seats>()
        .init_resource::<Thinking>()
        .init_resource::<AiControl>()
        .init_resource::<Evaluation>()
        .add_message::<AiReply>()
        .add_message::<ToggleEvaluation>()
        .add_systems(
            Update,
            (
                (|mut out: MessageWriter<ToggleEvaluation>| {
                    out.write(ToggleEvaluation);
                })
                .run_if(input_just_pressed(KeyCode::KeyE).and_then(keyboard_free)),
                toggle_show_analysis.run_if(input_just_pressed(KeyCode::KeyS).and_then(keyboard_free)),
                toggle_running.run_if(input_just_pressed(KeyCode::Space).and_then(keyboard_free)),
            )
                .in_set(AppSet::Input),
        )
        .add_systems(Update, (drop_stale_request, poll_workers, apply_replies).chain().in_set(AppSet::Replies))
        .add_systems(
            Update,
            (note_changes, request_move, toggle_evaluation, run_evaluation).chain().in_set(AppSet::Requests),
        )
        .add_systems(Update, pause_clock.in_set(AppSet::Logic));
}

/// AI against AI paused stops the clock with the game.
fn pause_clock(control: Res<AiControl>, seats: Res<Seats>, mut clock: ResMut<GameClock>) {
    let paused = !seats.any_human() && !control.running;
    if clock.paused != paused {
        clock.paused = paused;
    }
}

/// A request about a position that is no longer on the board (undo, a new
/// game, another seat) is cancelled; its replies will be dropped.
fn drop_stale_request(go: Res<GoGame>, mut seats: ResMut<Seats>, mut thinking: ResMut<Thinking>) {
    let Some(p) = thinking.pending else { return };
    let g = &go.game;
    let seat = &mut seats.seats[p.color.index()];
    if g.move_number() != p.move_number
        || g.board().hash() != p.hash
        || g.is_over()
        || go.scoring
        || seat.spec.is_none()
    {
        if let Some(w) = seat.worker.as_mut() {
            w.cancel();
        }
        thinking.pending = None;
        thinking.progress = None;
    }
}

/// Drains every worker's channel without waiting.
fn poll_workers(mut seats: ResMut<Seats>, mut out: MessageWriter<AiReply>) {
    for color in [Color::Black, Color::White] {
        if let Some(w) = seats.seats[color.index()].worker.as_mut() {
            while let Some(reply) = w.poll() {
                out.write(AiReply { color, reply });
            }
        }
    }
}

/// Turns the reply to the pending request into a move; any other reply is
/// stale and ignored.
fn apply_replies(
    mut replies: MessageReader<AiReply>,
    mut thinking: ResMut<Thinking>,
    mut seats: ResMut<Seats>,
    mut control: ResMut<AiControl>,
    mut status: ResMut<Status>,
    mut moves: MessageWriter<PlayMove>,
    mut commands: MessageWriter<GameCommand>,
) {
    for r in replies.read() {
        let Some(p) = thinking.pending else { continue };
        if r.color != p.color || r.reply.id() != p.id {
            continue;
        }
        match &r.reply {
            Reply::Progress { progress, .. } => thinking.progress = Some(progress.clone()),
            Reply::Move { decision, .. } => {
                thinking.pending = None;
                if let Some(w) = thinking.progress.as_ref().and_then(|pr| pr.winrate) {
                    let black = if p.color == Color::Black { w } else { 1.0 - w };
                    thinking.winrates.push([p.move_number as f64 + 1.0, black as f64]);
                }
                if let Some(s) = thinking.progress.as_ref().and_then(|pr| pr.score) {
                    let black = s.lead * p.color.sign();
                    thinking.leads.push([p.move_number as f64 + 1.0, black as f64]);
                }
                match *decision {
                    Decision::Play(mv) => {
                        moves.write(PlayMove { color: p.color, mv });
                    }
                    Decision::Resign => {
                        commands.write(GameCommand::Resign(p.color));
                    }
                }
            }
            Reply::Failed { why, .. } => {
                thinking.pending = None;
                thinking.progress = None;
                control.running = false;
                status.0 = format!("{} failed: {why}. Choose another player in the panel.", p.color);
                seats.seats[p.color.index()].error = Some(why.clone());
            }
            Reply::AnalysisDone { .. } => {}
        }
    }
}

fn note_changes(mut changed: MessageReader<BoardChanged>, time: Res<Time>, mut thinking: ResMut<Thinking>) {
    for c in changed.read() {
        thinking.last_change = time.elapsed_secs_f64();
        if c.reset {
            thinking.winrates.clear();
            thinking.leads.clear();
        }
    }
}

/// Asks the AI to move when it has the turn, the game is running and the
/// person is not stepping through the record.
fn request_move(
    go: Res<GoGame>,
    time: Res<Time>,
    mut seats: ResMut<Seats>,
    mut thinking: ResMut<Thinking>,
    mut control: ResMut<AiControl>,
    clock: Res<GameClock>,
) {
    let g = &go.game;
    if thinking.pending.is_some() || g.is_over() || go.browsing || go.scoring || !(control.running || control.step) {
        return;
    }
    let color = g.to_play();
    // The pace setting slows AI vs AI only; a person never waits for it.
    let ai_vs_ai = !seats.any_human();
    let seat = &mut seats.seats[color.index()];
    let Some(worker) = seat.worker.as_mut() else { return };
    if seat.error.is_some() {
        return;
    }
    if ai_vs_ai && time.elapsed_secs_f64() - thinking.last_change < control.delay_secs as f64 {
        return;
    }
    let id = worker.request_timed_move(g, clock.clock.as_ref());
    control.step = false;
    thinking.progress = None;
    thinking.pending = Some(Pending { color, id, move_number: g.move_number(), hash: g.board().hash() });
}

fn toggle_running(mut control: ResMut<AiControl>) {
    control.running = !control.running;
}

fn toggle_show_analysis(mut control: ResMut<AiControl>) {
    control.show_analysis = !control.show_analysis;
}

/// Key E: starts or stops the evaluation of the position by the AI of the
/// game (the seat's AI, or the default AI when people play both sides).
fn toggle_evaluation(
    mut toggles: MessageReader<ToggleEvaluation>,
    mut eval: ResMut<Evaluation>,
    seats: Res<Seats>,
    go: Res<GoGame>,
) {
    if toggles.read().count().is_multiple_of(2) {
        return;
    }
    if eval.active {
        eval.active = false;
        eval.worker = None;
        return;
    }
    let opponent = go.game.to_play().opponent();
    let spec = [opponent, opponent.opponent()]
        .iter()
        .find_map(|c| seats.seats[c.index()].spec.clone())
        .unwrap_or_else(|| crate::engine::DEFAULT_AI.to_string());
    eval.error = None;
    eval.progress = None;
    eval.position = None;
    match make_player(&spec) {
        Ok(p) => {
            eval.worker = Some(PlayerWorker::spawn(p));
            eval.active = true;
        }
        Err(e) => eval.error = Some(e.to_string()),
    }
    eval.spec = spec;
}

/// Keeps the evaluation on the current position and collects its reports.
fn run_evaluation(mut eval: ResMut<Evaluation>, go: Res<GoGame>) {
    if !eval.active {
        return;
    }
    let now = (go.game.move_number(), go.game.board().hash());
    let Evaluation { worker, position, progress, error, active, .. } = &mut *eval;
    let Some(w) = worker.as_mut() else { return };
    if *position != Some(now) {
        *position = Some(now);
        *progress = None;
        w.request_analysis(&go.game);
    }
    while let Some(r) = w.poll() {
        match r {
            Reply::Progress { progress: p, .. } => *progress = Some(p),
            Reply::Failed { why, .. } => {
                *error = Some(why);
                *active = false;
            }
            _ => {}
        }
    }
    if !*active {
        *worker = None;
    }
}
