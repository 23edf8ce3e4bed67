//! Game records for the window: opening and saving SGF files, and the
//! autosave written after every move so that a crash loses nothing.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::AppSet;
use super::game::{BoardChanged, GoGame};
use crate::go::Game;
use crate::sgf::{GameInfo, SgfRecord};

/// Reads an SGF record (its main line) into a game.
pub fn load_sgf(path: &Path) -> Result<Game, String> {
    let record = SgfRecord::load(path).map_err(|e| e.to_string())?;
    record.game_at(record.move_count()).map_err(|e| e.to_string())
}

/// Writes the game as an SGF record.
pub fn save_sgf(path: &Path, game: &Game) -> Result<(), String> {
    let text = SgfRecord::from_game(game, &GameInfo::default()).to_sgf();
    // Write beside the file and rename, so a crash mid-write never leaves a
    // half-written record in place of the last good one.
    let tmp = path.with_extension("sgf.tmp");
    std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Where the autosave lives: `$XDG_DATA_HOME/goscape/autosave.sgf`, else
/// `~/.local/share/goscape/autosave.sgf`.
pub fn autosave_path() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))?;
    Some(base.join("goscape").join("autosave.sgf"))
}

/// Saves the game to the autosave file.
pub fn autosave(game: &Game) -> Result<PathBuf, String> {
    let path = autosave_path().ok_or("no data directory (set XDG_DATA_HOME or HOME)")?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    save_sgf(&path, game)?;
    Ok(path)
}

/// The autosave switch and what the last attempt said.
#[derive(Resource, Debug, Clone)]
pub struct Autosave {
    pub enabled: bool,
    pub last: Option<Result<PathBuf, String>>,
}

impl Default for Autosave {
    fn default() -> Self {
        Autosave { enabled: true, last: None }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Autosave>().add_systems(Update, autosave_after_change.in_set(AppSet::Visuals));
}

fn autosave_after_change(mut changed: MessageReader<BoardChanged>, go: Res<GoGame>, mut state: ResMut<Autosave>) {
    if changed.read().count() == 0 || !state.enabled || go.browsing {
        return;
    }
    state.last = Some(autosave(&go.game));
}
