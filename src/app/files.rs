//! Opening and saving records as people do: from the panel's path or its
//! recent files, through the desktop's Open and Save As dialogs (on a
//! thread of their own, so the window never waits on them), or by
//! dropping an .sgf file on the window. A record with changes not yet
//! saved is never dropped without asking: the open waits in `PendingOpen`
//! until the person says to go on.

use std::path::PathBuf;

use bevy::prelude::*;

use super::AppSet;
use super::StartConfig;
use super::game::{GameCommand, GoGame, Status};
use super::records::{load_sgf, remember, save_sgf};

/// Open this record in the window; `discard` drops unsaved changes.
#[derive(Message, Debug, Clone)]
pub struct OpenRecord {
    pub path: PathBuf,
    pub discard: bool,
}

/// Save the record shown to this file.
#[derive(Message, Debug, Clone)]
pub struct SaveRecord(pub PathBuf);

/// Ask the desktop for a file: to open (`false`) or to save as (`true`),
/// starting from the path the panel holds.
#[derive(Message, Debug, Clone)]
pub struct AskForFile {
    pub save: bool,
    pub start: PathBuf,
}

/// The dialog open now, if one is: what it will answer on.
#[derive(Resource, Default)]
pub struct FileDialog {
    answer: Option<crossbeam_channel::Receiver<(bool, Option<PathBuf>)>>,
}

impl FileDialog {
    pub fn open(&self) -> bool {
        self.answer.is_some()
    }
}

/// A record waiting to be opened until the person says what becomes of
/// the changes to the one shown.
#[derive(Resource, Default, Debug)]
pub struct PendingOpen(pub Option<PathBuf>);

pub fn plugin(app: &mut App) {
    app.init_resource::<PendingOpen>()
        .add_message::<OpenRecord>()
        .add_message::<SaveRecord>()
        .add_systems(Update, (open, save).in_set(AppSet::Input));
}

/// Files dropped on the window are opened, and the desktop's dialogs are
/// asked for files (the window's part; tests run without one).
pub fn window_plugin(app: &mut App) {
    app.init_resource::<FileDialog>()
        .add_message::<AskForFile>()
        .add_systems(Update, (dropped, ask, answered).in_set(AppSet::Input).before(open).before(save));
}

/// Starts the dialog asked for, unless one is open.
fn ask(mut asked: MessageReader<AskForFile>, mut dialog: ResMut<FileDialog>) {
    let Some(AskForFile { save, start }) = asked.read().last().cloned() else { return };
    if dialog.open() {
        return;
    }
    let (tx, rx) = crossbeam_channel::bounded(1);
    dialog.answer = Some(rx);
    std::thread::Builder::new()
        .name("file dialog".into())
        .spawn(move || {
            let mut d = rfd::FileDialog::new().add_filter("SGF game records", &["sgf", "SGF"]);
            if let Some(dir) = start.parent().filter(|d| d.is_dir()) {
                d = d.set_directory(dir);
            }
            let chosen = if save {
                let name = start.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or("game.sgf".into());
                d.set_file_name(name).save_file()
            } else {
                d.pick_file()
            };
            let _ = tx.send((save, chosen));
        })
        .expect("a thread can be started");
}

/// What the person chose in the dialog, opened or saved.
fn answered(
    mut dialog: ResMut<FileDialog>,
    mut status: ResMut<Status>,
    mut open: MessageWriter<OpenRecord>,
    mut save: MessageWriter<SaveRecord>,
) {
    let Some(rx) = &dialog.answer else { return };
    let Ok((saving, chosen)) = rx.try_recv() else { return };
    dialog.answer = None;
    match (saving, chosen) {
        (false, Some(path)) => {
            open.write(OpenRecord { path, discard: false });
        }
        (true, Some(path)) => {
            save.write(SaveRecord(path));
        }
        (_, None) => {
            status.0 = "no file chosen (the dialog needs a desktop portal or zenity; the path field works \
                        without them)"
                .into()
        }
    }
}

/// Saves the record shown.
fn save(
    mut asked: MessageReader<SaveRecord>,
    go: Res<GoGame>,
    mut status: ResMut<Status>,
    mut commands: MessageWriter<GameCommand>,
) {
    for SaveRecord(path) in asked.read() {
        status.0 = match save_sgf(path, &go) {
            Ok(()) => {
                remember(path);
                commands.write(GameCommand::Saved);
                format!("saved {}", path.display())
            }
            Err(e) => format!("cannot save {}: {e}", path.display()),
        };
    }
}

fn dropped(mut drops: MessageReader<bevy::window::FileDragAndDrop>, mut out: MessageWriter<OpenRecord>) {
    for d in drops.read() {
        if let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = d {
            out.write(OpenRecord { path: path_buf.clone(), discard: false });
        }
    }
}

fn open(
    mut asked: MessageReader<OpenRecord>,
    go: Res<GoGame>,
    mut pending: ResMut<PendingOpen>,
    mut status: ResMut<Status>,
    mut commands: MessageWriter<GameCommand>,
) {
    for OpenRecord { path, discard } in asked.read() {
        if go.unsaved() && !discard {
            pending.0 = Some(path.clone());
            continue;
        }
        pending.0 = None;
        match load_sgf(path) {
            Ok(opened) => {
                remember(path);
                status.0 = match opened.warnings.as_slice() {
                    [] => format!("opened {}", path.display()),
                    w => format!("opened {} with repairs: {}", path.display(), w.join("; ")),
                };
                let config = StartConfig {
                    game: opened.game,
                    black: None,
                    white: None,
                    tree: Some(Box::new(opened.tree)),
                    time: None,
                };
                commands.write(GameCommand::New(Box::new(config)));
            }
            Err(e) => status.0 = format!("cannot open {}: {e}", path.display()),
        }
    }
}
