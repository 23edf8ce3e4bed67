//! Game records for the window: opening and saving SGF files, and the
//! autosave written after every move so that a crash loses nothing.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::AppSet;
use super::ai::Seats;
use super::game::{BoardChanged, Ending, GoGame};
use crate::go::Game;
use crate::sgf::{GameInfo, SgfRecord};

/// Reads an SGF record (its main line) into a game.
pub fn load_sgf(path: &Path) -> Result<Game, String> {
    let record = SgfRecord::load(path).map_err(|e| e.to_string())?;
    record.game_at(record.move_count()).map_err(|e| e.to_string())
}

/// Writes the game as an SGF record, with its accepted count if it has one.
pub fn save_sgf(path: &Path, game: &Game, ending: Option<&Ending>) -> Result<(), String> {
    save_sgf_with(path, game, &GameInfo::default(), ending)
}

/// The record of a game with its information and its accepted count: the
/// result in RE, the territory and dead stones marked on the last node. A
/// game that ended in two passes without an accepted count has no result
/// yet (the stones as they stand are no count: dead ones are still on the
/// board).
pub fn record_of(game: &Game, info: &GameInfo, ending: Option<&Ending>) -> SgfRecord {
    let mut record = SgfRecord::from_game(game, info);
    match ending {
        Some(e) => {
            record.set_result(Some(&e.result.to_string()));
            record.mark_count(&e.black, &e.white, &e.dead);
        }
        None if info.result.is_none() && game.resigned().is_none() => record.set_result(None),
        None => {}
    }
    record
}

/// Writes the game as an SGF record with its game information.
pub fn save_sgf_with(path: &Path, game: &Game, info: &GameInfo, ending: Option<&Ending>) -> Result<(), String> {
    let text = record_of(game, info, ending).to_sgf();
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

/// What a person is called in the autosave's PB and PW, which otherwise
/// hold the player spec of each AI seat.
const PERSON: &str = "human";

/// Saves the game to the autosave file, with who sits at each colour
/// (`None` a person, otherwise a player spec) as the players' names.
pub fn autosave(
    game: &Game,
    ending: Option<&Ending>,
    black: Option<&str>,
    white: Option<&str>,
) -> Result<PathBuf, String> {
    let path = autosave_path().ok_or("no data directory (set XDG_DATA_HOME or HOME)")?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    save_sgf_with(&path, game, &seated(black, white), ending)?;
    Ok(path)
}

/// Game information naming the seats.
fn seated(black: Option<&str>, white: Option<&str>) -> GameInfo {
    GameInfo {
        black: Some(black.unwrap_or(PERSON).to_string()),
        white: Some(white.unwrap_or(PERSON).to_string()),
        ..GameInfo::default()
    }
}

/// A game read back with its seats (`None` a person, otherwise a player
/// spec), when the record names them.
pub struct Saved {
    pub game: Game,
    pub seats: Option<(Option<String>, Option<String>)>,
}

/// Reads the autosave back: the game and who sat at each colour.
pub fn load_autosave() -> Result<Saved, String> {
    load_seated(&autosave_path().ok_or("no data directory (set XDG_DATA_HOME or HOME)")?)
}

/// Reads a record saved with its seats as the players' names.
pub fn load_seated(path: &Path) -> Result<Saved, String> {
    let record = SgfRecord::load(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let game = record.game_at(record.move_count()).map_err(|e| format!("{}: {e}", path.display()))?;
    let info = record.info();
    let seat = |name: Option<String>| name.filter(|n| !n.trim().is_empty() && n.trim() != PERSON);
    let seats = (info.black.is_some() || info.white.is_some()).then(|| (seat(info.black), seat(info.white)));
    Ok(Saved { game, seats })
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

/// Saves after every change of the position, and once the players accept
/// a count.
fn autosave_after_change(
    mut changed: MessageReader<BoardChanged>,
    go: Res<GoGame>,
    seats: Res<Seats>,
    mut state: ResMut<Autosave>,
    mut saved_ending: Local<Option<Ending>>,
) {
    let counted = *saved_ending != go.ending;
    if (changed.read().count() == 0 && !counted) || !state.enabled || go.browsing {
        return;
    }
    *saved_ending = go.ending.clone();
    let [b, w] = &seats.seats;
    state.last = Some(autosave(&go.game, go.ending.as_ref(), b.spec.as_deref(), w.spec.as_deref()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Move, Point, Rules};

    #[test]
    fn a_saved_game_comes_back_with_its_seats() {
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.play(Color::Black, Move::Play(Point::new(2, 2))).unwrap();
        g.play(Color::White, Move::Play(Point::new(6, 6))).unwrap();
        let path = std::env::temp_dir().join(format!("goscape-seated-{}.sgf", std::process::id()));
        save_sgf_with(&path, &g, &seated(None, Some("mcts:playouts=500")), None).unwrap();
        let back = load_seated(&path).unwrap();
        assert_eq!(back.game.move_number(), 2);
        assert_eq!(back.game.board().get(Point::new(6, 6)), Some(Color::White));
        assert_eq!(back.seats, Some((None, Some("mcts:playouts=500".to_string()))));
        // Two passes without an accepted count give no result.
        g.play(Color::Black, Move::Pass).unwrap();
        g.play(Color::White, Move::Pass).unwrap();
        assert!(!record_of(&g, &GameInfo::default(), None).to_sgf().contains("RE["));
        // A record that names no players has no seats to give back.
        save_sgf(&path, &g, None).unwrap();
        assert_eq!(load_seated(&path).unwrap().seats, None);
        let _ = std::fs::remove_file(&path);
    }
}
