//! "Analyze game": the record's main line gone over by a player on its
//! `PlayerWorker`, one position at a time, while the window stays live. Each position's value arrives as it
//! is found and is written into the record as Black's win rate (SBKV) and
//! score lead (SBKS) on the move, so the graphs and the mistakes fill in as it goes and a saved
//! record keeps them; the best move of each position is kept to show a
//! mistake's better move as a variation.

use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::egui;

use super::AppSet;
use super::game::{BoardChanged, GoGame};
use crate::engine::review::{
    Class, DEFAULT_ANALYST, Eval, Review, from_recorded, settle, value_moves, without_search, write_values,
};
use crate::engine::worker::{PlayerWorker, Reply as WorkerReply};
use crate::go::{Color, Game, Move};
use crate::player::Progress;
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
    /// The positions of the main line, the start first.
    positions: Vec<Game>,
    /// The player, and the last progress it reported on the position asked.
    worker: Option<PlayerWorker>,
    last: Progress,
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
            positions: Vec::new(),
            worker: None,
            last: Progress::default(),
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
        if let Some(w) = self.worker.as_mut() {
            w.cancel();
        }
        self.worker = None;
        self.running = false;
    }

    /// Values the positions with nothing to search and asks the player
    /// about the next one; stops after the last.
    fn ask_next(&mut self, record: &mut SgfRecord) -> bool {
        let mut wrote = false;
        loop {
            let n = self.evals.len();
            let Some(game) = self.positions.get(n) else {
                self.stop();
                return wrote;
            };
            match without_search(game, self.evals.last().copied()) {
                Some(e) => wrote |= self.take(n, e, record),
                None => {
                    self.last = Progress::default();
                    if let Some(w) = self.worker.as_mut() {
                        w.request_move(game);
                    }
                    return wrote;
                }
            }
        }
    }

    /// Keeps the value of position `n` and writes it on the move that led
    /// there; whether the record changed.
    fn take(&mut self, n: usize, eval: Eval, record: &mut SgfRecord) -> bool {
        self.evals.push(eval);
        self.done = n + 1;
        let Some(path) = n.checked_sub(1).and_then(|k| self.paths.get(k)).filter(|p| record.node(p).is_some()) else {
            return false;
        };
        write_values(record, path, eval.black_winrate, eval.black_lead.map(|l| l.value));
        true
    }
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
    let player = match crate::engine::make_player(&analysis.spec) {
        Ok(p) => p,
        Err(e) => {
            analysis.error = Some(format!("{}: {e}", analysis.spec));
            return;
        }
    };
    // The main line's positions, replayed once.
    let mut positions = Vec::new();
    if let Err(e) = record.walk_main_line(|_, game| {
        positions.push(game.clone());
        true
    }) {
        analysis.error = Some(format!("the record does not replay: {e}"));
        return;
    }
    analysis.moves = record.moves();
    analysis.size = record.size();
    analysis.paths = record.main_line_paths();
    analysis.total = positions.len();
    analysis.positions = positions;
    analysis.done = 0;
    analysis.evals.clear();
    analysis.review = None;
    analysis.error = None;
    analysis.running = true;
    analysis.started = Some(Instant::now());
    analysis.last = Progress::default();
    // The start has nothing before it to stand for it: it is always asked.
    let mut worker = PlayerWorker::spawn(player);
    worker.request_move(&analysis.positions[0]);
    analysis.worker = Some(worker);
}

/// Takes the player's answers: each position's value is written into the
/// record as SBKV and SBKS, the moves it covers are valued, and the next
/// position is asked.
fn receive(mut analysis: ResMut<Analysis>, mut go: ResMut<GoGame>) {
    if !analysis.running {
        return;
    }
    let record = &mut go.bypass_change_detection().tree.record;
    let mut got = false;
    while let Some(reply) = analysis.worker.as_mut().and_then(PlayerWorker::poll) {
        match reply {
            WorkerReply::Progress { progress, .. } => analysis.last = progress,
            WorkerReply::Move { .. } => {
                let n = analysis.evals.len();
                let name = analysis.worker.as_ref().map_or_else(String::new, |w| w.name().to_string());
                match settle(&analysis.positions[n], &analysis.last, analysis.evals.last().copied(), &name) {
                    Ok(e) => {
                        got |= analysis.take(n, e, record);
                        got |= analysis.ask_next(record);
                    }
                    Err(e) => {
                        analysis.error = Some(e.to_string());
                        analysis.stop();
                    }
                }
            }
            WorkerReply::Failed { why, .. } => {
                analysis.error = Some(why);
                analysis.stop();
            }
            WorkerReply::AnalysisDone { .. } => {}
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
