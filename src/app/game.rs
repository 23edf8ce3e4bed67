//! The game being shown: the `GoGame` resource (the record's whole tree,
//! the node shown, and the game at that node), the messages that change it
//! (a click on the board, a move from a person or an AI, undo, replay,
//! variations, comments, resignation, a new game) and the one system that
//! applies them, so that every change of the position ends in one
//! `BoardChanged`.

use bevy::prelude::*;

use super::seats::Seats;
use super::{AppSet, StartConfig};
use crate::go::{Color, Game, GameResult, Move, Point, Rules};
use crate::sgf::{Cursor, GameInfo};

/// The configuration the app opens on, consumed at startup.
#[derive(Resource, Clone)]
pub struct StartGame(pub StartConfig);

/// The game on the board.
#[derive(Resource)]
pub struct GoGame {
    /// The game at the node shown, with the branch's next moves to redo.
    pub game: Game,
    /// The record: every node and variation, the node shown, the branch
    /// followed. A move played anywhere in it becomes a variation.
    pub tree: Cursor,
    /// Moves of the line played before `game` starts (setup in the middle
    /// of a record starts the game anew).
    pub moves_before: usize,
    /// Counts the changes to the tree (moves added, comments, branches
    /// promoted or deleted), so that the autosave follows them.
    pub edits: u64,
    /// `edits` when the record was last opened, started or saved.
    pub saved_at: u64,
    /// True while the person steps back through the record: AIs wait.
    pub browsing: bool,
    /// True while the players count (`scoring`): clicks mark groups dead or
    /// alive instead of playing, and AIs wait.
    pub scoring: bool,
    /// The count the players accepted, once they did.
    pub ending: Option<Ending>,
    /// The clock the game is played on, if any.
    pub time_control: Option<crate::go::TimeControl>,
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
    /// A game on a fresh record of `game` (its setup and moves).
    pub fn new(game: Game) -> GoGame {
        let tree = Cursor::of_game(&game, &GameInfo::default());
        GoGame {
            game,
            tree,
            moves_before: 0,
            edits: 0,
            saved_at: 0,
            browsing: false,
            scoring: false,
            ending: None,
            time_control: None,
        }
    }

    /// Whether the record has changes that were not saved (the autosave
    /// aside).
    pub fn unsaved(&self) -> bool {
        self.edits != self.saved_at
    }

    /// The move number shown, counted along the whole line.
    pub fn move_number(&self) -> usize {
        self.moves_before + self.game.move_number()
    }

    /// Rebuilds the game from the node shown. A line that does not replay
    /// (an illegal move in a loaded record) keeps the last good game.
    fn show(&mut self) -> Result<(), String> {
        let replayed = self.tree.game().map_err(|e| e.to_string())?;
        self.game = replayed.game;
        self.moves_before = replayed.moves_before;
        self.browsing = self.tree.has_next();
        Ok(())
    }

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
    /// The clock of this colour ran out.
    Flag(Color),
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
    /// The next (+1) or previous (-1) variation (keys Down, Up).
    SwitchVariation(isize),
    /// To a node of the tree, by its path.
    GoToNode(Vec<usize>),
    /// The branch shown becomes the main line.
    Promote,
    /// The node shown and what follows it are deleted.
    DeleteNode,
    /// The record was saved as it stands.
    Saved,
    /// The comment of a node (by its path).
    SetComment(Vec<usize>, String),
    /// Adds `color` playing `mv` after the node at the path, beside what
    /// the record plays there, and shows that node: the record's move and
    /// the other one side by side as variations.
    ShowAlternative(Vec<usize>, Color, Move),
}

/// The position changed. `reset` when a new game replaced the old one (the
/// board size may differ).
#[derive(Message, Debug, Clone, Copy, Default)]
pub struct BoardChanged {
    pub reset: bool,
}

pub fn plugin(app: &mut App) {
    let placeholder = Game::new(19, Rules::default()).expect("19 is a valid size");
    app.insert_resource(GoGame::new(placeholder))
        .init_resource::<Status>()
        .add_message::<BoardClicked>()
        .add_message::<PlayMove>()
        .add_message::<GameCommand>()
        .add_message::<BoardChanged>()
        .add_systems(Startup, start)
        // Clicks are read in `AppSet::Input`; here, after all of them, they
        // become moves in the same frame.
        .add_systems(Update, (clicks_to_moves, apply_commands, apply_moves).chain().in_set(AppSet::Logic));
}

fn start(start: Option<Res<StartGame>>, mut commands: MessageWriter<GameCommand>) {
    if let Some(s) = start {
        commands.write(GameCommand::New(Box::new(s.0.clone())));
    }
}

/// A left click plays where the person clicked (on a ghost stone, its line
/// up to it), a right click passes, a middle click undoes; only when a
/// person has the move.
fn clicks_to_moves(
    mut clicks: MessageReader<BoardClicked>,
    go: Res<GoGame>,
    seats: Res<Seats>,
    ghosts: Option<Res<super::ghosts::Ghosts>>,
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
                let Some(p) = c.point.filter(|p| p.on_board(game.size())) else { continue };
                match ghosts.as_ref().and_then(|g| g.line_to(game, p)) {
                    Some(line) => {
                        for (color, mv) in line {
                            moves.write(PlayMove { color, mv });
                        }
                    }
                    None => {
                        moves.write(PlayMove { color, mv: Move::Play(p) });
                    }
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
        let before = (go.tree.path().to_vec(), go.game.board().hash(), ended(&go.game), go.edits);
        let mut reset = false;
        let go = &mut *go;
        match cmd {
            GameCommand::Pass => {
                let c = go.game.to_play();
                if seats.is_human(c) && !go.game.is_over() {
                    moves.write(PlayMove { color: c, mv: Move::Pass });
                }
            }
            GameCommand::Undo => {
                // Back to a person's turn; the moves stay in the tree.
                if ended(&go.game).is_some() {
                    go.game.undo();
                } else if go.tree.back() {
                    while seats.any_human() && !seats.is_human(to_play_at(go)) && go.tree.back() {}
                }
            }
            GameCommand::Back => {
                go.tree.back();
            }
            GameCommand::Forward => {
                go.tree.forward();
            }
            GameCommand::First => go.tree.first(),
            GameCommand::Last => go.tree.last(),
            GameCommand::GoTo(n) => go.tree.go_to_move(*n),
            GameCommand::GoToNode(path) => {
                go.tree.go_to_path(path);
            }
            GameCommand::SwitchVariation(step) => {
                go.tree.switch_branch(*step);
            }
            GameCommand::Promote => {
                go.tree.promote();
                go.edits += 1;
            }
            GameCommand::DeleteNode => {
                if go.tree.delete() {
                    go.edits += 1;
                }
            }
            GameCommand::SetComment(path, text) => {
                if go.tree.record.node(path).is_some() && go.tree.record.comment_at(path).unwrap_or_default() != *text {
                    go.tree.record.set_comment(path, text);
                    go.edits += 1;
                }
            }
            GameCommand::Saved => go.saved_at = go.edits,
            GameCommand::ShowAlternative(at, color, mv) => {
                let legal =
                    go.tree.record.replay_path(at, go.tree.rules()).is_ok_and(|r| r.game.check(*color, *mv).is_ok());
                if legal && go.tree.record.add_move(at, *color, *mv).is_ok() {
                    go.edits += 1;
                    go.tree.go_to_path(at);
                }
            }
            GameCommand::Flag(c) => {
                if !go.game.is_over() {
                    go.game.lose_on_time(*c);
                    status.0 = format!("{c}'s time is up: {} wins on time", c.opponent());
                }
            }
            GameCommand::Resign(c) => {
                if !go.game.is_over() {
                    go.game.resign(*c);
                    status.0 = format!("{c} resigns");
                }
            }
            GameCommand::New(config) => {
                go.tree = match &config.tree {
                    Some(tree) => (**tree).clone(),
                    None => Cursor::of_game(&config.game, &GameInfo::default()),
                };
                go.time_control = config.time.or_else(|| go.tree.record.time_control().and_then(Result::ok));
                if let Some(tc) = &config.time {
                    go.tree.record.set_time_control(tc);
                }
                go.edits += 1;
                go.saved_at = go.edits;
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
        let moved = before.0 != go.tree.path() || reset;
        if moved && let Err(why) = go.show() {
            status.0 = format!("this line of the record does not replay: {why}");
        }
        if matches!(cmd, GameCommand::Undo) {
            // After an undo the AIs play on from here.
            go.browsing = false;
        }
        let after = (go.tree.path().to_vec(), go.game.board().hash(), ended(&go.game), go.edits);
        if reset || before.0 != after.0 || before.1 != after.1 || before.2 != after.2 {
            // A count holds for the position it was made on.
            go.scoring = false;
            go.ending = None;
            changed.write(BoardChanged { reset });
        }
    }
}

/// How a game ended other than on the board: the colour that resigned or
/// ran out of time.
fn ended(g: &Game) -> Option<Color> {
    g.resigned().or(g.out_of_time())
}

/// Whose turn it is at the node shown.
fn to_play_at(go: &GoGame) -> Color {
    go.tree.game().map(|r| r.game.to_play()).unwrap_or(go.game.to_play())
}

fn apply_moves(
    mut moves: MessageReader<PlayMove>,
    mut go: ResMut<GoGame>,
    mut status: ResMut<Status>,
    mut changed: MessageWriter<BoardChanged>,
) {
    for m in moves.read() {
        let game = &go.game;
        if game.is_over() {
            continue;
        }
        if m.color != game.to_play() {
            status.0 = format!("it is {}'s turn, not {}'s", game.to_play(), m.color);
            continue;
        }
        if let Err(e) = game.check(m.color, m.mv) {
            status.0 = format!("{} {} refused: {e}", m.color, m.mv.to_gtp(game.size()));
            continue;
        }
        // Into the tree: the move the branch has next, or a new variation.
        if let Err(e) = go.tree.play(m.color, m.mv) {
            status.0 = format!("{} {} refused: {e}", m.color, m.mv.to_gtp(go.game.size()));
            continue;
        }
        go.edits += 1;
        if let Err(why) = go.show() {
            status.0 = why;
            continue;
        }
        // A move played goes on from here, whatever the branch holds.
        go.browsing = false;
        go.scoring = false;
        go.ending = None;
        status.0 = match go.game.result() {
            Some(r) => format!("game over: {r}"),
            None => String::new(),
        };
        changed.write(BoardChanged { reset: false });
    }
}
