//! The game being shown: the `GoGame` resource, the messages that change it
//! (a click on the board, a move from a person or an AI, undo, replay,
//! resignation, a new game) and the one system that applies them, so that
//! every change of the position ends in one `BoardChanged`.

use bevy::prelude::*;

use super::seats::Seats;
use super::{AppSet, StartConfig};
use crate::go::{Color, Game, GameResult, Move, Point, Rules};

/// The configuration the app opens on, consumed at startup.
#[derive(Resource, Clone)]
pub struct StartGame(pub StartConfig);

/// The game on the board.
#[derive(Resource)]
pub struct GoGame {
    pub game: Game,
    /// True while the person steps back through the record: AIs wait.
    pub browsing: bool,
    /// True while the players count (`scoring`): clicks mark groups dead or
    /// alive instead of playing, and AIs wait.
    pub scoring: bool,
    /// The count the players accepted, once they did.
    pub ending: Option<Ending>,
}

/// How a counted game ended: the result and what the record marks with it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ending {
    pub result: GameResult,
    /// Each side's territory, dead stones' points included (SGF TB, TW).
    pub black: Vec<Point>,
    pub white: Vec<Point>,
    /// The stones taken off as dead (marked with crosses).
    pub dead: Vec<Point>,
}

impl GoGame {
    /// The game's result: the accepted count, else a resignation or the
    /// bare count after two passes.
    pub fn result(&self) -> Option<GameResult> {
        match &self.ending {
            Some(e) => Some(e.result),
            None => self.game.result(),
        }
    }
}

/// The last thing worth telling the person (an illegal move, an engine
/// failure, a result), shown in the panel.
#[derive(Resource, Default, Debug, Clone)]
pub struct Status(pub String);

/// A click on the board, with the point the person saw under the pointer
/// (none off the grid); already filtered: drags and clicks on panels never
/// become one.
#[derive(Message, Debug, Clone, Copy)]
pub struct BoardClicked {
    pub point: Option<Point>,
    pub button: PointerButton,
}

/// A move for `color`, from a person or an AI; refused unless it is that
/// colour's turn and the move is legal.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct PlayMove {
    pub color: Color,
    pub mv: Move,
}

/// Everything else that changes the game.
#[derive(Message, Debug, Clone)]
pub enum GameCommand {
    /// The side to move passes (a person's pass).
    Pass,
    /// A person's undo: takes back moves until it is a person's turn again.
    Undo,
    /// Replay: one move back or forward, to the start, to the end, to move n.
    Back,
    Forward,
    First,
    Last,
    GoTo(usize),
    Resign(Color),
    /// A new game with these seats (a player spec per colour, `None` for a person).
    New(Box<StartConfig>),
    /// Another player for one colour, keeping the game.
    SetSeat(Color, Option<String>),
}

/// The position changed. `reset` when a new game replaced the old one (the
/// board size may differ).
#[derive(Message, Debug, Clone, Copy, Default)]
pub struct BoardChanged {
    pub reset: bool,
}

pub fn plugin(app: &mut App) {
    let placeholder = Game::new(19, Rules::default()).expect("19 is a valid size");
    app.insert_resource(GoGame { game: placeholder, browsing: false, scoring: false, ending: None })
        .init_resource::<Status>()
        .add_message::<BoardClicked>()
        .add_message::<PlayMove>()
        .add_message::<GameCommand>()
        .add_message::<BoardChanged>()
        .add_systems(Startup, start)
        .add_systems(Update, clicks_to_moves.in_set(AppSet::Input))
        .add_systems(Update, (apply_commands, apply_moves).chain().in_set(AppSet::Logic));
}

fn start(start: Option<Res<StartGame>>, mut commands: MessageWriter<GameCommand>) {
    if let Some(s) = start {
        commands.write(GameCommand::New(Box::new(s.0.clone())));
    }
}

/// A left click plays where the person clicked, a right click passes, a
/// middle click undoes; only when a person has the move.
fn clicks_to_moves(
    mut clicks: MessageReader<BoardClicked>,
    go: Res<GoGame>,
    seats: Res<Seats>,
    mut moves: MessageWriter<PlayMove>,
    mut commands: MessageWriter<GameCommand>,
) {
    for c in clicks.read() {
        let game = &go.game;
        let color = game.to_play();
        if c.button == PointerButton::Middle {
            commands.write(GameCommand::Undo);
            continue;
        }
        if go.scoring || game.is_over() || !seats.is_human(color) {
            continue;
        }
        match c.button {
            PointerButton::Primary => {
                if let Some(p) = c.point.filter(|p| p.on_board(game.size())) {
                    moves.write(PlayMove { color, mv: Move::Play(p) });
                }
            }
            PointerButton::Secondary => {
                moves.write(PlayMove { color, mv: Move::Pass });
            }
            PointerButton::Middle => {}
        }
    }
}

fn apply_commands(
    mut commands: MessageReader<GameCommand>,
    mut go: ResMut<GoGame>,
    mut seats: ResMut<Seats>,
    mut status: ResMut<Status>,
    mut changed: MessageWriter<BoardChanged>,
    mut moves: MessageWriter<PlayMove>,
) {
    for cmd in commands.read() {
        let before = (go.game.move_number(), go.game.board().hash(), go.game.resigned());
        let mut reset = false;
        match cmd {
            GameCommand::Pass => {
                let c = go.game.to_play();
                if seats.is_human(c) && !go.game.is_over() {
                    moves.write(PlayMove { color: c, mv: Move::Pass });
                }
            }
            GameCommand::Undo => {
                let GoGame { game, browsing, .. } = &mut *go;
                *browsing = false;
                if game.undo() {
                    while seats.any_human() && !seats.is_human(game.to_play()) && game.undo() {}
                }
            }
            GameCommand::Back => {
                go.browsing = go.game.undo() || go.browsing;
            }
            GameCommand::Forward => {
                go.game.redo();
                go.browsing = has_redo(&go.game);
            }
            GameCommand::First => {
                go.game.go_to(0);
                go.browsing = has_redo(&go.game);
            }
            GameCommand::Last => {
                while go.game.redo() {}
                go.browsing = false;
            }
            GameCommand::GoTo(n) => {
                go.game.go_to(*n);
                go.browsing = has_redo(&go.game);
            }
            GameCommand::Resign(c) => {
                if !go.game.is_over() {
                    go.game.resign(*c);
                    status.0 = format!("{c} resigns");
                }
            }
            GameCommand::New(config) => {
                go.game = config.game.clone();
                // A record opened part way is being reviewed.
                go.browsing = has_redo(&go.game);
                for (c, spec) in [(Color::Black, &config.black), (Color::White, &config.white)] {
                    if let Err(why) = seats.set(c, spec.clone()) {
                        status.0 = why;
                    }
                }
                reset = true;
            }
            GameCommand::SetSeat(c, spec) => {
                if let Err(why) = seats.set(*c, spec.clone()) {
                    status.0 = why;
                }
            }
        }
        let after = (go.game.move_number(), go.game.board().hash(), go.game.resigned());
        if reset || before != after {
            // A count holds for the position it was made on.
            go.scoring = false;
            go.ending = None;
            changed.write(BoardChanged { reset });
        }
    }
}

fn apply_moves(
    mut moves: MessageReader<PlayMove>,
    mut go: ResMut<GoGame>,
    mut status: ResMut<Status>,
    mut changed: MessageWriter<BoardChanged>,
) {
    for m in moves.read() {
        let game = &mut go.game;
        if game.is_over() {
            continue;
        }
        if m.color != game.to_play() {
            status.0 = format!("it is {}'s turn, not {}'s", game.to_play(), m.color);
            continue;
        }
        match game.play(m.color, m.mv) {
            Ok(()) => {
                go.browsing = false;
                go.scoring = false;
                go.ending = None;
                status.0 = match go.game.result() {
                    Some(r) => format!("game over: {r}"),
                    None => String::new(),
                };
                changed.write(BoardChanged { reset: false });
            }
            Err(e) => status.0 = format!("{} {} refused: {e}", m.color, m.mv.to_gtp(go.game.size())),
        }
    }
}

/// Whether moves lie ahead of the shown position (the person is reviewing).
fn has_redo(g: &Game) -> bool {
    g.redo_turns().next().is_some()
}
