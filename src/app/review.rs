//! "Analyze game": the record's main line gone over by a player on a worker
//! thread while the window stays live. Each position's value arrives as it
//! is found and is written into the record as Black's win rate (SBKV) and
//! score lead (SBKS) on the move, so the graphs and the mistakes fill in as it goes and a saved
//! record keeps them; the best move of each position is kept to show a
//! mistake's better move as a variation.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::egui;
use crossbeam_channel::{Receiver, unbounded};

use super::AppSet;
use super::game::{BoardChanged, GoGame};
use crate::engine::review::{Class, DEFAULT_ANALYST, Eval, Review, from_recorded, review, value_moves};
use crate::go::{Color, Move};
use crate::sgf::SgfRecord;

/// What the person asks of the analysis.
#[derive(Message, Debug, Clone)]
pub enum AnalysisCommand {
    /// Go over the main line with the player of `Analysis::spec`.
    Start,
    Stop,
}

/// The analysis of the record shown: the values found so far.
#[derive(Resource)]
pub struct Analysis {
    /// The player that goes over the game.
    pub spec: String,
    pub running: bool,
    /// Positions done, of how many.
    pub done: usize,
    pub total: usize,
    pub started: Option<Instant>,
    pub error: Option<String>,
    /// The moves valued so far, with the best move of the position before.
    pub review: Option<Review>,
    /// Where each main-line move sits in the tree, when the analysis began.
    pub paths: Vec<Vec<usize>>,
    evals: Vec<Eval>,
    moves: Vec<(Color, Move)>,
    size: usize,
    stop: Option<Arc<AtomicBool>>,
    replies: Option<Receiver<Reply>>,
}

impl Default for Analysis {
    fn default() -> Self {
        Analysis {
            spec: DEFAULT_ANALYST.into(),
            running: false,
            done: 0,
            total: 0,
            started: None,
            error: None,
            review: None,
            paths: Vec::new(),
            evals: Vec::new(),
            moves: Vec::new(),
            size: 19,
            stop: None,
            replies: None,
        }
    }
}

impl Analysis {
    /// Seconds left at the pace so far, once a position is done.
    pub fn seconds_left(&self) -> Option<f32> {
        let spent = self.started?.elapsed().as_secs_f32();
        (self.done > 0).then(|| spent / self.done as f32 * self.total.saturating_sub(self.done) as f32)
    }

    fn stop(&mut self) {
        if let Some(s) = &self.stop {
            s.store(true, Ordering::Relaxed);
        }
        self.running = false;
        self.replies = None;
    }
}

enum Reply {
    Position(usize, Eval),
    Failed(String),
    Done,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Analysis>()
        .init_resource::<ShownReview>()
        .add_message::<AnalysisCommand>()
        .add_systems(Update, (start_or_stop, receive).chain().in_set(AppSet::Replies))
        .add_systems(Update, follow_branch.in_set(AppSet::Visuals));
}

/// The review of the branch shown, with the values it comes from, worked
/// out once when the record, the position shown or the analysis changes:
/// what the panel, the board's marks and the mistake keys read each frame.
#[derive(Resource, Default)]
pub struct ShownReview {
    /// Black's win rate (0 to 1) and score lead after each move of the
    /// branch, as the record holds them (SBKV in percent, SBKS in points).
    pub black: Vec<Option<f32>>,
    pub leads: Vec<Option<f32>>,
    /// The analysis's own review when it went over this branch, else one
    /// read from the values (a record reviewed before); `None` without
    /// values.
    pub review: Option<Review>,
}

fn follow_branch(
    go: Res<GoGame>,
    analysis: Res<Analysis>,
    mut shown: ResMut<ShownReview>,
    mut last: Local<Option<(usize, bool)>>,
) {
    // The panel edits the analysis's spec in place, which marks it changed
    // every frame: its review changes only with the positions done.
    let now = (analysis.done, analysis.review.is_some());
    if !go.is_changed() && *last == Some(now) {
        return;
    }
    *last = Some(now);
    let (black, leads) = recorded_values(&go);
    let review = branch_review(&go, &analysis, &black, &leads);
    *shown = ShownReview { black, leads, review };
}

fn start_or_stop(
    mut asked: MessageReader<AnalysisCommand>,
    mut changed: MessageReader<BoardChanged>,
    go: Res<GoGame>,
    mut analysis: ResMut<Analysis>,
) {
    // Another game makes the analysis moot.
    if changed.read().any(|c| c.reset) {
        analysis.stop();
        *analysis = Analysis { spec: analysis.spec.clone(), ..Analysis::default() };
    }
    for cmd in asked.read() {
        analysis.stop();
        if let AnalysisCommand::Start = cmd {
            let record = go.tree.record.clone();
            start(&mut analysis, record);
        }
    }
}

fn start(analysis: &mut Analysis, record: SgfRecord) {
    let mut player = match crate::engine::make_player(&analysis.spec) {
        Ok(p) => p,
        Err(e) => {
            analysis.error = Some(format!("{}: {e}", analysis.spec));
            return;
        }
    };
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = unbounded();
    analysis.moves = record.moves();
    analysis.size = record.size();
    analysis.paths = record.main_line_paths();
    analysis.total = analysis.moves.len() + 1;
    analysis.done = 0;
    analysis.evals.clear();
    analysis.review = None;
    analysis.error = None;
    analysis.running = true;
    analysis.started = Some(Instant::now());
    analysis.stop = Some(stop.clone());
    analysis.replies = Some(rx);
    std::thread::Builder::new()
        .name("game analysis".into())
        .spawn(move || {
            // A closed channel means the window no longer wants the values;
            // it has set `stop` too.
            let done = review(&record, player.as_mut(), &stop, |n, eval| {
                let _ = tx.send(Reply::Position(n, eval));
            });
            let _ = tx.send(match done {
                Ok(_) => Reply::Done,
                Err(e) => Reply::Failed(e.to_string()),
            });
        })
        .expect("a thread can be started");
}

/// Takes the values found, writes them into the record as SBKV and SBKS, and values
/// the moves they cover.
fn receive(mut analysis: ResMut<Analysis>, mut go: ResMut<GoGame>) {
    let Some(rx) = analysis.replies.clone() else { return };
    let mut got = false;
    for reply in rx.try_iter() {
        match reply {
            Reply::Position(n, eval) => {
                analysis.evals.push(eval);
                analysis.done = n + 1;
                if n >= 1
                    && let Some(path) = analysis.paths.get(n - 1)
                    && go.tree.record.node(path).is_some()
                {
                    go.tree.record.set_unknown(path, "SBKV", &format!("{:.2}", eval.black_winrate * 100.0));
                    if let Some(lead) = eval.black_lead {
                        go.tree.record.set_unknown(path, "SBKS", &format!("{:.1}", lead.value));
                    }
                    got = true;
                }
            }
            Reply::Failed(e) => {
                analysis.error = Some(e);
                analysis.stop();
            }
            Reply::Done => analysis.stop(),
        }
    }
    if got {
        go.edits += 1;
        let review = value_moves(&analysis.moves, analysis.size, &analysis.evals);
        analysis.review = Some(review);
    }
}

/// The review of the branch shown: the analysis's own when it went over
/// this line, else one read from the record's win rates and score leads
/// (a record reviewed before); `None` without values.
fn branch_review(go: &GoGame, analysis: &Analysis, black: &[Option<f32>], leads: &[Option<f32>]) -> Option<Review> {
    let line = go.tree.branch_line();
    let own = analysis.review.as_ref().filter(|r| {
        !r.moves.is_empty()
            && r.moves.iter().all(|m| line.get(m.number - 1).is_some_and(|&(_, c, mv)| c == m.color && mv == m.mv))
    });
    if let Some(r) = own {
        return Some(r.clone());
    }
    if !black.iter().any(Option::is_some) {
        return None;
    }
    let moves: Vec<(Color, Move)> = line.iter().map(|&(_, c, m)| (c, m)).collect();
    let mut review = from_recorded(&moves, go.game.size(), black, leads);
    for m in review.moves.iter_mut().filter(|m| m.is_mistake() && m.best.is_none()) {
        m.best = line.get(m.number - 1).and_then(|&(depth, c, played)| recorded_better(go, depth, c, played));
    }
    Some(review)
}

/// The better move a record keeps for the move at `depth` of the branch:
/// another move of the same side at that point, as `goscape analyze`
/// writes it beside a mistake.
fn recorded_better(go: &GoGame, depth: usize, color: Color, played: Move) -> Option<Move> {
    let branch = go.tree.branch();
    let (parent, taken) = (&branch[..depth - 1], branch[depth - 1]);
    (0..go.tree.record.children(parent)).filter(|&k| k != taken).find_map(|k| {
        let (c, m) = go.tree.record.move_at(&[parent, &[k]].concat())?;
        (c == color && m != played).then_some(m)
    })
}

/// Black's win rate (0 to 1) and score lead after each move of the branch
/// shown, as the record holds them (SBKV in percent, SBKS in points).
fn recorded_values(go: &GoGame) -> (Vec<Option<f32>>, Vec<Option<f32>>) {
    let read = |id: &str, scale: f32| -> Vec<Option<f32>> {
        go.tree
            .branch_values(id)
            .iter()
            .map(|v| v.as_deref().and_then(|t| t.trim().parse::<f32>().ok()).map(|x| x * scale))
            .collect()
    };
    (read("SBKV", 0.01), read("SBKS", 1.0))
}

/// A class's colour, as KaTrain draws them: purple to green.
pub fn class_colour(class: Class) -> egui::Color32 {
    match class {
        Class::Disaster => egui::Color32::from_rgb(190, 90, 230),
        Class::Blunder => egui::Color32::from_rgb(230, 70, 60),
        Class::Mistake => egui::Color32::from_rgb(240, 140, 50),
        Class::Inaccuracy => egui::Color32::from_rgb(230, 210, 60),
        Class::Slack => egui::Color32::from_rgb(170, 210, 80),
        Class::Good => egui::Color32::from_rgb(90, 190, 100),
    }
}
