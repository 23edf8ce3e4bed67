//! Opening a record as people do: from the panel's path or its recent
//! files, or by dropping an .sgf file on the window. A record with changes
//! not yet saved is never dropped without asking: the open waits in
//! `PendingOpen` until the person says to go on.

use std::path::PathBuf;

use bevy::prelude::*;

use super::AppSet;
use super::StartConfig;
use super::game::{GameCommand, GoGame, Status};
use super::records::{load_sgf, remember};

/// Open this record in the window; `discard` drops unsaved changes.
#[derive(Message, Debug, Clone)]
pub struct OpenRecord {
    pub path: PathBuf,
    pub discard: bool,
}

/// A record waiting to be opened until the person says what becomes of
/// the changes to the one shown.
#[derive(Resource, Default, Debug)]
pub struct PendingOpen(pub Option<PathBuf>);

pub fn plugin(app: &mut App) {
    app.init_resource::<PendingOpen>().add_message::<OpenRecord>().add_systems(Update, open.in_set(AppSet::Input));
}

/// Files dropped on the window are opened (the window's part; tests run
/// without one).
pub fn drop_plugin(app: &mut App) {
    app.add_systems(Update, dropped.in_set(AppSet::Input).before(open));
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
                let config =
                    StartConfig { game: opened.game, black: None, white: None, tree: Some(Box::new(opened.tree)) };
                commands.write(GameCommand::New(Box::new(config)));
            }
            Err(e) => status.0 = format!("cannot open {}: {e}", path.display()),
        }
    }
}
