//! Game records for the window: opening SGF files (the whole tree, with
//! what reading had to mend), saving them back whole with the count or
//! result the window added, the autosave written after every change so
//! that a crash loses nothing, and the list of recent files.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::AppSet;
use super::game::{BoardChanged, GoGame};
use super::thinking::Seats;
use crate::go::Game;
use crate::sgf::{Cursor, SgfRecord};

/// A record read for the window.
pub struct Opened {
    /// The whole tree, shown at the end of its main line.
    pub tree: Cursor,
    /// The game there.
    pub game: Game,
    /// What reading had to mend (bad bytes, a file cut short).
    pub warnings: Vec<String>,
}

/// Reads an SGF record, its whole tree, to show at the end of its main line.
pub fn load_sgf(path: &Path) -> Result<Opened, String> {
    let record = SgfRecord::load(path).map_err(|e| e.to_string())?;
    let warnings = record.warnings().to_vec();
    let rules = record.rules();
    let mut tree = Cursor::new(record, rules);
    tree.last();
    let game = tree.game().map_err(|e| e.to_string())?.game;
    Ok(Opened { tree, game, warnings })
}

/// The record to save: the whole tree, with the result once there is one
/// (an accepted count, whose territory and dead stones are marked on the
/// node counted, a resignation or a fallen flag). A game that ended in two
/// passes has no result until a count is accepted: the stones as they
/// stand, dead ones included, are no count. A record left as it was read saves as the
/// bytes it was read from.
pub fn record_of(go: &GoGame) -> SgfRecord {
    let mut record = go.tree.record.clone();
    if let Some(e) = &go.ending {
        record.set_result(Some(&e.result.to_string()));
        record.mark_count(go.tree.path(), &e.black, &e.white, &e.dead);
    } else if let Some(loser) = go.game.resigned() {
        record.set_result(Some(&crate::go::GameResult::Resignation { winner: loser.opponent() }.to_string()));
    } else if let Some(loser) = go.game.out_of_time() {
        record.set_result(Some(&crate::go::GameResult::Time { winner: loser.opponent() }.to_string()));
    }
    record
}

/// Writes the record of the game shown.
pub fn save_sgf(path: &Path, go: &GoGame) -> Result<(), String> {
    write_atomically(path, &record_of(go).to_bytes())
}

/// Writes beside the file and renames, so a crash mid-write never leaves
/// a half-written record in place of the last good one.
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let tmp = path.with_extension("sgf.tmp");
    std::fs::write(&tmp, bytes).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// goscape's files: `$XDG_DATA_HOME/goscape/NAME`, else
/// `~/.local/share/goscape/NAME`.
fn data_file(name: &str) -> Option<PathBuf> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))?;
    Some(base.join("goscape").join(name))
}

/// Where the autosave lives.
pub fn autosave_path() -> Option<PathBuf> {
    data_file("autosave.sgf")
}

/// What a person is called in the autosave's PB and PW, which otherwise
/// hold the player spec of each AI seat.
const PERSON: &str = "human";

/// Saves the game to the autosave file, its whole tree, with who sits at
/// each colour (`None` a person, otherwise a player spec) as the players'
/// names.
pub fn autosave(go: &GoGame, black: Option<&str>, white: Option<&str>) -> Result<PathBuf, String> {
    let path = autosave_path().ok_or("no data directory (set XDG_DATA_HOME or HOME)")?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let mut record = record_of(go);
    record.set_players(black.unwrap_or(PERSON), white.unwrap_or(PERSON));
    write_atomically(&path, &record.to_bytes())?;
    Ok(path)
}

/// A record read back with its seats (`None` a person, otherwise a player
/// spec), when it names them.
pub struct Saved {
    pub opened: Opened,
    pub seats: Option<(Option<String>, Option<String>)>,
}

/// Reads the autosave back: the game and who sat at each colour.
pub fn load_autosave() -> Result<Saved, String> {
    load_seated(&autosave_path().ok_or("no data directory (set XDG_DATA_HOME or HOME)")?)
}

/// Reads a record saved with its seats as the players' names.
pub fn load_seated(path: &Path) -> Result<Saved, String> {
    let opened = load_sgf(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let info = opened.tree.record.info();
    let seat = |name: Option<String>| name.filter(|n| !n.trim().is_empty() && n.trim() != PERSON);
    let seats = (info.black.is_some() || info.white.is_some()).then(|| (seat(info.black), seat(info.white)));
    Ok(Saved { opened, seats })
}

/// How many recent files the list keeps.
const RECENT: usize = 8;

/// The files opened or saved last, newest first, that still exist.
pub fn recent_files() -> Vec<PathBuf> {
    let Some(list) = data_file("recent.txt") else {
        return Vec::new();
    };
    std::fs::read_to_string(list)
        .unwrap_or_default()
        .lines()
        .map(PathBuf::from)
        .filter(|p| p.is_file())
        .take(RECENT)
        .collect()
}

/// Puts `path` first in the list of recent files.
pub fn remember(path: &Path) {
    let Some(list) = data_file("recent.txt") else {
        return;
    };
    let path = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    let mut files = recent_files();
    files.retain(|p| *p != path);
    files.insert(0, path);
    files.truncate(RECENT);
    let text: String = files.iter().map(|p| format!("{}\n", p.display())).collect();
    if let Some(dir) = list.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    // The list is a convenience: failing to write it loses no game.
    let _ = std::fs::write(list, text);
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

/// Saves after every change of the position or the tree, and once the
/// players accept a count.
fn autosave_after_change(
    mut changed: MessageReader<BoardChanged>,
    go: Res<GoGame>,
    seats: Res<Seats>,
    mut state: ResMut<Autosave>,
    mut saved: Local<(u64, Option<super::game::Ending>)>,
) {
    let moved = changed.read().count() > 0;
    let edited = saved.0 != go.edits || saved.1 != go.ending;
    if !(edited || (moved && !go.browsing)) || !state.enabled {
        return;
    }
    *saved = (go.edits, go.ending.clone());
    let [b, w] = &seats.seats;
    state.last = Some(autosave(&go, b.spec.as_deref(), w.spec.as_deref()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Move, Point, Rules};

    #[test]
    fn a_saved_game_comes_back_with_its_seats_and_its_tree() {
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.play(Color::Black, Move::Play(Point::new(2, 2))).unwrap();
        g.play(Color::White, Move::Play(Point::new(6, 6))).unwrap();
        let mut go = GoGame::new(g.clone());
        // A variation at move 1.
        go.tree.go_to_move(1);
        go.tree.play(Color::White, Move::Play(Point::new(4, 4))).unwrap();
        let path = std::env::temp_dir().join(format!("goscape-seated-{}.sgf", std::process::id()));
        let mut record = record_of(&go);
        record.set_players(PERSON, "mcts:playouts=500");
        write_atomically(&path, &record.to_bytes()).unwrap();
        let back = load_seated(&path).unwrap();
        assert_eq!(back.opened.game.move_number(), 2);
        assert_eq!(back.opened.game.board().get(Point::new(6, 6)), Some(Color::White));
        assert_eq!(back.opened.tree.record.children(&[0]), 2);
        assert_eq!(back.seats, Some((None, Some("mcts:playouts=500".to_string()))));
        // Two passes without an accepted count give no result.
        g.play(Color::Black, Move::Pass).unwrap();
        g.play(Color::White, Move::Pass).unwrap();
        assert!(!record_of(&GoGame::new(g)).to_sgf().contains("RE["));
        // A record that names no players has no seats to give back.
        save_sgf(&path, &go).unwrap();
        assert_eq!(load_seated(&path).unwrap().seats, None);
        let _ = std::fs::remove_file(&path);
    }
}
