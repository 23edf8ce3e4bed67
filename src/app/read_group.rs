//! Key K over a stone: the reader of life and death on its group, on a
//! thread of its own (a newer question, or a move away from the position
//! asked about, stops the reading under way and drops its answer), and
//! the judge's verdict on the group asked about alone (`judging`: the
//! answer `dragon_status` gives, which the pictures then show too). The
//! answer is written in the view's bottom-left corner (status, key moves,
//! eye space, how it was known, then the judge's verdict and its source)
//! and the reader's proving line drawn as numbered ghost stones
//! (`ghost_lines` picks it up), until the position changes.

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::background::{Background, Job};
use super::game::GoGame;
use super::stones::Hover;
use super::verdict::Verdict;
use super::{AppSet, keyboard_free};
use crate::go::{Board, Color, Game, Move, Point};
use crate::meaning::playouts::GROUP_TIME;
use crate::meaning::read_first::ReadingBudget;
use crate::reading::{Reader, Reading};

pub fn plugin(app: &mut App) {
    app.init_resource::<GroupReading>()
        .add_systems(
            Update,
            ask.run_if(input_just_pressed(KeyCode::KeyK).and_then(keyboard_free)).in_set(AppSet::Input),
        )
        .add_systems(Update, ask_first.in_set(AppSet::Input))
        .add_systems(Update, receive.in_set(AppSet::Replies));
}

/// The answer written over the view (the window only).
pub fn window_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw);
}

/// The position and point a question is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Asked {
    hash: u64,
    moves: usize,
    at: Point,
}

impl Asked {
    fn of(game: &Game, at: Point) -> Asked {
        Asked { hash: game.board().hash(), moves: game.move_number(), at }
    }
}

/// The question asked with K and its answer.
#[derive(Resource, Default)]
pub struct GroupReading {
    asked: Option<Asked>,
    /// Whether the answer to `asked` is still to come.
    pending: bool,
    answer: Option<Reading>,
    /// What to tell the player instead of an answer, and the position it
    /// was said on.
    note: Option<(u64, &'static str)>,
    thread: Option<Background<(Board, Point), Option<Reading>>>,
}

impl GroupReading {
    /// The answer, while `game` still shows the position it is about.
    fn current(&self, game: &Game) -> Option<(Point, &Reading)> {
        let asked = self.asked.filter(|a| Asked::of(game, a.at) == *a)?;
        self.answer.as_ref().map(|r| (asked.at, r))
    }

    /// The proving line of the answer on `game` for the side to play
    /// there (a critical group's defence where its side is to play), the
    /// side of its first move first.
    pub fn line(&self, game: &Game) -> Option<(Color, Vec<Move>)> {
        let (_, r) = self.current(game)?;
        let line = r.line_from(game.to_play());
        let first = line.first()?.0;
        Some((first, line.iter().map(|(_, m)| *m).collect()))
    }
}

/// The reader of a question: as `dragon_status` reads a group asked about
/// alone (a corner group in its frame takes a few hundred thousand nodes),
/// with the race it is in counted for the answer shown.
fn reader() -> Reader {
    Reader { races: true, frame_open: true, ..ReadingBudget::default().reader_alone(GROUP_TIME) }
}

/// A group to read as soon as the window opens (`goscape play --read`).
#[derive(Resource, Debug, Clone, Copy)]
pub struct ReadFirst(pub Point);

impl GroupReading {
    /// Reads the group at `at` on `game` on the reader's thread.
    fn start(&mut self, game: &Game, at: Point) {
        let thread = self.thread.get_or_insert_with(|| {
            Background::start("group reading", |job: Job<(Board, Point)>, answers| {
                let (board, at) = &job.question;
                answers.send(reader().read_unless(board, *at, Some(job.stop_flag())));
            })
        });
        thread.ask((game.board().clone(), at));
        (self.asked, self.pending, self.answer, self.note) = (Some(Asked::of(game, at)), true, None, None);
    }
}

/// Asks the reader and the judge about the group at `at`.
fn ask_both(game: &Game, at: Point, reading: &mut GroupReading, verdict: &mut Verdict) {
    reading.start(game, at);
    verdict.ask_group(game, at);
}

fn ask(go: Res<GoGame>, hover: Res<Hover>, mut reading: ResMut<GroupReading>, mut verdict: ResMut<Verdict>) {
    let game = &go.game;
    match hover.0.filter(|&p| game.board().get(p).is_some()) {
        Some(at) => ask_both(game, at, &mut reading, &mut verdict),
        None => reading.note = Some((game.board().hash(), "K reads the group under the pointer: point at a stone")),
    }
}

fn ask_first(
    mut commands: Commands,
    first: Option<Res<ReadFirst>>,
    go: Res<GoGame>,
    mut reading: ResMut<GroupReading>,
    mut verdict: ResMut<Verdict>,
) {
    let Some(first) = first else { return };
    if go.game.board().get(first.0).is_some() {
        ask_both(&go.game, first.0, &mut reading, &mut verdict);
        commands.remove_resource::<ReadFirst>();
    }
}

fn receive(go: Res<GoGame>, mut reading: ResMut<GroupReading>) {
    // Taking answers is no change of the reading.
    let reading = reading.bypass_change_detection();
    // A reading of a position the game has left is stopped: it may take
    // seconds of a core the window and the judge want.
    if reading.pending
        && reading.asked.is_some_and(|a| Asked::of(&go.game, a.at) != a)
        && let Some(thread) = reading.thread.as_mut()
    {
        thread.cancel();
        reading.pending = false;
    }
    let Some(thread) = reading.thread.as_mut() else { return };
    let latest = thread.latest();
    if let Some((_, answer)) = thread.answers().into_iter().rfind(|(id, _)| *id == latest) {
        reading.pending = false;
        reading.answer = answer;
    }
}

fn draw(
    mut contexts: EguiContexts,
    go: Res<GoGame>,
    reading: Res<GroupReading>,
    verdict: Res<Verdict>,
    shift: Res<crate::app::camera::ViewShift>,
    mut layout: ResMut<crate::app::ui::layout::UiLayout>,
) -> Result {
    let text = if let Some((at, r)) = reading.current(&go.game) {
        let n = go.game.size();
        let side = if go.game.board().get(at) == Some(Color::Black) { "Black" } else { "White" };
        let judged = match verdict.group_alone(&go.game, at) {
            Some(g) => crate::meaning::report::verdict(n, g),
            None => match verdict.failed_on(&go.game) {
                Some(e) => format!("no verdict ({e})"),
                None => "judging...".to_string(),
            },
        };
        let read = r.describe_from(n, go.game.to_play());
        let caveat = r.caveat().map(|c| format!("\n    {c}")).unwrap_or_default();
        format!("{side} group at {}: {read}{caveat}\n    judge: {judged}", at.to_gtp(n))
    } else if reading.pending && reading.asked.is_some_and(|a| Asked::of(&go.game, a.at) == a) {
        "Reading the group...".to_string()
    } else if let Some((_, note)) = reading.note.filter(|(h, _)| *h == go.game.board().hash()) {
        note.to_string()
    } else {
        layout.forget("reading");
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // The view is the window less the panel on the right: a long line (a
    // race's count) wraps before it reaches the panel.
    let view = ctx.content_rect();
    let width = (view.width() * (1.0 - 2.0 * shift.0) - 40.0).max(200.0);
    let shown = egui::Area::new(egui::Id::new("group reading"))
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(12.0, -12.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(width);
                ui.add(egui::Label::new(egui::RichText::new(text).monospace()).wrap_mode(egui::TextWrapMode::Wrap));
            });
        });
    layout.note("reading", shown.response.rect);
    Ok(())
}
